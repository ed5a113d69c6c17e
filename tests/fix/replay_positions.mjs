// Every position of every line (main line and variations) of a PGN file, replayed by chessops, an
// independent reader: one line per move, "GAME PATH FEN", where PATH is the move's place in the
// tree (child indices). A move chessops cannot read cuts its line there. For the round trip by
// hand (corpus_round_trip.sh with CHESSOPS_DIR set): the positions of a file before --fix must
// all be there after it.
// Usage: node replay_positions.mjs FILE   (chessops must be in a node_modules beside the script
// or above it: ES modules ignore NODE_PATH)
import { readFileSync } from 'node:fs';
import { parsePgn, startingPosition, transform } from 'chessops/pgn';
import { parseSan } from 'chessops/san';
import { makeFen } from 'chessops/fen';

const text = readFileSync(process.argv[2], 'latin1');
const out = [];
parsePgn(text).forEach((game, index) => {
  const start = startingPosition(game.headers);
  if (start.isErr) return;
  const tree = transform(game.moves, start.value, (pos, node) => {
    const move = parseSan(pos, node.san);
    if (!move) return undefined;
    pos.play(move);
    return { fen: makeFen(pos.toSetup()) };
  });
  const visit = (node, path) => {
    node.children.forEach((child, i) => {
      const here = `${path}.${i}`;
      out.push(`${index + 1} ${here} ${child.data.fen}`);
      visit(child, here);
    });
  };
  visit(tree, '');
});
process.stdout.write(out.join('\n') + (out.length ? '\n' : ''));
