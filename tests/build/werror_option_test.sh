#!/usr/bin/env bash
# PGNLINT_WERROR decides whether warnings are errors: off by default (a newer compiler's new
# warnings must not break a user's build), on where CI asks for it. Configures the project twice
# in a scratch directory (no tests, nothing built) and reads the compile flags Ninja would use.
# Usage: werror_option_test.sh PROJECT_ROOT
set -euo pipefail
root=${1:?usage: werror_option_test.sh PROJECT_ROOT}
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

flags_of() {  # the compile command of one source file, as build.ninja spells its FLAGS
  cmake -S "$root" -B "$scratch/$1" -G Ninja -DPGNLINT_BUILD_TESTS=OFF "${@:2}" > /dev/null
  grep -m1 -A3 'build src/core/CMakeFiles/pgnlint_core.dir/position.cpp.o' "$scratch/$1/build.ninja" |
    grep 'FLAGS ='
}
default=$(flags_of default)
on=$(flags_of on -DPGNLINT_WERROR=ON)
case $default in *-Wall*) ;; *) echo "FAIL: no -Wall in the default flags: $default"; exit 1 ;; esac
case $default in *-Werror*) echo "FAIL: -Werror by default: $default"; exit 1 ;; esac
case $on in *-Werror*) ;; *) echo "FAIL: no -Werror with PGNLINT_WERROR=ON: $on"; exit 1 ;; esac
echo "werror_option_test: -Werror only with PGNLINT_WERROR=ON"
