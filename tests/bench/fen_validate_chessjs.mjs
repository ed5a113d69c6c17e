// Peer for fen_throughput.sh: validates every line of a FEN file with chess.js's validateFen and
// prints "<positions> <valid>" (one FEN per line, six fields).
import { readFileSync } from 'node:fs';
import { validateFen } from 'chess.js';

const lines = readFileSync(process.argv[2], 'latin1').split('\n');
let positions = 0;
let valid = 0;
for (const line of lines) {
  if (line.length === 0) continue;
  ++positions;
  if (validateFen(line).ok) ++valid;
}
console.log(`${positions} ${valid}`);
