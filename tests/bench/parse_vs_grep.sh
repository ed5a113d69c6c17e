#!/usr/bin/env bash
# Parse-only benchmark: `pgnlint scan` side by side with `grep -c '^\[Event '` on 50 MB and
# 500 MB files built by the corpus's make-bench.sh; prints MB/s, games/s, the ratio to grep and
# peak RSS (run_measured, built with the tests). Target: scan >= 0.5x grep, RSS flat across sizes.
#
# Usage: tests/bench/parse_vs_grep.sh [PGNLINT] [RUNS]   (default build/release/pgnlint, 5 runs;
#        RUN_MEASURED names the timer, by default build/release/tests/bench/run_measured)
set -euo pipefail
here=$(cd "$(dirname "$0")/../.." && pwd)
pgnlint=${1:-$here/build/release/pgnlint}
runs=${2:-5}
make_bench=${PGNLINT_CORPUS:-$here/../shared/corpus}/make-bench.sh
run_measured=${RUN_MEASURED:-$here/build/release/tests/bench/run_measured}
[ -x "$pgnlint" ] || { echo "no pgnlint binary at $pgnlint" >&2; exit 2; }
[ -x "$run_measured" ] || { echo "no timer at $run_measured (build the tests)" >&2; exit 2; }

scratch=$(mktemp)
trap 'rm -f "$scratch"' EXIT

# Best (minimum) wall time of $runs runs, in seconds (bash's microsecond clock). scan exits 1
# when the file has syntax errors: a finding, not a failure here.
best_time() {
  local best="" start t
  for _ in $(seq "$runs"); do
    start=$EPOCHREALTIME
    # Not /dev/null: GNU grep stops at the first match when its output is /dev/null.
    "$@" > "$scratch" 2>&1 || true
    t=$(awk -v a="$start" -v b="$EPOCHREALTIME" 'BEGIN{printf "%.6f", b - a}')
    if [ -z "$best" ] || awk "BEGIN{exit !($t < $best)}"; then best=$t; fi
  done
  echo "$best"
}
# "PEAK_RSS_KB CPU_SECONDS" of one run: on a shared machine CPU time is the fairer speed
# measure, wall time the one users see; both are printed.
rss_and_cpu() {
  local out
  out=$(mktemp)
  "$run_measured" "$out" "$@" > "$scratch" 2>&1 || true
  awk '{print $3, $2}' "$out"
  rm -f "$out"
}

# Wall times mean little on a busy machine: say how busy it was, before and after.
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
printf '%-6s %-6s %9s %8s %10s %7s %9s %9s %11s\n' size tool wall_s MB/s games/s ratio cpu_s cpu_ratio peakRSS_MB
for size in 50 500; do
  file=/tmp/pgnlint-bench-$size.pgn
  [ -f "$file" ] || "$make_bench" "$size" "$file" > /dev/null
  bytes=$(stat -c %s "$file")
  cat "$file" > /dev/null  # warm the page cache for both tools alike
  grep_games=$(grep -c '^\[Event ' "$file")
  scan_games=$( { "$pgnlint" scan "$file" 2> /dev/null || true; } | sed -n 's/^total: \([0-9]*\) games.*/\1/p')
  grep_s=$(best_time grep -c '^\[Event ' "$file")
  scan_s=$(best_time "$pgnlint" scan -q "$file")
  read -r grep_rss grep_cpu < <(rss_and_cpu grep -c '^\[Event ' "$file")
  read -r scan_rss scan_cpu < <(rss_and_cpu "$pgnlint" scan -q "$file")
  awk -v size="$size" -v b="$bytes" -v gs="$grep_s" -v ss="$scan_s" -v gg="$grep_games" \
      -v sg="$scan_games" -v gr="$grep_rss" -v sr="$scan_rss" -v gc="$grep_cpu" -v sc="$scan_cpu" 'BEGIN {
    printf "%-6s %-6s %9.3f %8.0f %10.0f %7s %9.3f %9s %11.1f\n", size "MB", "grep", gs, b/1e6/gs, gg/gs, "1.00", gc, "1.00", gr/1024
    printf "%-6s %-6s %9.3f %8.0f %10.0f %7.2f %9.3f %9.2f %11.1f\n", size "MB", "scan", ss, b/1e6/ss, sg/ss, gs/ss, sc, (sc > 0 ? gc/sc : 0), sr/1024
  }'
  echo "       games: grep counts $grep_games '[Event ' lines, scan sees $scan_games games"
done
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
