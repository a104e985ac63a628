"""A real TRL GRPOTrainer on CPU with a tiny model and the kit's reward adapters: every reward and component reaches the logs."""
import math, sqlite3, warnings
import pytest
from textsql_kit.core import register_db
from textsql_kit.rewards.trl import make_trl_reward, TRL_REWARD_NAMES

GOLD = 'SELECT name, age FROM singer WHERE country = "France"'

@pytest.fixture(scope='module')
def concert_db(tmp_path_factory):
    p = tmp_path_factory.mktemp('trl')/'concert.sqlite'
    with sqlite3.connect(p) as con:   # test fixture: building the database, not executing model SQL
        con.executescript("""
        CREATE TABLE singer (singer_id INTEGER PRIMARY KEY, name TEXT, country TEXT, age INTEGER);
        CREATE TABLE concert (concert_id INTEGER PRIMARY KEY, concert_name TEXT, year INTEGER, singer_id INTEGER);
        INSERT INTO singer VALUES (1,'Joe Sharp','Netherlands',52),(2,'Timbaland','United States',32),(3,'Justin Brown','France',29),(4,'Rose White','France',41);
        INSERT INTO concert VALUES (1,'Auditions',2014,1),(2,'Super bootcamp',2014,2),(3,'Home Visits',2015,3);""")
    register_db('trl_concert', p, overwrite=True)
    return p

def _tiny_model(corpus, out_dir):
    "A random-init tiny Qwen3 with a tokenizer trained on `corpus` and TRL's chat template (textsql_kit.models.tiny)."
    from textsql_kit.models.tiny import tiny_model
    from transformers import AutoModelForCausalLM, AutoTokenizer
    path = tiny_model(corpus, out_dir=out_dir, vocab_size=400)
    return AutoModelForCausalLM.from_pretrained(path), AutoTokenizer.from_pretrained(path)

def _rows(conversational):
    rows = []
    for i in range(4):
        q = f'Question {i}: names and ages of French singers?'
        rows.append(dict(prompt=[{'role': 'user', 'content': q}] if conversational else q + ' <think>', solution=GOLD, task_kind='sql',
                         db_id='trl_concert', category='easy' if i % 2 else 'hard', table='singer' if i % 2 else 'concert'))
    return rows

@pytest.mark.slow
@pytest.mark.parametrize('conversational', [False, True], ids=['text', 'conversational'])
def test_grpo_trainer_logs_every_reward_component(concert_db, tmp_path, conversational):
    from datasets import Dataset
    from trl import GRPOConfig, GRPOTrainer
    corpus = [GOLD, '<think> </think> <answer> </answer> <tool_call> </tool_call> <solution> </solution>',
              'SELECT count(*) FROM singer', '{"name": "execute_sql", "arguments": {"sql": "SELECT 1"}}'] * 20
    model, tok = _tiny_model(corpus, tmp_path/'tiny')
    names = [n for n in TRL_REWARD_NAMES if n != 'tchr' or _has_tchr()]
    seen = []
    def spy(prompts, completions, **kw):
        seen.extend(type(c) for c in completions); return [None] * len(completions)
    funcs = [make_trl_reward(n) for n in names] + [spy]
    args = GRPOConfig(output_dir=str(tmp_path/'out'), use_cpu=True, per_device_train_batch_size=4, num_generations=4,
                      max_completion_length=12, max_steps=2, logging_steps=1, report_to=[], save_strategy='no',
                      learning_rate=1e-4, beta=0.0, seed=0, bf16=False, fp16=False)
    trainer = GRPOTrainer(model=model, reward_funcs=funcs, args=args, train_dataset=Dataset.from_list(_rows(conversational)), processing_class=tok)
    with warnings.catch_warnings():
        warnings.simplefilter('ignore')
        trainer.train()
    assert set(seen) == ({list} if conversational else {str})
    logged = {}
    for entry in trainer.state.log_history: logged.update(entry)
    expected = {'binary_exec': ['executes'], 'csmr': ['final', 'turns', 'improved'], 'mtir': ['format', 'execution', 'result'],
                'mars_generation': ['valid_format', 'executes', 'correct'], 'mars_grounding': ['exact', 'valid_format']}
    for name in names:
        assert f'rewards/{name}/mean' in logged, (name, sorted(logged))
        for comp in expected.get(name, []):
            assert f'{name}/{comp}' in logged, (name, comp, sorted(logged))
            assert math.isfinite(logged[f'{name}/{comp}'])
        assert f'{name}/category/easy' in logged or name == 'mars_grounding'
    # a random model writes no valid answer: MTIR's execution component is -2 everywhere, its format -0.1
    assert logged['mtir/execution'] == -2.0 and math.isclose(logged['mtir/format'], -0.1, abs_tol=1e-6)
    if 'tchr' in names: assert any(k.startswith('tchr/') for k in logged)

def _has_tchr():
    try:
        import textsql_kit.rewards.tchr  # noqa: F401
        return True
    except ImportError: return False

def test_adapters_have_trl_signature_and_names(concert_db):
    for n in TRL_REWARD_NAMES:
        f = make_trl_reward(n)
        assert f.__name__ == n
    out = make_trl_reward('binary_exec')(prompts=['p'] * 3, completions=[f'<answer>{GOLD}</answer>', [{'role': 'assistant', 'content': GOLD}], '\x00\xff'],
                                         completion_ids=[[1], [2], [3]], solution=[GOLD] * 3, task_kind=['sql'] * 3, db_id=['trl_concert'] * 3,
                                         trainer_state=None, log_extra=lambda *a: None)
    assert out == [1.0, 1.0, 0.0]

# content-block messages ({'type': 'text', 'text': ...}), lone surrogates, junk: every adapter scores, none raises
ODD_COMPLETIONS = [
    [{'role': 'assistant', 'content': [{'type': 'text', 'text': '<think>t</think>'}, {'type': 'text', 'text': f'<answer>{GOLD}</answer>'}]}],
    f'<think>t</think><answer>Please clarify \ud800 the year.</answer>',
    f"<think>t</think><answer>SELECT name FROM singer WHERE name = '\ud800'</answer>",
    None, 7, [None, {'role': 'assistant'}], '<answer>' + '(' * 3000 + '</answer>', b'\xff\xfe<answer>SELECT 1</answer>']

@pytest.mark.parametrize('name', TRL_REWARD_NAMES)
def test_adapters_never_raise_on_odd_completions(concert_db, name):
    n = len(ODD_COMPLETIONS)
    kw = dict(prompts=['p'] * n, completions=ODD_COMPLETIONS, solution=[GOLD] * n, task_kind=['sql'] * n, db_id=['trl_concert'] * n,
              table=['singer'] * n, completion_ids=[[0] * 5] * n)
    with warnings.catch_warnings():
        warnings.simplefilter('ignore')
        out = make_trl_reward(name, executor='inline')(**kw)
        assert len(out) == n and all(isinstance(v, float) and math.isfinite(v) for v in out), out
        if name in ('binary_exec', 'csmr', 'mtir', 'tchr'):   # the content-block completion is read: its answer is the gold
            assert out[0] == {'binary_exec': 1.0, 'csmr': 1.0, 'mtir': 5.1, 'tchr': 3.4}[name], out
        if name == 'tchr':                           # NL answers to NL golds are embedded, surrogates and all
            nl = make_trl_reward('tchr', executor='inline')(prompts=['p'], completions=[ODD_COMPLETIONS[1]], solution=['Please clarify the year.'],
                                                            task_kind=['nl'], db_id=[None])
            assert nl[0] is not None and nl[0] > 1.0

NON_QUERIES = ['DELETE FROM singer', 'PRAGMA table_info(singer)', 'UPDATE singer SET age = 0', 'INSERT INTO singer VALUES (9, "x", "y", 1)',
               "ATTACH 'x.db' AS x", 'VACUUM', 'CREATE TABLE t (a)', 'DROP TABLE singer']

@pytest.mark.parametrize('sql', NON_QUERIES)
def test_tchr_gives_non_queries_no_grammar_or_accuracy_credit(concert_db, sql):
    "BAR-SQL §3.2 through make_trl_reward('tchr'): a statement that is not a query earns format credit at most."
    before = concert_db.read_bytes(); logged = {}
    out = make_trl_reward('tchr')(prompts=['q'], completions=[f'<think>t</think><answer>{sql}</answer>'], completion_ids=[[0] * 50],
                                  solution=[GOLD], task_kind=['sql'], db_id=['trl_concert'], log_metric=lambda k, v: logged.__setitem__(k, v))
    assert logged['tchr/gram'] == 0.0 and logged['tchr/acc'] == 0.0, logged
    assert out[0] <= logged['tchr/fmt'] + 1e-9, (out, logged)
    assert concert_db.read_bytes() == before

@pytest.mark.parametrize('name', [n for n in TRL_REWARD_NAMES if n not in ('tchr', 'mars_grounding')])
def test_adapters_give_non_queries_no_credit(concert_db, name):
    wrap = '<think>t</think><solution>{}</solution>' if name == 'mars_generation' else '<think>t</think><answer>{}</answer>'
    n = len(NON_QUERIES); before = concert_db.read_bytes()
    out = make_trl_reward(name)(prompts=['q'] * n, completions=[wrap.format(s) for s in NON_QUERIES], solution=[GOLD] * n, db_id=['trl_concert'] * n)
    assert out == [{'binary_exec': 0.0, 'csmr': 0.0, 'mtir': 0.1 - 2.0, 'mars_generation': -1.0}[name]] * n
    assert concert_db.read_bytes() == before

def test_grounding_adapter_gives_statements_no_credit(concert_db):
    out = make_trl_reward('mars_grounding')(prompts=['q'] * 2, completions=['<answer>DELETE FROM singer</answer>', 'PRAGMA table_info(singer)'],
                                            solution=[GOLD] * 2, db_id=['trl_concert'] * 2, table=['singer'] * 2)
    assert out == [0.0, 0.0]

def test_every_adapter_is_registered_and_small():
    from textsql_kit.rewards.trl import TRL_REWARDS, TRLAdapter
    assert set(TRL_REWARDS) == set(TRL_REWARD_NAMES) == {'tchr', 'binary_exec', 'csmr', 'mtir', 'mars_generation', 'mars_grounding'}
    for name, build in TRL_REWARDS.items(): assert isinstance(build(), TRLAdapter), name
