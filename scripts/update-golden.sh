#!/usr/bin/env bash
# Rewrites testdata/golden/*.txt from the text output of a built pgnlint (default:
# build/release/pgnlint), for when a message changes on purpose: review `git diff testdata/golden`
# line by line before committing it.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
pgnlint=$(realpath "${1:-$root/build/release/pgnlint}")
bash "$root/tests/golden/golden_text.sh" "$pgnlint" "$root/testdata" --update
