"""Record in notebooks the kernel metadata JupyterLab writes when it opens them, so opening one does not mark it modified.

On open JupyterLab starts the notebook's kernel and sets `metadata.kernelspec` (name, display name, language) and
`metadata.language_info` (the kernel's reply); a value that differs from the file's marks the notebook modified. So:
- the kernel is registered with the display name nbdev_clean writes (`python3`, the kernel's name): `make setup` runs
  `python -m ipykernel install --sys-prefix --name python3 --display-name python3`;
- `language_info` is kept by nbdev_clean (settings.ini: allowed_metadata_keys) and recorded here as this Python's kernel replies.

Usage: python .ci/notebook_kernel.py [NOTEBOOK ...]   (default: every notebook under nbs/), then nbdev_clean.
"""
import json, sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

def kernel_language_info() -> dict:
    "The `language_info` ipykernel's kernel_info reply carries (what JupyterLab copies into the notebook)."
    from ipykernel.ipkernel import IPythonKernel
    return json.loads(json.dumps(IPythonKernel.language_info))

def record(path:Path, info:dict) -> bool:
    "Set `path`'s metadata.language_info to `info` in nbdev's own format; True when the file changed."
    from execnb.nbio import read_nb, write_nb
    nb = read_nb(path)
    if nb.metadata.get('language_info') == info: return False
    nb.metadata['language_info'] = info
    write_nb(nb, path)
    return True

def main(args:list) -> int:
    paths = [Path(a) for a in args] or sorted(p for p in (ROOT/'nbs').rglob('*.ipynb') if '.ipynb_checkpoints' not in p.parts)
    info = kernel_language_info()
    changed = [p for p in paths if record(p, info)]
    print(f'language_info recorded in {len(changed)} of {len(paths)} notebooks (python {info["version"]})')
    return 0

if __name__ == '__main__': sys.exit(main(sys.argv[1:]))
