// Perft with bulk counting: the last ply is counted by the generator without making moves.
#include "pgnlint/core/perft.h"

namespace pgnlint::core {

uint64_t perft(Position& pos, int depth) {
    if (depth <= 0) return 1;
    if (depth == 1) return count_legal(pos);
    MoveList moves;
    generate_legal(pos, moves);
    uint64_t nodes = 0;
    StateInfo st;
    for (Move m : moves) {
        pos.do_move(m, st);
        nodes += perft(pos, depth - 1);
        pos.undo_move(m);
    }
    return nodes;
}

std::size_t perft_divide(Position& pos, int depth, DivideTable& out) {
    MoveList moves;
    generate_legal(pos, moves);
    StateInfo st;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        pos.do_move(moves[i], st);
        out[i] = DivideEntry{moves[i], perft(pos, depth - 1)};
        pos.undo_move(moves[i]);
    }
    return moves.size();
}

}  // namespace pgnlint::core
