"""Property-based tests of the execution-match modes (textsql_kit.sql.match) and the official Spider rewrites."""
import random
from collections import Counter
from itertools import permutations

import pytest
from hypothesis import given, settings, strategies as st, HealthCheck

from textsql_kit.core import ExecResult
from textsql_kit.sql.match import MATCH_MODES, Verdict, exec_match, spider_normalize, spider_order_matters, spider_result_eq, verdict

# Values of one "kind" per column keep clear of the official quick-reject quirk (1 vs 1.0 against strings),
# which is pinned separately below.
values = st.one_of(st.none(), st.integers(-3, 3), st.sampled_from(['a', 'b', 'c', 'B']))

@st.composite
def tables(draw, min_rows=0, max_rows=6, min_cols=1, max_cols=4):
    ncols = draw(st.integers(min_cols, max_cols))
    nrows = draw(st.integers(min_rows, max_rows))
    return [tuple(draw(values) for _ in range(ncols)) for _ in range(nrows)]

def brute_force_spider(gold, pred, order_matters):
    "Reference: exists a column permutation making the rows equal as bags (as lists when ordered)."
    if not gold and not pred: return True
    if len(gold) != len(pred) or len(gold[0]) != len(pred[0]): return False
    for perm in permutations(range(len(gold[0]))):
        permuted = [tuple(r[i] for i in perm) for r in pred]
        if (gold == permuted) if order_matters else (Counter(gold) == Counter(permuted)): return True
    return False

@settings(max_examples=150, deadline=None)
@given(tables(), st.sampled_from(MATCH_MODES))
def test_reflexive(rows, mode):
    assert exec_match(rows, rows, mode=mode)
    assert exec_match(ExecResult(columns=['c'] * (len(rows[0]) if rows else 0), rows=rows), rows, mode=mode)

@settings(max_examples=150, deadline=None)
@given(tables(), tables(), st.sampled_from(MATCH_MODES), st.booleans())
def test_symmetric(a, b, mode, order):
    om = None if mode == 'strict' else (order and mode == 'spider') or None
    assert exec_match(a, b, mode=mode, order_matters=om) == exec_match(b, a, mode=mode, order_matters=om)

@settings(max_examples=150, deadline=None)
@given(tables(min_rows=1), st.randoms(use_true_random=False))
def test_row_permutation(rows, rnd):
    shuffled = rows[:]; rnd.shuffle(shuffled)
    assert exec_match(shuffled, rows, mode='bird')
    assert exec_match(shuffled, rows, mode='spider', order_matters=False)
    assert exec_match(shuffled, rows, mode='strict') == (shuffled == rows)
    assert exec_match(shuffled, rows, mode='spider', order_matters=True) == brute_force_spider(rows, shuffled, True)

@settings(max_examples=150, deadline=None)
@given(tables(min_rows=1, min_cols=2), st.randoms(use_true_random=False))
def test_column_permutation(rows, rnd):
    perm = list(range(len(rows[0]))); rnd.shuffle(perm)
    permuted = [tuple(r[i] for i in perm) for r in rows]
    assert exec_match(permuted, rows, mode='spider')                   # spider permutes columns
    assert exec_match(permuted, rows, mode='spider', order_matters=True)
    assert exec_match(permuted, rows, mode='bird') == (set(permuted) == set(rows))  # bird does not
    assert exec_match(permuted, rows, mode='strict') == (permuted == rows)

@settings(max_examples=150, deadline=None)
@given(tables(min_rows=1), st.integers(0, 5))
def test_duplicates(rows, k):
    dup = rows + [rows[k % len(rows)]]
    assert exec_match(dup, rows, mode='bird')                          # sets ignore duplicates
    assert not exec_match(dup, rows, mode='spider')                    # bags do not
    assert not exec_match(dup, rows, mode='strict')

@settings(max_examples=250, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(tables(max_cols=5), tables(max_cols=5), st.booleans())
def test_spider_equals_brute_force(a, b, order):
    assert spider_result_eq(a, b, order) == brute_force_spider(a, b, order)

@settings(max_examples=200, deadline=None)
@given(tables(min_rows=1, min_cols=1, max_cols=5), st.booleans(), st.randoms(use_true_random=False))
def test_spider_permuted_columns_and_rows_found(rows, order, rnd):
    "A column permutation plus (when order does not matter) a row shuffle is always found, however many columns."
    perm = list(range(len(rows[0]))); rnd.shuffle(perm)
    pred = [tuple(r[i] for i in perm) for r in rows]
    if not order: rnd.shuffle(pred)
    assert spider_result_eq(rows, pred, order)

def test_official_quirks():
    assert spider_result_eq([], [], True)
    assert not spider_result_eq([(1,)], [], False)
    assert spider_result_eq([(1, 'x')], [(1.0, 'x')], False)
    assert not spider_result_eq([(1, '1.5')], [(1.0, '1.5')], False)  # the official quick-reject sort key
    assert spider_order_matters('SELECT * FROM t ORDER BY a') and not spider_order_matters('SELECT * FROM t')

def test_wide_result_is_fast():
    "8 columns of distinct values: the unique-values pruning leaves one permutation of 40,320."
    rows = [tuple(f'{c}{i}' for c in 'abcdefgh') for i in range(2000)]
    perm = [3, 1, 7, 0, 5, 2, 6, 4]
    pred = [tuple(r[i] for i in perm) for r in rows]
    random.Random(0).shuffle(pred)
    assert spider_result_eq(rows, pred, False)
    assert not spider_result_eq(rows, pred[:-1] + [tuple('zzzzzzzz')], False)

@given(st.floats(min_value=-1e6, max_value=1e6, allow_nan=False).filter(lambda x: abs(x) > 1e-3))
def test_float_tolerance(x):
    y = x * (1 + 3e-7)
    for mode in MATCH_MODES:
        assert exec_match([(y,)], [(x,)], mode=mode, float_tol=1e-6)
        assert not exec_match([(x * 1.001,)], [(x,)], mode=mode, float_tol=1e-6)

def test_verdicts():
    ok = ExecResult(columns=['n'], rows=[(1,)])
    assert verdict(ok, None) == Verdict.MISSING_DB
    assert verdict(ok, ExecResult(error='no such table')) == 'gold_error'
    assert verdict(ExecResult(error='interrupted', timed_out=True), ok) == 'pred_timeout'
    assert verdict(ExecResult(error='syntax error'), ok) == 'pred_error'
    assert verdict(ExecResult(rows=[(1,)], truncated=True), ok) == 'truncated'
    assert verdict(ok, ExecResult(rows=[(1,)], truncated=True)) == 'truncated'
    assert verdict(ok, ok, mode='spider') == 'correct'
    assert verdict(ExecResult(rows=[(2,)]), ok, mode='strict') == 'wrong'
    assert {str(v) for v in Verdict} == {'correct', 'wrong', 'pred_error', 'pred_timeout', 'gold_error', 'missing_db', 'truncated'}

@pytest.mark.parametrize('sql,expected', [
    ('SELECT DISTINCT a FROM t', 'SELECT  a FROM t'),
    ('select count(distinct a) from t', 'select count( a) from t'),
    ("SELECT a FROM t WHERE b = 'distinct'", "SELECT a FROM t WHERE b = 'distinct'"),
    ('SELECT a FROM t WHERE b > = 1 AND c < = 2 AND d ! = 3', 'SELECT a FROM t WHERE b >= 1 AND c <= 2 AND d != 3'),
    ('SELECT 1; DROP TABLE t', 'SELECT 1; '),
    ('SELECT DiStInCt a FROM t /* distinct */', 'SELECT  a FROM t /* distinct */'),
])
def test_spider_normalize(sql, expected):
    assert spider_normalize(sql) == expected

sql_text = st.lists(st.sampled_from(['SELECT', ' ', 'DISTINCT', 'distinct', 'count(', ')', "'distinct'", '"distinct"', 'a', ',',
                                     '--distinct\n', ';', "'it''s'", 't.distinct', 'x_distinct', '> =', '\n', '  ', '/* ; */', 'BEGIN', 'END']), max_size=20).map(''.join)

@settings(max_examples=150, deadline=None)
@given(sql_text)
def test_spider_normalize_matches_sqlparse_parse(sql):
    "Our ungrouped lexing gives the same text as the official `sqlparse.parse(s)[0].flatten()`."
    sqlparse = pytest.importorskip('sqlparse')
    s = sql.replace('> =', '>=').replace('< =', '<=').replace('! =', '!=')
    parsed = sqlparse.parse(s)
    official = ''.join(t.value for t in parsed[0].flatten() if t.value.lower() != 'distinct') if parsed else ''
    assert spider_normalize(sql) == official

def test_bad_inputs():
    with pytest.raises(ValueError, match="unknown mode 'sets'"): exec_match([], [], mode='sets')
    with pytest.raises(ValueError, match='strict'): exec_match([], [], mode='strict', order_matters=False)
    with pytest.raises(ValueError, match='float_tol'): exec_match([], [], mode='bird', float_tol=2)
    with pytest.raises(TypeError, match='gold must be'): exec_match([], 'x', mode='bird')
    with pytest.raises(ValueError, match='gold failed'): exec_match([], ExecResult(error='boom'), mode='bird')

@settings(max_examples=200, deadline=None)
@given(st.one_of(st.text(max_size=40), st.text(alphabet="sdistncSDISTNC ;'\"-\n()`[]", max_size=40)))
def test_spider_normalize_matches_sqlparse_on_any_text(sql):
    sqlparse = pytest.importorskip('sqlparse')
    s = sql.replace('> =', '>=').replace('< =', '<=').replace('! =', '!=')
    parsed = sqlparse.parse(s)
    official = ''.join(t.value for t in parsed[0].flatten() if t.value.lower() != 'distinct') if parsed else ''
    import re
    official = re.sub(r"YEAR\s*\(\s*CURDATE\s*\(\s*\)\s*\)\s*", "2020", official, flags=re.IGNORECASE)
    assert spider_normalize(sql) == official
