#!/usr/bin/env bash
# FEN validation throughput, pgnlint fen side by side with chess.js's validateFen (npm, installed
# here by `npm install` from package.json) on the same large file of six-field FENs built from the
# shared corpus's EPD/perft positions repeated. Prints positions/s for each and the ratio.
# Usage: tests/bench/fen_throughput.sh [PGNLINT] [POSITIONS] [CORPUS_DIR]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
pgnlint=${1:-$root/build/release/pgnlint}
target=${2:-1000000}
corpus=${3:-${PGNLINT_CORPUS:-$root/../shared/corpus}}
[ -x "$pgnlint" ] || { echo "fen_throughput.sh: no pgnlint at $pgnlint" >&2; exit 2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# One six-field FEN per line: the four EPD fields plus the clocks when the record has them.
{
    cat "$corpus"/fen/*.epd "$corpus"/fen/*.fen "$corpus"/perft/*.epd
    sed -n 's/^epd //p' "$corpus"/perft/*.perft
} | tr -d '\r' | awk '
    NF >= 4 && $1 !~ /^#/ && $1 ~ /\// {
        ep = $4; sub(/;.*/, "", ep)
        clocks = ($5 ~ /^[0-9]+$/ && $6 ~ /^[0-9]+$/) ? $5 " " $6 : "0 1"
        print $1, $2, $3, ep, clocks
    }' >"$tmp/base.fen"
base=$(wc -l <"$tmp/base.fen")
awk -v n="$target" '{ line[NR] = $0 } END { for (i = 0; i < n; ++i) print line[i % NR + 1] }' \
    "$tmp/base.fen" >"$tmp/bench.fen"
positions=$(wc -l <"$tmp/bench.fen")
bytes=$(wc -c <"$tmp/bench.fen")
echo "input: $positions FENs ($base distinct corpus positions repeated), $bytes bytes"

# measure CMD...: sets wall and cpu (user + sys) seconds; the machine may be shared, so both count.
measure() {
    local t
    t=$( { TIMEFORMAT='%R %U %S'; time "$@" >"$tmp/out" 2>&1; } 2>&1 ) || true
    wall=$(awk '{print $1}' <<<"$t")
    cpu=$(awk '{print $2 + $3}' <<<"$t")
}
report() {  # NAME
    printf '%-22s wall %7.3f s  %10.0f positions/s   cpu %7.3f s  %10.0f positions/s\n' "$1" \
        "$wall" "$(echo "$positions / $wall" | bc -l)" "$cpu" "$(echo "$positions / $cpu" | bc -l)"
}

measure "$pgnlint" fen --file "$tmp/bench.fen" --quiet
pg_wall=$wall pg_cpu=$cpu
report "pgnlint fen"

if [ -d "$here/node_modules/chess.js" ]; then
    measure node "$here/fen_validate_chessjs.mjs" "$tmp/bench.fen"
    report "chess.js validateFen"
    echo "  chess.js: $(cut -d' ' -f2 "$tmp/out") of $(cut -d' ' -f1 "$tmp/out") accepted"
    printf 'ratio pgnlint / chess.js (positions/s): wall %.2fx, cpu %.2fx\n' \
        "$(echo "$wall / $pg_wall" | bc -l)" "$(echo "$cpu / $pg_cpu" | bc -l)"
else
    echo "chess.js not installed: run 'npm install' in $here for the peer" >&2
fi
