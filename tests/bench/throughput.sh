#!/usr/bin/env bash
# Throughput of `pgnlint check` side by side, in one run, with pgn-extract (the validator users
# have) and `grep -c` (the reading floor), on the corpus benchmark file (88,668 real games,
# 111 MB), its .zst copy (with --jobs 1 and with all cores; `zstd -d` alone is the decoding
# floor) and a 1 GB copy: games/s, plies/s, MB/s, peak RSS, and the ratios against the targets
# of the throughput issue. Repetitions are interleaved and medians taken; the machine is shared,
# so CPU time (user+sys) is printed beside wall time. Runs are timed to the microsecond by
# run_measured (built with the tests).
#
# Usage: tests/bench/throughput.sh [PGNLINT] [REPETITIONS]
#        (default build/release/pgnlint, 5; BENCH_DIR=/tmp/pgnlint-bench holds the inputs;
#        RUN_MEASURED names the timer, by default build/release/tests/bench/run_measured)
# Needs: pgn-extract (Debian `pgn-extract`, in /usr/games), zstd.
set -euo pipefail
here=$(cd "$(dirname "$0")/../.." && pwd)
pgnlint=$(realpath "${1:-$here/build/release/pgnlint}")
run_measured=${RUN_MEASURED:-$here/build/release/tests/bench/run_measured}
reps=${2:-5}
dir=${BENCH_DIR:-/tmp/pgnlint-bench}
make_bench=${PGNLINT_CORPUS:-$here/../shared/corpus}/make-bench.sh
pgn_extract=$(command -v pgn-extract || echo /usr/games/pgn-extract)
for tool in "$pgnlint" "$run_measured" "$pgn_extract" "$(command -v zstd)"; do
  [ -x "$tool" ] || { echo "throughput.sh: missing $tool (see the header)" >&2; exit 2; }
done

mkdir -p "$dir"
bench=$dir/bench.pgn
[ -f "$bench" ] || "$make_bench" 106 "$bench" > /dev/null
[ -f "$bench.zst" ] || zstd -q -T0 "$bench" -o "$bench.zst"
big=$dir/bench-1g.pgn
if [ ! -f "$big" ]; then
  for _ in $(seq 10); do cat "$bench"; done > "$big"
fi
bytes=$(stat -c %s "$bench")
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

# The file's games and plies, from pgnlint's own summary record.
"$pgnlint" check --jobs 1 --format ndjson "$bench" > "$out/ref.ndjson" 2> /dev/null || true
read -r games plies < <(tail -1 "$out/ref.ndjson" |
  sed -n 's/.*"games":\([0-9]*\),.*"plies":\([0-9]*\),.*/\1 \2/p')
[ -n "${games:-}" ] || { echo "throughput.sh: no summary from $pgnlint" >&2; exit 2; }

names=(grep zstd_d pgn-extract jobs1 all_cores jobs1_zst all_cores_zst ndjson_all ndjson_jobs1)
# Sets cmd to the command line of run NAME.
set_command() {
  case $1 in
    grep) cmd=(grep -c '^\[Event ' "$bench") ;;
    zstd_d) cmd=(zstd -qdf "$bench.zst" -o /dev/null) ;;
    pgn-extract) cmd=("$pgn_extract" -r -s -l /dev/null "$bench") ;;
    jobs1) cmd=("$pgnlint" check --jobs 1 --quiet "$bench") ;;
    all_cores) cmd=("$pgnlint" check --quiet "$bench") ;;
    jobs1_zst) cmd=("$pgnlint" check --jobs 1 --quiet "$bench.zst") ;;
    all_cores_zst) cmd=("$pgnlint" check --quiet "$bench.zst") ;;
    ndjson_all) cmd=("$pgnlint" check --format ndjson -o /dev/null "$bench") ;;
    ndjson_jobs1) cmd=("$pgnlint" check --jobs 1 --format ndjson -o /dev/null "$bench") ;;
  esac
}
# One timed run: appends "wall cpu rss_kb" to $out/NAME. Standard output goes to a file, not
# /dev/null (GNU grep stops at the first match when writing there). pgnlint exits 1 on
# findings, which this file has; exit 2 (an error) fails the benchmark, and so does a command
# that could not be run (no figures).
run_once() {
  local name=$1 status=0
  set_command "$name"
  rm -f "$out/$name.last"
  "$run_measured" "$out/$name.last" "${cmd[@]}" > "$out/stdout" 2> /dev/null || status=$?
  if [ ! -s "$out/$name.last" ] || { [ "$status" -ge 2 ] && [ "$name" != pgn-extract ]; }; then
    echo "throughput.sh: $name failed (exit $status)" >&2
    exit 2
  fi
  cat "$out/$name.last" >> "$out/$name"
}
median() {  # column $2 of file $1
  awk -v c="$2" '{print $c}' "$1" | sort -g | awk '{v[NR]=$1} END{print (NR%2) ? v[(NR+1)/2] : (v[NR/2]+v[NR/2+1])/2}'
}

echo "pgnlint throughput benchmark — $(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) cores"
echo "binary:  $pgnlint"
echo "input:   $bench: $bytes bytes, $games games, $plies plies (pgnlint's count); $reps repetitions each, interleaved, medians"
echo "load before: $(uptime | sed 's/.*load average/load average/')"
cat "$bench" "$bench.zst" > /dev/null  # the page cache holds both for every tool alike
for rep in $(seq "$reps"); do
  for name in "${names[@]}"; do run_once "$name"; done
done
echo "load after:  $(uptime | sed 's/.*load average/load average/')"
echo
printf '%-13s %8s %8s %11s %11s %12s %8s %8s\n' run wall_s cpu_s games/s cpu_games/s plies/s MB/s RSS_MB
for name in "${names[@]}"; do
  wall=$(median "$out/$name" 1); cpu=$(median "$out/$name" 2); rss=$(median "$out/$name" 3)
  echo "$name $wall $cpu $rss" >> "$out/medians"
  awk -v n="$name" -v w="$wall" -v c="$cpu" -v r="$rss" -v g="$games" -v p="$plies" -v b="$bytes" 'BEGIN {
    printf "%-13s %8.3f %8.3f %11.0f %11.0f %12.0f %8.1f %8.1f\n", n, w, c, g/w, (c > 0 ? g/c : 0), p/w, b/1e6/w, r/1024 }'
done
echo "(games/s and plies/s divide pgnlint's counts by wall time, cpu_games/s by user+sys time)"

# Peak RSS on the 1 GB copy, with all cores, against the 111 MB file's.
big_status=0
"$run_measured" "$out/big" "$pgnlint" check --quiet "$big" > /dev/null 2>&1 || big_status=$?
if [ ! -s "$out/big" ] || [ "$big_status" -ge 2 ]; then
  echo "throughput.sh: the 1 GB run failed (exit $big_status)" >&2
  exit 2
fi
read -r big_wall big_cpu big_rss < "$out/big"
printf '1 GB copy (%s bytes), all cores: %.2f s wall, %.2f s cpu, peak RSS %s MB\n' \
  "$(stat -c %s "$big")" "$big_wall" "$big_cpu" "$((big_rss / 1024))"

echo
echo "targets (ratios of medians in this run; wall and cpu):"
awk -v big_rss="$big_rss" '
  { wall[$1] = $2; cpu[$1] = $3; rss[$1] = $4 }
  function verdict(ok) { return ok ? "MET" : "NOT MET" }
  # Ratios given by wall and by CPU time: met only when both meet the target.
  function verdict2(wall_ok, cpu_ok) {
    if (wall_ok && cpu_ok) return "MET"
    if (wall_ok) return "BORDERLINE (met by wall time only)"
    if (cpu_ok) return "BORDERLINE (met by cpu time only)"
    return "NOT MET"
  }
  END {
    r = wall["pgn-extract"] / wall["jobs1"]; rc = cpu["pgn-extract"] / cpu["jobs1"]
    printf "  --jobs 1 vs pgn-extract games/s      >= 10x : wall %5.3fx  cpu %5.3fx  %s\n", r, rc, verdict2(r >= 10, rc >= 10)
    r = wall["jobs1"] / wall["all_cores"]
    printf "  all cores vs --jobs 1 (wall)         >= 1.8x: %5.3fx  (cpu: all cores uses %.3fx the cpu)  %s\n", r, cpu["all_cores"] / cpu["jobs1"], verdict(r >= 1.8)
    r = wall["jobs1_zst"] / wall["jobs1"]; rc = cpu["jobs1_zst"] / cpu["jobs1"]
    printf "  .zst vs plain, --jobs 1              <= 1.25: wall %5.3f   cpu %5.3f   %s\n", r, rc, verdict2(r <= 1.25, rc <= 1.25)
    r = wall["all_cores_zst"] / wall["all_cores"]; rc = cpu["all_cores_zst"] / cpu["all_cores"]
    printf "  .zst vs plain, all cores             <= 1.25: wall %5.3f   cpu %5.3f   %s\n", r, rc, verdict2(r <= 1.25, rc <= 1.25)
    printf "  peak RSS, all cores, 111 MB          < 64 MB: %5.1f MB  %s\n", rss["all_cores"] / 1024, verdict(rss["all_cores"] < 65536)
    r = big_rss / rss["all_cores"]
    printf "  peak RSS 1 GB / 111 MB (flat)        <= 1.25: %5.3f (%.1f vs %.1f MB)  %s\n", r, big_rss / 1024, rss["all_cores"] / 1024, verdict(r <= 1.25)
    r = wall["ndjson_all"] / wall["all_cores"]; rc = cpu["ndjson_all"] / cpu["all_cores"]
    printf "  ndjson to /dev/null vs --quiet       <= 1.15: wall %5.3f   cpu %5.3f   %s\n", r, rc, verdict2(r <= 1.15, rc <= 1.15)
    rc = cpu["ndjson_jobs1"] / cpu["jobs1"]
    printf "  (same with --jobs 1, cpu: %5.3f)\n", rc
    # Decoding adds D seconds of CPU whatever the checking costs (C), so .zst / plain is
    # 1 + D / C, and <= 1.25 holds only while C >= 4 D: the faster the checking, the higher
    # the ratio. The line says which speed against pgn-extract that caps.
    d = cpu["jobs1_zst"] - cpu["jobs1"]
    printf "\ndecoding the .zst: %.3f s cpu in pgnlint --jobs 1, %.3f s in zstd -d alone; .zst <= 1.25 needs\n", d, cpu["zstd_d"]
    printf "--jobs 1 to take >= %.3f s cpu, i.e. at most %.2fx pgn-extract (cpu)\n", 4 * d, cpu["pgn-extract"] / (4 * d)
  }' "$out/medians"
