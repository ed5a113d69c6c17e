#!/usr/bin/env python3
"""How often "did you mean" finds the move that was meant: slips planted in real games.

Usage: suggestions_slips.py PGNLINT [--games N] [--seed S] FILE...   (e.g. ../shared/corpus/games/*/*/*.pgn)

Real games have few illegal moves (the corpus of 88,672 games has one), so this plants them: it
takes N games at random (main lines only, comments and variations dropped), plants one slip of a
kind a hand or an eye makes at a random move of each, and checks them all in one run. A slip that
leaves a legal move proves nothing and is left out; for the others the first refused move must be
the planted one, and the script counts how often pgnlint's first suggestion is the move as it was
(for a move left out: that move, or a gap no single move fills; for a move written twice: leaving it
out), and how often any suggestion is. Kinds: file (the target file one off), rank (the target rank
one off), piece (another piece letter), case (the piece letter in lower case), missing (a move
left out), doubled (a move written twice). A capture mark dropped or added is no kind here: SAN
reading accepts it (N001, N002), so it never makes a move illegal.
"""

import argparse
import collections
import json
import random
import re
import subprocess
import tempfile

TAG = re.compile(rb'^\[(\w+)\s+"(.*)"\]\s*$')
RESULT = {"1-0", "0-1", "1/2-1/2", "*"}


def games_of(path):
    """(tags, main-line SAN list) for each game of a PGN file."""
    text = open(path, "rb").read().decode("utf-8", "replace")
    for chunk in re.split(r"\n\s*\n(?=\[)", text):
        tags = dict(re.findall(r'^\[(\w+)\s+"(.*)"\]\s*$', chunk, re.M))
        movetext = "\n".join(l for l in chunk.splitlines() if not l.startswith("["))
        movetext = re.sub(r"\{[^}]*\}", " ", movetext)
        movetext = re.sub(r";[^\n]*", " ", movetext)
        while True:  # variations, innermost first
            stripped = re.sub(r"\([^()]*\)", " ", movetext)
            if stripped == movetext:
                break
            movetext = stripped
        tokens = [t for t in re.sub(r"\d+\.+", " ", movetext).split()
                  if not t.startswith("$") and t not in RESULT]
        if tokens and "FEN" not in tags and "Variant" not in tags:
            yield tags, tokens


def plant(kind, moves, at, rng):
    """The moves with a slip of `kind` at `at`, and what a right first suggestion says, or None."""
    move = moves[at]
    body = move.rstrip("+#!?")
    squares = list(re.finditer(r"[a-h][1-8]", body))
    if kind in ("file", "rank"):
        if not squares or body.startswith("O"):
            return None
        target = squares[-1]
        f, r = target.group()[0], target.group()[1]
        if kind == "file":
            choices = [c for c in (chr(ord(f) - 1), chr(ord(f) + 1)) if "a" <= c <= "h"]
            new = rng.choice(choices) + r
        else:
            choices = [c for c in (chr(ord(r) - 1), chr(ord(r) + 1)) if "1" <= c <= "8"]
            new = f + rng.choice(choices)
        slipped = body[:target.start()] + new + body[target.end():]
        return moves[:at] + [slipped] + moves[at + 1:], ("replace", body)
    if kind == "piece":
        if not body or body[0] not in "KQRBN":
            return None
        other = rng.choice([p for p in "KQRBN" if p != body[0]])
        return moves[:at] + [other + body[1:]] + moves[at + 1:], ("replace", body)
    if kind == "case":
        if not body or body[0] not in "KQRN":
            return None
        return moves[:at] + [body[0].lower() + body[1:]] + moves[at + 1:], ("replace", body)
    if kind == "missing":
        if at + 1 >= len(moves):
            return None
        return moves[:at] + moves[at + 1:], ("insert", body)
    if kind == "doubled":
        if at + 1 >= len(moves):
            return None
        # The second writing, at at + 1, is the one refused.
        return moves[:at + 1] + [move] + moves[at + 1:], ("remove", moves[at + 1].rstrip("+#!?"))
    raise ValueError(kind)


def pgn_of(index, moves):
    out = [f'[Event "slip {index}"]', '[Site "?"]', '[Date "????.??.??"]', '[Round "?"]',
           '[White "?"]', '[Black "?"]', '[Result "*"]', ""]
    words = []
    for i, m in enumerate(moves):
        if i % 2 == 0:
            words.append(f"{i // 2 + 1}.")
        words.append(m)
    out.append(" ".join(words) + " *")
    return "\n".join(out) + "\n\n"


def refused_moves(pgnlint, text):
    with tempfile.NamedTemporaryFile("w", suffix=".pgn") as f:
        f.write(text)
        f.flush()
        run = subprocess.run([pgnlint, "check", "--no-config", "--format", "ndjson",
                              "--select", "M001,M002,M003", "--jobs", "2", f.name],
                             capture_output=True, text=True, check=False)
    first = {}
    for line in run.stdout.splitlines():
        record = json.loads(line)
        if record.get("type") != "game":
            continue
        game = record["data"]
        main = [d for d in game["diagnostics"] if d["variation_depth"] == 0]
        if main:
            first[game["index"]] = main[0]
    return first


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("pgnlint")
    parser.add_argument("files", nargs="+")
    parser.add_argument("--games", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    pool = [g for path in sorted(args.files) for g in games_of(path)]
    kinds = ["file", "rank", "piece", "case", "missing", "doubled"]
    planted = []
    for tags, moves in rng.sample(pool, min(args.games * 3, len(pool))):
        if len(planted) == args.games:
            break
        kind = kinds[len(planted) % len(kinds)]
        at = rng.randrange(len(moves))
        slip = plant(kind, moves, at, rng)
        if slip is not None:
            planted.append((kind, moves, at, *slip))
    # The games as they were must replay: those that do not are left out.
    clean = refused_moves(args.pgnlint, "".join(pgn_of(i, p[1]) for i, p in enumerate(planted)))
    planted = [p for i, p in enumerate(planted) if i + 1 not in clean]
    found = refused_moves(args.pgnlint, "".join(pgn_of(i, p[3]) for i, p in enumerate(planted)))
    counts = collections.defaultdict(collections.Counter)
    for i, (kind, _, at, _, (want_kind, want_san)) in enumerate(planted):
        c = counts[kind]
        c["planted"] += 1
        d = found.get(i + 1)
        if d is None:
            c["still legal"] += 1
            continue
        if d["ply"] != at + 1 + (kind == "doubled"):
            c["refused elsewhere"] += 1
            continue
        c["refused there"] += 1
        suggestions = d.get("suggestions", [])
        if not suggestions:
            c["no suggestion"] += 1
            continue
        right = [s["kind"] == want_kind and
                 (s.get("san", "").rstrip("+#") == want_san or
                  (want_kind == "insert" and not s.get("san")))
                 for s in suggestions]
        c["first right"] += right[0]
        c["some right"] += any(right)
    total = collections.Counter()
    print(f"{'slip':10} {'planted':>8} {'legal':>6} {'there':>6} {'none':>6} {'first':>6} {'some':>6}")
    for kind in kinds:
        c = counts[kind]
        total.update(c)
        print(f"{kind:10} {c['planted']:8} {c['still legal']:6} {c['refused there']:6} "
              f"{c['no suggestion']:6} {c['first right']:6} {c['some right']:6}")
    print(f"{'all':10} {total['planted']:8} {total['still legal']:6} {total['refused there']:6} "
          f"{total['no suggestion']:6} {total['first right']:6} {total['some right']:6}")
    there = total["refused there"]
    if there:
        print(f"first suggestion right: {total['first right'] / there:.1%} of the {there} slips "
              f"refused where planted; some suggestion right: {total['some right'] / there:.1%}")


if __name__ == "__main__":
    main()
