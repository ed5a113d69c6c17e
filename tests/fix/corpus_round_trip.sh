#!/usr/bin/env bash
# The --fix round trip on copies of PGN files (testdata/pgn in CI, ../shared/corpus by hand):
# after `--fix --unsafe-fixes` nothing is left to fix, and no finding of a rule whose findings
# all had a fix; every byte outside the spans of the report's fixes is unchanged
# (outside_spans.py); every game keeps its number of replayed plies and its final position;
# --diff | patch -p1 gives the same bytes as --fix; with CHESSOPS_DIR, every line's positions
# too (see below). Prints counts.
set -uo pipefail
pgnlint=${1:?usage: corpus_round_trip.sh PGNLINT DIR...}
shift
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
here=$(cd "$(dirname "$0")" && pwd)
failures=0 files=0 changed=0 crlf=0 not_utf8=0 replayed=0
# By hand, CHESSOPS_DIR (a folder whose node_modules holds chessops, `npm install chessops`) adds
# an independent replay of every line, variations too: each position chessops reaches in a
# changed file before --fix must be reached, at the same place in the tree, after it.
if [ -n "${CHESSOPS_DIR:-}" ]; then
  cp "$here/replay_positions.mjs" "$work/"
  ln -s "$(realpath "$CHESSOPS_DIR")/node_modules" "$work/node_modules"
fi
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
# The interpreter itself, asked once: a version manager's python3 (pyenv's shim) starts several
# shell scripts per call, which over a few hundred calls took minutes.
python=$(python3 -c 'import sys; print(sys.executable)')
positions() { "$pgnlint" check --format ndjson --exit-zero --min-severity error "$1" 2>/dev/null |
  "$python" -c '
import json, sys
for line in sys.stdin:
    r = json.loads(line)
    if r.get("type") == "game":
        g = r["data"]; print(g.get("plies"), g.get("final_fen"))'; }
for dir in "$@"; do
  for input in "$dir"/*.pgn; do
    files=$((files + 1))
    name=$(basename "$input")
    mkdir -p "$work/fix" "$work/patch"
    cp "$input" "$work/fix/$name"
    cp "$input" "$work/patch/$name"
    before=$(positions "$work/fix/$name")
    (cd "$work/fix" && "$pgnlint" check -q --fix --unsafe-fixes "$name" 2>/dev/null)
    if ! cmp -s "$input" "$work/fix/$name"; then
      changed=$((changed + 1))
      grep -q $'\r' "$input" && crlf=$((crlf + 1))
      iconv -f UTF-8 -t UTF-8 "$input" > /dev/null 2>&1 || not_utf8=$((not_utf8 + 1))
      "$pgnlint" check --format ndjson --min-severity info --exit-zero -o "$work/before.ndjson" \
        "$work/patch/$name" 2>/dev/null
      "$pgnlint" check --format ndjson --min-severity info --exit-zero -o "$work/after.ndjson" \
        "$work/fix/$name" 2>/dev/null
      spans=$("$python" "$here/outside_spans.py" "$input" "$work/fix/$name" "$work/before.ndjson" \
        "$work/after.ndjson") || fail "$name: $spans"
      if [ -n "${CHESSOPS_DIR:-}" ]; then
        node "$work/replay_positions.mjs" "$input" | sort > "$work/before.positions"
        node "$work/replay_positions.mjs" "$work/fix/$name" | sort > "$work/after.positions"
        lost=$(comm -23 "$work/before.positions" "$work/after.positions" | wc -l)
        [ "$lost" -eq 0 ] || fail "$name: $lost position(s) of its lines (chessops) not there after --fix"
        replayed=$((replayed + $(wc -l < "$work/before.positions")))
      fi
    fi
    [ "$before" = "$(positions "$work/fix/$name")" ] || fail "$name: plies or final positions changed"
    (cd "$work/fix" && "$pgnlint" check --diff --unsafe-fixes "$name" >/dev/null 2>&1)
    [ $? -eq 0 ] || fail "$name: something is still to fix after --fix"
    (cd "$work/patch" && "$pgnlint" check --diff --unsafe-fixes "$name" > ../fix.diff 2>/dev/null)
    if [ -s "$work/fix.diff" ]; then
      (cd "$work/patch" && patch -s -p1 < ../fix.diff >/dev/null) || fail "$name: patch -p1 rejects the diff"
    fi
    cmp -s "$work/fix/$name" "$work/patch/$name" || fail "$name: --diff | patch -p1 differs from --fix"
    rm -f "$work/fix/$name" "$work/patch/$name"
  done
done
echo "round trip: $files file(s), $changed changed by --fix ($crlf with CR line ends, $not_utf8 not UTF-8), $failures failure(s)"
[ -z "${CHESSOPS_DIR:-}" ] || echo "chessops replayed $replayed position(s) of the changed files, each there after --fix"
[ "$failures" -eq 0 ]
