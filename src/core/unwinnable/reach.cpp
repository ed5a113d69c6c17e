// Where each man can ever stand (UNWINNABILITY.md §4.3), and the proof built on it that a side
// can never checkmate: no square the enemy king can ever reach can be a mate.
//
// The reach rules. Every man starts with its own square; the sets only grow, by these rules, until
// nothing changes (the least fixpoint):
// - a king steps to a neighbour of its reach that holds no fixed man of its own and that no fixed
//   enemy man attacks (through squares no man can ever stand on);
// - a knight jumps, and a bishop, rook or queen takes one step along its lines, onto any square
//   but a fixed man of its own (a longer slide is steps one after the other);
// - a pawn steps forward onto a square no fixed man holds (a double step is two such steps), and
//   takes diagonally onto a square some enemy man other than the king may stand on (en passant
//   included: the pawn taken passed that square); a pawn that may reach its last rank may then go
//   anywhere but onto a fixed man of its own, as any piece; a pawn that takes nothing does not
//   push onto or past the square of an enemy pawn ahead on its file that never takes, never
//   promotes and can never be taken (see file_barrier);
// where a man is fixed when its reach is its own square and it cannot be taken: no enemy man may
// land on its square (a pawn by a capture; a pawn that may promote anywhere). One rule holds only
// for the lines that a checkmate ends: a king does not step where the step would stalemate the
// other side (stalemating_steps), since the stalemate ends the game there.
//
// Why it is sound (every man stays in its reach, and a fixed man never moves and is never taken,
// in every series of legal moves): take the first move that breaks this. Up to it, every fixed
// man stood on its square, so every condition the rules test held as the move was made: a fixed
// man of its own on the target makes the move illegal; so does a fixed enemy attacker for a king
// (its line crosses only squares no man can stand on, so it is open), a fixed man in front of a
// pawn for its step, and the lack of an enemy man to take for a pawn's capture. So the move
// (or, for a push past a pawn that bars its file, impossible: see file_barrier) is one the rules
// allow, and its target is in the mover's reach (and if it takes a man, that
// man could be taken, so it was not fixed). A move that moves or takes a fixed man lands on a
// square the rules would have added, making it not fixed. Either way, no first breaking move but a
// king's step onto a square the stalemate rule keeps it off, after which the game is over (the
// facts that rule reads held up to the step): so on every line that ends in a checkmate, the
// facts hold throughout.
// The rules are monotone (a fact "fixed" only ever turns false), so the fixpoint is reached.
//
// Positions with castling rights or an en-passant capture possible at the root are left out (their
// first moves are not single steps of one man).
#include "reach.h"

#include <algorithm>

#include "pgnlint/core/bitboard.h"
#include "sets.h"

namespace pgnlint::core::detail {
namespace {

constexpr Bitboard last_rank(Color c) {
    return c == WHITE ? RANK_8_BB : RANK_1_BB;
}

// The squares a man of this type attacks from any square of `from`, with only `occupied` in the
// way.
Bitboard attacks_from(PieceType type, Color colour, Bitboard from, Bitboard occupied) {
    switch (type) {
        case PAWN:
            return pawn_attacks_of(colour, from);
        case KNIGHT:
            return knight_steps(from);
        case KING:
            return king_steps(from);
        default: {
            Bitboard attacks = 0;
            for (Bitboard b = from; b;) attacks |= attacks_bb(type, pop_lsb(b), occupied);
            return attacks;
        }
    }
}

}  // namespace

bool Reach::compute(const Position& pos) {
    if (pos.castling_rights() != NO_CASTLING || pos.ep_capture_possible()) return false;
    count_ = 0;
    for (Bitboard b = pos.pieces(); b;) {
        const Square s = pop_lsb(b);
        const Piece pc = pos.piece_on(s);
        Man& man = men_[std::size_t(count_)];
        man = Man{};
        man.from = s;
        man.colour = color_of(pc);
        man.type = type_of(pc);
        man.reach = square_bb(s);
        if (man.type == KING) king_index_[man.colour] = count_;
        ++count_;
    }
    do derive();
    while (grow());
    return true;
}

// The facts the rules read, from the reach sets as they stand.
void Reach::derive() {
    occupiable_ = {};
    capture_targets_ = {};
    Bitboard ever = 0;
    for (int i = 0; i < count_; ++i) {
        const Man& man = men_[std::size_t(i)];
        ever |= man.reach;
        if (man.type != KING) occupiable_[man.colour] |= man.reach;
        capture_targets_[man.colour] |= man.type == PAWN && !man.promotes ? man.takes : man.reach;
    }
    ever_ = ever;
    fixed_ = {};
    for (int i = 0; i < count_; ++i) {
        Man& man = men_[std::size_t(i)];
        const bool takeable =
            man.type != KING && (capture_targets_[~man.colour] & square_bb(man.from));
        man.fixed = man.reach == square_bb(man.from) && !takeable;
        if (man.fixed) fixed_[man.colour] |= square_bb(man.from);
        man.bars_its_file = man.type == PAWN && !man.takes && !man.promotes &&
                            !(capture_targets_[~man.colour] & man.reach);
    }
    always_attacked_ = {};
    for (int i = 0; i < count_; ++i) {
        const Man& man = men_[std::size_t(i)];
        // Lines are taken as blocked wherever any man may ever stand: fewer attacks, more reach.
        if (man.fixed)
            always_attacked_[man.colour] |=
                attacks_from(man.type, man.colour, square_bb(man.from), ever);
    }
    for (const Color mover : {WHITE, BLACK}) stalemating_[mover] = stalemating_steps(mover);
}

// The squares the mover's king never steps onto on a line that ends in a checkmate, because the
// step stalemates the other side. It does when, with the facts as they stand before it:
// - every man of the other side's but its king is fixed, but perhaps the one on t, which the step
//   takes. A fixed man's every move is barred by fixed men, which still stand (on t, the king
//   now, which no man may take), or by nothing of the mover's ever standing where it would take,
//   which a king's step does not change;
// - its king, on a square k of its reach not next to t (kings never touch), has no step: every
//   neighbour of k holds a fixed man of its own, or is attacked by the king on t or by a fixed man
//   of the mover's other than the king (along lines open of every square a man may stand on, and
//   of t);
// - the step uncovers no check: the king leaves no square next to t that lies on a line to such a
//   k, open of fixed men, that a piece of the mover's could ever check along.
// Then the other side, to move, has no legal move and is not in check: the game ends drawn.
Bitboard Reach::stalemating_steps(Color mover) const {
    const Color other = ~mover;
    Bitboard loose = 0;
    bool diagonal = false;
    bool orthogonal = false;
    for (int i = 0; i < count_; ++i) {
        const Man& man = men_[std::size_t(i)];
        if (man.type == KING) continue;
        if (man.colour == other && !man.fixed) {
            if (loose) return 0;
            loose = square_bb(man.from);
        } else if (man.colour == mover) {
            diagonal |= man.promotes || man.type == BISHOP || man.type == QUEEN;
            orthogonal |= man.promotes || man.type == ROOK || man.type == QUEEN;
        }
    }
    const Man& king = men_[std::size_t(king_index_[mover])];
    const Bitboard region = men_[std::size_t(king_index_[other])].reach;
    const Bitboard fixed = fixed_[WHITE] | fixed_[BLACK];
    // Every square, not only those next to the king's reach: the king grows by many steps at a
    // time, and a square once in its reach stays there.
    Bitboard candidates = ~king.reach & ~fixed_[mover] & ~always_attacked_[other];
    if (loose) candidates &= loose;
    // What the mover's fixed men attack; where the king on t may shorten a line, again. Not the
    // king itself, even if it has never yet moved: it is the man that steps.
    const auto covered_by_fixed = [&](Bitboard occupied) {
        Bitboard covered = 0;
        for (int i = 0; i < count_; ++i) {
            const Man& man = men_[std::size_t(i)];
            if (man.colour == mover && man.fixed && man.type != KING)
                covered |= attacks_from(man.type, mover, square_bb(man.from), occupied);
        }
        return covered;
    };
    const Bitboard covered_everywhere = covered_by_fixed(ever_);
    Bitboard stalemating = 0;
    for (Bitboard b = candidates; b;) {
        const Square t = pop_lsb(b);
        const Bitboard next_to_t = king_attacks(t);
        const Bitboard kings_possible = region & ~next_to_t & ~square_bb(t);
        const auto some_king_can_step = [&](Bitboard covered) {
            const Bitboard free = ~fixed_[other] & ~(next_to_t | covered);
            for (Bitboard kings = kings_possible; kings;)
                if (king_attacks(pop_lsb(kings)) & free) return true;
            return false;
        };
        // The king on t shortens lines only where no man ever stands: the fixed men's attacks
        // then are fewer, so the cheap test with all of them comes first.
        if (some_king_can_step(covered_everywhere)) continue;
        if (!(ever_ & square_bb(t)) && some_king_can_step(covered_by_fixed(ever_ | square_bb(t))))
            continue;
        const Bitboard origins = next_to_t & king.reach;
        bool stalemates = true;
        for (Bitboard kings = kings_possible; kings && stalemates;) {
            const Square k = pop_lsb(kings);
            for (Bitboard o = origins; o && stalemates;) {
                const Square f = pop_lsb(o);
                if (!line_bb(k, f) || (between_bb(k, f) & fixed)) continue;
                const bool same_line = file_of(k) == file_of(f) || rank_of(k) == rank_of(f);
                if (same_line ? orthogonal : diagonal) stalemates = false;
            }
        }
        if (stalemates) stalemating |= square_bb(t);
    }
    return stalemating;
}

bool Reach::grow() {
    bool changed = false;
    for (int i = 0; i < count_; ++i) changed |= grow_man(men_[std::size_t(i)]);
    return changed;
}

// The squares of a pawn's file it can never push onto: from the square of the nearest enemy pawn
// ahead on the file that bars it, onward. Such a pawn never leaves the file and is never taken,
// so as long as this pawn too keeps to the file (takes nothing) it stands ahead of it at every
// moment, on its own square or nearer (it only comes toward it), and one-square pushes cannot
// step over it.
Bitboard Reach::file_barrier(const Man& pawn) const {
    const Bitboard file = file_bb(file_of(pawn.from));
    Bitboard barrier = 0;
    for (int i = 0; i < count_; ++i) {
        const Man& other = men_[std::size_t(i)];
        if (!other.bars_its_file || other.colour == pawn.colour || !(file & square_bb(other.from)))
            continue;
        const bool ahead = pawn.colour == WHITE ? other.from > pawn.from : other.from < pawn.from;
        if (!ahead) continue;
        // The file from the other pawn's square on, away from this pawn.
        const Bitboard from_there =
            pawn.colour == WHITE ? ~(square_bb(other.from) - 1) : (square_bb(other.from) << 1) - 1;
        barrier |= file & from_there;
    }
    return barrier;
}

// Grows one man's reach by its rules until it stops; whether it grew.
bool Reach::grow_man(Man& man) {
    const Color us = man.colour;
    const Bitboard open = ~fixed_[us];
    Bitboard reach = man.reach;
    if (man.type == PAWN && !man.promotes) {
        const Bitboard blocked = fixed_[WHITE] | fixed_[BLACK];
        const Bitboard barrier = file_barrier(man);
        for (;;) {
            const Bitboard pushes = (us == WHITE ? shift<8>(reach) : shift<-8>(reach)) & ~blocked &
                                    (man.takes ? ~Bitboard(0) : ~barrier);
            const Bitboard takes = pawn_attacks_of(us, reach) & occupiable_[~us];
            man.takes |= takes;
            const Bitboard grown = reach | pushes | takes;
            if (grown == reach) break;
            reach = grown;
        }
        if (reach & last_rank(us)) man.promotes = true;
    }
    if (man.promotes) {
        reach |= open;
        man.takes = ~Bitboard(0);
    } else if (man.type != PAWN) {
        const Bitboard allowed =
            man.type == KING ? open & ~always_attacked_[~us] & ~stalemating_[us] : open;
        for (;;) {
            Bitboard steps = 0;
            switch (man.type) {
                case KNIGHT:
                    steps = knight_steps(reach);
                    break;
                case BISHOP:
                    steps = diagonal_steps(reach);
                    break;
                case ROOK:
                    steps = orthogonal_steps(reach);
                    break;
                case QUEEN:
                    steps = diagonal_steps(reach) | orthogonal_steps(reach);
                    break;
                default:
                    steps = king_steps(reach);
                    break;
            }
            const Bitboard grown = reach | (steps & allowed);
            if (grown == reach) break;
            reach = grown;
        }
    }
    const bool changed = reach != man.reach;
    man.reach = reach;
    return changed;
}

namespace {

// Whether distinct men can stand on every square of `squares` at once, each on a square of its
// reach: a matching of the squares into the men (augmenting paths; at most eight squares).
bool can_fill(Bitboard squares, const Bitboard* reaches, int men) {
    std::array<int, SQUARE_NB> holder{};
    holder.fill(-1);
    std::array<int, 32> held{};
    held.fill(-1);
    for (Bitboard b = squares; b;) {
        const Square s = pop_lsb(b);
        // Depth-first augmenting path from s.
        std::array<bool, SQUARE_NB> seen{};
        const auto augment = [&](auto&& self, Square sq) -> bool {
            for (int m = 0; m < men; ++m) {
                if (!(reaches[m] & square_bb(sq))) continue;
                if (held[std::size_t(m)] < 0) {
                    held[std::size_t(m)] = sq;
                    holder[sq] = m;
                    return true;
                }
                const Square other = Square(held[std::size_t(m)]);
                if (seen[other]) continue;
                seen[other] = true;
                if (self(self, other)) {
                    held[std::size_t(m)] = sq;
                    holder[sq] = m;
                    return true;
                }
            }
            return false;
        };
        seen[s] = true;
        if (!augment(augment, s)) return false;
    }
    return true;
}

}  // namespace

// The mate-square test. A checkmate of the loser's king on s needs, in the position it happens
// in (one that play reaches, so every man stands in its reach and the fixed men stand fast):
// 1. a winner's man other than the king attacking s (a king never checks): from some square of
//    its reach, along lines only fixed men can block;
// 2. every flight (a neighbour of s the loser's king could step to) held by a man of the loser's
//    other than the king, or attacked by the winner (a winner's man standing there must be
//    guarded, or the king takes it). A neighbour outside the king's reach holds a fixed man of
//    its own or is attacked by a fixed enemy man: never a flight. The winner's attacks on the
//    flights are over-approximated as in 1, with s itself empty (a king does not shield the
//    square behind it).
// The flights no man of the winner's but the king can ever attack must then be held by distinct
// men of the loser's, or be next to the winner's king, which stands on one square of its reach
// not next to s. When no placement of that king leaves the rest fillable, s is never a mate; when
// no square of the loser king's reach can be a mate, the winner never mates.
UnwinnableReason reach_reason(const Position& pos, Color side) {
    Reach reach;
    if (!reach.compute(pos)) return UnwinnableReason::none;
    const Reach::Man& loser_king = reach.king(~side);
    const Reach::Man& winner_king = reach.king(side);
    const Bitboard walls =
        (reach.fixed_squares(WHITE) | reach.fixed_squares(BLACK)) & ~square_bb(loser_king.from);
    Bitboard attackable = 0;
    std::array<Bitboard, 32> blockers{};
    int blocker_count = 0;
    for (int i = 0; i < reach.count(); ++i) {
        const Reach::Man& man = reach.men()[i];
        if (man.type == KING) continue;
        if (man.colour == side) {
            attackable |=
                man.promotes ? ~Bitboard(0) : attacks_from(man.type, side, man.reach, walls);
        } else {
            blockers[std::size_t(blocker_count++)] = man.reach;
        }
    }
    const Bitboard region = loser_king.reach;
    for (Bitboard squares = region & attackable; squares;) {
        const Square s = pop_lsb(squares);
        // A square the king is kept off only because stepping there would stalemate is a
        // flight all the same: in check, the step is legal.
        const Bitboard flights = king_attacks(s) & (region | reach.stalemating(~side));
        const Bitboard uncovered = flights & ~attackable;
        if (!uncovered) return UnwinnableReason::none;
        // The winner's king on each square of its reach not next to s; the flights it leaves
        // uncovered are tried once for each distinct remainder.
        std::array<Bitboard, 64> tried{};
        std::size_t tried_count = 0;
        bool filled = false;
        for (Bitboard w = winner_king.reach & ~king_attacks(s) & ~square_bb(s); w && !filled;) {
            const Bitboard left = uncovered & ~king_attacks(pop_lsb(w));
            if (std::find(tried.begin(), tried.begin() + std::ptrdiff_t(tried_count), left) !=
                tried.begin() + std::ptrdiff_t(tried_count))
                continue;
            if (tried_count < tried.size()) tried[tried_count++] = left;
            filled = !left || can_fill(left, blockers.data(), blocker_count);
        }
        if (filled) return UnwinnableReason::none;
    }
    return UnwinnableReason::unreachable_mate;
}

}  // namespace pgnlint::core::detail
