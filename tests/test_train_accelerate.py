"""The GRPO recipe under `accelerate launch --num_processes 2` on CPU (gloo): both processes step, and the first step's loss equals
a single-process run on the same global batch.

Generation is replaced by a fixed `rollout_func` (below, loaded through the recipe's `rollout_func: module:factory` key) so both runs
train on the same completions; everything else — TRL's GRPOTrainer, the TCHR reward, DDP over gloo — is real. The loss type is
`dapo` (token sum over the global token count), whose logged value (the mean over processes) is the single-process loss exactly in
exact arithmetic. Tolerance: relative 1e-4 (the two runs pad their micro-batches to different lengths and reduce in a different order).
"""
import json, os, subprocess, sys
from pathlib import Path
import pytest

HERE = Path(__file__).parent
ROOT = HERE.parent
TEXTS = ['<think>\ncount the leads\n</think>\n<answer>\nSELECT count(*) FROM dwd_ai_dc_leads_df\n</answer>',
         '<answer>SELECT 1</answer>',
         'I do not know.',
         '<think>\nx\n</think>\n<answer>\nSELECT count(*) FROM dwd_ai_dc_order_df\n</answer>']

def fixed_rollout(cfg):
    "A TRL rollout_func: the k-th copy of a prompt gets TEXTS[k] (deterministic, different rewards within a group)."
    def rollout_func(prompts, trainer) -> dict:
        tok = trainer.processing_class; seen = {}
        pids, cids = [], []
        for p in prompts:
            key = json.dumps(p, sort_keys=True); k = seen.get(key, 0); seen[key] = k + 1
            pids.append(tok.apply_chat_template(p, add_generation_prompt=True, tokenize=True, return_dict=False))
            cids.append(tok.encode(TEXTS[k % len(TEXTS)], add_special_tokens=False) + [tok.eos_token_id])
        return {'prompt_ids': pids, 'completion_ids': cids, 'logprobs': None}
    return rollout_func

def _run(cmd, env, timeout=420):
    r = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, timeout=timeout)
    assert r.returncode == 0, (r.stdout[-3000:], r.stderr[-3000:])
    return [json.loads(l) for l in r.stdout.splitlines() if l.startswith('{"recipe"')]

def _first_loss(out_dir):
    recs = [json.loads(l) for l in (Path(out_dir)/'metrics.jsonl').read_text().splitlines()]
    return next(r for r in recs if 'loss' in r)

@pytest.mark.slow
def test_two_process_grpo_matches_single_process(tmp_path):
    env = {**os.environ, 'PYTHONPATH': f"{HERE}{os.pathsep}{os.environ.get('PYTHONPATH', '')}", 'TEXTSQL_CACHE': str(tmp_path/'cache'),
           'HF_HUB_OFFLINE': '1', 'TRANSFORMERS_OFFLINE': '1', 'TOKENIZERS_PARALLELISM': 'false', 'OMP_NUM_THREADS': '1',
           'TRL_EXPERIMENTAL_SILENCE': '1'}
    common = ['grpo', '--recipe', 'grpo_tchr', '--scale', 'tiny', '--max-steps', '1', '--quiet']
    cfg1 = tmp_path/'one.yaml'; cfg1.write_text('rollout_func: test_train_accelerate:fixed_rollout\nper_device_train_batch_size: 8\nnum_generations: 4\nloss_type: dapo\n')
    cfg2 = tmp_path/'two.yaml'; cfg2.write_text('rollout_func: test_train_accelerate:fixed_rollout\nper_device_train_batch_size: 4\nnum_generations: 4\nloss_type: dapo\n')
    one = _run([sys.executable, '-m', 'textsql_kit.train.recipes', *common, '--config', str(cfg1), '--out', str(tmp_path/'one')], env)
    from textsql_kit.train.recipes import accelerate_config
    acc = Path(sys.executable).parent/'accelerate'
    two = _run([str(acc), 'launch', '--config_file', str(accelerate_config('cpu_ddp2')), '-m', 'textsql_kit.train.recipes', *common,
                '--config', str(cfg2), '--out', str(tmp_path/'two')], env)
    assert [s['num_processes'] for s in one] == [1]
    assert sorted(s['process_index'] for s in two) == [0, 1] and all(s['steps'] == 1 and s['num_processes'] == 2 for s in two)
    a, b = _first_loss(tmp_path/'one'), _first_loss(tmp_path/'two')
    assert a['reward'] == pytest.approx(b['reward'], rel=1e-6)               # the same global batch, scored the same
    assert abs(a['loss']) > 1e-4                                            # a non-trivial loss (unequal lengths and rewards)
    assert b['loss'] == pytest.approx(a['loss'], rel=1e-4), (a, b)
    print(json.dumps({'one': {k: a.get(k) for k in ('loss', 'reward', 'wall_s')}, 'two': {k: b.get(k) for k in ('loss', 'reward', 'wall_s')},
                      'summary_one': one[0], 'summary_two': two}))
