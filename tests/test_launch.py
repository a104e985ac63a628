"""A paper run on several GPUs: `reproduce --launcher slurm --gpus N --nodes M --zero S` writes the job's resources and the launch
command that a notebook's `train()` reads; `train()` under that command trains through `accelerate launch`; LoRA and QLoRA are
switches a `--set` turns on.

SLURM itself is stood in for by three small programs on PATH: `sbatch` (keeps the script it is handed), `srun` (runs its command once
per node with that node's `SLURM_NODEID`) and `scontrol` (names the allocation's hosts). The launch command they run is the kit's
own, and what it hands accelerate is parsed by accelerate's own `launch` parser."""
import json, os, shlex, subprocess, sys
from pathlib import Path
import pytest
from textsql_kit import dryrun, repro
from textsql_kit.train.recipes import LAUNCH_ENV, accelerate_config, launch_command

STUB_SBATCH = """#!{py}
import os, sys
d = os.environ['SBATCH_DIR']; n = len([f for f in os.listdir(d) if f.endswith('.sh')])
open(os.path.join(d, f'job{{n}}.sh'), 'w').write(sys.stdin.read())
print(100 + n)
"""
STUB_SRUN = """#!{py}
import os, subprocess, sys
args = sys.argv[1:]; nodes = int(next(a for a in args if a.startswith('--nodes=')).split('=')[1])
cmd = args[next(i for i, a in enumerate(args) if not a.startswith('--')):]
sys.exit(max(subprocess.run(cmd, env={{**os.environ, 'SLURM_NODEID': str(r)}}).returncode for r in range(nodes)))
"""
STUB_SCONTROL = """#!/bin/sh
printf 'gpu-node-a\\ngpu-node-b\\n'
"""

def _stub(path, text):
    path.write_text(text.format(py=sys.executable)); path.chmod(0o755)

@pytest.fixture
def stub_slurm(tmp_path, monkeypatch):
    "sbatch, srun and scontrol stand-ins first on PATH; the scripts sbatch receives land in the returned folder."
    bin_dir, jobs = tmp_path/'bin', tmp_path/'jobs'; bin_dir.mkdir(); jobs.mkdir()
    _stub(bin_dir/'sbatch', STUB_SBATCH); _stub(bin_dir/'srun', STUB_SRUN); _stub(bin_dir/'scontrol', STUB_SCONTROL)
    monkeypatch.setenv('PATH', f"{bin_dir}{os.pathsep}{os.environ['PATH']}"); monkeypatch.setenv('SBATCH_DIR', str(jobs))
    monkeypatch.chdir(tmp_path)
    return jobs

def _accelerate_args(argv:list):
    "What `accelerate launch` makes of `argv` (the words after `python -m accelerate.commands.launch`)."
    from accelerate.commands.launch import launch_command_parser
    return launch_command_parser().parse_args(argv)

def test_sbatch_script_for_4_gpus_on_2_nodes_starts_accelerate_on_each_node(stub_slurm, tmp_path, capsys):
    rc = dryrun.reproduce_cli(['--scale', 'tiny', '--launcher', 'slurm', '--only', 'astra_figure2', '--out', str(tmp_path/'runs'),
                               '--gpus', '4', '--nodes', '2', '--zero', '2'])
    assert rc == 0, capsys.readouterr()
    layer, agg = (stub_slurm/'job0.sh').read_text(), (stub_slurm/'job1.sh').read_text()
    assert layer.splitlines()[1:4] == ['#SBATCH --nodes=2', '#SBATCH --ntasks-per-node=1', '#SBATCH --gres=gpu:4'], layer
    assert '#SBATCH' not in agg and LAUNCH_ENV not in agg                    # the aggregation job asks for no GPU
    assert subprocess.run(['bash', '-n', str(stub_slurm/'job0.sh')]).returncode == 0
    export = next(l for l in layer.splitlines() if l.startswith(f'export {LAUNCH_ENV}='))
    launch = subprocess.run(['bash', '-c', f'{export}; printf %s "${LAUNCH_ENV}"'], capture_output=True, text=True).stdout
    words = shlex.split(launch)
    assert words[:5] == ['srun', '--nodes=2', '--ntasks-per-node=1', 'bash', '-c'] and shlex.quote(str(accelerate_config('zero2'))) in words[5]
    # run it as train() would, on the stand-in srun, with the Python that accelerate would start replaced by one that prints its argv
    words[5] = words[5].replace(shlex.quote(sys.executable), "printf '%s\\n'", 1)
    r = subprocess.run(words + ['-m', 'textsql_kit.train.recipes', 'grpo', '--resume'], capture_output=True, text=True,
                       env={**os.environ, 'SLURM_JOB_NODELIST': 'gpu-node-[a-b]', 'SLURM_JOB_ID': '4242'})
    assert r.returncode == 0, r.stderr
    per_node = r.stdout.split('-m\naccelerate.commands.launch\n')[1:]
    assert len(per_node) == 2, r.stdout
    for rank, text in enumerate(per_node):
        a = _accelerate_args(text.splitlines())
        assert (a.num_processes, a.num_machines, a.machine_rank, a.main_process_ip, a.main_process_port) == (8, 2, rank, 'gpu-node-a', 20000 + 4242 % 20000)
        assert a.config_file == str(accelerate_config('zero2')) and a.module and a.training_script == 'textsql_kit.train.recipes'
        assert a.training_script_args == ['grpo', '--resume']

def test_one_gpu_asks_for_it_and_launches_nothing(stub_slurm, tmp_path, capsys):
    assert dryrun.reproduce_cli(['--scale', 'tiny', '--launcher', 'slurm', '--only', 'astra_figure2', '--out', str(tmp_path/'runs'), '--gpus', '1']) == 0
    layer = (stub_slurm/'job0.sh').read_text()
    assert '#SBATCH --gres=gpu:1' in layer and LAUNCH_ENV not in layer      # one process: the notebook trains in its own process

def test_single_node_launch_is_accelerate_with_the_packaged_config():
    a = _accelerate_args(shlex.split(launch_command(8, 1, 'zero3'))[3:] + ['-m', 'textsql_kit.train.recipes', 'sft'])
    assert (a.num_processes, a.config_file, a.training_script) == (8, str(accelerate_config('zero3')), 'textsql_kit.train.recipes')

@pytest.mark.parametrize('name', ['zero2', 'zero3'])
def test_deepspeed_configs_start_one_launcher_per_node(name):
    "On several nodes srun starts accelerate on each, so DeepSpeed must not start the other nodes itself (its default, pdsh over ssh)."
    from accelerate.commands.config.config_args import load_config_from_file
    c = load_config_from_file(str(accelerate_config(name)))
    assert c.distributed_type == 'DEEPSPEED' and c.deepspeed_config['deepspeed_multinode_launcher'] == 'standard'
    assert dryrun.deepspeed_problems(c.deepspeed_config) == []             # what the dry run checks: a key accelerate knows

@pytest.mark.parametrize('argv, needle', [
    (['--launcher', 'slurm', '--nodes', '2'], '--nodes 2 needs --gpus'),
    (['--launcher', 'slurm', '--gpus', '2', '--zero', '1'], '--zero 1: no packaged accelerate config for ZeRO-1'),
    (['--launcher', 'slurm', '--gpus', '1', '--zero', '3'], '--zero 3 shards training across processes'),
    (['--nodes', '2', '--gpus', '2'], '--nodes 2 needs --launcher slurm'),
])
def test_bad_launch_values_are_one_line_naming_the_flag(stub_slurm, tmp_path, capsys, argv, needle):
    rc = dryrun.reproduce_cli(['--scale', 'tiny', '--only', 'astra_figure2', '--out', str(tmp_path/'runs'), *argv])
    err = capsys.readouterr().err.strip().splitlines()
    assert rc == 2 and len(err) == 1 and needle in err[0], err
    assert not list(stub_slurm.iterdir())                                   # refused before anything was submitted

@pytest.mark.parametrize('argv, needle', [(['--gpus', '0'], 'argument --gpus: must be at least 1, got 0'),
                                          (['--nodes', 'two'], 'argument --nodes: invalid int value'),
                                          (['--zero', '4'], 'argument --zero: expected none, 2 or 3')])
def test_bad_flag_values_are_argparse_errors_naming_the_flag(capsys, argv, needle):
    with pytest.raises(SystemExit) as e: dryrun.reproduce_cli(argv)
    assert e.value.code == 2 and needle in capsys.readouterr().err.strip().splitlines()[-1]

def test_help_explains_the_gpu_flags(capsys):
    with pytest.raises(SystemExit): dryrun.reproduce_cli(['--help'])
    out = ' '.join(capsys.readouterr().out.split())
    assert '--gpus N' in out and '#SBATCH --gres=gpu:N' in out and 'srun starts accelerate launch on each' in out and "2 (BAR-SQL's SFT)" in out

def test_the_dry_run_estimates_memory_over_gpus_times_nodes(tmp_path, capsys):
    "The dry run reads the same flags: its memory estimate assumes --gpus x --nodes GPUs under --zero."
    rc = dryrun.reproduce_cli(['--dry-run', '--scale', 'tiny', '--only', 'astra_figure2', '--out', str(tmp_path/'dry'), '--gpus', '2', '--nodes', '2', '--zero', '3'])
    assert rc == 0, capsys.readouterr()
    assert json.loads((tmp_path/'dry'/'dry_run.json').read_text())['memory_assumes'] == {'gpus': 4, 'gpu_gib': 80.0, 'zero': 3}

def test_train_runs_two_processes_through_accelerate_launch(tmp_path, monkeypatch, kit_cache):
    "train() of the tiny SFT recipe under the launch command of 2 CPU processes: the first process's summary comes back; the rows go along."
    from textsql_kit.experiments import train
    from textsql_kit.train.recipes import recipe_config, sft_dataset_rows
    monkeypatch.setenv(LAUNCH_ENV, launch_command(2, 1, 'cpu_ddp2'))
    monkeypatch.setenv('OMP_NUM_THREADS', '1')
    cfg = recipe_config('sft', 'tiny', output_dir=str(tmp_path/'run'), max_steps=1, save_steps=1)
    rows = sft_dataset_rows(cfg)[:8]
    s = train(cfg, lambda c: rows)
    assert (s['steps'], s['num_processes'], s['process_index']) == (1, 2, 0), s
    run = tmp_path/'run'
    assert (run/'summary.json').is_file() and (run/'final').is_dir() and (run/'checkpoint-1').is_dir()
    assert len((run/'launch_rows.jsonl').read_text().splitlines()) == len(rows) > 0
    assert train(cfg) == s                                                   # finished: read back, not launched again

def test_set_turns_lora_on_and_the_trainer_holds_a_peft_model(tmp_path, kit_cache):
    from peft import PeftModel
    from textsql_kit.train.recipes import build_trainer, recipe_config
    over = repro.papermill_params(repro.load_registry()['barsql_table1'], 'tiny', tmp_path/'runs',
                                  overrides=repro.param_overrides(['barsql_table1.sft={lora: true, lora_r: 4}'])['barsql_table1'])['sft']
    tr = build_trainer(recipe_config('sft', 'tiny', output_dir=str(tmp_path/'run'), max_steps=1, **over))
    assert isinstance(tr.model, PeftModel)
    trainable = [n for n, p in tr.model.named_parameters() if p.requires_grad]
    assert trainable and all('lora_' in n for n in trainable)

def test_qlora_without_cuda_or_bitsandbytes_is_one_line(tmp_path, capsys, kit_cache):
    import importlib.util, torch
    from textsql_kit.train.recipes import train_cli
    if torch.cuda.is_available() and importlib.util.find_spec('bitsandbytes'): pytest.skip('this machine can load 4-bit weights')
    (tmp_path/'q.yaml').write_text('qlora: true\n')
    assert train_cli(['sft', '--config', str(tmp_path/'q.yaml'), '--out', str(tmp_path/'run')]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and 'qlora: true' in err[0] and 'missing here' in err[0], err
    assert ('CUDA GPU' in err[0]) == (not torch.cuda.is_available()) and ('bitsandbytes package' in err[0]) == (importlib.util.find_spec('bitsandbytes') is None)
    assert not (tmp_path/'run'/'final').exists()

@pytest.mark.gpu
def test_qlora_loads_4bit_weights_under_lora_adapters(tmp_path, kit_cache):
    pytest.importorskip('bitsandbytes')
    from peft import PeftModel
    from textsql_kit.train.recipes import build_trainer, recipe_config
    tr = build_trainer(recipe_config('sft', 'tiny', output_dir=str(tmp_path/'run'), max_steps=1, qlora=True, bf16=True))
    assert isinstance(tr.model, PeftModel) and tr.model.get_base_model().is_loaded_in_4bit
