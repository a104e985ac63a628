"""Shared pytest fixtures: the optional Spider dev folder, offline settings, a scratch cache."""
import os, pathlib, pytest

os.environ.setdefault('HF_HUB_OFFLINE', '1')
os.environ.setdefault('TRANSFORMERS_OFFLINE', '1')
os.environ.setdefault('TOKENIZERS_PARALLELISM', 'false')
os.environ.setdefault('MPLBACKEND', 'Agg')

def pytest_configure(config):
    config.addinivalue_line('markers', 'slow: takes more than a few seconds (make test SLOW=0 skips them)')
    config.addinivalue_line('markers', 'gpu: needs a CUDA device (skipped on CPU machines)')

def pytest_collection_modifyitems(config, items):
    try:
        import torch; has_gpu = torch.cuda.is_available()
    except Exception: has_gpu = False
    if not has_gpu:
        for it in items:
            if 'gpu' in it.keywords: it.add_marker(pytest.mark.skip(reason='needs a CUDA GPU'))

@pytest.fixture(scope='session')
def spider_dir():
    "The real Spider dev folder from TEXTSQL_SPIDER_DIR; skips the test cleanly when it is unset or missing."
    d = os.environ.get('TEXTSQL_SPIDER_DIR')
    if not d: pytest.skip('TEXTSQL_SPIDER_DIR is not set (make test sets it when ../shared/data/spider-dev exists)')
    p = pathlib.Path(d)
    if not (p/'dev.json').is_file(): pytest.skip(f'TEXTSQL_SPIDER_DIR={d} has no dev.json')
    return p

@pytest.fixture
def kit_cache(tmp_path, monkeypatch):
    "A private TEXTSQL_CACHE for one test."
    monkeypatch.setenv('TEXTSQL_CACHE', str(tmp_path/'cache'))
    return tmp_path/'cache'

@pytest.fixture(scope='module')
def module_kit_cache(tmp_path_factory):
    "A private TEXTSQL_CACHE for one test module (tiny models built once per module, never in the user's cache)."
    old = os.environ.get('TEXTSQL_CACHE'); os.environ['TEXTSQL_CACHE'] = str(tmp_path_factory.mktemp('cache'))
    yield
    if old is None: os.environ.pop('TEXTSQL_CACHE', None)
    else: os.environ['TEXTSQL_CACHE'] = old

@pytest.fixture(scope='session')
def tiny_run(tmp_path_factory):
    "One `reproduce(None, 'tiny')` over every ready experiment, shared by every test module: (tmp, runs, log lines)."
    from textsql_kit.repro import reproduce
    tmp = tmp_path_factory.mktemp('repro')
    lines = []
    runs = reproduce(None, 'tiny', tmp/'runs', tmp/'figs', timeout_s=600, log=lines.append, jobs=2)
    return tmp, runs, lines
