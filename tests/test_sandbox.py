"""The hostile-SQL suite for textsql_kit.sql.execute: every attack gets a clear error or a capped result within its
time limit (plus slack), through both the in-process `execute` and the `Executor` pool; the pool keeps answering
correctly; the database file is byte-identical afterwards and no other file appears next to it."""
import hashlib, os, sqlite3, time
import pytest
from hypothesis import given, settings, strategies as st, HealthCheck
from textsql_kit.core import ExecResult
from textsql_kit.sql.pool import Executor
from textsql_kit.sql.execute import execute, check_sql, explain

TIMEOUT = 1.0     # per-query limit used by every hostile query
SLACK = 1.5       # allowed on top (pool dispatch, a worker kill-and-replace takes kill_grace_s + a respawn)


def _sha(path): return hashlib.sha256(open(path, 'rb').read()).hexdigest()


@pytest.fixture(scope='module')
def victim(tmp_path_factory):
    "A real SQLite file with data; its sha256 and the directory listing are checked at the end of the module."
    d = tmp_path_factory.mktemp('victim')
    path = d/'victim.sqlite'
    con = sqlite3.connect(path)
    con.executescript("""
      CREATE TABLE t(id INTEGER PRIMARY KEY, name TEXT, score REAL);
      CREATE TABLE u(id INTEGER PRIMARY KEY, t_id INT REFERENCES t(id), note TEXT);""")
    con.executemany('INSERT INTO t VALUES (?,?,?)', [(i, f'name {i}', i / 3) for i in range(1, 301)])
    con.executemany('INSERT INTO u VALUES (?,?,?)', [(i, 1 + i % 300, 'x' * (i % 50)) for i in range(1, 301)])
    con.commit(); con.close()
    state = dict(path=str(path), sha=_sha(path), files=sorted(os.listdir(d)), dir=d)
    yield state
    assert _sha(path) == state['sha'], 'the database file changed during the hostile suite'
    assert sorted(os.listdir(d)) == state['files'], f'files appeared next to the database: {sorted(os.listdir(d))}'


@pytest.fixture(scope='module')
def pool():
    with Executor(workers=2, timeout_s=TIMEOUT, kill_grace_s=0.5) as ex: yield ex


def _other(victim): return str(victim['dir']/'attached.sqlite')

# (sql, substring expected in the error). Every one must fail.
WRITES = [
    ("INSERT INTO t(name) VALUES ('evil')", 'not authorized'),
    ("insert into t select * from t", 'not authorized'),
    ("UPDATE t SET name = 'evil'", 'not authorized'),
    ("DELETE FROM t", 'not authorized'),
    ("WITH x AS (SELECT 1) DELETE FROM t", 'not authorized'),
    ("WITH x AS (SELECT 1) INSERT INTO t(name) SELECT 'evil' FROM x", 'not authorized'),
    ("WITH x AS (SELECT 1) UPDATE t SET name = 'evil'", 'not authorized'),
    ("REPLACE INTO t VALUES (1, 'evil', 0)", 'not authorized'),
    ("DROP TABLE t", 'not authorized'),
    ("/* looks harmless */ drop table u", 'not authorized'),
    ("CREATE TABLE evil(a)", 'not authorized'),
    ("CREATE TEMP TABLE evil(a)", 'not authorized'),
    ("CREATE TEMPORARY VIEW evil AS SELECT 1", 'not authorized'),
    ("CREATE TEMP TRIGGER evil AFTER INSERT ON t BEGIN SELECT 1; END", ""),
    ("CREATE INDEX evil ON t(name)", 'not authorized'),
    ("CREATE VIRTUAL TABLE evil USING fts5(a)", 'not authorized'),
    ("ALTER TABLE t ADD COLUMN evil INT", 'not authorized'),
    ("VACUUM", 'not authorized'),
    ("VACUUM INTO '{other}'", 'not authorized'),
    ("ATTACH '{other}' AS other", 'not authorized'),
    ("ATTACH DATABASE ':memory:' AS m", 'not authorized'),
    ("DETACH other", 'not authorized'),
    ("REINDEX", 'not authorized'),
    ("ANALYZE", 'not authorized'),
    ("BEGIN", 'not authorized'),
    ("SAVEPOINT a", 'not authorized'),
    ("PRAGMA journal_mode=WAL", 'not authorized'),
    ("PRAGMA journal_mode=DELETE", 'not authorized'),
    ("PRAGMA user_version=42", 'not authorized'),
    ("PRAGMA main.user_version = 42", 'not authorized'),
    ("PRAGMA writable_schema=ON", 'not authorized'),
    ("PRAGMA query_only=OFF", 'not authorized'),
    ("PRAGMA temp_store=MEMORY", 'not authorized'),
    ("PRAGMA optimize", 'not authorized'),
    ("PRAGMA wal_checkpoint", 'not authorized'),
    ("SELECT load_extension('/tmp/evil.so')", 'not authorized'),
    ("SELECT load_extension('evil', 'entry')", 'not authorized'),
    ("SELECT fts3_tokenizer('simple')", ''),
    ("WITH x AS (SELECT * FROM pragma_table_info('t')) UPDATE sqlite_master SET sql = 'evil'", 'may not be modified'),
    ("WITH x AS (SELECT * FROM pragma_index_list('t')) DELETE FROM t", 'not authorized'),
    ("EXPLAIN DELETE FROM t", 'not authorized'),
    ("EXPLAIN QUERY PLAN INSERT INTO t(name) VALUES (1)", 'not authorized'),
    ("SELECT 1; DROP TABLE t", 'only one SQL statement'),
    ("SELECT 1;\nDROP TABLE t;", 'only one SQL statement'),
    ("SELECT ';'; DELETE FROM t", 'only one SQL statement'),
    ("SELECT 1 -- ; harmless\n; UPDATE t SET name = 1", 'only one SQL statement'),
    ("SELECT 'a''; DROP TABLE t; --'; DELETE FROM t", 'only one SQL statement'),
    ("SELECT 1; SELECT 2", 'only one SQL statement'),
]

RUNAWAY = [   # (sql, what is acceptable)
    ("WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT count(*) FROM c", 'timeout'),
    ("WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT x FROM c", 'capped'),
    ("SELECT count(*) FROM t a, t b, t c, t d", 'timeout'),
    ("SELECT a.name, b.name FROM t a, t b, t c ORDER BY random()", 'timeout'),
    ("SELECT max(a.id + b.id + c.id) FROM t a JOIN t b JOIN t c JOIN u d", 'timeout'),
]

HUGE = [   # enormous strings and blobs: an error or a capped/NULL result, fast, without blowing memory
    "SELECT zeroblob(1e9)",
    "SELECT randomblob(1e9)",
    "SELECT length(zeroblob(2000000000))",
    "SELECT printf('%.*c', 1e9, 'x')",
    "SELECT printf('%.1000000000c', 'x')",
    "SELECT format('%.*c', 1e9, 'x')",
    "SELECT length(printf('%.*c', 1e9, 'x'))",
    "SELECT replace(printf('%.*c', 10000000, 'x'), 'x', 'xxxx')",
    "WITH RECURSIVE c(s) AS (SELECT 'x' UNION ALL SELECT s || s FROM c) SELECT length(s) FROM c",
    "SELECT group_concat(printf('%.*c', 1000000, 'x')) FROM t",
    "SELECT printf('%.*c', 5000000, 'x') FROM t",
    "SELECT hex(randomblob(10000000))",
    "SELECT upper(zeroblob(100000000))",
]

NESTED = [
    'SELECT ' + '(' * 2000 + '1' + ')' * 2000,
    'SELECT ' + 'abs(' * 2000 + '1' + ')' * 2000,
    'SELECT 1' + ' + 1' * 5000,
    'SELECT ' + ' '.join(['CASE WHEN 1 THEN'] * 1500) + ' 1' + ' END' * 1500,
    'SELECT * FROM t WHERE ' + ' OR '.join(f'id = {i}' for i in range(5000)),
    'SELECT ' + 'NOT ' * 3000 + '1',
    'SELECT ' + ' UNION ALL SELECT '.join(['1'] * 2000),
    'SELECT * FROM ' + '(SELECT * FROM ' * 500 + 't' + ')' * 500,
]

BAD_INPUT = [None, 42, 3.5, object(), ['SELECT 1'], '', '   ', '\n\t  \n', ';', ' ; ; ', '-- just a comment', '/* only */',
             'SELECT 1\x00', '\x00', 'SELECT "\x00"; DROP TABLE t', b'SELECT \xff\xfe', b'\xc3\x28', 'SELECT "\udcff"',
             '\ud800', 'How many singers are there?', 'Show me all the names, please!', 'SELECT', 'SELECT * FROM',
             "SELECT 'unterminated", 'x' * 200_000, 'SELECT ' + '1,' * 60_000 + '1']


def _check(r, t0, kind, sql):
    dt = time.perf_counter() - t0
    assert isinstance(r, ExecResult), (sql, r)
    assert dt < TIMEOUT + SLACK, f'{sql[:80]!r} took {dt:.2f} s'
    if kind == 'error': assert r.error, (str(sql)[:80], r)
    elif kind == 'timeout': assert r.timed_out and 'time limit' in r.error, (sql[:80], r)
    elif kind == 'capped': assert r.timed_out or (r.ok and r.truncated), (sql[:80], r)
    elif kind == 'bounded':   # an error, NULL, a small value, or a capped result
        assert r.error or r.truncated or sum(len(v) if isinstance(v, (str, bytes)) else 8 for row in r.rows for v in row) <= 64_000_000, (sql[:80], r)


def _healthy(run, victim):
    r = run(victim['path'], 'SELECT count(*), sum(id) FROM t')
    assert r.ok and r.rows == [(300, 45150)], r


@pytest.mark.parametrize('sql,msg', WRITES, ids=[w[0][:40] for w in WRITES])
def test_writes_denied_in_process(victim, sql, msg):
    sql = sql.format(other=_other(victim))
    t0 = time.perf_counter(); r = execute(victim['path'], sql, timeout_s=TIMEOUT)
    _check(r, t0, 'error', sql); assert msg in r.error, r.error
    assert not r.rows
    assert not os.path.exists(_other(victim))


def test_writes_denied_through_pool(victim, pool):
    jobs = [(victim['path'], s.format(other=_other(victim))) for s, _ in WRITES]
    t0 = time.perf_counter(); res = pool.execute_many(jobs)
    assert time.perf_counter() - t0 < TIMEOUT + SLACK
    for (s, msg), r in zip(WRITES, res): assert r.error and msg in r.error, (s, r)
    _healthy(pool.execute, victim)
    for s, _ in WRITES[:8]: assert pool.execute(victim['path'], s).error   # one at a time too
    _healthy(pool.execute, victim)
    assert not os.path.exists(_other(victim))


def test_writes_denied_by_explain(victim):
    ok, err = explain(victim['path'], 'WITH x AS (SELECT 1) DELETE FROM t')
    assert not ok and 'not authorized' in err
    assert explain(victim['path'], 'DROP TABLE t')[0] is False


@pytest.mark.parametrize('sql,kind', RUNAWAY, ids=[r[0][:40] for r in RUNAWAY])
def test_runaway_in_process(victim, sql, kind):
    t0 = time.perf_counter(); r = execute(victim['path'], sql, timeout_s=TIMEOUT)
    _check(r, t0, kind, sql)


def test_runaway_through_pool(victim, pool):
    for sql, kind in RUNAWAY:
        t0 = time.perf_counter(); r = pool.execute(victim['path'], sql)
        _check(r, t0, kind, sql)
    _healthy(pool.execute, victim)
    # all at once: two workers, five runaways, each still bounded by its own limit
    t0 = time.perf_counter(); res = pool.execute_many([(victim['path'], s) for s, _ in RUNAWAY] + [(victim['path'], 'SELECT 7')])
    assert time.perf_counter() - t0 < 3 * (TIMEOUT + SLACK)
    for (sql, kind), r in zip(RUNAWAY, res): _check(r, time.perf_counter(), kind, sql)
    assert res[-1].rows == [(7,)]
    _healthy(pool.execute, victim)


@pytest.mark.parametrize('sql', HUGE, ids=[h[:40] for h in HUGE])
def test_huge_values_in_process(victim, sql):
    t0 = time.perf_counter(); r = execute(victim['path'], sql, timeout_s=TIMEOUT)
    _check(r, t0, 'bounded', sql)


def test_huge_values_through_pool(victim, pool):
    for sql in HUGE:
        t0 = time.perf_counter(); r = pool.execute(victim['path'], sql)
        _check(r, t0, 'bounded', sql)
    assert pool.execute(victim['path'], 'SELECT zeroblob(1e9)').error == 'string or blob too big'
    assert pool.execute(victim['path'], "SELECT printf('%.*c', 1e9, 'x')").rows == [(None,)]   # SQLite's own answer, at once
    r = pool.execute(victim['path'], "SELECT zeroblob(10000000) FROM t")
    assert r.ok and r.truncated and len(r.rows) == 6   # the 64 MB result budget stopped it
    r = execute(victim['path'], "SELECT zeroblob(10000000) FROM t")
    assert r.ok and r.truncated and len(r.rows) == 6
    _healthy(pool.execute, victim)


@pytest.mark.parametrize('sql', NESTED, ids=[f'nested{i}' for i in range(len(NESTED))])
def test_deep_nesting(victim, pool, sql):
    for run in (lambda q: execute(victim['path'], q, timeout_s=TIMEOUT), lambda q: pool.execute(victim['path'], q)):
        t0 = time.perf_counter(); r = run(sql)
        _check(r, t0, 'bounded', sql)
    _healthy(pool.execute, victim)


def test_bad_input_never_raises(victim, pool):
    for x in BAD_INPUT:
        t0 = time.perf_counter(); r = execute(victim['path'], x, timeout_s=TIMEOUT)
        _check(r, t0, 'error', x)
    res = pool.execute_many([(victim['path'], x) for x in BAD_INPUT])
    assert [bool(r.error) for r in res] == [True] * len(BAD_INPUT)
    assert 'NUL' in execute(victim['path'], 'SELECT 1\x00').error
    assert 'UTF-8' in execute(victim['path'], b'SELECT \xff').error
    assert 'empty SQL' in execute(victim['path'], '  ').error
    assert 'syntax error' in execute(victim['path'], 'How many singers are there?').error
    assert 'must be a string' in execute(victim['path'], None).error
    _healthy(pool.execute, victim)


def test_harmless_trailers_are_fine(victim, pool):
    for sql in ['SELECT count(*) FROM t;', 'SELECT count(*) FROM t ;  \n', 'SELECT count(*) FROM t; -- done',
                'SELECT count(*) FROM t /* c */ ;;', '-- lead\nSELECT count(*) FROM t', "SELECT count(*) FROM t WHERE name <> ';'"]:
        assert execute(victim['path'], sql).rows == [(300,)], sql
        assert pool.execute(victim['path'], sql).rows == [(300,)], sql
    assert execute(victim['path'], 'PRAGMA table_info(t)').ok                       # read-only PRAGMAs are fine
    assert execute(victim['path'], 'PRAGMA user_version').rows == [(0,)]
    assert execute(victim['path'], "SELECT name FROM pragma_table_info('u')").rows == [('id',), ('t_id',), ('note',)]


def test_bad_database_arguments(victim, pool):
    for db in [None, 42, '', str(victim['dir']/'missing.sqlite'), 'no_such_db_id', str(victim['dir'])]:
        assert execute(db, 'SELECT 1').error, db
        assert pool.execute(db, 'SELECT 1').error, db
    assert not os.path.exists(victim['dir']/'missing.sqlite')   # mode=ro never creates a file
    notdb = victim['dir']/'not_a_db.sqlite'
    notdb.write_text('this is not a database'); victim['files'].append('not_a_db.sqlite'); victim['files'].sort()
    assert 'not a database' in execute(str(notdb), 'SELECT * FROM t').error
    assert 'not a database' in pool.execute(str(notdb), 'SELECT * FROM t').error


# ---- holes found in review (each of these failed before its fix) ------------------------------------------
INDENTED = [' ' * 60 + 'SELECT count(*) FROM t', '\n\t' * 200 + 'SELECT count(*) FROM t', '-- a -- b\n' * 40 + 'SELECT count(*) FROM t',
            '/* x */ ' * 40 + 'SELECT count(*) FROM t', 'SELECT count(*) FROM t;' + ' \n' * 200, 'SELECT count(*) FROM t; ' + '-- x ' * 60]


def test_leading_and_trailing_trivia_is_linear(victim, pool):
    "check_sql used a backtracking regex: 40 leading blanks (an indented model answer) took minutes, in-process and in a worker."
    for sql in INDENTED:
        t0 = time.perf_counter(); r = execute(victim['path'], sql, timeout_s=TIMEOUT)
        assert time.perf_counter() - t0 < 0.5 and r.rows == [(300,)], (sql[:30], r)
    t0 = time.perf_counter(); res = pool.execute_many([(victim['path'], s) for s in INDENTED])
    assert time.perf_counter() - t0 < TIMEOUT and all(r.rows == [(300,)] for r in res), res
    t0 = time.perf_counter()
    for bad in ['SELECT 1;' + ' ' * 5000 + 'DROP TABLE t', ' ' * 5000 + 'x', '-- a' * 5000 + '\nx', '/* */ ' * 5000]:
        assert check_sql(bad)[0] is None or check_sql(bad)[0].endswith('x')
    assert time.perf_counter() - t0 < 0.5


PRINTF_SLOW = [   # SQLite's %c loop runs `precision` times even after the result is too big; every way to reach a huge precision
    "SELECT printf('%.*c', -2000000000, 'x')", "SELECT printf('%.*c', ' -2000000000', 'x')", "SELECT printf('%.*c', '2000000000abc', 'x')",
    "SELECT printf('%.*c', CAST('2000000000' AS BLOB), 'x')", "SELECT format('%.*c', 2.5e9, 'x')", "SELECT printf('%-3.*c', -2147483647, 'x')",
    "SELECT printf('" + '%.15000000c' * 100 + "', 'x')",                        # each within the limit, together far past it
    "SELECT printf('" + '%.*c' * 60 + "', " + ', '.join(["15000000, 'x'"] * 60) + ")"]


def test_printf_precision_cannot_hide_a_long_loop(victim, pool):
    for sql in PRINTF_SLOW:
        for run in (lambda q: execute(victim['path'], q, timeout_s=TIMEOUT), lambda q: pool.execute(victim['path'], q)):
            t0 = time.perf_counter(); r = run(sql)
            assert time.perf_counter() - t0 < 0.5 and r.rows == [(None,)], (sql, r)   # SQLite's own answer, at once
    # and small precisions still give SQLite's exact results (negative, text, blob, 32-bit wrap-around)
    for sql, want in [("SELECT printf('%.*c', -3, 'x')", 'xxx'), ("SELECT printf('%.*c', '2abc', 'y')", 'yy'),
                      ("SELECT printf('%.*c', 4294967298, 'z')", 'zz'), ("SELECT printf('%.4294967298c', 'z')", 'zz')]:
        assert execute(victim['path'], sql).rows == [(want,)] == pool.execute(victim['path'], sql).rows, sql
    _healthy(pool.execute, victim)


def test_table_valued_functions_work_on_a_fresh_connection(victim, tmp_path):
    "The first json_each()/json_tree() on a connection was denied (SQLite's schema probe), unlike pragma_table_info()."
    import shutil
    db = str(tmp_path/'fresh.sqlite'); shutil.copy(victim['path'], db); sha = _sha(db)
    assert execute(db, "SELECT value FROM json_each('[3,1,2]') ORDER BY value").rows == [(1,), (2,), (3,)]
    assert execute(db, "SELECT count(*) FROM json_tree('{\"a\": [1, 2]}')").rows == [(4,)]
    assert execute(db, "SELECT count(*) FROM t WHERE id IN (SELECT value FROM json_each('[1,2,400]'))").rows == [(2,)]
    with Executor(workers=1, timeout_s=TIMEOUT) as ex:
        assert ex.execute(db, "SELECT sum(value) FROM json_each('[1,2]')").rows == [(3,)]
    # the schema probe is still refused to anything that writes
    r = execute(db, "WITH j AS (SELECT * FROM json_each('[1]')) UPDATE sqlite_master SET sql = 'x'")
    assert r.error and not r.rows
    assert _sha(db) == sha


CTE_CHAIN = 'WITH ' + ', '.join(['c0(x) AS (SELECT 1)'] + [f'c{i}(x) AS (SELECT a.x + b.x FROM c{i - 1} a, c{i - 1} b)' for i in range(1, 40)]) + ' SELECT count(*) FROM c39'
ONLY_THE_POOL_BOUNDS = [   # only the pool can stop these: one SQLite instruction, compile time, memory (in-process refuses the first three)
    CTE_CHAIN,                                                                                  # exponential expansion while compiling
    "SELECT printf('%.*c', 1000000, 'a') GLOB '*[' || printf('%.*c', 40000, 'b') || ']*c'",    # 85 s in one instruction
    "SELECT replace(printf('%.*c', 4000000, 'a'), printf('%.*c', 400000, 'a') || 'b', 'c')",   # quadratic replace()
    'SELECT ' + ', '.join(['z'] * 400) + ' FROM (SELECT randomblob(15000000) z)',              # a 6 GB row
]


def test_pool_bounds_what_in_process_cannot(victim, pool):
    t0 = time.perf_counter(); res = pool.execute_many([(victim['path'], sql) for sql in ONLY_THE_POOL_BOUNDS])
    assert time.perf_counter() - t0 < 2 * (TIMEOUT + SLACK) + 3.0   # two per worker, each killed (or out of memory), plus respawns
    for sql, r in zip(ONLY_THE_POOL_BOUNDS, res): assert r.error and not r.rows, (sql[:60], r)
    _healthy(pool.execute, victim)


def test_in_process_refuses_what_only_the_pool_bounds(victim):
    "The in-process paths cannot stop work inside one instruction or at compile time, so they refuse it at once (issue 10)."
    from textsql_kit.sql.cache import cached_execute
    for sql in ONLY_THE_POOL_BOUNDS[:3]:
        for run in (execute, cached_execute):
            t0 = time.perf_counter(); r = run(victim['path'], sql, timeout_s=TIMEOUT)
            assert r.error.startswith('refused in this process') and time.perf_counter() - t0 < 0.5, (sql[:60], r)
    assert not explain(victim['path'], CTE_CHAIN)[0]


def test_wal_mode_database(tmp_path):
    "A WAL-mode file (committed and not yet checkpointed rows) reads correctly and its bytes never change."
    db = str(tmp_path/'wal.sqlite')
    con = sqlite3.connect(db); con.execute('PRAGMA journal_mode=WAL'); con.execute('PRAGMA wal_autocheckpoint=0')
    con.execute('CREATE TABLE t(a)'); con.executemany('INSERT INTO t VALUES (?)', [(i,) for i in range(10)]); con.commit()
    sha = _sha(db)
    try:
        assert execute(db, 'SELECT count(*) FROM t').rows == [(10,)]
        with Executor(workers=1, timeout_s=TIMEOUT) as ex:
            assert ex.execute(db, 'SELECT sum(a) FROM t').rows == [(45,)]
            for sql in ['PRAGMA wal_checkpoint(TRUNCATE)', 'PRAGMA journal_mode=DELETE', 'DELETE FROM t']:
                assert execute(db, sql).error and ex.execute(db, sql).error, sql
        assert _sha(db) == sha
    finally: con.close()


# ---- properties -------------------------------------------------------------------------------------------
SQLISH = st.lists(st.sampled_from(['SELECT', 'FROM', 't', 'u', 'WHERE', 'id', '=', '1', ';', 'DROP', 'TABLE', 'INSERT',
                                   'INTO', 'VALUES', '(', ')', "'", '"', '--', '/*', '*/', 'ATTACH', 'PRAGMA', 'user_version',
                                   'WITH', 'AS', 'DELETE', 'UPDATE', 'SET', 'name', ',', '*', 'count(*)', 'x', '\n', 'CREATE',
                                   'TEMP', 'VIEW', 'TRIGGER', 'BEGIN', 'END', 'VACUUM', 'INTO', "'evil.sqlite'", 'load_extension']),
                  max_size=14).map(' '.join)
FAST = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


@FAST
@given(st.one_of(st.text(max_size=300), SQLISH, st.binary(max_size=100), st.none(), st.integers()))
def test_property_anything_returns_an_execresult(victim, x):
    r = execute(victim['path'], x, timeout_s=TIMEOUT)
    assert isinstance(r, ExecResult) and (r.error is None) == r.ok
    if r.ok: assert isinstance(r.rows, list) and all(isinstance(row, tuple) for row in r.rows)


@FAST
@given(st.text(max_size=200).filter(lambda s: '\x00' not in s and not any(0xD800 <= ord(c) <= 0xDFFF for c in s)))
def test_property_string_literals_round_trip(victim, s):
    "Any text inside a literal is one statement (semicolons, quotes and comment markers included) and comes back unchanged."
    lit = "'" + s.replace("'", "''") + "'"
    assert check_sql(f'SELECT {lit};')[1] is None
    r = execute(victim['path'], f'SELECT {lit} AS v; -- trailing')
    assert r.rows == [(s,)], (s, r)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(["SELECT", "1", "'", "''", '"', '`', '[', ']', ';', '--', '/*', '*/', '\n', ' ', 'a', ',', 'x;y']),
                max_size=16).map(''.join))
def test_property_splitter_agrees_with_sqlite_tokenizer(sql):
    "Where split_statement finds the end of the first statement, SQLite's own tokenizer (complete_statement) agrees."
    from textsql_kit.sql.execute import split_statement
    first, rest = split_statement(sql)
    if len(first) < len(sql): assert sqlite3.complete_statement(first + ';'), (sql, first)
    else: assert not sqlite3.complete_statement(sql), sql


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(st.one_of(SQLISH, st.text(max_size=50), st.sampled_from(['SELECT count(*) FROM t', 'SELECT id FROM t WHERE id < 3'])),
                min_size=1, max_size=30))
def test_property_pool_matches_in_process(victim, pool, sqls):
    "The pool gives what `execute` gives, in job order."
    res = pool.execute_many([(victim['path'], s) for s in sqls])
    for s, r in zip(sqls, res):
        e = execute(victim['path'], s, timeout_s=TIMEOUT)
        if (e.error or '').startswith('refused in this process'): continue   # documented: in-process refuses what could stall
        assert (r.columns, r.rows, r.error, r.truncated, r.timed_out) == (e.columns, e.rows, e.error, e.truncated, e.timed_out), s


def test_zz_file_unchanged_after_everything(victim, pool):
    "Runs last in this module (the fixture teardown checks again): byte-identical file, and the pool still answers."
    assert _sha(victim['path']) == victim['sha']
    _healthy(pool.execute, victim)
    _healthy(lambda db, q: execute(db, q), victim)
