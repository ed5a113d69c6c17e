#!/usr/bin/env bash
# The unwinnability analysis on the published data of the Chess Unwinnability Analyzer (CHA,
# miguel-ambrona/D3-Chess; GPL, so it stays outside this repository and is read from a path):
# its test vectors (tests/test-vector.txt: each position labelled with the sides that can mate,
# 3,606 verdicts) through `pgnlint winnable --side both`, and its 30,000 lichess time-forfeit
# positions (tests/lichess-30K-games.txt) through `pgnlint winnable --side last-mover` (CHA's
# default: the side not to move, whose opponent's flag fell), once as a user reads them (the default
# --witness short, which looks a little longer for a short helpmate) and once as a batch
# (--witness first: the first helpmate found; CHA prints none), both on every core (the default
# --jobs), and the batch once more on one thread (--jobs 1), as CHA runs. Prints agreement with the labels,
# undetermined, unsound (unwinnable where a side can mate) and wrong (winnable where it cannot),
# and the whole process's wall and CPU time, beside CHA's quick and full modes when CHA is built
# in that checkout (src/cha, or $CHA). Medians of interleaved repetitions.
#
# Usage: tests/bench/cha_vectors.sh D3_CHESS_DIR [PGNLINT] [REPETITIONS]
#        (default build/release/pgnlint, 3; RUN_MEASURED names the timer, by default
#        build/release/tests/bench/run_measured; CHA_LIMIT sets CHA full's node limit, default its
#        own 500000; VECTORS_REPS the repetitions of the slow vector runs, default 1)
set -euo pipefail
here=$(cd "$(dirname "$0")/../.." && pwd)
data=${1:?usage: cha_vectors.sh D3_CHESS_DIR [PGNLINT] [REPETITIONS]}
pgnlint=$(realpath "${2:-$here/build/release/pgnlint}")
reps=${3:-3}
vector_reps=${VECTORS_REPS:-1}
run_measured=${RUN_MEASURED:-$here/build/release/tests/bench/run_measured}
cha=${CHA:-$data/src/cha}
for f in "$data/tests/test-vector.txt" "$data/tests/lichess-30K-games.txt" "$pgnlint" "$run_measured"; do
  [ -e "$f" ] || { echo "cha_vectors.sh: missing $f" >&2; exit 2; }
done
[ -x "$cha" ] || { echo "cha_vectors.sh: no CHA at $cha: CHA's columns are left out" >&2; cha=; }
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

# The inputs: FENs completed to six fields for pgnlint, "FEN side" lines for CHA, the labels.
python3 - "$data" "$out" <<'PY'
import sys
data, out = sys.argv[1], sys.argv[2]
fens, labels = [], []
for line in open(f"{data}/tests/test-vector.txt"):
    if not line.strip() or line.startswith("#"):
        continue
    label, fen = line.split(None, 1)
    fields = fen.split()
    fields += ["-", "-", "0", "1"][len(fields) - 2:]
    fens.append(" ".join(fields[:6]))
    labels.append(label)
with open(f"{out}/vectors.fen", "w") as f:
    f.write("".join(fen + "\n" for fen in fens))
with open(f"{out}/vectors.labels", "w") as f:
    f.write("".join(label + "\n" for label in labels))
with open(f"{out}/vectors.cha", "w") as f:
    f.write("".join(f"{fen} {side}\n" for fen in fens for side in ("white", "black")))
with open(f"{out}/lichess.fen", "w") as f:
    for line in open(f"{data}/tests/lichess-30K-games.txt"):
        f.write(" ".join(line.split()[:6]) + "\n")
PY

# One timed run: appends "wall cpu rss_kb" to $out/NAME.time, the output to $out/NAME.out.
run_once() {
  local name=$1 status=0
  shift
  rm -f "$out/$name.last"
  "$run_measured" "$out/$name.last" bash -c "$*" > "$out/$name.out" 2> /dev/null || status=$?
  if [ ! -s "$out/$name.last" ] || [ "$status" -ge 2 ]; then
    echo "cha_vectors.sh: $name failed (exit $status)" >&2
    exit 2
  fi
  cat "$out/$name.last" >> "$out/$name.time"
}
median() {  # column $2 of file $1
  awk -v c="$2" '{print $c}' "$1" | sort -g | awk '{v[NR]=$1} END{print (NR%2) ? v[(NR+1)/2] : (v[NR/2]+v[NR/2+1])/2}'
}

echo "CHA's data against pgnlint winnable — $(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) cores"
echo "data:    $data ($(git -C "$data" log -1 --format=%h 2> /dev/null || echo 'not a git checkout'))"
echo "pgnlint: $pgnlint ($("$pgnlint" --version | head -1))"
echo "cha:     ${cha:-none}"
echo "load before: $(uptime | sed 's/.*load average/load average/')"
for rep in $(seq "$vector_reps"); do
  run_once vectors_pgnlint "'$pgnlint' winnable --side both --format ndjson --file '$out/vectors.fen'"
  if [ -n "$cha" ]; then
    run_once vectors_cha_quick "cd '$out' && '$cha' -quick < vectors.cha"
    run_once vectors_cha_full "cd '$out' && '$cha' ${CHA_LIMIT:+-limit $CHA_LIMIT} < vectors.cha"
  fi
done
for rep in $(seq "$reps"); do
  run_once lichess_pgnlint "'$pgnlint' winnable --side last-mover --format ndjson --file '$out/lichess.fen'"
  run_once lichess_pgnlint_first "'$pgnlint' winnable --side last-mover --witness first --format ndjson --file '$out/lichess.fen'"
  run_once lichess_pgnlint_first_j1 "'$pgnlint' winnable --side last-mover --witness first --jobs 1 --format ndjson --file '$out/lichess.fen'"
  if [ -n "$cha" ]; then
    run_once lichess_cha_quick "cd '$out' && '$cha' -quick < '$data/tests/lichess-30K-games.txt'"
    run_once lichess_cha_full "cd '$out' && '$cha' ${CHA_LIMIT:+-limit $CHA_LIMIT} < '$data/tests/lichess-30K-games.txt'"
  fi
done
echo "load after:  $(uptime | sed 's/.*load average/load average/')"
for name in vectors_pgnlint vectors_cha_quick vectors_cha_full lichess_pgnlint lichess_pgnlint_first lichess_pgnlint_first_j1 lichess_cha_quick lichess_cha_full; do
  [ -f "$out/$name.time" ] || continue
  echo "$name $(median "$out/$name.time" 1) $(median "$out/$name.time" 2)" >> "$out/medians"
done

# The verdicts of each tool, against the labels (vectors) and against each other (lichess).
python3 - "$out" <<'PY'
import json, re, sys
out = sys.argv[1]
times = {}
for line in open(f"{out}/medians"):
    name, wall, cpu = line.split()
    times[name] = (float(wall), float(cpu))

def pgnlint_verdicts(path):
    """{(fen, side): verdict} from pgnlint's ndjson."""
    verdicts = {}
    for line in open(path):
        record = json.loads(line)
        for side in record.get("sides", []):
            verdicts[(record["fen"], side["side"])] = side["verdict"]
    return verdicts

def cha_verdicts(path):
    """{(fen, side): verdict} from CHA's lines "VERDICT ... (FEN SIDE)" (quick mode prints only
    the unwinnable ones)."""
    verdicts = {}
    for line in open(path):
        m = re.match(r"(winnable|unwinnable|undetermined)\b.*\((.*)\)\s*$", line)
        if not m:
            continue
        words = m.group(2).split()
        side = words[-1] if words[-1] in ("white", "black") else None
        fen = " ".join(words[:6]) if side else " ".join(words[:6])
        verdicts[(fen, side)] = m.group(1)
    return verdicts

def normal(fen):
    """The first four FEN fields: the tools write the clocks differently."""
    return " ".join(fen.split()[:4])

fens = [line.rstrip("\n") for line in open(f"{out}/vectors.fen")]
labels = [line.strip() for line in open(f"{out}/vectors.labels")]
expected = {}
for fen, label in zip(fens, labels):
    expected[(normal(fen), "white")] = label[0] == "W"
    expected[(normal(fen), "black")] = label[1] == "B"

def score(verdicts, quick=False):
    counts = dict(agree=0, undetermined=0, unsound=0, wrong=0)
    for key, winnable in expected.items():
        verdict = verdicts.get(key, "winnable?" if quick else "missing")
        if verdict == "unwinnable":
            counts["agree" if not winnable else "unsound"] += 1
        elif verdict == "winnable":
            counts["agree" if winnable else "wrong"] += 1
        elif verdict == "winnable?":  # quick mode: not proved unwinnable, no claim either way
            counts["undetermined"] += 0 if winnable else 1
            counts["agree"] += 1 if winnable else 0
        else:
            counts["undetermined"] += 1
    return counts

print()
print(f"{'run':<19} {'verdicts':>8} {'agree':>6} {'undet.':>6} {'unsound':>7} {'wrong':>5} {'wall_s':>8} {'cpu_s':>8}")
rows = [("vectors_pgnlint", "pgnlint", False), ("vectors_cha_quick", "cha", True),
        ("vectors_cha_full", "cha", False)]
for name, tool, quick in rows:
    if name not in times:
        continue
    raw = pgnlint_verdicts(f"{out}/{name}.out") if tool == "pgnlint" else cha_verdicts(f"{out}/{name}.out")
    verdicts = {(normal(fen), side): v for (fen, side), v in raw.items()}
    c = score(verdicts, quick)
    wall, cpu = times[name]
    print(f"{name:<19} {len(expected):>8} {c['agree']:>6} {c['undetermined']:>6} {c['unsound']:>7} {c['wrong']:>5} {wall:>8.3f} {cpu:>8.3f}")
print("(cha_quick claims only unwinnable: a winnable label counts as agreed, an unwinnable one it cannot"
      " prove as undetermined)")

# pgnlint's verdicts that are not the label's, by name: where to look next.
if "vectors_pgnlint" in times:
    raw = pgnlint_verdicts(f"{out}/vectors_pgnlint.out")
    verdicts = {(normal(fen), side): v for (fen, side), v in raw.items()}
    misses = []
    for key, winnable in expected.items():
        verdict = verdicts.get(key, "missing")
        if verdict == ("winnable" if winnable else "unwinnable"):
            continue
        label = "undetermined" if verdict in ("undetermined", "missing") else (
            "UNSOUND" if verdict == "unwinnable" else "WRONG")
        misses.append(f"  {label}: {key[0]} {key[1]} (label: {'winnable' if winnable else 'unwinnable'})")
    if misses:
        print(f"pgnlint's verdicts other than the label's ({len(misses)}, at most 30 shown):")
        print("\n".join(misses[:30]))

# lichess: no labels; pgnlint's verdicts, and where CHA full gives the opposite one.
lichess = [line.rstrip("\n") for line in open(f"{out}/lichess.fen")]
pg = {}
for (fen, side), v in pgnlint_verdicts(f"{out}/lichess_pgnlint.out").items():
    pg[normal(fen)] = v
first = {normal(fen): v for (fen, side), v in pgnlint_verdicts(f"{out}/lichess_pgnlint_first.out").items()}
assert first == pg, "--witness first changed a verdict"
counts = {}
for v in pg.values():
    counts[v] = counts.get(v, 0) + 1
print()
print(f"lichess (last mover): pgnlint verdicts {len(pg)}: " +
      ", ".join(f"{k} {n}" for k, n in sorted(counts.items())))
for name in ("lichess_cha_quick", "lichess_cha_full"):
    if name not in times:
        continue
    cha = {normal(fen): v for (fen, side), v in cha_verdicts(f"{out}/{name}.out").items()}
    opposite = sum(1 for fen, v in cha.items()
                   if v in ("winnable", "unwinnable") and pg.get(fen) in ("winnable", "unwinnable")
                   and pg[fen] != v)
    undetermined = sum(1 for v in cha.values() if v == "undetermined")
    unw = sum(1 for v in cha.values() if v == "unwinnable")
    print(f"  {name}: unwinnable {unw}, undetermined {undetermined}, opposite to pgnlint {opposite}")
print()
print(f"{'run':<24} {'wall_s':>8} {'cpu_s':>8}")
for name in ("lichess_pgnlint", "lichess_pgnlint_first", "lichess_pgnlint_first_j1", "lichess_cha_quick",
             "lichess_cha_full"):
    if name in times:
        print(f"{name:<24} {times[name][0]:>8.3f} {times[name][1]:>8.3f}")
if "lichess_cha_quick" in times:
    qw, qc = times["lichess_cha_quick"]
    for name, words in (("lichess_pgnlint", "--witness short"), ("lichess_pgnlint_first", "--witness first"),
                        ("lichess_pgnlint_first_j1", "--witness first --jobs 1")):
        pw, pc = times[name]
        print(f"pgnlint ({words}) / CHA quick on the lichess positions, whole process: wall {pw / qw:.3f},"
              f" cpu {pc / qc:.3f} ({'MET' if pw <= qw and pc <= qc else 'NOT MET'}: at most 1)")
PY
