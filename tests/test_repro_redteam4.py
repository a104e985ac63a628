"""Red-team regressions, round four, of the reproduction runner (textsql_kit.repro): what a run reads back from `--out`
(`results.json`, `done.json`) is untrusted input, checked and confined to its folder, never followed; `--out` and
`--figures` never land among the kit's own files and are checked before the work starts; a failing `sbatch` and a line
break in `--out` are one line, not a traceback or a forged parameter."""
import json, os, shutil, subprocess, sys
from pathlib import Path
import pytest, yaml
from textsql_kit import repro
from textsql_kit.repro import Experiment, reproduce_cli

ROOT = Path(__file__).resolve().parents[1]

def _toy_nb(path, *sources):
    "A toy experiment notebook: a `parameters` cell (scale, out_dir, upstream, n), then `sources`."
    cells = [{'cell_type': 'code', 'id': 'params', 'metadata': {'tags': ['parameters']},
              'source': "scale = 'smoke'\nout_dir = '.'\nupstream = {}\nn = 1", 'outputs': [], 'execution_count': None}]
    cells += [{'cell_type': 'code', 'id': f'cell{i}', 'metadata': {}, 'source': s, 'outputs': [], 'execution_count': None}
              for i, s in enumerate(sources)]
    path.write_text(json.dumps({'cells': cells, 'metadata': {'kernelspec': {'name': 'python3', 'display_name': 'python3', 'language': 'python'}},
                                'nbformat': 4, 'nbformat_minor': 5}))

WRITE = ("from pathlib import Path\nfrom textsql_kit.repro import write_results\n(Path(out_dir)/'n.txt').write_text(repr(n))\n"
         "(Path(out_dir)/'fig.png').write_text('png')\n"
         "write_results(out_dir, 'card', {TABLES}, figures=[Path(out_dir)/'fig.png'], scale=scale)")

@pytest.fixture
def card(tmp_path, monkeypatch):
    "A registry of 'card' (its notebook writes n.txt, fig.png and results.json) and 'other' (never run here); cwd is tmp_path."
    _toy_nb(tmp_path/'card.ipynb', WRITE.replace('{TABLES}', "{'t': [{'n': n}]}"))
    _toy_nb(tmp_path/'other.ipynb', "raise RuntimeError('other never runs in these tests')")
    reg = {'card': Experiment('card', 'BAR-SQL', 'data card', 'one parameter', 'card.ipynb'),
           'other': Experiment('other', 'BAR-SQL', 'Table 9', 'read back only', 'other.ipynb')}
    monkeypatch.setenv('TEXTSQL_REPRO_DIR', str(tmp_path)); monkeypatch.setattr(repro, 'load_registry', lambda path=None: reg)
    monkeypatch.chdir(tmp_path)
    return tmp_path

def _cli(tmp, *args, figs=None): return reproduce_cli(['--scale', 'tiny', '--out', str(tmp/'runs'), '--figures', str(figs or tmp/'figs'), *args])

def _forge(tmp, res, done='{}', name='other'):
    "A finished-looking run of `name` in tmp/runs: `res` as its results.json (a dict, or text as it is), `done` as its done.json."
    d = tmp/'runs'/name/'tiny'; d.mkdir(parents=True, exist_ok=True)
    (d/'results.json').write_text(res if isinstance(res, str) else json.dumps(res))
    if done is not None: (d/'done.json').write_text(done)
    return d

def _results(**over):
    return {'experiment': 'other', 'tables': {'t': [{'a': 1}]}, 'figures': [], 'files': [],
            'provenance': {'scale': 'tiny', 'commit': 'abc1234', 'date': '2026-01-01 00:00 UTC'}, **over}

def _row(tmp, name='other', figs=None) -> str:
    return next(l for l in (Path(figs or tmp/'figs')/'MANIFEST.md').read_text().splitlines() if l.startswith(f'| {name} |'))

def _one_line(err:str) -> str:
    "The one error line on stderr (argparse's usage lines aside), starting with the command's name."
    lines = [l for l in err.splitlines() if l.strip() and not l.startswith(('usage:', ' '))]
    assert len(lines) == 1 and lines[0].startswith('textsql-kit reproduce: '), err
    return lines[0] + '\n'

def _rc(cli, argv) -> int:
    "`cli(argv)`'s exit status, argparse's refusals (SystemExit) included."
    try: return cli(argv)
    except SystemExit as e: return e.code


# 1. a forged results.json never copies a file outside --figures, nor hands git an option

@pytest.mark.parametrize('key', ['figures', 'files'])
def test_a_forged_results_path_never_writes_outside_the_figures(card, capsys, key):
    "`figures: ['../../victim.py']` with such a file inside --out: refused, named, the file beside --figures untouched."
    repo = card/'repo'; figs = repo/'paper_figures'; figs.mkdir(parents=True)
    (repo/'victim.py').write_text('original\n'); (card/'runs').mkdir(); (card/'runs'/'victim.py').write_text('PWNED\n')
    _forge(card, _results(**{key: ['../../victim.py']}))
    assert _cli(card, '--only', 'card', figs=figs) == 0                        # card ran; other is outside the plan
    out = capsys.readouterr().out
    assert (repo/'victim.py').read_text() == 'original\n'
    refused = [l for l in out.splitlines() if l.startswith('refused')]
    assert len(refused) == 1 and 'other' in refused[0] and f"{key} entry '../../victim.py' is not a file in its run folder" in refused[0], out
    assert '| refused: results.json ' in _row(card, figs=figs) and '| done |' in _row(card, 'card', figs)

def test_a_results_link_never_publishes_a_file_from_outside_the_run(card, capsys):
    "A figure that is a link to a file elsewhere is not copied into paper_figures/ (it would publish /etc/... or a key)."
    (card/'secret.txt').write_text('SECRET')
    d = _forge(card, _results(figures=['fig.png'])); (d/'fig.png').symlink_to(card/'secret.txt')
    assert _cli(card, '--only', 'card') == 0
    assert not [p for p in (card/'figs').rglob('*') if p.is_file() and 'SECRET' in p.read_text()]
    assert "figures entry 'fig.png' is not a file in its run folder" in capsys.readouterr().out

def test_a_link_in_the_figures_folder_is_not_written_through(card, capsys):
    "A figure whose place in --figures is a link to a file elsewhere: the experiment is refused, the file is untouched."
    (card/'victim.py').write_text('original\n')
    (card/'figs'/'bar_sql').mkdir(parents=True); (card/'figs'/'bar_sql'/'fig.png').symlink_to(card/'victim.py')
    d = _forge(card, _results(figures=['fig.png'])); (d/'fig.png').write_text('PWNED')
    assert _cli(card, '--only', 'card') == 1                                   # card's own fig.png would land there too
    assert (card/'victim.py').read_text() == 'original\n'
    assert "'fig.png' would be written outside" in capsys.readouterr().out

@pytest.mark.parametrize('where', ['results', 'manifest'])
def test_a_forged_commit_is_never_an_option_for_git(card, where):
    "`git diff --output=FILE` writes FILE: a commit read from results.json or an earlier MANIFEST is data, never an option."
    victim = card/'victim.py'; victim.write_text('original\n')
    if where == 'results': _forge(card, _results(provenance={'commit': f'--output={victim}', 'date': 'x'}))
    else:
        (card/'figs').mkdir()
        (card/'figs'/'MANIFEST.md').write_text(repro._manifest_head('tiny')[0] + '\n\n| other | BAR-SQL | Table 9 | done | x | '
                                               f'--output={victim} | same | 2026-01-01 00:00 UTC | 1.0 |\n')
    assert _cli(card, '--only', 'card') == 0
    assert victim.read_text() == 'original\n'
    assert repro.code_since(f'--output={victim}', repro.load_registry()['card']) == '?' and victim.read_text() == 'original\n'

def _untracked_after(before:set) -> list:
    "New untracked paths of the checkout since `before` (removed: a failing test must not leave the checkout dirty)."
    now = set(subprocess.run(['git', 'status', '--porcelain', '--untracked-files=all'], cwd=ROOT, capture_output=True, text=True).stdout.splitlines())
    new = sorted(now - before)
    for l in new:
        p = ROOT/l[3:]
        if l.startswith('??') and p.is_file():
            p.unlink()
            while p.parent != ROOT and not any(p.parent.iterdir()): p = p.parent; p.rmdir()
    return new

@pytest.mark.skipif(not (ROOT/'.git').exists(), reason='needs the source checkout')
@pytest.mark.parametrize('flag, path, needle', [
    ('--figures', 'paper_figures/..', '(the checkout itself)'),
    ('--figures', 'paper_figures/sub', '(paper_figures/, which git does not ignore)'),
    ('--out', 'paper_figures/x', '(paper_figures/, which git does not ignore)'),
    ('--out', 'textsql_kit/evaluation', '(textsql_kit/, which git does not ignore)'),
    ('--out', 'nbs/x', '(nbs/, which git does not ignore)'),
], ids=['figures-checkout-root', 'figures-in-paper_figures', 'out-in-paper_figures', 'out-in-package', 'out-in-nbs'])
def test_a_run_never_writes_among_the_kits_own_files(card, capsys, monkeypatch, flag, path, needle):
    "`--figures paper_figures/..` wrote MANIFEST.md at the repository root; `--out paper_figures/x` left untracked run folders there."
    monkeypatch.chdir(ROOT)
    before = set(subprocess.run(['git', 'status', '--porcelain', '--untracked-files=all'], cwd=ROOT, capture_output=True, text=True).stdout.splitlines())
    args = {'--out': str(card/'runs'), '--figures': str(card/'figs'), flag: path}
    try: rc = reproduce_cli(['--scale', 'tiny', '--only', 'card', *[x for kv in args.items() for x in kv]])
    finally: new = _untracked_after(before)
    assert rc == 2 and not new, new
    err = _one_line(capsys.readouterr().err)
    assert err.startswith(f'textsql-kit reproduce: {flag} ') and f"is in the kit's own files {needle}" in err, err
    assert not (card/'runs').exists()                                         # refused before anything ran


# 9. a corrupt results.json or done.json in --out: one line, skipped or run again, never a traceback

@pytest.mark.parametrize('res, why', [
    ('{"tables": ', 'results.json is not readable JSON'),
    (json.dumps({'tables': {'t': []}, 'figures': []}), 'results.json has no provenance with a commit id and a date'),
    (json.dumps(_results(tables={'a/b': [{'x': 1}]})), "results.json table name 'a/b' is not part of a file name"),
    (json.dumps(_results(tables={'t': 5})), "results.json table 't' is not a list of rows"),
    ('null', 'results.json is not a JSON object (a NoneType)'),
], ids=['invalid-json', 'no-provenance', 'table-name-slash', 'table-not-rows', 'null'])
def test_a_corrupt_results_json_outside_the_plan_is_named_and_skipped(card, capsys, res, why):
    _forge(card, res)
    assert _cli(card, '--only', 'card') == 0                                   # every later run still finishes
    out = capsys.readouterr().out
    assert [l for l in out.splitlines() if l.startswith('refused')] and why in out, out
    assert f'| refused: {why}' in _row(card) and '| done |' in _row(card, 'card')

def test_a_table_name_with_a_slash_fails_its_experiment_in_one_line(card, capsys):
    "The notebook's own write_results with a table 'a/b': the experiment failed, named, not a FileNotFoundError after the run."
    _toy_nb(card/'card.ipynb', WRITE.replace('{TABLES}', "{'a/b': [{'n': n}]}"))
    assert _cli(card, '--only', 'card') == 1
    err = capsys.readouterr().err
    assert err.startswith("FAILED card: results.json table name 'a/b' is not part of a file name") and 'not collected' in err, err
    assert not list((card/'figs').rglob('*.csv'))

def test_a_forged_results_json_of_a_planned_experiment_runs_it_again(card, capsys):
    "A finished run whose results.json was replaced: its numbers are not vouched for, so it runs again, saying why."
    assert _cli(card, '--only', 'card') == 0
    d = card/'runs'/'card'/'tiny'; (d/'results.json').write_text(json.dumps(_results(figures=['../../x'])))
    assert _cli(card, '--only', 'card') == 0
    out = capsys.readouterr().out
    assert any(l.startswith('rerun    card') and "its results.json figures entry '../../x'" in l for l in out.splitlines()), out
    assert json.loads((d/'results.json').read_text())['figures'] == ['fig.png']

@pytest.mark.parametrize('done, note', [
    ('null', 'its done.json is not a run record (a JSON NoneType)'),
    ('{"params": 5}', 'its done.json is not a run record (its params is a int)'),
    ('{"params": {}, "code": 5}', 'its done.json is not a run record (its code is a int)'),
    ('{"params": {}, "upstream": [1]}', 'its done.json is not a run record (its upstream is a list)'),
    ('[{"params"', 'its done.json is not readable JSON'),
], ids=['null', 'params-int', 'code-int', 'upstream-list', 'invalid-json'])
def test_a_corrupt_done_json_runs_the_experiment_again(card, capsys, done, note):
    d = card/'runs'/'card'/'tiny'; d.mkdir(parents=True); (d/'done.json').write_text(done)
    assert _cli(card, '--only', 'card') == 0
    out = capsys.readouterr().out
    assert any(l.startswith('rerun    card') and note in l for l in out.splitlines()), out
    assert (d/'n.txt').read_text() == '1' and json.loads((d/'done.json').read_text())['params'] == {'n': 1}

def test_done_json_seconds_that_are_no_number_leave_the_cell_empty(card):
    _forge(card, _results(), done='{"seconds": "forty"}')
    assert _cli(card, '--only', 'card') == 0
    assert _row(card).endswith('| 2026-01-01 00:00 UTC |  |')

@pytest.mark.parametrize('kind', ['folder', 'link'])
def test_a_done_json_that_is_no_file_is_refused_before_the_run(card, capsys, kind):
    "A done.json folder failed only after the notebook ran; a done.json link would be written through."
    d = card/'runs'/'card'/'tiny'; d.mkdir(parents=True)
    if kind == 'folder': (d/'done.json').mkdir()
    else: (card/'victim.py').write_text('original\n'); (d/'done.json').symlink_to(card/'victim.py')
    assert _cli(card, '--only', 'card') == 2
    err = _one_line(capsys.readouterr().err)
    assert f"done.json is a {kind}, not a file: remove it" in err, err
    assert not (d/'n.txt').exists() and (kind == 'folder' or (card/'victim.py').read_text() == 'original\n')


# 16. a failing sbatch is one line; an output that cannot be written is refused before the work

FAIL_SBATCH = """#!{py}
import os, sys
d = os.environ['SBATCH_DIR']; n = len(os.listdir(d))
if n >= int(os.environ.get('SBATCH_OK', '0')):
    print('sbatch: error: Batch job submission failed: Invalid partition name specified', file=sys.stderr); sys.exit(1)
open(os.path.join(d, f'job{{n}}'), 'w').write(sys.stdin.read()); print(100 + n)
"""

@pytest.mark.parametrize('ok, submitted', [(0, ''), (1, '; submitted before it: 100 (scancel 100 to stop them)')], ids=['first-job', 'after-a-layer'])
def test_a_failing_sbatch_is_one_line(card, capsys, monkeypatch, ok, submitted):
    bin_dir = card/'bin'; bin_dir.mkdir(); (bin_dir/'sbatch').write_text(FAIL_SBATCH.format(py=sys.executable)); (bin_dir/'sbatch').chmod(0o755)
    jobs = card/'jobs'; jobs.mkdir()
    monkeypatch.setenv('PATH', f"{bin_dir}{os.pathsep}{os.environ['PATH']}"); monkeypatch.setenv('SBATCH_DIR', str(jobs)); monkeypatch.setenv('SBATCH_OK', str(ok))
    assert _cli(card, '--only', 'card', '--launcher', 'slurm') == 1
    err = _one_line(capsys.readouterr().err)
    assert err == ('textsql-kit reproduce: sbatch failed (exit 1): sbatch: error: Batch job submission failed: '
                   f'Invalid partition name specified{submitted}\n'), err

def test_no_sbatch_on_path_is_one_line(card, capsys, monkeypatch):
    if shutil.which('sbatch'): pytest.skip('SLURM is installed here')
    assert _cli(card, '--only', 'card', '--launcher', 'slurm') == 1
    assert "sbatch not found: --launcher slurm needs SLURM's commands on PATH" in _one_line(capsys.readouterr().err)

def _unwritable(tmp) -> Path:
    "A folder this user cannot write in although `os.access` may say so (root on a read-only mount), else a read-only folder."
    if os.geteuid() != 0:
        ro = tmp/'ro'; ro.mkdir(); ro.chmod(0o555); return ro/'sub'
    for top in ('/sys', '/proc/sys'):
        try: open(os.path.join(top, '.textsql-probe'), 'w').close()
        except OSError: return Path(top)/'textsql_kit_out'
        else: os.unlink(os.path.join(top, '.textsql-probe'))
    pytest.skip('no folder this (root) user cannot write in')

@pytest.mark.parametrize('flag', ['--figures', '--out', 'figures under a file'], ids=['figures-read-only', 'out-read-only', 'figures-under-a-file'])
def test_an_output_that_cannot_be_written_is_refused_before_the_run(card, capsys, flag):
    "--figures was written only after every experiment ran (results collected, then a traceback); root's os.access says yes on a read-only mount."
    (card/'a_file').write_text('x')
    bad = card/'a_file'/'figs' if flag == 'figures under a file' else _unwritable(card)
    args = ['--out', str(bad), '--figures', str(card/'figs')] if flag == '--out' else ['--out', str(card/'runs'), '--figures', str(bad)]
    assert _rc(reproduce_cli, ['--scale', 'tiny', '--only', 'card', *args]) == 2       # argparse's own check, or the run's
    err = _one_line(capsys.readouterr().err)
    assert str(bad) in err and ('cannot write in' in err or 'permission denied' in err or 'is a file, not a folder' in err), err
    assert not (card/'runs'/'card'/'tiny'/'n.txt').exists()                   # nothing ran

def test_dry_run_refuses_an_output_it_cannot_write_before_resolving(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path); bad = _unwritable(tmp_path)
    from textsql_kit.dryrun import reproduce_cli as dry_cli
    assert _rc(dry_cli, ['--dry-run', '--only', 'barsql_datacard', '--scale', 'tiny', '--out', str(bad)]) == 2
    err = _one_line(capsys.readouterr().err)
    assert str(bad) in err and ('cannot write in' in err or 'permission denied' in err), err


# 19. a line break in --out stays inside --print-params' comment and its value

PAPERMILL = """#!{py}
import json, os, sys
open(os.environ['PM_LOG'], 'w').write(json.dumps(sys.argv[1:]))
"""

@pytest.mark.parametrize('sep', ['\n', '\r', '\u2028', '\x85'], ids=['LF', 'CR', 'LS', 'NEL'])
def test_print_params_with_a_line_break_in_out(card, capsys, sep):
    out = card/f'runs{sep}evil: 1'
    assert reproduce_cli(['--scale', 'tiny', '--out', str(out), '--print-params', 'card']) == 0
    text = capsys.readouterr().out
    head, body = text.split('\n', 1)
    assert head.startswith('# mkdir -p ') and not body.startswith('#') and '\n#' not in body, text
    run_dir = str((out/'card'/'tiny').resolve())
    assert yaml.safe_load(text) == {'scale': 'tiny', 'out_dir': run_dir, 'upstream': {}}, text   # no top-level 'evil' key
    bin_dir = card/'bin'; bin_dir.mkdir(); (bin_dir/'papermill').write_text(PAPERMILL.format(py=sys.executable)); (bin_dir/'papermill').chmod(0o755)
    env = {**os.environ, 'PATH': f"{bin_dir}{os.pathsep}{os.environ['PATH']}", 'PM_LOG': str(card/'pm.json'), 'LC_ALL': 'C.UTF-8'}
    r = subprocess.run(['bash', '-c', head[2:]], cwd=card, env=env, capture_output=True, text=True)
    assert r.returncode == 0, (head, r.stderr)
    assert Path(run_dir).is_dir() and json.loads((card/'pm.json').read_text())[-1] == run_dir   # the command as printed runs that very folder


# 9 (more files read back): an earlier MANIFEST that is not text, a failed.json that is not a record

def test_an_earlier_manifest_that_is_not_text_is_replaced(card):
    (card/'figs').mkdir(); (card/'figs'/'MANIFEST.md').write_bytes(b'\xff\xfe# paper_figures \x80\n')
    assert _cli(card, '--only', 'card') == 0
    assert '| done |' in _row(card, 'card')

@pytest.mark.parametrize('text', ['null', '{"name": "card"}', '{"name'], ids=['null', 'no-error', 'invalid-json'])
def test_a_corrupt_failed_json_is_named_by_the_aggregation_job(card, capsys, text):
    "The SLURM aggregation job reads each failed.json back: a bad one is one line naming it, not a traceback."
    d = card/'runs'/'card'/'tiny'; d.mkdir(parents=True); (d/'failed.json').write_text(text)
    assert _cli(card, '--aggregate-only') == 1
    err = capsys.readouterr().err
    assert err == f"FAILED card: its {Path('runs')/'card'/'tiny'/'failed.json'} is unreadable\n", err
