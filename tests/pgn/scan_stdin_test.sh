#!/usr/bin/env bash
# `pgnlint scan` must print the same syntax errors and counts for a file given by name, the
# same file on stdin, and the file compressed with gzip, zstd and bzip2 on stdin.
set -euo pipefail
pgnlint=${1:?usage: scan_stdin_test.sh PGNLINT TESTDATA_PGN_DIR}
dir=${2:?usage: scan_stdin_test.sh PGNLINT TESTDATA_PGN_DIR}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cat "$dir"/*.pgn > "$tmp/all.pgn"
status=0
"$pgnlint" scan "$tmp/all.pgn" > "$tmp/file.out" 2>/dev/null || status=$?
[ "$status" -eq 1 ] || { echo "expected exit 1 (syntax errors), got $status"; exit 1; }
grep -q ' games, ' "$tmp/file.out" || { echo "no summary line"; exit 1; }
sed "s|^$tmp/all.pgn:|-:|" "$tmp/file.out" > "$tmp/expected.out"
for compress in cat "gzip -c" "zstd -q -c" "bzip2 -c"; do
  $compress < "$tmp/all.pgn" > "$tmp/input"
  "$pgnlint" scan - < "$tmp/input" > "$tmp/stdin.out" 2>/dev/null || true
  if ! diff -q "$tmp/expected.out" "$tmp/stdin.out" > /dev/null; then
    echo "stdin through '$compress' differs:"; diff "$tmp/expected.out" "$tmp/stdin.out" | head; exit 1
  fi
done
echo "scan: file and stdin (plain, gzip, zstd, bzip2) agree"
