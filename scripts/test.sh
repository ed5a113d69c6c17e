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

cmake -S . -B build/release -G Ninja -DCMAKE_BUILD_TYPE=Release "${launcher[@]}"
cmake --build build/release -j "$jobs"
ctest --test-dir build/release --output-on-failure -j "$jobs"

# The Debian package from the release build: built with cpack, installed, run (--version, man,
# completion files) and removed again; seconds.
scripts/package_test.sh build/release

# One clang build with ASan+UBSan (asserts on) serves both the libFuzzer targets and the sanitizer
# run of the whole suite, so the libraries are compiled with sanitizers once, not twice. First
# every fuzz target briefly (two at a time; a fixed seed, so a run is repeatable; long runs: see
# README.md), then every test.
FUZZ_LAUNCHER="${launcher[*]}" FUZZ_JOBS=2 FUZZ_SEED=1 tests/fuzz/run.sh 20
cmake --build build/fuzz -j "$jobs"
ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
  ctest --test-dir build/fuzz --output-on-failure -j "$jobs"

# The threads of the pipeline (parallel checking, decoding on a read-ahead thread) under
# ThreadSanitizer: only the two test executables that drive them, so that CI stays short.
cmake -S . -B build/tsan -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DPGNLINT_TSAN=ON "${launcher[@]}"
cmake --build build/tsan -j "$jobs" --target cli_tests io_tests
TSAN_OPTIONS=halt_on_error=1 \
  ctest --test-dir build/tsan --output-on-failure -j "$jobs" -R '^(CheckPipeline|MergeCounts|ReadAhead)'
