"""Red-team mistakes on the command line: each one is refused with exit 2 and one line naming the culprit (the option, the
config key or the file), never a traceback and never a silent exit 0 that ignores the setting.

The subcommands run in-process through `textsql_kit.cli.main` (argparse's own errors exit 2 through SystemExit; its usage
lines are allowed above the one error line, as in tests/test_cli_ux.py). Nothing here trains or rolls out: every case
fails before any work."""
import math, os
from pathlib import Path
import pytest

from textsql_kit.cli import main
from textsql_kit.core import ConfigError, out_path_problem
from textsql_kit.train.recipes import recipe_config, RecipeConfig, check_recipe_config


@pytest.fixture(scope='module', autouse=True)
def private_cache(module_kit_cache):
    "Tiny models and warehouses in a private cache (conftest.module_kit_cache)."

def kit(capsys, *argv):
    "(exit code, stdout, stderr) of `textsql-kit ARGV` run in-process."
    capsys.readouterr()
    try: rc = main([str(a) for a in argv])
    except SystemExit as e: rc = e.code
    out, err = capsys.readouterr()
    return rc, out, err

def assert_user_error(res, *needles, rc=2):
    "Exit `rc`, no traceback, exactly one error line on stderr (argparse usage lines aside) naming every needle."
    code, out, err = res
    assert code == rc, (code, out[-2000:], err[-2000:])
    assert 'Traceback' not in err and 'Traceback' not in out, err
    lines = [l for l in err.splitlines() if l.strip() and not l.startswith(('usage:', ' '))]
    assert len(lines) == 1, err
    for n in needles: assert n in lines[0], (n, lines[0])
    return lines[0]


# ---------------------------------------------------------------- settings that were ignored with exit 0

@pytest.mark.parametrize('argv, needles', [
    (['--max-steps', '0'], ['--max-steps', 'at least 1']),           # trained whole epochs
    (['--max-steps', '-5'], ['--max-steps', 'at least 1']),
])
def test_train_max_steps_must_be_positive(argv, needles, tmp_path, capsys):
    assert_user_error(kit(capsys, 'train', 'sft', '--out', tmp_path/'run', *argv), 'textsql-kit train: error:', *needles)
    assert not (tmp_path/'run').exists()

@pytest.mark.parametrize('yaml_text, key', [
    ('num_generations: -1\n', 'num_generations'), ('top_p: 7\n', 'top_p'), ('temperature: .nan\n', 'temperature'),
    ('max_steps: 0\n', 'max_steps'), ('per_device_train_batch_size: 0\n', 'per_device_train_batch_size'),
    ('learning_rate: .inf\n', 'learning_rate'), ('lora_dropout: 1.5\n', 'lora_dropout'),
])
def test_train_config_values_that_mean_nothing_are_refused(yaml_text, key, tmp_path, capsys):
    cfg = tmp_path/'c.yaml'; cfg.write_text(yaml_text)
    line = assert_user_error(kit(capsys, 'train', 'sft', '--config', cfg, '--out', tmp_path/'run'), f"bad value for '{key}'", 'c.yaml')
    assert 'expected' in line
    assert not (tmp_path/'run').exists()

def test_recipe_config_validation_where_the_value_enters():
    with pytest.raises(ConfigError, match="'top_p': expected a number in \\(0, 1\\], got 7"): recipe_config('grpo_tchr', 'tiny', {'top_p': 7})
    with pytest.raises(ConfigError, match="'num_generations'"): RecipeConfig(num_generations=-1)
    with pytest.raises(ConfigError, match="'temperature'"): RecipeConfig(temperature=math.nan)
    with pytest.raises(ConfigError, match="'max_steps'"): recipe_config('sft', 'tiny', max_steps=0)
    assert recipe_config('sft', 'tiny', max_steps=-1).max_steps == -1      # -1: num_train_epochs decides (the default)
    assert check_recipe_config(RecipeConfig()) == RecipeConfig()

@pytest.mark.parametrize('argv, needles', [
    (['--temperature', 'nan'], ['temperature must be a finite number', 'nan']),
    (['--temperature', 'inf'], ['temperature must be a finite number']),
    (['--top-p', '7'], ['top_p must be in (0, 1]', '7']),
])
def test_rollout_sampling_values_are_refused(argv, needles, tmp_path, capsys):
    res = kit(capsys, 'rollout', '--model', 'oracle', '--data', 'autosales', '--limit', '1', '--no-progress', '--out', tmp_path/'t.jsonl', *argv)
    assert_user_error(res, 'textsql-kit rollout: error:', *needles)
    assert not (tmp_path/'t.jsonl').exists()

@pytest.mark.parametrize('argv, needles', [
    (['--timeout', '-1'], ['argument --timeout', 'at least 1']),
    (['--timeout', '0'], ['argument --timeout', 'at least 1']),
    (['--jobs', '0'], ['argument --jobs', 'at least 1']),
    (['--budget', 'nosuch'], ['argument --budget', "no params file has a section 'nosuch'", 'demo']),
])
def test_reproduce_numbers_and_budget_are_checked(argv, needles, tmp_path, capsys):
    assert_user_error(kit(capsys, 'reproduce', '--scale', 'tiny', '--only', 'barsql_datacard', '--out', tmp_path/'runs', *argv), *needles)
    assert not (tmp_path/'runs').exists()


# ---------------------------------------------------------------- train: one line for a model or data that cannot load

@pytest.mark.parametrize('model', ['/nonexistent/model', 'nobody-textsql/no-such-model'])   # a path; a hub id absent offline
def test_train_missing_model_is_one_line(model, tmp_path, capsys, monkeypatch):
    monkeypatch.setenv('HF_HUB_OFFLINE', '1')
    cfg = tmp_path/'m.yaml'; cfg.write_text(f'model: {model}\nmax_examples: 2\n')
    assert_user_error(kit(capsys, 'train', 'sft', '--config', cfg, '--out', tmp_path/'run', '--max-steps', '1'),
                      'textsql-kit train: error:', "bad value for 'model'", model)

def test_train_bad_data_spec_is_one_line(tmp_path, capsys):
    cfg = tmp_path/'d.yaml'; cfg.write_text('data: spider:/nonexistent\n')
    assert_user_error(kit(capsys, 'train', 'sft', '--config', cfg, '--out', tmp_path/'run', '--max-steps', '1'),
                      'textsql-kit train: error:', "'spider:/nonexistent'")

def test_train_yaml_tag_in_config_is_one_line(tmp_path, capsys):
    cfg = tmp_path/'t.yaml'; cfg.write_text('max_steps: !foo 3\n')
    assert_user_error(kit(capsys, 'train', 'sft', '--config', cfg, '--out', tmp_path/'run'), 't.yaml', 'not valid YAML', "'!foo'")


# ---------------------------------------------------------------- --out: a file, under a file, not writable

def _bad_out(tmp_path, kind) -> Path:
    "An output path of `kind` no command can write: an existing file, a path under a file, a folder nobody may write in."
    (tmp_path/'a_file').write_text('x')
    if kind == 'file': return tmp_path/'a_file'
    if kind == 'under_file': return tmp_path/'a_file'/'sub'
    if kind == 'folder': return tmp_path
    if os.geteuid() != 0:
        ro = tmp_path/'ro'; ro.mkdir(); ro.chmod(0o555); return ro/'sub'
    if os.path.isdir('/proc/sys') and not os.access('/proc/sys', os.W_OK): return Path('/proc/sys/textsql_kit_out')   # root: a read-only mount
    pytest.skip('no folder this (root) user cannot write in')

_NEEDLE = {'file': 'a_file is a file', 'under_file': 'a_file is a file, not a folder', 'folder': 'is a folder; expected a file path',
           'readonly': 'permission denied'}

FOLDER_OUT = {   # subcommand -> arguments besides --out (none of them is read before --out is checked)
    'train': ['train', 'sft'],
    'synth': ['synth', '--scale', 'tiny'],
    'select': ['select', '--trajectories', 'nope.jsonl'],
    'train-verifier': ['select', 'train-verifier', '--trajectories', 'nope.jsonl'],
    'levers': ['levers', '--only', 'baseline'],
    'reproduce': ['reproduce', '--scale', 'tiny', '--only', 'barsql_datacard'],
    'demo': ['demo', '--only', 'core records'],
    'warehouse': ['warehouse', 'build', '--scale', '1'],
}

@pytest.mark.parametrize('kind', ['file', 'under_file', 'readonly'])
@pytest.mark.parametrize('name', list(FOLDER_OUT))
def test_out_folder_that_cannot_be_written_is_one_line(name, kind, tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    bad = _bad_out(tmp_path, kind)
    line = assert_user_error(kit(capsys, *FOLDER_OUT[name], '--out', bad), '--out', _NEEDLE[kind])
    assert str(bad) in line
    assert sorted(p.name for p in tmp_path.iterdir()) in (['a_file'], ['a_file', 'ro'])    # nothing created

FILE_OUT = {
    'rollout': ['rollout', '--model', 'oracle', '--data', 'autosales', '--limit', '1', '--no-progress'],
    'eval': ['eval', '--benchmark', 'spider', '--gold', 'nope.json', '--pred', 'nope.sql'],
    'eval-ent': ['eval', '--benchmark', 'ent', '--gold', 'nope', '--pred', 'nope.jsonl'],
    'warehouse-knowledge': ['warehouse', 'knowledge'],
}

@pytest.mark.parametrize('kind', ['folder', 'under_file', 'readonly'])
@pytest.mark.parametrize('name', list(FILE_OUT))
def test_out_file_that_cannot_be_written_is_one_line(name, kind, tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    bad = _bad_out(tmp_path, kind)
    needle = {'folder': 'is a folder', 'under_file': 'a_file is a file, not a folder', 'readonly': 'permission denied'}[kind]
    assert_user_error(kit(capsys, *FILE_OUT[name], '--out', bad), '--out', needle)

def test_out_path_problem_names_the_reason(tmp_path):
    (tmp_path/'f').write_text('x')
    assert out_path_problem(tmp_path/'new'/'deeper') is None and out_path_problem(tmp_path) is None
    assert out_path_problem(tmp_path/'f') == f"{tmp_path/'f'} is a file; expected a folder"
    assert out_path_problem(tmp_path/'f'/'x'/'y') == f"{tmp_path/'f'/'x'/'y'}: {tmp_path/'f'} is a file, not a folder"
    assert out_path_problem(tmp_path, folder=False) == f"{tmp_path} is a folder; expected a file path"
    assert out_path_problem(tmp_path/'new.jsonl', folder=False) is None


# ---------------------------------------------------------------- levers --table

@pytest.mark.parametrize('content, needles', [
    (None, ['no lever records at']),
    ('not json\n', ['t.jsonl:1', 'not valid JSON']),
    ('{"a": 1}\n', ['t.jsonl', 'not a file of lever records']),
])
def test_levers_table_bad_file_is_one_line(content, needles, tmp_path, capsys):
    t = tmp_path/'t.jsonl'
    if content is not None: t.write_text(content)
    assert_user_error(kit(capsys, 'levers', '--table', t), 'textsql-kit levers: error:', *needles)


# ---------------------------------------------------------------- TRL reward columns shorter than the completions

def test_trl_reward_short_column_names_it_and_both_lengths():
    from textsql_kit.rewards import make_trl_reward
    fn = make_trl_reward('binary_exec', executor='inline')
    comps = ['<answer>SELECT 1</answer>'] * 4
    with pytest.raises(ValueError, match=r"dataset column 'solution' has 2 entries for 4 completions"):
        fn(completions=comps, solution=['SELECT 1'] * 2, db_id=['autosales'] * 4)
    with pytest.raises(ValueError, match=r"dataset column 'db_id' has 3 entries for 4 completions"):
        fn(completions=comps, solution=['SELECT 1'] * 4, db_id=['autosales'] * 3)
