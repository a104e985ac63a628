"""TRL rewards with their default executor ('auto': in-process for a small batch of cheap golds) give the pool's rewards
and the pool's errors on hostile SQL, leave the database file as it was, and still stop a stalling statement at its
time limit (the stall screen sends it to the pool). The hostile statements are those of tests/test_inline_eval.py."""
import inspect, os, time
from pathlib import Path

import pytest

from textsql_kit.rewards.trl import make_trl_reward, TRL_REWARDS
from textsql_kit.sql.batch import SQLBatch, resolve_executor
from tests.test_inline_eval import HOSTILE
from tests.test_stalls_sql import STALLING, BENIGN, make_db

GOLD = 'SELECT name FROM singer WHERE age > 40 ORDER BY name'
WRAP = {'binary_exec': '<think>t</think><answer>{}</answer>', 'csmr': '<think>t</think><answer>{}</answer>',
        'mtir': '<think>t</think><answer>{}</answer>', 'mars_generation': '<think>t</think><solution>{}</solution>'}
LIMIT = 0.5     # the statements' time limit here (seconds)


@pytest.fixture
def concert(tmp_path):
    db = make_db(tmp_path/'concert.sqlite')
    return db, Path(db).read_bytes(), tmp_path


def _groups(sqls, n=16):
    "GRPO groups of at most n completions (the size 'auto' runs in-process)."
    return [sqls[i:i + n] for i in range(0, len(sqls), n)]


def _score(name, executor, sqls, db):
    "The reward of each statement (completions in `name`'s protocol), one reward call per group; executor None: the default."
    cfg = {'timeout_s': LIMIT, **({'mode': 'spider'} if name != 'csmr' else {}), **({'executor': executor} if executor else {})}
    fn = make_trl_reward(name, **cfg)
    out = []
    for g in _groups(sqls):
        comps = [WRAP[name].format(q) for q in g]
        out += fn(prompts=['q'] * len(g), completions=comps, solution=[GOLD] * len(g), db_id=[db] * len(g))
    return out


def test_the_default_executor_is_auto():
    assert inspect.signature(make_trl_reward).parameters['executor'].default == 'auto'


@pytest.mark.parametrize('name', sorted(WRAP))
def test_hostile_sql_rewards_as_on_the_pool(concert, name):
    "Every reward of a hostile statement is the pool's; the groups do run in-process; the file is unchanged."
    db, before, folder = concert
    sqls = HOSTILE + BENIGN
    pooled = _score(name, 'pool', sqls, db)          # also caches the gold, as a training step finds it
    b = SQLBatch('pool', LIMIT); k = b.add_gold(db, GOLD); b.run()
    assert resolve_executor('auto', [b.gold(k)], 16 * TRL_REWARDS[name]().cost) == 'inline'   # what the default picks here
    assert _score(name, None, sqls, db) == pooled
    assert Path(db).read_bytes() == before and sorted(os.listdir(folder)) == ['concert.sqlite']


def _outcomes(executor, sqls, db):
    "Each statement's execution outcome in one reward batch (gold cached): (ok, timed out, rows, truncated, error)."
    b = SQLBatch(executor, LIMIT, 100)
    keys = [b.add(db, q) for q in sqls]; b.add_gold(db, GOLD); b.run()
    rs = [b.result(k) for k in keys]
    return [None if r is None else (r.error is None, r.timed_out, r.rows, r.truncated, None if r.timed_out else r.error) for r in rs]


def test_hostile_sql_errors_as_on_the_pool(concert):
    "The errors a reward sees (not a query, not authorized, too big, ...) are the pool's, statement by statement."
    db, before, _ = concert
    sqls = HOSTILE + BENIGN
    pooled = _outcomes('pool', sqls, db)
    assert _outcomes('auto', sqls, db) == pooled
    assert sum(o is not None and not o[0] for o in pooled) >= len(HOSTILE) - 3    # the hostile ones fail (a few are read-only queries)
    assert Path(db).read_bytes() == before


def test_stalling_sql_stops_at_its_limit(concert):
    "A statement that would stall SQLite in one step still ends at its time limit under the default executor."
    db, before, _ = concert
    sqls = list(STALLING.values())
    t0 = time.perf_counter()
    got = _score('mtir', 'auto', sqls, db)
    took = time.perf_counter() - t0
    assert got == [0.1 - 2.0] * len(sqls)            # well-formed, did not run within the limit: no result term
    assert took < len(sqls) * LIMIT + 5.0, took      # each at most its limit (plus the pool's margin), never the stall
    outs = _outcomes('auto', sqls, db)
    assert all(o[1] for o in outs), outs            # every one timed out on the pool
    assert Path(db).read_bytes() == before
