"""textsql_kit.train: recipes on TRL at tiny scale — configs, SFT masks and learning, GRPO with TCHR and the MARS rewards, resume, CLI.

Real TRL trainers on the kit's tiny model, nothing mocked. Each training test takes seconds on a CPU.
"""
import json, math, os
from pathlib import Path
import pytest

from textsql_kit.core import Example, write_jsonl, read_jsonl, ConfigError
from textsql_kit.train.data import (SPIDER_DEV_TEST_DBS, SPIDER_DEV_TRAIN_DBS, spider_db_split, spider_split, format_rows,
                                    load_train_examples)
from textsql_kit.train.recipes import (HYPER_PRESETS, RECIPES, SCALES, recipe_config, build_trainer, run_recipe, train_cli,
                                       sft_dataset_rows, scale_file)

SHORT = [('How many leads are there?', 'SELECT count(*) FROM dwd_ai_dc_leads_df'),
         ('How many orders are there?', 'SELECT count(*) FROM dwd_ai_dc_order_df'),
         ('How many test drives are there?', 'SELECT count(*) FROM dwd_ai_dc_test_drive_df'),
         ('How many areas are there?', 'SELECT count(*) FROM dim_ai_dc_area_df')]

@pytest.fixture(scope='module', autouse=True)
def private_cache(module_kit_cache):
    "Tiny models are built once per module in a private cache (conftest.module_kit_cache)."

@pytest.fixture(scope='module')
def short_data(tmp_path_factory):
    "Four autosales questions with short gold SQL (a tiny model learns their layout in seconds)."
    p = tmp_path_factory.mktemp('data')/'short.jsonl'
    write_jsonl(p, [Example(f'short-{i}', q, 'autosales', sql, category='count') for i, (q, sql) in enumerate(SHORT)])
    return str(p)

# ---------------------------------------------------------------- configs
def test_every_recipe_and_scale_loads():
    for r in RECIPES:
        for s in SCALES:
            assert scale_file(r, s).is_file(), (r, s)
            c = recipe_config(r, s)
            assert c.recipe == ('sft' if r.startswith('sft') else 'grpo')
    p = recipe_config('grpo_filter', 'paper')
    assert (p.advantage, p.beta, p.loss_type, p.num_generations, p.temperature, p.env) == ('grpo_filter', 0.0, 'dapo', 5, 0.6, 'mtir')
    a = recipe_config('grpo_atr', 'paper')
    assert (a.advantage, a.num_generations, a.top_p, a.learning_rate) == ('atr', 8, 0.95, 1e-6)
    assert recipe_config('sft', 'paper').gradient_accumulation_steps == 16

def test_config_errors_name_the_key(tmp_path):
    bad = tmp_path/'bad.yaml'; bad.write_text('learning_rat: 0.1\n')
    with pytest.raises(ConfigError, match='learning_rat'): recipe_config('sft', 'tiny', bad)
    bad.write_text('num_generations: many\n')
    with pytest.raises(ConfigError, match="'num_generations'"): recipe_config('grpo_tchr', 'tiny', bad)
    with pytest.raises(ConfigError, match='hyperparameter preset'): recipe_config('sft', 'tiny', preset='barsql_sf')

def test_cli_bad_input_is_one_line_exit_2(tmp_path, capsys):
    bad = tmp_path/'bad.yaml'; bad.write_text('betaa: 0\n')
    for argv in (['grpo', '--config', str(bad)], ['grpo', '--recipe', 'nope'], ['sft', '--scale', 'huge'],
                 ['sft', '--recipe', 'grpo_tchr'], ['grpo', '--config', str(tmp_path/'missing.yaml')], ['dpo']):
        capsys.readouterr()
        assert train_cli(argv) == 2, argv
        err = capsys.readouterr().err.strip()
        assert 'Traceback' not in err and err, argv
    assert train_cli(['grpo', '--config', str(bad)]) == 2
    err = capsys.readouterr().err
    assert 'betaa' in err and len(err.strip().splitlines()) == 1
    assert train_cli(['--help']) == 0 and '--scale' in capsys.readouterr().out

# ---------------------------------------------------------------- SFT
def test_sft_loss_is_on_assistant_tokens_only(tmp_path, short_data):
    cfg = recipe_config('sft_format', 'tiny', output_dir=str(tmp_path), data=short_data, max_examples=1, format_data=['hermes', 'mars'])
    tr = build_trainer(cfg)
    tok = tr.processing_class
    rows = sft_dataset_rows(cfg)
    assert len(rows) == 3 and len(tr.train_dataset) == 3
    for k, row in enumerate(rows):
        ex = tr.train_dataset[k]
        ids, labels = ex['input_ids'], tr.data_collator([ex])['labels'][0].tolist()
        trained = tok.decode([i for i, l in zip(ids, labels) if l != -100])
        untrained = tok.decode([i for i, l in zip(ids, labels) if l == -100])
        asst = [m for m in row['messages'] if m['role'] == 'assistant']
        for m in asst:
            body = m['content'].split('</think>')[-1].strip()
            assert body in trained, (k, body)                                            # every assistant answer is trained on
        assert trained.count('<|im_end|>') == len(asst)                                  # ... with its end-of-turn token
        for m in row['messages']:
            if m['role'] in ('system', 'user', 'tool'): assert m['content'].strip()[:40] not in trained, (k, m['role'])
        assert 'Question' not in trained and row['messages'][1]['content'][:30] in untrained
    hermes = tok.decode([i for i, l in zip(tr.train_dataset[1]['input_ids'], tr.data_collator([tr.train_dataset[1]])['labels'][0].tolist()) if l != -100])
    assert '<tool_call>' in hermes and '"execute_sql"' in hermes and '<tool_response>' not in hermes and '"columns"' not in hermes

def _format_rate(model, tok, rows, max_new_tokens=40) -> float:
    import torch
    from textsql_kit.rewards.tchr import format_reward
    ok = []
    for r in rows:
        enc = tok.apply_chat_template(r['messages'][:-1], add_generation_prompt=True, return_tensors='pt', return_dict=True)
        with torch.no_grad(): g = model.generate(**enc, max_new_tokens=max_new_tokens, do_sample=False)
        ok.append(format_reward(tok.decode(g[0, enc['input_ids'].shape[1]:], skip_special_tokens=True)))
    return sum(ok) / len(ok)

def test_sft_lowers_loss_and_raises_format_reward(tmp_path, short_data):
    cfg = recipe_config('sft', 'tiny', output_dir=str(tmp_path), data=short_data, max_steps=40, learning_rate=3e-3,
                        lr_scheduler_type='constant', save_steps=1000, tiny={'hidden_size': 128})
    tr = build_trainer(cfg)
    rows = sft_dataset_rows(cfg)
    before = _format_rate(tr.model, tr.processing_class, rows[:2])
    tr.train()
    losses = [h['loss'] for h in tr.state.log_history if 'loss' in h]
    after = _format_rate(tr.model, tr.processing_class, rows)
    assert losses[-1] < 0.5 * losses[0], losses
    assert before == 0.0 and after >= 0.75, (before, after)

# ---------------------------------------------------------------- GRPO
def test_grpo_tchr_steps_and_logs_every_component(tmp_path, short_data):
    s = run_recipe(recipe_config('grpo_tchr', 'tiny', output_dir=str(tmp_path), data=short_data), quiet=True)
    assert s['steps'] == 2 and s['steps_per_s'] > 0 and s['tokens_per_s'] > 0
    recs = read_jsonl(tmp_path/'metrics.jsonl')
    keys = set().union(*recs)
    for k in ('loss', 'reward', 'rewards/tchr/mean', 'tchr/fmt', 'tchr/gram', 'tchr/len', 'completions/clipped_ratio', 'wall_s', 'tokens_per_s'):
        assert k in keys, (k, sorted(keys))
    assert (tmp_path/'curve.png').stat().st_size > 1000 and (tmp_path/'checkpoint-2').is_dir() and (tmp_path/'final').is_dir()
    assert json.loads((tmp_path/'summary.json').read_text())['steps'] == 2

def test_tchr_table2_ablation_is_a_config_switch(tmp_path, short_data):
    from textsql_kit.rewards.tchr import TCHR_ABLATIONS
    for ab in TCHR_ABLATIONS:
        f = build_trainer(recipe_config('grpo_tchr', 'tiny', output_dir=str(tmp_path/ab), data=short_data, tchr_ablation=ab)).reward_funcs[0]
        assert f.__name__ == 'tchr' and (f"'ablation': '{ab}'" in f.__doc__)
    text = '<think>\nx\n</think>\n<answer>\nSELECT count(*) FROM dwd_ai_dc_leads_df\n</answer>'
    kw = dict(completions=[text], solution=[SHORT[0][1]], db_id=['autosales'], task_kind=['sql'], completion_ids=[[1] * 10])
    full = build_trainer(recipe_config('grpo_tchr', 'tiny', output_dir=str(tmp_path/'f'), data=short_data)).reward_funcs[0](**kw)[0]
    nofmt = build_trainer(recipe_config('grpo_tchr', 'tiny', output_dir=str(tmp_path/'n'), data=short_data, tchr_ablation='no_fmt')).reward_funcs[0](**kw)[0]
    assert full == pytest.approx(nofmt + 1.0)                                          # R_fmt weight 1.0 removed

@pytest.mark.parametrize('recipe', ['grpo_mars_generation', 'grpo_mars_grounding'])
def test_mars_recipes_step(tmp_path, recipe, short_data):
    data = short_data if recipe == 'grpo_mars_generation' else 'autosales'
    s = run_recipe(recipe_config(recipe, 'tiny', output_dir=str(tmp_path), data=data, max_steps=1), quiet=True)
    assert s['steps'] == 1
    keys = set().union(*read_jsonl(tmp_path/'metrics.jsonl'))
    name = recipe.removeprefix('grpo_')
    assert f'rewards/{name}/mean' in keys, sorted(keys)

# ---------------------------------------------------------------- resume
class _StopAt:
    "A callback that stops training after step `n` (a run killed right after its checkpoint)."
    def __new__(cls, n):
        from transformers import TrainerCallback
        class Stop(TrainerCallback):
            def on_step_end(self, args, state, control, **kw):
                if state.global_step >= n: control.should_training_stop = True
        return Stop()

@pytest.mark.parametrize('recipe', ['sft', 'grpo_tchr'])
def test_resume_reproduces_the_next_step_loss(tmp_path, recipe, short_data):
    kw = dict(data=short_data, max_steps=3, save_steps=2, learning_rate=1e-3)
    full = run_recipe(recipe_config(recipe, 'tiny', output_dir=str(tmp_path/'full'), **kw), quiet=True)
    want = {r['step']: r['loss'] for r in read_jsonl(tmp_path/'full'/'metrics.jsonl') if 'loss' in r}
    cut = recipe_config(recipe, 'tiny', output_dir=str(tmp_path/'cut'), **kw)
    run_recipe(cut, quiet=True, callbacks=[_StopAt(2)])
    assert (tmp_path/'cut'/'checkpoint-2').is_dir() and not (tmp_path/'cut'/'checkpoint-3').exists()
    s = run_recipe(cut, resume=True, quiet=True)
    assert s['resumed_from'].endswith('checkpoint-2') and s['steps'] == 3
    got = {r['step']: r['loss'] for r in read_jsonl(tmp_path/'cut'/'metrics.jsonl') if 'loss' in r}
    assert got[1] == want[1] and got[2] == want[2]
    assert got[3] == pytest.approx(want[3], rel=1e-5, abs=1e-7), (got, want)      # the next step after the checkpoint

# ---------------------------------------------------------------- data
def test_format_rows_use_real_executions():
    exs = [Example(i, q, 'autosales', sql) for i, (q, sql) in zip('ab', SHORT[:2])] + [Example('bad', 'broken?', 'autosales', 'SELECT nope FROM nowhere')]
    rows = format_rows(exs, 'hermes')
    assert [r['id'] for r in rows] == ['a-hermes', 'b-hermes']                         # the failing gold is skipped
    tool = json.loads(rows[0]['messages'][3]['content'])
    assert tool['columns'] == ['count(*)'] and isinstance(tool['rows'][0][0], int)

def test_spider_split_is_committed_and_disjoint():
    assert not set(SPIDER_DEV_TRAIN_DBS) & set(SPIDER_DEV_TEST_DBS) and len(SPIDER_DEV_TRAIN_DBS) == len(SPIDER_DEV_TEST_DBS) == 10
    d = os.environ.get('TEXTSQL_SPIDER_DIR')
    if not d or not (Path(d)/'dev.json').is_file(): pytest.skip('TEXTSQL_SPIDER_DIR is not set')
    ids = [x['db_id'] for x in json.loads((Path(d)/'dev.json').read_text())]
    assert spider_db_split(ids) == (SPIDER_DEV_TRAIN_DBS, SPIDER_DEV_TEST_DBS)
    tr, te = spider_split('train'), spider_split('test')
    assert len(tr) + len(te) == len(ids) and not {e.db_id for e in tr} & {e.db_id for e in te}
    assert len(load_train_examples('spider-dev:test', limit=5)) == 5

# ---------------------------------------------------------------- multi-turn (agent.env)
def scripted_tag_rollout(cfg):
    "A recipe `rollout_func` factory: agent.adapters' tag rollout with a scripted policy (explore with <sql>, then answer)."
    from textsql_kit.agent.adapters import make_tag_rollout_func
    exs = load_train_examples(cfg.data, cfg.max_examples)
    gold = {e.question: e.gold for e in exs}
    def make(trainer_tok):
        def gen(batch):
            out = []
            for ids in batch:
                text = trainer_tok.decode(ids)
                q = next(q for q in gold if q in text)
                turn = f'<sql>{gold[q]}</sql>' if '<observation>' not in text.split('<|im_start|>assistant')[-1] else f'<solution>{gold[q]}</solution>'
                out.append(trainer_tok.encode(turn, add_special_tokens=False))
            return out
        return gen
    def rollout_func(prompts, trainer):
        return make_tag_rollout_func(exs, cfg.env, generate=make(trainer.processing_class))(prompts, trainer)
    return rollout_func

def test_multi_turn_grpo_step_executes_real_sql(tmp_path, short_data):
    cfg = recipe_config('grpo_mars_generation', 'tiny', output_dir=str(tmp_path), data=short_data, env='mars', reward='env',
                        rollout_func='test_train:scripted_tag_rollout', max_steps=1, max_examples=2)
    tr = build_trainer(cfg)
    from textsql_kit.train.recipes import MetricsCallback
    tr.add_callback(MetricsCallback(tmp_path, quiet=True))
    seen = []
    orig = tr._calculate_rewards
    def spy(inputs, prompts, completions, ids):
        seen.extend(completions); return orig(inputs, prompts, completions, ids)
    tr._calculate_rewards = spy
    tr.train()
    assert tr.state.global_step == 1 and seen
    text = seen[0] if isinstance(seen[0], str) else str(seen[0])
    assert '<observation>' in text and 'count(*)' in text                     # the spliced observation of a real execution
    rec = next(r for r in read_jsonl(tmp_path/'metrics.jsonl') if 'reward' in r)
    assert rec['reward'] == pytest.approx(1.0)                                # MARS reward: valid and correct

def test_lora_switch_trains_adapters_only(tmp_path, short_data):
    tr = build_trainer(recipe_config('sft', 'tiny', output_dir=str(tmp_path), data=short_data, lora=True, lora_r=4, max_steps=1))
    trainable = [n for n, p in tr.model.named_parameters() if p.requires_grad]
    assert trainable and all('lora_' in n for n in trainable)
    tr.train(); assert tr.state.global_step == 1
