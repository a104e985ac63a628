"""Selection strategies (textsql_kit.select.strategies) on hand-made candidate sets over a real SQLite database.

Self-consistency / Mj@k, oracle / Pass@N and greedy are checked exactly; the LLM judge talks to a REAL OpenAI-compatible
HTTP server on 127.0.0.1 (tests/loopback_openai.py); the CLI writes its report and fails in one line on bad input.
"""
import json, re, sqlite3, sys
from pathlib import Path
import pytest
from textsql_kit.core import Example, Trajectory, Turn, write_jsonl, read_jsonl, register_db
from textsql_kit.select.strategies import (CandidateSet, candidate_sets, execute_candidates, majority_index, oracle_index, greedy_index,
                                           verifier_index, pass_at, judge_indices, judge_prompt, select_candidates, select_cli, write_selection)

sys.path.insert(0, str(Path(__file__).parent))
from loopback_openai import LoopbackOpenAI

GOLD = 'SELECT name FROM singer WHERE age > 40'
SQLS = ['SELECT name FROM singer WHERE age > 30',            # 0 wrong: Joe, Timbaland, Rose
        'SELECT nme FROM singer',                            # 1 error
        'SELECT name FROM singer WHERE age >= 41',           # 2 correct: Joe, Rose
        'SELECT name FROM singer WHERE age > 31',            # 3 wrong, same result as 0
        'SELECT name FROM singer WHERE age > 40 ORDER BY 1', # 4 correct
        'SELECT name FROM singer WHERE 41 <= age',           # 5 correct
        None]                                                # 6 no SQL
GOLD2 = 'SELECT count(*) FROM singer'
SQLS2 = ['SELECT count(*) FROM singer', 'SELECT count(*) FROM singer WHERE age > 0', 'SELECT 3', 'SELECT 3']   # correct first, then a 2-vote wrong result

@pytest.fixture(scope='module')
def db(tmp_path_factory):
    p = tmp_path_factory.mktemp('select')/'concert.sqlite'
    with sqlite3.connect(p) as con:
        con.executescript("""
        CREATE TABLE singer (singer_id INTEGER PRIMARY KEY, name TEXT, country TEXT, age INTEGER);
        INSERT INTO singer VALUES (1,'Joe Sharp','Netherlands',52),(2,'Timbaland','United States',32),(3,'Justin Brown','France',29),(4,'Rose White','France',41);
        """)
    register_db('select_test_concert', p, overwrite=True)
    return p

def traj(eid, i, sql, **meta):
    return Trajectory(eid, [Turn(f'<think>try {i}</think><solution>{sql}</solution>')], sql, meta={'sample_index': i, **meta})

@pytest.fixture
def sets(db):
    exs = [Example('q1', 'Which singers are older than 40?', 'select_test_concert', GOLD),
           Example('q2', 'How many singers are there?', 'select_test_concert', GOLD2),
           Example('q3', 'A broken item', 'select_test_concert', 'SELECT nope FROM singer')]
    trajs = [traj('q1', i, s) for i, s in enumerate(SQLS)] + [traj('q2', i, s) for i, s in enumerate(SQLS2)] + [traj('q3', 0, 'SELECT 1')]
    return candidate_sets(trajs, exs)

def test_execution_and_correctness(sets):
    outs = execute_candidates(sets, executor='inline')
    assert outs[0].correct == [False, False, True, False, True, True, False]
    assert outs[0].results[1].error is not None and outs[0].results[6] is None
    assert outs[1].correct == [True, True, False, False]
    assert outs[2].correct == [False] and 'nope' in outs[2].gold_error

def test_through_the_pool(sets):
    "The default executor is the sandbox worker pool: same outcomes as in-process."
    assert [o.correct for o in execute_candidates(sets)] == [o.correct for o in execute_candidates(sets, executor='inline')]

def test_self_consistency_exact(sets):
    outs = execute_candidates(sets, executor='inline')
    # q1: k=1 -> 0; k=2 the error does not vote -> 0; k=3 tie 0 vs 2 -> earliest 0; k=4 0 has 2 votes; k=5 tie 2:2 -> 0; k=6 correct 3:2
    assert [majority_index(outs[0].results, k) for k in range(1, 8)] == [0, 0, 0, 0, 0, 2, 2]
    # q2: the two correct queries agree (2 votes), 'SELECT 3' also has 2 votes: tie -> the earliest group (correct)
    assert [majority_index(outs[1].results, k) for k in range(1, 5)] == [0, 0, 0, 0]
    assert majority_index([None, outs[0].results[1]]) is None
    # spider mode ignores row order when grouping; strict does not
    assert majority_index(outs[0].results, 6, mode='spider') == 2

def test_oracle_greedy_pass_at(sets):
    outs = execute_candidates(sets, executor='inline')
    assert [oracle_index(outs[0].correct, k) for k in (1, 2, 3, 7)] == [0, 0, 2, 2]
    assert [pass_at(outs, n) for n in (1, 2, 3)] == pytest.approx([100 / 3, 100 / 3, 200 / 3])
    assert greedy_index(sets[0]) == 0
    assert greedy_index(CandidateSet('x', '', None, None, [traj('x', 0, 'a'), traj('x', 1, 'b', greedy=True)])) == 1

def test_verifier_hook():
    assert verifier_index([0.1, 0.7, 0.7, 0.2]) == 1
    assert verifier_index([0.1, 0.7, 0.7, 0.9], k=3) == 1
    assert verifier_index([None, None]) == 0

def test_report_all_strategies(sets):
    scores = {'q1': [0.0] * 4 + [0.9, 0.1, 0.0], 'q2': [0.2, 0.1, 0.9, 0.0], 'q3': [1.0]}
    report, choices = select_candidates(sets, ['greedy', 'oracle', 'self-consistency', 'verifier'], k=None, scores=scores, executor='inline')
    assert report['n_questions'] == 3 and report['n_gold_errors'] == 1 and report['n_candidates_max'] == 7
    assert report['greedy'] == pytest.approx(100 / 3)
    assert report['selected'] == pytest.approx({'greedy': 100 / 3, 'oracle': 200 / 3, 'self-consistency': 200 / 3, 'verifier': 100 / 3})
    assert list(report['pass_at']) == list(range(1, 8))
    assert report['curves']['self-consistency'][4] == pytest.approx(100 / 3)
    by = {(c['example_id'], c['strategy']): c for c in choices}
    assert by[('q1', 'verifier')]['index'] == 4 and by[('q1', 'verifier')]['correct']
    assert by[('q2', 'verifier')]['index'] == 2 and not by[('q2', 'verifier')]['correct']
    assert by[('q3', 'oracle')]['gold_error']

def _judge_reply(prompt, index, body):
    "A judge that answers the first candidate whose observation lists exactly two rows (Joe Sharp and Rose White)."
    blocks = re.split(r'Candidate (\d+):', prompt)
    for num, block in zip(blocks[1::2], blocks[2::2]):
        if '(2 rows)' in block: return num
    return 'I cannot tell'

def test_judge_against_loopback_server(sets, tmp_path):
    outs = execute_candidates(sets, executor='inline')
    with LoopbackOpenAI(reply=_judge_reply) as srv:
        spec = f'openai:{srv.base_url}@judge-model'
        picks = judge_indices(sets, outs, {'spec': spec, 'cache': False, 'api_key': 'sk-test'}, k=None)
        assert srv.n_requests == 3 and all(r['path'] == '/v1/chat/completions' for r in srv.requests)
        assert srv.requests[0]['body']['temperature'] == 0.0
        prompts = [r['body']['messages'][-1]['content'] for r in srv.requests]   # concurrent requests: any order
        prompt = next(p for p in prompts if sets[0].question in p)
    assert picks[0] == (2, '3')                     # candidate 3 in the prompt = index 2, correct
    assert picks[1] == (0, 'I cannot tell')         # no valid index: the first candidate
    assert prompt.startswith('Task Background:') and prompt.endswith('Best candidate index:')
    assert 'Execution Observation:\nError:' in prompt and 'SQL: SELECT nme FROM singer' in prompt
    assert prompt == judge_prompt(sets[0], outs[0].results)

def test_judge_in_the_report(sets):
    with LoopbackOpenAI(reply=_judge_reply) as srv:
        report, choices = select_candidates(sets, ['judge'], judge={'spec': f'openai:{srv.base_url}@m', 'cache': False}, executor='inline')
    assert report['selected']['judge'] == pytest.approx(200 / 3)     # q1 picks index 2; q2 falls back to index 0, which is correct
    assert [c['judge_reply'] for c in choices if c['strategy'] == 'judge'] == ['3', 'I cannot tell', 'I cannot tell']
    assert report['judge_unparsed'] == 2

# ---- the command -----------------------------------------------------------------------------------------------
@pytest.fixture
def files(sets, tmp_path):
    write_jsonl(tmp_path/'traj.jsonl', [t for cs in sets for t in cs.candidates])
    write_jsonl(tmp_path/'ex.jsonl', [Example(cs.example_id, cs.question, 'select_test_concert', cs.gold) for cs in sets])
    write_jsonl(tmp_path/'scores.jsonl', [{'example_id': cs.example_id, 'scores': [0.0] * len(cs.candidates)} for cs in sets])
    return tmp_path

def test_cli_writes_report(files, capsys):
    out = files/'out'
    rc = select_cli(['--trajectories', str(files/'traj.jsonl'), '--examples', str(files/'ex.jsonl'), '--strategy', 'self-consistency,verifier',
                     '--scores', str(files/'scores.jsonl'), '--k', '6', '--out', str(out), '--executor', 'inline'])
    assert rc == 0
    assert sorted(p.name for p in out.iterdir()) == ['accuracy_vs_n.png', 'choices.jsonl', 'report.json', 'report.md']
    rep = read_jsonl(out/'report.json')[0]
    assert set(rep['selected']) == {'greedy', 'oracle', 'self-consistency', 'verifier'} and rep['k'] == 6
    assert len(read_jsonl(out/'choices.jsonl')) == 4 * 3
    assert '| Pass@4 |' in (out/'report.md').read_text() and '| Pass@4 |' in capsys.readouterr().out
    assert (out/'accuracy_vs_n.png').read_bytes()[:4] == b'\x89PNG'

def test_cli_help(capsys):
    assert select_cli(['--help']) == 0
    h = capsys.readouterr().out
    for word in ('--trajectories', '--strategy', '--k', '--out', 'self-consistency', 'verifier', 'judge', 'oracle', 'greedy', 'Pass@N'):
        assert word in h

@pytest.mark.parametrize('args,culprit', [
    (['--out', 'o'], '--trajectories'),
    (['--trajectories', '{d}/nope.jsonl', '--out', '{d}/o'], 'nope.jsonl'),
    (['--trajectories', '{d}/traj.jsonl', '--examples', '{d}/ex.jsonl', '--strategy', 'vote', '--out', '{d}/o'], "'vote'"),
    (['--trajectories', '{d}/traj.jsonl', '--examples', '{d}/ex.jsonl', '--strategy', 'judge', '--out', '{d}/o'], '--judge-llm'),
    (['--trajectories', '{d}/traj.jsonl', '--examples', '{d}/ex.jsonl', '--strategy', 'verifier', '--out', '{d}/o'], '--scores'),
    (['--trajectories', '{d}/traj.jsonl', '--out', '{d}/o'], 'no db_id'),
    (['--trajectories', '{d}/ex.jsonl', '--out', '{d}/o'], 'unknown key'),
    (['--trajectories', '{d}/traj.jsonl', '--examples', '{d}/ex.jsonl', '--k', '0', '--out', '{d}/o'], '--k'),
    (['--trajectories', '{d}/traj.jsonl', '--examples', '{d}/ex.jsonl', '--verifier', '{d}/nope', '--out', '{d}/o'], 'train-verifier'),
    (['train-verifier', '--trajectories', '{d}/traj.jsonl', '--out', '{d}/v'], 'no db_id'),
])
def test_cli_bad_input(files, capsys, args, culprit):
    rc = select_cli([a.format(d=files) for a in args])
    err = capsys.readouterr().err
    assert rc == 2 and culprit in err and len(err.strip().splitlines()) == 1 and 'Traceback' not in err

# ---- Spider dev: the official verdicts ------------------------------------------------------------------------
def test_spider_candidates_match_official_verdicts(spider_dir):
    "3,227 (gold, prediction) pairs of the parity fixture as candidates: every correctness bit equals the official scorer's."
    from textsql_kit.evaluation.benchmarks import load_spider
    items = load_spider(spider_dir/'dev.json')
    rows = [json.loads(l) for l in open(spider_dir/'official_verdicts.jsonl')]
    trajs = [Trajectory(items[r['index']].id, [], r['pred'], meta={'sample_index': k, 'official': r['official_correct']}) for k, r in enumerate(rows)]
    sets = candidate_sets(trajs, items)
    report, _ = select_candidates(sets, mode='spider')
    outs = execute_candidates(sets, mode='spider')
    assert [c for o in outs for c in o.correct] == [t.meta['official'] for cs in sets for t in cs.candidates]
    assert report['n_questions'] == 972 and report['n_gold_errors'] == 0
    assert report['greedy'] <= report['selected']['self-consistency'] <= report['pass_at'][report['n_candidates_max']]

# ---- property: Mj@k equals a brute-force vote ----------------------------------------------------------------------
from hypothesis import given, settings, strategies as st
from textsql_kit.core import ExecResult

@settings(max_examples=200, deadline=None)
@given(st.lists(st.one_of(st.none(), st.sampled_from(['err']), st.lists(st.integers(0, 2), max_size=3)), max_size=9), st.integers(1, 10))
def test_majority_is_a_brute_force_vote(cands, k):
    "Errors and missing SQL never vote; the most frequent row set wins; ties go to the group seen first; the pick is its first member."
    results = [None if c is None else ExecResult(error='boom') if c == 'err' else ExecResult(['x'], [(v,) for v in c]) for c in cands]
    votes = {}
    for i, c in enumerate(cands[:k]):
        if isinstance(c, list): votes.setdefault(frozenset(c), []).append(i)
    want = min(votes.values(), key=lambda ix: (-len(ix), ix[0]))[0] if votes else None
    assert majority_index(results, k) == want

# ---- verifier helpers and the rollout engine's output ----------------------------------------------------------
def test_executed_baseline_and_auc(sets):
    from textsql_kit.select.strategies import executed_scores, ranking_auc
    outs = execute_candidates(sets, executor='inline')
    assert executed_scores(outs[0]) == [1.0, 0.0, 1.0, 1.0, 1.0, 1.0, 0.0]
    # q1+q2 pooled: correct {2,4,5} and {0,1}; the wrong 0, 3 (q1) and 2, 3 (q2) also executed: the baseline ties them with the correct
    assert ranking_auc([executed_scores(o) for o in outs[:2]], [o.correct for o in outs[:2]]) == pytest.approx(2 / 3)   # 5 pos at 1; 6 neg: four at 1, two at 0
    assert ranking_auc([[0.9, 0.1]], [[True, False]]) == 1.0 and ranking_auc([[0.5, 0.5]], [[True, False]]) == 0.5

def test_select_on_rollout_engine_output(tmp_path):
    "`textsql-kit rollout` writes the trajectories, `textsql-kit select --examples autosales` reads them as they are."
    from textsql_kit.agent.rollout import rollout_cli
    t = tmp_path/'t.jsonl'
    assert rollout_cli(['--model', 'oracle', '--data', 'autosales', '--n', '2', '--limit', '3', '--out', str(t), '--show', '0', '--no-progress']) == 0
    assert select_cli(['--trajectories', str(t), '--examples', 'autosales', '--out', str(tmp_path/'o'), '--executor', 'inline']) == 0
    rep = read_jsonl(tmp_path/'o'/'report.json')[0]
    assert rep['n_questions'] == 3 and rep['n_candidates_max'] == 2 and rep['n_gold_errors'] == 0

def test_report_carries_ranking_auc(sets):
    "With verifier scores the report adds the verifier's ranking AUC beside the executed-without-error baseline's."
    from textsql_kit.select.strategies import report_table
    scores = {'q1': [0.1, 0.0, 0.8, 0.3, 0.8, 0.2, 0.0], 'q2': [0.9, 0.8, 0.1, 0.1], 'q3': [0.5]}
    report, _ = select_candidates(sets, ['verifier'], scores=scores, executor='inline')
    assert report['ranking_auc']['verifier'] > report['ranking_auc']['executed']
    assert 'ranking AUC (correct above wrong): verifier' in report_table(report)
    report, _ = select_candidates(sets, ['self-consistency'], executor='inline')
    assert 'ranking_auc' not in report and 'ranking AUC' not in report_table(report)
