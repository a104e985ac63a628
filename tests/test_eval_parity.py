"""Statement handling identical to each official scorer (issue 11, item 1): one test per class of prediction text,
the 1,200 verdicts of statement_verdicts.jsonl, the `evaluation.py` entry point and sqlparse's version in reports."""
import json, sqlite3
from collections import Counter

import pytest

from textsql_kit.core import Example
from textsql_kit.evaluation import benchmarks
from textsql_kit.evaluation.benchmarks import evaluate, load_spider
from textsql_kit.sql import match
from textsql_kit.sql.match import ONE_STATEMENT_ERROR, FIXTURE_SQLPARSE, sqlite3_statement, statement_for, sqlparse_version


# ---------------------------------------------------------------- the emulation of Python's sqlite3 against the real module
TEXTS = ['-- no answer', ';', '; SELECT 1', ' ;; SELECT 1 ;', 'SELECT 1;;', 'SELECT 1; SELECT 2', 'SELECT 1 -- c', 'SELECT 1; /* c */',
         "SELECT 'a;b'", "SELECT 'a;b'; SELECT 2", '/* x */ SELECT 1', 'SELECT 1; -- c\n;', 'SELECT 1 /* unterminated ;', 'SELECT 1 AS GO']

def _python_says(q):
    try: return ('rows', sqlite3.connect(':memory:').execute(q).fetchall())
    except sqlite3.Error as e: return ('error', str(e))

def _kit_says(q):
    s, err = sqlite3_statement(q)
    if err: return ('error', err)
    return ('rows', []) if s == '' else _python_says(s)

@pytest.mark.parametrize('q', TEXTS)
def test_sqlite3_rule_matches_cpython(q):
    "The `bird` rule says exactly what `cursor.execute` does: same rows, or an error where it raises."
    py, kit = _python_says(q), _kit_says(q)
    assert py[0] == kit[0] and (py[0] == 'error' or py == kit), (q, py, kit)


# ---------------------------------------------------------------- one test per class, on a toy database
@pytest.fixture(scope='module')
def toy(tmp_path_factory):
    d = tmp_path_factory.mktemp('parity')/'database'/'shop'
    d.mkdir(parents=True)
    con = sqlite3.connect(d/'shop.sqlite')
    con.executescript("CREATE TABLE item(name TEXT, market_value INT); INSERT INTO item VALUES ('a;b', 3), ('c', 5), ('c', 7);")
    con.commit(); con.close()
    (d.parent.parent/'dev.json').write_text(json.dumps([
        {'db_id': 'shop', 'question': 'names', 'query': 'SELECT name FROM item'},
        {'db_id': 'shop', 'question': 'none', 'query': 'SELECT name FROM item WHERE market_value > 100'},
        {'db_id': 'shop', 'question': 'how many', 'query': 'SELECT count(*) FROM item'}]))
    return load_spider(d.parent.parent/'dev.json')

def _verdicts(toy, k, pred, **kw):
    "Verdict of `pred` on item k under spider and bird."
    return tuple(evaluate([toy[k]], [pred], mode=m, progress=False, workers=1, cache_gold=False, **kw).items[0]['verdict'] for m in ('spider', 'bird'))

CLASSES = [  # (class, item, prediction, spider verdict, bird verdict)
    ('comment only, empty gold', 1, '-- no answer', 'correct', 'correct'),
    ('comment only, gold with rows', 0, '-- no answer', 'wrong', 'wrong'),
    ('leading semicolon, empty gold', 1, '; SELECT name FROM item', 'correct', 'wrong'),
    ('leading semicolon, gold with rows', 0, '; SELECT name FROM item', 'wrong', 'correct'),
    ('trailing semicolon', 0, 'SELECT name FROM item;', 'correct', 'correct'),
    ('trailing double semicolon', 0, 'SELECT name FROM item;;', 'correct', 'pred_error'),
    ('second statement', 0, 'SELECT name FROM item; SELECT 1', 'correct', 'pred_error'),
    ('trailing comment', 0, 'SELECT name FROM item -- done', 'correct', 'correct'),
    ('block comment prefix', 0, '/* answer */ SELECT name FROM item', 'correct', 'correct'),
    ('semicolon in a string', 0, "SELECT name FROM item WHERE name = 'a;b' OR 1", 'correct', 'correct'),
    ('alias GO: sqlparse cuts the statement', 2, 'SELECT count(*) AS GO FROM item', 'wrong', 'correct'),
    ('alias go in lower case: not a separator', 2, 'SELECT count(*) AS go FROM item', 'correct', 'correct'),
    ('extra spaces and lower case', 2, 'select   count(*)   from   item', 'correct', 'correct'),
]

@pytest.mark.parametrize('name,k,pred,spider,bird', CLASSES, ids=[c[0] for c in CLASSES])
def test_statement_class(toy, name, k, pred, spider, bird):
    assert _verdicts(toy, k, pred) == (spider, bird)

def test_sandbox_rule_keeps_one_statement(toy):
    "The kit's own rule (strict mode's default, and `statements='sandbox'`) still refuses what is not one statement."
    rep = evaluate(toy[:1] * 3, ['SELECT name FROM item; SELECT 1', '-- no answer', '; SELECT name FROM item'], mode='strict', progress=False,
                   workers=1, cache_gold=False)
    assert [it['verdict'] for it in rep.items] == ['pred_error'] * 3
    rep = evaluate(toy[:1], ['SELECT name FROM item; SELECT 1'], mode='spider', statements='sandbox', progress=False, workers=1, cache_gold=False)
    assert rep.items[0]['verdict'] == 'pred_error' and rep.statements == 'sandbox'

def test_empty_prediction_is_an_error_under_every_rule(toy):
    for rule in match.STATEMENT_RULES: assert statement_for('   ', rule) == (None, 'empty prediction')
    assert _verdicts(toy, 1, '') == ('pred_error', 'pred_error')

def test_statement_for_rules():
    assert statement_for('SELECT 1;;', 'bird') == (None, ONE_STATEMENT_ERROR)
    assert statement_for('SELECT 1;;', 'spider') == ('SELECT 1', None)
    assert statement_for('SELECT a AS GO FROM t', 'spider') == ('SELECT a AS GO ', None)
    assert statement_for('SELECT DISTINCT a FROM t; SELECT 2', 'spider', keep_distinct=True) == (None, ONE_STATEMENT_ERROR)  # no sqlparse: the full text
    with pytest.raises(ValueError, match='unknown rule'): statement_for('SELECT 1', 'postgres')


# ---------------------------------------------------------------- the evaluation.py entry point
def test_evaluation_py_replaces_value(toy):
    "evaluation.py runs p_str.replace('value', '1'): `market_value` becomes `market_1`, even with --plug_value off."
    q = 'SELECT count(*) FROM item WHERE market_value > 0'
    gold = Example(id='v', question='?', db_id='shop', gold=q, meta=toy[0].meta)
    assert evaluate([gold], [q], progress=False, workers=1, cache_gold=False).items[0]['verdict'] == 'correct'
    rep = evaluate([gold], [q], entry='evaluation.py', progress=False, workers=1, cache_gold=False)
    assert rep.items[0]['verdict'] == 'pred_error' and 'market_1' in rep.items[0]['error'] and rep.entry == 'evaluation.py'
    assert match.spider_entry_rewrite("WHERE x = 'value'", 'evaluation.py') == "WHERE x = '1'"


# ---------------------------------------------------------------- sqlparse's version in every report
def test_report_records_sqlparse_version(toy, monkeypatch):
    rep = evaluate(toy[:1], ['SELECT name FROM item'], progress=False, workers=1, cache_gold=False)
    assert rep.sqlparse == sqlparse_version() and f'sqlparse {rep.sqlparse}' in rep.summary()
    assert ('warning: sqlparse' in rep.summary()) == (sqlparse_version() != FIXTURE_SQLPARSE)
    monkeypatch.setattr(match, 'sqlparse_version', lambda: '0.4.3')
    monkeypatch.setattr(benchmarks, 'sqlparse_version', lambda: '0.4.3')
    rep = evaluate(toy[:1], ['SELECT name FROM item'], progress=False, workers=1, cache_gold=False)
    assert rep.sqlparse == '0.4.3'
    assert f'sqlparse 0.4.3 is installed but the official Spider verdicts were made with {FIXTURE_SQLPARSE}' in rep.summary()
    assert 'warning' not in evaluate(toy[:1], ['SELECT name FROM item'], mode='bird', progress=False, workers=1, cache_gold=False).summary()


# ---------------------------------------------------------------- the acceptance fixture: 1,200 official verdicts
@pytest.fixture(scope='module')
def statement_fixture(spider_dir):
    p = spider_dir/'statement_verdicts.jsonl'
    if not p.is_file(): pytest.skip(f'{p} is missing')
    return load_spider(spider_dir/'dev.json'), [json.loads(l) for l in p.read_text().splitlines() if l.strip()]

@pytest.mark.parametrize('mode,key', [('spider', 'official_correct'), ('bird', 'bird_correct')])
def test_every_statement_verdict(statement_fixture, mode, key, kit_cache):
    "All 1,200 (gold, prediction) pairs: spider mode gives test-suite-sql-eval's verdict, bird mode BIRD's."
    if mode == 'spider' and sqlparse_version() != FIXTURE_SQLPARSE: pytest.skip(f'the fixture was made with sqlparse {FIXTURE_SQLPARSE}')
    dev, rows = statement_fixture
    assert len(rows) == 1200
    rep = evaluate([dev[r['index']] for r in rows], [r['pred'] for r in rows], mode=mode, progress=False, workers=2)
    wrong = [(r['kind'], r['pred'][:60], it['verdict'], it['error']) for r, it in zip(rows, rep.items) if it['correct'] != r[key]]
    assert not wrong, f'{len(wrong)} of 1200 differ, by kind {Counter(w[0] for w in wrong)}: {wrong[:5]}'
    assert len({r['kind'] for r in rows}) == 12


# ---------------------------------------------------------------- property: the bird rule says what CPython's sqlite3 says, on any text
from hypothesis import given, settings, strategies as st, HealthCheck

stmt_text = st.lists(st.sampled_from(['SELECT 1', 'SELECT 2', ';', ' ', '\n', '-- c\n', '-- c', '/* x */', '/* ;', "'a;b'", '"q;"', '[x;]',
                                      ' AS GO', 'select', ',', '(', ')', '\t', 'GO', ';;']), max_size=10).map(''.join)

@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(stmt_text)
def test_sqlite3_rule_property(q):
    py, kit = _python_says(q), _kit_says(q)
    assert py[0] == kit[0], (q, py, kit)
    if py[0] == 'rows': assert py == kit
