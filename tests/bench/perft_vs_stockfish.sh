#!/usr/bin/env bash
# Perft speed of pgnlint against Stockfish's `go perft`, side by side in one run, single thread:
# start position to depth 6 and Kiwipete to depth 5, several alternating repetitions each.
# Prints nodes/s (median) for both and the ratio pgnlint / Stockfish, by wall-clock time and by CPU
# time (the latter stays meaningful on a loaded machine). Not a test: a measurement.
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
coproc SF { exec "$stockfish"; }
sf_pid=$SF_PID  # bash unsets SF_PID when the coprocess ends
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

cpu_ticks() { awk '{ print $14 + $15 }' "/proc/$1/stat"; }  # user + system, in clock ticks
ticks_per_s=$(getconf CLK_TCK)

stockfish_nps() {  # fen depth -> "nodes wall_nps cpu_nps"
    sf_send "position fen $1"; sf_send "isready"; sf_wait_for "readyok" >/dev/null
    local t0 t1 c0 c1 line nodes
    c0=$(cpu_ticks "$sf_pid")
    t0=$(now_ns)
    sf_send "go perft $2"
    line=$(sf_wait_for "Nodes searched")
    t1=$(now_ns)
    c1=$(cpu_ticks "$sf_pid")
    nodes=${line##*: }
    echo "$nodes $(( nodes * 1000000000 / (t1 - t0) )) $(( nodes * ticks_per_s / (c1 - c0 > 0 ? c1 - c0 : 1) ))"
}

pgnlint_nps() {  # fen depth -> "nodes wall_nps cpu_nps" (wall: the perft's own time on stderr)
    local err nodes secs cpu
    err=$( { TIMEFORMAT='cpu %U %S'; time "$pgnlint" perft --fen "$1" --depth "$2" >/dev/null; } 2>&1 )
    # "perft D: N nodes in S s, R nodes/s" then "cpu USER SYS"
    nodes=$(sed -nE 's/^perft [0-9]+: ([0-9]+) nodes.*/\1/p' <<<"$err")
    secs=$(sed -nE 's/.* nodes in ([0-9.]+) s.*/\1/p' <<<"$err")
    cpu=$(awk '/^cpu / { print $2 + $3 }' <<<"$err")
    echo "$nodes $(awk -v n="$nodes" -v s="$secs" -v c="$cpu" 'BEGIN { printf "%d %d", n / s, n / c }')"
}

median() { sort -n | awk '{ a[NR] = $1 } END { print (NR % 2) ? a[(NR + 1) / 2] : int((a[NR / 2] + a[NR / 2 + 1]) / 2) }'; }

ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }
printf '%-9s %5s %10s | %12s %12s %6s | %12s %12s %6s\n' position depth nodes "pgnlint" "stockfish" \
    "ratio" "pgnlint" "stockfish" "ratio"
printf '%-9s %5s %10s | %-32s | %-32s\n' "" "" "" "nodes/s by wall-clock time" "nodes/s by CPU time"
status=0
for entry in "${positions[@]}"; do
    IFS='|' read -r name fen depth <<<"$entry"
    our_wall=() our_cpu=() their_wall=() their_cpu=() our_nodes="" their_nodes=""
    for ((i = 0; i < reps; i++)); do
        read -r our_nodes wall cpu < <(pgnlint_nps "$fen" "$depth"); our_wall+=("$wall"); our_cpu+=("$cpu")
        read -r their_nodes wall cpu < <(stockfish_nps "$fen" "$depth"); their_wall+=("$wall"); their_cpu+=("$cpu")
    done
    if [ "$our_nodes" != "$their_nodes" ]; then
        echo "$name: node counts differ: pgnlint $our_nodes, stockfish $their_nodes" >&2
        status=1
    fi
    ow=$(printf '%s\n' "${our_wall[@]}" | median); tw=$(printf '%s\n' "${their_wall[@]}" | median)
    oc=$(printf '%s\n' "${our_cpu[@]}" | median); tc=$(printf '%s\n' "${their_cpu[@]}" | median)
    printf '%-9s %5s %10s | %12s %12s %6s | %12s %12s %6s\n' "$name" "$depth" "$our_nodes" \
        "$ow" "$tw" "$(ratio "$ow" "$tw")" "$oc" "$tc" "$(ratio "$oc" "$tc")"
done
sf_send "quit"
wait "$sf_pid" 2>/dev/null || true
exit $status
