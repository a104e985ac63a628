"""`help()` on the kit's functions and classes shows their docments (the parameter comments) under the docstring (nbs/00_core.ipynb)."""
import json, pydoc, subprocess, sys
from pathlib import Path
import textsql_kit.core as core
from textsql_kit.core import docments_text

ROOT = Path(__file__).resolve().parents[1]

def _help(obj) -> str: return pydoc.render_doc(obj, renderer=pydoc.plaintext)

def test_functions_across_floors_show_their_parameter_comments():
    from textsql_kit.rewards import tchr_reward
    from textsql_kit.sql.execute import execute
    from textsql_kit.sql.match import exec_match
    from textsql_kit.evaluation.benchmarks import evaluate, load_spider
    cases = {tchr_reward: ['pred: one completion', 'gold: gold SQL or gold NL answer', "task_kind: 'sql' or 'nl'"],
             execute: ['db: path to a SQLite file, or a registered portable db_id', 'returns: see DEFAULT_CAPS'],
             exec_match: ["mode: 'bird' (set of rows), 'spider' (official bag/column-permutation), 'strict' (ordered list)"],
             evaluate: ['preds: one predicted SQL string per example, same order'],
             load_spider: ["question_key: the field holding the question (Spider-Syn: 'SpiderSynQuestion')"],
             core.preset: ['name: the preset asked for'],
             core.configured: ['overrides: fields of the config to change']}   # `**overrides` documented too
    for f, wanted in cases.items():
        text = _help(f)
        assert f.__doc__.splitlines()[0] in text and 'Parameters:' in text, f
        for w in wanted: assert w in text, (f.__name__, w)
    assert 'Parameters:' not in (core.preset.__doc__ or '')   # the docstring itself is left as written

def test_classes_show_their_fields_and_methods_their_parameters():
    from textsql_kit.train.recipes import RecipeConfig
    text = _help(core.Example)
    assert 'Fields:' in text and "task_kind: 'sql' or 'nl'" in text
    assert "learning_rate: BAR-SQL's SFT rate" in _help(RecipeConfig)   # a field's `help` metadata counts as its docment
    from textsql_kit.agent.env import SQLEnv
    assert 'executor: where SQL runs' in _help(SQLEnv) and 'overrides: EnvConfig fields to change' in _help(SQLEnv.__init__)

def test_a_delegating_function_keeps_its_own_docments():
    from textsql_kit.rewards import atr_config   # @delegates(ATRConfig): the dataclass's generated __init__ has no source
    assert 'preset: a name of ATR_PRESETS or an ATRConfig' in _help(atr_config)

def test_a_function_without_docments_and_a_foreign_function_are_unchanged():
    assert docments_text(core.content_key) == ''
    assert pydoc.getdoc(core.content_key) == pydoc.getdoc.__wrapped__(core.content_key) == core.content_key.__doc__
    assert pydoc.getdoc(json.dumps) == pydoc.getdoc.__wrapped__(json.dumps)
    assert pydoc.getdoc(len) == pydoc.getdoc.__wrapped__(len)

def test_the_text_is_deterministic_and_the_wrapper_is_applied_once():
    from textsql_kit.rewards import tchr_reward
    assert _help(tchr_reward) == _help(tchr_reward)
    assert core.with_docments(pydoc.getdoc) is pydoc.getdoc
    assert _help(tchr_reward).count('Parameters:') == 1

def test_builtin_help_in_a_fresh_interpreter():
    out = subprocess.run([sys.executable, '-c', 'from textsql_kit.rewards import tchr_reward; help(tchr_reward)'],
                         capture_output=True, text=True, check=True, cwd=ROOT).stdout
    assert 'pred: one completion' in out and 'ablation: a key of TCHR_ABLATIONS' in out and 'overrides: TCHRConfig fields' in out
