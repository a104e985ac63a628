"""textsql_kit.train.smoke and .levers: the smoke source's splits, the grounded prompt, the recipes' scoring and the levers command.

Real synthesis (tiny scale), real SQLite on the embedded warehouse, real TRL trainers on the tiny model.
"""
import json, os
from pathlib import Path
import pytest

from textsql_kit.core import Example, read_jsonl
from textsql_kit.train.data import compact_prompt
from textsql_kit.train.recipes import recipe_config, run_recipe, sft_dataset_rows, _row_texts, demo_stage
from textsql_kit.train.smoke import (smoke_splits, smoke_dir, smoke_examples, question_context, knowledge_of, leaked_questions,
                                     SMOKE_SPLITS)
from textsql_kit.evaluation.heldout import score_split
from textsql_kit.train.levers import LEVERS, levers_cli, lever_table

@pytest.fixture(scope='module', autouse=True)
def private_cache(module_kit_cache):
    "Tiny models are built once per module in a private cache (conftest.module_kit_cache)."

@pytest.fixture(scope='module')
def synth_dir(tmp_path_factory):
    from textsql_kit.synth.pipeline import synthesize, synth_config
    d = tmp_path_factory.mktemp('demo')/'synth'
    synthesize(synth_config('tiny'), d, 'tiny', progress=False, hf=False)
    return d

def test_heldout_text_never_reaches_the_tokenizer(synth_dir):
    "The tiny model's tokenizer is trained on the training rows' texts: no held-out or bench question may be among them."
    cfg = recipe_config('sft', 'tiny', data=f'smoke:{synth_dir}', max_examples=None)
    texts = '\n'.join(_row_texts(sft_dataset_rows(cfg)))
    d = smoke_dir(f'smoke:{synth_dir}')
    assert leaked_questions(d) == []
    held = read_jsonl(d/'heldout.jsonl', Example) + read_jsonl(d/'bench.jsonl', Example)
    assert held and not [e.question for e in held if e.question.split('\n\n')[0] in texts]

def test_gold_swap_changes_no_prompt(synth_dir):
    "The grounded context is read from the question and the database only: swapping golds across items changes no prompt byte."
    exs = smoke_examples(f'smoke:{synth_dir}', 'heldout')[:20]
    kc = knowledge_of(exs[0].db_id, synth_dir)
    before = [question_context(kc, e.question) for e in exs]
    golds = [e.gold for e in exs][::-1]
    swapped = [Example.from_dict({**e.to_dict(), 'gold': g}) for e, g in zip(exs, golds)]
    assert [question_context(kc, e.question) for e in swapped] == before
    assert [compact_prompt(e) for e in swapped] == [compact_prompt(e) for e in exs]

def test_heldout_split_does_not_depend_on_other_levers(synth_dir, tmp_path):
    a = smoke_splits(synth_dir, tmp_path/'a', per_template=0, context=False, target='kgrs')
    b = smoke_splits(synth_dir, tmp_path/'b', per_template=5)
    qa = [e.question for e in read_jsonl(a/'heldout.jsonl', Example)]
    assert qa and qa == [e.question for e in read_jsonl(b/'heldout.jsonl', Example)]
    assert len(read_jsonl(b/'train.jsonl')) > len(read_jsonl(a/'train.jsonl'))

def test_smoke_recipe_scores_its_model_and_prints_the_row(synth_dir, tmp_path, capsys):
    cfg = recipe_config('sft', 'tiny', data=f'smoke:{synth_dir}', output_dir=str(tmp_path/'sft'))
    s = run_recipe(cfg)
    assert {'heldout', 'bench'} <= set(s) and 0.0 <= s['heldout']['ex'] <= 1.0
    assert '| held-out EX |' in capsys.readouterr().out
    assert json.loads((tmp_path/'sft'/'summary.json').read_text())['heldout'] == s['heldout']

def test_demo_stage_runs_base_sft_grpo(synth_dir, capsys):
    line = demo_stage('tiny', synth_dir.parent)
    out = capsys.readouterr().out
    assert 'base (untrained)' in out and 'SFT + GRPO' in out and line.startswith('EX base / SFT / GRPO')

def test_levers_command(tmp_path, capsys):
    assert levers_cli(['--list']) == 0 and 'kept' in capsys.readouterr().out
    assert levers_cli(['--only', 'nope']) == 2
    f = tmp_path/'r.jsonl'
    f.write_text(json.dumps({'lever': 'kept', 'recipe': 'sft', 'wall_s': 12.0, 'heldout': {'ex': 0.5, 'executes': 0.9}}) + '\n')
    assert levers_cli(['--table', str(f)]) == 0 and '| kept | sft | 12 | 50.0 | 90.0 |' in capsys.readouterr().out

def test_no_rejection_prompt_names_what_its_context_dropped(synth_dir):
    "Every split of the smoke source grounds an item on its own knowledge context: a dropped metric or field never reaches its prompt."
    d, checked = smoke_dir(f'smoke:{synth_dir}'), 0
    for split in ('train', 'bench'):
        for e in read_jsonl(d/f'{split}.jsonl', Example):
            edit = (e.meta or {}).get('knowledge_edit') or {}
            if edit.get('op') == 'drop_metric': assert f"metric {edit['metric']}:" not in e.evidence, (split, e.id); checked += 1
            if edit.get('op') == 'drop_field': assert f"{edit['table']}.{edit['field']}" not in e.evidence, (split, e.id); checked += 1
    assert checked >= 2
    assert json.loads((d/'splits.json').read_text()).get('edits') is True
    old = smoke_splits(synth_dir, per_template=0, values='slots', edits=False)     # the lever before: the full warehouse context
    leaks = [e for e in read_jsonl(old/'train.jsonl', Example) if ((e.meta or {}).get('knowledge_edit') or {}).get('op') == 'drop_metric'
             and f"metric {e.meta['knowledge_edit']['metric']}:" in e.evidence]
    assert leaks

def test_slot_rewards_score_the_query_that_will_run(synth_dir):
    "With slots, the model writes 'V1'; its reward must equal the reward of the same query with the values put back."
    from textsql_kit.rewards import make_trl_reward
    from textsql_kit.train.recipes import grpo_dataset_rows
    from textsql_kit.train.data import lexicalized_reward
    from textsql_kit.protocols import delexicalize
    d = smoke_splits(synth_dir, per_template=2, values='slots')
    cfg = recipe_config('grpo_tchr', 'tiny', data=str(d/'heldout.jsonl'), max_examples=4)
    rows = grpo_dataset_rows(cfg)
    assert rows and all('slots' in r for r in rows)
    slots = [json.loads(r['slots']) for r in rows]
    assert any(slots)
    real = [f"<think>ok</think>\n<answer>{r['solution']}</answer>" for r in rows]
    placeholder = [delexicalize(c, s) for c, s in zip(real, slots)]
    assert placeholder != real
    fn = make_trl_reward('tchr')
    kw = {k: [r[k] for r in rows] for k in rows[0] if k not in ('prompt', 'slots')}
    want = fn(prompts=[r['prompt'] for r in rows], completions=real, **kw)
    got = lexicalized_reward(fn)(prompts=[r['prompt'] for r in rows], completions=placeholder, slots=[r['slots'] for r in rows], **kw)
    assert got == want and lexicalized_reward(fn).__name__ == fn.__name__
    unfixed = fn(prompts=[r['prompt'] for r in rows], completions=placeholder, **kw)
    assert sum(unfixed) < sum(want)            # without the substitution the placeholders would be scored as wrong values

def test_grpo_on_the_rl_split_sees_unseen_templates_and_nl_prompts(synth_dir, tmp_path):
    "split: rl gives GRPO prompts from templates no training or bench item uses, half of them NL, with slots; a GRPO step runs on them."
    from textsql_kit.train.recipes import grpo_dataset_rows
    from textsql_kit.train.smoke import _used_templates
    spec = f'smoke:{synth_dir}'
    rl = smoke_examples(spec, 'rl')
    assert {e.template_id for e in rl}.isdisjoint(_used_templates(synth_dir))
    assert {e.task_kind for e in rl} == {'sql', 'nl'}
    evaluation = {e.question for s in ('heldout', 'bench') for e in smoke_examples(spec, s)}
    assert not evaluation & {e.question for e in rl}
    cfg = recipe_config('grpo_tchr', 'tiny', data=spec, split='rl', max_examples=8, output_dir=str(tmp_path/'g'), evaluate=False)
    rows = grpo_dataset_rows(cfg)
    assert len(rows) == 8 and 'slots' in rows[0] and {r['task_kind'] for r in rows} == {'sql', 'nl'}
    s = run_recipe(cfg, quiet=True)
    assert s['steps'] == cfg.max_steps and s['reward_first_last'][0] is not None
    from textsql_kit.train.filter import STEP_PHASES   # train.filter.StepClock: every step's time, phase by phase
    recs = [r for r in read_jsonl(tmp_path/'g'/'metrics.jsonl') if 'kit/time/step' in r]
    assert len(recs) == cfg.max_steps
    for r in recs:
        assert abs(sum(r[f'kit/share/{k}'] for k in (*STEP_PHASES, 'other')) - 1) < 1e-6, r
        assert all(r[f'kit/time/{k}'] > 0 for k in ('generate', 'reward', 'forward', 'backward', 'optimizer')), r

def test_lever_trains_and_answers_on_one_machine_and_scores_on_another(synth_dir, tmp_path, monkeypatch):
    "`--until answer` (a GPU node without the judge) keeps training and answers on disk; a later run scores them without the model."
    from textsql_kit.train.levers import Lever
    monkeypatch.setitem(LEVERS, 'tiny_lever', Lever('a 4-step SFT on the tiny splits', {'per_template': 2, 'values': 'slots'},
                                                     {'max_steps': 4, 'tiny': {'hidden_size': 32, 'num_layers': 1, 'num_heads': 2}}))
    out = tmp_path/'levers'
    argv = ['--only', 'tiny_lever', '--synth', str(synth_dir), '--out', str(out)]
    assert levers_cli(argv + ['--until', 'answer']) == 0
    train_rec = json.loads((out/'tiny_lever'/'lever_train.json').read_text())
    assert train_rec['steps'] == 4 and train_rec['trained_on']['device'] == 'cpu' and train_rec['model'] == 'tiny_lever/final'
    answers = json.loads((out/'tiny_lever'/'lever_answers.json').read_text())['answers']
    assert set(answers) == {'heldout', 'bench'} and not (out/'levers.jsonl').exists()
    import shutil; shutil.rmtree(out/'tiny_lever'/'final')           # as on a machine the model never reached
    stamp = (out/'tiny_lever'/'lever_train.json').stat().st_mtime_ns
    assert levers_cli(argv) == 0
    [rec] = read_jsonl(out/'levers.jsonl')
    assert rec['heldout']['n'] == len(answers['heldout']) and rec['answered_on'] == 'cpu' and rec['steps'] == 4
    assert (out/'tiny_lever'/'lever_train.json').stat().st_mtime_ns == stamp   # not retrained

# Recorded through SQLEnv before placeholders became a data-boundary transform (the env then restored `meta['slots']` itself):
# content_key of the trajectories (exec_s dropped) of a scripted placeholder policy on 8 held-out smoke items, per preset.
SMOKE_TRAJECTORIES = {'mtir': ('8e2d42eb95339c3f', 5.1), 'astra': ('838f0d9780de5492', 0.9999), 'mars': ('b8624f0056f311be', 1.0)}
SMOKE_IDS = ['inst-c7f89d9db2ec', 'inst-2ade6f69cdeb', 'inst-a9a7277de851', 'inst-569c1c561e69', 'inst-746f9a92c4dc', 'inst-09f0c9cba72e',
             'inst-c023eaeb9cc8', 'inst-fc0b629b4d58']

def test_smoke_multiturn_trajectories_and_rewards_unchanged(synth_dir):
    "Placeholder episodes through the data boundary's text hook equal the trajectories and rewards recorded with the old in-env restore."
    from textsql_kit.core import content_key
    from textsql_kit.protocols import delexicalize, render_mars_sql, render_solution
    from textsql_kit.agent.env import SQLEnv, reset_many, step_many
    from textsql_kit.train.data import text_hook
    d = smoke_splits(synth_dir, per_template=2, values='slots')
    exs = [e for e in read_jsonl(d/'heldout.jsonl', Example) if e.task_kind == 'sql' and (e.meta or {}).get('slots') and
           delexicalize(e.gold, e.meta['slots']) != e.gold][:8]
    assert [e.id for e in exs] == SMOKE_IDS
    call = lambda sql: '<think>\nLook.\n</think>\n\n<tool_call>\n' + json.dumps({"name": "execute_sql", "arguments": {"sql": sql}}) + '\n</tool_call>'
    ph = [delexicalize(e.gold, e.meta['slots']) for e in exs]
    wrong = [p.replace("'V1'", "'V2'") if "'V1'" in p else p + ' LIMIT 0' for p in ph]
    for preset, (key, reward) in SMOKE_TRAJECTORIES.items():
        envs = [SQLEnv(preset) for _ in exs]
        reset_many(envs, exs, text_hooks=[text_hook(e) for e in exs])
        step_many(envs, [render_mars_sql(w, 'look') if preset == 'mars' else call(w) for w in wrong])
        step_many(envs, [render_solution(p, 'done') if preset == 'mars' else f'<think>\nDone.\n</think>\n\n<answer>{p}</answer>' for p in ph])
        ts = [e.trajectory().to_dict() for e in envs]
        for t in ts: t['meta'].pop('exec_s')
        assert [t['reward'] for t in ts] == [reward] * len(exs) and content_key(ts)[:16] == key, preset

def test_one_configuration_seed_and_thread_count_give_one_weights_hash(synth_dir, tmp_path):
    "Weights are never committed: a parent is named by its hash, so re-training it from its configuration must give that hash again."
    from textsql_kit.models.pretrained import weights_hash
    runs = {}
    for name, seed in (('a', 0), ('b', 0), ('c', 1)):
        cfg = recipe_config('sft', 'tiny', data=f'smoke:{synth_dir}', output_dir=str(tmp_path/name), seed=seed, evaluate=False)
        runs[name] = run_recipe(cfg, quiet=True)
        assert runs[name]['weights'] == weights_hash(tmp_path/name/'final') and runs[name]['seed'] == seed and runs[name]['threads'] >= 1
    assert runs['a']['weights'] == runs['b']['weights']
    assert runs['a']['weights'] != runs['c']['weights']   # the seed moves the data order and the init: the hash tells the runs apart
