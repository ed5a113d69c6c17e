// Every legal move's entry for the passes of the helpmate search (search.cpp, its
// only includer) that may try more than one move a position: scored as the legal move generator
// hands over each group, with the moving piece's type known when compiled, rather than listed
// first and scored move by move; and, on the way, the winner's direct checks for the mate test.
#pragma once

#include <cstddef>
#include <cstdint>

#include "../legal_generator.h"
#include "ordering.h"
#include "pgnlint/core/bitboard.h"
#include "pgnlint/core/movegen.h"
#include "pgnlint/core/position.h"
#include "pgnlint/core/types.h"

namespace pgnlint::core {
namespace {

// What scoring a position's moves found besides the entries.
struct ScoredMoves {
    std::size_t count = 0;        // the legal moves, written or not
    std::size_t best = 0;         // the index of the highest entry
    bool has_quiet_move = false;  // the side to move has a move that takes nothing
};

// A receiver for the legal move generator (legal_generator.h) for one side to move: writes each
// move's entry (MoveOrdering's score << 16 | move), in the generator's order, while there is room.
template <bool WinnerToMove>
class EveryMoveScore {
public:
    static constexpr bool kStopsAtFirst = false;

    EveryMoveScore(const Position& pos, MoveOrdering& ordering, const PositionFacts& facts,
                   bool near_the_end, uint32_t* out, std::size_t room, MoveList& checks)
        : pos_(pos),
          ordering_(ordering),
          facts_(facts),
          checks_(checks),
          out_(out),
          room_(room),
          near_the_end_(near_the_end) {
        checks_.count = 0;
    }

    // For the loser's king steps: what the winner attacks (PositionFacts has it at the loser's
    // move).
    Bitboard enemy_attacks() const requires(!WinnerToMove) { return facts_.winner_attacks; }

    const ScoredMoves& scored() const { return scored_; }

    template <PieceType Moving>
    void piece_moves(detail::PieceTypeConstant<Moving>, Square from, Bitboard targets) {
        note_quiet(targets);
        for (Bitboard b = targets; b;) {
            const Move m(from, pop_lsb(b));
            if constexpr (!WinnerToMove) {
                keep(Moving == KING ? ordering_.loser_king_entry(m)
                                    : ordering_.loser_other_entry(m, Moving));
            } else if constexpr (Moving == KING) {
                keep(ordering_.winner_king_entry(m));  // a king never checks
            } else {
                if (facts_.check_squares[Moving] & square_bb(m.to_sq())) checks_.push(m);
                keep(ordering_.template winner_piece_entry<Moving>(m, near_the_end_));
            }
        }
    }

    void pawn_moves(Bitboard targets, int delta) {
        note_quiet(targets);
        for (Bitboard b = targets; b;) {
            const Square to = pop_lsb(b);
            const Move m(to - delta, to);
            if constexpr (WinnerToMove) {
                if (facts_.check_squares[PAWN] & square_bb(to)) checks_.push(m);
                keep(ordering_.winner_pawn_entry(m, near_the_end_));
            } else {
                keep(ordering_.loser_other_entry(m, PAWN));
            }
        }
    }

    void promotions(Bitboard targets, int delta) {
        for (Bitboard b = targets; b;) {
            const Square to = pop_lsb(b);
            for (PieceType pt : {QUEEN, ROOK, BISHOP, KNIGHT})
                move(Move::make(MoveKind::promotion, to - delta, to, pt));
        }
    }

    // En passant, castling and promotions.
    void move(Move m) {
        const PieceType moving = type_of(pos_.piece_on(m.from_sq()));
        scored_.has_quiet_move |= !pos_.is_capture(m);
        if constexpr (WinnerToMove) {
            if (facts_.checks_directly(pos_, m)) checks_.push(m);
            keep(ordering_.winner_entry(m, moving, near_the_end_));
        } else {
            keep(ordering_.loser_entry(m, moving));
        }
    }

private:
    void note_quiet(Bitboard targets) { scored_.has_quiet_move |= (targets & ~pos_.pieces()) != 0; }

    void keep(uint32_t entry) {
        if (scored_.count < room_) out_[scored_.count] = entry;
        if (entry > best_) {
            best_ = entry;
            scored_.best = scored_.count;
        }
        ++scored_.count;
    }

    const Position& pos_;
    MoveOrdering& ordering_;
    const PositionFacts& facts_;
    MoveList& checks_;
    uint32_t* out_;
    std::size_t room_;
    bool near_the_end_;
    uint32_t best_ = 0;
    ScoredMoves scored_;
};

// Writes the entry of each legal move of pos to `out` (as many as `room` allows; the count says
// how many there are), and in `checks` the winner's direct checks, both in the generator's order.
inline ScoredMoves score_every_move(const Position& pos, Color winner, MoveOrdering& ordering,
                                    const PositionFacts& facts, bool near_the_end, uint32_t* out,
                                    std::size_t room, MoveList& checks) {
    if (pos.side_to_move() == winner) {
        EveryMoveScore<true> score(pos, ordering, facts, near_the_end, out, room, checks);
        detail::generate_moves(pos, score, detail::ALL_PIECE_TYPES, ~Bitboard(0));
        return score.scored();
    }
    EveryMoveScore<false> score(pos, ordering, facts, near_the_end, out, room, checks);
    detail::generate_moves(pos, score, detail::ALL_PIECE_TYPES, ~Bitboard(0));
    return score.scored();
}

}  // namespace
}  // namespace pgnlint::core
