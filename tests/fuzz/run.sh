#!/usr/bin/env bash
# Builds the libFuzzer targets with clang (ASan + UBSan + fuzzer coverage) in their own build
# directory and runs each for the given number of seconds, seeded from testdata/ and the PGN
# dictionary. Crashes are left as crash-* files in the artifact directory and fail the run.
#   tests/fuzz/run.sh [seconds-per-target] [target...]
#   environment: FUZZ_BUILD_DIR (default build/fuzz), FUZZ_JOBS (default 1: parallel targets),
#                FUZZ_WORK_DIR (corpora and artifacts, default $FUZZ_BUILD_DIR/work),
#                FUZZ_SEED (libFuzzer's -seed; fixed in CI so a run explores the same inputs),
#                FUZZ_LAUNCHER (e.g. -DCMAKE_CXX_COMPILER_LAUNCHER=ccache),
#                FUZZ_OPT_FLAGS (default "-O2 -g"), FUZZ_UNITY (ON: a unity build; default OFF),
#                FUZZ_EXTRA_SEEDS (files or folders, separated by blanks, whose every file joins
#                  every target's seeds: ../shared/corpus/edge for a campaign by hand; the
#                  tests never read ../shared)
# A campaign (an hour per target, two at a time, at the lowest priority, with the shared
# corpus's edge cases):
#   FUZZ_JOBS=2 FUZZ_EXTRA_SEEDS=../shared/corpus/edge nice -n 19 tests/fuzz/run.sh 3600
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$PWD
seconds=${1:-60}
shift || true
build=${FUZZ_BUILD_DIR:-build/fuzz}
work=${FUZZ_WORK_DIR:-$build/work}
jobs=${FUZZ_JOBS:-1}
extra_seeds=()
for path in ${FUZZ_EXTRA_SEEDS:-}; do extra_seeds+=("$(realpath "$path")"); done
# A fast variant (`<target>_fast`: the same code at a fraction of the cost per input, the
# heaviest checks left to `<target>`) runs first.
all_targets=(pgn_reader_fast pgn_reader fen san_fast san check_fast check differential_fast
             differential ndjson fix report config clock trf)

cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="${FUZZ_OPT_FLAGS:--O2 -g}" -DCMAKE_UNITY_BUILD="${FUZZ_UNITY:-OFF}" \
  -DCMAKE_CXX_COMPILER=clang++ \
  -DCMAKE_CXX_FLAGS="-fsanitize=fuzzer-no-link -fconstexpr-steps=200000000" -DPGNLINT_SANITIZE=ON -DPGNLINT_FUZZ=ON \
  -DPGNLINT_WERROR=ON ${FUZZ_LAUNCHER:-} >/dev/null
available=()
# Listed once into a variable: `ninja ... | grep -q` under pipefail fails whenever grep exits
# before ninja has written everything (SIGPIPE), which silently dropped targets.
build_targets=$(ninja -C "$build" -t targets all 2>/dev/null)
for target in "${all_targets[@]}"; do
  if grep -q "^fuzz_$target:" <<<"$build_targets"; then
    available+=("$target")
  fi
done
targets=("${@:-${available[@]}}")
cmake --build "$build" -j "$(nproc)" --target "${targets[@]/#/fuzz_}"

# Seed corpora, rebuilt from testdata/ at every run (nothing large is committed).
seed() {
  local target=$1 dir=$work/seeds/$1
  rm -rf "$dir" && mkdir -p "$dir"
  case $target in
    differential | differential_fast) cp tests/fuzz/seeds/differential/* "$dir"/ ;;
    pgn_reader | pgn_reader_fast | check | check_fast)
      cp testdata/pgn/*.pgn testdata/sample.pgn "$dir"/
      find testdata/fuzz-regressions/pgn_reader testdata/fuzz-regressions/"${target%_fast}" -type f \
        -exec cp {} "$dir"/ \; 2>/dev/null || true
      if [ "$target" = check ] || [ "$target" = check_fast ]; then
        cp tests/fuzz/seeds/ndjson/* "$dir"/
        for f in testdata/sample.pgn testdata/pgn/kokopu__pgns-misc.pgn; do
          local name
          name=$(basename "$f")
          gzip -c "$f" >"$dir/$name.gz"
          zstd -q -c "$f" >"$dir/$name.zst"
          bzip2 -c "$f" >"$dir/$name.bz2"
        done
      fi
      ;;
    fen)
      cp tests/fuzz/seeds/fen/* "$dir"/
      local i=0
      while IFS= read -r line; do
        i=$((i + 1))
        printf '%s' "$line" >"$dir/perft-$i"
      done < <(grep -hoE '^[^;#]*' testdata/perft/*.epd | head -200
               grep -h '^epd ' testdata/perft/*.perft | cut -c5- | head -200)
      ;;
    san | san_fast) cp tests/fuzz/seeds/san/* "$dir"/ ;;
    ndjson) cp tests/fuzz/seeds/ndjson/* "$dir"/ ;;
    fix) cp testdata/fix/*.pgn testdata/sample.pgn testdata/ci/*.pgn "$dir"/ ;;
    report) cp tests/fuzz/seeds/report/* "$dir"/ ;;
    config) cp testdata/config/pgnlint.toml tests/fuzz/seeds/config/* "$dir"/ ;;
    clock) cp tests/fuzz/seeds/clock/* "$dir"/ ;;
    trf) cp testdata/trf/*.trf "$dir"/ ;;
  esac
  # The regression inputs of the target (of the one a fast variant was split from), for all.
  find testdata/fuzz-regressions/"${target%_fast}" -type f ! -name README.md -exec cp {} "$dir"/ \; \
    2>/dev/null || true
  # Extra seeds keep their path in their name: folders may hold files of the same name.
  local extra file
  for extra in "${extra_seeds[@]}"; do
    while IFS= read -r -d '' file; do
      cp "$file" "$dir/extra-$(realpath --relative-to="$(dirname "$extra")" "$file" | tr / _)"
    done < <(find "$extra" -type f -print0)
  done
}

run_target() {
  local target=$1 corpus=$work/corpus/$1 artifacts=$work/artifacts/$1
  mkdir -p "$corpus" "$artifacts"
  # Only what this run writes counts against it: a work directory kept for a longer campaign
  # still holds the artifacts of the runs before (kept for whoever has not looked at them yet).
  local started=$work/$target.started
  touch "$started"
  seed "$target"
  local options=(-max_total_time="$seconds" -timeout=10 -rss_limit_mb=2560 -max_len=8192
                 -print_final_stats=1 -artifact_prefix="$artifacts/")
  case $target in
    pgn_reader* | check* | differential* | fix) options+=(-dict="$root/tests/fuzz/pgn.dict") ;;
    report) options+=(-dict="$root/tests/fuzz/report.dict") ;;
    config) options+=(-dict="$root/tests/fuzz/toml.dict") ;;
    clock) options+=(-dict="$root/tests/fuzz/clock.dict") ;;
  esac
  # The check targets reach some 40,000 coverage features an input, and libFuzzer's entropic
  # schedule updates a frequency for each on every run: two thirds of check_fast's time (perf).
  # Without it, in 30 s from the same seeds: check_fast 253 -> 651 inputs/s, check 304 -> 562,
  # each with more coverage (10,016 -> 10,485 and 9,218 -> 9,312 edges); fix and report were
  # about even, so they keep the default.
  case $target in
    check | check_fast) options+=(-entropic=0) ;;
  esac
  if [ -n "${FUZZ_SEED:-}" ]; then options+=(-seed="$FUZZ_SEED"); fi
  echo "fuzz: $target for ${seconds}s" >&2
  local TIMEFORMAT="$target: cpu %U s user + %S s system in %R s wall"
  time (ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 \
    UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
    "$build/tests/fuzz/fuzz_$target" "${options[@]}" "$corpus" "$work/seeds/$target" \
    >"$work/$target.log" 2>&1 || true)
  { grep -E 'cov: ' "$work/$target.log" | tail -n 1; grep -E '^stat::' "$work/$target.log"; } |
    sed "s/^/$target: /" >&2 || true
  if [ -n "$(find "$artifacts" -newer "$started" \( -name 'crash-*' -o -name 'leak-*' \
               -o -name 'timeout-*' -o -name 'oom-*' \) -print -quit)" ] ||
     grep -qE 'ERROR: (libFuzzer|AddressSanitizer|UndefinedBehaviorSanitizer)|runtime error|fuzz invariant failed' \
       "$work/$target.log"; then
    echo "fuzz: $target FAILED, see $work/$target.log and $artifacts/" >&2
    return 1
  fi
}

failed=0
if [ "$jobs" -gt 1 ]; then
  pids=()
  for target in "${targets[@]}"; do
    run_target "$target" &
    pids+=($!)
    while [ "$(jobs -rp | wc -l)" -ge "$jobs" ]; do sleep 1; done
  done
  for pid in "${pids[@]}"; do wait "$pid" || failed=1; done
else
  for target in "${targets[@]}"; do run_target "$target" || failed=1; done
fi
exit $failed
