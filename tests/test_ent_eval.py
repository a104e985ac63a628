"""Evaluation on the synthesized Ent-SQL-Bench: gold answers score 100%, a corrupted prediction set scores exactly the expected
amount lower, both prediction formats, the CLI, and an LLM judge over a real HTTP loopback server (OpenAI-compatible)."""
import json, sys
from pathlib import Path
import pytest

from textsql_kit.synth.mutations import CATEGORIES, SQL_CATEGORIES, NL_CATEGORIES
from textsql_kit.synth.pipeline import load_bench
from textsql_kit.evaluation.ent_bench import EmbeddingJudge, LLMJudge, WRONG_NL, WRONG_SQL, corrupt_predictions, ent_eval_cli, ent_evaluate, read_ent_predictions, parse_equivalent

sys.path.insert(0, str(Path(__file__).parent))
from test_synth import tiny_dir


@pytest.fixture(scope='module')
def bench_dir(tmp_path_factory):
    return tiny_dir(tmp_path_factory)


@pytest.fixture(scope='module')
def bench(bench_dir):
    return load_bench(bench_dir)


@pytest.fixture(scope='module')
def judge():
    return EmbeddingJudge()


def gold_preds(bench):
    return {e.id: e.meta['target_output'] for e in bench}


def test_gold_answers_score_100(bench, judge):
    rep = ent_evaluate(bench, gold_preds(bench), judge, model='gold')
    assert rep.per_category == {c: 1.0 for c in CATEGORIES} and rep.macro == 1.0
    assert 'embedding proxy' in rep.nl_judge and "NOT the paper's LLM judge" in rep.nl_judge
    t = rep.table().splitlines()
    assert t[1].split('|')[2].strip() == 'Dim. Deg.' and t[1].split('|')[-2].strip() == 'Avg.'   # Table 1's column order
    assert '100.00%' in t[3]


@pytest.mark.parametrize('k', [1, 2])
def test_corrupted_predictions_lower_by_expected_amount(bench, judge, k):
    preds, expected = corrupt_predictions(bench, k)
    rep = ent_evaluate(bench, preds, judge)
    for c in CATEGORIES: assert rep.per_category[c] == pytest.approx(expected[c], abs=1e-12), c
    assert rep.macro == pytest.approx(sum(expected.values()) / len(expected))
    assert rep.macro < 1.0


def test_wrong_kind_is_wrong_and_missing_counts(bench, judge):
    preds = gold_preds(bench)
    sql_item = next(e for e in bench if e.task_kind == 'sql'); nl_item = next(e for e in bench if e.task_kind == 'nl')
    preds[sql_item.id] = '<think>x</think><answer>I cannot answer that.</answer>'
    preds[nl_item.id] = f'<answer>{sql_item.gold}</answer>'                  # hallucinated SQL for a boundary question
    missing = next(e for e in bench if e.category == 'multi_step')
    del preds[missing.id]
    rep = ent_evaluate(bench, preds, judge)
    by = {s.id: s for s in rep.items}
    assert by[sql_item.id].reason == 'answer_not_sql' and by[nl_item.id].reason == 'answer_is_sql'
    assert by[missing.id].reason == 'missing_prediction' and not by[missing.id].correct
    assert len(rep.items) == len(bench)                                       # never dropped from the denominator


def test_prediction_formats(bench, bench_dir, tmp_path):
    g = gold_preds(bench)
    (tmp_path/'p.jsonl').write_text(''.join(json.dumps({'id': i, 'prediction': t}) + '\n' for i, t in g.items()))
    assert read_ent_predictions(tmp_path/'p.jsonl', bench) == g
    from textsql_kit.rewards.tchr import extract_answer
    (tmp_path/'p.txt').write_text('\n'.join(extract_answer(g[e.id]).replace('\n', ' ') for e in bench) + '\n')
    assert list(read_ent_predictions(tmp_path/'p.txt', bench)) == [e.id for e in bench]
    (tmp_path/'short.txt').write_text('SELECT 1\n')
    with pytest.raises(ValueError, match='lines but the bench has'): read_ent_predictions(tmp_path/'short.txt', bench)
    (tmp_path/'bad.jsonl').write_text(json.dumps({'id': 'nope', 'prediction': 'x'}) + '\n')
    with pytest.raises(ValueError, match="id 'nope' is not in the bench"): read_ent_predictions(tmp_path/'bad.jsonl', bench)


def test_cli_gold_and_errors(bench, bench_dir, tmp_path, capsys):
    g = gold_preds(bench)
    (tmp_path/'p.jsonl').write_text(''.join(json.dumps({'id': i, 'prediction': t}) + '\n' for i, t in g.items()))
    assert ent_eval_cli(['--benchmark', 'ent', '--gold', str(bench_dir), '--pred', str(tmp_path/'p.jsonl'), '--out', str(tmp_path/'r.json')]) == 0
    out = capsys.readouterr().out
    assert 'Dim. Deg.' in out and '100.00%' in out and 'embedding proxy' in out and 'empty gold results: ' in out
    rep = json.loads((tmp_path/'r.json').read_text())
    assert rep['macro'] == 1.0 and len(rep['items']) == len(bench) and isinstance(rep['empty_gold'], list)
    assert ent_eval_cli(['--gold', str(tmp_path/'nowhere'), '--pred', str(tmp_path/'p.jsonl')]) == 2
    assert 'expected the output folder' in capsys.readouterr().err


def test_llm_judge_majority_over_http(bench):
    "An OpenAI-compatible endpoint (the kit's loopback server, real sockets) as the judge: 3 votes per item, majority decides."
    from loopback_openai import LoopbackOpenAI
    from textsql_kit.models.llm import make_llm
    nl = [e for e in bench if e.task_kind == 'nl'][:4]
    def reply(prompt, index, body):      # wrong answers get 'false' x3; correct ones 'true' with one dissenting vote
        if 'sunny' in prompt: return '{"equivalent": false}'
        return '{"equivalent": false}' if (index == 1 or body.get('seed') == 1) else '{"equivalent": true}'
    with LoopbackOpenAI(reply=reply) as srv:
        j = LLMJudge(make_llm(f'openai:{srv.base_url}@judge', cache=False), votes=3)
        preds = {e.id: (WRONG_NL if i == 0 else e.gold) for i, e in enumerate(nl)}
        rep = ent_evaluate(nl, preds, j)
        assert srv.n_requests >= 1
    assert [s.correct for s in rep.items] == [False, True, True, True]
    assert [round(s.score, 3) for s in rep.items] == [0.0, 0.667, 0.667, 0.667]
    assert 'majority of 3' in rep.nl_judge and 'LLM judge' in rep.nl_judge


def test_parse_equivalent():
    assert parse_equivalent('{"equivalent": true}') is True and parse_equivalent('{"equivalent":false}') is False
    assert parse_equivalent('maybe') is None


def test_hostile_prediction_runs_in_the_pool_and_is_stopped(tmp_path, monkeypatch):
    "A prediction stuck inside one SQLite instruction cannot be interrupted in-process; the pool kills it within the limit."
    import time
    from textsql_kit.core import Example
    from textsql_kit.evaluation.ent_bench import ent_evaluate
    monkeypatch.setenv('TEXTSQL_CACHE', str(tmp_path/'cache'))
    bench = [Example('h1', 'How many days are there?', 'autosales', 'SELECT count(*) FROM dim_ai_dc_day', category='standard_sql'),
             Example('h2', 'How many cities are there?', 'autosales', 'SELECT count(*) FROM dim_ai_dc_area_df', category='standard_sql')]
    bomb = "SELECT printf('%.*c', 1000000, 'a') GLOB '*[' || printf('%.*c', 40000, 'b') || ']*c'"
    t0 = time.perf_counter()
    rep = ent_evaluate(bench, {'h1': f'<answer>{bomb}</answer>', 'h2': '<answer>SELECT count(*) FROM dim_ai_dc_area_df</answer>'},
                       timeout_s=1.0)
    assert time.perf_counter() - t0 < 30
    by_id = {s.id: s for s in rep.items}
    assert by_id['h1'].reason in ('pred_timeout', 'pred_error') and not by_id['h1'].correct
    assert by_id['h2'].correct


def test_empty_gold_share_of_the_bench(bench, judge):
    "The bench reader's side (find_empty_gold on load_bench's items) and ent_evaluate count the same empty golds."
    from textsql_kit.evaluation.benchmarks import find_empty_gold
    eg = find_empty_gold(bench)
    n_sql = sum(e.task_kind == 'sql' for e in bench)
    assert eg.n == n_sql and eg.n_executable == n_sql                        # every SQL gold of the bench runs
    rep = ent_evaluate(bench, {}, judge)                                      # no predictions: the golds still run
    assert rep.n_sql_executable == n_sql and rep.empty_gold == [bench[i].id for i in eg.empty]
