"""One rule for every column that judges ours against the paper, and text copied into tables kept as text.

- a verdict-like column (a difference, a rank, a claim's "holds", "within the paper range", a new one a notebook invents)
  of a table whose kind is not `exact` or `paper-comparable` reads `not comparable: <kind>` where the tables are written
  (`aggregate` -> `_write_table`), the CSV included; a cell that already says why (`not trained: ...`) keeps it;
- a `fitted` experiment (constants chosen to match the paper) is no finding either, and its footer names the constants;
- Markdown and HTML in episode text or in a forged `results.json` (`|`, line breaks, `<script>`, `<img onerror>`) stay
  text in the Markdown tables, every cell cut to `MD_CELL_CHARS`."""
import csv, json, re
from pathlib import Path
import pytest
from textsql_kit import repro
from textsql_kit.repro import Experiment, aggregate, write_results, table_rows, verdict_columns, MD_CELL_CHARS

def _aggregate(tmp_path, exp:Experiment, tables:dict, **prov) -> Path:
    out = tmp_path/'runs'/exp.name/'smoke'
    write_results(out, exp.name, tables, scale='smoke', **prov)
    (out/'done.json').write_text(json.dumps({'seconds': 1.0}))
    aggregate(tmp_path/'runs', 'smoke', tmp_path/'figs', registry={exp.name: exp})
    return tmp_path/'figs'/repro._slug(exp.paper)

STAND_IN = Experiment('planted', 'SQL-ASTRA', 'Table 9', 'a stand-in table', 'planted.ipynb', kind='stand-in', setup='tiny models on the smoke corpus')

def test_a_new_verdict_column_in_a_stand_in_table_is_rewritten(tmp_path):
    "A notebook that invents a verdict column ('agrees with the paper', 'gap to paper', 'our rank') cannot publish its verdict beside a stand-in."
    rows = table_rows([{'row': 'GRPO', 'paper': 62.3, 'ours': 31.2, 'agrees with the paper': 'yes', 'gap to paper': -31.1, 'paper rank': 1, 'our rank': 3,
                        'holds here': True, 'within the paper range': False},
                       {'row': 'idle', 'paper': 60.0, 'ours': 1.0, 'holds here': "not trained: GRPO (its weights equal its starting point's)"}])
    folder = _aggregate(tmp_path, STAND_IN, {'vs_paper': rows})
    got = list(csv.DictReader(open(folder/'planted_vs_paper.csv')))
    for c in ('agrees with the paper', 'gap to paper', 'our rank', 'holds here', 'within the paper range', 'diff'):
        assert got[0][c] == 'not comparable: stand-in', (c, got[0][c])
    assert (got[0]['paper rank'], got[0]['ours'], got[0]['paper']) == ('1', '31.2', '62.3')          # the numbers stay, the paper's rank too
    assert got[1]['holds here'].startswith('not trained: GRPO')                                         # a reason is kept
    md = (folder/'planted_vs_paper.md').read_text()
    assert 'True' not in md and '| yes |' not in md and '-31.1' not in md
    assert "**agrees with the paper**, **gap to paper**, **our rank**, **holds here**, **within the paper range**, **diff**" in md and '(tiny models on the smoke corpus)' in md

def test_the_committed_verdict_words_are_all_caught():
    "The verdict columns the committed tables use are found by the rule; the paper's own columns and our internal comparisons are not."
    rows = [dict.fromkeys(['diff', 'holds here', 'within the paper range', 'our rank', 'paper rank', 'paper says', 'vs parent, points [paired 95% CI]',
                           'ours Δ vs full', 'paper Δ vs full', 'verdict', 'ours_rate', 'weights = cold start'], 1)]
    assert verdict_columns(rows) == ['diff', 'holds here', 'within the paper range', 'our rank']

def test_paper_comparable_keeps_its_verdicts(tmp_path):
    exp = Experiment('real', 'MTIR-SQL', 'Table 9', 'a real table', 'real.ipynb', kind='stand-in', at_scale={'smoke': 'paper-comparable: Qwen3-4B on BIRD'})
    folder = _aggregate(tmp_path, exp, {'claims': [{'claim': 'x', 'paper': 'yes', 'ours': '3 > 1', 'holds here': True, 'our rank': 2}]})
    got = list(csv.DictReader(open(folder/'real_claims.csv')))[0]
    assert (got['holds here'], got['our rank']) == ('True', '2')

def test_a_fitted_figure_names_its_constants_and_claims_no_match(tmp_path):
    exp = Experiment('fig', 'SQL-ASTRA', 'Figure 2', 'a fitted figure', 'fig.ipynb', kind='fitted', setup='M[H,H] = -0.2 chosen to match; the paper states 0')
    assert exp.status('paper') == exp.status('tiny') == 'fitted: M[H,H] = -0.2 chosen to match; the paper states 0'   # deterministic: one answer at every scale
    folder = _aggregate(tmp_path, exp, {'left': table_rows([{'sequence': '[1]', 'paper': 1.0, 'ours': 1.0}])})
    md = (folder/'fig_left.md').read_text()
    assert '| [1] | 1 | 1 | not comparable: fitted |' in md and 'M[H,H] = -0.2 chosen to match; the paper states 0' in md
    assert '`fitted`' in '\n'.join(repro.kind_legend())

EVIL_DB = 'concert_singer\n| 1 | forged row |\n# Injected heading'
EVIL_SQL = 'SELECT name || \' \' || country FROM singer'
EVIL_Q = '<img src=x onerror=alert(1)> and <script>fetch("//x")</script>'

def test_markdown_and_html_from_episodes_stay_text(tmp_path):
    "A `|` in SQL adds no cell, a line break in a db_id no heading or row, and no tag reaches the table; the CSV keeps the text."
    folder = _aggregate(tmp_path, STAND_IN, {'case': [{'database': EVIL_DB, 'sql': EVIL_SQL, 'question': EVIL_Q}]}, note='footer <script>x</script>\n# not a heading')
    md = (folder/'planted_case.md').read_text()
    table = [l for l in md.splitlines() if l.startswith('|')]
    assert len(table) == 3 and all(len(re.findall(r'(?<!\\)\|', l)) == 4 for l in table), table   # header, rule, one row of three cells
    assert not [l for l in md.splitlines() if l.startswith('# Injected') or l.startswith('# not a heading')]
    assert '<script' not in md and '<img' not in md and '&lt;img src=x onerror=alert(1)&gt;' in md
    assert list(csv.DictReader(open(folder/'planted_case.csv')))[0]['database'] == EVIL_DB

def test_a_forged_results_json_is_escaped_and_cut(tmp_path):
    "The table writer treats a results.json it did not write like any other text: escaped, each cell cut to the stated length."
    out = tmp_path/'runs'/'planted'/'smoke'; out.mkdir(parents=True)
    forged = {'experiment': 'planted', 'figures': [], 'files': [], 'library': [],
              'tables': {'t': [{'<b>col|umn</b>': 'x' * (MD_CELL_CHARS + 1000), 'y': '</td><script>alert(1)</script>\n# Fake title'}]},
              'provenance': {'scale': 'smoke', 'commit': 'abc1234', 'date': '2026-12-07', 'model': '<iframe src=//evil>'}}
    # a table name that is no file-name part is refused earlier, by read_results (tests/test_repro_redteam4.py)
    (out/'results.json').write_text(json.dumps(forged)); (out/'done.json').write_text(json.dumps({'seconds': 1.0}))
    aggregate(tmp_path/'runs', 'smoke', tmp_path/'figs', registry={'planted': STAND_IN})
    md = next((tmp_path/'figs'/'sql_astra').glob('planted_t*.md')).read_text()
    assert '<' not in md and '# Fake title' not in md.splitlines()
    assert '&lt;b&gt;col\\|umn&lt;/b&gt;' in md and f"{'x' * MD_CELL_CHARS} [… 1000 more characters]" in md and 'x' * (MD_CELL_CHARS + 1) not in md
