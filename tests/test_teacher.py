"""The template teacher (textsql_kit.synth.teacher) on the real embedded warehouse: correct SQL at error_rate=0,
disagreeing samples at the default rate, the kit's LLM cache, and the same answers served over a real HTTP socket."""
import random
import pytest
from textsql_kit.core import content_key
from textsql_kit.models.llm import OpenAIBackend
from textsql_kit.sql.execute import execute
from textsql_kit.synth.teacher import extract_answer, ERROR_KINDS, TemplateInstance, TemplateTeacher, parse_slots, rule_violations, teacher_prompt, write_question
from textsql_kit.synth.seeds import canonical_sql, consistency_check, entity_combos, entity_priors, instantiate, knowledge_schema, template_library, entity_parents
from textsql_kit.knowledge.warehouse import build_warehouse, default_knowledge
from loopback_openai import LoopbackOpenAI


@pytest.fixture(scope='module')
def wh(tmp_path_factory):
    return build_warehouse(out_dir=tmp_path_factory.getbasetemp()/'autosales-wh')   # shared with test_synth_seeds in one session


@pytest.fixture(scope='module')
def kc():
    return default_knowledge()


def _dense_instances(kc, db_id, n, seed=0):
    "Instances of random templates whose slots are filled with frequent entities and a whole year (data exists for them)."
    lib, rng = template_library(kc), random.Random(seed)
    priors = entity_priors(kc, db_id)
    combos = entity_combos(kc, db_id)
    top = {k: dict(sorted(v.items(), key=lambda kv: -kv[1])[:2]) for k, v in priors.items()}
    out = []
    for tpl in rng.sample(lib, n):
        inst = instantiate(tpl, kc, rng, top, entity_parents(kc), combos)
        if tpl.time: inst.time = 'year 2024'
        out.append(inst)
    return out


def _sql_prompt(kc, inst, q):
    return teacher_prompt('sql', kc, {'instance': inst.to_dict(), 'question': q}, template_instance=inst.text(), question=q)


def test_error_rate_zero_every_sql_runs_nonempty_and_follows_the_metric_kg(wh, kc):
    teacher = TemplateTeacher(kc, error_rate=0.0)
    insts = _dense_instances(kc, wh.db_id, 60)
    prompts = []
    for inst in insts:
        q = teacher.generate(teacher_prompt('question', kc, {'instance': inst.to_dict()}, template_instance=inst.text()), seed=0)[0].text
        prompts.append((inst, _sql_prompt(kc, inst, q)))
    gens = teacher.generate_batch([p for _, p in prompts], n=3, temperature=0.7, seed=0)
    for (inst, _), gs in zip(prompts, gens):
        sqls = {extract_answer(g.text) for g in gs}
        assert len(sqls) == 1, sqls                                   # no mistakes: the samples are identical
        sql = sqls.pop()
        r = execute(wh.db_id, sql)
        assert r.error is None, (inst.text(), sql, r.error)
        assert r.rows and not all(v is None for row in r.rows for v in row), (inst.text(), sql)
        assert rule_violations(kc, sql, inst.metric) == [], (inst.text(), sql)
    assert sum(teacher.errors_made.values()) == 0


def test_default_error_rate_makes_the_consistency_check_reject(wh, kc):
    teacher = TemplateTeacher(kc)                      # error_rate=0.15
    assert teacher.error_rate == 0.15
    sch, verdicts = knowledge_schema(kc), []
    for inst in _dense_instances(kc, wh.db_id, 30, seed=1):
        q, _ = write_question(inst, random.Random(0))
        samples = [extract_answer(g.text) for g in teacher.generate(_sql_prompt(kc, inst, q), n=3, temperature=0.7, seed=0)]
        verdicts.append(consistency_check(samples, wh.db_id, sch))
    rejected = [v for v in verdicts if not v.agree]
    assert 3 <= len(rejected) <= 22, len(rejected)      # expected 1 - 0.85^3 = 39% of 30
    assert any(not v.agree_ast for v in rejected)
    assert len(teacher.errors_made) >= 2 and set(teacher.errors_made) <= set(ERROR_KINDS)


def test_samples_are_seeded_per_prompt_and_index_and_cached(wh, kc, tmp_path):
    inst = _dense_instances(kc, wh.db_id, 1, seed=2)[0]
    p = _sql_prompt(kc, inst, 'Show the ' + inst.metric.lower() + '.')
    t1 = TemplateTeacher(kc, error_rate=0.5, cache=tmp_path/'cache')
    a = [g.text for g in t1.generate(p, n=6, temperature=0.7, seed=0)]
    assert t1.usage.calls > 0 and len(set(a)) > 1                  # independent samples can disagree
    t2 = TemplateTeacher(kc, error_rate=0.5, cache=tmp_path/'cache')
    b = t2.generate(p, n=6, temperature=0.7, seed=0)
    assert [g.text for g in b] == a and all(g.cached for g in b) and t2.usage.calls == 0
    t3 = TemplateTeacher(kc, error_rate=0.0, cache=tmp_path/'cache')   # another configuration never reads those entries
    assert t3.cache_identity() != t1.cache_identity()
    assert not any(g.cached for g in t3.generate(p, n=2, temperature=0.7, seed=0))


def test_prompts_are_the_papers_with_a_slots_block(kc):
    inst = TemplateInstance('t', 's', ['Time', 'Metric'], 'Leads', 'last 7 days')
    p = teacher_prompt('question', kc, {'instance': inst.to_dict()}, template_instance=inst.text())
    assert 'Natural-Language Question Generation with Emergent Augmentation' in p and 'Schema Knowledge (Schema KG)' in p
    assert 'CREATE TABLE dwd_ai_dc_leads_df' in p and parse_slots(p)['task'] == 'question'
    v = teacher_prompt('validate', kc, {'question': 'q', 'sql': 'SELECT 1'}, question='q', sql_to_validate='SELECT 1', result_preview='[]')
    assert 'extremely rigorous SQL validation expert' in v and '"is_correct"' in v


def test_same_answers_over_a_real_openai_compatible_socket(wh, kc, tmp_path):
    teacher = TemplateTeacher(kc)
    reply = lambda prompt, i, body: teacher.respond(prompt, body['seed'] if body.get('seed') is not None else i)
    inst = _dense_instances(kc, wh.db_id, 1, seed=3)[0]
    p = _sql_prompt(kc, inst, 'Which ' + (inst.group_by or 'month') + ' had the highest ' + inst.metric.lower() + '?')
    with LoopbackOpenAI(reply=reply) as srv:
        llm = OpenAIBackend(model='loopback-model', base_url=srv.base_url, api_key='sk-test', cache=tmp_path/'c')
        remote = [g.text for g in llm.generate(p, n=3, temperature=0.7, seed=5)]
        assert srv.n_requests == 3                                    # seeded: one request per sample (seed + i)
        assert [r['body']['seed'] for r in srv.requests] == [5, 6, 7]
    local = [g.text for g in TemplateTeacher(kc).generate(p, n=3, temperature=0.7, seed=5)]
    assert remote == local


def test_prompt_templates_are_package_data_with_one_figure_14():
    "The Appendix B prompts live in textsql_kit/data/teacher_prompts.yaml; Figure 14's context is written once there."
    from textsql_kit.synth.teacher import INFERENCE_TEMPLATE, PROMPT_TEMPLATES, load_prompts, prompts_path, render_prompt
    p = prompts_path()
    assert p.is_file() and p.parent.name == 'data' and p.parent.parent.name == 'textsql_kit'
    assert load_prompts(p)['templates'] == PROMPT_TEMPLATES and PROMPT_TEMPLATES['validate'][0] == 'Figure 13'
    context = INFERENCE_TEMPLATE[:INFERENCE_TEMPLATE.index('– 5. Few-Shot Example')]
    assert context.startswith('– 0. Role Definition') and context in PROMPT_TEMPLATES['sql'][1]
    assert p.read_text(encoding='utf-8').count('– 0. Role Definition') == 1
    assert INFERENCE_TEMPLATE.endswith('Q: {question}\n\nA:')
    with pytest.raises(KeyError, match='no value for question'): render_prompt('sql', schema_info='s', metric_knowledge='m', domain_rules='d',
                                                                              data_mappings='e', template_instance='t', slots='x')
