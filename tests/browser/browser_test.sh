#!/usr/bin/env bash
# browser_test.sh dom|screenshot|print|update PGNLINT PNG_COMPARE SOURCE_DIR
# Headless Chromium loads the html report of testdata/html/arbiter.pgn (a fixture with every kind
# of ending, claimable draws, an illegal, an ambiguous and a coordinate move, hostile tags).
#   dom:        checks the DOM Chromium built (--dump-dom): one board per position that matters,
#               chosen pieces on their squares, the arrows of the illegal moves and of the moves
#               they may have meant, no reference to anything outside the file, no console
#               message (a failed load logs one).
#   screenshot: compares a screenshot with doc/html-report.png at a coarse tolerance.
#   print:      prints the page to PDF and counts its pages: each game starts a page, and the
#               print stylesheet keeps them short enough that at most one runs onto a second.
#   update:     writes a new doc/html-report.png (look at it before committing it).
#   tournament-dom, tournament-screenshot, tournament-update: the same for the report of
#               `check --trf` on testdata/trf/planted.{trf,pgn}: its crosstable, each mismatch
#               marked and linked to its game, against doc/html-tournament.png.
# Exits 77 (skipped) when chromium is not installed.
set -uo pipefail
mode=${1:?usage: browser_test.sh dom|screenshot|print|update PGNLINT PNG_COMPARE SOURCE_DIR}
pgnlint=${2:?} png_compare=${3:?} source=${4:?}
browser=$(command -v chromium || command -v chromium-browser || true)
if [ -z "$browser" ]; then
  echo "SKIP: chromium is not installed (scripts/setup.sh installs it)"
  exit 77
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

# From the source directory, so that the page names the fixture the same way in every checkout.
inputs=(testdata/html/arbiter.pgn)
reference=doc/html-report.png
case "$mode" in tournament-*)
  inputs=(--trf testdata/trf/planted.trf testdata/trf/planted.pgn)
  reference=doc/html-tournament.png
  mode=${mode#tournament-}
  tournament=1 ;;
esac
(cd "$source" && "$pgnlint" check --no-config --format html --exit-zero -o "$work/report.html" \
  "${inputs[@]}" 2>/dev/null) || { echo "FAIL: pgnlint could not write the report"; exit 1; }

# A fresh profile, no network at all (every host name fails to resolve), nothing in the background.
chrome() {
  "$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --no-first-run \
    --no-default-browser-check --disable-background-networking --disable-component-update \
    --disable-sync --host-resolver-rules="MAP * ~NOTFOUND" --user-data-dir="$work/profile" \
    --force-device-scale-factor=1 --enable-logging=stderr --v=0 "$@"
}

case "${tournament:-0}:$mode" in
1:dom)
  chrome --dump-dom "file://$work/report.html" >"$work/dom.html" 2>"$work/console.log"
  dom="$work/dom.html"
  grep -q '<h2 id="tournament">Tournament report</h2>' "$dom" || fail "no tournament section"
  # One row per player: 7 players, 5 rounds each.
  rows=$(sed -n '/<table class="crosstable">/,/<\/table>/p' "$dom" | grep -o '<th scope="row" class="player"' | wc -l)
  [ "$rows" -eq 7 ] || fail "$rows crosstable rows, expected 7"
  cells=$(grep -o '<td class="round[^"]*" data-round="[1-5]"' "$dom" | wc -l)
  [ "$cells" -eq 35 ] || fail "$cells round cells, expected 35"
  # Both cells of the pairings with a finding about their game: the forfeit with moves (round
  # 3), the result (round 4), the colours and the duplicate (round 5); both of the missing game.
  n=$(grep -o 'class="round mismatch"' "$dom" | wc -l)
  [ "$n" -eq 8 ] || fail "$n mismatch cells, expected 8"
  n=$(grep -o 'class="round missing"' "$dom" | wc -l)
  [ "$n" -eq 2 ] || fail "$n missing cells, expected 2"
  # Each mismatch links to the section of its game, and that section exists.
  sed 's|</td>|</td>\n|g' "$dom" | grep 'class="round mismatch"' | grep -o 'href="#game-[0-9]*"' |
    sort -u >"$work/links"
  [ "$(wc -l <"$work/links")" -eq 4 ] || fail "mismatch cells link to $(wc -l <"$work/links") games, expected 4"
  while read -r link; do
    id=${link#href=\"#}; id=${id%\"}
    grep -c "<section class=\"game\" id=\"$id\">" "$dom" >/dev/null || fail "no section $id"
  done <"$work/links"
  for code in P001 P007 P008 P009; do
    grep -c "<li class=\"finding[^\"]*\" data-rule=\"$code\"" "$dom" >/dev/null ||
      fail "the report file's $code finding is not listed"
  done
  grep -q 'Søndergaard, Ida' "$dom" || fail "an accented name is not shown as written"
  if grep -Eq 'CONSOLE|Uncaught|Failed to load resource' "$work/console.log"; then
    fail "console messages:"
    grep -E 'CONSOLE|Uncaught|Failed to load resource' "$work/console.log"
  fi
  ;;
1:print)
  echo "the print mode is the plain report's"
  exit 2
  ;;
0:dom)
  chrome --dump-dom "file://$work/report.html" >"$work/dom.html" 2>"$work/console.log"
  dom="$work/dom.html"
  grep -q '<h2 id="summary">' "$dom" || fail "the DOM has no summary heading: the page did not load"
  # Boards: 3 before illegal or ambiguous moves (2. Ra3, 3. g1f3, 3. Nd2), 6 final positions,
  # 3 positions where a draw became claimable (the fourth is a start position), 5 start
  # positions of FEN tags.
  boards=$(grep -o '<figure class="diagram"' "$dom" | wc -l)
  [ "$boards" -eq 17 ] || fail "$boards boards, expected 17"
  for kind in illegal-move:2 ambiguous-move:1 checkmate:1 stalemate:1 insufficient_material:1 \
      dead_position:1 fivefold_repetition:1 seventyfive_moves:1 threefold_repetition:2 \
      fifty_moves:1 start:5; do
    n=$(grep -o "<figure class=\"diagram\" data-kind=\"${kind%:*}\"" "$dom" | wc -l)
    [ "$n" -eq "${kind#*:}" ] || fail "$n boards of kind ${kind%:*}, expected ${kind#*:}"
  done
  [ "$(grep -o '<figcaption>' "$dom" | wc -l)" -eq "$boards" ] ||
    fail "a board without its description"
  # One figure per line, to look inside a given board.
  sed 's|</figure>|</figure>\n|g' "$dom" >"$work/figures.html"
  # grep -c, not -q, reads to the end: under pipefail, grep -q leaving early kills the writer
  # with SIGPIPE and fails the pipeline, and did so now and then.
  board_has() {  # KIND PATTERN: some board of that kind contains PATTERN
    grep "<figure class=\"diagram\" data-kind=\"$1\"" "$work/figures.html" | grep -c -- "$2" >/dev/null ||
      fail "no $1 board with $2"
  }
  board_with_both() {  # KIND PATTERN PATTERN: one board of that kind contains both
    grep "<figure class=\"diagram\" data-kind=\"$1\"" "$work/figures.html" | grep -- "$2" |
      grep -c -- "$3" >/dev/null || fail "no $1 board with both $2 and $3"
  }
  board_has checkmate 'data-square="h4" data-piece="bQ"'
  # The last move, origin and target: 2... Qh4# before the mate, 1... e5 before 2. Ra3.
  board_with_both checkmate 'class="last-move-from" data-highlight="d8"' \
    'class="last-move-to" data-highlight="h4"'
  board_with_both illegal-move 'class="arrow attempted" data-from="a1" data-to="a3"' \
    'class="last-move-from" data-highlight="e7"'
  board_with_both illegal-move 'class="arrow attempted" data-from="a1" data-to="a3"' \
    'class="last-move-to" data-highlight="e5"'
  board_has checkmate 'data-square="e1" data-piece="wK"'
  board_has stalemate 'data-square="f7" data-piece="wQ"'
  board_has stalemate 'data-square="h8" data-piece="bK"'
  board_has dead_position 'data-square="e2" data-piece="wK"'
  board_has illegal-move 'class="arrow attempted" data-from="a1" data-to="a3"'
  board_has illegal-move 'class="arrow attempted" data-from="g1" data-to="f3"'
  # "Did you mean" for 2. Ra3: the pawn's a3 and the knight's Na3, green beside the red attempt.
  board_with_both illegal-move 'class="arrow attempted" data-from="a1" data-to="a3"' \
    'class="arrow suggested" data-from="a2" data-to="a3"'
  board_with_both illegal-move 'class="arrow attempted" data-from="a1" data-to="a3"' \
    'class="arrow suggested" data-from="b1" data-to="a3"'
  board_has ambiguous-move 'class="arrow candidate" data-from="b1" data-to="d2"'
  board_has ambiguous-move 'class="arrow candidate" data-from="f3" data-to="d2"'
  # Hostile tags are text, never markup.
  grep -q '<script' "$dom" && fail "a <script> element in the DOM"
  grep -q '&lt;script&gt;alert(1)&lt;/script&gt;' "$dom" || fail "the hostile White tag is not shown as text"
  # Nothing outside the file: no http(s) reference in any src or href, no url() in the styles.
  grep -Eq '(src|href)="(https?:)?//' "$dom" && fail "an external reference in the DOM"
  grep -Eq 'url\(|@import|<link ' "$dom" && fail "a url(), @import or <link> in the page"
  # Console messages (errors, failed loads) appear in Chromium's log as CONSOLE lines.
  if grep -Eq 'CONSOLE|Uncaught|Failed to load resource' "$work/console.log"; then
    fail "console messages:"
    grep -E 'CONSOLE|Uncaught|Failed to load resource' "$work/console.log"
  fi
  ;;
0:print)
  chrome --no-pdf-header-footer --print-to-pdf="$work/report.pdf" "file://$work/report.html" \
    >/dev/null 2>"$work/console.log"
  [ -s "$work/report.pdf" ] || { echo "FAIL: no PDF"; cat "$work/console.log"; exit 1; }
  # Chromium writes each page's dictionary as plain text; \b leaves out the /Pages nodes. The
  # summary and the contents take a page each, then the 11 games shown: 13 pages if every game
  # fits its page. Game 12 (a start position, two long findings and a dead position) goes on to
  # a 14th. Before the print stylesheet was tuned, the page printed on 19.
  pages=$(grep -a -o '/Type /Page\b' "$work/report.pdf" | wc -l)
  [ "$pages" -ge 13 ] && [ "$pages" -le 14 ] || fail "$pages printed pages, expected 13 or 14"
  ;;
*:screenshot | *:update)
  chrome --window-size=900,2200 --screenshot="$work/shot.png" "file://$work/report.html" \
    >/dev/null 2>"$work/console.log"
  [ -s "$work/shot.png" ] || { echo "FAIL: no screenshot"; cat "$work/console.log"; exit 1; }
  if [ "$mode" = update ]; then
    cp "$work/shot.png" "$source/$reference"
    echo "wrote $source/$reference"
    exit 0
  fi
  "$png_compare" "$work/shot.png" "$source/$reference" ||
    fail "the screenshot no longer looks like $reference (rerun with 'update' after looking)"
  ;;
*)
  echo "unknown mode $mode"
  exit 2
  ;;
esac

[ "$failures" -eq 0 ] && echo "ok: html report in Chromium ($mode)"
[ "$failures" -eq 0 ]
