// Whether a side attacks a square, which pieces are pinned and whether a castling king's path is
// safe: the questions move generation asks of a position, apart from setting it up and making
// moves (position.cpp). What a side attacks as a whole is inline in position.h.
#include "pgnlint/core/bitboard.h"
#include "pgnlint/core/position.h"

namespace pgnlint::core {

bool Position::attacked_by(Color c, Square s, Bitboard occupied) const {
    return attackers_to(c, s, occupied, pieces(c), by_type_) != 0;
}

Bitboard Position::pinned(Color c) const {
    const Square ksq = king_square(c);
    Bitboard snipers = ((rook_rays(ksq) & pieces(~c, ROOK, QUEEN)) |
                        (bishop_rays(ksq) & pieces(~c, BISHOP, QUEEN)));
    Bitboard result = 0;
    const Bitboard occupied = pieces();
    while (snipers) {
        const Square sniper = pop_lsb(snipers);
        const Bitboard blockers = between_bb(ksq, sniper) & occupied & ~square_bb(sniper);
        if (blockers && !more_than_one(blockers)) result |= blockers & pieces(c);
    }
    return result;
}

bool Position::castling_king_safe(CastlingRights cr) const {
    // With king and rook lifted, an attack through the rook's square is seen too (Chess960: a
    // rook on b1 may be what shields c1).
    const Color us = (cr & WHITE_CASTLING) ? WHITE : BLACK;
    const Bitboard occupied = pieces() ^ pieces(us, KING) ^ square_bb(castling_rook_[cr]);
    for (Bitboard path = castling_king_path_[cr]; path;)
        if (attacked_by(~us, pop_lsb(path), occupied)) return false;
    return true;
}

}  // namespace pgnlint::core
