#!/usr/bin/env bash
# Fails when the generated library, the README or the notebooks' metadata drift from the notebooks.
# Works on a clean clone (CI) and in a working tree with uncommitted edits alike: it compares before/after.
set -euo pipefail
bin=${1:-.venv/bin}
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
cp -r textsql_kit "$tmp/lib"; cp -r nbs "$tmp/nbs"; cp README.md "$tmp/README.md"
"$bin/nbdev_export" >/dev/null
"$bin/nbdev_clean" >/dev/null
"$bin/python" .ci/render_readme.py >/dev/null
fail=0
if ! diff -rq -x __pycache__ "$tmp/lib" textsql_kit; then
  echo "OUT OF SYNC: nbdev_export changed textsql_kit/ — edit the notebook, run 'make export', commit both."; fail=1; fi
if ! diff -rq -x .ipynb_checkpoints "$tmp/nbs" nbs; then
  echo "NOT CLEAN: nbdev_clean changed the notebooks above — run 'make export' and commit."; fail=1; fi
if ! diff -q "$tmp/README.md" README.md; then
  echo "STALE README: README.md differs from nbs/index.ipynb — run 'make readme' and commit."; fail=1; fi
[ $fail = 0 ] && echo "in sync: notebooks, textsql_kit/, README.md"
exit $fail
