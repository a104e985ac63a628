"""Tests for textsql_kit.rewards: CSMR/ATR properties, Figure 2 of SQL-ASTRA, MARS grounding, and (below) the executing rewards."""
import math
import pytest
from hypothesis import given, settings, strategies as st, HealthCheck
from textsql_kit.rewards.astra import csmr, atr, atr_config, ATR_PRESETS
from textsql_kit.rewards.mars import grounding_reward, parse_grounding_answer

# ---------------------------------------------------------------- CSMR
values = st.one_of(st.none(), st.integers(-3, 3), st.sampled_from([0.5, 1.0, 2.5]), st.sampled_from(['a', 'b', 'c']))
def table(ncols): return st.lists(st.tuples(*[values] * ncols), max_size=6)
tables = st.integers(1, 3).flatmap(table)

@settings(max_examples=400, deadline=None)
@given(tables, tables, st.floats(0, 1))
def test_csmr_in_unit_interval_and_one_iff_set_equal(p, g, alpha):
    r = csmr(pred=p, gold=g, alpha=alpha)
    assert 0.0 <= r <= 1.0
    assert (r == 1.0) == (set(p) == set(g)) or (alpha == 1.0 and r == 1.0)

@settings(max_examples=200, deadline=None)
@given(tables)
def test_csmr_of_a_permutation_of_rows_is_one(g):
    assert csmr(pred=list(reversed(g)) + g[:1], gold=g) == 1.0

@given(tables, tables)
def test_csmr_is_symmetric(p, g):
    assert math.isclose(csmr(pred=p, gold=g), csmr(pred=g, gold=p))

def test_csmr_paper_example():
    G = [('a1', 'b1'), ('a2', 'b2')]; P = [('a1', 'b2'), ('a2', 'b1')]
    assert math.isclose(csmr(pred=P, gold=G), 0.8) and csmr(P, G, alpha=0.5) == 0.5

def test_csmr_duplicate_gold_columns_counted_once_in_m():
    G = [(1, 1), (2, 2)]    # two identical column-sets: D_G has one element, N_cols(G) = 2
    assert math.isclose(csmr(pred=[(1,), (3,)], gold=G), 0.0)
    assert math.isclose(csmr(pred=[(2,), (1,), (2,)], gold=[(1, 'x'), (2, 'y')]), 0.8 * 1 / 2)

# ---------------------------------------------------------------- ATR
FIGURE2 = [([1], 1.00), ([0, 1], 0.90), ([0, 0, 1], 0.80), ([1, 1], 0.70), ([0, 1, 1], 0.60), ([1, 1, 1], 0.40),
           ([1, 0, 1], 0.30), ([0], 0.00), ([0, 0], -0.10), ([0, 0, 0], -0.20), ([1, 0], -0.60), ([0, 1, 0], -0.70),
           ([1, 0, 0], -0.70), ([1, 1, 0], -0.90)]

@pytest.mark.parametrize('seq,expected', FIGURE2)
def test_atr_reproduces_figure2(seq, expected):
    assert math.isclose(atr(seq, preset='figure2'), expected, abs_tol=1e-9)

def test_figure2_ordering_matches_the_paper():
    got = [atr(s, preset='figure2') for s, _ in FIGURE2]
    assert got == sorted(got, reverse=True)

@settings(max_examples=400, deadline=None)
@given(st.lists(st.floats(-5, 5), max_size=12), st.sampled_from(sorted(ATR_PRESETS)), st.floats(0.1, 10))
def test_atr_bounded(scores, preset, bound):
    assert -bound <= atr(scores, preset=preset, bound=bound) <= bound

@given(st.lists(st.floats(0, 1), min_size=2, max_size=6))
def test_asymmetry_cycles_cost_more_than_symmetric(scores):
    assert atr(scores) <= atr(scores, preset='symmetric') + 1e-12

def test_atr_presets_are_documented_dataclasses():
    c = atr_config('paper')
    assert (c.m_lh, c.m_hl, c.m_hh, c.c_turn, c.tau, c.bound) == (1.0, -1.5, 0.0, 1e-4, 0.6, 2.0)
    assert atr_config('figure2').m_hh == -0.2 and atr_config('symmetric').m_hl == -1.0
    with pytest.raises(ValueError, match='unknown ATR preset'): atr([1], preset='nope')
    with pytest.raises(ValueError, match='finite'): atr_config('paper', tau=float('nan'))

# ---------------------------------------------------------------- MARS grounding
@settings(max_examples=300, deadline=None)
@given(st.one_of(st.text(), st.binary(), st.none(),
                 st.lists(st.sampled_from(['<answer>', '</answer>', 'Y', 'N', '\n', '["a"', ']', '"b"', ', ', '<think>', '</think>']), max_size=12).map(''.join)),
       st.booleans(), st.sets(st.sampled_from(['a', 'b', 'c'])))
def test_grounding_reward_total_and_in_range(text, relevant, cols):
    r = grounding_reward(text, relevant, cols)
    assert r in (0.0, 0.1, 0.2, 1.0) or 0.5 <= r < 1.0

def test_grounding_reward_cases():
    g = {'name', 'country'}
    assert grounding_reward('<answer>Y\n["Name", "singer.country"]</answer>', True, g) == 1.0
    assert grounding_reward("<answer>Y\n['name', 'country', 'age', 'x', 'y']</answer>", True, g) == 0.5
    assert grounding_reward('<answer>Y\n["name"]</answer>', True, g) == 0.1
    assert grounding_reward('<answer>Y\n["name"]</answer>', False, set()) == 0.2
    assert grounding_reward('<answer>N</answer>', True, g) == 0.0
    assert grounding_reward('<answer>N</answer>', False, set()) == 1.0
    assert parse_grounding_answer('<answer>Y\n[]</answer>').columns == frozenset()

# ---------------------------------------------------------------- executing rewards: robustness
import sqlite3, warnings
from textsql_kit.rewards.astra import binary_exec_batch, csmr_batch, turn_scores, astra_batch
from textsql_kit.rewards.mtir import mtir_batch, mtir_reward
from textsql_kit.rewards.mars import generation_batch, generation_reward, grounding_labels
from textsql_kit.rewards.trl import make_trl_reward, TRL_REWARD_NAMES
from textsql_kit.sql.batch import GoldError, SQLBatch
from textsql_kit.protocols import render_tool_call

GOLD = 'SELECT name, age FROM singer WHERE country = "France"'

@pytest.fixture(scope='module')
def db(tmp_path_factory):
    p = tmp_path_factory.mktemp('rw')/'concert.sqlite'
    with sqlite3.connect(p) as con:   # fixture: building the database
        con.executescript("""
        CREATE TABLE singer (singer_id INTEGER PRIMARY KEY, name TEXT, country TEXT, age INTEGER);
        INSERT INTO singer VALUES (1,'Joe Sharp','Netherlands',52),(2,'Timbaland','United States',32),(3,'Justin Brown','France',29),(4,'Rose White','France',41);
        CREATE TABLE big (x INTEGER);
        WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM c WHERE i < 2000) INSERT INTO big SELECT i FROM c;""")
    return p

SLOW_SQL = 'SELECT count(*) FROM big a, big b, big c, big d'   # 1.6e13 rows: only a time limit stops it
MALFORMED = ['', None, b'\xff\xfe\x00junk', '<answer>', '</answer>', '<answer><answer>SELECT 1</answer></answer>',
             '<think><answer>SELECT 1</answer>', '<tool_call>{"name": "execute_sql", "arguments": {"sql": "SELECT 1"',
             '<tool_call>not json</tool_call>', '<answer>The answer is 42.</answer>', '<answer>DROP TABLE singer</answer>',
             '<answer>SELECT 1; DELETE FROM singer</answer>', '<solution>ATTACH DATABASE "x" AS y</solution>',
             '<answer>' * 100_000, 'x' * (1 << 20), '<think>' + 'a' * (1 << 20) + '</think><answer>SELECT 1</answer>',
             [{'role': 'assistant', 'content': None}], [{'role': 'tool', 'content': 'x'}], [{'bad': 1}], 12345]

@pytest.mark.parametrize('fn', [binary_exec_batch, csmr_batch, mtir_batch, generation_batch, astra_batch])
def test_malformed_completions_get_defined_low_rewards(db, fn):
    rows = fn(MALFORMED, GOLD, db)
    assert len(rows) == len(MALFORMED)
    lows = {binary_exec_batch: 0.0, csmr_batch: 0.0, mtir_batch: 0.1 + 2 - 3, generation_batch: -1.0}   # at most a wrong answer's reward
    for x, r in zip(MALFORMED, rows):
        assert math.isfinite(r['total'])
        if fn in lows: assert r['total'] <= lows[fn] + 1e-9, (fn.__name__, str(x)[:60], r)
        else: assert r['total'] <= 0.0, (str(x)[:60], r)

def test_writes_never_reach_the_database(db):
    before = db.read_bytes()
    rows = mtir_batch(['<think>x</think><answer>DELETE FROM singer</answer>', '<think>x</think><answer>UPDATE singer SET age = 0</answer>'], GOLD, db)
    assert all(r['execution'] == -2.0 and r['result'] == 0.0 for r in rows)
    assert db.read_bytes() == before

def test_sql_that_times_out_gets_the_execution_penalty(db):
    t0 = __import__('time').perf_counter()
    r = mtir_reward(f'<think>x</think><answer>{SLOW_SQL}</answer>', GOLD, db, timeout_s=0.5)
    assert r == {'total': 0.1 - 2.0, 'format': 0.1, 'execution': -2.0, 'result': 0.0}
    assert generation_reward(f'<think>x</think><solution>{SLOW_SQL}</solution>', GOLD, db, timeout_s=0.5) == -1.0
    assert csmr_batch([f'<answer>{SLOW_SQL}</answer>'], GOLD, db, timeout_s=0.5)[0]['total'] == 0.0
    assert __import__('time').perf_counter() - t0 < 20

def test_gold_errors_are_never_scored(db):
    with pytest.raises(GoldError, match='no such table'): binary_exec_batch(['<answer>SELECT 1</answer>'], 'SELECT * FROM nowhere', db)
    with warnings.catch_warnings(record=True):
        warnings.simplefilter('always')
        for name in TRL_REWARD_NAMES:
            if name in ('mars_grounding',): continue
            out = make_trl_reward(name)(prompts=['p'], completions=['<answer>SELECT 1</answer>'], solution=['SELECT * FROM nowhere'], db_id=[str(db)])
            assert out == [None], name

def test_turn_scores_for_atr(db):
    traj = ('<think>a</think>' + render_tool_call('SELECT name FROM singer') + '<tool_response>\n{}\n</tool_response>'
            '<think>b</think>' + render_tool_call('SELECT nme FROM singer') + '<tool_response>\n{}\n</tool_response>'
            f'<think>c</think><answer>{GOLD}</answer>')
    assert turn_scores(traj, GOLD, db) == [0.0, 0.0, 1.0]
    r = astra_batch([traj], GOLD, db)[0]
    assert math.isclose(r['total'], atr([0.0, 0.0, 1.0])) and r['turns'] == 3.0

def test_grounding_labels_on_spider(spider_dir):
    import json
    dev = json.loads((spider_dir/'dev.json').read_text())
    n = 0
    for d in dev[:200]:
        p = spider_dir/'database'/d['db_id']/f"{d['db_id']}.sqlite"
        if not p.exists(): continue
        labels = grounding_labels(d['query'], p)
        assert any(v['relevant'] for v in labels.values()), d['query']
        for t, v in labels.items():
            if not v['relevant']: assert not v['columns']
        n += 1
    assert n > 150

def test_binary_and_csmr_on_spider_gold(spider_dir):
    import json
    dev = [d for d in json.loads((spider_dir/'dev.json').read_text()) if (spider_dir/'database'/d['db_id']).is_dir()][:64]
    comps = [f"<think>t</think><answer>{d['query']}</answer>" for d in dev]
    golds = [d['query'] for d in dev]; dbs = [spider_dir/'database'/d['db_id']/f"{d['db_id']}.sqlite" for d in dev]
    assert all(r['total'] == 1.0 for r in binary_exec_batch(comps, golds, dbs, mode='spider'))
    assert all(r['total'] == 1.0 for r in csmr_batch(comps, golds, dbs))

@pytest.mark.slow
def test_trl_adapters_survive_malformed_batches(db):
    n = len(MALFORMED)
    for name in TRL_REWARD_NAMES:
        cols = dict(solution=[GOLD] * n, task_kind=['sql'] * n, db_id=[str(db)] * n, table=['singer'] * n)
        out = make_trl_reward(name)(prompts=['p'] * n, completions=MALFORMED, completion_ids=[[0] * 10] * n, **cols)
        assert len(out) == n and all(isinstance(v, float) and math.isfinite(v) for v in out), (name, out)

# ---------------------------------------------------------------- CLI and demo stage
from textsql_kit.core import SkipStage
from textsql_kit.rewards.bench import bench_rewards_cli
from textsql_kit.rewards.bench import demo_stage

def test_demo_stage_skips_without_spider(monkeypatch, tmp_path):
    monkeypatch.delenv('TEXTSQL_SPIDER_DIR', raising=False)
    with pytest.raises(SkipStage, match='TEXTSQL_SPIDER_DIR'): demo_stage('smoke', tmp_path)
    with pytest.raises(ValueError, match='scale must be'): demo_stage('huge', tmp_path)

def test_bench_cli_errors_name_the_problem(monkeypatch, capsys):
    monkeypatch.delenv('TEXTSQL_SPIDER_DIR', raising=False)
    with pytest.raises(SystemExit) as e: bench_rewards_cli([])
    assert e.value.code == 2 and 'TEXTSQL_SPIDER_DIR' in capsys.readouterr().err
    with pytest.raises(SystemExit): bench_rewards_cli(['--spider-dir', '/nonexistent'])
    assert 'dev.json' in capsys.readouterr().err
    with pytest.raises(SystemExit): bench_rewards_cli(['--spider-dir', '/x', '--rewards', 'bleu'])
    assert 'bleu' in capsys.readouterr().err

@pytest.mark.slow
def test_bench_cli_runs_on_spider(spider_dir, tmp_path, capsys):
    out = tmp_path/'bench.json'
    assert bench_rewards_cli(['--spider-dir', str(spider_dir), '--prompts', '3', '--rewards', 'binary_exec,csmr,mtir', '--repeats', '1', '--json', str(out)]) == 0
    text = capsys.readouterr().out
    assert 'binary_exec' in text and 'x raw' in text
    import json
    rep = json.loads(out.read_text())
    assert rep['groups'] == 3 and rep['group_size'] == 16 and rep['raw_sqlite_ms_per_group'] > 0
    assert 0 < rep['rewards']['binary_exec']['mean_reward'] < 1     # correct, wrong, failing and NL answers in each group

# ---------------------------------------------------------------- property: executing rewards are total
TAGS = ['<think>', '</think>', '<answer>', '</answer>', '<tool_call>', '</tool_call>', '<tool_response>', '</tool_response>',
        '<solution>', '</solution>', '<sql>', '</sql>', '{"name": "execute_sql", "arguments": {"sql": ', '"}}',
        'SELECT name FROM singer', 'SELECT * FROM nowhere', 'WHERE age > 30', ';', "'", '"', '\x00', '\n', '```sql']
completions = st.lists(st.one_of(st.sampled_from(TAGS), st.text(max_size=8)), max_size=14).map(''.join)

@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(st.lists(completions, min_size=1, max_size=4))
def test_executing_rewards_are_total(db, batch):
    for fn, lo, hi in [(binary_exec_batch, 0, 1), (csmr_batch, 0, 1), (mtir_batch, -5.1, 5.1), (generation_batch, -1, 1), (astra_batch, -2, 2)]:
        for r in fn(batch, GOLD, db):
            assert lo - 1e-9 <= r['total'] <= hi + 1e-9, (fn.__name__, batch, r)

@pytest.mark.slow
@pytest.mark.parametrize('name', ['binary_exec', 'csmr', 'mtir', 'mars_generation', 'tchr'])
def test_rewards_rank_correct_above_wrong_above_failing_on_spider(spider_dir, name):
    from textsql_kit.rewards.bench import build_reward_bench, render_bench_completion, _BENCH_REWARDS
    groups = build_reward_bench(spider_dir, n_prompts=6, group=16, seed=3)
    fn = make_trl_reward(name, **({'aggregate': 'final'} if name == 'csmr' else {'mode': 'spider'}))
    by = {'correct': [], 'wrong': [], 'failing': []}
    for g in groups:
        comps = [render_bench_completion(k, a, _BENCH_REWARDS[name]) for k, a in g['answers']]
        n = len(comps)
        out = fn(prompts=[''] * n, completions=comps, completion_ids=[[0] * 100] * n, solution=[g['gold']] * n,
                 task_kind=['sql'] * n, db_id=[str(g['db_path'])] * n)
        for j, v in enumerate(out[:12]): by[['correct', 'wrong', 'failing'][j // 4]].append(v)
    mean = {k: sum(v) / len(v) for k, v in by.items()}
    assert mean['correct'] > mean['wrong'] >= mean['failing'], (name, mean)
    assert min(by['correct']) == max(max(by['correct']), max(by['wrong']))   # every correct answer gets the top reward

# ---------------------------------------------------------------- conformance (issue 9): CSMR values keep their type
from textsql_kit.rewards.mtir import MTIRConfig, mtir_format_ok, mtir_config
from textsql_kit.protocols import parse_completion

class _Mark:
    "A test-side stand-in for 'a float NaN' (all NaNs equal each other, nothing else)."
    def __eq__(self, o): return isinstance(o, _Mark)
    def __hash__(self): return 7

def _norm(rows): return {tuple(_Mark() if isinstance(v, float) and v != v else v for v in r) for r in rows}

nan_values = st.one_of(st.just(float('nan')), st.just('NaN'), st.just('nan'), st.integers(0, 2), st.sampled_from([1.0, 'a']))
def nan_table(ncols): return st.lists(st.tuples(*[nan_values] * ncols), max_size=5)
nan_tables = st.integers(1, 3).flatmap(nan_table)

@settings(max_examples=400, deadline=None)
@given(nan_tables, nan_tables)
def test_csmr_one_iff_set_equal_with_nan_and_strings(p, g):
    "SQL-ASTRA Algorithm 1: 1.0 iff set(P) == set(G); a float NaN and the string 'NaN' are different values."
    assert (csmr(pred=p, gold=g) == 1.0) == (_norm(p) == _norm(g))

@given(nan_tables.filter(lambda t: any(isinstance(v, float) and v != v for r in t for v in r)))
def test_csmr_string_nan_never_matches_a_float_nan(g):
    p = [tuple('NaN' if isinstance(v, float) and v != v else v for v in r) for r in g]
    assert csmr(pred=p, gold=g) < 1.0

def test_csmr_integer_equals_real_as_in_sqlite_and_python():
    assert csmr(pred=[(1.0,)], gold=[(1,)]) == 1.0 and csmr(pred=[('1',)], gold=[(1,)]) == 0.0

# ---------------------------------------------------------------- conformance: MTIR-SQL format reward (§3.3, Eq. 6)
def _turn(think, body): return (f'<think>{think}</think>' if think else '') + body
def _call(i): return render_tool_call(f'SELECT name FROM singer LIMIT {i}') + '\n<tool_response>\n{}\n</tool_response>\n'

@settings(max_examples=200, deadline=None)
@given(st.permutations(['<think>t</think>', f'<answer>{GOLD}</answer>']), st.sampled_from(['', ' ', '\n']))
def test_mtir_format_requires_think_first_and_answer_last(order, sep):
    text = sep.join(order)
    ok = order[0].startswith('<think>')
    assert mtir_format_ok(parse_completion(text, 'hermes')) == ok, text

@settings(max_examples=100, deadline=None)
@given(st.lists(st.booleans(), max_size=3), st.booleans())
def test_mtir_format_later_turns_may_skip_think_unless_think_every_turn(later_thinks, answer_thinks):
    "§3.3's wording: the response starts with <think>; 'think_every_turn' also asks every later turn to think."
    text = '<think>start</think>' + _call(0) + ''.join(_turn('t' if th else '', _call(i + 1)) for i, th in enumerate(later_thinks))
    text += _turn('t' if answer_thinks else '', f'<answer>{GOLD}</answer>')
    pc = parse_completion(text, 'hermes')
    assert mtir_format_ok(pc, 'paper'), text
    assert mtir_format_ok(pc, 'think_every_turn') == (all(later_thinks) and answer_thinks), text

def test_mtir_format_reward_values(db):
    assert mtir_reward(f'<answer>{GOLD}</answer><think>t</think>', GOLD, db)['format'] == -0.1
    later = '<think>a</think>' + _call(1) + f'<answer>{GOLD}</answer>'
    assert mtir_reward(later, GOLD, db)['format'] == 0.1
    assert mtir_reward(later, GOLD, db, config='think_every_turn')['format'] == -0.1
    assert mtir_config('think_every_turn') == MTIRConfig(format='think_every_turn')

# ---------------------------------------------------------------- conformance: a statement that is not a query earns nothing
NON_QUERY = st.builds(lambda kw, ws, case: ws + (kw.upper() if case else kw.lower()),
                      st.sampled_from(['DELETE FROM singer', 'UPDATE singer SET age = 0', 'INSERT INTO singer VALUES (9, "x", "y", 1)',
                                       'PRAGMA table_info(singer)', 'PRAGMA user_version', 'CREATE TABLE t (a)', "ATTACH 'x.db' AS x",
                                       'VACUUM', 'DROP TABLE singer', 'REPLACE INTO singer VALUES (1, "a", "b", 2)', 'EXPLAIN SELECT 1',
                                       'ANALYZE', 'REINDEX', 'BEGIN', 'DETACH x']),
                      st.sampled_from(['', ' ', '\n', '-- c\n', '/* c */ ']), st.booleans())

@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(NON_QUERY)
def test_non_queries_earn_no_credit_from_any_reward(db, sql):
    before = db.read_bytes()
    assert binary_exec_batch([f'<think>t</think><answer>{sql}</answer>'], GOLD, db) == [{'total': 0.0, 'executes': 0.0}]
    assert csmr_batch([f'<think>t</think><answer>{sql}</answer>'], GOLD, db)[0] == {'total': 0.0, 'executes': 0.0, 'perfect': 0.0}
    r = mtir_reward(f'<think>t</think><answer>{sql}</answer>', GOLD, db)
    assert r['execution'] == -2.0 and r['result'] == 0.0
    assert generation_reward(f'<think>t</think><solution>{sql}</solution>', GOLD, db) == -1.0
    assert generation_reward(f'<think>t</think><solution>{sql}</solution>', GOLD, db, preset='reference_code') == 0.0
    traj = '<think>t</think>' + render_tool_call(sql) + '\n<tool_response>\n{}\n</tool_response>\n' + f'<think>t</think><answer>{sql}</answer>'
    assert turn_scores(traj, GOLD, db) == [0.0, 0.0] and turn_scores(traj, GOLD, db, dense=False) == [0.0, 0.0]
    assert grounding_reward(f'<answer>{sql}</answer>', True, {'name'}) == 0.0
    assert db.read_bytes() == before

@pytest.mark.parametrize('name', ['binary_exec', 'csmr', 'mtir', 'mars_generation'])
def test_non_queries_earn_no_credit_through_the_trl_adapters(db, name):
    sqls = ['DELETE FROM singer', 'PRAGMA table_info(singer)', 'UPDATE singer SET age = 0', "ATTACH 'x.db' AS x", 'VACUUM']
    wrap = '<think>t</think><solution>{}</solution>' if name == 'mars_generation' else '<think>t</think><answer>{}</answer>'
    out = make_trl_reward(name)(prompts=['q'] * len(sqls), completions=[wrap.format(s) for s in sqls], solution=[GOLD] * len(sqls), db_id=[str(db)] * len(sqls))
    floor = {'binary_exec': 0.0, 'csmr': 0.0, 'mtir': 0.1 - 2.0, 'mars_generation': -1.0}[name]
    assert out == [floor] * len(sqls)

def test_a_gold_that_is_not_a_query_is_a_broken_item(db):
    with pytest.raises(GoldError, match='not a query'): binary_exec_batch(['<answer>SELECT 1</answer>'], 'PRAGMA table_info(singer)', db)
    with pytest.raises(GoldError, match='not a query'): grounding_labels('DELETE FROM singer', db)
