"""Red team, round four, on the evaluation surface: `textsql-kit eval`, `evaluate`, the gold cache and the sandbox.
Real subprocesses, real signals, real SQLite files; each test names the finding it pins."""
import json, os, shutil, signal, sqlite3, subprocess, sys, time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SPIDER = os.environ.get('TEXTSQL_SPIDER_DIR')
needs_spider = pytest.mark.skipif(not SPIDER, reason='TEXTSQL_SPIDER_DIR is not set')
MAIN = 'import sys; from textsql_kit.cli import main; sys.exit(main(sys.argv[1:]))'
PEAK_MB = "int(next(l for l in open('/proc/self/status') if l.startswith('VmHWM')).split()[1]) // 1024"   # this program's peak (ru_maxrss counts the parent's before exec)
ENDLESS = 'WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT count(*) FROM c'
GOLD = [{'db_id': 'concert', 'question': 'How many singers?', 'query': 'SELECT count(*) FROM singer'},
        {'db_id': 'concert', 'question': 'Names by age, oldest first.', 'query': 'SELECT name FROM singer ORDER BY age DESC'},
        {'db_id': 'concert', 'question': 'Countries?', 'query': 'SELECT DISTINCT country FROM singer'},
        {'db_id': 'concert', 'question': 'Oldest?', 'query': 'SELECT max(age) FROM singer'}]
RIGHT = [g['query'] for g in GOLD]


@pytest.fixture
def toy(tmp_path):
    "A Spider-format folder: dev.json (4 items) over database/concert/concert.sqlite, and a right prediction file."
    db = tmp_path/'database'/'concert'/'concert.sqlite'
    db.parent.mkdir(parents=True)
    con = sqlite3.connect(db)
    con.executescript("""CREATE TABLE singer(name TEXT, country TEXT, age INT);
        INSERT INTO singer VALUES ('Joe','France',52),('Ann','France',41),('Tom','Spain',29);""")
    con.commit(); con.close()
    (tmp_path/'dev.json').write_text(json.dumps(GOLD))
    (tmp_path/'pred.sql').write_text('\n'.join(RIGHT) + '\n')
    return tmp_path


def _env(tmp, **extra):
    env = {k: v for k, v in os.environ.items() if k != 'TEXTSQL_EVAL_FORKS'}
    return {**env, 'PYTHONPATH': os.pathsep.join(filter(None, [str(ROOT), os.environ.get('PYTHONPATH')])), 'TEXTSQL_CACHE': str(tmp/'cache'), **extra}


def kit(args, tmp, code=MAIN, timeout=120, prefix=(), **extra) -> subprocess.CompletedProcess:
    "`textsql-kit ARGS` in a fresh interpreter."
    return subprocess.run([*prefix, sys.executable, '-c', code, *map(str, args)], cwd=tmp, env=_env(tmp, **extra),
                          capture_output=True, text=True, timeout=timeout)


def eval_args(d, pred=None, *more):
    return ['eval', '--benchmark', 'spider', '--gold', d/'dev.json', '--pred', pred or d/'pred.sql', '--no-progress', *more]


def _one_line(err:str) -> str:
    "The stderr of a refused command: exactly one non-blank line, no traceback."
    lines = [l for l in err.splitlines() if l.strip()]
    assert len(lines) == 1 and 'Traceback' not in err, err[-3000:]
    return lines[0]


def _session_procs(sid:int) -> list:
    "Pids of live processes in session `sid` (zombies left out)."
    out = []
    for p in Path('/proc').iterdir():
        if not p.name.isdigit(): continue
        try: fields = (p/'stat').read_text().rsplit(')', 1)[1].split()
        except OSError: continue
        if int(fields[3]) == sid and fields[0] != 'Z': out.append(int(p.name))
    return out


# --- finding 3: Ctrl-C and SIGTERM stop `textsql-kit eval` --------------------------------------------------------------

@needs_spider
@pytest.mark.parametrize('name,forks,group', [('SIGINT', 0, False), ('SIGINT', 3, False), ('SIGINT', 3, True),
                                              ('SIGTERM', 0, False), ('SIGTERM', 3, True)])
def test_signal_stops_eval_within_3s(tmp_path, name, forks, group):
    """Mid-evaluation, with queries running in every share, to the command or its whole process group (a terminal's Ctrl-C):
    exit 128 + signal within 3 s, one line, no --out, no process left."""
    sig = signal.Signals[name]
    d = Path(SPIDER)
    gold = [l.split('\t')[0] for l in (d/'dev_gold.sql').read_text().splitlines()]
    preds = [ENDLESS if k % 40 == 5 else g for k, g in enumerate(gold)]   # a query that never ends on most databases
    (tmp_path/'pred.sql').write_text('\n'.join(preds) + '\n')
    out = tmp_path/'items.jsonl'
    args = ['eval', '--benchmark', 'spider', '--gold', d/'dev.json', '--db-dir', d/'database', '--pred', tmp_path/'pred.sql',
            '--no-progress', '--timeout', '60', '--forks', forks, '--out', out]
    p = subprocess.Popen([sys.executable, '-c', MAIN, *map(str, args)], cwd=tmp_path, env=_env(tmp_path), stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE, text=True, start_new_session=True)
    try:
        first = p.stderr.readline()   # the missing-database warning: printed once the files are read, just before evaluating
        assert first.startswith('warning: 62 items name databases'), first
        time.sleep(2.0)
        assert p.poll() is None
        os.killpg(p.pid, sig) if group else p.send_signal(sig)
        t0 = time.monotonic()
        try: rc = p.wait(timeout=3.0)
        except subprocess.TimeoutExpired: pytest.fail(f'{name}: still running 3 s later')
        assert time.monotonic() - t0 < 3.0
        err = p.stderr.read()
        assert rc == 128 + sig, err[-2000:]
        assert _one_line(err) == ('textsql-kit eval: interrupted; nothing written' if sig == signal.SIGINT
                                  else 'textsql-kit eval: stopped by SIGTERM; nothing written')
        assert not out.exists() and not out.with_name(out.name + '.tmp').exists()
        time.sleep(0.5)
        assert _session_procs(p.pid) == []   # forked copies and pool workers are gone too
    finally:
        with __import__('contextlib').suppress(ProcessLookupError): os.killpg(p.pid, signal.SIGKILL)
        p.wait()


@pytest.mark.parametrize('name', ['SIGINT', 'SIGTERM'])
def test_signal_while_importing_the_command_is_one_line(toy, name):
    "A signal that lands while `eval`'s module is being imported: one line and 128 + signal, not a traceback (nor a silent kill)."
    sig = signal.Signals[name]
    code = f'''import os, sys, time
class Slow:   # the signal arrives in the middle of the real import of textsql_kit.evaluation.benchmarks
    def find_spec(self, name, path=None, target=None):
        if name == 'textsql_kit.evaluation.hardness': os.kill(os.getpid(), {int(sig)}); time.sleep(5)
sys.meta_path.insert(0, Slow())
{MAIN}'''
    r = kit(eval_args(toy), toy, code=code, timeout=60)
    assert r.returncode == 128 + sig, r.stderr[-3000:]
    assert _one_line(r.stderr) == ('textsql-kit eval: interrupted' if sig == signal.SIGINT else 'textsql-kit eval: stopped by SIGTERM')


def test_a_stopped_query_is_not_a_verdict(toy):
    "Ctrl-C while a query runs in `evaluate` (no CLI): KeyboardInterrupt, never a `pred_error: interrupted` row."
    code = f'''import os, signal, threading, sys
from textsql_kit.evaluation.benchmarks import load_spider, evaluate
exs = load_spider(sys.argv[1])
threading.Timer(1.0, lambda: os.kill(os.getpid(), signal.SIGINT)).start()
try: rep = evaluate(exs, [{ENDLESS!r}] * len(exs), timeout_s=30, progress=False, cache_gold=False, forks=0)
except KeyboardInterrupt: print('stopped'); sys.exit(0)
print([it['verdict'] + ': ' + str(it['error']) for it in rep.items])'''
    r = kit([toy/'dev.json'], toy, code=code, timeout=60)
    assert r.returncode == 0 and r.stdout.strip() == 'stopped', r.stdout + r.stderr[-2000:]


# --- finding 7: memory bound, verdicts independent of memory ------------------------------------------------------------

@pytest.mark.parametrize('workers', [0, 1])
def test_memory_stays_bounded_with_many_large_results(toy, workers):
    """Eight predictions of 400,000 rows each, in this process or on the pool: the evaluating process's peak memory is one
    result's, not eight (was ~330 MB, now ~110 MB), every verdict 'wrong'."""
    code = '''import json, sys
from textsql_kit.evaluation.benchmarks import load_spider, evaluate
exs = load_spider(sys.argv[1]) * 2
preds = [f"WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c LIMIT {400_000 + k}) SELECT x FROM c" for k in range(len(exs))]
rep = evaluate(exs, preds, progress=False, cache_gold=False, forks=0, workers=int(sys.argv[2]) or None)
print(json.dumps({'verdicts': [it['verdict'] for it in rep.items], 'rows': [it['n_pred_rows'] for it in rep.items],
                  'peak_mb': ''' + PEAK_MB + '''}))'''
    r = kit([toy/'dev.json', workers], toy, code=code, timeout=300)
    assert r.returncode == 0, r.stderr[-3000:]
    got = json.loads(r.stdout)
    assert got['verdicts'] == ['wrong'] * 8 and got['rows'] == [400_000 + k for k in range(8)]
    assert got['peak_mb'] < 200, got


# --- finding 11: the gold cache -----------------------------------------------------------------------------------------

def test_malformed_and_forged_gold_cache_lines_cost_a_rerun(toy):
    "Lines without `result`, `[1,2,3]`, `\"rows\": 5`, bad JSON and a forged result under a valid key: skipped in one line, EX unchanged."
    first = kit(eval_args(toy), toy)
    assert first.returncode == 0 and 'EX (all 4 items): 100.00% (4/4)' in first.stdout, first.stderr[-2000:]
    cache = next((toy/'cache'/'gold').glob('*.jsonl'))
    lines = [json.loads(l) for l in cache.read_text().splitlines()]
    count = next(l for l in lines if l['result']['rows'] == [[3]])   # the cached result of SELECT count(*) FROM singer
    forged = {**count, 'result': {**count['result'], 'rows': [[99]]}}   # a valid key, a wrong result
    with cache.open('a') as f:
        for bad in ({'key': count['key']}, [1, 2, 3], {'key': count['key'], 'result': {'rows': 5}}, forged):
            f.write(json.dumps(bad) + '\n')
        f.write('not JSON at all\n')
    again = kit(eval_args(toy), toy)
    assert again.returncode == 0, again.stderr[-3000:]
    assert 'EX (all 4 items): 100.00% (4/4)' in again.stdout
    assert 'gold cache: skipped 5 of' in again.stderr and 'Traceback' not in again.stderr


# --- finding 5: a .json prediction file without strings -----------------------------------------------------------------

@pytest.mark.parametrize('content', [{'0': 5, '1': 5, '2': 5, '3': 5}, GOLD, {'0': 'SELECT 1', '1': None, '2': 'x', '3': 'y'}])
def test_json_predictions_without_strings_are_refused(toy, content):
    (toy/'pred.json').write_text(json.dumps(content))
    r = kit(eval_args(toy, toy/'pred.json'), toy)
    assert r.returncode == 2, r.stdout
    assert 'not a SQL string' in _one_line(r.stderr)


# --- finding 6: TEXTSQL_EVAL_FORKS is a default --------------------------------------------------------------------------

def test_eval_forks_variable_does_not_forbid_workers(toy):
    r = kit([*eval_args(toy), '--workers', '2'], toy, TEXTSQL_EVAL_FORKS='2')
    assert r.returncode == 0, r.stderr[-2000:]
    assert 'EX (all 4 items): 100.00% (4/4)' in r.stdout


# --- finding 14: evaluation flags ----------------------------------------------------------------------------------------

def test_infinite_timeout_is_refused(toy):
    "`--timeout inf` (also nan, 0) is refused at once: no limit would let a stalled query hang the command."
    r = kit([*eval_args(toy), '--timeout', 'inf'], toy, timeout=30)   # nan and 0: the notebook's `_seconds` examples
    assert r.returncode == 2 and 'argument --timeout: must be a positive number of seconds' in r.stderr, r.stderr[-2000:]
    assert 'Traceback' not in r.stderr


def test_float_tol_is_refused_before_anything_runs(toy):
    (toy/'slow.sql').write_text('\n'.join([ENDLESS] + RIGHT[1:]) + '\n')
    r = kit([*eval_args(toy, toy/'slow.sql'), '--float-tol', '5', '--timeout', '20'], toy, timeout=60)
    assert r.returncode == 2 and 'argument --float-tol: must be a relative tolerance between 0 and 1' in r.stderr, r.stderr[-2000:]
    code = f'''import sys, time
from textsql_kit.evaluation.benchmarks import load_spider, evaluate
exs = load_spider(sys.argv[1]); t0 = time.monotonic()
try: evaluate(exs, [{ENDLESS!r}] + [e.gold for e in exs[1:]], float_tol=5, timeout_s=20, progress=False, cache_gold=False, forks=0)
except ValueError as e: print(round(time.monotonic() - t0), e)'''
    r = kit([toy/'dev.json'], toy, code=code, timeout=60)
    assert r.stdout.startswith('0 evaluate: float_tol must be a relative tolerance between 0 and 1'), r.stdout + r.stderr[-2000:]


@pytest.mark.parametrize('value', ['²', 'all', '-1'])
def test_bad_eval_forks_variable_is_named(toy, value):
    r = kit(eval_args(toy), toy, TEXTSQL_EVAL_FORKS=value)
    assert r.returncode == 2
    assert _one_line(r.stderr) == f"textsql-kit eval: error: TEXTSQL_EVAL_FORKS must be an integer >= 0 (digits 0-9), got {value!r}"


# --- finding 15: files that cannot be read --------------------------------------------------------------------------------

def test_a_file_of_newlines_costs_no_memory(toy):
    "30 MB of newlines for a 4-item gold file: refused after counting, without building 30 million strings (was 809 MB)."
    (toy/'nl.sql').write_bytes(b'\n' * (30 << 20))
    code = '''import sys
from textsql_kit.evaluation.benchmarks import eval_cli
rc = eval_cli(sys.argv[1:]); print(rc, ''' + PEAK_MB + ''')'''
    r = kit(eval_args(toy, toy/'nl.sql')[1:], toy, code=code)
    rc, peak_mb = map(int, r.stdout.split())
    assert rc == 2 and peak_mb < 250, (rc, peak_mb)
    assert 'has more than 4 predictions but the gold file has 4 items' in _one_line(r.stderr)


def _unreadable_prefix() -> tuple:
    "What runs a command without root's permission to read any file (root ignores permission bits)."
    if os.geteuid() != 0: return ()
    if not shutil.which('setpriv'): pytest.skip('running as root without setpriv: cannot make a file unreadable')
    return ('setpriv', '--bounding-set=-dac_override,-dac_read_search')


@pytest.mark.parametrize('which', ['--pred', '--gold'])
def test_unreadable_files_are_one_line(toy, which):
    target = toy/'pred.sql' if which == '--pred' else toy/'dev.json'
    target.chmod(0)
    try: r = kit(eval_args(toy), toy, prefix=_unreadable_prefix())
    finally: target.chmod(0o644)
    assert r.returncode == 2, r.stdout
    line = _one_line(r.stderr)
    assert f'cannot read {"prediction" if which == "--pred" else "gold"} file {target}' in line and 'Permission denied' in line


# --- finding 16 (eval): an --out that cannot be written fails first --------------------------------------------------------

def test_unwritable_out_fails_before_evaluating(toy):
    (toy/'slow.sql').write_text('\n'.join([ENDLESS] + RIGHT[1:]) + '\n')
    t0 = time.monotonic()
    r = kit([*eval_args(toy, toy/'slow.sql'), '--timeout', '20', '--out', '/proc/items.jsonl'], toy, timeout=60)
    assert time.monotonic() - t0 < 15 and r.returncode == 2 and 'EX' not in r.stdout
    assert _one_line(r.stderr).startswith('textsql-kit eval: error: --out /proc/items.jsonl: cannot write in /proc (')


# --- decided: a stopped copy, and verdicts at the time limit ---------------------------------------------------------------

@needs_spider
def test_a_stopped_copy_is_given_up_and_its_share_scored_here(tmp_path):
    "A forked copy SIGSTOPs itself at birth: after the limit plus COPY_STALL_S without CPU time it is killed, said in one line, and the items are the single process's."
    code = '''import json, os, signal, sys
from pathlib import Path
from textsql_kit.evaluation.benchmarks import evaluate, load_spider
dev = load_spider(Path(sys.argv[1])/'dev.json'); preds = [e.gold for e in dev]
rows = lambda rep: [(it['verdict'], it['error']) for it in rep.items]
single = rows(evaluate(dev, preds, timeout_s=1, progress=False, cache_gold=False, forks=0))
os.register_at_fork(after_in_child=lambda: os.kill(os.getpid(), signal.SIGSTOP))
print(json.dumps(rows(evaluate(dev, preds, timeout_s=1, progress=False, cache_gold=False, forks=1)) == single))'''
    r = kit([SPIDER], tmp_path, code=code, timeout=120)
    assert r.returncode == 0 and r.stdout.strip() == 'true', r.stderr[-2000:]
    assert ('evaluate: a forked copy used no CPU time for 11 s (stopped or stuck); it was killed and its share is scored here'
            in r.stderr.splitlines())


def test_verdicts_decided_at_the_time_limit_are_counted(toy):
    "A timeout (or a query that took 90% of the limit) is flagged `near_limit` and counted in one summary line: it may flip under load."
    code = f'''import json, sys
from textsql_kit.evaluation.benchmarks import load_spider, evaluate
exs = load_spider(sys.argv[1])
rep = evaluate(exs, [{ENDLESS!r}] + [e.gold for e in exs[1:]], timeout_s=0.5, progress=False, cache_gold=False, forks=0)
print(json.dumps([rep.near_limit, [it['near_limit'] for it in rep.items], [it['verdict'] for it in rep.items]]))
print(rep.summary().splitlines()[-1])'''
    r = kit([toy/'dev.json'], toy, code=code, timeout=60)
    assert r.returncode == 0, r.stderr[-2000:]
    first, last = r.stdout.splitlines()
    assert json.loads(first) == [[0], [True, False, False, False], ['pred_timeout', 'correct', 'correct', 'correct']]
    assert last == ('near the time limit: 1 items were decided by a timeout or after 90% of the 0.5 s limit, '
                    'so their verdicts may change under load: indices 0')


def test_the_byte_cap_bounds_rows_of_empty_values(tmp_path):
    "Values that count 0 bytes ('' and empty blobs) still stop at the byte cap: a row counts at least 8 bytes, in-process and on the pool."
    from textsql_kit.sql.execute import execute
    from textsql_kit.sql.pool import Executor
    db = tmp_path/'t.sqlite'; sqlite3.connect(db).close()
    q = "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c LIMIT 5000) SELECT '', x'' FROM c"
    r = execute(db, q, max_rows=None, max_result_bytes=8000)
    assert (len(r.rows), r.truncated) == (1000, True)
    with Executor(workers=1, max_rows=None, max_result_bytes=8000) as ex:
        (p,) = ex.execute_many([(str(db), q)])
    assert (len(p.rows), p.truncated) == (1000, True)
