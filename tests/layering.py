"""The kit's import references read from source (AST): imports at module top, imports inside functions, and strings
naming a `textsql_kit` module; and the floor order of ARCHITECTURE.md they are checked against (tests/test_layers.py)."""
import ast, re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
EXEMPT = {'textsql_kit', 'textsql_kit._modidx'}   # the package root (may offer lazy access to subpackages); nbdev's index
_NAME = re.compile(r'\btextsql_kit(?:\.[A-Za-z_]\w*)+')

def floor_order(arch=ROOT/'ARCHITECTURE.md') -> dict:
    "{first name under textsql_kit: floor number} from the one line of `arch` holding ' < '."
    lines = [l.strip().strip('`').strip() for l in Path(arch).read_text().splitlines() if ' < ' in l]
    assert len(lines) == 1, f"{arch} must hold the floor order on exactly one line with ' < ', found {len(lines)}: {lines}"
    return {n.strip(): i for i, grp in enumerate(lines[0].split('<')) for n in grp.split(',') if n.strip()}

def module_name(path:Path, pkg:Path) -> str:
    "'textsql_kit.sql.pool' for `pkg`/sql/pool.py (`pkg` is the package folder)."
    parts = list(Path(path).relative_to(Path(pkg).parent).with_suffix('').parts)
    return '.'.join(parts[:-1] if parts[-1] == '__init__' else parts)

def _in_functions(tree) -> set:
    "ids of the nodes inside a function or lambda body."
    out = set()
    for n in ast.walk(tree):
        if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            out |= {id(k) for k in ast.walk(n) if k is not n}
    return out

def kit_refs(path:Path, name:str, names:bool=False) -> list:
    "(target, line, kind) for every reference of module `name` (file `path`) to the kit; kind: 'top', 'function' or 'name'."
    tree = ast.parse(Path(path).read_text())
    inner, pkg, out = _in_functions(tree), (name if Path(path).name == '__init__.py' else name.rsplit('.', 1)[0]), []
    for n in ast.walk(tree):
        kind = 'function' if id(n) in inner else 'top'
        if isinstance(n, ast.ImportFrom):
            base = pkg.split('.')[:len(pkg.split('.')) - n.level + 1] if n.level else []
            mod = '.'.join(base + ([n.module] if n.module else []))
            if mod == 'textsql_kit' or (names and mod.startswith('textsql_kit.')):   # `names`: `from m import x` gives m.x
                out += [(f'{mod}.{a.name}', n.lineno, kind) for a in n.names]
            elif mod.startswith('textsql_kit.'): out.append((mod, n.lineno, kind))
        elif isinstance(n, ast.Import):
            out += [(a.name, n.lineno, kind) for a in n.names if a.name == 'textsql_kit' or a.name.startswith('textsql_kit.')]
        elif isinstance(n, ast.Constant) and isinstance(n.value, str):
            out += [(t, n.lineno, 'name') for t in _NAME.findall(n.value)]
    return out

def floor_of(module:str, order:dict):
    "The floor number of a kit module (None: the package root, or a name on no floor)."
    parts = module.split('.')
    return order.get(parts[1]) if parts[0] == 'textsql_kit' and len(parts) > 1 else None

def package_modules(pkg:Path) -> dict:
    "{module name: file} for every .py file of the package folder `pkg`, exempt ones left out."
    mods = {module_name(p, pkg): p for p in sorted(Path(pkg).rglob('*.py')) if '__pycache__' not in p.parts}
    return {m: p for m, p in mods.items() if m not in EXEMPT}

def violations(pkg:Path, order:dict|None=None) -> list:
    "(module, target, line, kind) for every reference from a module to a module on a higher floor."
    order = floor_order() if order is None else order
    out = []
    for m, p in package_modules(pkg).items():
        me = floor_of(m, order)
        out += [(m, t, line, kind) for t, line, kind in kit_refs(p, m)
                if me is not None and (f := floor_of(t, order)) is not None and f > me]
    return out
