"""Config files and JSON-lines files as users write them by hand: errors must name the culprit."""
import json, pathlib, dataclasses, pytest
from hypothesis import given, strategies as st, settings
from textsql_kit.core import Example, ExecResult, ConfigError, load_config, append_jsonl, read_jsonl, to_jsonable, from_jsonable, RecordError, content_key

@dataclasses.dataclass
class Sampling:
    temperature: float = 1.0
    top_p: float = 0.95

@dataclasses.dataclass
class Recipe:
    num_generations: int = 16
    beta: float = 0.0
    sampling: Sampling = dataclasses.field(default_factory=Sampling)

def test_unknown_key_in_yaml_file_is_named(tmp_path):
    f = tmp_path/'recipe.yaml'; f.write_text('num_generations: 8\nbta: 0.01\n')
    with pytest.raises(ConfigError) as e: load_config(Recipe, f)
    assert "unknown key 'bta'" in str(e.value) and "did you mean 'beta'" in str(e.value) and 'recipe.yaml' in str(e.value)

def test_wrong_type_in_yaml_file_is_named(tmp_path):
    f = tmp_path/'recipe.yaml'; f.write_text('sampling:\n  temperature: hot\n')
    with pytest.raises(ConfigError, match=r"bad value for 'sampling.temperature': expected float, got 'hot'"): load_config(Recipe, f)

def test_missing_file_is_named(tmp_path):
    with pytest.raises(ConfigError, match='no such config file'): load_config(Recipe, tmp_path/'nope.yaml')

def test_top_level_must_be_mapping(tmp_path):
    f = tmp_path/'r.yaml'; f.write_text('- 1\n- 2\n')
    with pytest.raises(ConfigError, match='expected a mapping'): load_config(Recipe, f)

values = st.one_of(st.none(), st.integers(), st.floats(allow_nan=False), st.text(), st.binary())

@given(st.lists(st.lists(values, min_size=1, max_size=4).map(tuple), max_size=5), st.lists(st.text(), max_size=4))
@settings(max_examples=200, deadline=None)
def test_exec_result_round_trips_through_json(rows, cols):
    r = ExecResult(columns=cols, rows=rows)
    assert ExecResult.from_json(r.to_json()) == r

@given(st.text(), st.text(min_size=1).filter(lambda s: '/' not in s and not s.endswith(('.sqlite', '.db'))))
@settings(max_examples=100, deadline=None)
def test_example_round_trips(q, db):
    e = Example(id='x', question=q, db_id=db, gold='SELECT 1')
    assert Example.from_json(e.to_json()) == e

@given(st.lists(st.dictionaries(st.text(max_size=5), values, max_size=3), max_size=20), st.integers(0, 200))
@settings(max_examples=100, deadline=None)
def test_jsonl_survives_a_kill_at_any_byte(tmp_path_factory, recs, cut):
    p = tmp_path_factory.mktemp('j')/'r.jsonl'
    append_jsonl(p, recs, fsync=False)
    data = p.read_bytes(); p.write_bytes(data[:max(0, len(data) - cut)])
    kept = read_jsonl(p, on_bad=lambda *a: None)
    assert kept == [from_jsonable(json.loads(json.dumps(to_jsonable(r)))) for r in recs[:len(kept)]]
    append_jsonl(p, recs[len(kept):], fsync=False)                       # resume
    assert read_jsonl(p) == [from_jsonable(json.loads(json.dumps(to_jsonable(r)))) for r in recs]

def test_corrupt_middle_line_names_file_and_line(tmp_path):
    p = tmp_path/'x.jsonl'; p.write_text('{"id": "a", "question": "q", "db_id": "d"}\nnot json\n{"id": "b", "question": "q", "db_id": "d"}\n')
    with pytest.raises(RecordError, match=r'x.jsonl:2'): read_jsonl(p, Example)

def test_unknown_field_in_jsonl_names_line_and_key(tmp_path):
    p = tmp_path/'x.jsonl'; p.write_text('{"id": "a", "question": "q", "db_id": "d", "golden": "x"}\n')
    with pytest.raises(RecordError, match=r"x.jsonl:1: unknown key 'golden'"): read_jsonl(p, Example)

def test_content_key_is_stable_across_processes():
    import subprocess, sys
    out = subprocess.run([sys.executable, '-c', 'from textsql_kit.core import content_key; print(content_key({"b": 1, "a": [1, 2]}))'],
                         capture_output=True, text=True, check=True).stdout.strip()
    assert out == content_key({'a': [1, 2], 'b': 1})

def test_resolve_db_finds_the_warehouse_once_it_is_imported(tmp_path):
    "core names no higher module: 'autosales' resolves in a fresh process once the warehouse (its provider) is imported."
    import os, subprocess, sys
    env = {**os.environ, 'TEXTSQL_CACHE': str(tmp_path)}
    run = lambda code: subprocess.run([sys.executable, '-c', code], capture_output=True, text=True, env=env, timeout=300)
    out = run('import textsql_kit.knowledge.warehouse; from textsql_kit.core import resolve_db; print(resolve_db("autosales"))')
    assert out.returncode == 0, out.stderr
    p = pathlib.Path(out.stdout.strip())
    assert p.is_file() and p.is_relative_to(tmp_path)
    bad = run('import textsql_kit.knowledge.warehouse; from textsql_kit.core import resolve_db; resolve_db("autosales-s0-seed1")')
    assert bad.returncode != 0 and "unknown db_id 'autosales-s0-seed1'" in bad.stderr
    bare = run('from textsql_kit.core import resolve_db; resolve_db("autosales")')   # core alone knows no provider
    assert bare.returncode != 0 and "unknown db_id 'autosales'" in bare.stderr and 'register_db_provider' in bare.stderr

def test_a_derived_db_id_resolves_in_a_freshly_spawned_worker(kit_cache):
    "A spawned worker imports nothing of the kit by itself; the providers passed to its initializer bring the derived ids."
    import multiprocessing as mp
    import textsql_kit.synth.mutations   # registers the mutations' provider here (and, through the warehouse, the warehouse's)
    from textsql_kit.core import db_providers, install_db_providers, resolve_db
    db_id = 'autosales-s0.02-seed9-degen-order-area'   # a degenerate-dimension copy of a warehouse build: both built on first use
    ctx = mp.get_context('spawn')
    with ctx.Pool(1) as bare:
        with pytest.raises(KeyError, match=f"unknown db_id '{db_id}'"): bare.apply(resolve_db, (db_id,))
    with ctx.Pool(1, initializer=install_db_providers, initargs=(db_providers(),)) as pool:
        p, known = pool.apply(resolve_db, (db_id,)), pool.apply(db_providers)
    assert p.is_file() and p.is_relative_to(kit_cache) and p.name == f'{db_id}.sqlite'
    assert {f.__module__ for f in known} >= {'textsql_kit.knowledge.warehouse', 'textsql_kit.synth.mutations'}


# issue 10 item 5: an empty config file is an error naming the file; `{}` says "defaults" on purpose
@pytest.mark.parametrize('text', ['', '\n\n', '# all options commented out\n#  beta: 0.1\n'])
def test_empty_config_file_is_an_error_naming_it(tmp_path, text):
    f = tmp_path/'recipe.yaml'; f.write_text(text)
    with pytest.raises(ConfigError, match='the config is empty') as e: load_config(Recipe, f)
    assert str(f) in str(e.value) and 'defaults' in str(e.value)

def test_explicit_empty_mapping_means_defaults(tmp_path):
    f = tmp_path/'recipe.yaml'; f.write_text('{}\n')
    assert load_config(Recipe, f) == Recipe()
    assert load_config(Recipe) == Recipe() and load_config(Recipe, {}) == Recipe()


# issue 10 item 6: a database folder does not lead outside itself
def test_register_db_folder_does_not_follow_a_symlink_out(tmp_path):
    import os, sqlite3
    from textsql_kit.core import register_db_folder, resolve_db
    secret = tmp_path/'home'/'secret.sqlite'; secret.parent.mkdir(); sqlite3.connect(secret).execute('CREATE TABLE t(a)').connection.close()
    folder = tmp_path/'spider'/'database'
    (folder/'inside_ok').mkdir(parents=True); sqlite3.connect(folder/'inside_ok'/'inside_ok.sqlite').execute('CREATE TABLE t(a)').connection.close()
    (folder/'core_leak').mkdir(); os.symlink(secret, folder/'core_leak'/'core_leak.sqlite')
    (folder/'core_rel').mkdir(); os.symlink('../inside_ok/inside_ok.sqlite', folder/'core_rel'/'core_rel.sqlite')   # a link inside is fine
    assert register_db_folder(folder) == ['core_rel', 'inside_ok']
    with pytest.raises(KeyError, match='outside the folder.*follow_symlinks=True'): resolve_db('core_leak')
    assert register_db_folder(folder, follow_symlinks=True) == ['core_leak', 'core_rel', 'inside_ok']
    assert resolve_db('core_leak').resolve() == secret.resolve()
    register_db_folder(folder)
