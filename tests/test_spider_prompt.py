"""The Spider prompt: protocol 'sql' reads a plain-SQL completion, `compact_schema` renders one line per table, and
`spider_prompt` asks with it — every table and the question, in a fraction of the CREATE TABLE form's length."""
import os, sqlite3
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

from textsql_kit.core import Example
from textsql_kit.protocols import (PROTOCOLS, PROMPTS, SCHEMA_RENDERERS, compact_prompt, final_sql, first_statement, named_prompt,
                                   parse_completion, parse_sql_answer, prompt_protocol, spider_prompt)
from textsql_kit.sql.schema import compact_schema, db_schema, example_compact_schema, quote_ident, render_schema

SPIDER = os.environ.get('TEXTSQL_SPIDER_DIR')
needs_spider = pytest.mark.skipif(not (SPIDER and (Path(SPIDER)/'dev.json').is_file()), reason='TEXTSQL_SPIDER_DIR is not set')

# ---- protocol 'sql' -------------------------------------------------------------------------------------------------
def test_final_sql_reads_plain_sql_completions():
    cases = {'SELECT count(*) FROM singer': 'SELECT count(*) FROM singer',
             'SELECT count(*) FROM singer;': 'SELECT count(*) FROM singer',
             '```sql\nSELECT name FROM singer\n```': 'SELECT name FROM singer',
             '```\nSELECT 1;\n```': 'SELECT 1',
             'Sure:\n```sql\nSELECT 2\n```\nIt counts rows.': 'SELECT 2',
             "SELECT name FROM singer WHERE note = 'a;b'; DROP TABLE singer": "SELECT name FROM singer WHERE note = 'a;b'",
             'SELECT 3\n\nThis query returns three.': 'SELECT 3',
             '  WITH t AS (SELECT 1) SELECT * FROM t  ': 'WITH t AS (SELECT 1) SELECT * FROM t'}
    for text, want in cases.items(): assert final_sql(text, 'sql') == want, text
    for text in ['', '   ', None, b'', 'There are 6 singers.', 'The query is SELECT 1', '<think>x</think>SELECT 1', '```sql\n```', ';']:
        assert final_sql(text, 'sql') is None, text
    assert final_sql([{'role': 'user', 'content': 'q'}, {'role': 'assistant', 'content': 'SELECT 4;'}], 'sql') == 'SELECT 4'

def test_format_ok_only_for_the_query_alone():
    assert parse_completion('SELECT 1;', 'sql').format_ok and parse_completion(' SELECT 1 ', 'sql').format_ok
    for text in ['```sql\nSELECT 1\n```', 'SELECT 1; SELECT 2', 'SELECT 1\n\nbecause', 'Here:\n```sql\nSELECT 1\n```']:
        pc = parse_completion(text, 'sql')
        assert pc.answer is not None and not pc.format_ok and pc.issues, text

queries = st.from_regex(r"SELECT [a-z_]{1,8}( FROM [a-z_]{1,8})?( WHERE [a-z]{1,5} = '[a-z ;]{0,6}')?", fullmatch=True)

@settings(max_examples=150, deadline=None)
@given(queries, st.sampled_from(['', ';', ';\n', ' ; SELECT 2', '\n\nThis returns rows.']), st.booleans())
def test_property_the_first_statement_is_the_query(q, tail, fenced):
    text = f'```sql\n{q}{tail}\n```' if fenced else q + tail
    assert final_sql(text, 'sql') == q
    assert first_statement(q + tail)[0] == q

@settings(max_examples=150, deadline=None)
@given(st.text(max_size=200))
def test_property_sql_parser_is_total_and_answers_only_queries(text):
    a = parse_sql_answer(text)
    assert not (a.reason or '').startswith('parser_error')
    if a.kind == 'answer': assert a.answer == a.sql and a.answer.strip() and a.answer.lstrip('( \t\n').lower().startswith(('select', 'with', 'values'))

def test_sql_is_a_protocol_with_an_instruction():
    assert 'sql' in PROTOCOLS and compact_prompt(Example('q', 'How many?', 'db'), 'sql')[0]['content'] == \
        'You are a SQLite expert. Answer with one SQL query only.'
    assert named_prompt('spider') is spider_prompt and set(PROMPTS) == {'compact', 'spider'}
    assert (prompt_protocol(spider_prompt), prompt_protocol(compact_prompt)) == ('sql', 'think_answer')

def test_multi_turn_environments_refuse_the_sql_protocol():
    from textsql_kit.agent.env import EnvConfig
    with pytest.raises(Exception, match=r"unknown protocol 'sql'.*choices: hermes, mars"): EnvConfig(protocol='sql')

# ---- compact schema -------------------------------------------------------------------------------------------------
@pytest.fixture
def tiny_db(tmp_path):
    p = tmp_path/'shop.sqlite'
    with sqlite3.connect(p) as con:
        con.executescript('''CREATE TABLE customer(id INTEGER PRIMARY KEY, "full name" TEXT, "order" INT);
                             CREATE TABLE purchase(id INTEGER PRIMARY KEY, customer_id INT REFERENCES customer(id), total REAL);
                             INSERT INTO customer VALUES (1, 'Ann O''Neil', 3), (2, NULL, 1);
                             INSERT INTO purchase VALUES (10, 1, 9.5);''')
    return p

def test_compact_schema_lines(tiny_db):
    assert compact_schema(tiny_db) == 'customer(id, "full name", "order")\npurchase(id, customer_id -> customer.id, total)'
    assert compact_schema(tiny_db, n_rows=2).splitlines()[1:3] == ["  (1, 'Ann O''Neil', 3)", '  (2, NULL, 1)']
    assert compact_schema(tiny_db, tables=['purchase'], keys=False) == 'purchase(id, customer_id, total)'
    with pytest.raises(ValueError, match="compact_schema: no table 'nope'"): compact_schema(tiny_db, tables=['nope'])

@settings(max_examples=40, deadline=None)
@given(st.integers(1, 200), st.integers(0, 3))
def test_property_compact_schema_keeps_its_budget(tmp_path_factory, max_chars, n_rows):
    p = tmp_path_factory.getbasetemp()/'budget.sqlite'
    if not p.exists():
        with sqlite3.connect(p) as con:
            for k in range(6): con.execute(f'CREATE TABLE t{k}(' + ', '.join(f'column_{k}_{j} TEXT' for j in range(8)) + ')')
    assert len(compact_schema(p, max_chars=max_chars, n_rows=n_rows)) <= max_chars

def test_the_compact_renderer_is_registered(tiny_db):
    assert SCHEMA_RENDERERS['compact'][-1] is example_compact_schema
    ex = Example('q1', 'Who bought the most?', 'shop', meta={'db_path': str(tiny_db)})
    user = spider_prompt(ex)[1]['content']
    assert user == f'Database schema:\n{compact_schema(tiny_db)}\n\nQuestion: Who bought the most?'
    assert "(1, 'Ann O''Neil', 3)" in spider_prompt(ex, rows=1)[1]['content']

# ---- on Spider dev --------------------------------------------------------------------------------------------------
@pytest.fixture(scope='module')
def spider_dev():
    from textsql_kit.evaluation.benchmarks import load_spider
    exs = load_spider(Path(SPIDER)/'dev.json')
    present = {e.db_id for e in exs if (Path(SPIDER)/'database'/e.db_id/f'{e.db_id}.sqlite').is_file()}
    return [e for e in exs if e.db_id in present]

@needs_spider
def test_compact_schema_lists_every_table_once(spider_dev):
    for db in sorted({e.db_id for e in spider_dev}):
        heads = [l.split('(', 1)[0] for l in compact_schema(db).splitlines() if not l.startswith(('  ', '--'))]
        assert heads == [quote_ident(t['name']) for t in db_schema(db)], db

@needs_spider
def test_spider_prompt_is_short_and_complete(spider_dev):
    first = {}
    for e in spider_dev: first.setdefault(e.db_id, e)
    ratios = []
    for db, e in sorted(first.items()):
        user = spider_prompt(e)[1]['content']
        assert user.endswith(f'Question: {e.question}')
        for t in db_schema(db): assert f"\n{quote_ident(t['name'])}(" in '\n' + user, (db, t['name'])
        create = compact_prompt(e, 'sql', schema=render_schema(db, max_chars=None))[1]['content']
        ratios.append(len(user) / len(create))
    assert len(ratios) >= 15 and sum(ratios) / len(ratios) < 0.5, ratios

@needs_spider
def test_heldout_scores_the_spider_prompt_end_to_end(spider_dev):
    from textsql_kit.evaluation.heldout import greedy_answers, score_split
    from textsql_kit.models.llm import CallableBackend
    dev = [e for e in spider_dev if e.db_id == 'pets_1'][:5]
    gold = {e.question: e.gold for e in dev}
    policy = CallableBackend(lambda p, params: f"```sql\n{gold[p[-1]['content'].rsplit('Question: ', 1)[1]]};\n```", name='gold')
    answers = greedy_answers(policy, dev, prompt=spider_prompt)
    s = score_split(dev, answers, protocol='sql')
    assert (s['n'], s['ex'], s['executes'], s['format']) == (5, 1.0, 1.0, 0.0)   # right queries, fenced: not the bare layout
