"""MARS-SQL's generative validation agent (textsql_kit.select.verifier), trained for real on a CPU.

What the learning test shows: on embedded-bench questions whose WRONG candidates all execute without error
(realistic mistakes from `synth.teacher.inject_error`: a wrong filter value, a swapped aggregation, a wrong join key),
the "executed without error" baseline cannot rank (AUC 0.5), while a tiny verifier fine-tuned with TRL on the
best-of-N / worst-of-N pairs of those questions ranks correct candidates above wrong ones (AUC > baseline), reading
P("Yes") at the first answer position. What it does not show: generalization to unseen questions — the verifier is
scored on the questions it was trained on (its other, unpaired candidates included); a tiny random-init model does
not transfer, a real base model and BIRD-scale pairs (App. C.1) are needed for that.
"""
import json, random
from pathlib import Path
import pytest
from textsql_kit.core import Example, Trajectory, Turn, write_jsonl, read_jsonl
from textsql_kit.agent.rollout import autosales_examples
from textsql_kit.knowledge.warehouse import default_knowledge
from textsql_kit.synth.teacher import inject_error, filter_alternatives, key_columns
from textsql_kit.select.strategies import (candidate_sets, execute_candidates, executed_scores, ranking_auc, verifier_index,
                                           train_verifier, select_cli, trajectory_scores)
from textsql_kit.select.verifier import (verifier_items, pick_pair, p_yes, load_verifier, answer_token_ids, answer_prefix, verifier_scores,
                                         annotate_scores, verifier_prompt_template, fit_verifier)

KINDS = ('wrong_filter_value', 'wrong_aggregation', 'wrong_join_condition')

def bench_trajectories(exs, n_wrong=3):
    "Per question: the gold and up to `n_wrong` distinct injected mistakes, in a seeded order."
    k = default_knowledge(); alts, keys = filter_alternatives(k), key_columns(k)
    out = []
    for e in exs:
        rng = random.Random(e.id); sqls = [e.gold]
        for _ in range(12):
            s, kind = inject_error(e.gold, rng, alts, None, keys, KINDS)
            if kind and s not in sqls and len(sqls) <= n_wrong: sqls.append(s)
        rng.shuffle(sqls)
        out += [Trajectory(e.id, [Turn(f'<solution>{s}</solution>')], s, meta={'sample_index': i}) for i, s in enumerate(sqls)]
    return out

@pytest.fixture(scope='module')
def bench(tmp_path_factory):
    exs = autosales_examples()
    trajs = bench_trajectories(exs)
    d = tmp_path_factory.mktemp('verifier')
    write_jsonl(d/'traj.jsonl', trajs)
    sets = candidate_sets(trajs, exs)
    return d, exs, trajs, sets, execute_candidates(sets)

@pytest.fixture(scope='module')
def trained(bench):
    d, exs, trajs, sets, outs = bench
    return train_verifier(trajs, exs, d/'model', scale='tiny')

def test_wrong_candidates_all_execute(bench):
    _, _, _, sets, outs = bench
    assert all(r.error is None for o in outs for r in o.results)
    assert all(any(o.correct) for o in outs)                                  # the gold is among the candidates
    assert sum(not c for o in outs for c in o.correct) >= 50                  # 60 wrong ones (a mistake giving the gold's result counts as correct)
    assert ranking_auc([executed_scores(o) for o in outs], [o.correct for o in outs]) == 0.5

def test_verifier_ranks_better_than_executed_baseline(bench, trained):
    _, _, _, sets, outs = bench
    scores = verifier_scores(trained, sets, outs)
    correct = [o.correct for o in outs]
    auc, base = ranking_auc(scores, correct), ranking_auc([executed_scores(o) for o in outs], correct)
    sel = sum(o.correct[verifier_index(s)] for s, o in zip(scores, outs)) / len(outs)
    print(f'\nverifier AUC {auc:.3f} vs executed-without-error baseline AUC {base:.3f}; verifier selects a correct candidate for {sel:.0%} of {len(outs)} questions')
    assert auc > base
    meta = json.loads((trained/'verifier.json').read_text())
    assert meta['n_items'] == 2 * len(outs) and meta['n_yes'] == len(outs) and meta['loss_first_last'][1] < meta['loss_first_last'][0]

def test_p_yes_is_normalized_over_yes_and_no(bench, trained):
    import torch
    _, _, _, sets, outs = bench
    model, tok = ver = load_verifier(trained)
    items = verifier_items(sets[:3], outs[:3])
    yes, no = answer_token_ids(tok)
    ps = p_yes(ver, [it.prompt for it in items], batch_size=4)
    for it, p in zip(items, ps):
        with torch.no_grad(): lg = model(**tok(answer_prefix(tok, it.prompt), return_tensors='pt')).logits[0, -1, [yes, no]]
        p_no = torch.softmax(lg, -1)[1].item()
        assert p + p_no == pytest.approx(1.0, abs=1e-6) and 0 < p < 1
    assert ps == pytest.approx(p_yes(ver, [it.prompt for it in items], batch_size=1), abs=1e-5)   # batching does not change scores

def test_dataset_construction_exact(bench):
    "A hand-made set: 2 correct + 1 wrong; only wrong (gold hint); only correct; a broken gold (no pair)."
    exs = autosales_examples(4)
    g = [e.gold for e in exs]
    wrong = lambda s: s.replace('COUNT(', 'SUM(', 1)
    mk = lambda e, i, s, **m: Trajectory(e.id, [Turn(f'<solution>{s}</solution>')], s, meta={'sample_index': i}, **m)
    exs[3] = Example(exs[3].id, exs[3].question, 'autosales', 'SELECT nope FROM nowhere')
    trajs = [mk(exs[0], 0, wrong(g[0]), reward=0.5), mk(exs[0], 1, g[0], reward=0.2), mk(exs[0], 2, g[0] + ' ', reward=0.9),
             mk(exs[1], 0, wrong(g[1])), mk(exs[2], 0, g[2]), mk(exs[3], 0, 'SELECT 1')]
    sets = candidate_sets(trajs, exs); outs = execute_candidates(sets, executor='inline')
    assert [o.correct for o in outs] == [[False, True, True], [False], [True], [False]]
    items = verifier_items(sets, outs, seed=3, executor='inline')
    got = sorted((it.example_id, it.label, it.source, it.index) for it in items)
    assert got == [('autosales-0', 'No', 'worst-of-n', 0), ('autosales-0', 'Yes', 'best-of-n', 2),     # best-of-N: the 0.9-reward correct one
                   ('autosales-1', 'No', 'worst-of-n', 0), ('autosales-1', 'Yes', 'gold-hint', None),
                   ('autosales-2', 'Yes', 'best-of-n', 0)]
    hint = next(it for it in items if it.source == 'gold-hint')
    assert g[1] in hint.prompt and hint.prompt.startswith('Task Background:') and hint.prompt.endswith('Is the answer correct (Yes/No)?')
    assert items == verifier_items(sets, outs, seed=3, executor='inline')
    assert {tuple(it.label for it in verifier_items(sets[:1], outs[:1], seed=s, executor='inline')) for s in range(16)} == {('Yes', 'No'), ('No', 'Yes')}
    assert pick_pair([True, True, False, False], 'q', rewards=[0.1, 0.1, 0.3, 0.3])[1] in (2, 3)

def test_selection_ties_to_lowest_index():
    assert verifier_index([0.3, 0.8, 0.8, 0.8]) == 1 and verifier_index([0.5, 0.5]) == 0 and verifier_index([None, 0.1]) == 1

def test_single_token_answers_required(tmp_path):
    from textsql_kit.models.tiny import train_tokenizer
    tok = train_tokenizer(['select from where'] * 5, vocab_size=300)
    with pytest.raises(ValueError, match="splits 'Yes'"): answer_token_ids(tok)
    assert 'Is the answer correct (Yes/No)?' in verifier_prompt_template()

def test_cli_end_to_end(bench, trained, tmp_path, capsys):
    d, exs, trajs, sets, outs = bench
    write_jsonl(tmp_path/'ex.jsonl', exs)
    rc = select_cli(['--trajectories', str(d/'traj.jsonl'), '--examples', str(tmp_path/'ex.jsonl'), '--strategy', 'verifier',
                     '--verifier', str(trained), '--out', str(tmp_path/'sel')])
    out = capsys.readouterr().out
    assert rc == 0 and 'ranking AUC' in out and '| verifier' in out
    rep = read_jsonl(tmp_path/'sel'/'report.json')[0]
    assert rep['ranking_auc']['executed'] == 0.5 and rep['ranking_auc']['verifier'] > 0.5
    scored = candidate_sets(read_jsonl(tmp_path/'sel'/'trajectories_scored.jsonl', Trajectory), exs)
    assert all(trajectory_scores(cs) is not None for cs in scored)
    # the trainer entry: same pairs and settings into the same folder reuse the model
    assert select_cli(['train-verifier', '--trajectories', str(d/'traj.jsonl'), '--examples', str(tmp_path/'ex.jsonl'), '--out', str(trained)]) == 0
    assert 'wrote the verifier' in capsys.readouterr().out
