"""Notebooks open cleanly in JupyterLab: each names its kernel, and what Jupyter writes back on save is byte for byte
what is committed (nbformat's own writer, as the Jupyter server uses it), so opening one never marks it modified."""
import io, json
from pathlib import Path
import nbformat, pytest

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = sorted(p.relative_to(ROOT).as_posix() for p in (ROOT/'nbs').rglob('*.ipynb') if '.ipynb_checkpoints' not in p.parts)

def jupyter_save(text:str) -> str:
    "What the Jupyter server writes for a notebook read from `text` (nbformat.read, then nbformat.write)."
    buf = io.StringIO()
    nbformat.write(nbformat.reads(text, as_version=nbformat.NO_CONVERT), buf)
    return buf.getvalue()

def test_every_notebook_is_found(): assert len(NOTEBOOKS) > 40

@pytest.mark.parametrize('nb', NOTEBOOKS)
def test_notebook_names_its_kernel(nb):
    ks = json.loads((ROOT/nb).read_text(encoding='utf-8'))['metadata'].get('kernelspec') or {}
    assert ks.get('name') == 'python3' and ks.get('language') == 'python', f'{nb}: no python3 kernelspec (JupyterLab would ask for a kernel)'

@pytest.mark.parametrize('nb', NOTEBOOKS)
def test_notebook_survives_a_jupyter_round_trip(nb):
    text = (ROOT/nb).read_text(encoding='utf-8')
    assert jupyter_save(text) == text, f'{nb}: Jupyter would rewrite it on save (run `make export`, which cleans notebooks)'

def test_progress_bars_render_as_widgets():
    "tqdm's notebook bar needs ipywidgets' IProgress (without it: 'IProgress not found' and a plain-text bar)."
    from tqdm.notebook import tqdm
    bar = tqdm(total=2, display=False); bar.update(1); bar.close()
    assert type(bar.container).__name__ == 'TqdmHBox'

def test_a_reproduction_notebook_shows_its_figure_and_tables(tiny_run):
    "A papermill run (real kernel) of a repro notebook carries its figure as an inline PNG and its tables as DataFrames."
    _, runs, _ = tiny_run
    out = next(r.output_notebook for r in runs if r.name == 'astra_figure2')
    data = [o.get('data', {}) for c in json.loads(Path(out).read_text())['cells'] for o in c.get('outputs', [])]
    assert any('image/png' in d for d in data), 'no inline figure'
    assert any('dataframe' in ''.join(d.get('text/html', '')) for d in data), 'no table shown as a DataFrame'
