#!/usr/bin/env bash
# Cross-checks pgnlint against chessops on a PGN corpus: replays every game with both, then lists where they
# disagree on illegal moves, endings and repetition/move-count plies (compare.mjs).
# Usage: tests/crosscheck/run.sh [--pgnlint PATH] [--out DIR] [--peer-only] [FILE|DIR...]
#   default inputs: ../shared/corpus/games and ../shared/corpus/edge/pgn beside the checkout ($PGNLINT_CORPUS) (directories: every *.pgn below)
#   default pgnlint: $PGNLINT, else build/release/pgnlint; default out: tests/crosscheck/out
#   --peer-only: replay with chessops and summarise, without pgnlint.
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
pgnlint="${PGNLINT:-$repo/build/release/pgnlint}"
corpus="${PGNLINT_CORPUS:-$repo/../shared/corpus}"
out="$here/out"
peer_only=0
inputs=()
while [ $# -gt 0 ]; do
  case "$1" in
    --pgnlint) pgnlint="$2"; shift 2 ;;
    --out) out="$2"; shift 2 ;;
    --peer-only) peer_only=1; shift ;;
    -h|--help) sed -n '2,7p' "$0"; exit 0 ;;
    *) inputs+=("$1"); shift ;;
  esac
done
[ ${#inputs[@]} -gt 0 ] || inputs=("$corpus"/games "$corpus"/edge/pgn)

command -v node >/dev/null || { echo "crosscheck: node is not installed" >&2; exit 2; }
if [ ! -d "$here/node_modules/chessops" ]; then
  (cd "$here" && npm ci --no-audit --no-fund --loglevel=error) || { echo "crosscheck: npm ci failed" >&2; exit 2; }
fi

files=()
for input in "${inputs[@]}"; do
  if [ -d "$input" ]; then
    while IFS= read -r -d '' file; do files+=("$file"); done \
      < <(find "$input" -type f -iname '*.pgn' -print0 | sort -z)
  elif [ -f "$input" ]; then
    files+=("$input")
  else
    echo "crosscheck: no such file or directory: $input" >&2; exit 2
  fi
done
[ ${#files[@]} -gt 0 ] || { echo "crosscheck: no PGN files in ${inputs[*]}" >&2; exit 2; }
mkdir -p "$out"

if [ "$peer_only" -eq 0 ]; then
  [ -x "$pgnlint" ] || { echo "crosscheck: no pgnlint binary at $pgnlint (set PGNLINT or --pgnlint, or use --peer-only)" >&2; exit 2; }
  probe="$out/probe.pgn"
  printf '[Event "probe"]\n\n1. e4 e5 *\n' > "$probe"
  if ! "$pgnlint" check --format ndjson --min-severity info "$probe" 2>/dev/null | grep -c '"type":"game"' >/dev/null; then
    echo "crosscheck: $pgnlint check --format ndjson does not print game records yet" >&2; exit 2
  fi
fi

echo "crosscheck: chessops replays ${#files[@]} files" >&2
start=$SECONDS
node "$here/chessops_replay.mjs" --out "$out/chessops.ndjson" "${files[@]}" || {
  echo "crosscheck: chessops_replay failed on some file (see $out/chessops.ndjson)" >&2
}
peer_seconds=$((SECONDS - start))
echo "crosscheck: chessops took ${peer_seconds}s" >&2

if [ "$peer_only" -eq 1 ]; then
  node "$here/compare.mjs" --peer "$out/chessops.ndjson" | tee "$out/summary.txt"
  exit "${PIPESTATUS[0]}"
fi

echo "crosscheck: pgnlint checks ${#files[@]} files" >&2
rm -rf "$out/pgnlint" && mkdir -p "$out/pgnlint"
: > "$out/manifest.tsv"
start=$SECONDS
number=0
for file in "${files[@]}"; do
  number=$((number + 1))
  result="$out/pgnlint/$number.ndjson"
  errors="$out/pgnlint/$number.stderr"
  status=0
  "$pgnlint" check --format ndjson --min-severity info "$file" > "$result" 2> "$errors" || status=$?
  printf '%s\t%s\t%s\t%s\n' "$file" "$result" "$status" "$errors" >> "$out/manifest.tsv"
done
echo "crosscheck: pgnlint took $((SECONDS - start))s (chessops ${peer_seconds}s)" >&2

node "$here/compare.mjs" --peer "$out/chessops.ndjson" --manifest "$out/manifest.tsv" \
  --differences "$out/differences.ndjson" | tee "$out/summary.txt"
exit "${PIPESTATUS[0]}"
