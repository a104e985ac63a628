"""textsql_kit.experiments: the steps the nbs/repro notebooks share, and the rule that keeps them shared (no helper
defined again in two reproduction notebooks)."""
import ast, json, re, sqlite3
from collections import defaultdict
from pathlib import Path
import pytest
from textsql_kit import experiments
from textsql_kit.core import Example, Trajectory, Turn, ToolCall, register_db, write_jsonl
from textsql_kit.experiments import (upstream_shared, shared_synth, train, grpo_config, cached_json, evenly, mean_logged,
                                     same_weights, episodes_in, agent_scores, greedy_ex)

ROOT = Path(__file__).resolve().parents[1]
REPRO = sorted((ROOT/'nbs'/'repro').glob('*.ipynb'))

def _code(nb_path) -> str:
    cells = json.loads(nb_path.read_text())['cells']
    return '\n'.join(''.join(c['source']) for c in cells if c['cell_type'] == 'code')

def _defs(nb_path) -> set:
    "Names of the functions a notebook defines with `def` (at any depth)."
    return {n.name for n in ast.walk(ast.parse(_code(nb_path))) if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))}

def test_no_function_is_defined_in_two_repro_notebooks():
    where = defaultdict(list)
    for p in REPRO:
        for name in _defs(p): where[name].append(p.stem)
    twice = {n: nbs for n, nbs in where.items() if len(nbs) > 1}
    assert len(REPRO) >= 25 and not twice, f"define these once in nbs/92_experiments.ipynb: {twice}"

def test_no_repro_notebook_shadows_a_shared_step():
    shared = set(experiments.__all__)
    shadow = {p.stem: sorted(_defs(p) & shared) for p in REPRO if _defs(p) & shared}
    assert not shadow, shadow

def test_repro_notebooks_take_the_moving_scorers_from_experiments():
    "train.smoke's scorers and levers reach the notebooks through textsql_kit.experiments only (one import to move)."
    moving = r'\b(greedy_answers|score_split|model_answers|score_answers|evaluate_model|lever_table|lever_row|LEVER_COLUMNS|reward_first_last)\b'
    bad = [p.stem for p in REPRO for line in _code(p).splitlines() if 'textsql_kit.train.smoke import' in line and re.search(moving, line)]
    assert not bad, bad

def test_upstream_shared_reads_or_names_the_command(tmp_path):
    (tmp_path/'shared.json').write_text('{"model": "m"}')
    assert upstream_shared({'astra_format6k': str(tmp_path)}, 'astra_format6k', 'mtir_table1') == {'model': 'm'}
    with pytest.raises(FileNotFoundError, match=r'reproduce --only mtir_table1` \(it runs astra_format6k first\)'):
        upstream_shared({}, 'astra_format6k', 'mtir_table1')
    with pytest.raises(FileNotFoundError, match='or set synth_dir'): shared_synth({'barsql_datacard': str(tmp_path)}, by='barsql_table1')
    assert shared_synth({}, str(tmp_path)) == tmp_path.resolve()

def test_train_reads_a_finished_run_and_grpo_config_lets_the_notebook_win(tmp_path):
    cfg = grpo_config('grpo_filter', 'tiny', 'tiny', 'autosales', tmp_path/'run', {'learning_rate': 0.5}, env='mtir', learning_rate=0.1, beta=0.04)
    assert (cfg.output_dir, cfg.evaluate, cfg.env_prompt, cfg.env, cfg.learning_rate, cfg.beta) == (str(tmp_path/'run'), False, 'compact', 'mtir', 0.5, 0.04)
    (tmp_path/'run').mkdir(); (tmp_path/'run'/'summary.json').write_text('{"steps": 3}')
    assert train(cfg, rows=lambda c: pytest.fail('a finished run is not trained')) == {'steps': 3}

def test_cached_json_evenly_and_mean_logged(tmp_path):
    assert cached_json(tmp_path/'s.json', dict, ex=0.25) == {'ex': 0.25} == cached_json(tmp_path/'s.json', dict, ex=0.9)
    assert evenly(list(range(7)), 3) == [0, 3, 6] and evenly([1], 0) == [1]
    write_jsonl(tmp_path/'m.jsonl', [{'step': 1, 'kit/filtered_fraction': 1.0}, {'step': 2, 'kit/filtered_fraction': 0.0}, {'step': 2}])
    assert mean_logged(tmp_path/'m.jsonl', 'kit/filtered_fraction') == 0.5 and mean_logged(tmp_path/'m.jsonl', 'reward') is None

def test_same_weights(tmp_path):
    torch = pytest.importorskip('torch'); from safetensors.torch import save_file
    for d, w in (('a', 0.0), ('b', 0.0), ('c', 1e-8)):
        (tmp_path/d).mkdir(); save_file({'w': torch.full((3,), w)}, str(tmp_path/d/'model.safetensors'))
    assert same_weights(tmp_path/'a', tmp_path/'b') and not same_weights(tmp_path/'a', tmp_path/'c')

def test_episode_scores_on_a_small_database(tmp_path):
    db = tmp_path/'exp_t.sqlite'
    with sqlite3.connect(db) as con: con.executescript('CREATE TABLE p(v REAL); INSERT INTO p VALUES (0.1), (0.2);')
    register_db('exp_t', db, overwrite=True)
    exs = [Example('a', 'sum?', 'exp_t', 'SELECT sum(v) FROM p', meta={'hardness': 'easy'}), Example('b', 'max?', 'exp_t', 'SELECT max(v) FROM p')]
    ts = [Trajectory('b', [Turn('', [ToolCall('execute_sql', {'sql': 'SELECT 1'})])], None),
          Trajectory('a', [Turn(''), Turn('')], 'SELECT 0.30000001', components={'execution': 1.0, 'format': 0.1})]
    write_jsonl(tmp_path/'r.jsonl', ts)
    ordered = episodes_in(tmp_path/'r.jsonl', exs, ordered=True)
    assert [t.example_id for t in ordered] == ['a', 'b'] and [t.example_id for t in episodes_in(tmp_path/'r.jsonl', exs)] == ['b', 'a']
    exact, tol = agent_scores(ordered, exs), agent_scores(ordered, exs, float_tol=1e-6, detail=True)
    assert exact == {'n': 2, 'EX %': 0.0, 'executes %': 50.0, 'answered %': 50.0, 'format %': 50.0, 'tool calls': 0.5}
    assert (tol['EX %'], tol['turns'], tol['EX easy %'], tol['EX ? %']) == (50.0, 1.5, 50.0, 0.0) and sum(tol['verdicts'].values()) == 2
    assert greedy_ex(ordered[:1], exs, 'bird') == 0.0
