#!/usr/bin/env bash
# `pgnlint report`'s memory against the size of what it merges (issue 36): one ndjson report of a
# corpus copy (../shared/corpus/make-bench.sh, 111 MB by default), repeated to about 256 MiB, 1 GiB
# and 2 GiB of ndjson, each re-rendered by `report` as ndjson, text and html; and, given a second
# binary (an older pgnlint), the same beside it in the same run. Prints wall, CPU and peak RSS,
# timed by run_measured, and the merge's cost per million games. The files go to a temporary
# directory (about 3.5 GB) and are deleted after.
#   tests/bench/report_memory.sh [BUILD_DIR] [OTHER_PGNLINT]
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)
build=${1:-$root/build/release}
other=${2:-}
pgnlint=$build/pgnlint
measure=$build/tests/bench/run_measured
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$root/../shared/corpus/make-bench.sh" 111 "$work/bench.pgn" >&2
"$pgnlint" check --no-config --exit-zero --min-severity info --format ndjson -o "$work/one.ndjson" \
  "$work/bench.pgn" 2>/dev/null
per_copy=$(grep -c '"type":"game"' "$work/one.ndjson")
copy_bytes=$(stat -c %s "$work/one.ndjson")
echo "one report: $copy_bytes bytes, $per_copy games"
for mib in 256 1024 2048; do
  copies=$(( (mib * 1048576 + copy_bytes - 1) / copy_bytes ))
  file=$work/r$mib.ndjson
  for _ in $(seq "$copies"); do cat "$work/one.ndjson"; done >"$file"
  games=$((copies * per_copy))
  for binary in "$pgnlint" ${other:+"$other"}; do
    for format in ndjson text html; do
      "$measure" "$work/m" "$binary" report --exit-zero --format "$format" -o /dev/null "$file" 2>/dev/null
      read -r wall cpu rss <"$work/m"
      printf '%-5s MiB %-7s %-40s wall %6.2f s  cpu %6.2f s  peak RSS %7.1f MiB  %5.2f cpu-s per million games\n' \
        "$mib" "$format" "$binary" "$wall" "$cpu" "$(echo "$rss/1024" | bc -l)" \
        "$(echo "$cpu * 1000000 / $games" | bc -l)"
    done
  done
  rm -f "$file"
done
