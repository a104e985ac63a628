"""Quiet runs: the kit's own calls raise no deprecation warning, and a notebook kernel filters the two notices of other
libraries named in `textsql_kit._NOTEBOOK_WARNINGS` (nbs/99_package.ipynb), nothing else."""
import os, subprocess, sys, warnings
import pytest
from textsql_kit.train.recipes import RECIPES, recipe_config, trl_args

DEPRECATIONS = (FutureWarning, DeprecationWarning, PendingDeprecationWarning)

def _deprecations(fn) -> list:
    "The deprecation warnings `fn()` raises, each as 'Category: message (file:line)'."
    with warnings.catch_warnings(record=True) as ws:
        warnings.simplefilter('always')
        fn()
    return [f'{w.category.__name__}: {w.message} ({w.filename}:{w.lineno})' for w in ws if issubclass(w.category, DEPRECATIONS)]

@pytest.mark.parametrize('recipe', RECIPES)
def test_training_configs_use_no_deprecated_argument(recipe, tmp_path):
    "With activation checkpointing on (the paper scales' setting), `trl_args` passes transformers' current names only."
    trl_args(recipe_config(recipe, 'tiny', output_dir=str(tmp_path)))   # imports TRL outside the record
    args = trl_args(recipe_config(recipe, 'tiny', output_dir=str(tmp_path), gradient_checkpointing=True))
    assert args.activation_checkpointing is True
    assert _deprecations(lambda: trl_args(recipe_config(recipe, 'tiny', output_dir=str(tmp_path), gradient_checkpointing=True))) == []

def _kernel_warnings(kernel:bool) -> str:
    code = ('import ipykernel\n' if kernel else '') + (
        "import textsql_kit, importlib.util, warnings\n"
        "importlib.util.find_spec('trl.experimental.ppo')\n"                    # TRL's notice on importing trl.experimental
        "warnings.warn('`gradient_checkpointing_enable` is deprecated and will be removed in v6.', FutureWarning)\n"
        "warnings.warn('`max_length` is deprecated', FutureWarning)\n")          # any other deprecation stays visible
    env = {k: v for k, v in os.environ.items() if k != 'TRL_EXPERIMENTAL_SILENCE'}   # other test files set it for their own runs
    return subprocess.run([sys.executable, '-c', code], capture_output=True, text=True, check=True, env=env).stderr

def test_a_kernel_filters_only_the_named_notices():
    quiet, loud = _kernel_warnings(True), _kernel_warnings(False)
    assert 'trl.experimental' in loud and 'gradient_checkpointing_enable' in loud
    assert 'trl.experimental' not in quiet and 'gradient_checkpointing_enable' not in quiet
    assert '`max_length` is deprecated' in quiet and '`max_length` is deprecated' in loud

def test_papermill_saves_the_final_state_of_progress_bars(tmp_path):
    "A real papermill run: a finished bar saves 272/272 (not its first 0%), a stopped one where it stopped, a transient one nothing."
    import nbformat, papermill as pm
    nb = nbformat.v4.new_notebook(metadata={'kernelspec': {'name': 'python3', 'display_name': 'python3', 'language': 'python'}})
    nb.cells = [nbformat.v4.new_code_cell("import textsql_kit\nfrom tqdm.auto import tqdm\nfor _ in tqdm(range(272), desc='kept'): pass"),
                nbformat.v4.new_code_cell("for _ in tqdm(range(5), desc='transient', leave=False): pass"),
                nbformat.v4.new_code_cell("bar = tqdm(total=10, desc='stopped')\nbar.update(3)\nbar.close()")]
    nbformat.write(nb, tmp_path/'bars.ipynb')
    pm.execute_notebook(str(tmp_path/'bars.ipynb'), str(tmp_path/'out.ipynb'), kernel_name='python3', progress_bar=False, cwd=str(tmp_path))
    texts = [[o.get('data', {}).get('text/plain', '') for o in c.outputs] for c in nbformat.read(tmp_path/'out.ipynb', as_version=4).cells]
    assert 'kept: 100%' in texts[0][0] and '272/272' in texts[0][0] and '0/272' not in texts[0][0]
    assert texts[1] == ['']
    assert '3/10' in texts[2][0]
