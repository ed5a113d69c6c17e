#!/usr/bin/env bash
# Shards against threads: a corpus copy (../shared/corpus/make-bench.sh, SIZE_MB, default 1024)
# checked by one process with --jobs 2, and as 1, 2, 4, 8 shards (--jobs 1 each, two at a time
# with GNU parallel: this machine's 2 cores), then the shards' merge by `pgnlint report`.
# Prints wall, CPU and peak RSS of each, timed by run_measured, and the merge's cost per
# million games. The corpus copy goes to a temporary directory and is deleted after.
#   tests/bench/shards.sh [SIZE_MB] [BUILD_DIR]
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)
size_mb=${1:-1024}
build=${2:-$root/build/release}
pgnlint=$build/pgnlint
measure=$build/tests/bench/run_measured
corpus=$root/../shared/corpus
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$corpus/make-bench.sh" "$size_mb" "$work/bench.pgn" >&2
games=$(grep -c '^\[Event ' "$work/bench.pgn" || true)
row() { read -r wall cpu rss <"$2"; printf '%-28s wall %7.2f s  cpu %7.2f s  peak RSS %7.1f MiB\n' "$1" "$wall" "$cpu" "$(echo "$rss/1024" | bc -l)"; }

"$measure" "$work/m" "$pgnlint" check --jobs 2 --format ndjson -o "$work/one.ndjson" "$work/bench.pgn" || [ $? -eq 1 ]
row "one process, --jobs 2" "$work/m"
for n in 1 2 4 8; do
  rm -f "$work"/shard-*.ndjson
  "$measure" "$work/m" bash -c "seq 1 $n | parallel -j2 '$pgnlint check --jobs 1 --format ndjson --shard {}/$n -o $work/shard-{}.ndjson $work/bench.pgn; test \$? -le 1'"
  row "$n shard(s), 2 at a time" "$work/m"
done
"$measure" "$work/m" "$pgnlint" report --format ndjson -o "$work/merged.ndjson" "$work"/shard-*.ndjson || [ $? -eq 1 ]
row "report: merge 8 shards" "$work/m"
read -r wall cpu rss <"$work/m"
printf 'merge: %d games, %.2f CPU s per million games, %.0f MiB per million games (ndjson in: %d MiB)\n' \
  "$games" "$(echo "$cpu * 1000000 / $games" | bc -l)" "$(echo "$rss / 1024 * 1000000 / $games" | bc -l)" \
  "$(($(cat "$work"/shard-*.ndjson | wc -c) / 1048576))"
cmp -s <(sed -E 's/"seconds":[0-9.]+//' "$work/one.ndjson") <(sed -E 's/"seconds":[0-9.]+//' "$work/merged.ndjson") &&
  echo "merged report = one run's report (seconds masked)" || echo "MERGED REPORT DIFFERS"
