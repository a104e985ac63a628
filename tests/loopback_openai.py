"""A real OpenAI-compatible HTTP server on 127.0.0.1 for offline tests and notebook demos.

It speaks the parts of the protocol the kit uses — `POST /v1/chat/completions` (with `n`, `logprobs`/`top_logprobs`,
`response_format`), `POST /v1/completions` (with `logprobs`), `POST /v1/embeddings`, `GET /v1/models` — over real
sockets (`http.server.ThreadingHTTPServer` in a daemon thread, on a free port), counts every request, and can be
scripted to fail: `server.script(429, 500, 'hang', 'malformed', 401)` makes the next requests answer with those
faults, in order, before answering normally again.

    with LoopbackOpenAI() as srv:
        client = openai.OpenAI(base_url=srv.base_url, api_key='sk-test')
        ...
        srv.n_requests

Fault modes: an int status code (429 and 503 carry `Retry-After: 0`; `(429, 0.3)` sends `Retry-After: 0.3`), `'hang'` (accept the request, send nothing
for `hang_s` seconds or until `stop()`), `'malformed'` (200 with a body that is not JSON), `'html'` (200 with an
HTML page), `'wrong_shape'` (200 with JSON that is not a completion), `'echo_auth'` (401 whose
error message repeats the Authorization header — a server that leaks keys into errors), `'drop'` (close the socket
without answering), `'drip'` (a normal answer sent one byte every `drip_s` seconds: every read succeeds, so a
per-read timeout never fires), `'drip_headers'` (the status line and headers dripped the same way), `'null_content'`
(200 whose message has `content: null`), `'html_type'` (the normal JSON answer labelled `Content-Type: text/html`).
"""
from __future__ import annotations
import hashlib, json, math, re, threading, time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

__all__ = ['LoopbackOpenAI', 'hash_embedding']

def hash_embedding(text: str, dim: int = 64) -> list:
    "A deterministic, L2-normalised bag-of-character-trigrams vector: similar strings get similar vectors."
    v = [0.0] * dim
    t = f"  {text.lower()}  "
    for i in range(len(t) - 2):
        h = int.from_bytes(hashlib.md5(t[i:i+3].encode()).digest()[:4], 'little')
        v[h % dim] += 1.0 if (h >> 31) & 1 else -1.0
    n = math.sqrt(sum(x * x for x in v)) or 1.0
    return [x / n for x in v]

def _last_user_text(messages) -> str:
    for m in reversed(messages or []):
        if m.get('role') == 'user':
            c = m.get('content')
            return c if isinstance(c, str) else ' '.join(p.get('text', '') for p in c or [] if isinstance(p, dict))
    return ''

def default_reply(prompt: str, index: int, body: dict) -> str:
    "The default answer: echoes the prompt, tagged with the sample index and the seed (so n samples differ)."
    if (body.get('response_format') or {}).get('type') == 'json_object':
        return json.dumps({'echo': prompt, 'index': index})
    return f"echo[{index}|seed={body.get('seed')}]: {prompt}"

class LoopbackOpenAI:
    "An OpenAI-compatible server on 127.0.0.1 with request counting, scripted faults and a request budget."
    def __init__(self,
                 reply=default_reply,          # fn(prompt_text, sample_index, request_body) -> completion text
                 logprobs: dict|None = None,   # next-token table {token: logprob} for logprobs requests
                 model: str = 'loopback-model',# the model name /v1/models lists
                 max_requests: int = 1000,     # request budget: after it every request gets 503 (a runaway loop ends)
                 hang_s: float = 30.0,         # how long a 'hang' fault holds the connection open
                 drip_s: float = 0.5,          # pause between the bytes of a 'drip' answer
                 embed_dim: int = 64,          # embedding size of /v1/embeddings
                 host: str = '127.0.0.1', port: int = 0):
        self.reply, self.model, self.max_requests, self.hang_s, self.embed_dim = reply, model, max_requests, hang_s, embed_dim
        self.drip_s = drip_s
        self.logprobs = logprobs if logprobs is not None else {'Yes': -0.105, 'No': -2.303, ' Yes': -4.6, 'Maybe': -6.0}
        self.host, self.port = host, port
        self.requests, self._faults = [], []
        self.inflight = self.max_inflight = 0      # concurrent POSTs now / at most so far (concurrency-limit tests)
        self._lock, self._stop = threading.Lock(), threading.Event()
        self._httpd = self._thread = None

    # ---- lifecycle
    def start(self):
        "Bind a free port on 127.0.0.1 and serve in a daemon thread; returns self."
        if self._httpd is not None: return self
        srv = self
        class Handler(_Handler): server_ref = srv
        self._stop.clear()
        self._httpd = _Server((self.host, self.port), Handler)
        self._httpd.daemon_threads = True
        self.port = self._httpd.server_address[1]
        self._thread = threading.Thread(target=self._httpd.serve_forever, kwargs={'poll_interval': 0.05}, daemon=True)
        self._thread.start()
        return self

    def stop(self):
        "Release hanging handlers, stop serving and close the socket."
        self._stop.set()
        if self._httpd is not None:
            self._httpd.shutdown(); self._httpd.server_close()
            self._thread.join(5)
        self._httpd = self._thread = None

    def __enter__(self): return self.start()
    def __exit__(self, *exc): self.stop()
    def __repr__(self): return f"LoopbackOpenAI({self.base_url}, {self.n_requests} requests)"

    @property
    def base_url(self) -> str: return f"http://{self.host}:{self.port}/v1"
    @property
    def n_requests(self) -> int:
        with self._lock: return len(self.requests)
    def paths(self) -> list: "Paths of the requests served so far." ; return [r['path'] for r in self.requests]

    def script(self, *faults):
        "Queue faults for the next requests (one each, in order): int status, 'hang', 'malformed', 'echo_auth', 'drop', 'drip', 'ok', ..."
        with self._lock: self._faults.extend(faults)
        return self

    def clear_faults(self):
        "Drop the queued faults that were not used."
        with self._lock: self._faults.clear()
        return self

    def reset(self):
        "Forget recorded requests and queued faults."
        with self._lock: self.requests.clear(); self._faults.clear(); self.max_inflight = 0

    # ---- protocol
    def _next_fault(self):
        with self._lock: return self._faults.pop(0) if self._faults else 'ok'

    def _prompt_text(self, path, body):
        if path.endswith('/chat/completions'): return _last_user_text(body.get('messages'))
        p = body.get('prompt', '')
        return p if isinstance(p, str) else ' '.join(map(str, p))

    def _top(self, k):
        items = sorted(self.logprobs.items(), key=lambda kv: -kv[1])[:max(1, k)]
        return items

    def _answer(self, path, body):
        "The JSON body of a normal answer for `path`."
        model = body.get('model', self.model)
        created = int(time.time())
        if path.endswith('/embeddings'):
            inp = body.get('input', [])
            inp = [inp] if isinstance(inp, str) else inp
            data = [{'object': 'embedding', 'index': i, 'embedding': hash_embedding(str(t), self.embed_dim)} for i, t in enumerate(inp)]
            ntok = sum(len(str(t).split()) for t in inp)
            return {'object': 'list', 'data': data, 'model': model, 'usage': {'prompt_tokens': ntok, 'total_tokens': ntok}}
        text = self._prompt_text(path, body)
        n = int(body.get('n') or 1)
        ptok = len(text.split()) + 1
        choices, ctok = [], 0
        for i in range(n):
            if path.endswith('/chat/completions') and body.get('logprobs'):
                top = self._top(int(body.get('top_logprobs') or 1))
                content = top[0][0]
                lp = {'content': [{'token': content, 'logprob': top[0][1], 'bytes': list(content.encode()),
                                   'top_logprobs': [{'token': t, 'logprob': l, 'bytes': list(t.encode())} for t, l in top]}]}
            elif path.endswith('/completions') and body.get('logprobs') is not None:
                top = self._top(int(body.get('logprobs') or 1))
                content = top[0][0]
                lp = {'tokens': [content], 'token_logprobs': [top[0][1]], 'top_logprobs': [dict(top)], 'text_offset': [0]}
            else:
                content, lp = self.reply(text, i, body), None
            max_tokens = body.get('max_tokens') or body.get('max_completion_tokens')
            words = content.split(' ')
            finish = 'stop'
            if max_tokens and len(words) > max_tokens: content, finish = ' '.join(words[:max_tokens]), 'length'
            for s in ([body['stop']] if isinstance(body.get('stop'), str) else body.get('stop') or []):
                if s in content: content, finish = content[:content.index(s)], 'stop'
            ctok += len(content.split())
            if path.endswith('/chat/completions'):
                choices.append({'index': i, 'message': {'role': 'assistant', 'content': content}, 'logprobs': lp, 'finish_reason': finish})
            else:
                choices.append({'index': i, 'text': content, 'logprobs': lp, 'finish_reason': finish})
        obj = 'chat.completion' if path.endswith('/chat/completions') else 'text_completion'
        return {'id': f'loopback-{created}-{self.n_requests}', 'object': obj, 'created': created, 'model': model,
                'choices': choices, 'usage': {'prompt_tokens': ptok, 'completion_tokens': ctok, 'total_tokens': ptok + ctok}}


class _Server(ThreadingHTTPServer):
    def handle_error(self, request, client_address):
        "A client that gave up (its deadline passed) and closed the socket is normal here; anything else is printed."
        import sys
        if not isinstance(sys.exc_info()[1], (ConnectionError, TimeoutError)): super().handle_error(request, client_address)


class _Handler(BaseHTTPRequestHandler):
    server_ref: LoopbackOpenAI = None
    protocol_version = 'HTTP/1.1'
    def log_message(self, *a): pass   # quiet

    def _send(self, status, payload, headers=(), content_type='application/json'):
        raw = payload if isinstance(payload, bytes) else json.dumps(payload).encode()
        self.send_response(status)
        self.send_header('Content-Type', content_type)
        self.send_header('Content-Length', str(len(raw)))
        for k, v in headers: self.send_header(k, v)
        self.end_headers()
        try: self.wfile.write(raw); self.wfile.flush()
        except (BrokenPipeError, ConnectionResetError): pass

    def _drip(self, payload, headers_too:bool):
        "Send a 200 answer one byte every `drip_s` seconds (the body only, or the status line and headers too)."
        srv, raw = self.server_ref, json.dumps(payload).encode()
        head = (f'HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: {len(raw)}\r\n\r\n').encode()
        self.close_connection = True
        try:
            if not headers_too: self.wfile.write(head); self.wfile.flush()
            for b in (head + raw if headers_too else raw):
                if srv._stop.wait(srv.drip_s): return
                self.wfile.write(bytes([b])); self.wfile.flush()
        except (BrokenPipeError, ConnectionResetError, OSError): pass

    def _record(self, body):
        srv = self.server_ref
        # the Authorization header is deliberately not recorded: tests assert keys never travel further than the socket
        with srv._lock:
            srv.requests.append({'method': self.command, 'path': self.path, 'body': body, 'time': time.time()})
            return len(srv.requests)

    def do_GET(self):
        srv = self.server_ref
        k = self._record(None)
        if k > srv.max_requests: return self._send(503, {'error': {'message': 'loopback request budget exhausted', 'type': 'budget'}})
        if self.path.rstrip('/').endswith('/models'):
            return self._send(200, {'object': 'list', 'data': [{'id': srv.model, 'object': 'model', 'owned_by': 'loopback'}]})
        self._send(404, {'error': {'message': f'no route {self.path}', 'type': 'not_found'}})

    def do_POST(self):
        srv = self.server_ref
        with srv._lock: srv.inflight += 1; srv.max_inflight = max(srv.max_inflight, srv.inflight)
        try: self._post()
        finally:
            with srv._lock: srv.inflight -= 1

    def _post(self):
        srv = self.server_ref
        n = int(self.headers.get('Content-Length') or 0)
        raw = self.rfile.read(n) if n else b''
        try: body = json.loads(raw or b'{}')
        except json.JSONDecodeError: body = None
        k = self._record(body)
        if k > srv.max_requests: return self._send(503, {'error': {'message': 'loopback request budget exhausted', 'type': 'budget'}})
        if body is None: return self._send(400, {'error': {'message': 'request body is not JSON', 'type': 'invalid_request_error'}})
        route = re.sub(r'/+$', '', self.path)
        if not route.endswith(('/chat/completions', '/completions', '/embeddings')):
            return self._send(404, {'error': {'message': f'no route {self.path}', 'type': 'not_found'}})
        fault = srv._next_fault()
        if fault == 'hang':
            srv._stop.wait(srv.hang_s)
            self.close_connection = True
            return
        if fault == 'drop':
            self.close_connection = True
            try: self.connection.shutdown(2)
            except OSError: pass
            return
        if fault == 'malformed':
            return self._send(200, b'{"id": "x", "choices": [ {"message": oops this is not json')
        if fault == 'html':            # a proxy's error page with status 200
            return self._send(200, b'<html><body>Gateway says hello</body></html>', content_type='text/html')
        if fault == 'html_type':       # a completion, labelled as an HTML page
            return self._send(200, srv._answer(route, body), content_type='text/html; charset=utf-8')
        if fault == 'null_content':    # a chat completion whose message has no content
            ans = srv._answer(route, body)
            for c in ans.get('choices', []):
                if 'message' in c: c['message']['content'] = None
                else: c['text'] = None
            return self._send(200, ans)
        if fault in ('drip', 'drip_headers'): return self._drip(srv._answer(route, body), fault == 'drip_headers')
        if fault == 'wrong_shape':     # valid JSON, not a completion
            return self._send(200, {'result': 'ok'})
        if fault == 'echo_auth':
            return self._send(401, {'error': {'message': f"Incorrect API key provided: {self.headers.get('Authorization')}", 'type': 'invalid_api_key'}})
        retry_after = '0'
        if isinstance(fault, tuple): fault, retry_after = fault[0], str(fault[1])   # (429, 0.3): ask for a 0.3 s pause
        if isinstance(fault, int) and fault != 200:
            hdrs = [('Retry-After', retry_after)] if fault in (429, 503) else []
            return self._send(fault, {'error': {'message': f'scripted HTTP {fault}', 'type': 'scripted', 'code': fault}}, hdrs)
        self._send(200, srv._answer(route, body))
