"""Spider's training set is its own data source (`spider-train`, $TEXTSQL_SPIDER_TRAIN_DIR), Spider dev is `spider-dev`
($TEXTSQL_SPIDER_DIR), and the database-disjoint halves of dev are `spider-dev:train|test`: the standard protocol trains on
train and reports on dev, which share no database. The old names of the dev halves (`spider:train`, `spider:test`) are
refused, so no spec written before the rename trains on dev in silence."""
import json, os
from pathlib import Path
import pytest

from textsql_kit.sql.batch import execute_jobs
from textsql_kit.train.data import (DATA_SOURCES, RENAMED_SOURCES, SPIDER_DEV_TEST_DBS, SPIDER_DEV_TRAIN_DBS, load_train_examples,
                                    parse_spec)

@pytest.fixture(scope='module')
def spider_train_dir():
    "The real Spider training folder from TEXTSQL_SPIDER_TRAIN_DIR; skips the test cleanly when it is unset or missing."
    d = os.environ.get('TEXTSQL_SPIDER_TRAIN_DIR')
    if not d: pytest.skip('TEXTSQL_SPIDER_TRAIN_DIR is not set (make test sets it when ../shared/data/spider-train exists)')
    p = Path(d)
    if not (p/'train_spider.json').is_file(): pytest.skip(f'TEXTSQL_SPIDER_TRAIN_DIR={d} has no train_spider.json')
    return p

@pytest.fixture(scope='module')
def spider_train(spider_train_dir):
    "The `spider-train` data source, loaded once for the module."
    return load_train_examples('spider-train')

@pytest.mark.parametrize('old', ['spider:train', 'spider:test', 'autosales+spider:train'])
def test_old_names_of_the_dev_halves_are_refused(old):
    with pytest.raises(ValueError) as e: parse_spec(old)
    msg = str(e.value)
    assert 'renamed' in msg and "'spider-dev:train|test'" in msg and "'spider-train'" in msg and '\n' not in msg
    with pytest.raises(ValueError, match='renamed'): load_train_examples(old)
    assert not set(RENAMED_SOURCES) & set(DATA_SOURCES)

def test_the_spider_names_parse():
    assert parse_spec('spider-train+spider-dev+spider-dev:train+spider-dev:test') == [
        ('spider_train', ''), ('spider_dev', ''), ('spider_dev', 'train'), ('spider_dev', 'test')]
    with pytest.raises(ValueError, match='unknown data source'): parse_spec('spider-train:100')

def test_unset_variable_is_named(monkeypatch):
    monkeypatch.delenv('TEXTSQL_SPIDER_TRAIN_DIR', raising=False); monkeypatch.delenv('TEXTSQL_SPIDER_DIR', raising=False)
    with pytest.raises(FileNotFoundError, match=r'^spider-train needs TEXTSQL_SPIDER_TRAIN_DIR=<folder with train_spider.json'):
        load_train_examples('spider-train')
    for spec in ('spider-dev', 'spider-dev:train'):
        with pytest.raises(FileNotFoundError, match=f'^{spec} needs TEXTSQL_SPIDER_DIR='): load_train_examples(spec)

def test_spider_train_keeps_the_golds_that_execute(spider_train, spider_train_dir):
    n = len(json.loads((spider_train_dir/'train_spider.json').read_text()))
    assert 6380 <= len(spider_train) <= n
    res = execute_jobs([(e.db_id, e.gold) for e in spider_train], max_rows=1)    # by db_id: the source registered its folder
    assert [e.id for e, r in zip(spider_train, res) if r.error is not None or r.timed_out] == []
    assert {e.meta['db_dir'] for e in spider_train} == {str((spider_train_dir/'database').resolve())}

def test_spider_train_and_dev_share_no_database(spider_train, spider_dir):
    dev = load_train_examples('spider-dev')
    assert len(dev) == len(json.loads((spider_dir/'dev.json').read_text()))          # all of dev, nothing filtered
    assert {e.db_id for e in spider_train} & {e.db_id for e in dev} == set()
    assert not {e.id for e in spider_train} & {e.id for e in dev}

def test_dev_halves_are_disjoint_and_cover_dev(spider_dir):
    dev = load_train_examples('spider-dev')
    tr, te = load_train_examples('spider-dev:train'), load_train_examples('spider-dev:test')
    assert {e.db_id for e in tr} <= set(SPIDER_DEV_TRAIN_DBS) and {e.db_id for e in te} <= set(SPIDER_DEV_TEST_DBS)
    assert not {e.db_id for e in tr} & {e.db_id for e in te}
    assert sorted(e.id for e in tr + te) == sorted(e.id for e in dev)

def test_rollout_reads_spider_train_by_name(spider_train_dir):
    from textsql_kit.agent.rollout import load_examples, DATA_NAMES
    assert {'spider-dev', 'spider-train'} <= set(DATA_NAMES)
    exs = load_examples('spider-train', limit=3)
    assert len(exs) == 3 and all(e.gold and (spider_train_dir/'database'/e.db_id/f'{e.db_id}.sqlite').is_file() for e in exs)
