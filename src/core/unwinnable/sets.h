// Set-wise steps on bitboards for the proofs without search (unwinnable/): every square one king
// step, knight jump or pawn capture away from any square of a set. Private to the analysis.
#pragma once

#include "pgnlint/core/bitboard.h"
#include "pgnlint/core/types.h"

namespace pgnlint::core::detail {

inline Bitboard king_steps(Bitboard b) {
    const Bitboard sideways = ((b & ~FILE_H_BB) << 1) | ((b & ~FILE_A_BB) >> 1);
    const Bitboard row = b | sideways;
    return sideways | (row << 8) | (row >> 8);
}

inline Bitboard pawn_attacks_of(Color c, Bitboard pawns) {
    return c == WHITE ? shift<9>(pawns) | shift<7>(pawns) : shift<-7>(pawns) | shift<-9>(pawns);
}

inline Bitboard knight_steps(Bitboard b) {
    constexpr Bitboard NOT_AB = ~(FILE_A_BB | (FILE_A_BB << 1));
    constexpr Bitboard NOT_GH = ~(FILE_H_BB | (FILE_H_BB >> 1));
    return ((b & ~FILE_H_BB) << 17) | ((b & ~FILE_A_BB) << 15) | ((b & NOT_GH) << 10) |
           ((b & NOT_AB) << 6) | ((b & ~FILE_A_BB) >> 17) | ((b & ~FILE_H_BB) >> 15) |
           ((b & NOT_AB) >> 10) | ((b & NOT_GH) >> 6);
}

// One step along a diagonal, and along a rank or file.
inline Bitboard diagonal_steps(Bitboard b) {
    return shift<9>(b) | shift<7>(b) | shift<-7>(b) | shift<-9>(b);
}
inline Bitboard orthogonal_steps(Bitboard b) {
    return ((b & ~FILE_H_BB) << 1) | ((b & ~FILE_A_BB) >> 1) | (b << 8) | (b >> 8);
}

}  // namespace pgnlint::core::detail
