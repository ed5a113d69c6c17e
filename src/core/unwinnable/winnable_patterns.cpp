// Winnability shown without search for the endings the per-move dead-position check meets that
// the search is slowest to clear: pawnless bishop endings with bishops of both colours, and one
// pair of pawns head-on.
#include "pgnlint/core/unwinnable.h"

namespace pgnlint::core {
namespace {

// With no pawns every man can be brought anywhere its moves reach (kings walk round the others,
// bishops keep their colour, and a king's triangle gives either side a spare tempo), and the side's
// king can take any enemy man that is offered. So the side mates as in one of two patterns, the
// rest of the men taken or parked off the lines that matter:
// - it has bishops of both colours: the loser's king on h8, the side's king on g6, a dark bishop
//   checking from e5 and a light one covering g8 from e6;
// - its bishops are all of one colour and the loser has one of the other: the loser's king in a
//   corner of the side's colour (h1 light, a1 dark), the loser's bishop on the corner's neighbour
//   along the first rank (g1, b1: the other colour), the side's king two squares up (g3, b3)
//   covering the other two neighbours, and the side's bishop checking along the long diagonal
//   from beyond them; the loser's bishop can neither take it nor block, being of the other colour.
// The bishops of both colours on the board and one of them the side's give one of the two.
bool bishops_of_both_colours_mate(const Position& pos, Color side) {
    if (pos.pieces(PAWN) | pos.pieces(KNIGHT, ROOK) | pos.pieces(QUEEN)) return false;
    const Bitboard bishops = pos.pieces(BISHOP);
    return pos.pieces(side, BISHOP) && (bishops & DARK_SQUARES_BB) && (bishops & ~DARK_SQUARES_BB);
}

// Kings and one pair of pawns head-on: the enemy pawn attacks only the two squares
// beside the side's pawn, which leaves the rest of the board one open region. The side's king
// walks to a square beside the enemy pawn while the enemy king keeps out of its way, takes the
// pawn, and its own pawn, now free, queens; king and queen against a lone king on an empty board
// mate (the lone king walks to an edge). Bishops beside them change nothing: on that open board
// each can be brought to the enemy king and taken, which leaves the kings and the pawns.
bool one_pawn_pair_mates(const Position& pos) {
    const Bitboard white_pawns = pos.pieces(WHITE, PAWN);
    return !(pos.pieces(KNIGHT, ROOK) | pos.pieces(QUEEN)) && popcount(white_pawns) == 1 &&
           shift<8>(white_pawns) == pos.pieces(BLACK, PAWN);
}

}  // namespace

// The search needs thousands of nodes (opposite-coloured bishops: tens of thousands) to find
// these mates; they are most of the positions the per-ply check meets that no proof without
// search decides.
bool winnable_without_search(const Position& pos, Color side) {
    return bishops_of_both_colours_mate(pos, side) || one_pawn_pair_mates(pos);
}

}  // namespace pgnlint::core
