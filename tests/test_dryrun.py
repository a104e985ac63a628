"""`textsql-kit reproduce --scale paper --dry-run` as a user runs it (the console script in a subprocess, a real `accelerate launch`
of 2 CPU processes): every runnable experiment resolved into resolved.json with the papers' values, one optimizer step of every
distinct recipe, the GPU-only settings parsed and reported as needing a GPU, and missing data named in the records without failing
the run (it runs with TEXTSQL_SPIDER_DIR unset)."""
import json, os, shutil, subprocess, sys, time
from pathlib import Path
import pytest
from textsql_kit.repro import load_registry
from textsql_kit.train.paper_setup import paper_value
from textsql_kit.train.recipes import RECIPES

ROOT = Path(__file__).resolve().parents[1]
EXE = shutil.which('textsql-kit', path=str(Path(sys.executable).parent)) or 'textsql-kit'
READY = [e.name for e in load_registry().values() if e.ready]

def _dry_run(out:Path, *args, unset=(), timeout=900):
    env = {k: v for k, v in os.environ.items() if k not in unset}
    env.update(PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT), os.environ.get('PYTHONPATH')])), TEXTSQL_CACHE=str(out.parent/'cache'),
               HF_HUB_OFFLINE='1', TRANSFORMERS_OFFLINE='1', TOKENIZERS_PARALLELISM='false', OMP_NUM_THREADS='1')
    t0 = time.perf_counter()
    r = subprocess.run([EXE, 'reproduce', '--scale', 'paper', '--dry-run', '--out', str(out), *args], cwd=ROOT, env=env,
                       capture_output=True, text=True, timeout=timeout)
    return r, time.perf_counter() - t0

@pytest.fixture(scope='module')
def dry(tmp_path_factory):
    "One full dry run with TEXTSQL_SPIDER_DIR unset: (out folder, completed process, seconds)."
    out = tmp_path_factory.mktemp('dry')/'out'
    r, secs = _dry_run(out, unset=('TEXTSQL_SPIDER_DIR',))
    print(f'dry run: {secs:.0f} s\n{r.stdout[-4000:]}')
    return out, r, secs

def _resolved(out, name): return json.loads((out/name/'resolved.json').read_text())

@pytest.mark.slow
def test_the_dry_run_succeeds_with_missing_data(dry):
    out, r, _ = dry
    assert r.returncode == 0, (r.stdout[-3000:], r.stderr[-3000:])
    assert 'dry run ok' in r.stdout and 'TEXTSQL_SPIDER_DIR' in r.stdout

@pytest.mark.slow
def test_every_runnable_experiment_is_resolved(dry):
    out, _, _ = dry
    for name in READY:
        rec = _resolved(out, name)
        assert (rec['experiment'], rec['scale'], rec['params']['scale'], rec['errors']) == (name, 'paper', 'paper', []), name
        assert {'params', 'recipes', 'model', 'lineage', 'data', 'problems'} <= set(rec), name

@pytest.mark.slow
def test_the_records_carry_the_papers_values(dry):
    out, _, _ = dry
    atr = _resolved(out, 'astra_table1')['recipes']['grpo_atr']['config']
    assert atr['num_train_epochs'] == paper_value('astra_table1', 'grpo.num_train_epochs') == 5            # SQL-ASTRA App. C Table 2
    assert (atr['num_generations'], atr['top_p']) == (paper_value('astra_table1', 'grpo.num_generations'), paper_value('astra_table1', 'grpo.top_p'))
    mars = _resolved(out, 'mars_table2')['params']
    assert mars['sampling']['temperature'] == paper_value('mars_table2', 'best_of_n.temperature') == 0.8    # MARS-SQL App. G Table 11
    assert mars['sampling']['top_p'] == paper_value('mars_table2', 'best_of_n.top_p') == 0.7
    sft = _resolved(out, 'barsql_table1')['recipes']['sft']['config']
    assert (sft['num_train_epochs'], sft['learning_rate']) == (paper_value('barsql_table1', 'sft.num_train_epochs'), paper_value('barsql_table1', 'sft.learning_rate'))
    gf = _resolved(out, 'mtir_table1')
    assert gf['recipes']['grpo_filter']['config']['model'] == 'Qwen/Qwen3-4B'                          # its params file's paper section
    assert gf['recipes']['grpo_filter']['config']['temperature'] == paper_value('mtir_table1', 'grpo_filter.temperature')
    assert _resolved(out, 'astra_table1')['lineage']['kit_start'] == ['base']                              # Qwen2.5-7B-Instruct, no cold start
    assert _resolved(out, 'astra_table1')['lineage']['upstream'] == []                                  # depends_at: {paper: []}
    assert _resolved(out, 'astra_format6k')['recipes']['sft_format']['config']['model'] == 'seeklhy/OmniSQL-7B'   # Format-6k on OmniSQL-7B

@pytest.mark.slow
def test_every_distinct_recipe_takes_one_step_in_two_processes(dry):
    out, _, _ = dry
    s = json.loads((out/'dry_run.json').read_text())
    used = {r for n in READY for r in _resolved(out, n)['recipes']}
    assert set(s['recipes']) == used == set(RECIPES)
    for r, o in s['recipes'].items():
        assert (o['status'], o['steps'], o['num_processes']) == ('ran', 1, 2), (r, o)
    assert s['recipes']['grpo_atr']['family'] == 'qwen2' and s['recipes']['grpo_filter']['family'] == 'qwen3'

@pytest.mark.slow
def test_gpu_only_settings_are_parsed_not_run(dry):
    out, _, _ = dry
    g = {x['what']: x for x in json.loads((out/'dry_run.json').read_text())['gpu_only']}
    for name in ('accelerate zero2.yaml', 'accelerate zero3.yaml', 'accelerate ddp.yaml', 'vllm grpo_atr', 'vllm grpo_filter', 'vllm grpo_tchr'):
        assert g[name]['status'] == 'not run: needs GPU', g[name]
    assert 'ZeRO-3' in g['accelerate zero3.yaml']['detail'] and 'vllm_mode=colocate' in g['vllm grpo_atr']['detail']
    assert g['accelerate cpu_ddp2.yaml']['status'] == 'ran'

@pytest.mark.slow
def test_missing_data_and_models_are_named(dry):
    out, _, _ = dry
    named = lambda name: {p['name'] for p in _resolved(out, name)['problems']}
    for name in ('mtir_table1', 'astra_csmr_examples', 'real_model'):
        assert 'TEXTSQL_SPIDER_DIR' in named(name), name
    if not os.environ.get('TEXTSQL_BIRD_DIR'):
        assert any('TEXTSQL_BIRD_DIR' in p['why'] for p in _resolved(out, 'astra_table1')['problems'])
    # grpo_tchr/paper.yaml starts from runs/paper/sft/final, which barsql_table1's own SFT run writes first: not missing
    assert 'runs/paper/sft/final' not in named('barsql_table1')
    assert not [m for m in named('real_model') if m.endswith('/sft/final')]   # real_model's GRPO stages start from its own SFT

def test_the_lineage_of_a_record_is_the_scales(tmp_path):
    "The dry run's plan and lineage read the registry at the run's scale: at paper no shared cold start, at smoke the tiny stand-in's."
    from textsql_kit.dryrun import lineage, recipe_overrides
    reg = load_registry()
    paper, smoke = lineage(reg['mtir_table2'], reg, 'paper'), lineage(reg['mtir_table2'], reg, 'smoke')
    assert (paper['depends'], paper['upstream'], paper['kit_start']) == ([], [], ['base'])
    assert (smoke['depends'], smoke['upstream']) == (['astra_format6k', 'barsql_table1'], ['barsql_datacard', 'barsql_table1', 'astra_format6k'])
    assert recipe_overrides('grpo_filter', 'grpo', {'start_model': 'Qwen/Qwen3-4B', 'grpo': {}})['model'] == 'Qwen/Qwen3-4B'

def test_the_spider_folder_is_no_problem_when_set(tmp_path):
    if not os.environ.get('TEXTSQL_SPIDER_DIR'): pytest.skip('TEXTSQL_SPIDER_DIR is not set')
    r, _ = _dry_run(tmp_path/'out', '--only', 'astra_csmr_examples', timeout=300)   # no recipe: nothing is launched
    assert r.returncode == 0, r.stderr[-2000:]
    assert 'TEXTSQL_SPIDER_DIR' not in {p['name'] for p in _resolved(tmp_path/'out', 'astra_csmr_examples')['problems']}

@pytest.mark.slow
def test_every_record_carries_a_memory_estimate_and_every_paper_recipe_fits(dry):
    """Each recipe of each record is estimated for the node the paper files are set for (the default: 8 x 80 GiB, ZeRO-3) and fits;
    a run that does not fit would be a named problem, not an error (tests/test_memory.py and the memory chapter show one)."""
    out, r, _ = dry
    for name in READY:
        rec = _resolved(out, name)
        assert rec['memory']['assumes'] == {'gpus': 8, 'gpu_gib': 80.0, 'zero': 3}, name
        assert set(rec['memory']['recipes']) == set(rec['recipes']), name
        for recipe, m in rec['memory']['recipes'].items():
            assert m['line'].startswith('not estimated') or (m['fits'] and 'GiB per GPU' in m['line']), (name, recipe, m)
        assert not [p for p in rec['problems'] if p['kind'] == 'memory'], name
    atr = _resolved(out, 'astra_table1')['memory']['recipes']['grpo_atr']
    assert atr['fits'] is True and '8 GPUs x 80 GiB, ZeRO-3' in atr['line']                     # Qwen2.5-7B, GRPO, full fine-tuning
    assert 'estimated not to fit' not in r.stdout and r.returncode == 0
