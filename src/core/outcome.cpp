// Dead positions recognised from material alone (FIDE 5.2.2, 9.6).
#include "pgnlint/core/outcome.h"

namespace pgnlint::core {

bool is_dead_by_material(const Position& pos) {
    if (pos.pieces(PAWN, ROOK) | pos.pieces(QUEEN)) return false;
    const Bitboard knights = pos.pieces(KNIGHT);
    const Bitboard bishops = pos.pieces(BISHOP);
    // K v K, K+N v K, K+B v K: a lone minor piece can never force nor even help mate.
    if (popcount(knights | bishops) <= 1) return true;
    // Only bishops, all on squares of one colour: the squares of the other colour next to a king
    // can never be attacked or blocked by a bishop, so neither king can be mated.
    if (knights) return false;
    return !(bishops & DARK_SQUARES_BB) || !(bishops & ~DARK_SQUARES_BB);
}

}  // namespace pgnlint::core
