#!/usr/bin/env bash
# The cost of `check --duplicates`, side by side in one run with pgn-extract's duplicate
# detection (-D, its hash table in memory) on the corpus benchmark file: pgnlint without the
# comparison, with it (its default budget, and a budget of 16 MiB that makes it spill to
# temporary files), at --jobs 1 and on all cores; medians of interleaved repetitions of wall time,
# CPU time and peak RSS, the ratios, and how many duplicates each tool found.
# An OLD binary (the tree before the comparison existed) shows that the checking path without
# --duplicates costs what it cost.
#
# Usage: tests/bench/duplicates.sh [PGNLINT] [REPETITIONS] [OLD_PGNLINT]
#        (default build/release/pgnlint, 3; BENCH_DIR=/tmp/pgnlint-ci-bench holds the input;
#        RUN_MEASURED names the timer, by default build/release/tests/bench/run_measured)
# Needs: pgn-extract (Debian `pgn-extract`, in /usr/games).
set -euo pipefail
here=$(cd "$(dirname "$0")/../.." && pwd)
pgnlint=$(realpath "${1:-$here/build/release/pgnlint}")
reps=${2:-3}
old=${3:+$(realpath "$3")}
run_measured=${RUN_MEASURED:-$here/build/release/tests/bench/run_measured}
pgn_extract=$(command -v pgn-extract || echo /usr/games/pgn-extract)
dir=${BENCH_DIR:-/tmp/pgnlint-ci-bench}
make_bench=${PGNLINT_CORPUS:-$here/../shared/corpus}/make-bench.sh
for tool in "$pgnlint" "$run_measured" "$pgn_extract" ${old:+"$old"}; do
  [ -x "$tool" ] || { echo "duplicates.sh: missing $tool (see the header)" >&2; exit 2; }
done
mkdir -p "$dir"
bench=$dir/bench.pgn
[ -f "$bench" ] || "$make_bench" 100 "$bench" > /dev/null
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

names=(off_jobs1 on_jobs1 spill_jobs1 off_all on_all pgn-extract pgn-extract-D)
[ -n "$old" ] && names=(old_jobs1 "${names[@]}" old_all)
set_command() {
  case $1 in
    old_jobs1) cmd=("$old" check --no-config --jobs 1 --quiet "$bench") ;;
    old_all) cmd=("$old" check --no-config --quiet "$bench") ;;
    off_jobs1) cmd=("$pgnlint" check --no-config --jobs 1 --quiet "$bench") ;;
    on_jobs1) cmd=("$pgnlint" check --no-config --jobs 1 --quiet --duplicates "$bench") ;;
    spill_jobs1) cmd=("$pgnlint" check --no-config --jobs 1 --quiet --duplicates
                      --duplicates-memory 16 "$bench") ;;
    off_all) cmd=("$pgnlint" check --no-config --quiet "$bench") ;;
    on_all) cmd=("$pgnlint" check --no-config --quiet --duplicates "$bench") ;;
    pgn-extract) cmd=("$pgn_extract" -s -o /dev/null "$bench") ;;
    pgn-extract-D) cmd=("$pgn_extract" -s -D -o /dev/null "$bench") ;;
  esac
}
run_once() {
  local name=$1 status=0
  set_command "$name"
  rm -f "$out/$name.last"
  "$run_measured" "$out/$name.last" "${cmd[@]}" > /dev/null 2>&1 || status=$?
  if [ ! -s "$out/$name.last" ] || { [ "$status" -ge 2 ] && [[ "$name" != pgn-extract* ]]; }; then
    echo "duplicates.sh: $name failed (exit $status)" >&2
    exit 2
  fi
  cat "$out/$name.last" >> "$out/$name"
}
median() {  # column $2 of file $1
  awk -v c="$2" '{print $c}' "$1" | sort -g | awk '{v[NR]=$1} END{print (NR%2) ? v[(NR+1)/2] : (v[NR/2]+v[NR/2+1])/2}'
}

echo "pgnlint --duplicates benchmark — $(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) cores"
echo "input: $bench ($(stat -c %s "$bench") bytes); $reps repetitions each, interleaved, medians"
# What each found: pgnlint's G001 findings, and the games pgn-extract -d writes as duplicates.
found=$("$pgnlint" check --no-config --duplicates --select G001 -f ndjson "$bench" 2>/dev/null |
  grep -c '"type":"duplicate"' || true)
"$pgn_extract" -s -d"$out/dups.pgn" -o /dev/null "$bench" 2>/dev/null || true
peer_found=$(grep -c '^\[Event ' "$out/dups.pgn" || true)
echo "duplicates found: pgnlint $found (G001), pgn-extract -d $peer_found"

for _ in $(seq "$reps"); do
  for name in "${names[@]}"; do run_once "$name"; done
done
printf '%-14s %9s %9s %9s\n' run wall_s cpu_s rss_MiB
for name in "${names[@]}"; do
  printf '%-14s %9.3f %9.3f %9.1f\n' "$name" "$(median "$out/$name" 1)" "$(median "$out/$name" 2)" \
    "$(awk -v k="$(median "$out/$name" 3)" 'BEGIN { print k / 1024 }')"
done
ratio() {  # wall and cpu of $1 over $2
  awk -v a="$(median "$out/$1" 1)" -v b="$(median "$out/$2" 1)" \
      -v c="$(median "$out/$1" 2)" -v d="$(median "$out/$2" 2)" -v n="$1/$2" \
    'BEGIN { printf "%-28s %.3f wall, %.3f cpu\n", n, a / b, c / d }'
}
echo "ratios (time over time: below 1 is faster):"
[ -n "$old" ] && ratio off_jobs1 old_jobs1 && ratio off_all old_all
ratio on_jobs1 off_jobs1
ratio spill_jobs1 off_jobs1
ratio on_all off_all
ratio on_jobs1 pgn-extract-D
ratio pgn-extract-D pgn-extract
