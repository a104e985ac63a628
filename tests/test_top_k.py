"""Top-k reaches every generation backend: MARS-SQL samples its best-of-N candidates at temperature 0.8, top-k 50, top-p 0.7
(App. G, Table 11) and its verifier's training data at temperature 0.7, top-p 0.9, top-k 50 (App. B, Table 5).

- the OpenAI-protocol backend sends `top_k` in the request body (as `vllm serve` accepts it), checked on the kit's
  loopback OpenAI server; an unset top-k sends nothing, and a set one enters the response-cache key;
- vLLM's `SamplingParams` arguments carry it (built without a GPU: the arguments, not the engine);
- transformers samples with it: top-k 1 leaves one token, so a hot sample is the greedy answer;
- a rollout's sampling dict passes it to the policy it drives."""
import sys
from pathlib import Path
import pytest
sys.path.insert(0, str(Path(__file__).resolve().parent))
from loopback_openai import LoopbackOpenAI
from textsql_kit.models.llm import OpenAIBackend, VLLMBackend, TransformersBackend, CallableBackend, make_params
from textsql_kit.agent.rollout import rollout, sampling_params, autosales_examples

@pytest.fixture
def server():
    with LoopbackOpenAI() as s: yield s

def test_http_request_body_carries_top_k(server):
    llm = OpenAIBackend('loopback-model', server.base_url, cache=False, timeout=5.0)
    gens = llm.generate('How many singers?', n=2, temperature=0.8, top_p=0.7, top_k=50, max_tokens=8)
    body = server.requests[-1]['body']
    assert len(gens) == 2 and (body['top_k'], body['top_p'], body['temperature'], body['n']) == (50, 0.7, 0.8, 2)

def test_http_without_top_k_sends_none(server):
    OpenAIBackend('loopback-model', server.base_url, cache=False, timeout=5.0).generate('How many singers?', temperature=0.8, max_tokens=8)
    assert 'top_k' not in server.requests[-1]['body']

def test_http_top_k_joins_the_backend_extra_body(server):
    llm = OpenAIBackend('loopback-model', server.base_url, cache=False, timeout=5.0, extra_body={'repetition_penalty': 1.05})
    llm.generate('How many singers?', temperature=0.7, top_p=0.9, top_k=50, max_tokens=8)
    body = server.requests[-1]['body']
    assert (body['top_k'], body['repetition_penalty']) == (50, 1.05) and llm.extra_body == {'repetition_penalty': 1.05}

def test_http_top_k_is_part_of_the_cache_key(server, tmp_path):
    llm = OpenAIBackend('loopback-model', server.base_url, cache=tmp_path/'cache', timeout=5.0)
    ask = lambda k: llm.generate('How many singers?', temperature=0.8, top_k=k, max_tokens=8)
    ask(50); ask(None); assert server.n_requests == 2      # another top-k is another sample
    ask(50); ask(None); assert server.n_requests == 2      # the same ones come from the cache

def test_vllm_sampling_arguments_carry_top_k():
    vb = VLLMBackend('Qwen/Qwen2.5-Coder-7B-Instruct')
    kw = vb._sampling_kwargs(make_params(temperature=0.7, top_p=0.9, top_k=50), 16, None)
    assert (kw['top_k'], kw['top_p'], kw['temperature'], kw['n']) == (50, 0.9, 0.7, 16)
    assert 'top_k' not in vb._sampling_kwargs(make_params(temperature=0.7), 1, None)   # vLLM's own default

def test_transformers_top_k_one_samples_the_greedy_answer():
    from textsql_kit.models.tiny import tiny_model
    tf = TransformersBackend(tiny_model(), cache=False)
    msgs = [{'role': 'user', 'content': 'How many singers do we have?'}]
    greedy = tf.generate(msgs, max_tokens=8)[0].text
    assert [g.text for g in tf.generate(msgs, n=3, temperature=5.0, top_k=1, max_tokens=8)] == [greedy] * 3
    assert [g.text for g in tf.generate(msgs, n=2, temperature=5.0, top_k=1, max_tokens=8, seed=4)] == [greedy] * 2

@pytest.mark.parametrize('bad', [0, -1, 2.5, True, '50'])
def test_bad_top_k_is_refused_naming_it(bad):
    with pytest.raises(ValueError, match='top_k must be a positive int or None'): make_params(top_k=bad)

def test_rollout_sampling_dict_reaches_the_policy():
    seen = []
    def policy(prompt, params):
        seen.append((params.temperature, params.top_p, params.top_k)); return '<solution>SELECT 1</solution>'
    ex = [e for e in autosales_examples() if e.task_kind == 'sql'][:2]
    sp = sampling_params('mars', temperature=0.8, top_p=0.7, top_k=50)   # MARS-SQL App. G Table 11
    trajs = rollout(ex, CallableBackend(policy, name='top-k probe'), n=2, preset='mars', sampling=sp, executor='inline', progress=False)
    assert len(trajs) == 4 and set(seen) == {(0.8, 0.7, 50)}

def test_rollout_command_takes_top_k(tmp_path):
    from textsql_kit.agent.rollout import _rollout_parser, _rollout_args
    a = _rollout_parser().parse_args(['--model', 'oracle', '--data', 'autosales', '--out', str(tmp_path/'r.jsonl'), '--sampling', 'mars',
                                      '--temperature', '0.8', '--top-p', '0.7', '--top-k', '50', '--limit', '2'])
    assert _rollout_args(a)[2]['sampling'] == {'temperature': 0.8, 'top_p': 0.7, 'top_k': 50}
