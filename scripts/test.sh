#!/usr/bin/env bash
# Sets up, builds and runs the whole test suite: a release build, then the same
# tests under AddressSanitizer + UndefinedBehaviorSanitizer with asserts on, then the
# pipeline's threaded tests under ThreadSanitizer.
set -euo pipefail
cd "$(dirname "$0")/.."
jobs=$(nproc)
# Each step says how long it took, so a CI log shows where its minutes go.
step() { echo "test.sh: $1 done at ${SECONDS} s" >&2; }

scripts/setup.sh --tests

# ccache, where a developer has it, makes a rebuild cheap; a fresh machine builds without it.
# A clean checkout, wherever it is, reuses what another checkout compiled: ccache hashes the
# paths below the checkout relative to it and leaves the build directory out, and __FILE__ (in
# asserts) names files from the checkout (-fmacro-prefix-map below). Without these the CI runs in
# a clean checkout elsewhere took 1,421 s and 1,432 s, where a checkout the cache knew took
# 625 s to 1,011 s on the same 2 cores.
launcher=()
prefix_map=()
if command -v ccache >/dev/null; then
  launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
  export CCACHE_BASEDIR=$PWD CCACHE_NOHASHDIR=1
  prefix_map=("-fmacro-prefix-map=$PWD/=")
fi

# Warnings are errors here, with the compiler the code is written for (off in a user's build).
# PGNLINT_BUILD_TESTS=ON and CMAKE_UNITY_BUILD=OFF: the quick start may have configured this tree
# without the tests and as a unity build.
cmake -S . -B build/release -G Ninja -DCMAKE_BUILD_TYPE=Release -DPGNLINT_BUILD_TESTS=ON -DPGNLINT_WERROR=ON \
  -DCMAKE_UNITY_BUILD=OFF \
  "${launcher[@]}"
cmake --build build/release -j "$jobs"
ctest --test-dir build/release --output-on-failure -j "$jobs"
step "release build and tests"

# The Debian package from the release build: built with cpack, installed, run (--version, man,
# completion files) and removed again; seconds.
scripts/package_test.sh build/release

# The instrumented builds below are unity builds at -O1 with line tables only (-g1), as the
# sanitizers' own docs advise: stack traces keep file:line, and CI stays short (the release build
# above compiles every file on its own, so a missing include still fails).
instrumented=(-DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g1 ${prefix_map[*]}"
  -DCMAKE_UNITY_BUILD=ON -DPGNLINT_WERROR=ON)

# The whole suite under ASan+UBSan with asserts on (gcc).
cmake -S . -B build/sanitize -G Ninja "${instrumented[@]}" -DPGNLINT_SANITIZE=ON "${launcher[@]}"
cmake --build build/sanitize -j "$jobs"
step "sanitizer build"

# Every libFuzzer target briefly (clang, ASan+UBSan; two at a time; a fixed seed, so a run is
# repeatable). Long runs: see docs/development.md.
FUZZ_LAUNCHER="${launcher[*]}" FUZZ_OPT_FLAGS="-O1 -g1 ${prefix_map[*]}" FUZZ_UNITY=ON FUZZ_JOBS=2 FUZZ_SEED=1 \
  tests/fuzz/run.sh 15
step "fuzz targets"

# Left out here, run by the release suite above: the end-to-end scripts that only run the binary
# hundreds of times on code other tests and the fuzz targets already reach (the --fix round trip
# over testdata/pgn, the sharded merges with and without --duplicates; the slowest of the release
# suite, 265 s and 190 s in one run on a loaded 2-core machine) and the browser's view of the
# html page. CI must stay under 20 minutes on 2 cores.
ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
  ctest --test-dir build/sanitize --output-on-failure -j "$jobs" \
  -E '^(fix\.corpus_round_trip|merge\.(shards_equal_one_run|duplicates_across_shards|parallel_over_hosts)|html_browser\..*)$'
step "sanitizer tests"

# The threads of the pipeline (parallel checking, decoding on a read-ahead thread) and of
# winnable's workers under ThreadSanitizer: only the two test executables that drive them, so
# that CI stays short.
cmake -S . -B build/tsan -G Ninja "${instrumented[@]}" -DPGNLINT_TSAN=ON "${launcher[@]}"
cmake --build build/tsan -j "$jobs" --target run_tests io_tests
TSAN_OPTIONS=halt_on_error=1 \
  ctest --test-dir build/tsan --output-on-failure -j "$jobs" -R '^(CheckPipeline|MergeCounts|ReadAhead|OrderedWork|WinnableThreads)'
step "thread sanitizer tests"
