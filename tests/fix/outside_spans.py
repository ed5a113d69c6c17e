#!/usr/bin/env python3
"""Checks a --fix result against the fixes the report proposed: FIXED must be ORIGINAL with some
of the report's edits applied and every other byte unchanged (so line ends, comments and
non-UTF-8 bytes outside the fix spans survive). Then checks the report of FIXED (re-checked) for
rules whose every finding had a fix: none of them may be left.

Usage: outside_spans.py ORIGINAL FIXED BEFORE.ndjson AFTER.ndjson
(the reports: `pgnlint check --format ndjson --min-severity info`). Exit 1 with a message on
the first difference."""
import json
import sys


def edits_and_counts(report_path):
    edits, findings, fixable = [], {}, {}
    with open(report_path, encoding="utf-8") as report:
        for line in report:
            record = json.loads(line)
            if record.get("type") != "game":
                continue
            for d in record["data"]["diagnostics"]:
                findings[d["code"]] = findings.get(d["code"], 0) + 1
                fix = d.get("fix")
                if not fix:
                    continue
                fixable[d["code"]] = fixable.get(d["code"], 0) + 1
                for e in fix["edits"]:
                    edits.append((e["offset"], e["length"], e["replacement"].encode("utf-8",
                                                                                   "surrogateescape")))
    return edits, findings, fixable


def fixed_from_edits(original, fixed, edits):
    """Whether fixed is original with a subset of edits applied: a walk over the edits in order
    keeping every (original position, fixed position) still possible."""
    # Insertions at one offset go in the report's order, as --fix applies them.
    edits = sorted(dict.fromkeys(edits), key=lambda e: (e[0], e[1] != 0))
    states = {(0, 0)}
    for offset, length, replacement in edits:
        next_states = set()
        for o, f in states:
            if o > offset:  # inside an applied edit's span: this one cannot apply
                next_states.add((o, f))
                continue
            gap = original[o:offset]
            if fixed[f:f + len(gap)] != gap:
                continue
            f += len(gap)
            next_states.add((offset, f))  # not applied: its bytes are compared with what follows
            if fixed[f:f + len(replacement)] == replacement:
                next_states.add((offset + length, f + len(replacement)))
        states = next_states
        if not states:
            return False
    return any(original[o:] == fixed[f:] for o, f in states)


def main():
    original_path, fixed_path, before_path, after_path = sys.argv[1:5]
    original = open(original_path, "rb").read()
    fixed = open(fixed_path, "rb").read()
    edits, before, fixable = edits_and_counts(before_path)
    if not fixed_from_edits(original, fixed, edits):
        print(f"{fixed_path}: bytes outside the proposed fixes changed, or a fix span holds "
              "other text")
        return 1
    _, after, _ = edits_and_counts(after_path)
    for code, count in sorted(fixable.items()):
        if count == before[code] and after.get(code, 0) > 0:
            print(f"{fixed_path}: {after[code]} finding(s) of {code} left after --fix, whose "
                  f"{count} finding(s) all had a fix")
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
