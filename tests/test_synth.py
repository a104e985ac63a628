"""The BAR-SQL synthesis pipeline end to end at the `tiny` scale: acceptance checks, exports, held-out split, resumability
(including a run killed with SIGKILL mid-stage), configuration errors. Real warehouse, real offline teacher, real subprocesses."""
import json, os, shutil, signal, subprocess, sys, time
from collections import Counter
from pathlib import Path
import pytest

from textsql_kit.core import Example, read_jsonl
from textsql_kit.synth.mutations import CATEGORIES, NL_CATEGORIES, task_kind_of
from textsql_kit.synth.pipeline import BenchCheckError, SynthConfig, check_bench, load_bench, near_duplicates, split_bench, synth_cli, synth_config, synthesize, word_trigrams, jaccard
from textsql_kit.synth.pipeline import demo_stage

ROOT = Path(__file__).resolve().parents[1]
OUTPUTS = ['corpus.jsonl', 'train.jsonl', 'bench.jsonl', 'sft/train.jsonl', 'sft/bench.jsonl', 'grpo/train.jsonl', 'grpo/bench.jsonl']


def tiny_dir(tmp_path_factory) -> Path:
    "One tiny synthesis per test session (shared by the test modules: a second call resumes and finishes at once)."
    d = tmp_path_factory.getbasetemp()/'tiny_demo'/'synth'
    synthesize(synth_config('tiny'), d, 'tiny', progress=False, command=f'textsql-kit synth --out {d} --scale tiny')
    return d


@pytest.fixture(scope='module')
def tiny(tmp_path_factory):
    return tiny_dir(tmp_path_factory)


def test_tiny_passes_acceptance_checks(tiny):
    checks = check_bench(tiny, min_per_category=1)
    assert set(checks['categories']) == set(CATEGORIES)
    assert checks['held_out'] == {'shared_templates': 0, 'shared_seeds': 0, 'near_duplicates': 0}
    assert checks['consistency_rejected'] > 0
    assert checks['reflection_real_errors'] > 0 and checks['degenerate_pairs_identical'] > 0
    assert checks['bench_sql_share'] == 0.5


def test_bench_stratified_and_held_out(tiny):
    train, bench = load_bench(tiny, 'train'), load_bench(tiny, 'bench')
    cfg = synth_config('tiny')
    assert Counter(e.category for e in bench) == Counter({c: cfg.bench_per_category for c in CATEGORIES})
    assert not {e.template_id for e in train} & {e.template_id for e in bench}
    assert not {e.seed_id for e in train} & {e.seed_id for e in bench}
    assert not near_duplicates(train, bench, 0.8)
    for e in train + bench: assert e.task_kind == task_kind_of(e.category) and e.gold


def test_nl_targets_pairwise_distinct(tiny):
    corpus = read_jsonl(tiny/'corpus.jsonl', Example)
    for c in NL_CATEGORIES:
        ts = [e.gold.strip().lower() for e in corpus if e.category == c]
        assert len(ts) >= 5 and len(set(ts)) == len(ts), c


def test_exports_jsonl_and_datasets(tiny):
    from datasets import load_from_disk
    from textsql_kit.rewards.tchr import format_reward
    core = load_from_disk(str(tiny/'hf'/'core'))
    assert set(core) == {'train', 'bench'}
    assert {'db_id', 'category', 'task_kind', 'gold', 'template_id', 'seed_id', 'question'} <= set(core['bench'].column_names)
    sft = load_from_disk(str(tiny/'hf'/'sft'))
    msgs = sft['train'][0]['messages']
    assert [m['role'] for m in msgs] == ['user', 'assistant'] and 'Schema Knowledge' in msgs[0]['content']
    assert all(format_reward(r['messages'][1]['content']) == 1.0 for r in sft['train'])
    grpo = load_from_disk(str(tiny/'hf'/'grpo'))
    assert {'prompt', 'solution', 'task_kind', 'db_id', 'category'} <= set(grpo['bench'].column_names)
    bench = load_bench(tiny)
    assert [r['solution'] for r in grpo['bench']] == [e.gold for e in bench]
    assert len(read_jsonl(tiny/'grpo'/'train.jsonl')) == len(core['train'])


def test_reports_data_card_and_review(tiny):
    card = (tiny/'data_card.md').read_text()
    assert 'template teacher (offline)' in card and '| reflection | Reflection |' in card and 'rejected' in card
    import csv
    rows = list(csv.DictReader(open(tiny/'review_sample.csv')))
    assert {r['category'] for r in rows} == set(CATEGORIES) and {'bench', 'train'} == {r['split'] for r in rows}
    assert '<table>' in (tiny/'review_sample.html').read_text()
    s = json.loads((tiny/'summary.json').read_text())
    assert s['ledger']['seeds:sql']['rejected'] > 0


def test_rerun_repeats_no_llm_call_and_same_output(tiny, tmp_path):
    before = {f: (tiny/f).read_bytes() for f in OUTPUTS}
    run = synthesize(synth_config('tiny'), tiny, 'tiny', progress=False)
    assert run.summary['llm_calls'] == 0
    assert {f: (tiny/f).read_bytes() for f in OUTPUTS} == before


def test_check_bench_catches_leaks_and_fake_errors(tiny, tmp_path):
    bad = tmp_path/'bad'; shutil.copytree(tiny, bad, ignore=shutil.ignore_patterns('hf', 'llm_cache', 'seeds'))
    train = read_jsonl(bad/'train.jsonl', Example); bench = read_jsonl(bad/'bench.jsonl', Example)
    leak = next(e for e in train if e.category == 'standard_sql')
    (bad/'bench.jsonl').write_text(''.join(e.to_json() + '\n' for e in bench + [leak]))
    with pytest.raises(BenchCheckError, match='share'): check_bench(bad, min_per_category=1)
    (bad/'bench.jsonl').write_text(''.join(e.to_json() + '\n' for e in bench))
    for e in train:
        if e.category == 'reflection': e.meta['mutation']['error_message'] = 'no such column: made_up'; break
    (bad/'train.jsonl').write_text(''.join(e.to_json() + '\n' for e in train))
    with pytest.raises(BenchCheckError, match='reflection'): check_bench(bad, min_per_category=1)


def test_near_duplicates_and_split_invariants():
    mk = lambda i, t, q, cat='metric_rejection', g='no': Example(i, q, 'autosales', g, task_kind_of(cat), category=cat, template_id=t, seed_id='s' + t)
    bench = [mk('b1', 'T0', 'What is the churn rate for Jiangsu last month please'),
             mk('b2', 'T0', 'How many leads in 2024', 'standard_sql', 'SELECT COUNT(*) FROM dwd_ai_dc_leads_df')]
    train = [mk('near', 'T1', 'What is the churn rate for Jiangsu last month please now'),
             mk('same_sql', 'T2', 'Count all the leads ever', 'standard_sql', 'select count(*)  from DWD_AI_DC_LEADS_DF'),
             mk('far', 'T3', 'Show the gross margin by city for 2024')]
    assert near_duplicates(train, bench, 0.8) == {'near': 'similar_question', 'same_sql': 'same_sql'}
    assert jaccard(word_trigrams(bench[0].question), word_trigrams(train[0].question)) >= 0.8
    items = [mk(f'{c}{t}', f'T{t}', f'question {t} of category {c} with some words', c, f'SELECT {t}' if task_kind_of(c) == 'sql' else f'no {t}')
             for t in range(20) for c in CATEGORIES]
    tr, be, led = split_bench(items, SynthConfig(bench_per_category=3, n_seeds=1))
    assert Counter(e.category for e in be) == Counter({c: 3 for c in CATEGORIES})
    assert not {e.template_id for e in tr} & {e.template_id for e in be}
    assert led['kept'] + led['rejected'] == len(items)


def test_config_errors_name_the_key(tmp_path, capsys):
    (tmp_path/'c.yaml').write_text('n_seed: 3\n')
    assert synth_cli(['--out', str(tmp_path/'o'), '--config', str(tmp_path/'c.yaml'), '--scale', 'tiny']) == 2
    err = capsys.readouterr().err
    assert "unknown key 'n_seed'" in err and 'c.yaml' in err
    with pytest.raises(Exception, match="unknown scale"): synth_config('huge')
    with pytest.raises(SystemExit): synth_cli(['--scale', 'tiny'])         # --out is required


def _cache_stats(out: Path) -> tuple:
    "(entries, total completion tokens) of a run's LLM response cache."
    import sqlite3
    f = out/'llm_cache'/'responses.sqlite'
    if not f.exists(): return 0, 0
    con = sqlite3.connect(f"file:{f}?mode=ro", uri=True)
    try: vals = [json.loads(v) for (v,) in con.execute('SELECT value FROM responses')]
    finally: con.close()
    return len(vals), sum(v.get('completion_tokens', 0) for v in vals)


def _lines(p: Path) -> int:
    try: return sum(1 for _ in open(p))
    except FileNotFoundError: return 0


@pytest.mark.slow
def test_killed_run_resumes_to_identical_output(tiny, tmp_path):
    "SIGKILL a synthesis mid-stage; the rerun completes with the same final output and no duplicate records."
    out = tmp_path/'killed'
    cmd = [sys.executable, '-c', 'import sys; from textsql_kit.synth.pipeline import synth_cli; '
           f'sys.exit(synth_cli(["--out", {str(out)!r}, "--scale", "tiny", "--no-progress", "--no-hf"]))']
    env = {**os.environ, 'PYTHONPATH': str(ROOT) + os.pathsep + os.environ.get('PYTHONPATH', '')}
    proc = subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    watch = [out/'seeds'/'sql.jsonl', out/'seeds'/'validated.jsonl', out/'mutations.jsonl']
    deadline = time.time() + 300
    while time.time() < deadline and proc.poll() is None and not any(_lines(p) >= 1 for p in watch): time.sleep(0.02)
    assert proc.poll() is None, 'the run finished before it could be killed'
    proc.send_signal(signal.SIGKILL); proc.wait()
    assert not (out/'bench.jsonl').exists()                           # it really died mid-run
    n_kill, tok_kill = _cache_stats(out)                               # the LLM answers the killed run saved
    rc = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)
    assert rc.returncode == 0, rc.stderr[-2000:]
    for f in OUTPUTS: assert (out/f).read_bytes() == (tiny/f).read_bytes(), f
    # no LLM call is repeated: what the killed run saved plus what the resumed run generated is exactly what an
    # uninterrupted run generates (completion tokens are deterministic for the offline teacher)
    resumed = json.loads((out/'summary.json').read_text())['llm_usage']
    n_full, tok_full = _cache_stats(tiny)
    assert tok_kill + resumed['completion_tokens'] == tok_full
    assert _cache_stats(out)[0] == n_full and n_kill < n_full
    for f in list(out.glob('*.jsonl')) + list((out/'seeds').glob('*.jsonl')):
        keys = [json.loads(l).get('key') for l in open(f) if l.strip()]
        keys = [k for k in keys if k is not None]
        assert len(keys) == len(set(keys)), f"duplicate records in {f}"


def test_demo_stage_prints_card_and_returns_one_line(tiny, capsys):
    line = demo_stage('tiny', tiny.parent)                 # resumes the shared tiny run: no new LLM call
    out = capsys.readouterr().out
    assert '# Data card' in out and 'template teacher (offline)' in out
    assert '\n' not in line and line.startswith('synth tiny:') and 'checks passed' in line
    with pytest.raises(ValueError, match='unknown demo scale'): demo_stage('huge', tiny.parent)


def test_empty_gold_share_reported_and_dropped_from_training_exports(tiny, tmp_path):
    "A gold that returns no rows lets any empty query earn the full reward: reported, and dropped from SFT/GRPO/HF by default."
    from datasets import load_from_disk
    from textsql_kit.knowledge.warehouse import build_warehouse, default_knowledge
    from textsql_kit.synth.pipeline import empty_gold_ids, export_datasets
    s = json.loads((tiny/'summary.json').read_text())['empty_gold']
    assert s['n_items'] == len(load_bench(tiny, 'train')) + len(load_bench(tiny, 'bench')) and s['kept_in_exports'] is False
    assert s['n_empty'] == 0 and s['share'] == 0.0                       # the seed and mutation validators reject empty results
    assert '- empty gold results: 0 of ' in (tiny/'data_card.md').read_text()
    db, meta = build_warehouse().db_id, {'metric': 'Leads', 'target_output': '<think>t</think>\n<answer>x</answer>'}
    ok = Example('ok', 'How many leads?', db, 'SELECT COUNT(*) FROM dwd_ai_dc_leads_df', category='standard_sql', meta=meta)
    empty = Example('empty', 'Leads nowhere?', db, "SELECT COUNT(*) FROM dwd_ai_dc_leads_df GROUP BY day_id HAVING 0", category='standard_sql', meta=meta)
    nulls = Example('nulls', 'Sum of nothing?', db, "SELECT SUM(1) FROM dwd_ai_dc_leads_df WHERE 0", category='multi_step', meta=meta)
    nl = Example('nl', 'Which province?', db, 'Please specify the province.', 'nl', category='ambiguity_clarification', meta=meta)
    assert empty_gold_ids([ok, empty, nulls, nl]) == {'empty', 'nulls'}
    kc = default_knowledge()
    export_datasets([ok, empty, nl], [nulls], kc, tmp_path/'drop')
    assert [r['id'] for r in read_jsonl(tmp_path/'drop'/'sft'/'train.jsonl')] == ['ok', 'nl']
    assert [r['id'] for r in read_jsonl(tmp_path/'drop'/'grpo'/'train.jsonl')] == ['ok', 'nl']
    assert read_jsonl(tmp_path/'drop'/'grpo'/'bench.jsonl') == []
    assert load_from_disk(str(tmp_path/'drop'/'hf'/'sft'))['train']['id'] == ['ok', 'nl']
    assert [e.id for e in read_jsonl(tmp_path/'drop'/'train.jsonl', Example)] == ['ok', 'empty', 'nl']   # the core records keep all
    export_datasets([ok, empty, nl], [nulls], kc, tmp_path/'keep', hf=False, keep_empty_gold=True)
    assert [r['id'] for r in read_jsonl(tmp_path/'keep'/'sft'/'train.jsonl')] == ['ok', 'empty', 'nl']
    assert synth_config('tiny').keep_empty_gold is False and synth_config('tiny', keep_empty_gold=True).keep_empty_gold is True
