#!/usr/bin/env bash
# `pgnlint check --fix/--diff` on testdata/fix: each file fixed to its expected bytes, a second
# run changing nothing, --diff | patch -p1 giving the same bytes, --select, --ignore, directives
# and a baseline fixing only what they let through (--fix-baselined the baselined too), stdin to
# stdout, compressed input refused, an input named twice refused, and a write that fails or is
# killed leaving the original intact.
set -uo pipefail
pgnlint=${1:?usage: fix_cli_test.sh PGNLINT TESTDATA_DIR}
data=${2:?usage: fix_cli_test.sh PGNLINT TESTDATA_DIR}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

for input in "$data"/fix/*.pgn; do
  name=$(basename "$input" .pgn)
  expected="$data/fix/$name.fixed"
  mkdir -p "$work/$name"
  cp "$input" "$work/$name/game.pgn"
  (cd "$work/$name" && "$pgnlint" check -q --fix --unsafe-fixes game.pgn 2>/dev/null)
  cmp -s "$work/$name/game.pgn" "$expected" || fail "$name: --fix output differs from $expected"
  cp "$work/$name/game.pgn" "$work/$name/once.pgn"
  (cd "$work/$name" && "$pgnlint" check -q --fix --unsafe-fixes game.pgn 2>/dev/null)
  cmp -s "$work/$name/game.pgn" "$work/$name/once.pgn" || fail "$name: a second --fix changed the file"
  (cd "$work/$name" && "$pgnlint" check --diff --unsafe-fixes game.pgn >/dev/null 2>&1)
  [ $? -eq 0 ] || fail "$name: --diff after --fix still finds something to fix"
  mkdir -p "$work/$name/patched"
  cp "$input" "$work/$name/patched/game.pgn"
  (cd "$work/$name/patched" && "$pgnlint" check --diff --unsafe-fixes game.pgn > ../fix.diff 2>/dev/null)
  [ $? -eq 1 ] || fail "$name: --diff does not exit 1 when there is something to fix"
  (cd "$work/$name/patched" && patch -s -p1 < ../fix.diff) || fail "$name: patch -p1 rejects the diff"
  cmp -s "$work/$name/patched/game.pgn" "$expected" || fail "$name: --diff | patch -p1 differs from --fix"
  cmp -s "$input" "$data/fix/$name.pgn" || fail "$name: the test data was written to"
done

# Without --unsafe-fixes the Result stays as the record says.
cp "$data/fix/R002-result-contradicts-position.pgn" "$work/r2.pgn"
"$pgnlint" check -q --fix "$work/r2.pgn" 2>/dev/null
cmp -s "$work/r2.pgn" "$data/fix/R002-result-contradicts-position.pgn" || fail "an unsafe fix applied without --unsafe-fixes"

# --select: only the selected rules are fixed.
cp "$data/fix/N001-missing-capture-marker.pgn" "$work/sel.pgn"
printf '1. e4 e5 2. Ngf3 Nc6 3. Bb5 a6 4. Bxc6 dc6 *\n' > "$work/sel.pgn"
said=$("$pgnlint" check -q --fix --select N003 "$work/sel.pgn" 2>&1 >/dev/null)
[ "$said" = "pgnlint: fixed 1 finding in 1 file" ] || fail "--fix said: $said"
[ "$(cat "$work/sel.pgn")" = '1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Bxc6 dc6 *' ] || fail "--select N003 fixed more: $(cat "$work/sel.pgn")"

# Directives and --ignore: a disabled rule is not fixed (a game-scope directive, --ignore, and a
# file-scope directive, which puts the filtering in input order, with two jobs).
game='1. e4 e5 2. Ngf3 Nc6 3. Bb5 a6 4. Bxc6 dc6 *'
printf '[Event "a"]\n\n{pgnlint: disable=redundant-disambiguation} %s\n' "$game" > "$work/dir.pgn"
"$pgnlint" check -q --fix "$work/dir.pgn" 2>/dev/null
[ "$(sed -n 3p "$work/dir.pgn")" = '{pgnlint: disable=redundant-disambiguation} 1. e4 e5 2. Ngf3 Nc6 3. Bb5 a6 4. Bxc6 dxc6 *' ] ||
  fail "a game-scope directive: $(cat "$work/dir.pgn")"
printf '[Event "a"]\n\n%s\n' "$game" > "$work/ign.pgn"
"$pgnlint" check -q --fix --ignore N001 "$work/ign.pgn" 2>/dev/null
[ "$(sed -n 3p "$work/ign.pgn")" = '1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Bxc6 dc6 *' ] || fail "--ignore N001: $(cat "$work/ign.pgn")"
printf '{pgnlint: disable=N001}\n\n[Event "a"]\n\n%s\n' "$game" > "$work/file-dir.pgn"
"$pgnlint" check -q --jobs 2 --fix "$work/file-dir.pgn" 2>/dev/null
[ "$(sed -n 5p "$work/file-dir.pgn")" = '1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Bxc6 dc6 *' ] ||
  fail "a file-scope directive: $(cat "$work/file-dir.pgn")"

# A baseline: its findings are not fixed, unless --fix-baselined asks; either way they stay out
# of the report. Game a's N003 (info) is baselined, game b's is new.
printf '[Event "a"]\n\n1. e4 e5 2. Ngf3 Nc6 *\n' > "$work/old.pgn"
printf '[Event "a"]\n\n1. e4 e5 2. Ngf3 Nc6 *\n\n[Event "b"]\n\n1. d4 d5 2. Ngf3 Nc6 *\n' > "$work/new.pgn"
"$pgnlint" check -q --min-severity info --select N003 --write-baseline "$work/base.ndjson" "$work/old.pgn" 2>/dev/null ||
  fail "--write-baseline failed"
for jobs in 1 2; do
  cp "$work/new.pgn" "$work/b.pgn"
  "$pgnlint" check -q --jobs "$jobs" --fix --baseline "$work/base.ndjson" "$work/b.pgn" 2>/dev/null
  [ "$(sed -n 3p "$work/b.pgn")/$(sed -n 7p "$work/b.pgn")" = '1. e4 e5 2. Ngf3 Nc6 */1. d4 d5 2. Nf3 Nc6 *' ] ||
    fail "--jobs $jobs: --baseline without --fix-baselined: $(cat "$work/b.pgn")"
  cp "$work/new.pgn" "$work/b.pgn"
  report=$("$pgnlint" check --jobs "$jobs" --min-severity info --select N003 --fix --fix-baselined \
    --baseline "$work/base.ndjson" "$work/b.pgn" 2>/dev/null)
  [ $? -eq 0 ] || fail "--jobs $jobs: --fix-baselined leaves findings: $report"
  [ -z "$report" ] || fail "--jobs $jobs: --fix-baselined reports: $report"
  [ "$(sed -n 3p "$work/b.pgn")/$(sed -n 7p "$work/b.pgn")" = '1. e4 e5 2. Nf3 Nc6 */1. d4 d5 2. Nf3 Nc6 *' ] ||
    fail "--jobs $jobs: --fix-baselined did not fix the baselined finding: $(cat "$work/b.pgn")"
  # --diff --fix-baselined shows both; a baselined finding is still not reported.
  diff_out=$("$pgnlint" check --jobs "$jobs" --diff --fix-baselined --baseline "$work/base.ndjson" "$work/new.pgn" 2>/dev/null)
  [ "$(printf '%s\n' "$diff_out" | grep -c '^+1\. ')" = 2 ] || fail "--jobs $jobs: --diff --fix-baselined: $diff_out"
  report=$("$pgnlint" check --jobs "$jobs" --min-severity info --select N003 --fix-baselined --diff \
    -o /dev/stdout --baseline "$work/base.ndjson" "$work/new.pgn" 2>/dev/null | grep -c 'N003')
  [ "$report" = 1 ] || fail "--jobs $jobs: --diff --fix-baselined reports the baselined finding ($report lines)"
done
cmp -s "$work/new.pgn" <(printf '[Event "a"]\n\n1. e4 e5 2. Ngf3 Nc6 *\n\n[Event "b"]\n\n1. d4 d5 2. Ngf3 Nc6 *\n') ||
  fail "--diff wrote to its input"

# An input named twice is refused (it would be read again before its first rewrite).
printf '1. e4 e5 2. Ngf3 *\n' > "$work/twice.pgn"
"$pgnlint" check -q --fix "$work/twice.pgn" "$work/../$(basename "$work")/twice.pgn" 2>/dev/null
[ $? -eq 2 ] || fail "an input given twice is not refused with exit 2"
[ "$(cat "$work/twice.pgn")" = '1. e4 e5 2. Ngf3 *' ] || fail "an input given twice was changed"

# Standard input is fixed to standard output.
out=$(printf '1. e4 e5 2. Ngf3 *\n' | "$pgnlint" check --fix - 2>/dev/null)
[ "$out" = '1. e4 e5 2. Nf3 *' ] || fail "stdin --fix wrote '$out'"

# Compressed input is refused with exit 2 and left alone.
printf '1. e4 e5 2. Ngf3 *\n' | gzip > "$work/c.pgn.gz"
cp "$work/c.pgn.gz" "$work/c.orig.gz"
"$pgnlint" check --fix "$work/c.pgn.gz" 2>/dev/null
[ $? -eq 2 ] || fail "compressed input not refused with exit 2"
cmp -s "$work/c.pgn.gz" "$work/c.orig.gz" || fail "compressed input was changed"

# A write that fails (file size limit, SIGXFSZ ignored) exits 2, leaves the original and no
# temporary file; one killed by SIGXFSZ mid-write leaves the original too.
big="$work/fault/big.pgn"
mkdir -p "$work/fault"
for i in $(seq 1 400); do printf '[Event "e"]\n\n1. e4 e5 2. Ngf3 Nc6 *\n\n'; done > "$big"
cp "$big" "$work/fault/orig.pgn"
(trap '' XFSZ; ulimit -f 8; "$pgnlint" check -q --fix "$big" 2>/dev/null)
[ $? -eq 2 ] || fail "a failed write does not exit 2"
cmp -s "$big" "$work/fault/orig.pgn" || fail "a failed write changed the original"
ls "$work/fault" | grep -q pgnlint-fix && fail "a failed write left its temporary file"
(ulimit -f 8; exec "$pgnlint" check -q --fix "$big" 2>/dev/null)
cmp -s "$big" "$work/fault/orig.pgn" || fail "a write killed by SIGXFSZ changed the original"

# Permissions are kept.
printf '1. e4 e5 2. Ngf3 *\n' > "$work/perm.pgn"
chmod 640 "$work/perm.pgn"
"$pgnlint" check -q --fix "$work/perm.pgn" 2>/dev/null
[ "$(stat -c %a "$work/perm.pgn")" = 640 ] || fail "permissions not kept: $(stat -c %a "$work/perm.pgn")"

# Reports carry the fixes: JSON edits, SARIF 2.1.0 fixes, the text mark and the rules column.
m005="$data/fix/M005-missing-check-suffix.pgn"
"$pgnlint" check --format json "$m005" 2>/dev/null | python3 -c '
import json, sys
fixes = [d["fix"] for g in json.load(sys.stdin)["games"] for d in g["diagnostics"] if "fix" in d]
assert fixes == [{"applicability": "safe", "edits": [{"offset": 133, "length": 0, "replacement": "#"}]}], fixes
' || fail "json report: wrong fix"
"$pgnlint" check --format sarif "$m005" 2>/dev/null | python3 -c '
import json, sys
results = json.load(sys.stdin)["runs"][0]["results"]
change = results[0]["fixes"][0]["artifactChanges"][0]
assert change["replacements"] == [{"deletedRegion": {"byteOffset": 133, "byteLength": 0}, "insertedContent": {"text": "#"}}], change
' || fail "sarif report: wrong fixes"
"$pgnlint" check "$m005" 2>/dev/null | grep 'missing-check-suffix\] \[\*\]$' >/dev/null || fail "text report: no [*] mark"
"$pgnlint" rules | grep -E '^M005  missing-check-suffix +warning +safe$' >/dev/null || fail "rules: no fixability column"
"$pgnlint" rules | grep -E '^R002  result-contradicts-position +error +unsafe$' >/dev/null || fail "rules: R002 not unsafe"
"$pgnlint" rules | grep -E '^R004  drawn-time-forfeit +error +unsafe$' >/dev/null || fail "rules: R004 not unsafe"

# Without --unsafe-fixes a drawn time forfeit keeps its decisive result.
cp "$data/fix/R004-drawn-time-forfeit.pgn" "$work/r4.pgn"
"$pgnlint" check -q --fix "$work/r4.pgn" 2>/dev/null
cmp -s "$work/r4.pgn" "$data/fix/R004-drawn-time-forfeit.pgn" || fail "the R004 fix applied without --unsafe-fixes"

if [ "$failures" -ne 0 ]; then echo "$failures failure(s)"; exit 1; fi
echo "fix: every case passed"
