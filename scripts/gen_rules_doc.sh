#!/usr/bin/env bash
# Regenerates the rule tables of man/pgnlint.1 (DIAGNOSTICS) and docs/rules.md from the rule catalogue
# (`pgnlint rules --format man|markdown`), between their GENERATED RULES marker lines, so the
# documentation cannot drift from the code; tests/report/rules_listing_test.cpp checks it.
# Usage: scripts/gen_rules_doc.sh [PATH_TO_PGNLINT]   (default: build/release/pgnlint)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
pgnlint=${1:-$root/build/release/pgnlint}
[ -x "$pgnlint" ] || { echo "gen_rules_doc.sh: no pgnlint executable at $pgnlint" >&2; exit 2; }

# splice FILE BEGIN_MARKER END_MARKER CONTENT_FILE: replaces the lines between the markers.
splice() {
    local file=$1 begin=$2 end=$3 content=$4 out
    grep -qF -- "$begin" "$file" && grep -qF -- "$end" "$file" ||
        { echo "gen_rules_doc.sh: markers missing in $file" >&2; exit 2; }
    out=$(mktemp)
    # Through the environment: awk -v would interpret the backslash in roff's comment marker.
    BEGIN_MARKER=$begin END_MARKER=$end CONTENT=$content awk '
        index($0, ENVIRON["BEGIN_MARKER"]) == 1 {
            print
            while ((getline line < ENVIRON["CONTENT"]) > 0) print line
            skip = 1
            next
        }
        index($0, ENVIRON["END_MARKER"]) == 1 { skip = 0 }
        !skip { print }' "$file" >"$out"
    cat "$out" >"$file"
    rm -f "$out"
}

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$pgnlint" rules --format man >"$tmp/man"
"$pgnlint" rules --format markdown >"$tmp/markdown"
splice "$root/man/pgnlint.1" '.\" BEGIN GENERATED RULES' '.\" END GENERATED RULES' "$tmp/man"
splice "$root/docs/rules.md" '<!-- BEGIN GENERATED RULES' '<!-- END GENERATED RULES' "$tmp/markdown"
echo "gen_rules_doc.sh: man/pgnlint.1 and docs/rules.md list $(grep -c '^| [A-Z][0-9]' "$tmp/markdown") rules"
