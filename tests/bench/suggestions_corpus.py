#!/usr/bin/env python3
"""How often "did you mean" names the move a game's later moves prove was played.

Usage: suggestions_corpus.py PGNLINT FILE_OR_DIR...   (e.g. ../shared/corpus/games)

Checks the files (`check --format ndjson`), and for every illegal, ambiguous or unreadable move
(M001, M002, M003) with suggestions mends the game's text as the first suggestion says (the move
replaced, a move inserted before it, or the move left out) and checks the mended game again. The
suggestion is proved when the rest of the line the refused move stood in then replays to its end:
no refused move is left in that line at or after it. This is strict (a second slip further on
counts against the first's suggestion) and, for a game longer than the lookahead the suggestion
was ranked by (lint::kSuggestionLookahead), more than that ranking saw. Prints the counts and,
for a sample, each refused move with its suggestions and whether they were proved.
"""

import json
import subprocess
import sys
import tempfile

REFUSED = {"M001", "M002", "M003"}


def check(pgnlint, paths):
    run = subprocess.run([pgnlint, "check", "--no-config", "--format", "ndjson", "--jobs", "2",
                          "--min-severity", "error", "--fail-on", "error", *paths],
                         capture_output=True, check=False)
    return [json.loads(line) for line in run.stdout.splitlines() if line.strip()]


def game_text(path, start_offset, end_offset):
    with open(path, "rb") as f:
        f.seek(start_offset)
        return f.read(end_offset - start_offset)


def mended(text, offset, san_bytes, suggestion):
    kind = suggestion["kind"]
    new = suggestion.get("san", "").encode()
    if kind == "replace":
        return text[:offset] + new + text[offset + len(san_bytes):]
    if kind == "insert":
        return text[:offset] + new + b" " + text[offset:]
    return text[:offset] + text[offset + len(san_bytes):]  # remove


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    pgnlint, paths = sys.argv[1], sys.argv[2:]
    records = [r["data"] for r in check(pgnlint, paths) if r.get("type") == "game"]
    # Game texts by offsets: a game runs from its start to the next game's start in its file.
    by_file = {}
    for r in records:
        by_file.setdefault(r["file"], []).append(r)
    refused = with_suggestions = first_proved = any_proved = named = 0
    samples = []
    with tempfile.TemporaryDirectory() as scratch:
        for file, games in by_file.items():
            if not isinstance(file, str) or file.endswith((".gz", ".zst", ".bz2")):
                continue
            size = len(open(file, "rb").read())
            for i, game in enumerate(games):
                end = games[i + 1]["offset"] if i + 1 < len(games) else size
                for d in game["diagnostics"]:
                    if d["code"] not in REFUSED:
                        continue
                    refused += 1
                    suggestions = d.get("suggestions", [])
                    if not suggestions:
                        continue
                    with_suggestions += 1
                    if suggestions[0].get("san"):
                        named += 1
                    text = game_text(file, game["offset"], end)
                    at = d["offset"] - game["offset"]
                    san = d["san"].encode() if isinstance(d["san"], str) else b""
                    if text[at:at + len(san)] != san:
                        continue
                    proved = []
                    for s in suggestions:
                        if s["kind"] == "insert" and not s.get("san"):
                            proved.append(False)
                            continue
                        path = f"{scratch}/mended.pgn"
                        with open(path, "wb") as f:
                            f.write(mended(text, at, san, s))
                        again = [r["data"] for r in check(pgnlint, [path])
                                 if r.get("type") == "game"]
                        left = [x for r in again for x in r["diagnostics"]
                                if x["code"] in REFUSED and
                                x["variation_depth"] == d["variation_depth"] and
                                x["ply"] >= d["ply"]]
                        proved.append(len(again) == 1 and not left)
                    first_proved += proved[0]
                    any_proved += any(proved)
                    if len(samples) < 40:
                        samples.append((file, d["line"], d["message"], proved))
    for file, line, message, proved in samples:
        print(f"{file}:{line}: {message}\n    proved: {proved}")
    print(f"refused moves: {refused}; with suggestions: {with_suggestions} "
          f"(naming a move: {named}); first suggestion proved by the later moves: {first_proved}; "
          f"some suggestion proved: {any_proved}")


if __name__ == "__main__":
    main()
