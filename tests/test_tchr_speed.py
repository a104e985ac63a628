"""TCHR's speed levers change no reward: values recorded (all-MiniLM-L6-v2, float32) by the per-group code before the
batch-level embedding pass, the content-keyed gold store and the length-ordered texts, on a fixed batch mixing SQL and
NL tasks. Verdicts (format, grammar, length, kind, execution match, S_ast, S_rows, S_values, the Eq. 8 tier) must be
identical; cosines and the sums built on them may move by float32 rounding of another batch composition (abs 1e-6)."""
import pytest

from textsql_kit.rewards import tchr
from textsql_kit.rewards.tchr import tchr_batch, tchr_reward, cache_nl_golds, clear_tchr_caches, nl_thresholds
from textsql_kit.models.llm import as_embedder
from tests.test_tchr import shop_db, embedder   # the car-sales database and the offline embedder of test_tchr.py  # noqa: F401

GOLD = "SELECT s.series_name, sum(l.n_leads) FROM leads l JOIN series s USING(series_id) GROUP BY s.series_name"
GOLD_NL = "Please specify the Car Series when querying Net New Leads."
GOLD_NL2 = "The metric 'customer satisfaction score' is not defined, so the query cannot be answered."
T = lambda a, think='t': f"<think>{think}</think>\n<answer>{a}</answer>"
SQL_ITEMS = [T("SELECT series.series_name, sum(leads.n_leads) FROM series JOIN leads ON leads.series_id = series.series_id GROUP BY 1"),
             T(GOLD), GOLD, T(GOLD + ';'),
             T("SELECT s.series_name, sum(l.n_leads) FROM leads l JOIN series s USING(series_id) WHERE l.city = 'Berlin' GROUP BY s.series_name"),
             T("SELECT series_name AS series, sum(n_leads) AS leads FROM leads JOIN series USING(series_id) GROUP BY series_name"),
             T("SELECT series_name AS series, sum(n_leads) AS leads FROM leads JOIN series USING(series_id) WHERE city = 'Berlin' GROUP BY series_name"),
             T("SELECT brand, count(*) FROM series GROUP BY brand"),
             T("SELECT city, sum(revenue) AS total_revenue FROM leads GROUP BY city"),
             T("SELECT series_nam FROM series"), T("SELEC series_name FROM series"), T("DELETE FROM leads"),
             T("I cannot answer this question with these tables."), T("Please specify the car series.")]
NL_ITEMS = [T(GOLD_NL), T(GOLD_NL.rstrip('.')), T("Please specify the car series when you query Net New Leads."),
            T("Which car series should the net new leads be counted for?"), T("Which series do you mean?"),
            T("The metric 'customer satisfaction score' is not defined, so the query cannot be answered."),
            T("SELECT sum(n_leads) FROM leads"), T("SELEC sum(n_leads) FROM leads"), T("DROP TABLE leads"), "Please specify the car series.",
            T("<answer>nested</answer>"), T("")]
NL2_ITEMS = [T(GOLD_NL2), T("There is no definition of customer satisfaction score in the metric catalog, so I cannot compute it."),
             T("The metric 'customer complaint count' is not defined, so the query cannot be answered."), T(GOLD_NL)]
PREDS = SQL_ITEMS + NL_ITEMS + NL2_ITEMS
GOLDS = [GOLD] * len(SQL_ITEMS) + [GOLD_NL] * len(NL_ITEMS) + [GOLD_NL2] * len(NL2_ITEMS)
KINDS = ['sql'] * len(SQL_ITEMS) + ['nl'] * (len(NL_ITEMS) + len(NL2_ITEMS))
DBS = [True] * len(SQL_ITEMS) + [True] * len(NL_ITEMS) + [False] * len(NL2_ITEMS)
NTOK = [50 + 100 * k for k in range(len(PREDS))]

KEYS = ['total', 'acc', 'fmt', 'gram', 'len', 'kind', 'exec_match', 's_ast', 's_dense', 's_schema', 's_rows', 's_values', 'rho']
EXACT = {'fmt', 'gram', 'len', 'kind', 'exec_match', 's_ast', 's_rows', 's_values'}
FROZEN = [   # tchr_batch(PREDS, GOLDS, KINDS, DBS, n_tokens=NTOK, executor='inline') at commit 5a1ff1b (before the speed levers)
    [3.4, 1.0, 1.0, 1.0, 0.0, 'sql', True, None, None, None, None, None, None],
    [3.4, 1.0, 1.0, 1.0, 0.0, 'sql', True, None, None, None, None, None, None],
    [2.4, 1.0, 0.0, 1.0, 0.0, 'sql', True, None, None, None, None, None, None],
    [3.4, 1.0, 1.0, 1.0, 0.0, 'sql', True, None, None, None, None, None, None],
    [3.2173076923076924, 0.8782051282051282, 1.0, 1.0, 0.0, 'sql', False, 0.9230769230769231, 0.8333333333333333, 1.0, 1.0, 0.6666666666666666, None],
    [3.4, 1.0, 1.0, 1.0, 0.0, 'sql', True, None, None, None, None, None, None],
    [2.622866883644691, 0.48191125576312727, 1.0, 1.0, 0.0, 'sql', False, 0.46153846153846156, 0.502284049987793, 0.3807101249694824, 1.0, 0.5, None],
    [2.1168664021116936, 0.14457760140779566, 1.0, 1.0, 0.0, 'sql', False, 0.2, 0.08915520281559129, 0.0, 0.8915520281559128, 0.0, None],
    [2.1168664021116936, 0.14457760140779566, 1.0, 1.0, 0.0, 'sql', False, 0.2, 0.08915520281559129, 0.0, 0.8915520281559128, 0.0, None],
    [1.1875, 0.125, 1.0, 0.0, 0.0, 'sql', False, 0.25, 0.0, 0.0, 0.0, 0.0, None],
    [1.0, 0.0, 1.0, 0.0, 0.0, 'nl', None, None, None, None, None, None, None],
    [1.0, 0.0, 1.0, 0.0, 0.0, 'nl', None, None, None, None, None, None, None],
    [1.0, 0.0, 1.0, 0.0, 0.0, 'nl', None, None, None, None, None, None, None],
    [1.0, 0.0, 1.0, 0.0, 0.0, 'nl', None, None, None, None, None, None, None],
    [3.4, 1.0, 1.0, 1.0, 0.0, 'nl', None, None, None, None, None, None, 1.0],
    [3.3750102162361144, 0.9833401441574097, 1.0, 1.0, 0.0, 'nl', None, None, None, None, None, None, 0.9833401441574097],
    [3.3686416521923466, 0.9934383630752563, 1.0, 1.0, -0.02689486552567237, 'nl', None, None, None, None, None, None, 0.9934383630752563],
    [2.6442527403749874, 0.6409117698669434, 1.0, 1.0, -0.2713936430317848, 'nl', None, None, None, None, None, None, 0.8011397123336792],
    [1.487286063569682, 0.0, 1.0, 1.0, -0.5158924205378973, 'nl', None, None, None, None, None, None, 0.36564213037490845],
    [1.291687041564792, 0.0, 1.0, 1.0, -0.7603911980440098, 'nl', None, None, None, None, None, None, 0.22886933386325836],
    [1.0999999999999999, 0.0, 1.0, 1.0, -1.0, 'sql', None, None, None, None, None, None, None],
    [1.0999999999999999, 0.0, 1.0, 1.0, -1.0, 'nl', None, None, None, None, None, None, 0.4652767777442932],
    [0.19999999999999996, 0.0, 1.0, 0.0, -1.0, 'nl', None, None, None, None, None, None, None],
    [0.09999999999999998, 0.0, 0.0, 1.0, -1.0, 'nl', None, None, None, None, None, None, 0.6230294704437256],
    [0.09999999999999998, 0.0, 0.0, 1.0, -1.0, 'nl', None, None, None, None, None, None, 0.17189721763134003],
    [1.0999999999999999, 0.0, 1.0, 1.0, -1.0, 'nl', None, None, None, None, None, None, 0.10927440226078033],
    [2.5999999999999996, 1.0, 1.0, 1.0, -1.0, 'nl', None, None, None, None, None, None, 1.0],
    [2.1071493864059443, 0.67143292427063, 1.0, 1.0, -1.0, 'nl', None, None, None, None, None, None, 0.8392911553382874],
    [1.9799601793289183, 0.5866401195526123, 1.0, 1.0, -1.0, 'nl', None, None, None, None, None, None, 0.7333001494407654],
    [1.0999999999999999, 0.0, 1.0, 1.0, -1.0, 'nl', None, None, None, None, None, None, 0.22886933386325836],
]

def _tier(o):
    "Which branch of Eq. 8 (or of the SQL accuracy) an item took."
    if o['rho'] is None: return ('sql', o['exec_match'], o['acc'] == 0.0)
    hi, lo = nl_thresholds('minilm')
    return ('nl', o['rho'] >= hi, o['rho'] >= lo, o['acc'] == 0.0)

def _check(out):
    assert len(out) == len(FROZEN)
    for i, (o, want) in enumerate(zip(out, FROZEN)):
        w = dict(zip(KEYS, want))
        for k in KEYS:
            if k in EXACT or w[k] is None or isinstance(w[k], (bool, str)): assert o[k] == w[k], (i, k, o[k], w[k])
            else: assert o[k] == pytest.approx(w[k], abs=1e-6), (i, k, o[k], w[k])
        assert _tier(o) == _tier(w), (i, _tier(o), _tier(w))

def _dbs(shop_db): return [shop_db if d else None for d in DBS]

def test_batch_values_are_the_recorded_ones(shop_db, embedder):
    clear_tchr_caches(golds=True); embedder.clear_memo()
    _check(tchr_batch(PREDS, GOLDS, _dbs(shop_db), task_kinds=KINDS, embedder=embedder, n_tokens=NTOK, executor='inline'))

def test_rerun_with_kept_golds_and_memo_gives_the_same_values(shop_db, embedder):
    clear_tchr_caches(golds=True); embedder.clear_memo()
    tchr_batch(PREDS, GOLDS, _dbs(shop_db), task_kinds=KINDS, embedder=embedder, n_tokens=NTOK, executor='inline')
    _check(tchr_batch(PREDS, GOLDS, _dbs(shop_db), task_kinds=KINDS, embedder=embedder, n_tokens=NTOK, executor='inline'))

def test_golds_cached_ahead_give_the_same_values(shop_db, embedder):
    clear_tchr_caches(golds=True); embedder.clear_memo()
    assert cache_nl_golds([g for g, k in zip(GOLDS, KINDS) if k == 'nl'], embedder) == 2
    _check(tchr_batch(PREDS, GOLDS, _dbs(shop_db), task_kinds=KINDS, embedder=embedder, n_tokens=NTOK, executor='inline'))

def test_one_completion_at_a_time_gives_the_same_values(shop_db, embedder):
    clear_tchr_caches(golds=True); embedder.clear_memo()
    _check([tchr_reward(p, g, task_kind=k, db_path=d, embedder=embedder, n_tokens=n, executor='inline')
            for p, g, k, d, n in zip(PREDS, GOLDS, KINDS, _dbs(shop_db), NTOK)])

class _Recorder:
    "The kit's embedder behind a record of every text sent to the model."
    def __init__(self, inner): self.inner, self.sent = inner, []
    def embed(self, texts): self.sent.append(list(texts)); return self.inner.embed(texts)

def test_one_pass_no_sql_and_each_gold_once(shop_db, embedder):
    rec = _Recorder(embedder); e = as_embedder(rec)
    out = tchr_batch(PREDS, GOLDS, _dbs(shop_db), task_kinds=KINDS, embedder=e, n_tokens=NTOK, executor='inline')
    sent = [t for call in rec.sent for t in call]
    assert rec.sent == tchr._length_chunks(sent, e.batch_size)          # the whole batch: a few passes by length, shortest first
    assert len(rec.sent) <= 2 and len(sent) == len(set(sent))           # no text twice
    answers = [tchr.extract_answer(p) for p in PREDS]
    assert not any(a in sent for a, o in zip(answers, out) if o['kind'] == 'sql')        # SQL answers are never embedded
    assert GOLD_NL in sent and GOLD_NL2 in sent
    e.clear_memo()
    tchr_batch(PREDS, GOLDS, _dbs(shop_db), task_kinds=KINDS, embedder=e, n_tokens=NTOK, executor='inline')
    n_first = len(tchr._length_chunks(sent, e.batch_size))
    again = [t for call in rec.sent[n_first:] for t in call]
    assert GOLD_NL2 not in again                                        # a kept gold is not embedded again, even with the memo cleared,
    assert GOLD_NL not in again                                         # nor an answer that spells a kept gold (GOLD_NL answering GOLD_NL2)
    assert 'Please specify the car series.' in again                    # the other answers are (the memo was cleared)


def test_a_batch_of_many_groups_takes_a_few_passes(shop_db, embedder):
    "64 groups of 16 in one call: the passes depend on the lengths of the texts, not on the number of groups."
    rec = _Recorder(embedder); e = as_embedder(rec)
    preds = [p.replace('Which series do you mean?', f'Which series do you mean, case {k}?') for k in range(64) for p in PREDS]
    tchr_batch(preds, GOLDS * 64, _dbs(shop_db) * 64, task_kinds=KINDS * 64, embedder=e, n_tokens=NTOK * 64, executor='inline')
    sent = [t for call in rec.sent for t in call]
    assert sum('case' in t for t in sent) == 64 and len(rec.sent) <= 4, [len(c) for c in rec.sent]
