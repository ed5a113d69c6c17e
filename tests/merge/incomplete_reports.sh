#!/usr/bin/env bash
# `pgnlint report` refuses, with exit 2 and a message naming what is missing, a shard report
# that is absent, cut mid-line, or cut before its shard and summary records; and check --shard
# refuses compressed input and stdin with exit 2.
set -uo pipefail
pgnlint=${1:?usage: incomplete_reports.sh PGNLINT TESTDATA_DIR}
testdata=${2:?usage: incomplete_reports.sh PGNLINT TESTDATA_DIR}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }

pgn=$work/games.pgn
cat "$testdata"/check/world-matches-first-10.pgn "$testdata"/pgn/*.pgn >"$pgn"
for k in 1 2 3; do
  "$pgnlint" check --format ndjson --shard "$k/3" -o "$work/s$k.ndjson" "$pgn" 2>/dev/null
done

"$pgnlint" report "$work/s1.ndjson" "$work/s3.ndjson" >/dev/null 2>"$work/err"
[ $? -eq 2 ] || fail "a missing shard report must exit 2"
grep -q "shard report missing: 2/3" "$work/err" || fail "the message must name shard 2/3: $(cat "$work/err")"

head -c 5000 "$work/s2.ndjson" >"$work/cut.ndjson"
"$pgnlint" report "$work/s1.ndjson" "$work/cut.ndjson" "$work/s3.ndjson" >/dev/null 2>"$work/err"
[ $? -eq 2 ] || fail "a report cut mid-line must exit 2"
grep -q "cut.ndjson: cut short" "$work/err" || fail "the message must name the cut report: $(cat "$work/err")"

head -n -2 "$work/s2.ndjson" >"$work/no-end.ndjson"
"$pgnlint" report "$work/s1.ndjson" "$work/no-end.ndjson" "$work/s3.ndjson" >/dev/null 2>"$work/err"
[ $? -eq 2 ] || fail "a report without its end records must exit 2"
grep -q "no-end.ndjson: cut short: no summary record" "$work/err" || fail "$(cat "$work/err")"

"$pgnlint" report "$work/s1.ndjson" "$work/s2.ndjson" "$work/s2.ndjson" "$work/s3.ndjson" >/dev/null 2>"$work/err"
[ $? -eq 2 ] || fail "a shard given twice must exit 2"
grep -q "shard 2/3 reported twice" "$work/err" || fail "$(cat "$work/err")"

# All three, through stdin in any order: exactly what one run writes.
cat "$work/s3.ndjson" "$work/s1.ndjson" "$work/s2.ndjson" | "$pgnlint" report --format ndjson - 2>/dev/null |
  sed -E 's/"seconds":[0-9.]+/S/' >"$work/merged"
"$pgnlint" check --format ndjson "$pgn" 2>/dev/null | sed -E 's/"seconds":[0-9.]+/S/' >"$work/one"
cmp -s "$work/merged" "$work/one" || fail "shard reports on stdin must merge into one run's report"

"$pgnlint" check --format ndjson --write-baseline "$work/baseline.ndjson" "$pgn" >/dev/null 2>&1
head -c 3000 "$pgn" >"$work/head.pgn"
cat "$work/head.pgn" "$pgn" >"$work/more.pgn"  # the known findings and more
"$pgnlint" check --format ndjson --baseline "$work/baseline.ndjson" "$work/more.pgn" 2>/dev/null |
  sed -E 's/"seconds":[0-9.]+/S/' >"$work/one"
for k in 1 2; do "$pgnlint" check --format ndjson --shard "$k/2" -o "$work/m$k.ndjson" "$work/more.pgn" 2>/dev/null; done
"$pgnlint" report --format ndjson --baseline "$work/baseline.ndjson" "$work/m2.ndjson" "$work/m1.ndjson" 2>/dev/null |
  sed -E 's/"seconds":[0-9.]+/S/' >"$work/merged"
cmp -s "$work/merged" "$work/one" || fail "report --baseline must match check --baseline"

gzip -c "$pgn" >"$work/games.pgn.gz"
"$pgnlint" check --format ndjson --shard 1/2 "$work/games.pgn.gz" >/dev/null 2>"$work/err"
[ $? -eq 2 ] || fail "--shard on gzip input must exit 2"
grep -q "gzip-compressed; a shard cannot start inside a compressed stream" "$work/err" || fail "$(cat "$work/err")"

"$pgnlint" check --format ndjson --shard 1/2 - <"$pgn" >/dev/null 2>"$work/err"
[ $? -eq 2 ] || fail "--shard on stdin must exit 2"
"$pgnlint" check --shard 1/2 "$pgn" >/dev/null 2>"$work/err"
[ $? -eq 2 ] || fail "--shard without --format ndjson must exit 2"
"$pgnlint" check --format ndjson --shard 3/2 "$pgn" >/dev/null 2>"$work/err"
[ $? -eq 2 ] || fail "--shard 3/2 must exit 2"
echo "ok: missing, cut and doubled shard reports, compressed input and stdin are refused with exit 2"
