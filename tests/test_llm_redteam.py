"""Red-team regressions of the model layer against real loopback OpenAI-protocol servers: a response cache shared by two
endpoints serving the same model name, and credentials inside a base URL (userinfo, query string) shown in repr, errors, logs."""
import base64, logging, re, sys, traceback
from pathlib import Path
import pytest

sys.path.insert(0, str(Path(__file__).parent))
from loopback_openai import LoopbackOpenAI
from textsql_kit.models.llm import (OpenAIBackend, OpenAIEmbedder, LLMError, LLMSpecError, TransientLLMError, make_llm,
                                    make_embedder, redact_url, endpoint_id)

# ---- 1. the response cache is keyed by the endpoint, not only the model name --------------------------------------
def _answering(word):
    return lambda prompt, i, body: f'{word}: {prompt}'

def test_cache_is_keyed_by_endpoint(tmp_path):
    "Two servers with the same model name and different answers share one cache directory: each keeps its own answers."
    with LoopbackOpenAI(reply=_answering('first')) as a, LoopbackOpenAI(reply=_answering('second'), logprobs={'No': -0.1, 'Yes': -3.0}) as b:
        la = OpenAIBackend('same-model', a.base_url, cache=tmp_path/'c', max_retries=0)
        lb = OpenAIBackend('same-model', b.base_url, cache=tmp_path/'c', max_retries=0)
        assert la.generate('How many singers?')[0].text == 'first: How many singers?'
        got = lb.generate('How many singers?')[0]
        assert got.text == 'second: How many singers?' and not got.cached and b.n_requests == 1
        assert la.next_token_logprobs('ok?')['Yes'] > la.next_token_logprobs('ok?')['No']
        assert lb.next_token_logprobs('ok?')['Yes'] < lb.next_token_logprobs('ok?')['No']      # not the first server's table
        ea = OpenAIEmbedder('same-embed', a.base_url, cache=tmp_path/'c', max_retries=0)
        eb = OpenAIEmbedder('same-embed', b.base_url, cache=tmp_path/'c', max_retries=0)
        ea.embed(['x']); n0 = b.n_requests; eb.embed(['x'])
        assert b.n_requests == n0 + 1                       # the second endpoint is asked, not served the first one's vector
        # the same endpoint spelled differently (trailing slash, credentials) is one cache
        host = a.base_url.replace('http://', 'http://user:pw-123456@') + '/'
        same = OpenAIBackend('same-model', host, cache=tmp_path/'c', max_retries=0)
        n0 = a.n_requests
        assert same.generate('How many singers?')[0].cached and a.n_requests == n0

def test_endpoint_id_normalises_and_drops_credentials():
    assert endpoint_id('HTTP://u:p@Host.Example:80/v1/?api_key=abc&api-version=2') == 'http://host.example/v1?api-version=2'
    assert endpoint_id('https://host:443/v1') == endpoint_id('https://host/v1/') == 'https://host/v1'
    assert endpoint_id('http://host:8000/v1') != endpoint_id('http://host:8001/v1')

# ---- 2. credentials inside a base URL are never shown ---------------------------------------------------------------
PW, QKEY = 'hunter2-PASSWORD-77', 'qs-SECRET-token-99'

def test_redact_url_masks_userinfo_and_secret_query():
    assert redact_url(f'http://alice:{PW}@h:8000/v1') == 'http://***@h:8000/v1'
    assert redact_url(f'https://h/v1?api_key={QKEY}&api-version=2024&token=t0k3n') == 'https://h/v1?api_key=***&api-version=2024&token=***'
    assert redact_url('http://127.0.0.1:8000/v1') == 'http://127.0.0.1:8000/v1'           # nothing to hide: unchanged
    text = f"spec 'openai:http://bob:{PW}@h/v1@m' and https://x/?access_token={QKEY}"
    out = redact_url(text)                                                                  # URLs inside free text too
    assert PW not in out and QKEY not in out and 'h/v1@m' in out

def _no_secret(*texts):
    b64 = base64.b64encode(f'alice:{PW}'.encode()).decode()
    for t in texts:
        for s in (PW, QKEY, b64): assert s not in t, (s, t)

def test_credentials_not_in_repr_or_where():
    llm = OpenAIBackend('m', f'http://alice:{PW}@127.0.0.1:9/v1?api_key={QKEY}', cache=False)
    emb = OpenAIEmbedder('e', f'http://alice:{PW}@127.0.0.1:9/v1?api_key={QKEY}', cache=False)
    _no_secret(repr(llm), llm.where, repr(emb), emb.where)
    assert '***@127.0.0.1:9' in repr(llm) and '***@127.0.0.1:9' in emb.where

def test_credentials_not_in_connection_error(tmp_path, caplog):
    caplog.set_level(logging.DEBUG)
    with socket_port() as port:
        llm = OpenAIBackend('m', f'http://alice:{PW}@127.0.0.1:{port}/v1?api_key={QKEY}', cache=False, timeout=1.0,
                            max_retries=1, backoff=0.01)
        with pytest.raises(TransientLLMError) as ei: llm.generate('x')
    msg = str(ei.value)
    assert 'cannot reach' in msg and f'127.0.0.1:{port}' in msg
    _no_secret(msg, ''.join(traceback.format_exception(ei.value)), caplog.text)

def test_credentials_not_in_http_error_or_logs(tmp_path, caplog):
    "A 401 that echoes the Authorization header (here Basic, from the URL's userinfo) and logged retries show no secret."
    caplog.set_level(logging.DEBUG)
    with LoopbackOpenAI() as srv:
        url = srv.base_url.replace('http://', f'http://alice:{PW}@')
        llm = OpenAIBackend('m', url, api_key='sk-redteam-KEY-123', cache=False, max_retries=2, backoff=0.01)
        srv.script(500)
        assert llm.generate('retry me')[0].text.endswith('retry me')
        assert 'retry 1/2' in caplog.text
        srv.script('echo_auth')
        with pytest.raises(LLMError) as ei: llm.generate('bad auth')
    msg = str(ei.value)
    assert 'HTTP 401' in msg and 'Incorrect API key provided' in msg
    assert re.search(r'(Basic|Bearer) (?!\*\*\*)', msg) is None, msg        # no Authorization header content
    _no_secret(msg, ''.join(traceback.format_exception(ei.value)), caplog.text)
    assert 'sk-redteam-KEY-123' not in msg

def test_credentials_not_in_spec_errors(monkeypatch):
    monkeypatch.delenv('OPENAI_BASE_URL', raising=False)
    for bad in (lambda: make_llm(f'opneai:http://alice:{PW}@h/v1@m'),                     # unknown kind: the spec is shown
                lambda: make_llm(f'openai:ftp://alice:{PW}@h/v1@m'),                      # not http(s)
                lambda: OpenAIBackend('m', f'ftp://alice:{PW}@h/v1?api_key={QKEY}'),
                lambda: make_embedder({'base_url': f'http://alice:{PW}@h/v1', 'model': 'e'})):  # dict without a kind
        with pytest.raises(LLMSpecError) as ei: bad()
        _no_secret(str(ei.value))

class socket_port:
    "A free TCP port on 127.0.0.1 that nothing listens on."
    def __enter__(self):
        import socket
        with socket.socket() as s: s.bind(('127.0.0.1', 0)); return s.getsockname()[1]
    def __exit__(self, *a): pass
