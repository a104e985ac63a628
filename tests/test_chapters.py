"""Chapters state rules; results live in outputs.

Every notebook under nbs/ (every cell's source: prose, code, comments) and every parameter or data file
(nbs/repro/params/*.yaml, textsql_kit/data/*.yaml, textsql_kit/data/train/*/*.yaml) is free of remarks about a
machine or a run — a core count, "this machine", a load average, a GPU model, a measured throughput, "took N s" —
and of citations of this project's own issue numbers. Measured figures live in paper_figures/ and in the output
of `textsql-kit bench`; a chapter says what the rule is and why. Other projects' issues ("TRL issue 4974", a
GitHub URL of another repository) may be cited. Parameter-file comments say what a value is and why, never what a
run gave with it ("TIR 26.1 -> 34.8")."""
import json, re
from pathlib import Path
import pytest

ROOT = Path(__file__).resolve().parents[1]

# What no chapter or parameter file may say: one pattern per kind, matched case-insensitively line by line.
_N = r'(?:\d+|one|two|three|four|six|eight|sixteen)'
FORBIDDEN = {
    'core count': rf'\b{_N}[- ]core\b|\b{_N} (?:cpu |physical |idle )?cores\b',
    'the machine it ran on': r'\b(?:this|my|our|the development|the dev|the loaded|a loaded|the same|the shared) machine\b'
                             r'|\bon (?:my|our) (?:laptop|box|server|gpu|cpu)\b|\bload average\b|\bload \d',
    'GPU model': r'\b(?:[HA]100|H200|H800|A800|A10G|A6000|V100|L40S?|B200|GB200|GH200|MI[123]\d\dX?|RTX ?\d{4})\b',
    'measured throughput': r'\b\d[\d,.]* ?(?:tokens|steps|samples|items|queries)/s\b',
    'run timing': r'\btook (?:about |~)?\d[\d,.]* ?(?:s|ms|min|h|seconds|minutes|hours)\b|\bmeasured (?:on|with) (?:this|my|our|a shared|a loaded)\b',
    "own issue": r'\bissues? #?\d{1,4}\b|\bissues \d+/\d+|\(#\d+\)|github\.com/textsql-kit/textsql_kit/(?:issues|pull)/\d+',
}
# Other projects' issues may be cited: these spans are removed before the own-issue pattern is tried.
OTHER_PROJECTS_ISSUES = (r'\b(?:TRL|unsloth|transformers|vLLM|accelerate|peft|datasets|sqlglot|sqlparse|nbdev|fastcore|execnb|'
                         r'papermill|PyTorch|torch|SQLite|DeepSpeed|SkyRL|verl|sentence-transformers|jupyter)(?:\'s)? (?:GitHub )?'
                         r'(?:issues?|PR|pull request) #?\d+(?:/\d+)*')
# In a parameter file's comments, a result: "26.1 -> 34.8", "EX 37.5", "(measured)".
RESULT_IN_COMMENT = r'\d+(?:\.\d+)?%? ?(?:->|→) ?\d|\b(?:EX|AUC|Pass@\d+|TIR) \d|\bmeasured\b|\bgave \d'

_FORBIDDEN = {k: re.compile(p, re.I) for k, p in FORBIDDEN.items()}
_OTHERS, _RESULT = re.compile(OTHER_PROJECTS_ISSUES, re.I), re.compile(RESULT_IN_COMMENT, re.I)

def remarks(text:str) -> list:
    "(kind, line) of every run remark or own-issue citation in `text`."
    out = []
    for line in text.splitlines():
        for kind, rx in _FORBIDDEN.items():
            if rx.search(_OTHERS.sub('', line) if kind == 'own issue' else line): out.append((kind, line.strip()))
    return out

def yaml_results(text:str) -> list:
    "('result in a comment', line) of every parameter-file comment that carries a run's result."
    return [('result in a comment', l.strip()) for l in text.splitlines() if '#' in l and _RESULT.search(l[l.index('#'):])]

NOTEBOOKS = sorted(p.relative_to(ROOT).as_posix() for p in (ROOT/'nbs').rglob('*.ipynb') if '.ipynb_checkpoints' not in p.parts)
PARAMS = sorted(p.relative_to(ROOT).as_posix() for pat in ('nbs/repro/params/*.yaml', 'textsql_kit/data/*.yaml', 'textsql_kit/data/train/*/*.yaml')
                for p in ROOT.glob(pat))

def test_the_patterns_catch_remarks_and_spare_rules():
    bad = ['Measured on this 2-core CPU shared with other jobs', 'on a shared two-core machine (load average 8.5)',
           'the smoke default trains there in 79 s on one NVIDIA H200', 'not Qwen3 on an A100', 'the 2 cores',
           '150 steps (804 tokens/s)', 'a regex that took 149 s on 4,003 characters', 'the documented cap of issue 10',
           'see issues 12/13', 'fixed (#7)', 'https://github.com/textsql-kit/textsql_kit/issues/3', 'it ran on my laptop']
    for s in bad: assert remarks(s), s
    good = ['TRL issue 4974 and unsloth issue 5673', "transformers issue 123", 'https://github.com/huggingface/trl/issues/4974',
            'SELECT T1.name FROM singer AS T1 JOIN concert AS T2', '2 processes over gloo', 'every core', 'a 2 s limit',
            'a 10 s time limit by default', "WHERE name = 'Smart #1'", 'the GPU node', 'torch intra-op threads on a CPU',
            'the 0.2 s budget', 'what the machine does not have', 'A10 cells', 'H2O']
    for s in good: assert not remarks(s), (s, remarks(s))
    assert yaml_results('smoke: {max_steps: 16}   # moved TIR 26.1 -> 34.8 on 23 held-out')
    assert not yaml_results('# 200 items -> ~570 rows, 150 steps of 4 rows') and not yaml_results('# reward 1 valid+correct / -1 invalid')

def test_found_every_file():
    assert 'nbs/index.ipynb' in NOTEBOOKS and 'nbs/90_cli.ipynb' in NOTEBOOKS and any(n.startswith('nbs/repro/') for n in NOTEBOOKS)
    assert 'textsql_kit/data/experiments.yaml' in PARAMS and any(p.startswith('nbs/repro/params/') for p in PARAMS)
    assert any(p.startswith('textsql_kit/data/train/') for p in PARAMS)

@pytest.mark.parametrize('path', NOTEBOOKS)
def test_notebook_states_rules_not_runs(path):
    nb = json.loads((ROOT/path).read_text(encoding='utf-8'))
    found = [f"cell {i}: {kind}: {line[:160]}" for i, c in enumerate(nb['cells']) for kind, line in remarks(''.join(c['source']))]
    assert not found, f"{path} mentions a machine, a run or an own issue number:\n" + '\n'.join(found)

@pytest.mark.parametrize('path', PARAMS)
def test_parameter_file_states_values_not_results(path):
    text = (ROOT/path).read_text(encoding='utf-8')
    found = [f"{kind}: {line[:160]}" for kind, line in remarks(text) + yaml_results(text)]
    assert not found, f"{path}:\n" + '\n'.join(found)
