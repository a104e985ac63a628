"""The reproduction harness (textsql_kit.repro): registry, papermill runs at `tiny` scale, resume, failure
reports, aggregation into paper_figures/, and the committed paper_figures/ themselves."""
import csv, json, re, shutil, subprocess
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
    assert {'BAR-SQL', 'MTIR-SQL', 'SQL-ASTRA', 'MARS-SQL', 'Real model'} == {e.paper for e in reg.values()}

@pytest.mark.parametrize('scale', repro.SCALES)
def test_list_shows_what_each_experiments_numbers_are_at_the_scale(scale, capsys):
    "`--list --scale S`: every line ends with the registry's status at S (the MANIFEST's kind), then the legend of the kinds."
    assert reproduce_cli(['--list', '--scale', scale]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].endswith(f'kind at scale {scale}')
    reg = load_registry()
    for name, e in reg.items():
        line = next(l for l in lines if l.startswith(name + ' '))
        assert line.endswith(' ' + e.status(scale)), line
    assert all(any(l.startswith(k + ' ') for l in lines) for k in repro.KINDS)
    st = {n: e.status(scale) for n, e in reg.items()}
    assert st['astra_csmr_examples'] == 'exact' and st['astra_figure2'].startswith('fitted: ')   # deterministic: the same at every scale
    assert 'M[H,H] = -0.2' in st['astra_figure2'] and 'C_turn = 0.0001' in st['astra_figure2']    # the fitted constants beside the paper's
    assert not any(s.startswith('paper-comparable') for s in st.values())      # nothing matches a paper's setup yet
    if scale == 'tiny': assert st['barsql_table1'] == repro.TINY_STATUS and st['real_model'] == repro.TINY_REAL_STATUS
    if scale == 'smoke': assert st['real_model'].startswith('real model: SmolLM2-135M-Instruct') and 'Qwen3-1.7B' in st['barsql_table1']
    if scale == 'paper': assert st['mtir_table2'] == repro.PAPER_UNCHECKED and st['real_model'].startswith('real model: ')

def test_paper_figures_readme_says_how_to_read_them():
    "paper_figures/README.md names every kind, the not-run status, the MANIFEST columns and the command that regenerates the folder."
    text = (ROOT/'paper_figures'/'README.md').read_text()
    assert all(f'`{k}`' in text for k in [*repro.KINDS, 'not run']), text[:200]
    header = next(l for l in (ROOT/'paper_figures'/'MANIFEST.md').read_text().splitlines() if l.startswith('| experiment |'))
    assert all(c.strip() in text for c in header.strip('|').split('|'))
    assert 'textsql-kit reproduce --scale smoke --refresh-paper-figures' in text and 'Plumbing check, not a result' in text
    assert all(p in text for p in ('`$OUT`', '`~`', '`$TEXTSQL_*`', 'real_model/'))

def test_ready_experiments_have_notebooks_with_parameters():
    for e in load_registry().values():
        if not e.ready: continue
        nb = json.loads((ROOT/'nbs'/'repro'/e.notebook).read_text())
        tagged = [c for c in nb['cells'] if 'parameters' in c.get('metadata', {}).get('tags', [])]
        assert len(tagged) == 1, e.name
        src = ''.join(tagged[0]['source'])
        assert "scale = 'smoke'" in src and 'out_dir' in src and 'upstream' in src, e.name
        assert not any('#| export' in ''.join(c['source']) for c in nb['cells']), e.name

def test_every_ready_notebook_runs_at_tiny_scale(tiny_run):
    tmp, runs, lines = tiny_run
    ready = [n for n, e in load_registry().items() if e.ready]
    assert sorted(r.name for r in runs) == sorted(ready)
    pos = {r.name: i for i, r in enumerate(runs)}   # layer by layer: every upstream before its readers
    assert all(pos[d] < pos[n] for n in ready for d in load_registry()[n].deps('tiny')), pos
    assert all(r.status == 'done' for r in runs), [(r.name, r.error) for r in runs]
    assert all(Path(r.output_notebook).is_file() for r in runs)

def test_figure2_reproduces_exactly_and_is_aggregated(tiny_run):
    tmp, runs, _ = tiny_run
    rows = list(csv.DictReader(open(tmp/'figs'/'sql_astra'/'astra_figure2_left.csv')))
    assert len(rows) == 14 and all(float(r['paper']) == float(r['ours']) and r['diff'] == 'not comparable: fitted' for r in rows)   # a fit, not a finding
    assert (tmp/'figs'/'sql_astra'/'astra_figure2_right.png').stat().st_size > 1000
    manifest = (tmp/'figs'/'MANIFEST.md').read_text()
    assert '| astra_figure2 | SQL-ASTRA | Figure 2 | done |' in manifest
    rows = {l.split(' | ')[0][2:]: l for l in manifest.splitlines() if l.startswith('| ') and not l.startswith('| experiment |')}
    reg = load_registry()
    assert all('| done |' in rows[n] for n, e in reg.items() if e.ready), rows   # every ready experiment ran
    assert all(f'| pending: {e.pending} |' in rows[n] for n, e in reg.items() if not e.ready)   # and the pending ones say why they did not
    assert re.search(r'\| astra_figure2 \|.*\| done \| fitted: [^|]+ \| [0-9a-f]{7,} \| (same|changed: [^|]+) \|', manifest)   # kind, commit, then "code since"

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
    scale = repro.committed_scale(figs)
    for name, e in load_registry().items():
        assert f'| {name} |' in manifest, name
        row = next(l for l in manifest.splitlines() if l.startswith(f'| {name} |'))
        assert row.split(' | ')[4] == e.status(scale), row   # the kind column: the registry's status at the MANIFEST's scale
    assert all(f'- `{k}`: {v}' in manifest for k, v in repro.KINDS.items())   # and its legend
    done = [l for l in manifest.splitlines() if '| done |' in l]
    assert done, 'no finished experiment in paper_figures/'
    for l in done:   # the commit the numbers were made at, one of this repository's
        commit = re.search(r'\| ([0-9a-f]{7,}) \|', l).group(1)
        assert subprocess.run(['git', 'cat-file', '-e', commit + '^{commit}'], cwd=ROOT).returncode == 0, l
    for f in figs.rglob('*.csv'):
        rows = list(csv.DictReader(open(f)))
        assert rows, f
        if 'paper' in rows[0]: assert {'ours', 'diff'} <= set(rows[0]), f   # beside the paper's number

def _toy_nb(path, *sources):
    cells = [{'cell_type': 'code', 'id': 'params', 'metadata': {'tags': ['parameters']}, 'source': "scale = 'smoke'\nout_dir = '.'\nupstream = {}", 'outputs': [], 'execution_count': None}]
    cells += [{'cell_type': 'code', 'id': f'cell{i}', 'metadata': {}, 'source': s, 'outputs': [], 'execution_count': None} for i, s in enumerate(sources)]
    path.write_text(json.dumps({'cells': cells, 'metadata': {'kernelspec': {'name': 'python3', 'display_name': 'python3', 'language': 'python'}},
                                'nbformat': 4, 'nbformat_minor': 5}))

def test_a_shared_artifact_is_made_once_and_read_downstream(tmp_path, monkeypatch):
    "An upstream's folder reaches its readers as an absolute path (a notebook runs in its own out_dir), even from a relative --out."
    _toy_nb(tmp_path/'ckpt.ipynb', "from pathlib import Path\n(Path(out_dir)/'ckpt.txt').write_text('sft weights')")
    _toy_nb(tmp_path/'grpo.ipynb', "from pathlib import Path\nup = Path(upstream['ckpt'])\nassert up.is_absolute(), up\n"
                                   "(Path(out_dir)/'read.txt').write_text((up/'ckpt.txt').read_text())")
    reg = {'ckpt': Experiment('ckpt', 'BAR-SQL', 'SFT checkpoint', 'shared SFT', 'ckpt.ipynb'),
           'grpo': Experiment('grpo', 'BAR-SQL', 'Table 9', 'reads the checkpoint', 'grpo.ipynb', depends=['ckpt'])}
    monkeypatch.setenv('TEXTSQL_REPRO_DIR', str(tmp_path)); monkeypatch.setattr(repro, 'load_registry', lambda path=None: reg)
    monkeypatch.chdir(tmp_path)
    _toy_nb(tmp_path/'card.ipynb', "from pathlib import Path\n(Path(out_dir)/'card.txt').write_text('card')")
    reg['card'] = Experiment('card', 'BAR-SQL', 'data card', 'independent of the checkpoint', 'card.ipynb')
    runs = reproduce(['grpo', 'card'], 'tiny', 'runs', 'figs', log=lambda s: None, jobs=2)   # ckpt and card share a layer
    assert [(r.name, r.status) for r in runs] == [('ckpt', 'done'), ('card', 'done'), ('grpo', 'done')], [(r.name, r.error) for r in runs]
    assert (tmp_path/'runs'/'grpo'/'tiny'/'read.txt').read_text() == 'sft weights'
    assert [r.status for r in reproduce(['grpo'], 'tiny', 'runs', 'figs', log=lambda s: None)] == ['skipped', 'skipped']
    assert (tmp_path/'runs'/'card'/'tiny'/'card.txt').read_text() == 'card'

def test_a_failed_upstream_stops_its_readers(tmp_path, monkeypatch):
    _toy_nb(tmp_path/'ckpt.ipynb', "raise RuntimeError('no checkpoint')")
    _toy_nb(tmp_path/'grpo.ipynb', "raise AssertionError('must not run')")
    reg = {'ckpt': Experiment('ckpt', 'BAR-SQL', 'SFT checkpoint', 'shared SFT', 'ckpt.ipynb'),
           'grpo': Experiment('grpo', 'BAR-SQL', 'Table 9', 'reads the checkpoint', 'grpo.ipynb', depends=['ckpt'])}
    monkeypatch.setenv('TEXTSQL_REPRO_DIR', str(tmp_path)); monkeypatch.setattr(repro, 'load_registry', lambda path=None: reg)
    runs = reproduce(['grpo'], 'tiny', tmp_path/'runs', tmp_path/'figs', log=lambda s: None)
    assert [r.status for r in runs] == ['failed', 'failed']
    assert runs[1].error == 'upstream ckpt did not finish' and not (tmp_path/'runs'/'grpo').exists()

def _method(label:str) -> str:
    "The method a row is named after: its label without `experiments.trained_label`'s `not trained: ... (<reason>)` wrapping."
    m = re.fullmatch(r'not trained: (.+) \([^()]*\)', label)
    return m.group(1) if m else label

def test_barsql_tables_share_one_sft_checkpoint_and_are_aggregated(tiny_run):
    "BAR-SQL Tables 1-2: one SFT checkpoint (Table 1's) feeds every ablation; both tables land beside the paper's numbers."
    tmp, runs, _ = tiny_run
    t1, t2 = tmp/'runs'/'barsql_table1'/'tiny', tmp/'runs'/'barsql_table2'/'tiny'
    shared = json.loads((t1/'shared.json').read_text())
    assert shared['sft_model'] == str(t1/'sft'/'final') and (t1/'sft'/'final'/'config.json').is_file()
    assert not (t2/'sft').exists() and not (t2/'grpo_full').exists()          # nothing upstream is recomputed
    for a in ('no_gram', 'no_fmt', 'no_struct', 'no_len'):
        s = json.loads((t2/f'grpo_{a}'/'summary.json').read_text())
        assert s['steps'] > 0 and (t2/f'grpo_{a}'/'final').is_dir()
    res2 = json.loads((t2/'results.json').read_text())
    assert res2['provenance']['sft_model'] == shared['sft_model'] and 'embedding proxy' in res2['provenance']['nl_judge']
    full1 = [r for r in json.loads((t1/'results.json').read_text())['tables']['layout'] if _method(r['model']) == 'SFT+GRPO (TCHR)'][0]
    full2 = [r for r in res2['tables']['layout'] if _method(r['variant']) == 'BAR-SQL (Full)' and r['source'] != 'paper'][0]
    assert all(full1[c] == full2[c] for c in ('Dim. Deg.', 'Follow-Up', 'Avg.'))  # the full row is Table 1's run
    figs = tmp/'figs'/'bar_sql'
    for t in ('barsql_table1', 'barsql_table2'):
        rows = list(csv.DictReader(open(figs/f'{t}_vs_paper.csv')))
        assert {'paper', 'ours', 'diff'} <= set(rows[0]) and (figs/f'{t}_layout.md').is_file() and (figs/f'{t}.png').is_file()
    t1rows = list(csv.DictReader(open(figs/'barsql_table1_vs_paper.csv')))
    assert {_method(r['model']) for r in t1rows} == {'base', 'SFT', 'SFT+GRPO (TCHR)'} and len(t1rows) == 3 * 9
    assert [r for r in t1rows if _method(r['model']) == 'SFT+GRPO (TCHR)' and r['column'] == 'Avg.'][0]['paper'] == '91.48'
    t2rows = list(csv.DictReader(open(figs/'barsql_table2_vs_paper.csv')))
    assert len(t2rows) == 5 * 10 and [r for r in t2rows if _method(r['variant']) == 'w/o Grammar (R_gram)' and r['column'] == 'Δ'][0]['paper'] == '-3.78'

def _notebook_parameters(e) -> list:
    "The parameter names papermill reads from an experiment's `parameters` cell."
    import nbformat
    from papermill.translators import PythonTranslator
    nb = nbformat.read(ROOT/'nbs'/'repro'/e.notebook, as_version=4)
    return [p.name for p in PythonTranslator.inspect(next(c for c in nb.cells if 'parameters' in c.metadata.get('tags', [])))]

def test_params_files_set_only_parameters_papermill_can_read():
    "Every parameter line parses (papermill silently drops one it cannot), and every scale or budget section names real parameters."
    import yaml
    for e in load_registry().values():
        if not e.ready: continue
        names = _notebook_parameters(e)
        cells = json.loads((ROOT/'nbs'/'repro'/e.notebook).read_text())['cells']
        params_cell = next(c for c in cells if 'parameters' in c.get('metadata', {}).get('tags', []))
        src = [l.split('=')[0].strip() for l in ''.join(params_cell['source']).splitlines() if re.match(r'^\w+ *=', l)]
        assert names == src, (e.name, names, src)
        f = ROOT/'nbs'/'repro'/'params'/f'{e.name}.yaml'
        for section, params in (yaml.safe_load(f.read_text()) or {}).items():
            assert not set(params or {}) - set(names), (e.name, section, set(params) - set(names))

def test_every_committed_params_file_passes_the_schema_at_every_scale():
    "Every section of every params file names parameters of its notebook with values of their types (repro.read_params), at every scale and budget."
    for e in load_registry().values():
        if not e.ready: continue
        assert set(repro.read_params(e)) <= set(repro.SECTIONS), e.name
        for scale in repro.SCALES:
            for budget in (None, *repro.BUDGETS):
                repro.check_params(e, repro.load_params(e, scale, budget))
                assert repro.papermill_params(e, scale, 'runs', budget)['scale'] == scale

def test_demo_subset_has_a_demo_budget_for_every_training_experiment():
    "`make demo` shrinks every experiment that trains (a `demo:` section) except Table 1, whose SFT every later model starts from."
    import yaml
    trains = {'barsql_table1', 'mars_table8', 'astra_format6k', 'mtir_table2', 'astra_table1', 'mars_table2'}
    assert trains <= set(repro.DEMO_EXPERIMENTS)
    for n in trains:
        demo = yaml.safe_load((ROOT/'nbs'/'repro'/'params'/f'{n}.yaml').read_text()).get('demo')
        assert demo, n
    assert yaml.safe_load((ROOT/'nbs'/'repro'/'params'/'mtir_table2.yaml').read_text())['demo']['runs'] == ['mt_grpo_filter']

def test_set_overrides_reach_the_notebook_and_bad_ones_are_messages(tmp_path, monkeypatch, capsys):
    _toy_nb(tmp_path/'card.ipynb', "from pathlib import Path\n(Path(out_dir)/'n.txt').write_text(str(n))")
    nb = json.loads((tmp_path/'card.ipynb').read_text()); nb['cells'][0]['source'] += "\nn = [1]"; (tmp_path/'card.ipynb').write_text(json.dumps(nb))
    reg = {'card': Experiment('card', 'BAR-SQL', 'data card', 'one parameter', 'card.ipynb')}
    monkeypatch.setenv('TEXTSQL_REPRO_DIR', str(tmp_path)); monkeypatch.setattr(repro, 'load_registry', lambda path=None: reg)
    assert reproduce_cli(['--scale', 'tiny', '--out', str(tmp_path/'runs'), '--figures', str(tmp_path/'figs'), '--set', 'card.n=[7, 8]']) == 0
    assert (tmp_path/'runs'/'card'/'tiny'/'n.txt').read_text() == '[7, 8]'
    assert json.loads((tmp_path/'runs'/'card'/'tiny'/'done.json').read_text())['overrides'] == {'n': [7, 8]}
    assert reproduce_cli(['--scale', 'tiny', '--out', str(tmp_path/'runs'), '--set', 'n=3']) == 2
    assert "bad --set 'n=3'" in capsys.readouterr().err
    assert reproduce_cli(['--scale', 'tiny', '--out', str(tmp_path/'runs'), '--set', 'grpo.n=3']) == 2
    assert "params for ['grpo']" in capsys.readouterr().err

def test_demo_stages_read_the_shared_runs(tiny_run, tmp_path, capsys):
    "The demo's training stage is BAR-SQL Table 1 and its reproduction stage the named subset; both read finished runs, never retrain."
    tmp, runs, _ = tiny_run
    (tmp_path/'repro').symlink_to(tmp/'runs', target_is_directory=True)
    line = repro.demo_training_stage('tiny', tmp_path)
    assert re.search(r'held-out instantiations [\d.]+ / [\d.]+ / [\d.]+%, bench SQL [\d.]+ / [\d.]+ / [\d.]+%; GRPO reward', line), line
    assert '| SFT + GRPO | grpo/tchr |' in capsys.readouterr().out
    line = repro.demo_stage('tiny', tmp_path)
    assert 'ran none' in line and all(n in line for n in repro.DEMO_EXPERIMENTS), line
    assert (tmp_path/'paper_figures'/'MANIFEST.md').is_file()

def test_an_unset_data_variable_is_noted_before_the_runs(tiny_run, tmp_path, monkeypatch):
    "Without TEXTSQL_SPIDER_DIR the run still finishes, and its first line names the experiments whose Spider rows will be absent."
    tmp, _, _ = tiny_run
    monkeypatch.delenv('TEXTSQL_SPIDER_DIR', raising=False)
    lines = []
    reproduce(['mtir_table3'], 'tiny', tmp/'runs', tmp_path/'figs', log=lines.append)   # finished in the shared run: skipped
    lines = [l for l in lines if not l.startswith('plan')]                  # the plan first, then the notes, then the runs
    assert lines[0].startswith('note') and 'TEXTSQL_SPIDER_DIR' in lines[0] and 'mtir_table1, mtir_table3' in lines[0], lines
    assert all(l.startswith('skipped') for l in lines[1:-1]) and lines[-1].startswith('collected'), lines

def test_the_tiny_run_said_its_plan_and_progress(tiny_run):
    "The shared tiny run's log: the plan (every ready experiment, in order, scale and folders) first, then a start and an end line for each."
    tmp, runs, lines = tiny_run
    assert lines[0].startswith(f'plan     {len(runs)} experiments at scale tiny: run folders in {(tmp/"runs").resolve()}'), lines[:2]
    assert sorted(l.split()[2] for l in lines[1:len(runs) + 1]) == sorted(r.name for r in runs), lines[:len(runs) + 1]
    for r in runs:
        assert re.search(rf'^start +{r.name} +at \d+:\d\d:\d\d  \(\d+ of {len(runs)}\)$', '\n'.join(lines), re.M), r.name
        assert re.search(rf'^done +{r.name} +at \d+:\d\d:\d\d  [\d.]+ s  ', '\n'.join(lines), re.M), r.name

def _git_status(): return subprocess.run(['git', 'status', '--porcelain', '--untracked-files=all'], cwd=ROOT, capture_output=True, text=True).stdout

@pytest.mark.skipif(not (ROOT/'.git').exists(), reason='needs the source checkout')
def test_reproduce_never_writes_the_committed_figures_unless_asked(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(ROOT); before = _git_status()     # run from the repository root, where `paper_figures/` is tracked
    assert reproduce_cli(['--scale', 'tiny', '--only', 'astra_figure2', '--out', str(tmp_path/'runs')]) == 0
    assert _git_status() == before                                            # git status as clean as it was
    assert (tmp_path/'runs'/'paper_figures'/'MANIFEST.md').is_file()          # collected under the run's own folder
    assert f"into {tmp_path/'runs'/'paper_figures'}" in capsys.readouterr().out   # and says where
    assert reproduce_cli(['--scale', 'tiny', '--only', 'astra_figure2', '--out', str(tmp_path/'r2'), '--figures', 'paper_figures']) == 2
    assert '--refresh-paper-figures' in capsys.readouterr().err
    if repro.committed_scale() not in (None, 'tiny'):                         # a tiny run never replaces smoke results silently
        assert reproduce_cli(['--scale', 'tiny', '--only', 'astra_figure2', '--out', str(tmp_path/'r3'), '--refresh-paper-figures']) == 2
        assert '--any-scale' in capsys.readouterr().err
    assert _git_status() == before and not (tmp_path/'r2').exists() and not (tmp_path/'r3').exists()

def test_tiny_outputs_carry_the_plumbing_banner(tiny_run):
    tmp, _, _ = tiny_run
    manifest = (tmp/'figs'/'MANIFEST.md').read_text().splitlines()
    assert manifest[0] == '# paper_figures — scale `tiny`' and manifest[2] == repro.TINY_MANIFEST_BANNER
    md = (tmp/'figs'/'sql_astra'/'astra_figure2_left.md').read_text().split('\n\n')
    assert md[1].startswith('| ')                          # a fitted figure's numbers are the same at every scale: no plumbing banner
    assert repro.tiny_banner(repro.load_registry()['mtir_table1'].status('tiny')) == repro.PLUMBING_BANNER   # a trained stand-in's has one


def _git(*args): return subprocess.run(['git', *args], cwd=ROOT, capture_output=True, text=True).stdout.split()

@pytest.mark.skipif(not (ROOT/'.git').exists(), reason='needs the source checkout')
def test_manifest_code_since_names_what_changed_for_that_experiment(tmp_path):
    "The MANIFEST row lists the library files the run loaded that changed since its commit (results.json's `library`), never the others."
    first = _git('rev-list', '--max-parents=0', 'HEAD')[-1]
    if not _git('diff', '--name-only', first, '--', 'textsql_kit/sql/pool.py', 'textsql_kit/cli.py'): pytest.skip('no change since the first commit')
    e = load_registry()['astra_figure2']
    d = tmp_path/'runs'/'astra_figure2'/'tiny'
    res = json.loads(repro.write_results(d, e.name, {'t': [{'row': 'a', 'ours': 1.0}]}, scale='tiny').read_text())
    res['provenance']['commit'] = first; res['library'] = ['textsql_kit/sql/pool.py']   # as if it ran at the first commit, loading pool.py
    (d/'results.json').write_text(json.dumps(res)); (d/'done.json').write_text('{}')
    row = lambda: next(l for l in aggregate(tmp_path/'runs', 'tiny', tmp_path/'figs', registry={e.name: e}).read_text().splitlines() if l.startswith('| astra_figure2'))
    since = row().split(' | ')[6]
    mine = [w for w, f in (('notebook', f'nbs/repro/{e.notebook}'), ('params', f'nbs/repro/params/{e.name}.yaml')) if _git('diff', '--name-only', first, '--', f)]
    assert since == 'changed: ' + ', '.join(mine + ['sql/pool.py']), since          # pool.py by name; cli.py changed too, but the run never loaded it
    del res['library']; (d/'results.json').write_text(json.dumps(res))                # an older run, without the record: the notebook's imports
    since = row().split(' | ')[6]
    assert since.startswith('changed: ') and 'library files' not in since and 'cli.py' not in repro.code_since(first, e, most=1000), since

def test_refreshing_one_experiment_keeps_the_other_rows(tmp_path):
    "`--only X --refresh-paper-figures` rewrites X's MANIFEST row and keeps the rows of experiments this run did not finish."
    from textsql_kit.repro import aggregate, write_results
    reg = {n: Experiment(n, 'SQL-ASTRA', f'Figure {i}', n, f'{n}.ipynb') for i, n in enumerate(('a_fig', 'b_fig'))}
    figs, runs = tmp_path/'figs', tmp_path/'runs'
    for n in reg:   # a first run of both
        d = runs/n/'smoke'; write_results(d, n, {'t': [{'x': 1}]}, scale='smoke'); (d/'done.json').write_text('{}')
    first = aggregate(runs, 'smoke', figs, reg).read_text()
    assert first.count('| done |') == 2
    shutil.rmtree(runs/'b_fig')   # a later run of a_fig alone
    again = aggregate(runs, 'smoke', figs, reg).read_text()
    b_row = next(l for l in again.splitlines() if l.startswith('| b_fig |'))
    assert '| done |' in b_row and 'not run' not in again
    other = aggregate(runs, 'tiny', tmp_path/'figs_tiny', reg).read_text()   # another scale starts from nothing
    assert '| b_fig | SQL-ASTRA | Figure 1 | not run |' in other

def test_committed_outputs_hold_no_absolute_path():
    "Committed tables, figures' captions and the MANIFEST name no folder of the machine that made them (`repro.portable_paths`)."
    files = [p for p in (ROOT/'paper_figures').rglob('*') if p.is_file() and p.suffix in ('.md', '.csv', '.json', '.txt')]
    assert files
    found = [(str(p.relative_to(ROOT)), m) for p in files for m in repro.ABS_PATH.findall(p.read_text())]
    assert not found, found[:5]

def test_tables_of_a_run_outside_the_repository_name_no_machine_folder(tmp_path, monkeypatch):
    "An aggregation from an `--out` outside the checkout: its tables say `$OUT/...`, the data folder by its variable."
    monkeypatch.setenv('TEXTSQL_SPIDER_DIR', str(tmp_path/'data'/'spider'))
    e = load_registry()['astra_figure2']; runs = tmp_path/'runs'; res = runs/e.name/'tiny'
    (res/'predictions').mkdir(parents=True); (res/'predictions'/'sft.sql').write_text('SELECT 1\n\n')
    repro.write_results(res, e.name, {'t': [{'model': str(res/'final'), 'data': str(tmp_path/'data'/'spider-dk'/'x.json')}]}, scale='tiny',
                        model=str(res/'final'), files=[res/'predictions'/'sft.sql'])
    (res/'done.json').write_text('{}')
    aggregate(runs, 'tiny', tmp_path/'figs', registry={e.name: e})
    text = '\n'.join(p.read_text() for p in (tmp_path/'figs').rglob('*') if p.is_file())
    assert '$OUT/astra_figure2/tiny/final' in text and '$TEXTSQL_SPIDER_DIR/../spider-dk/x.json' in text
    assert not repro.ABS_PATH.findall(text), repro.ABS_PATH.findall(text)
    assert (tmp_path/'figs'/'sql_astra'/'predictions'/'sft.sql').read_text() == 'SELECT 1\n\n'   # published files travel with the tables
