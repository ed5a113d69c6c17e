// The peer side of the cross-check: replays the main line of every game with chessops (lichess's rules
// library, written independently of pgnlint) and writes one JSON line per game with what chessops saw.
// Usage: node chessops_replay.mjs [--out FILE] PGN...   (default output: stdout)
import { createReadStream, openSync, writeSync, closeSync } from 'node:fs';
import { PgnParser, emptyHeaders, startingPosition } from 'chessops/pgn';
import { parseSan, makeSan } from 'chessops/san';
import { makeFen } from 'chessops/fen';
import { parseSquare, makeSquare } from 'chessops/util';

// Variant tag values chessops replays as standard chess with arbitrary castling rooks (FEN with X-FEN or
// Shredder castling); everything else chessops' parseVariant does not map to 'chess' is skipped.
const CHESS960_NAME = /^(chess[ -]?960|fischer ?r?andom)$/;
const ROSTER_TAGS = ['Event', 'Site', 'Date', 'Round', 'White', 'Black', 'Result'];
const FIFTY_MOVE_PLIES = 100; // FIDE 9.3
const SEVENTY_FIVE_MOVE_PLIES = 150; // FIDE 9.6.2

function classify_variant(headers) {
  const raw = headers.get('Variant');
  if (raw === undefined) return { variant: 'standard', replayable: true };
  const name = raw.trim().toLowerCase();
  if (CHESS960_NAME.test(name)) return { variant: 'chess960', replayable: true };
  const standard_names = ['', 'standard', 'chess', 'normal', 'classical', 'from position'];
  if (standard_names.includes(name)) return { variant: 'standard', replayable: true };
  return { variant: raw, replayable: false };
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

function outcome_kind(pos) {
  const ctx = pos.ctx();
  if (pos.isCheckmate(ctx)) return { kind: 'checkmate', winner: pos.turn === 'white' ? 'black' : 'white' };
  if (pos.isStalemate(ctx)) return { kind: 'stalemate', winner: 'none' };
  if (pos.isInsufficientMaterial()) return { kind: 'insufficient_material', winner: 'none' };
  return { kind: 'none', winner: 'none' };
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
  const tags = {};
  for (const name of ROSTER_TAGS) if (game.headers.has(name)) tags[name] = game.headers.get(name);
  const record = { type: 'game', file, index, tags, variant: null, skipped: null, mainline_tokens: 0, plies: 0 };
  const { variant, replayable } = classify_variant(game.headers);
  record.variant = variant;
  const mainline = [...game.moves.mainline()];
  record.mainline_tokens = mainline.length;
  if (!replayable) {
    record.skipped = 'unsupported-variant';
    return record;
  }
  // chessops' parseVariant knows fewer spellings of Chess960 than CHESS960_NAME; it replays them as 'chess'.
  const setup_headers = new Map(game.headers);
  if (variant === 'chess960') setup_headers.set('Variant', 'Chess960');
  const start = startingPosition(setup_headers);
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
