#!/usr/bin/env python3
"""Converts PGN games to a lichess-style NDJSON game export (one JSON object per line: id,
variant, initialFen, status, winner, players, createdAt, moves as space-separated main-line SAN),
for tests/bench/ndjson_vs_pgn.sh. Usage: pgn_to_ndjson.py IN.pgn OUT.ndjson

Comments, variations, NAGs and move numbers are dropped; games are cut at tag sections."""
import calendar
import json
import re
import sys

TAG = re.compile(rb'^\[(\w+)\s+"((?:[^"\\]|\\.)*)"\]\s*$')
# Movetext noise: comments, NAGs, move numbers and results; variations are removed separately.
NOISE = re.compile(rb'\{[^}]*\}|;[^\n]*|\$\d+|\d+\.(?:\.\.)?|1-0|0-1|1/2-1/2|\*')


def main_line(movetext):
    movetext = re.sub(rb'\{[^}]*\}', b' ', movetext)
    out, depth = bytearray(), 0
    for byte in movetext:
        if byte == 0x28:
            depth += 1
        elif byte == 0x29:
            depth = max(0, depth - 1)
        elif depth == 0:
            out.append(byte)
    return [t for t in NOISE.sub(b' ', bytes(out)).split() if t not in (b'!', b'?')]


def created_at(date):
    match = re.match(rb'(\d{4})\.(\d{2})\.(\d{2})', date or b'')
    if not match:
        return None
    year, month, day = (int(g) for g in match.groups())
    if not (1 <= month <= 12 and 1 <= day <= 28):
        return None
    return calendar.timegm((year, month, day, 12, 0, 0)) * 1000


def record(number, tags, movetext):
    text = lambda name: tags.get(name, b'').decode('utf-8', 'replace')
    result = tags.get(b'Result', b'*')
    entry = {'id': 'g%07d' % number, 'rated': True}
    variant = text(b'Variant').lower()
    if variant in ('chess960', 'fischerandom'):
        entry['variant'] = 'chess960'
    elif variant and variant != 'standard':
        entry['variant'] = variant
    elif b'FEN' in tags:
        entry['variant'] = 'fromPosition'
    else:
        entry['variant'] = 'standard'
    if b'FEN' in tags:
        entry['initialFen'] = text(b'FEN')
    when = created_at(tags.get(b'Date'))
    if when is not None:
        entry['createdAt'] = when
    entry['status'] = {b'1-0': 'resign', b'0-1': 'resign', b'1/2-1/2': 'draw'}.get(result, 'started')
    entry['players'] = {'white': {'user': {'name': text(b'White') or '?'}},
                        'black': {'user': {'name': text(b'Black') or '?'}}}
    if result == b'1-0':
        entry['winner'] = 'white'
    elif result == b'0-1':
        entry['winner'] = 'black'
    entry['moves'] = b' '.join(main_line(movetext)).decode('utf-8', 'replace')
    return json.dumps(entry, ensure_ascii=False, separators=(',', ':'))


def games(stream):
    tags, movetext, in_moves = {}, [], False
    for line in stream:
        match = TAG.match(line)
        if match and (in_moves or match.group(1) in tags):
            yield tags, b''.join(movetext)
            tags, movetext, in_moves = {}, [], False
        if match:
            tags[match.group(1)] = match.group(2).replace(b'\\"', b'"').replace(b'\\\\', b'\\')
        elif line.strip():
            in_moves = True
            movetext.append(line)
    if tags or movetext:
        yield tags, b''.join(movetext)


def main():
    source, target = sys.argv[1], sys.argv[2]
    count = 0
    with open(source, 'rb') as pgn, open(target, 'w', encoding='utf-8') as out:
        for tags, movetext in games(pgn):
            count += 1
            out.write(record(count, tags, movetext))
            out.write('\n')
    print(f'{count} games written to {target}', file=sys.stderr)


if __name__ == '__main__':
    main()
