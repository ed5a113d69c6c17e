#!/usr/bin/env bash
# `pgnlint check --fix` and `--diff` against `check` on the corpus benchmark file (111 MB), as
# ratios of medians, with --jobs 1 and with all cores, and peak RSS of --fix on a 1 GB copy
# against the 111 MB file's (memory flat). --fix works on a fresh copy each time (the copy is
# made outside the timing); the rewrite (temporary file, fsync, rename) is part of its cost.
# Repetitions are interleaved; the machine is shared, so CPU time is printed beside wall time.
#
# Usage: tests/bench/fix.sh [PGNLINT] [REPETITIONS]
#        (default build/release/pgnlint, 5; BENCH_DIR=/tmp/pgnlint-bench holds the inputs, the
#        copies go to FIX_BENCH_DIR, by default a new folder under /tmp, removed at the end;
#        RUN_MEASURED names the timer, by default build/release/tests/bench/run_measured)
set -euo pipefail
here=$(cd "$(dirname "$0")/../.." && pwd)
pgnlint=$(realpath "${1:-$here/build/release/pgnlint}")
run_measured=${RUN_MEASURED:-$here/build/release/tests/bench/run_measured}
reps=${2:-5}
dir=${BENCH_DIR:-/tmp/pgnlint-bench}
make_bench=${PGNLINT_CORPUS:-$here/../shared/corpus}/make-bench.sh
for tool in "$pgnlint" "$run_measured"; do
  [ -x "$tool" ] || { echo "fix.sh: missing $tool (see the header)" >&2; exit 2; }
done

mkdir -p "$dir"
bench=$dir/bench.pgn
[ -f "$bench" ] || "$make_bench" 106 "$bench" > /dev/null
big=$dir/bench-1g.pgn
if [ ! -f "$big" ]; then
  for _ in $(seq 10); do cat "$bench"; done > "$big"
fi
out=${FIX_BENCH_DIR:-$(mktemp -d)}
mkdir -p "$out"
trap 'rm -rf "$out"' EXIT
copy=$out/copy.pgn

names=(check_jobs1 fix_jobs1 diff_jobs1 check fix diff)
# Sets cmd to the command line of run NAME; the fix runs rewrite $copy.
set_command() {
  case $1 in
    check_jobs1) cmd=("$pgnlint" check --jobs 1 --quiet "$bench") ;;
    fix_jobs1) cmd=("$pgnlint" check --jobs 1 --quiet --fix --unsafe-fixes "$copy") ;;
    diff_jobs1) cmd=("$pgnlint" check --jobs 1 --diff --unsafe-fixes "$bench") ;;
    check) cmd=("$pgnlint" check --quiet "$bench") ;;
    fix) cmd=("$pgnlint" check --quiet --fix --unsafe-fixes "$copy") ;;
    diff) cmd=("$pgnlint" check --diff --unsafe-fixes "$bench") ;;
  esac
}
# One timed run: appends "wall cpu rss_kb" to $out/NAME. Exit 1 (findings, or something to fix)
# is expected; 2 fails the benchmark.
run_once() {
  local name=$1 status=0
  set_command "$name"
  case $name in fix*) cp "$bench" "$copy" ;; esac
  rm -f "$out/$name.last"
  "$run_measured" "$out/$name.last" "${cmd[@]}" > "$out/stdout" 2> /dev/null || status=$?
  if [ ! -s "$out/$name.last" ] || [ "$status" -ge 2 ]; then
    echo "fix.sh: $name failed (exit $status)" >&2
    exit 2
  fi
  cat "$out/$name.last" >> "$out/$name"
}
median() {  # column $2 of file $1
  awk -v c="$2" '{print $c}' "$1" | sort -g | awk '{v[NR]=$1} END{print (NR%2) ? v[(NR+1)/2] : (v[NR/2]+v[NR/2+1])/2}'
}

echo "pgnlint --fix benchmark — $(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) cores"
echo "binary:  $pgnlint"
echo "input:   $bench: $(stat -c %s "$bench") bytes; $reps repetitions each, interleaved, medians"
echo "load before: $(uptime | sed 's/.*load average/load average/')"
cp "$bench" "$copy"
"$pgnlint" check --diff --unsafe-fixes "$bench" 2>&1 > /dev/null | tail -1 || true
for _ in $(seq "$reps"); do
  for name in "${names[@]}"; do run_once "$name"; done
done
echo "load after:  $(uptime | sed 's/.*load average/load average/')"
echo
printf '%-12s %8s %8s %8s\n' run wall_s cpu_s RSS_MB
for name in "${names[@]}"; do
  wall=$(median "$out/$name" 1); cpu=$(median "$out/$name" 2); rss=$(median "$out/$name" 3)
  echo "$name $wall $cpu $rss" >> "$out/medians"
  awk -v n="$name" -v w="$wall" -v c="$cpu" -v r="$rss" \
    'BEGIN { printf "%-12s %8.3f %8.3f %8.1f\n", n, w, c, r / 1024 }'
done

# Peak RSS of --fix on a copy of the 1 GB file, with all cores.
cp "$big" "$copy"
big_status=0
"$run_measured" "$out/big" "$pgnlint" check --quiet --fix --unsafe-fixes "$copy" > /dev/null 2>&1 ||
  big_status=$?
if [ ! -s "$out/big" ] || [ "$big_status" -ge 2 ]; then
  echo "fix.sh: the 1 GB --fix run failed (exit $big_status)" >&2
  exit 2
fi
rm -f "$copy"
read -r big_wall big_cpu big_rss < "$out/big"
printf '1 GB copy (%s bytes), --fix, all cores: %.2f s wall, %.2f s cpu, peak RSS %s MB\n' \
  "$(stat -c %s "$big")" "$big_wall" "$big_cpu" "$((big_rss / 1024))"

echo
echo "ratios of medians (wall and cpu; the target: --fix within 2x of check):"
awk -v big_rss="$big_rss" '
  { wall[$1] = $2; cpu[$1] = $3; rss[$1] = $4 }
  function line(label, a, b, target) {
    w = wall[a] / wall[b]; c = cpu[a] / cpu[b]
    printf "  %-32s wall %5.3fx  cpu %5.3fx", label, w, c
    if (target > 0) printf "  %s", (w <= target ? "MET" : "NOT MET") " (wall <= " target "x)"
    printf "\n"
  }
  END {
    line("--fix / check, all cores", "fix", "check", 2)
    line("--diff / check, all cores", "diff", "check", 2)
    line("--fix / check, --jobs 1", "fix_jobs1", "check_jobs1", 2)
    line("--diff / check, --jobs 1", "diff_jobs1", "check_jobs1", 2)
    line("--fix all cores / --jobs 1", "fix", "fix_jobs1", 0)
    printf "  peak RSS --fix, 1 GB / 111 MB   %5.3f (%.1f vs %.1f MB)\n", big_rss / rss["fix"], big_rss / 1024, rss["fix"] / 1024
  }' "$out/medians"
