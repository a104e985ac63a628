"""The papers' setups (textsql_kit/data/paper_setups.yaml) against the papers' text and against the kit.

- every quote is in its paper's extracted text (whitespace normalized), and every value is inside its own quote;
  values the extraction lost are marked `extraction_lost` and skipped, saying so. The texts come from
  $TEXTSQL_PAPERS_DIR, else ../shared/seeds beside the checkout; without them these tests skip and say why;
- every registry experiment but real_model has an entry, and a malformed file fails in one line naming the culprit;
- one source: every key the paper-scale files set (recipes' paper.yaml with their HYPER_PRESETS entry, params files' `paper:`
  sections) is read by an entry or an unstated item, or is plumbing; a key set anywhere else fails, naming file, key and value;
- each difference the review of the recipes found is a named case: the specification records the paper's value,
  and `mismatches()` lists it today (or the kit already agrees). When the recipes read the specification, the
  cases whose kit value changes flip, one by one;
- the `kit_current` values (read from code above the train floor, or from a notebook's code) match that code."""
import json, os, re
from pathlib import Path
import pytest
import yaml
from textsql_kit.core import ConfigError
from textsql_kit.train.paper_setup import (paper_setups, paper_setup, paper_value, kit_value, kit_start, mismatches, registry_names,
                                           cited_entries, quote_in_text, value_in_quote, paper_text, spec_path, NOT_A_PAPER, coverage, cited_text)

ROOT = Path(__file__).resolve().parents[1]

def _papers_dir():
    d = os.environ.get('TEXTSQL_PAPERS_DIR') or str(ROOT.parent/'shared'/'seeds')
    return d if Path(d).is_dir() else None

PAPERS_DIR = _papers_dir()
CITED = cited_entries()

@pytest.fixture(scope='module')
def texts():
    if not PAPERS_DIR: pytest.skip("no paper texts: set TEXTSQL_PAPERS_DIR to the folder of the four extracted papers")
    return {p: paper_text(p, PAPERS_DIR) for p in paper_setups()['papers']}

@pytest.mark.parametrize('where,paper,entry', CITED, ids=[w for w, _, _ in CITED])
def test_quote_is_in_the_paper_and_holds_the_value(texts, where, paper, entry):
    assert quote_in_text(entry['quote'], texts[paper]), f"{where}: quote not in the {paper} text: {entry['quote']!r}"
    if entry.get('extraction_lost'): pytest.skip(f"{where}: the extracted text lost this value ({entry['note']})")
    if entry.get('value') is None: return   # a start's quote: no value of its own
    assert value_in_quote(entry['value'], entry['quote'], entry.get('stated_as')), f"{where}: {entry['value']!r} is not in its quote {entry['quote']!r}"

def test_the_texts_are_the_cited_ones(tmp_path):
    if not PAPERS_DIR: pytest.skip("no paper texts: set TEXTSQL_PAPERS_DIR")
    f = tmp_path/paper_setups()['papers']['BAR-SQL']['text']['file']
    f.write_text(Path(PAPERS_DIR, f.name).read_text(encoding='utf-8') + ' ')
    with pytest.raises(ValueError, match='sha256 differs'): paper_text('BAR-SQL', tmp_path)

def test_extraction_losses_are_marked_not_invented():
    lost = {w: e for w, _, e in CITED if e.get('extraction_lost')}
    assert set(lost) == {'papers.MTIR-SQL.stages.reward.execution', 'papers.MTIR-SQL.stages.reward.result'}
    assert all(e['value'] is None and e['note'] for e in lost.values())

def test_value_check_is_not_vacuous():
    assert value_in_quote(0.6, 'at temperature $T = 0.6$') and not value_in_quote(0.6, 'at temperature $T = 0.65$')
    assert not value_in_quote(16, 'Table 1 lists 160 rows') and value_in_quote(8958, 'a final set of 8,958 training instances')
    assert value_in_quote([1, 3, 6], 'settings of 1, 3, and 6') and not value_in_quote([1, 3, 6], 'settings of 1 and 3')

def test_every_registry_experiment_but_real_model_has_an_entry():
    names = set(registry_names())
    assert set(paper_setups()['experiments']) == names - set(NOT_A_PAPER)
    assert NOT_A_PAPER == ('real_model',) and 'real_model' in names

def test_every_paper_cites_its_hyperparameters():
    counts = {}
    for w, p, e in CITED:
        if '.stages.' in w and not w.endswith('.conflict'): counts[p] = counts.get(p, 0) + 1
    assert counts.keys() == {'BAR-SQL', 'MTIR-SQL', 'SQL-ASTRA', 'MARS-SQL'} and min(counts.values()) >= 15, counts

def _edited(tmp_path, edit) -> str:
    d = yaml.safe_load(spec_path().read_text(encoding='utf-8')); edit(d)
    f = tmp_path/'paper_setups.yaml'; f.write_text(yaml.safe_dump(d, allow_unicode=True)); return str(f)

@pytest.mark.parametrize('edit,message', [
    (lambda d: d['papers']['MTIR-SQL']['stages']['grpo_filter']['learning_rate'].pop('cite'), "papers.MTIR-SQL.stages.grpo_filter.learning_rate: missing 'cite'"),
    (lambda d: d['papers']['MTIR-SQL']['stages']['grpo_filter']['learning_rate'].update(qoute='x'), "learning_rate: unknown key 'qoute' (did you mean 'quote'?)"),
    (lambda d: d['experiments']['astra_table1'].update(stage=['grpo']), "experiments.astra_table1: unknown key 'stage' (did you mean 'stages'?)"),
    (lambda d: d['experiments'].pop('astra_mj8'), 'no entry for registry experiments astra_mj8'),
    (lambda d: d['experiments'].update(astra_table9=d['experiments']['astra_table4']), "experiments.astra_table9: not an experiment of the registry"),
    (lambda d: d['papers']['SQL-ASTRA']['stages']['grpo']['num_train_epochs'].update(kit='recipe grpo_atr'), "is not reader:argument"),
    (lambda d: d['experiments']['mars_table2']['start']['paper'].update({'from': 'mars_tabel8'}), "from 'mars_tabel8' is not base, none or an experiment"),
    (lambda d: d['papers']['BAR-SQL']['unstated']['grpo.top_p'].pop('reason'), 'BAR-SQL.unstated.grpo.top_p: needs a reason'),
    (lambda d: d['plumbing'].update({'grpo_filter.save_steps': 'x'}), 'plumbing.grpo_filter.save_steps: a pattern is recipe:<recipe>.<key>, param:<experiment>/<key>, preset:<table>.<entry>.<field>'),
    (lambda d: d['plumbing'].update({'recipe:*.save_steps': ''}), 'plumbing.recipe:*.save_steps: needs a reason'),
    (lambda d: d['papers']['MARS-SQL']['stages']['verifier']['bf16']['kit_current'].update(key='VERIFIER_PRESETS.paper.bf16'),
     "papers.MARS-SQL.stages.verifier.bf16.kit_current: key 'VERIFIER_PRESETS.paper.bf16' is not preset:<table>.<entry>.<field>"),
], ids=['no cite', 'unknown key', 'unknown experiment key', 'missing experiment', 'not in the registry', 'bad kit source', 'bad start', 'unstated without reason',
        'bad plumbing pattern', 'plumbing without reason', 'bad preset key'])
def test_a_malformed_file_fails_in_one_line_naming_the_culprit(tmp_path, edit, message):
    with pytest.raises(ConfigError) as e: paper_setups(_edited(tmp_path, edit))
    assert message in str(e.value) and '\n' not in str(e.value)

# ---- one source: every key the paper-scale files set is accounted for by the specification
UNACCOUNTED = ("paper-scale keys the specification does not account for: add an entry (value, cite, quote) whose kit reads it, or an "
               "unstated item with the kit's reason, to textsql_kit/data/paper_setups.yaml")

def _unaccounted(cov) -> list:
    return [f"{f}: {n.split(':', 1)[1]} = {v!r}" for n, v, f, how in cov if how is None]

# the validation agent's presets sit on the select floor, above train.paper_setup: the test reads them and hands their keys to coverage()
VERIFIER_TABLE = ('paper',), ('tiny', 'mini')   # (paper setups, kit variants): MARS-SQL App. B Table 6; the kit's small scales

def _verifier_keys() -> list:
    from textsql_kit.select.verifier import VERIFIER_PRESETS
    from textsql_kit.train.paper_setup import table_keys
    return table_keys('verifier', {e: VERIFIER_PRESETS[e] for e in VERIFIER_TABLE[0]}, 'VERIFIER_PRESETS')

def test_every_paper_value_is_defined_in_the_specification():
    """Each key of each recipe's paper.yaml (and of the HYPER_PRESETS entry it names, and its other *_paper.yaml files), of each params
    file's `paper:` section, and each field of each paper-setup entry of the preset tables (the verifier's included) is read by an
    entry's kit (mismatches() then checks it equals the paper's value), named by an unstated item, or plumbing."""
    cov = coverage(_verifier_keys())
    assert not _unaccounted(cov), UNACCOUNTED + ':\n' + '\n'.join(_unaccounted(cov))
    names = {n for n, *_ in cov}
    assert {'recipe:grpo_filter.learning_rate', 'recipe:grpo_atr.save_steps', 'param:mars_table2/verifier_rounds.m', 'recipe:sft.warmup'} <= names
    assert {'preset:mtir.paper.exec_reward', 'preset:env.mars_turns10.max_turns', 'preset:tchr_grpo.paper.beta', 'preset:synth.paper.k',
            'preset:verifier.paper.learning_rate', 'scale:grpo_mars_grounding/sft_paper.learning_rate', 'preset:nl_threshold.qwen3',
            'preset:grounding.paper.superset_floor'} <= names
    assert len(cov) >= 490 and not [n for n in names if n.startswith('param:real_model/')]
    assert not [n for n in names if re.search(r'\.(reference_code|groups_only|symmetric|think_every_turn|kind_aware|tiny|smoke|mini)\.', n)]   # kit variants
    how = {n: h for n, _, _, h in cov}
    assert [how[n] for n in ('preset:mtir.paper.format_reward', 'preset:atr.paper.eps', 'preset:env.mtir.max_text_chars', 'preset:verifier.paper.bf16',
                             'preset:verifier.paper.warmup', 'preset:tchr_grpo.paper.beta', 'preset:sampling.mars.top_p')] == \
           ['entry', 'unstated', 'plumbing', 'entry', 'unstated', 'entry', 'entry']

def test_every_preset_table_entry_is_a_paper_setup_or_a_kit_variant():
    "A new entry of a table that holds paper values must be decided: a paper setup (its fields checked) or a kit variant."
    from textsql_kit.train.paper_setup import PRESET_TABLES, preset_table
    from textsql_kit.select.verifier import VERIFIER_PRESETS
    for t, (_, papers, variants) in PRESET_TABLES.items():
        assert not set(papers) & set(variants) and sorted(preset_table(t)) == sorted(papers + variants), t
    assert sorted(VERIFIER_PRESETS) == sorted(VERIFIER_TABLE[0] + VERIFIER_TABLE[1])

def test_every_plumbing_pattern_names_keys_that_exist():
    from fnmatch import fnmatch
    names = [n for n, *_ in coverage(_verifier_keys())]
    assert not [p for p in paper_setups()['plumbing'] if not any(fnmatch(n, p) for n in names)]

def test_the_specification_reads_no_module_above_train():
    "train.paper_setup reaches the verifier's presets only through the tests: no reader or table of it names the select floor."
    from textsql_kit.train.paper_setup import PRESET_TABLES, PRESET_CONFIGS, KIT_READERS
    src = (ROOT/'textsql_kit'/'train'/'paper_setup.py').read_text()
    assert 'textsql_kit.select' not in src and 'VERIFIER_PRESETS' not in src
    assert all(p.split('.')[1] in ('rewards', 'synth', 'agent', 'train') for p, *_ in [*PRESET_TABLES.values(), *[(c,) for c in PRESET_CONFIGS.values()]])
    with pytest.raises(ConfigError, match="unknown kit reader 'verifier'"):
        from textsql_kit.train.paper_setup import read_kit; read_kit('verifier:paper.bf16')

def test_a_paper_value_defined_elsewhere_fails(monkeypatch, tmp_path):
    "A key set in a preset, a paper.yaml or a paper section that the specification does not account for is reported with its file and value."
    from textsql_kit.train.recipes import HYPER_PRESETS
    from textsql_kit.train.paper_setup import repro_folder
    monkeypatch.setitem(HYPER_PRESETS, 'mtir_grpo_filter', {**HYPER_PRESETS['mtir_grpo_filter'], 'top_k': 50})
    (tmp_path/'params').mkdir()
    d = yaml.safe_load((repro_folder()/'params'/'mtir_table2.yaml').read_text())
    d['paper']['grpo'] = {'learning_rate': 1e-5, 'save_steps': 50}
    (tmp_path/'params'/'mtir_table2.yaml').write_text(yaml.safe_dump(d))
    monkeypatch.setenv('TEXTSQL_REPRO_DIR', str(tmp_path))
    assert _unaccounted(coverage()) == ["HYPER_PRESETS['mtir_grpo_filter']: grpo_filter.top_k = 50", f"{tmp_path/'params'/'mtir_table2.yaml'}: mtir_table2/grpo.learning_rate = 1e-05",
                                        f"{tmp_path/'params'/'mtir_table2.yaml'}: mtir_table2/grpo.save_steps = 50"]

def test_a_field_slipped_into_a_paper_preset_fails(monkeypatch):
    "A field added to a paper-setup entry of a preset table (below the floor or the verifier's) is reported with its table and value."
    from textsql_kit.agent.rollout import SAMPLING_PRESETS
    from textsql_kit.rewards.mars import MARS_GENERATION_PRESETS
    from textsql_kit.select.verifier import VERIFIER_PRESETS
    monkeypatch.setitem(SAMPLING_PRESETS, 'mars', {**SAMPLING_PRESETS['mars'], 'top_k': 40})
    monkeypatch.setitem(MARS_GENERATION_PRESETS, 'paper', {**MARS_GENERATION_PRESETS['paper'], 'timeout': -0.5})
    monkeypatch.setitem(VERIFIER_PRESETS, 'paper', {**VERIFIER_PRESETS['paper'], 'weight_decay': 0.1})
    monkeypatch.setitem(SAMPLING_PRESETS, 'reference_code', {'temperature': 0.2, 'top_p': 1.0})   # a new entry: neither kind yet
    assert _unaccounted(coverage(_verifier_keys())) == ["MARS_GENERATION_PRESETS['paper']: mars_generation.paper.timeout = -0.5",
                                                        "SAMPLING_PRESETS['mars']: sampling.mars.top_k = 40", "VERIFIER_PRESETS['paper']: verifier.paper.weight_decay = 0.1"]
    with pytest.raises(AssertionError, match='sampling'): test_every_preset_table_entry_is_a_paper_setup_or_a_kit_variant()

def test_the_verifier_values_the_specification_records_are_the_presets():
    "Every kit_current / unstated value that names a verifier preset field (`key`) equals that field now."
    from textsql_kit.select.verifier import VERIFIER_PRESETS
    from textsql_kit.train.paper_setup import spec_readers
    keyed = {}
    def walk(d):
        for k, v in (d.items() if isinstance(d, dict) else []):
            if isinstance(v, dict) and str(v.get('key', '')).startswith('preset:verifier.'): keyed[v['key']] = v.get('value', v.get('kit_value'))
            walk(v)
    walk(paper_setups())
    assert len(keyed) >= 8
    for key, value in keyed.items():
        _, entry, field = key.split(':', 1)[1].split('.', 2)
        assert VERIFIER_PRESETS[entry][field] == value, (key, value, VERIFIER_PRESETS[entry][field])
    assert {k for k, kind in spec_readers() if k in keyed} == set(keyed)

def test_the_grpo_presets_leave_the_batch_to_the_scale_files():
    from textsql_kit.train.recipes import HYPER_PRESETS
    assert not [(p, k) for p, d in HYPER_PRESETS.items() if d['recipe'] == 'grpo' for k in d if k in ('per_device_train_batch_size', 'gradient_accumulation_steps')]

# ---- the review's findings, one named case each: (experiment, key, the paper's value, the kit's value today or None when it agrees)
ROWS = {(r['experiment'], r['key']): r for r in mismatches()}

FINDINGS = {
    # at paper scale the agentic experiments start from their papers' base models (start_model, the registry's depends_at);
    # the shared tiny cold start stands in for them at tiny and smoke only
    'format6k fine-tunes OmniSQL-7B, not the BAR-SQL SFT model': ('astra_format6k', 'start', 'base', None),
    'format6k items come from the RL training set, not the synthesized corpus': ('astra_format6k', 'data.source', 'training set', None),
    'format6k keeps 6,000 items': ('astra_format6k', 'data.size', 6000, None),
    'astra Table 1 starts from Qwen2.5-7B-Instruct, no cold start': ('astra_table1', 'start', 'base', None),
    'astra Table 4 starts from Qwen2.5-7B-Instruct': ('astra_table4', 'start', 'base', None),
    'astra Figure 3 samples the base model': ('astra_figure3', 'start', 'base', None),
    'astra Figure 3 samples BIRD dev': ('astra_figure3', 'data.source', 'Bird dataset', None),
    'astra Mj@8 samples the Table 1 agents': ('astra_mj8', 'start', 'astra_table1', None),
    'mtir Table 2 starts from Qwen3-4B': ('mtir_table2', 'start', 'base', None),
    'mtir Figure 4 starts where Table 2 starts, Qwen3-4B': ('mtir_figure4', 'start', 'base', None),
    'mtir Table 1 trains Qwen3-4B itself': ('mtir_table1', 'start', 'base', None),
    'mtir Table 4 trains Qwen3-4B itself': ('mtir_table4', 'start', 'base', None),
    'barsql bench: 158 per category, 1,264 (a stated deviation)': ('barsql_datacard', 'synth.bench_size', 1262, 1264),
    'astra single-turn rows start from the base model too': ('astra_table1', 'single_turn_start', 'Qwen2.5-7B-Instruct', None),
    'mars Table 2 generator starts from Qwen2.5-Coder at paper scale (start_model)': ('mars_table2', 'start', 'base', None),
    'mars Table 10 starts from Qwen2.5-Coder at paper scale (start_model)': ('mars_table10', 'start', 'base', None),
    'astra trains 5 epochs': ('astra_table1', 'grpo.num_train_epochs', 5, None),
    'mars best-of-N temperature 0.8': ('mars_table2', 'best_of_n.temperature', 0.8, None),
    'mars best-of-N top-k 50': ('mars_table2', 'best_of_n.top_k', 50, None),
    'mars Table 11 best-of-N top-k 50': ('mars_table11', 'best_of_n.top_k', 50, None),
    'mars best-of-N top-p 0.7': ('mars_table2', 'best_of_n.top_p', 0.7, None),
    'mars verifier data temperature 0.7': ('mars_table2', 'verifier_data.temperature', 0.7, None),
    'mars verifier data top-p 0.9': ('mars_table2', 'verifier_data.top_p', 0.9, None),
    'mars verifier data top-k 50': ('mars_table2', 'verifier_data.top_k', 50, None),
    'mars verifier data from the generator and the base model': ('mars_table2', 'verifier_data.policies', ['fine-tuned Generator agent', 'initial base model'], None),
    'mars verifier data 16 candidates per question': ('mars_table2', 'verifier_data.candidates_per_question', 16, None),
    'mars verifier averages M stochastic rounds': ('mars_table2', 'verifier.stochastic_rounds', True, None),
    'mars verifier effective batch 4': ('mars_table2', 'verifier.effective_batch_size', 4, None),
    'mars verifier accumulates 4 steps on one device': ('mars_table2', 'verifier.gradient_accumulation_steps', 2, 4),
    'mars grounding RL starts from the base model (start_model)': ('mars_table8', 'start', 'base', None),
    'mars grounding RL keeps a KL term': ('mars_table8', 'grounding.kl_term', True, None),
    'mars trains on the 8,036 filtered BIRD items (a stated deviation)': ('mars_table2', 'data.filtering', 'flagged as incorrect', 'missing'),
    'mars Table 8 filter: the same deviation': ('mars_table8', 'data.filtering', 'flagged as incorrect', 'missing'),
    'mars Table 10 filter: the same deviation': ('mars_table10', 'data.filtering', 'flagged as incorrect', 'missing'),
    'mars Table 8 has a paper section': ('mars_table8', 'params.paper', "the paper's setup", None),
    'mars Table 8 trains on 8,036 BIRD questions': ('mars_table8', 'train_questions', 8036, None),
    'mars Table 10 trains T = 1, 5 and 10': ('mars_table10', 'train_turns', [1, 5, 10], None),
    'mars Table 11 samples up to N = 32': ('mars_table11', 'n', [1, 2, 4, 8, 16, 32], None),
    'mtir Table 5 has a paper section': ('mtir_table5', 'params.paper', "the paper's setup", None),
    'mtir Table 5 trains Qwen3-4B, 8B and 14B': ('mtir_table5', 'base_model', ['Qwen3-4B', 'Qwen3-8B', 'Qwen3-14B'], None),
    'mtir Table 5 trains each size from its own weights': ('mtir_table5', 'start', 'base', None),
    'barsql SFT epochs: 5 in §3.1 (10 in §4.1)': ('barsql_table1', 'sft.num_train_epochs', 5, None),
    'TCHR embedder: Qwen3-0.6B-embedding': ('barsql_table1', 'tchr.nl_embedder', 'Qwen3-0.6B-embedding', 'all-MiniLM-L6-v2'),
    'TCHR thresholds 0.96 / 0.90': ('barsql_table1', 'tchr.nl_thresholds', [0.96, 0.90], [0.946, 0.728]),
    'NL judge: GPT-4o': ('barsql_table1', 'eval.judge', 'GPT-4o', 'embedding proxy (all-MiniLM-L6-v2 step function)'),
    'NL judge: k=3 votes': ('barsql_table1', 'eval.judge_votes', 3, None),
    'MTIR prompt: CodeS schema, the kit cuts at 12,000 characters': ('mtir_table2', 'env.schema_prompt', 'CodeS', 12000),
    'MTIR Table 2 PPO row': ('mtir_table2', 'ppo_row', 'PPO', 'not run'),
}

@pytest.mark.parametrize('case', list(FINDINGS), ids=list(FINDINGS))
def test_review_finding(case):
    name, key, paper, kit = FINDINGS[case]
    s = paper_setup(name)
    if key == 'start': assert s['start']['paper']['from'] == paper
    elif key != 'params.paper': assert paper_value(name, key) == paper, (case, paper_value(name, key))
    row = ROWS.get((name, key))
    if kit is None:
        assert row is None, f"{case}: the kit was recorded as agreeing, but mismatches() lists {row}"
        return
    assert row is not None, f"{case}: mismatches() no longer lists {name} {key}: the kit now agrees (update this case)"
    if key == 'start': assert str(row['kit']).startswith(kit), row
    elif kit == 'missing': assert row['kit'] is None, row
    elif kit == 'shapes': assert isinstance(row['kit'], dict) and set(row['kit']) == {'S', 'M', 'L'}, row
    else: assert row['kit'] == kit, row

def test_barsql_records_both_epoch_counts():
    e = paper_setup('barsql_table1')['entries']['sft.num_train_epochs']
    assert (e['value'], e['cite'], e['conflict']['value'], e['conflict']['cite']) == (5, '§3.1', 10, '§4.1')

def test_judge_and_embedder_differences_are_kept_on_purpose():
    status = {k: ROWS[('barsql_table1', k)]['status'] for k in ('tchr.nl_embedder', 'tchr.nl_thresholds', 'eval.judge')}
    assert set(status.values()) == {'deviation'}
    assert ROWS[('mtir_table2', 'ppo_row')]['status'] == 'deviation' and ROWS[('mars_table2', 'verifier.gradient_accumulation_steps')]['status'] == 'deviation'
    assert ROWS[('barsql_datacard', 'synth.bench_size')]['status'] == 'deviation'
    assert {ROWS[(n, 'data.filtering')]['status'] for n in ('mars_table2', 'mars_table8', 'mars_table10')} == {'deviation'}   # LLM flags: not offline
    assert not [r for r in ROWS.values() if r['status'] == 'differs' and (r['experiment'].startswith('mars_') or r['experiment'] == 'MARS-SQL')]

def test_kit_start_follows_the_lineage():
    assert kit_start('barsql_table1') == ['base'] and kit_start('astra_figure2') == ['none']
    assert kit_start('barsql_table2') == ['barsql_table1', 'base'] and kit_start('astra_table3') == ['astra_table1', 'base']
    assert kit_start('mtir_table6') == ['mtir_table2', 'base'] and kit_start('mtir_figure3') == ['mtir_table2', 'base']
    assert kit_start('mars_table2') == ['base'] and kit_start('mars_table8') == ['base'] and kit_start('mars_table10') == ['base']
    assert kit_start('mars_table11') == ['mars_table2', 'base']

def test_every_row_is_readable_here():
    assert {r['status'] for r in ROWS.values()} == {'deviation'}   # every difference from the papers is fixed or a stated deviation

# ---- kit_current values (code above the train floor, or a notebook's code) against that code
def _nb_code(name:str) -> str:
    return '\n'.join(''.join(c['source']) for c in json.loads((ROOT/'nbs'/'repro'/f'{name}.ipynb').read_text())['cells'] if c['cell_type'] == 'code')

def test_verifier_kit_current_values_match_the_verifier_presets():
    "mars_table2 calls fit_verifier(items, out, 'paper', **verifier): the preset under its paper-scale `verifier` parameter."
    from textsql_kit.select.verifier import verifier_settings, candidate_prompts
    from textsql_kit.train.paper_setup import paper_params
    import inspect
    p = verifier_settings('paper', **paper_params('mars_table2')['verifier'])
    assert kit_value('mars_table2', 'verifier.num_train_epochs') == p['num_train_epochs']
    assert kit_value('mars_table2', 'verifier.learning_rate') == p['learning_rate']
    assert kit_value('mars_table2', 'verifier.lr_scheduler_type') == p['lr_scheduler_type']
    assert kit_value('mars_table2', 'verifier.per_device_train_batch_size') == p['per_device_train_batch_size']
    assert kit_value('mars_table2', 'verifier.gradient_accumulation_steps') == p['gradient_accumulation_steps']
    assert kit_value('mars_table2', 'verifier.effective_batch_size') == p['per_device_train_batch_size'] * p['gradient_accumulation_steps']
    assert kit_value('mars_table2', 'verifier.bf16') == p['bf16']
    assert inspect.signature(candidate_prompts).parameters['rounds'].default == 'final'   # one view per candidate
    from textsql_kit.select.verifier import verifier_scores
    sig = inspect.signature(verifier_scores).parameters
    assert (sig['m'].default, sig['temperature'].default) == (1, 0.0)                     # one greedy reading unless asked
    r = paper_params('mars_table2')['verifier_rounds']
    assert set(r) <= set(sig) and kit_value('mars_table2', 'verifier.rounds') == r['m'] > 1 and r['temperature'] > 0   # eq. 5's M sampled rounds

def test_notebook_kit_current_values_match_the_notebooks():
    assert 'PPO_REASON = (f"not run' in _nb_code('mtir_table2')
    assert "n_pool = max(max(Ns), n_max)" in _nb_code('mars_table11')              # N beyond mars_table2's are sampled there
    assert "TRAIN_ENV = {1: 'mars_turns1', 10: 'mars_turns10'}" in _nb_code('mars_table10')
    assert "roll(f, policy(VPOLICY[who])" in _nb_code('mars_table2')                   # each verifier-data policy rolls out
    assert "verifier_scores(vdir, sets, execute_candidates(sets, mode), **verifier_rounds)" in _nb_code('mars_table2')
    assert "start_model=start_model" in _nb_code('mars_table8')

def test_mars_start_model_is_the_paper_hub_id_at_paper_scale():
    from textsql_kit.train.paper_setup import paper_params, notebook_parameters
    hub = paper_setups()['papers']['MARS-SQL']['base_model']['hub']
    for n in ('mars_table2', 'mars_table8', 'mars_table10'):
        assert notebook_parameters(n)['start_model'] == '' and paper_params(n)['start_model'] == hub, n   # '' : the cold start, as at smoke
    deps = {d['name']: d for d in yaml.safe_load((ROOT/'textsql_kit'/'data'/'experiments.yaml').read_text())}
    assert [deps[n].get('depends_at') for n in ('mars_table2', 'mars_table8', 'mars_table10')] == [{'paper': ['mars_table8']}, {'paper': []}, {'paper': ['mars_table2']}]

def test_default_judge_is_the_embedding_proxy():
    import inspect
    from textsql_kit.evaluation.ent_bench import ent_evaluate
    assert inspect.signature(ent_evaluate).parameters['judge'].default is None
    assert 'if judge is None: judge = EmbeddingJudge()' in inspect.getsource(ent_evaluate)

# ---- the registry's lineage per scale (Experiment.deps, depends_at): the papers' starts at paper, the shared tiny cold start at tiny and smoke
from textsql_kit.repro import load_registry, plan
from textsql_kit.train.paper_setup import notebook_parameters, paper_params
REG = load_registry()
START_MODEL = {'astra_format6k': 'seeklhy/OmniSQL-7B', 'mtir_table1': 'Qwen/Qwen3-4B', 'mtir_table2': 'Qwen/Qwen3-4B', 'mtir_table4': 'Qwen/Qwen3-4B',
               'astra_table1': 'Qwen/Qwen2.5-7B-Instruct', 'astra_table4': 'Qwen/Qwen2.5-7B-Instruct', 'astra_figure3': 'Qwen/Qwen2.5-7B-Instruct'}
SMOKE_DEPS = {'astra_format6k': ['barsql_datacard', 'barsql_table1'], 'mtir_table1': ['astra_format6k'], 'mtir_table2': ['astra_format6k', 'barsql_table1'],
              'mtir_table4': ['astra_format6k'], 'mtir_table5': ['barsql_datacard'], 'mtir_figure4': ['astra_format6k', 'mtir_table2'],
              'astra_table1': ['astra_format6k', 'barsql_table1'], 'astra_table4': ['astra_format6k'], 'astra_figure3': ['astra_format6k', 'barsql_table1'],
              'astra_mj8': ['mars_table2']}

def test_agentic_notebooks_start_from_the_papers_base_model_at_paper():
    for name, hub in START_MODEL.items():
        assert notebook_parameters(name)['start_model'] == '', name                      # tiny and smoke: the upstream cold start
        assert paper_params(name)['start_model'] == hub == paper_setup(name)['base_model']['hub'], name
        assert REG[name].deps('paper') == [], name                                       # no stand-in upstream at paper
    assert paper_params('mtir_table5')['models'] == paper_setup('mtir_table5')['base_model']['hub']   # one GRPO-Filter run per Qwen3 size

def test_smoke_and_tiny_keep_the_shared_cold_start():
    for scale in ('tiny', 'smoke', None):
        assert {n: REG[n].deps(scale) for n in SMOKE_DEPS} == SMOKE_DEPS, scale
    smoke = [e.name for e in plan(['mtir_table2', 'astra_table1'], REG, 'smoke')]
    assert smoke == ['barsql_datacard', 'barsql_table1', 'astra_format6k', 'mtir_table2', 'astra_table1']

def test_the_paper_plan_runs_only_what_the_papers_used():
    order = [e.name for e in plan(list(SMOKE_DEPS), REG, 'paper')]
    assert not {'barsql_datacard', 'barsql_table1', 'mars_table2', 'mars_table8'} & set(order), order
    assert order.index('astra_table1') < order.index('astra_mj8') and order.index('mtir_table2') < order.index('mtir_figure4')
    assert REG['mtir_figure4'].deps('paper') == ['mtir_table2'] and REG['astra_mj8'].deps('paper') == ['astra_table1']

def test_the_kit_start_at_paper_is_what_the_registry_reads_at_paper():
    "An experiment the kit starts from at paper scale is an upstream of the paper plan; one that starts from its base model reads no cold start."
    for name, e in REG.items():
        if not e.ready or name not in paper_setups()['experiments']: continue
        first = kit_start(name)[0]
        if first in REG: assert first in e.deps('paper'), (name, first, e.deps('paper'))
        if first == 'base': assert 'astra_format6k' not in e.deps('paper'), name

# ---- every citation points to the place in the paper that holds its value (textsql_kit.train.paper_setup.cited_text)
@pytest.mark.parametrize('where,paper,entry', CITED, ids=[w for w, _, _ in CITED])
def test_the_citation_names_the_section_that_holds_the_quote(texts, where, paper, entry):
    "A quote found anywhere proves the value is the paper's; found in the section, appendix or caption the cite names, the cite is right."
    place = cited_text(texts[paper], entry['cite'])
    assert place is not None, f"{where}: {entry['cite']!r} names no section, appendix, table or figure found in the {paper} text"
    assert quote_in_text(entry['quote'], place), f"{where}: the quote is not in {entry['cite']} of {paper}: {entry['quote']!r}"

def test_a_wrong_citation_is_caught(texts):
    "SQL-ASTRA's 8,958 filtered training items are in App. C (Training Detail), not §4.1 (The Role of CSMR)."
    quote = 'resulting in a final set of 8,958 training instances'
    assert quote_in_text(quote, cited_text(texts['SQL-ASTRA'], 'App. C')) and not quote_in_text(quote, cited_text(texts['SQL-ASTRA'], '§4.1'))
    assert value_in_quote(5, cited_text(texts['MARS-SQL'], 'Table 10, Table 11'))   # MARS-SQL's 5 turns: stated in Tables 10 and 11 only

RECIPE_PAPER = {'sft': 'BAR-SQL', 'grpo_tchr': 'BAR-SQL', 'grpo_filter': 'MTIR-SQL', 'grpo_atr': 'SQL-ASTRA', 'grpo_exec': 'SQL-ASTRA',
                'sft_format': 'SQL-ASTRA', 'grpo_mars_generation': 'MARS-SQL', 'grpo_mars_grounding': 'MARS-SQL'}
COMMENT_CITE = re.compile(r'((?:§\s*[\d.]*\d|App\. [A-H](?:\.\d)?|Table \d+)(?:,? (?:§\s*[\d.]*\d|App\. [A-H](?:\.\d)?|Table \d+))*):\s*([^);\n]*)')
NUMBER = re.compile(r'(?<![\w.])(\d[\d,]*(?:\.\d+)?(?:e-?\d+)?)(?![\w.]*\d)')

def _cited_numbers(comment:str) -> list:
    "(cite, number) of each `<cite>: ... <number>` in a comment: the number the comment says the cited place states."
    return [(c, float(n.replace(',', ''))) for c, clause in COMMENT_CITE.findall(comment) for n in NUMBER.findall(clause)]

def _yaml_citations() -> list:
    out = []
    for f in sorted((ROOT/'textsql_kit'/'data'/'train').glob('*/*paper.yaml')):
        for line in f.read_text(encoding='utf-8').splitlines():
            if '#' in line: out += [(f"{f.parent.name}/{f.name}", RECIPE_PAPER[f.parent.name], c, n) for c, n in _cited_numbers(line.split('#', 1)[1])]
    return out

def _help_citations() -> list:
    "(field, paper, cite, number) of RecipeConfig help texts of the form '<paper> [stage]: <number>, <cite>'."
    import dataclasses
    from textsql_kit.train.recipes import RecipeConfig
    pat = re.compile(r'(BAR-SQL|MTIR-SQL|SQL-ASTRA|MARS-SQL)[^:();]*?: ([\d.,]+(?:e-?\d+)?), ((?:§\s*[\d.]*\d|App\. [A-H]|Table \d+))')
    return [(f.name, p, c, float(n.replace(',', ''))) for f in dataclasses.fields(RecipeConfig) for p, n, c in pat.findall(str(f.metadata.get('help', '')))]

def test_the_recipes_citations_name_places_that_state_their_numbers(texts):
    "Each '<cite>: ... <number>' in a recipe's paper.yaml comment, and each '<paper>: <number>, <cite>' in RecipeConfig's help, is in that place."
    from textsql_kit.train.paper_setup import value_in_quote
    cites = _yaml_citations() + _help_citations()
    assert len(_yaml_citations()) >= 8 and len(_help_citations()) >= 5, cites
    bad = [(w, c, n) for w, p, c, n in cites if not (cited_text(texts[p], c) and value_in_quote(n, cited_text(texts[p], c)))]
    assert not bad, bad

def test_the_old_paper_yaml_citation_of_the_filter_fails():
    assert _cited_numbers('# §4.1: BIRD train (the paper keeps the 8,958 items whose gold executes)') == [('§4.1', 8958.0)]
    assert _cited_numbers('# App. C Table 2: Training Epochs 5, as grpo_atr') == [('App. C Table 2', 5.0)]

# ---- every paper-scale value that differs from the paper's is a recorded deviation
def test_barsql_sft_global_batch_is_a_recorded_deviation():
    "BAR-SQL trains its SFT on 48 GPUs at 2 x 16 per GPU (1,536 sequences per step); the paper files run 8 GPUs (256)."
    row = ROWS[('barsql_table1', 'sft.global_batch')]
    assert (row['paper'], row['kit'], row['status']) == (1536, 256, 'deviation')
    assert 'gradient_accumulation_steps 96' in paper_setups()['papers']['BAR-SQL']['deviations']['sft.global_batch']['reason']

def test_a_difference_without_a_recorded_deviation_fails(tmp_path, monkeypatch):
    "Remove the recorded deviation and the same difference reads 'differs': test_every_row_is_readable_here then fails naming it."
    import textsql_kit.train.paper_setup as ps
    f = _edited(tmp_path, lambda d: d['papers']['BAR-SQL']['deviations'].pop('sft.global_batch'))
    monkeypatch.setattr(ps, 'spec_path', lambda: Path(f))
    rows = {(r['experiment'], r['key']): r for r in ps.mismatches(['barsql_table1'])}
    assert rows[('barsql_table1', 'sft.global_batch')]['status'] == 'differs'
    assert {r['status'] for k, r in rows.items() if k[1] != 'sft.global_batch'} == {'deviation'}
