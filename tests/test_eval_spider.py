"""Spider evaluation on the real dev set: every official verdict reproduced, nothing dropped from the denominator."""
import json
from collections import Counter

import pytest

from textsql_kit.evaluation.benchmarks import evaluate, find_empty_gold, load_spider
from textsql_kit.sql.cache import clear_cache, db_fingerprint
from textsql_kit.sql.execute import db_path
from textsql_kit.sql.match import spider_normalize, spider_order_matters


@pytest.fixture(scope='module')
def dev(spider_dir):
    return load_spider(spider_dir/'dev.json')

@pytest.fixture(scope='module')
def official(spider_dir):
    return [json.loads(l) for l in (spider_dir/'official_verdicts.jsonl').read_text().splitlines() if l.strip()]


def test_loader(dev, spider_dir):
    assert len(dev) == 1034
    raw = json.loads((spider_dir/'dev.json').read_text())
    assert [e.gold for e in dev] == [r['query'] for r in raw]
    assert [e.meta['index'] for e in dev] == list(range(1034))
    assert all(e.source == 'spider' for e in dev)


def test_every_official_verdict(dev, official, kit_cache):
    "3,227 (gold, prediction) pairs: our spider mode must give exactly the official test-suite-sql-eval verdict."
    assert len(official) == 3227
    rep = evaluate([dev[r['index']] for r in official], [r['pred'] for r in official], mode='spider', progress=False, workers=2)
    ours = [it['correct'] for it in rep.items]
    theirs = [r['official_correct'] for r in official]
    wrong = [(r['index'], r['kind'], r['pred'], it['verdict'], it['error']) for r, it in zip(official, rep.items) if it['correct'] != r['official_correct']]
    assert not wrong, f'{len(wrong)} verdicts differ from the official scorer, e.g. {wrong[:5]}'
    assert ours == theirs
    assert rep.missing_db == [] and rep.gold_error == []
    # the fixture exercises both outcomes of every kind of prediction it contains
    kinds = Counter((r['kind'], r['official_correct']) for r in official)
    assert kinds[('add_distinct', True)] > 0 and kinds[('no_where', False)] > 0


def test_gold_against_itself_keeps_missing_dbs_in_denominator(dev, kit_cache):
    rep = evaluate(dev, [e.gold for e in dev], mode='spider', progress=False, workers=2)
    assert (rep.n, rep.n_correct, rep.n_executable) == (1034, 972, 972)
    assert len(rep.missing_db) == 62 and {dev[i].db_id for i in rep.missing_db} == {'wta_1'}
    assert rep.ex == pytest.approx(972 / 1034) and rep.ex_executable == 1.0
    assert rep.counts == {'correct': 972, 'missing_db': 62}
    assert 'missing database: 62 items (db: wta_1 x62)' in rep.summary()


def test_gold_cache_runs_only_predictions_second_time(dev, kit_cache):
    clear_cache()                                    # nothing in memory from earlier tests: golds come from this test's cache
    items = dev[:40]
    preds = ['SELECT 1'] * 40
    first = evaluate(items, preds, mode='spider', progress=False, workers=1)
    second = evaluate(items, preds, mode='spider', progress=False, workers=1)
    n_db = len({e.db_id for e in items})
    assert second.n_executed == n_db                 # one 'SELECT 1' per database, golds from the cache
    assert first.n_executed > second.n_executed
    assert [it['verdict'] for it in first.items] == [it['verdict'] for it in second.items]
    on_disk = {f.stem for f in (kit_cache/'gold').glob('*.jsonl')}   # the content-keyed gold cache of textsql_kit.sql.cache
    assert on_disk == {db_fingerprint(e.db_id) for e in items}


def test_keep_distinct_changes_official_verdicts(dev, official, kit_cache):
    add = [r for r in official if r['kind'] == 'add_distinct']
    default = evaluate([dev[r['index']] for r in add], [r['pred'] for r in add], mode='spider', progress=False, workers=2)
    kept = evaluate([dev[r['index']] for r in add], [r['pred'] for r in add], mode='spider', keep_distinct=True, progress=False, workers=2)
    assert default.n_correct == len(add)             # stripping DISTINCT from both sides makes every one right
    assert kept.n_correct < default.n_correct        # with DISTINCT kept, duplicates in the gold make some wrong


def test_order_matters_follows_the_normalized_gold(dev):
    for e in dev:
        assert spider_order_matters(spider_normalize(e.gold)) == ('order by' in e.gold.lower())


def test_corrupt_gold_cache_does_not_stop_evaluation(dev, kit_cache):
    clear_cache()
    fp = db_fingerprint(db_path(dev[0].db_id))
    (kit_cache/'gold').mkdir(parents=True, exist_ok=True)
    (kit_cache/'gold'/f'{fp}.jsonl').write_bytes(b'this is not a JSON line\n' * 100)
    rep = evaluate(dev[:5], [e.gold for e in dev[:5]], mode='spider', progress=False, workers=1)
    assert rep.n_correct == 5


def test_empty_gold_share_on_spider_dev(dev, kit_cache):
    "The loader-side count of golds that return no rows agrees with the evaluation's own count."
    eg = find_empty_gold(dev)
    assert (eg.n, eg.n_executable) == (1034, 972)
    assert len(eg.empty) == 49 and eg.share == pytest.approx(49 / 972)          # 5.04% of Spider dev's executable golds
    rep = evaluate(dev, [e.gold for e in dev], mode='spider', progress=False, workers=2)
    assert rep.empty_gold == eg.empty
    assert f'empty gold results: {len(eg.empty)} of 972 executable items' in rep.summary()
