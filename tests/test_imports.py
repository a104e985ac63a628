"""Every module imports, and the package's import graph has no cycle (restructuring issue)."""
import importlib, pkgutil
from pathlib import Path
import textsql_kit
from layering import kit_refs

PKG = Path(textsql_kit.__file__).parent

def _modules():
    return sorted(m.name for m in pkgutil.walk_packages([str(PKG)], 'textsql_kit.') if not m.name.endswith('_modidx'))

def _imports_of(name):
    "Modules of the package this module imports, at module top or lazily inside a function (tests/layering.py's parser)."
    path = PKG.joinpath(*name.split('.')[1:])
    path = path/'__init__.py' if path.is_dir() else path.with_suffix('.py')
    out = {t for t, _, kind in kit_refs(path, name, names=True) if kind != 'name'}
    out |= {t.rsplit('.', 1)[0] for t in out if t not in MODS}   # `from .mod import name`: the module, not the name
    return {m for m in out if m in MODS and m != name}

MODS = set(_modules()) | {'textsql_kit'}

def test_every_module_imports():
    for m in _modules(): importlib.import_module(m)

def test_no_import_cycle():
    graph = {m: _imports_of(m) for m in _modules()}
    state, stack = {}, []
    def visit(m):
        state[m] = 1; stack.append(m)
        for n in sorted(graph.get(m, ())):
            if state.get(n) == 1: raise AssertionError('import cycle: ' + ' -> '.join(stack[stack.index(n):] + [n]))
            if not state.get(n): visit(n)
        state[m] = 2; stack.pop()
    for m in graph:
        if not state.get(m): visit(m)

def test_layout_has_the_layers():
    for sub in ('sql', 'models', 'knowledge', 'rewards', 'synth', 'evaluation'):
        assert (PKG/sub/'__init__.py').is_file(), sub
    from textsql_kit.rewards import __all__ as facade, csmr, tchr_reward, make_trl_reward  # documented public names
    assert {'csmr', 'tchr_reward', 'make_trl_reward'} <= set(facade)
