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

def _lab_opens(nb:dict) -> dict:
    "`nb` as JupyterLab holds it once its kernel started: the kernelspec and language_info it sets from the kernel."
    from jupyter_client.kernelspec import KernelSpecManager
    from importlib.util import spec_from_file_location, module_from_spec
    ks = KernelSpecManager().get_kernel_spec(nb['metadata']['kernelspec']['name'])
    spec = spec_from_file_location('notebook_kernel', ROOT/'.ci'/'notebook_kernel.py'); mod = module_from_spec(spec); spec.loader.exec_module(mod)
    meta = {**nb['metadata'], 'kernelspec': {'name': 'python3', 'display_name': ks.display_name, 'language': ks.language},
            'language_info': mod.kernel_language_info()}
    return {**nb, 'metadata': meta}

def test_the_kernel_has_the_display_name_nbdev_clean_writes():
    "nbdev_clean writes the kernelspec's display name as its name; the registered kernel must agree (`make setup` registers it)."
    from jupyter_client.kernelspec import KernelSpecManager
    assert KernelSpecManager().get_kernel_spec('python3').display_name == 'python3'

def test_a_recorded_notebook_opens_unmodified(tmp_path):
    "After .ci/notebook_kernel.py and nbdev_clean (settings.ini keeps language_info), opening the notebook changes nothing."
    import shutil, subprocess, sys
    from nbdev.clean import clean_nb
    from nbdev.config import get_config
    nb = tmp_path/'index.ipynb'; shutil.copy(ROOT/'nbs'/'index.ipynb', nb)
    subprocess.run([sys.executable, str(ROOT/'.ci'/'notebook_kernel.py'), str(nb)], check=True, capture_output=True)
    d, cfg = json.loads(nb.read_text(encoding='utf-8')), get_config()
    clean_nb(d, allowed_metadata_keys=cfg.allowed_metadata_keys.split(), allowed_cell_metadata_keys=cfg.allowed_cell_metadata_keys.split())
    assert d == json.loads(nb.read_text(encoding='utf-8')), 'nbdev_clean would change a recorded notebook'
    assert _lab_opens(d) == d, 'JupyterLab would change the metadata of a recorded notebook on open'

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

@pytest.mark.slow
def test_a_kernel_websocket_closed_early_is_no_server_error(tmp_path):
    "A client that leaves while a new kernel starts: with .ci/jupyter_server_config.py the server logs no 500 (jupyter_server#1265)."
    import base64, os, socket, subprocess, sys, time, urllib.request
    with socket.socket() as s: s.bind(('127.0.0.1', 0)); port = s.getsockname()[1]
    log, base, auth = tmp_path/'server.log', f'http://127.0.0.1:{port}', {'Authorization': 'token t0k'}
    server = subprocess.Popen([sys.executable, '-m', 'jupyter_server', '--no-browser', '--allow-root', f'--port={port}',
                               '--IdentityProvider.token=t0k', f'--ServerApp.root_dir={tmp_path}',
                               f'--config={ROOT/".ci"/"jupyter_server_config.py"}'],
                              stdout=subprocess.DEVNULL, stderr=open(log, 'w'))
    def api(method, path, body=None):
        req = urllib.request.Request(base + path, method=method, headers=auth, data=None if body is None else json.dumps(body).encode())
        return urllib.request.urlopen(req, timeout=30)
    try:
        for _ in range(120):
            try: api('GET', '/api/status'); break
            except OSError: time.sleep(0.5)
        kid = json.load(api('POST', '/api/kernels', {'name': 'python3'}))['id']
        with socket.create_connection(('127.0.0.1', port)) as c:   # upgrade request, then gone before the kernel answers
            c.sendall((f'GET /api/kernels/{kid}/channels?session_id=s HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\n'
                       f'Connection: Upgrade\r\nSec-WebSocket-Key: {base64.b64encode(os.urandom(16)).decode()}\r\n'
                       'Sec-WebSocket-Version: 13\r\nSec-WebSocket-Protocol: v1.kernel.websocket.jupyter.org\r\n'
                       'Authorization: token t0k\r\n\r\n').encode())
            time.sleep(0.05)
        time.sleep(5)
        api('DELETE', f'/api/kernels/{kid}')
    finally:
        server.terminate(); server.wait(30)
    text = log.read_text()
    assert 'Kernel started' in text and ' 500 GET' not in text and 'kernel_ws_protocol' not in text, text[-2000:]
