"""Rollouts (textsql_kit.agent.rollout): a scripted policy with real SQL on the embedded warehouse and Spider dev,
the transformers backend with the tiny model, a real loopback OpenAI server, kill-and-resume, prompts free of gold,
and the `textsql-kit rollout` command."""
import json, os, signal, sqlite3, subprocess, sys, textwrap, time
from pathlib import Path
from dataclasses import replace
import pytest
from textsql_kit.core import Example, Trajectory, read_jsonl, write_jsonl
from textsql_kit.models.llm import CallableBackend, OpenAIBackend
from textsql_kit.agent.env import build_prompt
from textsql_kit.agent.rollout import (rollout, oracle_policy, load_examples, rollout_summary, render_trajectory, rollout_cli,
                                       restore_stop, sampling_params, STOPS)

sys.path.insert(0, str(Path(__file__).parent))
from loopback_openai import LoopbackOpenAI

QS = [('How many singers are there?', 'SELECT count(*) FROM singer'), ('Names of French singers?', "SELECT name FROM singer WHERE country = 'France'"),
      ('Oldest age?', 'SELECT max(age) FROM singer'), ('Countries?', 'SELECT DISTINCT country FROM singer'),
      ('Youngest singer?', 'SELECT name FROM singer ORDER BY age LIMIT 1'), ('Average age?', 'SELECT avg(age) FROM singer')]

@pytest.fixture(scope='module')
def exs(tmp_path_factory):
    d = tmp_path_factory.mktemp('rolldb'); p = d/'concert.sqlite'
    con = sqlite3.connect(p)
    con.executescript("""CREATE TABLE singer (singer_id INTEGER PRIMARY KEY, name TEXT, country TEXT, age INTEGER);
        INSERT INTO singer VALUES (1,'Joe Sharp','Netherlands',52),(2,'Timbaland','United States',32),(3,'Justin Brown','France',29);""")
    con.commit(); con.close()
    return [Example(f'q{i}', q, 'concert_r', g, evidence='ages are in years' if i == 0 else '', meta={'db_path': str(p)}) for i, (q, g) in enumerate(QS)]

def _key(t): return (t.example_id, t.meta['sample'])

def test_oracle_on_the_embedded_warehouse():
    exs = load_examples('autosales', limit=4)
    trajs = rollout(exs, oracle_policy(exs), n=2, progress=False)
    assert len(trajs) == 8 and all(t.meta['correct'] and t.n_tool_calls == 2 and t.reward == pytest.approx(5.1) for t in trajs)
    assert 'no such table: no_such_table' in trajs[0].turns[0].observations[0]
    assert '"columns": [' in trajs[0].turns[1].observations[0]            # the gold query's real result, with column names
    assert rollout_summary(trajs).startswith('rollout: 8 trajectories, 4 questions x 2 | EX(sample 0) 100.0% | pass@2 100.0%')

def test_oracle_on_spider_dev(spider_dir, monkeypatch):
    monkeypatch.setenv('TEXTSQL_SPIDER_DIR', str(spider_dir))
    exs = load_examples('spider-dev', limit=6)
    trajs = rollout(exs, oracle_policy(exs, 'tags'), preset='mars', progress=False)
    assert [t.meta['correct'] for t in trajs] == [True] * 6 and all(t.reward == 1.0 for t in trajs)
    assert all(t.turns[1].observations[0].startswith('<observation>') for t in trajs)

def test_tags_protocol_and_tool_turns_batched(exs, monkeypatch):
    import textsql_kit.agent.env as envmod
    sizes = []; real = envmod.execute_jobs
    monkeypatch.setattr(envmod, 'execute_jobs', lambda jobs, *a, **k: sizes.append(len(jobs)) or real(jobs, *a, **k))
    trajs = rollout(exs, oracle_policy(exs, 'tags'), n=2, preset='mars', progress=False)
    assert len(trajs) == 12 and all(t.meta['correct'] for t in trajs)
    assert sizes[1:3] == [12, 12]      # golds (one batch), then each round's 12 tool calls in one batch

def test_prompts_never_depend_on_the_gold(exs):
    seen = {}
    def capture(prompt, params):
        seen.setdefault(_q(prompt), []).append(json.dumps(prompt)); return '<answer>SELECT 1</answer>'
    def _q(prompt): return prompt[1]['content'].rsplit('Question:', 1)[-1].strip()
    rollout(exs, CallableBackend(capture, name='cap'), progress=False)
    first = {k: v[0] for k, v in seen.items()}
    shuffled = [replace(e, gold=exs[(i + 1) % len(exs)].gold) for i, e in enumerate(exs)]   # swap golds across items
    seen.clear(); rollout(shuffled, CallableBackend(capture, name='cap'), progress=False)
    assert {k: v[0] for k, v in seen.items()} == first
    assert all(build_prompt(a) == build_prompt(b) for a, b in zip(exs, shuffled))
    assert 'External knowledge: ages are in years' in first[QS[0][0]]

def test_transformers_backend_with_the_tiny_model(exs):
    from textsql_kit.models.tiny import tiny_model
    from textsql_kit.models.llm import TransformersBackend
    llm = TransformersBackend(str(tiny_model()), cache=False, batch_size=8)
    trajs = rollout(exs[:2], llm, n=2, preset='mtir_turns3', sampling='mtir', seed=0, max_tokens=8, progress=False)
    assert len(trajs) == 4 and all(len(t.turns) == 3 and t.meta['done_reason'] == 'max_turns' for t in trajs)
    assert all(t.meta['prompt_tokens'][0] > 50 and 0 < t.meta['completion_tokens'][0] <= 8 for t in trajs)
    assert all(t.meta['prompt_tokens'][2] > t.meta['prompt_tokens'][0] for t in trajs)   # the conversation grows turn by turn

def test_openai_compatible_loopback_server(exs):
    policy = oracle_policy(exs)
    with LoopbackOpenAI(reply=lambda text, i, body: policy.fn(body['messages'], None)) as srv:
        llm = OpenAIBackend(model='loopback-model', base_url=srv.base_url, cache=False)
        trajs = rollout(exs, llm, n=2, progress=False)
        bodies = [r['body'] for r in srv.requests]
    assert len(trajs) == 12 and all(t.meta['correct'] and t.n_tool_calls == 2 for t in trajs)
    assert bodies[0]['stop'] == list(STOPS['hermes']) and bodies[0]['n'] == 2 and bodies[0]['temperature'] == 0.0
    assert len(bodies) == 6 * 3     # turn 1: one request per question with n=2; greedy samples then share identical histories (one request)

def test_restore_stop_and_sampling():
    assert restore_stop('<tool_call>\n{"a": 1}\n') == '<tool_call>\n{"a": 1}\n</tool_call>'
    assert restore_stop('<think>x</think><sql>SELECT 1', STOPS['mars']) == '<think>x</think><sql>SELECT 1</sql>'
    assert sampling_params('paper', 'astra') == {'temperature': 1.0, 'top_p': 0.95}

SCRIPT = textwrap.dedent('''
    import sys, time
    from textsql_kit.core import Example, read_jsonl
    from textsql_kit.models.llm import CallableBackend
    from textsql_kit.agent.rollout import rollout, oracle_policy
    if __name__ == '__main__':
        exs = read_jsonl(sys.argv[1], Example)
        oracle = oracle_policy(exs)
        def slow(prompt, params): time.sleep(0.15); return oracle.fn(prompt, params)
        rollout(exs, CallableBackend(slow, name=oracle.model), n=2, out=sys.argv[2], batch_questions=1, progress=False)
''')

def test_kill_mid_run_then_resume(exs, tmp_path):
    data, out, ref = tmp_path/'data.jsonl', tmp_path/'run.jsonl', tmp_path/'ref.jsonl'
    write_jsonl(data, exs); (tmp_path/'script.py').write_text(SCRIPT)
    p = subprocess.Popen([sys.executable, str(tmp_path/'script.py'), str(data), str(out)], cwd=tmp_path)
    t0 = time.time()
    while time.time() - t0 < 60 and (not out.exists() or out.read_text().count('\n') < 4): time.sleep(0.05)
    os.kill(p.pid, signal.SIGKILL); p.wait()
    before = len(read_jsonl(out, Trajectory, on_bad=lambda *a: None))
    assert 4 <= before < 12, before
    rollout(exs, oracle_policy(exs), n=2, out=out, progress=False)                     # resume
    rollout(exs, oracle_policy(exs), n=2, out=ref, progress=False)                     # uninterrupted reference
    got, want = read_jsonl(out, Trajectory), read_jsonl(ref, Trajectory)
    assert sorted(map(_key, got)) == sorted(map(_key, want)) and len(set(map(_key, got))) == 12
    strip = lambda t: (t.example_id, t.meta['sample'], [x.to_dict() for x in t.turns], t.final_answer, t.reward)
    assert sorted(map(strip, got)) == sorted(map(strip, want))

def test_cli(exs, tmp_path, capsys):
    data = tmp_path/'data.jsonl'; write_jsonl(data, exs)
    out = tmp_path/'cli.jsonl'
    assert rollout_cli(['--model', 'oracle', '--data', str(data), '--n', '2', '--protocol', 'tags', '--out', str(out), '--no-progress']) == 0
    o = capsys.readouterr().out
    assert 'rollout: 12 trajectories, 6 questions x 2 | EX(sample 0) 100.0%' in o and 'turn 1 [score 0.0]' in o
    assert len(read_jsonl(out, Trajectory)) == 12
    for argv, culprit in [(['--data', str(tmp_path/'no.jsonl')], 'no.jsonl'), (['--data', str(data), '--preset', 'mtri'], "'mtri'"),
                          (['--data', str(data), '--sampling', 'gredy'], "'gredy'"), (['--data', str(data), '--model', 'nokind:x'], "'nokind'")]:
        base = ['--model', 'oracle', '--out', str(tmp_path/'x.jsonl'), '--no-progress']
        if '--model' in argv: base = base[2:]
        assert rollout_cli(base + argv) == 2
        err = capsys.readouterr().err
        assert culprit in err and 'Traceback' not in err and err.count('\n') == 1, err
    with pytest.raises(SystemExit) as e: rollout_cli(['--help'])
    assert e.value.code == 0 and '--protocol' in capsys.readouterr().out

def test_cli_entry_point(tmp_path, capsys):
    from textsql_kit.cli import main
    assert main(['rollout', '--model', 'oracle', '--data', 'autosales', '--limit', '2', '--out', str(tmp_path/'a.jsonl'), '--no-progress']) == 0
    assert 'rollout: 2 trajectories' in capsys.readouterr().out

def test_server_failure_mid_run_then_resume(exs, tmp_path):
    from textsql_kit.models.llm import LLMError
    policy, out = oracle_policy(exs), tmp_path/'srv.jsonl'
    reply = lambda text, i, body: policy.fn(body['messages'], None)
    with LoopbackOpenAI(reply=reply, max_requests=3 + 3) as srv:      # the budget runs out in the second round
        llm = OpenAIBackend(model='loopback-model', base_url=srv.base_url, cache=False, max_retries=0)
        with pytest.raises(LLMError): rollout(exs, llm, n=1, out=out, batch_questions=3, progress=False)
    assert not out.exists()      # no episode had ended: nothing half-done was written
    with LoopbackOpenAI(reply=reply) as srv:
        llm = OpenAIBackend(model='loopback-model', base_url=srv.base_url, cache=False, max_retries=0)
        rollout(exs, llm, n=1, out=out, batch_questions=3, progress=False)
    got = read_jsonl(out, Trajectory)
    assert sorted(t.example_id for t in got) == [e.id for e in exs] and all(t.meta['correct'] for t in got)
