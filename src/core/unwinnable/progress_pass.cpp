// The progress pass of the helpmate search (UNWINNABILITY.md §1.5, §4.5): iterative deepening in
// which a move's cost against the depth is charged by the progress it makes toward a mating
// pattern rather than by the ply. A move toward the pattern is free, a move that undoes it costs
// three, others one (free again right after a free move), so a helpmate of fifty plies that is
// mostly progress costs a few units. It finds the helpmates of a lone minor piece, which need the
// loser's own men kept as blockers and its pawns under-promoted. It only looks for a helpmate:
// pruning by its memory proves nothing and is not meant to.
#include <algorithm>
#include <array>
#include <cstdint>
#include <deque>
#include <vector>

#include "ordering.h"
#include "pgnlint/core/bitboard.h"
#include "pgnlint/core/movegen.h"
#include "search.h"
#include "static.h"

namespace pgnlint::core {
namespace {

using Search = UnwinnabilityAnalyser::Search;

// Knight jumps between two squares on an empty board.
constexpr auto KNIGHT_DISTANCE = [] {
    std::array<std::array<uint8_t, SQUARE_NB>, SQUARE_NB> table{};
    for (int from = 0; from < SQUARE_NB; ++from) {
        std::array<uint8_t, SQUARE_NB>& d = table[std::size_t(from)];
        d.fill(255);
        d[std::size_t(from)] = 0;
        Bitboard frontier = square_bb(Square(from));
        for (uint8_t steps = 1; frontier; ++steps) {
            Bitboard next = 0;
            while (frontier) {
                const Bitboard jumps = knight_attacks(pop_lsb(frontier));
                for (Bitboard b = jumps; b;) {
                    const Square s = pop_lsb(b);
                    if (d[s] == 255) {
                        d[s] = steps;
                        next |= square_bb(s);
                    }
                }
            }
            frontier = next;
        }
    }
    return table;
}();

constexpr int king_distance(Square a, Square b) {
    const int files = file_of(a) > file_of(b) ? file_of(a) - file_of(b) : file_of(b) - file_of(a);
    const int ranks = rank_of(a) > rank_of(b) ? rank_of(a) - rank_of(b) : rank_of(b) - rank_of(a);
    return files > ranks ? files : ranks;
}

// Past this many plies no move is free any more, so every line ends.
constexpr int FREE_PLIES = 400;
// The nodes one iteration may make per unit of its depth.
constexpr uint64_t NODES_PER_DEPTH = 16000;

enum class Cost : uint8_t { free, normal, punished };

// Where the pieces head: the mating corner (on the colour of the winner's bishops, if it has
// any; else the corner of the colour no loser's bishop guards, else the corner nearest the loser's
// king), the square the winner's king heads for two squares out from it along the edge, and the
// square beside the corner where the loser's men block their king.
struct Targets {
    Square corner = SQ_H8;
    Square winner_king = SQ_H6;
    Square blocker = SQ_G8;
};

Targets targets_for(const Position& pos, Color winner) {
    const Bitboard bishops = pos.pieces(winner, BISHOP);
    const Bitboard loser_bishops = pos.pieces(~winner, BISHOP);
    Bitboard corners = square_bb(SQ_A1) | square_bb(SQ_H1) | square_bb(SQ_A8) | square_bb(SQ_H8);
    if (bishops & DARK_SQUARES_BB)
        corners &= DARK_SQUARES_BB;
    else if (bishops)
        corners &= ~DARK_SQUARES_BB;
    else if (loser_bishops && !(loser_bishops & DARK_SQUARES_BB))
        corners &= DARK_SQUARES_BB;
    else if (loser_bishops && !(loser_bishops & ~DARK_SQUARES_BB))
        corners &= ~DARK_SQUARES_BB;
    // Of those, the one on the winner's far side (where its pawns promote and the loser's pawns
    // stand), nearest the loser's king.
    const Bitboard far = winner == WHITE ? RANK_8_BB : RANK_1_BB;
    if (corners & far) corners &= far;
    const Square king = pos.king_square(~winner);
    Targets t;
    int best = 99;
    for (Bitboard c = corners; c;) {
        const Square s = pop_lsb(c);
        if (king_distance(s, king) < best) {
            best = king_distance(s, king);
            t.corner = s;
        }
    }
    const int toward_centre = rank_of(t.corner) == RANK_1 ? 16 : -16;
    t.winner_king = t.corner + toward_centre;
    t.blocker = file_of(t.corner) == FILE_A ? t.corner + 1 : t.corner + -1;
    return t;
}

// Bishop moves from a square to the nearest of `targets` on its colour, on an empty board: 0 on
// one, 1 on a diagonal through one, 2 on its colour, 3 when none is on its colour.
int bishop_distance(Square s, Bitboard targets) {
    if (targets & square_bb(s)) return 0;
    if (bishop_rays(s) & targets) return 1;
    const Bitboard colour = (DARK_SQUARES_BB & square_bb(s)) ? DARK_SQUARES_BB : ~DARK_SQUARES_BB;
    return (targets & colour) ? 2 : 3;
}

bool approaches(PieceType type, Move m, Square target) {
    if (type == KING) return king_distance(m.to_sq(), target) < king_distance(m.from_sq(), target);
    if (type == KNIGHT)
        return KNIGHT_DISTANCE[m.to_sq()][target] < KNIGHT_DISTANCE[m.from_sq()][target];
    return false;
}

// The winner has a lone minor piece (or bishops of one colour) and no pawn, and the loser has
// pawns: the winner can only mate against the loser's own men, which the loser keeps and makes
// by under-promoting.
bool lone_minor(const Position& pos, Color winner) {
    const Bitboard men = pos.pieces(winner) & ~pos.pieces(KING);
    if (!men || (men & pos.pieces(PAWN)) || !pos.pieces(~winner, PAWN)) return false;
    if (men == pos.pieces(winner, KNIGHT)) return !more_than_one(men);
    const Bitboard bishops = pos.pieces(winner, BISHOP);
    return men == bishops && (!(bishops & DARK_SQUARES_BB) || !(bishops & ~DARK_SQUARES_BB));
}

class ProgressSearch {
public:
    explicit ProgressSearch(Search& s) : s_(s) {}

    // One iteration to `depth` within `cap` nodes: true when it found a helpmate.
    bool iterate(int depth, uint64_t cap) {
        max_depth_ = depth;
        iteration_end_ = std::min(s_.pass_budget, s_.nodes + cap);
        if (s_.progress_table.empty()) s_.progress_table.resize(TABLE_SIZE);
        if (++s_.progress_generation == 0) {
            std::fill(s_.progress_table.begin(), s_.progress_table.end(), Search::DepthEntry{});
            s_.progress_generation = 1;
        }
        interrupted_ = false;
        return search(0, 0, false);
    }
    bool interrupted() const { return interrupted_; }

private:
    static constexpr std::size_t TABLE_SIZE = std::size_t(1) << 16;

    // Whether the position was searched in this iteration with as much depth left; if not, it
    // is noted as searched now.
    bool searched_before(int remaining) {
        Search::DepthEntry& e = s_.progress_table[std::size_t(s_.pos.key()) & (TABLE_SIZE - 1)];
        const uint32_t generation = s_.progress_generation;
        if (e.generation == generation && e.key == s_.pos.key() && e.remaining >= remaining)
            return true;
        e = Search::DepthEntry{s_.pos.key(), generation, remaining};
        return false;
    }

    Cost cost_of(Move m, const Targets& t, bool winner_to_move, bool must_under_promote) const {
        const Position& pos = s_.pos;
        const PieceType type = type_of(pos.piece_on(m.from_sq()));
        const bool capture = pos.is_capture(m);
        if (winner_to_move) {
            if (capture || m.kind() == MoveKind::promotion) return Cost::free;
            if (type == PAWN && relative_rank(s_.winner, rank_of(m.to_sq())) >= RANK_6)
                return Cost::free;
            // A bishop that steps off the corner's diagonal while the loser's king is still on
            // its way there: it no longer bars the corner, or the squares beside it, to the king.
            if (type == BISHOP &&
                !((king_attacks(t.corner) | square_bb(t.corner)) & pos.pieces(~s_.winner, KING))) {
                const Bitboard line = bishop_rays(t.corner) | square_bb(t.corner);
                if ((line & square_bb(m.from_sq())) && !(line & square_bb(m.to_sq())))
                    return Cost::free;
            }
            return approaches(type, m, type == KING ? t.winner_king : t.corner) ? Cost::free
                                                                                : Cost::normal;
        }
        if (approaches(type, m, type == KING ? t.corner : t.blocker)) return Cost::free;
        // A bishop on its way to a square next to the corner, where it would block its king.
        if (type == BISHOP) {
            const Bitboard next_to_corner = king_attacks(t.corner);
            if (bishop_distance(m.to_sq(), next_to_corner) <
                bishop_distance(m.from_sq(), next_to_corner))
                return Cost::free;
        }
        if (capture) return Cost::punished;
        if (must_under_promote) {
            if (type != PAWN) return Cost::punished;
            if (m.kind() == MoveKind::promotion &&
                (m.promotion_type() == QUEEN || m.promotion_type() == ROOK))
                return Cost::punished;
            return Cost::free;
        }
        return Cost::normal;
    }

    bool search(int ply, int depth, bool past_progress) {
        Position& pos = s_.pos;
        MoveList moves;
        generate_legal(pos, moves);
        const bool winner_to_move = pos.side_to_move() == s_.winner;
        if (moves.empty()) {
            if (winner_to_move || !pos.in_check()) return false;
            if (s_.witness.size() < std::size_t(ply)) s_.witness.resize(std::size_t(ply));
            std::copy(path_.begin(), path_.begin() + ply, s_.witness.begin());
            s_.witness_length = std::size_t(ply);
            return true;
        }
        if (ply > 0 && detail::static_reason(pos, s_.winner) != UnwinnableReason::none)
            return false;
        if (depth >= max_depth_) {
            interrupted_ = true;
            return false;
        }
        if (searched_before(max_depth_ - depth)) return false;
        const Targets t = targets_for(pos, s_.winner);
        const bool must_under_promote = !winner_to_move && lone_minor(pos, s_.winner);
        std::array<Move, MoveList::CAPACITY> ordered;
        std::array<Cost, MoveList::CAPACITY> costs;
        std::size_t n = 0;
        // Free moves first, punished ones last, and within each kind by the quick passes'
        // ordering.
        const PositionFacts facts(pos, s_.winner);
        MoveOrdering ordering(pos, s_.winner, *s_.corner_distance, facts);
        std::array<uint32_t, MoveList::CAPACITY> keys;
        std::array<Cost, MoveList::CAPACITY> each;
        std::array<uint16_t, MoveList::CAPACITY> order;
        for (std::size_t i = 0; i < moves.size(); ++i) {
            const Move m = moves[i];
            each[i] = cost_of(m, t, winner_to_move, must_under_promote);
            const PieceType moving = type_of(pos.piece_on(m.from_sq()));
            const uint32_t entry = winner_to_move ? ordering.winner_entry(m, moving, false)
                                                  : ordering.loser_entry(m, moving);
            keys[i] = (uint32_t(Cost::punished) - uint32_t(each[i])) << 30 | entry >> 2;
            order[i] = uint16_t(i);
        }
        std::sort(order.begin(), order.begin() + std::ptrdiff_t(moves.size()),
                  [&keys](uint16_t a, uint16_t b) { return keys[a] > keys[b]; });
        for (std::size_t k = 0; k < moves.size(); ++k) {
            const std::size_t i = order[k];
            ordered[n] = moves[i];
            // Past FREE_PLIES nothing is free.
            costs[n++] = ply >= FREE_PLIES && each[i] == Cost::free ? Cost::normal : each[i];
        }
        if (path_.size() <= std::size_t(ply)) path_.resize(std::size_t(ply) + 1);
        while (states_.size() <= std::size_t(ply)) states_.emplace_back();
        for (std::size_t i = 0; i < n; ++i) {
            if (s_.nodes >= iteration_end_) {
                interrupted_ = true;
                if (s_.nodes >= s_.pass_budget) s_.aborted = true;
                return false;
            }
            const Move m = ordered[i];
            const Cost c = costs[i];
            int next = depth + 1;
            if (c == Cost::free || (c == Cost::normal && past_progress)) next = depth;
            if (c == Cost::punished) next = std::min(max_depth_, depth + 3);
            path_[std::size_t(ply)] = m;
            pos.do_move(m, states_[std::size_t(ply)]);
            ++s_.nodes;
            const bool found = search(ply + 1, next, c == Cost::free);
            pos.undo_move(m);
            if (found) return true;
        }
        return false;
    }

    Search& s_;
    std::vector<Move> path_;
    std::deque<StateInfo> states_;
    int max_depth_ = 0;
    uint64_t iteration_end_ = 0;
    bool interrupted_ = false;
};

}  // namespace

bool Search::run_progress_pass(uint64_t budget) {
    aborted = false;
    pass_budget = nodes + budget;
    ProgressSearch progress(*this);
    for (int depth = 2; !aborted && nodes < pass_budget; ++depth) {
        if (progress.iterate(depth, NODES_PER_DEPTH * uint64_t(depth))) return true;
        // An iteration that was never cut has seen every line: deeper ones see the same.
        if (!progress.interrupted()) return false;
    }
    return false;
}

}  // namespace pgnlint::core
