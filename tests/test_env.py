"""SQLEnv (textsql_kit.agent.env): episode rules per paper, per-turn scores, rewards, batching, and total definition on
hostile model text (Hypothesis) and on the hostile SQL suite, executed through the sandbox pool."""
import hashlib, json, os, sqlite3, time
import pytest
from dataclasses import replace
from hypothesis import given, settings, strategies as st, HealthCheck
from textsql_kit.core import Example, Trajectory
from textsql_kit.protocols import render_tool_call, render_mars_sql, render_solution, RETHINK_MESSAGE
from textsql_kit.rewards import atr
from textsql_kit.agent.env import SQLEnv, env_config, build_prompt, reset_many, step_many, ENV_PRESETS

GOLD = "SELECT name, age FROM singer WHERE country = 'France'"

def _sha(p): return hashlib.sha256(open(p, 'rb').read()).hexdigest()

@pytest.fixture(scope='module')
def db(tmp_path_factory):
    d = tmp_path_factory.mktemp('envdb'); p = d/'concert.sqlite'
    con = sqlite3.connect(p)
    con.executescript("""CREATE TABLE singer (singer_id INTEGER PRIMARY KEY, name TEXT, country TEXT, age INTEGER);
        INSERT INTO singer VALUES (1,'Joe Sharp','Netherlands',52),(2,'Timbaland','United States',32),(3,'Justin Brown','France',29),(4,'Rose White','France',41);
        CREATE TABLE big (x INTEGER);
        WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i+1 FROM c WHERE i < 300) INSERT INTO big SELECT i FROM c;""")
    con.commit(); con.close()
    sha, files = _sha(p), sorted(os.listdir(d))
    yield str(p)
    assert _sha(p) == sha, 'the database changed'
    assert sorted(os.listdir(d)) == files, f'files appeared next to the database: {sorted(os.listdir(d))}'

@pytest.fixture(scope='module')
def ex(db): return Example('e1', 'Name and age of the French singers?', 'concert_t', GOLD, evidence='France is a country.', meta={'db_path': db})

def _tc(sql): return '<think>x</think>\n' + render_tool_call(sql)

def test_presets_follow_the_papers():
    assert (env_config('mtir').max_turns, env_config('mtir').max_rows, env_config('mtir').protocol) == (6, 10, 'hermes')
    assert [env_config(p).max_turns for p in ('mtir_turns1', 'mtir_turns3')] == [1, 3]
    assert env_config('astra').max_tool_calls == 3
    assert (env_config('mars').protocol, env_config('mars').max_rows, env_config('mars').max_turns, env_config('mars_turns10').max_turns) == ('mars', 50, 5, 10)
    with pytest.raises(ValueError, match="did you mean 'astra'"): env_config('astr')

def test_prompt_never_reads_the_gold(ex):
    a = build_prompt(ex, 'mtir'); b = build_prompt(replace(ex, gold='SELECT 1 /* other */'), 'mtir')
    assert a == b and 'CREATE TABLE' in a[1]['content'] and 'External knowledge: France is a country.' in a[1]['content']
    assert 'External knowledge' not in build_prompt(replace(ex, evidence=''), 'mtir')[1]['content']

def test_mtir_episode_scores_and_reward(ex):
    env = SQLEnv('mtir'); env.reset(ex)
    obs, done, info = env.step(_tc('SELECT nme FROM singer'))
    assert json.loads(obs.split('\n')[1]) == {'error': 'no such column: nme'} and info['score'] == 0.0
    obs, done, info = env.step(_tc('SELECT x FROM big'))
    body = json.loads(obs.split('\n', 1)[1].rsplit('\n', 1)[0])
    assert (body['columns'], len(body['rows']), body['note']) == (['x'], 10, 'showing the first 10 of 300 rows')
    obs, done, info = env.step('<think>y</think>\n<answer>' + GOLD + '</answer>')
    assert (obs, done, info['correct'], info['reward']) == (None, True, True, pytest.approx(5.1))
    assert env.scores == [0.0, 0.0, 1.0]
    t = env.trajectory()
    assert [x.score for x in t.turns] == [0.0, 0.0, 1.0] and t.meta['n_tool_calls'] == 2 and Trajectory.from_json(t.to_json()) == t

def test_rethink_and_turn_budget(ex):
    env = SQLEnv('mtir_turns1'); env.reset(ex)
    obs, done, info = env.step('no action here')
    assert (obs, done, info['done_reason']) == (None, True, 'max_turns')
    env = SQLEnv('mtir'); env.reset(ex)
    assert env.step('hmm')[0] == RETHINK_MESSAGE

def test_astra_budget_and_atr(ex):
    env = SQLEnv('astra', max_turns=6); env.reset(ex)
    for s in ['SELECT name FROM singer', "SELECT name FROM singer WHERE country = 'France'", GOLD]: env.step(render_tool_call(s))
    obs, done, info = env.step(render_tool_call('SELECT 1'))
    assert 'budget exhausted' in obs and info['score'] == 0.0
    obs, done, info = env.step('<answer>' + GOLD + '</answer>')
    assert [round(s, 3) for s in env.scores] == [0.0, 0.4, 1.0, 0.0, 1.0]
    assert info['reward'] == pytest.approx(atr(env.scores))

def test_binary_turn_scores(ex):
    env = SQLEnv('astra_binary'); env.reset(ex)
    env.step(render_tool_call("SELECT name FROM singer WHERE country = 'France'")); env.step(render_tool_call(GOLD))
    assert env.scores == [0.0, 1.0]

def test_final_turn_unscored_option(ex):
    env = SQLEnv('astra', final_turn_scored=False); env.reset(ex)
    env.step(render_tool_call(GOLD)); _, done, info = env.step('<answer>' + GOLD + '</answer>')
    assert env.scores == [1.0] and done and info['score'] is None and env.trajectory().turns[-1].score is None

def test_mars_episode(ex):
    env = SQLEnv('mars'); env.reset(ex)
    obs, done, _ = env.step(render_mars_sql('SELECT x FROM big', think='t'))
    assert 'truncated: showing 50 of 300 rows' in obs and 'You have 4 turns left.' in obs and obs.rstrip().endswith('</observation>')
    obs, done, _ = env.step('<think>t</think> nothing')
    assert 'invalid action' in obs
    _, done, info = env.step(render_solution('SELECT name FROM singer', think='t'))
    assert (done, info['reward'], info['correct']) == (True, 0.0, False)

def test_sql_time_limit_shows_error(ex):
    env = SQLEnv('mtir', timeout_s=0.5); env.reset(ex)
    t0 = time.perf_counter()
    obs, _, info = env.step(render_tool_call('WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT count(*) FROM c'))
    assert time.perf_counter() - t0 < 5 and 'timed out' in obs and info['score'] == 0.0

def test_step_many_is_one_batch(ex, monkeypatch):
    import textsql_kit.agent.env as envmod
    calls = []
    real = envmod.execute_jobs
    monkeypatch.setattr(envmod, 'execute_jobs', lambda jobs, *a, **k: calls.append(len(jobs)) or real(jobs, *a, **k))
    envs = [SQLEnv('mtir') for _ in range(6)]; reset_many(envs, [ex] * 6)
    assert calls == [6]
    outs = step_many(envs, [render_tool_call(f'SELECT count(*) FROM big WHERE x > {i}') for i in range(6)])
    assert calls == [6, 6] and all('"rows": [[' in o for o, _, _ in outs)

def test_gold_error_is_reported_not_scored(ex):
    env = SQLEnv('mtir'); env.reset(replace(ex, gold='SELECT nope FROM singer'))
    _, done, info = env.step('<answer>SELECT 1</answer>')
    assert (done, info['reward'], info['correct']) == (True, None, None) and 'no such column' in env.trajectory().meta['gold_error']

def test_misuse_is_a_clear_error(ex):
    env = SQLEnv('mtir')
    with pytest.raises(RuntimeError, match='before reset'): env.step('x')
    env.reset(ex); env.step('<answer>SELECT 1</answer>')
    with pytest.raises(RuntimeError, match='after the episode ended'): env.step('x')

# ---- hostile model text
NAMED = [b'\xff\xfe\x00<tool_call>', '\x00' * 100, '<tool_call>{"name": "execute_sql", "arguments": {"sql": "SELECT 1"',
         '<answer>SELECT', '</tool_call></answer>', '<tool_call>' * 100_000 + '</tool_call>' * 100_000,
         '<tool_call><tool_call>{"name":"execute_sql","arguments":{"sql":"SELECT 1"}}</tool_call></tool_call>',
         '<tool_call>' + '[' * 200_000 + ']' * 200_000 + '</tool_call>', '<tool_call>{"a":' * 50_000 + '</tool_call>',
         '<tool_call>{"name": "execute_sql", "arguments": {"sql": 1e999999}}</tool_call>',
         '<tool_call>{"name": "execute_sql", "arguments": {"sql": ' + '9' * 100_000 + '}}</tool_call>',
         '<tool_call>{"name": "execute_sql", "arguments": "' + '\\"' * 50_000 + '"}</tool_call>',
         '<tool_call>{"name": "execute_sql", "arguments": {"sql": {"sql": {"sql": "SELECT 1"}}}}</tool_call>',
         '<tool_call>{"name": "drop_db", "arguments": {"sql": "SELECT 1"}}</tool_call>', '<think>' * 300_000, None, 3.5, ['<answer>x']]

@pytest.mark.parametrize('protocol', ['hermes', 'mars'])
def test_named_hostile_texts(ex, protocol):
    for h in NAMED:
        env = SQLEnv('mtir', protocol=protocol, max_turns=2, max_text_chars=2_000_000); env.reset(ex)
        t0 = time.perf_counter()
        obs, done, info = env.step(h)
        assert time.perf_counter() - t0 < 10, str(h)[:40]
        assert isinstance(obs, str) and not done and info['score'] in (0.0, 1.0), (str(h)[:60], obs)

def test_one_megabyte_of_tags_is_cheap(ex):
    env = SQLEnv('mtir', max_text_chars=2_000_000); env.reset(ex)
    t0 = time.perf_counter(); obs, done, info = env.step('<tool_call>' * 50_000 + '<answer>' * 50_000)
    assert time.perf_counter() - t0 < 5 and info['action'] == 'invalid'

FRAGMENTS = ['<think>', '</think>', '<tool_call>', '</tool_call>', '<answer>', '</answer>', '<sql>', '</sql>', '<solution>',
             '</solution>', '<tool_response>', '<observation>', '{"name": "execute_sql", "arguments": {"sql": "', '"}}', '{', '}', '[', ']',
             'SELECT name FROM singer', 'SELECT x FROM big', 'DROP TABLE singer', "'", '"', '\\', '\x00', '```sql\n', '```', ' ', '\n', RETHINK_MESSAGE]

@settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.one_of(st.text(max_size=3000), st.binary(max_size=3000), st.lists(st.sampled_from(FRAGMENTS), max_size=60).map(''.join)),
       st.sampled_from(['hermes', 'mars']))
def test_property_any_text_is_a_defined_step(ex, text, protocol):
    env = SQLEnv('mtir', protocol=protocol, max_turns=2); env.reset(ex)
    obs, done, info = env.step(text)
    assert isinstance(done, bool) and (obs is None) == done
    assert info['action'] in ('tool_call', 'answer', 'invalid') and 0.0 <= info['score'] <= 1.0
    if not done:
        obs, done, info = env.step(text)
        assert done and obs is None and (info['reward'] is None or isinstance(info['reward'], float))

# ---- the hostile SQL suite, through the env (one pool batch for all of it)
def _hostile_sql():
    try:
        from test_sandbox import WRITES, RUNAWAY, HUGE, NESTED, BAD_INPUT
        return [w[0] for w in WRITES] + [r[0] for r in RUNAWAY] + HUGE + NESTED + [b for b in BAD_INPUT if isinstance(b, str)]
    except Exception:   # the sandbox suite is being edited: a short list of its kinds
        return ["DELETE FROM singer", "SELECT 1; DROP TABLE singer", "SELECT zeroblob(1e9)",
                "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT count(*) FROM c", 'SELECT ' + '(' * 2000 + '1' + ')' * 2000]

def test_hostile_sql_suite_through_the_env(ex):
    sqls = _hostile_sql()
    envs = [SQLEnv('mtir', timeout_s=1.0, max_text_chars=1_000_000) for _ in sqls]; reset_many(envs, [ex] * len(sqls))
    t0 = time.perf_counter()
    outs = step_many(envs, [render_tool_call(s) for s in sqls])
    assert time.perf_counter() - t0 < 60
    for s, (obs, done, info) in zip(sqls, outs):   # a blank "query" is no tool call at all: the rethink message
        assert obs == RETHINK_MESSAGE and not s.strip() or obs.startswith('<tool_response>') and obs.rstrip().endswith('</tool_response>'), s[:60]
        assert len(obs) <= 4000 and not done
    rows = [json.loads(o.split('\n', 1)[1].rsplit('\n', 1)[0]) for o, _, _ in outs if o != RETHINK_MESSAGE]
    assert sum('error' in r for r in rows) >= len(rows) // 2
    env = SQLEnv('mtir'); env.reset(ex)
    assert '"row_count": 4' in env.step(render_tool_call('SELECT * FROM singer'))[0]   # the database is intact

def test_inline_executor_is_opt_in(ex):
    env = SQLEnv('mtir', executor='inline'); env.reset(ex)
    obs, _, info = env.step(render_tool_call(GOLD))
    assert info['score'] == 1.0 and '"row_count": 2' in obs
    assert SQLEnv('mtir').executor is None          # the default: the sandbox pool

@pytest.mark.parametrize('preset', ['mtir', 'astra', 'mars'])
def test_text_hook_episode_equals_the_written_values_episode(ex, preset):
    "A text hook that puts values for placeholders gives the very trajectory of a model that wrote the values (turn texts, scores, reward)."
    from textsql_kit.train.data import text_hook
    sx = replace(ex, meta={**ex.meta, 'slots': {'V1': 'France', 'V2': 'Netherlands'}})
    wrong, right = "SELECT name FROM singer WHERE country = 'V2'", "SELECT name, age FROM singer WHERE country = 'V1'"
    turn = (lambda s: render_mars_sql(s, 'look')) if preset == 'mars' else (lambda s: render_tool_call(s))
    last = (lambda s: render_solution(s, 'done')) if preset == 'mars' else (lambda s: f'<answer>{s}</answer>')
    hooked, plain, raw = SQLEnv(preset), SQLEnv(preset), SQLEnv(preset)
    reset_many([hooked, plain, raw], [sx, sx, sx], text_hooks=[text_hook(sx), None, None])
    lex = text_hook(sx)
    for s, f in ((wrong, turn), (right, last)):
        step_many([hooked, plain, raw], [f(s), f(lex(s)), f(s)])
    strip = lambda t: {**t.to_dict(), 'meta': {k: v for k, v in t.meta.items() if k != 'exec_s'}}
    assert strip(hooked.trajectory()) == strip(plain.trajectory())
    assert hooked.correct and hooked.scores[-1] == 1.0 and not raw.correct   # without the hook the placeholder runs as written
