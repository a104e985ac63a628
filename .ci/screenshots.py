"""Screenshots of JupyterLab in headless Chromium: the index, one chapter and one reproduction notebook, with outputs.

Not run by CI, and the images are not committed. It needs Playwright's Chromium, which the kit does not install:
    .venv/bin/pip install playwright && .venv/bin/playwright install chromium
Usage:
    .venv/bin/python .ci/screenshots.py OUT_DIR [--chapter nbs/sql/03_match.ipynb] [--repro astra_figure2] [--scale tiny]
Each notebook is first executed into a scratch folder (chapters by nbclient in their own folder, the repro notebook by the
kit's runner at `--scale`), then JupyterLab serves that folder on a free port and Chromium opens each one and waits for
its kernel to be idle. A line per screenshot says whether JupyterLab marked the notebook modified on open (it should not).
"""
import argparse, secrets, shutil, socket, subprocess, sys, tempfile, time, urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

def free_port() -> int:
    with socket.socket() as s: s.bind(('127.0.0.1', 0)); return s.getsockname()[1]

def execute_chapter(nb:Path, dest:Path) -> Path:
    "`nb` executed by nbclient in its own folder (as nbdev_test runs it), saved with its outputs to `dest`."
    import nbformat
    from nbclient import NotebookClient
    book = nbformat.read(nb, as_version=4)
    NotebookClient(book, timeout=1800, kernel_name='python3', resources={'metadata': {'path': str(nb.parent)}}).execute()
    nbformat.write(book, dest/nb.name)
    return dest/nb.name

def execute_repro(name:str, scale:str, dest:Path) -> Path:
    "The reproduction notebook `name` run by the kit's papermill runner at `scale`; its executed copy in `dest`."
    from textsql_kit.repro import reproduce
    runs = reproduce([name], scale, dest/'runs', dest/'figs', log=print)
    out = Path(next(r.output_notebook for r in runs if r.name == name))
    return Path(shutil.copy(out, dest/out.name))

def start_lab(root:Path, port:int, token:str) -> subprocess.Popen:
    "JupyterLab serving `root` (no browser), ready when its API answers."
    lab = subprocess.Popen([sys.executable, '-m', 'jupyterlab', '--no-browser', '--allow-root', f'--port={port}',
                            f'--IdentityProvider.token={token}', f'--ServerApp.root_dir={root}'],
                           stdout=subprocess.DEVNULL, stderr=open(root/'lab.log', 'w'))
    for _ in range(120):
        try: urllib.request.urlopen(f'http://127.0.0.1:{port}/api/status?token={token}'); return lab
        except OSError: time.sleep(0.5)
    lab.terminate(); raise RuntimeError(f'JupyterLab did not start; see {root/"lab.log"}')

def shoot(port:int, token:str, names:list, out:Path):
    "Open each notebook in headless Chromium, wait for an idle kernel, save `out/<name>.png`, say if the tab is dirty."
    from playwright.sync_api import sync_playwright
    with sync_playwright() as p:
        browser = p.chromium.launch(headless=True)
        page = browser.new_page(viewport={'width': 1400, 'height': 1800})
        for name in names:
            page.goto(f'http://127.0.0.1:{port}/lab/tree/{name}?token={token}')
            page.wait_for_selector('.jp-Notebook .jp-Cell', timeout=60_000)
            page.wait_for_selector('.jp-Notebook-ExecutionIndicator[data-status="idle"]', timeout=120_000)
            time.sleep(2)   # widgets and images settle
            dirty = page.locator('.lm-TabBar-tab.lm-mod-current.jp-mod-dirty').count() > 0
            png = out/f'{Path(name).stem}.png'
            page.screenshot(path=str(png), full_page=True)
            print(f'{png}: {"MODIFIED on open" if dirty else "unmodified on open"}')
        browser.close()

def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument('out', type=Path, help='folder for the PNGs (not committed)')
    ap.add_argument('--chapter', type=Path, default=ROOT/'nbs'/'sql'/'03_match.ipynb')
    ap.add_argument('--repro', default='astra_figure2', help="a reproduction notebook's experiment name")
    ap.add_argument('--scale', default='tiny')
    a = ap.parse_args(argv)
    a.out.mkdir(parents=True, exist_ok=True)
    work = Path(tempfile.mkdtemp(prefix='textsql-shots-'))
    names = [execute_chapter(ROOT/'nbs'/'index.ipynb', work).name, execute_chapter(a.chapter.resolve(), work).name,
             execute_repro(a.repro, a.scale, work).name]
    port, token = free_port(), secrets.token_hex(16)
    lab = start_lab(work, port, token)
    try: shoot(port, token, names, a.out)
    finally:
        lab.terminate(); lab.wait(30)

if __name__ == '__main__': main()
