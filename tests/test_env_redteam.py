"""Red-team findings on SQLEnv (textsql_kit.agent.env) and its TRL tool adapter: what one hostile turn may cost
(tool calls, time, memory, observation size), the final answer executed once, and SQL with `</tool_call>` inside.
Most tests use smaller sizes than the findings; the findings' own sizes (10,000 calls; 531 calls of 10 MB; 40
never-ending calls at timeout_s=1) run as tests of their own too."""
import json, sqlite3, time, tracemalloc
import pytest
from textsql_kit.core import Example
from textsql_kit.protocols import parse_completion, render_tool_call, render_mars_sql, render_solution
from textsql_kit.agent.env import SQLEnv, reset_many, step_many
from textsql_kit.rewards import mtir_reward, generation_reward

GOLD = "SELECT name, age FROM singer WHERE country = 'France'"
NEVER_ENDS = 'WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT count(*) FROM c'

@pytest.fixture(scope='module')
def ex(tmp_path_factory):
    p = tmp_path_factory.mktemp('redteam')/'concert.sqlite'
    with sqlite3.connect(p) as con:
        con.executescript("""CREATE TABLE singer (singer_id INTEGER PRIMARY KEY, name TEXT, country TEXT, age INTEGER);
            INSERT INTO singer VALUES (1,'Joe Sharp','Netherlands',52),(2,'Timbaland','United States',32),(3,'Justin Brown','France',29),(4,'Rose White','France',41);
            CREATE TABLE big (x INTEGER);
            WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i+1 FROM c WHERE i < 300) INSERT INTO big SELECT i FROM c;""")
    return Example('r1', 'Name and age of the French singers?', 'concert_r', GOLD, meta={'db_path': str(p)})

def _calls(sql, n): return '<think>x</think>\n' + '\n'.join(render_tool_call(sql) for _ in range(n))

def _timed_step(env, text):
    t0 = time.perf_counter(); out = env.step(text); return out, time.perf_counter() - t0

def _warm(ex):   # start the shared pool outside the timed parts
    env = SQLEnv('mtir'); env.reset(ex); env.step(render_tool_call('SELECT 1'))

def test_many_calls_in_one_turn_run_the_cap_and_say_so_once(ex):
    _warm(ex)
    text = _calls('SELECT 1', 2000)
    env = SQLEnv('mtir', max_text_chars=len(text) + 1); env.reset(ex)
    (obs, done, info), dt = _timed_step(env, text)
    assert dt < env.config.timeout_s + 3
    assert info['n_tool_calls'] == 8 and len(env.turns[-1].tool_calls) == 8
    assert obs.count('<tool_response>') == 9 and len(obs) <= env.config.max_obs_chars
    assert obs.count('were not run') == 1 and '1992 tool calls of this turn were not run: a turn runs at most 8 tool calls' in obs

def test_the_whole_observation_is_capped(ex):
    env = SQLEnv('mtir'); env.reset(ex)
    obs, _, _ = env.step(_calls('SELECT x, hex(zeroblob(150)) AS h FROM big', 8))   # 8 responses of 10 wide rows each
    assert obs.count('<tool_response>') == 8 and len(obs) <= env.config.max_obs_chars
    assert all(o.rstrip().endswith('</tool_response>') for o in obs.split('<tool_response>')[1:])
    env = SQLEnv('mtir'); env.reset(ex)                                              # one call keeps the whole budget
    one, _, _ = env.step(render_tool_call('SELECT x, hex(zeroblob(150)) AS h FROM big'))
    assert len(one) > len(obs.split('\n</tool_response>')[0]) and len(one) <= env.config.max_obs_chars

def test_calls_beyond_the_first_fetch_only_what_is_shown(ex, monkeypatch):
    import textsql_kit.agent.env as envmod
    seen, real = [], envmod.execute_jobs
    monkeypatch.setattr(envmod, 'execute_jobs', lambda jobs, *a, **k: seen.append((len(jobs), k['max_rows'])) or real(jobs, *a, **k))
    env = SQLEnv('mtir'); env.reset(ex); seen.clear()   # the gold ran at reset
    p = env._plan(_calls('SELECT x FROM big', 5))
    envmod._run_plans([env], [p])
    assert seen[0] == (1, env.config.exec_max_rows) and {m for _, m in seen[1:]} == {env.config.max_rows + 1}
    assert sum(n for n, _ in seen) == 5 and len(p.results[0].rows) == 300 and p.results[1:] == [None] * 4
    assert sorted(p.shown) == [1, 2, 3, 4] and '"row_count": "at least 11"' in p.shown[1]

def test_big_values_keep_no_memory(ex):
    _warm(ex)
    env = SQLEnv('mtir'); env.reset(ex)
    tracemalloc.start()
    try:
        (obs, _, info), dt = _timed_step(env, _calls('SELECT zeroblob(5000000)', 40))   # 40 x 5 MB asked
        peak = tracemalloc.get_traced_memory()[1]
    finally: tracemalloc.stop()
    assert dt < env.config.timeout_s + 3 and peak < 100e6, (dt, peak)
    assert info['n_tool_calls'] == 8 and '<blob 5000000 bytes>' in obs and len(obs) <= env.config.max_obs_chars

def test_slow_calls_share_one_time_budget(ex):
    _warm(ex)
    env = SQLEnv('mtir', timeout_s=1.0); env.reset(ex)
    (obs, _, info), dt = _timed_step(env, _calls(NEVER_ENDS, 20))
    assert dt < 1.0 + 3, dt
    assert 'timed out' in obs and "this turn's SQL time budget of 1 s was spent" in obs and obs.count('were not run') == 1
    assert info['n_tool_calls'] == 1 and len(env.turns[-1].tool_calls) == 1

def test_one_hostile_env_does_not_hold_up_the_batch(ex):
    _warm(ex)
    envs = [SQLEnv('mtir', timeout_s=1.0) for _ in range(8)]; reset_many(envs, [ex] * 8)
    texts = [render_tool_call(f'SELECT count(*) FROM big WHERE x > {i}') for i in range(7)] + [_calls(NEVER_ENDS, 40)]
    t0 = time.perf_counter(); outs = step_many(envs, texts); dt = time.perf_counter() - t0
    assert dt < 1.0 + 3, dt
    assert [json.loads(o.split('\n')[1])['rows'] for o, _, _ in outs[:7]] == [[[300 - i]] for i in range(7)]
    assert 'timed out' in outs[7][0] and 'were not run' in outs[7][0]

def test_astra_refusals_are_one_line(ex):
    env = SQLEnv('astra', max_text_chars=1_000_000); env.reset(ex)
    obs, _, info = env.step(_calls('SELECT 1', 1000))
    assert info['n_tool_calls'] == 3 and obs.count('<tool_response>') == 4 and len(obs) <= env.config.max_obs_chars
    assert '997 tool calls of this turn were not run: tool-call budget exhausted: 3 tool calls were allowed' in obs
    obs, _, _ = env.step(_calls('SELECT 1', 1000))
    assert obs.count('<tool_response>') == 1 and len(obs) < 400 and 'budget exhausted' in obs

# ---- the findings' own sizes (the tests above use smaller ones)
def test_ten_thousand_calls_in_one_turn(ex):
    "10,000 `SELECT 1` calls in one turn, with the default text cap and with none: 8 run, one short observation."
    _warm(ex)
    text = _calls('SELECT 1', 10_000)
    for cap in ({}, {'max_text_chars': len(text) + 1}):
        env = SQLEnv('mtir', **cap); env.reset(ex)
        (obs, _, info), dt = _timed_step(env, text)
        assert dt < env.config.timeout_s + 3, (cap, dt)
        assert info['n_tool_calls'] == 8 and len(env.turns[-1].tool_calls) == 8
        assert obs.count('<tool_response>') == 9 and len(obs) <= env.config.max_obs_chars and obs.count('were not run') == 1
    assert '9992 tool calls of this turn were not run: a turn runs at most 8 tool calls' in obs

@pytest.mark.parametrize('value', ['zeroblob(10000000)', "printf('%.*c', 10000000, 'x')"], ids=['blob', 'text'])
def test_531_calls_of_10_mb(ex, value):
    "531 calls of a 10 MB value each (all within the default text cap): 8 run, memory stays small, env.step returns."
    _warm(ex)
    env = SQLEnv('mtir'); env.reset(ex)
    text = _calls(f'SELECT {value}', 531)
    assert len(text) <= env.config.max_text_chars                     # every call reaches the parser
    tracemalloc.start()
    try:
        (obs, _, info), dt = _timed_step(env, text)
        peak = tracemalloc.get_traced_memory()[1]
    finally: tracemalloc.stop()
    assert dt < env.config.timeout_s + 3 and peak < 100e6, (dt, peak)
    assert info['n_tool_calls'] == 8 and obs.count('<tool_response>') == 9 and len(obs) <= env.config.max_obs_chars
    assert '523 tool calls of this turn were not run: a turn runs at most 8 tool calls' in obs

def test_forty_never_ending_calls_at_one_second(ex):
    "40 never-ending calls at timeout_s=1: the turn's SQL time is one timeout, not forty."
    _warm(ex)
    env = SQLEnv('mtir', timeout_s=1.0); env.reset(ex)
    (obs, _, info), dt = _timed_step(env, _calls(NEVER_ENDS, 40))
    assert dt < 1.0 + 3, dt
    assert 'timed out' in obs and "this turn's SQL time budget of 1 s was spent" in obs
    assert obs.count('were not run') == 1 and '39 tool calls of this turn were not run' in obs
    assert info['n_tool_calls'] == 1 and len(env.turns[-1].tool_calls) == 1

# ---- the final answer runs once
def _count_runs(monkeypatch, sql):
    import textsql_kit.agent.env as envmod, textsql_kit.sql.batch as batch
    n = []
    for mod in (envmod, batch):
        real = mod.execute_jobs
        def counting(jobs, *a, _real=real, **k):
            n.extend(1 for _, q in jobs if q == sql); return _real(jobs, *a, **k)
        monkeypatch.setattr(mod, 'execute_jobs', counting)
    return n

@pytest.mark.parametrize('preset', ['mtir', 'mars'])
def test_the_final_answer_executes_once(ex, monkeypatch, preset):
    answer = "SELECT name, age FROM singer WHERE country = 'France' ORDER BY age"
    n = _count_runs(monkeypatch, answer)
    env = SQLEnv(preset); env.reset(ex)
    _, done, info = env.step(render_solution(answer, 't') if preset == 'mars' else f'<think>t</think><answer>{answer}</answer>')
    assert done and info['reward'] == (1.0 if preset == 'mars' else pytest.approx(5.1)) and len(n) == 1

def test_a_slow_final_answer_costs_one_time_limit(ex):
    _warm(ex)
    env = SQLEnv('mtir', timeout_s=1.5); env.reset(ex)
    (_, done, info), dt = _timed_step(env, f'<think>t</think><answer>{NEVER_ENDS}</answer>')
    assert done and info['components']['execution'] == -2.0 and dt < 2 * 1.5, dt

ANSWERS = [GOLD, 'SELECT name FROM singer', 'SELECT nme FROM singer', 'DELETE FROM singer', 'SELECT 1 ; SELECT 2', "SELECT name, age FROM singer WHERE country = 'France' ORDER BY 1"]

@pytest.mark.parametrize('answer', ANSWERS)
def test_reward_values_do_not_change(ex, answer):
    "The env's reward, which reuses its final result, equals the reward computed standalone on the transcript."
    db = ex.meta['db_path']
    env = SQLEnv('mtir'); env.reset(ex)
    env.step('<think>a</think>' + render_tool_call('SELECT name FROM singer'))
    _, _, info = env.step(f'<think>b</think><answer>{answer}</answer>')
    assert info['components'] == mtir_reward('\n'.join(env.transcript), GOLD, db, timeout_s=env.config.timeout_s)
    env = SQLEnv('mars'); env.reset(ex)
    env.step(render_mars_sql('SELECT name FROM singer', 'a'))
    _, _, info = env.step(render_solution(answer, 'b'))
    assert info['reward'] == generation_reward('\n'.join(env.transcript), GOLD, db, timeout_s=env.config.timeout_s)

# ---- TRL's execute_sql tool
def test_tool_sql_with_a_closing_tag_in_a_literal_runs(ex):
    from textsql_kit.agent.adapters import sql_tool_env
    e = sql_tool_env('astra')(); e.reset(question=ex.question, db_id=ex.db_id, solution=GOLD, db_path=ex.meta['db_path'])
    out = json.loads(e.execute_sql("SELECT name, age FROM singer WHERE country = 'France' AND name <> '</tool_call>'"))
    assert out['rows'] == [['Justin Brown', 29], ['Rose White', 41]] and e.env.n_tool_calls == 1 and e.call_scores == [1.0]
    assert 'error' in json.loads(e.execute_sql('')) and e.env.n_tool_calls == 1 and e.call_scores == [1.0]   # no query: not charged
