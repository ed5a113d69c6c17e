#!/usr/bin/env bash
# Every game of the corpus whose Termination says a time forfeit (PGN/lichess "Time forfeit",
# chess.com "X won on time") and whose result is decisive, with the verdict of the unwinnability
# analysis for the winner on the final position (FIDE 6.9), then the verdict counts.
# Usage: tests/bench/time_forfeit_verdicts.sh [PGNLINT]   (default build/release/pgnlint; the
#        corpus is PGNLINT_CORPUS, by default ../shared/corpus beside the checkout)
set -euo pipefail
here=$(cd "$(dirname "$0")/../.." && pwd)
pgnlint=$(realpath "${1:-$here/build/release/pgnlint}")
corpus=${PGNLINT_CORPUS:-$here/../shared/corpus}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
find "$corpus/games" -name '*.pgn' -print0 | sort -z |
  xargs -0 "$pgnlint" check --jobs 1 --format ndjson --min-severity info > "$out/games.ndjson" || true
python3 - "$pgnlint" "$out" <<'PY'
import collections, json, subprocess, sys
pgnlint, out = sys.argv[1], sys.argv[2]
games = []
for line in open(f"{out}/games.ndjson", "rb"):
    record = json.loads(line)
    if record["type"] != "game":
        continue
    g = record["data"]
    termination = g["tags"].get("Termination")
    result = g["result"]["tag"]
    if not isinstance(termination, str) or result not in ("1-0", "0-1"):
        continue
    if termination.lower() != "time forfeit" and not termination.lower().endswith(" won on time"):
        continue
    games.append((g["file"], g["index"], result, g["final_fen"],
                  [d["code"] for d in g["diagnostics"] if d["code"] in ("R004", "R005", "R006")]))
counts = collections.Counter()
for file, index, result, fen, codes in games:
    side = "white" if result == "1-0" else "black"
    answer = json.loads(subprocess.run([pgnlint, "winnable", "--side", side, "--format", "ndjson", fen],
                                       capture_output=True, text=True).stdout)
    verdict = answer["sides"][0]["verdict"]
    counts[verdict] += 1
    print(f"{file.split('/')[-1]} game {index} {result}: {side} {verdict}; {fen}; check: {','.join(codes) or '-'}")
print(f"{len(games)} decisive time forfeits: " + ", ".join(f"{v} {n}" for v, n in sorted(counts.items())))
PY
