"""`import textsql_kit` imports no floor; naming one (`textsql_kit.rewards`) imports it on first access (PEP 562, nbs/99_package.ipynb)."""
import configparser, pkgutil, subprocess, sys
from pathlib import Path
import pytest
import textsql_kit
from layering import floor_order

ROOT = Path(__file__).resolve().parents[1]

def _fresh(code:str) -> list:
    "The stdout lines of `code` run in a fresh interpreter."
    return subprocess.run([sys.executable, '-c', code], capture_output=True, text=True, check=True, cwd=ROOT).stdout.splitlines()

def test_import_is_lazy_and_a_floor_loads_on_first_access():
    out = _fresh("import sys, textsql_kit\n"
                 "print(sorted(m for m in sys.modules if m.startswith('textsql_kit.')))\n"
                 "print(callable(textsql_kit.rewards.csmr), 'textsql_kit.rewards' in sys.modules, 'textsql_kit.train' in sys.modules)\n"
                 "print(textsql_kit.rewards is sys.modules['textsql_kit.rewards'], textsql_kit.core.Example.__name__)")
    assert out == ['[]', 'True True False', 'True Example']

def test_unknown_name_is_an_attribute_error_naming_it():
    with pytest.raises(AttributeError, match="no attribute 'reward'"): textsql_kit.reward
    assert not hasattr(textsql_kit, 'nope') and getattr(textsql_kit, 'nope', 7) == 7

def test_the_lazy_names_are_the_packages_floors():
    mods = {m.name for m in pkgutil.iter_modules(textsql_kit.__path__) if not m.name.startswith('_')}
    assert set(textsql_kit._FLOORS) == mods == set(floor_order())
    assert set(textsql_kit._FLOORS) <= set(dir(textsql_kit)) and '__version__' in dir(textsql_kit)

def test_version_is_settings_ini():
    cfg = configparser.ConfigParser(); cfg.read(ROOT/'settings.ini')
    assert textsql_kit.__version__ == cfg['DEFAULT']['version']
