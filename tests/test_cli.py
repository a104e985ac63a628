"""The `textsql-kit` console script as a user runs it: a real subprocess of the installed entry point."""
import os, subprocess, sys, pathlib, shutil, pytest

ROOT = pathlib.Path(__file__).resolve().parent.parent
EXE = shutil.which('textsql-kit', path=str(pathlib.Path(sys.executable).parent)) or 'textsql-kit'

def cli(*args, timeout=120, **kw):
    return subprocess.run([EXE, *args], capture_output=True, text=True, timeout=timeout, cwd=kw.pop('cwd', ROOT), **kw)

def test_help_lists_every_subcommand():
    r = cli('--help')
    assert r.returncode == 0, r.stderr
    for name in ['eval', 'warehouse', 'synth', 'train', 'levers', 'rollout', 'select', 'reproduce', 'bench', 'demo']:
        assert f'\n  {name}' in r.stdout, name

def test_version():
    r = cli('--version')
    assert r.returncode == 0 and r.stdout.startswith('textsql_kit ')

def test_unknown_command_fails_naming_it():
    r = cli('frobnicate')
    assert r.returncode == 2 and "unknown command 'frobnicate'" in r.stderr

def test_bench_help_lists_benchmarks():
    r = cli('bench', '--help')
    assert r.returncode == 0 and 'exec' in r.stdout and 'rewards' in r.stdout

def test_every_command_and_demo_stage_resolves():
    "Every subcommand, benchmark and demo stage names a module and entry point that exist: a missing one is a bug."
    from textsql_kit.cli import COMMANDS, BENCHES, DEMO_STAGES, Command, resolve_command
    for cmd in [*COMMANDS.values(), *BENCHES.values()]: assert callable(resolve_command(cmd)), cmd
    for title, spec in DEMO_STAGES:
        module, _, fn = spec.partition(':')
        assert callable(resolve_command(Command(module, fn or ('core_demo_stage' if module == 'textsql_kit.cli' else 'demo_stage'), ''))), title

def test_demo_core_stage(tmp_path):
    r = cli('demo', '--only', 'core records', '--out', str(tmp_path))
    assert r.returncode == 0, r.stdout + r.stderr
    assert '0 lost, 0 duplicated' in r.stdout and '1 ok' in r.stdout
