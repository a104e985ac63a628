"""MARS-SQL's grounding agent end to end at tiny scale (select.grounding_agent): SFT rows built without the gold SQL,
a cold-start SFT + GRPO run through the kit's recipes, and Table 8 scores of its predictions on held-out questions."""
import json
from dataclasses import replace
import pytest
from textsql_kit.agent.rollout import autosales_examples
from textsql_kit.select.grounding_agent import grounding_sft_rows, train_grounding_agent, grounding_report
from textsql_kit.rewards.mars import parse_grounding_answer, table_columns, grounding_prompts, grounding_labels

SQL = [e for e in autosales_examples() if e.task_kind == 'sql']

def test_sft_prompts_never_contain_the_gold_sql():
    rows = grounding_sft_rows(SQL[:6])
    assert len(rows) == 6 * len(table_columns('autosales'))
    by_id = {e.id: e for e in SQL}
    for r in rows:
        ex, user = by_id[r['example_id']], r['messages'][0]['content']
        assert ex.gold not in user and 'SELECT' not in user.upper().split('### USER QUESTION')[1]
        assert user == grounding_prompts(replace(ex, gold=None))[r['table']]   # the prompt does not depend on the gold
        lab = grounding_labels(ex.gold, ex.db_id)[r['table']]                  # the answer is the labels'
        a = parse_grounding_answer(r['messages'][1]['content'])
        assert a.relevant == lab['relevant'] and (not a.relevant or a.columns == {c.lower() for c in lab['columns']})

def test_tiny_sft_then_grpo_predictions_are_scored_as_table8(tmp_path):
    train, heldout = SQL[0:4:2], SQL[1:4:2]
    res = train_grounding_agent(train, heldout, tmp_path, 'tiny', max_new_tokens=8)
    assert list(res) == ['all tables', 'SFT', 'SFT+GRPO']
    assert res['all tables']['recall'] == 100.0
    for k in ('SFT', 'SFT+GRPO'):
        assert res[k]['n'] == 2 and 0 <= res[k]['recall'] <= 100 and 0 <= res[k]['precision'] <= 100
        preds = json.loads((tmp_path/f"predictions_{k.replace('+', '_')}.json").read_text())
        assert sorted(preds) == sorted(e.id for e in heldout)
        assert all(set(p) == set(table_columns('autosales')) for p in preds.values())
        assert grounding_report(preds, heldout) == res[k]
    assert (tmp_path/'sft'/'final').is_dir() and (tmp_path/'grpo'/'final').is_dir()
    assert json.loads((tmp_path/'table8.json').read_text()) == res

def test_with_a_start_model_sft_and_grpo_each_start_from_it(tmp_path):
    "MARS-SQL App. B.1: the RL agent trains from the base model (not from the SFT row), and the base model is scored too."
    from safetensors.torch import load_file
    train, heldout = SQL[0:4:2], SQL[1:4:2]
    train_grounding_agent(train, heldout, tmp_path/'cold', 'tiny', max_new_tokens=8)
    base = tmp_path/'cold'/'sft'/'final'                     # any small model stands in for Qwen2.5-Coder-7B-Instruct
    res = train_grounding_agent(train, heldout, tmp_path/'paper', 'tiny', max_new_tokens=8, start_model=str(base))
    assert list(res) == ['all tables', 'base', 'SFT', 'GRPO'] and all(res[k]['n'] == 2 for k in ('base', 'SFT', 'GRPO'))
    w = {k: load_file(p/'model.safetensors') for k, p in (('base', base), ('sft', tmp_path/'paper'/'sft'/'final'), ('grpo', tmp_path/'paper'/'grpo'/'final'))}
    dist = lambda a, b: max((w[a][k].float() - w[b][k].float()).abs().max().item() for k in w[a])
    assert dist('grpo', 'base') < dist('grpo', 'sft')         # GRPO continued the base model, not the SFT one
    assert dist('sft', 'base') > 0                            # and the SFT row is a fine-tune of the same base
