// The move a dive of the helpmate search (search.cpp, its only includer) tries first:
// the move MoveOrdering ranks first, chosen as the move generator hands over each piece's
// targets, so that no move list is written and most moves are never scored one by one; and, on
// the way, the winner's direct checks for the mate test.
#pragma once

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>

#include "../legal_generator.h"
#include "ordering.h"
#include "pgnlint/core/bitboard.h"
#include "pgnlint/core/movegen.h"
#include "pgnlint/core/position.h"
#include "pgnlint/core/types.h"

namespace pgnlint::core {
namespace {

constexpr Square msb(Bitboard b) {
    return Square(63 - std::countl_zero(b));
}

// A receiver for the legal move generator (legal_generator.h), for one side to move. Moves that
// score alike are told apart only by the tie-break, the higher move code, which for one piece (or
// one pawn step) is the higher destination: of each such set only its highest square is scored.
template <bool WinnerToMove>
class DiveChoice {
public:
    static constexpr bool kStopsAtFirst = false;

    DiveChoice(const Position& pos, MoveOrdering& ordering, const PositionFacts& facts,
               bool near_the_end, MoveList& checks)
        : pos_(pos),
          ordering_(ordering),
          facts_(facts),
          checks_(checks),
          near_the_end_(near_the_end) {
        checks_.count = 0;
    }

    // For the loser's king steps: what the winner attacks (PositionFacts has it at the loser's
    // move).
    Bitboard enemy_attacks() const requires(!WinnerToMove) { return facts_.winner_attacks; }

    // The move chosen, Move::none() when there is none.
    Move chosen() const { return best_ ? Move(uint16_t(best_ & 0xFFFF)) : Move::none(); }

    // The piece type is a constant: each type's scoring is compiled for it.
    template <PieceType Moving>
    void piece_moves(detail::PieceTypeConstant<Moving>, Square from, Bitboard targets) {
        constexpr PieceType moving = Moving;
        const auto make = [from](Square to) { return Move(from, to); };
        if constexpr (moving == KING) {
            // A king never checks.
            for (Bitboard b = targets; b;) {
                const Move m = make(pop_lsb(b));
                consider(WinnerToMove ? ordering_.winner_king_entry(m)
                                      : ordering_.loser_king_entry(m));
            }
        } else if constexpr (WinnerToMove) {
            const Bitboard checking = targets & facts_.check_squares[moving];
            note_checks(checking, make);
            // Captures, and checks near the end, have bonuses: each that could win is scored.
            const Bitboard bonus = (targets & pos_.pieces()) | (near_the_end_ ? checking : 0);
            for (Bitboard b =
                     ordering_.piece_moves_that_may_win(moving, bonus, best_, true, near_the_end_);
                 b;)
                consider(
                    ordering_.template winner_piece_entry<moving>(make(pop_lsb(b)), near_the_end_));
            // The other moves score by the view of the zone alone. Where the piece would see no
            // square round the king even on an empty board, they score alike.
            const Bitboard sighted = targets & ~bonus & zone_sight(moving, facts_.target);
            const Bitboard alike = targets & ~bonus & ~sighted;
            if (alike) {
                const Move blind = make(msb(alike));
                if (MoveOrdering::blind_piece_move_at_most(blind) > best_)
                    consider(ordering_.template winner_piece_entry<moving>(blind, near_the_end_));
            }
            // The rest are scored only where their view of an empty board could win.
            const Bitboard may_win =
                ordering_.piece_moves_that_may_win(moving, sighted, best_, false, near_the_end_);
            if (!may_win) return;
            const auto bound = ordering_.template quiet_piece_bound<moving>(from);
            for (Bitboard b = may_win; b;) {
                const Move m = make(pop_lsb(b));
                if (bound.at_most(m) > best_)
                    consider(ordering_.template winner_piece_entry<moving>(m, near_the_end_));
            }
        } else {
            score_each_kind(targets, make, moving);
        }
    }

    void pawn_moves(Bitboard targets, int delta) {
        const auto make = [delta](Square to) { return Move(to - delta, to); };
        if constexpr (WinnerToMove) {
            note_checks(targets & facts_.check_squares[PAWN], make);
            for (Bitboard b = targets; b;)
                consider(ordering_.winner_pawn_entry(make(pop_lsb(b)), near_the_end_));
        } else {
            score_each_kind(targets, make, PAWN);
        }
    }

    void promotions(Bitboard targets, int delta) {
        for (Bitboard b = targets; b;) {
            const Square to = pop_lsb(b);
            const auto make = [&](PieceType pt) {
                return Move::make(MoveKind::promotion, to - delta, to, pt);
            };
            if constexpr (WinnerToMove) {
                // An under-promotion scores far below the queen's (see winner_score_common), so
                // only the queen's can be chosen; but any of the four may be a mating check.
                for (PieceType pt : {QUEEN, ROOK, BISHOP, KNIGHT})
                    if (facts_.checks_directly(pos_, make(pt))) checks_.push(make(pt));
                consider(ordering_.winner_pawn_entry(make(QUEEN), near_the_end_));
            } else {
                for (PieceType pt : {QUEEN, ROOK, BISHOP, KNIGHT}) move(make(pt));
            }
        }
    }

    // En passant and castling, and the loser's promotions.
    void move(Move m) {
        const PieceType moving = type_of(pos_.piece_on(m.from_sq()));
        if constexpr (WinnerToMove) {
            if (facts_.checks_directly(pos_, m)) checks_.push(m);
            consider(ordering_.winner_entry(m, moving, near_the_end_));
        } else {
            consider(ordering_.loser_entry(m, moving));
        }
    }

private:
    void consider(uint32_t scored) { best_ = std::max(best_, scored); }

    // The winner's direct checks, in the generator's order (the mate test takes the first mate
    // it meets).
    template <typename MakeMove>
    void note_checks(Bitboard checking, MakeMove make) {
        for (Bitboard b = checking; b;) checks_.push(make(pop_lsb(b)));
    }

    // A loser's move other than the king's scores by three facts of its destination alone (see
    // MoveOrdering::loser_other_entry): whether it takes, whether it is next to the winner's
    // target king, whether the winner attacks it; the kinds score apart, in that order of
    // weight, so of one piece's moves (or one pawn step's) only the highest of the highest kind
    // that has one is scored.
    template <typename MakeMove>
    void score_each_kind(Bitboard targets, MakeMove make, PieceType moving) {
        const Bitboard quiet = targets & ~pos_.pieces();
        const Bitboard kinds = quiet ? quiet : targets;
        const Bitboard near = kinds & facts_.zone;
        const Bitboard within = near ? near : kinds;
        const Bitboard attacked = within & facts_.winner_attacks;
        const Bitboard best = attacked ? attacked : within;
        if (best) consider(ordering_.loser_other_entry(make(msb(best)), moving));
    }

    const Position& pos_;
    MoveOrdering& ordering_;
    const PositionFacts& facts_;
    MoveList& checks_;
    bool near_the_end_;
    uint32_t best_ = 0;  // the best move's entry (score << 16 | move); 0 while there is none
};

// The move a dive tries first from pos (Move::none() when there is none), and in `checks` the
// winner's direct checks.
inline Move dive_choice(const Position& pos, Color winner, MoveOrdering& ordering,
                        const PositionFacts& facts, bool near_the_end, MoveList& checks) {
    if (pos.side_to_move() == winner) {
        DiveChoice<true> choice(pos, ordering, facts, near_the_end, checks);
        detail::generate_moves(pos, choice, detail::ALL_PIECE_TYPES, ~Bitboard(0));
        return choice.chosen();
    }
    DiveChoice<false> choice(pos, ordering, facts, near_the_end, checks);
    detail::generate_moves(pos, choice, detail::ALL_PIECE_TYPES, ~Bitboard(0));
    return choice.chosen();
}

}  // namespace
}  // namespace pgnlint::core
