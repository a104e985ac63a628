"""`textsql-kit eval` and `textsql-kit bench exec`, run for real: in-process and as subprocesses."""
import json, os, sqlite3, subprocess, sys
from pathlib import Path

import pytest

from textsql_kit.evaluation.benchmarks import bench_exec_cli, eval_cli, read_predictions

ROOT = Path(__file__).resolve().parents[1]
GOLD = [{'db_id': 'concert', 'question': 'How many singers?', 'query': 'SELECT count(*) FROM singer'},
        {'db_id': 'concert', 'question': 'Names by age, oldest first.', 'query': 'SELECT name FROM singer ORDER BY age DESC'},
        {'db_id': 'concert', 'question': 'Countries?', 'query': 'SELECT DISTINCT country FROM singer'},
        {'db_id': 'gone', 'question': 'Anything?', 'query': 'SELECT 1'}]


@pytest.fixture
def toy(tmp_path):
    db = tmp_path/'database'/'concert'/'concert.sqlite'
    db.parent.mkdir(parents=True)
    con = sqlite3.connect(db)
    con.executescript("""CREATE TABLE singer(name TEXT, country TEXT, age INT);
        INSERT INTO singer VALUES ('Joe','France',52),('Ann','France',41),('Tom','Spain',29);""")
    con.commit(); con.close()
    (tmp_path/'dev.json').write_text(json.dumps(GOLD))
    return tmp_path


def _env(tmp_path):
    env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get('PYTHONPATH', ''), TEXTSQL_CACHE=str(tmp_path/'cache'))
    return env


def _run(args, tmp_path, entry='from textsql_kit.evaluation.benchmarks import eval_cli as f'):
    code = f'import sys; {entry}; sys.exit(f(sys.argv[1:]))'
    return subprocess.run([sys.executable, '-c', code, *args], cwd=ROOT, env=_env(tmp_path), capture_output=True, text=True, timeout=300)


def test_eval_cli_in_process(toy, tmp_path, kit_cache, capsys):
    (tmp_path/'pred.sql').write_text('SELECT count(*) FROM singer\nSELECT name FROM singer ORDER BY age\n\nSELECT 1\n')
    rc = eval_cli(['--benchmark', 'spider', '--gold', str(toy/'dev.json'), '--pred', str(tmp_path/'pred.sql'),
                   '--out', str(tmp_path/'out.jsonl'), '--workers', '1', '--no-progress'])
    assert rc == 0
    rows = [json.loads(l) for l in (tmp_path/'out.jsonl').read_text().splitlines()]
    assert [(r['index'], r['db_id'], r['correct'], r['verdict']) for r in rows] == [
        (0, 'concert', True, 'correct'), (1, 'concert', False, 'wrong'), (2, 'concert', False, 'pred_error'), (3, 'gone', False, 'missing_db')]
    assert rows[2]['error'] == 'empty prediction' and "'gone' not found" in rows[3]['error']
    out = capsys.readouterr().out
    assert 'EX (all 4 items): 25.00% (1/4)' in out and 'EX (executable 3 items): 33.33% (1/3)' in out
    assert 'correct=1, wrong=1, pred_error=1' in out and 'missing_db=1' in out
    assert 'missing database: 1 items (db: gone x1): indices 3' in out


def test_eval_cli_subprocess(toy, tmp_path):
    (tmp_path/'pred.sql').write_text('SELECT count(*) FROM singer\nSELECT name FROM singer ORDER BY age DESC\nSELECT country FROM singer\nSELECT 1\n')
    args = ['--benchmark', 'spider', '--gold', str(toy/'dev.json'), '--pred', str(tmp_path/'pred.sql'), '--out', str(tmp_path/'o.jsonl'),
            '--workers', '2', '--no-progress']
    r = _run(args, tmp_path)
    assert r.returncode == 0, r.stderr
    assert 'EX (all 4 items): 75.00% (3/4)' in r.stdout          # DISTINCT stripped from the gold: item 2 is right
    r2 = _run(args + ['--keep-distinct'], tmp_path)
    assert r2.returncode == 0 and 'EX (all 4 items): 50.00% (2/4)' in r2.stdout
    r3 = _run(['--benchmark', 'bird', '--gold', str(toy/'dev.json'), '--pred', str(tmp_path/'pred.sql')], tmp_path)
    assert r3.returncode == 2 and "lacks ['SQL']" in r3.stderr   # a Spider file is not a BIRD file


def test_eval_through_the_kit_command(toy, tmp_path):
    "The lead's dispatcher (`textsql-kit eval ...`) reaches eval_cli."
    (tmp_path/'pred.sql').write_text('SELECT count(*) FROM singer\n\n\n\n')
    r = _run(['eval', '--benchmark', 'spider', '--gold', str(toy/'dev.json'), '--pred', str(tmp_path/'pred.sql'), '--no-progress'],
             tmp_path, entry='from textsql_kit.cli import main as f')
    assert r.returncode == 0, r.stderr
    assert 'EX (all 4 items): 25.00% (1/4)' in r.stdout and 'pred_error=2' in r.stdout
    if '__main__' in (ROOT/'textsql_kit'/'cli.py').read_text():
        r2 = subprocess.run([sys.executable, '-m', 'textsql_kit.cli', 'eval', '--benchmark', 'spider', '--gold', str(toy/'dev.json'),
                             '--pred', str(tmp_path/'pred.sql'), '--no-progress'], cwd=ROOT, env=_env(tmp_path), capture_output=True, text=True, timeout=300)
        assert r2.returncode == 0 and 'EX (all 4 items): 25.00% (1/4)' in r2.stdout


def test_count_mismatch_names_both_counts(toy, tmp_path):
    (tmp_path/'pred.sql').write_text('SELECT 1\nSELECT 2\n')
    r = _run(['--benchmark', 'spider', '--gold', str(toy/'dev.json'), '--pred', str(tmp_path/'pred.sql')], tmp_path)
    assert r.returncode == 2
    assert 'has 2 predictions but the gold file has 4 items' in r.stderr


def test_ent_is_routed_to_the_bench_evaluator_and_bad_paths(toy, tmp_path, capsys):
    assert eval_cli(['--benchmark', 'ent', '--gold', 'x.json', '--pred', 'p.sql']) == 2
    assert 'expected the output folder of `textsql-kit synth`' in capsys.readouterr().err
    assert eval_cli(['--benchmark', 'spider', '--gold', str(tmp_path/'missing.json'), '--pred', 'p.sql']) == 2
    assert 'no such gold file' in capsys.readouterr().err
    assert eval_cli(['--benchmark', 'spider', '--gold', str(toy/'dev.json'), '--pred', str(tmp_path/'nope.sql')]) == 2
    assert 'no such prediction file' in capsys.readouterr().err
    with pytest.raises(SystemExit): eval_cli(['--benchmark', 'wikisql', '--gold', 'x', '--pred', 'y'])
    with pytest.raises(SystemExit) as e: eval_cli(['--help'])
    assert e.value.code == 0 and 'bag equality up to column order' in ' '.join(capsys.readouterr().out.split())


def test_read_predictions_formats(tmp_path):
    f = tmp_path/'p.sql'
    f.write_text('SELECT 1\r\n\r\n  SELECT 2  \nSELECT 3\tconcert\n')
    assert read_predictions(f, 4) == ['SELECT 1', '', 'SELECT 2', 'SELECT 3']
    f.write_text('SELECT 1')                                    # no final newline
    assert read_predictions(f, 1) == ['SELECT 1']
    j = tmp_path/'p.json'
    j.write_text(json.dumps({'1': 'SELECT 2\t----- bird -----\tdb', '0': 'SELECT 1\t----- bird -----\tdb'}))
    assert read_predictions(j, 2, 'bird') == ['SELECT 1', 'SELECT 2']
    j.write_text(json.dumps({'a': 'x'}))
    with pytest.raises(ValueError, match='integer keys'): read_predictions(j, 1, 'bird')


def test_eval_real_spider_gold_file(spider_dir, tmp_path):
    "dev_gold.sql (SQL<TAB>db_id per line) as the prediction file: every executable item is right, wta_1's 62 are listed."
    r = _run(['--benchmark', 'spider', '--gold', str(spider_dir/'dev.json'), '--pred', str(spider_dir/'dev_gold.sql'),
              '--out', str(tmp_path/'o.jsonl'), '--no-progress'], tmp_path)
    assert r.returncode == 0, r.stderr
    assert 'EX (all 1034 items): 94.00% (972/1034)' in r.stdout and 'EX (executable 972 items): 100.00% (972/972)' in r.stdout
    assert 'missing database: 62 items (db: wta_1 x62)' in r.stdout
    rows = [json.loads(l) for l in (tmp_path/'o.jsonl').read_text().splitlines()]
    assert len(rows) == 1034 and sum(r['correct'] for r in rows) == 972


def test_bench_exec_subprocess(spider_dir, tmp_path):
    r = _run(['--spider-dir', str(spider_dir), '--workers', '2'], tmp_path, entry='from textsql_kit.evaluation.benchmarks import bench_exec_cli as f')
    assert r.returncode == 0, r.stdout + r.stderr
    assert 'agreement with the official verdicts: 3227/3227 (100.00%)' in r.stdout
    assert 'ratio kit / raw SQLite:' in r.stdout and 'gold vs gold: 972/1034 correct' in r.stdout


def test_bench_exec_needs_spider(monkeypatch, capsys):
    monkeypatch.delenv('TEXTSQL_SPIDER_DIR', raising=False)
    assert bench_exec_cli([]) == 2
    assert 'TEXTSQL_SPIDER_DIR' in capsys.readouterr().err


def test_demo_stage(spider_dir, tmp_path, monkeypatch, kit_cache):
    from textsql_kit.core import SkipStage
    from textsql_kit.evaluation.benchmarks import demo_stage
    monkeypatch.delenv('TEXTSQL_SPIDER_DIR', raising=False)
    with pytest.raises(SkipStage, match='TEXTSQL_SPIDER_DIR'): demo_stage(out_dir=tmp_path)
    monkeypatch.setenv('TEXTSQL_SPIDER_DIR', str(spider_dir))
    line = demo_stage(out_dir=tmp_path)
    assert line.startswith('eval: 3227 pairs, 100.00% agreement with official verdicts,') and line.endswith('x raw SQLite')
    assert (tmp_path/'eval_bench.txt').is_file()
