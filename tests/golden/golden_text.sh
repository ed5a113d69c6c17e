#!/usr/bin/env bash
# The text format read line by line: `pgnlint check --endings` on each hand-made fixture of
# testdata/ (see the list below) must print exactly testdata/golden/<fixture>.txt, whose last line
# is the exit status. With --update, writes the golden files instead (review the diff before
# committing it).
set -uo pipefail
pgnlint=${1:?usage: golden_text.sh PGNLINT TESTDATA_DIR [--update]}
data=${2:?usage: golden_text.sh PGNLINT TESTDATA_DIR [--update]}
update=${3:-}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0

# Hand-made fixtures only: the third-party files of testdata/pgn have tests of their own.
fixtures=(
  sample.pgn
  golden/words.pgn
  check/clean.pgn
  check/warning-only.pgn
  check/info-only.pgn
  check/endings/draws.pgn
  check/endings/dead.pgn
  ci/base.pgn
  ci/directives.pgn
)
for input in "$data"/fix/*.pgn; do fixtures+=("fix/$(basename "$input")"); done

for fixture in "${fixtures[@]}"; do
  golden="$data/golden/$(echo "${fixture%.pgn}" | tr / _).txt"
  actual="$work/actual.txt"
  # Run from testdata/ so the file names in the lines are the fixtures' relative paths; the
  # summary on stderr holds the run's time and is left out.
  (cd "$data" && NO_COLOR=1 "$pgnlint" check --endings --color never "$fixture" > "$actual" 2>/dev/null)
  echo "[exit $?]" >> "$actual"
  if [ "$update" = "--update" ]; then
    cp "$actual" "$golden"
  elif ! diff -u "$golden" "$actual"; then
    echo "FAIL: $fixture: the text output differs from $golden (above: - golden, + actual)"
    failures=$((failures + 1))
  fi
done

[ "$update" = "--update" ] && echo "golden files written to $data/golden"
[ "$failures" -eq 0 ] && exit 0
[ "$failures" -eq 1 ] && echo "1 fixture differs" || echo "$failures fixtures differ"
exit 1
