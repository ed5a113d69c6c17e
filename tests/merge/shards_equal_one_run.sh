#!/usr/bin/env bash
# check --shard K/N for N in 1 2 3 7 64 on files built to be hard for a shard (comments holding
# lines that start with `[`, CRLF, a game larger than a shard, empty shards, no games at all,
# garbage between games, non-UTF-8 tags), merged by `pgnlint report` with the shard reports in
# reverse order: byte for byte the report of one run, in every format. The only field a run's
# clock writes ("seconds" in json/ndjson, "in N s" in the summary line) is masked.
set -euo pipefail
pgnlint=${1:?usage: shards_equal_one_run.sh PGNLINT TESTDATA_DIR}
testdata=${2:?usage: shards_equal_one_run.sh PGNLINT TESTDATA_DIR}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

mask() { sed -E 's/"seconds":[0-9.]+/"seconds":S/g; s/ in [0-9.]+ s\)/ in S s)/'; }

# The files, each with its reason.
cat "$testdata"/check/world-matches-first-10.pgn "$testdata"/pgn/*.pgn "$testdata"/check/*.pgn \
  "$testdata"/check/endings/*.pgn >"$work/fixtures.pgn"
cat "$testdata"/check/world-matches-first-10.pgn "$testdata"/pgn/chessops__*.pgn | sed 's/$/\r/' >"$work/crlf.pgn"
{
  # A comment whose lines look like tag pairs, after blank lines and not; `%` escape lines;
  # a game that starts with a comment before its tags; tags-only games.
  for i in $(seq 1 40); do
    printf '[Event "e%d"]\n[Site "s"]\n[Result "*"]\n\n1. e4 {a comment\n\n[Event "inside a comment"]\n[White "x"]\n\n[Black "y"]\nstill the comment} e5 2. Nf3 *\n\n' "$i"
    printf '%% an escape line [Event "no"]\n{ before the tags }\n[Event "c%d"]\n[Result "1-0"]\n\n1. d4 d5 2. Qxd5 1-0\n\n' "$i"
    printf '[Event "tags only %d"]\n[Site "a"]\n\n[Event "tags only again"]\n[Site "b"]\n\n' "$i"
  done
} >"$work/comments.pgn"
{
  # Garbage between games (a control byte too: a NUL byte so early would make the whole file
  # binary data, an input error), Latin-1 bytes in a tag, UTF-8 before a finding's column.
  for i in $(seq 1 30); do
    printf 'garbage ]]] }}} ))) 1-0 [[[\n\x01 noise\n\n'
    printf '[Event "g%d"]\n[White "Jos\xe9"]\n[Black "Zoë"]\n\n1. e4 {é} e5 2. Ke3 Qh4 0-1\n\n' "$i"
  done
} >"$work/garbage.pgn"
{
  # One game far larger than a shard (an unclosed comment of 100 kB), small games around it.
  printf '[Event "small"]\n\n1. e4 e5 *\n\n[Event "huge"]\n\n1. e4 {'
  for i in $(seq 1 2000); do printf 'line %d of a long comment with [brackets] and 1-0 *\n' "$i"; done
  printf '} e5 *\n\n[Event "after"]\n\n1. d4 *\n'
} >"$work/huge.pgn"
printf '{ only a comment }\n\n; and a line comment\n\n   \n' >"$work/no-games.pgn"
: >"$work/empty.pgn"

for file in fixtures crlf comments garbage huge no-games empty; do
  pgn=$work/$file.pgn
  for format in text json ndjson sarif junit github; do
    set +e
    "$pgnlint" check --jobs 1 --format "$format" "$pgn" 2>"$work/one.err" | mask >"$work/one.$format"
    echo "$?" >"$work/one.$format.status"
    set -e
  done
  for n in 1 2 3 7 64; do
    reports=()
    # The pipeline (--jobs 2) cuts shards as the sequential loop does.
    jobs=1
    [ "$n" = 3 ] && jobs=2
    for k in $(seq "$n" -1 1); do
      "$pgnlint" check --jobs "$jobs" --format ndjson --shard "$k/$n" -o "$work/shard-$k.ndjson" "$pgn" \
        2>/dev/null || [ $? -eq 1 ]
      reports+=("$work/shard-$k.ndjson")
    done
    for format in text json ndjson sarif junit github; do
      set +e
      "$pgnlint" report --format "$format" "${reports[@]}" 2>"$work/merged.err" | mask >"$work/merged.$format"
      status=$?
      set -e
      if ! cmp -s "$work/one.$format" "$work/merged.$format"; then
        echo "FAIL: $file.pgn in $n shards, $format: the merged report differs from one run" >&2
        diff "$work/one.$format" "$work/merged.$format" | head -20 >&2
        exit 1
      fi
      if [ "$status" != "$(cat "$work/one.$format.status")" ]; then
        echo "FAIL: $file.pgn in $n shards, $format: exit $status, one run $(cat "$work/one.$format.status")" >&2
        cat "$work/merged.err" >&2
        exit 1
      fi
    done
  done
  echo "ok: $file.pgn ($(wc -c <"$pgn") bytes, $(grep -c '"type":"game"' "$work/one.ndjson" || true) games) in 1, 2, 3, 7 and 64 shards, every format"
done
