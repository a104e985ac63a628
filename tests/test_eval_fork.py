"""Evaluation split across forked copies: the single process's items on Spider dev and on the hostile SQL, a killed copy's
share scored by the caller, Ctrl-C leaving no copy behind, and no fork where another thread runs. Each case runs in a
fresh interpreter: pytest's own process may run threads left by other tests, and then `evaluate` rightly does not fork."""
import json, os, signal, subprocess, sys, time
from pathlib import Path

import pytest

from tests.test_inline_eval import HOSTILE
from tests.test_stalls_sql import STALLING, BENIGN, make_db

SPIDER = os.environ.get('TEXTSQL_SPIDER_DIR')
needs_spider = pytest.mark.skipif(not SPIDER, reason='TEXTSQL_SPIDER_DIR is not set')
ROOT = Path(__file__).resolve().parents[1]

PRELUDE = '''
import json, os, sys
from pathlib import Path
from textsql_kit.core import Example
from textsql_kit.evaluation.benchmarks import evaluate, load_spider
def rows(rep): return [{k: it[k] for k in ('index', 'verdict', 'correct', 'error', 'n_pred_rows', 'n_gold_rows', 'order_matters')} for it in rep.items]
def summary(rep): return {'items': rows(rep), 'n_executable': rep.n_executable, 'empty_gold': rep.empty_gold, 'n_executed': rep.n_executed}
'''

def _script(code:str, *args, timeout=300) -> subprocess.CompletedProcess:
    env = {**os.environ, 'PYTHONPATH': os.pathsep.join(filter(None, [str(ROOT), os.environ.get('PYTHONPATH')]))}
    return subprocess.run([sys.executable, '-c', PRELUDE + code, *map(str, args)], capture_output=True, text=True, timeout=timeout, env=env)

def _json_lines(r) -> list:
    assert r.returncode == 0, r.stderr[-2000:]
    return [json.loads(l) for l in r.stdout.splitlines()]


@needs_spider
def test_forked_evaluation_is_the_single_process_one_on_spider_dev(tmp_path):
    "Golds, the official pairs and the statement-rule pairs: 0, 1 and 3 copies give the same items and the same report; the official verdicts hold."
    code = '''
d = Path(sys.argv[1]); dev = load_spider(d/'dev.json')
fix = [json.loads(l) for f in ('official_verdicts.jsonl', 'statement_verdicts.jsonl') for l in (d/f).read_text().splitlines() if l.strip()]
exs, preds = dev + [dev[r['index']] for r in fix], [e.gold for e in dev] + [r['pred'] for r in fix]
for forks in (0, 1, 3): print(json.dumps(summary(evaluate(exs, preds, progress=False, cache_gold=False, forks=forks))))
print(json.dumps([r['official_correct'] for r in fix]))
'''
    single, one, three, official = _json_lines(_script(code, SPIDER))
    assert one == single and three == single
    assert [it['correct'] for it in single['items'][-len(official):]] == official


def test_hostile_sql_in_forked_copies(tmp_path):
    "Hostile and benign SQL and a stalling query on each of three databases: the copies give the single process's verdicts and errors, and no file changes."
    for db in ('a', 'b', 'c'): (tmp_path/db).mkdir(); make_db(tmp_path/db/f'{db}.sqlite')
    before = {p: p.read_bytes() for p in tmp_path.rglob('*.sqlite')}
    code = '''
qs, stall = json.loads(sys.argv[2])
preds = [q for k, _ in enumerate('abc') for q in qs + [stall[k]]]   # one stalling query per database: each process meets one
exs = [Example(id=str(i), question='?', db_id=db, gold='SELECT count(*) FROM singer') for db in 'abc' for i in range(len(qs) + 1)]
for forks in (0, 2): print(json.dumps(summary(evaluate(exs, preds, db_dir=sys.argv[1], timeout_s=1.0, progress=False, cache_gold=False, forks=forks))))
'''
    qs, stall = HOSTILE + BENIGN, list(STALLING.values())[:3]
    single, forked = _json_lines(_script(code, tmp_path, json.dumps([qs, stall])))
    for rep in (single, forked):   # how a timeout was enforced (interrupt, or the pool killing its worker) depends on load
        for it in rep['items']:
            if it['verdict'] == 'pred_timeout': it['error'] = it['error'].split(' (')[0]
    assert forked == single
    verdicts = [it['verdict'] for it in single['items']]
    assert verdicts[len(qs)::len(qs) + 1] == ['pred_timeout'] * 3   # the stalling ones, sent to a pool each process starts
    assert {p: p.read_bytes() for p in tmp_path.rglob('*.sqlite')} == before
    assert sorted(p.name for p in tmp_path.rglob('*') if p.is_file()) == ['a.sqlite', 'b.sqlite', 'c.sqlite']


@needs_spider
def test_a_killed_copy_has_its_share_scored_by_the_caller():
    "Every forked copy dies at birth (SIGKILL): the caller scores its share, says so in one line, and the items are the single process's."
    code = '''
import signal
dev = load_spider(Path(sys.argv[1])/'dev.json'); preds = [e.gold for e in dev]
single = summary(evaluate(dev, preds, progress=False, cache_gold=False, forks=0))
os.register_at_fork(after_in_child=lambda: os.kill(os.getpid(), signal.SIGKILL))
print(json.dumps(summary(evaluate(dev, preds, progress=False, cache_gold=False, forks=1)) == single))
'''
    r = _script(code, SPIDER)
    assert _json_lines(r) == [True]
    assert 'evaluate: a forked copy was stopped by signal 9; its share is scored here' in r.stderr


@needs_spider
def test_ctrl_c_stops_every_copy(tmp_path):
    "Ctrl-C while the caller waits for a copy: the CLI's one line, exit 130, and the copy is gone."
    pid_file = tmp_path/'copy.pid'
    code = '''
import time
from textsql_kit.evaluation.benchmarks import eval_cli
os.register_at_fork(after_in_child=lambda: (Path(sys.argv[2]).write_text(str(os.getpid())), time.sleep(120)))
d = Path(sys.argv[1]); (Path(sys.argv[2]).parent/'pred.sql').write_text((d/'dev_gold.sql').read_text())
sys.exit(eval_cli(['--benchmark', 'spider', '--gold', str(d/'dev.json'), '--db-dir', str(d/'database'), '--no-progress',
                   '--pred', str(Path(sys.argv[2]).parent/'pred.sql'), '--forks', '1']))
'''
    env = {**os.environ, 'PYTHONPATH': os.pathsep.join(filter(None, [str(ROOT), os.environ.get('PYTHONPATH')]))}
    p = subprocess.Popen([sys.executable, '-c', PRELUDE + code, SPIDER, str(pid_file)], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    deadline = time.monotonic() + 120
    while not (pid_file.exists() and pid_file.read_text()) and time.monotonic() < deadline and p.poll() is None: time.sleep(0.1)
    assert pid_file.exists(), p.communicate()[1][-2000:]
    copy = int(pid_file.read_text())
    time.sleep(1.0)   # the caller scores its own share meanwhile, then waits on the copy
    p.send_signal(signal.SIGINT)
    _, err = p.communicate(timeout=60)
    assert p.returncode == 130, err[-2000:]
    assert err.strip().splitlines()[-1] == 'textsql-kit eval: interrupted; nothing written'
    assert not Path(f'/proc/{copy}').exists()


def test_no_fork_where_another_thread_runs(tmp_path):
    "With a helper thread running, forks=1 says why it does not fork and scores everything in one process."
    for db in ('a', 'b'): (tmp_path/db).mkdir(); make_db(tmp_path/db/f'{db}.sqlite')
    code = '''
import threading
e = threading.Event(); threading.Thread(target=e.wait, name='loader').start()
exs = [Example(id=f'{db}', question='?', db_id=db, gold='SELECT count(*) FROM singer') for db in 'ab']
before = os.getpid()
rep = evaluate(exs, ['SELECT count(*) FROM singer'] * 2, db_dir=sys.argv[1], progress=False, cache_gold=False, forks=1)
e.set(); print(json.dumps([it['verdict'] for it in rep.items]))
'''
    r = _script(code, tmp_path)
    assert _json_lines(r) == [['correct', 'correct']]
    assert r.stderr.strip() == ('evaluate: not forking (other threads run in this process (loader): a lock one holds would stay locked '
                                'in a copy); every item is scored in this process')


@needs_spider
def test_one_progress_bar_counts_every_copy():
    "The caller's bar counts the jobs of every share, its own and the copies' (here a copy starts late, so the caller redraws while it waits)."
    code = '''
import time
os.register_at_fork(after_in_child=lambda: time.sleep(0.5))
dev = load_spider(Path(sys.argv[1])/'dev.json')
rep = evaluate(dev, [e.gold for e in dev], cache_gold=False, forks=1)
print(json.dumps(rep.n_executed))
'''
    r = _script(code, SPIDER)
    n = _json_lines(r)[0]
    bars = [l for l in r.stderr.replace('\r', '\n').splitlines() if l.startswith('executing SQL')]
    assert any(f'/{n} [' in l for l in bars), bars[-5:]
    assert not any('/' in l and int(l.split('/')[1].split()[0]) > n for l in bars if '%|' in l)
