"""The reproduction harness (textsql_kit.repro): registry, papermill runs at `tiny` scale, resume, failure
reports, aggregation into paper_figures/, and the committed paper_figures/ themselves."""
import csv, json, re, subprocess
from pathlib import Path
import pytest
from textsql_kit import repro
from textsql_kit.repro import Experiment, load_registry, reproduce, reproduce_cli, run_experiment, aggregate

ROOT = Path(__file__).resolve().parents[1]

def test_list_names_every_table_and_figure(capsys):
    assert reproduce_cli(['--list']) == 0
    out = capsys.readouterr().out
    reg = load_registry()
    for name, e in reg.items():
        assert name in out and (e.notebook or 'pending') in out
    assert {'BAR-SQL', 'MTIR-SQL', 'SQL-ASTRA', 'MARS-SQL'} == {e.paper for e in reg.values()}

def test_ready_experiments_have_notebooks_with_parameters():
    for e in load_registry().values():
        if not e.ready: continue
        nb = json.loads((ROOT/'nbs'/'repro'/e.notebook).read_text())
        tagged = [c for c in nb['cells'] if 'parameters' in c.get('metadata', {}).get('tags', [])]
        assert len(tagged) == 1, e.name
        src = ''.join(tagged[0]['source'])
        assert "scale = 'smoke'" in src and 'out_dir' in src and 'upstream' in src, e.name
        assert not any('#| export' in ''.join(c['source']) for c in nb['cells']), e.name

@pytest.fixture(scope='module')
def tiny_run(tmp_path_factory):
    tmp = tmp_path_factory.mktemp('repro')
    lines = []
    runs = reproduce(None, 'tiny', tmp/'runs', tmp/'figs', timeout_s=600, log=lines.append)
    return tmp, runs, lines

def test_every_ready_notebook_runs_at_tiny_scale(tiny_run):
    tmp, runs, lines = tiny_run
    ready = [n for n, e in load_registry().items() if e.ready]
    assert [r.name for r in runs] == ready
    assert all(r.status == 'done' for r in runs), [(r.name, r.error) for r in runs]
    assert all(Path(r.output_notebook).is_file() for r in runs)

def test_figure2_reproduces_exactly_and_is_aggregated(tiny_run):
    tmp, runs, _ = tiny_run
    rows = list(csv.DictReader(open(tmp/'figs'/'sql_astra'/'astra_figure2_left.csv')))
    assert len(rows) == 14 and all(float(r['diff']) == 0.0 for r in rows)
    assert (tmp/'figs'/'sql_astra'/'astra_figure2_right.png').stat().st_size > 1000
    manifest = (tmp/'figs'/'MANIFEST.md').read_text()
    assert '| astra_figure2 | SQL-ASTRA | Figure 2 | done |' in manifest
    assert 'pending: smoke-scale training that learns' in manifest

def test_a_second_run_skips_finished_experiments(tiny_run):
    tmp, _, _ = tiny_run
    again = reproduce(None, 'tiny', tmp/'runs', tmp/'figs', log=lambda s: None)
    assert {r.status for r in again} == {'skipped'}

def test_a_failing_notebook_is_reported_with_its_cell(tmp_path, monkeypatch, capsys):
    nb = {'cells': [{'cell_type': 'code', 'metadata': {'tags': ['parameters']}, 'source': "scale = 'smoke'\nout_dir = '.'\nupstream = {}", 'outputs': [], 'execution_count': None},
                    {'cell_type': 'code', 'metadata': {}, 'source': "x = 1", 'outputs': [], 'execution_count': None},
                    {'cell_type': 'code', 'metadata': {}, 'source': "raise RuntimeError('boom in the notebook')", 'outputs': [], 'execution_count': None}],
          'metadata': {'kernelspec': {'name': 'python3', 'display_name': 'python3', 'language': 'python'}}, 'nbformat': 4, 'nbformat_minor': 5}
    (tmp_path/'boom.ipynb').write_text(json.dumps(nb))
    monkeypatch.setenv('TEXTSQL_REPRO_DIR', str(tmp_path))
    exp = Experiment('boom', 'SQL-ASTRA', 'Figure 9', 'a failing experiment', 'boom.ipynb')
    r = run_experiment(exp, 'tiny', tmp_path/'runs')
    assert r.status == 'failed' and 'cell 2' in r.error and 'boom in the notebook' in r.error, r.error
    assert Path(r.output_notebook).is_file() and not (tmp_path/'runs'/'boom'/'tiny'/'done.json').exists()
    monkeypatch.setattr(repro, 'load_registry', lambda path=None: {'boom': exp})
    assert reproduce_cli(['--scale', 'tiny', '--out', str(tmp_path/'runs2'), '--figures', str(tmp_path/'figs')]) == 1
    err = capsys.readouterr().err
    assert 'FAILED boom' in err and 'output notebook:' in err

def test_bad_input_is_a_message(capsys):
    assert reproduce_cli(['--only', 'astra_fgure2']) == 2
    assert "unknown experiment 'astra_fgure2' (did you mean 'astra_figure2'?)" in capsys.readouterr().err
    with pytest.raises(SystemExit): reproduce_cli(['--scale', 'huge'])

def test_committed_paper_figures_cover_the_registry():
    figs = ROOT/'paper_figures'
    manifest = (figs/'MANIFEST.md').read_text()
    for name, e in load_registry().items():
        assert f'| {name} |' in manifest, name
    done = [l for l in manifest.splitlines() if '| done |' in l]
    assert done, 'no finished experiment in paper_figures/'
    for l in done:   # the commit the numbers were made at, one of this repository's
        commit = re.search(r'\| ([0-9a-f]{7,}) \|', l).group(1)
        assert subprocess.run(['git', 'cat-file', '-e', commit + '^{commit}'], cwd=ROOT).returncode == 0, l
    for f in figs.rglob('*.csv'):
        rows = list(csv.DictReader(open(f)))
        assert rows, f
        if 'paper' in rows[0]: assert {'ours', 'diff'} <= set(rows[0]), f   # beside the paper's number
