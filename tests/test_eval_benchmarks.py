"""Issue 11 items 2-4 and issue 10 item 5/6 (evaluation parts): test-suite accuracy, hardness levels, the robustness
sets' loaders and `eval --benchmark NAME`, `--compare-modes`, and inputs that must fail cleanly before scoring."""
import json, os, shutil, sqlite3
from collections import Counter
from pathlib import Path

import pytest

from textsql_kit.evaluation.benchmarks import (BENCHMARKS, compare_modes, eval_cli, evaluate, load_benchmark, load_spider,
                                               missing_databases)
from textsql_kit.evaluation.hardness import HARDNESS_LEVELS, spider_hardness


def _db(path, rows):
    path.parent.mkdir(parents=True, exist_ok=True)
    con = sqlite3.connect(path)
    con.execute('CREATE TABLE t(name TEXT, n INT)'); con.executemany('INSERT INTO t VALUES (?,?)', rows); con.commit(); con.close()
    return path

def _run(argv, capsys):
    rc = eval_cli(argv + ['--no-progress', '--workers', '1'])
    out = capsys.readouterr()
    return rc, out.out, out.err


# ---------------------------------------------------------------- test-suite accuracy
@pytest.fixture
def suite(tmp_path):
    "A Spider folder whose database folder holds the main file and two distilled variants."
    d = tmp_path/'database'/'s'
    _db(d/'s.sqlite', [('a', 1), ('b', 2)])
    _db(d/'s_v1.sqlite', [('a', 1), ('b', 5), ('c', 9)])
    _db(d/'s_v2.sqlite', [('x', 3)])
    (tmp_path/'dev.json').write_text(json.dumps([{'db_id': 's', 'question': '?', 'query': 'SELECT name FROM t WHERE n < 3'}]))
    return load_spider(tmp_path/'dev.json')

def test_test_suite_needs_every_variant(suite):
    "`WHERE n <= 2` agrees with `n < 3` on every variant; `n != 9 ... ` only on the main file: wrong, as the official scorer says."
    good, fooled = 'SELECT name FROM t WHERE n <= 2', "SELECT name FROM t WHERE name IN ('a', 'b')"
    rep = evaluate(suite * 2, [good, fooled], progress=False, workers=1, cache_gold=False)
    assert [it['verdict'] for it in rep.items] == ['correct', 'wrong'] and rep.items[0]['n_databases'] == 3
    single = evaluate(suite * 2, [good, fooled], test_suite=False, progress=False, workers=1, cache_gold=False)
    assert [it['verdict'] for it in single.items] == ['correct', 'correct']
    assert evaluate(suite, [fooled], mode='bird', progress=False, workers=1, cache_gold=False).items[0]['verdict'] == 'correct'   # BIRD: one file

def test_test_suite_gold_error_on_a_variant(suite, tmp_path):
    con = sqlite3.connect(tmp_path/'database'/'s'/'s_v2.sqlite'); con.execute('ALTER TABLE t RENAME COLUMN n TO m'); con.commit(); con.close()
    rep = evaluate(suite, ['SELECT name FROM t WHERE n <= 2'], progress=False, workers=1, cache_gold=False)
    assert rep.items[0]['verdict'] == 'gold_error' and 'no such column' in rep.items[0]['error']


# ---------------------------------------------------------------- hardness
HAND_CHECKED = {0: 'easy', 3: 'medium', 18: 'medium', 40: 'medium', 100: 'extra', 150: 'medium', 200: 'easy'}

def test_hardness_on_hand_checked_dev_queries(spider_dir):
    dev = json.loads((spider_dir/'dev.json').read_text())
    assert {i: spider_hardness(dev[i]['sql']) for i in HAND_CHECKED} == HAND_CHECKED
    assert Counter(spider_hardness(it['sql']) for it in dev) == {'easy': 248, 'medium': 446, 'hard': 174, 'extra': 166}

def test_every_spider_report_is_per_level(spider_dir, kit_cache):
    dev = load_spider(spider_dir/'dev.json')
    assert [dev[i].category for i in HAND_CHECKED] == list(HAND_CHECKED.values())
    sub = [dev[i] for i in range(0, 1034, 10)]
    rep = evaluate(sub, [e.gold for e in sub], progress=False, workers=2)
    assert set(rep.by_level) <= set(HARDNESS_LEVELS) and sum(n for n, _ in rep.by_level.values()) == len(sub)
    assert 'by level: easy ' in rep.summary()


# ---------------------------------------------------------------- the other benchmarks, in their real formats
@pytest.fixture
def formats(tmp_path):
    "One tiny copy of each format, written as the real releases lay them out."
    spider_like = [{'db_id': 'shop', 'query': 'SELECT count(*) FROM t', 'question': 'How many?', 'query_toks': ['SELECT'], 'sql': None},
                   {'db_id': 'gone', 'query': 'SELECT 1', 'question': 'Anything?'}]
    out = {}
    for name, fname in (('spider-dk', 'Spider-DK.json'), ('spider-realistic', 'spider-realistic.json')):
        root = tmp_path/name; _db(root/'database'/'shop'/'shop.sqlite', [('a', 1)])
        (root/fname).write_text(json.dumps(spider_like)); out[name] = root/fname
    root = tmp_path/'spider-syn'; _db(root/'database'/'shop'/'shop.sqlite', [('a', 1)])
    (root/'dev.json').write_text(json.dumps([{'db_id': 'shop', 'query': 'SELECT count(*) FROM t', 'SpiderQuestion': 'How many?',
                                              'SpiderSynQuestion': 'What number?'}, {'db_id': 'gone', 'query': 'SELECT 1', 'SpiderQuestion': '?', 'SpiderSynQuestion': '?'}]))
    out['spider-syn'] = root/'dev.json'
    root = tmp_path/'KaggleDBQA'; _db(root/'databases'/'shop'/'shop.sqlite', [('a', 1)]); (root/'examples').mkdir()
    (root/'examples'/'shop_test.json').write_text(json.dumps(spider_like[:1]))
    (root/'examples'/'shop_fewshot.json').write_text(json.dumps(spider_like[:1] * 3))
    (root/'examples'/'zoo_test.json').write_text(json.dumps([{'db_id': 'gone', 'query': 'SELECT 1', 'question': '?'}]))
    out['kaggledbqa'] = root/'examples'
    bird = [{'question_id': 0, 'db_id': 'shop', 'question': 'How many?', 'evidence': '', 'SQL': 'SELECT count(*) FROM t', 'difficulty': 'simple'},
            {'question_id': 1, 'db_id': 'gone', 'question': '?', 'evidence': 'x', 'SQL': 'SELECT 1', 'difficulty': 'moderate'}]
    for name, fname in (('bird', 'dev.json'), ('bird-minidev', 'mini_dev_sqlite.json')):
        root = tmp_path/name; _db(root/'dev_databases'/'shop'/'shop.sqlite', [('a', 1)])
        (root/fname).write_text(json.dumps(bird)); out[name] = root/fname
    (tmp_path/'pred.sql').write_text('SELECT count(*) FROM t\nSELECT 1\n')
    return out

def test_every_format_has_a_loader(formats):
    assert set(formats) == set(BENCHMARKS) - {'spider'}
    for name, path in formats.items():
        ex = load_benchmark(name, path)
        assert [e.db_id for e in ex] == ['shop', 'gone'] and {e.source for e in ex} == {name}, name
        assert missing_databases(ex) == {'gone': 1}, name
    assert load_benchmark('spider-syn', formats['spider-syn'])[0].question == 'What number?'
    assert load_benchmark('bird-minidev', formats['bird-minidev'])[1].evidence == 'x'

@pytest.mark.parametrize('name', ['spider-dk', 'spider-syn', 'spider-realistic', 'kaggledbqa', 'bird', 'bird-minidev'])
def test_eval_benchmark_name(formats, name, tmp_path, capsys, kit_cache):
    rc, out, err = _run(['--benchmark', name, '--gold', str(formats[name]), '--pred', str(tmp_path/'pred.sql')], capsys)
    assert rc == 0, err
    assert 'EX (all 2 items): 50.00% (1/2)' in out and 'missing database: 1 items (db: gone x1)' in out
    assert "warning: 1 items name databases that are not there: gone (1)" in err

def test_unknown_benchmark_is_a_usage_error(formats, tmp_path, capsys):
    with pytest.raises(SystemExit): eval_cli(['--benchmark', 'spider-dq', '--gold', 'x', '--pred', 'y'])
    assert "invalid choice: 'spider-dq'" in capsys.readouterr().err


# ---------------------------------------------------------------- clean errors before scoring (issue 10 item 5)
def test_bad_out_fails_before_scoring(formats, tmp_path, capsys, monkeypatch):
    "An --out that cannot be written is one line on stderr before any scoring; a missing folder is created when writing."
    import textsql_kit.evaluation.benchmarks as b
    (tmp_path/'a_file').write_text('x')
    real = b.evaluate
    monkeypatch.setattr(b, 'evaluate', lambda *a, **k: pytest.fail('scored before checking --out'))
    base = ['--benchmark', 'bird', '--gold', str(formats['bird']), '--pred', str(tmp_path/'pred.sql')]
    rc, out, err = _run(base + ['--out', str(tmp_path/'a_file'/'sub'/'items.jsonl')], capsys)
    assert rc == 2 and err.count('\n') == 1 and 'a_file is a file, not a folder' in err and 'Traceback' not in err
    monkeypatch.setattr(b, 'evaluate', real)
    rc, out, err = _run(base + ['--out', str(tmp_path/'new'/'dir'/'items.jsonl')], capsys)
    assert rc == 0 and len((tmp_path/'new'/'dir'/'items.jsonl').read_text().splitlines()) == 2

def test_gold_with_integer_db_id_names_file_and_item(tmp_path, capsys):
    (tmp_path/'database').mkdir()
    (tmp_path/'dev.json').write_text(json.dumps([{'db_id': 'a', 'question': '?', 'query': 'SELECT 1'}, {'db_id': 17, 'question': '?', 'query': 'SELECT 1'}]))
    (tmp_path/'pred.sql').write_text('SELECT 1\nSELECT 1\n')
    rc, out, err = _run(['--benchmark', 'spider', '--gold', str(tmp_path/'dev.json'), '--pred', str(tmp_path/'pred.sql')], capsys)
    assert rc == 2 and f"item 1 of {tmp_path/'dev.json'}: 'db_id' must be a string, got 17 (int)" in err and 'Traceback' not in err


# ---------------------------------------------------------------- links out of --db-dir (issue 10 item 6, the loaders' part)
def test_symlink_out_of_db_dir_is_not_followed(tmp_path, capsys, kit_cache):
    outside = _db(tmp_path/'elsewhere'/'secret.sqlite', [('a', 1)])
    (tmp_path/'bench'/'database'/'shop').mkdir(parents=True)
    os.symlink(outside, tmp_path/'bench'/'database'/'shop'/'shop.sqlite')
    (tmp_path/'bench'/'dev.json').write_text(json.dumps([{'db_id': 'shop', 'question': '?', 'query': 'SELECT count(*) FROM t'}]))
    (tmp_path/'pred.sql').write_text('SELECT count(*) FROM t\n')
    args = ['--benchmark', 'spider', '--gold', str(tmp_path/'bench'/'dev.json'), '--pred', str(tmp_path/'pred.sql'), '--out', str(tmp_path/'o.jsonl')]
    rc, out, err = _run(args, capsys)
    item = json.loads((tmp_path/'o.jsonl').read_text())
    assert rc == 0 and item['verdict'] == 'missing_db' and 'outside' in item['error'] and '--follow-symlinks' in item['error']
    rc, out, err = _run(args + ['--follow-symlinks'], capsys)
    assert rc == 0 and json.loads((tmp_path/'o.jsonl').read_text())['verdict'] == 'correct'

def test_symlink_inside_db_dir_is_followed(tmp_path, kit_cache):
    real = _db(tmp_path/'database'/'real'/'real.sqlite', [('a', 1)])
    (tmp_path/'database'/'shop').mkdir(); os.symlink(real, tmp_path/'database'/'shop'/'shop.sqlite')
    (tmp_path/'dev.json').write_text(json.dumps([{'db_id': 'shop', 'question': '?', 'query': 'SELECT count(*) FROM t'}]))
    ex = load_spider(tmp_path/'dev.json')
    assert evaluate(ex, ['SELECT count(*) FROM t'], progress=False, workers=1, cache_gold=False).items[0]['verdict'] == 'correct'


# ---------------------------------------------------------------- --compare-modes
def test_compare_modes_counts_reasons(tmp_path, capsys, kit_cache):
    _db(tmp_path/'database'/'shop'/'shop.sqlite', [('a', 1), ('b', 2), ('b', 2), ('c', 3.0000000001)])
    golds = ['SELECT name FROM t ORDER BY n', 'SELECT name FROM t', 'SELECT name, n FROM t', 'SELECT DISTINCT name FROM t',
             'SELECT n FROM t WHERE name = "c"', 'SELECT count(*) FROM t']
    preds = ['SELECT name FROM t ORDER BY n DESC', 'SELECT DISTINCT name FROM t', 'SELECT n, name FROM t', 'SELECT name FROM t',
             'SELECT 3.0 FROM t WHERE name = "c"', 'SELECT count(*) FROM t;;']
    (tmp_path/'dev.json').write_text(json.dumps([{'db_id': 'shop', 'question': '?', 'query': g} for g in golds]))
    (tmp_path/'pred.sql').write_text('\n'.join(preds) + '\n')
    cmp = compare_modes(load_spider(tmp_path/'dev.json'), preds)
    reasons = {it['index']: it['reasons'] for it in cmp.items}
    assert reasons == {0: ['row order'], 1: ['DISTINCT stripping', 'duplicates'], 2: ['column order'], 3: ['DISTINCT stripping', 'duplicates'],
                       5: ['statement cutting']}, reasons
    rc, out, err = _run(['--benchmark', 'spider', '--gold', str(tmp_path/'dev.json'), '--pred', str(tmp_path/'pred.sql'), '--compare-modes'], capsys)
    assert rc == 0 and 'items whose verdict differs between modes: 5 of 6' in out and 'row order 1' in out
