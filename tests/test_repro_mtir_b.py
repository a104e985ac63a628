"""MTIR-SQL Tables 1, 3, 4 (+ Figure 5), 5 and the App. D.3 case study at `tiny` scale: the shared cold start is read, not retrained; the tables
stand beside the paper's numbers; absent data is named, never scored."""
import csv, json, os, re
from pathlib import Path
import pytest
from textsql_kit.core import Trajectory, read_jsonl

def _out(tmp, name) -> Path: return tmp/'runs'/name/'tiny'
def _results(tmp, name) -> dict: return json.loads((_out(tmp, name)/'results.json').read_text())
def _shared(tmp, name) -> dict: return json.loads((_out(tmp, name)/'shared.json').read_text())

def _spider_present() -> bool:
    d = os.environ.get('TEXTSQL_SPIDER_DIR')
    return bool(d) and (Path(d)/'dev.json').is_file()

def _done(runs, *names):
    status = {r.name: (r.status, r.error) for r in runs}
    for n in names: assert status.get(n, ('missing', ''))[0] in ('done', 'skipped'), (n, status.get(n))

def _method(label:str) -> str:
    "The method a row is named after: its label without `experiments.trained_label`'s `not trained: ... (<reason>)` wrapping."
    m = re.fullmatch(r'not trained: (.+) \([^()]*\)', label)
    return m.group(1) if m else label

def test_table1_beside_the_paper_with_or_without_spider(tiny_run):
    "Table 1 finishes either way: paper numbers always, our Spider EX only when Spider dev is present, BIRD never here."
    tmp, runs, _ = tiny_run
    _done(runs, 'mtir_table1')
    res = _results(tmp, 'mtir_table1')
    rows = {(_method(r['model']), r['column']): r for r in res['tables']['vs_paper']}
    assert {k: r['paper'] for k, r in rows.items()} == {('start', 'BIRD Dev EX'): 48.1, ('start', 'Spider Dev EX'): None,   # Table 1 has BIRD dev only
                                                       ('GRPO-Filter', 'BIRD Dev EX'): 64.4, ('GRPO-Filter', 'Spider Dev EX'): None}
    assert all('not in Table 1' in r['note'] and '63.1' in r['note'] for k, r in rows.items() if k[1] == 'Spider Dev EX')
    assert all(r['ours'] is None and 'BIRD' in r['note'] for k, r in rows.items() if k[1] == 'BIRD Dev EX')
    spider = [r for k, r in rows.items() if k[1] == 'Spider Dev EX']
    if _spider_present(): assert all(0 <= r['ours'] <= 100 and r['diff'] is None for r in spider)
    else:
        assert all(r['ours'] is None and 'absent' in r['note'] for r in spider)
        assert all('absent' in r['status'] for r in res['tables']['ours'])
        assert not (_out(tmp, 'mtir_table1')/'grpo_filter').exists()      # nothing is trained without the data
    assert len(res['tables']['paper_table1']) == 36

def test_table1_trains_from_the_shared_cold_start_on_spider(tiny_run, spider_dir):
    "With Spider dev: GRPO-Filter starts from astra_format6k's model, trains on the train half, is scored on the other half."
    tmp, runs, _ = tiny_run
    _done(runs, 'astra_format6k', 'mtir_table1')
    t1, start = _shared(tmp, 'mtir_table1'), _shared(tmp, 'astra_format6k')
    assert t1['models']['start'] == start['model'] == t1['grpo_filter']['model']        # read from the upstream
    assert t1['grpo_filter']['env'] == 'mtir' and t1['grpo_filter']['advantage'] == 'grpo_filter' and t1['grpo_filter']['beta'] == 0.0
    assert t1['grpo_filter']['reward_config'] == {'mode': 'spider'}
    assert not (_out(tmp, 'mtir_table1')/'sft_format').exists()                         # the cold start is not retrained
    summary = json.loads((_out(tmp, 'mtir_table1')/'grpo_filter'/'summary.json').read_text())
    assert summary['steps'] > 0 and summary['advantage'] == 'grpo_filter'
    from textsql_kit.core import Example, read_jsonl
    splits = Path(t1['splits'])
    train_dbs = {e.db_id for e in read_jsonl(splits/'train.jsonl', Example)}
    assert set(t1['heldout_dbs']) and not train_dbs & set(t1['heldout_dbs'])
    for name, s in t1['heldout_scores'].items():
        assert s['n'] > 0 and 0 <= s['EX %'] <= 100 and sum(s['verdicts'].values()) == s['n'], name
        rolled = (_out(tmp, 'mtir_table1')/f'rollout_{name}.jsonl').is_file()
        assert rolled or (name == 'GRPO-Filter' and s['weights = start']), name   # unchanged weights are not rolled out twice
    if t1['heldout_scores']['GRPO-Filter']['weights = start']:
        assert {k: v for k, v in t1['heldout_scores']['GRPO-Filter'].items()} == t1['heldout_scores']['start']

def test_table3_names_every_missing_set(tiny_run):
    "The robustness sets are not on this machine: each row names the file it looked for, or says no loader exists."
    tmp, runs, _ = tiny_run
    _done(runs, 'mtir_table3')
    res = _results(tmp, 'mtir_table3')
    rows = res['tables']['vs_paper']
    t1 = _shared(tmp, 'mtir_table1')
    assert res['provenance']['models'] == t1['models']                      # Table 1's models, read not retrained
    assert len(rows) == 5 * len(t1['models'])
    grpo = [r for r in rows if _method(r['model']) == 'GRPO-Filter']
    paper = {r['set']: r['paper'] for r in grpo}
    if grpo and grpo[0]['model'] == 'GRPO-Filter': assert paper == {'Spider-DK': 71.2, 'Spider-Syn': 78.6, 'Spider-Realistic': 78.7, 'EHRSQL': 31.4, 'ScienceBenchmark': 56.0}
    else: assert all(r['paper'] is None and r['paper row'] is None for r in grpo), grpo   # a run that moved nothing is set beside no paper row
    for r in rows:
        if r['set'] in ('EHRSQL', 'ScienceBenchmark'): assert r['ours'] is None and r['status'].startswith('not wired'), r
        elif r['ours'] is None:
            path = res['provenance']['data'][r['set']]
            assert not Path(path).is_file() or not _spider_present(), r
            assert r['status'].startswith('absent') and (path in r['status'] or 'Spider dev' in r['status']), r
    assert not list(_out(tmp, 'mtir_table3').glob('rollout_*.jsonl')) or any(r['ours'] is not None for r in rows)
    assert len(res['tables']['paper_table3']) == 11

def test_table4_variants_share_the_cold_start_and_draw_figure5(tiny_run):
    "Each reward variant is a GRPO-Filter run from astra_format6k's model; Table 4 and Figure 5 sit beside the paper."
    tmp, runs, _ = tiny_run
    _done(runs, 'mtir_table4')
    out, res, start = _out(tmp, 'mtir_table4'), _results(tmp, 'mtir_table4'), _shared(tmp, 'astra_format6k')
    assert res['provenance']['cold_start'] == start['model'] and not (out/'sft_format').exists()
    variants = [v for v in res['provenance']['steps']]
    assert variants and 'full' in variants
    for v in variants:
        assert json.loads((out/f'grpo_{v}'/'summary.json').read_text())['steps'] > 0 and (out/f'grpo_{v}'/'final').is_dir()
    t4 = {_method(r['variant']): r for r in res['tables']['vs_paper']}
    assert t4['MTIR-SQL']['paper'] == 63.1 and t4['MTIR-SQL']['ours Δ vs full'] == 0.0
    assert all(0 <= r['ours'] <= 100 for r in t4.values())
    f5 = res['tables']['figure5']
    assert [r['format weight'] for r in f5] == sorted(r['format weight'] for r in f5)
    assert {r['format weight']: r['paper'] for r in f5}.items() <= {0.0: 62.3, 0.1: 63.1, 0.2: 60.5, 0.3: 61.2}.items()
    assert (out/'mtir_figure5.png').stat().st_size > 1000 and res['figures'] == ['mtir_figure5.png']
    ours = {r['model']: r for r in res['tables']['ours']}
    assert 'cold start' in ours and len({r['n'] for r in ours.values()}) == 1       # every model on the same questions
    for r in ours.values():                                                          # a model with the cold start's weights has its scores
        if r['weights = cold start']: assert all(r[k] == ours['cold start'][k] for k in ('EX %', 'executes %', 'format %')), r

def test_table5_shapes_get_the_same_recipes(tiny_run):
    "Every shape: its own cold start and GRPO-Filter run; sizes grow; rows beside Table 5's Qwen3 numbers."
    tmp, runs, _ = tiny_run
    _done(runs, 'mtir_table5')
    out, res = _out(tmp, 'mtir_table5'), _results(tmp, 'mtir_table5')
    shapes, params = res['provenance']['shapes'], res['provenance']['parameters']
    assert 2 <= len(shapes) <= 3 and list(params.values()) == sorted(params.values())
    for n in shapes:
        for stage in ('sft_format', 'grpo_filter'):
            assert json.loads((out/n/stage/'summary.json').read_text())['steps'] > 0, (n, stage)
    rows = res['tables']['vs_paper']
    assert len(rows) == 2 * len(shapes) and all(0 <= r['ours'] <= 100 for r in rows)
    assert rows[0]['paper row'] == 'Qwen3-4B (Thinking Mode)' and rows[0]['paper'] == 72.3
    assert rows[1]['paper row'] == 'MTIR-SQL + Qwen3-4B' and rows[1]['paper'] == 82.4
    assert len(res['tables']['paper_table5']) == 13

def test_mtir_b_tables_are_aggregated(tiny_run):
    "The four experiments land in paper_figures' MTIR-SQL folder with paper / ours / diff columns."
    tmp, runs, _ = tiny_run
    figs = tmp/'figs'/'mtir_sql'
    for t in ('mtir_table1', 'mtir_table3', 'mtir_table4', 'mtir_table5'):
        rows = list(csv.DictReader(open(figs/f'{t}_vs_paper.csv')))
        assert rows and {'paper', 'ours', 'diff'} <= set(rows[0]), t
    assert (figs/'mtir_figure5.png').is_file() and (figs/'mtir_table4_figure5.csv').is_file()

def test_case_study_shows_table1s_episodes_by_its_rule(tiny_run):
    "App. D.3: a single-tool-round and a corrected episode read from mtir_table1's rollout files (nothing generated), each named by file and line, or `none found: <why>`."
    tmp, runs, _ = tiny_run
    _done(runs, 'mtir_table1', 'mtir_case_study')
    out, up, res = _out(tmp, 'mtir_case_study'), _out(tmp, 'mtir_table1'), _results(tmp, 'mtir_case_study')
    assert not list(out.glob('**/*.jsonl')) and not list(out.glob('**/config.json'))   # nothing rolled out, nothing trained
    files = {f.name: read_jsonl(f, Trajectory) for f in sorted(up.glob('rollout_*.jsonl'))}
    census = {r['file']: r for r in res['tables'].get('episodes', [])}
    assert set(census) == set(files) and all(census[f]['with a tool call'] == sum(t.n_tool_calls > 0 for t in ts) for f, ts in files.items())
    cases = {r['case']: r for r in res['tables']['cases']}
    assert list(cases) == ['single tool round', 'corrected'] and cases['single tool round']['paper case'] == 'Case 1 Single Turn'
    for kind, r in cases.items():
        shown = [x for x in res['tables'].get('turns', []) if x['case'] == kind]
        if r['selected'].startswith('none found: '):
            assert sum(c[kind] for c in census.values()) == 0 and not shown, kind   # the counts say no episode meets the rule
            continue
        f, line = re.fullmatch(r'(rollout_\S+\.jsonl), line (\d+)', r['selected']).groups()
        t = files[f][int(line) - 1]
        assert (t.example_id, len(t.turns), t.n_tool_calls) == (r['question id'], r['turns'], r['tool calls']), kind
        assert [x['turn'] for x in shown] == [k for k, turn in enumerate(t.turns, 1) for _ in turn.tool_calls]
        assert all('"error"' in ''.join(t.turns[x['turn'] - 1].observations) for x in shown if x['response'] == 'error')
        if kind == 'single tool round': assert t.final_answer is not None and [x['response'] for x in shown] in ([], ['rows'])
        else: assert any(x['response'] in ('error', 'empty') for x in shown) and len({x['sql'] for x in shown}) > 1
    text = (tmp/'figs'/'mtir_sql'/'mtir_case_study.txt').read_text()
    assert all(r['selected'] in text for r in cases.values())
