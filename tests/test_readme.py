"""The README works outside `make`: its library script runs as written and reports a bad database, and it says how to
get the commands, the data and JupyterLab without the Makefile."""
import re, sqlite3, subprocess, sys
from pathlib import Path

README = Path(__file__).resolve().parents[1]/'README.md'

def _count_script() -> str:
    blocks = re.findall(r'```python\n(.*?)```', README.read_text(), re.S)
    return next(b for b in blocks if b.startswith('# count.py'))

def test_the_count_script_prints_rows_and_names_a_missing_database(tmp_path):
    script = tmp_path/'count.py'; script.write_text(_count_script())
    db = tmp_path/'concert_singer.sqlite'
    with sqlite3.connect(db) as c: c.executescript('CREATE TABLE singer (id int); INSERT INTO singer VALUES (1), (2), (3);')
    ok = subprocess.run([sys.executable, str(script), str(db)], capture_output=True, text=True, timeout=120)
    assert ok.returncode == 0 and ok.stdout.strip() == '[(3,)]', ok.stderr
    bad = subprocess.run([sys.executable, str(script), str(tmp_path/'absent.sqlite')], capture_output=True, text=True, timeout=120)
    assert bad.returncode != 0 and bad.stdout == '' and 'absent.sqlite' in bad.stderr and bad.stderr.startswith('count.py: ')

def test_outside_make_the_readme_names_the_environment_the_data_and_jupyterlab():
    text = README.read_text()
    section = text[text.index('### Outside `make`'):text.index('On GPU nodes:')]
    for needed in ('source .venv/bin/activate', 'TEXTSQL_SPIDER_DIR=', 'TEXTSQL_SPIDER_TRAIN_DIR=', 'jupyter lab nbs/', '--allow-root'):
        assert needed in section, needed
