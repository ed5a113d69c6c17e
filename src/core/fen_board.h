// The placement of a parsed FEN as bitboards, with the attack and line queries that position
// validation (position_validation.cpp, impossible_check.cpp) asks before any Position exists.
#pragma once

#include <array>

#include "pgnlint/core/bitboard.h"
#include "pgnlint/core/fen.h"
#include "pgnlint/core/types.h"

namespace pgnlint::core::detail {

struct FenBoard {
    std::array<Bitboard, COLOR_NB> by_color{};
    std::array<Bitboard, PIECE_TYPE_NB> by_type{};
    const ParsedFen* fen = nullptr;

    explicit FenBoard(const ParsedFen& parsed) : fen(&parsed) {
        for (int s = 0; s < SQUARE_NB; ++s) {
            const Piece pc = parsed.board[s];
            if (pc == NO_PIECE) continue;
            by_color[color_of(pc)] |= square_bb(Square(s));
            by_type[type_of(pc)] |= square_bb(Square(s));
        }
    }
    Bitboard occupied() const { return by_color[WHITE] | by_color[BLACK]; }
    Bitboard pieces(Color c, PieceType pt) const { return by_color[c] & by_type[pt]; }
    Piece on(Square s) const { return fen->board[s]; }
    Square king(Color c) const { return lsb(pieces(c, KING)); }

    // Pieces of colour `by` attacking s with the given occupancy; `removed` pieces do not attack.
    Bitboard attackers(Square s, Color by, Bitboard occ, Bitboard removed = 0) const {
        return attackers_to(by, s, occ, by_color[by] & ~removed, by_type);
    }
};

inline bool is_slider(PieceType pt) {
    return pt == BISHOP || pt == ROOK || pt == QUEEN;
}

// Squares strictly between a and b on a line (0 when not aligned or adjacent, or when either is
// SQ_NONE). The callers pass real squares; the guard lets GCC see that, which under the
// sanitizers' instrumentation it otherwise fails to (a -Warray-bounds error).
inline Bitboard strictly_between(Square a, Square b) {
    if (a >= SQUARE_NB || b >= SQUARE_NB) return 0;
    return between_bb(a, b) & ~square_bb(b);
}

}  // namespace pgnlint::core::detail
