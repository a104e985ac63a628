"""The pool under many caller threads: the same results as one caller, and `bench_pool`'s figures under stable keys.

No timed throughput test here: throughput is what `bench_pool` (and `textsql-kit bench`) measures and prints."""
import json, threading
import pytest
from textsql_kit.sql.pool import Executor, bench_pool, BENCH_POOL_KEYS, _gold_groups, _pool_qps


def _summary(r): return (r.columns, r.rows, r.error, r.truncated, r.timed_out)


def test_many_threads_get_the_results_of_one_caller(spider_dir):
    "24 threads, one GRPO group each at a time, on one pool: every job's result is the one a lone caller gets, in job order."
    groups = _gold_groups(spider_dir, 16, 768, seed=1)
    with Executor(workers=2) as ex:
        alone = [ex.execute_many(g) for g in groups]
        _, together = _pool_qps(ex, groups, threads=24)
        assert ex._leader is None and not ex._waiting and not ex._queues and not ex._busy   # every caller left cleanly
    assert [[_summary(r) for r in rs] for rs in together] == [[_summary(r) for r in rs] for rs in alone]
    assert not [r.error for rs in alone for r in rs if r.error]


def test_a_leader_that_fails_hands_over(tmp_path):
    "A caller whose batch fails while it leads (here: the pool closed under it) wakes a waiting caller, who fails too instead of waiting on."
    import sqlite3
    db = tmp_path/'t.sqlite'; sqlite3.connect(db).close()
    slow = "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT count(*) FROM c"
    ex = Executor(workers=1, spare_workers=0, timeout_s=3.0)
    ex.execute(str(db), 'SELECT 1')
    errors = []
    def call():
        try: ex.execute_many([(str(db), slow)] * 2)
        except (RuntimeError, OSError, ValueError) as e: errors.append(str(e))
    ts = [threading.Thread(target=call) for _ in range(3)]
    for t in ts: t.start()
    threading.Timer(0.5, ex.close).start()
    for t in ts: t.join(10)
    assert not any(t.is_alive() for t in ts), 'a caller was left waiting after the leader failed'
    assert len(errors) == 3, errors


def test_bench_pool_returns_its_documented_keys(spider_dir):
    r = bench_pool(spider_dir, threads=4, group=8, n_queries=64, repeats=1, workers=1, fair_limit_s=0)
    assert list(r) == list(BENCH_POOL_KEYS)
    assert (r['n_queries'], r['threads'], r['group'], r['errors'], r['workers']) == (64, 4, 8, 0, 1)
    assert r['qps'] > 0 and r['raw_qps'] > 0 and r['ratio'] == r['qps'] / r['raw_qps']
    assert r['fair_worst_wait_s'] is None and r['fair_median_wait_s'] is None   # fairness not run
    json.dumps(r)   # a bench table can write it as it is


def test_bench_pool_names_a_bad_folder(tmp_path):
    with pytest.raises(FileNotFoundError, match='no dev.json'): bench_pool(tmp_path)
    (tmp_path/'dev.json').write_text(json.dumps([{'db_id': 'nowhere', 'query': 'SELECT 1'}]))
    with pytest.raises(FileNotFoundError, match='none of the databases'): bench_pool(tmp_path)
