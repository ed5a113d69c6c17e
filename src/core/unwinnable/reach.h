// Where each man can ever stand: a semi-static over-approximation of every line of play from a
// position (UNWINNABILITY.md §4.3), and the mate-square test on top of it that proves a side can
// never checkmate. Private to core's unwinnability analysis; the argument is in reach.cpp.
#pragma once

#include <array>
#include <cstdint>

#include "pgnlint/core/position.h"
#include "pgnlint/core/unwinnable.h"

namespace pgnlint::core::detail {

// The least fixpoint of the reach rules for the men of one position. After compute(), for every
// series of legal moves from the position, up to a king's step onto a square of `stalemating`
// (which stalemates: the game ends there, so no line to a checkmate holds one): every man stands
// in its `reach` at every moment, a pawn takes only onto its `takes` (until it promotes), and a
// `fixed` man never moves and is never taken.
class Reach {
public:
    struct Man {
        Square from = SQ_A1;
        Color colour = WHITE;
        PieceType type = NO_PIECE_TYPE;
        Bitboard reach = 0;
        Bitboard takes = 0;     // pawns: the squares they may land on by a capture
        bool promotes = false;  // a pawn that may reach its last rank: from then on any piece
        bool fixed = false;
        // A pawn that never takes (so never leaves its file), never promotes and can never be
        // taken: an enemy pawn on its file can never get past it.
        bool bars_its_file = false;
    };

    // False (and nothing computed) for a position the rules do not model: castling rights, or an
    // en-passant capture possible at the root.
    bool compute(const Position& pos);

    const Man* men() const { return men_.data(); }
    int count() const { return count_; }
    const Man& king(Color c) const { return men_[std::size_t(king_index_[c])]; }
    // The squares of the men that never move and are never taken.
    Bitboard fixed_squares(Color c) const { return fixed_[c]; }
    // The squares some non-king man of colour c may stand on.
    Bitboard occupiable(Color c) const { return occupiable_[c]; }
    // The squares c's king is kept off because stepping there would stalemate the other side
    // (stalemating_steps): outside its reach, though no wall stands there.
    Bitboard stalemating(Color c) const { return stalemating_[c]; }

private:
    bool grow();
    void derive();
    bool grow_man(Man& man);
    Bitboard file_barrier(const Man& pawn) const;
    Bitboard stalemating_steps(Color mover) const;

    std::array<Man, 32> men_{};
    int count_ = 0;
    std::array<int, COLOR_NB> king_index_{};
    std::array<Bitboard, COLOR_NB> fixed_{};
    std::array<Bitboard, COLOR_NB> occupiable_{};
    std::array<Bitboard, COLOR_NB> capture_targets_{};
    std::array<Bitboard, COLOR_NB> always_attacked_{};  // by the colour's fixed men
    std::array<Bitboard, COLOR_NB> stalemating_{};
    Bitboard ever_ = 0;  // every square some man may stand on
};

// unreachable_mate when the reach analysis shows that `side` can never checkmate from pos (no
// square the enemy king can reach can ever be a checkmate); none otherwise. Tens of microseconds.
UnwinnableReason reach_reason(const Position& pos, Color side);

}  // namespace pgnlint::core::detail
