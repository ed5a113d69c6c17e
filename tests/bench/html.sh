#!/usr/bin/env bash
# The html report against the ndjson report on the whole corpus (../shared/corpus/games/, found
# relative to the checkout): wall time, CPU time and peak RSS of each (GNU time -v), best of RUNS
# (default 3), the ratio html / ndjson, and the html run's peak RSS on one subfolder of the
# corpus beside the whole, to show memory stays flat as the input grows (--html-max-games bounds
# what the page holds until its end).
#   tests/bench/html.sh [RUNS] [BUILD_DIR]
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)
runs=${1:-3}
build=${2:-$root/build/release}
pgnlint=$build/pgnlint
corpus=$root/../shared/corpus/games
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# measure NAME ARGS...: best wall time of $runs runs, with that run's CPU time and peak RSS.
measure() {
  local name=$1 best_wall="" best_line=""
  shift
  for _ in $(seq "$runs"); do
    /usr/bin/time -v -o "$work/time" "$pgnlint" check --exit-zero "$@" >/dev/null 2>"$work/err" ||
      { cat "$work/err" >&2; exit 2; }
    local wall user sys rss
    wall=$(awk -F': ' '/Elapsed \(wall clock\)/ {n = split($2, t, ":"); s = 0;
                 for (i = 1; i <= n; i++) s = s * 60 + t[i]; print s}' "$work/time")
    user=$(awk -F': ' '/User time/ {print $2}' "$work/time")
    sys=$(awk -F': ' '/System time/ {print $2}' "$work/time")
    rss=$(awk -F': ' '/Maximum resident/ {print $2}' "$work/time")
    if [ -z "$best_wall" ] || [ "$(echo "$wall < $best_wall" | bc -l)" -eq 1 ]; then
      best_wall=$wall
      best_line=$(printf '%-34s wall %6.2f s  cpu %6.2f s  peak RSS %7.1f MiB' "$name" "$wall" \
        "$(echo "$user + $sys" | bc -l)" "$(echo "$rss / 1024" | bc -l)")
    fi
  done
  echo "$best_line"
  eval "${name//[^a-z]/_}_wall=$best_wall"
}

games=$(find "$corpus" -name '*.pgn' -exec grep -h -c '^\[Event ' {} + | awk '{s += $1} END {print s}')
echo "corpus: $games games in $(find "$corpus" -name '*.pgn' | wc -l) files, $(du -sh "$corpus" | cut -f1)"
measure ndjson --format ndjson -o "$work/report.ndjson" "$corpus"
measure html --format html -o "$work/report.html" "$corpus"
printf 'html / ndjson wall time: %.2f (target < 2)\n' "$(echo "$html_wall / $ndjson_wall" | bc -l)"
printf 'html report: %.1f MiB, ndjson report: %.1f MiB\n' \
  "$(echo "$(wc -c <"$work/report.html") / 1048576" | bc -l)" \
  "$(echo "$(wc -c <"$work/report.ndjson") / 1048576" | bc -l)"
# Peak RSS against input size: the smallest subfolder, the whole corpus (above), the corpus twice.
small=$(find "$corpus" -mindepth 1 -maxdepth 1 -type d -exec du -s {} + | sort -n | head -1 | cut -f2)
measure "html, $(basename "$small") only" --format html -o "$work/small.html" "$small"
measure "html, the corpus twice" --format html -o "$work/twice.html" "$corpus" "$corpus"
