"""SQL-ASTRA reproductions at `tiny` scale (Tables 1, 3, 4, Figures 3, 4 and the App. F case study): what each notebook trains, reads and writes.
All of them read the one `tiny_run` of `reproduce` (tests/conftest.py); nothing here runs a notebook again."""
import csv, json, re
from pathlib import Path
import pytest
from textsql_kit.core import Trajectory, read_jsonl

def _out(tmp, name): return tmp/'runs'/name/'tiny'

def _results(tmp, name) -> dict:
    return json.loads((_out(tmp, name)/'results.json').read_text())

@pytest.fixture(scope='module')
def astra(tiny_run):
    tmp, runs, _ = tiny_run
    status = {r.name: (r.status, r.error) for r in runs}
    for name in ('astra_format6k', 'astra_table1', 'astra_table3', 'astra_table4', 'astra_figure3', 'astra_figure4', 'astra_case_study'):
        assert status.get(name, ('missing',))[0] == 'done', (name, status.get(name))
    return tmp

def test_table1_trains_each_row_from_the_shared_starts_and_keeps_the_episodes(astra):
    "Agentic rows start from astra_format6k's cold start, single-turn rows from barsql_table1's SFT model (read, not re-trained); agentic rows keep their episodes."
    out, format6k = _out(astra, 'astra_table1'), json.loads((_out(astra, 'astra_format6k')/'shared.json').read_text())
    barsql = json.loads((_out(astra, 'barsql_table1')/'shared.json').read_text())
    shared = json.loads((out/'shared.json').read_text())
    assert shared['cold_start'] == format6k['model'] and shared['single_turn_start'] == barsql['sft_model']
    assert not (out/'sft_format').exists() and not list(out.glob('**/sft'))
    trained = {n: m for n, m in shared['models'].items() if m['config']}
    assert {'Agentic SQL + CSMR', 'Agentic SQL + CSMR + ATR', 'Single-Turn GRPO + CSMR'} <= set(trained)
    for name, m in trained.items():
        assert m['config']['model'] == (format6k['model'] if m['kind'] == 'agentic' else barsql['sft_model']) and m['config']['data'] == format6k['data'], name
        s = json.loads((out/m['run']/'summary.json').read_text())
        assert s['steps'] > 0 and s['reward'] == 'csmr' and (out/m['run']/'final'/'config.json').is_file(), name
        assert (m['config']['env'] is None) == (m['kind'] == 'single'), name
    assert trained['Agentic SQL + CSMR']['config']['reward_config'] == {'aggregate': 'final'} and trained['Agentic SQL + CSMR']['config']['advantage'] == 'grpo'
    assert trained['Agentic SQL + CSMR + ATR']['config']['advantage'] == 'atr' and trained['Agentic SQL + CSMR + ATR']['config']['env'] == 'astra'
    n = len(shared['heldout_ids'])
    for name, m in shared['models'].items():
        assert m['n'] == n and 0 <= m['ex'] <= 1, name
        if m['kind'] == 'agentic':
            ts = read_jsonl(m['trajectories'], Trajectory)
            assert sorted(t.example_id for t in ts) == sorted(shared['heldout_ids']) and all(t.meta['max_turns'] == 4 for t in ts), name
        else: assert m['trajectories'] is None

def _method(label:str) -> str:
    "The method a row is named after: its label without `experiments.trained_label`'s `not trained: ... (<reason>)` wrapping."
    m = re.fullmatch(r'not trained: (.+) \([^()]*\)', label)
    return m.group(1) if m else label

def test_table1_sits_beside_the_papers_numbers(astra):
    res = _results(astra, 'astra_table1')
    rows = {_method(r['row']): r for r in res['tables']['vs_paper']}
    assert rows['Agentic SQL + CSMR + ATR']['paper'] == 64.2 and rows['Single-Turn GRPO + CSMR']['paper'] == 59.4
    assert rows['Cold start (Format-6k), agentic']['paper'] == 47.5 and 'BAR-SQL SFT, single-turn' in rows and all(0 <= r['ours'] <= 100 for r in rows.values())
    claims = {c['rows']: c for c in res['tables']['claims']}
    assert claims['Agentic SQL + CSMR + ATR - Single-Turn GRPO']['paper'] == 5.7
    assert rows['BAR-SQL SFT, single-turn']['paper'] is None and rows['BAR-SQL SFT, single-turn']['paper row'] is None   # a trained start: no untrained paper row
    untrained = {_method(r['row']) for r in res['tables']['vs_paper'] if r['row'] != _method(r['row'])}   # runs that left their start's weights
    kind = {_method(r['row']): r['kind'] for r in res['tables']['vs_paper']}
    for c in claims.values():   # a difference is ours only between trained rows from one start
        a, b = c['rows'].split(' - ')
        if not (a in rows and b in rows): assert c['ours'] is None, c
        elif {a, b} & untrained: assert str(c['ours']).startswith('not trained: '), c
        elif kind[a] != kind[b]: assert str(c['ours']).startswith('not compared: ') and 'starts from' in c['ours'], c   # single-turn rows start from the SFT model
        else: assert isinstance(c['ours'], float), c
    figs = astra/'figs'/'sql_astra'
    assert (figs/'astra_table1.png').stat().st_size > 1000
    assert {'paper', 'ours', 'diff'} <= set(next(csv.DictReader(open(figs/'astra_table1_vs_paper.csv'))))

def test_table3_reads_table1s_episodes_and_trains_nothing(astra):
    out, t1 = _out(astra, 'astra_table3'), json.loads((_out(astra, 'astra_table1')/'shared.json').read_text())
    res = _results(astra, 'astra_table3')
    assert res['provenance']['trajectories'] == {n: m['trajectories'] for n, m in t1['models'].items() if m['kind'] == 'agentic'}
    assert not list(out.glob('**/summary.json')) and not list(out.glob('*.jsonl'))
    rows = res['tables']['vs_paper']
    assert [(r['paper row'], r['turns']) for r in rows][:4] == [('Single-Turn GRPO', 1), ('Single-Turn GRPO', 2), ('Single-Turn GRPO', 3), ('Agentic SQL', 1)]
    assert [r['paper'] for r in rows if r['paper row'] == 'Agentic SQL + ATR'] == [72.7, 71.0, 36.2]
    single = [r for r in rows if r['paper row'] == 'Single-Turn GRPO']
    assert single[0]['ours'] == round(100 * t1['models']['Single-Turn GRPO + CSMR']['ex'], 1) and single[0]['n'] == len(t1['heldout_ids'])
    for r in res['tables']['turn_distribution']:
        assert abs(r['no SQL %'] + r['1 turn %'] + r['2 turns %'] + r['3 turns %'] - 100) < 0.2 and r['n'] == len(t1['heldout_ids'])
    assert (astra/'figs'/'sql_astra'/'astra_table3.png').is_file()

def test_table4_runs_one_grpo_per_alpha_and_only_alpha_differs(astra):
    "The paper's setting (single-turn GRPO, CSMR of the answer) from the shared cold start, one run per alpha, all scored on the same items."
    out, format6k = _out(astra, 'astra_table4'), json.loads((_out(astra, 'astra_format6k')/'shared.json').read_text())
    res = _results(astra, 'astra_table4')
    rows = res['tables']['vs_paper']
    assert [r['alpha'] for r in rows] == [0.6, 0.7, 0.8, 'spread (max - min)'] and [r['paper'] for r in rows] == [59.2, 60.1, 59.4, 0.9]
    assert all(0 <= r['ours'] <= 100 for r in rows) and res['provenance']['cold_start'] == format6k['model'] and res['provenance']['setting'] == 'single'
    for a in (0.6, 0.7, 0.8):
        s = json.loads((out/f'single_alpha{a}'/'summary.json').read_text())
        assert s['steps'] > 0 and s['reward'] == 'csmr' and s['advantage'] == 'grpo'
        assert json.loads((out/f'eval_single_alpha{a}.json').read_text())['n'] == rows[0]['n']
    assert [k['CSMR of the pseudo-perfect example'] for k in res['tables']['knob']] == [0.6, 0.7, 0.8]

def test_figure3_scores_the_cold_starts_answers_with_csmr(astra):
    out, format6k = _out(astra, 'astra_figure3'), json.loads((_out(astra, 'astra_format6k')/'shared.json').read_text())
    res = _results(astra, 'astra_figure3')
    assert res['provenance']['model'] == format6k['model'] and not list(out.glob('**/summary.json'))
    ts = read_jsonl(out/'episodes_heldout.jsonl', Trajectory)
    assert ts and all(t.meta['reward_name'] == 'csmr' and 0 <= t.reward <= 1 for t in ts)
    d = res['tables']['distribution'][0]
    assert d['episodes'] == len(ts) and abs(d['CSMR = 1 (completely correct)'] + d['CSMR < 1 (not completely correct)'] - 100) < 0.11
    paper = {r['share (%)']: r['paper'] for r in res['tables']['vs_paper']}
    assert paper['CSMR = 1 (completely correct)'] == 47.5 and paper['0 < CSMR < 1 (partial credit)'] == 13.7
    sft = read_jsonl(out/'answers_single_turn_sft.jsonl', Trajectory)   # the single-turn SFT model on the same questions, scored the same way
    barsql = json.loads((_out(astra, 'barsql_table1')/'shared.json').read_text())
    assert {t.example_id for t in sft} == {t.example_id for t in ts} and all(t.meta['model'] == barsql['sft_model'] and 0 <= t.reward <= 1 for t in sft)
    assert [d['set'] for d in res['tables']['distribution']][-1] == 'held-out, single-turn SFT (barsql_table1)'
    assert (astra/'figs'/'sql_astra'/'astra_figure3.png').stat().st_size > 1000

def test_figure4_times_table1s_runs_and_trains_nothing(astra):
    "Rollout (`kit/time/generate`) and total (`kit/time/step`) seconds of Table 1's trained runs, read from their metrics files, beside §4.4's ratios."
    out, t1 = _out(astra, 'astra_figure4'), json.loads((_out(astra, 'astra_table1')/'shared.json').read_text())
    res = _results(astra, 'astra_figure4')
    assert not list(out.glob('**/summary.json')) and not list(out.glob('*.jsonl'))   # nothing trained, nothing rolled out
    trained = {n for n, m in t1['models'].items() if m['config']}
    metrics = res['provenance']['metrics']
    assert {'Single-Turn GRPO + CSMR', 'Agentic SQL + CSMR'} <= set(metrics) <= trained
    for r in res['tables']['per_step']:   # each step's numbers are the run's own log
        rec = [x for x in read_jsonl(metrics[r['row']]) if x.get('step') == r['step'] and 'kit/time/step' in x][-1]
        assert (r['rollout s'], r['total s']) == (round(rec['kit/time/generate'], 4), round(rec['kit/time/step'], 4)), r
        assert abs(r['update s'] - (rec['kit/time/step'] - rec['kit/time/generate'])) < 1e-3, r
    mean = {r['row']: r for r in res['tables']['step_time']}
    vs = {(r['pair'], r['agentic / single-turn']): r for r in res['tables']['vs_paper']}
    assert vs[('CSMR', 'rollout')]['paper'] == 2.0 and vs[('CSMR', 'total')]['paper'] == '1.8-2.0' and vs[('CSMR', 'update')]['paper'] is None
    st, ag = mean['Single-Turn GRPO + CSMR'], mean['Agentic SQL + CSMR']
    assert vs[('CSMR', 'total')]['ours'] == round(ag['total s'] / st['total s'], 3) and vs[('CSMR', 'rollout')]['diff'] is not None
    assert vs[('CSMR', 'total')]['within the paper range'] == (1.8 <= vs[('CSMR', 'total')]['ours'] <= 2.0)
    assert (astra/'figs'/'sql_astra'/'astra_figure4.png').stat().st_size > 1000

def test_case_study_shows_a_trajectory_of_table1_by_its_rule(astra):
    "App. F: a trajectory of Table 1's agents corrected after an execution error, read from their files (nothing generated) and named by file and line, or `none found: <why>`."
    out, t1 = _out(astra, 'astra_case_study'), json.loads((_out(astra, 'astra_table1')/'shared.json').read_text())
    res = _results(astra, 'astra_case_study')
    assert not list(out.glob('**/*.jsonl')) and not list(out.glob('**/config.json'))   # nothing rolled out, nothing trained
    files = {Path(m['trajectories']).name: read_jsonl(m['trajectories'], Trajectory) for m in t1['models'].values() if m['kind'] == 'agentic' and m['trajectories']}
    census = {r['file']: r for r in res['tables']['trajectories']}
    assert set(census) == set(files) and list(census)[0] == 'trajectories_ag_csmr_atr.jsonl'   # the paper's method first
    assert all(census[f]['with a tool call'] == sum(t.n_tool_calls > 0 for t in ts) for f, ts in files.items())
    (r,) = res['tables']['case']
    shown = res['tables'].get('turns', [])
    if r['selected'].startswith('none found: '):
        assert sum(c['corrected'] for c in census.values()) == 0 and not shown   # the counts say no trajectory meets the rule
    else:
        f, line = re.fullmatch(r'(trajectories_\S+\.jsonl), line (\d+)', r['selected']).groups()
        t = files[f][int(line) - 1]
        assert (t.example_id, len(t.turns), t.n_tool_calls) == (r['question id'], r['turns'], r['tool calls'])
        first = [x['response'] for x in shown].index('error')
        assert '"error"' in ''.join(t.turns[shown[first]['turn'] - 1].observations)
        assert any(x['turn'] > shown[first]['turn'] and x['sql'] != shown[first]['sql'] and x['response'] in ('rows', 'empty') for x in shown)
    assert [s['turn'] for s in res['tables']['paper_case']] == [1, 2, 3] and res['tables']['paper_case'][0]['response'] == 'error'
    assert r['selected'] in (astra/'figs'/'sql_astra'/'astra_case_study.txt').read_text()
