#!/usr/bin/env bash
# Perft speed of pgnlint against Stockfish's `go perft`, side by side in one run, single thread:
# start position to depth 6 and Kiwipete to depth 5, several alternating repetitions each.
# Prints nodes/s (median) for both and the ratio pgnlint / Stockfish. Not a test: a measurement.
#
# usage: tests/bench/perft_vs_stockfish.sh [REPETITIONS]
#   PGNLINT=path/to/pgnlint (default: build/release/pgnlint)  STOCKFISH=path (default: stockfish)
set -euo pipefail
cd "$(dirname "$0")/../.."
reps=${1:-5}
pgnlint=${PGNLINT:-build/release/pgnlint}
stockfish=${STOCKFISH:-$(command -v stockfish || echo /usr/games/stockfish)}
[ -x "$pgnlint" ] || { echo "no pgnlint binary at $pgnlint (set PGNLINT=...)" >&2; exit 2; }
[ -x "$stockfish" ] || { echo "no stockfish at $stockfish (apt-get install stockfish)" >&2; exit 2; }

positions=(
  "startpos|rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1|6"
  "kiwipete|r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1|5"
)

now_ns() { date +%s%N; }

# Stockfish stays running; each perft is timed from `go perft` to its "Nodes searched" line,
# after `isready` has answered, so start-up and network loading are not counted.
coproc SF { "$stockfish"; }
sf_send() { printf '%s\n' "$1" >&"${SF[1]}"; }
sf_wait_for() {
    local line
    while IFS= read -r line <&"${SF[0]}"; do
        [[ "$line" == "$1"* ]] && { printf '%s\n' "$line"; return 0; }
    done
    return 1
}
sf_send "uci"; sf_wait_for "uciok" >/dev/null
sf_send "setoption name Threads value 1"

stockfish_nps() {  # fen depth -> "nodes nps"
    sf_send "position fen $1"; sf_send "isready"; sf_wait_for "readyok" >/dev/null
    local t0 t1 line nodes
    t0=$(now_ns)
    sf_send "go perft $2"
    line=$(sf_wait_for "Nodes searched")
    t1=$(now_ns)
    nodes=${line##*: }
    echo "$nodes $(( nodes * 1000000000 / (t1 - t0) ))"
}

pgnlint_nps() {  # fen depth -> "nodes nps" (pgnlint reports the perft's own time on stderr)
    local err nodes secs
    err=$("$pgnlint" perft --fen "$1" --depth "$2" 2>&1 >/dev/null)
    # "perft D: N nodes in S s, R nodes/s"
    nodes=$(sed -E 's/^perft [0-9]+: ([0-9]+) nodes.*/\1/' <<<"$err")
    secs=$(sed -E 's/.* nodes in ([0-9.]+) s.*/\1/' <<<"$err")
    echo "$nodes $(awk -v n="$nodes" -v s="$secs" 'BEGIN { printf "%d", n / s }')"
}

median() { sort -n | awk '{ a[NR] = $1 } END { print (NR % 2) ? a[(NR + 1) / 2] : int((a[NR / 2] + a[NR / 2 + 1]) / 2) }'; }

printf '%-9s %5s %12s %16s %16s %7s\n' position depth nodes "pgnlint nps" "stockfish nps" ratio
status=0
for entry in "${positions[@]}"; do
    IFS='|' read -r name fen depth <<<"$entry"
    ours=() theirs=() our_nodes="" their_nodes=""
    for ((i = 0; i < reps; i++)); do
        read -r our_nodes nps < <(pgnlint_nps "$fen" "$depth"); ours+=("$nps")
        read -r their_nodes nps < <(stockfish_nps "$fen" "$depth"); theirs+=("$nps")
    done
    if [ "$our_nodes" != "$their_nodes" ]; then
        echo "$name: node counts differ: pgnlint $our_nodes, stockfish $their_nodes" >&2
        status=1
    fi
    ours_median=$(printf '%s\n' "${ours[@]}" | median)
    theirs_median=$(printf '%s\n' "${theirs[@]}" | median)
    printf '%-9s %5s %12s %16s %16s %7s\n' "$name" "$depth" "$our_nodes" "$ours_median" \
        "$theirs_median" "$(awk -v a="$ours_median" -v b="$theirs_median" 'BEGIN { printf "%.2f", a / b }')"
done
sf_send "quit"
wait "$SF_PID" 2>/dev/null || true
exit $status
