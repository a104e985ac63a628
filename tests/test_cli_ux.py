"""The `textsql-kit` console script as a demanding user meets it: help that explains, one-line errors naming the culprit
(never a traceback) for every user mistake, Ctrl-C during synthesis then resume, and outputs stated at the end.

Runs the installed console script (or `python -m`-style fallback) in subprocesses with bounded timeouts, tiny scale."""
import json, os, signal, sqlite3, subprocess, sys, time
from pathlib import Path
import pytest

ROOT = Path(__file__).resolve().parents[1]
_SCRIPT = Path(sys.executable).parent/'textsql-kit'
CMD = [str(_SCRIPT)] if _SCRIPT.exists() else [sys.executable, '-c', 'import sys; from textsql_kit.cli import main; sys.exit(main())']


def _env(cache):
    env = {**os.environ, 'TEXTSQL_CACHE': str(cache), 'HF_HUB_OFFLINE': '1', 'TRANSFORMERS_OFFLINE': '1'}
    env['PYTHONPATH'] = os.pathsep.join([str(ROOT), env.get('PYTHONPATH', '')]).rstrip(os.pathsep)
    return env

def kit(args, cwd, cache, timeout=60):
    "Run `textsql-kit ARGS`; the CompletedProcess."
    return subprocess.run(CMD + [str(a) for a in args], cwd=cwd, env=_env(cache), capture_output=True, text=True, timeout=timeout)

def assert_user_error(r, *needles, rc=2):
    "A user error: exit code `rc`, no traceback, exactly one line on stderr, naming every needle."
    assert r.returncode == rc, (r.returncode, r.stdout[-2000:], r.stderr[-2000:])
    assert 'Traceback' not in r.stderr and 'Traceback' not in r.stdout, r.stderr
    lines = [l for l in r.stderr.splitlines() if l.strip() and not l.startswith(('usage:', ' '))]
    assert len(lines) == 1, r.stderr
    for n in needles: assert n in lines[0], (n, lines[0])
    return lines[0]


# ---------------------------------------------------------------- help

@pytest.mark.parametrize('args, needles', [
    (['synth', '--help'], ['Resumable', 'data_card.md', '--scale {tiny,smoke,paper}']),
    (['eval', '--help'], ['example: textsql-kit eval --benchmark spider', '--out']),
    (['eval', '--benchmark', 'ent', '--help'], ['Ent-SQL-Bench', '--judge']),
    (['warehouse', '--help'], ['examples:', 'textsql-kit warehouse build']),
    (['warehouse', 'build', '--help'], ['row counts per table', 'TEXTSQL_CACHE']),
    (['warehouse', 'info', '--help'], ['exit 1 if it is not built']),
    (['warehouse', 'knowledge', '--help'], ['prompt sections', 'stdout']),
    (['bench', 'exec', '--help'], ['raw single-thread SQLite']),
])
def test_help_explains(args, needles, tmp_path):
    r = kit(args, tmp_path, tmp_path/'cache', timeout=30)
    assert r.returncode == 0, r.stderr
    out = ' '.join(r.stdout.split())
    for n in needles: assert n in out, (n, r.stdout)


# ---------------------------------------------------------------- synth

def _write(path, text): Path(path).write_text(text); return path

@pytest.mark.parametrize('extra, needles', [
    (['--config', '{tmp}'], ['--config', 'is a folder']),
    (['--config', '{tmp}/missing.yaml'], ['no such config file', 'missing.yaml']),
    (['--config', 'BAD_KEY'], ["unknown key 'bogus_key'", 'bad_key.yaml']),
    (['--config', 'BAD_TYPE'], ["bad value for 'n_seeds'", 'expected int']),
    (['--config', 'BAD_YAML'], ['not valid YAML', 'line 1, column 1']),
    (['--config', 'BINARY'], ['binary.yaml', 'not a UTF-8 text']),        # issue 10: the message names the file
    (['--teacher', 'nope'], ["unknown LLM kind 'nope'"]),
    (['--teacher', 'template-teacher:abc'], ["teacher spec 'template-teacher:abc'", 'error rate']),
    (['--teacher', 'template-teacher:7'], ['in [0, 1]']),
    (['--out', '{tmp}/a_file'], ['--out', 'a_file is a file']),
])
def test_synth_user_errors_are_one_line_and_create_nothing(extra, needles, tmp_path):
    files = {'BAD_KEY': _write(tmp_path/'bad_key.yaml', 'bogus_key: 3\n'), 'BAD_TYPE': _write(tmp_path/'bad_type.yaml', 'n_seeds: [1, 2]\n'),
             'BAD_YAML': _write(tmp_path/'bad_yaml.yaml', ': : :\n  - [\n')}
    (tmp_path/'binary.yaml').write_bytes(bytes(range(128, 256)) * 8); files['BINARY'] = tmp_path/'binary.yaml'
    _write(tmp_path/'a_file', 'x')
    extra = [str(files.get(a, a)).format(tmp=tmp_path) for a in extra]
    args = ['synth', '--scale', 'tiny', '--out', tmp_path/'out', *extra]
    assert_user_error(kit(args, tmp_path, tmp_path/'cache', timeout=60), *needles)
    assert not (tmp_path/'out').exists()      # nothing was started for a command that cannot run

def test_synth_teacher_backends_fail_in_one_line(tmp_path):
    base = ['synth', '--scale', 'tiny', '--no-hf', '--no-progress']
    assert_user_error(kit(base + ['--out', tmp_path/'o1', '--teacher', 'openai'], tmp_path, tmp_path/'cache'), "spec 'openai:<base url>@<model>'")
    assert_user_error(kit(base + ['--out', tmp_path/'o2', '--teacher', 'transformers:/no/such/model'], tmp_path, tmp_path/'cache'),
                      "cannot load a tokenizer from '/no/such/model'", 're-run the same command', rc=1)
    import importlib.util
    if importlib.util.find_spec('vllm') is None:
        assert_user_error(kit(base + ['--out', tmp_path/'o3', '--teacher', 'vllm:some/model'], tmp_path, tmp_path/'cache'), 'needs the `vllm` package', rc=1)
    r = kit(base + ['--out', tmp_path/'o4', '--teacher', 'echo'], tmp_path, tmp_path/'cache', timeout=120)   # answers nothing usable
    assert_user_error(r, "no item survived synthesis with teacher 'echo'", rc=1)

def test_synth_scale_typo_lists_the_choices(tmp_path):
    r = kit(['synth', '--scale', 'tinny', '--out', tmp_path/'out'], tmp_path, tmp_path/'cache', timeout=30)
    assert r.returncode == 2 and "invalid choice: 'tinny'" in r.stderr and "'tiny'" in r.stderr and 'Traceback' not in r.stderr


@pytest.fixture(scope='module')
def synth_run(tmp_path_factory):
    "A tiny synthesis interrupted by SIGINT (Ctrl-C) mid-run, then resumed by the same command: (out, tmp, interrupted, resumed)."
    tmp = tmp_path_factory.mktemp('synth_ux'); out = tmp/'out'
    args = ['synth', '--scale', 'tiny', '--out', out, '--no-hf', '--no-progress']
    p = subprocess.Popen(CMD + [str(a) for a in args], cwd=tmp, env=_env(tmp/'cache'), stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                         preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))   # Ctrl-C works even under a shell that ignores it
    deadline = time.time() + 60
    while time.time() < deadline and p.poll() is None and not list((out/'seeds').glob('*.jsonl')): time.sleep(0.05)
    if p.poll() is None: p.send_signal(signal.SIGINT)
    so, se = p.communicate(timeout=60)
    interrupted = subprocess.CompletedProcess(p.args, p.returncode, so, se)
    resumed = kit(args, tmp, tmp/'cache', timeout=120)
    return out, tmp, interrupted, resumed

@pytest.mark.slow
def test_synth_ctrl_c_is_one_line_and_the_rerun_resumes(synth_run):
    out, tmp, interrupted, resumed = synth_run
    if interrupted.returncode == 0: pytest.skip('the tiny run finished before the interrupt arrived')
    line = assert_user_error(interrupted, 'interrupted', f'kept in {out}', 're-run the same command', rc=130)
    assert resumed.returncode == 0, resumed.stderr[-2000:]
    last = resumed.stdout.strip().splitlines()[-1]
    assert last.startswith(f'outputs in {out}/') and 'bench.jsonl' in last and 'data_card.md' in last    # outputs stated at the end
    assert (out/'bench.jsonl').is_file() and (out/'data_card.md').is_file() and (out/'train.jsonl').is_file()

@pytest.mark.slow
def test_synth_rerun_with_another_config_into_the_same_folder_is_refused(synth_run):
    out, tmp, _, resumed = synth_run
    assert resumed.returncode == 0
    _write(tmp/'other.yaml', 'teacher_error_rate: 0.3\n')
    for extra, differ in [(['--seed', '5'], 'seed'), (['--config', tmp/'other.yaml'], 'teacher')]:
        r = kit(['synth', '--scale', 'tiny', '--out', out, '--no-hf', '--no-progress', *extra], tmp, tmp/'cache', timeout=60)
        assert_user_error(r, 'different configuration', differ, 'fresh out_dir')

@pytest.mark.slow
def test_ent_eval_user_errors(synth_run):
    out, tmp, _, resumed = synth_run
    assert resumed.returncode == 0
    bench = [json.loads(l) for l in (out/'bench.jsonl').read_text().splitlines()]
    pred = _write(tmp/'pred.jsonl', ''.join(json.dumps({'id': b['id'], 'prediction': b['gold']}) + '\n' for b in bench))
    base = ['eval', '--benchmark', 'ent']
    cases = [(['--gold', tmp/'nope', '--pred', pred], ['--gold', 'no such file or folder']),
             (['--gold', out, '--pred', tmp], ['is a folder']),
             (['--gold', out, '--pred', _write(tmp/'short.txt', 'SELECT 1\n')], ['short.txt', f'bench has {len(bench)} items']),
             (['--gold', out, '--pred', pred, '--out', tmp], ['--out', 'is a folder']),
             (['--gold', out, '--pred', pred, '--judge', 'nope'], ["unknown LLM kind 'nope'"])]
    for extra, needles in cases: assert_user_error(kit(base + extra, tmp, tmp/'cache', timeout=60), *needles)
    r = kit(base + ['--gold', out, '--pred', pred, '--votes', '0'], tmp, tmp/'cache', timeout=30)
    assert r.returncode == 2 and 'argument --votes: must be at least 1' in r.stderr


# ---------------------------------------------------------------- eval (Spider format, a toy benchmark)

@pytest.fixture
def toy(tmp_path):
    d = tmp_path/'toy'; (d/'database'/'concert').mkdir(parents=True)
    con = sqlite3.connect(d/'database'/'concert'/'concert.sqlite')
    con.executescript("CREATE TABLE singer(name TEXT, age INT); INSERT INTO singer VALUES ('a', 30), ('b', 40);"); con.commit(); con.close()
    items = [{'db_id': 'concert', 'question': 'How many singers?', 'query': 'SELECT count(*) FROM singer'},
             {'db_id': 'concert', 'question': 'Names by age', 'query': 'SELECT name FROM singer ORDER BY age DESC'}]
    (d/'dev.json').write_text(json.dumps(items))
    (tmp_path/'pred.sql').write_text('SELECT count(*) FROM singer\nSELECT name FROM singer ORDER BY age\n')
    return d

def test_eval_happy_path_states_its_output_last(toy, tmp_path):
    r = kit(['eval', '--benchmark', 'spider', '--gold', toy/'dev.json', '--pred', tmp_path/'pred.sql', '--out', tmp_path/'res/items.jsonl',
             '--workers', '1'], tmp_path, tmp_path/'cache', timeout=60)
    assert r.returncode == 0, r.stderr
    assert 'EX (all 2 items): 50.00% (1/2)' in r.stdout
    assert r.stdout.strip().splitlines()[-1] == f"wrote 2 item results to {tmp_path/'res/items.jsonl'}"
    assert len((tmp_path/'res/items.jsonl').read_text().splitlines()) == 2

def test_eval_on_real_spider_dev(spider_dir, tmp_path):
    pred = tmp_path/'pred.sql'
    pred.write_text(''.join(l.split('\t')[0] + '\n' for l in (spider_dir/'dev_gold.sql').read_text().splitlines()))
    r = kit(['eval', '--benchmark', 'spider', '--gold', spider_dir, '--pred', pred], tmp_path, tmp_path/'cache', timeout=30)
    assert_user_error(r, f"did you mean {spider_dir/'dev.json'}")     # the folder instead of dev.json: the hint names the file
    r = kit(['eval', '--benchmark', 'spider', '--gold', spider_dir/'dev.json', '--pred', pred, '--out', tmp_path/'items.jsonl'],
            tmp_path, tmp_path/'cache', timeout=120)
    assert r.returncode == 0, r.stderr[-2000:]
    assert 'EX (executable 972 items): 100.00% (972/972)' in r.stdout and 'executing SQL' in r.stderr       # a progress bar on stderr
    assert r.stdout.strip().splitlines()[-1] == f"wrote 1034 item results to {tmp_path/'items.jsonl'}"

def test_eval_user_errors(toy, tmp_path):
    (tmp_path/'a_file').write_text('x'); (tmp_path/'bad.json').write_text('{oops')
    base = ['eval', '--benchmark', 'spider', '--gold', toy/'dev.json']
    cases = [(['--benchmark', 'spider', '--gold', toy, '--pred', tmp_path/'pred.sql'], ['is a folder', f"did you mean {toy/'dev.json'}"]),
             (['--benchmark', 'spider', '--gold', tmp_path/'nope.json', '--pred', tmp_path/'pred.sql'], ['no such gold file', 'nope.json']),
             (['--benchmark', 'spider', '--gold', tmp_path/'pred.sql', '--pred', tmp_path/'pred.sql'], ['pred.sql is not valid JSON']),
             (base[1:] + ['--pred', tmp_path], ['prediction file', 'is a folder']),
             (base[1:] + ['--pred', tmp_path/'nope.sql'], ['no such prediction file', 'nope.sql']),
             (base[1:] + ['--pred', _write(tmp_path/'one.sql', 'SELECT 1\n')], ['has 1 predictions but the gold file has 2 items']),
             (base[1:] + ['--pred', tmp_path/'bad.json'], ['bad.json is not valid JSON']),
             (base[1:] + ['--pred', tmp_path/'pred.sql', '--out', tmp_path], ['--out', 'is a folder']),
             (base[1:] + ['--pred', tmp_path/'pred.sql', '--out', tmp_path/'a_file'/'x.jsonl'], ['a_file is a file, not a folder']),
             (base[1:] + ['--pred', tmp_path/'pred.sql', '--db-dir', tmp_path/'no_dbs'], ['no such database folder', '--db-dir']),
             (base[1:] + ['--pred', tmp_path/'pred.sql', '--timeout', '-1'], ['positive'])]
    for extra, needles in cases: assert_user_error(kit(['eval', *extra], tmp_path, tmp_path/'cache', timeout=30), *needles)
    for bad, msg in [(['--workers', '0'], 'argument --workers: must be at least 1'), (['--timeout', 'abc'], "argument --timeout: must be a positive number of seconds, at most 86400, got 'abc'")]:
        r = kit(base + ['--pred', tmp_path/'pred.sql', *bad], tmp_path, tmp_path/'cache', timeout=30)
        assert r.returncode == 2 and msg in r.stderr and 'Traceback' not in r.stderr


# ---------------------------------------------------------------- warehouse and bench exec

def test_warehouse_user_errors(tmp_path):
    (tmp_path/'a_file').write_text('x')
    assert_user_error(kit(['warehouse', 'build', '--out', tmp_path/'a_file'], tmp_path, tmp_path/'cache'), 'warehouse build', '--out', 'is a file')
    assert_user_error(kit(['warehouse', 'build', '--scale', '-1'], tmp_path, tmp_path/'cache'), '--scale must be positive')
    assert_user_error(kit(['warehouse', 'knowledge', '--out', tmp_path], tmp_path, tmp_path/'cache'), '--out', 'is a folder')
    r = kit(['warehouse', 'info', '--out', tmp_path/'empty', '--seed', '3'], tmp_path, tmp_path/'cache')
    assert_user_error(r, 'not built', f"run: textsql-kit warehouse build --scale 1 --seed 3 --out {tmp_path/'empty'}", rc=1)
    r = kit(['warehouse', 'knowledge', '--out', tmp_path/'new'/'k.yaml'], tmp_path, tmp_path/'cache')
    assert r.returncode == 0 and (tmp_path/'new'/'k.yaml').is_file() and r.stdout.strip().endswith(f"wrote {tmp_path/'new'/'k.yaml'}")

def test_bench_exec_user_errors(tmp_path):
    assert_user_error(kit(['bench', 'exec', '--spider-dir', tmp_path/'nope'], tmp_path, tmp_path/'cache'), '--spider-dir', 'no such folder')
    r = kit(['bench', 'exec', '--spider-dir', tmp_path, '--workers', '0'], tmp_path, tmp_path/'cache')
    assert r.returncode == 2 and 'argument --workers: must be at least 1' in r.stderr


def test_bench_rewards_json_to_a_folder_fails_before_any_work(tmp_path):
    r = kit(['bench', 'rewards', '--spider-dir', str(tmp_path), '--json', str(tmp_path)], tmp_path, tmp_path/'cache')
    assert_user_error(r, '--json', 'expected a file path')


@pytest.mark.parametrize('content, needles', [
    (bytes(range(256)) * 4, ['dev.json', 'not a Spider dev.json', 'not UTF-8']),            # issue 10: was a UnicodeDecodeError traceback
    (b'{"not": "a list"}', ['dev.json', 'expected a JSON list']),
    (b'[{"db_id": 17, "query": "SELECT 1"}]', ['dev.json', 'item 0', "string 'db_id'"]),
    (b'[{"db_id": "x", "query"', ['dev.json', 'invalid JSON']),
])
def test_bench_rewards_bad_dev_json_is_one_line(tmp_path, content, needles):
    (tmp_path/'dev.json').write_bytes(content)
    assert_user_error(kit(['bench', 'rewards', '--spider-dir', tmp_path], tmp_path, tmp_path/'cache'), *needles)

def test_bench_parse_runs_and_checks_the_budget(tmp_path):
    r = kit(['bench', 'parse', '--chars', '20000', '--json', tmp_path/'p.json'], tmp_path, tmp_path/'cache', timeout=120)
    assert r.returncode == 0 and 'slowest call' in r.stdout and json.loads((tmp_path/'p.json').read_text())['n_chars'] == 20000
    assert_user_error(kit(['bench', 'parse', '--chars', '0'], tmp_path, tmp_path/'cache'), '--chars')
