#!/usr/bin/env bash
# Sets up, builds and runs the whole test suite: a release build, then the same
# tests under AddressSanitizer + UndefinedBehaviorSanitizer with asserts on, then the
# pipeline's threaded tests under ThreadSanitizer.
set -euo pipefail
cd "$(dirname "$0")/.."
jobs=$(nproc)

scripts/setup.sh

# ccache, where a developer has it, makes a rebuild cheap; a fresh machine builds without it.
launcher=()
if command -v ccache >/dev/null; then launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache); fi

# Warnings are errors here, with the compiler the code is written for (off in a user's build).
cmake -S . -B build/release -G Ninja -DCMAKE_BUILD_TYPE=Release -DPGNLINT_WERROR=ON "${launcher[@]}"
cmake --build build/release -j "$jobs"
ctest --test-dir build/release --output-on-failure -j "$jobs"

# The Debian package from the release build: built with cpack, installed, run (--version, man,
# completion files) and removed again; seconds.
scripts/package_test.sh build/release

# The instrumented builds below are unity builds at -O1 with line tables only (-g1), as the
# sanitizers' own docs advise: stack traces keep file:line, and CI stays short (the release build
# above compiles every file on its own, so a missing include still fails).
instrumented=(-DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g1"
  -DCMAKE_UNITY_BUILD=ON -DPGNLINT_WERROR=ON)

# The whole suite under ASan+UBSan with asserts on (gcc).
cmake -S . -B build/sanitize -G Ninja "${instrumented[@]}" -DPGNLINT_SANITIZE=ON "${launcher[@]}"
cmake --build build/sanitize -j "$jobs"

# Every libFuzzer target briefly (clang, ASan+UBSan; two at a time; a fixed seed, so a run is
# repeatable). Long runs: see docs/development.md.
FUZZ_LAUNCHER="${launcher[*]}" FUZZ_OPT_FLAGS="-O1 -g1" FUZZ_UNITY=ON FUZZ_JOBS=2 FUZZ_SEED=1 \
  tests/fuzz/run.sh 15

ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
  ctest --test-dir build/sanitize --output-on-failure -j "$jobs"

# The threads of the pipeline (parallel checking, decoding on a read-ahead thread) under
# ThreadSanitizer: only the two test executables that drive them, so that CI stays short.
cmake -S . -B build/tsan -G Ninja "${instrumented[@]}" -DPGNLINT_TSAN=ON "${launcher[@]}"
cmake --build build/tsan -j "$jobs" --target run_tests io_tests
TSAN_OPTIONS=halt_on_error=1 \
  ctest --test-dir build/tsan --output-on-failure -j "$jobs" -R '^(CheckPipeline|MergeCounts|ReadAhead)'
