"""The engine adapters (textsql_kit.agent.adapters) against the installed TRL 1.16 with the tiny model on the CPU
(GRPOTrainer, 2 steps, both paths: environment_factory and rollout_func), masks checked token by token, the chat
template checked prefix-preserving; SkyRL-Gym and verl adapters against small local classes with their interfaces."""
import asyncio, json, os, sqlite3
import pytest
from textsql_kit.core import Example
from textsql_kit.protocols import render_tool_call, render_mars_sql, render_solution
from textsql_kit.agent.env import SQLEnv, build_prompt, reset_many
from textsql_kit.agent.adapters import (SQLToolEnv, sql_tool_env, make_tag_rollout_func, tag_dataset_rows, env_reward, splice_episodes,
                                        SkyRLSQLEnv, VerlSQLAgentLoop, example_from_row)

os.environ.setdefault('TRL_EXPERIMENTAL_SILENCE', '1')
QS = [('How many singers are there?', 'SELECT count(*) FROM singer'), ('Names of French singers?', "SELECT name FROM singer WHERE country = 'France'")]

@pytest.fixture(scope='module')
def exs(tmp_path_factory):
    p = tmp_path_factory.mktemp('adb')/'concert.sqlite'
    con = sqlite3.connect(p)
    con.executescript("""CREATE TABLE singer (singer_id INTEGER PRIMARY KEY, name TEXT, country TEXT, age INTEGER);
        INSERT INTO singer VALUES (1,'Joe Sharp','Netherlands',52),(2,'Timbaland','United States',32),(3,'Justin Brown','France',29);""")
    con.commit(); con.close()
    return [Example(f'q{i}', q, 'concert_ad', g, meta={'db_path': str(p)}) for i, (q, g) in enumerate(QS)]

@pytest.fixture(scope='module')
def tiny():
    from textsql_kit.models.tiny import tiny_model
    from transformers import AutoTokenizer
    path = str(tiny_model())
    return path, AutoTokenizer.from_pretrained(path)

def _grpo_args(tmp_path, **kw):
    from trl import GRPOConfig
    return GRPOConfig(output_dir=str(tmp_path), use_cpu=True, max_steps=2, per_device_train_batch_size=2, num_generations=2,
                      max_completion_length=512, logging_steps=1, report_to='none', save_strategy='no', learning_rate=1e-4, **kw)

# ---- rollout_func (tag protocol)
def _scripted_tags(tok, exs, prompt_len):
    turns = {e.question: [render_mars_sql('SELECT name FROM singer', think='look'), render_solution(e.gold, think='done')] for e in exs}
    def gen(batch):
        out = []
        for ids in batch:
            q = next(q for q in turns if tok.encode(q, add_special_tokens=False)[:3] and q in tok.decode(ids))
            k = min(tok.decode(ids[prompt_len(ids):]).count('</observation>'), 1)
            out.append(tok.encode(turns[q][k], add_special_tokens=False))
        return out, turns
    return gen, turns

def _expected_mask(tok, model_turns, observations, eos):
    m, ids = [], []
    for k, t in enumerate(model_turns):
        a = tok.encode(t, add_special_tokens=False); m += [1] * len(a); ids += a
        if k < len(observations): o = tok.encode('\n' + observations[k] + '\n', add_special_tokens=False); m += [0] * len(o); ids += o
    return ids + [eos], m + [1]

def test_rollout_func_masks_token_by_token_in_grpo(exs, tiny, tmp_path):
    from datasets import Dataset
    from trl import GRPOTrainer
    path, tok = tiny
    rows = tag_dataset_rows(exs)
    plens = {}
    for r in rows: plens[tuple(tok.apply_chat_template(r['prompt'], add_generation_prompt=True, tokenize=True, return_dict=False))] = True
    def prompt_len(ids): return max(len(p) for p in plens if tuple(ids[:len(p)]) == p)
    gen, turns = _scripted_tags(tok, exs, prompt_len)
    seen = []
    inner = make_tag_rollout_func(exs, generate=lambda b: gen(b)[0])
    def rollout_func(prompts, trainer):
        out = inner(prompts, trainer); seen.append((prompts, out)); return out
    trainer = GRPOTrainer(model=path, reward_funcs=[env_reward], args=_grpo_args(tmp_path), train_dataset=Dataset.from_list(rows),
                          processing_class=tok, rollout_func=rollout_func)
    trainer.train()
    assert len(seen) >= 2 and all(len(p) == len(o['completion_ids']) for p, o in seen)   # one completion per (repeated) prompt
    for prompts, out in seen:
        assert out['env_reward'] == [1.0] * len(prompts) and out['env_correct'] == [True] * len(prompts)
        for p, ids, mask in zip(prompts, out['completion_ids'], out['env_mask']):
            q = p[-1]['content'].rsplit('Question:', 1)[-1].strip()
            env = SQLEnv('mars'); ex = next(e for e in exs if e.question == q); env.reset(ex)
            obs = env.step(turns[q][0])[0]
            want_ids, want_mask = _expected_mask(tok, turns[q], [obs], tok.eos_token_id)
            assert ids == want_ids and mask == want_mask          # token by token: 0 exactly over the observation
    assert any('rewards/env_reward/mean' in h for h in trainer.state.log_history)

# ---- environment_factory (hermes tool calls through TRL's own loop)
def test_environment_factory_masks_tool_responses_in_grpo(exs, tiny, tmp_path, monkeypatch):
    from datasets import Dataset
    from trl import GRPOTrainer
    path, tok = tiny
    rows = [{'prompt': build_prompt(e, 'astra'), 'question': e.question, 'db_id': e.db_id, 'solution': e.gold, 'db_path': e.meta['db_path']} for e in exs]
    Env = sql_tool_env('astra')
    trainer = GRPOTrainer(model=path, reward_funcs=[lambda completions, **kw: [0.0] * len(completions)], args=_grpo_args(tmp_path),
                          train_dataset=Dataset.from_list(rows), processing_class=tok, environment_factory=Env)
    call = {'k': 0}; captured = []
    sql = 'SELECT name FROM singer'
    tool_ids = tok.encode('<think>\nLook first.\n</think>\n\n<tool_call>\n' + json.dumps({'name': 'execute_sql', 'arguments': {'sql': sql}}) + '\n</tool_call>', add_special_tokens=False) + [tok.eos_token_id]
    answer_ids = tok.encode('<think>\nDone.\n</think>\n\n<answer>SELECT 1</answer>', add_special_tokens=False) + [tok.eos_token_id]
    def scripted(prompt_ids, images, multimodal_fields, num_generations, has_tool_images=False):
        call['k'] += 1
        return [list(tool_ids if call['k'] % 2 == 1 else answer_ids) for _ in prompt_ids], None
    real_generate = trainer._generate
    captured_prompts = []
    def capture(prompts):
        captured_prompts.append([list(p) for p in prompts]); out = real_generate(prompts); captured.append(out); return out
    monkeypatch.setattr(trainer, '_generate_single_turn', scripted)
    monkeypatch.setattr(trainer, '_generate', capture)
    trainer.train()
    assert captured
    for prompt_ids, completion_ids, tool_mask, completions, *_ in captured:
        for ids, mask in zip(completion_ids, tool_mask):
            n1 = len(tool_ids)
            assert ids[:n1] == tool_ids and mask[:n1] == [1] * n1                   # the model's tool call
            k = len(ids) - len(answer_ids)
            assert ids[k:] == answer_ids and mask[k:] == [1] * len(answer_ids)     # the model's answer
            assert mask[n1:k] == [0] * (k - n1) and k > n1                          # everything between: the tool response
            between = tok.decode(ids[n1:k])
            assert '<tool_response>' in between and 'Joe Sharp' in between and '"columns": ["name"]' in between
    prompts, (prompt_ids, completion_ids, _, completions, *_) = captured_prompts[0], captured[0]
    tools = [trainer._env_tools[n] for n in trainer._batch_environments][0] if hasattr(trainer, '_env_tools') else None
    for p, pids, cids, comp in zip(prompts, prompt_ids, completion_ids, completions):   # re-tokenize the whole conversation
        full = tok.apply_chat_template(p + comp, tools=tools, chat_template=trainer.chat_template, tokenize=True, return_dict=False)
        got = list(pids) + list(cids)
        if full[:len(got)] != got:
            i = next(i for i, (a, b) in enumerate(zip(full, got)) if a != b)
            raise AssertionError(f"at {i} (prompt {len(pids)}): full {tok.decode(full[i-40:i+40])!r}\n got {tok.decode(got[i-40:i+40])!r}")
    hist = [h for h in trainer.state.log_history if 'tools/call_frequency' in h]
    assert hist and hist[0]['tools/call_frequency'] == 1.0

def test_tool_schema_and_env_behaviour(exs):
    from transformers.utils import get_json_schema
    Env = sql_tool_env('astra')
    s = get_json_schema(Env().execute_sql)['function']
    assert s['name'] == 'execute_sql' and s['parameters']['properties']['sql']['type'] == 'string' and 'SQLite' in s['description']
    e = Env(); e.reset(question=exs[1].question, db_id=exs[1].db_id, solution=exs[1].gold, db_path=exs[1].meta['db_path'])
    assert json.loads(e.execute_sql(exs[1].gold))['rows'] == [['Justin Brown']]
    assert json.loads(e.execute_sql('SELECT nme FROM singer')) == {'error': 'no such column: nme'}
    assert e.get_reward() == pytest.approx(1.0 - 1.5 - 1e-4)       # ATR over [1, 0]: a regression, and one extra turn
    with pytest.raises(ValueError, match='no db_id'): example_from_row({'question': 'x'})

# ---- the chat template is prefix-preserving across turns
def test_chat_template_is_prefix_preserving(exs, tiny):
    path, tok = tiny
    from trl.chat_template_utils import is_chat_template_prefix_preserving, get_training_chat_template
    tok2 = type(tok).from_pretrained(path); tok2.chat_template = get_training_chat_template(tok)   # what GRPOTrainer switches to for tools
    assert is_chat_template_prefix_preserving(tok2)
    env = SQLEnv('mtir'); msgs = env.reset(exs[0])
    conv = list(msgs)
    # turns in the template's canonical layout (Qwen3 templates re-render a think block as '<think>\\n...\\n</think>\\n\\n')
    for text in ['<think>\nfirst\n</think>\n\n' + render_tool_call('SELECT count(*) FROM singer'), '<think>\nsecond\n</think>\n\n<answer>SELECT count(*) FROM singer</answer>']:
        obs, done, _ = env.step(text)
        conv.append({'role': 'assistant', 'content': text})
        if obs is not None: conv.append({'role': 'user', 'content': obs})
    full = tok.apply_chat_template(conv, tokenize=True, return_dict=False)
    for k in range(1, len(conv)):   # every prefix the model was prompted with is a token prefix of the whole conversation
        if conv[k]['role'] != 'assistant': continue
        prefix = tok.apply_chat_template(conv[:k], add_generation_prompt=True, tokenize=True, return_dict=False)
        assert full[:len(prefix)] == prefix, k
        turn = tok.encode(conv[k]['content'], add_special_tokens=False)
        assert full[len(prefix):len(prefix) + len(turn)] == turn           # the model's turn re-tokenizes to the same ids

# ---- SkyRL-Gym: a local driver with SkyRL's loop
class LocalSkyRLDriver:
    "SkyRL-Gym's generator loop in miniature: init, then step with the model's action until done; observations are chat messages."
    def run(self, env, policy, max_turns=10):
        chat, meta = env.init(None)
        rewards = []
        for _ in range(max_turns):
            action = policy(chat)
            out = env.step(action)
            assert set(out) >= {'observations', 'reward', 'done', 'metadata'} and isinstance(out['observations'], list)
            chat = chat + [{'role': 'assistant', 'content': action}] + out['observations']; rewards.append(out['reward'])
            if out['done']: break
        env.close()
        return chat, rewards

def test_skyrl_adapter(exs):
    e = exs[1]
    env = SkyRLSQLEnv({'preset': 'mars'}, {'question': e.question, 'db_id': e.db_id, 'solution': e.gold, 'db_path': e.meta['db_path']})
    script = iter([render_mars_sql('SELECT nme FROM singer', think='a'), render_mars_sql(e.gold, think='b'), render_solution(e.gold, think='c')])
    chat, rewards = LocalSkyRLDriver().run(env, lambda chat: next(script))
    assert rewards == [0.0, 0.0, 1.0] and 'no such column: nme' in chat[3]['content'] and env.env.scores == [0.0, 1.0, 1.0]

# ---- verl: a local server manager with verl's async generate(request_id, prompt_ids, sampling_params)
class LocalServerManager:
    def __init__(self, tok, turns): self.tok, self.turns, self.calls, self.params = tok, turns, {}, []
    async def generate(self, request_id, prompt_ids, sampling_params):
        k = self.calls[request_id] = self.calls.get(request_id, -1) + 1; self.params.append(sampling_params)
        return type('TokenOutput', (), {'token_ids': self.tok.encode(self.turns[min(k, len(self.turns) - 1)], add_special_tokens=False), 'log_probs': None})()

def test_verl_adapter(exs, tiny):
    path, tok = tiny
    e = exs[0]
    turns = [render_mars_sql('SELECT count(*) FROM singer', think='a'), render_solution(e.gold, think='b')]
    srv = LocalServerManager(tok, turns)
    loop = VerlSQLAgentLoop(srv, tok, 'mars')
    row = {'question': e.question, 'db_id': e.db_id, 'solution': e.gold, 'db_path': e.meta['db_path']}
    async def main(): return await asyncio.gather(*[loop.run({'temperature': 1.0}, raw_prompt=build_prompt(e, 'mars'), extra_info=row) for _ in range(3)])
    outs = asyncio.run(main())
    for o in outs:
        assert (o.num_turns, o.reward_score) == (2, 1.0) and len(o.response_ids) == len(o.response_mask)
        a = tok.encode(turns[0], add_special_tokens=False)
        assert o.response_ids[:len(a)] == a and o.response_mask[:len(a)] == [1] * len(a)
        zeros = [t for t, m in zip(o.response_ids, o.response_mask) if m == 0]
        assert tok.decode(zeros).strip().startswith('<observation>') and tok.decode(zeros).strip().endswith('</observation>')
    assert srv.params[0]['stop'] == ['</sql>', '</solution>']
