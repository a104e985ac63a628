"""Issue 10 (items 1, 6, 7): no SQL stalls the kit.

- Queries that spend their time inside one SQLite step or while compiling (quadratic `instr`, `GLOB` with a long
  pattern over built strings, a chain of CTEs that doubles an expression per level) are refused by the in-process
  paths (`execute`, `cached_execute`, `explain`) at once, and `execute_jobs(executor='inline'|'auto')` sends them to
  the pool; the pool returns them within limit + 1 s.
- One group of 16 stalling queries in flight does not hold up other callers of the same pool.
- A database folder does not lead outside itself through a symlink; reading a WAL database leaves no `-shm`.

Run as a script for the measurements quoted in the pool chapter:
  .venv/bin/python tests/test_stalls_sql.py bench
"""
import os, sqlite3, statistics, sys, threading, time
import pytest
from textsql_kit.core import register_db_folder, resolve_db
from textsql_kit.sql.execute import execute, explain, stall_risk
from textsql_kit.sql.cache import cached_execute
from textsql_kit.sql.pool import Executor, _fair_waits
from textsql_kit.sql.batch import execute_jobs, resolve_executor, SQLBatch

LIMIT = 2.0     # the issue's time limit
MARGIN = 1.0    # the promised margin on the pool

def _chain(n, expr='s||s'):
    "A chain of n CTEs, each `SELECT <expr> FROM` the previous one: SQLite's flattener doubles the expression per level."
    ctes = ["c0(s) AS (SELECT 'ab')"] + [f"c{i}(s) AS (SELECT {expr} FROM c{i - 1})" for i in range(1, n + 1)]
    return 'WITH ' + ', '.join(ctes) + f' SELECT length(s) FROM c{n}'

# the issue's three classes, sized to stall for tens of seconds in one step (in-process, before the fix)
STALLING = {
    'instr': "SELECT instr(replace(hex(zeroblob(1000000)),'0','a'), replace(hex(zeroblob(500000)),'0','a') || 'b')",
    'glob': "SELECT replace(hex(zeroblob(500000)),'0','a') GLOB '*' || replace(hex(zeroblob(12000)),'0','a') || 'b'",
    'like': "SELECT replace(hex(zeroblob(500000)),'0','a') LIKE '%' || replace(hex(zeroblob(12000)),'0','a') || 'b'",
    'cte_chain': _chain(22),
    'recursive_doubling': "WITH RECURSIVE c(s, n) AS (SELECT 'ab', 0 UNION ALL SELECT s || s, n + 1 FROM c WHERE n < 19) "
                          "SELECT max(instr(s || s, s || 'b')) FROM c",
}
BENIGN = ["SELECT count(*) FROM singer", "SELECT name FROM singer WHERE name LIKE '%1%' ORDER BY name",
          "SELECT country, count(*) FROM singer GROUP BY country", "SELECT replace(name, ' ', '_') FROM singer",
          "SELECT T1.name FROM (SELECT name, age FROM singer WHERE age > 30) AS T1", "SELECT max(age) FROM singer",
          "SELECT name || ' (' || country || ')' FROM singer LIMIT 3", "SELECT instr(name, 'e') FROM singer LIMIT 5"]


def make_db(path):
    con = sqlite3.connect(path)
    con.execute('CREATE TABLE singer(singer_id INTEGER PRIMARY KEY, name TEXT, country TEXT, age INT)')
    con.executemany('INSERT INTO singer VALUES (?,?,?,?)', [(i, f'Singer {i}', ['France', 'USA'][i % 2], 20 + i % 40) for i in range(1, 201)])
    con.commit(); con.close()
    return str(path)


@pytest.fixture(scope='module')
def db(tmp_path_factory): return make_db(tmp_path_factory.mktemp('stalls')/'concert.sqlite')


@pytest.fixture(scope='module')
def pool():
    with Executor(workers=2, timeout_s=LIMIT) as ex: yield ex


# ---- item 1: in-process paths refuse what could stall; the pool stops it within limit + 1 s

@pytest.mark.parametrize('name', sorted(STALLING))
def test_stall_risk_flags_the_issue_queries(name): assert stall_risk(STALLING[name]), name


@pytest.mark.parametrize('name', sorted(STALLING))
def test_in_process_paths_return_at_once(db, name):
    sql = STALLING[name]
    for run in (lambda: execute(db, sql, timeout_s=LIMIT), lambda: cached_execute(db, sql, timeout_s=LIMIT)):
        t0 = time.perf_counter(); r = run()
        assert time.perf_counter() - t0 < 0.5, name
        assert r.error.startswith('refused in this process') and 'worker pool' in r.error, r.error


def test_explain_refuses_compile_blowup(db):
    t0 = time.perf_counter(); ok, err = explain(db, _chain(24))
    assert not ok and 'compiles' in err and time.perf_counter() - t0 < 0.5
    assert explain(db, STALLING['instr']) == (True, None)   # EXPLAIN only compiles: a slow step never runs


def test_benign_queries_stay_in_process(db):
    for q in BENIGN: assert stall_risk(q) is None, q
    assert execute(db, BENIGN[3]).rows[0] == ('Singer_1',)


def test_spider_golds_are_not_refused(spider_dir):
    import json
    dev = json.load(open(spider_dir/'dev.json'))
    assert [e['query'] for e in dev if stall_risk(e['query'])] == []


@pytest.mark.parametrize('executor', ['inline', 'auto'])
def test_execute_jobs_sends_stalling_sql_to_the_pool(db, executor):
    jobs = [(db, BENIGN[0]), (db, STALLING['instr']), (db, BENIGN[5])]
    t0 = time.perf_counter(); res = execute_jobs(jobs, executor=executor, timeout_s=LIMIT)
    took = time.perf_counter() - t0
    assert res[0].rows == [(200,)] and res[2].rows == [(59,)]
    assert res[1].timed_out and took < LIMIT + MARGIN + 1.5, (res[1], took)   # + a pool start on first use


def test_execute_jobs_default_is_the_pool(db):
    assert hasattr(resolve_executor(None), 'execute_many')
    assert resolve_executor('auto', [], 3) != 'inline'


def test_sqlbatch_auto_keeps_stalling_predictions_off_the_process(db):
    b = SQLBatch('auto', timeout_s=LIMIT)
    g = b.add_gold(db, BENIGN[0]); b.run()                        # the gold is now cached and cheap
    k = b.add(db, STALLING['glob'])
    t0 = time.perf_counter(); b.run()
    assert b.result(k).timed_out and time.perf_counter() - t0 < LIMIT + MARGIN + 1.5


@pytest.mark.slow
def test_pool_stops_each_stalling_query_within_limit_plus_margin(db, pool):
    pool.execute(db, 'SELECT 1')   # started
    for name, sql in STALLING.items():
        t0 = time.perf_counter(); r = pool.execute(db, sql, timeout_s=LIMIT); took = time.perf_counter() - t0
        assert r.error and took < LIMIT + MARGIN, (name, round(took, 2), r)
        assert pool.execute(db, BENIGN[0]).rows == [(200,)]


# ---- item 7: one hostile group does not starve the others

@pytest.mark.slow
def test_a_stalling_group_does_not_hold_up_other_groups(db, pool):
    pool.execute_many([(db, 'SELECT 1')] * 4)
    hostile = threading.Thread(target=pool.execute_many, args=([(db, STALLING['instr'])] * 16,), kwargs=dict(timeout_s=LIMIT))
    hostile.start(); time.sleep(0.3)
    waits, errors = [], []
    def group(k):
        t0 = time.perf_counter(); res = pool.execute_many([(db, q) for q in BENIGN], timeout_s=LIMIT)
        waits.append(time.perf_counter() - t0); errors.extend(r.error for r in res if r.error)
    for round_ in range(3):   # while the 16 stalling queries take ~20 s of the pool
        ts = [threading.Thread(target=group, args=(k,)) for k in range(4)]
        for t in ts: t.start()
        for t in ts: t.join()
        time.sleep(1.0)
    hostile.join()
    assert not errors, errors
    assert max(waits) < LIMIT + MARGIN, sorted(round(w, 2) for w in waits)


def test_the_fair_lane_keeps_ordinary_groups_off_a_stalling_one(db):
    "The same property, quickly: while 6 stalling queries hold both workers (~4.5 s), 6 ordinary groups of 8 arriving in two waves each wait <= 0.5 s."
    with Executor(workers=2, timeout_s=1.0) as ex:
        waits, took, errors = _fair_waits(ex, db, 1.0, stalls=6, waves=2, per_wave=3, gap_s=0.5)
    assert not errors, errors
    assert took > 3 * 1.0, took                        # the stalling group really held the workers meanwhile
    assert len(waits) == 6 and max(waits) <= 0.5, sorted(round(w, 3) for w in waits)


# ---- item 6: databases stay where the user put them

def test_folder_symlink_out_is_not_followed(tmp_path):
    outside = make_db(tmp_path/'private.sqlite')
    folder = tmp_path/'dbs'; (folder/'mine').mkdir(parents=True); make_db(folder/'mine'/'mine.sqlite')
    (folder/'stolen_x').mkdir(); os.symlink(outside, folder/'stolen_x'/'stolen_x.sqlite')
    assert register_db_folder(folder) == ['mine']
    with pytest.raises(KeyError, match='outside the folder'): resolve_db('stolen_x')
    r = execute('stolen_x', 'SELECT count(*) FROM singer')
    assert r.error and 'outside the folder' in r.error
    assert register_db_folder(folder, follow_symlinks=True) == ['mine', 'stolen_x']
    assert execute('stolen_x', 'SELECT count(*) FROM singer').rows == [(200,)]
    register_db_folder(folder)   # back to the default for later tests


def test_wal_database_reads_leave_no_files(tmp_path, pool):
    p = tmp_path/'w'/'w.sqlite'; p.parent.mkdir()
    con = sqlite3.connect(p); con.execute('PRAGMA journal_mode=WAL'); con.execute('CREATE TABLE t(a)')
    con.execute('INSERT INTO t VALUES (1)'); con.commit(); con.close()
    assert os.listdir(p.parent) == ['w.sqlite']
    assert execute(p, 'SELECT a FROM t').rows == [(1,)]
    assert pool.execute(str(p), 'SELECT a FROM t').rows == [(1,)]
    assert cached_execute(p, 'SELECT count(*) FROM t').rows == [(1,)]
    assert sorted(os.listdir(p.parent)) == ['w.sqlite']
    # a writer appears: its committed rows (still in the -wal file) are seen, not a stale snapshot
    w = sqlite3.connect(p); w.execute('INSERT INTO t VALUES (2)'); w.commit()
    assert execute(p, 'SELECT count(*) FROM t').rows == [(2,)]
    w.close()


# ---- measurements (python tests/test_stalls_sql.py bench)

def _bench(db):
    import random
    print(f'python {sys.version.split()[0]}, sqlite {sqlite3.sqlite_version}, {os.cpu_count()} CPUs, load {os.getloadavg()[0]:.1f}')
    with Executor(workers=2, timeout_s=LIMIT) as ex:
        ex.execute_many([(db, 'SELECT 1')] * 4)
        stop = threading.Event()
        def load():   # background callers keep the pool busy while we time the stalling queries
            while not stop.is_set(): ex.execute_many([(db, q) for q in BENIGN], timeout_s=LIMIT)
        bg = [threading.Thread(target=load, daemon=True) for _ in range(2)]
        for t in bg: t.start()
        for name, sql in STALLING.items():
            ts = []
            for _ in range(10):
                t0 = time.perf_counter(); ex.execute(db, sql, timeout_s=LIMIT); ts.append(time.perf_counter() - t0)
            print(f'pool, {name:19} x10 at a {LIMIT:g} s limit under load: median {statistics.median(ts):.2f} s, max {max(ts):.2f} s')
        stop.set()
        for t in bg: t.join()
        # fairness: one group of 16 stalling queries, 12 other groups of 8 benign queries arriving meanwhile
        hostile = threading.Thread(target=ex.execute_many, args=([(db, STALLING['instr'])] * 16,), kwargs=dict(timeout_s=LIMIT))
        t_h = time.perf_counter(); hostile.start(); time.sleep(0.3)
        waits = []
        def group():
            t0 = time.perf_counter(); ex.execute_many([(db, q) for q in BENIGN], timeout_s=LIMIT); waits.append(time.perf_counter() - t0)
        for _ in range(4):
            ts = [threading.Thread(target=group) for _ in range(3)]
            for t in ts: t.start()
            for t in ts: t.join()
            time.sleep(1.0)
        hostile.join(); t_h = time.perf_counter() - t_h
        print(f'fairness: 16 stalling queries took {t_h:.1f} s; 12 benign groups of 8 meanwhile: median {statistics.median(waits):.2f} s, max {max(waits):.2f} s')
        # throughput: 24 reward threads x 8 completions (one of them stalling in every 8th group)
        for hostile_share in (0, 1):
            waits = []
            def reward(k):
                qs = [random.choice(BENIGN) for _ in range(8)]
                if hostile_share and k % 8 == 0: qs[0] = STALLING['instr']
                t0 = time.perf_counter(); ex.execute_many([(db, q) for q in qs], timeout_s=LIMIT); waits.append(time.perf_counter() - t0)
            t0 = time.perf_counter()
            ts = [threading.Thread(target=reward, args=(k,)) for k in range(24)]
            for t in ts: t.start()
            for t in ts: t.join()
            wall = time.perf_counter() - t0
            print(f"24 threads x 8 completions{', every 8th group with one stalling query' if hostile_share else ''}: "
                  f"wall {wall:.2f} s ({192 / wall:.0f} queries/s), median wait {statistics.median(waits):.2f} s, slowest {max(waits):.2f} s")


if __name__ == '__main__' and sys.argv[1:] == ['bench']:
    import tempfile
    _bench(make_db(os.path.join(tempfile.mkdtemp(), 'concert.sqlite')))


ORPHAN_SCRIPT = r'''
import sqlite3, sys, threading, time
from textsql_kit.sql.pool import Executor, _fair_waits
db = sys.argv[1]
ex = Executor(workers=2)
slow = "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT count(*) FROM c"
threading.Thread(target=lambda: ex.execute_many([(db, slow)] * 40, timeout_s=1.0), daemon=True).start()
print('started', flush=True)
time.sleep(60)
'''

def _children(pid):
    out = []
    for d in os.listdir('/proc'):
        if d.isdigit():
            try: ppid = int(open(f'/proc/{d}/stat').read().rsplit(')', 1)[1].split()[1])
            except OSError: continue
            if ppid == pid: out.append(int(d))
    return out

@pytest.mark.skipif(not sys.platform.startswith('linux'), reason='reads /proc')
def test_workers_exit_when_their_parent_is_killed(tmp_path):
    "A SIGKILLed trainer must not leave pool workers running the rest of its chunk (40 queries x 1 s) as orphans."
    import signal, subprocess
    db = tmp_path/'t.sqlite'; sqlite3.connect(db).close()
    p = subprocess.Popen([sys.executable, '-c', ORPHAN_SCRIPT, str(db)], stdout=subprocess.PIPE, text=True)
    assert p.stdout.readline().strip() == 'started'
    deadline = time.time() + 30
    while time.time() < deadline and len([c for c in _children(p.pid) if '_worker_boot' in open(f'/proc/{c}/cmdline').read()]) < 2: time.sleep(0.2)
    time.sleep(1.5)                                   # the workers are inside their chunks
    workers = [c for c in _children(p.pid) if '_worker_boot' in open(f'/proc/{c}/cmdline').read()]
    assert workers, 'no pool workers started'
    p.send_signal(signal.SIGKILL); p.wait()
    time.sleep(3.0)                                   # one query's timeout (1 s) plus a margin
    alive = [w for w in workers if os.path.exists(f'/proc/{w}') and open(f'/proc/{w}/stat').read().rsplit(')', 1)[1].split()[0] != 'Z']
    assert not alive, f"pool workers {alive} outlived their killed parent"
