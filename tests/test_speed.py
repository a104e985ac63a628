"""The speed chapter's harness (textsql_kit.evaluation.speed): the Spider train evaluation set, verdicts identical
whatever executor path runs them, the summary table's met/missed marks, the step-share reader and `textsql-kit bench all`.
No timed assertions: throughput lives in the benchmark's output. The pool part is left out (`parts`)."""
import json, os
from pathlib import Path
import pytest
from textsql_kit.evaluation import speed
from textsql_kit.evaluation.speed import (PARTS, TARGETS, _row, bench_all_cli, bench_summary, cold_eval_bench, step_rows,
                                          step_shares, summary_table, train_eval_set)

SPIDER, TRAIN = os.environ.get('TEXTSQL_SPIDER_DIR'), os.environ.get('TEXTSQL_SPIDER_TRAIN_DIR')
needs_train = pytest.mark.skipif(not TRAIN, reason='TEXTSQL_SPIDER_TRAIN_DIR is not set')
needs_both = pytest.mark.skipif(not (TRAIN and SPIDER), reason='TEXTSQL_SPIDER_DIR and TEXTSQL_SPIDER_TRAIN_DIR are needed')

@pytest.fixture
def tmp_cache(tmp_path, monkeypatch):
    "An empty gold cache for the test: nothing is reused from another run."
    monkeypatch.setenv('TEXTSQL_CACHE', str(tmp_path/'cache'))
    return tmp_path/'cache'

@needs_both
def test_train_set_is_deterministic_and_shares_no_database_with_dev():
    ex, preds, kinds = train_eval_set()
    assert (preds, kinds) == train_eval_set()[1:] and [e.id for e in ex] == [e.id for e in train_eval_set()[0]]
    assert train_eval_set(seed=1)[1] != preds                                   # the seed picks other perturbations
    golds = json.loads((Path(TRAIN)/'train_spider.json').read_text())
    assert kinds.count('gold') == len(golds) and len(preds) >= 2 * len(golds) - 10   # every gold, plus about one perturbation each
    assert [p for p, k in zip(preds, kinds) if k == 'gold'] == [g['query'] for g in golds]
    assert {k.split(':')[0] for k in kinds} == {'gold', 'correct', 'wrong', 'failing'}
    assert all(k == 'gold' or k.split(':')[1] in speed.PERTURBATIONS for k in kinds)
    train_dbs = {e.db_id for e in ex}
    dev_dbs = {d['db_id'] for d in json.loads((Path(SPIDER)/'dev.json').read_text())}
    assert len(train_dbs) == 133 and not train_dbs & dev_dbs
    assert all(Path(e.meta['db_dir'], e.db_id, f'{e.db_id}.sqlite').is_file() for e in ex)

def test_train_set_names_a_missing_folder(tmp_path, monkeypatch):
    monkeypatch.delenv('TEXTSQL_SPIDER_TRAIN_DIR', raising=False)
    with pytest.raises(ValueError, match='TEXTSQL_SPIDER_TRAIN_DIR'): train_eval_set()
    with pytest.raises(FileNotFoundError, match='no train_spider.json'): train_eval_set(tmp_path)

@needs_train
def test_verdicts_are_identical_whatever_executor_path(tmp_cache):
    from textsql_kit.evaluation.benchmarks import evaluate
    from textsql_kit.sql.pool import Executor
    ex, preds, kinds = train_eval_set(max_golds=200, seed=3, per_gold=2)
    default = evaluate(ex, preds, progress=False, cache_gold=False)
    with Executor(max_rows=None) as pool: explicit = evaluate(ex, preds, progress=False, cache_gold=False, executor=pool)
    diffs = [(i, kinds[i], preds[i], a['verdict'], b['verdict']) for i, (a, b) in enumerate(zip(default.items, explicit.items))
             if a['verdict'] != b['verdict']]
    assert diffs == [], diffs[:5]
    got = {(k.split(':')[0], it['verdict']) for k, it in zip(kinds, default.items)}
    assert ('gold', 'correct') in got and ('failing', 'pred_error') in got and ('wrong', 'wrong') in got
    assert not {v for k, v in got if k in ('gold', 'correct')} - {'correct', 'gold_error'}   # a correct rewrite is never judged wrong

@needs_train
def test_cold_bench_reports_medians_and_checks(tmp_cache):
    b = cold_eval_bench('spider-train', repeats=2, max_golds=15)
    assert b['repeats'] == 2 and len(b['kit_times']) == len(b['raw_times']) == 2
    assert b['kit_s'] > 0 and b['raw_s'] > 0 and b['warm_s'] > 0 and b['import_s'] > 0 and b['ratio'] == b['kit_s'] / b['raw_s']
    assert b['path_diffs'] == [] and b['verdicts_stable'] and b['verdicts']['correct'] >= 15
    with pytest.raises(ValueError, match="unknown dataset 'bird'"): cold_eval_bench('bird', repeats=1)

def test_table_marks_met_and_missed():
    s = {'rows': [_row('cold start', 1.4, TARGETS['eval_cold_ratio']), _row('cold start, too slow', 1.6, 1.5),
                  _row('pool', 4200, TARGETS['pool_qps'], '>=', '{:,.0f}'), _row('pool, too few', 3999, 4000, '>=', '{:,.0f}'),
                  _row('warm', 1.1), _row('steps', None, 0.05, fmt='{:.1%}', note='not measured: pass --steps RUN/metrics.jsonl')]}
    assert [r['met'] for r in s['rows']] == [True, False, True, False, None, None]
    lines = summary_table(s).splitlines()
    assert lines[0].split()[:5] == ['row', 'measured', 'target', 'met?', 'note'] and set(lines[1]) == {'-'}
    marks = [l.split('  ')[-1].strip() if l.rstrip().endswith(('yes', 'NO', '-')) else None for l in lines[2:]]
    assert marks[:5] == ['yes', 'NO', 'yes', 'NO', '-']
    assert '1.60x' in lines[3] and '<= 1.50x' in lines[3] and '>= 4,000' in lines[4] and '4,200' in lines[4]
    assert 'not measured' in lines[7] and 'pass --steps RUN/metrics.jsonl' in lines[7]
    same = [_row('differ', n, 0, '==', '{:.0f}') for n in (0, 2)] + [_row('stable', v, True, '==', lambda x: 'yes' if x else 'no') for v in (True, False)]
    assert [r['met'] for r in same] == [True, False, True, False] and [r['target_shown'] for r in same] == ['0', '0', 'yes', 'yes']

def test_step_share_reader(tmp_path):
    recs = [{'step': k, **{f'kit/share/{p}': v for p, v in zip(speed.GRPO_PHASES, shares)}}
            for k, shares in enumerate([(0.5, 0.02, 0.1, 0.1, 0.2, 0.03, 0.05), (0.6, 0.04, 0.1, 0.1, 0.1, 0.01, 0.05)], 1)]
    f = tmp_path/'metrics.jsonl'
    f.write_text('\n'.join(json.dumps(r) for r in recs + [{'step': 2, 'train_runtime': 9.0}]) + '\n\n')
    s = step_shares(f)
    assert s['steps'] == 2 and set(s['shares']) == set(speed.GRPO_PHASES)
    assert s['shares']['reward'] == pytest.approx(0.03) and s['shares']['generate'] == pytest.approx(0.55)
    rows, _ = step_rows(f)
    assert rows[0]['met'] is True and rows[0]['shown'] == '3.0%' and len(rows) == len(speed.GRPO_PHASES)
    f.write_text(json.dumps({'step': 1, 'kit/share/reward': 0.2}) + '\n')
    assert step_rows(f)[0][0]['met'] is False                                     # a reward share of 20% misses the 5% target
    assert step_rows()[0][0]['met'] is None and 'pass --steps' in step_rows()[0][0]['note']
    (tmp_path/'sft.jsonl').write_text(json.dumps({'step': 1, 'loss': 1.0}) + '\n')
    with pytest.raises(ValueError, match='no step logs kit/share'): step_shares(tmp_path/'sft.jsonl')
    (tmp_path/'broken.jsonl').write_text('{"step": 1\n')
    with pytest.raises(ValueError, match='line 1 is not JSON'): step_shares(tmp_path/'broken.jsonl')
    with pytest.raises(FileNotFoundError, match='nope.jsonl'): step_shares(tmp_path/'nope.jsonl')
    assert bench_summary(parts=('steps',), steps=f, progress=False)['rows'][0]['met'] is False

def _kit(argv, capsys):
    from textsql_kit.cli import main
    try: rc = main(argv)
    except SystemExit as e: rc = e.code
    out = capsys.readouterr()
    return rc, out.out, out.err

def test_cli_help_explains_every_row_and_target(capsys):
    rc, out, _ = _kit(['bench', '--help'], capsys)
    assert rc == 0 and '\n  all ' in out
    rc, out, _ = _kit(['bench', 'all', '--help'], capsys)
    assert rc == 0
    for part in PARTS: assert f'\n  {part}' in out, part
    for target in ('<= 1.5x', '>= 4,000', '<= 0.5 s', '<= 3x', '<= 10 ms', 'reward <= 5%'): assert target in out, target
    for flag in ('--parts', '--repeats', '--steps'): assert flag in out

@pytest.mark.parametrize('args, needle', [
    (['--parts', 'eval-dev,nope'], "--parts: unknown part(s) ['nope']"),
    (['--repeats', '0'], '--repeats, --threads and --prompts must be >= 1'),
    (['--steps', 'nope/metrics.jsonl', '--parts', 'steps'], '--steps nope/metrics.jsonl: no such file'),
    (['--parts', 'eval-train', '--train-dir', '/nonexistent'], '--train-dir /nonexistent: no train_spider.json'),
    (['--frobnicate'], 'unrecognized arguments: --frobnicate'),
])
def test_cli_bad_option_is_one_line(capsys, args, needle):
    rc, _, err = _kit(['bench', 'all', *args], capsys)
    lines = [l for l in err.splitlines() if l.strip() and not l.startswith(('usage:', ' '))]
    assert rc == 2 and len(lines) == 1 and needle in lines[0], err

def test_cli_steps_part_prints_the_table(tmp_path, capsys):
    f = tmp_path/'metrics.jsonl'
    f.write_text(json.dumps({'step': 1, 'kit/share/reward': 0.01, 'kit/share/generate': 0.99}) + '\n')
    rc, out, _ = _kit(['bench', 'all', '--parts', 'steps', '--steps', str(f), '--json', str(tmp_path/'s.json')], capsys)
    assert rc == 0 and 'GRPO step: reward share' in out and 'yes' in out
    assert json.loads((tmp_path/'s.json').read_text())['rows'][0]['met'] is True
