#!/usr/bin/env bash
# Runs `pgnlint fen` over every FEN/EPD/perft file of the shared corpus (real positions, expected
# valid) and prints, per file, the records read and the findings by code, then each error line.
# Usage: tests/bench/fen_corpus.sh [PGNLINT] [CORPUS_DIR]
set -uo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
pgnlint=${1:-$root/build/release/pgnlint}
corpus=${2:-${PGNLINT_CORPUS:-$root/../shared/corpus}}
[ -x "$pgnlint" ] || { echo "fen_corpus.sh: no pgnlint at $pgnlint" >&2; exit 2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

total=0
for f in "$corpus"/fen/* "$corpus"/perft/* "$corpus"/edge/fen/*.epd; do
    name=${f#"$corpus"/}
    input=$f
    # python-chess .perft files hold `epd <record>` lines among `id` and `perft` lines.
    if [[ $f == *.perft ]]; then
        sed -n 's/^epd //p' "$f" >"$tmp/records"
        input=$tmp/records
    fi
    chess960=()
    [[ $f == *fischer* || $f == *chess960* ]] && chess960=(--chess960)
    "$pgnlint" fen --file "$input" "${chess960[@]}" --min-severity info --format ndjson \
        >"$tmp/out.ndjson" 2>/dev/null
    records=$(grep -c '"type":"game"' "$tmp/out.ndjson")
    total=$((total + records))
    codes=$(grep -o '"code":"F[0-9]*","name":"[a-z0-9-]*","severity":"[a-z]*"' "$tmp/out.ndjson" |
        sed 's/"code":"\(F[0-9]*\)","name":"\([a-z0-9-]*\)","severity":"\([a-z]*\)"/\1 \2 (\3)/' |
        sort | uniq -c | awk '{$1=$1; print}' | paste -sd ';' -)
    printf '%-45s %6d records  %s\n' "$name" "$records" "${codes:-clean}"
    "$pgnlint" fen --file "$input" "${chess960[@]}" --min-severity error 2>/dev/null |
        sed "s|^$input|    $name|"
done
echo "total: $total records"
