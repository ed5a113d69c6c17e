#!/usr/bin/env bash
# check --duplicates --shard K/N for N in 1 2 3 7 on games whose duplicates and copies cut short
# fall in different shards, merged by `pgnlint report` (shard reports in reverse order): byte
# for byte the report of one `check --duplicates` run, in every format; and two files checked
# in separate runs, merged, give what one run over both gives. The clock ("seconds", "in N s")
# is masked.
set -euo pipefail
pgnlint=${1:?usage: duplicates_across_shards.sh PGNLINT TESTDATA_DIR}
testdata=${2:?usage: duplicates_across_shards.sh PGNLINT TESTDATA_DIR}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

mask() { sed -E 's/"seconds":[0-9.]+/"seconds":S/g; s/ in [0-9.]+ s\)/ in S s)/'; }
formats="text json ndjson sarif junit github html"

# The planted games of testdata/duplicates, then ten championship games, then the planted ones
# again: each shard boundary falls between an original and its copies.
{
  cat "$testdata"/duplicates/a.pgn; echo
  cat "$testdata"/check/world-matches-first-10.pgn; echo
  cat "$testdata"/duplicates/b.pgn; echo
  cat "$testdata"/duplicates/a.pgn
} >"$work/all.pgn"

for format in $formats; do
  set +e
  "$pgnlint" check --no-config --duplicates --min-severity info --format "$format" "$work/all.pgn" \
    2>/dev/null | mask >"$work/one.$format"
  echo "$?" >"$work/one.$format.status"
  set -e
done
found=$(grep -c '"type":"duplicate"' "$work/one.ndjson" || true)
# a.pgn's 4 and b.pgn's 1 (G001), a.pgn's 2 (G002), and in the second a.pgn each of its five
# games again (G001) with its game 2 cut short again (G002): 9.
if [ "$found" != 9 ]; then
  echo "FAIL: one run found $found duplicate records; the input has 9" >&2
  exit 1
fi

for n in 1 2 3 7; do
  reports=()
  for k in $(seq "$n" -1 1); do
    "$pgnlint" check --no-config --duplicates --min-severity info --jobs 2 --format ndjson \
      --shard "$k/$n" -o "$work/shard-$k.ndjson" "$work/all.pgn" 2>/dev/null || [ $? -eq 1 ]
    reports+=("$work/shard-$k.ndjson")
  done
  if [ "$n" -gt 1 ] && grep -q '"type":"duplicate"' "${reports[@]}"; then
    echo "FAIL: a shard wrote duplicate records; only report, which sees every shard, may" >&2
    exit 1
  fi
  for format in $formats; do
    set +e
    "$pgnlint" report --min-severity info --format "$format" "${reports[@]}" 2>/dev/null |
      mask >"$work/merged.$format"
    status=$?
    set -e
    if ! cmp -s "$work/one.$format" "$work/merged.$format"; then
      echo "FAIL: $n shards, $format: the merged report differs from one run" >&2
      diff "$work/one.$format" "$work/merged.$format" | head -20 >&2
      exit 1
    fi
    if [ "$status" != "$(cat "$work/one.$format.status")" ]; then
      echo "FAIL: $n shards, $format: exit $status, one run $(cat "$work/one.$format.status")" >&2
      exit 1
    fi
  done
  echo "ok: $n shards, $found duplicate records, every format"
done

# Two files in two runs (as contrib/slurm/check-files.sbatch runs them), merged.
a=$testdata/duplicates/a.pgn
b=$testdata/duplicates/b.pgn
"$pgnlint" check --no-config --duplicates -f ndjson -o "$work/a.ndjson" "$a" 2>/dev/null || [ $? -eq 1 ]
"$pgnlint" check --no-config --duplicates -f ndjson -o "$work/b.ndjson" "$b" 2>/dev/null || [ $? -eq 1 ]
"$pgnlint" check --no-config --duplicates -f ndjson "$a" "$b" 2>/dev/null | mask >"$work/both.ndjson" || true
"$pgnlint" report -f ndjson "$work/a.ndjson" "$work/b.ndjson" 2>/dev/null | mask >"$work/merged-files.ndjson" || true
if ! cmp -s "$work/both.ndjson" "$work/merged-files.ndjson"; then
  echo "FAIL: two runs merged differ from one run over both files" >&2
  diff "$work/both.ndjson" "$work/merged-files.ndjson" | head -20 >&2
  exit 1
fi
echo "ok: two files in two runs, merged, equal one run over both"
