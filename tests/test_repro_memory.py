"""`textsql-kit reproduce --launcher slurm` estimates each experiment's training runs against the GPUs the jobs request
before it submits anything (repro.memory_check, train.memory.preflight): a run that fits is printed and submitted, one
that does not refuses the submission in one line naming the experiment and the shortfall, `--ignore-memory` submits
with that line as a warning. A toy experiment whose notebook trains the SQL-ASTRA recipe, and a stand-in `sbatch`
that records each submission (as tests/test_repro_redteam.py uses it)."""
import json, os, sys
import pytest
from textsql_kit import repro
from textsql_kit.repro import Experiment, requested_gpus, reproduce_cli

STUB_SBATCH = """#!{py}
import os, sys
d = os.environ['SBATCH_DIR']; n = len([f for f in os.listdir(d) if f.endswith('.sh')])
open(os.path.join(d, f'job{{n}}.sh'), 'w').write(sys.stdin.read())
print(100 + n)
"""

@pytest.fixture
def toy(tmp_path, monkeypatch):
    "A one-experiment registry ('toy') whose notebook trains grpo_atr with its `grpo` parameter; a stand-in sbatch on the PATH; cwd is tmp_path."
    cells = [{'cell_type': 'code', 'id': 'params', 'metadata': {'tags': ['parameters']}, 'outputs': [], 'execution_count': None,
              'source': "scale = 'smoke'\nout_dir = '.'\nupstream = {}\ngrpo = {}"},
             {'cell_type': 'code', 'id': 'train', 'metadata': {}, 'outputs': [], 'execution_count': None,
              'source': "from textsql_kit.train.recipes import recipe_config\ncfg = recipe_config('grpo_atr', scale, **grpo)"}]
    (tmp_path/'toy.ipynb').write_text(json.dumps({'cells': cells, 'metadata': {'kernelspec': {'name': 'python3', 'display_name': 'python3', 'language': 'python'}},
                                                  'nbformat': 4, 'nbformat_minor': 5}))
    (tmp_path/'params').mkdir(); (tmp_path/'params'/'toy.yaml').write_text('tiny: {}\nsmoke: {}\npaper: {}\n')
    reg = {'toy': Experiment('toy', 'SQL-ASTRA', 'toy table', 'one GRPO run', 'toy.ipynb')}
    monkeypatch.setenv('TEXTSQL_REPRO_DIR', str(tmp_path)); monkeypatch.setattr(repro, 'load_registry', lambda path=None: reg)
    bin_dir = tmp_path/'bin'; bin_dir.mkdir(); (bin_dir/'sbatch').write_text(STUB_SBATCH.format(py=sys.executable)); (bin_dir/'sbatch').chmod(0o755)
    (tmp_path/'jobs').mkdir()
    monkeypatch.setenv('PATH', f"{bin_dir}{os.pathsep}{os.environ['PATH']}"); monkeypatch.setenv('SBATCH_DIR', str(tmp_path/'jobs'))
    monkeypatch.chdir(tmp_path)
    return tmp_path

def _slurm(tmp, *args):
    return reproduce_cli(['--scale', 'paper', '--launcher', 'slurm', '--out', str(tmp/'runs'), '--figures', str(tmp/'figs'), *args])

def _submitted(tmp) -> int: return len(list((tmp/'jobs').glob('*.sh')))

def test_requested_gpus_reads_the_sbatch_arguments():
    assert [requested_gpus(a) for a in ([], ['--partition=gpu'], ['--gres=gpu:8'], ['--gres=gpu:big:2'], ['--gres=gpu'], ['--gpus=4'],
                                        ['--gpus-per-node=fat:8'], ['-G', '2'], ['--gres=shard:2,gpu:4'])] == [None, None, 8, 2, 1, 4, 8, 2, 4]

def test_a_run_that_fits_is_printed_and_submitted(toy, capsys):
    assert _slurm(toy, '--sbatch-arg=--gres=gpu:8') == 0
    out = capsys.readouterr().out
    assert 'memory per GPU before submitting: 8 GPU(s) x 80 GiB, ZeRO-3' in out
    assert 'toy grpo_atr: Qwen/Qwen2.5-7B-Instruct (grpo): ' in out and 'on 8 GPUs x 80 GiB, ZeRO-3: fits (' in out, out
    assert 'submitted layer 0: job array 100 (toy)' in out and _submitted(toy) == 2

def test_a_paper_plan_without_gpus_is_estimated_on_the_paper_node(toy, capsys):
    assert _slurm(toy) == 0
    assert "8 GPU(s) x 80 GiB, ZeRO-3 (--sbatch-arg requests no GPUs: the node the paper recipes are set for)" in capsys.readouterr().out

def test_a_run_that_will_not_fit_refuses_before_submitting(toy, capsys):
    "The same recipe without gradient checkpointing at micro-batch 16: its activations alone exceed a card."
    assert _slurm(toy, '--sbatch-arg=--gres=gpu:8', '--set', 'toy.grpo={gradient_checkpointing: false, per_device_train_batch_size: 16}') == 2
    cap = capsys.readouterr()
    assert 'DOES NOT FIT' in cap.out and 'submitted' not in cap.out and _submitted(toy) == 0
    assert cap.err.count('\n') == 1 and cap.err.startswith('textsql-kit reproduce: toy: memory estimate: Qwen/Qwen2.5-7B-Instruct (grpo) needs ~'), cap.err
    assert 'GiB short (8 GPUs x 80 GiB, ZeRO-3); largest part: activations' in cap.err and '--ignore-memory submits anyway' in cap.err

def test_too_few_gpus_refuse_and_ignore_memory_submits_with_a_warning(toy, capsys):
    assert _slurm(toy, '--sbatch-arg=--gres=gpu:1') == 2                     # a 7B model's 16 bytes per parameter on one card
    err = capsys.readouterr().err
    assert 'toy: memory estimate:' in err and '(1 GPU x 80 GiB, ZeRO-3)' in err and _submitted(toy) == 0
    assert _slurm(toy, '--sbatch-arg=--gres=gpu:1', '--ignore-memory') == 0
    out = capsys.readouterr().out
    assert 'warning: toy: memory estimate:' in out and 'submitted layer 0' in out and _submitted(toy) == 2

def test_smoke_jobs_without_gpus_are_not_estimated(toy, capsys):
    assert reproduce_cli(['--scale', 'smoke', '--launcher', 'slurm', '--out', str(toy/'runs'), '--figures', str(toy/'figs')]) == 0
    out = capsys.readouterr().out
    assert 'memory per GPU' not in out and 'submitted layer 0' in out
