"""Knowledge context (BAR-SQL §2.1.4): YAML round trips, validation errors naming the culprit, time expressions,
token-budgeted rendering, and the context edits behind the §2.2 mutations — on the real warehouse knowledge."""
import copy, datetime as dt
import pytest, yaml
from hypothesis import given, settings, strategies as st

from textsql_kit.knowledge.graphs import KnowledgeContext, KnowledgeError, TimeExpression, resolve_time, approx_tokens, PROMPT_SLOTS, SECTIONS, natural_week
from textsql_kit.knowledge.warehouse import default_knowledge, knowledge_yaml_path, LEADS_T, SERIES_T, TARGET_T, AREA_T, INS_T

KC = default_knowledge()


def test_yaml_round_trip_is_exact(tmp_path):
    text = KC.to_yaml()
    back = KnowledgeContext.from_yaml(text)
    assert back == KC
    assert back.to_yaml() == text                       # text-stable too
    KC.to_yaml(tmp_path / 'k.yaml')
    assert KnowledgeContext.from_yaml(tmp_path / 'k.yaml') == KC


def test_packaged_yaml_matches_the_code():
    assert knowledge_yaml_path().is_file(), 'textsql_kit/data/autosales_knowledge.yaml is missing (run nbs/knowledge/01_warehouse.ipynb)'
    assert KnowledgeContext.from_yaml(knowledge_yaml_path()) == KC


def _edit(mutate):
    d = yaml.load(KC.to_yaml(), Loader=getattr(yaml, 'CSafeLoader', yaml.SafeLoader)); mutate(d)
    return yaml.dump(d, Dumper=getattr(yaml, 'CSafeDumper', yaml.SafeDumper), sort_keys=False)


def test_metric_on_unknown_field_names_metric_and_field():
    def bad(d): next(m for m in d['metrics'] if m['name'] == 'Net New Leads')['field'] = 'customer_uid'
    with pytest.raises(KnowledgeError) as e: KnowledgeContext.from_yaml(_edit(bad))
    assert "metric 'Net New Leads'" in str(e.value) and f"'{LEADS_T}.customer_uid'" in str(e.value)


def test_metric_on_unknown_table_and_filter_field_are_named():
    def bad(d):
        next(m for m in d['metrics'] if m['name'] == 'Leads')['table'] = 'dwd_leads'
        next(m for m in d['metrics'] if m['name'] == 'Online Leads')['filters'][0]['field'] = 'channel_l1'
    with pytest.raises(KnowledgeError) as e: KnowledgeContext.from_yaml(_edit(bad))
    msg = str(e.value)
    assert "metric 'Leads': table 'dwd_leads'" in msg                                  # every problem is reported
    assert "metric 'Online Leads': filter field 'dwd_ai_dc_leads_df.channel_l1' is not in the schema" in msg


def test_unresolved_entity_mapping_and_hierarchy_are_named():
    def bad(d):
        d['data']['entities'][0]['field'] = 'prov_name'
        d['data']['hierarchies'][0]['tree']['Online']['Carrier Pigeon'] = ['x']
    with pytest.raises(KnowledgeError) as e: KnowledgeContext.from_yaml(_edit(bad))
    assert "entity mapping 'province' -> 'dim_ai_dc_area_df.prov_name' does not resolve" in str(e.value)
    assert "'Carrier Pigeon' is not a 'channel2' entity" in str(e.value)


def test_unknown_key_and_bad_type_are_named():
    with pytest.raises(KnowledgeError, match=r"unknown key 'metrics\[1\]\.aggregaton'.*did you mean 'metrics\[1\]\.aggregation'"):
        KnowledgeContext.from_yaml(KC.to_yaml().replace('aggregation: COUNT_DISTINCT', 'aggregaton: COUNT_DISTINCT', 1))
    with pytest.raises(KnowledgeError, match="bad value for 'metrics"):
        KnowledgeContext.from_yaml(_edit(lambda d: d['metrics'][0].__setitem__('aliases', 'Lead Count')))
    with pytest.raises(KnowledgeError, match='unknown kind'):
        KnowledgeContext.from_yaml(_edit(lambda d: d['domain']['time_expressions'][0].__setitem__('kind', 'fortnight')))


def test_inventory_matches_bar_sql_dimension_repository():
    inv = KC.dimension_inventory()
    assert [len(inv[k]) for k in ('province', 'city', 'brand', 'series')] == [34, 370, 62, 112]
    assert len(inv['time']) == 143 and len(inv['metric']) >= 30


def test_time_conditions_on_the_reference_date():
    assert KC.domain.today == '2025-06-18'
    assert KC.time_condition('last 7 days', column='t1.day_id') == "t1.day_id BETWEEN '20250612' AND '20250618'"
    assert KC.time_condition('the first week of 2023', calendar='t2') == "t2.year_natural_week_id = '202301'"
    assert KC.time_condition('last month', calendar='t2') == "t2.month_id = '202505'"
    assert KC.time_condition('last year', calendar='t2') == 't2.year_id = 2024'
    assert KC.time_condition('in December') == "day_id BETWEEN '20241201' AND '20241231'"   # latest December that has begun
    with pytest.raises(KnowledgeError, match="'recently' is not defined"): KC.time_condition('recently')


_RELATIVE = [te for te in KC.domain.time_expressions]

@settings(max_examples=60, deadline=None)
@given(today=st.dates(min_value=dt.date(2001, 1, 1), max_value=dt.date(2099, 12, 31)))
def test_every_time_expression_resolves_to_an_ordered_range(today):
    for te in _RELATIVE:
        start, end = resolve_time(te, today)
        assert start is None or start <= end, (te, today)
        if te.kind.startswith(('last_', 'day_offset')) or te.kind in ('this_week', 'this_month', 'this_quarter', 'this_year', 'this_half', 'to_date'):
            assert end <= today, (te, today)
        if te.kind == 'last_n_days': assert (end - start).days + 1 == te.n
        if te.kind == 'natural_week': assert natural_week(start) == (te.year, te.period) == natural_week(end)


@settings(max_examples=40, deadline=None)
@given(budget=st.integers(min_value=120, max_value=6000))
def test_render_respects_any_budget(budget):
    text = KC.render(max_tokens=budget, focus=['Net New Leads'])
    assert approx_tokens(text) <= budget
    assert all(h in text for h in ('Schema Knowledge', 'Metric Knowledge', 'Domain Knowledge', 'Data Knowledge'))


def test_render_full_and_prompt_slots():
    full = KC.render()
    assert 'CREATE TABLE dwd_ai_dc_sale_target_df' in full and 'Metric: Net New Leads' in full
    assert "'last 7 days' -> day_id BETWEEN '20250612' AND '20250618'" in full
    assert 'more items omitted' not in full
    pv = KC.prompt_vars(max_tokens=3000)
    assert set(pv) == set(PROMPT_SLOTS)
    assert sum(approx_tokens(pv[s]) for s in ('schema_info', 'metric_knowledge', 'domain_rules', 'data_mappings')) <= 3000
    with pytest.raises(KnowledgeError, match='too small'): KC.render(max_tokens=10)


def test_drop_field_for_dimension_rejection():
    ctx = KC.drop_field(SERIES_T, 'series_name')
    assert 'series_name' not in ctx.table(SERIES_T).column_names
    assert 'Net New Leads' not in ctx.metric_names and 'Leads' in ctx.metric_names
    assert ctx.lookup('Li Auto L9') == [] and 'series' not in ctx.kinds
    assert 'Net New Leads' in KC.metric_names                           # the original is untouched
    with pytest.raises(KnowledgeError, match="cannot drop"): KC.drop_field(SERIES_T, 'series')


def test_drop_metric_for_metric_rejection():
    ctx = KC.drop_metric('gmv')
    assert 'Order Amount' not in ctx.metric_names and len(ctx.metrics) == len(KC.metrics) - 1
    with pytest.raises(KnowledgeError, match="no metric 'High-Intent Leads'"): KC.drop_metric('High-Intent Leads')


def test_merge_dimension_for_degenerate_dimension():
    ctx = KC.merge_dimension(TARGET_T, AREA_T)
    assert AREA_T not in [t.name for t in ctx.tables]
    assert {'province_name', 'city_name'} <= set(ctx.table(TARGET_T).column_names)
    sql = ctx.metric_sql('Test Drive Target', filters={'province': 'Jiangsu'})
    assert 'JOIN' not in sql and "t1.province_name = 'Jiangsu'" in sql and 'target_level_id = 20' in sql
    assert ctx.lookup('Jiangsu') == [('province', TARGET_T, 'province_name')]
    with pytest.raises(KnowledgeError, match='not a fact table'): KC.merge_dimension(AREA_T, TARGET_T)
    with pytest.raises(KnowledgeError, match='no foreign key'): KC.merge_dimension(INS_T, 'dim_ai_dc_pro_sale_dept_df')


def test_mandatory_constraints_for_follow_up():
    c = KC.mandatory_constraints('Net New Leads')
    assert [(x.dimension, x.field) for x in c] == [('series', f'{SERIES_T}.series_name')]
    assert 'car series' in c[0].question
    assert [x.dimension for x in KC.mandatory_constraints('GMV')] == ['time']
    assert KC.mandatory_constraints('Leads') == []


def test_metric_sql_rejects_unreachable_dimension():
    with pytest.raises(KnowledgeError, match="metric 'Insurance Registrations' cannot use field 'dim_ai_dc_pro_sale_dept_df.store_type'"):
        KC.metric_sql('Insurance Registrations', filters={'store_type': 'Central Store'})


_FIELDS = [(t.name, c.name) for t in KC.tables for c in t.columns]
_MERGES = [(f.name, d.name) for f in KC.tables if f.kind == 'fact' for d in KC.tables if d.kind == 'dimension' and KC.join_column(f.name, d.name)]

@settings(max_examples=25, deadline=None)
@given(edits=st.lists(st.one_of(st.tuples(st.just('drop_field'), st.sampled_from(_FIELDS)),
                                st.tuples(st.just('merge'), st.sampled_from(_MERGES)),
                                st.tuples(st.just('drop_metric'), st.sampled_from(KC.metric_names))), min_size=1, max_size=3))
def test_edited_contexts_stay_valid_and_round_trip(edits):
    ctx = KC
    for op, arg in edits:
        try:
            ctx = ctx.drop_field(*arg) if op == 'drop_field' else ctx.merge_dimension(*arg) if op == 'merge' else ctx.drop_metric(arg)
        except KnowledgeError as e:       # an earlier edit removed what this one needs: refused by name, never half-applied
            assert any(w in str(e) for w in ('no table', 'no such field', 'no metric', 'no foreign key')), str(e)
    assert ctx.problems() == []
    assert KnowledgeContext.from_yaml(ctx.to_yaml()) == ctx
    for m in ctx.metrics: ctx.metric_sql(m, time='last 7 days')          # every remaining metric still has a query


def test_hostile_names_are_refused():
    with pytest.raises(KnowledgeError, match='not a plain SQL identifier'):
        KnowledgeContext.from_yaml(_edit(lambda d: d['tables'][0]['columns'][1].__setitem__('name', 'date) ; DROP TABLE x; --')))
