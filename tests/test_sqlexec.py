"""textsql_kit.sqlexec beyond the hostile suite: the worker pool (order, chunking, kill-and-replace, crashes, memory
cap, threads, close), timeouts, caps, text decoding, the gold-result cache, EXPLAIN, schema introspection and
rendering, and the real Spider dev set (all 972 executable gold queries through the pool, identical to raw SQLite)."""
import json, os, shutil, signal, sqlite3, subprocess, sys, textwrap, threading, time
import pytest
from textsql_kit.core import register_db, register_db_folder, resolve_db
from textsql_kit.sql import cache as sql_cache
from textsql_kit.sql.pool import Executor, get_executor
from textsql_kit.sql.execute import execute, explain, check_sql, split_statement, DEFAULT_CAPS
from textsql_kit.sql.cache import cached_execute, clear_cache, db_fingerprint
from textsql_kit.sql.schema import db_schema, render_schema

# one opcode that runs for minutes: a quadratic instr() on megabyte strings (no progress-handler call, no interrupt check)
HANG = "SELECT instr(printf('%.*c', 4000000, 'a'), printf('%.*c', 2000000, 'a') || 'b')"
SLOW = 'WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT count(*) FROM c'


def make_db(path, n=50, bad_utf8=True):
    con = sqlite3.connect(path)
    con.executescript("""
      CREATE TABLE stadium(stadium_id INTEGER PRIMARY KEY, name TEXT, capacity INT);
      CREATE TABLE singer(singer_id INTEGER PRIMARY KEY, name TEXT NOT NULL, country TEXT, age INT,
                          stadium_id INT REFERENCES stadium(stadium_id), photo BLOB);
      CREATE TABLE "concert in town"("concert id" INT, "order" INT, year TEXT, sid INT, stadium INT,
                          PRIMARY KEY ("concert id", "order"), FOREIGN KEY (sid, stadium) REFERENCES singer(singer_id, stadium_id));""")
    con.executemany('INSERT INTO stadium VALUES (?,?,?)', [(i, f'Stadium {i}', 1000 * i) for i in range(1, 6)])
    con.executemany('INSERT INTO singer VALUES (?,?,?,?,?,?)',
                    [(i, f'Singer {i}', ['France', 'Netherlands', 'USA'][i % 3], 20 + i, 1 + i % 5, bytes([i % 256, 0])) for i in range(1, n + 1)])
    con.executemany('INSERT INTO "concert in town" VALUES (?,?,?,?,?)', [(i, i, str(2000 + i), i, 1) for i in range(1, 4)])
    if bad_utf8: con.execute("INSERT INTO singer VALUES (999, CAST(X'4A6FC3A9FF21' AS TEXT), 'France', 33, 1, NULL)")
    con.commit(); con.close()
    return str(path)


@pytest.fixture(scope='module')
def db(tmp_path_factory): return make_db(tmp_path_factory.mktemp('sqlexec')/'concert.sqlite')


@pytest.fixture(scope='module')
def pool():
    with Executor(workers=2, timeout_s=2.0, kill_grace_s=0.5) as ex: yield ex


# ---- execute ------------------------------------------------------------------------------------------------
def test_execute_basics(db):
    r = execute(db, 'SELECT name, age FROM singer WHERE singer_id <= 2 ORDER BY singer_id')
    assert r.ok and r.columns == ['name', 'age'] and r.rows == [('Singer 1', 21), ('Singer 2', 22)]
    assert isinstance(r.rows[0], tuple) and r.elapsed_s > 0 and not r.truncated and not r.timed_out
    assert execute(db, 'SELECT photo FROM singer WHERE singer_id = 3').rows == [(b'\x03\x00',)]
    assert execute(db, 'SELECT * FROM singers').error == 'no such table: singers'
    r = execute(db, 'SELECT 1 WHERE 0'); assert r.ok and r.rows == [] and r.columns == ['1']


def test_db_ids_and_paths(db, tmp_path):
    register_db('sqlexec_test_db', db, overwrite=True)
    assert execute('sqlexec_test_db', 'SELECT count(*) FROM stadium').rows == [(5,)]
    from pathlib import Path
    assert execute(Path(db), 'SELECT count(*) FROM stadium').rows == [(5,)]
    assert 'unknown db_id' in execute('sqlexec_no_such', 'SELECT 1').error
    assert 'no such database file' in execute(str(tmp_path/'nope.sqlite'), 'SELECT 1').error
    assert not (tmp_path/'nope.sqlite').exists()


def test_timeouts_really_stop_sqlite(db):
    t0 = time.perf_counter(); r = execute(db, SLOW, timeout_s=0.3); dt = time.perf_counter() - t0
    assert r.timed_out and r.error.startswith('timeout') and 'time limit of 0.3 s' in r.error and dt < 0.8
    t0 = time.perf_counter(); r = execute(db, 'SELECT count(*) FROM singer a, singer b, singer c, singer d, singer e', timeout_s=0.3)
    assert r.timed_out and time.perf_counter() - t0 < 0.8
    # a slow function per row (few VM instructions between rows): the watchdog interrupts it
    t0 = time.perf_counter()
    r = execute(db, "SELECT length(upper(printf('%.*c', 2000000 + a.age, 'x'))) FROM singer a, singer b", timeout_s=0.5)
    assert r.timed_out and time.perf_counter() - t0 < 1.5, r
    # a search inside a value the query built is refused in-process at once (issue 10: one such step can take minutes)
    r = execute(db, "SELECT length(replace(printf('%.*c', 2000000 + a.age, 'x'), 'x', 'yy')) FROM singer a, singer b", timeout_s=0.5)
    assert r.error.startswith('refused in this process')
    assert execute(db, 'SELECT count(*) FROM singer').rows == [(51,)]   # the connection is fine afterwards


def test_caps(db):
    r = execute(db, 'SELECT singer_id FROM singer ORDER BY singer_id', max_rows=10)
    assert r.truncated and r.rows == [(i,) for i in range(1, 11)]
    r = execute(db, 'SELECT singer_id FROM singer', max_rows=51); assert not r.truncated and len(r.rows) == 51
    r = execute(db, 'SELECT singer_id FROM singer', max_rows=None); assert len(r.rows) == 51 and not r.truncated
    r = execute(db, 'SELECT singer_id FROM singer', max_rows=0); assert r.rows == [] and r.truncated
    r = execute(db, "SELECT printf('%.*c', 1000, 'x') FROM singer", max_result_bytes=10_000)
    assert r.truncated and len(r.rows) == 10    # 10 x 1000 bytes fit the budget exactly
    r = execute(db, 'SELECT name, photo FROM singer WHERE singer_id = 1', max_value_chars=3)
    assert r.truncated and r.rows == [('Sin', b'\x01\x00')]
    assert execute(db, 'SELECT zeroblob(2000)', max_value_bytes=1000).error == 'string or blob too big'
    assert execute(db, "SELECT printf('%.*c', 2000, 'x')", max_value_bytes=1000).rows == [(None,)]   # SQLite's printf gives NULL
    assert 'more than the limit' in execute(db, 'SELECT 1 ' + ' ' * 200, max_sql_chars=100).error
    assert execute(db, 'SELECT ' + '1+' * 300 + '1', max_expr_depth=100).error.startswith('Expression tree is too large')
    with pytest.raises(TypeError, match="unknown execution cap 'max_row'"): execute(db, 'SELECT 1', max_row=3)
    with pytest.raises(ValueError, match='timeout_s'): execute(db, 'SELECT 1', timeout_s=0)
    with pytest.raises(ValueError, match='max_rows'): execute(db, 'SELECT 1', max_rows=-1)


def test_text_decoding_matches_official_spider_scorer(db):
    "Default: bytes.decode(errors='ignore'), exactly what test-suite-sql-eval's text_factory does."
    raw = sqlite3.connect(db); raw.text_factory = lambda b: b.decode(errors='ignore')
    want = raw.execute('SELECT name FROM singer WHERE singer_id = 999').fetchall(); raw.close()
    assert execute(db, 'SELECT name FROM singer WHERE singer_id = 999').rows == want == [('Jo\u00e9!',)]
    assert execute(db, 'SELECT name FROM singer WHERE singer_id = 999', decode_errors='replace').rows == [('Jo\u00e9\ufffd!',)]
    assert 'decode' in execute(db, 'SELECT name FROM singer WHERE singer_id = 999', decode_errors=None).error.lower()
    assert execute(db, 'SELECT name FROM singer WHERE singer_id = 999').rows == want   # caps changes do not stick


def test_split_statement_and_check_sql():
    assert split_statement("SELECT 'a;b', \"c;d\", [e;f] -- ;\n; SELECT 2") == ("SELECT 'a;b', \"c;d\", [e;f] -- ;\n", ' SELECT 2')
    assert check_sql('SELECT 1 /* ; */ ;')[0] == 'SELECT 1 /* ; */ '
    assert check_sql("SELECT '/*'; DROP TABLE t")[1].startswith('only one SQL statement')
    assert check_sql('/* unterminated ; DROP TABLE t')[1] == 'empty SQL: there is no statement to execute'


def test_replaced_file_is_reopened(tmp_path, pool):
    path = make_db(tmp_path/'w.sqlite', n=5)
    assert execute(path, 'SELECT count(*) FROM singer').rows == [(6,)]
    assert pool.execute(path, 'SELECT count(*) FROM singer').rows == [(6,)]
    make_db(tmp_path/'new.sqlite', n=9); os.replace(tmp_path/'new.sqlite', path)   # a rebuilt database, new inode
    assert execute(path, 'SELECT count(*) FROM singer').rows == [(10,)]
    assert all(r.rows == [(10,)] for r in pool.execute_many([(path, 'SELECT count(*) FROM singer')] * 4))


# ---- explain -----------------------------------------------------------------------------------------------
def test_explain(db):
    assert explain(db, 'SELECT name FROM singer WHERE age > 30') == (True, None)
    assert explain(db, 'SELECT nme FROM singer') == (False, 'no such column: nme')
    assert explain(db, 'SELEC name FROM singer')[0] is False
    assert explain(db, 'SELECT 1; SELECT 2')[1].startswith('only one SQL statement')
    assert 'cannot be used' in explain('/no/such.sqlite', 'SELECT 1')[1]
    t0 = time.perf_counter(); assert explain(db, SLOW) == (True, None); assert time.perf_counter() - t0 < 0.5   # compiles, never runs


# ---- the pool ----------------------------------------------------------------------------------------------
def test_pool_matches_execute_in_order(db, pool):
    sqls = [f'SELECT singer_id, name FROM singer WHERE singer_id % 7 = {i % 7} ORDER BY singer_id' for i in range(150)]
    sqls += ['SELECT nope', 'DROP TABLE singer', None, 'SELECT 1; SELECT 2', 'SELECT count(*) FROM stadium']
    res = pool.execute_many([(db, s) for s in sqls])
    assert len(res) == len(sqls)
    for s, r in zip(sqls, res):
        e = execute(db, s)
        assert (r.columns, r.rows, r.error, r.truncated) == (e.columns, e.rows, e.error, e.truncated), s
    assert pool.execute_many([]) == []


def test_pool_job_errors(db, pool):
    res = pool.execute_many([(db, 'SELECT 1'), 'not a pair', ('sqlexec_no_such', 'SELECT 1'), (db,), (None, 'SELECT 1')])
    assert res[0].rows == [(1,)]
    assert 'expected a (db, sql) pair' in res[1].error and 'expected a (db, sql) pair' in res[3].error
    assert 'unknown db_id' in res[2].error and 'cannot be used' in res[4].error


def test_pool_chunking_and_per_query_limits(db):
    with Executor(workers=2, chunk_size=7, timeout_s=0.3, max_rows=3) as ex:
        jobs = [(db, 'SELECT singer_id FROM singer')] * 20 + [(db, SLOW)] * 3 + [(db, 'SELECT 42')]
        t0 = time.perf_counter(); res = ex.execute_many(jobs); dt = time.perf_counter() - t0
        assert all(r.truncated and len(r.rows) == 3 for r in res[:20])
        assert all(r.timed_out for r in res[20:23]) and res[23].rows == [(42,)]
        assert dt < 3 * 0.3 + 1.5
        assert ex.execute(db, 'SELECT singer_id FROM singer', max_rows=5).rows == [(i,) for i in range(1, 6)]
        assert ex.execute(db, SLOW, timeout_s=0.1).timed_out
        assert ex.n_replaced == 0   # the progress handler did it all, no worker had to be killed


def test_hung_worker_is_killed_and_replaced(db):
    with Executor(workers=2, timeout_s=0.5, kill_grace_s=0.5) as ex:
        pids = {w.proc.pid for w in ex._pool}
        t0 = time.perf_counter()
        res = ex.execute_many([(db, 'SELECT 1'), (db, HANG), (db, 'SELECT 2'), (db, 'SELECT 3')], progress=False)
        dt = time.perf_counter() - t0
        assert res[1].timed_out and 'killed' in res[1].error
        assert [r.rows for r in res[:1] + res[2:]] == [[(1,)], [(2,)], [(3,)]]   # the rest of the chunk was re-run
        assert ex.n_replaced == 1 and dt < 0.5 + 0.5 + 3.0   # + a respawn on a loaded machine
        assert len({w.proc.pid for w in ex._pool} - pids) == 1 and all(w.proc.is_alive() for w in ex._pool)
        assert ex.execute(db, 'SELECT count(*) FROM singer').rows == [(51,)]


def test_dead_worker_is_replaced(db):
    with Executor(workers=1, timeout_s=5.0) as ex:
        ex.execute(db, 'SELECT 1')
        def killer():
            time.sleep(0.4)
            for w in ex._pool:
                if w.progress[1] > 0: os.kill(w.proc.pid, signal.SIGKILL)
        threading.Thread(target=killer).start()
        t0 = time.perf_counter(); r = ex.execute(db, SLOW)
        assert 'died' in r.error and 'SIGKILL' in r.error and not r.timed_out and time.perf_counter() - t0 < 3
        assert ex.n_replaced == 1
        assert ex.execute(db, 'SELECT count(*) FROM singer').rows == [(51,)]


def test_worker_memory_cap(db):
    with Executor(workers=1, memory_mb=100, timeout_s=5.0) as ex:
        r = ex.execute(db, "SELECT zeroblob(15000000) FROM singer", max_rows=None)
        assert (r.ok and r.truncated) or 'memory' in r.error, r   # 64 MB result budget or 100 MB memory cap: never 750 MB
        r = ex.execute(db, "SELECT length(group_concat(printf('%.*c', 1000000, 'x'))) FROM singer a, singer b")
        assert r.error == 'string or blob too big'
        assert ex.execute(db, 'SELECT count(*) FROM singer').rows == [(51,)]


def test_pool_from_threads(db, pool):
    out, errs = {}, []
    def worker(k):
        try: out[k] = [pool.execute(db, f'SELECT {k} + singer_id FROM singer WHERE singer_id = 1').rows for _ in range(5)]
        except Exception as e: errs.append(e)
    ts = [threading.Thread(target=worker, args=(k,)) for k in range(4)]
    for t in ts: t.start()
    for t in ts: t.join()
    assert not errs and out == {k: [[(k + 1,)]] * 5 for k in range(4)}


def test_concurrent_callers_run_in_parallel(db):
    "Two threads on a two-worker pool run at the same time; a single query is not stuck behind another thread's batch."
    with Executor(workers=2, timeout_s=0.8, kill_grace_s=0.5) as ex:
        ex.execute_many([(db, 'SELECT 1')] * 4)                        # workers up
        out = {}
        def run(k): out[k] = ex.execute(db, SLOW)
        t0 = time.perf_counter()
        ts = [threading.Thread(target=run, args=(k,)) for k in range(2)]
        for t in ts: t.start()
        for t in ts: t.join()
        assert all(r.timed_out for r in out.values()) and time.perf_counter() - t0 < 1.4   # serialized would be >= 1.6 s
        # a long batch in one thread, a quick query in another
        long_res = {}
        bg = threading.Thread(target=lambda: long_res.setdefault('r', ex.execute_many([(db, SLOW)] * 8 + [(db, 'SELECT 5')], timeout_s=0.5)))
        bg.start(); time.sleep(0.1)
        t0 = time.perf_counter(); quick = ex.execute(db, 'SELECT count(*) FROM stadium'); dt = time.perf_counter() - t0
        bg.join()
        assert quick.rows == [(5,)] and dt < 1.5, dt   # waited for one running chunk (2 x 0.5 s), not for the whole batch (>= 2 s)
        assert [r.timed_out for r in long_res['r']] == [True] * 8 + [False] and long_res['r'][-1].rows == [(5,)]


def test_many_threads_many_batches(db, pool):
    "Leader hand-over: batches of different sizes from 6 threads all complete with the right results."
    out, errs = {}, []
    def run(k):
        try: out[k] = pool.execute_many([(db, f'SELECT {k}, singer_id FROM singer WHERE singer_id = {j % 50 + 1}') for j in range(3 + 40 * k)])
        except Exception as e: errs.append(e)
    ts = [threading.Thread(target=run, args=(k,)) for k in range(6)]
    for t in ts: t.start()
    for t in ts: t.join(30)
    assert not errs
    for k in range(6): assert [r.rows for r in out[k]] == [[(k, j % 50 + 1)] for j in range(3 + 40 * k)]


def test_close_while_another_thread_runs(db):
    ex = Executor(workers=1, timeout_s=5.0)
    ex.execute(db, 'SELECT 1')
    got = {}
    def run():
        try: got['r'] = ex.execute(db, SLOW)
        except RuntimeError as e: got['e'] = e
    t = threading.Thread(target=run); t.start(); time.sleep(0.3)
    t0 = time.perf_counter(); ex.close(); t.join(5)
    assert not t.is_alive() and 'closed' in str(got.get('e')) and time.perf_counter() - t0 < 3


@pytest.mark.skipif(not hasattr(os, 'fork'), reason='needs os.fork')
def test_fork_gets_its_own_pool(db):
    "A forked child (e.g. a DataLoader worker) starts its own workers and never stops or uses the parent's."
    with Executor(workers=1) as ex:
        assert ex.execute(db, 'SELECT 1').rows == [(1,)] and execute(db, 'SELECT 1').rows == [(1,)]
        pid = os.fork()
        if pid == 0:
            ok = ex.execute(db, 'SELECT count(*) FROM stadium').rows == [(5,)] and execute(db, 'SELECT 2').rows == [(2,)]
            ex.close(); os._exit(0 if ok else 1)
        _, status = os.waitpid(pid, 0)
        assert os.waitstatus_to_exitcode(status) == 0
        assert all(w.proc.is_alive() for w in ex._pool) and ex.execute(db, 'SELECT 3').rows == [(3,)]


NO_GUARD_SCRIPT = textwrap.dedent("""
    import sys
    from textsql_kit.sql.pool import Executor, get_executor
    print('the script body ran', flush=True)
    with Executor(workers=2, spare_workers=0) as ex: print(ex.execute_many([(sys.argv[1], 'SELECT count(*) FROM stadium')] * 4)[3].rows)
    print(get_executor(workers=1).execute(sys.argv[1], 'SELECT max(capacity) FROM stadium').rows)
""")

def test_a_script_without_main_guard_uses_the_pool(db, tmp_path):
    "Library use needs no `if __name__ == '__main__':`: a worker is a fresh interpreter that never runs the caller's script again."
    (tmp_path/'plain.py').write_text(NO_GUARD_SCRIPT)
    r = subprocess.run([sys.executable, 'plain.py', db], cwd=tmp_path, capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr[-3000:]
    assert r.stdout.splitlines() == ['the script body ran', '[(5,)]', '[(5000,)]'], r.stdout   # once: no worker re-ran it
    assert 'bootstrapping phase' not in r.stderr and 'Traceback' not in r.stderr, r.stderr[-3000:]


def test_close_and_context_manager(db):
    ex = Executor(workers=1)
    procs = [w.proc for w in ex._pool]
    assert ex.execute(db, 'SELECT 1').rows == [(1,)]
    ex.close()
    assert all(not p.is_alive() for p in procs)
    with pytest.raises(RuntimeError, match='closed'): ex.execute(db, 'SELECT 1')
    with pytest.raises(ValueError): Executor(workers=1, timeout_s=-1)
    with pytest.raises(TypeError, match='unknown execution cap'): Executor(workers=1, max_rowz=3)


def test_get_executor_is_shared(db):
    a = get_executor(workers=1, timeout_s=5.0); b = get_executor(workers=1, timeout_s=5.0)
    assert a is b and a.execute(db, 'SELECT 1').rows == [(1,)]
    assert get_executor(workers=1, timeout_s=6.0) is not a


# ---- cache -------------------------------------------------------------------------------------------------
def test_fingerprint(db, tmp_path):
    fp = db_fingerprint(db)
    assert len(fp) == 16 and db_fingerprint(db) == fp
    shutil.copy(db, tmp_path/'copy.sqlite'); assert db_fingerprint(str(tmp_path/'copy.sqlite')) == fp
    con = sqlite3.connect(tmp_path/'copy.sqlite'); con.execute("UPDATE singer SET age = age + 1 WHERE singer_id = 1"); con.commit(); con.close()
    assert db_fingerprint(str(tmp_path/'copy.sqlite')) != fp



def _one_value_db(path, v):
    "A tiny database whose file size does not depend on `v` (one small integer in one row)."
    if path.exists(): path.unlink()
    con = sqlite3.connect(path); con.execute('CREATE TABLE t(v INT)'); con.execute('INSERT INTO t VALUES (?)', (v,)); con.commit(); con.close()
    return path.read_bytes()


@pytest.mark.parametrize('restore_ctime_too', [False, True])
def test_gold_cache_cannot_go_stale_on_in_place_rewrite(tmp_path, monkeypatch, restore_ctime_too):
    "A file rewritten in place with the same size and the same mtime (coarse granularity, or restored) must not serve old results."
    a, b = _one_value_db(tmp_path/'a.sqlite', 1), _one_value_db(tmp_path/'b.sqlite', 2)
    assert len(a) == len(b) and a != b
    db = tmp_path/'db.sqlite'; db.write_bytes(a)
    if restore_ctime_too:   # a file system whose ctime does not move either: only the racy-window rule protects the memo
        real = sql_cache._file_key
        monkeypatch.setattr(sql_cache, '_file_key', lambda p: real(p)[:4] + (0,))
    clear_cache()
    st = os.stat(db)
    first = cached_execute(db, 'SELECT v FROM t')
    assert first.rows == [(1,)]
    with open(db, 'r+b') as f: f.write(b)                           # same inode, same size
    os.utime(db, ns=(st.st_atime_ns, st.st_mtime_ns))               # same mtime
    assert os.stat(db).st_size == st.st_size and os.stat(db).st_mtime_ns == st.st_mtime_ns
    assert cached_execute(db, ' SELECT v FROM t ;').rows == [(2,)]  # new content: a new key (and the SQL is normalised)
    # once the file's mtime is safely older than the hash, the memo is trusted again: one stat per lookup
    os.utime(db, ns=(st.st_atime_ns, st.st_mtime_ns - 10**10))
    fp = sql_cache.db_fingerprint(db)
    monkeypatch.setattr(sql_cache, '_hash_file', lambda *a: pytest.fail('hashed again'))
    assert sql_cache.db_fingerprint(db) == fp


def test_cache_lookup_and_store(db):
    from textsql_kit.core import ExecResult
    clear_cache()
    assert sql_cache.cache_lookup(db, 'SELECT 42') is None
    sql_cache.cache_store([(db, 'SELECT 42', ExecResult(columns=['x'], rows=[(42,)]))])
    assert sql_cache.cache_lookup(db, 'SELECT 42;  ').rows == [(42,)]
    assert sql_cache.cache_lookup(db, 'SELECT 42', max_rows=1) is None
    clear_cache()

def test_cached_execute_memory_and_disk(db, kit_cache, tmp_path):
    clear_cache()
    r1 = cached_execute(db, 'SELECT count(*) FROM singer', disk=True)
    assert cached_execute(db, 'SELECT count(*) FROM singer') is r1                          # memory hit
    assert cached_execute(db, 'SELECT count(*) FROM singer', max_rows=5) is not r1          # caps are part of the key
    files = list((kit_cache/'gold').glob('*.jsonl')); assert len(files) == 1
    clear_cache()
    r2 = cached_execute(db, 'SELECT count(*) FROM singer', disk=True)                         # read back from disk
    assert (r2.columns, r2.rows) == (r1.columns, r1.rows) and r2.elapsed_s == r1.elapsed_s
    b = cached_execute(db, 'SELECT photo FROM singer WHERE singer_id = 2', disk=True); clear_cache()
    assert cached_execute(db, 'SELECT photo FROM singer WHERE singer_id = 2', disk=True).rows == b.rows == [(b'\x02\x00',)]
    assert cached_execute(db, SLOW, timeout_s=0.2).timed_out
    assert len(sql_cache._RESULTS) == 2   # the timeout was not cached
    clear_cache(disk=True); assert not list((kit_cache/'gold').glob('*.jsonl'))


def test_execute_many_cache(db, pool, kit_cache):
    clear_cache()
    jobs = [(db, f'SELECT name FROM singer WHERE singer_id = {i}') for i in range(1, 30)]
    a = pool.execute_many(jobs, cache=True)
    n = len(sql_cache._RESULTS); assert n == 29
    b = pool.execute_many(jobs + [(db, SLOW)], cache=True, timeout_s=0.2)
    assert all(x is y for x, y in zip(a, b)) and b[-1].timed_out and len(sql_cache._RESULTS) == n
    clear_cache()


# ---- schema ------------------------------------------------------------------------------------------------
def test_db_schema(db):
    s = db_schema(db)
    assert [t['name'] for t in s] == ['stadium', 'singer', 'concert in town']
    assert s[1]['columns'][1] == dict(name='name', type='TEXT', notnull=True, pk=0)
    assert s[1]['foreign_keys'] == [dict(columns=['stadium_id'], ref_table='stadium', ref_columns=['stadium_id'])]
    assert s[2]['primary_key'] == ['concert id', 'order']
    assert s[2]['foreign_keys'] == [dict(columns=['sid', 'stadium'], ref_table='singer', ref_columns=['singer_id', 'stadium_id'])]
    with pytest.raises(FileNotFoundError): db_schema('/no/such.sqlite')


def test_render_schema(db):
    s = render_schema(db)
    assert s.startswith('CREATE TABLE stadium (\n    stadium_id INTEGER, -- example: [1, 2, 3]\n')
    assert "    country TEXT, -- example: ['Netherlands', 'USA', 'France']\n" in s
    assert "    photo BLOB, -- example: [<blob 2 bytes>, <blob 2 bytes>, <blob 2 bytes>]\n" in s
    assert '    FOREIGN KEY (stadium_id) REFERENCES stadium (stadium_id)\n);' in s
    assert 'CREATE TABLE "concert in town" (\n    "concert id" INT, -- example: [1, 2, 3]\n    "order" INT,' in s
    assert '    PRIMARY KEY ("concert id", "order"),\n' in s
    # every statement in the rendered text is valid SQL that SQLite accepts (comments included)
    con = sqlite3.connect(':memory:'); con.executescript(s); con.close()
    assert render_schema(db, n_examples=1).count('example: [') == 14
    assert 'example' not in render_schema(db, n_examples=0)
    sub = render_schema(db, tables=['Singer']); assert sub.count('CREATE TABLE') == 1 and 'CREATE TABLE singer' in sub
    with pytest.raises(ValueError, match="no table 'singers'"): render_schema(db, tables=['singers'])


def test_render_schema_budget(db):
    full, bare = render_schema(db, max_chars=None), render_schema(db, n_examples=0, max_chars=None)
    assert len(bare) < len(full)
    mid = render_schema(db, max_chars=len(full) - 10)
    assert len(mid) <= len(full) - 10 and 'example' in mid and 'truncated' not in mid    # examples shrink first
    assert render_schema(db, max_chars=len(bare)) == bare                                 # then go away
    cut = render_schema(db, max_chars=300)
    assert len(cut) <= 300 and cut.rstrip().splitlines()[-1].startswith('-- ... schema truncated')


def test_default_caps_documented():
    assert set(DEFAULT_CAPS) == {'max_value_bytes', 'max_result_bytes', 'max_sql_chars', 'max_expr_depth', 'max_value_chars', 'decode_errors'}


# ---- real Spider data ---------------------------------------------------------------------------------------
def _spider_gold(spider_dir):
    dev = json.load(open(spider_dir/'dev.json'))
    dbp = lambda d: str(spider_dir/'database'/d/f'{d}.sqlite')
    return [(dbp(e['db_id']), e['query']) for e in dev if os.path.isfile(dbp(e['db_id']))]


def test_spider_gold_through_pool_identical_to_raw(spider_dir, pool):
    gold = _spider_gold(spider_dir)
    assert len(gold) == 972
    cons = {}
    raw = []
    for path, sql in gold:
        if path not in cons:
            cons[path] = sqlite3.connect(f'file:{path}?mode=ro', uri=True); cons[path].text_factory = lambda b: b.decode(errors='ignore')
        raw.append(cons[path].execute(sql).fetchall())
    res = pool.execute_many(gold, timeout_s=30)
    assert [r.error for r in res if not r.ok] == []
    assert [r.rows for r in res] == raw
    assert not any(r.truncated for r in res)


def test_spider_concert_singer(spider_dir):
    register_db_folder(spider_dir/'database')
    r = execute('concert_singer', 'SELECT count(*) FROM singer'); assert r.rows == [(6,)]
    s = render_schema('concert_singer')
    assert 'CREATE TABLE singer_in_concert (' in s and 'FOREIGN KEY (Singer_ID) REFERENCES singer (Singer_ID)' in s
    assert explain('concert_singer', 'SELECT name FROM singer ORDER BY age DESC') == (True, None)
    assert len(render_schema('concert_singer', max_chars=500)) <= 500


@pytest.mark.slow
def test_spider_pool_speed(spider_dir):
    "Several thousand (gold, pred) queries on 2 workers within 5x of raw single-thread SQLite, pool start included."
    dev = json.load(open(spider_dir/'dev.json'))
    dbp = lambda d: str(spider_dir/'database'/d/f'{d}.sqlite')
    pairs = [json.loads(l) for l in open(spider_dir/'official_verdicts.jsonl')]
    jobs = [q for p in pairs for q in ((dbp(p['db_id']), dev[p['index']]['query']), (dbp(p['db_id']), p['pred']))]
    cons = {}
    t0 = time.perf_counter()
    for path, sql in jobs:
        if path not in cons:
            cons[path] = sqlite3.connect(f'file:{path}?mode=ro', uri=True); cons[path].text_factory = lambda b: b.decode(errors='ignore')
        try: cons[path].execute(sql).fetchall()
        except sqlite3.Error: pass
    t_raw = time.perf_counter() - t0
    t0 = time.perf_counter()
    with Executor(workers=2) as ex: res = ex.execute_many(jobs, progress=False)
    t_pool = time.perf_counter() - t0
    assert len(res) == len(jobs) >= 6000
    assert t_pool < 5 * t_raw + 1.0, f'pool {t_pool:.2f} s vs raw {t_raw:.2f} s'   # +1 s: a loaded shared CI machine


def test_fair_lane_processes(db):
    "Issue 10: `spare_workers` processes beyond `workers` (the fair lane); a hung query is killed 0.5 s past its limit."
    with Executor(workers=2, timeout_s=0.5) as ex:
        assert len(ex._pool) == 3 and ex.kill_grace_s == 0.5
        ex.execute_many([(db, 'SELECT 1')] * 3)   # started
        t0 = time.perf_counter(); r = ex.execute(db, HANG); dt = time.perf_counter() - t0
        assert r.timed_out and 'killed' in r.error and dt < 0.5 + 1.0, dt
    with Executor(workers=1, spare_workers=0) as ex: assert len(ex._pool) == 1 and ex.execute(db, 'SELECT 1').rows == [(1,)]
    with pytest.raises(ValueError, match='spare_workers'): Executor(workers=1, spare_workers=-1)
