"""textsql_kit.train.filter: GRPO-Filter (MTIR-SQL) and ATR / stepwise advantages (SQL-ASTRA) against hand computations,
in the pure functions and inside a real TRL GRPOTrainer step on the tiny model (loss on a fixed batch by hand)."""
import math, os
import pytest, torch

from textsql_kit.train import filter as F
from textsql_kit.train.filter import (FilterConfig, KitGRPOTrainer, group_advantages, grpo_filter_advantages, atr_advantages,
                                      stepwise_advantages, trajectory_valid, turn_runs)

def _hand_group(rs):
    m = sum(rs) / len(rs); s = math.sqrt(sum((r - m) ** 2 for r in rs) / (len(rs) - 1))
    return [(r - m) / (s + 1e-4) for r in rs]

# ---------------------------------------------------------------- pure math
def test_grpo_filter_by_hand():
    rw = torch.tensor([3., -2., 1., 9.,   1., 1., 4., 1.,   0., 0., 0., 0.,   2., 5., 2., 2.])
    va = torch.tensor([1, 1, 1, 0,        1, 1, 0, 1,       1, 1, 1, 1,       0, 0, 0, 1]).bool()
    adv, keep = grpo_filter_advantages(rw, va, 4)
    # group 0: the invalid 9 leaves the group; group 1: valid members all 1 -> std 0 -> dropped (the invalid 4 does not rescue it);
    # group 2: std 0; group 3: one valid member -> no spread -> dropped
    assert keep.tolist() == [True, True, True, False] + [False] * 12
    assert adv[:3].tolist() == pytest.approx(_hand_group([3., -2., 1.]), abs=1e-6)
    assert adv[3:].abs().sum() == 0
    # eps_sigma: a spread at or below it drops the group
    adv2, keep2 = grpo_filter_advantages(torch.tensor([1., 1.001, 1., 1.]), torch.ones(4).bool(), 4, FilterConfig(eps_sigma=0.01))
    assert not keep2.any() and adv2.abs().sum() == 0
    # groups_only: invalid members stay
    _, keep3 = grpo_filter_advantages(rw, va, 4, F.FILTER_PRESETS['groups_only'])
    assert keep3[:8].tolist() == [True] * 8

def test_atr_and_stepwise_by_hand():
    from textsql_kit.rewards.astra import atr
    turns = [[0, 1], [1], [1, 1, 1], [1, 1, 0]]                       # Figure 2 rows: 0.90, 1.00, 0.40, -0.90 (preset figure2)
    atrs = torch.tensor([atr(t, 'figure2') for t in turns])
    assert atrs.tolist() == pytest.approx([0.9, 1.0, 0.4, -0.9], abs=1e-6)
    assert atr_advantages(atrs, 4).tolist() == pytest.approx(_hand_group([0.9, 1.0, 0.4, -0.9]), abs=1e-6)
    mask = torch.tensor([[1, 1, 0, 0, 1, 0], [1, 1, 1, 0, 0, 0], [1, 0, 1, 0, 1, 1], [1, 0, 0, 1, 1, 1]])
    adv = stepwise_advantages(turns, mask)
    want = [[0, 0, 0, 0, 1, 0], [1, 1, 1, 0, 0, 0], [1, 0, 1, 0, 1, 1], [1, 0, 0, 1, 1, 1]]
    assert adv.tolist() == want                                        # each turn's own score, no group normalization
    assert stepwise_advantages([[0.5]], torch.tensor([[1, 0, 1]])).tolist() == [[0.5, 0, 0]]   # runs past the last score get 0

def test_trajectory_validity_rules():
    call = '<tool_call>\n{"name": "execute_sql", "arguments": {"sql": "SELECT 1"}}\n</tool_call>'
    tool = {'role': 'tool', 'content': '{"columns": ["1"], "rows": [[1]]}'}
    ans = {'role': 'assistant', 'content': '<answer>SELECT 1</answer>'}
    assert trajectory_valid([{'role': 'assistant', 'content': call}, tool, ans])
    assert trajectory_valid([{'role': 'assistant', 'content': call}, tool] * 2 + [ans])
    assert not trajectory_valid([{'role': 'assistant', 'content': call}, tool] * 3 + [ans])          # > 2 tool calls
    assert trajectory_valid([{'role': 'assistant', 'content': call}, tool] * 3 + [ans], config=FilterConfig(max_tool_turns_without_answer=3))
    assert not trajectory_valid([{'role': 'assistant', 'content': call}, tool])                       # no answer
    assert not trajectory_valid([{'role': 'assistant', 'content': call}, {'role': 'tool', 'content': '{"error": "interrupted"}'}, ans])
    assert trajectory_valid([{'role': 'assistant', 'content': call}, {'role': 'tool', 'content': '{"error": "no such table: x"}'}, ans])
    assert not trajectory_valid('garbage', 'think_answer') and not trajectory_valid(None)

# ---------------------------------------------------------------- inside TRL
@pytest.fixture(scope='module')
def model_dir(tmp_path_factory):
    from textsql_kit.models.tiny import tiny_model
    return str(tiny_model(out_dir=tmp_path_factory.mktemp('m')/'tiny'))

REWARDS = [5., -5., 5., 0.,   5., 5., 5., -5.]       # two groups of G=4
VALID = [True, True, True, False,   True, True, True, False]

def _trainer(model_dir, tmp_path, advantage, loss_type='bnpo', **kw):
    from datasets import Dataset
    from trl import GRPOConfig
    ds = Dataset.from_list([{'prompt': [{'role': 'user', 'content': q}]} for q in ('How many leads?', 'How many orders?')])
    def fixed_reward(completions, **k): return REWARDS[:len(completions)]
    args = GRPOConfig(output_dir=str(tmp_path), use_cpu=True, max_steps=1, per_device_train_batch_size=8, num_generations=4,
                      max_completion_length=6, learning_rate=1e-3, report_to='none', save_strategy='no', seed=0, beta=0.0,
                      loss_type=loss_type, logging_steps=1, disable_tqdm=True)
    tr = KitGRPOTrainer(model=model_dir, reward_funcs=fixed_reward, args=args, train_dataset=ds, advantage=advantage, **kw)
    tr.model.train(); tr.current_gradient_accumulation_steps = 1
    return tr, [ds[0]] * 4 + [ds[1]] * 4

def test_grpo_filter_loss_equals_hand_computation(model_dir, tmp_path, monkeypatch):
    it = iter(VALID)
    monkeypatch.setattr(F, 'trajectory_valid', lambda *a, **k: next(it))
    tr, batch = _trainer(model_dir, tmp_path, 'grpo_filter')
    out = tr._generate_and_score_completions(batch)
    keep = [True, True, True] + [False] * 5                      # group 2: valid members all 5 -> std 0
    want_adv = _hand_group([5., -5., 5.]) + [0.] * 5
    assert out['advantages'].tolist() == pytest.approx(want_adv, abs=1e-5)
    loss_mask = out['completion_mask'] * out['tool_mask']
    assert loss_mask.sum(1).gt(0).tolist() == [k and n > 0 for k, n in zip(keep, out['completion_mask'].sum(1).tolist())]
    assert torch.equal(out['completion_mask'], out['completion_mask'].clamp(0, 1)) and out['completion_mask'].sum() > loss_mask.sum()
    # a fixed batch of unequal lengths (as if EOS came at these positions; the random model never stops by itself)
    lengths = [6, 3, 5, 2, 4, 6, 1, 3]
    for i, L in enumerate(lengths): out['completion_mask'][i, L:] = 0
    # by hand: beta 0 and old = current log-probs, so every kept token contributes -A_i; bnpo divides by the kept tokens only
    n = torch.tensor(lengths, dtype=torch.float32)
    want = -sum(a * n[i] for i, a in enumerate(want_adv) if keep[i]) / sum(n[i] for i in range(8) if keep[i])
    loss = tr._compute_loss(tr.model, out)
    assert loss.item() == pytest.approx(float(want), rel=1e-5, abs=1e-6)
    assert tr._metrics['train']['kit/filtered_fraction'][-1] == pytest.approx(5 / 8)
    # the same batch without the filter's normalizer would divide by every row's tokens: a different number
    assert abs(want - (-sum(a * n[i] for i, a in enumerate(want_adv)) / n.sum())) > 1e-3

def test_grpo_filter_dapo_uses_filtered_token_count(model_dir, tmp_path, monkeypatch):
    it = iter(VALID)
    monkeypatch.setattr(F, 'trajectory_valid', lambda *a, **k: next(it))
    tr, batch = _trainer(model_dir, tmp_path, 'grpo_filter', loss_type='dapo')
    out = tr._generate_and_score_completions(batch)
    n_items = out['num_items_in_batch'].item()
    assert n_items == (out['completion_mask'] * out['tool_mask']).sum().item() == out['completion_mask'][:3].sum().item()   # kept tokens only
    lengths = [6, 3, 5, 2, 4, 6, 1, 3]
    for i, L in enumerate(lengths): out['completion_mask'][i, L:] = 0
    n = torch.tensor(lengths, dtype=torch.float32); adv = out['advantages']
    want = -(adv[:3] * n[:3]).sum() / n_items                  # dapo: the generation batch's kept-token count is the normalizer
    assert tr._compute_loss(tr.model, out).item() == pytest.approx(want.item(), rel=1e-5, abs=1e-6)

def test_grpo_filter_refuses_row_mean_losses(model_dir, tmp_path):
    with pytest.raises(ValueError, match='normalizer'): _trainer(model_dir, tmp_path, 'grpo_filter', loss_type='grpo')

def test_atr_and_stepwise_inside_trl(model_dir, tmp_path):
    tr, batch = _trainer(model_dir, tmp_path, 'atr')
    out = tr._generate_and_score_completions(batch)
    assert out['advantages'].tolist() == pytest.approx(_hand_group(REWARDS[:4]) + _hand_group(REWARDS[4:]), abs=1e-5)
    scores = [[0.2, 1.0]] * 8
    tr, batch = _trainer(model_dir, tmp_path, 'stepwise', turn_scores_fn=lambda comps, inputs: scores)
    out = tr._generate_and_score_completions(batch)
    adv, m = out['advantages'], out['completion_mask']
    assert adv.shape == m.shape
    for i in range(8):                                       # single-turn completions: one run, the first turn's score
        assert adv[i][m[i].bool()].tolist() == pytest.approx([0.2] * int(m[i].sum()))
    n = m.sum(1).float()
    assert tr._compute_loss(tr.model, out).item() == pytest.approx(-(0.2 * n).sum().item() / n.sum().item(), rel=1e-5)
