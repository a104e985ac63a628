"""Every results table, figure and case study of the four papers has an entry in the reproduction registry
(textsql_kit/data/experiments.yaml): runnable, or pending with what it waits for.

- `RESULT_ARTIFACTS` lists each paper's results (its caption's first words, or its appendix heading, as the extracted
  text has them) and `NOT_RESULTS` the captioned tables and figures that are not results, each with why; together
  they hold every "Table N:" and "Figure N:" caption of the texts, and each result is an artifact of a registry entry;
- a pending entry says what it waits for, is planned and listed as pending and never runs;
- the columns and rows a paper's table has and the kit's tables give no number of their own for (`pending_columns`)
  end every table the experiment writes, the committed ones in paper_figures/ included.

The texts come from $TEXTSQL_PAPERS_DIR, else ../shared/seeds beside the checkout; without them the caption tests skip."""
import csv, json, os, re
from pathlib import Path
import pytest
from textsql_kit import repro
from textsql_kit.repro import load_registry, plan, plan_lines, pending_note, reproduce, reproduce_cli, write_results, aggregate
from textsql_kit.train.paper_setup import paper_setups, paper_text, normalize_text, mismatches

ROOT = Path(__file__).resolve().parents[1]
REG = load_registry()
PAPERS = ('BAR-SQL', 'MTIR-SQL', 'SQL-ASTRA', 'MARS-SQL')
PENDING = [n for n, e in REG.items() if not e.ready]

# label (as a registry `artifact` names it; 'Table 14 / Figure 4' covers both) -> the first words of its caption or heading
RESULT_ARTIFACTS = {
    'BAR-SQL': {
        'Table 1': 'Table 1: Performance comparison across SQL generation tasks',
        'Table 2': 'Table 2: Ablation study of different reward components',
        'Table 3': 'Table 3: Comparison of thinking paradigms across training stages'},
    'MTIR-SQL': {
        'Table 1': 'Table 1: Comprehensive comparison of BIRD Dev',
        'Table 2': 'Table 2: Performance comparison of reasoning paradigms',
        'Table 3': 'Table 3: Robustness Comparison on Spider-DK',
        'Table 4': 'Table 4: Ablation of Reward Components for MTIR-SQL',
        'Table 5': 'Table 5: Comparison of different base LLMs',
        'Table 6': 'Table 6: Efficiency comparison of different NL2SQL methods',
        'Figure 3': 'Figure 3: Comparing the impact of different RL Methods',
        'Figure 4': 'Figure 4: Comparing the impact of different max turns',
        'Figure 5': 'Figure 5: Ablation of Reward Components for MTIR-SQL',
        'App. D.3 case study': 'D.3 CASE STUDY'},
    'SQL-ASTRA': {
        'Table 1': 'Table 1: For Bird and Spider, we consistently use Greedy decoding',
        'Figure 2': 'Figure 2: ATR reward analysis',
        'Figure 3': 'Figure 3: Turn count distribution for models using CSMR',   # the extraction repeats Figure 5's caption; §4.1 says it is the CSMR distribution
        'Figure 4': 'Figure 4: Agentic vs. Single-Turn training speed comparison',
        'Figure 5': 'Figure 5: Turn count distribution for models using CSMR',
        'Table 3': 'Table 3: Model Performance on Turn-n Interactions',
        'Table 4': 'Table 4: Sensitivity Analysis of the Scaling Factor',
        'App. F case study': 'F Case Study'},
    'MARS-SQL': {
        'Table 2': 'Table 2: Main results on the BIRD-dev, Spider-test, and Spider-DK benchmarks',
        'Table 3': 'Table 3: Ablation study on the components of our multi-agent framework',
        'Figure 3': 'Figure 3: Execution accuracy on Bird-dev of models fine-tuned',
        'Figure 4': 'Figure 4: Comparison of different selection strategy',
        'Figure 5': 'Figure 5: Example of interactive process in the generation',
        'Table 8': 'Table 8: Recall and precision statistics after grounding',
        'Table 10': 'Table 10: Ablation study on the maximum number of interaction turns',
        'Table 11': 'Table 11: Impact of',
        'Table 14': 'Table 14: Ablation study of different selection strategies'}}

# captioned tables and figures that are not results: label -> (the first words of its caption, or None where the extraction lost it; why)
NOT_RESULTS = {
    'BAR-SQL': {
        'Figure 1': ('Figure 1: Seed data synthesis pipeline', 'diagram of the method'),
        'Figure 2': ('Figure 2: Overview of the BAR-SQL training pipeline', 'diagram of the method'),
        'Figure 3': ('Figure 3: Composition of the Task-Condition-Aware Hybrid Reward', 'diagram of the reward'),
        'Figure 4': ('Figure 4: Application pipeline of our NL2SQL system', 'diagram of the deployed system'),
        'Table 4': ('Table 4: Examples of Synthesized Training Data', 'examples of training data, not a result (barsql_datacard reports the corpus)'),
        **{f'Figure {i}': (c, 'prompt') for i, c in [
            (5, 'Figure 5: Prompt for Natural-Language Question Generation'), (6, 'Figure 6: Prompt for Multi-Step Inference COT Generation'),
            (7, 'Figure 7: Prompt for Reflection COT Data Synthesis'), (8, None), (9, 'Figure 9: Prompt for Clarification COT Data Synthesis'),
            (10, 'Figure 10: Prompt for Dimension Rejection COT Data Synthesis'), (11, 'Figure 11: Prompt for Metric Rejection COT Data Synthesis'),
            (12, 'Figure 12: Prompt for Follow-up COT Data Synthesis'), (13, 'Figure 13: Prompt for SQL Validation'),
            (14, 'Figure 14: Prompt Template for NL2SQL Model Inference')]}},
    'MTIR-SQL': {
        'Figure 1': ('Figure 1: Overview of the MTIR-SQL framework', 'diagram of the method'),
        'Figure 2': ('Figure 2: Compared to vanilla GRPO', 'diagram of the method')},
    'SQL-ASTRA': {
        'Figure 1': ('Figure 1: The framework of Agentic SQL', 'diagram of the method'),
        'Table 2': ('Table 2: Hyperparameters for RL Training', 'hyperparameters (textsql_kit/data/paper_setups.yaml holds them)')},
    'MARS-SQL': {
        'Table 1': ('Table 1: Feature Comparison of Text-to-SQL Frameworks', 'a checklist of capabilities, nothing measured'),
        'Figure 1': ('Figure 1: Illustration of interactive reasoning process in MARS-SQL', 'an illustration of the method in the introduction (Figure 5 is its worked example)'),
        'Figure 2': ('Figure 2: The three-stage workflow of MARS-SQL', 'diagram of the method'),
        'Table 4': ('Table 4: Hyperparameters for Grounding and Generation Agent RL Training', 'hyperparameters'),
        'Table 5': ('Table 5: Hyperparameters for Validation Agent Dataset Generation', 'hyperparameters'),
        'Table 6': ('Table 6: Hyperparameters for Validation Agent SFT', 'hyperparameters'),
        'Table 7': ('Table 7: The prompt used to guide the agent in the table-level schema linking task', 'prompt'),
        'Table 9': ('Table 9: Prompt example for SQL reasoning', 'prompt'),
        'Table 12': ('Table 12: The prompt used for the Generative Validation Agent', 'prompt'),
        'Table 13': ('Table 13: The prompt used for the Selection Agent', 'prompt')}}

def _papers_dir():
    d = os.environ.get('TEXTSQL_PAPERS_DIR') or str(ROOT.parent/'shared'/'seeds')
    return d if Path(d).is_dir() else None

@pytest.fixture(scope='module')
def texts():
    d = _papers_dir()
    if not d: pytest.skip("no paper texts: set TEXTSQL_PAPERS_DIR to the folder of the four extracted papers")
    return {p: normalize_text(paper_text(p, d)) for p in PAPERS}

def _labels(paper:str) -> set:
    "The labels the registry's entries of `paper` cover: 'Table 14 / Figure 4' is two."
    return {part.strip() for e in REG.values() if e.paper == paper for part in e.artifact.split(' / ')}

@pytest.mark.parametrize('paper', PAPERS)
def test_every_result_of_the_paper_has_an_entry(paper):
    missing = sorted(set(RESULT_ARTIFACTS[paper]) - _labels(paper))
    assert not missing, f"{paper}: no registry entry for {missing}"
    assert not set(RESULT_ARTIFACTS[paper]) & set(NOT_RESULTS[paper])

@pytest.mark.parametrize('paper', PAPERS)
def test_the_captions_are_the_papers(texts, paper):
    "Each listed caption is in the paper's text, and every 'Table N:' or 'Figure N:' caption of the text is listed."
    captions = [*RESULT_ARTIFACTS[paper].values(), *(c for c, _ in NOT_RESULTS[paper].values() if c)]
    absent = [c for c in captions if normalize_text(c) not in texts[paper]]
    assert not absent, f"{paper}: not in its text: {absent}"
    found = {f'{k} {n}' for k, n in re.findall(r'\b(Table|Figure) (\d+):', texts[paper])}
    unlisted = sorted(found - set(RESULT_ARTIFACTS[paper]) - set(NOT_RESULTS[paper]))
    assert not unlisted, f"{paper}: captions neither a result nor listed as not one: {unlisted}"
    assert all(why for _, why in NOT_RESULTS[paper].values())

def test_every_pending_entry_says_what_it_waits_for():
    assert {'barsql_table3'} <= set(PENDING)
    for n in PENDING:
        e = REG[n]
        assert e.notebook is None and len(e.pending.strip()) > 60, (n, e.pending)   # a reason, not a word
        assert not (e.depends or e.depends_at), n   # --only on it would run its upstream for nothing

def test_load_registry_refuses_an_entry_without_notebook_or_reason(tmp_path):
    f = tmp_path/'experiments.yaml'
    f.write_text("- {name: x, paper: MTIR-SQL, artifact: Table 9, title: a table}\n")
    with pytest.raises(ValueError, match="experiment 'x' has no notebook and no `pending`"): load_registry(f)

def test_pending_entries_are_planned_as_pending_and_never_run(tmp_path, capsys):
    assert not set(PENDING) & {e.name for e in plan()}            # a plain run plans the ready ones only
    order = plan(PENDING)
    assert [e.name for e in order] == PENDING
    lines = plan_lines(order, PENDING, 'tiny', tmp_path/'runs', tmp_path/'figs')
    for n in PENDING: assert any(f' {n} ' in l and f'pending: {REG[n].pending}' in l for l in lines), n
    log = []
    runs = reproduce(PENDING, 'tiny', tmp_path/'runs', tmp_path/'figs', log=log.append)
    assert [(r.name, r.status, r.error) for r in runs] == [(n, 'pending', REG[n].pending) for n in PENDING]
    assert not (tmp_path/'runs').exists() or not any((tmp_path/'runs').iterdir())   # nothing ran, not even papermill's folder
    manifest = (tmp_path/'figs'/'MANIFEST.md').read_text()
    for n in PENDING:
        e = REG[n]; assert f'| {n} | {e.paper} | {e.artifact} | pending: {e.pending} | {e.status("tiny")} |' in manifest, n
    assert reproduce_cli(['--list']) == 0
    listed = capsys.readouterr().out.splitlines()
    for n in PENDING: assert 'pending (below)' in next(l for l in listed if l.startswith(n + ' ')) and f'{n} waits for: {REG[n].pending}' in listed, n

def test_pending_columns_reach_a_written_table(tmp_path):
    e = REG['mars_table3']
    assert set(e.pending_columns) == {'Spider test', 'Spider DK'} and all(e.pending_columns.values())
    run = tmp_path/'runs'/e.name/'smoke'
    write_results(run, e.name, {'table3': repro.table_rows([{'configuration': 'MARS-SQL (Full Framework)', 'paper': 77.84, 'ours': 16.67}])}, scale='smoke')
    (run/'done.json').write_text('{}')
    aggregate(tmp_path/'runs', 'smoke', tmp_path/'figs', registry={e.name: e})
    md = (tmp_path/'figs'/'mars_sql'/'mars_table3_table3.md').read_text()
    note = pending_note(e.pending_columns)
    assert all(k in note and v in note for k, v in e.pending_columns.items())
    _, why = repro.comparable_diffs(repro.table_rows([{'paper': 1, 'ours': 0}]), e.status('smoke'))
    assert why and f'| MARS-SQL (Full Framework) | 77.84 | 16.67 | not comparable: stand-in |\n\n{why}\n\n{note}\n\n_scale: smoke' in md   # under the table: why no diff, then the pending columns, then the footer
    assert 'Pending' not in (tmp_path/'figs'/'mars_sql'/'mars_table3_table3.csv').read_text()   # the CSV holds the rows only

def _committed_tables(e) -> list:
    "The committed `.md` tables of experiment `e` (by their title, as `aggregate` writes it)."
    head = f'# {e.paper} {e.artifact} — {e.title} ('
    folder = ROOT/'paper_figures'/repro._slug(e.paper)
    return [p for p in sorted(folder.glob(f'{e.name}_*.md')) if p.read_text(encoding='utf-8').startswith(head)]

def test_committed_tables_carry_their_pending_columns():
    "Each committed table ends with its experiment's pending columns exactly as the writer puts them, and no other table has the line."
    manifest = (ROOT/'paper_figures'/'MANIFEST.md').read_text()
    with_cols = [e for e in REG.values() if e.pending_columns]
    assert {'barsql_table1', 'mtir_table2', 'mtir_table3', 'mtir_table5', 'astra_table1', 'mars_table2', 'mars_table14'} <= {e.name for e in with_cols}
    for e in with_cols:
        if f'| {e.name} | {e.paper} | {e.artifact} | done |' not in manifest: continue
        tables = _committed_tables(e)
        assert tables, e.name
        for p in tables: assert re.search(r'\|\n\n(\*\*[^\n]*\n\n)?' + re.escape(pending_note(e.pending_columns)) + r'\n\n_', p.read_text(encoding='utf-8')), p
    for e in REG.values():
        if e.pending_columns: continue
        for p in _committed_tables(e): assert 'Pending columns' not in p.read_text(encoding='utf-8'), p

def test_committed_tables_show_no_difference_across_incomparable_setups():
    "A committed `diff` (ours - paper) is a number only where the experiment's kind is exact or paper-comparable; elsewhere it names why not."
    seen = 0
    for e in REG.values():
        kind = e.status('smoke').partition(':')[0].strip()
        for p in _committed_tables(e):
            rows = list(csv.DictReader(p.with_suffix('.csv').open(encoding='utf-8', newline='')))
            diffs = [r['diff'] for r in rows if r.get('diff')]
            seen += len(diffs)
            if kind in repro.COMPARABLE_KINDS: continue
            assert all(d == f'not comparable: {kind}' for d in diffs), (p.name, diffs[:3])
            if diffs: assert re.search(r"each (difference|verdict) reads 'not comparable", p.read_text(encoding='utf-8')), p.name   # 'verdict': the one rule's line
    assert seen > 100   # the committed tables do have difference columns

def test_committed_tables_pass_no_verdict_across_incomparable_setups():
    "Every verdict-like column (a rank beside the paper's, a claim's 'holds here', 'within the paper range', a diff) of a committed table whose kind is not comparable names why it holds no verdict."
    seen = set()
    for e in REG.values():
        kind = e.status('smoke').partition(':')[0].strip()
        if kind in repro.COMPARABLE_KINDS: continue
        for p in _committed_tables(e):
            rows = list(csv.DictReader(p.with_suffix('.csv').open(encoding='utf-8', newline='')))
            for c in repro.verdict_columns(rows):
                seen.add(c)
                bad = [r[c] for r in rows if r[c] and not r[c].startswith(repro.REASONS)]
                assert not bad, (p.name, c, bad[:3])
    assert {'diff', 'holds here', 'within the paper range', 'our rank'} <= seen

def test_the_setup_spec_of_a_pending_experiment_adds_no_mismatch():
    "paper_setups.yaml has an entry per registry experiment; a pending one's start is the run the paper made it from, the kit's the same."
    spec = paper_setups()['experiments']
    for n in PENDING:
        s = spec[n]['start']
        assert s['paper']['from'] == s['kit']['fixed'] and s['kit']['fixed'] in REG, n
    assert not [r for r in mismatches(PENDING) if r['experiment'] in PENDING]
