// The cooperative helpmate search behind UnwinnabilityAnalyser: quick depth-capped passes with
// transposition memory and pruning that find most helpmates fast, then one pass over every
// reachable position, the only one that may prove that no helpmate exists, and only if nothing was
// cut.
#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdlib>
#include <functional>
#include <vector>

#include "pgnlint/core/movegen.h"
#include "pgnlint/core/unwinnable.h"
#include "unwinnable_static.h"

namespace pgnlint::core {
namespace {

// The longest path the search follows; a deeper one is a cut, so the answer is undetermined.
constexpr int MAX_PLY = 1024;
// The quick passes: a depth cap, the share of the node budget each may spend, and how many of a
// position's best-ordered moves each tries. They prune freely (they only look for a helpmate);
// the exhaustive pass after them prunes nothing that could hold one. Greedy deep dives (one or two
// moves a position) come first: they find the mates of positions full of material in a few dozen
// nodes. The mates a first dive misses are mostly short ones its ordering walks past (a minor
// piece's mate, a promotion then a mate): two moves a position to 13 plies find them in a few
// hundred to two thousand nodes, where the deep two-move pass spent its whole share and the
// three-move one thousands more. Then the deep two-move dive (long pawn endings) and deeper
// passes.
struct QuickPass {
    int cap;
    uint64_t budget_divisor;
    std::size_t beam;
};
constexpr std::array<QuickPass, 5> QUICK_PASSES = {
    {{101, 256, 1}, {13, 64, 2}, {101, 32, 2}, {13, 16, 3}, {25, 8, 3}}};
constexpr QuickPass SHORTENING_PASS = {9, 128, 4};
constexpr std::size_t TABLE_SIZE = std::size_t(1) << 17;
// The quick passes use only the table's first entries: they search few positions, and a small
// region stays in the cache.
constexpr std::size_t QUICK_TABLE_SIZE = std::size_t(1) << 13;
constexpr std::size_t PROBE_LIMIT = 16;
constexpr std::size_t ARENA_SIZE = std::size_t(1) << 16;

constexpr uint64_t mix(uint64_t x) {
    x ^= x >> 33;
    x *= 0xFF51AFD7ED558CCDULL;
    x ^= x >> 33;
    x *= 0xC4CEB9FE1A85EC53ULL;
    return x ^ (x >> 33);
}

// A key independent of the Zobrist key (a different function of the same facts: the pieces, the
// side to move, the castling rights and a possible en-passant capture), so that a position is
// taken for one already searched only when both keys agree.
Key verification_key(const Position& pos) {
    uint64_t h = mix(uint64_t(pos.side_to_move()) + (uint64_t(pos.castling_rights()) << 8) +
                     (pos.ep_capture_possible() ? uint64_t(pos.ep_square()) + 1 : 0) * 65536);
    h = mix(h ^ pos.pieces(WHITE));
    for (int pt = PAWN; pt <= KING; ++pt) h = mix(h + pos.pieces(PieceType(pt)) + uint64_t(pt));
    return h;
}

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
const CornerDistances& mating_corner_distances(const Position& pos, Color winner) {
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
            uncovered_ = flights_ & ~pos.attacks(winner_, through_king);
            uncovered_known_ = true;
        }
        const Square from = m.from_sq();
        const Square to = m.to_sq();
        const PieceType checker =
            m.kind() == MoveKind::promotion ? m.promotion_type() : type_of(pos.piece_on(from));
        const Bitboard after = (through_king ^ square_bb(from)) | square_bb(to);
        const Bitboard checker_covers =
            checker == PAWN ? pawn_attacks(winner_, to) : attacks_bb(checker, to, after);
        Bitboard escapes = uncovered_ & ~checker_covers;
        if (more_than_one(lines_can_open_) || (lines_can_open_ & ~square_bb(from)))
            escapes &= ~(rook_rays(from) | bishop_rays(from));
        if (escapes) return true;
        // The king may also step where the checker stood guard before, or take the checker.
        const Bitboard steps = (flights_ | (king_attacks(target_) & square_bb(to)));
        return steps & ~(checker_covers | covered_by_others(pos, from, after));
    }

private:
    // What the winner's pieces other than the one leaving `from` cover with `after` the board's
    // blockers.
    Bitboard covered_by_others(const Position& pos, Square from, Bitboard after) const {
        const Bitboard others = pos.pieces(winner_) ^ square_bb(from);
        const Bitboard pawns = pos.pieces(PAWN) & others;
        Bitboard covered = winner_ == WHITE ? shift<9>(pawns) | shift<7>(pawns)
                                            : shift<-7>(pawns) | shift<-9>(pawns);
        for (Bitboard b = pos.pieces(KNIGHT) & others; b;) covered |= knight_attacks(pop_lsb(b));
        for (Bitboard b = pos.pieces(BISHOP, QUEEN) & others; b;)
            covered |= bishop_attacks(pop_lsb(b), after);
        for (Bitboard b = pos.pieces(ROOK, QUEEN) & others; b;)
            covered |= rook_attacks(pop_lsb(b), after);
        for (Bitboard b = pos.pieces(KING) & others; b;) covered |= king_attacks(pop_lsb(b));
        return covered;
    }

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

class MoveOrdering {
public:
    MoveOrdering(const Position& pos, Color winner, const CornerDistances& corner_distance,
                 const PositionFacts& facts)
        : pos_(pos), winner_(winner), corner_distance_(corner_distance), facts_(facts) {}

    // What a dive needs of the scores besides the scores: the first pick, and for the loser
    // whether it has a move that takes nothing.
    struct Summary {
        std::size_t best = 0;
        bool has_quiet_move = false;
    };

    // Writes each move's score and the move (score << 16 | move) to `out`.
    Summary score_all(const MoveList& moves, bool near_the_end, uint32_t* out) {
        Summary summary;
        uint32_t best = 0;
        const auto keep = [&](std::size_t i, uint32_t scored) {
            out[i] = scored;
            if (scored > best) {
                best = scored;
                summary.best = i;
            }
        };
        if (pos_.side_to_move() == winner_) {
            for (std::size_t i = 0; i < moves.size(); ++i)
                keep(i, entry(winner_score(moves[i], near_the_end), moves[i]));
        } else {
            for (std::size_t i = 0; i < moves.size(); ++i) {
                const bool capture = pos_.is_capture(moves[i]);
                summary.has_quiet_move |= !capture;
                keep(i, entry(loser_score(moves[i], capture), moves[i]));
            }
        }
        return summary;
    }

private:
    // Scores stay within a few hundred either way, so they fit the entry's top half as they are.
    static uint32_t entry(int score, Move m) { return (uint32_t(score + 32768) << 16) | m.raw(); }

    int winner_score(Move m, bool near_the_end) {
        const Square from = m.from_sq();
        const Square to = m.to_sq();
        const PieceType moving = type_of(pos_.piece_on(from));
        int score = 0;
        if (m.kind() == MoveKind::promotion) score += m.promotion_type() == QUEEN ? 400 : -100;
        if (pos_.is_capture(m)) score += type_of(pos_.piece_on(to)) == PAWN ? 30 : 20;
        if (near_the_end && facts_.checks_directly(pos_, m)) score += 100;
        switch (moving) {
            case PAWN:
                return score + 30 +
                       10 * (distance(from, facts_.target) - distance(to, facts_.target));
            case KING:
                if (m.kind() == MoveKind::castling) return score;
                return score +
                       10 * (distance(from, facts_.king_goal) - distance(to, facts_.king_goal));
            default:
                // A piece helps from afar: by the squares round the king it takes away.
                return score + (facts_.lone_king ? 5 : 10) * zone_views_after(moving, from, to);
        }
    }

    // A piece's view of the zone from `to`, with it lifted from `from`; from `from` once a piece
    // (moves come grouped by the square they leave).
    int zone_views_after(PieceType moving, Square from, Square to) {
        const Bitboard occupied = pos_.pieces() ^ square_bb(from);
        if (from != zone_from_) {
            zone_from_ = from;
            zone_seen_from_ = popcount(attacks_bb(moving, from, occupied) & facts_.zone);
        }
        // Most squares a piece can go to see no zone square even on an empty board.
        if (!(EMPTY_BOARD_VIEWS[moving][to] & facts_.zone)) return -zone_seen_from_;
        return popcount(attacks_bb(moving, to, occupied) & facts_.zone) - zone_seen_from_;
    }

    int loser_score(Move m, bool capture) const {
        const Square from = m.from_sq();
        const Square to = m.to_sq();
        const PieceType moving = type_of(pos_.piece_on(from));
        int score = capture ? -300 : 0;
        if (moving == KING) {
            const Square helper = pos_.king_square(winner_);
            return score + 20 * (corner_distance_[from] - corner_distance_[to]) +
                   10 * (distance(from, helper) - distance(to, helper));
        }
        if (moving == PAWN) score += 20;
        if (facts_.zone & square_bb(to)) score += 40;
        if (facts_.winner_attacks & square_bb(to)) score += 30;
        return score;
    }

    const Position& pos_;
    Color winner_;
    const CornerDistances& corner_distance_;
    const PositionFacts& facts_;
    Square zone_from_ = SQ_NONE;  // the square the last winner's piece scored left
    int zone_seen_from_ = 0;      // how much of the zone that piece sees from there
};

}  // namespace

struct UnwinnabilityAnalyser::Search {
    struct Entry {
        Key key = 0;
        Key check = 0;
        uint32_t generation = 0;
        int32_t remaining = 0;  // the plies the position was entered with
    };
    enum class Visit : uint8_t { fresh, seen, full };

    std::vector<Entry> table = std::vector<Entry>(TABLE_SIZE);
    std::vector<uint32_t> arena = std::vector<uint32_t>(ARENA_SIZE);  // score << 16 | move
    std::vector<StateInfo> states = std::vector<StateInfo>(MAX_PLY + 1);
    std::vector<Move> path = std::vector<Move>(MAX_PLY);
    std::vector<Move> witness = std::vector<Move>(MAX_PLY);
    std::size_t witness_length = 0;
    MoveList scratch;
    Position pos;
    uint32_t generation = 0;
    std::size_t table_load = 0;
    std::size_t arena_top = 0;
    Color winner = WHITE;
    // How far each square is from where the loser's king heads (chosen at the root).
    const CornerDistances* corner_distance = &TO_ANY_CORNER;
    uint64_t nodes = 0;
    uint64_t pass_budget = 0;
    std::size_t beam = 0;
    bool exhaustive = false;  // every position is entered once, whatever its depth; no pruning
    bool cut = false;         // some position was left unsearched: no claim of unwinnability
    bool aborted = false;     // the node budget ran out
    bool expanded = false;    // the last position entered was searched (not seen, not pruned)

    void new_pass() {
        if (++generation == 0) {
            std::fill(table.begin(), table.end(), Entry{});
            generation = 1;
        }
        table_load = 0;
        arena_top = 0;
        cut = false;
    }

    // Whether the position must be searched with `remaining` plies: not when it was entered in this
    // pass with as many (in the exhaustive pass: at all).
    Visit visit(int remaining) {
        const Key key = pos.key();
        // Only the exhaustive pass's "seen" can support a proof; a quick pass misled by a Zobrist
        // collision merely prunes a line, so it spares itself the second key.
        const Key check = exhaustive ? verification_key(pos) : 0;
        const std::size_t mask = (exhaustive ? TABLE_SIZE : QUICK_TABLE_SIZE) - 1;
        std::size_t i = key & mask;
        for (std::size_t probe = 0; probe < PROBE_LIMIT; ++probe, i = (i + 1) & mask) {
            Entry& e = table[i];
            if (e.generation != generation) {
                if (table_load >= mask / 4 * 3) return Visit::full;
                e = Entry{key, check, generation, remaining};
                ++table_load;
                return Visit::fresh;
            }
            if (e.key == key && e.check == check) {
                if (exhaustive || e.remaining >= remaining) return Visit::seen;
                e.remaining = remaining;
                return Visit::fresh;
            }
        }
        return Visit::full;
    }

    // A quick pass takes a mate the moment one is there: whether one of the winner's direct
    // checks in `scratch` mates (then the witness is written).
    bool mates_in_one(int ply, const PositionFacts& facts) {
        FlightSquares flights(pos, winner, facts.target);
        for (const Move m : scratch) {
            if (!facts.checks_directly(pos, m) || flights.king_escapes(pos, m)) continue;
            if (nodes >= pass_budget) {
                aborted = true;
                return false;
            }
            pos.do_move(m, states[std::size_t(ply) + 1]);
            ++nodes;
            const bool mate = pos.in_check() && !has_legal_move(pos);
            pos.undo_move(m);
            if (mate) {
                path[std::size_t(ply)] = m;
                std::copy(path.begin(), path.begin() + ply + 1, witness.begin());
                witness_length = std::size_t(ply) + 1;
                return true;
            }
        }
        return false;
    }

    // Whether a helpmate by `winner` lies within `remaining` plies; the moves so far are path[0,
    // ply).
    bool search(int ply, int remaining) {
        if (pos.side_to_move() != winner && pos.in_check() && !has_legal_move(pos)) {
            std::copy(path.begin(), path.begin() + ply, witness.begin());
            witness_length = std::size_t(ply);
            return true;
        }
        // A quick pass uses the static proofs only to prune: it asks them where material or pawns
        // just changed (the root has been asked by analyse), which is where they start to hold.
        if ((exhaustive || pos.halfmove_clock() == 0) &&
            detail::static_reason(pos, winner) != UnwinnableReason::none)
            return false;
        if (remaining == 0) {
            cut = true;
            return false;
        }
        switch (visit(remaining)) {
            case Visit::seen:
                return false;
            case Visit::full:
                cut = true;
                return false;
            case Visit::fresh:
                break;
        }
        generate_legal(pos, scratch);
        // A stalemate (or the winner mated) is a dead end a dive steps round, as round a position
        // seen before.
        if (scratch.empty()) return false;
        expanded = true;
        const PositionFacts facts(pos, winner);
        if (!exhaustive && pos.side_to_move() == winner && mates_in_one(ply, facts)) return true;
        const std::size_t first = arena_top;
        const std::size_t count = scratch.size();
        if (first + count > ARENA_SIZE) {
            cut = true;
            return false;
        }
        const MoveOrdering::Summary scored =
            MoveOrdering(pos, winner, *corner_distance, facts)
                .score_all(scratch, remaining <= 3, arena.data() + first);
        // A quick pass reads little more than its beam (a dive mostly one move): it picks each
        // next best move when it comes to it rather than sorting them all.
        const auto begin = arena.begin() + std::ptrdiff_t(first);
        const auto end = begin + std::ptrdiff_t(count);
        if (exhaustive) std::sort(begin, end, std::greater<>());
        arena_top = first + count;
        // Quick passes: only a check can mate on the last ply, and the loser takes nothing while it
        // has another move.
        const bool last_ply = remaining == 1;
        const bool loser_to_move = pos.side_to_move() != winner;
        const bool loser_has_quiet_move = loser_to_move && scored.has_quiet_move;
        bool found = false;
        std::size_t tried = 0;
        for (std::size_t i = 0; i < count && !found; ++i) {
            if (!exhaustive && tried == beam) break;
            if (nodes >= pass_budget) {
                aborted = true;
                break;
            }
            if (!exhaustive)
                std::iter_swap(begin + std::ptrdiff_t(i),
                               i == 0 ? begin + std::ptrdiff_t(scored.best)
                                      : std::max_element(begin + std::ptrdiff_t(i), end));
            const Move m(uint16_t(arena[first + i] & 0xFFFF));
            if (!exhaustive) {
                if (last_ply && !loser_to_move && !facts.checks_directly(pos, m)) continue;
                if (loser_has_quiet_move && pos.is_capture(m)) continue;
                ++tried;
            }
            path[std::size_t(ply)] = m;
            pos.do_move(m, states[std::size_t(ply) + 1]);
            ++nodes;
            expanded = false;
            found = search(ply + 1, remaining - 1);
            pos.undo_move(m);
            // A dive (a beam of one) goes on past a move that met a position searched before.
            if (beam == 1 && !expanded) --tried;
            if (aborted) break;
        }
        arena_top = first;
        return found;
    }
};

UnwinnabilityAnalyser::UnwinnabilityAnalyser() : search_(std::make_unique<Search>()) {}
UnwinnabilityAnalyser::~UnwinnabilityAnalyser() = default;

WinnabilityResult UnwinnabilityAnalyser::analyse(const Position& pos, Color side,
                                                 std::uint64_t max_nodes, WitnessLength witness) {
    Search& s = *search_;
    WinnabilityResult result;
    const UnwinnableReason proved = detail::static_reason(pos, side);
    if (proved != UnwinnableReason::none) {
        result.verdict = Winnability::unwinnable;
        result.reason = proved;
        return result;
    }
    if (max_nodes == 0) return result;  // the proofs without search only
    s.pos = pos;
    s.winner = side;
    s.corner_distance = &mating_corner_distances(pos, side);
    s.nodes = 0;
    // A pass's share of the budget, at least one move (a tiny budget still takes a mate in one),
    // and never past the whole budget.
    const auto pass_budget = [&](const QuickPass& pass) {
        return std::min(max_nodes,
                        s.nodes + std::max<uint64_t>(1, max_nodes / pass.budget_divisor));
    };
    const auto found_helpmate = [&] {
        result.nodes = s.nodes;
        result.verdict = Winnability::winnable;
        result.witness = std::span<const Move>(s.witness.data(), s.witness_length);
        return result;
    };
    // A dive's helpmate can be long where a short one exists: one cheap shallow pass looks for a
    // shorter one (and keeps the dive's when it finds none).
    const auto shortened = [&] {
        if (witness == WitnessLength::short_preferred &&
            s.witness_length > std::size_t(SHORTENING_PASS.cap)) {
            s.new_pass();
            s.pass_budget = pass_budget(SHORTENING_PASS);
            s.beam = SHORTENING_PASS.beam;
            s.search(0, SHORTENING_PASS.cap);
        }
        return found_helpmate();
    };
    s.exhaustive = false;
    for (const QuickPass& pass : QUICK_PASSES) {
        s.new_pass();
        s.aborted = false;
        s.pass_budget = pass_budget(pass);
        s.beam = pass.beam;
        if (s.search(0, pass.cap)) return shortened();
    }
    s.exhaustive = true;
    s.new_pass();
    s.aborted = false;
    s.pass_budget = max_nodes;
    const bool found = s.search(0, MAX_PLY);
    if (found) return found_helpmate();
    result.nodes = s.nodes;
    if (!s.aborted && !s.cut) {
        result.verdict = Winnability::unwinnable;
        result.reason = UnwinnableReason::search_exhausted;
    }
    return result;
}

}  // namespace pgnlint::core
