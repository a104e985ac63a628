"""Every reward takes (pred, gold, db_path, **options) / (preds, golds, db_paths, **options); the old forms still work one release
with a DeprecationWarning and give the same value; TCHR builds its embedder only when an answer needs it; breakdowns display."""
import inspect, json, sqlite3, subprocess, sys, textwrap, warnings
import numpy as np
import pytest
from textsql_kit import rewards
from textsql_kit.rewards import (tchr_reward, tchr_batch, binary_exec_batch, csmr_batch, turn_scores, turn_scores_batch, astra_batch,
                                 mtir_reward, mtir_batch, generation_reward, generation_batch, RewardBreakdown, RewardTable)
from textsql_kit.models.llm import Embedder
from textsql_kit.protocols import render_tool_call

GOLD = 'SELECT name, age FROM singer WHERE country = "France"'

@pytest.fixture(scope='module')
def db(tmp_path_factory):
    p = tmp_path_factory.mktemp('conv')/'concert.sqlite'
    with sqlite3.connect(p) as con:
        con.executescript("""CREATE TABLE singer (singer_id INTEGER PRIMARY KEY, name TEXT, country TEXT, age INTEGER);
            INSERT INTO singer VALUES (1,'Joe','Netherlands',52),(2,'Tim','United States',32),(3,'Justin','France',29),(4,'Rose','France',41);""")
    return str(p)

def _answer(sql): return f'<think>t</think><answer>{sql}</answer>'
PREDS = [_answer(GOLD), _answer('SELECT name FROM singer WHERE country = "France"'), _answer('SELECT nme FROM singer'), 'no idea']
TRAJ = ('<think>try</think>' + render_tool_call('SELECT name FROM singer') + '\n<tool_response>\n{}\n</tool_response>\n'
        f'<think>done</think><answer>{GOLD}</answer>')
MARS = [f'<think>t</think><solution>{GOLD}</solution>', '<think>t</think><solution>SELECT nme FROM singer</solution>']

SINGLE = [tchr_reward, mtir_reward, generation_reward, turn_scores]
BATCH = [tchr_batch, binary_exec_batch, csmr_batch, turn_scores_batch, astra_batch, mtir_batch, generation_batch]

@pytest.mark.parametrize('fn', SINGLE + BATCH, ids=lambda f: f.__name__)
def test_signature_is_the_convention(fn):
    ps = list(inspect.signature(fn).parameters.values())
    data = ['preds', 'golds', 'db_paths'] if fn in BATCH else ['pred', 'gold', 'db_path']
    assert [p.name for p in ps[:3]] == data and all(p.kind == p.POSITIONAL_OR_KEYWORD for p in ps[:3])
    assert all(p.kind in (p.KEYWORD_ONLY, p.VAR_KEYWORD) for p in ps[3:])
    assert fn is getattr(rewards, fn.__name__)

def _silent(call):
    "The value of `call()`; a DeprecationWarning fails the test."
    with warnings.catch_warnings():
        warnings.simplefilter('error', DeprecationWarning)
        return call()

def new_calls(db):
    "name -> (positional call, keyword call), both in the new convention."
    P, G, D = PREDS, [GOLD] * 4, [db] * 4
    return {
        'tchr_reward': (lambda: tchr_reward(P[1], GOLD, db, embedder=object()),
                        lambda: tchr_reward(pred=P[1], gold=GOLD, db_path=db, embedder=object())),
        'mtir_reward': (lambda: mtir_reward(P[0], GOLD, db), lambda: mtir_reward(pred=P[0], gold=GOLD, db_path=db)),
        'generation_reward': (lambda: generation_reward(MARS[0], GOLD, db), lambda: generation_reward(pred=MARS[0], gold=GOLD, db_path=db)),
        'turn_scores': (lambda: turn_scores(TRAJ, GOLD, db), lambda: turn_scores(pred=TRAJ, gold=GOLD, db_path=db)),
        'tchr_batch': (lambda: tchr_batch(P, G, D, embedder=object()), lambda: tchr_batch(preds=P, golds=G, db_paths=D, embedder=object())),
        'binary_exec_batch': (lambda: binary_exec_batch(P, G, D), lambda: binary_exec_batch(preds=P, golds=G, db_paths=D)),
        'csmr_batch': (lambda: csmr_batch(P, G, D), lambda: csmr_batch(preds=P, golds=G, db_paths=D)),
        'turn_scores_batch': (lambda: turn_scores_batch([TRAJ], GOLD, db), lambda: turn_scores_batch(preds=[TRAJ], golds=GOLD, db_paths=db)),
        'astra_batch': (lambda: astra_batch([TRAJ], GOLD, db), lambda: astra_batch(preds=[TRAJ], golds=GOLD, db_paths=db)),
        'mtir_batch': (lambda: mtir_batch(P, G, D), lambda: mtir_batch(preds=P, golds=G, db_paths=D)),
        'generation_batch': (lambda: generation_batch(MARS, GOLD, db), lambda: generation_batch(preds=MARS, golds=GOLD, db_paths=db)),
    }

def test_every_reward_accepts_the_new_convention_silently(db):
    calls = new_calls(db)
    assert set(calls) == {f.__name__ for f in SINGLE + BATCH}
    for name, (positional, keyword) in calls.items():
        assert _silent(positional) == _silent(keyword), name

def old_forms(db):
    "(new-form name, old call, the same call in the new form)."
    P, G, D, K = PREDS, [GOLD] * 4, [db] * 4, ['sql'] * 4
    return [
        ('tchr_batch', lambda: tchr_batch(P, G, K, D, embedder=object()), lambda: tchr_batch(P, G, D, task_kinds=K, embedder=object())),
        ('tchr_batch', lambda: tchr_batch(P, G, K, db_paths=D, embedder=object()), lambda: tchr_batch(P, G, D, embedder=object())),
        ('tchr_batch', lambda: tchr_batch(P, G, K, D, object(), [10] * 4, 'inline'),
         lambda: tchr_batch(P, G, D, embedder=object(), n_tokens=[10] * 4, executor='inline')),
        ('binary_exec_batch', lambda: binary_exec_batch(P, G, dbs=D), lambda: binary_exec_batch(P, G, D)),
        ('binary_exec_batch', lambda: binary_exec_batch(P, G, D, 'auto', 'spider'), lambda: binary_exec_batch(P, G, D, mode='spider')),
        ('csmr_batch', lambda: csmr_batch(P, G, dbs=D), lambda: csmr_batch(P, G, D)),
        ('csmr_batch', lambda: csmr_batch(P, G, D, 'auto', 0.5), lambda: csmr_batch(P, G, D, alpha=0.5)),
        ('turn_scores_batch', lambda: turn_scores_batch([TRAJ], GOLD, dbs=db), lambda: turn_scores_batch([TRAJ], GOLD, db)),
        ('turn_scores_batch', lambda: turn_scores_batch([TRAJ], GOLD, db, False), lambda: turn_scores_batch([TRAJ], GOLD, db, dense=False)),
        ('turn_scores', lambda: turn_scores(TRAJ, GOLD, db=db), lambda: turn_scores(TRAJ, GOLD, db)),
        ('turn_scores', lambda: turn_scores(pred=TRAJ, gold=GOLD, db=db, dense=False), lambda: turn_scores(TRAJ, GOLD, db, dense=False)),
        ('turn_scores', lambda: turn_scores(TRAJ, GOLD, db, False), lambda: turn_scores(TRAJ, GOLD, db, dense=False)),
        ('astra_batch', lambda: astra_batch([TRAJ], GOLD, dbs=db), lambda: astra_batch([TRAJ], GOLD, db)),
        ('astra_batch', lambda: astra_batch([TRAJ], GOLD, db, False, 'figure2'), lambda: astra_batch([TRAJ], GOLD, db, dense=False, preset='figure2')),
        ('mtir_batch', lambda: mtir_batch(P, G, dbs=D), lambda: mtir_batch(P, G, D)),
        ('mtir_batch', lambda: mtir_batch(P, G, D, 'think_every_turn'), lambda: mtir_batch(P, G, D, config='think_every_turn')),
        ('mtir_reward', lambda: mtir_reward(P[0], GOLD, db, 'think_every_turn'), lambda: mtir_reward(P[0], GOLD, db, config='think_every_turn')),
        ('generation_batch', lambda: generation_batch(MARS, GOLD, dbs=db), lambda: generation_batch(MARS, GOLD, db)),
        ('generation_batch', lambda: generation_batch(MARS, GOLD, db, 'reference_code'), lambda: generation_batch(MARS, GOLD, db, preset='reference_code')),
        ('generation_reward', lambda: generation_reward(MARS[1], GOLD, db, 'reference_code'),
         lambda: generation_reward(MARS[1], GOLD, db, preset='reference_code')),
    ]

def test_old_forms_warn_and_give_the_same_value(db):
    forms = old_forms(db)
    assert {n for n, _, _ in forms} == {f.__name__ for f in SINGLE + BATCH} - {'tchr_reward'}   # tchr_reward's old calls are all new-form calls
    for name, old, new in forms:
        expected = _silent(new)
        with pytest.warns(DeprecationWarning, match=rf'call {name}\((preds, golds, db_paths|pred, gold, db_path), \*\*options\)'):
            got = old()
        assert got == expected, name

def test_tchr_reward_old_keyword_form_is_still_the_convention(db):
    assert _silent(lambda: tchr_reward(PREDS[0], GOLD, db_path=db, task_kind='sql', embedder=object())) == \
           _silent(lambda: tchr_reward(PREDS[0], GOLD, db, embedder=object()))

def test_old_and_new_together_is_an_error(db):
    with pytest.raises(TypeError, match='multiple values'):
        tchr_batch(PREDS, [GOLD] * 4, ['sql'] * 4, [db] * 4, db_paths=[db] * 4)
    with pytest.raises(TypeError, match='at most'):
        turn_scores(TRAJ, GOLD, db, True, 'extra')

def test_the_warning_points_at_the_caller(db):
    with pytest.warns(DeprecationWarning) as rec:
        binary_exec_batch(PREDS, GOLD, dbs=db)
    assert rec[0].filename == __file__

# ---------------------------------------------------------------- rich display

def test_breakdowns_are_plain_dicts_and_lists_that_display(db):
    rows = binary_exec_batch(PREDS, GOLD, db)
    assert isinstance(rows, RewardTable) and isinstance(rows, list) and all(isinstance(r, RewardBreakdown) and isinstance(r, dict) for r in rows)
    assert rows == [{'total': 1.0, 'executes': 1.0}, {'total': 0.0, 'executes': 1.0}, {'total': 0.0, 'executes': 0.0}, {'total': 0.0, 'executes': 0.0}]
    md = rows._repr_markdown_().splitlines()
    assert md[0] == '| # | total | executes |' and len(md) == 2 + len(PREDS)
    for fn in (csmr_batch, mtir_batch):
        assert isinstance(fn(PREDS, GOLD, db), RewardTable)
    assert isinstance(generation_batch(MARS, GOLD, db), RewardTable) and isinstance(astra_batch([TRAJ], GOLD, db), RewardTable)
    one = tchr_reward(PREDS[1], GOLD, db, embedder=object())
    assert isinstance(one, RewardBreakdown) and '| total |' in one._repr_markdown_()
    assert isinstance(mtir_reward(PREDS[0], GOLD, db), RewardBreakdown)
    assert json.loads(json.dumps(rows)) == rows                       # serializes as the list of dicts it is

def test_markdown_cells_are_escaped():
    md = RewardTable([{'answer': 'a | b\nc', 'x': None, 'y': 1 / 3}])._repr_markdown_()
    assert md.splitlines()[2] == '| 0 | a \\| b c |  | 0.3333 |'

# ---------------------------------------------------------------- TCHR builds its embedder only when needed

class CountingEmbedder(Embedder):
    "A real `Embedder` with deterministic vectors; counts how often it is built and asked to embed."
    built = 0
    def __init__(self):
        super().__init__(model='counting'); type(self).built += 1; self.calls = 0
    def _embed(self, texts):
        self.calls += 1
        return np.array([[float(len(t)), float(sum(map(ord, t)) % 97), 1.0] for t in texts], dtype=np.float32)

def test_sql_answers_that_need_no_vectors_never_call_the_embedder(db):
    emb = CountingEmbedder()
    sub = _answer('SELECT name FROM singer')                           # a subset of the gold's column names, wrong rows
    sup = _answer('SELECT name, age, country FROM singer WHERE country = "France"')   # a superset
    out = tchr_batch(PREDS + [sub, sup], [GOLD] * 6, [db] * 6, embedder=emb, executor='inline')
    assert emb.calls == 0 and out[4]['s_schema'] == 0.5 and out[5]['s_schema'] < 1
    other = _answer('SELECT singer_id FROM singer')                    # names that differ: the semantic part is needed
    tchr_batch([other], [GOLD], [db], embedder=emb, executor='inline')
    assert emb.calls == 1

def test_scoring_sql_completions_does_not_build_the_default_embedder(db):
    "In a fresh interpreter: five SQL completions scored with the default embedder never construct it, nor import its library."
    script = textwrap.dedent(f"""
        import sys
        from textsql_kit.models import llm
        built = []
        init = llm.SentenceTransformerEmbedder.__init__
        def counting_init(self, *a, **k): built.append(1); init(self, *a, **k)
        llm.SentenceTransformerEmbedder.__init__ = counting_init
        from textsql_kit.rewards import tchr_batch
        gold = {GOLD!r}
        sqls = [gold, 'SELECT name FROM singer', 'SELECT name, age, country FROM singer', 'SELECT nme FROM singer', 'SELECT age, name FROM singer']
        out = tchr_batch([f'<think>t</think><answer>{{s}}</answer>' for s in sqls], [gold] * 5, [{db!r}] * 5, executor='inline')
        assert len(out) == 5
        print(len(built), llm._DEFAULT_EMBEDDER is None, 'sentence_transformers' in sys.modules)
    """)
    r = subprocess.run([sys.executable, '-c', script], capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr[-2000:]
    assert r.stdout.split() == ['0', 'True', 'False']
