"""Red-team regressions of the reproduction runner (textsql_kit.repro): a `--set` name or value never runs as code,
the SLURM batch script quotes every value and carries --set/--budget/--force to the jobs, `done.json` is the only
mark of "done", and a finished experiment runs again when its parameters, code or upstream changed (or --force)."""
import json, os, shlex, subprocess, sys
from pathlib import Path
import pytest
from textsql_kit import repro
from textsql_kit.repro import Experiment, aggregate, reproduce, reproduce_cli, run_experiment, write_results

def _toy_nb(path, params="n = 1", *sources):
    "A toy experiment notebook: a `parameters` cell (scale, out_dir, upstream and `params`), then `sources`."
    cells = [{'cell_type': 'code', 'id': 'params', 'metadata': {'tags': ['parameters']},
              'source': f"scale = 'smoke'\nout_dir = '.'\nupstream = {{}}\n{params}", 'outputs': [], 'execution_count': None}]
    cells += [{'cell_type': 'code', 'id': f'cell{i}', 'metadata': {}, 'source': s, 'outputs': [], 'execution_count': None}
              for i, s in enumerate(sources)]
    path.write_text(json.dumps({'cells': cells, 'metadata': {'kernelspec': {'name': 'python3', 'display_name': 'python3', 'language': 'python'}},
                                'nbformat': 4, 'nbformat_minor': 5}))

WRITE_N = "from pathlib import Path\n(Path(out_dir)/'n.txt').write_text(repr(n))"

@pytest.fixture
def card(tmp_path, monkeypatch):
    "A one-experiment registry ('card', parameter n) whose notebook writes n into its out_dir; cwd is tmp_path."
    _toy_nb(tmp_path/'card.ipynb', "n = 1", WRITE_N)
    (tmp_path/'params').mkdir(); (tmp_path/'params'/'card.yaml').write_text('tiny: {}\ndemo: {n: 2}\n')   # a budget section, as the real params files have
    reg = {'card': Experiment('card', 'BAR-SQL', 'data card', 'one parameter', 'card.ipynb')}
    monkeypatch.setenv('TEXTSQL_REPRO_DIR', str(tmp_path)); monkeypatch.setattr(repro, 'load_registry', lambda path=None: reg)
    monkeypatch.chdir(tmp_path)
    return tmp_path

def _cli(tmp, *args): return reproduce_cli(['--scale', 'tiny', '--out', str(tmp/'runs'), '--figures', str(tmp/'figs'), *args])

# 1. a --set name or value is data, never code

def test_a_set_name_is_not_code(card, capsys):
    assert _cli(card, '--set', "card.import os;os.system('touch PWNED');x=1") == 2
    err = capsys.readouterr().err
    assert not (card/'PWNED').exists() and not (card/'runs').exists()        # refused before anything ran
    assert err.count('\n') == 1 and 'card:' in err and 'is not a Python name' in err and 'parameters: n' in err, err
    with pytest.raises(repro.PresetError, match='is not a Python name'):        # run_experiment refuses it too
        run_experiment(repro.load_registry()['card'], 'tiny', card/'runs', overrides={"import os;os.system('touch PWNED');x": 1})
    assert not (card/'PWNED').exists()

def test_an_undeclared_parameter_names_the_closest(card, capsys):
    assert _cli(card, '--set', 'card.nn=3') == 2
    err = capsys.readouterr().err
    assert err.count('\n') == 1 and "card: 'nn' is not a parameter of its notebook (did you mean 'n'?)" in err, err

def test_a_yaml_value_cannot_smuggle_code(card, capsys):
    "papermill writes a non-JSON value as \"str(value)\" unescaped: a !!set whose member holds quotes would run."
    hostile = 'card.n=!!set {\'a"+str(__import__("os").system("touch PWNED"))+"\': null}'
    assert _cli(card, '--set', hostile) == 2
    err = capsys.readouterr().err
    assert not (card/'PWNED').exists() and err.count('\n') == 1 and 'card.n: a set value is not plain data' in err, err

def test_a_yaml_tag_is_one_line(card, capsys):
    assert _cli(card, '--set', 'card.n=!!python/object/apply:os.system ["touch PWNED"]') == 2
    err = capsys.readouterr().err
    assert not (card/'PWNED').exists() and err.count('\n') == 1 and err.startswith("textsql-kit reproduce: bad --set 'card.n=!!python"), err
    assert 'could not determine a constructor' in err

# 2-3. the SLURM batch script: every value quoted; --set, --budget and --force reach the jobs

STUB_SBATCH = """#!{py}
import os, sys
d = os.environ['SBATCH_DIR']; n = len([f for f in os.listdir(d) if f.endswith('.sh')])
open(os.path.join(d, f'job{{n}}.sh'), 'w').write(sys.stdin.read())
open(os.path.join(d, f'job{{n}}.argv'), 'w').write(repr(sys.argv[1:]))
print(100 + n)
"""
STUB_KIT = """#!{py}
import json, os, sys
open(os.environ['ARGV_LOG'], 'a').write(json.dumps(sys.argv[1:]) + '\\n')
"""

def _stub(path, text):
    path.write_text(text.format(py=sys.executable)); path.chmod(0o755)

def test_sbatch_scripts_quote_every_value_and_carry_the_run_options(card, monkeypatch):
    sandbox = card/'my home $(touch PWNED0)'; sandbox.mkdir()
    bin_dir = card/'stub bin'; bin_dir.mkdir(); _stub(bin_dir/'sbatch', STUB_SBATCH)
    kit_dir = card/'kit dir'; kit_dir.mkdir(); _stub(kit_dir/'textsql-kit', STUB_KIT)   # the console script beside "this Python"
    jobs = card/'jobs'; jobs.mkdir()
    monkeypatch.setattr(sys, 'executable', str(kit_dir/'python'))
    monkeypatch.setenv('PATH', f"{bin_dir}{os.pathsep}{os.environ['PATH']}"); monkeypatch.setenv('SBATCH_DIR', str(jobs))
    monkeypatch.chdir(sandbox)
    out, figs = card/'runs $(touch PWNED1)', card/'figs;echo pwned #'
    ids = repro.submit_slurm(['card'], 'tiny', out, figs, 60, ['--partition=gpu'], log=lambda s: None,
                             budget='demo', settings=['card.n=7  # a YAML comment'], force=['card'])
    assert ids == ['100', '101']
    argv_log = card/'argv.jsonl'
    for script in sorted(jobs.glob('*.sh')):
        assert subprocess.run(['bash', '-n', str(script)]).returncode == 0, script.read_text()
        r = subprocess.run(['bash', str(script)], capture_output=True, text=True, cwd=card, env={**os.environ, 'ARGV_LOG': str(argv_log)})
        assert r.returncode == 0 and 'pwned' not in r.stdout + r.stderr, (script.read_text(), r.stdout, r.stderr)
    assert not list(card.rglob('PWNED*')) and not list(Path('/').glob('PWNED*'))   # no $(...) ran, anywhere
    layer, agg = [repro._reproduce_parser().parse_args(json.loads(l)[1:]) for l in argv_log.read_text().splitlines()]
    for a in (layer, agg): assert (str(a.out), str(a.figures), a.scale, a.timeout) == (str(out), str(figs), 'tiny', 60)
    assert (layer.array_task, layer.budget, layer.set, layer.force, layer.aggregate_only) == ('card', 'demo', ['card.n=7  # a YAML comment'], ['card'], False)
    assert agg.aggregate_only and not agg.array_task                            # `;...#` did not cut --aggregate-only off
    assert "'--partition=gpu'" in (jobs/'job0.argv').read_text()               # sbatch's own arguments: an argv, not shell

def test_slurm_launcher_carries_set_and_budget_from_the_command_line(card, capsys, monkeypatch):
    "`reproduce --launcher slurm --budget demo --set card.n=7`, the command line itself: each job's argv carries both."
    bin_dir = card/'bin'; bin_dir.mkdir(); _stub(bin_dir/'sbatch', STUB_SBATCH)
    kit_dir = card/'kit'; kit_dir.mkdir(); _stub(kit_dir/'textsql-kit', STUB_KIT)
    jobs = card/'jobs'; jobs.mkdir()
    monkeypatch.setattr(sys, 'executable', str(kit_dir/'python'))
    monkeypatch.setenv('PATH', f"{bin_dir}{os.pathsep}{os.environ['PATH']}"); monkeypatch.setenv('SBATCH_DIR', str(jobs))
    assert _cli(card, '--launcher', 'slurm', '--budget', 'demo', '--set', 'card.n=7') == 0
    assert 'submitted layer 0: job array 100 (card)' in capsys.readouterr().out
    argv_log = card/'argv.jsonl'
    for script in sorted(jobs.glob('*.sh')):
        r = subprocess.run(['bash', str(script)], capture_output=True, text=True, env={**os.environ, 'ARGV_LOG': str(argv_log)})
        assert r.returncode == 0, (script.read_text(), r.stderr)
    layer, agg = [repro._reproduce_parser().parse_args(json.loads(l)[1:]) for l in argv_log.read_text().splitlines()]
    assert (layer.array_task, layer.budget, layer.set, layer.scale) == ('card', 'demo', ['card.n=7'], 'tiny')
    assert agg.aggregate_only and agg.budget == 'demo'
    assert not (card/'runs'/'card').exists()                              # submitted, not run here

def test_slurm_refuses_a_bad_set_before_submitting(card, capsys, monkeypatch):
    monkeypatch.setattr(repro, '_sbatch', lambda *a, **k: pytest.fail('submitted'))
    assert _cli(card, '--launcher', 'slurm', '--set', "card.x;import os=1") == 2
    assert 'is not a Python name' in capsys.readouterr().err

# 4. done.json is the only mark of "done"

def test_results_without_done_json_are_not_done(card):
    d = card/'runs'/'card'/'tiny'
    write_results(d, 'card', {'t': [{'row': 'a', 'ours': 1.0}]}, scale='tiny')   # killed after results.json, before done.json
    manifest = aggregate(card/'runs', 'tiny', card/'figs').read_text()
    assert '| card | BAR-SQL | data card | unfinished (no done.json) |' in manifest and '| done |' not in manifest, manifest
    assert not (card/'figs'/'bar_sql').exists()
    assert [r.status for r in reproduce(['card'], 'tiny', card/'runs', card/'figs', log=lambda s: None)] == ['done']   # run, not skipped
    assert '| card | BAR-SQL | data card | done |' in (card/'figs'/'MANIFEST.md').read_text()

# 5. a finished experiment runs again when what made it changed, or with --force

def test_a_changed_set_value_runs_again_and_the_same_skips(card):
    lines = []
    run = lambda *settings: [r.status for r in reproduce(['card'], 'tiny', card/'runs', card/'figs', log=lines.append,
                                                         params=repro.param_overrides(settings))]
    assert run('card.n=2') == ['done'] and (card/'runs'/'card'/'tiny'/'n.txt').read_text() == '2'
    assert run('card.n=2') == ['skipped']
    lines.clear()
    assert run('card.n=3') == ['done'] and (card/'runs'/'card'/'tiny'/'n.txt').read_text() == '3'
    assert any(l.startswith('rerun') and 'card' in l and 'param n 2 -> 3' in l for l in lines), lines
    done = json.loads((card/'runs'/'card'/'tiny'/'done.json').read_text())
    assert done['params'] == {'n': 3} and done['overrides'] == {'n': 3} and done['budget'] is None and done['commit'] and done['code']
    assert run() == ['done'] and (card/'runs'/'card'/'tiny'/'n.txt').read_text() == '1'   # back to the notebook's default
    assert run('card.n=1') == ['skipped']                                                # the same value, said explicitly
    _toy_nb(card/'card.ipynb', "n = 1", WRITE_N + "\n# edited")
    lines.clear()
    assert run('card.n=1') == ['done'] and any('code: notebook' in l for l in lines), lines

def test_force_runs_it_again_and_what_reads_it(card):
    _toy_nb(card/'ckpt.ipynb', "n = 1", "import uuid\nfrom pathlib import Path\n(Path(out_dir)/'ckpt.txt').write_text(uuid.uuid4().hex)")
    _toy_nb(card/'reader.ipynb', "n = 1", "from pathlib import Path\n(Path(out_dir)/'read.txt').write_text((Path(upstream['ckpt'])/'ckpt.txt').read_text())")
    reg = repro.load_registry()
    reg['ckpt'] = Experiment('ckpt', 'BAR-SQL', 'SFT checkpoint', 'shared', 'ckpt.ipynb')
    reg['reader'] = Experiment('reader', 'BAR-SQL', 'Table 9', 'reads the checkpoint', 'reader.ipynb', depends=['ckpt'])
    go = lambda force=(): {r.name: r.status for r in reproduce(['reader'], 'tiny', card/'runs', card/'figs', log=lambda s: None, force=force)}
    assert go() == {'ckpt': 'done', 'reader': 'done'}
    assert go() == {'ckpt': 'skipped', 'reader': 'skipped'}
    first = (card/'runs'/'ckpt'/'tiny'/'ckpt.txt').read_text()
    assert go(['ckpt']) == {'ckpt': 'done', 'reader': 'done'}                   # forced, and its reader invalidated
    new = (card/'runs'/'ckpt'/'tiny'/'ckpt.txt').read_text()
    assert new != first and (card/'runs'/'reader'/'tiny'/'read.txt').read_text() == new
    assert go() == {'ckpt': 'skipped', 'reader': 'skipped'}
    with pytest.raises(repro.PresetError, match="did you mean 'ckpt'"): go(['ckpr'])


# 6. a params file and --set are checked against the notebook's parameters cell: one line naming the file, line, key and closest name

@pytest.mark.parametrize('text, line', [
    ('tiny: {}\ntinny: {n: 2}\n', "params/card.yaml:2: unknown section 'tinny' (did you mean 'tiny'?); sections: tiny, smoke, paper, demo"),
    ('tiny:\n  nn: 2\n', "params/card.yaml:2: tiny: 'nn' is not a parameter of its notebook (did you mean 'n'?); parameters: n"),
    ('smoke: {}\ntiny: {n: two}\n', "params/card.yaml:2: tiny.n: expected int like the notebook's default 1, got str 'two'"),
    ('paper: {n: [2, 3]}\n', "params/card.yaml:1: paper.n: expected int like the notebook's default 1, got list [2, 3]"),
    ('tiny: {"n-1": 2}\n', "params/card.yaml:1: tiny: 'n-1' is not a Python name (did you mean 'n'?); parameters: n"),
    ('tiny: {n: 2}\nsmoke: {n: [2}\n', "params/card.yaml:2: not valid YAML: expected ',' or ']', but got '}'"),
    ('tiny: {n: 2}\ntiny: {n: 3}\n', "params/card.yaml:2: tiny is given twice (also line 1); YAML would keep the last"),
    ('- tiny\n', "params/card.yaml:1: expected sections tiny, smoke, paper, demo, got a list"),
])
def test_a_params_file_mistake_is_one_line(card, capsys, text, line):
    (card/'params'/'card.yaml').write_text(text)
    assert _cli(card) == 2
    err = capsys.readouterr().err
    assert err == f'textsql-kit reproduce: {line}\n', err
    assert not (card/'runs').exists()                                       # refused before anything ran

@pytest.mark.parametrize('setting, line', [
    ('card.nn=2', "card: 'nn' is not a parameter of its notebook (did you mean 'n'?); parameters: n"),
    ('card.n=two', "card.n: expected int like the notebook's default 1, got str 'two'"),
    ('crad.n=2', "params for ['crad'], which this run does not include (did you mean 'card'?); this run: card"),
])
def test_a_set_mistake_is_one_line(card, capsys, setting, line):
    assert _cli(card, '--set', setting) == 2
    assert capsys.readouterr().err == f'textsql-kit reproduce: {line}\n'

def test_print_params_is_the_file_a_direct_papermill_run_reads(card, capsys):
    import yaml
    assert _cli(card, '--print-params', 'card', '--budget', 'demo', '--set', 'card.n=5') == 0
    out = capsys.readouterr().out
    assert out.startswith('# mkdir -p ') and ' && papermill card.ipynb ' in out.splitlines()[0] and ' -f card.yaml --cwd ' in out.splitlines()[0], out
    assert yaml.safe_load(out) == {'scale': 'tiny', 'out_dir': str(card/'runs'/'card'/'tiny-demo'), 'upstream': {}, 'n': 5}
    assert _cli(card, '--print-params', 'card', '--set', 'card.m=5') == 2
    assert "card: 'm' is not a parameter" in capsys.readouterr().err


# 7. a run says its plan first, then one line as each experiment starts and ends, with the time since the run began

def test_reproduce_prints_its_plan_then_progress(card, capsys):
    import re
    _toy_nb(card/'ckpt.ipynb', "n = 1", "from pathlib import Path\n(Path(out_dir)/'ckpt.txt').write_text('w')")
    reg = repro.load_registry(); reg['ckpt'] = Experiment('ckpt', 'BAR-SQL', 'SFT checkpoint', 'shared', 'ckpt.ipynb')
    reg['card'].depends = ['ckpt']
    assert _cli(card, '--only', 'card') == 0
    out = capsys.readouterr().out.splitlines()
    assert out[:3] == [f"plan     2 experiments at scale tiny: run folders in {card/'runs'}, tables and MANIFEST.md in {card/'figs'}",
                       'plan      1. ckpt                     BAR-SQL SFT checkpoint  (added: upstream of card)',
                       'plan      2. card                     BAR-SQL data card'], out
    steps = [re.sub(r'at \d+:\d\d:\d\d', 'at T', re.sub(r'[\d.]+ s  \S+', 'S s  NB', l)) for l in out[3:]]
    assert steps == ['start    ckpt                     at T  (1 of 2)', 'done     ckpt                     at T  S s  NB',
                     'start    card                     at T  (2 of 2)', 'done     card                     at T  S s  NB',
                     f"collected 2 experiments into {card/'figs'} (MANIFEST.md) at T"], out
    assert _cli(card, '--only', 'card', '--set', 'card.n=2') == 0                   # again: the upstream skipped, card rerun with why
    out = capsys.readouterr().out.splitlines()
    assert out[3].startswith('skipped  ckpt                     at 0:00:0') and 'finished earlier: its done.json records' in out[3], out
    assert re.match(r'rerun    card                     at 0:00:\d\d  param n 1 -> 2$', out[4]), out

# 8. the demo (smoke with the demo budget) and a smoke reproduction never share a run folder, even under one --out

def test_demo_and_smoke_runs_never_share_a_folder(card, capsys):
    smoke = lambda: [r.status for r in reproduce(['card'], 'smoke', card/'repro', card/'smoke_figs', log=lambda s: None)]
    demo = lambda: [r.status for r in repro.demo_reproduce(['card'], 'smoke', card, jobs=1)]   # what `textsql-kit demo --out CARD` runs
    assert demo() == ['done'] and smoke() == ['done']
    assert (card/'repro'/'card'/'smoke-demo'/'n.txt').read_text() == '2'        # the params file's demo: {n: 2}
    assert (card/'repro'/'card'/'smoke'/'n.txt').read_text() == '1'             # the notebook's default at smoke
    assert demo() == ['skipped'] and smoke() == ['skipped']                      # neither replaced the other's run
    assert (card/'paper_figures'/'MANIFEST.md').read_text().startswith('# paper_figures — scale `smoke-demo`')
    assert (card/'smoke_figs'/'MANIFEST.md').read_text().startswith('# paper_figures — scale `smoke`')
    assert 'run folders in ' in capsys.readouterr().out

# 9. no kernel warning in a run's output: the kernels' sockets are encrypted (CurveZMQ) or local (IPC)

def test_a_run_prints_no_kernel_transport_warning(card, capfd):
    "ipykernel warns on stderr, from the kernel process, at every start over plain TCP: capfd sees the file descriptors, the kernel's too."
    assert _cli(card) == 0
    out, err = capfd.readouterr()
    assert 'done     card' in out and (card/'runs'/'card'/'tiny'/'done.json').is_file()
    assert 'without encryption' not in out + err and 'IPKernelApp' not in out + err, err

# 10. SIGTERM stops a run and everything it started: kernels, experiment processes, the SQL workers a notebook started

STOP_SCRIPT = """
import sys
from textsql_kit import repro
reg = {n: repro.Experiment(n, 'BAR-SQL', n, 'a slow one', f'{n}.ipynb') for n in ('slow1', 'slow2')}
repro.load_registry = lambda path=None: reg
sys.exit(repro.reproduce_cli(sys.argv[1:]))
"""
SLOW_NB = ("import os, sqlite3, time\nfrom pathlib import Path\nfrom textsql_kit.sql.pool import Executor\n"
           "db = Path(out_dir)/'t.sqlite'; sqlite3.connect(db).close()\n"
           "ex = Executor(workers=2, spare_workers=0)\nassert ex.execute(str(db), 'SELECT 1').rows == [(1,)]\n"
           "(Path(out_dir)/'started').write_text('pool up')\ntime.sleep(300)")

def _descendants(pid:int) -> dict:
    "pid -> command line of every process below `pid` (psutil when installed, else /proc)."
    try:
        import psutil
        return {c.pid: ' '.join(c.cmdline()) for c in psutil.Process(pid).children(recursive=True)}
    except ImportError: pass
    kids = {}
    for d in filter(str.isdigit, os.listdir('/proc')):
        try: kids.setdefault(int(open(f'/proc/{d}/stat').read().rsplit(')', 1)[1].split()[1]), []).append(int(d))
        except (OSError, IndexError, ValueError): pass
    out, todo = {}, list(kids.get(pid, []))
    while todo:
        c = todo.pop()
        try: out[c] = open(f'/proc/{c}/cmdline', 'rb').read().replace(b'\0', b' ').decode()
        except OSError: continue
        todo += kids.get(c, [])
    return out

def _running(pid:int) -> bool:
    "The process exists and is not a zombie."
    try: return open(f'/proc/{pid}/stat').read().rsplit(')', 1)[1].split()[0] != 'Z'
    except OSError: return False

@pytest.mark.skipif(not sys.platform.startswith('linux'), reason='reads /proc')
@pytest.mark.parametrize('jobs', ['1', '2'])
def test_sigterm_stops_kernels_experiment_processes_and_pool_workers(card, jobs):
    import signal, time
    for n in ('slow1', 'slow2'): _toy_nb(card/f'{n}.ipynb', 'n = 1', SLOW_NB)
    p = subprocess.Popen([sys.executable, '-c', STOP_SCRIPT, '--scale', 'tiny', '--out', str(card/'runs'), '--jobs', jobs],
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    started = lambda: len(list((card/'runs').glob('*/tiny/started')))
    deadline = time.time() + 120
    while time.time() < deadline and started() < int(jobs) and p.poll() is None: time.sleep(0.2)
    assert started() == int(jobs), p.communicate(timeout=30)
    kids = _descendants(p.pid)
    assert sum('ipykernel' in c for c in kids.values()) == int(jobs) and sum('_worker_boot' in c for c in kids.values()) == 2 * int(jobs), kids
    p.send_signal(signal.SIGTERM)
    out, err = p.communicate(timeout=60)
    assert p.returncode == 128 + signal.SIGTERM and err.strip().splitlines()[-1].startswith('textsql-kit reproduce: stopped by SIGTERM'), (out, err)
    deadline = time.time() + 15                                        # a kernel's shutdown, its workers' exit
    while time.time() < deadline and any(map(_running, kids)): time.sleep(0.2)
    assert not [kids[k] for k in kids if _running(k)], 'left running after SIGTERM'
    assert not list((card/'runs').glob('*/tiny/done.json'))             # nothing vouched for

STAGE_MODULE = '''
import time
from pathlib import Path
from textsql_kit import repro
from textsql_kit.sql.pool import Executor

def kernel_stage(scale, out_dir):
    "A demo stage that runs a (slow) experiment notebook: a papermill kernel and the SQL workers it starts."
    repro.load_registry = lambda path=None: {'slow1': repro.Experiment('slow1', 'BAR-SQL', 'slow1', 'a slow one', 'slow1.ipynb')}
    repro.reproduce(['slow1'], 'tiny', Path(out_dir)/'runs', Path(out_dir)/'figs', timeout_s=600)
    return 'never'

def pool_stage(scale, out_dir):
    "A demo stage that works in-process with the sandboxed SQL pool."
    import sqlite3
    db = Path(out_dir)/'t.sqlite'; sqlite3.connect(db).close()
    ex = Executor(workers=2, spare_workers=0); assert ex.execute(str(db), 'SELECT 1').rows == [(1,)]
    (Path(out_dir)/'runs'/'x'/'tiny').mkdir(parents=True); (Path(out_dir)/'runs'/'x'/'tiny'/'started').write_text('pool up')
    time.sleep(300)
'''
DEMO_STOP_SCRIPT = """
import sys
from textsql_kit import cli
cli.DEMO_STAGES = [('first', 'stopstage:' + sys.argv[1]), ('second', 'stopstage:' + sys.argv[1])]
sys.exit(cli.demo_cli(['--out', sys.argv[2]]))
"""

@pytest.mark.skipif(not sys.platform.startswith('linux'), reason='reads /proc')
@pytest.mark.parametrize('stage,workers', [('kernel_stage', 2), ('pool_stage', 2)])
def test_sigterm_stops_the_demo_in_one_line_with_its_kernels_and_workers(card, stage, workers):
    "`make demo` stopped by SIGTERM: exit 143, one line naming the stage, the next stage never starts, nothing left running."
    import signal, time
    _toy_nb(card/'slow1.ipynb', 'n = 1', SLOW_NB)
    (card/'stopstage.py').write_text(STAGE_MODULE)
    env = {**os.environ, 'PYTHONPATH': os.pathsep.join([str(card), *sys.path])}
    p = subprocess.Popen([sys.executable, '-c', DEMO_STOP_SCRIPT, stage, str(card/'demo')], cwd=card, env=env,
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    deadline = time.time() + 120
    while time.time() < deadline and not list((card/'demo'/'runs').glob('*/tiny/started')) and p.poll() is None: time.sleep(0.2)
    assert list((card/'demo'/'runs').glob('*/tiny/started')), p.communicate(timeout=30)
    kids = _descendants(p.pid)
    assert sum('_worker_boot' in c for c in kids.values()) == workers, kids
    p.send_signal(signal.SIGTERM)
    out, err = p.communicate(timeout=60)
    assert p.returncode == 128 + signal.SIGTERM, (out, err)
    assert err.strip().splitlines()[-1].startswith("textsql-kit demo: stopped by SIGTERM in stage 'first'"), err
    assert 'Traceback' not in err and '=== second ===' not in out, (out, err)
    deadline = time.time() + 15
    while time.time() < deadline and any(map(_running, kids)): time.sleep(0.2)
    assert not [kids[k] for k in kids if _running(k)], 'left running after SIGTERM'
