"""Chapters read like fastcore's `01_basics`: small exported cells, each followed by the call that shows it.

Two house rules, counted over every library notebook (nbs/, not the papermill reports in nbs/repro/):
- no exported cell runs over 40 lines (blank lines, `#|` directives and assignments of data literals — a dict,
  list, tuple or set written out — aside);
- at least half of the exported cells that define a name are followed by an example: the next code cell (prose
  between is fine) is not itself exported and calls or shows a name the exported cell defines."""
import ast, json, re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
MAX_LINES, MIN_EXAMPLE_SHARE = 40, 0.5

def _src(c): return ''.join(c['source']) if isinstance(c['source'], list) else c['source']
def _exported(c):
    return c['cell_type'] == 'code' and any(re.match(r'#\|\s*exports?\b', l.strip()) for l in _src(c).splitlines()[:3])
def _code(c): return '\n'.join(l for l in _src(c).splitlines() if not l.strip().startswith('#|'))

def defined_names(code:str) -> set:
    "Names a cell defines at its top level: functions, classes, assigned names and attributes (`Cls.meth = f`)."
    try: tree = ast.parse(code)
    except SyntaxError: return set()
    out = set()
    for n in tree.body:
        if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)): out.add(n.name)
        targets = n.targets if isinstance(n, ast.Assign) else [n.target] if isinstance(n, ast.AnnAssign) else []
        for t in targets:
            for x in ast.walk(t):
                if isinstance(x, ast.Name): out.add(x.id)
                elif isinstance(x, ast.Attribute): out.add(x.attr)
    return out

def cell_lines(code:str) -> int:
    "Non-blank lines of `code`, less the lines of top-level assignments of data literals."
    n = sum(1 for l in code.splitlines() if l.strip())
    try: tree = ast.parse(code)
    except SyntaxError: return n
    lits = (ast.Dict, ast.List, ast.Tuple, ast.Set, ast.Constant)
    return n - sum(s.end_lineno - s.lineno + 1 for s in tree.body
                   if isinstance(s, (ast.Assign, ast.AnnAssign)) and isinstance(s.value, lits))

def exported_cells():
    "(notebook, index, code, followed-by-example) of every exported cell of the library notebooks."
    for nb in sorted((ROOT/'nbs').rglob('*.ipynb')):
        if 'repro' in nb.parts or '.ipynb_checkpoints' in nb.parts: continue
        cells = json.loads(nb.read_text())['cells']
        for i, c in enumerate(cells):
            if not _exported(c): continue
            code, names = _code(c), defined_names(_code(c))
            nxt = next((d for d in cells[i+1:] if d['cell_type'] == 'code'), None)
            shown = bool(names) and nxt is not None and not _exported(nxt) and any(re.search(rf'\b{re.escape(n)}\b', _src(nxt)) for n in names)
            yield nb.relative_to(ROOT).as_posix(), i, code, names, shown

def test_the_counters():
    assert defined_names("def f(): pass\nclass C: pass\nx, y = 1, 2\nC.m = f\nz: int = 3") == {'f', 'C', 'x', 'y', 'm', 'z'}
    assert cell_lines("X = {\n 'a': 1,\n 'b': 2}\n\ndef f():\n    return X\n") == 2

def test_no_exported_cell_over_40_lines():
    long = [f'{nb} cell {i}: {cell_lines(code)} lines' for nb, i, code, _, _ in exported_cells() if cell_lines(code) > MAX_LINES]
    assert not long, 'exported cells over 40 lines (split them, each part with its example):\n' + '\n'.join(long)

def test_half_the_exported_cells_are_followed_by_their_example():
    cells = [shown for _, _, _, names, shown in exported_cells() if names]
    share = sum(cells) / len(cells)
    print(f'{sum(cells)} of {len(cells)} exported cells followed by their example ({share:.0%})')
    assert share >= MIN_EXAMPLE_SHARE, f'only {share:.0%} of exported cells are followed by an example (at least 50%)'
