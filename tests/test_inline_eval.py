"""Evaluation in this process: the same verdicts as the worker pool on the official fixtures, the hostile SQL held on the
in-process path, the stall screen's shortcut never weaker than the full check, and SQLite's heap limit in-process."""
import json, os, sqlite3, subprocess, sys
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st, HealthCheck

from textsql_kit.evaluation.benchmarks import evaluate, load_spider
from textsql_kit.sql import execute as E
from textsql_kit.sql.batch import InProcess, run_inline
from textsql_kit.sql.pool import Executor
from tests.test_stalls_sql import STALLING, BENIGN, make_db

SPIDER = os.environ.get('TEXTSQL_SPIDER_DIR')
needs_spider = pytest.mark.skipif(not SPIDER, reason='TEXTSQL_SPIDER_DIR is not set')


def _verdicts(rep): return [(it['verdict'], it['correct']) for it in rep.items]

@needs_spider
@pytest.mark.parametrize('fixture,key', [('official_verdicts.jsonl', 'official_correct'), ('statement_verdicts.jsonl', 'official_correct')])
def test_in_process_matches_pool_and_official(fixture, key):
    "The default (in-process) evaluation gives the pool's verdict on every pair, and the official scorer's."
    d = Path(SPIDER); dev = load_spider(d/'dev.json')
    rows = [json.loads(l) for l in (d/fixture).read_text().splitlines() if l.strip()]
    exs, preds = [dev[r['index']] for r in rows], [r['pred'] for r in rows]
    inproc = evaluate(exs, preds, progress=False, cache_gold=False)
    with Executor(workers=2, max_rows=None) as ex: pooled = evaluate(exs, preds, progress=False, cache_gold=False, executor=ex)
    assert _verdicts(inproc) == _verdicts(pooled)
    assert [it['correct'] for it in inproc.items] == [r[key] for r in rows]


HOSTILE = ['DROP TABLE singer', "INSERT INTO singer(name) VALUES ('x')", 'CREATE TEMP TABLE t(a)', "WITH x AS (SELECT 1) DELETE FROM singer",
           "ATTACH '/tmp/other.sqlite' AS o", "VACUUM INTO '/tmp/copy.sqlite'", 'PRAGMA user_version=7', 'PRAGMA journal_mode=WAL',
           "SELECT load_extension('evil')", 'SELECT 1; DROP TABLE singer', 'SELECT zeroblob(1e9)', "SELECT printf('%.*c', 1e9, 'x')",
           'SELECT ' + '(' * 2000 + '1' + ')' * 2000, 'How many singers are there?', '', "SELECT readfile('/etc/passwd')",
           "SELECT * FROM pragma_table_info('singer')", "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT count(*) FROM c"]

def test_hostile_sql_in_process_as_on_the_pool(tmp_path):
    "Every hostile statement gets the pool's outcome in-process (stalling ones are sent to the pool), and the file is unchanged."
    db = make_db(tmp_path/'concert.sqlite'); before = Path(db).read_bytes()
    jobs = [(db, q) for q in HOSTILE + list(STALLING.values()) + BENIGN]
    inproc = InProcess(timeout_s=1.0, max_rows=100).execute_many(jobs)
    with Executor(workers=2, timeout_s=1.0, max_rows=100) as ex: pooled = ex.execute_many(jobs)
    for (_, q), a, b in zip(jobs, inproc, pooled):
        assert (a.error is None, a.timed_out, a.rows, a.truncated) == (b.error is None, b.timed_out, b.rows, b.truncated), q[:80]
        if b.error and not b.timed_out: assert a.error == b.error, q[:80]
    assert all(r.timed_out for r in inproc[len(HOSTILE):len(HOSTILE) + len(STALLING)])
    assert Path(db).read_bytes() == before and sorted(os.listdir(tmp_path)) == ['concert.sqlite']


def test_in_process_heap_limit(tmp_path):
    "A row of values too large for SQLite's hard heap limit fails as 'out of memory' in-process (here with a 64 MB limit)."
    db = make_db(tmp_path/'concert.sqlite')
    code = ("import textsql_kit.sql.execute as E; E.INLINE_HEAP_MB = 64; "
            f"r = E.execute({db!r}, 'SELECT ' + ','.join(['zeroblob(15000000)'] * 20)); print(E.limit_inline_heap(), r.error)")
    out = subprocess.run([sys.executable, '-c', code], capture_output=True, text=True, timeout=120, env={**os.environ, 'PYTHONPATH': os.getcwd()})
    assert out.returncode == 0, out.stderr[-500:]
    assert out.stdout.startswith(f'{64 * 2**20} out of memory'), out.stdout


sql_text = st.lists(st.sampled_from(['SELECT', 'select', ' ', '(', ')', ',', 'FROM t', 'WITH', 'VALUES (1)', 'x', "'a'", '||', 'instr(a, b)',
                                     'LIKE', "'%" + 'a' * 1200 + "%'", 'replace(a, b, c)', 'AS', 'JOIN', 'RECURSIVE', '"like"', '-- c\n',
                                     'upper(a)', 'a' * 400, 'trim(a)', 'glob']), max_size=40).map(''.join)

@settings(max_examples=500, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(sql_text, st.booleans())
def test_stall_shortcut_never_weaker(sql, compile_only):
    "Whenever the shortcut says 'cannot stall', the full token check agrees."
    if E._cannot_stall(sql, compile_only): assert E._stall_reason(sql, compile_only) is None, sql
