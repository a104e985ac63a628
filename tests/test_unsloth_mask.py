"""unsloth keeps TRL's tool mask: checked in the released source of the installed unsloth (and unsloth_zoo), read as text.

`unsloth: true` (train.recipes) is only right for multi-turn GRPO if the loss unsloth puts into TRL's GRPOTrainer leaves the
tool's output out, as TRL's own loss does with `tool_mask`. Importing unsloth loads its GPU stack (and without a GPU it falls
back to plain TRL), so nothing here imports it: the package is found with importlib.util.find_spec, its files are parsed with
ast, and the helpers that are plain torch are compiled from their source and run. Skipped where unsloth is not installed (it is
in the kit's gpu extra); the GPU cell of nbs/train/01_recipes.ipynb trains through the real thing. Where unsloth cannot train
(not installed, no GPU), the last test checks that `unsloth: true` stops a run with one line before anything is built."""
import ast, importlib.util
from pathlib import Path
import pytest, torch

def _source(pkg:str, *parts) -> str:
    "The text of a file of installed package `pkg`, without importing it; a skip when the package is not installed."
    spec = importlib.util.find_spec(pkg)
    if spec is None or not spec.submodule_search_locations:
        pytest.skip(f"{pkg} is not installed (pip install unsloth; the kit's gpu extra has it): no released source to read")
    p = Path(list(spec.submodule_search_locations)[0]).joinpath(*parts)
    if not p.is_file(): pytest.fail(f"{p} is missing: this {pkg} keeps its GRPO code elsewhere; check again how it treats tool_mask")
    return p.read_text(encoding='utf-8')

def _function(tree, name:str) -> ast.FunctionDef:
    fns = [n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef) and n.name == name]
    assert fns, f"no function {name!r}"
    return fns[0]

def _compiled(tree, *names, **env) -> dict:
    "The functions `names` of `tree` compiled on their own (their module's other imports left out) into a namespace with `env`."
    ns = {'torch': torch, **env}
    for n in names: exec(compile(ast.Module([_function(tree, n)], []), f'<{n}>', 'exec'), ns)
    return ns

def test_the_grpo_loss_multiplies_completion_mask_by_tool_mask():
    tree = ast.parse(_source('unsloth', 'models', 'rl_replacements.py'))
    outer = _function(tree, 'grpo_trainer_compute_loss')
    code = ast.unparse(_function(outer, 'compute_loss'))     # the compute_loss unsloth writes into its GRPOTrainer
    assert "tool_mask = inputs.get('tool_mask', None)" in code
    assert 'loss_mask = completion_mask * tool_mask.to(' in code                           # the loss without unsloth_zoo's kernel
    assert "_grpo_accumulated_loss_kwargs['tool_mask'] = tool_mask" in code                # the chunked loss receives the mask
    appended = {ast.unparse(s) for s in tree.body if isinstance(s, ast.Expr)}
    assert "RL_FUNCTIONS['grpo_trainer'].append(grpo_trainer_compute_loss)" in appended   # and the replacement is registered

def test_a_zoo_without_the_mask_is_refused_not_ignored():
    tree = ast.parse(_source('unsloth', 'models', 'rl_replacements.py'))
    code = ast.unparse(_function(_function(tree, 'grpo_trainer_compute_loss'), 'compute_loss'))
    check = code[code.index("'tool_mask' in inspect.signature(grpo_accumulated_loss).parameters"):]
    assert check.index('raise RuntimeError') < check.index('grpo_accumulated_loss(')          # checked before the loss is called
    assert 'grpo_accumulated_loss handles tool_mask. Please upgrade unsloth_zoo.' in check
    rl = ast.parse(_source('unsloth', 'models', 'rl.py'))    # the fallback the generated trainer gets when unsloth_zoo has none
    fallback = next(s for s in rl.body if isinstance(s, ast.If) and ast.unparse(s.test) == 'align_completion_tool_mask is None')
    ns = {'torch': torch}; exec(compile(ast.Module(fallback.body, []), '<fallback>', 'exec'), ns)
    cm = torch.ones(2, 4, dtype=torch.long)
    assert ns['align_completion_tool_mask'](None, cm) is cm                                 # single turn: nothing to align
    with pytest.raises(RuntimeError, match='upgrade unsloth_zoo'): ns['align_completion_tool_mask'](torch.ones_like(cm), cm)

def test_the_generated_batch_keeps_tool_mask():
    tree = ast.parse(_source('unsloth', 'models', 'rl_replacements.py'))
    fn = _function(tree, 'grpo_trainer__generate_and_score_completions')
    texts = [n.value for n in ast.walk(fn) if isinstance(n, ast.Constant) and isinstance(n.value, str)]
    assert any('output["tool_mask"] = tool_mask' in t for t in texts)    # what TRL computed reaches compute_loss

def test_the_zoo_loss_applies_the_mask_to_its_repacked_completion_mask():
    from textsql_kit.train.recipes import zoo_takes_tool_mask
    src = _source('unsloth_zoo', 'rl_replacements.py')
    tree = ast.parse(src)
    assert zoo_takes_tool_mask(src)                                       # what the kit's unsloth_check reads
    loss = ast.unparse(_function(tree, 'grpo_accumulated_loss'))
    assert loss.count('completion_mask = align_completion_tool_mask(tool_mask, completion_mask)') >= 2   # both packing paths
    ns = _compiled(tree, 'align_logprobs_with_mask', 'align_completion_tool_mask')
    align = ns['align_completion_tool_mask']
    cm, tm = torch.ones(2, 5, dtype=torch.long), torch.tensor([[1, 1, 0, 0, 1], [1, 0, 1, 1, 1]])
    assert align(tm, cm).tolist() == (cm * tm).tolist()                   # the tool's tokens leave the loss
    packed = torch.tensor([[0, 0, 1, 1, 1], [1, 1, 1, 0, 0]])              # row 0 left-padded by 2 after unsloth repacks it
    assert align(torch.tensor([[1, 0, 1], [0, 1, 1]]), packed).tolist() == [[0, 0, 1, 0, 1], [0, 1, 1, 0, 0]]

def test_the_switch_without_unsloth_or_a_gpu_is_one_line(tmp_path, capsys):
    from textsql_kit.train.recipes import train_cli
    if torch.cuda.is_available() and importlib.util.find_spec('unsloth'): pytest.skip('this machine can train with unsloth')
    (tmp_path/'u.yaml').write_text('unsloth: true\nenv: mtir\n')
    assert train_cli(['grpo', '--recipe', 'grpo_filter', '--config', str(tmp_path/'u.yaml'), '--out', str(tmp_path/'run')]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "unsloth: true trains with unsloth's CUDA kernels; missing here: " in err[0], err
    assert ('pip install unsloth' in err[0]) == (importlib.util.find_spec('unsloth') is None) and ('CUDA GPU' in err[0]) == (not torch.cuda.is_available())
    assert not (tmp_path/'run'/'final').exists()
