// The peer side of the cross-check: replays the main line of every game with chessops (lichess's rules
// library, written independently of pgnlint) and writes one JSON line per game with what chessops saw.
// Usage: node chessops_replay.mjs [--out FILE] PGN...   (default output: stdout)
import { createReadStream, openSync, writeSync, closeSync } from 'node:fs';
import { PgnParser, emptyHeaders, parseVariant, startingPosition } from 'chessops/pgn';
import { parseSan, makeSan } from 'chessops/san';
import { makeFen } from 'chessops/fen';
import { parseSquare, makeSquare } from 'chessops/util';

// chessops replays every Variant its parseVariant maps to 'chess' (castling rooks from the FEN, X-FEN or
// Shredder); these are its Chess960 spellings, told apart only to label the record.
const CHESS960_NAMES = new Set(['chess960', 'chess 960', 'fischerandom', 'fischerrandom', 'fischer random']);
const FIFTY_MOVE_PLIES = 100; // FIDE 9.3
const SEVENTY_FIVE_MOVE_PLIES = 150; // FIDE 9.6.2

function classify_variant(headers) {
  const raw = headers.get('Variant');
  if (parseVariant(raw) !== 'chess') return { variant: raw, replayable: false };
  return { variant: CHESS960_NAMES.has((raw ?? '').toLowerCase()) ? 'chess960' : 'standard', replayable: true };
}

// Labels a SAN that chessops' parseSan rejected, so a human can see why: null move, ambiguous (with the
// candidates, in chessops' own SAN) or illegal. Only chessops' move generation decides; no SAN rules here.
function explain_rejected_san(pos, san) {
  if (san === '--') return { reason: 'null_move' };
  const m = san.match(/^([NBRQK])?([a-h])?([1-8])?[-x]?([a-h][1-8])/);
  if (!m) return { reason: 'illegal' };
  const role_by_letter = { N: 'knight', B: 'bishop', R: 'rook', Q: 'queen', K: 'king' };
  const role = m[1] ? role_by_letter[m[1]] : 'pawn';
  const to = parseSquare(m[4]);
  const candidates = [];
  for (const [from, dests] of pos.allDests()) {
    if (!dests.has(to) || pos.board.getRole(from) !== role) continue;
    const square = makeSquare(from);
    if ((m[2] && square[0] !== m[2]) || (m[3] && square[1] !== m[3])) continue;
    candidates.push(makeSan(pos, { from, to, promotion: role === 'pawn' && (to < 8 || to >= 56) ? 'queen' : undefined }));
  }
  return candidates.length >= 2 ? { reason: 'ambiguous', candidates } : { reason: 'illegal' };
}

// The game's end in this position by chessops' rules; `kinds` lists every one that holds (a stalemate can
// also be a dead position by material, FIDE 5.2.1 and 5.2.2), `kind` the first of them.
function outcome_kind(pos) {
  const ctx = pos.ctx();
  if (pos.isCheckmate(ctx)) {
    return { kind: 'checkmate', kinds: ['checkmate'], winner: pos.turn === 'white' ? 'black' : 'white' };
  }
  const kinds = [];
  if (pos.isStalemate(ctx)) kinds.push('stalemate');
  if (pos.isInsufficientMaterial()) kinds.push('insufficient_material');
  return { kind: kinds[0] ?? 'none', kinds, winner: 'none' };
}

// FIDE 9.2.2/9.2.3 position identity as chessops sees it: board, side to move, castling rights, and the
// en-passant square only when a capture there is legal (toSetup() keeps it only then). No clocks.
const repetition_key = pos => makeFen(pos.toSetup(), { epd: true });

// Tracks occurrences of each position since the last irreversible move, and the first plies at which a
// position occurred a third (threefold claim, 9.2) and a fifth time (automatic draw, 9.6.1).
class RepetitionTracker {
  constructor() {
    this.plies_by_key = new Map();
    this.threefold = null;
    this.fivefold = null;
  }
  record(pos, ply) {
    if (pos.halfmoves === 0) this.plies_by_key.clear();
    const key = repetition_key(pos);
    let plies = this.plies_by_key.get(key);
    if (!plies) this.plies_by_key.set(key, (plies = []));
    plies.push(ply);
    if (plies.length === 3 && !this.threefold) this.threefold = { ply, earlier_plies: plies.slice(0, 2) };
    if (plies.length === 5 && !this.fivefold) this.fivefold = { ply, earlier_plies: plies.slice(0, 4) };
  }
}

function replay_game(game, file, index) {
  // Every tag, so that games align with pgnlint's by their whole tag section (Result excepted: chessops
  // overwrites it with the termination marker).
  const tags = Object.fromEntries(game.headers);
  const record = { type: 'game', file, index, tags, variant: null, skipped: null, mainline_tokens: 0, plies: 0 };
  const { variant, replayable } = classify_variant(game.headers);
  record.variant = variant;
  const mainline = [...game.moves.mainline()];
  record.mainline_tokens = mainline.length;
  if (!replayable) {
    record.skipped = 'unsupported-variant';
    return record;
  }
  const start = startingPosition(game.headers);
  if (start.isErr) {
    record.skipped = `invalid-start-position: ${start.error.message}`;
    return record;
  }
  const pos = start.value;
  const repetitions = new RepetitionTracker();
  repetitions.record(pos, 0);
  let first_end = null;
  let fifty_moves_ply = pos.halfmoves >= FIFTY_MOVE_PLIES ? 0 : null;
  let seventyfive_moves_ply = pos.halfmoves >= SEVENTY_FIVE_MOVE_PLIES ? 0 : null;
  const note_end = ply => {
    if (first_end) return;
    const end = outcome_kind(pos);
    if (end.kind !== 'none') first_end = { ...end, ply };
  };
  note_end(0);
  record.illegal = null;
  for (const node of mainline) {
    const move = parseSan(pos, node.san);
    if (!move) {
      record.illegal = {
        ply: record.plies + 1,
        san: node.san,
        fen_before: makeFen(pos.toSetup()),
        ...explain_rejected_san(pos, node.san),
      };
      break;
    }
    pos.play(move);
    const ply = ++record.plies;
    repetitions.record(pos, ply);
    if (fifty_moves_ply === null && pos.halfmoves >= FIFTY_MOVE_PLIES) fifty_moves_ply = ply;
    if (seventyfive_moves_ply === null && pos.halfmoves >= SEVENTY_FIVE_MOVE_PLIES) seventyfive_moves_ply = ply;
    note_end(ply);
  }
  record.first_end = first_end;
  record.final = outcome_kind(pos);
  record.plies_after_end = first_end ? record.plies - first_end.ply : 0;
  record.threefold = repetitions.threefold;
  record.fivefold = repetitions.fivefold;
  record.fifty_moves_ply = fifty_moves_ply;
  record.seventyfive_moves_ply = seventyfive_moves_ply;
  record.final_fen = makeFen(pos.toSetup());
  return record;
}

class LineWriter {
  constructor(path) {
    this.fd = path ? openSync(path, 'w') : 1;
    this.owns_fd = Boolean(path);
    this.pending = [];
    this.pending_bytes = 0;
  }
  write(object) {
    const line = JSON.stringify(object) + '\n';
    this.pending.push(line);
    this.pending_bytes += line.length;
    if (this.pending_bytes > 1 << 20) this.flush();
  }
  flush() {
    if (this.pending.length) writeSync(this.fd, this.pending.join(''));
    this.pending = [];
    this.pending_bytes = 0;
  }
  close() {
    this.flush();
    if (this.owns_fd) closeSync(this.fd);
  }
}

// chessops splits lines on LF only; a file with bare-CR line endings would read as one line and its games
// would merge. Turning bare CRs into LFs is a transport fix that leaves every token as chessops reads it.
function bare_cr_to_lf(chunk, state) {
  let text = state.held_cr ? '\r' + chunk : chunk;
  state.held_cr = text.endsWith('\r');
  if (state.held_cr) text = text.slice(0, -1);
  return text.replace(/\r(?!\n)/g, '\n');
}

async function replay_file(file, out) {
  let index = 0;
  let parse_errors = 0;
  const started = process.hrtime.bigint();
  // NaN budget = unlimited, as chessops' own parsePgn does: a budget error would stop the whole file.
  const parser = new PgnParser(
    (game, err) => {
      if (err) parse_errors++;
      out.write(replay_game(game, file, ++index));
    },
    emptyHeaders,
    NaN,
  );
  const state = { held_cr: false };
  await new Promise((resolve, reject) => {
    createReadStream(file, { encoding: 'utf-8', highWaterMark: 1 << 20 })
      .on('data', chunk => parser.parse(bare_cr_to_lf(chunk, state), { stream: true }))
      .on('error', reject)
      .on('end', () => {
        parser.parse(state.held_cr ? '\n' : '');
        resolve();
      });
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  out.write({ type: 'file', file, games: index, parse_errors, seconds });
  return index;
}

async function main() {
  const args = process.argv.slice(2);
  let out_path = null;
  const files = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--out') out_path = args[++i];
    else files.push(args[i]);
  }
  if (!files.length) {
    process.stderr.write('usage: node chessops_replay.mjs [--out FILE] PGN...\n');
    process.exit(2);
  }
  const out = new LineWriter(out_path);
  let failed = 0;
  for (const file of files) {
    try {
      await replay_file(file, out);
    } catch (error) {
      failed++;
      out.write({ type: 'file', file, error: String(error) });
      process.stderr.write(`chessops_replay: ${file}: ${error}\n`);
    }
  }
  out.close();
  process.exit(failed ? 2 : 0);
}

main();
