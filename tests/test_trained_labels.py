"""A table row named after a trained method comes from weights that method changed: `experiments.trained_label` keeps the
name only where the row's weights differ from its start's, else the row reads `not trained: <label> (<reason>)`. Its two
outcomes on real safetensors folders, and every reproduction notebook that labels trained rows doing it through the helper."""
import json, re
from pathlib import Path
import pytest, torch
from safetensors.torch import save_file
from textsql_kit.experiments import trained_label, same_weights, weights_folder, NOT_TRAINED, claim_verdict, NOT_COMPARED

ROOT = Path(__file__).resolve().parents[1]
REPRO = ROOT/'nbs'/'repro'

@pytest.fixture
def folders(tmp_path):
    "start, a copy of it saved sharded in bf16 (same values), and a trained folder (one weight moved)."
    w = {'embed.weight': torch.arange(6, dtype=torch.float32).reshape(2, 3), 'norm.weight': torch.ones(3)}
    (tmp_path/'start').mkdir(); save_file(w, str(tmp_path/'start'/'model.safetensors'))
    (tmp_path/'same').mkdir()
    save_file({'embed.weight': w['embed.weight'].to(torch.bfloat16)}, str(tmp_path/'same'/'model-00001-of-00002.safetensors'))
    save_file({'norm.weight': w['norm.weight']}, str(tmp_path/'same'/'model-00002-of-00002.safetensors'))
    moved = {**w, 'norm.weight': w['norm.weight'] + 1e-3}
    (tmp_path/'trained').mkdir(); save_file(moved, str(tmp_path/'trained'/'model.safetensors'))
    return tmp_path

def test_a_run_that_changed_the_weights_keeps_its_name(folders):
    assert not same_weights(folders/'trained', folders/'start')
    assert trained_label('GRPO-Filter', folders/'trained', folders/'start') == 'GRPO-Filter'

def test_a_run_that_changed_nothing_reads_not_trained(folders):
    assert same_weights(folders/'same', folders/'start')          # other sharding and dtype, same values
    assert trained_label('GRPO-Filter', folders/'same', folders/'start') == "not trained: GRPO-Filter (its weights equal its starting point's)"
    lab = trained_label('Trained (T=5)', str(folders/'same'), str(folders/'start'), 'every group had zero reward spread')
    assert lab == 'not trained: Trained (T=5) (every group had zero reward spread)' and lab.startswith(NOT_TRAINED)

def test_weights_that_cannot_be_compared_are_an_error(folders):
    (folders/'empty').mkdir()
    assert weights_folder(folders/'empty') is None and weights_folder('no-such-org/no-such-model') is None
    with pytest.raises(FileNotFoundError, match=r"trained_label\('GRPO'\): no .safetensors weights for .*empty"):
        trained_label('GRPO', folders/'empty', folders/'start')
    with pytest.raises(FileNotFoundError, match='no-such-org/no-such-model'):
        trained_label('GRPO', folders/'trained', 'no-such-org/no-such-model')

def _code(name:str) -> str:
    cells = json.loads((REPRO/f'{name}.ipynb').read_text())['cells']
    return '\n'.join(''.join(c['source']) for c in cells if c['cell_type'] == 'code')

# notebook -> what its code must hold: the helper called on the trained rows, and the table's row column built from that label
LABELLED = {
    'mars_table2': ["trained_label('GRPO generator, greedy', generator, cold['model']", "trained_label(f'MARS pipeline: best-of-{n_samples}, verifier', generator",
                    "{'row': LABEL[k], 'paper row'"],
    'mars_table3': ["trained_label(row, shared['generator'], shared['cold_start']", "{'configuration': LABEL[c], 'paper row': c",
                    "'w/ Self-Consistency (instead of Verifier)': rl('w/ Self-Consistency (instead of Verifier)')",
                    "'rule-based grounding standing in for the grounding agent' if shared.get('grounding') == 'context'"],
    'mars_table8': ["trained_label(k, FOLDER[k], PARENT[k])", "{'grounding': LABEL[k]"],
    'mars_table10': ["trained_label(row, m, base", "{'model': LABEL[row]"],
    'astra_mj8': ["trained_label('MARS-SQL generation agent (mars_table2 rollout file)', t2['generator'], t2['cold_start'])",
                  "trained_label(f'SQL-ASTRA agent ({row}, astra_table1)', m['model'], m['config']['model'])"],
    'mtir_table1': ["trained_label('GRPO-Filter', MODELS['GRPO-Filter'], MODELS['start']", "vs_paper = table_rows([{'model': LABEL[name]",
                    "ours = [{'model': LABEL[name]"],
    'astra_table1': ["trained_label(name, model, configs[name].model", "vs_paper = table_rows([{'row': LABEL[name]",
                     "claim_verdict(round(ours_pct[a] - ours_pct[b], 1), {a: ARM[a], b: ARM[b]})", "'paper': PAPER[prow]['BIRD (greedy)'] if prow else None"],
    'astra_table3': ["trained_label(name, m['model'], m['config']['model'])", "'ours row': ROW.get(OURS_ROW[p]", "{'model': ROW[name]",
                     "'holds here': claim_verdict(one_turn[a] < one_turn[b], {n: arm(n) for n in (a, b)})"],
    'mtir_table3': ["trained_label(name, m, MODELS['start'])", "'model': LABEL[name], 'paper row': ' + '.join(PAPER_ROW[name]) if PAPER_ROW.get(name) and TRAINED[name]",
                    "PAPER[PAPER_ROW[name]][s] if PAPER_ROW.get(name) and TRAINED[name]"],
    'mars_table11': ["trained_label(row, shared['generator'], shared['cold_start']", "{'selection': GEN(r['selection']), 'paper row': r['selection']"],
    'mars_table14': ["trained_label(row, shared['generator'], shared['cold_start']", "{'method': GEN(m), 'paper row': m"],
    'astra_table4': ["trained_label(f'GRPO, CSMR alpha {a}', out/run_dir(a)/'final', configs[a].model", "'run': RUN[a]"],
    'mtir_table2': ["trained_label(prow[1], MODELS[n][1], configs[n].model)", "'training': training(n, prow)"],
    'mtir_table4': ["trained_label(LABEL[v], MODELS[v], start['model'])", "[{'variant': ROW[v]", "ours = [{'model': ROW[name]"],
    'mtir_table5': ["trained_label(st, out/n/'grpo_filter'/'final', START[n])", "'stage': STAGE_LABEL[(n, st)]"],
    'barsql_table1': ["trained_label(name, MODELS[name], PARENT[name])", "[{'model': ROW[name]"],
    'barsql_table2': ["trained_label(VARIANTS[k], FINAL[k], sft_model)", "[{'variant': ROW[k]"],
    'mtir_figure4': ["trained_label(f'GRPO-Filter, {t} turns', run_folder(t)/'final', cold['model'])"],
    'real_model': ["trained_label(LABEL[stage], FOLDER[stage], FOLDER[p])"],
}

@pytest.mark.parametrize('name', sorted(LABELLED))
def test_notebook_labels_its_trained_rows_through_the_helper(name):
    code = _code(name)
    assert 'trained_label' in re.search(r'from textsql_kit\.experiments import ([^\n]+)', code).group(1), name
    for s in LABELLED[name]: assert s in code, (name, s)

def test_no_notebook_decides_trained_by_itself():
    "The rule lives in the helper: no repro notebook compares weights itself or spells the `not trained` prefix."
    for p in sorted(REPRO.glob('*.ipynb')):
        code = _code(p.stem)
        assert 'same_weights(' not in code and 'weights unchanged' not in code, p.stem
        assert not re.search(r"""f?['"]not trained""", code), p.stem
    trains = {p.stem for p in REPRO.glob('*.ipynb') if re.search(r'\btrain(_grounding_agent)?\(', _code(p.stem))}
    assert trains - {'astra_format6k'} <= set(LABELLED)   # astra_format6k's tables name no method: training stats and a format probe, trains - set(LABELLED)

def test_real_model_table_row_keeps_every_column():
    "Every column of the real-model table is a key of `row`'s dict in code, not swallowed by a trailing comment."
    import ast
    fn = next(n for n in ast.walk(ast.parse(_code('real_model'))) if isinstance(n, ast.FunctionDef) and n.name == 'row')
    keys = {k.value for n in ast.walk(fn) if isinstance(n, ast.Dict) for k in n.keys if isinstance(k, ast.Constant)}
    want = {'stage', 'EX % [95% CI]', 'n', 'questions', 'multi-turn n', 'multi-turn questions', 'executes %', 'vs parent, points [paired 95% CI]', 'reward gain vs frozen parent',
            'episodes with a tool call %', 'filtered share %', 'train s', 'waited s', 'score s', 'answer tokens/s', 'where', 'weights'}
    assert want <= keys, sorted(want - keys)

# ---- a claim compares trained arms from one start (experiments.claim_verdict)
def test_a_claim_between_trained_runs_from_one_start_keeps_its_verdict(folders):
    assert claim_verdict(True, {'with ATR': (folders/'trained', folders/'start'), 'without ATR': (folders/'trained', str(folders/'start'))}) is True
    assert claim_verdict(-1.5, {'a': (folders/'trained', folders/'start'), 'b': (folders/'trained', folders/'same')}) == -1.5   # the same weights: one start

def test_a_claim_on_an_untrained_arm_reads_not_trained(folders):
    "SQL-ASTRA Figure 5's claim at smoke: the 'without ATR' run moved nothing, so 34.8 / 39.1 compared the trained run with the cold start."
    v = claim_verdict(True, {'Agentic SQL + CSMR + ATR': (folders/'trained', folders/'start'), 'Agentic SQL + CSMR': (folders/'same', folders/'start')})
    assert v.startswith(NOT_TRAINED + 'Agentic SQL + CSMR (') and 'ATR' not in v.split('(')[0].replace('Agentic SQL + CSMR', ''), v

def test_a_claim_across_different_starts_is_refused_with_both(folders):
    "SQL-ASTRA Table 1's 'full method over single-turn binary GRPO' at smoke: the agentic run starts from the cold start, the single-turn one from the SFT model."
    v = claim_verdict(-56.6, {'Agentic SQL + CSMR + ATR': (folders/'trained', folders/'start'), 'Single-Turn GRPO': (folders/'start', folders/'trained')})
    assert v.startswith(NOT_COMPARED + 'Agentic SQL + CSMR + ATR starts from ') and f"Single-Turn GRPO from {folders/'trained'}" in v, v
    assert claim_verdict(None, {'a': (folders/'same', folders/'start')}) is None   # nothing measured: nothing to refuse
