#!/usr/bin/env bash
# The unwinnability analysis (FIDE 6.9) on (a) the final position of every time-forfeit game of
# the corpus (a Termination of "Time forfeit", any case, or chess.com's "X won on time"), for the
# winner of a decisive game and for both sides of a drawn one, and (b) synthetic end-of-game
# positions from seeded random playouts: positions/s, mean and maximum microseconds, verdicts.
# The final positions come from `pgnlint check --format ndjson` (its final_fen).
#
# Usage: tests/bench/winnable.sh [BUILD_DIR] [SYNTHETIC_COUNT]
#        (default build/release, 2000; PGNLINT_CORPUS names the corpus, default ../shared/corpus
#        relative to the checkout)
set -euo pipefail
here=$(cd "$(dirname "$0")/../.." && pwd)
build=${1:-$here/build/release}
count=${2:-2000}
corpus=${PGNLINT_CORPUS:-$here/../shared/corpus}
cmake --build "$build" --target core_winnable_bench pgnlint > /dev/null
bench=$build/tests/core/core_winnable_bench
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

find "$corpus/games" -name '*.pgn' -print0 | xargs -0 grep -liE 'Termination "(time forfeit|.* won on time|.*timeout.*)"' \
  | while read -r file; do "$build/pgnlint" check --format ndjson "$file" || true; done \
  | python3 -c '
import json, re, sys
for line in sys.stdin:
    record = json.loads(line)
    if record.get("type") != "game":
        continue
    game = record["data"]
    tags = game.get("tags", {})
    termination = tags.get("Termination", "")
    if not re.search(r"time forfeit|won on time|timeout", termination, re.I) or not game.get("final_fen"):
        continue
    result = tags.get("Result", "*")
    side = {"1-0": "white", "0-1": "black"}.get(result, "both")
    print(game["final_fen"] + "\t" + side)
' > "$work/forfeits.tsv"

echo "== (a) final positions of the corpus's time-forfeit games: $(wc -l < "$work/forfeits.tsv") games"
"$bench" "$work/forfeits.tsv"
echo "== (b) synthetic end-of-game positions: $count random playouts"
"$bench" --synthetic "$count" | grep -v '^unwinnable for'
