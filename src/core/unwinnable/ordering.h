// The move ordering and the mate test's early-out behind the helpmate search
// (search.cpp, its only includer): chess facts about a position that steer the quick
// passes, kept apart from the search's passes, table and budget.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>

#include "pgnlint/core/bitboard.h"
#include "pgnlint/core/movegen.h"
#include "pgnlint/core/position.h"
#include "pgnlint/core/types.h"

namespace pgnlint::core {
namespace {

// King steps between two squares, looked up: the ordering asks it several times a move.
constexpr auto SQUARE_DISTANCE = [] {
    std::array<std::array<uint8_t, SQUARE_NB>, SQUARE_NB> table{};
    for (int a = 0; a < SQUARE_NB; ++a)
        for (int b = 0; b < SQUARE_NB; ++b) {
            const int files = a % 8 > b % 8 ? a % 8 - b % 8 : b % 8 - a % 8;
            const int ranks = a / 8 > b / 8 ? a / 8 - b / 8 : b / 8 - a / 8;
            table[std::size_t(a)][std::size_t(b)] = uint8_t(files > ranks ? files : ranks);
        }
    return table;
}();

constexpr int distance(Square a, Square b) {
    return SQUARE_DISTANCE[a][b];
}

using CornerDistances = std::array<uint8_t, SQUARE_NB>;

// Each square's king steps to the nearest of `corners`.
constexpr CornerDistances corner_distances(Bitboard corners) {
    CornerDistances nearest{};
    for (int s = 0; s < SQUARE_NB; ++s) {
        int best = 7;
        for (Bitboard c = corners; c;) best = std::min(best, distance(Square(s), pop_lsb(c)));
        nearest[std::size_t(s)] = uint8_t(best);
    }
    return nearest;
}

constexpr Bitboard CORNERS =
    square_bb(SQ_A1) | square_bb(SQ_H1) | square_bb(SQ_A8) | square_bb(SQ_H8);
constexpr CornerDistances TO_ANY_CORNER = corner_distances(CORNERS);
constexpr CornerDistances TO_DARK_CORNER = corner_distances(CORNERS & DARK_SQUARES_BB);
constexpr CornerDistances TO_LIGHT_CORNER = corner_distances(CORNERS & ~DARK_SQUARES_BB);

// How far each square is from the corners a mate is likeliest in: with bishops of one colour (and
// no other piece) the winner can only check on that colour, so its corners; else all four.
inline const CornerDistances& mating_corner_distances(const Position& pos, Color winner) {
    const Bitboard pieces = pos.pieces(winner) & ~pos.pieces(KING) & ~pos.pieces(PAWN);
    const Bitboard bishops = pos.pieces(winner, BISHOP);
    if (!bishops || pieces != bishops) return TO_ANY_CORNER;
    if (!(bishops & DARK_SQUARES_BB)) return TO_LIGHT_CORNER;
    if (!(bishops & ~DARK_SQUARES_BB)) return TO_DARK_CORNER;
    return TO_ANY_CORNER;
}

// What the move ordering asks about every move of a position, computed once for the position
// rather than once a move (the ordering scores every move of every position searched).
struct PositionFacts {
    Square target = SQ_A1;  // the loser's king
    Bitboard zone = 0;      // the squares round it
    // Where a winner's piece of each type would check the target directly (at the winner's move).
    std::array<Bitboard, PIECE_TYPE_NB> check_squares{};
    // Where any of the winner's direct checks lands: the check squares of the piece types it has,
    // and with pawns the promotion rank. Most moves land elsewhere and are told at once.
    Bitboard check_targets = 0;
    Bitboard winner_attacks = 0;  // at the loser's move
    // Where the winner's king heads (at the winner's move): the loser's king, but for a winner
    // with only pawns, the nearest enemy pawn standing in front of one of them (a pawn ending is
    // won by taking the blockers and queening).
    Square king_goal = SQ_A1;
    // The loser has only its king (at the winner's move): the winner's pieces crowding it then
    // mostly keep it from its corner, so their approach counts for half.
    bool lone_king = false;

    PositionFacts(const Position& pos, Color winner)
        : target(pos.king_square(~winner)), zone(king_attacks(target)), king_goal(target) {
        if (pos.side_to_move() == winner) {
            lone_king = pos.pieces(~winner) == square_bb(target);
            const Bitboard pawns = pos.pieces(winner, PAWN);
            if (pos.pieces(winner) == (pawns | pos.pieces(winner, KING))) {
                const Bitboard blockers = (winner == WHITE ? shift<8>(pawns) : shift<-8>(pawns)) &
                                          pos.pieces(~winner, PAWN);
                const Square king = pos.king_square(winner);
                int nearest = 8;
                for (Bitboard b = blockers; b;) {
                    const Square s = pop_lsb(b);
                    if (distance(king, s) < nearest) {
                        nearest = distance(king, s);
                        king_goal = s;
                    }
                }
            }
            const Bitboard occupied = pos.pieces();
            check_squares[PAWN] = pawn_attacks(~winner, target);
            check_squares[KNIGHT] = knight_attacks(target);
            check_squares[BISHOP] = bishop_attacks(target, occupied);
            check_squares[ROOK] = rook_attacks(target, occupied);
            check_squares[QUEEN] = check_squares[BISHOP] | check_squares[ROOK];
            for (int pt = PAWN; pt <= QUEEN; ++pt)
                if (pos.pieces(winner, PieceType(pt))) check_targets |= check_squares[pt];
            if (pawns) check_targets |= winner == WHITE ? RANK_8_BB : RANK_1_BB;
        } else {
            winner_attacks = pos.attacks(winner, pos.pieces());
        }
    }

    // Whether the winner's move m checks directly (discovered checks are not seen: this only
    // orders and prunes the quick passes). A piece that moves along a line to the king from
    // behind it would have been giving check already, so the squares seen past the mover's own
    // square never matter, but for a promotion (a pawn does not attack along its file).
    bool checks_directly(const Position& pos, Move m) const {
        const Square to = m.to_sq();
        if (!(check_targets & square_bb(to))) return false;
        switch (m.kind()) {
            case MoveKind::castling:
                return false;
            case MoveKind::promotion: {
                const Bitboard occupied = (pos.pieces() ^ square_bb(m.from_sq())) | square_bb(to);
                return attacks_bb(m.promotion_type(), to, occupied) & square_bb(target);
            }
            default:
                return check_squares[type_of(pos.piece_on(m.from_sq()))] & square_bb(to);
        }
    }
};

// What a knight, bishop, rook or queen on each square attacks on an empty board.
constexpr auto EMPTY_BOARD_VIEWS = [] {
    std::array<std::array<Bitboard, SQUARE_NB>, PIECE_TYPE_NB> views{};
    for (int s = 0; s < SQUARE_NB; ++s) {
        views[KNIGHT][s] = knight_attacks(Square(s));
        views[BISHOP][s] = bishop_rays(Square(s));
        views[ROOK][s] = rook_rays(Square(s));
        views[QUEEN][s] = bishop_rays(Square(s)) | rook_rays(Square(s));
    }
    return views;
}();

// How many squares round a king on `king` a knight, bishop, rook or queen on `s` sees on an empty
// board ([type - KNIGHT][king][s]): the most it can see with pieces in the way, looked up.
constexpr auto EMPTY_BOARD_ZONE_VIEWS = [] {
    std::array<std::array<std::array<uint8_t, SQUARE_NB>, SQUARE_NB>, 4> counts{};
    for (int pt = KNIGHT; pt <= QUEEN; ++pt)
        for (int king = 0; king < SQUARE_NB; ++king)
            for (int s = 0; s < SQUARE_NB; ++s)
                counts[std::size_t(pt - KNIGHT)][std::size_t(king)][std::size_t(s)] =
                    uint8_t(popcount(EMPTY_BOARD_VIEWS[pt][s] & king_attacks(Square(king))));
    return counts;
}();

// The squares from which a knight, bishop, rook or queen sees at least `k` squares round a king on
// `king` on an empty board ([type - KNIGHT][king][k]).
constexpr auto ZONE_VIEWS_AT_LEAST = [] {
    std::array<std::array<std::array<Bitboard, 10>, SQUARE_NB>, 4> at_least{};
    for (std::size_t pt = 0; pt < 4; ++pt)
        for (std::size_t king = 0; king < SQUARE_NB; ++king)
            for (std::size_t s = 0; s < SQUARE_NB; ++s)
                for (std::size_t k = 0; k <= EMPTY_BOARD_ZONE_VIEWS[pt][king][s]; ++k)
                    at_least[pt][king][k] |= Bitboard(1) << s;
    return at_least;
}();

// The squares from which a knight, bishop, rook or queen sees some square round a king on `king`
// on an empty board.
constexpr Bitboard zone_sight(PieceType pt, Square king) {
    const detail::NeighbourhoodSight& near = detail::NEIGHBOURHOOD_SIGHT[king];
    switch (pt) {
        case KNIGHT:
            return near.knight;
        case BISHOP:
            return near.diagonal;
        case ROOK:
            return near.line;
        default:
            return near.diagonal | near.line;
    }
}

// The mate test's early-out: most direct checks leave the loser's king a square to step to, and
// that can be seen without making the move. First a guess that is only ever right when it says
// so: the squares round the king no winner's piece covers now (looking through the king) stay
// uncovered after a check unless the checking piece covers them from where it lands, or a line
// through the square it leaves opens onto them. Then, where the guess finds no step, the winner's
// cover as it stands after the move.
class FlightSquares {
public:
    FlightSquares(const Position& pos, Color winner, Square target)
        : winner_(winner),
          target_(target),
          flights_(king_attacks(target) & ~pos.pieces(~winner)),
          lines_can_open_(pos.pieces(winner, BISHOP, ROOK) | pos.pieces(winner, QUEEN)) {}

    // Whether the king has a square to step to after the winner's direct check m.
    bool king_escapes(const Position& pos, Move m) {
        if (m.kind() == MoveKind::en_passant) return false;
        const Bitboard through_king = pos.pieces() ^ square_bb(target_);
        if (!uncovered_known_) {
            uncovered_ = flights_ & ~pos.attacks_next_to(winner_, target_, through_king);
            uncovered_known_ = true;
        }
        const Square from = m.from_sq();
        const Square to = m.to_sq();
        const PieceType checker =
            m.kind() == MoveKind::promotion ? m.promotion_type() : type_of(pos.piece_on(from));
        const bool lines_open =
            more_than_one(lines_can_open_) || (lines_can_open_ & ~square_bb(from));
        const Bitboard open = uncovered_ & ~(lines_open ? rook_rays(from) | bishop_rays(from) : 0);
        // A flight the checker could not cover even on an empty board stays open.
        if (checker != PAWN && (open & ~EMPTY_BOARD_VIEWS[checker][to])) return true;
        const Bitboard after = (through_king ^ square_bb(from)) | square_bb(to);
        const Bitboard checker_covers =
            checker == PAWN ? pawn_attacks(winner_, to) : attacks_bb(checker, to, after);
        if (open & ~checker_covers) return true;
        // The king may also step where the checker stood guard before, or take the checker.
        const Bitboard steps = (flights_ | (king_attacks(target_) & square_bb(to)));
        return steps &
               ~(checker_covers | pos.attacks_next_to(winner_, target_, after, ~square_bb(from)));
    }

private:
    Color winner_;
    Square target_;
    Bitboard flights_;         // empty or holding a winner's piece
    Bitboard lines_can_open_;  // the winner's sliders
    Bitboard uncovered_ = 0;
    bool uncovered_known_ = false;
};

// Move ordering that finds helpmates fast: the winner promotes, takes pawns and brings its pieces
// to the loser's king; the loser's king heads for a corner near the winner's king, its other
// pieces crowd round it or give themselves up, and it takes nothing of the winner's. Checks come
// first only near the end of a pass: a check earlier drives the king away rather than into the
// net. Scores the moves of one position, which come grouped by the square they leave.
class MoveOrdering {
public:
    MoveOrdering(const Position& pos, Color winner, const CornerDistances& corner_distance,
                 const PositionFacts& facts)
        : pos_(pos), winner_(winner), corner_distance_(corner_distance), facts_(facts) {}

    // The entry (score << 16 | move) of move m of a piece of type `moving`. By whose move it is
    // and what moves, so that a caller who knows them (the move receivers) asks the part it
    // needs directly.
    uint32_t winner_entry(Move m, PieceType moving, bool near_the_end) {
        switch (moving) {
            case PAWN:
                return winner_pawn_entry(m, near_the_end);
            case KING:
                return winner_king_entry(m);
            case KNIGHT:
                return winner_piece_entry<KNIGHT>(m, near_the_end);
            case BISHOP:
                return winner_piece_entry<BISHOP>(m, near_the_end);
            case ROOK:
                return winner_piece_entry<ROOK>(m, near_the_end);
            default:
                return winner_piece_entry<QUEEN>(m, near_the_end);
        }
    }
    uint32_t loser_entry(Move m, PieceType moving) const {
        return moving == KING ? loser_king_entry(m) : loser_other_entry(m, moving);
    }

    uint32_t winner_pawn_entry(Move m, bool near_the_end) const {
        const int approach =
            distance(m.from_sq(), facts_.target) - distance(m.to_sq(), facts_.target);
        return entry(winner_score_common(m, near_the_end) + 30 + 10 * approach, m);
    }
    // A king never gives check.
    uint32_t winner_king_entry(Move m) const {
        if (m.kind() == MoveKind::castling) return entry(0, m);
        const int approach =
            distance(m.from_sq(), facts_.king_goal) - distance(m.to_sq(), facts_.king_goal);
        return entry(capture_bonus(m) + 10 * approach, m);
    }
    // A piece helps from afar: by the squares round the king it takes away. Compiled for each
    // type of piece that moves.
    template <PieceType Moving>
    uint32_t winner_piece_entry(Move m, bool near_the_end) {
        return entry(winner_score_common(m, near_the_end) +
                         zone_weight() * zone_views_after<Moving>(m.from_sq(), m.to_sq()),
                     m);
    }

    // Of the destinations `to` of a winner's knight, bishop, rook or queen's moves, those from
    // which a move could beat the entry `best`: where an empty board's view of the zone, with the
    // most a capture and a late check could add (for the moves that take or check), would score
    // at least as much.
    Bitboard piece_moves_that_may_win(PieceType moving, Bitboard to, uint32_t best,
                                      bool take_or_check, bool near_the_end) const {
        const int bonus = take_or_check ? CAPTURE_BONUS_MOST + (near_the_end ? CHECK_BONUS : 0) : 0;
        const int best_score = int(best >> 16) - 32768 - bonus;
        if (best_score <= 0) return to;
        // The weight is one of two constants: divided by each as a constant, not by a variable.
        const int views = facts_.lone_king
                              ? (best_score + LONE_KING_ZONE_WEIGHT - 1) / LONE_KING_ZONE_WEIGHT
                              : (best_score + ZONE_WEIGHT - 1) / ZONE_WEIGHT;
        if (views > 8) return 0;
        return to & ZONE_VIEWS_AT_LEAST[moving - KNIGHT][facts_.target][std::size_t(views)];
    }

    // At least the entry of a winner's knight, bishop, rook or queen move that takes nothing,
    // gives no check near the end and sees no square round the king: it can only lose views.
    static uint32_t blind_piece_move_at_most(Move m) { return entry(0, m); }

    // For the moves of a winner's knight, bishop, rook or queen on `from` that take nothing and,
    // near the end, give no check: at least their entries, with the view of the zone counted on
    // an empty board.
    class QuietPieceBound {
    public:
        uint32_t at_most(Move m) const { return entry(weight_ * (views_[m.to_sq()] - seen_), m); }

    private:
        friend MoveOrdering;
        QuietPieceBound(const uint8_t* views, int seen, int weight)
            : views_(views), seen_(seen), weight_(weight) {}
        const uint8_t* views_;  // from each square
        int seen_;              // from `from`
        int weight_;
    };
    template <PieceType Moving>
    QuietPieceBound quiet_piece_bound(Square from) {
        return QuietPieceBound(EMPTY_BOARD_ZONE_VIEWS[Moving - KNIGHT][facts_.target].data(),
                               zone_seen_from<Moving>(from), zone_weight());
    }

    uint32_t loser_king_entry(Move m) const {
        const Square from = m.from_sq();
        const Square to = m.to_sq();
        const Square helper = pos_.king_square(winner_);
        return entry((pos_.is_capture(m) ? -LOSER_CAPTURE_PENALTY : 0) +
                         20 * (corner_distance_[from] - corner_distance_[to]) +
                         10 * (distance(from, helper) - distance(to, helper)),
                     m);
    }
    // Scores by what moves and three facts of its destination alone: whether it takes, is next
    // to the winner's target king or is attacked by the winner. DiveChoice relies on the order of
    // those kinds: any move that takes nothing beats any capture of the same piece, and next to
    // the king beats attacked.
    uint32_t loser_other_entry(Move m, PieceType moving) const {
        const Bitboard to = square_bb(m.to_sq());
        int score = pos_.is_capture(m) ? -LOSER_CAPTURE_PENALTY : 0;
        if (moving == PAWN) score += LOSER_PAWN_BONUS;
        if (facts_.zone & to) score += LOSER_NEXT_TO_KING_BONUS;
        if (facts_.winner_attacks & to) score += LOSER_ATTACKED_BONUS;
        return entry(score, m);
    }

private:
    static constexpr int PAWN_CAPTURE_BONUS = 30;
    static constexpr int CAPTURE_BONUS = 20;
    static constexpr int CAPTURE_BONUS_MOST = std::max(PAWN_CAPTURE_BONUS, CAPTURE_BONUS);
    static constexpr int CHECK_BONUS = 100;
    // A promotion to a queen beats any other promotion of the same pawn, checking or not
    // (DiveChoice relies on it).
    static constexpr int QUEEN_PROMOTION_BONUS = 400;
    static constexpr int UNDER_PROMOTION_PENALTY = 100;
    static_assert(QUEEN_PROMOTION_BONUS + UNDER_PROMOTION_PENALTY > CHECK_BONUS);
    // The loser's moves other than the king's (loser_other_entry).
    static constexpr int LOSER_CAPTURE_PENALTY = 300;
    static constexpr int LOSER_PAWN_BONUS = 20;
    static constexpr int LOSER_NEXT_TO_KING_BONUS = 40;
    static constexpr int LOSER_ATTACKED_BONUS = 30;
    static_assert(LOSER_CAPTURE_PENALTY > LOSER_NEXT_TO_KING_BONUS + LOSER_ATTACKED_BONUS &&
                  LOSER_NEXT_TO_KING_BONUS > LOSER_ATTACKED_BONUS && LOSER_ATTACKED_BONUS > 0);
    // What each square round the loser's king a winner's piece sees is worth; half against a lone
    // king (see PositionFacts::lone_king).
    static constexpr int ZONE_WEIGHT = 10;
    static constexpr int LONE_KING_ZONE_WEIGHT = 5;

    // Scores stay within a few hundred either way, so they fit the entry's top half as they are.
    static uint32_t entry(int score, Move m) { return (uint32_t(score + 32768) << 16) | m.raw(); }

    int capture_bonus(Move m) const {
        if (!pos_.is_capture(m)) return 0;
        return type_of(pos_.piece_on(m.to_sq())) == PAWN ? PAWN_CAPTURE_BONUS : CAPTURE_BONUS;
    }

    // The part of a winner's move's score that does not depend on the piece that moves.
    int winner_score_common(Move m, bool near_the_end) const {
        int score = capture_bonus(m);
        if (m.kind() == MoveKind::promotion)
            score += m.promotion_type() == QUEEN ? QUEEN_PROMOTION_BONUS : -UNDER_PROMOTION_PENALTY;
        if (near_the_end && facts_.checks_directly(pos_, m)) score += CHECK_BONUS;
        return score;
    }

    int zone_weight() const { return facts_.lone_king ? LONE_KING_ZONE_WEIGHT : ZONE_WEIGHT; }

    // A piece's view of the zone from `to`, with it lifted from `from`, less its view from `from`
    // (worked out once a piece: moves come grouped by the square they leave).
    template <PieceType Moving>
    int zone_views_after(Square from, Square to) {
        const int seen_from = zone_seen_from<Moving>(from);
        // Most squares a piece can go to see no zone square even on an empty board.
        if (!(EMPTY_BOARD_VIEWS[Moving][to] & facts_.zone)) return -seen_from;
        const Bitboard occupied = pos_.pieces() ^ square_bb(from);
        return popcount(attacks_bb(Moving, to, occupied) & facts_.zone) - seen_from;
    }

    template <PieceType Moving>
    int zone_seen_from(Square from) {
        if (from != zone_from_) {
            zone_from_ = from;
            zone_seen_from_ = popcount(attacks_bb(Moving, from, pos_.pieces()) & facts_.zone);
        }
        return zone_seen_from_;
    }

    const Position& pos_;
    Color winner_;
    const CornerDistances& corner_distance_;
    const PositionFacts& facts_;
    Square zone_from_ = SQ_NONE;  // the square the last winner's piece scored left
    int zone_seen_from_ = 0;      // how much of the zone that piece sees from there
};

}  // namespace
}  // namespace pgnlint::core
