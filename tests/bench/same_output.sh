#!/usr/bin/env bash
# Whether two pgnlint builds write the same reports: every format, --jobs 1 and 2, over every
# PGN file under the corpus (or the folders given), byte for byte after taking out what must vary
# (run times in the summaries). For refactors that must not change output. Prints one line per
# difference and a count; exit 1 when any differ.
#   tests/bench/same_output.sh OLD_PGNLINT NEW_PGNLINT [DIR...]
set -uo pipefail
old=${1:?usage: same_output.sh OLD_PGNLINT NEW_PGNLINT [DIR...]}
new=${2:?usage: same_output.sh OLD_PGNLINT NEW_PGNLINT [DIR...]}
shift 2
here=$(cd "$(dirname "$0")" && pwd)
corpus=${PGNLINT_CORPUS:-$here/../../../shared/corpus}
dirs=("$@")
[ ${#dirs[@]} -gt 0 ] || dirs=("$corpus/games" "$corpus/edge/pgn")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Run times and speeds differ from run to run; nothing else may.
normalise() {
  sed -E -e 's/"(seconds|elapsed|mib_per_second|games_per_second)":[0-9.e+-]+/"\1":0/g' \
    -e 's/ in [0-9.]+ s([),])/ in 0 s\1/g' -e 's/(time|duration)="[0-9.]+"/\1="0"/g' "$1"
}
files=0 runs=0 differ=0
while IFS= read -r -d '' input; do
  files=$((files + 1))
  for format in text json ndjson sarif junit github html; do
    for jobs in 1 2; do
      runs=$((runs + 1))
      for which in old new; do
        "${!which}" check --no-config --min-severity info --exit-zero --endings --format "$format" \
          --jobs "$jobs" "$input" > "$work/$which.out" 2> "$work/$which.err"
        echo "status $?" >> "$work/$which.err"
        normalise "$work/$which.out" > "$work/$which.norm"
        normalise "$work/$which.err" > "$work/$which.errnorm"
      done
      if ! cmp -s "$work/old.norm" "$work/new.norm" || ! cmp -s "$work/old.errnorm" "$work/new.errnorm"; then
        differ=$((differ + 1))
        echo "DIFFERS: $input --format $format --jobs $jobs"
      fi
    done
  done
done < <(find "${dirs[@]}" -type f \( -name '*.pgn' -o -name '*.pgn.gz' -o -name '*.pgn.zst' -o -name '*.pgn.bz2' \) -print0 | sort -z)
echo "same_output: $files file(s), $runs run(s) per build, $differ differ"
[ "$differ" -eq 0 ]
