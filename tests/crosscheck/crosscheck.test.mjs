// Self-test of the cross-check on hand-made games: the peer's replay facts (illegal ply, endings, repetition
// and move-count plies) and compare.mjs's verdicts, agreeing and disagreeing. Run: node --test tests/crosscheck/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'crosscheck-test-'));

const KNIGHTS_DANCE = '1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. Nf3 Nf6 6. Ng1 Ng8 7. Nf3 Nf6 8. Ng1 Ng8';
const GAMES = [
  ['Fools mate', '1. f3 e5 2. g4 Qh4# 0-1'],
  ['Illegal', '1. e4 e5 2. Ke3 *'],
  ['Dance', `${KNIGHTS_DANCE} 1/2-1/2`],
  // Black's d5 allows exd6 e.p., so the start of the dance is a different position from its later returns.
  ['Ep dance', `1. e4 Nf6 2. e5 d5 3. Nf3 Nc6 4. Ng1 Nb8 5. Nf3 Nc6 6. Ng1 Nb8 7. Nf3 Nc6 8. Ng1 Nb8 *`],
  ['Null', '1. e4 -- 2. d4 *'],
  // After 1. e4 no e.p. capture is possible, so that position is the same as the one after 5. Ng1.
  ['Impossible ep dance', '1. e4 Nf6 2. Nf3 Ng8 3. Ng1 Nf6 4. Nf3 Ng8 5. Ng1 *'],
  // Stalemate and a dead position by material at once: either is the right ending (FIDE 5.2.1, 5.2.2).
  ['Stalemate dead', '1. Bxc7 1/2-1/2', '2k5/2n5/2KB4/8/8/8/8/8 w - - 0 1'],
];
const pgn = GAMES.map(([event, moves, fen]) => {
  const setup = fen ? `[SetUp "1"]\n[FEN "${fen}"]\n` : '';
  return `[Event "${event}"]\n[White "w"]\n[Black "b"]\n${setup}\n${moves}\n`;
}).join('\n');
const pgn_path = join(work, 'games.pgn');
writeFileSync(pgn_path, pgn);

const run_peer = () => {
  const out = join(work, 'peer.ndjson');
  execFileSync('node', [join(here, 'chessops_replay.mjs'), '--out', out, pgn_path]);
  return { path: out, records: readFileSync(out, 'utf-8').trim().split('\n').map(line => JSON.parse(line)) };
};

test('the peer records what chessops sees in each game', () => {
  const games = run_peer().records.filter(record => record.type === 'game');
  assert.equal(games.length, GAMES.length);
  const [fools, illegal, dance, ep_dance, null_move, impossible_ep_dance] = games;
  assert.deepEqual(fools.first_end, { kind: 'checkmate', kinds: ['checkmate'], winner: 'black', ply: 4 });
  assert.equal(fools.illegal, null);
  assert.equal(illegal.illegal.ply, 3);
  assert.equal(illegal.illegal.san, 'Ke3');
  assert.equal(illegal.plies, 2);
  assert.deepEqual(dance.threefold, { ply: 8, earlier_plies: [0, 4] });
  assert.deepEqual(dance.fivefold, { ply: 16, earlier_plies: [0, 4, 8, 12] });
  assert.equal(dance.fifty_moves_ply, null);
  // After 2... d5 (ply 4) exd6 e.p. is legal, so that position differs from the same placement at plies 8 and
  // 12 (FIDE 9.2.3): no threefold at 12; the first is the position after 3. Nf3's, at 13.
  assert.deepEqual(ep_dance.threefold, { ply: 13, earlier_plies: [5, 9] });
  assert.equal(null_move.illegal.reason, 'null_move');
  assert.equal(null_move.illegal.ply, 2);
  assert.deepEqual(impossible_ep_dance.threefold, { ply: 9, earlier_plies: [1, 5] });
  assert.deepEqual(games[6].first_end, { kind: 'stalemate', kinds: ['stalemate', 'insufficient_material'], winner: 'none', ply: 1 });
});

// pgnlint records as `check --format ndjson` documents them, made from the peer's facts, then altered.
function pgnlint_record(peer, changes = {}) {
  const termination = peer.fivefold
    ? { kind: 'fivefold_repetition', ply: peer.fivefold.ply, winner: 'none' }
    : peer.first_end
    ? { kind: peer.first_end.kind, ply: peer.first_end.ply, winner: peer.first_end.winner }
    : { kind: 'none', ply: 0, winner: 'none' };
  const claims = peer.threefold ? [{ kind: 'threefold_repetition', ...peer.threefold }] : [];
  const diagnostics = peer.illegal
    ? [{ name: peer.illegal.reason === 'null_move' ? 'null-move' : 'illegal-move', ply: peer.illegal.ply, variation_depth: 0 }]
    : [];
  const tags = { ...peer.tags, White: { bytes: Buffer.from(peer.tags.White).toString('base64') } };
  return { type: 'game', data: { index: peer.index, tags, plies: peer.plies, termination, claims, diagnostics, final_fen: peer.final_fen, replayed: true, ...changes } };
}

function run_compare(peer, pgnlint_records) {
  const output = join(work, 'pgnlint.ndjson');
  writeFileSync(output, pgnlint_records.map(record => JSON.stringify(record)).join('\n') + '\n');
  const manifest = join(work, 'manifest.tsv');
  writeFileSync(manifest, `${pgn_path}\t${output}\t1\t\n`);
  const differences = join(work, 'differences.ndjson');
  const summary = execFileSync('node', [join(here, 'compare.mjs'), '--peer', peer.path, '--manifest', manifest, '--differences', differences], { encoding: 'utf-8' });
  const text = readFileSync(differences, 'utf-8').trim();
  return { summary, differences: text ? text.split('\n').map(line => JSON.parse(line)) : [] };
}

test('compare finds no difference when pgnlint reports what chessops saw', () => {
  const peer = run_peer();
  const games = peer.records.filter(record => record.type === 'game');
  const dead = { termination: { kind: 'insufficient_material', ply: 1, winner: null } };
  const records = games.map(game => pgnlint_record(game, game.tags.Event === 'Stalemate dead' ? dead : {}));
  const { summary, differences } = run_compare(peer, records);
  assert.deepEqual(differences, []);
  assert.match(summary, /compared=7 agree=7 differing=0/);
  assert.match(summary, /found by both .*termination: checkmate=1\b/);
  assert.match(summary, /same ply: threefold=3\b/);
});

test('compare lists each kind of disagreement', () => {
  const peer = run_peer();
  const [fools, illegal, dance, ep_dance, null_move, impossible_ep_dance, stalemate_dead] = peer.records.filter(record => record.type === 'game');
  const records = [
    pgnlint_record(fools, { termination: { kind: 'stalemate', ply: 4, winner: 'none' } }),
    pgnlint_record(illegal, { diagnostics: [{ name: 'illegal-move', ply: 4, variation_depth: 0 }] }),
    pgnlint_record(dance, { claims: [{ kind: 'threefold_repetition', ply: 12, earlier_plies: [4, 8] }] }),
    pgnlint_record(ep_dance, { diagnostics: [] , plies: 17 }),
    pgnlint_record(null_move),
    pgnlint_record(impossible_ep_dance, { final_fen: impossible_ep_dance.final_fen.replace(/ [wb] /, turn => (turn === ' w ' ? ' b ' : ' w ')) }),
    pgnlint_record(stalemate_dead, { termination: { kind: 'checkmate', ply: 1, winner: 'white' } }),
  ];
  const { differences } = run_compare(peer, records);
  const categories = differences.map(difference => `${difference.chessops_index}:${difference.category}`).sort();
  assert.deepEqual(categories, ['1:termination.kind', '2:illegal_move.ply', '3:threefold', '4:plies', '6:final_position', '7:termination.kind']);
});

test('compare aligns by tags when pgnlint has a game chessops has not', () => {
  const peer = run_peer();
  const games = peer.records.filter(record => record.type === 'game');
  const extra = { type: 'game', data: { index: 2, tags: { Event: 'Only pgnlint' }, plies: 0, diagnostics: [] } };
  const records = [pgnlint_record(games[0]), extra, ...games.slice(1).map(game => pgnlint_record(game, { index: game.index + 1 }))];
  const { differences } = run_compare(peer, records);
  assert.deepEqual(differences.map(difference => difference.category).sort(), ['alignment.game_count', 'alignment.only_pgnlint']);
});
