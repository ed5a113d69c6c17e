// Compares, game by game, what chessops saw (chessops_replay.mjs output) with `pgnlint check --format ndjson`:
// illegal main-line moves and their ply, how the game ended on the board, repetition and move-count plies.
// Differences are for a human to judge against the FIDE Laws; this script only lists them.
// Usage: node compare.mjs --peer PEER.ndjson [--manifest MANIFEST.tsv] [--differences OUT.ndjson]
//   MANIFEST.tsv lines: <input file> TAB <pgnlint ndjson output> TAB <pgnlint exit status> TAB <its stderr>.
//   Without --manifest it summarises the peer alone. Exit 0 when it ran, 2 when it could not.
import { createReadStream, readFileSync, openSync, writeSync, closeSync, existsSync } from 'node:fs';
import { createInterface } from 'node:readline';

// Diagnostics after which pgnlint cannot replay the rest of the main line: what chessops calls an illegal move.
// chessops cannot play a null move either; pgnlint passes the turn and goes on, so a null move is where the two
// replays part, and the comparison of that game ends there.
const LINE_STOPPING_DIAGNOSTICS = new Set(['illegal-move', 'ambiguous-move', 'invalid-move-syntax', 'null-move']);
// What pgnlint may call the move chessops rejected: a null move while in check is an illegal move (FIDE 3.9).
const PGNLINT_NAMES_FOR_CHESSOPS_REASON = {
  illegal: ['illegal-move'],
  ambiguous: ['ambiguous-move'],
  null_move: ['null-move', 'illegal-move'],
};
// When several automatic ends fall on the same ply, checkmate takes precedence (FIDE 9.6.2); among the draws
// any is right.
const END_KINDS_BY_PRECEDENCE = [
  'checkmate',
  'stalemate',
  'insufficient_material',
  'fivefold_repetition',
  'seventyfive_moves',
];
const ALIGNMENT_LOOKAHEAD = 200;
const ROSTER_TAGS = ['Event', 'Site', 'Date', 'Round', 'White', 'Black', 'Result'];
// The Seven Tag Roster of a game, enough to find it in the file when reading the differences.
const roster = tags =>
  Object.fromEntries(ROSTER_TAGS.filter(name => tags && name in tags).map(name => [name, tags[name]]));

function parse_args(argv) {
  const options = { peer: null, manifest: null, differences: null };
  for (let i = 0; i < argv.length; i++) {
    const name = argv[i].replace(/^--/, '');
    if (!(name in options) || i + 1 >= argv.length) usage_error(`unknown or incomplete option ${argv[i]}`);
    options[name] = argv[++i];
  }
  if (!options.peer) usage_error('--peer is required');
  return options;
}

function usage_error(message) {
  process.stderr.write(`compare: ${message}\n`);
  process.stderr.write('usage: node compare.mjs --peer PEER.ndjson [--manifest MANIFEST.tsv] [--differences OUT]\n');
  process.exit(2);
}

// Yields the peer's records grouped per input file, in input order, holding one file's games at a time.
async function* peer_files(path) {
  let games = [];
  const lines = createInterface({ input: createReadStream(path, 'utf-8'), crlfDelay: Infinity });
  for await (const line of lines) {
    if (!line) continue;
    const record = JSON.parse(line);
    if (record.type === 'game') games.push(record);
    else if (record.type === 'file') {
      yield { file: record.file, games, info: record };
      games = [];
    }
  }
}

// pgnlint carries tag values that are not UTF-8 as {"bytes": base64}; the peer read the file as UTF-8 with
// replacement characters, so decode the same way before comparing.
const tag_text = value =>
  value === undefined || value === null
    ? ''
    : typeof value === 'string'
    ? value
    : Buffer.from(value.bytes ?? '', 'base64').toString('utf-8');

// Tags as an object of first values, whether pgnlint writes an object or a list of pairs.
function tag_object(tags) {
  if (!Array.isArray(tags)) return tags ?? {};
  const object = {};
  for (const tag of tags) {
    const [name, value] = Array.isArray(tag) ? tag : [tag.name, tag.value];
    if (typeof name === 'string' && !(name in object)) object[name] = value;
  }
  return object;
}

// Every tag but Result (chessops takes Result from the termination marker): Event, White, Black and Round
// alone would also match a tagless fragment with a game that has only other tags.
const alignment_key = tags =>
  Object.keys(tags ?? {})
    .filter(name => name !== 'Result')
    .sort()
    .map(name => `${name}=${tag_text(tags[name])}`)
    .join('\u0000');
// chessops sets the Result tag from the termination marker, so a fragment of movetext can carry that one tag.
const has_no_tags = game => Object.keys(game.tags ?? {}).every(name => name === 'Result');

function read_pgnlint_output(path) {
  const games = [];
  const problems = [];
  let summary = null;
  if (!existsSync(path)) return { games, problems: ['no output file'], summary };
  const text = readFileSync(path, 'utf-8');
  let line_number = 0;
  for (const line of text.split('\n')) {
    line_number++;
    if (!line.trim()) continue;
    let record;
    try {
      record = JSON.parse(line);
    } catch (error) {
      problems.push(`line ${line_number}: not JSON: ${String(error.message).slice(0, 120)}`);
      continue;
    }
    if (record.type === 'game') games.push({ ...record.data, tags: tag_object(record.data?.tags) });
    else if (record.type === 'summary') summary = record.data;
  }
  return { games, problems, summary };
}

// Pairs the two game lists. Equal tag keys pair up; otherwise look ahead in both lists for the nearest
// re-synchronisation, so a game one side split or merged shows as unpaired instead of shifting every later pair.
function align(peer_games, pgnlint_games) {
  const pairs = [];
  const only_peer = [];
  const only_pgnlint = [];
  let i = 0;
  let j = 0;
  const peer_key = k => alignment_key(peer_games[k].tags);
  const pgnlint_key = k => alignment_key(pgnlint_games[k].tags);
  while (i < peer_games.length && j < pgnlint_games.length) {
    if (peer_key(i) === pgnlint_key(j)) {
      pairs.push({ peer: peer_games[i++], pgnlint: pgnlint_games[j++], tags_agree: true });
      continue;
    }
    let skip_peer = null;
    let skip_pgnlint = null;
    for (let d = 1; d <= ALIGNMENT_LOOKAHEAD && skip_peer === null && skip_pgnlint === null; d++) {
      if (i + d < peer_games.length && peer_key(i + d) === pgnlint_key(j)) skip_peer = d;
      else if (j + d < pgnlint_games.length && pgnlint_key(j + d) === peer_key(i)) skip_pgnlint = d;
    }
    if (skip_peer !== null) while (skip_peer--) only_peer.push({ game: peer_games[i++], after: pairs.at(-1) });
    else if (skip_pgnlint !== null) while (skip_pgnlint--) only_pgnlint.push(pgnlint_games[j++]);
    else pairs.push({ peer: peer_games[i++], pgnlint: pgnlint_games[j++], tags_agree: false });
  }
  while (i < peer_games.length) only_peer.push({ game: peer_games[i++], after: pairs.at(-1) });
  while (j < pgnlint_games.length) only_pgnlint.push(pgnlint_games[j++]);
  // chessops ends a game's movetext at a blank line: the rest becomes tagless games of its own. The game they
  // were cut from is then replayed only in part by chessops and cannot be compared.
  for (const { game, after } of only_peer) if (has_no_tags(game) && after) after.split_by_chessops = true;
  return { pairs, only_peer: only_peer.map(entry => entry.game), only_pgnlint };
}

// The peer's ending per FIDE: chessops' own outcome (checkmate, stalemate, insufficient material) plus the
// automatic draws chessops does not declare (fivefold 9.6.1, 75 moves 9.6.2), counted on chessops positions.
function peer_termination(peer) {
  const events = [];
  for (const kind of peer.first_end?.kinds ?? []) events.push({ kind, ply: peer.first_end.ply, winner: peer.first_end.winner });
  if (peer.fivefold) events.push({ kind: 'fivefold_repetition', ply: peer.fivefold.ply, winner: 'none' });
  if (peer.seventyfive_moves_ply !== null) {
    events.push({ kind: 'seventyfive_moves', ply: peer.seventyfive_moves_ply, winner: 'none' });
  }
  if (!events.length) return { kind: 'none', ply: null, winner: 'none', acceptable_kinds: ['none'] };
  const ply = Math.min(...events.map(event => event.ply));
  const at_ply = events.filter(event => event.ply === ply);
  at_ply.sort((a, b) => END_KINDS_BY_PRECEDENCE.indexOf(a.kind) - END_KINDS_BY_PRECEDENCE.indexOf(b.kind));
  const first = at_ply[0];
  const acceptable_kinds = first.kind === 'checkmate' ? ['checkmate'] : at_ply.map(event => event.kind);
  return { ...first, acceptable_kinds };
}

function pgnlint_line_stop(game) {
  let stop = null;
  for (const diagnostic of game.diagnostics ?? []) {
    if ((diagnostic.variation_depth ?? 0) !== 0 || !LINE_STOPPING_DIAGNOSTICS.has(diagnostic.name)) continue;
    if (stop === null || (diagnostic.ply ?? Infinity) < (stop.ply ?? Infinity)) stop = diagnostic;
  }
  return stop;
}

const has_diagnostic = (game, name) => (game.diagnostics ?? []).some(diagnostic => diagnostic.name === name);

// 'replayed', 'unsupported-variant' or 'invalid-start' (a FEN tag that gives no playable position).
function pgnlint_replay_state(game) {
  if (has_diagnostic(game, 'unsupported-variant')) return 'unsupported-variant';
  if (game.replayed === false || has_diagnostic(game, 'invalid-fen-tag')) return 'invalid-start';
  return 'replayed';
}

function peer_replay_state(peer) {
  if (peer.skipped === null) return 'replayed';
  return peer.skipped.startsWith('unsupported-variant') ? 'unsupported-variant' : 'invalid-start';
}

function first_claim(game, kind) {
  const claims = (game.claims ?? []).filter(claim => claim.kind === kind);
  if (!claims.length) return null;
  return claims.reduce((first, claim) => (claim.ply < first.ply ? claim : first));
}

// Board, side to move and (for standard chess, where both write KQkq) castling rights of a FEN.
function position_fields(fen, variant) {
  if (typeof fen !== 'string') return null;
  const fields = fen.trim().split(/\s+/);
  return (variant === 'standard' ? fields.slice(0, 3) : fields.slice(0, 2)).join(' ');
}

// Returns the differences of one paired game; pair.agreed collects what both found (an illegal move at the
// same ply, the same ending, the same claim plies), so the summary shows what the agreement covered.
function compare_pair(pair) {
  const { peer, pgnlint } = pair;
  const found = [];
  pair.agreed = [];
  const add = (category, chessops, pgnlint_value, note) =>
    found.push({ category, chessops, pgnlint: pgnlint_value, ...(note ? { note } : {}) });

  if (!pair.tags_agree) add('alignment.tag_mismatch', peer.tags, pgnlint.tags);
  if (pair.split_by_chessops) {
    add('split_by_chessops', peer.plies, pgnlint.plies, 'chessops ended this game at a blank line in the movetext');
    return found;
  }
  const peer_state = peer_replay_state(peer);
  const lint_state = pgnlint_replay_state(pgnlint);
  if (peer_state !== 'replayed' || lint_state !== 'replayed') {
    if (peer_state !== lint_state) add('skipped', `${peer.skipped ?? 'replayed'} (variant ${peer.variant})`, lint_state);
    return found;
  }

  const stop = pgnlint_line_stop(pgnlint);
  const illegal = peer.illegal;
  const describe_stop = d => d && { ply: d.ply, name: d.name, san: d.san, message: d.message, line: d.line, column: d.column };
  if (illegal && !stop) add('illegal_move.only_chessops', illegal, null);
  else if (!illegal && stop) add('illegal_move.only_pgnlint', null, describe_stop(stop));
  else if (illegal && stop) {
    if (illegal.ply !== stop.ply) add('illegal_move.ply', illegal, describe_stop(stop));
    else if (!(PGNLINT_NAMES_FOR_CHESSOPS_REASON[illegal.reason] ?? [stop.name]).includes(stop.name)) {
      add('illegal_move.kind', illegal, describe_stop(stop));
    } else pair.agreed.push(`line stops: ${stop.name}`);
  }
  // After a disagreement on where the main line stops, the endings describe different positions; after a
  // null move pgnlint replays on where chessops cannot.
  if (Boolean(illegal) !== Boolean(stop) || (illegal && illegal.ply !== stop.ply)) return found;
  if (stop?.name === 'null-move') return found;

  const expected = peer_termination(peer);
  const termination = pgnlint.termination ?? { kind: 'none' };
  const native = peer.first_end ?? { kind: 'none' };
  const termination_view = { ...expected, chessops_native: native };
  delete termination_view.acceptable_kinds;
  if (!expected.acceptable_kinds.includes(termination.kind)) add('termination.kind', termination_view, termination);
  else if (termination.kind !== 'none') {
    if (termination.ply !== expected.ply) add('termination.ply', termination_view, termination);
    else if (termination.kind === 'checkmate' && termination.winner !== expected.winner) {
      add('termination.winner', termination_view, termination);
    } else pair.agreed.push(`termination: ${termination.kind}`);
  }

  const end_ply = expected.ply ?? Infinity;
  const compare_ply = (category, chessops_ply, pgnlint_ply, details) => {
    if ((chessops_ply ?? null) === (pgnlint_ply ?? null)) {
      if (chessops_ply !== null && chessops_ply !== undefined) pair.agreed.push(`same ply: ${category}`);
      return;
    }
    const after_end = Math.min(chessops_ply ?? Infinity, pgnlint_ply ?? Infinity) > end_ply;
    add(after_end ? `${category}.after_game_end` : category, chessops_ply ?? null, pgnlint_ply ?? null, details);
  };
  const threefold = first_claim(pgnlint, 'threefold_repetition');
  compare_ply('threefold', peer.threefold?.ply, threefold?.ply);
  if (peer.threefold && threefold && peer.threefold.ply === threefold.ply) {
    const lint_earlier = (threefold.earlier_plies ?? []).slice(0, 2).join(',');
    if (peer.threefold.earlier_plies.join(',') !== lint_earlier) {
      add('threefold.earlier_plies', peer.threefold.earlier_plies, threefold.earlier_plies ?? null);
    }
  }
  compare_ply('fifty_moves', peer.fifty_moves_ply, first_claim(pgnlint, 'fifty_moves')?.ply);
  // pgnlint reports a fivefold or 75-move end only as the game's termination; compare them up to the end.
  const lint_ply_of = kind => (termination.kind === kind ? termination.ply : null);
  const peer_ply_within_end = ply => (ply !== null && ply !== undefined && ply <= end_ply ? ply : null);
  compare_ply('fivefold', peer_ply_within_end(peer.fivefold?.ply), lint_ply_of('fivefold_repetition'));
  compare_ply('seventyfive_moves', peer_ply_within_end(peer.seventyfive_moves_ply), lint_ply_of('seventyfive_moves'));

  if (pgnlint.plies !== undefined && pgnlint.plies !== peer.plies) add('plies', peer.plies, pgnlint.plies);
  const peer_position = position_fields(peer.final_fen, peer.variant);
  const lint_position = position_fields(pgnlint.final_fen, peer.variant);
  if (lint_position !== null && peer_position !== lint_position) {
    add('final_position', peer.final_fen, pgnlint.final_fen);
  }
  return found;
}

function read_manifest(path) {
  const entries = new Map();
  for (const line of readFileSync(path, 'utf-8').split('\n')) {
    if (!line) continue;
    const [input, output, exit_status, stderr_path] = line.split('\t');
    entries.set(input, { output, exit_status: Number(exit_status), stderr_path });
  }
  return entries;
}

const increment = (counts, key, by = 1) => counts.set(key, (counts.get(key) ?? 0) + by);
const format_counts = counts =>
  [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([key, count]) => `${key}=${count}`)
    .join(' ');

class DifferenceWriter {
  constructor(path) {
    this.fd = path ? openSync(path, 'w') : null;
    this.pending = [];
  }
  write(record) {
    if (this.fd === null) return;
    this.pending.push(JSON.stringify(record) + '\n');
    if (this.pending.length >= 1000) this.flush();
  }
  flush() {
    if (this.fd !== null && this.pending.length) writeSync(this.fd, this.pending.join(''));
    this.pending = [];
  }
  close() {
    this.flush();
    if (this.fd !== null) closeSync(this.fd);
  }
}

async function compare_all(options) {
  const manifest = read_manifest(options.manifest);
  const writer = new DifferenceWriter(options.differences);
  const totals = { files: 0, peer_games: 0, pgnlint_games: 0, paired: 0, agreeing: 0, by_category: new Map() };
  const agreed = new Map();
  const file_lines = [];
  for await (const { file, games: peer_games, info } of peer_files(options.peer)) {
    totals.files++;
    const entry = manifest.get(file);
    const by_category = new Map();
    const note = (category, record) => {
      increment(by_category, category);
      increment(totals.by_category, category);
      writer.write({ file, category, ...record });
    };
    if (info.error) note('peer_failed', { chessops: info.error });
    if (!entry) {
      note('pgnlint_missing', { pgnlint: 'file not in manifest' });
      file_lines.push(`${file}: not run through pgnlint`);
      continue;
    }
    const lint = read_pgnlint_output(entry.output);
    if (entry.exit_status >= 2 || entry.exit_status < 0 || Number.isNaN(entry.exit_status)) {
      const stderr = entry.stderr_path && existsSync(entry.stderr_path) ? readFileSync(entry.stderr_path, 'utf-8') : '';
      note('pgnlint_failed', { pgnlint: { exit_status: entry.exit_status, stderr: stderr.slice(-2000) } });
    }
    for (const problem of lint.problems) note('pgnlint_output', { pgnlint: problem });
    if (peer_games.length !== lint.games.length) {
      note('alignment.game_count', { chessops: peer_games.length, pgnlint: lint.games.length });
    }
    const { pairs, only_peer, only_pgnlint } = align(peer_games, lint.games);
    for (const game of only_peer) {
      note('alignment.only_chessops', { chessops_index: game.index, tags: roster(game.tags), chessops: game.plies });
    }
    for (const game of only_pgnlint) {
      note('alignment.only_pgnlint', { pgnlint_index: game.index, tags: roster(game.tags), pgnlint: game.plies });
    }
    let agreeing = 0;
    for (const pair of pairs) {
      const found = compare_pair(pair);
      if (!found.length) agreeing++;
      for (const fact of pair.agreed) increment(agreed, fact);
      for (const difference of found) {
        const { category, ...rest } = difference;
        note(category, {
          chessops_index: pair.peer.index,
          pgnlint_index: pair.pgnlint.index,
          line: pair.pgnlint.line,
          tags: roster(pair.peer.tags),
          ...rest,
        });
      }
    }
    totals.peer_games += peer_games.length;
    totals.pgnlint_games += lint.games.length;
    totals.paired += pairs.length;
    totals.agreeing += agreeing;
    const count_note = peer_games.length === lint.games.length ? '' : ' GAME COUNTS DIFFER (split differently)';
    file_lines.push(
      `${file}: games chessops=${peer_games.length} pgnlint=${lint.games.length}${count_note} compared=${pairs.length}` +
        ` agree=${agreeing}${by_category.size ? ' differences: ' + format_counts(by_category) : ''}`,
    );
  }
  writer.close();
  const out = [...file_lines, ''];
  out.push(
    `total: files=${totals.files} games chessops=${totals.peer_games} pgnlint=${totals.pgnlint_games}` +
      ` compared=${totals.paired} agree=${totals.agreeing} differing=${totals.paired - totals.agreeing}`,
  );
  out.push(`found by both (paired games): ${format_counts(agreed) || 'nothing'}`);
  out.push(`differences by category: ${format_counts(totals.by_category) || 'none'}`);
  if (options.differences) out.push(`full list of differences: ${options.differences}`);
  process.stdout.write(out.join('\n') + '\n');
}

// Without pgnlint output: what chessops alone found, per file and in total.
async function summarize_peer(options) {
  const totals = { files: 0, games: 0, replayed: 0, plies: 0, skipped: new Map(), ends: new Map() };
  const claims = { threefold: 0, fivefold: 0, fifty_moves: 0, seventyfive_moves: 0, moves_after_end: 0 };
  const illegal_lines = [];
  const out = [];
  for await (const { file, games, info } of peer_files(options.peer)) {
    totals.files++;
    const ends = new Map();
    let illegal = 0;
    for (const game of games) {
      totals.games++;
      if (game.skipped !== null) {
        increment(totals.skipped, game.skipped.startsWith('unsupported-variant') ? `variant ${game.variant}` : game.skipped);
        continue;
      }
      totals.replayed++;
      totals.plies += game.plies;
      const end = peer_termination(game).kind;
      increment(ends, end);
      increment(totals.ends, end);
      if (game.threefold) claims.threefold++;
      if (game.fivefold) claims.fivefold++;
      if (game.fifty_moves_ply !== null) claims.fifty_moves++;
      if (game.seventyfive_moves_ply !== null) claims.seventyfive_moves++;
      if (game.plies_after_end) claims.moves_after_end++;
      if (game.illegal) {
        illegal++;
        const { ply, san, reason, candidates } = game.illegal;
        const tagless = has_no_tags(game) ? ' (no tags: a fragment chessops split off at a blank line?)' : '';
        illegal_lines.push(
          `  ${file} game ${game.index} ply ${ply} ${JSON.stringify(san)} ${reason}` +
            `${candidates ? ' candidates ' + candidates.join(',') : ''}${tagless}`,
        );
      }
    }
    const error = info.error ? ` ERROR ${info.error}` : '';
    out.push(`${file}: games=${games.length} illegal=${illegal} ends: ${format_counts(ends)}${error}`);
  }
  out.push('');
  out.push(`total: files=${totals.files} games=${totals.games} replayed=${totals.replayed} plies=${totals.plies}`);
  out.push(`not replayed: ${format_counts(totals.skipped) || 'none'}`);
  out.push(`endings (chessops outcome + fivefold/75-move counted on chessops positions): ${format_counts(totals.ends)}`);
  out.push(
    `games with: threefold=${claims.threefold} fivefold=${claims.fivefold} fifty_moves=${claims.fifty_moves}` +
      ` seventyfive_moves=${claims.seventyfive_moves} moves_after_end=${claims.moves_after_end}`,
  );
  out.push(`games whose main line chessops could not replay: ${illegal_lines.length}`);
  out.push(...illegal_lines);
  process.stdout.write(out.join('\n') + '\n');
}

async function main() {
  const options = parse_args(process.argv.slice(2));
  try {
    if (options.manifest) await compare_all(options);
    else await summarize_peer(options);
  } catch (error) {
    process.stderr.write(`compare: ${error.stack ?? error}\n`);
    process.exit(2);
  }
}

main();
