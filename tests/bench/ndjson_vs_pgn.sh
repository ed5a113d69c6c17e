#!/usr/bin/env bash
# NDJSON game input against PGN, side by side in one run: the corpus benchmark games as a
# lichess-style NDJSON export of about 100 MB (tests/bench/pgn_to_ndjson.py) and as the PGN they
# came from, checked by `pgnlint check --quiet` at --jobs 1 and on all cores; games/s (wall and
# CPU, the machine is shared), medians of interleaved repetitions, and NDJSON/PGN ratios.
# A third input, the NDJSON's games written back as PGN with SAN only (no comments or clocks),
# separates the cost of the format from the cost of the annotations the PGN carries.
#
# Usage: tests/bench/ndjson_vs_pgn.sh [PGNLINT] [REPETITIONS]
#        (default build/release/pgnlint, 3; BENCH_DIR=/tmp/pgnlint-ci-bench holds the inputs;
#        RUN_MEASURED names the timer, by default build/release/tests/bench/run_measured)
# Needs: python3.
set -euo pipefail
here=$(cd "$(dirname "$0")/../.." && pwd)
pgnlint=$(realpath "${1:-$here/build/release/pgnlint}")
run_measured=${RUN_MEASURED:-$here/build/release/tests/bench/run_measured}
reps=${2:-3}
dir=${BENCH_DIR:-/tmp/pgnlint-ci-bench}
make_bench=${PGNLINT_CORPUS:-$here/../shared/corpus}/make-bench.sh
for tool in "$pgnlint" "$run_measured" "$(command -v python3)"; do
  [ -x "$tool" ] || { echo "ndjson_vs_pgn.sh: missing $tool (see the header)" >&2; exit 2; }
done

mkdir -p "$dir"
# Main-line SAN takes about 45% of the corpus PGN's bytes: 230 MB of PGN give ~100 MB NDJSON.
pgn=$dir/bench-230.pgn
ndjson=$dir/bench.ndjson
san_pgn=$dir/bench-san.pgn
[ -f "$pgn" ] || "$make_bench" 230 "$pgn" > /dev/null
[ -f "$ndjson" ] || python3 "$here/tests/bench/pgn_to_ndjson.py" "$pgn" "$ndjson"
if [ ! -f "$san_pgn" ]; then
  python3 - "$ndjson" "$san_pgn" <<'PY'
import json, sys
with open(sys.argv[1], encoding='utf-8') as src, open(sys.argv[2], 'w', encoding='utf-8') as out:
    for line in src:
        r = json.loads(line)
        result = {'white': '1-0', 'black': '0-1'}.get(r.get('winner'), '1/2-1/2' if r['status'] == 'draw' else '*')
        tags = [('Event', '?'), ('Site', r['id']), ('Date', '????.??.??'), ('Round', '-'),
                ('White', r['players']['white']['user']['name']),
                ('Black', r['players']['black']['user']['name']), ('Result', result)]
        if r['variant'] == 'chess960': tags.append(('Variant', 'Chess960'))
        elif r['variant'] not in ('standard', 'fromPosition'): tags.append(('Variant', r['variant']))
        if 'initialFen' in r: tags += [('SetUp', '1'), ('FEN', r['initialFen'])]
        for name, value in tags:
            out.write('[%s "%s"]\n' % (name, value.replace('\\', '\\\\').replace('"', '\\"')))
        out.write('\n' + r['moves'] + ' ' + result + '\n\n')
PY
fi
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

# Games per input, from pgnlint's own summary record.
count_games() {
  { "$pgnlint" check --jobs 1 --format ndjson "$1" 2> /dev/null || true; } | tail -1 |
    sed -n 's/.*"games":\([0-9]*\),.*/\1/p'
}
declare -A games bytes
for input in pgn ndjson san_pgn; do
  games[$input]=$(count_games "${!input}")
  [ -n "${games[$input]}" ] || { echo "ndjson_vs_pgn.sh: no summary for ${!input}" >&2; exit 2; }
  bytes[$input]=$(stat -c %s "${!input}")
done

runs=(pgn_jobs1 ndjson_jobs1 san_pgn_jobs1 pgn_all ndjson_all san_pgn_all)
run_once() {
  local name=$1 input=${1%_*} jobs=${1##*_} status=0
  local jobs_option=(--jobs 1)
  [ "$jobs" = all ] && jobs_option=()
  "$run_measured" "$out/time" \
    "$pgnlint" check "${jobs_option[@]}" --quiet "${!input}" > /dev/null 2>&1 || status=$?
  [ "$status" -le 1 ] || { echo "ndjson_vs_pgn.sh: $name exited $status" >&2; exit 2; }
  awk '{ print $1, $2 }' "$out/time" >> "$out/$name"
}
for _ in $(seq "$reps"); do
  for name in "${runs[@]}"; do run_once "$name"; done
done
median() { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

printf '%-15s %9s %9s %9s %9s %11s %11s\n' run games MB wall_s cpu_s games/s games/cpu_s
declare -A rate cpu_rate
for name in "${runs[@]}"; do
  input=${name%_*}
  wall=$(cut -d' ' -f1 "$out/$name" | median)
  cpu=$(cut -d' ' -f2 "$out/$name" | median)
  rate[$name]=$(awk -v g="${games[$input]}" -v t="$wall" 'BEGIN { printf "%.0f", g / t }')
  cpu_rate[$name]=$(awk -v g="${games[$input]}" -v t="$cpu" 'BEGIN { printf "%.0f", g / t }')
  printf '%-15s %9s %9.1f %9.3f %9.3f %11s %11s\n' "$name" "${games[$input]}" \
    "$(awk -v b="${bytes[$input]}" 'BEGIN { print b / 1e6 }')" "$wall" "$cpu" \
    "${rate[$name]}" "${cpu_rate[$name]}"
done
for jobs in jobs1 all; do
  for peer in pgn san_pgn; do
    awk -v a="${rate[ndjson_$jobs]}" -v b="${rate[${peer}_$jobs]}" \
        -v c="${cpu_rate[ndjson_$jobs]}" -v d="${cpu_rate[${peer}_$jobs]}" -v j="$jobs" -v p="$peer" \
      'BEGIN { printf "ndjson/%s games/s (%s): %.2f wall, %.2f cpu (target >= 1)\n", p, j, a / b, c / d }'
  done
done
