"""MARS-SQL's grounding agent: labels from gold SQL and the Table 7 prompt (rewards.mars), S' and Table 8 metrics (select.grounding).

Labels are checked against hand-written expectations on a small database the test builds, against hand-checked
Spider dev queries, and against Spider's own parsed annotations (`sql` in dev.json) on every star-free dev query.
"""
import dataclasses, json, sqlite3
from pathlib import Path
import pytest
from hypothesis import given, settings, strategies as st, HealthCheck
from textsql_kit.core import Example
from textsql_kit.sql.batch import GoldError
from textsql_kit.rewards.mars import (table_columns, labels_from_schema, grounding_labels, grounding_prompts, grounding_prompt,
                                      parse_grounding_answer, grounding_items, GroundingAnswer)
from textsql_kit.select.grounding import prune_schema, grounding_scores, grounding_metrics, pruned_schema_text

SCHEMA = {'singer': ['singer_id', 'name', 'country', 'age'], 'concert': ['concert_id', 'concert_name', 'year', 'singer_id'],
          'Ticket Sales': ['Sale Id', 'concert_id', 'price']}

@pytest.fixture(scope='module')
def db(tmp_path_factory):
    p = tmp_path_factory.mktemp('grounding')/'concert.sqlite'
    with sqlite3.connect(p) as con:
        con.executescript("""
        CREATE TABLE singer (singer_id INTEGER PRIMARY KEY, name TEXT, country TEXT, age INTEGER);
        CREATE TABLE concert (concert_id INTEGER PRIMARY KEY, concert_name TEXT, year INTEGER, singer_id INTEGER REFERENCES singer(singer_id));
        CREATE TABLE "Ticket Sales" ("Sale Id" INTEGER PRIMARY KEY, concert_id INTEGER, price REAL);
        INSERT INTO singer VALUES (1,'Joe Sharp','Netherlands',52),(2,'Timbaland','United States',32);
        INSERT INTO concert VALUES (1,'Auditions',2014,1),(2,'Super bootcamp',2015,2);
        INSERT INTO "Ticket Sales" VALUES (1,1,10.5);
        """)
    return p

def used(sql, schema=SCHEMA):
    return {t: sorted(v['columns']) for t, v in labels_from_schema(sql, schema).items() if v['relevant']}

# ---- hand-checked labels ------------------------------------------------------------------------------------------
HAND = [
    ('SELECT count(*) FROM singer', {'singer': []}),
    ('SELECT T1.name FROM singer AS T1 JOIN concert AS T2 ON T1.singer_id = T2.singer_id WHERE T2.year = 2014',
     {'singer': ['name', 'singer_id'], 'concert': ['singer_id', 'year']}),
    ('WITH singer AS (SELECT concert_name FROM concert) SELECT concert_name FROM singer', {'concert': ['concert_name']}),
    ('WITH f AS (SELECT name, age FROM singer WHERE country = "France") SELECT name FROM f WHERE age > 30', {'singer': ['age', 'country', 'name']}),
    ('SELECT t.n FROM (SELECT name AS n, age FROM singer) AS t WHERE t.age > 30', {'singer': ['age', 'name']}),
    ('SELECT name FROM singer s WHERE EXISTS (SELECT 1 FROM concert c WHERE c.singer_id = s.singer_id)',
     {'singer': ['name', 'singer_id'], 'concert': ['singer_id']}),
    ('SELECT name FROM singer WHERE singer_id NOT IN (SELECT singer_id FROM concert)', {'singer': ['name', 'singer_id'], 'concert': ['singer_id']}),
    ('SELECT * FROM concert', {'concert': ['concert_id', 'concert_name', 'singer_id', 'year']}),
    ('SELECT T2.* FROM singer T1 JOIN concert T2 ON T1.singer_id = T2.singer_id', {'singer': ['singer_id'], 'concert': ['concert_id', 'concert_name', 'singer_id', 'year']}),
    ('SELECT * FROM (SELECT * FROM singer)', {'singer': ['age', 'country', 'name', 'singer_id']}),
    ('SELECT [Sale Id], `price` FROM "ticket sales"', {'Ticket Sales': ['Sale Id', 'price']}),
    ('SELECT "Sale Id" FROM "Ticket Sales" AS ts WHERE ts.price > 1', {'Ticket Sales': ['Sale Id', 'price']}),
    ('SELECT name, year FROM singer JOIN concert USING (singer_id)', {'singer': ['name', 'singer_id'], 'concert': ['singer_id', 'year']}),
    ('SELECT name, year FROM singer NATURAL JOIN concert', {'singer': ['name', 'singer_id'], 'concert': ['singer_id', 'year']}),
    ('SELECT NAME FROM Singer WHERE Country = "France"', {'singer': ['country', 'name']}),
    ('SELECT count(*) AS age FROM concert ORDER BY age', {'concert': []}),
    ('SELECT name FROM singer UNION SELECT concert_name FROM concert', {'singer': ['name'], 'concert': ['concert_name']}),
    ('SELECT country, count(*) AS n FROM singer GROUP BY country HAVING n > 1 ORDER BY n DESC', {'singer': ['country']}),
    ('SELECT 1', {}),
]

@pytest.mark.parametrize('sql,want', HAND)
def test_hand_checked_labels(sql, want):
    assert used(sql) == want

def test_labels_from_the_database(db):
    labels = grounding_labels('SELECT T1.name FROM singer AS T1 JOIN concert AS T2 ON T1.singer_id = T2.singer_id', db, 'inline')
    assert labels == {'singer': {'relevant': True, 'columns': {'name', 'singer_id'}}, 'concert': {'relevant': True, 'columns': {'singer_id'}},
                      'Ticket Sales': {'relevant': False, 'columns': set()}}

@pytest.mark.parametrize('bad', ['', '   ', 'SELEC name FROM', 'DELETE FROM singer', 'SELECT 1; SELECT 2', None, 3])
def test_bad_gold_raises_gold_error(bad):
    with pytest.raises(GoldError): labels_from_schema(bad, SCHEMA)

# ---- Spider dev -----------------------------------------------------------------------------------------------------
def _spider(spider_dir):
    dev = json.loads((spider_dir/'dev.json').read_text())
    path = lambda i: spider_dir/'database'/dev[i]['db_id']/f"{dev[i]['db_id']}.sqlite"
    return dev, path

def test_spider_hand_checked(spider_dir):
    dev, path = _spider(spider_dir)
    lab = lambda i: {t: sorted(v['columns']) for t, v in grounding_labels(dev[i]['query'], path(i), 'inline').items() if v['relevant']}
    # checked by reading each query against its schema
    assert dev[0]['query'] == 'SELECT count(*) FROM singer' and lab(0) == {'singer': []}
    assert lab(900) == {'Friend': ['student_id'], 'Highschooler': ['ID', 'name'], 'Likes': ['liked_id']}   # INTERSECT reusing T1/T2
    assert lab(225) == {'airports': ['AirportCode'], 'flights': ['DestAirport', 'SourceAirport']}        # OR in the ON clause
    assert lab(4) == {'singer': ['Age', 'Country']}                                                      # avg/min/max(age) ... WHERE country
    assert lab(6) == {'singer': ['Age', 'Song_Name', 'Song_release_year']}                               # lower-case names, schema spelling

def _spider_units(x, cols, tabs):
    "Column and table ids in Spider's parsed `sql` annotation."
    if isinstance(x, list):
        if len(x) == 3 and type(x[0]) is int and type(x[1]) is int and type(x[2]) is bool: cols.add(x[1]); return
        if len(x) == 2 and x[0] == 'table_unit': tabs.add(x[1]); return
        for y in x: _spider_units(y, cols, tabs)
    elif isinstance(x, dict):
        for y in x.values(): _spider_units(y, cols, tabs)

def test_spider_annotations_agree(spider_dir):
    "On every star-free dev query, our labels equal the columns and tables of Spider's own parse, except Spider's known errors."
    dev, path = _spider(spider_dir)
    tables = {t['db_id']: t for t in json.loads((spider_dir/'tables.json').read_text())}
    n, disagree = 0, []
    for i, d in enumerate(dev):
        if not path(i).is_file(): continue
        cols, tabs = set(), set(); _spider_units(d['sql'], cols, tabs)
        if 0 in cols: continue                        # '*' (count(*) or SELECT *): Spider does not say which columns
        T = tables[d['db_id']]; names, cn = T['table_names_original'], T['column_names_original']
        want = {(names[cn[c][0]].lower(), cn[c][1].lower()) for c in cols}
        labels = grounding_labels(d['query'], path(i), 'inline')
        got = {(t.lower(), c.lower()) for t, v in labels.items() for c in v['columns']}
        got_t = {t.lower() for t, v in labels.items() if v['relevant']}
        n += 1
        if got != want or got_t != {names[t].lower() for t in tabs} | {t for t, _ in want}: disagree.append(i)
    assert n > 600
    assert disagree == [900, 901]   # Spider's parser resolves T1 of the second INTERSECT branch to the first branch's table

def test_gold_swap_changes_no_prompt_spider(spider_dir):
    "Swap gold SQL across items of the same database: every Table 7 prompt stays byte for byte the same."
    dev, path = _spider(spider_dir)
    items = [(i, d) for i, d in enumerate(dev) if d['db_id'] in ('concert_singer', 'pets_1') and path(i).is_file()][::7][:12]
    exs = [Example(f'd{i}', d['question'], d['db_id'], d['query']) for i, d in items]
    swapped = [dataclasses.replace(e, gold=exs[(k + 1) % len(exs)].gold) for k, e in enumerate(exs)]
    assert any(a.gold != b.gold for a, b in zip(exs, swapped))
    for (i, _), a, b in zip(items, exs, swapped):
        pa, pb = grounding_prompts(a, path(i)), grounding_prompts(b, path(i))
        assert list(pa) == list(pb) and all(pa[t].encode() == pb[t].encode() for t in pa)
        assert a.question in next(iter(pa.values()))

def test_gold_swap_changes_no_prompt(db):
    exs = [Example('a', 'How many singers?', 'x', 'SELECT count(*) FROM singer'),
           Example('b', 'Concerts in 2014?', 'x', 'SELECT concert_name FROM concert WHERE year = 2014', evidence='2014 is a year')]
    swapped = [dataclasses.replace(exs[0], gold=exs[1].gold), dataclasses.replace(exs[1], gold=exs[0].gold)]
    for a, b in zip(exs, swapped):
        pa, pb = grounding_prompts(a, db), grounding_prompts(b, db)
        assert [p.encode() for p in pa.values()] == [p.encode() for p in pb.values()]
        assert all(a.gold not in p for p in pa.values())
    assert grounding_prompts(exs[1], db)['concert'].endswith('### External Knowledge (if any):\n2014 is a year')

def test_trivial_baseline_on_spider(spider_dir):
    "'Every table relevant, every column useful': recall 100% by construction; precision is the share of the schema used."
    dev, path = _spider(spider_dir)
    ok = [i for i in range(len(dev)) if path(i).is_file()]
    scores = [grounding_scores(table_columns(path(i), 'inline'), grounding_labels(dev[i]['query'], path(i), 'inline')) for i in ok]
    m = grounding_metrics(scores)
    print('all-tables baseline on Spider dev:', {k: round(v, 2) for k, v in m.items()})
    assert m['n'] == 972 and m['recall'] == 100.0 and m['table_recall'] == 100.0
    assert 10 < m['precision'] < 25 and 30 < m['table_precision'] < 50

# ---- pruning and metrics ----------------------------------------------------------------------------------------
def test_prune_and_score(db):
    labels = grounding_labels('SELECT name FROM singer WHERE country = "France"', db, 'inline')
    preds = {'singer': '<think>x</think><answer>Y\n["name", "Country", "ghost"]</answer>', 'concert': '<answer>N</answer>', 'Ticket Sales': '??'}
    s = prune_schema(preds, SCHEMA)
    assert s == {'singer': ['name', 'country'], 'Ticket Sales': ['Sale Id', 'concert_id', 'price']}
    assert grounding_scores(s, labels) == {'recall': 1.0, 'precision': 0.4, 'table_recall': 1.0, 'table_precision': 0.5}
    s2 = prune_schema(preds, SCHEMA, on_invalid='drop')
    assert grounding_scores(s2, labels) == {'recall': 1.0, 'precision': 1.0, 'table_recall': 1.0, 'table_precision': 1.0}
    assert grounding_scores({'singer': ['name']}, labels)['recall'] == 0.0     # one required column missing: the instance fails
    assert pruned_schema_text(db, s2) == 'CREATE TABLE singer (\n    name TEXT,\n    country TEXT\n);'

def test_grounding_items(db):
    ex = Example('q', 'How many concerts in 2014?', 'x', 'SELECT count(*) FROM concert WHERE year = 2014')
    items = grounding_items([ex], db_of=lambda e: db, executor='inline')
    assert [(i['table'], i['relevant'], i['columns']) for i in items] == [('singer', False, []), ('concert', True, ['year']), ('Ticket Sales', False, [])]
    assert all(ex.gold not in i['prompt'] for i in items)

# ---- properties -------------------------------------------------------------------------------------------------
ident = st.text('abcdefgxyz_ ', min_size=1, max_size=8).filter(lambda s: s.strip() == s and s)

@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.text(max_size=200))
def test_labels_total_on_any_text(text):
    "Any input either labels (every schema table, columns of that table only) or raises GoldError."
    try: labels = labels_from_schema(text, SCHEMA)
    except GoldError: return
    assert set(labels) == set(SCHEMA)
    for t, v in labels.items():
        assert v['columns'] <= set(SCHEMA[t]) and (v['relevant'] or not v['columns'])

TOKENS = ['SELECT', 'FROM', 'WHERE', 'JOIN', 'USING', 'NATURAL', 'ON', 'AS', 'WITH', 'UNION', 'ORDER BY', 'GROUP BY', 'EXISTS', 'IN',
          '(', ')', ',', '*', '=', '.', '1', '"France"', 'singer', 'concert', 'name', 'singer_id', 'T1', 'T1.name', 'T1.*', 'x', 'x.name',
          '[Sale Id]', '"Ticket Sales"', 'count(*)', 'LIMIT 1']

@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.sampled_from(TOKENS), min_size=2, max_size=18).map(lambda ts: 'SELECT ' + ' '.join(ts)))
def test_labels_total_on_sql_token_soup(sql):
    "Near-SQL (keyword soup that often parses): labels or GoldError, never another exception."
    test_labels_total_on_any_text.hypothesis.inner_test(sql)

@settings(max_examples=100, deadline=None)
@given(st.data())
def test_generated_selects_label_exactly(data):
    "SELECT of random columns of a random table (random case, quoting and alias): labels are exactly those columns."
    t = data.draw(st.sampled_from(sorted(SCHEMA)))
    cols = data.draw(st.lists(st.sampled_from(SCHEMA[t]), min_size=1, max_size=4, unique=True))
    quote = data.draw(st.sampled_from(['"{}"', '[{}]', '`{}`']))
    case = data.draw(st.sampled_from([str.lower, str.upper, lambda s: s]))
    alias = data.draw(st.sampled_from(['', 'T1']))
    q = lambda s: quote.format(case(s))
    where = data.draw(st.sampled_from(SCHEMA[t]))
    sql = f"SELECT {', '.join((alias + '.' if alias else '') + q(c) for c in cols)} FROM {q(t)}{' AS ' + alias if alias else ''} WHERE {q(where)} IS NOT NULL"
    assert used(sql) == {t: sorted(set(cols) | {where})}

JOINABLE = {('singer', 'concert'): 'singer_id', ('concert', 'Ticket Sales'): 'concert_id'}

def _query(draw, depth):
    "(SQL, expected {table: set of columns}) for a random valid query: aliases, joins (ON or USING), IN-subqueries, CTEs."
    (t, u), key = draw(st.sampled_from(sorted(JOINABLE.items())))
    join = draw(st.sampled_from(['none', 'on', 'using']))
    ta, ua = draw(st.sampled_from([('', ''), ('T1', 'T2'), ('a', 'b')]))
    q = lambda n: '"' + n + '"' if ' ' in n else n
    ref = lambda tab, al: al or q(tab)
    want = {t: set()}
    cols = draw(st.lists(st.sampled_from(SCHEMA[t]), min_size=1, max_size=3, unique=True))
    want[t] |= set(cols)
    sel = ', '.join(f'{ref(t, ta)}.{q(c)}' for c in cols)
    frm = f"{q(t)}{' AS ' + ta if ta else ''}"
    if join != 'none':
        want[u] = {key}; want[t].add(key)
        frm += f" JOIN {q(u)}{' AS ' + ua if ua else ''} " + (f'USING ({key})' if join == 'using' else f'ON {ref(t, ta)}.{key} = {ref(u, ua)}.{key}')
    sql = f'SELECT {sel} FROM {frm}'
    if depth > 0 and draw(st.booleans()):
        sub, sub_want = _query(draw, depth - 1)
        c = draw(st.sampled_from(SCHEMA[t])); want[t].add(c)
        sql += f' WHERE {ref(t, ta)}.{q(c)} IN ({sub})'
        for k, v in sub_want.items(): want.setdefault(k, set()).update(v)
    if draw(st.booleans()): sql = f'WITH cte AS ({sql}) SELECT * FROM cte'
    return sql, want

@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_generated_nested_queries_label_exactly(data):
    sql, want = _query(data.draw, 2)
    assert used(sql) == {t: sorted(v) for t, v in want.items()}, sql

@settings(max_examples=200, deadline=None)
@given(st.text(max_size=120))
def test_parser_total(text):
    a = parse_grounding_answer(text)
    assert a is None or isinstance(a, GroundingAnswer)

@settings(max_examples=100, deadline=None)
@given(st.lists(st.sampled_from(SCHEMA['singer'] + ['ghost', 'SINGER.NAME']), max_size=6), st.booleans())
def test_answer_round_trip_and_pruning(cols, relevant):
    text = f"<think>t</think><answer>\n{'Y' if relevant else 'N'}\n{json.dumps(cols) if relevant else ''}\n</answer>"
    a = parse_grounding_answer(text)
    assert a is not None and a.relevant == relevant
    s = prune_schema({'singer': text}, SCHEMA)
    if not relevant: assert s == {}
    else: assert s == {'singer': [c for c in SCHEMA['singer'] if c in {x.split('.')[-1].lower() for x in cols}]}
    sc = grounding_scores(s, labels_from_schema('SELECT name FROM singer', SCHEMA))
    assert all(0.0 <= v <= 1.0 for v in sc.values())
