// The search behind legal_origins (movegen.h), in a header of its own so that SAN resolution
// (san.cpp) can inline it for the side to move: it runs on every move of every game.
#pragma once

#include <array>

#include "pgnlint/core/bitboard.h"
#include "pgnlint/core/position.h"
#include "pgnlint/core/types.h"

namespace pgnlint::core::detail {

// The king may step to `to` when no enemy piece attacks it with the king lifted, so that a
// slider's ray through the king's own square still counts.
inline bool king_step_safe(const Position& pos, Color them, Square ksq, Square to) {
    return !pos.attacked_by(them, to, pos.pieces() ^ square_bb(ksq));
}

// Which attack patterns a piece type moves by, as all-or-nothing masks.
struct PieceReach {
    Bitboard knight;
    Bitboard diagonal;
    Bitboard straight;
};
constexpr std::array<PieceReach, PIECE_TYPE_NB> PIECE_REACH = [] {
    constexpr Bitboard ALL = ~Bitboard(0);
    std::array<PieceReach, PIECE_TYPE_NB> reach{};
    reach[KNIGHT] = {ALL, 0, 0};
    reach[BISHOP] = {0, ALL, 0};
    reach[ROOK] = {0, 0, ALL};
    reach[QUEEN] = {0, ALL, ALL};
    return reach;
}();

// SAN's question: from which squares can a piece of type pt legally move to `to`. Piece attacks
// are symmetric, so one lookup from `to` finds the few pieces that reach it, and the pin scan
// runs only when one of them stands on a line through the king. En passant and castling are
// not included (see legal_origins in the header).
template <Color Us>
inline Bitboard origins_to(const Position& pos, PieceType pt, Square to) {
    constexpr Color Them = ~Us;
    constexpr int Down = Us == WHITE ? -8 : 8;
    const Square ksq = pos.king_square(Us);
    const Bitboard occupied = pos.pieces();
    const Bitboard to_bb = square_bb(to);
    if (pos.pieces(Us) & to_bb) return 0;
    if (pt == KING) {
        const bool safe = (king_attacks(ksq) & to_bb) && king_step_safe(pos, Them, ksq, to);
        return safe ? square_bb(ksq) : 0;
    }
    const Bitboard checkers = pos.checkers();
    if (more_than_one(checkers)) return 0;  // double check: only the king may move
    if (checkers && !(between_bb(ksq, lsb(checkers)) & to_bb)) return 0;

    Bitboard origins;
    if (pt != PAWN) {
        // Every knight and slider attack on `to`, each kept or dropped by a mask for pt: a
        // jump on the piece type, which varies as irregularly as the moves, cost more than
        // computing all three.
        const PieceReach& reach = PIECE_REACH[pt];
        const Bitboard attackers = (knight_attacks(to) & reach.knight) |
                                   (bishop_attacks(to, occupied) & reach.diagonal) |
                                   (rook_attacks(to, occupied) & reach.straight);
        origins = pos.pieces(Us, pt) & attackers;
    } else if (occupied & to_bb) {
        origins = pos.pieces(Us, PAWN) & pawn_attacks(Them, to);
    } else {
        const Bitboard one_back = shift<Down>(to_bb);
        origins = pos.pieces(Us, PAWN) & one_back;
        if (!origins && relative_rank(Us, rank_of(to)) == RANK_4 && !(occupied & one_back))
            origins = pos.pieces(Us, PAWN) & shift<Down>(one_back);
    }
    // An origin that alone stands between the king and an enemy slider is pinned: it may move
    // only along that line. Only the king's lines that hold such a slider are searched.
    const Bitboard rook_snipers = rook_rays(ksq) & pos.pieces(Them, ROOK, QUEEN);
    const Bitboard bishop_snipers = bishop_rays(ksq) & pos.pieces(Them, BISHOP, QUEEN);
    const Bitboard pin_lines =
        (rook_snipers ? rook_rays(ksq) : 0) | (bishop_snipers ? bishop_rays(ksq) : 0);
    if (!(origins & pin_lines)) return origins;
    Bitboard snipers = rook_snipers | bishop_snipers;
    while (snipers) {
        const Square sniper = pop_lsb(snipers);
        const Bitboard blockers = between_bb(ksq, sniper) & occupied & ~square_bb(sniper);
        if ((blockers & origins) && !more_than_one(blockers) && !(line_bb(ksq, sniper) & to_bb))
            origins ^= blockers;
    }
    return origins;
}

}  // namespace pgnlint::core::detail
