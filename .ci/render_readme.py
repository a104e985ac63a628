"""Render nbs/index.ipynb (the README source) into README.md without quarto.

nbdev 2's own `nbdev_readme` needs quarto, which these machines do not have, so the kit renders the index
notebook itself: markdown cells verbatim, code cells as fenced python blocks, text outputs as fenced text.
Cells tagged or flagged `#| hide` are left out. `make readme` runs it; `make test` fails when it is stale.
"""
import json, pathlib, sys

root = pathlib.Path(__file__).resolve().parent.parent
nb = json.loads((root/'nbs'/'index.ipynb').read_text(encoding='utf-8'))
out = ['<!-- Generated from nbs/index.ipynb by `make readme`: edit the notebook, not this file. -->', '']
for cell in nb['cells']:
    src = ''.join(cell['source']).rstrip()
    if not src or src.lstrip().startswith(('#| hide', '#|hide')): continue
    if cell['cell_type'] == 'markdown': out += [src, '']
    elif cell['cell_type'] == 'code':
        lines = [l for l in src.splitlines() if not l.startswith('#|')]
        out += ['```python', *lines, '```', '']
        texts = [''.join(o.get('text', '')) for o in cell.get('outputs', []) if o.get('output_type') == 'stream']
        if any(t.strip() for t in texts): out += ['```text', ''.join(texts).rstrip(), '```', '']
(root/'README.md').write_text('\n'.join(out).rstrip() + '\n', encoding='utf-8')
print('wrote README.md', file=sys.stderr)
