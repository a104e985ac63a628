"""Data specs (train.data.parse_spec / load_train_examples): the paper-scale files name real benchmark layouts, a spec's
variables and '+' joins parse as written, and a BIRD-format release trains and scores through the kit's own paths.

Every paper-scale spec is checked here, on a CPU, so that a GPU-node run fails on a typo before it allocates a GPU.
"""
import json, os, shutil
from pathlib import Path
import pytest, yaml
from hypothesis import given, settings, strategies as st

from textsql_kit.core import resolve_db
from textsql_kit.repro import load_registry, load_params
from textsql_kit.train.data import expand_spec, parse_spec, load_train_examples, benchmark_db_folder, DATA_SOURCES
from textsql_kit.train.recipes import RECIPES, scale_file
from textsql_kit.train.smoke import heldout_sql

SPEC_PARAMS = ('train_data', 'heldout_data', 'bird_data')

@pytest.fixture(scope='module', autouse=True)
def private_cache(module_kit_cache):
    "Tiny models are built once per module in a private cache (conftest.module_kit_cache)."

def paper_specs() -> dict:
    "where -> data spec, for every recipe's paper.yaml and every repro notebook's paper-scale data parameters."
    out = {f'{r}/paper.yaml': yaml.safe_load(scale_file(r, 'paper').read_text()).get('data') for r in RECIPES}
    for name, exp in load_registry().items():
        for k, v in load_params(exp, 'paper').items():
            if k in SPEC_PARAMS: out[f'{name}.{k}'] = v
    return {k: v for k, v in out.items() if v}

def test_every_paper_spec_parses(monkeypatch):
    specs = paper_specs()
    assert {'grpo_filter/paper.yaml', 'mtir_table2.heldout_data', 'mars_table2.train_data'} <= set(specs)
    monkeypatch.setenv('TEXTSQL_BIRD_DIR', '/data/bird'); monkeypatch.setenv('TEXTSQL_SPIDER_DIR', '/data/spider')
    monkeypatch.setenv('TEXTSQL_SPIDER_TRAIN_DIR', '/data/spider-train')   # the paper specs read Spider train from its own folder
    kinds = {where: [k for k, _ in parse_spec(s)] for where, s in specs.items()}
    assert kinds['grpo_filter/paper.yaml'] == ['spider', 'bird'] and kinds['mtir_table2.heldout_data'] == ['bird']
    assert all(a.startswith('/data/') for s in specs.values() if '$' in s for _, a in parse_spec(s))

def test_unset_variable_is_named(monkeypatch):
    monkeypatch.delenv('TEXTSQL_BIRD_DIR', raising=False)
    with pytest.raises(ValueError, match='TEXTSQL_BIRD_DIR'): load_train_examples(paper_specs()['mtir_table2.heldout_data'])
    with pytest.raises(ValueError, match='set heldout_data'): heldout_sql('synth:runs/paper/synth')

NAME = st.text('abcdefghij_', min_size=1, max_size=8)
PATH = st.text('abcdefghij_/.-', min_size=1, max_size=20).filter(lambda p: '$' not in p)

@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(['spider', 'bird', 'synth', 'jsonl']), PATH), min_size=1, max_size=4), NAME)
def test_joined_specs_parse_part_by_part(parts, var):
    "A '+'-joined spec parses into its parts in order; a variable in any part is replaced by its value."
    os.environ[f'TEXTSQL_P_{var}'] = '/v'
    def one(kind, p):
        if kind in ('spider', 'bird'): return f'{kind}:$TEXTSQL_P_{var}/{p}.json', (kind, f'/v/{p}.json')
        if kind == 'synth': return f'synth:{p}', ('synth', p)
        return f'{p}.jsonl', ('jsonl', f'{p}.jsonl')
    written = [one(k, p) for k, p in parts if '+' not in p and p.strip() == p]
    if not written: return
    assert parse_spec('+'.join(s for s, _ in written)) == [w for _, w in written]

@settings(max_examples=60, deadline=None)
@given(st.text(max_size=30))
def test_any_text_parses_or_says_why(text):
    "No spec crashes the parser: it parses, or a ValueError names the spec or the unset variable."
    try: parse_spec(text)
    except ValueError as e: assert 'data source' in str(e) or 'empty part' in str(e) or 'environment variable' in str(e)

@pytest.fixture
def bird_release(tmp_path, monkeypatch):
    "A BIRD-layout release on real data: train/ and dev/ with their *_databases folders, warehouse questions, $TEXTSQL_BIRD_DIR set."
    qs = load_train_examples('autosales')
    for split, xs in (('train', qs[:6]), ('dev', qs[6:9])):
        db = tmp_path/split/f'{split}_databases'/f'autosales_{split}'; db.mkdir(parents=True)
        shutil.copy(resolve_db('autosales'), db/f'autosales_{split}.sqlite')
        (tmp_path/split/f'{split}.json').write_text(json.dumps([{'question_id': i, 'db_id': f'autosales_{split}', 'question': e.question,
                                                                 'evidence': '', 'SQL': e.gold, 'difficulty': 'simple'} for i, e in enumerate(xs)]))
    monkeypatch.setenv('TEXTSQL_BIRD_DIR', str(tmp_path))
    return tmp_path

def test_bird_release_loads_by_paper_spec(bird_release):
    specs = paper_specs()
    train, dev = load_train_examples(specs['mars_table2.train_data']), heldout_sql('synth:x', 0, specs['mars_table2.heldout_data'])
    assert (len(train), len(dev)) == (6, 3) and {e.db_id for e in train} == {'autosales_train'} and {e.db_id for e in dev} == {'autosales_dev'}
    assert benchmark_db_folder(bird_release/'train'/'train.json', 'bird').name == 'train_databases'
    assert all(e.source == 'bird' for e in train + dev)

def test_bird_spec_trains_a_grpo_recipe(bird_release, tmp_path):
    "A GRPO recipe reads its prompts from a BIRD-format file named by a spec with a variable, and its rewards execute there."
    from textsql_kit.train.recipes import recipe_config, run_recipe
    cfg = recipe_config('grpo_tchr', 'tiny', data='bird:$TEXTSQL_BIRD_DIR/train/train.json', output_dir=str(tmp_path/'run'), max_steps=1,
                        evaluate=False)
    s = run_recipe(cfg, quiet=True)
    assert s['steps'] == 1 and (tmp_path/'run'/'final'/'config.json').is_file()

def test_table1_scores_bird_dev_named_by_a_spec(tiny_run, bird_release, tmp_path):
    "MTIR-SQL Table 1's BIRD column: the notebook scores the models on a BIRD-format dev file named with $TEXTSQL_BIRD_DIR."
    from textsql_kit.repro import run_experiment
    tmp, runs, _ = tiny_run
    reg = load_registry()
    r = run_experiment(reg['mtir_table1'], 'tiny', tmp_path/'runs', upstream={'astra_format6k': tmp/'runs'/'astra_format6k'/'tiny'},
                       overrides={'bird_data': 'bird:$TEXTSQL_BIRD_DIR/dev/dev.json'}, timeout_s=600)
    assert r.status == 'done', r.error
    res = json.loads((tmp_path/'runs'/'mtir_table1'/'tiny'/'results.json').read_text())
    bird = [row for row in res['tables']['vs_paper'] if row['column'] == 'BIRD Dev EX']
    assert bird[0]['model'] == 'start' and 0 <= bird[0]['ours'] <= 100 and 'BIRD dev, 2 questions' in bird[0]['note']
    assert bird[0]['diff'] == pytest.approx(bird[0]['ours'] - 48.1)
    assert (tmp_path/'runs'/'mtir_table1'/'tiny'/'rollout_start_bird.jsonl').is_file()

def test_paper_recipes_are_the_papers_multi_turn_setups():
    "Each paper-scale recipe loads, and the three multi-turn methods train in their own environments at paper scale."
    from textsql_kit.train.recipes import recipe_config
    cfgs = {r: recipe_config(r, 'paper') for r in RECIPES}
    assert {r: cfgs[r].env for r in ('grpo_filter', 'grpo_atr', 'grpo_mars_generation')} == {'grpo_filter': 'mtir', 'grpo_atr': 'astra', 'grpo_mars_generation': 'mars'}
    assert cfgs['grpo_filter'].beta == 0.0 and cfgs['grpo_mars_generation'].temperature == 0.6 and cfgs['grpo_filter'].model == 'Qwen/Qwen3-4B'
    assert not cfgs['grpo_mars_generation'].trainer_args.get('use_vllm')     # its tag rollout_func generates with transformers

def test_paper_recipes_filter_their_golds_as_the_papers_did(bird_release):
    "MTIR-SQL drops golds with empty results, SQL-ASTRA golds that fail; on a BIRD-layout release with one of each."
    from textsql_kit.train.recipes import recipe_config, train_examples
    f = bird_release/'train'/'train.json'
    items = json.loads(f.read_text())
    items += [dict(items[0], question_id=90, SQL='SELECT 1 FROM dim_ai_dc_area_df WHERE 1 = 0'), dict(items[0], question_id=91, SQL='SELECT nope')]
    f.write_text(json.dumps(items))
    mtir, astra = recipe_config('grpo_filter', 'paper'), recipe_config('grpo_atr', 'paper')
    assert (mtir.gold_filter, astra.gold_filter) == ('nonempty', 'executes')
    spec = 'bird:$TEXTSQL_BIRD_DIR/train/train.json'
    kept = {f: len(train_examples(recipe_config('grpo_filter', 'tiny', data=spec, gold_filter=f))) for f in (None, 'executes', 'nonempty')}
    assert kept == {None: 8, 'executes': 7, 'nonempty': 6}
