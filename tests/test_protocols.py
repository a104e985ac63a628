"""Property and adversarial tests for textsql_kit.protocols: every parser is total, renderers always close their tags."""
import json, time
import pytest
from hypothesis import given, settings, strategies as st, HealthCheck
from textsql_kit.core import ExecResult
from textsql_kit.protocols import PROTOCOLS, ParsedAction, parse_think_answer, parse_hermes_turn, parse_mars_turn, parse_completion, parse_tool_call_json, render_tool_response, render_observation, render_tool_call, scan_blocks, HERMES_TAGS, MARS_TAGS, RETHINK_MESSAGE

TAGS = ['<think>', '</think>', '<answer>', '</answer>', '<tool_call>', '</tool_call>', '<tool_response>', '</tool_response>',
        '<sql>', '</sql>', '<SQL>', '<observation>', '</observation>', '<solution>', '</solution>', '{"name": "execute_sql", ',
        '"arguments": {"sql": "SELECT 1"}}', '"arguments": {"sql": "``` ```"}}', '```sql\n', '```', RETHINK_MESSAGE, 'SELECT * FROM t', '\x00', '\ud800', '\n']
tagged_text = st.lists(st.one_of(st.sampled_from(TAGS), st.text(max_size=20)), max_size=30).map(''.join)
any_input = st.one_of(tagged_text, st.text(), st.binary(), st.none(), st.integers(), st.lists(st.text(), max_size=3))
messages = st.lists(st.fixed_dictionaries({'role': st.sampled_from(['assistant', 'tool', 'user', 'system', None]),
                                           'content': st.one_of(tagged_text, st.none(), st.integers())}), max_size=6)

def _no_parser_error(a: ParsedAction):
    assert isinstance(a, ParsedAction) and a.kind in ('tool_call', 'answer', 'invalid')
    assert not (a.reason or '').startswith('parser_error'), a.reason
    if a.kind == 'invalid': assert a.reason
    if a.kind == 'tool_call': assert a.calls and a.sql
    if a.kind == 'answer': assert a.answer

@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(any_input)
def test_turn_parsers_are_total(x):
    for parse in (parse_think_answer, parse_hermes_turn, parse_mars_turn): _no_parser_error(parse(x))

@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.one_of(any_input, messages))
def test_completion_parser_is_total(x):
    for proto in PROTOCOLS:
        pc = parse_completion(x, proto)
        assert pc.turns
        for t in pc.turns: _no_parser_error(t.action)
        if pc.final is not None: assert pc.final.kind == 'answer'
        if pc.format_ok: assert pc.final is not None

@settings(max_examples=200, deadline=None)
@given(st.text(), st.text(max_size=50))
def test_tool_call_json_total(payload, name):
    r = parse_tool_call_json(payload)
    assert isinstance(r, str) or r.arguments['sql']

@given(st.text(max_size=200))
def test_rendered_tool_call_round_trips(sql):
    if not sql.strip(): return
    a = parse_hermes_turn('<think>t</think>' + render_tool_call(sql))
    # a SQL string that itself contains </tool_call> cannot round-trip; everything else must
    if '</tool_call' not in sql.lower() and 'tool_call' not in sql.lower(): assert a.kind == 'tool_call', (sql, a)

cells = st.one_of(st.none(), st.integers(), st.floats(allow_nan=True), st.text(max_size=300), st.binary(max_size=20))
@settings(max_examples=200, deadline=None)
@given(st.lists(st.text(max_size=30), min_size=1, max_size=4), st.lists(st.lists(cells, min_size=4, max_size=4), max_size=80),
       st.integers(200, 5000), st.one_of(st.none(), st.integers(0, 5)), st.booleans())
def test_renderers_close_their_tags(cols, rows, max_chars, turns_left, error):
    res = ExecResult(error='boom </tool_response></observation>') if error else ExecResult(columns=cols, rows=[tuple(r[:len(cols)]) for r in rows])
    tr = render_tool_response(res, max_chars=max_chars)
    assert tr.startswith('<tool_response>') and tr.endswith('</tool_response>') and len(tr) <= max_chars
    blocks, _ = scan_blocks(tr, HERMES_TAGS)
    assert [(b.name, b.closed, b.end) for b in blocks] == [('tool_response', True, len(tr))]
    ob = render_observation(res, turns_left=turns_left, max_chars=max_chars)
    assert ob.startswith('<observation>') and ob.endswith('</observation>') and len(ob) <= max_chars
    blocks, _ = scan_blocks(ob, MARS_TAGS)
    assert [(b.name, b.closed, b.end) for b in blocks] == [('observation', True, len(ob))]
    if turns_left is not None: assert 'turn' in ob.rsplit('\n', 2)[-2]

def test_tool_response_keeps_columns_and_ten_rows():
    res = ExecResult(columns=['name', 'age'], rows=[(f's{i}', i) for i in range(30)])
    body = json.loads(render_tool_response(res).split('\n', 1)[1].rsplit('\n', 1)[0])
    assert body['columns'] == ['name', 'age'] and len(body['rows']) == 10 and body['row_count'] == 30

def test_megabyte_completions_are_fast():
    junk = ['<answer>' * 131_072, '<tool_call>{' * 87_382, 'x' * 1_048_576, '<think>' + 'a' * 1_048_576, '<sql>SELECT 1</sql>' * 55_000]
    t0 = time.perf_counter()
    for j in junk:
        for proto in PROTOCOLS:
            pc = parse_completion(j, proto)
            for t in pc.turns: _no_parser_error(t.action)
    assert time.perf_counter() - t0 < 10

def test_hermes_transcript_turns():
    turn1 = '<think>look</think>' + render_tool_call('SELECT 1')
    obs = render_tool_response(ExecResult(columns=['1'], rows=[(1,)]))
    pc = parse_completion(turn1 + obs + '<think>ok</think><answer>SELECT 1</answer>', 'hermes')
    assert [t.action.kind for t in pc.turns] == ['tool_call', 'answer'] and pc.format_ok and pc.n_tool_calls == 1
    # an unanswered tool call at the end: no final answer, format broken
    pc = parse_completion(turn1, 'hermes')
    assert pc.final is None and not pc.format_ok

from textsql_kit.protocols import env_reply

@settings(max_examples=200, deadline=None)
@given(tagged_text, st.one_of(st.none(), st.integers(0, 5)))
def test_env_reply_is_defined_for_every_turn(text, turns_left):
    res = ExecResult(columns=['a'], rows=[(1,)])
    h = env_reply('hermes', parse_hermes_turn(text), res)
    assert h is None or h == RETHINK_MESSAGE or (h.startswith('<tool_response>') and h.endswith('</tool_response>'))
    m = env_reply('mars', parse_mars_turn(text), res, turns_left=turns_left)
    assert m is None or (m.startswith('<observation>') and m.endswith('</observation>'))

@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.one_of(any_input, messages, st.lists(st.one_of(st.text(max_size=10), st.fixed_dictionaries({'type': st.just('text'), 'text': st.one_of(st.text(max_size=10), st.none())})), max_size=4)))
def test_text_coercion_is_total(x):
    "protocols owns text coercion: `as_text` (any value) and `completion_text` (any TRL completion) never raise and return str."
    from textsql_kit.protocols import as_text, completion_text
    assert isinstance(as_text(x), str) and isinstance(completion_text(x), str)
    assert '\x00' not in completion_text(x)

def test_completion_text_forms():
    from textsql_kit.protocols import as_text, completion_text
    blocks = [{'type': 'text', 'text': '<think>t</think>'}, {'type': 'text', 'text': '<answer>SELECT 1</answer>'}]
    assert completion_text([{'role': 'assistant', 'content': blocks}, {'role': 'tool', 'content': 'r'}, {'role': 'assistant', 'content': 'x'}]) == \
        '<think>t</think><answer>SELECT 1</answer>\nx'
    assert completion_text({'role': 'assistant', 'content': 'y'}) == 'y' and completion_text(b'z\x00') == 'z' and completion_text(None) == ''
    with pytest.raises(TypeError, match='expected a completion string'): as_text(3, strict=True)
