"""The embedded BI warehouse: deterministic builds (same checksum twice), every metric executable and non-empty,
every time expression executable, db registry, CLI and demo stage — on real SQLite files."""
import contextlib, io, json, os, sqlite3, subprocess, sys
from pathlib import Path
import pytest

from textsql_kit.core import resolve_db
from textsql_kit.knowledge.graphs import KnowledgeContext
from textsql_kit.knowledge.warehouse import build_warehouse, default_knowledge, generate_facts, metric_examples, run_sql, table_checksum, register_warehouse, warehouse_cli, demo_stage, flatten_dimension, parse_warehouse_db_id, register_warehouse_id, warehouse_db_id, LEADS_T, DAY_T, AREA_T, TARGET_T

KC = default_knowledge()
ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope='module')
def wh(tmp_path_factory):
    "The default warehouse (scale 1, seed 0), built once for this module into a private folder."
    return build_warehouse(out_dir=tmp_path_factory.mktemp('wh'), force=True)


def test_default_build_shape(wh):
    assert wh.db_id == 'autosales' and wh.path.is_file()
    assert 1e5 <= wh.total_rows <= 3e5
    assert wh.row_counts[LEADS_T] == 60_000
    con = sqlite3.connect(wh.path)
    try:
        assert con.execute(f'SELECT COUNT(*), MIN(day_id), MAX(day_id) FROM {DAY_T}').fetchone() == (900, '20230101', '20250618')
        for t, n in wh.row_counts.items(): assert con.execute(f'SELECT COUNT(*) FROM {t}').fetchone()[0] == n
        assert table_checksum(con) == wh.checksum
        # net-new flags mark each customer's first lead exactly once
        assert con.execute(f'SELECT COUNT(DISTINCT customer_account_id), SUM(is_net_leads) FROM {LEADS_T}').fetchone()[0] == \
               con.execute(f'SELECT SUM(is_net_leads) FROM {LEADS_T}').fetchone()[0]
    finally: con.close()


def test_building_twice_gives_the_same_checksum(wh, tmp_path):
    again = build_warehouse(out_dir=tmp_path, force=True)
    assert not again.reused and again.checksum == wh.checksum and again.row_counts == wh.row_counts
    reused = build_warehouse(out_dir=tmp_path)
    assert reused.reused and reused.checksum == wh.checksum


def test_seed_and_scale_change_the_build(tmp_path):
    a = build_warehouse(scale=0.05, seed=1, out_dir=tmp_path)
    b = build_warehouse(scale=0.05, seed=2, out_dir=tmp_path)
    c = build_warehouse(scale=0.1, seed=1, out_dir=tmp_path)
    assert a.db_id == 'autosales-s0.05-seed1' and a.checksum != b.checksum
    assert c.row_counts[LEADS_T] == 2 * a.row_counts[LEADS_T]
    assert resolve_db(a.db_id) == a.path


@pytest.mark.slow
def test_checksum_does_not_depend_on_the_hash_seed(tmp_path):
    here = build_warehouse(scale=0.05, seed=4, out_dir=tmp_path / 'a')
    code = ('import sys; from textsql_kit.knowledge.warehouse import build_warehouse; '
            f'print(build_warehouse(scale=0.05, seed=4, out_dir=sys.argv[1]).checksum)')
    env = {**os.environ, 'PYTHONHASHSEED': '12345', 'PYTHONPATH': str(ROOT)}
    out = subprocess.run([sys.executable, '-c', code, str(tmp_path / 'b')], env=env, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == here.checksum


@pytest.mark.parametrize('name', KC.metric_names)
def test_every_metric_template_returns_rows(wh, name):
    sql = metric_examples(KC)[name]
    r = run_sql(wh.path, sql)
    assert r.ok, (sql, r.error)
    assert r.rows and r.rows[0][0] not in (None, 0), (sql, r.rows)
    tpl = KC.sql_template(name)                                            # the template with its time slot
    r2 = run_sql(wh.path, tpl.format(time_condition=KC.time_condition('last year', column='t1.day_id')))
    assert r2.ok and r2.rows


@pytest.mark.parametrize('name', ['Leads', 'Test Drives', 'Orders', 'Test Drive Target', 'Insurance Registrations'])
def test_metrics_slice_by_dimensions(wh, name):
    for group in (['province'], ['month_id'], ['brand']):
        if group == ['brand'] and 'Target' in name: continue
        r = run_sql(wh.path, KC.metric_sql(name, time='this year', group_by=group))
        assert r.ok and len(r.rows) > 1, (name, group, r)
    r = run_sql(wh.path, KC.metric_sql(name, time='last 90 days', filters={'city_tier': 'Tier 1'}, group_by=['city'], order_by_value=True, limit=3))
    assert r.ok and len(r.rows) == 3 and r.rows[0][1] >= r.rows[-1][1]


def test_all_time_expressions_execute_and_match(wh):
    assert len(KC.domain.time_expressions) >= 100
    for te in KC.domain.time_expressions:
        plain = run_sql(wh.path, f'SELECT COUNT(*) FROM {DAY_T} WHERE {KC.time_condition(te)}')
        cal = run_sql(wh.path, f'SELECT COUNT(*) FROM {DAY_T} t WHERE {KC.time_condition(te, calendar="t")}')
        assert plain.ok and cal.ok, (te, plain.error, cal.error)
        assert plain.rows[0][0] > 0 and plain.rows == cal.rows, (te.expr, plain.rows, cal.rows)   # both forms select the same days
        leads = run_sql(wh.path, KC.metric_sql('Leads', time=te))
        assert leads.ok and leads.rows[0][0] > 0, te.expr


def test_degenerate_dimension_sql_runs_on_a_flattened_copy(wh, tmp_path):
    path, flat_kc = flatten_dimension(wh.path, TARGET_T, AREA_T, tmp_path / 'flat.sqlite', db_id='autosales-flat-target-area')
    assert resolve_db('autosales-flat-target-area') == path
    for filters, group in (({'province': 'Jiangsu'}, ['city']), ({}, ['month_id']), ({'city_tier': 'Tier 1'}, [])):
        joined = run_sql(wh.path, KC.metric_sql('Test Drive Target', time='Q1 2025', filters=filters, group_by=group))
        flat = run_sql(path, flat_kc.metric_sql('Test Drive Target', time='Q1 2025', filters=filters, group_by=group))
        assert joined.ok and flat.ok and joined.rows == flat.rows and joined.rows, (filters, group)
    con = sqlite3.connect(path)
    try:
        assert [r[1] for r in con.execute(f'PRAGMA table_info({TARGET_T})')] == flat_kc.table(TARGET_T).column_names
        assert con.execute(f"SELECT COUNT(*) FROM sqlite_master WHERE name = '{AREA_T}'").fetchone() == (0,)
        assert con.execute(f'SELECT COUNT(*) FROM {TARGET_T}').fetchone()[0] == wh.row_counts[TARGET_T]
    finally: con.close()


def test_concurrent_builds_build_once(tmp_path):
    from concurrent.futures import ThreadPoolExecutor
    with ThreadPoolExecutor(2) as ex:
        builds = list(ex.map(lambda _: build_warehouse(scale=0.03, seed=11, out_dir=tmp_path), range(2)))
    assert sorted(b.reused for b in builds) == [False, True]
    assert builds[0].checksum == builds[1].checksum
    assert sorted(p.name for p in tmp_path.iterdir() if not p.name.endswith('.lock')) == ['autosales-s0.03-seed11.json', 'autosales-s0.03-seed11.sqlite']


def test_run_sql_is_read_only(wh):
    r = run_sql(wh.path, f'DELETE FROM {LEADS_T}')
    assert not r.ok
    assert run_sql(wh.path, f'SELECT COUNT(*) FROM {LEADS_T}').rows == [(60_000,)]


DEFAULT_CHECKSUM = 'cc0c24ab2c4ae760a006a029684af611914790b070bb82e4c139a224616d1a1e'   # scale 1, seed 0, GENERATOR_VERSION '2'


def test_default_checksum_is_pinned(wh):
    "Moving the dimension tables to a data file, or splitting the generator into stages, must not change a single row."
    assert wh.checksum == DEFAULT_CHECKSUM


def test_dimensions_come_from_the_packaged_data_file():
    from textsql_kit.knowledge import warehouse as w
    path = w.dimensions_path()
    assert path.is_file() and path.parent.name == 'data' and path.parent.parent.name == 'textsql_kit'
    assert 'recursive-include textsql_kit' in (ROOT / 'MANIFEST.in').read_text() and '*.json' in (ROOT / 'MANIFEST.in').read_text()
    d = w.load_dimensions()
    assert list(w.PROVINCES) == list(d['provinces']) and w.SERIES == [tuple(s) for s in d['series']]


def test_model_sql_has_one_way_to_run(wh, monkeypatch):
    "run_sql is the sandbox (textsql_kit.sql.execute), with no sqlite3 fallback of its own."
    from textsql_kit.knowledge import warehouse as w
    from textsql_kit.sql import execute as ex
    seen = []
    monkeypatch.setattr(w, 'execute', lambda db, sql, **kw: seen.append((db, sql)) or ex.execute(db, sql, **kw))
    assert w.run_sql(wh.path, 'SELECT 1').rows == [(1,)] and seen == [(wh.path, 'SELECT 1')]
    r = run_sql('no_such_db_id_anywhere', 'SELECT 1')
    assert not r.ok and 'no_such_db_id_anywhere' in r.error


def test_lazy_registration_builds_on_first_resolve(kit_cache):
    assert parse_warehouse_db_id('autosales-s0.02-seed9') == (0.02, 9) and parse_warehouse_db_id('autosales-s-1-seed0') is None
    assert register_warehouse_id('autosales-s0.02-seed9') and not register_warehouse_id('spider_db')
    db_id = register_warehouse(scale=0.02, seed=9)
    assert db_id == warehouse_db_id(0.02, 9) == 'autosales-s0.02-seed9'
    assert not (kit_cache / 'warehouse' / f'{db_id}.sqlite').exists()
    p = resolve_db(db_id)
    assert p == (kit_cache / 'warehouse' / f'{db_id}.sqlite').resolve() and p.is_file()


@pytest.mark.slow
def test_autosales_resolves_in_a_fresh_process(tmp_path):
    code = 'import textsql_kit.knowledge.warehouse; from textsql_kit.core import resolve_db; print(resolve_db("autosales"))'
    env = {**os.environ, 'TEXTSQL_CACHE': str(tmp_path / 'cache'), 'PYTHONPATH': str(ROOT)}
    out = subprocess.run([sys.executable, '-c', code], env=env, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert Path(out.stdout.strip()) == (tmp_path / 'cache' / 'warehouse' / 'autosales.sqlite').resolve()


def test_cli_build_info_knowledge(tmp_path):
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf), contextlib.redirect_stderr(io.StringIO()):
        assert warehouse_cli(['build', '--scale', '0.05', '--seed', '3', '--out', str(tmp_path)]) == 0
    out = buf.getvalue()
    m = json.loads((tmp_path / 'autosales-s0.05-seed3.json').read_text())
    assert f"checksum sha256:{m['checksum']}" in out and LEADS_T in out and f"{m['row_counts'][LEADS_T]:,}" in out
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf): assert warehouse_cli(['info', '--scale', '0.05', '--seed', '3', '--out', str(tmp_path)]) == 0
    assert m['checksum'] in buf.getvalue() and '34 provinces, 370 cities, 62 brands, 112 series' in buf.getvalue()
    with contextlib.redirect_stdout(io.StringIO()): assert warehouse_cli(['info', '--seed', '99', '--out', str(tmp_path)]) == 1
    with contextlib.redirect_stdout(io.StringIO()): assert warehouse_cli(['knowledge', '--out', str(tmp_path / 'k.yaml')]) == 0
    assert KnowledgeContext.from_yaml(tmp_path / 'k.yaml') == KC
    with pytest.raises(SystemExit), contextlib.redirect_stderr(io.StringIO()): warehouse_cli(['build', '--scale', 'big'])


def test_demo_stage(kit_cache, tmp_path):
    with contextlib.redirect_stdout(io.StringIO()) as out:
        line = demo_stage('smoke', tmp_path / 'demo')
    assert line.startswith('warehouse autosales:') and '34 provinces, 370 cities, 62 brands, 112 series' in line
    s = json.loads((tmp_path / 'demo' / 'warehouse.json').read_text())
    assert s['checksum'] in out.getvalue() and s['db_id'] == 'autosales'
    with pytest.raises(ValueError, match='unknown demo scale'): demo_stage('huge', tmp_path)


def test_generate_facts_rejects_bad_arguments():
    with pytest.raises(ValueError, match='scale must be a positive number'): generate_facts(scale=-1)
    with pytest.raises(ValueError, match='seed must be an int'): generate_facts(seed='0')


from hypothesis import HealthCheck, given, settings, strategies as st
from textsql_kit.knowledge.graphs import KnowledgeError

_KINDS = [g.kind for g in KC.data.entities]
_CAL = ['month_id', 'quarter_id', 'year_id', 'year_natural_week_id', 'day_id']

@st.composite
def _query(draw):
    m = draw(st.sampled_from(KC.metrics))
    fk = draw(st.lists(st.sampled_from(_KINDS), max_size=2, unique=True))
    filters = {k: draw(st.sampled_from(KC.entity_group(k).values)) for k in fk}
    filters.update(KC.example_filters(m))
    group = draw(st.lists(st.sampled_from(_KINDS + _CAL), max_size=2, unique=True))
    te = draw(st.sampled_from(KC.domain.time_expressions))
    return m, filters, group, te


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(q=_query())
def test_any_metric_query_executes_or_is_rejected_by_name(wh, q):
    m, filters, group, te = q
    try: sql = KC.metric_sql(m, time=te, filters=filters, group_by=group)
    except KnowledgeError as e:                      # only a dimension the metric's table cannot reach is refused
        assert f"metric {m.name!r} cannot use field" in str(e), str(e)
        return
    r = run_sql(wh.path, sql)
    assert r.ok, (sql, r.error)
    assert r.columns[-1] == m.output_column and len(r.columns) == len(group) + 1


def test_entities_with_quotes_are_escaped(wh):
    for city in ("Xi'an", "Huai'an", "Ma'anshan"):
        r = run_sql(wh.path, KC.metric_sql('Leads', time='last year', filters={'city': city}))
        assert r.ok and r.rows[0][0] > 0, (city, r)
