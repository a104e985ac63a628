"""MARS-SQL eq. 5: V(tau) is the mean P("Yes") over M stochastic reasoning rounds (select.verifier.p_yes_rounds).

A tiny verifier is fine-tuned for a few steps on real Table 12 prompts (it need not be good: these tests check the
rounds, not the ranking). A round samples the verifier's own decode from the answer position and reads P("Yes") where
it first writes an answer token; round j is seeded `seed + j`, so M rounds are exactly the mean of M one-round calls."""
import pytest
from textsql_kit.core import Trajectory, Turn
from textsql_kit.agent.rollout import autosales_examples
from textsql_kit.select.strategies import candidate_sets, execute_candidates
from textsql_kit.select.verifier import verifier_items, fit_verifier, load_verifier, p_yes, p_yes_rounds, verifier_scores

@pytest.fixture(scope='module')
def setup(tmp_path_factory):
    exs = [e for e in autosales_examples() if e.task_kind == 'sql'][:4]
    trajs = [Trajectory(e.id, [Turn(f'<solution>{s}</solution>')], s, meta={'sample': i})
             for e in exs for i, s in enumerate([e.gold, 'SELECT 1'])]
    sets = candidate_sets(trajs, exs); outs = execute_candidates(sets, executor='inline')
    items = verifier_items(sets, outs, executor='inline')
    vdir = fit_verifier(items, tmp_path_factory.mktemp('verifier'), max_steps=6, save_steps=6)
    return load_verifier(vdir), [it.prompt for it in items], sets, outs

def test_m_rounds_are_the_mean_of_m_seeded_single_rounds(setup):
    ver, prompts, _, _ = setup
    m3 = p_yes_rounds(ver, prompts, m=3, temperature=1.0, seed=5)
    singles = [p_yes_rounds(ver, prompts, m=1, temperature=1.0, seed=5 + j) for j in range(3)]
    assert m3 == pytest.approx([sum(s[i] for s in singles) / 3 for i in range(len(prompts))], abs=1e-6)
    assert all(0 <= p <= 1 for p in m3) and m3 == p_yes_rounds(ver, prompts, m=3, temperature=1.0, seed=5)

def test_a_round_that_cannot_reason_reads_the_answer_position(setup):
    ver, prompts, _, _ = setup
    assert p_yes_rounds(ver, prompts, m=2, round_tokens=1) == pytest.approx(p_yes(ver, prompts), abs=1e-4)

def test_verifier_scores_greedy_rounds_are_one_reading(setup):
    ver, _, sets, outs = setup
    one = verifier_scores(ver, sets, outs)
    assert verifier_scores(ver, sets, outs, m=4) == one                     # temperature 0: M equal rounds
    sampled = verifier_scores(ver, sets, outs, m=2, temperature=1.0, seed=1)
    assert [len(q) for q in sampled] == [len(q) for q in one] and all(0 <= s <= 1 for q in sampled for s in q)
    assert sampled == verifier_scores(ver, sets, outs, m=2, temperature=1.0, seed=1)

@pytest.mark.parametrize('kw', [dict(m=0), dict(m=2, temperature=0.0)])
def test_bad_rounds_are_refused(setup, kw):
    ver, prompts, _, _ = setup
    with pytest.raises(ValueError, match='m >= 1 and temperature > 0'): p_yes_rounds(ver, prompts[:1], **kw)
