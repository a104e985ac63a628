"""MTIR-SQL Table 2, Figure 3, Table 6 and Figure 4 at `tiny` scale (the session's one `tiny_run` of every ready
experiment): every model starts from the shared cold start, every row is scored the same way, and the downstream
experiments read Table 2's runs instead of training again."""
import json
from pathlib import Path
import pytest

def _out(tiny_run, name) -> Path: return tiny_run[0]/'runs'/name/'tiny'
def _results(tiny_run, name) -> dict: return json.loads((_out(tiny_run, name)/'results.json').read_text())
def _shared(tiny_run, name) -> dict: return json.loads((_out(tiny_run, name)/'shared.json').read_text())

@pytest.fixture(scope='module')
def table2(tiny_run): return _shared(tiny_run, 'mtir_table2')

def test_table2_rows_beside_the_paper(tiny_run):
    rows = _results(tiny_run, 'mtir_table2')['tables']['table2']
    assert [r['ours_model'] for r in rows] == ['direct', 'reasoning', 'tir', 'st_grpo', 'ppo', 'mt_grpo', 'mt_grpo_filter', 'sft_barsql']
    assert [r['paper'] for r in rows[:7]] == [46.9, 48.1, 47.6, 58.9, 58.2, 60.3, 63.1]      # BIRD dev column of Table 2
    assert rows[6]['paper_spider_dev'] == 82.4 and rows[6]['paper_spider_test'] == 83.4
    ppo = rows[4]
    assert ppo['ours'] is None and ppo['how'].startswith('not run') and 'trl' in ppo['how']
    for r in rows:
        if r['ours_model'] == 'ppo': continue
        assert 0 <= r['ours'] <= 100 and r['diff'] == (None if r['paper'] is None else pytest.approx(r['ours'] - r['paper']))
        n = int(r['correct / n'].split('/')[1]); assert n == 2                                 # the same held-out questions for every row
        assert r['tool calls / question'] == 0 or r['ours_model'] in ('tir', 'mt_grpo', 'mt_grpo_filter')

def test_table2_trains_every_run_from_the_shared_cold_start(tiny_run, table2):
    cold = _shared(tiny_run, 'astra_format6k')
    assert table2['cold_start'] == cold['model'] and table2['data'] == cold['data']
    runs = table2['runs']
    assert set(runs) == {'st_grpo', 'mt_grpo', 'mt_grpo_filter'}
    for name, r in runs.items():
        c = r['config']
        assert c['model'] == cold['model'] and c['reward'] == 'mtir' and c['recipe'] == 'grpo', name
        assert Path(r['model'], 'config.json').is_file() and Path(r['metrics']).is_file(), name
    assert runs['st_grpo']['config']['env'] is None and runs['st_grpo']['config']['protocol'] == 'think_answer'
    assert runs['mt_grpo']['config']['advantage'] == 'grpo' and runs['mt_grpo']['config']['beta'] > 0
    f = runs['mt_grpo_filter']['config']
    assert f['advantage'] == 'grpo_filter' and f['beta'] == 0.0 and f['env'] == 'mtir'
    assert f['trainer_args']['max_tool_calling_iterations'] == 5                                # 6 turns: the last one answers
    assert table2['models']['sft_barsql']['model'] == _shared(tiny_run, 'barsql_table1')['sft_model']

def test_figure3_reads_table2_metrics_and_trains_nothing(tiny_run, table2):
    out = _out(tiny_run, 'mtir_figure3')
    res = _results(tiny_run, 'mtir_figure3')
    assert res['provenance']['metrics'] == {n: r['metrics'] for n, r in table2['runs'].items()}
    assert not list(out.rglob('config.json')) and (out/'mtir_figure3.png').stat().st_size > 1000
    curves = res['tables']['curves']
    assert {r['metric'] for r in curves} >= {'reward', 'kit/filtered_fraction', 'completions/clipped_ratio', 'tool_calls_per_trajectory', 'frac_reward_zero_std'}
    assert all(r['steps'] >= 1 and r['first'] is not None for r in curves)

def test_table6_times_table2_models_one_question_at_a_time(tiny_run, table2):
    out, res = _out(tiny_run, 'mtir_table6'), _results(tiny_run, 'mtir_table6')
    assert res['provenance']['models'] == {n: table2['models'][n]['model'] for n in ('tir', 'st_grpo', 'mt_grpo', 'mt_grpo_filter')}
    assert not list(out.rglob('config.json'))                                                  # no model trained here
    ours = [r for r in res['tables']['layout'] if r['source'].startswith('ours')]
    assert len(ours) == 4 and all(r['latency s'] > 0 and r['total tokens K'] > 0 for r in ours)
    mtir4b = {r['column']: r for r in res['tables']['vs_paper'] if r['paper row'] == 'MTIR-SQL-4B'}
    assert mtir4b['latency s']['paper'] == 0.5 and mtir4b['tool calls']['paper'] == 1.34 and mtir4b['EX %']['paper'] == 63.1

def test_figure4_reuses_table2_six_turn_run_and_trains_one_and_three(tiny_run, table2):
    out, res = _out(tiny_run, 'mtir_figure4'), _results(tiny_run, 'mtir_figure4')
    rows = {r['max turns']: r for r in res['tables']['per_turns']}
    assert list(rows) == [1, 3, 6] and [rows[t]['env'] for t in (1, 3, 6)] == ['mtir_turns1', 'mtir_turns3', 'mtir']
    assert rows[6]['source'] == 'mtir_table2' and res['provenance']['models']['6'] == table2['runs']['mt_grpo_filter']['model']
    assert {p.name for p in out.iterdir() if p.is_dir()} == {'turns1', 'turns3'}
    for t in (1, 3):
        c = json.loads((out/f'turns{t}'/'summary.json').read_text())
        assert c['steps'] >= 1 and c['advantage'] == 'grpo_filter'
    assert all(r['turns / question'] <= r['max turns'] for r in rows.values())               # the budget binds at evaluation
