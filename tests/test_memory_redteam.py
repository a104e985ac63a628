"""The memory estimate (train.memory) on hostile model folders, and what it covers.

A model folder is input the kit did not write: every config value and safetensors header is checked before any
arithmetic, and a bad one is a one-line ConfigError naming the file, never a traceback or a negative size, through
`memory_estimate`, the dry run's records (`reproduce --dry-run`) and the launcher's check (`reproduce --launcher slurm`).
The estimate covers every model an experiment trains (mtir_table5's `models` list), counts the loss's logits
temporaries, and takes a GRPO prompt's length from the run's own data."""
import json, math, os, struct, subprocess, sys
from pathlib import Path
import pytest
from textsql_kit.core import ConfigError
from textsql_kit.train import memory as M
from textsql_kit.train.memory import ARCH, GIB, LOGIT_COPIES, arch_from_folder, memory_estimate, model_arch
from textsql_kit.train.recipes import recipe_config

ROOT = Path(__file__).resolve().parents[1]
OK = {'model_type': 'qwen3', 'num_hidden_layers': 2, 'hidden_size': 64, 'intermediate_size': 128, 'num_attention_heads': 4,
      'num_key_value_heads': 2, 'vocab_size': 300, 'max_position_embeddings': 512}

def _st(fields:dict|None=None, raw:bytes|None=None) -> bytes:
    "A safetensors header (with no data) of `fields`, or `raw` as is."
    h = json.dumps(fields).encode() if fields is not None else b''
    return raw if raw is not None else struct.pack('<Q', len(h)) + h

BAD = {   # name: (config.json text, {file: bytes}, what the one line says)
    'zero_heads':   (json.dumps({**OK, 'num_attention_heads': 0}), {}, 'heads must be a positive int'),
    'string_size':  (json.dumps({**OK, 'hidden_size': '64'}), {}, "hidden must be a positive int below 2**40, got '64'"),
    'huge_size':    (json.dumps(OK).replace('"hidden_size": 64', '"hidden_size": 1' + '0' * 400), {}, 'hidden must be a positive int below 2**40'),
    'list_config':  (json.dumps([OK]), {}, 'the config is a list, not a mapping of fields'),
    'invalid_json': ('{"model_type": ', {}, 'config.json: not a readable JSON config'),
    'list_type':    (json.dumps({**OK, 'model_type': ['qwen3']}), {}, "model_type \"['qwen3']\" is not a decoder"),
    'header_2_62':  (json.dumps(OK), {'model.safetensors': struct.pack('<Q', 2 ** 62) + b'{}'}, 'header length 4611686018427387904 in a file of 10 bytes'),
    'short_file':   (json.dumps(OK), {'model.safetensors': b'\x01\x02'}, 'header length None in a file of 2 bytes'),
    'negative':     (json.dumps(OK), {'model.safetensors': _st({'w': {'dtype': 'F32', 'shape': [-300, 64], 'data_offsets': [0, 0]}})},
                     "tensor 'w' has shape [-300, 64]: expected a list of non-negative ints"),
    'float_shape':  (json.dumps(OK), {'model.safetensors': _st({'w': {'dtype': 'F32', 'shape': [1.5], 'data_offsets': [0, 0]}})}, "has shape [1.5]"),
    'header_list':  (json.dumps(OK), {'model.safetensors': _st([1, 2])}, 'safetensors header is a list, not a mapping of tensors'),
    'escaping_index': (json.dumps(OK), {'model.safetensors.index.json': json.dumps({'weight_map': {'w': '../../outside.safetensors'}}).encode()},
                       'its weight_map must name .safetensors files inside the folder'),
}

def _folder(tmp_path, name) -> Path:
    text, files, _ = BAD[name]
    d = tmp_path/name; d.mkdir()
    (d/'config.json').write_text(text)
    for f, b in files.items(): (d/f).write_bytes(b)
    return d

@pytest.mark.parametrize('name', list(BAD))
def test_a_bad_model_folder_is_one_config_error_naming_it(tmp_path, name):
    d = _folder(tmp_path, name)
    for call in (lambda: arch_from_folder(d), lambda: model_arch(str(d)),
                 lambda: memory_estimate(recipe_config('grpo_filter', 'paper', model=str(d)), 8, 80, 3)):
        with pytest.raises(ConfigError) as e: call()
        msg = str(e.value)
        assert BAD[name][2] in msg and str(d) in msg and '\n' not in msg, msg

def test_a_good_folder_still_counts(tmp_path):
    d = tmp_path/'ok'; d.mkdir(); (d/'config.json').write_text(json.dumps(OK))
    (d/'model.safetensors').write_bytes(_st({'__metadata__': {'format': 'pt'}, 'w': {'dtype': 'F32', 'shape': [300, 64], 'data_offsets': [0, 0]}}))
    a = arch_from_folder(d)
    assert (a['params'], a['head_dim'], a['kv_heads']) == (300 * 64, 16, 2)
    e = memory_estimate(recipe_config('sft', 'paper', model=str(d), max_length=512))
    assert all(v >= 0 for v in e.parts.values()) and e.fits

@pytest.mark.parametrize('name', ['zero_heads', 'negative', 'invalid_json'])
def test_the_dry_run_records_name_a_bad_start_model_folder(tmp_path, name):
    "`reproduce --dry-run --scale paper --only mtir_table1 --set mtir_table1.start_model=<folder>`: the record says why, nothing raises."
    from textsql_kit.dryrun import resolve_experiment
    from textsql_kit.repro import load_registry
    d = _folder(tmp_path, name)
    reg = load_registry()
    rec = resolve_experiment(reg['mtir_table1'], reg, 'paper', out=tmp_path/'dry', overrides={'start_model': str(d)})
    line = rec['memory']['recipes']['grpo_filter']['line']
    assert line.startswith('not estimated: ') and BAD[name][2] in line, line
    assert {'kind': 'model', 'name': str(d), 'why': line[len('not estimated: '):]} in rec['problems']

STUB_SBATCH = """#!{py}
import os, sys
d = os.environ['SBATCH_DIR']; n = len([f for f in os.listdir(d) if f.endswith('.sh')])
open(os.path.join(d, f'job{{n}}.sh'), 'w').write(sys.stdin.read())
print(100 + n)
"""

def _slurm(tmp_path, *args):
    "`textsql-kit reproduce --launcher slurm --scale paper ...` in a subprocess, with a stand-in sbatch that records each submission."
    bin_dir, jobs = tmp_path/'bin', tmp_path/'jobs'; bin_dir.mkdir(); jobs.mkdir()
    (bin_dir/'sbatch').write_text(STUB_SBATCH.format(py=sys.executable)); (bin_dir/'sbatch').chmod(0o755)
    env = {**os.environ, 'PATH': f"{bin_dir}{os.pathsep}{os.environ['PATH']}", 'SBATCH_DIR': str(jobs), 'PYTHONPATH': str(ROOT),
           'TEXTSQL_CACHE': str(tmp_path/'cache')}
    code = 'import sys; from textsql_kit.repro import reproduce_cli; sys.exit(reproduce_cli())'
    return subprocess.run([sys.executable, '-c', code, '--scale', 'paper', '--launcher', 'slurm', '--out', str(tmp_path/'runs'),
                           '--figures', str(tmp_path/'figs'), *args], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=300)

def test_the_launcher_names_a_bad_start_model_folder_in_one_line(tmp_path):
    d = _folder(tmp_path, 'zero_heads')
    r = _slurm(tmp_path, '--only', 'mtir_table1', '--set', f'mtir_table1.start_model={d}', '--sbatch-arg=--gres=gpu:8')
    assert 'Traceback' not in r.stderr + r.stdout, r.stderr[-3000:]
    line = next((l for l in r.stdout.splitlines() if l.startswith('mtir_table1: not estimated: ')), '')
    assert str(d) in line and 'heads must be a positive int below 2**40, got 0' in line, r.stdout[-3000:]

# --- what the estimate covers ------------------------------------------------------------------------------------------

def test_every_model_of_mtir_table5_is_estimated_and_the_14b_run_is_refused(tmp_path):
    "The paper's Qwen3-4B, 8B and 14B are each trained by GRPO-Filter: all three are estimated, and the 14B one does not fit 8 x 80 GiB."
    from textsql_kit.repro import experiment_runs, load_registry
    runs = experiment_runs(load_registry()['mtir_table5'], 'paper')
    grpo = {c.model for label, c in runs if c.recipe == 'grpo'}
    assert grpo == {'Qwen/Qwen3-4B', 'Qwen/Qwen3-8B', 'Qwen/Qwen3-14B'}, [l for l, _ in runs]
    assert len({label for label, _ in runs}) == len(runs)
    r = _slurm(tmp_path, '--only', 'mtir_table5', '--sbatch-arg=--gres=gpu:8')
    assert r.returncode == 2 and not list((tmp_path/'jobs').glob('*.sh')), r.stdout[-3000:] + r.stderr[-2000:]
    assert 'mtir_table5 grpo_filter Qwen/Qwen3-14B: Qwen/Qwen3-14B (grpo): ' in r.stdout and 'DOES NOT FIT' in r.stdout, r.stdout[-3000:]
    assert r.stderr.count('\n') == 1 and 'Qwen/Qwen3-14B (grpo) needs ~' in r.stderr, r.stderr

def test_the_logits_are_counted_three_times_in_float32():
    "The logits, the loss's working copy (log-softmax / temperature-scaled) and their gradient: b·T·V·4 bytes each."
    a, c = ARCH['Qwen3-14B'], recipe_config('grpo_filter', 'paper', model='Qwen/Qwen3-14B')
    with_logits = M.activation_bytes(a, c, 10_000, c.max_completion_length)
    without = M.activation_bytes(a, c, 10_000, 0)
    assert LOGIT_COPIES == 3 and with_logits - without == 3 * 4 * c.per_device_train_batch_size * c.max_completion_length * a['vocab']

def test_the_prompt_length_comes_from_the_data():
    "Measured on the run's own prompts where its data loads; else the schema budget's bound (12,000 characters), not 1,024 tokens."
    tiny = recipe_config('grpo_filter', 'tiny', data='autosales')
    tok, how = M.data_prompt_tokens(tiny)
    chars, n = M._longest_prompt(tiny)
    assert how == f'the longest of {n:,} prompts of autosales ({chars:,} characters)' and tok == math.ceil((chars + M.TEMPLATE_CHARS) / M.CHARS_PER_TOKEN)
    bird = recipe_config('grpo_filter', 'paper', data='bird:$TEXTSQL_NO_SUCH_DIR/train/train.json')
    tok, how = M.data_prompt_tokens(bird)
    assert tok == math.ceil((12_000 + M.PROMPT_TEXT_CHARS) / M.CHARS_PER_TOKEN) > 1024 and 'schema budget' in how
    e = memory_estimate(bird, 8, 80, 3)
    assert f'prompt: {tok:,} tokens, bounded by its schema budget' in ' '.join(e.notes)
    assert memory_estimate(bird, 8, 80, 3, prompt_tokens=1024).activations < e.activations

@pytest.mark.skipif(not os.environ.get('TEXTSQL_SPIDER_TRAIN_DIR'), reason='TEXTSQL_SPIDER_TRAIN_DIR is not set')
def test_spider_train_prompts_are_measured_and_longer_than_1024_tokens():
    c = recipe_config('grpo_filter', 'paper', data='spider-train')
    tok, how = M.data_prompt_tokens(c)
    assert how.startswith('the longest of ') and 'prompts of spider-train' in how and tok > 1024, (tok, how)
