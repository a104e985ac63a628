"""BAR-SQL's TCHR reward (textsql_kit.rewards.tchr): properties of S_ast / S_dense / R_len, robustness against malformed
completions, group efficiency (one execution batch, one embedding call) and an integration run on Spider dev."""
import json, math, random, re, sqlite3, time

import numpy as np
import pytest
from hypothesis import example, given, settings, strategies as st, HealthCheck

from textsql_kit.core import ExecResult
from textsql_kit.sql.cache import clear_cache
from textsql_kit.rewards import tchr
from textsql_kit.rewards.tchr import format_reward, extract_answer, answer_kind, grammar_reward, s_ast, s_dense, soft_length, nl_accuracy, calibrate_nl_thresholds, NL_THRESHOLD_PRESETS, tchr_reward, tchr_batch, tchr_config, TCHR_ABLATIONS, column_text
from textsql_kit.models.llm import as_embedder, default_embedder

# ---------------------------------------------------------------- fixtures

@pytest.fixture(scope='module')
def shop_db(tmp_path_factory):
    "A real SQLite database: car series and monthly leads."
    p = tmp_path_factory.mktemp('tchr')/'shop.sqlite'
    con = sqlite3.connect(p)
    con.executescript("""
    CREATE TABLE series(series_id INTEGER PRIMARY KEY, series_name TEXT, brand TEXT);
    CREATE TABLE leads(lead_id INTEGER PRIMARY KEY, series_id INT, city TEXT, month TEXT, n_leads INT, revenue REAL);
    INSERT INTO series VALUES (1, 'Model A', 'Acme'), (2, 'Model B', 'Acme'), (3, 'Roadster', 'Zoom');
    INSERT INTO leads VALUES (1, 1, 'Berlin', '2024-01', 120, 1000.5), (2, 1, 'Paris', '2024-01', 80, 800.0),
      (3, 2, 'Berlin', '2024-02', 45, 410.25), (4, 3, 'Paris', '2024-02', 30, 990.0), (5, 3, 'Berlin', '2024-03', 60, 1500.0);
    """)
    con.commit(); con.close()
    return p

@pytest.fixture(scope='module')
def embedder():
    "The kit's offline embedding model (all-MiniLM-L6-v2), loaded once for the module."
    return default_embedder()

class CountingEmbedder:
    "A real embedder behind a counter of forward passes (to check the one-call-per-group contract)."
    def __init__(self, inner): self.inner, self.calls, self.texts = inner, 0, 0
    def embed(self, texts):
        self.calls += 1; self.texts += len(texts)
        return self.inner.embed(texts) if hasattr(self.inner, 'embed') else self.inner.encode(texts, normalize_embeddings=True)

GOLD = "SELECT s.series_name, sum(l.n_leads) FROM leads l JOIN series s USING(series_id) GROUP BY s.series_name"
RIGHT = "<think>join and sum</think>\n<answer>SELECT series.series_name, sum(leads.n_leads) FROM series JOIN leads ON leads.series_id = series.series_id GROUP BY 1</answer>"
PARTIAL = "<think>t</think><answer>SELECT s.series_name, sum(l.n_leads) FROM leads l JOIN series s USING(series_id) WHERE l.city = 'Berlin' GROUP BY s.series_name</answer>"
BROKEN = "<think>t</think><answer>SELECT series_nam FROM series</answer>"
GOLD_NL = "Please specify the Car Series when querying Net New Leads."

# ---------------------------------------------------------------- format, answer kind, length

def test_format_reward_cases():
    assert format_reward("<think>a</think>\n <answer>b</answer>\n") == 1.0
    for bad in ["<think>a</think><answer>b</answer> extra", "x<think>a</think><answer>b</answer>", "<answer>b</answer><think>a</think>",
                "<think>a</think><answer>b</answer><answer>c</answer>", "<think><think>a</think></think><answer>b</answer>",
                "<think>a</think>", "<answer>b</answer>", "", "<think>a<answer>b</answer></think>"]:
        assert format_reward(bad) == 0.0, bad

def test_answer_kind_parses_instead_of_guessing():
    assert answer_kind("<think>x</think><answer>Please select the car series you mean.</answer>") == 'nl'
    assert answer_kind("<answer>WITH t AS (SELECT 1 AS a) SELECT a FROM t</answer>") == 'sql'
    assert answer_kind("SELECT a FROM t EXCEPT SELECT b FROM u;") == 'sql'
    assert answer_kind("DELETE FROM t") == 'nl'
    assert answer_kind("SELECT 1; SELECT 2") == 'nl'
    assert extract_answer("<answer>```sql\nSELECT 1\n```</answer>") == 'SELECT 1'

@given(st.integers(min_value=0, max_value=10_000))
def test_soft_length_range_and_monotone(n):
    r = soft_length(n)
    assert -1.0 <= r <= 0.0
    assert soft_length(n + 1) <= r
    assert (r == 0.0) == (n <= 2048 - 409)

# ---------------------------------------------------------------- S_ast properties

COLS, TABLES = ['a', 'b', 'c', 'age', 'name'], ['t', 'singer']
atom = st.builds(lambda c, op, v: f"{c} {op} {v}", st.sampled_from(COLS), st.sampled_from(['=', '>', '<', '<>', '>=']),
                 st.one_of(st.integers(-5, 50).map(str), st.sampled_from(["'x'", "'France'"])))

@st.composite
def queries_with_shuffled_twin(draw):
    "A query with a WHERE of AND-ed atoms and OR-groups, and the same query with every AND/OR operand list permuted."
    groups = draw(st.lists(st.lists(atom, min_size=1, max_size=3, unique=True), min_size=1, max_size=4, unique_by=lambda g: tuple(sorted(g))))
    sel = draw(st.lists(st.sampled_from(COLS), min_size=1, max_size=3, unique=True))
    table = draw(st.sampled_from(TABLES))
    rnd = draw(st.randoms(use_true_random=False))
    def render(gs):
        return ' AND '.join('(' + ' OR '.join(g) + ')' if len(g) > 1 else g[0] for g in gs)
    shuffled = [rnd.sample(g, len(g)) for g in groups]
    shuffled = rnd.sample(shuffled, len(shuffled))
    q1 = f"SELECT {', '.join(sel)} FROM {table} WHERE {render(groups)}"
    q2 = f"select {', '.join(sel)} from {table.upper()} where {render(shuffled)}"
    return q1, q2

@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(queries_with_shuffled_twin())
def test_s_ast_identical_and_and_or_order_invariant(pair):
    q1, q2 = pair
    assert s_ast(q1, q1) == 1.0
    assert s_ast(pred=q2, gold=q1) == 1.0

@settings(max_examples=100, deadline=None)
@given(queries_with_shuffled_twin(), queries_with_shuffled_twin())
def test_s_ast_is_a_symmetric_f1(p1, p2):
    a, b = p1[0], p2[0]
    v = s_ast(a, b)
    assert 0.0 <= v <= 1.0 and v == s_ast(b, a)
    assert 0.0 <= s_ast(a, b, preset='reference_code') <= 1.0

def test_s_ast_unparseable_and_scopes():
    assert s_ast("SELEC a FROM", "SELECT a FROM t") == 0.0
    assert s_ast("SELECT a FROM t", "not sql at all") == 0.0
    assert s_ast("", "") == 0.0
    # the same column in the outer WHERE and in a subquery's SELECT are different components
    assert s_ast("SELECT a FROM t WHERE a = (SELECT max(a) FROM t)", "SELECT a FROM t WHERE a = (SELECT min(a) FROM t)") < 1.0
    assert s_ast('SELECT "Name" FROM `Singer` AS T1', "select t1.name from singer t1") == 1.0

# ---------------------------------------------------------------- S_dense properties

cell = st.one_of(st.none(), st.integers(-10**6, 10**6), st.floats(allow_nan=False, allow_infinity=False, width=32), st.text(max_size=8))
@st.composite
def results(draw):
    ncols = draw(st.integers(1, 4))
    cols = draw(st.lists(st.sampled_from(['name', 'age', 'country', 'count(*)', 'total_leads', 'series_name']), min_size=ncols, max_size=ncols))
    rows = draw(st.lists(st.tuples(*[cell] * ncols), max_size=12))
    return ExecResult(columns=cols, rows=rows)

@settings(max_examples=150, deadline=None)
@given(results())
def test_s_dense_identical_results_score_one(r):
    # identical results never need the embedding model (all column names pair with themselves)
    assert s_dense(r, ExecResult(columns=list(r.columns), rows=list(r.rows)), embedder=object()) == 1.0

@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(results(), results())
def test_s_dense_in_unit_interval(embedder, p, g):
    v = s_dense(p, g, embedder)
    assert 0.0 <= v <= 1.0

def test_s_dense_formula_by_hand():
    g = ExecResult(columns=['name', 'n'], rows=[('a', 1), ('b', 2), ('c', 3), ('d', 4)])
    p = ExecResult(columns=['name', 'n'], rows=[('a', 1.005), ('b', 2)])              # same names: no embedding needed
    # S_schema 1, S_rows 1/(1+0.3 ln 2), S_values: name F1 2*2/6, n F1 2*2/6
    expect = 0.4 * 1 + 0.1 / (1 + 0.3 * math.log(2)) + 0.5 * (4 / 6)
    assert s_dense(p, g, embedder=object()) == pytest.approx(expect)
    assert s_dense(ExecResult(error='boom'), g, embedder=object()) == 0.0
    assert s_dense(ExecResult(columns=['name', 'n'], rows=[('a', 1)], truncated=True), g, embedder=object()) == 0.0

# ---------------------------------------------------------------- NL thresholds

def test_nl_step_function():
    assert nl_accuracy(0.97, 'qwen3') == 0.97
    assert nl_accuracy(0.93, 'qwen3') == pytest.approx(0.8 * 0.93)
    assert nl_accuracy(0.899, 'qwen3') == 0.0
    hi, lo = NL_THRESHOLD_PRESETS['minilm']
    assert nl_accuracy(hi, 'minilm') == hi and nl_accuracy(lo, 'minilm') == pytest.approx(0.8 * lo) and nl_accuracy(lo - 1e-3, 'minilm') == 0.0

def test_calibration_reproduces_minilm_preset(embedder):
    hi, lo = calibrate_nl_thresholds(embedder)
    assert (hi, lo) == pytest.approx(NL_THRESHOLD_PRESETS['minilm'], abs=2e-3)
    assert lo < hi

# ---------------------------------------------------------------- the reward

def test_tchr_reward_sql_components(shop_db, embedder):
    r = tchr_reward(RIGHT, GOLD, db_path=shop_db, embedder=embedder, n_tokens=100)
    assert r['exec_match'] is True and r['total'] == pytest.approx(1.5 + 1.0 + 0.9)
    p = tchr_reward(PARTIAL, GOLD, db_path=shop_db, embedder=embedder)
    assert p['exec_match'] is False and p['acc'] == pytest.approx(0.5 * p['s_ast'] + 0.5 * p['s_dense']) and 0 < p['acc'] < 1
    b = tchr_reward(BROKEN, GOLD, db_path=shop_db, embedder=embedder)
    assert b['gram'] == 0.0 and 'no such column' in b['pred_error']
    n = tchr_reward("<think>t</think><answer>I cannot answer that.</answer>", GOLD, db_path=shop_db, embedder=embedder)
    assert (n['acc'], n['gram'], n['kind']) == (0.0, 0.0, 'nl')

def test_tchr_reward_nl_components(shop_db, embedder):
    good = tchr_reward("<think>x</think><answer>Please specify the car series when you query Net New Leads.</answer>", GOLD_NL, task_kind='nl', db_path=shop_db, embedder=embedder)
    sql = tchr_reward("<think>x</think><answer>SELECT sum(n_leads) FROM leads</answer>", GOLD_NL, task_kind='nl', db_path=shop_db, embedder=embedder)
    assert good['acc'] > 0.9 and good['gram'] == 1.0
    assert sql['acc'] == 0.0 and sql['gram'] == 1.0 and sql['kind'] == 'sql'          # Eq. 6: valid SQL; no accuracy for it
    same = tchr_reward(f"<think>x</think><answer>{GOLD_NL}</answer>", GOLD_NL, task_kind='nl', embedder=embedder)
    assert same['rho'] == 1.0 and same['acc'] == 1.0

def test_grammar_reward_eq6(shop_db):
    assert grammar_reward("<think>t</think><answer>SELECT brand FROM series</answer>", 'sql', shop_db) == 1.0
    assert grammar_reward("SELECT brandd FROM series", 'sql', shop_db) == 0.0
    assert grammar_reward("SELECT brand FROM series", 'nl', shop_db) == 1.0      # valid SQL: Eq. 6 case 1, whatever the gold
    assert grammar_reward("Which brand?", 'nl', shop_db) == 1.0 and grammar_reward("Which brand?", 'sql', shop_db) == 0.0
    assert grammar_reward("SELECT 1", 'sql', None) == 0.0

def test_config_presets_and_errors():
    assert tchr_config('reference_code').s_ast_preset == 'reference_code'
    assert tchr_config({'w_acc': 2.0}, ablation='no_len').use_len is False
    with pytest.raises(ValueError, match='unknown TCHR ablation'): tchr_config(ablation='no_acc')
    with pytest.raises(ValueError, match='mode'): tchr_config(mode='exact')

def test_two_empty_results_match(shop_db):
    r = tchr_reward("SELECT series_name FROM series WHERE brand = 'Nobody'", "SELECT series_name FROM series WHERE 1 = 0", db_path=shop_db, embedder=object())
    assert r['exec_match'] is True and r['acc'] == 1.0

@pytest.mark.parametrize('ablation,missing', [('no_gram', 0.9), ('no_fmt', 1.0), ('no_len', 0.8 * -1.0)])
def test_ablations_remove_one_term(shop_db, embedder, ablation, missing):
    full = tchr_reward(RIGHT, GOLD, db_path=shop_db, embedder=embedder, n_tokens=5000)
    abl = tchr_reward(RIGHT, GOLD, db_path=shop_db, embedder=embedder, n_tokens=5000, ablation=ablation)
    assert abl['total'] == pytest.approx(full['total'] - missing)

def test_no_struct_ablation_makes_accuracy_binary(shop_db, embedder):
    r = tchr_reward(PARTIAL, GOLD, db_path=shop_db, embedder=embedder, ablation='no_struct')
    assert r['acc'] == 0.0 and r['s_ast'] is None
    assert set(TCHR_ABLATIONS) == {'full', 'no_gram', 'no_fmt', 'no_struct', 'no_len'}

def test_weights_are_parameters(shop_db, embedder):
    r = tchr_reward(PARTIAL, GOLD, db_path=shop_db, embedder=embedder, w_acc=2.0, w_fmt=0.0, w_gram=0.0, alpha_struct=1.0)
    assert r['total'] == pytest.approx(2.0 * r['s_ast'])
    with pytest.raises(TypeError, match="did you mean 'w_acc'"): tchr_reward(RIGHT, GOLD, db_path=shop_db, w_acd=1)

# ---------------------------------------------------------------- robustness: defined low rewards, never an exception

MALFORMED = ["", "   ", "<think>", "</answer>", "<answer></answer>", "<think></think><answer></answer>",
             "<answer><answer>SELECT 1</answer></answer>", "<think><answer>SELECT 1</think></answer>",
             "<think>a</think><answer>SELECT series_name FROM series</answer><answer>again</answer>",
             b"\x00\xff\xfe<answer>\x00</answer>", "\x00\x01\x02 SELECT \x00 FROM", "SELECT (((((((((((" * 200,
             "<think>" + "x" * (1 << 20) + "</think><answer>SELECT series_name FROM series</answer>",
             "<think>t</think><answer>" + "SELECT series_name FROM series UNION " * 30_000 + "SELECT 1</answer>",
             "<think>t</think><answer>" + "blah " * 200_000 + "</answer>"]

@pytest.mark.parametrize('i', range(len(MALFORMED)))
def test_malformed_completions_give_a_defined_low_reward(shop_db, embedder, i):
    best = 1.5 + 1.0 + 0.9
    for kind, gold in (('sql', GOLD), ('nl', GOLD_NL)):
        r = tchr_reward(MALFORMED[i], gold, task_kind=kind, db_path=shop_db, embedder=embedder, n_tokens=10)
        assert math.isfinite(r['total']) and r['total'] < best
        assert r['kind'] in ('sql', 'nl') and 0.0 <= r['acc'] <= 1.0

def test_megabyte_completion_is_fast(shop_db, embedder):
    big = "<think>t</think><answer>" + "word " * 250_000 + "</answer>"
    t = time.perf_counter()
    r = tchr_reward(big, GOLD_NL, task_kind='nl', db_path=shop_db, embedder=embedder, n_tokens=300_000)
    assert time.perf_counter() - t < 5 and r['len'] == -1.0 and r['kind'] == 'nl'

def test_sql_that_times_out(shop_db, embedder):
    forever = "<think>t</think><answer>WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT count(*) FROM c</answer>"
    t = time.perf_counter()
    r = tchr_reward(forever, GOLD, db_path=shop_db, embedder=embedder, timeout_s=0.5)
    assert time.perf_counter() - t < 10
    assert r['exec_match'] is False and 'time' in r['pred_error'].lower()
    assert r['gram'] == 1.0                                   # it compiled: EXPLAIN succeeds (Eq. 6)
    assert r['acc'] == pytest.approx(0.5 * r['s_ast'])         # S_dense of a failed result is 0

def test_bad_calls_fail_clearly(shop_db):
    with pytest.raises(FileNotFoundError, match='item 0'): tchr_reward(RIGHT, GOLD, db_path=shop_db.parent/'missing.sqlite')
    with pytest.raises(ValueError, match='no database'): tchr_reward(RIGHT, GOLD, db_path=None)
    with pytest.raises(ValueError, match='task_kind'): tchr_reward(RIGHT, GOLD, task_kind='text', db_path=shop_db)
    with pytest.raises(ValueError, match='golds has 1 items'): tchr_batch([RIGHT, RIGHT], [GOLD], [shop_db])
    with pytest.raises(TypeError, match='int'): tchr_reward(42, GOLD, db_path=shop_db)

def test_failing_gold_is_reported_never_correct(shop_db):
    with pytest.warns(UserWarning, match='gold SQL fails'):
        r = tchr_reward("<think>t</think><answer>SELECT nope FROM nothing</answer>", "SELECT nope FROM nothing", db_path=shop_db, embedder=object())
    assert r['exec_match'] is False and r['gold_error'] and r['acc'] < 1.0

# ---------------------------------------------------------------- one embedding stack

def test_rewards_are_the_embedder_s_cosines(shop_db, embedder):
    "TCHR's NL accuracy and S_schema are computed from `models.llm`'s vectors: the same numbers, recomputed here directly."
    E = lambda texts: embedder.unit_vectors(texts)
    nl = "Please specify the car series when you query Net New Leads."
    r = tchr_reward(f"<think>x</think><answer>{nl}</answer>", GOLD_NL, task_kind='nl', embedder=embedder)
    a, g = E([nl, GOLD_NL])
    assert r['rho'] == float(np.clip(a @ g, -1, 1)) and r['acc'] == nl_accuracy(r['rho'])
    pred = ExecResult(columns=['series', 'leads'], rows=[('A', 1), ('B', 2)])
    gold = ExecResult(columns=['series_name', 'sum(n_leads)'], rows=[('A', 1), ('B', 3)])
    v = dict(zip(names := ['series', 'leads', 'series_name', 'sum(n_leads)'], E([column_text(n) for n in names])))
    from scipy.optimize import linear_sum_assignment
    sim = np.array([[float(np.clip(v[gc] @ v[pc], -1, 1)) for pc in pred.columns] for gc in gold.columns])
    rows, cols = linear_sum_assignment(1 - sim)
    aligned = {r_: c for r_, c in zip(rows, cols) if sim[r_, c] > 0.75}
    s_schema = sum(sim[r_, c] for r_, c in aligned.items()) / 2
    s_values = sum({0: 1.0, 1: 0.5}[i] for i in aligned) / 2            # names all match; the sums agree on one row of two
    assert s_dense(pred, gold, embedder) == pytest.approx(0.4 * s_schema + 0.1 * 1.0 + 0.5 * s_values, abs=1e-6)   # batch composition moves float32 rows by ~1e-8

def test_reward_values_on_fixed_inputs(shop_db, embedder):
    "Recorded values (all-MiniLM-L6-v2, float32): a change in the embedding stack that moves a reward shows up here."
    nl = tchr_batch(["<think>x</think><answer>Please specify the car series when you query Net New Leads.</answer>",
                     "<think>x</think><answer>Which car series should the net new leads be counted for?</answer>",
                     "<think>x</think><answer>Which series do you mean?</answer>"], [GOLD_NL] * 3, [None] * 3, task_kinds=['nl'] * 3, embedder=embedder)
    assert [o['rho'] for o in nl] == pytest.approx([0.9934383630752563, 0.8011397123336792, 0.36564213037490845], abs=1e-6)
    assert [o['total'] for o in nl] == pytest.approx([3.3901575446128844, 2.861367654800415, 1.9], abs=1e-6)
    d = s_dense(ExecResult(columns=['series', 'leads'], rows=[('A', 1), ('B', 2)]),
                ExecResult(columns=['series_name', 'sum(n_leads)'], rows=[('A', 1), ('B', 3)]), embedder)
    assert d == pytest.approx(0.5022840142250061, abs=1e-6)

def test_missing_or_wrong_embedder_is_one_line(shop_db):
    with pytest.raises(TypeError, match='embedder must be an Embedder'):
        tchr_reward("<think>x</think><answer>Which series?</answer>", GOLD_NL, task_kind='nl', embedder=object())
    assert as_embedder(None) is default_embedder()

# ---------------------------------------------------------------- group efficiency

def test_batch_equals_single_and_embeds_in_passes_by_length(shop_db, embedder):
    from textsql_kit.sql.pool import Executor
    class CountingExecutor(Executor):
        batches = 0
        def execute_many(self, jobs, **kw):
            type(self).batches += 1
            return super().execute_many(jobs, **kw)
    preds = [RIGHT, PARTIAL, BROKEN, "<think>t</think><answer>Please pick a series.</answer>", RIGHT, PARTIAL,
             "<think>t</think><answer>SELECT brand AS maker, count(*) AS n FROM series GROUP BY brand</answer>",
             "<think>x</think><answer>Please specify the car series when you query Net New Leads.</answer>",
             "<think>x</think><answer>Which series do you mean?</answer>", "<think>x</think><answer>SELECT 1</answer>"]
    golds = [GOLD] * 7 + [GOLD_NL] * 3
    kinds = ['sql'] * 7 + ['nl'] * 3
    clear_cache()
    counting = CountingEmbedder(embedder)
    with CountingExecutor(workers=2) as ex:
        out = tchr_batch(preds, golds, [shop_db] * 10, task_kinds=kinds, embedder=counting, n_tokens=[50] * 10, executor=ex)
        passes = counting.calls
        assert CountingExecutor.batches == 1 and 1 <= passes <= 2      # short names and sentences: at most two passes by length
        again = tchr_batch(preds, golds, [shop_db] * 10, task_kinds=kinds, embedder=counting, n_tokens=[50] * 10, executor=ex)
        assert counting.calls == passes                                # every text was remembered
    single = [tchr_reward(p, g, task_kind=k, db_path=shop_db, embedder=embedder, n_tokens=50) for p, g, k in zip(preds, golds, kinds)]
    for a, b, c in zip(out, again, single):
        assert a.keys() == c.keys()
        for k in a:
            if isinstance(a[k], float): assert a[k] == pytest.approx(c[k], abs=1e-6) and a[k] == pytest.approx(b[k], abs=1e-6), k
            else: assert a[k] == c[k] == b[k], k

# ---------------------------------------------------------------- Spider dev integration

def _spider_group(spider_dir, item, others, rng):
    g = item['query']
    cands = [g, g.lower(), rng.choice(others), rng.choice(others), re.sub('from', 'FROM nosuch_table_x, ', g, count=1, flags=re.I), g + ' LIMIT 1',
             'I cannot answer this question.', 'Please specify which singer you mean.', g, rng.choice(others),
             g.split(' WHERE ')[0] if ' WHERE ' in g else g + ' LIMIT 2', 'SELEC broken', g, rng.choice(others), g, 'The dimension is not available.']
    preds = [f"<think>step {k}</think>\n<answer>{c}</answer>" if k % 4 else c for k, c in enumerate(cands)]
    return preds, [g] * 16

def test_spider_concert_singer_groups(spider_dir, embedder):
    dev = [d for d in json.loads((spider_dir/'dev.json').read_text()) if d['db_id'] == 'concert_singer']
    db = spider_dir/'database'/'concert_singer'/'concert_singer.sqlite'
    rng = random.Random(0)
    others = [d['query'] for d in dev]
    tchr_batch(*_spider_group(spider_dir, dev[0], others, rng), [db] * 16, embedder=embedder)      # warm the pool
    prof, times = {}, []
    for item in dev[1:21]:
        preds, golds = _spider_group(spider_dir, item, [q for q in others if q != item['query']], rng)
        t = time.perf_counter()
        out = tchr_batch(preds, golds, [db] * 16, embedder=embedder, n_tokens=[200] * 16, profile=prof)
        times.append(time.perf_counter() - t)
        for k in (0, 8, 12, 14):                         # the gold itself (wrapped or bare) always matches
            assert out[k]['exec_match'] is True and out[k]['acc'] == 1.0
        assert out[4]['gram'] == 0.0 and out[4]['pred_error']
        assert all(o['acc'] == 0.0 for o in (out[6], out[7], out[15]))
        assert all(0.0 <= o['acc'] <= 1.0 for o in out)
    times.sort()
    print(f"\nTCHR on Spider concert_singer: median {1000 * times[len(times) // 2]:.1f} ms per group of 16; per stage (ms/group):",
          {k: round(1000 * v / prof['groups'], 1) for k, v in prof.items() if k != 'groups'})
    assert times[len(times) // 2] < 1.0          # generous bound for a shared CI machine; the target (< 100 ms) is reported

# ---------------------------------------------------------------- fuzzing: arbitrary text never raises

TOKENS = ['SELECT', 'FROM', 'WHERE', 'AND', 'OR', 'NOT', 'IN', 'EXISTS', 'JOIN', 'LEFT', 'ON', 'USING', 'GROUP', 'BY', 'HAVING',
          'ORDER', 'DESC', 'LIMIT', 'OFFSET', 'UNION', 'ALL', 'EXCEPT', 'INTERSECT', 'WITH', 'AS', 'DISTINCT', 'CASE', 'WHEN',
          'THEN', 'ELSE', 'END', 'count(*)', 'max(a)', '(', ')', ',', '=', '<', '>', '*', '+', 't', 'u', 'a', 'b', 'T1.a', "'x'", '1',
          '2.5', 'NULL', ';', '"q"', '`b`', '<answer>', '</answer>', '<think>', '</think>']

@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(TOKENS), max_size=30).map(' '.join), st.sampled_from(['paper', 'reference_code']))
def test_token_soup_never_raises(text, preset):
    kind = answer_kind(text)
    assert kind in ('sql', 'nl')
    v = s_ast(text, "SELECT a FROM t WHERE b = 1 OR a IN (SELECT a FROM u)", preset=preset)
    assert 0.0 <= v <= 1.0
    ans = extract_answer(text)          # answer_kind looks at the <answer>; s_ast takes the SQL itself
    assert s_ast(ans, ans, preset=preset) == (1.0 if kind == 'sql' else 0.0) or preset == 'reference_code'

@settings(max_examples=100, deadline=None)
@given(st.text(max_size=200))
def test_arbitrary_text_never_raises(text):
    assert format_reward(text) in (0.0, 1.0)
    assert answer_kind(text) in ('sql', 'nl')
    assert 0.0 <= s_ast(text, "SELECT a FROM t") <= 1.0

@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(st.sampled_from(TOKENS[:-4] + ['series', 'leads', 'series_name', 'n_leads', 'city']), max_size=25).map(' '.join))
def test_reward_of_token_soup_is_defined(shop_db, text):
    r = tchr_reward(f"<think>t</think><answer>{text}</answer>", GOLD, db_path=shop_db, embedder=object(), timeout_s=2.0, use_struct=False)
    assert math.isfinite(r['total']) and r['fmt'] == 1.0 and r['acc'] in (0.0, 1.0)

def _random_query(rng, depth=0):
    "A random Spider-like query: subqueries, joins, NOT/IN/EXISTS/BETWEEN/LIKE/CASE, GROUP/HAVING/ORDER/LIMIT, set operations, CTEs."
    def cond(d=0):
        r = rng.random()
        if d < 2 and r < 0.2: return f"({cond(d + 1)} OR {cond(d + 1)})"
        if d < 2 and r < 0.3: return f"NOT ({cond(d + 1)})"
        if d < 2 and r < 0.4: return f"a IN (SELECT b FROM u WHERE {cond(d + 1)})"
        if d < 2 and r < 0.45: return "EXISTS (SELECT 1 FROM u WHERE u.b = t.a)"
        if r < 0.55: return "b BETWEEN 1 AND 5"
        if r < 0.65: return "name LIKE '%x%'"
        if r < 0.75: return "CASE WHEN a > 1 THEN 1 ELSE 0 END = 1"
        return f"{rng.choice(['a', 'b', 'T1.a', 't.b'])} {rng.choice(['=', '<', '>=', '<>'])} {rng.choice(['1', 'b', '2.5', chr(39) + 'x' + chr(39)])}"
    sel = ', '.join(rng.sample(['a', 'b', 'count(*)', 'max(a) AS m', 'T1.a', '(SELECT max(a) FROM u)', 'a + b'], rng.randint(1, 3)))
    q = f"SELECT {sel} FROM {rng.choice(['t', 't AS T1', 't AS T1 JOIN u AS T2 ON T1.a = T2.b', 't LEFT JOIN u USING (a)', '(SELECT a, b FROM u) AS s', 't, u'])}"
    if rng.random() < .7: q += ' WHERE ' + ' AND '.join(cond() for _ in range(rng.randint(1, 3)))
    if rng.random() < .4: q += ' GROUP BY a' + (' HAVING count(*) > 1 AND m < 3' if rng.random() < .5 else '')
    if rng.random() < .4: q += ' ORDER BY ' + rng.choice(['a', 'm DESC', 'count(*) DESC, b'])
    if rng.random() < .3: q += ' LIMIT 3' + (' OFFSET 1' if rng.random() < .5 else '')
    if depth == 0 and rng.random() < .2: q = f"{q} {rng.choice(['UNION', 'UNION ALL', 'EXCEPT', 'INTERSECT'])} SELECT a FROM u"
    if depth == 0 and rng.random() < .15: q = f"WITH w AS ({_random_query(rng, 1)}) {q}"
    return q

@settings(max_examples=200, deadline=None)
@given(st.randoms(use_true_random=False))
def test_s_ast_on_random_complex_queries(rng):
    q, other = _random_query(rng), _random_query(rng)
    assert answer_kind(q) == 'sql'
    assert s_ast(q, q) == 1.0 and s_ast(q, q, preset='reference_code') == 1.0
    assert 0.0 <= s_ast(pred=q, gold=other) <= 1.0


# ---------------------------------------------------------------- S_ast predicate flattening (BAR-SQL §3.3.4, Eq. 11)

ATOMS = ['a = 1', 'b > 2', "c = 'x'", 'd IS NULL', 'e IN (1, 2)', 'f <> g', 'h LIKE \'%y%\'', 'max(k) > 3']

def _bracket(rng, items, op):
    "A random binary bracketing of `items` joined by `op`, with random redundant parentheses."
    if len(items) == 1: return items[0] if rng.random() < .7 else f"({items[0]})"
    k = rng.randint(1, len(items) - 1)
    s = f"{_bracket(rng, items[:k], op)} {op} {_bracket(rng, items[k:], op)}"
    return f"({s})" if rng.random() < .6 else s

@settings(max_examples=150, deadline=None)
@given(st.randoms(use_true_random=False), st.integers(2, 8), st.sampled_from(['AND', 'OR']),
       st.sampled_from(['where', 'having', 'on', 'subquery', 'cte']))
def test_s_ast_rebracketed_chain_scores_one(rng, n, op, scope):
    atoms = rng.sample(ATOMS, n)
    p, q = _bracket(rng, atoms, op), _bracket(rng, rng.sample(atoms, n), op)   # other bracketing, other order
    wrap = {'where': "SELECT a FROM t WHERE {}", 'having': "SELECT a FROM t GROUP BY a HAVING {}",
            'on': "SELECT t.a FROM t JOIN u ON {}", 'subquery': "SELECT a FROM t WHERE a IN (SELECT a FROM u WHERE {})",
            'cte': "WITH w AS (SELECT a FROM t WHERE {}) SELECT a FROM w"}[scope]
    assert s_ast(wrap.format(p), wrap.format(q)) == 1.0, (p, q)

def test_s_ast_flattening_examples():
    assert s_ast("SELECT a FROM t WHERE (x = 1 AND y = 2) AND z = 3", "SELECT a FROM t WHERE x = 1 AND (y = 2 AND z = 3)") == 1.0
    assert s_ast("SELECT a FROM t WHERE (x = 1 OR y = 2) OR z = 3", "SELECT a FROM t WHERE x = 1 OR (y = 2 OR z = 3)") == 1.0
    assert s_ast("SELECT a FROM t WHERE x = 1 AND (y = 2 OR z = 3)", "SELECT a FROM t WHERE (x = 1 AND y = 2) OR z = 3") < 1.0

# ---------------------------------------------------------------- statements that are not queries

NON_QUERIES = ["DELETE FROM leads", "UPDATE leads SET n_leads = 0", "INSERT INTO series VALUES (9, 'x', 'y')", "PRAGMA user_version=3",
               "PRAGMA journal_mode=WAL", "CREATE TABLE x(a)", "DROP TABLE leads", "ALTER TABLE leads ADD COLUMN z", "VACUUM",
               "REPLACE INTO series VALUES (1, 'x', 'y')", "WITH x AS (SELECT 1) DELETE FROM leads", "SELECT 1; DELETE FROM leads",
               "BEGIN", "EXPLAIN SELECT 1"]

@pytest.mark.parametrize('stmt', NON_QUERIES)
@pytest.mark.parametrize('kind', ['sql', 'nl'])
def test_non_query_answer_earns_no_grammar_or_accuracy(shop_db, embedder, stmt, kind, monkeypatch):
    from textsql_kit.sql import execute as sql_execute
    ran = []
    monkeypatch.setattr(tchr, 'explain', lambda *a, **k: ran.append(a) or (True, None))
    monkeypatch.setattr(tchr, 'execute_jobs', lambda jobs, *a, **k: ran.extend(jobs) or [ExecResult() for _ in jobs])
    before = shop_db.read_bytes()
    r = tchr_reward(f"<think>t</think><answer>{stmt}</answer>", GOLD if kind == 'sql' else GOLD_NL, task_kind=kind,
                    db_path=shop_db, embedder=embedder)
    assert (r['gram'], r['acc'], r['total']) == (0.0, 0.0, 1.0) and r['non_query'], r
    assert not [j for j in ran if stmt in str(j)]                    # neither executed nor EXPLAINed by the reward
    assert grammar_reward(stmt, kind, shop_db) == 0.0
    assert shop_db.read_bytes() == before

def test_attach_answer_creates_no_file(shop_db, tmp_path):
    target = tmp_path/'evil.sqlite'
    r = tchr_reward(f"<think>t</think><answer>ATTACH '{target}' AS e</answer>", GOLD_NL, task_kind='nl', db_path=shop_db, embedder=object())
    assert (r['gram'], r['acc']) == (0.0, 0.0) and not target.exists()

@pytest.mark.parametrize('text', ["Update the filter, please.", "Drop the city filter.", "Please specify the car series.",
                                  "Explain what you mean.", "With no series given, I cannot answer.", "Create a filter on city first."])
def test_sentences_that_start_like_statements_stay_nl(shop_db, text):
    assert tchr.non_query_statement(text) is None
    assert grammar_reward(text, 'nl', shop_db) == 1.0

# ---------------------------------------------------------------- one SQL-access layer

def test_tchr_uses_the_shared_sql_layer():
    for name in ('_GOLD_CACHE', '_resolve_task_db', '_run_jobs', '_as_text', '_THINK_BLOCK', '_FENCE'):
        assert not hasattr(tchr, name), name
    from textsql_kit.sql.batch import execute_jobs
    from textsql_kit import protocols
    assert tchr.execute_jobs is execute_jobs and tchr.scan_blocks is protocols.scan_blocks and tchr.as_text is protocols.as_text

def test_gold_results_come_from_the_content_keyed_cache(shop_db, tmp_path, monkeypatch):
    import shutil
    db = tmp_path/'shop.sqlite'; shutil.copy(shop_db, db)
    clear_cache()
    gold = "SELECT series_name FROM series ORDER BY series_id"
    tchr_batch([f"<think>t</think><answer>{gold}</answer>"], [gold], [db], embedder=object(), executor='inline')
    seen = []
    monkeypatch.setattr(tchr, 'execute_jobs', lambda jobs, *a, **k: seen.extend(jobs) or [ExecResult() for _ in jobs])
    tchr_batch([f"<think>t</think><answer>{gold}</answer>"], [gold + ' ;'], [str(db)], embedder=object(), executor='inline')
    assert [q for _, q in seen] == [gold]                             # only the answer runs: the gold (same content, normalised SQL) is served by sql.cache

# ---------------------------------------------------------------- the kind_aware preset (not the paper's Eq. 6)

_ANSWERS = ['SELECT sum(n_leads) FROM leads', 'SELECT nme FROM leads', 'SELECT city FROM leads WHERE n_leads > 50',
            'Please specify the car series.', 'I cannot answer that.', 'DROP TABLE leads', '']

@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.sampled_from(_ANSWERS), st.sampled_from(['sql', 'nl']), st.booleans())
@example('SELECT sum(n_leads) FROM leads', 'nl', True)   # the case it exists for: 0.9 lost
def test_kind_aware_only_withdraws_grammar_credit_from_sql_on_nl_tasks(shop_db, answer, task_kind, tagged):
    "kind_aware never changes a SQL task's reward; on an NL task it removes exactly lambda_gram from SQL answers, nothing else."
    text = f'<think>t</think><answer>{answer}</answer>' if tagged else answer
    gold = 'SELECT sum(n_leads) FROM leads' if task_kind == 'sql' else 'Please specify the car series.'
    kw = dict(task_kind=task_kind, db_path=shop_db, executor='inline', w_acc=0.0 if task_kind == 'nl' else 1.5)   # no embedder needed
    paper, aware = tchr_reward(text, gold, **kw), tchr_reward(text, gold, config='kind_aware', **kw)
    lost = 0.9 if task_kind == 'nl' and paper['kind'] == 'sql' and paper['gram'] == 1.0 else 0.0
    assert math.isclose(paper['total'] - aware['total'], lost, abs_tol=1e-9), (paper, aware)
