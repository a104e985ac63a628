"""Issue 10, item 2: no hostile completion stalls a parser or a reward.

Every function that reads model text is linear in it: the named cases are the inputs that were polynomial before
(a cubic code-fence regex, adjacent `\\s*` in the tag regex, per-turn rescans), the property tests build megabyte
texts from random mixtures of tag fragments. Timings are CPU seconds of the calling thread (`time.thread_time`: the
test machine is shared, and `process_time` also counted the pytest process's other threads -- a near-cap `s_ast` once
read 1.01 s that way under load, where it takes 0.29 s) with generous bounds — the budget itself (0.2 s per megabyte) is measured by `textsql-kit bench parse`.
"""
import re, sqlite3, time

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from textsql_kit import protocols as P
from textsql_kit.rewards import tchr
from textsql_kit.rewards.bench import hostile_texts, text_functions, run_parse_bench, bench_parse_cli, PARSE_BUDGET_S
from textsql_kit.synth.teacher import extract_answer as teacher_answer, extract_think, tag_spans
from textsql_kit.synth.mutations import clean_reasoning

BOUND_S = 2.0          # CPU seconds for 1 MB: 10x the budget (linear code takes ~0.1 s; the old quadratic code took minutes)

@pytest.fixture(scope='module')
def db(tmp_path_factory):
    p = tmp_path_factory.mktemp('stalls')/'t.sqlite'
    with sqlite3.connect(p) as con: con.executescript("CREATE TABLE t(a INT, b TEXT); INSERT INTO t VALUES (1,'x'),(2,'y');")
    return str(p)

@pytest.fixture(scope='module')
def fns(db): return text_functions(db)

def cpu(f, *a):
    c = time.thread_time(); f(*a); return time.thread_time() - c

# ---- the cases of the issue ---------------------------------------------------------------------------------------
def test_fence_stripper_is_linear():
    "2,000 backticks cost 13-14 s and 4,003 characters 149 s with the old regex."
    for s in ['`' * 2_000 + 'x', '``\n' + '`' * 4_000 + 'x', '`' * 1_000_000 + 'x', '`` ' * 300_000]:
        assert cpu(P.strip_code_fence, s) < 0.5 and cpu(P.code_of, s) < 0.5

def test_tchr_on_20000_think_tags(db):
    "16.8 s before issue 10."
    assert cpu(lambda: tchr.tchr_reward('<think>' * 20_000, 'SELECT a FROM t', db_path=db, executor='inline')) < 1.0

@pytest.mark.parametrize('n', [16_000, 1_000_000])
def test_answer_lt_spaces(fns, n):
    "`<answer><` + 16,000 spaces: 9.6 s in tchr_reward, 11.4 s in mtir before issue 10."
    text = '<answer><' + ' ' * n
    for name in ('tchr_reward', 'mtir_reward', 'parse_completion[hermes]', 'final_sql'):
        assert cpu(fns[name], text) < BOUND_S, name

@pytest.mark.parametrize('case', sorted(hostile_texts(10)))
def test_every_function_on_a_megabyte(fns, case):
    text = hostile_texts(1_000_000)[case]
    slow = {name: round(t, 2) for name, f in fns.items() if (t := cpu(f, text)) > BOUND_S}
    assert not slow, slow

def test_synth_parsers_are_linear():
    for text in ['<answer>' * 125_000, '<think>' * 140_000, '\n' * 1_000_000, ' \n' * 500_000 + 'x', '[Conclusion]' * 80_000]:
        assert cpu(teacher_answer, text) + cpu(extract_think, text) + cpu(clean_reasoning, text) < BOUND_S

# ---- property tests: random mixtures of fragments, a megabyte long ------------------------------------------------
FRAGMENTS = ['<think>', '</think>', '<answer>', '</answer>', '<tool_call>', '</tool_call>', '<tool_response>', '</tool_response>',
             '<sql>', '</sql>', '<solution>', '</solution>', '<observation>', '< ', '</ ', ' ', '\n', '`', '```', '``sql\n', '<',
             '{', '[', '"', 'SELECT ', 'a,', '(', P.RETHINK_MESSAGE, '[Conclusion]', '\x00', '\ud800']

@settings(max_examples=25, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.lists(st.sampled_from(FRAGMENTS), min_size=1, max_size=12))
def test_property_megabyte_mixtures_are_fast(fns, unit):
    unit = ''.join(unit)
    text = unit * (1_000_000 // len(unit) + 1)
    for name in ('parse_completion[hermes]', 'parse_completion[mars]', 'parse_think_answer', 'final_sql', 'tchr.format_reward',
                 'tchr.answer_kind', 'code_of', 'strip_code_fence'):
        assert cpu(fns[name], text) < BOUND_S, (name, unit[:60])
    assert cpu(teacher_answer, text) + cpu(clean_reasoning, text) < BOUND_S

@settings(max_examples=60, deadline=None)
@given(st.text(alphabet=st.sampled_from(list('`sql \n\tSELECT1x')), max_size=40))
def test_property_fence_stripper_agrees_with_the_regex_on_proper_fences(body):
    "On text that is a proper fence (language line, code, closing fence) the linear stripper returns what the old regex did."
    s = f"```sql\n{body.strip('`')}\n```"
    old = re.match(r'^`{2,}[ \t]*([A-Za-z0-9_+-]*)[ \t]*\n?(.*?)\n?[ \t]*`{2,}$', s.strip(), re.DOTALL)
    if old and '`' not in body: assert P.strip_code_fence(s) == old.group(2).strip()

@settings(max_examples=60, deadline=None)
@given(st.lists(st.sampled_from(['<answer>', '</answer>', 'a', ' ']), max_size=30))
def test_property_tag_spans_agree_with_findall(parts):
    t = ''.join(parts)
    assert tag_spans(t, '<answer>', '</answer>') == re.findall(r'<answer>(.*?)</answer>', t, re.S)

# ---- the documented caps ------------------------------------------------------------------------------------------
def test_sql_parsing_is_capped():
    "sqlglot, S_ast and EXPLAIN see only answers up to MAX_PARSE_CHARS; longer ones are natural language."
    assert tchr.MAX_PARSE_CHARS == 4_000
    long_sql = 'SELECT ' + 'a,' * 5_000 + '1 FROM t'
    assert tchr.answer_kind(f'<think>t</think><answer>{long_sql}</answer>') == 'nl'
    assert tchr.s_ast(long_sql, 'SELECT a FROM t') == 0.0
    assert cpu(tchr.s_ast, 'SELECT ' + 'a,' * 1_990 + '1 FROM t', 'SELECT a FROM t') < 1.0   # just under the cap

def test_tchr_defaults_to_the_pool():
    "Issue 10 item 1: the one-completion TCHR no longer runs model SQL in the trainer's process by default."
    import inspect
    assert inspect.signature(tchr.tchr_reward).parameters['executor'].default is None

def test_tchr_reward_runs_on_the_pool(db, monkeypatch):
    seen = []
    import textsql_kit.rewards.tchr as T
    real = T.execute_jobs
    monkeypatch.setattr(T, 'execute_jobs', lambda jobs, executor, **kw: seen.append(executor) or real(jobs, executor, **kw))
    r = T.tchr_reward('<think>t</think><answer>SELECT a FROM t WHERE a = 1</answer>', 'SELECT a FROM t', db_path=db, embedder=object())
    assert seen == [None] and r['gram'] == 1.0

# ---- the benchmark ------------------------------------------------------------------------------------------------
def test_bench_parse_report(db):
    r = run_parse_bench(20_000, db=db)
    assert set(r['seconds']) == set(hostile_texts(10)) and r['budget_s'] == PARSE_BUDGET_S
    assert r['max_s'] < 1.0, r['max_at']

def test_bench_parse_cli(tmp_path, capsys):
    assert bench_parse_cli(['--chars', '5000', '--json', str(tmp_path/'p.json'), '--check']) == 0
    out = capsys.readouterr().out
    assert 'backticks' in out and 'slowest call' in out and (tmp_path/'p.json').is_file()
