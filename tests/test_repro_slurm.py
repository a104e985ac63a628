"""`textsql-kit reproduce --launcher slurm` on a REAL single-node SLURM cluster (Debian's slurm-wlm + munge),
started on localhost for these tests from a private state directory and stopped by pid afterwards.
Skips only where the packages are absent (`make slurm` installs them); fails where they are present but the
cluster does not come up."""
import csv, os, shutil, signal, socket, subprocess, sys, time
from pathlib import Path
import pytest

SBIN = ('/usr/sbin', '/usr/bin', '/usr/local/sbin', '/usr/local/bin')
def _which(b): return shutil.which(b) or next((f'{d}/{b}' for d in SBIN if os.path.exists(f'{d}/{b}')), None)
NEEDED = ('slurmctld', 'slurmd', 'munged', 'sbatch', 'squeue', 'sinfo')
MISSING = [b for b in NEEDED if not _which(b)]
KIT = str(Path(sys.executable).parent/'textsql-kit')

def _free_port():
    with socket.socket() as s: s.bind(('127.0.0.1', 0)); return s.getsockname()[1]

def _conf(d:Path, host:str) -> str:
    return '\n'.join([
        'ClusterName=textsqlkit', f'SlurmctldHost={host}', f'SlurmctldPort={_free_port()}', f'SlurmdPort={_free_port()}',
        'AuthType=auth/munge', f'AuthInfo=socket={d}/munge/munge.socket', 'CredType=cred/munge',
        'SlurmUser=root', 'SlurmdUser=root', f'StateSaveLocation={d}/state', f'SlurmdSpoolDir={d}/spool',
        f'SlurmctldPidFile={d}/slurmctld.pid', f'SlurmdPidFile={d}/slurmd.pid',
        f'SlurmctldLogFile={d}/slurmctld.log', f'SlurmdLogFile={d}/slurmd.log',
        'ProctrackType=proctrack/linuxproc', 'TaskPlugin=task/none', 'SelectType=select/cons_tres', 'SelectTypeParameters=CR_Core',
        'SchedulerType=sched/builtin', 'JobCompType=jobcomp/none', 'AccountingStorageType=accounting_storage/none',
        'MpiDefault=none', 'ReturnToService=2', f'NodeName={host} CPUs={os.cpu_count() or 1} State=UNKNOWN',
        'PartitionName=debug Nodes=ALL Default=YES MaxTime=INFINITE State=UP OverSubscribe=YES', ''])

def _tail(p, n=15):
    try: return '\n'.join(Path(p).read_text(errors='replace').splitlines()[-n:])
    except OSError: return f'({p} missing)'

@pytest.fixture(scope='module')
def slurm(tmp_path_factory):
    if MISSING: pytest.skip(f"SLURM packages absent ({', '.join(MISSING)} not found): `make slurm` installs slurm-wlm and munge")
    if os.geteuid() != 0: pytest.skip('the private SLURM cluster runs its daemons as root (SlurmUser=root)')
    d = tmp_path_factory.mktemp('slurm'); host = socket.gethostname().split('.')[0]
    for sub in ('munge', 'state', 'spool'): (d/sub).mkdir()
    (d/'munge'/'munge.key').write_bytes(os.urandom(1024)); os.chmod(d/'munge'/'munge.key', 0o400)
    m = d/'munge'
    subprocess.run([_which('munged'), f'--key-file={m}/munge.key', f'--socket={m}/munge.socket', f'--pid-file={m}/munged.pid',
                    f'--log-file={m}/munged.log', f'--seed-file={m}/munged.seed', '--force'], check=True, timeout=30)
    conf = d/'slurm.conf'; conf.write_text(_conf(d, host))
    env = {**os.environ, 'SLURM_CONF': str(conf)}
    procs = [subprocess.Popen([_which(b), '-D', '-f', str(conf)], env=env, stdout=open(d/f'{b}.out', 'w'), stderr=subprocess.STDOUT,
                              start_new_session=True) for b in ('slurmctld', 'slurmd')]
    deadline, state = time.monotonic() + 45, ''
    while time.monotonic() < deadline:
        r = subprocess.run([_which('sinfo'), '--noheader', '-o', '%t'], env=env, capture_output=True, text=True, timeout=30)
        state = r.stdout.strip()
        if state in ('idle', 'mix', 'alloc'): break
        time.sleep(0.5)
    else:
        for p in procs: p.kill()
        pytest.fail(f"the SLURM cluster did not come up in 45 s (sinfo: {state!r})\nslurmctld.log:\n{_tail(d/'slurmctld.log')}\nslurmd.log:\n{_tail(d/'slurmd.log')}")
    yield env
    for p in procs:
        p.send_signal(signal.SIGTERM)
        try: p.wait(timeout=15)
        except subprocess.TimeoutExpired: p.kill()
    try: os.kill(int((m/'munged.pid').read_text()), signal.SIGTERM)
    except (OSError, ValueError): pass

def test_reproduce_tiny_on_slurm(slurm, tmp_path):
    env = {**slurm, 'MPLBACKEND': 'Agg'}
    # two layers (the data card and the deterministic pair, then Table 1 reading the card): arrays chained afterok,
    # not the whole registry (CI's tiny_run covers every notebook once)
    r = subprocess.run([KIT, 'reproduce', '--scale', 'tiny', '--launcher', 'slurm', '--wait', '--only', 'astra_figure2', 'astra_csmr_examples',
                        'barsql_table1', '--out', str(tmp_path/'runs'), '--figures', str(tmp_path/'figs'), '--timeout', '600'],
                       env=env, cwd=tmp_path, capture_output=True, text=True, timeout=900)
    logs = '\n'.join(f'{p.name}: {_tail(p, 5)}' for p in (tmp_path/'runs'/'slurm').glob('*.log'))
    assert r.returncode == 0, (r.stdout, r.stderr, logs)
    assert 'submitted layer 0: job array' in r.stdout and 'submitted layer 1: job array' in r.stdout and 'submitted aggregation' in r.stdout
    assert '| barsql_table1 | BAR-SQL | Table 1 | done |' in (tmp_path/'figs'/'MANIFEST.md').read_text()
    manifest = (tmp_path/'figs'/'MANIFEST.md').read_text()
    assert '| astra_figure2 | SQL-ASTRA | Figure 2 | done |' in manifest, manifest
    rows = list(csv.DictReader(open(tmp_path/'figs'/'sql_astra'/'astra_figure2_left.csv')))
    assert len(rows) == 14 and all(float(x['paper']) == float(x['ours']) and x['diff'] == 'not comparable: fitted' for x in rows)   # a fit, not a finding
    assert list((tmp_path/'runs'/'slurm').glob('textsql-repro-0_*_0.log')), 'the array task wrote no log'

def test_a_failing_experiment_fails_the_slurm_run(slurm, tmp_path):
    nb = '{"cells": [{"cell_type": "code", "metadata": {"tags": ["parameters"]}, "source": "scale = \'smoke\'\\nout_dir = \'.\'\\nupstream = {}", "outputs": [], "execution_count": null}, {"cell_type": "code", "metadata": {}, "source": "raise ValueError(\'slurm boom\')", "outputs": [], "execution_count": null}], "metadata": {"kernelspec": {"name": "python3", "display_name": "python3", "language": "python"}}, "nbformat": 4, "nbformat_minor": 5}'
    repro = tmp_path/'repro'; repro.mkdir(); (repro/'astra_figure2.ipynb').write_text(nb)   # stands in for the real notebook
    env = {**slurm, 'TEXTSQL_REPRO_DIR': str(repro)}
    r = subprocess.run([KIT, 'reproduce', '--scale', 'tiny', '--launcher', 'slurm', '--wait', '--only', 'astra_figure2', '--out', str(tmp_path/'runs'),
                        '--figures', str(tmp_path/'figs'), '--timeout', '300'], env=env, cwd=tmp_path, capture_output=True, text=True, timeout=600)
    assert r.returncode == 1 and 'FAILED astra_figure2' in r.stderr and 'slurm boom' in r.stderr, (r.stdout, r.stderr)
