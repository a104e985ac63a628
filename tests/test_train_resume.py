"""Resuming after a hard kill: `metrics.jsonl` keeps each step once and `summary.json` covers the whole run.

A real `run_recipe` (the tiny SFT recipe, TRL's SFTTrainer) runs in a subprocess and is killed with SIGKILL after it logged a
step past its last checkpoint; `run_recipe(..., resume=True)` then finishes it from that checkpoint.
"""
import json, os, signal, subprocess, sys, time
from pathlib import Path
import pytest

from textsql_kit.core import read_jsonl
from textsql_kit.train.recipes import recipe_config, run_recipe

ROOT = Path(__file__).resolve().parents[1]

@pytest.fixture(scope='module', autouse=True)
def private_cache(module_kit_cache):
    "The tiny model is built in a private cache that the killed subprocess and the resumed run share."

CHILD = r'''
import sys, time
from pathlib import Path
from transformers import TrainerCallback
from textsql_kit.train.recipes import recipe_config, run_recipe
out, ready, at = sys.argv[1], Path(sys.argv[2]), int(sys.argv[3])
class Hang(TrainerCallback):
    "Once step `at` is logged (after MetricsCallback wrote it), say so and wait for the SIGKILL."
    def on_log(self, args, state, control, logs=None, **kw):
        if state.global_step >= at and 'loss' in (logs or {}): ready.touch(); time.sleep(600)
run_recipe(recipe_config('sft', 'tiny', output_dir=out), quiet=True, callbacks=[Hang()])
'''

def _killed_run(out:Path, ready:Path, at:int):
    "Run the tiny SFT recipe in a subprocess and SIGKILL it once step `at` is logged."
    env = {**os.environ, 'PYTHONPATH': os.pathsep.join([str(ROOT), os.environ.get('PYTHONPATH', '')])}
    p = subprocess.Popen([sys.executable, '-c', CHILD, str(out), str(ready), str(at)], cwd=ROOT, env=env,
                         stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        t = time.time()
        while not ready.exists():
            assert p.poll() is None, p.stdout.read()[-3000:]
            assert time.time() - t < 300, 'the training subprocess never reached its step'
            time.sleep(0.2)
        os.kill(p.pid, signal.SIGKILL)
        assert p.wait(timeout=60) == -signal.SIGKILL
    finally:
        if p.poll() is None: p.kill(); p.wait()
        p.stdout.close()

def test_resume_after_sigkill_logs_each_step_once_and_sums_the_segments(tmp_path):
    out = tmp_path/'run'
    _killed_run(out, tmp_path/'ready', at=3)
    assert (out/'checkpoint-2').is_dir() and not (out/'checkpoint-3').exists() and not (out/'summary.json').exists()
    before = read_jsonl(out/'metrics.jsonl')
    assert [r['step'] for r in before if 'loss' in r] == [1, 2, 3]              # step 3 was logged after checkpoint-2
    killed_wall = max(r['wall_s'] for r in before)

    t = time.time(); s = run_recipe(recipe_config('sft', 'tiny', output_dir=str(out)), resume=True, quiet=True); dt = time.time() - t
    assert s['resumed_from'].endswith('checkpoint-2') and s['steps'] == 4
    recs = read_jsonl(out/'metrics.jsonl')
    assert [r['step'] for r in recs if 'loss' in r] == [1, 2, 3, 4], recs       # step 3 once: the killed segment's is dropped
    ends = [r for r in recs if 'train_runtime' in r]
    assert len(ends) == 1 and ends[0]['step'] == 4
    walls = [r['wall_s'] for r in recs]
    assert walls == sorted(walls) and walls[-1] > killed_wall                     # one clock over both segments
    assert killed_wall < s['wall_s'] <= killed_wall + dt                          # the killed segment's time counts too
    losses = [r['loss'] for r in recs if 'loss' in r]
    assert s['train_loss'] == pytest.approx(sum(losses) / 4)                      # every step's loss, not the last segment's
    assert ends[0]['train_loss'] == pytest.approx(s['train_loss'])
    assert json.loads((out/'summary.json').read_text())['wall_s'] == s['wall_s']
