"""MTIR-SQL's speed levers change no reward. A hermes completion is scanned for its tags once: its turns are parsed from
that scan and keep their blocks (`ParsedTurn.blocks`), which the format check (Eq. 6) reads instead of scanning each
turn again. Checked here: on generated completions, well-formed and malformed (unclosed tags, text before <think>,
<think> after the action, rethink messages, several turns, message lists), every turn parses as a fresh scan of its
own text parses it, and the format check equals the rescanning one it replaced; and the rewards on a fixed batch
are the values recorded before the change."""
import hashlib, json, random, sqlite3

import pytest
from hypothesis import given, settings, strategies as st, HealthCheck

from textsql_kit.protocols import (HERMES_TAGS, RETHINK_MESSAGE, parse_completion, parse_hermes_turn, render_tool_call,
                                   render_tool_response, scan_blocks)
from textsql_kit.core import ExecResult
from textsql_kit.rewards.mtir import MTIR_FORMATS, _paper_tolerates, _turn_order, mtir_batch, mtir_format_ok

R = RETHINK_MESSAGE
OBS = render_tool_response(ExecResult(columns=['name'], rows=[('Joe',)]))
OK = lambda x, k: [x] * k                     # the well-formed piece, k times as likely as each defect
PRE = OK('', 16) + ['pre ', R, '\n', '<answer>', '</think>', '<think>']
THINK = OK('<think>t</think>', 6) + ['<think>a\nb</think>\n', '<THINK>x</think>', '<think>' + R + '</think>', '<think>open', '']
CALL = OK(render_tool_call('SELECT name FROM singer'), 6) + ['<tool_call>{"name": "execute_sql", "arguments": {"sql": "SELECT 4"}}</tool_call>',
        '<tool_call>bad</tool_call>', '<tool_call>', '<tool_call>{"name": "other", "arguments": {}}</tool_call>']
ANSWER = OK('<answer>SELECT name FROM singer</answer>', 6) + ['<answer>```sql\nSELECT 2\n```</answer>', '<answer>', '<answer></answer>',
          '<answer>Which year?</answer>']
LATE = OK('', 20) + ['<think>late</think>', ' tail', '<tool_response>x</tool_response>', R, '\x00', '<answer>SELECT 1</answer>']
SEP = OK('\n' + OBS + '\n', 10) + [R, '\n' + R + '\n', '<tool_response>' + R + '</tool_response>', '<tool_response>unclosed', '']


def old_format_ok(pc, format='paper'):
    "The format check before the change: every turn's text scanned again, the rethink message dropped first."
    issues = [x for x in pc.issues if not (format == 'paper' and _paper_tolerates(x))]
    if issues or not pc.turns or pc.final is None: return False
    return not any(_turn_order(t.text.replace(RETHINK_MESSAGE, ''), i == 0, format == 'think_every_turn') for i, t in enumerate(pc.turns))


def completion(rng):
    "A hermes transcript of 1 to 4 turns, each a layout drawn from well-formed and malformed pieces."
    n, out = rng.randint(1, 4), []
    for i in range(n):
        act = rng.choice(ANSWER if i == n - 1 or rng.random() < 0.2 else CALL)
        turn = [rng.choice(PRE), rng.choice(THINK), act]
        turn.insert(rng.randint(1, 3), rng.choice(LATE))     # late <think>, text, stray blocks before or after the action
        out.append(''.join(turn))
        if i < n - 1: out.append(rng.choice(SEP))
    return ''.join(out)


def as_messages(text):
    "The same transcript as TRL's message list (assistant turns, tool replies)."
    msgs = []
    for k, part in enumerate(text.split(OBS)):
        if k: msgs.append({'role': 'tool', 'content': OBS})
        msgs.append({'role': 'assistant', 'content': part})
    return msgs


def check(c):
    pc = parse_completion(c, 'hermes')
    for f in MTIR_FORMATS: assert mtir_format_ok(pc, f) == old_format_ok(pc, f), (f, c)
    for t in pc.turns:
        assert t.blocks == scan_blocks(t.text, HERMES_TAGS)[0], c     # the kept blocks: a fresh scan of the turn's text
        assert t.action == parse_hermes_turn(t.text), c                 # the turn as a parser reading it alone sees it
    return pc


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.randoms(use_true_random=False), st.booleans())
def test_format_check_and_turns_as_rescanned(rng, messages):
    c = completion(rng)
    check(as_messages(c) if messages else c)


def test_corpus_reaches_both_verdicts():
    "The generator covers the cases: well-formed transcripts of several turns and each kind of defect."
    texts = [completion(random.Random(s)) for s in range(600)]
    pcs = [check(c) for c in texts]
    ok = [mtir_format_ok(pc) for pc in pcs]
    assert 50 < sum(ok) < 550, sum(ok)
    assert any(len(pc.turns) > 2 and f for pc, f in zip(pcs, ok))
    assert any('<think>' + R in c for c in texts) and any(c.startswith('pre ') for c in texts)   # a rethink inside a block, text first
    assert any(R in check(as_messages(c)).turns[0].text for c in texts)      # a rethink message the check must drop


# mtir_batch on this batch at commit 9121fa5 (before one scan per transcript), per completion: total, format, execution, result
FIXED = [('<think>a</think>' + render_tool_call('SELECT name FROM singer') + '\n' + OBS + '\n<think>b</think><answer>SELECT name FROM singer WHERE age > 40</answer>'),
         '<think>a</think>' + render_tool_call('SELECT 1') + '\n' + OBS + '\n<answer>SELECT name FROM singer WHERE age > 40</answer>',
         '<answer>SELECT name FROM singer WHERE age > 40</answer><think>t</think>',
         'pre <think>t</think><answer>SELECT name FROM singer WHERE age > 40</answer>',
         '<think>t</think><answer>SELECT name FROM singer WHERE age > 40',
         '<think>t<answer>SELECT name FROM singer WHERE age > 40</answer>',
         '<think>t</think>' + render_tool_call('SELECT 1') + '<think>late</think>\n' + OBS + '\n<answer>SELECT name FROM singer</answer>',
         '<think>hmm</think>\n' + R + '\n<think>ok</think><answer>SELECT name FROM singer WHERE age > 40</answer>',
         '<think>a ' + R + ' b</think><answer>SELECT name FROM singer WHERE age > 40</answer>',
         '<think>t</think><tool_call>bad</tool_call>\n' + OBS + '\n<think>t</think><answer>SELECT name FROM singer WHERE age > 40</answer>',
         '<think>t</think>' + render_tool_call('SELECT 1') + '\n<tool_response>unclosed<answer>SELECT 1</answer>',
         '<think>t</think><answer>SELECT nme FROM singer</answer>', '<think>t</think><answer>DROP TABLE singer</answer>',
         '<think>t</think><answer>Which year?</answer>', '', '<THINK>t</think>\n<answer>```sql\nSELECT name FROM singer WHERE age > 40\n```</answer>\n']
RECORDED = {'paper': [[5.1, 0.1, 2.0, 3.0], [5.1, 0.1, 2.0, 3.0], [4.9, -0.1, 2.0, 3.0], [4.9, -0.1, 2.0, 3.0], [-2.1, -0.1, -2.0, 0.0], [-2.1, -0.1, -2.0, 0.0], [-1.1, -0.1, 2.0, -3.0], [4.9, -0.1, 2.0, 3.0], [4.9, -0.1, 2.0, 3.0], [4.9, -0.1, 2.0, 3.0], [-2.1, -0.1, -2.0, 0.0], [-1.9, 0.1, -2.0, 0.0], [-1.9, 0.1, -2.0, 0.0], [-1.9, 0.1, -2.0, 0.0], [-2.1, -0.1, -2.0, 0.0], [5.1, 0.1, 2.0, 3.0]],
            'think_every_turn': [[5.1, 0.1, 2.0, 3.0], [4.9, -0.1, 2.0, 3.0], [4.9, -0.1, 2.0, 3.0], [4.9, -0.1, 2.0, 3.0], [-2.1, -0.1, -2.0, 0.0], [-2.1, -0.1, -2.0, 0.0], [-1.1, -0.1, 2.0, -3.0], [4.9, -0.1, 2.0, 3.0], [4.9, -0.1, 2.0, 3.0], [4.9, -0.1, 2.0, 3.0], [-2.1, -0.1, -2.0, 0.0], [-1.9, 0.1, -2.0, 0.0], [-1.9, 0.1, -2.0, 0.0], [-1.9, 0.1, -2.0, 0.0], [-2.1, -0.1, -2.0, 0.0], [5.1, 0.1, 2.0, 3.0]]}
DIGEST = 'f56cf1f5d5ca264ee77682c92bf496f703aca9d81a08003714cc00362a64a550'   # `_digest()` at commit 9121fa5


@pytest.fixture(scope='module')
def db(tmp_path_factory):
    p = tmp_path_factory.mktemp('mtir')/'concert.sqlite'
    with sqlite3.connect(p) as con:   # fixture: building the database
        con.executescript("CREATE TABLE singer (singer_id INTEGER PRIMARY KEY, name TEXT, age INTEGER);"
                          "INSERT INTO singer VALUES (1,'Joe',52),(2,'Ann',32),(3,'Bo',41);")
    return str(p)


def test_rewards_as_recorded(db):
    for fmt in MTIR_FORMATS:
        rows = mtir_batch(FIXED, 'SELECT name FROM singer WHERE age > 40', db, format=fmt, executor='inline')
        assert [[r['total'], r['format'], r['execution'], r['result']] for r in rows] == RECORDED[fmt]


def _digest(n=3000):
    "sha256 over a seeded corpus of (format under both readings, final answer, turn kinds and reasons)."
    h = hashlib.sha256()
    for s in range(n):
        pc = parse_completion(completion(random.Random(10_000 + s)), 'hermes')
        row = [mtir_format_ok(pc), mtir_format_ok(pc, 'think_every_turn'), pc.answer, [(t.action.kind, t.action.reason) for t in pc.turns], pc.issues]
        h.update(json.dumps(row).encode())
    return h.hexdigest()


def test_corpus_digest_as_recorded():
    assert _digest() == DIGEST
