"""BIRD-format evaluation on a benchmark built in the test: set semantics, evidence, missing databases, BIRD's prediction file."""
import json, shutil, sqlite3

import pytest

from textsql_kit.core import Example
from textsql_kit.evaluation.benchmarks import eval_cli, evaluate, find_empty_gold, load_bird, read_predictions


def _make_shop(path):
    path.parent.mkdir(parents=True, exist_ok=True)
    con = sqlite3.connect(path)
    con.executescript("""
        CREATE TABLE customers(id INTEGER PRIMARY KEY, name TEXT, segment TEXT, country TEXT);
        CREATE TABLE orders(id INTEGER PRIMARY KEY, customer_id INT, amount REAL, year INT);
        INSERT INTO customers VALUES (1,'Acme','SME','CZ'),(2,'Bolt','SME','CZ'),(3,'Cora','SME','DE'),(4,'Dune','KAM','DE');
        INSERT INTO orders VALUES (1,1,10.5,2012),(2,1,20.0,2013),(3,2,5.25,2012),(4,3,7.0,2012),(5,3,7.0,2013),(6,4,100.0,2013);""")
    con.commit(); con.close()
    return path


GOLD = [
    {'question_id': 0, 'db_id': 'shop', 'question': 'Countries of SME customers?', 'evidence': "SME refers to segment = 'SME'",
     'SQL': "SELECT country FROM customers WHERE segment = 'SME'", 'difficulty': 'simple'},
    {'question_id': 1, 'db_id': 'shop', 'question': 'Name and total amount per customer in 2012, largest first.', 'evidence': '',
     'SQL': 'SELECT c.name, SUM(o.amount) FROM customers c JOIN orders o ON o.customer_id = c.id WHERE o.year = 2012 GROUP BY c.name ORDER BY 2 DESC',
     'difficulty': 'moderate'},
    {'question_id': 2, 'db_id': 'shop', 'question': 'How many distinct customers ordered?', 'evidence': '',
     'SQL': 'SELECT COUNT(DISTINCT customer_id) FROM orders', 'difficulty': 'simple'},
    {'question_id': 3, 'db_id': 'shop', 'question': 'Names of customers in DE.', 'evidence': "DE is a country code",
     'SQL': "SELECT name, id FROM customers WHERE country = 'DE'", 'difficulty': 'challenging'},
    {'question_id': 4, 'db_id': 'lost_db', 'question': 'Anything?', 'evidence': '', 'SQL': 'SELECT 1', 'difficulty': 'simple'},
]
PREDS = [
    "SELECT DISTINCT country FROM customers WHERE segment = 'SME'",            # duplicates dropped: a set, so correct
    'SELECT c.name, SUM(o.amount) FROM customers c JOIN orders o ON o.customer_id = c.id WHERE o.year = 2012 GROUP BY c.name ORDER BY 2 ASC',  # order ignored
    'SELECT COUNT(customer_id) FROM orders',                                   # 6 vs 4: BIRD does not strip DISTINCT
    "SELECT id, name FROM customers WHERE country = 'DE'",                     # columns swapped: BIRD does not permute
    'SELECT 1',                                                                # database missing
]
EXPECTED = ['correct', 'correct', 'wrong', 'wrong', 'missing_db']


@pytest.fixture
def bird(tmp_path):
    root = tmp_path/'bird_dev'
    _make_shop(root/'dev_databases'/'shop'/'shop.sqlite')
    (root/'dev.json').write_text(json.dumps(GOLD))
    return root


def test_load_bird(bird):
    exs = load_bird(bird/'dev.json')
    assert [e.id for e in exs] == [f'bird-{i}' for i in range(5)]
    assert exs[0].evidence == "SME refers to segment = 'SME'" and exs[0].category == 'simple' and exs[3].category == 'challenging'
    assert exs[1].gold == GOLD[1]['SQL'] and exs[0].source == 'bird'


def test_bird_set_semantics(bird, kit_cache):
    rep = evaluate(load_bird(bird/'dev.json'), PREDS, mode='bird', progress=False, workers=2)
    assert [it['verdict'] for it in rep.items] == EXPECTED
    assert (rep.n, rep.n_correct, rep.n_executable, rep.missing_db) == (5, 2, 4, [4])
    assert rep.ex == pytest.approx(0.4) and rep.ex_executable == pytest.approx(0.5)


def test_same_items_under_spider_semantics_differ(bird, kit_cache):
    rep = evaluate(load_bird(bird/'dev.json'), PREDS, mode='spider', progress=False, workers=2)
    # spider: DISTINCT stripped from the prediction (item 0: both return the duplicate rows, right) and from the
    # gold (item 2 right), order matters with ORDER BY (item 1 wrong), columns permuted (item 3 right)
    assert [it['verdict'] for it in rep.items] == ['correct', 'wrong', 'correct', 'correct', 'missing_db']
    kept = evaluate(load_bird(bird/'dev.json'), PREDS, mode='spider', keep_distinct=True, progress=False, workers=2)
    assert [it['verdict'] for it in kept.items] == ['wrong', 'wrong', 'wrong', 'correct', 'missing_db']  # bags: 1 row vs 2


def test_bird_with_a_spider_database_copy(bird, spider_dir, kit_cache):
    src = spider_dir/'database'/'concert_singer'/'concert_singer.sqlite'
    (bird/'dev_databases'/'concert_singer').mkdir()
    shutil.copy(src, bird/'dev_databases'/'concert_singer'/'concert_singer.sqlite')
    gold = GOLD + [{'question_id': 5, 'db_id': 'concert_singer', 'question': 'Ages of singers?', 'evidence': '',
                    'SQL': 'SELECT age FROM singer', 'difficulty': 'simple'}]
    (bird/'dev.json').write_text(json.dumps(gold))
    rep = evaluate(load_bird(bird/'dev.json'), PREDS + ['SELECT DISTINCT age FROM singer ORDER BY age'], mode='bird', progress=False, workers=2)
    assert rep.items[-1]['verdict'] == 'correct'


def test_bird_prediction_json_and_cli(bird, tmp_path, kit_cache, capsys):
    pred_json = tmp_path/'predict_dev.json'
    pred_json.write_text(json.dumps({str(i): f"{p}\t----- bird -----\t{g['db_id']}" for i, (p, g) in enumerate(zip(PREDS, GOLD))}))
    assert read_predictions(pred_json, 5, 'bird') == PREDS
    out = tmp_path/'res.jsonl'
    rc = eval_cli(['--benchmark', 'bird', '--gold', str(bird/'dev.json'), '--pred', str(pred_json), '--out', str(out), '--workers', '2', '--no-progress'])
    assert rc == 0
    rows = [json.loads(l) for l in out.read_text().splitlines()]
    assert [r['verdict'] for r in rows] == EXPECTED
    text = capsys.readouterr().out
    assert 'EX (all 5 items): 40.00% (2/5)' in text and 'EX (executable 4 items): 50.00% (2/4)' in text
    assert 'missing database: 1 items (db: lost_db x1)' in text


def test_bird_text_predictions_keep_tabs(bird, tmp_path, kit_cache):
    "For BIRD a tab inside a line is part of the SQL (the Spider reader cuts at the tab, like the official one)."
    f = tmp_path/'p.sql'
    f.write_text("SELECT country\tFROM customers WHERE segment = 'SME'\n" + '\n'.join(PREDS[1:]) + '\n')
    assert read_predictions(f, 5, 'bird')[0] == "SELECT country\tFROM customers WHERE segment = 'SME'"
    assert read_predictions(f, 5, 'spider')[0] == 'SELECT country'


def test_bird_gold_error_is_listed_not_dropped(bird, kit_cache):
    gold = [dict(GOLD[0], SQL='SELECT country FROM customer')]   # a typo in the gold itself
    (bird/'dev.json').write_text(json.dumps(gold))
    rep = evaluate(load_bird(bird/'dev.json'), ['SELECT country FROM customer'], mode='bird', progress=False, workers=1)
    assert rep.items[0]['verdict'] == 'gold_error' and rep.gold_error == [0] and rep.n == 1 and rep.ex == 0.0
    assert 'no such table' in rep.items[0]['error']


def test_empty_gold_items_are_counted(bird, tmp_path, kit_cache, capsys):
    "A gold that returns no rows matches any prediction that returns nothing: the loader side and the report count it."
    gold = GOLD + [{'question_id': 5, 'db_id': 'shop', 'question': 'Orders in 1999?', 'evidence': '', 'SQL': 'SELECT id FROM orders WHERE year = 1999'},
                   {'question_id': 6, 'db_id': 'shop', 'question': 'Customers in FR?', 'evidence': '', 'SQL': "SELECT name FROM customers WHERE country = 'FR'"}]
    (bird/'dev.json').write_text(json.dumps(gold))
    exs = load_bird(bird/'dev.json')
    eg = find_empty_gold(exs + [Example(id='nl', question='?', db_id='shop', gold='Which year?', task_kind='nl')])
    assert (eg.n, eg.n_executable, eg.empty) == (7, 6, [5, 6]) and eg.share == pytest.approx(2 / 6)
    rep = evaluate(exs, PREDS + ['SELECT id FROM orders WHERE year = 2525', "SELECT name FROM customers WHERE country = 'XX'"], mode='bird', progress=False, workers=1)
    assert rep.empty_gold == [5, 6] and [it['verdict'] for it in rep.items[5:]] == ['correct', 'correct']   # wrong filters, scored correct
    pred = tmp_path/'p.sql'; pred.write_text('\n'.join(PREDS + ['SELECT 1', 'SELECT 2']) + '\n')
    assert eval_cli(['--benchmark', 'bird', '--gold', str(bird/'dev.json'), '--pred', str(pred), '--workers', '1', '--no-progress']) == 0
    assert 'empty gold results: 2 of 6 executable items (33.33%)' in capsys.readouterr().out
