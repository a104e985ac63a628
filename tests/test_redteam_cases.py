"""The red-team register (tests/redteam_cases.py) is whole and points at real tests: 52 cases numbered 1..52, each with
at least one node id, and every node id names a test function that exists (read with `ast`, nothing imported), with the
parametrized case it names where the decorators' values can be read."""
import ast, importlib.util, re, runpy
from pathlib import Path
import pytest

TESTS = Path(__file__).parent
ROOT = TESTS.parent

def _register():
    spec = importlib.util.spec_from_file_location('redteam_cases', TESTS/'redteam_cases.py')
    mod = importlib.util.module_from_spec(spec); spec.loader.exec_module(mod)
    return mod

REG = _register()
ALL_IDS = REG.node_ids()

# ---- pytest's ids of a parametrized function, from its decorators' literal values

def _literal(node, module):
    "The value of `node` when it is a literal, a module-level name bound to one, or `list(...)` of one; else raise ValueError."
    if isinstance(node, ast.Name):
        for st in module.body:
            if isinstance(st, ast.Assign) and any(isinstance(t, ast.Name) and t.id == node.id for t in st.targets):
                return _literal(st.value, module)
        raise ValueError(node.id)
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == 'list' and len(node.args) == 1:
        return list(_literal(node.args[0], module))
    return ast.literal_eval(node)

def _idval(v, argname, i):
    "The id pytest gives one value (its `_idval`, for the types register ids use)."
    if isinstance(v, str): return v.encode('unicode_escape').decode('ascii')
    if v is None or isinstance(v, (bool, int, float, complex)): return str(v)
    return f'{argname}{i}'

def _one_decorator_ids(dec, module):
    names = _literal(dec.args[0], module)
    names = [n.strip() for n in names.split(',')] if isinstance(names, str) else list(names)
    kw = {k.arg: k.value for k in dec.keywords}
    values_node = dec.args[1] if len(dec.args) > 1 else kw['argvalues']
    if 'ids' in kw:
        ids = _literal(kw['ids'], module)
        if all(isinstance(x, str) for x in ids): return list(ids)
        raise ValueError('ids')
    if isinstance(values_node, (ast.List, ast.Tuple)) and any(isinstance(e, ast.Call) for e in values_node.elts): raise ValueError('pytest.param')
    values = _literal(values_node, module)
    out = []
    for i, v in enumerate(values):
        v = (v,) if len(names) == 1 else v
        out.append('-'.join(_idval(x, n, i) for x, n in zip(v, names)))
    return out

def param_ids(fn, module):
    "Every `[id]` pytest gives `fn` (the decorator nearest the function names the first part); None where a value is not literal."
    parts = []
    for dec in reversed(fn.decorator_list):
        if isinstance(dec, ast.Call) and ast.unparse(dec.func).endswith('mark.parametrize'):
            try: parts.append(_one_decorator_ids(dec, module))
            except (ValueError, KeyError, TypeError, SyntaxError): return None
    ids = ['']
    for p in parts: ids = [f'{a}-{b}' if a else b for a in ids for b in p]
    return set(ids) if parts else set()

def _module(path):
    return ast.parse((ROOT/path).read_text())

def _function(module, name):
    return next((n for n in module.body if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)) and n.name == name), None)

# ---- the register

def test_fifty_two_cases_numbered_in_order():
    assert len(REG.CASES) == 52
    assert [c[0] for c in REG.CASES] == list(range(1, 53))
    for number, group, case, ids in REG.CASES:
        assert isinstance(group, str) and group and isinstance(case, str) and case, number
        assert isinstance(ids, list) and ids, f'case {number} names no test'
        assert len(ids) == len(set(ids)), f'case {number} names a test twice'

def test_node_ids_are_shell_words_under_tests():
    "`pytest $(python tests/redteam_cases.py)` splits on whitespace: an id may hold none."
    for i in ALL_IDS:
        assert re.fullmatch(r'tests/test_\w+\.py::test_\w+(\[[^\s\]]+\])?', i), i

@pytest.mark.parametrize('node', ALL_IDS)
def test_every_node_id_exists(node):
    path, name = node.split('::')
    assert (ROOT/path).is_file(), path
    module = _module(path)
    m = re.fullmatch(r'(\w+)(?:\[(.+)\])?', name)
    fn = _function(module, m.group(1))
    assert fn is not None, f'{path} has no function {m.group(1)}'
    ids = param_ids(fn, module)
    if m.group(2) is None: return
    assert ids != set(), f'{node}: {m.group(1)} is not parametrized'
    if ids is None:   # values that are not literals: the parameter must at least appear in the file
        assert m.group(2) in (ROOT/path).read_text(), node
    else:
        assert m.group(2) in ids, (node, sorted(ids))

def test_script_prints_each_id_once(capsys):
    runpy.run_path(str(TESTS/'redteam_cases.py'), run_name='__main__')
    out = capsys.readouterr().out.splitlines()
    assert out == ALL_IDS and len(out) == len(set(out))
    assert set(out) == {i for *_, ids in REG.CASES for i in ids}

def test_param_ids_follow_pytest():
    "The id reader itself, on decorators whose ids pytest's docs spell out."
    module = ast.parse('''
N = ['a b', 'c']
@pytest.mark.parametrize('x', [0, 1])
@pytest.mark.parametrize('y, z', [([1], None), ([2], 'q')])
def test_f(x, y, z): pass
@pytest.mark.parametrize('w', N)
def test_g(w): pass
@pytest.mark.parametrize('w', [1], ids=['one'])
def test_h(w): pass
@pytest.mark.parametrize('w', [pytest.param(1, id='one')])
def test_p(w): pass
def test_plain(): pass
''')
    assert param_ids(_function(module, 'test_f'), module) == {'y0-None-0', 'y0-None-1', 'y1-q-0', 'y1-q-1'}
    assert param_ids(_function(module, 'test_g'), module) == {'a b', 'c'}
    assert param_ids(_function(module, 'test_h'), module) == {'one'}
    assert param_ids(_function(module, 'test_p'), module) is None
    assert param_ids(_function(module, 'test_plain'), module) == set()
