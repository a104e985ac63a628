"""Layers run one way: no module imports a higher floor of ARCHITECTURE.md's order, at module top, inside a function,
or by a string naming the module (importlib.import_module, a registry dict)."""
import shutil
import pytest
from layering import ROOT, floor_order, floor_of, package_modules, violations

PKG = ROOT/'textsql_kit'

def test_the_floor_order_is_read_from_architecture_md():
    order = floor_order()
    assert order['core'] == 0 < order['protocols'] < order['sql'] < order['rewards'] < order['synth'] < order['train'] < order['select']
    assert order['repro'] == order['experiments'] == order['cli'] == max(order.values())

def test_every_module_is_on_a_floor():
    order = floor_order()
    assert [m for m in package_modules(PKG) if floor_of(m, order) is None] == []

def test_no_module_imports_a_higher_floor():
    found = violations(PKG)
    for m, t, line, kind in found: print(f'{m}:{line}: {kind} reference to the higher floor {t}')
    assert found == [], f'{len(found)} upward references (printed above)'

PLANTS = {   # one violation of each kind, planted in sql/schema.py (floor sql)
    'top': ('from ..train.data import load_train_examples\n', 'textsql_kit.train.data'),
    'function': ('def _planted():\n    from textsql_kit.select.grounding import prune_schema\n    return prune_schema\n', 'textsql_kit.select.grounding'),
    'name': ("_PLANTED = {'teacher': 'textsql_kit.synth.teacher'}\n", 'textsql_kit.synth.teacher'),
}

@pytest.mark.parametrize('kind', list(PLANTS))
def test_the_checker_finds_a_planted_violation(tmp_path, kind):
    copy = tmp_path/'textsql_kit'
    shutil.copytree(PKG, copy, ignore=shutil.ignore_patterns('__pycache__', 'data'))
    code, target = PLANTS[kind]
    f = copy/'sql'/'schema.py'
    n = len(f.read_text().splitlines())
    f.write_text(f.read_text() + '\n' + code)
    new = set(violations(copy)) - set(violations(PKG))   # lines of the original file do not move: the plant is appended
    assert new == {('textsql_kit.sql.schema', target, n + 2 + (kind == 'function'), kind)}
