"""textsql_kit.models.tiny: a tiny Qwen3 + trained BPE tokenizer that transformers, TRL and TransformersBackend load by path.

Real builds, real loads, real TRL GRPOTrainer steps on CPU — nothing mocked.
"""
import json, math, os, time
from pathlib import Path
import pytest

from textsql_kit.models.tiny import tiny_model, default_tiny_corpus, train_tokenizer, qwen3_chat_template, SPECIAL_TOKENS, TAG_TOKENS

@pytest.fixture(scope='module')
def model_dir(tmp_path_factory):
    "One tiny model for the module, in a private cache."
    root = tmp_path_factory.mktemp('tiny')
    old = os.environ.get('TEXTSQL_CACHE')
    os.environ['TEXTSQL_CACHE'] = str(root/'cache')
    try: yield tiny_model()
    finally:
        if old is None: os.environ.pop('TEXTSQL_CACHE', None)
        else: os.environ['TEXTSQL_CACHE'] = old

def test_loads_by_path_with_auto_classes(model_dir):
    from transformers import AutoModelForCausalLM, AutoTokenizer
    from trl.chat_template_utils import qwen3_chat_template as trl_qwen3
    tok = AutoTokenizer.from_pretrained(model_dir)
    model = AutoModelForCausalLM.from_pretrained(model_dir)
    assert type(model).__name__ == 'Qwen3ForCausalLM'
    assert model.config.hidden_size == 64 and model.config.num_hidden_layers == 2 and model.config.num_attention_heads == 4
    assert model.config.vocab_size == len(tok) <= 2000
    assert tok.chat_template == trl_qwen3 == qwen3_chat_template()
    assert (tok.eos_token, tok.pad_token) == ('<|im_end|>', '<|endoftext|>')
    assert model.generation_config.eos_token_id == tok.eos_token_id and model.generation_config.pad_token_id == tok.pad_token_id
    for t in SPECIAL_TOKENS + TAG_TOKENS: assert len(tok(t)['input_ids']) == 1, t
    # tags survive skip_special_tokens (TRL decodes completions that way before parsing tool calls); EOS does not
    s = '<think>\nx\n</think>\n\n<tool_call>\n{"name": "execute_sql"}\n</tool_call><|im_end|>'
    assert tok.decode(tok(s)['input_ids'], skip_special_tokens=True) == s.replace('<|im_end|>', '')
    meta = json.loads((model_dir/'tiny_model.json').read_text())
    assert meta['build_s'] < 10, meta                       # the build itself, imports excluded

def test_cached_by_content(model_dir):
    mtime = (model_dir/'model.safetensors').stat().st_mtime_ns
    t0 = time.time(); again = tiny_model(); dt = time.time() - t0
    assert again == model_dir and dt < 0.5 and (model_dir/'model.safetensors').stat().st_mtime_ns == mtime
    other = tiny_model(seed=1)
    assert other != model_dir and other.parent == model_dir.parent
    import torch
    from safetensors.torch import load_file
    a, b = load_file(model_dir/'model.safetensors'), load_file(other/'model.safetensors')
    assert not torch.equal(a['model.layers.0.mlp.up_proj.weight'], b['model.layers.0.mlp.up_proj.weight'])

def test_out_dir_overwrite_and_refusal(tmp_path):
    corpus = default_tiny_corpus(80)
    p = tiny_model(corpus, out_dir=tmp_path/'m', hidden_size=32, num_heads=2)
    assert p == tmp_path/'m' and (p/'config.json').exists()
    assert json.loads((p/'config.json').read_text())['hidden_size'] == 32
    p2 = tiny_model(corpus, out_dir=tmp_path/'m', hidden_size=48, num_heads=2)     # other params: rebuilt in place
    assert json.loads((p2/'config.json').read_text())['hidden_size'] == 48
    (tmp_path/'notes').mkdir(); (tmp_path/'notes'/'todo.txt').write_text('mine')
    with pytest.raises(FileExistsError, match='not a tiny model directory'): tiny_model(corpus, out_dir=tmp_path/'notes')
    assert (tmp_path/'notes'/'todo.txt').read_text() == 'mine'
    assert not [q for q in tmp_path.iterdir() if q.name.startswith('.')]      # no leftover temp dirs

def test_concurrent_builds_of_the_same_model(tmp_path):
    "Two builders racing for one directory: both get a complete model, no temp dirs are left behind."
    from concurrent.futures import ThreadPoolExecutor
    from transformers import AutoModelForCausalLM
    corpus = default_tiny_corpus(60)
    with ThreadPoolExecutor(2) as pool:
        paths = list(pool.map(lambda _: tiny_model(corpus, out_dir=tmp_path/'race', hidden_size=32, num_heads=2), range(2)))
    assert paths == [tmp_path/'race'] * 2
    assert AutoModelForCausalLM.from_pretrained(paths[0]).config.hidden_size == 32
    assert sorted(q.name for q in tmp_path.iterdir()) == ['race']

def test_bad_arguments(tmp_path):
    with pytest.raises(ValueError, match='divisible'): tiny_model(out_dir=tmp_path/'a', hidden_size=66, num_heads=4)
    with pytest.raises(ValueError, match='num_layers must be a positive int'): tiny_model(out_dir=tmp_path/'a', num_layers=0)
    with pytest.raises(TypeError, match='list of strings'): tiny_model('SELECT 1', out_dir=tmp_path/'a')
    with pytest.raises(ValueError, match='non-empty list'): train_tokenizer([])

def test_chat_template_with_tools(model_dir):
    from transformers import AutoTokenizer
    from trl.chat_template_utils import add_response_schema, parse_response, supports_tool_calling, get_training_chat_template
    tok = AutoTokenizer.from_pretrained(model_dir)
    def execute_sql(sql: str) -> str:
        """Run a read-only SQL query.

        Args:
            sql: the query
        """
        return ''
    msgs = [{'role': 'system', 'content': 'You answer with SQL.'}, {'role': 'user', 'content': 'How many singers?'}]
    text = tok.apply_chat_template(msgs, tools=[execute_sql], tokenize=False, add_generation_prompt=True)
    assert text.startswith('<|im_start|>system\nYou answer with SQL.\n\n# Tools') and '"name": "execute_sql"' in text
    assert text.endswith('<|im_start|>assistant\n')
    assert supports_tool_calling(tok) and get_training_chat_template(tok) is not None
    add_response_schema(tok)
    gen = '<tool_call>\n{"name": "execute_sql", "arguments": {"sql": "SELECT count(*) FROM singer"}}\n</tool_call><|im_end|>'
    parsed = parse_response(tok, tok(gen)['input_ids'], prefix=tok(text)['input_ids'])
    assert parsed['tool_calls'] == [{'type': 'function', 'function': {'name': 'execute_sql', 'arguments': {'sql': 'SELECT count(*) FROM singer'}}}]

def test_transformers_backend_on_tiny_model(model_dir, tmp_path):
    import torch
    from textsql_kit.models.llm import TransformersBackend, make_llm, candidate_probs
    llm = make_llm(f'transformers:{model_dir}', cache=tmp_path/'c')
    msgs = [{'role': 'user', 'content': 'How many singers do we have?'}]
    gens = llm.generate(msgs, n=3, temperature=1.0, max_tokens=10, seed=5)
    assert [g.index for g in gens] == [0, 1, 2] and all(1 <= g.completion_tokens <= 10 for g in gens)
    assert all(g.finish_reason in ('stop', 'length') for g in gens) and gens[0].prompt_tokens > 5
    assert len({g.text for g in gens}) >= 2                                  # seeded samples differ from each other
    assert llm.usage.calls == 1 and len(llm.cache) == 3
    assert [g.text for g in llm.generate(msgs, n=3, temperature=1.0, max_tokens=10, seed=5)] == [g.text for g in gens]
    assert llm.usage.calls == 1 and llm.usage.cache_hits == 3
    # stop strings are cut; greedy samples are identical
    g = TransformersBackend(model_dir, cache=False).generate('SELECT', n=2, max_tokens=20)
    assert g[0].text == g[1].text
    # next_token_logprobs equals a hand computation for single-token candidates
    lp = llm.next_token_logprobs(msgs, candidates=['Yes', 'No'])
    tok, model = llm.tokenizer, llm.hf_model
    ids = tok(llm.render(msgs), add_special_tokens=False, return_tensors='pt')['input_ids']
    with torch.no_grad(): logp = torch.log_softmax(model(input_ids=ids).logits[0, -1].float(), -1)
    for c in ('Yes', 'No'):
        variants = {tuple(tok(v, add_special_tokens=False)['input_ids']) for v in (c, ' ' + c)}
        if all(len(v) == 1 for v in variants):
            want = math.log(sum(math.exp(float(logp[v[0]])) for v in variants))
            assert lp[c] == pytest.approx(want, abs=1e-4)
    assert 0 < candidate_probs(lp)['Yes'] < 1
    with pytest.raises(Exception, match='json_mode needs constrained decoding'): llm.generate('x', json_mode=True)

def test_transformers_backend_batches(model_dir):
    from textsql_kit.models.llm import TransformersBackend
    qs = [[{'role': 'user', 'content': q}] for q in ('How many singers?', 'Show every stadium whose capacity is above 5000.',
                                                       'Average age?', 'List concert names by year.', 'Count orders.')]
    b = TransformersBackend(model_dir, cache=False, batch_size=2)
    res = b.generate_batch(qs, n=2, max_tokens=6)
    assert b.usage.calls == 1 and [len(r) for r in res] == [2] * 5                 # one backend call, 3 padded batches inside
    single = TransformersBackend(model_dir, cache=False)
    for q, r in zip(qs, res):
        g = single.generate(q, max_tokens=6)[0]
        assert r[0].text == r[1].text == g.text and r[0].prompt_tokens == g.prompt_tokens
    sampled = b.generate_batch(qs[:2], n=3, temperature=1.0, max_tokens=6)          # unseeded sampling: num_return_sequences
    assert [len(r) for r in sampled] == [3, 3] and [g.index for g in sampled[1]] == [0, 1, 2]

def _grpo(model_dir, tmp_path, **trainer_kw):
    from datasets import Dataset
    from trl import GRPOConfig, GRPOTrainer
    ds = Dataset.from_list([{'prompt': [{'role': 'user', 'content': q}]} for q in
                            ['How many singers?', 'List stadium names.', 'Average age of singers?', 'Count concerts.']])
    def reward_len(completions, **kw):
        texts = [c[-1]['content'] if isinstance(c, list) else c for c in completions]
        return [-abs(len(t) - 20) / 20 for t in texts]
    args = GRPOConfig(output_dir=str(tmp_path/'grpo'), use_cpu=True, max_steps=2, per_device_train_batch_size=4, num_generations=2,
                      max_completion_length=8, learning_rate=1e-3, logging_steps=1, report_to='none', save_strategy='no',
                      seed=0, bf16=False, fp16=False, dataloader_num_workers=0)
    trainer = GRPOTrainer(model=str(model_dir), reward_funcs=reward_len, args=args, train_dataset=ds, **trainer_kw)
    before = {k: v.clone() for k, v in trainer.model.named_parameters()}
    trainer.train()
    moved = any(not (before[k] == v).all() for k, v in trainer.model.named_parameters())
    return trainer, moved

def test_trl_grpo_two_steps_by_path(model_dir, tmp_path):
    t0 = time.time()
    trainer, moved = _grpo(model_dir, tmp_path)
    logs = [h for h in trainer.state.log_history if 'reward' in h]
    assert trainer.state.global_step == 2 and len(logs) == 2 and moved
    assert all(math.isfinite(h['reward']) for h in logs)
    assert time.time() - t0 < 60

def test_trl_grpo_with_tools(model_dir, tmp_path):
    "TRL's tool-calling path (tools=...) accepts the tokenizer: template recognised, response schema added, 2 steps run."
    calls = []
    def execute_sql(sql: str) -> str:
        """Run a read-only SQL query on the database.

        Args:
            sql: the SQL query to run
        """
        calls.append(sql); return 'rows: [(6,)]'
    trainer, moved = _grpo(model_dir, tmp_path, tools=[execute_sql])
    assert trainer.state.global_step == 2 and moved
    tok = trainer.processing_class
    assert getattr(tok, 'response_template', None) is not None or getattr(tok, 'response_schema', None) is not None
