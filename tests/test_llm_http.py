"""textsql_kit.models.llm against a REAL OpenAI-compatible HTTP server on 127.0.0.1 (tests/loopback_openai.py).

No mocks: the `openai` client talks over real sockets to a ThreadingHTTPServer that counts requests and fails on
cue (429, 500, hanging responses, malformed JSON, dropped connections, a 401 that echoes the key).
"""
import json, math, os, socket, sys, threading, time
from pathlib import Path
import numpy as np
import pytest
from hypothesis import given, settings, strategies as st, HealthCheck

sys.path.insert(0, str(Path(__file__).parent))
from loopback_openai import LoopbackOpenAI
from textsql_kit.models.llm import LLM, OpenAIBackend, OpenAIEmbedder, CallableBackend, EchoBackend, Generation, LLMError, LLMSpecError, LLMTimeoutError, TransientLLMError, ResponseCache, candidate_probs, make_llm, make_embedder, register_llm_backend, VLLMBackend

KEY = 'sk-test-SUPERSECRET-4f9a1c'

@pytest.fixture
def server():
    srv = LoopbackOpenAI(hang_s=20).start()
    yield srv
    srv.stop()

def backend(server, tmp_path, **kw):
    kw = {'api_key': KEY, 'cache': tmp_path/'cache', 'timeout': 2.0, 'backoff': 0.01, 'max_retries': 3, **kw}
    return OpenAIBackend('loopback-model', server.base_url, **kw)

def free_port():
    with socket.socket() as s: s.bind(('127.0.0.1', 0)); return s.getsockname()[1]

# ---- success paths ------------------------------------------------------------------------------------------------
def test_chat_success(server, tmp_path):
    llm = backend(server, tmp_path)
    [g] = llm.generate([{'role': 'system', 'content': 'sql'}, {'role': 'user', 'content': 'count the singers'}], max_tokens=50)
    assert isinstance(g, Generation) and g.text == 'echo[0|seed=None]: count the singers'
    assert g.finish_reason == 'stop' and g.prompt_tokens > 0 and g.completion_tokens == 4 and not g.cached
    assert server.n_requests == 1 and server.requests[0]['path'] == '/v1/chat/completions'
    body = server.requests[0]['body']
    assert body['model'] == 'loopback-model' and body['max_tokens'] == 50 and body['n'] == 1
    assert llm.usage.calls == 1 and llm.usage.completion_tokens == 4 and llm.usage.retries == 0

def test_completions_mode_and_length_finish(server, tmp_path):
    llm = backend(server, tmp_path, prompt_mode='completions')
    [g] = llm.generate('SELECT name FROM singer WHERE age > 30 ORDER BY', max_tokens=3)
    assert server.requests[0]['path'] == '/v1/completions'
    assert g.finish_reason == 'length' and g.completion_tokens == 3
    with pytest.raises(LLMError, match='needs a string prompt'):
        llm.generate([{'role': 'user', 'content': 'x'}])

def test_stop_and_json_mode(server, tmp_path):
    llm = backend(server, tmp_path)
    [g] = llm.generate('a b STOP c', stop=['STOP'])
    assert 'STOP' not in g.text and server.requests[-1]['body']['stop'] == ['STOP']
    [j] = llm.generate('give json', json_mode=True)
    assert json.loads(j.text) == {'echo': 'give json', 'index': 0}
    assert server.requests[-1]['body']['response_format'] == {'type': 'json_object'}

# ---- retries, timeouts, errors --------------------------------------------------------------------------------
@pytest.mark.parametrize('fault', [429, 500, 503, 'drop'])
def test_transient_then_success(server, tmp_path, fault):
    llm = backend(server, tmp_path)
    server.script(fault)
    [g] = llm.generate('retry me')
    assert g.text.endswith('retry me')
    assert server.n_requests == 2 and llm.usage.retries == 1 and llm.usage.attempts == 2 and llm.usage.calls == 1

def test_retry_after_is_honoured(server, tmp_path):
    llm = backend(server, tmp_path, backoff=0.01, max_backoff=2.0)
    server.script((429, 0.4))
    t0 = time.time(); llm.generate('wait for me'); elapsed = time.time() - t0
    assert server.n_requests == 2 and 0.4 <= elapsed < 2.0, elapsed

def test_retries_are_bounded(server, tmp_path):
    llm = backend(server, tmp_path, max_retries=2)
    server.script(500, 500, 500, 500, 500)
    with pytest.raises(TransientLLMError, match=r'gave up after 3 attempt\(s\).*HTTP 500') as ei:
        llm.generate('never')
    assert server.base_url in str(ei.value)
    assert server.n_requests == 3                      # 1 + max_retries, then a clear error — never an endless loop

@pytest.mark.parametrize('status', [400, 404, 422])
def test_client_errors_not_retried(server, tmp_path, status):
    llm = backend(server, tmp_path)
    server.script(status)
    with pytest.raises(LLMError, match=f'HTTP {status}') as ei: llm.generate('bad request')
    assert not isinstance(ei.value, TransientLLMError)
    assert server.n_requests == 1

def test_hanging_response_times_out(server, tmp_path):
    llm = backend(server, tmp_path, timeout=0.5, max_retries=1)
    server.script('hang', 'hang')
    t0 = time.time()
    with pytest.raises(LLMTimeoutError, match=r'timeout=0.5s') as ei: llm.generate('anyone?')
    elapsed = time.time() - t0
    assert elapsed < 0.5 * 2 + 1.0, elapsed            # two attempts of 0.5 s plus a small backoff
    assert server.base_url in str(ei.value) and server.n_requests == 2

def test_hang_then_success(server, tmp_path):
    llm = backend(server, tmp_path, timeout=0.5)
    server.script('hang')
    assert llm.generate('slow first')[0].text.endswith('slow first')
    assert server.n_requests == 2 and llm.usage.retries == 1

def test_malformed_json_is_a_clear_error(server, tmp_path):
    llm = backend(server, tmp_path)
    server.script('malformed')
    with pytest.raises(LLMError, match='malformed JSON from the server') as ei: llm.generate('x')
    assert server.base_url in str(ei.value) and server.n_requests == 1

@pytest.mark.parametrize('fault', ['malformed', 'html', 'wrong_shape'])
@pytest.mark.parametrize('call', ['generate', 'logprobs', 'embed'])
def test_bad_bodies_are_clear_errors(server, tmp_path, fault, call):
    llm = backend(server, tmp_path, cache=False)
    emb = OpenAIEmbedder('e', server.base_url, cache=False, backoff=0.01)
    server.script(fault)
    run = {'generate': lambda: llm.generate('x'), 'logprobs': lambda: llm.next_token_logprobs('x'), 'embed': lambda: emb.embed(['x'])}[call]
    with pytest.raises(LLMError, match='malformed|no top_logprobs') as ei: run()
    assert server.base_url in str(ei.value) and server.n_requests == 1      # named, and not retried

def test_unreachable_endpoint_names_url(tmp_path):
    url = f'http://127.0.0.1:{free_port()}/v1'
    llm = OpenAIBackend('m', url, api_key=KEY, cache=False, timeout=1.0, max_retries=2, backoff=0.01)
    with pytest.raises(TransientLLMError) as ei: llm.generate('x')
    msg = str(ei.value)
    assert url in msg and 'gave up after 3 attempt(s)' in msg and 'cannot reach' in msg

def test_request_budget_of_the_server(tmp_path):
    with LoopbackOpenAI(max_requests=1) as srv:
        llm = OpenAIBackend('m', srv.base_url, cache=False, max_retries=1, backoff=0.01)
        llm.generate('one')
        with pytest.raises(LLMError, match='HTTP 503'): llm.generate('two')
        assert srv.n_requests == 3

# ---- samples and the cache ------------------------------------------------------------------------------------
def test_n_samples_one_request_and_cached(server, tmp_path):
    llm = backend(server, tmp_path)
    gens = llm.generate('q', n=3, temperature=0.8)
    assert [g.index for g in gens] == [0, 1, 2] and len({g.text for g in gens}) == 3
    assert server.n_requests == 1 and server.requests[0]['body']['n'] == 3
    assert len(llm.cache) == 3                                       # one entry per sample index
    again = llm.generate('q', n=3, temperature=0.8)
    assert [g.text for g in again] == [g.text for g in gens] and all(g.cached for g in again)
    assert server.n_requests == 1                                    # no HTTP request
    more = llm.generate('q', n=5, temperature=0.8)
    assert [g.text for g in more[:3]] == [g.text for g in gens]
    assert server.n_requests == 2 and server.requests[1]['body']['n'] == 2   # only samples 3 and 4 generated
    assert llm.usage.cache_hits == 6
    # a fresh backend (another process) on the same cache dir: free rerun
    llm2 = backend(server, tmp_path)
    assert [g.text for g in llm2.generate('q', n=5, temperature=0.8)] == [g.text for g in more]
    assert server.n_requests == 2 and llm2.usage.calls == 0

def test_seeded_samples_are_one_request_each(server, tmp_path):
    llm = backend(server, tmp_path)
    gens = llm.generate('q', n=3, temperature=1.0, seed=42)
    assert [r['body']['seed'] for r in server.requests] == [42, 43, 44]
    assert [g.text.split(']')[0] for g in gens] == ['echo[0|seed=42', 'echo[0|seed=43', 'echo[0|seed=44']
    assert llm.usage.calls == 3
    llm.generate('q', n=3, temperature=1.0, seed=42)
    assert server.n_requests == 3
    llm.generate('q', n=1, temperature=1.0, seed=7)                  # another seed: another sample
    assert server.n_requests == 4

def test_cache_off(server, tmp_path):
    llm = backend(server, tmp_path, cache=False)
    llm.generate('q'); llm.generate('q')
    assert server.n_requests == 2 and llm.cache is None

def test_batch_concurrency_limit(tmp_path):
    def slow_reply(prompt, i, body): time.sleep(0.25); return prompt.upper()
    with LoopbackOpenAI(reply=slow_reply) as srv:
        llm = OpenAIBackend('m', srv.base_url, cache=False, max_concurrency=3, timeout=5)
        t0 = time.time()
        res = llm.generate_batch([f'q{i}' for i in range(9)])
        elapsed = time.time() - t0
        assert [r[0].text for r in res] == [f'Q{i}' for i in range(9)]
        assert srv.max_inflight <= 3 and srv.max_inflight >= 2
        assert elapsed < 9 * 0.25 * 0.75, elapsed      # parallel, not one by one
        assert llm.usage.calls == 9

def test_batch_mixes_cached_and_new_and_duplicates(server, tmp_path):
    llm = backend(server, tmp_path)
    llm.generate('a')
    res = llm.generate_batch(['a', 'b', 'b', 'c'])
    assert [r[0].text.split(': ')[1] for r in res] == ['a', 'b', 'b', 'c']
    assert res[0][0].cached and server.n_requests == 3                # a cached; b once; c once

# ---- logprobs ---------------------------------------------------------------------------------------------------
def test_chat_logprobs(server, tmp_path):
    llm = backend(server, tmp_path)
    lp = llm.next_token_logprobs([{'role': 'user', 'content': 'Is this SQL right? Yes or No'}], candidates=['Yes', 'No', 'Perhaps'])
    body = server.requests[0]['body']
    assert body['logprobs'] is True and body['top_logprobs'] == 20 and body['max_tokens'] == 1
    assert math.isclose(lp['Yes'], math.log(math.exp(-0.105) + math.exp(-4.6)))   # 'Yes' and ' Yes'
    assert math.isclose(lp['No'], -2.303) and lp['Perhaps'] == -math.inf
    p = candidate_probs({k: lp[k] for k in ('Yes', 'No')})
    assert 0.88 < p['Yes'] < 0.92
    assert llm.next_token_logprobs([{'role': 'user', 'content': 'Is this SQL right? Yes or No'}], candidates=['Yes', 'No', 'Perhaps']) == lp
    assert server.n_requests == 1 and llm.usage.cache_hits == 1

def test_completions_logprobs(server, tmp_path):
    llm = backend(server, tmp_path, prompt_mode='completions')
    lp = llm.next_token_logprobs('Verdict:', candidates=['Yes', 'No'], top_k=5)
    assert server.requests[0]['path'] == '/v1/completions' and server.requests[0]['body']['logprobs'] == 5
    assert lp['No'] == pytest.approx(-2.303)

# ---- embeddings -------------------------------------------------------------------------------------------------
def test_embeddings_batched_normalized_cached(server, tmp_path):
    emb = OpenAIEmbedder('embed-model', server.base_url, api_key=KEY, cache=tmp_path/'ecache', batch_size=2, backoff=0.01)
    texts = ['monthly revenue', 'revenue per month', 'singer names', 'monthly revenue', 'stadium capacity']
    E = emb.embed(texts)
    assert E.shape == (5, 64) and E.dtype == np.float32
    assert np.allclose(np.linalg.norm(E, axis=1), 1.0, atol=1e-5)
    assert server.n_requests == 2                                     # 4 unique texts, batches of 2
    assert [len(r['body']['input']) for r in server.requests] == [2, 2]
    assert np.allclose(E[0], E[3])
    S = E @ E.T
    assert S[0, 1] > S[0, 2]
    emb.embed(['singer names'])
    assert server.n_requests == 2 and emb.usage.cache_hits == 1
    server.script(429)
    emb.embed(['a new text'])
    assert server.n_requests == 4 and emb.usage.retries == 1

# ---- secrets ----------------------------------------------------------------------------------------------------
def test_api_key_never_leaks(server, tmp_path, caplog, capsys):
    import logging
    caplog.set_level(logging.DEBUG)
    llm = backend(server, tmp_path)
    emb = OpenAIEmbedder('e', server.base_url, api_key=KEY, cache=tmp_path/'cache')
    server.script(429, 500)                     # retries are logged: the log must not carry the key either
    llm.generate('hello', n=2, temperature=0.5); llm.next_token_logprobs('hello?'); emb.embed(['hello'])
    assert 'retry 1/3' in caplog.text
    server.script('echo_auth')
    with pytest.raises(LLMError) as ei: llm.generate('bad key')
    assert 'HTTP 401' in str(ei.value) and '***' in str(ei.value)
    import traceback
    shown = ''.join(traceback.format_exception(ei.value))
    for text in (str(ei.value), shown, repr(llm), repr(emb), str(llm.usage), caplog.text, capsys.readouterr().out):
        assert KEY not in text
    files = [p for p in (tmp_path/'cache').rglob('*') if p.is_file()]
    assert files
    for p in files: assert KEY.encode() not in p.read_bytes()
    # the key did reach the server, where it belongs
    assert server.n_requests >= 4

# ---- specs ------------------------------------------------------------------------------------------------------
def test_make_llm_specs(server, tmp_path, monkeypatch):
    llm = make_llm(f'openai:{server.base_url}@loopback-model', cache=False)
    assert isinstance(llm, OpenAIBackend) and llm.model == 'loopback-model' and llm.base_url == server.base_url
    assert llm.generate('hi')[0].text.endswith('hi')
    d = make_llm({'kind': 'openai', 'base_url': server.base_url, 'model': 'x', 'timeout': 3, 'cache': False})
    assert d.timeout == 3
    with pytest.raises(LLMSpecError, match="unknown LLM kind 'openia'.*did you mean 'openai'"): make_llm('openia:x')
    with pytest.raises(LLMSpecError, match='needs a model name'):
        monkeypatch.delenv('TEXTSQL_LLM_MODEL', raising=False); make_llm(f'openai:{server.base_url}')
    with pytest.raises(LLMSpecError, match='bad arguments'): make_llm({'kind': 'echo', 'tempreature': 1})
    with pytest.raises(LLMSpecError): make_llm(42)
    emb = make_embedder(f'openai:{server.base_url}@emb', cache=False)
    assert emb.embed(['x']).shape == (1, 64)

def test_plain_python_backend_plugs_in(tmp_path):
    "The hook a template teacher implements: `_generate(prompts, params) -> list[list[str]]`."
    class Upper(LLM):
        kind = 'upper'
        def _generate(self, prompts, params):
            return [[f'{p.upper()}#{i}' for i in params.indices] for p in prompts]
    register_llm_backend('upper-test', lambda rest, spec, **kw: Upper(model=rest or 'v1', **kw), overwrite=True)
    llm = make_llm('upper-test:v2', cache=tmp_path/'c')
    assert [g.text for g in llm.generate('select', n=2)] == ['SELECT#0', 'SELECT#1']
    assert [g.text for g in llm.generate('select', n=3)] == ['SELECT#0', 'SELECT#1', 'SELECT#2']
    assert llm.usage.calls == 2 and llm.usage.cache_hits == 2

@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(asks=st.lists(st.tuples(st.sampled_from(['p', 'q']), st.integers(1, 5), st.sampled_from([None, 3])), min_size=1, max_size=8))
def test_property_samples_independent_and_stable(tmp_path_factory, asks):
    "Whatever order n-sample requests come in: sample i of a prompt never changes, and is generated exactly once."
    made = []
    def fn(prompt, params):
        made.append((prompt, params.indices[0], params.seed))
        return f'{prompt}-{params.indices[0]}-{params.seed}-{len(made)}'
    llm = CallableBackend(fn, name='prop', cache=tmp_path_factory.mktemp('prop'))
    seen = {}
    for prompt, n, seed in asks:
        gens = llm.generate(prompt, n=n, temperature=1.0, seed=seed)
        assert [g.index for g in gens] == list(range(n))
        for g in gens:
            assert seen.setdefault((prompt, g.index, seed), g.text) == g.text
    assert len(made) == len(set(made)) == len(seen)

@pytest.mark.gpu
def test_vllm_backend_tiny_model(tmp_path):
    pytest.importorskip('vllm')
    from textsql_kit.models.tiny import tiny_model
    llm = VLLMBackend(str(tiny_model()), engine_kwargs={'gpu_memory_utilization': 0.2, 'enforce_eager': True}, cache=tmp_path/'c')
    gens = llm.generate([{'role': 'user', 'content': 'How many singers?'}], n=3, temperature=1.0, max_tokens=8, seed=1)
    assert len(gens) == 3 and llm.usage.calls == 1
    assert set(llm.next_token_logprobs('Is it correct?')) == {'Yes', 'No'}

# ---- issue 10: deadlines, empty answers, URL schemes -------------------------------------------------------------
@pytest.mark.parametrize('fault', ['drip', 'drip_headers'])
def test_dripping_server_is_cut_at_the_attempt_deadline(server, tmp_path, fault):
    "One byte every 0.2 s keeps every read alive: before issue 10 a 2 s timeout held the call 122 s."
    server.drip_s = 0.2
    llm = backend(server, tmp_path, timeout=1.0, max_retries=0, cache=False)
    server.script(fault)
    t0 = time.monotonic()
    with pytest.raises(LLMTimeoutError, match=r'attempt deadline.*timeout=1.0s') as ei: llm.generate('slowly')
    assert time.monotonic() - t0 < 1.0 + 1.0, time.monotonic() - t0
    assert 'cannot reach' not in str(ei.value) and server.base_url in str(ei.value)

def test_call_deadline_bounds_the_retries(server, tmp_path):
    server.drip_s = 0.2
    llm = backend(server, tmp_path, timeout=0.6, max_retries=10, call_timeout=1.5, cache=False)
    server.script(*['drip'] * 11)
    t0 = time.monotonic()
    with pytest.raises(LLMTimeoutError, match=r'call deadline call_timeout=1.5s') as ei: llm.generate('slowly')
    assert time.monotonic() - t0 < 1.5 + 1.0
    assert server.n_requests <= 3                                  # 0.6 + 0.6 + what is left of 1.5
    server.clear_faults()

def test_embedder_has_the_deadline_too(server, tmp_path):
    server.drip_s = 0.2
    emb = OpenAIEmbedder('e', server.base_url, cache=False, timeout=0.8, max_retries=0)
    server.script('drip'); t0 = time.monotonic()
    with pytest.raises(LLMTimeoutError, match='attempt deadline'): emb.embed(['x'])
    assert time.monotonic() - t0 < 0.8 + 1.0

@pytest.mark.parametrize('fault,msg', [('null_content', 'content: null'), ('html_type', 'is not JSON'), ('html', 'is not JSON')])
def test_null_content_and_html_are_errors(server, tmp_path, fault, msg):
    llm = backend(server, tmp_path, cache=False)
    server.script(fault)
    with pytest.raises(LLMError, match=msg) as ei: llm.generate('x')
    assert server.base_url in str(ei.value) and server.n_requests == 1      # not retried, not an empty answer

def test_null_content_completions_mode(server, tmp_path):
    llm = backend(server, tmp_path, cache=False, prompt_mode='completions')
    server.script('null_content')
    with pytest.raises(LLMError, match='content: null'): llm.generate('x')

@pytest.mark.parametrize('spec', ['openai:ftp://x/v1@m', 'openai:file:///etc/passwd@m', 'openai:gopher://h/v1', 'openai:FTP://x@m'])
def test_non_http_urls_are_rejected_before_any_request(spec, monkeypatch):
    monkeypatch.delenv('OPENAI_BASE_URL', raising=False)
    with pytest.raises(LLMSpecError, match=r'http:// or https://'): make_llm(spec)
    with pytest.raises(LLMSpecError, match=r'http:// or https://'): make_embedder(spec)
    with pytest.raises(LLMSpecError, match=r'http:// or https://'): OpenAIEmbedder('m', 'ftp://x/v1')
