"""Seed synthesis (textsql_kit.synth.seeds) as a job: killed mid-stage and resumed it loses nothing, writes no duplicate
record and repeats no finished LLM call; the consistency check rejects disagreeing samples; and the same pipeline runs
against a real OpenAI-compatible HTTP server."""
import json, os, signal, subprocess, sys, textwrap, time
from collections import Counter
from pathlib import Path
import pytest
from textsql_kit.core import Example, content_key, iter_jsonl, read_jsonl
from textsql_kit.models.llm import OpenAIBackend, ResponseCache
from textsql_kit.sql.execute import execute
from textsql_kit.synth.seeds import STAGES, synthesize_seeds
from textsql_kit.synth.teacher import TemplateTeacher
from textsql_kit.knowledge.warehouse import build_warehouse, default_knowledge
from loopback_openai import LoopbackOpenAI

ROOT = Path(__file__).resolve().parents[1]
N, BATCH = 24, 4

# The job run in a subprocess: a template teacher that logs every backend call, and a response cache that logs every
# stored response (a stored response is a *finished* call).
RUNNER = textwrap.dedent('''
    import os, sys
    from pathlib import Path
    from textsql_kit.core import content_key
    from textsql_kit.models.llm import ResponseCache
    from textsql_kit.synth.seeds import synthesize_seeds
    from textsql_kit.synth.teacher import TemplateTeacher
    from textsql_kit.knowledge.warehouse import build_warehouse, default_knowledge

    def log(path, line):
        fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT)
        try: os.write(fd, (line + '\\n').encode())
        finally: os.close(fd)

    class LoggingCache(ResponseCache):
        def put_many(self, items):
            super().put_many(items)
            for k in items: log(self.path.parent/'puts.log', k)

    class CountingTeacher(TemplateTeacher):
        def respond(self, prompt, sample=0):
            log(os.environ['CALLS_LOG'], content_key(prompt, sample))
            return super().respond(prompt, sample)

    def run(out, wh_dir, n, batch):
        wh = build_warehouse(out_dir=wh_dir)
        kc = default_knowledge()
        Path(out).mkdir(parents=True, exist_ok=True)
        os.environ['CALLS_LOG'] = str(Path(out)/'calls.log')
        t = CountingTeacher(kc)
        t.cache = LoggingCache(Path(out)/'llm_cache')
        return synthesize_seeds(kc, wh.db_id, n, t, out, batch_size=batch, progress=False)

    if __name__ == '__main__':
        r = run(sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4]))
        print(r.summary())
''')


@pytest.fixture(scope='module')
def wh(tmp_path_factory):
    return build_warehouse(out_dir=tmp_path_factory.getbasetemp()/'autosales-wh')


@pytest.fixture(scope='module')
def kc():
    return default_knowledge()


@pytest.fixture(scope='module')
def runner(tmp_path_factory):
    p = tmp_path_factory.mktemp('runner')/'seed_job.py'
    p.write_text(RUNNER)
    return p


def _lines(p): return Path(p).read_text().splitlines() if Path(p).exists() else []


def _start(runner, out, wh):
    env = {**os.environ, 'PYTHONPATH': f"{ROOT}{os.pathsep}{os.environ.get('PYTHONPATH', '')}", 'TQDM_DISABLE': '1'}
    return subprocess.Popen([sys.executable, str(runner), str(out), str(wh.path.parent), str(N), str(BATCH)], cwd=ROOT, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def test_killed_mid_stage_resumes_without_loss_duplicates_or_repeated_calls(runner, wh, kc, tmp_path):
    sys.path.insert(0, str(runner.parent))
    try:
        import seed_job
    finally: sys.path.remove(str(runner.parent))
    clean = seed_job.run(tmp_path/'clean', wh.path.parent, N, BATCH)          # the reference: one uninterrupted run
    clean_calls = _lines(tmp_path/'clean'/'calls.log')

    out = tmp_path/'killed'
    p = _start(runner, out, wh)
    deadline = time.time() + 60
    while len(_lines(out/'sql.jsonl')) < 1 and p.poll() is None and time.time() < deadline: time.sleep(0.005)
    assert p.poll() is None, f"the job ended before it could be killed: {p.communicate()}"
    os.kill(p.pid, signal.SIGKILL); p.wait()
    assert p.returncode == -signal.SIGKILL
    n_sql_at_kill = len(_lines(out/'sql.jsonl'))
    assert 1 <= n_sql_at_kill < N and not (out/'examples.jsonl').exists()   # killed mid 'sql' stage
    calls_killed = len(_lines(out/'calls.log'))

    p = _start(runner, out, wh); stdout, stderr = p.communicate(timeout=120)
    assert p.returncode == 0, stderr[-2000:]

    # same final output as the uninterrupted run
    got, want = read_jsonl(out/'examples.jsonl', Example), read_jsonl(tmp_path/'clean'/'examples.jsonl', Example)
    assert [e.to_dict() for e in got] == [e.to_dict() for e in want] and len(got) > 0
    assert json.loads((out/'ledger.json').read_text()) == clean.ledger
    # no stage file holds a record twice
    for f in ('instances.jsonl', 'questions.jsonl', 'sql.jsonl', 'validated.jsonl', 'kgrs.jsonl'):
        keys = [r['key'] for r in iter_jsonl(out/f)]
        assert len(keys) == len(set(keys)), f"duplicate records in {f}"
    # no finished LLM call was made twice: every stored response is stored once, and they are the clean run's
    puts = _lines(out/'llm_cache'/'puts.log')
    assert len(puts) == len(set(puts)) == len(set(_lines(tmp_path/'clean'/'llm_cache'/'puts.log')))
    calls = _lines(out/'calls.log')
    assert sorted(set(calls)) == sorted(set(clean_calls))
    assert len(calls) - len(clean_calls) <= 3          # at most the k samples of the one prompt in flight at the kill
    assert len(calls) - calls_killed < len(clean_calls)  # the resumed run did only the rest


def test_consistency_check_rejects_disagreeing_samples(wh, kc, tmp_path):
    run = synthesize_seeds(kc, wh.db_id, N, TemplateTeacher(kc), tmp_path/'a', progress=False)          # error_rate 0.15
    sql = run.ledger['sql']
    assert sql['rejected'] > 0 and set(sql['reasons']) <= {'inconsistent_ast', 'inconsistent_result', 'inconsistent_ast_and_result'}
    recs = list(iter_jsonl(tmp_path/'a'/'sql.jsonl'))
    assert all(len(set(r['samples'])) > 1 for r in recs if not r['kept'])             # every rejected item had differing samples
    assert all(not r['agree_ast'] or not r['agree_exec'] for r in recs if not r['kept'])
    perfect = synthesize_seeds(kc, wh.db_id, N, TemplateTeacher(kc, error_rate=0.0), tmp_path/'b', progress=False)
    assert perfect.ledger['sql']['rejected'] == 0
    assert set(perfect.ledger['validate']['reasons']) <= {'empty_result'}               # no errors, no rule violations
    assert len(perfect.examples) > len(run.examples)
    for e in run.examples:
        assert e.source == 'template-teacher' and e.template_id and e.seed_id and e.meta['reasoning']
        r = execute(wh.db_id, e.gold); assert r.ok and r.rows


def test_pipeline_over_an_openai_compatible_server(wh, kc, tmp_path, kit_cache):
    brain = TemplateTeacher(kc, error_rate=0.3)       # what the "LLM" behind the socket thinks
    reply = lambda prompt, i, body: brain.respond(prompt, body['seed'] if body.get('seed') is not None else i)
    with LoopbackOpenAI(reply=reply, max_requests=5000) as srv:
        llm = OpenAIBackend(model='loopback-model', base_url=srv.base_url, api_key='sk-test', max_concurrency=4)
        run = synthesize_seeds(kc, wh.db_id, 12, llm, tmp_path/'http', progress=False)
        n_req = srv.n_requests
        paths = set(srv.paths())
    assert paths == {'/v1/chat/completions'}
    assert n_req == run.llm_calls > 0
    assert run.ledger['question']['kept'] == 12
    assert run.ledger['sql']['rejected'] > 0                                        # LLM samples that disagree are rejected
    assert run.examples and all(e.source == 'llm:loopback-model' for e in run.examples)
    # resumable over HTTP too: the response cache under out_dir answers a rerun at the same endpoint without a single request
    with LoopbackOpenAI(reply=reply, port=srv.port) as srv2:
        llm2 = OpenAIBackend(model='loopback-model', base_url=srv2.base_url, api_key='sk-test')
        again = synthesize_seeds(kc, wh.db_id, 12, llm2, tmp_path/'http', progress=False)
        assert srv2.n_requests == 0
    assert [e.to_dict() for e in again.examples] == [e.to_dict() for e in run.examples]
