#!/usr/bin/env bash
# Fails when a module includes a header its layer may not use (see ../shared design notes:
# core is std only; pgn knows no chess; report knows no parsing; only json_in uses simdjson;
# input turns sources into games for lint and knows nothing of reports or the CLI; merge puts
# ndjson reports back together as lint's records, knowing nothing of formats or the CLI; fix
# applies lint's edits to files and knows nothing of parsing, reports or the CLI; config reads
# pgnlint.toml and knows no run; run is the engine below the command line; cli wires CLI11 to
# run and config, and reaches no lower module; text holds plain string algorithms, std only, that
# every module may use, as pgnlint/result.h, the one way to return a failure's reason; trf reads
# the FIDE tournament report, std only, and knows no PGN).
set -uo pipefail
root=${1:?usage: check_layering.sh PROJECT_ROOT}
cd "$root" || exit 2

# module -> extended regex of the project/third-party includes it may use (std headers always allowed)
declare -A allowed=(
  [text]='^pgnlint/text/'
  [trf]='^pgnlint/trf/'
  [core]='^pgnlint/core/'
  [io]='^pgnlint/io/|^(zlib|zstd|bzlib)\.h$'
  [pgn]='^pgnlint/(pgn|io)/'
  [lint]='^pgnlint/(lint|core|pgn|io)/'
  [report]='^pgnlint/(report|lint|core)/|^pgnlint/version\.h$|^fmt/'
  [json_in]='^pgnlint/json_in/|^simdjson\.h$'
  [input]='^pgnlint/(input|lint|pgn|io|json_in)/|^fmt/|^glob\.h$'
  [merge]='^pgnlint/(merge|lint|json_in)/'
  [fix]='^pgnlint/(fix|lint)/|^(fcntl|unistd)\.h$|^sys/stat\.h$'
  [config]='^pgnlint/(config|lint|pgn|core|report)/|^toml\+\+/|^fmt/'
  [cli]='^pgnlint/(cli|run|config|report)/|^pgnlint/version\.h$|^CLI/|^fmt/|^unistd\.h$'
  [run]='^pgnlint/(run|config|input|lint|pgn|core|io|report|json_in|merge|fix|trf)/|^fmt/|^(fcntl|unistd)\.h$|^sys/stat\.h$'
)

violations=0
for module in "${!allowed[@]}"; do
  for dir in "src/$module" "include/pgnlint/$module"; do
    [ -d "$dir" ] || continue
    while IFS=: read -r file line include; do
      # Matched in bash, not with a sed per line: thousands of includes, a process each, took
      # minutes on a busy machine.
      [[ "$include" =~ ^[[:space:]]*#[[:space:]]*include[[:space:]]*[\<\"]([^\>\"]+)[\>\"] ]] || {
        echo "$file:$line: an include this check cannot read: $include"
        violations=$((violations + 1))
        continue
      }
      header=${BASH_REMATCH[1]}
      # std headers have no slash and no extension, or are C headers like <cstdint>
      if [[ "$header" != */* && "$header" != *.* ]]; then continue; fi
      # the compiler's own intrinsics (<emmintrin.h>, ...) are part of the toolchain, like std
      if [[ "$header" =~ ^[a-z0-9]*intrin\.h$ ]]; then continue; fi
      if [[ "$header" =~ ${allowed[$module]} ]]; then continue; fi
      # text and result.h (std only) are below every module
      if [[ "$header" =~ ^pgnlint/text/ || "$header" == pgnlint/result.h ]]; then continue; fi
      # a module's private headers next to its sources, or in the module's sources above them
      # ("../legal_generator.h" from src/core/unwinnable/)
      if [[ "$header" != */* && -f "${file%/*}/$header" ]]; then continue; fi
      if [[ "$header" =~ ^(\.\./)+[^./][^/]*$ && "$file" == src/$module/* ]]; then
        resolved=$(realpath -m "${file%/*}/$header")
        if [[ -f "$resolved" && "$resolved" == "$PWD/src/$module/"* ]]; then continue; fi
      fi
      echo "$file:$line: module '$module' may not include <$header>"
      violations=$((violations + 1))
    done < <(grep -rnE '^[[:space:]]*#[[:space:]]*include' "$dir")
  done
done

if [ "$violations" -ne 0 ]; then
  echo "$violations forbidden include(s)"
  exit 1
fi
echo "layering: every include follows the architecture"
