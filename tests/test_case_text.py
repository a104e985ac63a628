"""A case study prints what its episode holds, never more than it states: every turn, tool observation, question and
answer is cut to `max_chars` (the case notebooks' `max_text_chars`), so a tool that answered with 50 MB of rows gives a
text file and an output notebook of a few kilobytes, each cut saying how much it left out."""
import json
from pathlib import Path
from textsql_kit.core import Example, Trajectory, Turn, read_jsonl, write_jsonl
from textsql_kit.experiments import case_text, case_row

ROOT = Path(__file__).resolve().parents[1]

def test_a_huge_observation_is_cut(tmp_path):
    big = '<tool_response>' + '1\n' * 2_500_000 + '</tool_response>'      # 5 MB of rows, read back from an episode file
    write_jsonl(tmp_path/'ep.jsonl', [Trajectory('q1', [Turn('<tool_call>{"name": "execute_sql"}</tool_call>', [], [big]), Turn('done')], 'SELECT 1' * 10_000)])
    t = read_jsonl(tmp_path/'ep.jsonl', Trajectory)[0]
    q = Example('q1', 'Which?' * 100_000, 'concert_singer', 'SELECT 1')
    text = case_text(t, q, 'ep.jsonl, line 1', 2000)
    assert len(text) < 10_000, len(text)
    assert f'[... {len(big) - 2000} more characters]' in text and f"[... {len('Which?') * 100_000 - 2000} more characters]" in text
    assert text.count('more characters]') == 3                                  # the observation, the question, the final answer
    assert len(json.dumps(case_row(t, q))) < 2000                              # the case table's row is cut too

def test_the_case_notebooks_print_through_case_text():
    for nb in ('mtir_case_study', 'astra_case_study', 'mars_figure5'):
        cells = json.loads((ROOT/'nbs'/'repro'/f'{nb}.ipynb').read_text())['cells']
        code = '\n'.join(''.join(c['source']) for c in cells if c['cell_type'] == 'code')
        assert 'max_text_chars) ' in code or 'max_text_chars)' in code, nb
        assert 'max_text_chars = 2000  # each printed model turn and tool observation is cut' in code, nb
