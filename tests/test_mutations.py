"""BAR-SQL §2.2 mutations on the real embedded warehouse: one test per mutation, real SQLite execution, no mocks."""
import random, sqlite3
import pytest
from hypothesis import given, settings, strategies as st, HealthCheck

from textsql_kit.core import Example, content_key, resolve_db
from textsql_kit.sql.match import exec_match, spider_order_matters
from textsql_kit.sql.execute import execute
from textsql_kit.synth.teacher import TemplateInstance, write_sql, write_question
from textsql_kit.knowledge.warehouse import build_warehouse, default_knowledge, table_checksum
from textsql_kit.synth.mutations import CATEGORIES, MUTATION_CATEGORIES, NL_CATEGORIES, MutationEnv, MutationRejected, REFLECTION_ERRORS, MULTI_STEP_PATTERNS, compose_question, item_knowledge, mutate, mutate_ambiguity, mutate_constraint_followup, mutate_degenerate_dimension, mutate_dimension_rejection, mutate_metric_rejection, mutate_multi_step, mutate_reflection, degenerate_db, remove_dimension_join, task_kind_of, to_example, clean_reasoning, kgrs_prompt


@pytest.fixture(scope='module')
def wh():
    return build_warehouse()


@pytest.fixture(scope='module')
def kc():
    return default_knowledge()


@pytest.fixture(scope='module')
def env(wh, kc, tmp_path_factory):
    return MutationEnv(kc, wh.db_id, derived_dir=tmp_path_factory.mktemp('derived'))


def make_seed(kc, db_id, metric, time, filters, group_by=None, tid=None):
    tid = tid or 'tpl-' + content_key(metric, sorted(filters), group_by)[:12]
    inst = TemplateInstance(tid, 'seed-' + content_key(tid, metric, time, filters, group_by)[:12], ['Time', 'Metric'], metric, time, dict(filters), group_by)
    q = compose_question(metric, filters, time, group_by, random.Random(0))
    return Example(inst.seed_id, q, db_id, write_sql(kc, inst, q), template_id=tid, seed_id=inst.seed_id, category='standard_sql'), inst


SEEDS = [('Leads', '2024', {'province': 'Jiangsu'}, 'series'), ('Test Drive Target', 'last year', {'province': 'Inner Mongolia'}, None),
         ('Net New Leads', 'last 3 months', {'series': 'Li Auto L6'}, 'month'), ('Orders', 'last month', {'city': 'Hangzhou'}, None),
         ('Test Drives', 'Q1 2025', {'series': 'Li Auto L9'}, 'province'), ('Valid Leads', 'last 30 days', {'brand': 'Tesla'}, 'city'),
         ('Order Target', 'last year', {'province': 'Guangdong'}, 'city'), ('Order Amount', 'H1 2025', {'series': 'Xiaomi SU7'}, 'province'),
         ('Insurance Registrations', '2024', {'brand': 'BYD'}, 'province'), ('Average Order Value', 'last 6 months', {'province': 'Sichuan'}, 'series')]


@pytest.fixture(scope='module')
def seeds(kc, wh):
    out = [make_seed(kc, wh.db_id, *s) for s in SEEDS]
    for s, _ in out: assert execute(wh.db_id, s.gold).rows, s.gold
    return out


def test_categories_table1_order():
    assert CATEGORIES[2] == 'standard_sql' and len(MUTATION_CATEGORIES) == 7
    assert [task_kind_of(c) for c in CATEGORIES] == ['sql'] * 4 + ['nl'] * 4


def test_multi_step_every_pattern_executes(seeds, env, wh):
    seen = set()
    for s, inst in seeds:
        for p in MULTI_STEP_PATTERNS:
            try: m = mutate_multi_step(s, inst, env, random.Random(1), patterns=[p])
            except MutationRejected as e:
                assert e.reason in ('pattern_not_applicable', 'empty_result'), e; continue
            r = execute(wh.db_id, m.target)
            assert r.ok and r.rows and not all(v is None for row in r.rows for v in row), (p, m.target)
            assert m.target.startswith('WITH ') and m.task_kind == 'sql'
            seen.add(p)
    assert seen == set(MULTI_STEP_PATTERNS)          # every pattern (CTEs, windows, YoY, share, above-average) happens
    share = mutate_multi_step(*seeds[0], env, random.Random(3), patterns=['share'])
    assert abs(sum(r[-1] for r in execute(wh.db_id, share.target).rows) - 100) < 0.5


def test_reflection_error_is_real(seeds, env, wh):
    kinds = set()
    for s, inst in seeds:
        for k in REFLECTION_ERRORS:
            try: m = mutate_reflection(s, inst, env, random.Random(2), kinds=[k])
            except MutationRejected: continue
            again = execute(wh.db_id, m.details['error_sql'])
            assert again.error == m.details['error_message'] and again.error      # SQLite's own message, reproducible
            assert m.target == s.gold and m.details['error_message'] in m.question
            kinds.add(k)
    assert len(kinds) >= 6, kinds


def test_degenerate_dimension_same_result_new_file(seeds, env, wh, kc):
    src = resolve_db(wh.db_id)
    before = table_checksum(sqlite3.connect(f"file:{src}?mode=ro", uri=True))
    n = 0
    for s, inst in seeds:
        try: m = mutate_degenerate_dimension(s, inst, env, random.Random(0))
        except MutationRejected as e:
            assert e.reason in ('no_join', 'column_not_merged'); continue
        assert m.db_id != wh.db_id and resolve_db(m.db_id) != src
        assert m.details['dim_table'] not in m.target                       # the JOIN is gone
        g, p = execute(wh.db_id, s.gold), execute(m.db_id, m.target)
        assert exec_match(p, g, mode='spider', order_matters=spider_order_matters(s.gold), float_tol=1e-6)
        kc2 = item_knowledge(kc, m.knowledge_edit)
        assert all(t.name != m.details['dim_table'] for t in kc2.tables)
        con = sqlite3.connect(f"file:{resolve_db(m.db_id)}?mode=ro", uri=True)
        tables = {r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type='table'")}
        assert m.details['dim_table'] not in tables; con.close()
        n += 1
    assert n >= 5
    assert table_checksum(sqlite3.connect(f"file:{src}?mode=ro", uri=True)) == before   # the warehouse is untouched


def test_remove_dimension_join_is_a_tree_rewrite(kc):
    sql = ("SELECT t2.province_name, COUNT(t1.leads_id) AS n FROM dwd_ai_dc_leads_df t1 JOIN dim_ai_dc_area_df t2 ON t1.city_id = t2.city_id "
           "WHERE t2.region_name = 'East China' AND t2.city_id > 0 GROUP BY t2.province_name")
    out = remove_dimension_join(sql, kc, 'dwd_ai_dc_leads_df', 'dim_ai_dc_area_df')
    assert 'JOIN' not in out.upper() and 't1.province_name' in out and 't1.region_name' in out and 't1.city_id > 0' in out


def test_ambiguity_vague_terms_undefined(seeds, env, kc):
    targets = []
    for s, inst in seeds:
        m = mutate_ambiguity(s, inst, env, random.Random(4))
        for kind, phrase in m.details['vague'].items():
            assert phrase in m.question
            assert not kc.lookup(phrase)
            with pytest.raises(Exception): kc.time_expression(phrase)
        for kind in m.details['missing']:
            assert {'time': 'time range', 'metric': 'indicator'}.get(kind, kind.replace('series', 'car series')) in m.target
        targets.append(m.target)
    assert len(set(targets)) == len(targets)
    m = mutate_ambiguity(*seeds[1], env, random.Random(0))
    assert m.task_kind == 'nl'


def test_constraint_followup_names_parameter(seeds, env, kc):
    targets = []
    for i, (s, inst) in enumerate(seeds):
        m = mutate_constraint_followup(s, inst, env, random.Random(5 + i))
        metric = kc.metric(m.details['metric'])
        c = next(c for c in metric.mandatory if c.dimension == m.details['constraint'])
        assert metric.name in m.target
        assert ('time' in m.target.lower()) if c.dimension == 'time' else ('series' in m.target.lower())
        if c.dimension == 'series': assert all(v not in m.question for v in kc.entity_group('series').values if v in s.question)
        targets.append(m.target)
    assert len(set(targets)) == len(targets)
    # Table 4's own phrasing is one of the templates
    phr = {mutate_constraint_followup(*seeds[2], env, random.Random(i)).target for i in range(40)}
    assert any(t.startswith('Please specify the Car Series when querying Net New Lead') for t in phr)


def test_dimension_rejection_field_missing(seeds, env, kc):
    targets = []
    for s, inst in seeds:
        try: m = mutate_dimension_rejection(s, inst, env, random.Random(6))
        except MutationRejected as e:
            assert e.reason in ('entity_still_mapped', 'metric_depends_on_field', 'no_dimension'); continue
        kc2 = item_knowledge(kc, m.knowledge_edit)
        assert not kc2.has_field(m.details['table'], m.details['field'])
        kc2.metric(inst.metric)                                   # the metric is still defined: only the dimension is missing
        if m.details['value']: assert not kc2.lookup(m.details['value'])
        assert m.question == s.question
        targets.append(m.target)
    assert len(targets) >= 6 and len(set(targets)) == len(targets)


def test_metric_rejection_metric_undefined(seeds, env, kc):
    targets = []
    for i, (s, inst) in enumerate(seeds):
        m = mutate_metric_rejection(s, inst, env, random.Random(7 + i), drop_share=0.5 if i % 2 else 0.0)
        kc2 = item_knowledge(kc, m.knowledge_edit)
        with pytest.raises(Exception): kc2.metric(m.details['metric'])
        assert m.details['metric'] in m.target
        targets.append(m.target)
    assert len(set(targets)) == len(targets)


@pytest.mark.parametrize('category', ['ambiguity_clarification', 'constraint_followup', 'dimension_rejection', 'metric_rejection'])
def test_nl_targets_pairwise_distinct_not_constant(category, seeds, env):
    "An embedding reward cannot be gamed by one constant answer: targets differ between items of a category."
    ts = []
    for i, (s, inst) in enumerate(seeds):
        try: ts.append(mutate(category, s, inst, env, random.Random(11 + i)).target)
        except MutationRejected: pass
    assert len(ts) >= 6 and len(set(ts)) == len(ts)


def test_to_example_kgrs_format(seeds, env):
    from textsql_kit.synth.teacher import TemplateTeacher
    from textsql_kit.rewards.tchr import format_reward
    s, inst = seeds[0]
    t = TemplateTeacher(env.knowledge)
    for cat in MUTATION_CATEGORIES:
        m = mutate(cat, s, inst, env, random.Random(0))
        reasoning = clean_reasoning(t.generate(kgrs_prompt(m, env, inst.metric))[0].text)
        ex = to_example(m, s, reasoning, 'test')
        assert reasoning and format_reward(ex.meta['target_output']) == 1.0
        assert (ex.category, ex.task_kind, ex.template_id, ex.seed_id) == (cat, task_kind_of(cat), s.template_id, s.seed_id)


def test_bad_inputs_named(seeds, env):
    s, inst = seeds[0]
    with pytest.raises(ValueError, match="unknown mutation category 'reflexion'"): mutate('reflexion', s, inst, env, random.Random(0))
    with pytest.raises(ValueError, match="unknown knowledge edit op"): item_knowledge(env.knowledge, {'op': 'rename'})


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), category=st.sampled_from(MUTATION_CATEGORIES))
def test_property_random_seed_mutations_valid(seed, category, env, kc, wh):
    "Any template instance of the library: a mutation is either rejected with a reason code or yields a valid item."
    from textsql_kit.synth.seeds import template_library, instantiate
    rng = random.Random(seed)
    lib = _library(kc)
    inst = instantiate(rng.choice(lib), kc, rng)
    q, _ = write_question(inst, rng)
    gold = write_sql(kc, inst, q)
    r = execute(wh.db_id, gold)
    if not r.rows: return
    s = Example(inst.seed_id, q, wh.db_id, gold, template_id=inst.template_id, seed_id=inst.seed_id)
    try: m = mutate(category, s, inst, env, random.Random(seed))
    except MutationRejected as e:
        assert e.reason and ' ' not in e.reason; return
    assert m.category == category and m.question.strip() and m.target.strip()
    if m.task_kind == 'sql':
        assert execute(m.db_id, m.target).rows
    else:
        assert not m.target.upper().startswith(('SELECT', 'WITH'))


_LIB = []
def _library(kc):
    if not _LIB:
        from textsql_kit.synth.seeds import template_library
        _LIB.extend(template_library(kc))
    return _LIB


def test_derived_db_ids_resolve_on_first_use(seeds, env, wh, tmp_path):
    "A fresh process resolves a degenerate-dimension db_id by itself: no register_derived_dbs, no registration by hand."
    import json, subprocess, sys
    from textsql_kit.core import cache_dir
    from textsql_kit.synth.mutations import degenerate_db_id, register_degenerate_id
    m = next(mutate_degenerate_dimension(s, inst, env, random.Random(0)) for s, inst in seeds[:1])
    db_id = degenerate_db_id(wh.db_id, m.details['fact_table'], m.details['dim_table'])
    assert db_id == m.db_id and db_id.startswith('autosales-degen-')
    code = ('import json, sys; import textsql_kit.synth.mutations; from textsql_kit.sql.execute import execute\n'
            f'r = execute({db_id!r}, {m.target!r}); print(json.dumps([r.error, len(r.rows)]))')
    out = subprocess.run([sys.executable, '-c', code], capture_output=True, text=True, timeout=300)
    err, n = json.loads(out.stdout.strip().splitlines()[-1])
    assert err is None and n == len(execute(m.db_id, m.target).rows) > 0, out.stderr[-2000:]
    assert (cache_dir('derived')/f'{db_id}.json').is_file()          # built by degenerate_db (flatten_dimension) in the kit cache
    assert register_degenerate_id('autosales-degen-leads-nosuchtable') is False
    assert register_degenerate_id('autosales') is False
