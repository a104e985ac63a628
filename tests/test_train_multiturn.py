"""Multi-turn recipes on smoke-style slot data (train.smoke placeholders 'V1' in prompts and targets): the tool calls a
slot-trained model writes execute like the real query through SQLEnv, on both TRL paths (environment_factory for hermes,
the tag rollout_func for MARS), the final rewards see the values, and SQL-ASTRA's stepwise advantage reaches TRL's loss.

Real TRL trainers on the kit's tiny model with scripted generations (a random model never calls a tool); seconds each."""
import json, os
import pytest, torch
from textsql_kit.core import Example, write_jsonl, read_jsonl
from textsql_kit.protocols import render_mars_sql, render_solution
from textsql_kit.sql.batch import execute_jobs
from textsql_kit.train.recipes import recipe_config, build_trainer, MetricsCallback, grpo_dataset_rows

os.environ.setdefault('TRL_EXPERIMENTAL_SILENCE', '1')
REAL = "SELECT count(*) FROM dim_ai_dc_area_df WHERE province_name = 'Anhui'"
SLOT = "SELECT count(*) FROM dim_ai_dc_area_df WHERE province_name = 'V1'"
EXPLORE = "SELECT province_name, count(*) FROM dim_ai_dc_area_df WHERE province_name = 'V1' GROUP BY 1"   # a superset of the gold's columns

@pytest.fixture(scope='module', autouse=True)
def private_cache(module_kit_cache):
    "Tiny models are built once per module in a private cache."

@pytest.fixture(scope='module')
def slot_data(tmp_path_factory):
    "Two smoke-style items: the prompt names the value by its placeholder, the gold has the value (as train.smoke writes them)."
    p = tmp_path_factory.mktemp('slots')/'slots.jsonl'
    ev = "value 'V1' (Anhui): dim_ai_dc_area_df.province_name"
    write_jsonl(p, [Example(f'slot-{i}', f'How many areas are in V1? ({i})', 'autosales', REAL, evidence=ev, category='standard_sql',
                            meta={'slots': {'V1': 'Anhui'}}) for i in range(2)])
    return str(p)

def _hermes(tok, sql=None, answer=None):
    body = f'<tool_call>\n{json.dumps({"name": "execute_sql", "arguments": {"sql": sql}})}\n</tool_call>' if sql else f'<answer>{answer}</answer>'
    return tok.encode('<think>\nLook.\n</think>\n\n' + body, add_special_tokens=False) + [tok.eos_token_id]

def _scripted_hermes(tr, monkeypatch, turns):
    "Make TRL's single-turn generation emit `turns` in order (one per call of the tool loop); capture `_generate`'s output."
    k, captured, real = {'n': 0}, [], tr._generate
    def scripted(prompt_ids, images, multimodal_fields, num_generations, has_tool_images=False):
        ids = turns[min(k['n'], len(turns) - 1)]; k['n'] += 1
        return [list(ids) for _ in prompt_ids], None
    def capture(prompts):
        out = real(prompts); captured.append(out); return out
    monkeypatch.setattr(tr, '_generate_single_turn', scripted); monkeypatch.setattr(tr, '_generate', capture)
    return captured

def _cfg(recipe, tmp_path, data, **kw):
    return recipe_config(recipe, 'tiny', output_dir=str(tmp_path), data=data, env_prompt='compact', max_steps=1, max_examples=2,
                         per_device_train_batch_size=2, num_generations=2, max_completion_length=256, **kw)

def test_env_rows_carry_slots_and_the_compact_prompt(tmp_path, slot_data):
    rows = grpo_dataset_rows(_cfg('grpo_filter', tmp_path, slot_data, env='mtir'))
    assert json.loads(rows[0]['slots']) == {'V1': 'Anhui'} and "value 'V1' (Anhui)" in rows[0]['prompt'][-1]['content']
    assert rows[0]['prompt'][0]['content'].startswith('You may call execute_sql')      # the prompt sft_format trained on

def test_hermes_placeholder_tool_call_executes_the_real_query(tmp_path, slot_data, monkeypatch):
    tr = build_trainer(_cfg('grpo_filter', tmp_path, slot_data, env='mtir'))
    tr.add_callback(MetricsCallback(tmp_path, quiet=True))
    tok = tr.processing_class
    captured = _scripted_hermes(tr, monkeypatch, [_hermes(tok, sql=SLOT), _hermes(tok, answer=SLOT)])
    tr.train()
    n = execute_jobs([('autosales', REAL)])[0].rows[0][0]
    assert n > 0 and execute_jobs([('autosales', SLOT)])[0].rows[0][0] == 0          # the placeholder itself matches nothing
    text = tok.decode(captured[0][1][0])
    assert '<tool_response>' in text and f'[[{n}]]' in text.replace(' ', '')          # the tool ran the real query
    rec = next(r for r in read_jsonl(tmp_path/'metrics.jsonl') if 'reward' in r)
    assert rec['reward'] >= 2 + 3 - 0.1 - 1e-6 and rec['tool_calls_per_trajectory'] == 1.0   # MTIR: exec 2 + result 3 (+-0.1 format): the answer matched

def _scripted_tags(monkeypatch):
    "Replace the recipe's model generation by a scripted policy: explore with a placeholder query, then answer with it."
    import textsql_kit.agent.adapters as ad
    def fake_hf_generate(model, tok, max_new_tokens=256, stops=None, temperature=1.0):
        def gen(batch):
            out = []
            for ids in batch:
                tail = tok.decode(ids).split('<|im_start|>assistant')[-1]
                out.append(tok.encode(render_mars_sql(SLOT, 'look') if '<observation>' not in tail else render_solution(SLOT, 'done'), add_special_tokens=False))
            return out
        return gen
    monkeypatch.setattr(ad, 'hf_generate', fake_hf_generate)

def test_mars_rollout_placeholder_sql_executes_and_logs_tool_calls(tmp_path, slot_data, monkeypatch):
    _scripted_tags(monkeypatch)
    tr = build_trainer(_cfg('grpo_mars_generation', tmp_path, slot_data, env='mars'))
    tr.add_callback(MetricsCallback(tmp_path, quiet=True))
    seen, orig = [], tr._calculate_rewards
    def spy(inputs, prompts, completions, ids): seen.extend(completions); return orig(inputs, prompts, completions, ids)
    tr._calculate_rewards = spy
    tr.train()
    n = execute_jobs([('autosales', REAL)])[0].rows[0][0]
    text = seen[0] if isinstance(seen[0], str) else str(seen[0])
    assert '<observation>' in text and str(n) in text.split('<observation>')[1]          # the observation of the real query
    rec = next(r for r in read_jsonl(tmp_path/'metrics.jsonl') if 'reward' in r)
    assert rec['reward'] == pytest.approx(1.0) and rec['tool_calls_per_trajectory'] == 1.0  # MARS: valid and correct; one <sql> each

def test_stepwise_advantage_on_the_hermes_environment_path(tmp_path, slot_data, monkeypatch):
    from textsql_kit.rewards.astra import turn_scores
    from textsql_kit.train.filter import turn_runs
    tr = build_trainer(_cfg('grpo_atr', tmp_path, slot_data, env='astra', advantage='stepwise'))
    tok = tr.processing_class
    _scripted_hermes(tr, monkeypatch, [_hermes(tok, sql=EXPLORE), _hermes(tok, answer=SLOT)])
    outs, real = [], tr._kit_advantages
    monkeypatch.setattr(tr, '_kit_advantages', lambda out, G: outs.append(real(out, G)) or outs[-1])
    tr.train()
    out = outs[0]; adv, mask = out['advantages'], (out['completion_mask'] * out['tool_mask']).cpu()
    assert adv.dim() == 2 and adv.shape == mask.shape                                    # one advantage per token
    call = lambda sql: f"<tool_call>{json.dumps({'name': 'execute_sql', 'arguments': {'sql': sql}})}</tool_call>"
    explore = turn_scores(call(EXPLORE.replace("'V1'", "'Anhui'")), REAL, 'autosales')[0]
    assert 0 < explore < 1 and turn_scores(call(EXPLORE), REAL, 'autosales')[0] == 0.0      # CSMR is dense; the raw placeholder scores 0
    for i in range(adv.shape[0]):
        runs = turn_runs(mask[i]); assert len(runs) == 2                                  # model turn, tool response (masked), model turn
        assert adv[i, runs[0][0]:runs[0][1]].tolist() == pytest.approx([explore] * (runs[0][1] - runs[0][0]))
        assert adv[i, runs[1][0]:runs[1][1]].tolist() == pytest.approx([1.0] * (runs[1][1] - runs[1][0]))   # the placeholder answer is correct
        assert float(adv[i][mask[i] == 0].abs().sum()) == 0.0
    assert tr.state.global_step == 1 and torch.isfinite(torch.tensor(tr.state.log_history[0]['loss']))
