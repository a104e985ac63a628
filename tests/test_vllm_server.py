"""TRL's vLLM server mode: `vllm_server_plan` splits a launch's GPUs between training and a server, and `launch_recipe` starts that
server, waits for it, trains beside it and always stops it.

The server is GPU-only (`trl vllm-serve` starts vLLM), so a real process stands in for it: `TEXTSQL_VLLM_SERVE` points at a small
Python script that serves `GET /health` with `http.server` on the `--port` it is handed, records its arguments and GPUs, and starts
a child process of its own (as vLLM starts its engine), so the tests can check that nothing it started outlives it. The flags the
plan writes are parsed by TRL's own `vllm-serve` parser, and the trainer arguments it adds are checked against `GRPOConfig`'s fields."""
import dataclasses, json, os, shlex, signal, subprocess, sys, time, urllib.request
from pathlib import Path
import pytest
from textsql_kit.core import ConfigError
from textsql_kit.train.recipes import (VLLM_SERVE_ENV, launch_command, launch_recipe, recipe_config, server_ports, vllm_server,
                                       vllm_server_plan, _stop_server)

STUB_SERVER = r'''
import http.server, json, os, subprocess, sys, time
args = sys.argv[1:]; port = int(args[args.index('--port') + 1]); mode = os.environ.get('STUB_MODE', 'ok')
if mode == 'die': sys.exit('RuntimeError: CUDA error: no CUDA-capable device is detected')
child = subprocess.Popen([sys.executable, '-c', 'import time; time.sleep(600)'])
json.dump({'argv': args, 'gpus': os.environ.get('CUDA_VISIBLE_DEVICES'), 'pid': os.getpid(), 'child': child.pid},
          open(os.environ['STUB_RECORD'], 'w'))
class Health(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        self.send_response(200 if self.path.rstrip('/') == '/health' and mode == 'ok' else 503); self.end_headers()
    def log_message(self, *a): pass
http.server.HTTPServer(('127.0.0.1', port), Health).serve_forever()
'''

# stands in for `accelerate launch`: asks the server the trainer_args name for its health, records what it was given, trains nothing
STUB_LAUNCHER = r'''
import json, os, sys, urllib.request, yaml
a = sys.argv[1:]; out = a[a.index('--out') + 1]
ta = yaml.safe_load(open(a[a.index('--config') + 1]))['trainer_args']
url = f"http://{ta['vllm_server_host']}:{ta['vllm_server_port']}/health"
status = urllib.request.build_opener(urllib.request.ProxyHandler({})).open(url).status
json.dump({'num_processes': a[a.index('--num_processes') + 1], 'gpus': os.environ.get('CUDA_VISIBLE_DEVICES'), 'health': status,
           'trainer_args': ta}, open(os.path.join(out, 'launcher.json'), 'w'))
if os.environ.get('STUB_TRAIN') == 'fail': sys.exit('ValueError: the training diverged')
json.dump({'steps': 1}, open(os.path.join(out, 'summary.json'), 'w'))
'''

def server_cfg(**ta):
    "A GRPO run in vLLM server mode (a hub-id-shaped model: nothing is built or downloaded)."
    return recipe_config('grpo_tchr', 'tiny', model='Qwen/Qwen3-0.6B', trainer_args={'use_vllm': True, 'vllm_mode': 'server', **ta})

def alive(pid:int) -> bool:
    "Whether `pid` runs (a zombie waiting for its parent counts as gone)."
    try: return Path(f'/proc/{pid}/stat').read_text().rsplit(')', 1)[1].split()[0] != 'Z'
    except (FileNotFoundError, ProcessLookupError): return False

def gone(pid:int, within:float=5.) -> bool:
    "Whether `pid` is gone within `within` seconds (a killed process takes a moment to be torn down)."
    end = time.monotonic() + within
    while alive(pid) and time.monotonic() < end: time.sleep(0.05)
    return not alive(pid)

def health(port:int) -> int:
    return urllib.request.build_opener(urllib.request.ProxyHandler({})).open(f'http://127.0.0.1:{port}/health', timeout=5).status

@pytest.fixture
def stub(tmp_path, monkeypatch):
    "TEXTSQL_VLLM_SERVE pointed at the stand-in server; returns the file its record lands in."
    (tmp_path/'serve.py').write_text(STUB_SERVER)
    monkeypatch.setenv(VLLM_SERVE_ENV, shlex.join([sys.executable, str(tmp_path/'serve.py')]))
    monkeypatch.setenv('STUB_RECORD', str(tmp_path/'record.json')); monkeypatch.delenv('CUDA_VISIBLE_DEVICES', raising=False)
    return tmp_path/'record.json'

# --- the plan ---------------------------------------------------------------------------------------------------------------

@pytest.mark.parametrize('gpus,tp,train,server', [(2, 1, '0', '1'), (4, 1, '0,1,2', '3'), (4, 2, '0,1', '2,3'),
                                                  (8, 1, '0,1,2,3,4,5,6', '7'), (8, 2, '0,1,2,3,4,5', '6,7')])
def test_the_server_takes_the_last_gpus_and_training_the_rest(gpus, tp, train, server):
    p = vllm_server_plan(server_cfg(vllm_tensor_parallel_size=tp), launch_command(gpus), model='/models/m', ports=(41000, 41001), env={})
    assert (p['train_gpus'], p['server_gpus']) == (train, server)
    words = shlex.split(p['launch'])
    assert words[-2:] == ['--num_processes', str(gpus - tp)] and words[:-1] == shlex.split(launch_command(gpus))[:-1]
    assert p['serve'][-8:] == ['--model', '/models/m', '--tensor-parallel-size', str(tp), '--host', '127.0.0.1', '--port', '41000']
    assert p['trainer_args'] == {'vllm_server_host': '127.0.0.1', 'vllm_server_port': 41000, 'vllm_group_port': 41001, 'vllm_server_timeout': 240.0}

def test_trl_reads_the_server_flags_and_the_trainer_arguments():
    from trl import GRPOConfig
    from trl.scripts.vllm_serve import make_parser
    p = vllm_server_plan(server_cfg(vllm_tensor_parallel_size=2, vllm_gpu_memory_utilization=0.85, vllm_max_model_length=4096,
                                    vllm_server_timeout=600), launch_command(8), model='/models/m', ports=(41000, 41001), env={})
    assert p['serve'][:4] == [sys.executable, '-m', 'trl.cli.main', 'vllm-serve']
    args, extra = make_parser().parse_args_and_config(args=p['serve'][4:], return_remaining_strings=True)
    assert (args.model, args.tensor_parallel_size, args.host, args.port, args.gpu_memory_utilization, args.max_model_len, extra) == \
           ('/models/m', 2, '127.0.0.1', 41000, 0.85, 4096, [])
    assert set(p['trainer_args']) <= {f.name for f in dataclasses.fields(GRPOConfig)} and p['trainer_args']['vllm_server_timeout'] == 600.0

def test_several_nodes_train_on_the_first_gpus_of_each():
    p = vllm_server_plan(server_cfg(), launch_command(4, 2, 'zero2'), ports=(41000, 41001), env={})
    words = shlex.split(p['launch'])
    assert words[:5] == ['srun', '--nodes=2', '--ntasks-per-node=1', 'bash', '-c'] and '--num_processes 6 --num_machines 2' in words[5]
    assert (p['train_gpus'], p['server_gpus']) == ('0,1,2', '3')

def test_a_scheduler_s_gpu_ids_are_split_the_same_way():
    p = vllm_server_plan(server_cfg(), launch_command(4), ports=(1, 2), env={'CUDA_VISIBLE_DEVICES': '4,5,6,7'})
    assert (p['train_gpus'], p['server_gpus']) == ('4,5,6', '7')

@pytest.mark.parametrize('ta', [{}, {'use_vllm': True}, {'use_vllm': True, 'vllm_mode': 'colocate'}, {'use_vllm': False, 'vllm_mode': 'server'},
                                {'use_vllm': True, 'vllm_mode': 'server', 'vllm_server_base_url': 'http://inference-node:8000'}])
def test_no_server_to_start_is_no_plan(ta):
    cfg = recipe_config('grpo_tchr', 'tiny', trainer_args=ta)
    assert vllm_server_plan(cfg, launch_command(8)) is None and vllm_server_plan(cfg, None) is None

def test_the_paper_files_stay_colocated():
    for r in ('grpo_tchr', 'grpo_filter', 'grpo_atr'):
        assert vllm_server_plan(recipe_config(r, 'paper'), launch_command(8)) is None, r

@pytest.mark.parametrize('ta,launch,needle', [
    ({}, launch_command(1), "needs at least 2 GPUs on a node (training + server); the launch command starts 1"),
    ({'vllm_tensor_parallel_size': 2}, launch_command(2), "vllm_tensor_parallel_size 2 needs at least 3 GPUs on a node"),
    ({'vllm_tensor_parallel_size': 4}, launch_command(4, 2, 'zero3'), "needs at least 5 GPUs on a node (training + server); the launch command starts 4"),
    ({}, None, "one process cannot share its GPU with the server"),
    ({}, 'torchrun --nproc_per_node 8', "should name --num_processes once"),
    ({'vllm_tensor_parallel_size': 0}, launch_command(4), "bad value for 'vllm_tensor_parallel_size'")])
def test_too_few_gpus_is_one_line_naming_the_culprit(ta, launch, needle):
    with pytest.raises(ConfigError) as e: vllm_server_plan(server_cfg(**ta), launch, ports=(1, 2), env={})
    assert needle in str(e.value) and '\n' not in str(e.value), str(e.value)

def test_fewer_visible_gpus_than_processes_is_refused():
    with pytest.raises(ConfigError, match='starts 4 processes a node but CUDA_VISIBLE_DEVICES names 2 GPUs'):
        vllm_server_plan(server_cfg(), launch_command(4), ports=(1, 2), env={'CUDA_VISIBLE_DEVICES': '0,1'})

def test_ports_follow_the_slurm_job_and_skip_busy_ones():
    import socket
    a = server_ports({'SLURM_JOB_ID': '777'})
    assert a == server_ports({'SLURM_JOB_ID': '777'}) and a[1] == a[0] + 1 and 40000 <= a[0] < 60400
    assert server_ports({'SLURM_JOB_ID': '778'}) != a
    with socket.socket() as s:                      # another program holds the job's port: the next free pair
        s.bind(('', a[0])); b = server_ports({'SLURM_JOB_ID': '777'})
    assert b[0] > a[0] and b[1] == b[0] + 1
    c = server_ports({})
    assert c[0] != c[1] and all(1024 <= x < 65536 for x in c)

# --- the server's life ------------------------------------------------------------------------------------------------------

def test_the_server_starts_answers_and_is_stopped_with_everything_it_started(stub, tmp_path):
    plan = vllm_server_plan(server_cfg(), launch_command(4), model='/models/m', env={})
    with vllm_server(plan, tmp_path/'run') as proc:
        assert health(plan['port']) == 200
        rec = json.loads(stub.read_text())
        assert rec['pid'] == proc.pid and rec['gpus'] == '3' and rec['argv'][rec['argv'].index('--port') + 1] == str(plan['port'])
        assert alive(rec['child'])
    assert proc.returncode is not None and gone(rec['pid']) and gone(rec['child'])
    assert (tmp_path/'run'/'vllm_server.log').is_file()

@pytest.mark.parametrize('error', [ValueError, KeyboardInterrupt])
def test_the_server_is_stopped_when_training_fails_or_is_interrupted(stub, tmp_path, error):
    plan = vllm_server_plan(server_cfg(), launch_command(2), env={})
    with pytest.raises(error):
        with vllm_server(plan, tmp_path) as proc: raise error('training stopped')
    rec = json.loads(stub.read_text())
    assert proc.returncode is not None and gone(rec['pid']) and gone(rec['child'])

def test_a_server_that_exits_at_once_is_one_line_naming_the_log(stub, tmp_path, monkeypatch):
    monkeypatch.setenv('STUB_MODE', 'die')
    plan = vllm_server_plan(server_cfg(), launch_command(2), env={})
    t = time.monotonic()
    with pytest.raises(RuntimeError) as e:
        with vllm_server(plan, tmp_path): pytest.fail('yielded without a server')
    msg = str(e.value)
    assert msg == (f"the vLLM server exited (code 1) before answering http://127.0.0.1:{plan['port']}/health: "
                   f"RuntimeError: CUDA error: no CUDA-capable device is detected (log: {tmp_path/'vllm_server.log'})"), msg
    assert time.monotonic() - t < 30            # not the 240 s timeout

def test_a_server_that_never_answers_times_out_and_is_stopped(stub, tmp_path, monkeypatch):
    monkeypatch.setenv('STUB_MODE', 'unready')   # listens, answers 503
    plan = vllm_server_plan(server_cfg(), launch_command(2), env={})
    with pytest.raises(RuntimeError, match=r"did not answer http://127\.0\.0\.1:\d+/health within 2 s \(log: .*vllm_server\.log\)"):
        with vllm_server(plan, tmp_path, timeout=2): pass
    rec = json.loads(stub.read_text())
    assert gone(rec['pid']) and gone(rec['child'])

def test_a_missing_server_command_is_one_line(tmp_path, monkeypatch):
    monkeypatch.setenv(VLLM_SERVE_ENV, str(tmp_path/'no-such-vllm'))
    plan = vllm_server_plan(server_cfg(), launch_command(2), env={})
    with pytest.raises(ConfigError, match=f"cannot start the vLLM server .*no-such-vllm.* \\(set {VLLM_SERVE_ENV}\\?\\)"):
        with vllm_server(plan, tmp_path): pass

def test_a_server_that_ignores_sigterm_is_killed(tmp_path):
    proc = subprocess.Popen([sys.executable, '-c', 'import signal, time; signal.signal(signal.SIGTERM, signal.SIG_IGN); print(1, flush=True); time.sleep(600)'],
                            stdout=subprocess.PIPE, start_new_session=True)
    proc.stdout.readline()                        # the handler is set
    t = time.monotonic(); _stop_server(proc, grace=1)
    assert proc.returncode == -signal.SIGKILL and time.monotonic() - t < 10

# --- launch_recipe with a server ------------------------------------------------------------------------------------------

@pytest.fixture
def launcher(tmp_path):
    (tmp_path/'launcher.py').write_text(STUB_LAUNCHER)
    return shlex.join([sys.executable, str(tmp_path/'launcher.py'), '--num_processes', '2'])

def test_launch_recipe_trains_beside_the_server_it_started(stub, launcher, tmp_path):
    cfg = dataclasses.replace(server_cfg(), output_dir=str(tmp_path/'run'))
    assert launch_recipe(cfg, launcher) == {'steps': 1}
    got, rec = json.loads((tmp_path/'run'/'launcher.json').read_text()), json.loads(stub.read_text())
    assert (got['num_processes'], got['gpus'], got['health']) == ('1', '0', 200)     # 2 GPUs: one trains, one serves
    assert rec['gpus'] == '1' and rec['argv'][rec['argv'].index('--port') + 1] == str(got['trainer_args']['vllm_server_port'])
    assert rec['argv'][rec['argv'].index('--model') + 1] == 'Qwen/Qwen3-0.6B' and got['trainer_args']['use_vllm'] is True
    assert gone(rec['pid']) and gone(rec['child'])

def test_launch_recipe_stops_the_server_when_training_fails(stub, launcher, tmp_path, monkeypatch):
    monkeypatch.setenv('STUB_TRAIN', 'fail')
    cfg = dataclasses.replace(server_cfg(), output_dir=str(tmp_path/'run'))
    with pytest.raises(RuntimeError, match=r"failed \(exit 1\): ValueError: the training diverged \(log: .*launch\.log\)"):
        launch_recipe(cfg, launcher)
    rec = json.loads(stub.read_text())
    assert json.loads((tmp_path/'run'/'launcher.json').read_text())['health'] == 200
    assert gone(rec['pid']) and gone(rec['child'])

def test_launch_recipe_names_the_server_log_when_the_server_dies(stub, launcher, tmp_path, monkeypatch):
    monkeypatch.setenv('STUB_MODE', 'die')
    cfg = dataclasses.replace(server_cfg(), output_dir=str(tmp_path/'run'))
    with pytest.raises(RuntimeError, match=r"exited \(code 1\) before answering .*no CUDA-capable device is detected \(log: .*vllm_server\.log\)"):
        launch_recipe(cfg, launcher)
    assert not (tmp_path/'run'/'launcher.json').exists()     # training never started
