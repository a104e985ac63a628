"""The real-model experiment states what it scored and refuses what means nothing.

- its parameters are checked by the notebook's first cell, before any import of the kit: a stage it does not have, a
  negative count, a negative `first_example` stop the run in one line naming the parameter (the cell is run here as
  papermill runs it: the parameters cell, the injected values, then the check);
- its control prompts never overlap the prompts GRPO trains on, at the paper scale included;
- its prediction files tell a question not scored from one answered without SQL;
- its table states every subset: n and how it was drawn beside each column group."""
import ast, json, math, time
from pathlib import Path
import pytest
from textsql_kit.repro import load_registry, load_params
from textsql_kit.experiments import held_out_window

NB = Path(__file__).resolve().parents[1]/'nbs'/'repro'/'real_model.ipynb'
CELLS = json.loads(NB.read_text())['cells']

def _cell(cid:str) -> str: return ''.join(next(c for c in CELLS if c.get('id') == cid)['source'])
def _params() -> str: return ''.join(next(c for c in CELLS if 'parameters' in c.get('metadata', {}).get('tags', []))['source'])

def _check(**injected):
    "Run the parameters cell, papermill's injected values and the check cell in one namespace (no kit import)."
    ns = {}
    exec(_params(), ns)
    ns.update(injected)
    exec(_cell('b7e1c0a2'), ns)

@pytest.mark.parametrize('injected,message', [
    ({'stages': ['bogus']}, "real_model.stages: unknown ['bogus']; the stages are zero_shot, sft, grpo, grpo_filter"),
    ({'dev_limit': -5}, 'real_model.dev_limit: needs an integer >= 0, got -5'),
    ({'mt_limit': 2.5}, 'real_model.mt_limit: needs an integer >= 0, got 2.5'),
    ({'control_prompts': 0}, 'real_model.control_prompts: needs an integer >= 1, got 0'),
    ({'grpo': {'first_example': -3}}, 'real_model.grpo.first_example: needs an integer >= 0, got -3'),
    ({'sft': {'max_examples': -1}}, 'real_model.sft.max_examples: needs an integer >= 1 or null (all), got -1'),
    ({'budget_s': {'sft': 0}}, "real_model.budget_s: needs stage: seconds > 0 for stages among zero_shot, sft, grpo, grpo_filter, got {'sft': 0}"),
    ({'budget_s': {'rl': 60}}, "real_model.budget_s: needs stage: seconds > 0 for stages among zero_shot, sft, grpo, grpo_filter, got {'rl': 60}"),
    ({'stop_rule': 'eos'}, "real_model.stop_rule: needs null (answers run to the token budget) or 'sql_statement', got 'eos'"),
    ({'share_prefix': 'yes'}, "real_model.share_prefix: needs true or false, got 'yes'"),
], ids=['bogus stage', 'negative dev_limit', 'fractional mt_limit', 'no control prompts', 'negative first_example', 'negative max_examples',
    'zero budget', 'budget of no stage', 'unknown stop rule', 'share_prefix not a bool'])
def test_meaningless_values_are_refused_in_one_line_before_anything_loads(injected, message):
    t0 = time.perf_counter()
    with pytest.raises(ValueError) as e: _check(**injected)
    assert str(e.value) == message and '\n' not in str(e.value)
    assert time.perf_counter() - t0 < 1.0

def test_the_check_runs_first_and_imports_nothing():
    "The check is the first cell after the parameters, before the cell that imports the kit and resolves the model."
    ids = [c.get('id') for c in CELLS if c['cell_type'] == 'code']
    params = next(i for i, c in enumerate(CELLS) if 'parameters' in c.get('metadata', {}).get('tags', []))
    assert ids[ids.index(CELLS[params]['id']) + 1] == 'b7e1c0a2'
    assert not [n for n in ast.walk(ast.parse(_cell('b7e1c0a2'))) if isinstance(n, (ast.Import, ast.ImportFrom))]
    _check(**{'grpo': {'first_example': 5000, 'max_examples': None}})   # the paper section's values pass

SPIDER_TRAIN_ROWS = 8659   # train_spider.json (7,000) + train_others.json (1,659)

def test_control_prompts_never_overlap_training_at_paper_scale():
    "The paper section gives GRPO every row from 5,000 on (max_examples: null): the old rule put the control at row 5,000, GRPO's first."
    p = load_params(load_registry()['real_model'], 'paper')
    first, count, k = p['grpo']['first_example'], p['grpo']['max_examples'], p['control_prompts']
    assert count is None and first + (count or 0) == first                          # the old control window started on GRPO's first prompt
    kept, start = held_out_window(first, count, SPIDER_TRAIN_ROWS, k)
    train, control = set(range(first, first + kept)), set(range(start, start + k))
    assert not train & control and max(control) < SPIDER_TRAIN_ROWS and len(control) == k
    assert not control & set(range(p['sft']['max_examples']))                       # nor the SFT's rows
    code = _cell('249c1a8d') + _cell('23f5ae5b')
    assert 'held_out_window(grpo_cfg.first_example, grpo_cfg.max_examples, n_rows, control_prompts)' in code and "'first_example': control_first" in code
    assert 'cfg.first_example + (cfg.max_examples or 0)' not in code

@pytest.mark.parametrize('scale', ['tiny', 'smoke'])
def test_control_prompts_never_overlap_training_at_the_small_scales(scale):
    p = load_params(load_registry()['real_model'], scale)
    from textsql_kit.train.recipes import recipe_config
    cfg = recipe_config('grpo_exec', p.get('recipe_scale', 'mini'), **p.get('grpo', {}))
    kept, start = held_out_window(cfg.first_example, cfg.max_examples, SPIDER_TRAIN_ROWS, p.get('control_prompts', 48))
    assert start >= cfg.first_example + kept

class _Q:
    def __init__(self, i): self.id = i

def test_prediction_files_tell_not_scored_from_no_sql(tmp_path):
    "The notebook's own cell: a question outside the scored subset reads `-- not scored`, an answer without SQL `-- no SQL`."
    ns = {'out': tmp_path, 'dev_all': [_Q(f'q{i}') for i in range(4)],
          'scores': {'zero_shot': {'ids': ['q0', 'q2'], 'sql': ['SELECT\n 1', '']}}}
    exec(_cell('06bcc9f9'), ns)
    assert (tmp_path/'predictions'/'zero_shot.sql').read_text().splitlines() == ['SELECT 1', '-- not scored', '-- no SQL', '-- not scored']

def test_every_column_group_states_its_subset(monkeypatch):
    "n and how it was drawn, for the single-turn, zero-shot and multi-turn columns: the smoke settings give 972, 243 and 81."
    from textsql_kit.experiments import evenly
    dev_ok = [_Q(i) for i in range(972)]
    ns = {'math': math, 'evenly': evenly, 'spider_dev': lambda: dev_ok, 'spider_prompt': lambda e: [], 'Path': _AllPresent,
          'dev_limit': 0, 'zero_shot_limit': 243, 'mt_limit': 81}
    for q in dev_ok: q.meta, q.db_id = {'db_dir': '/x'}, 'd'
    exec(_cell('775ca716').replace("for m in spider_prompt(dev[0])", "for m in []"), ns)
    assert ns['SUBSET'] == {'single': 'all 972 executable dev questions',
                            'zero_shot': '243 of the 972 executable dev questions (one in every 4, in dev.json order)',
                            'mt': '81 of the 972 executable dev questions (one in every 12, in dev.json order)'}
    row = _cell('e833a030')
    assert "'questions': SUBSET['zero_shot' if stage == 'zero_shot' else 'single']" in row and "'multi-turn questions': SUBSET['mt']" in row
    assert "on {g['n']} {g['on']}" in _cell('5e98ba74')   # each reward gain says what it was measured on

class _AllPresent:
    "A Path whose every file exists (the dev questions' databases, in the subset test)."
    def __init__(self, *a): pass
    def __truediv__(self, o): return self
    def is_file(self): return True

@pytest.mark.parametrize('scale', ['tiny', 'smoke', 'paper'])
def test_grpo_prompts_start_after_the_sft_rows(scale):
    "A GRPO stage trains on prompts the SFT never saw: its first row comes after the SFT's last, at every scale."
    from textsql_kit.train.recipes import recipe_config
    p = load_params(load_registry()['real_model'], scale); rs = p.get('recipe_scale', 'mini')
    sft = recipe_config('sft', rs, **p.get('sft', {}))
    for stage, recipe in (('grpo', 'grpo_exec'), ('grpo_filter', 'grpo_filter')):
        assert recipe_config(recipe, rs, **p.get(stage, {})).first_example >= (sft.first_example or 0) + sft.max_examples, (scale, stage)

def test_no_stage_column_reads_as_a_verdict_against_a_paper():
    "The stage table judges no paper: a column named like a verdict ('within budget') would be blanked to 'not comparable'."
    import re
    from textsql_kit.repro import VERDICT_COLUMN
    code = next(''.join(c['source']) for c in CELLS if 'def row(stage' in ''.join(c['source']))
    cols = re.findall(r"'([^']+)':", code[code.index('def row(stage'):])
    assert 'budget met' in cols and not [c for c in cols if VERDICT_COLUMN.search(c)], cols
