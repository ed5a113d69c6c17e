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

#include "dive.h"
#include "ordering.h"
#include "pgnlint/core/movegen.h"
#include "pgnlint/core/unwinnable.h"
#include "scored_moves.h"
#include "static.h"

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

// Whether a quick pass passes over move m: only a check can mate on the last ply (then
// `only_checks`), and the loser takes nothing while it has another move.
bool passed_over(const Position& pos, const PositionFacts& facts, Move m, bool only_checks,
                 bool loser_has_quiet_move) {
    return (only_checks && !facts.checks_directly(pos, m)) ||
           (loser_has_quiet_move && pos.is_capture(m));
}

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
    MoveList checks;  // the winner's direct checks, for the mate test
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

    std::size_t table_mask() const { return (exhaustive ? TABLE_SIZE : QUICK_TABLE_SIZE) - 1; }

    // Whether the position must be searched with `remaining` plies: not when it was entered in this
    // pass with as many (in the exhaustive pass: at all).
    Visit visit(int remaining) {
        const Key key = pos.key();
        // Only the exhaustive pass's "seen" can support a proof; a quick pass misled by a Zobrist
        // collision merely prunes a line, so it spares itself the second key.
        const Key check = exhaustive ? verification_key(pos) : 0;
        const std::size_t mask = table_mask();
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
    // checks mates (then the witness is written).
    bool mates_in_one(int ply, const PositionFacts& facts, const MoveList& direct_checks) {
        FlightSquares flights(pos, winner, facts.target);
        for (const Move m : direct_checks) {
            if (flights.king_escapes(pos, m)) continue;
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

    // Makes move m at `ply` and searches on from there.
    bool try_move(int ply, int remaining, Move m) {
        path[std::size_t(ply)] = m;
        pos.do_move(m, states[std::size_t(ply) + 1]);
        ++nodes;
        expanded = false;
        const bool found = search(ply + 1, remaining - 1);
        pos.undo_move(m);
        return found;
    }

    // Whether a helpmate by `winner` lies within `remaining` plies; the moves so far are path[0,
    // ply).
    bool search(int ply, int remaining) {
        // The position's table entry is read after the mate and static tests: fetched now, it
        // arrives while they run (the table is larger than the L1 cache).
        __builtin_prefetch(&table[pos.key() & table_mask()]);
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
            expanded = true;  // a dive that reached its depth has failed: it does not step round
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
        const PositionFacts facts(pos, winner);
        const bool loser_to_move = pos.side_to_move() != winner;
        const bool only_checks = remaining == 1 && !loser_to_move;
        // A dive mostly tries one move a position: it finds the best without scoring every move,
        // and the moves are scored only if the dive must go on to the next. The loser's best
        // takes nothing when it has a move that does not: captures score lowest.
        MoveOrdering ordering(pos, winner, *corner_distance, facts);
        const bool near_the_end = remaining <= 3;
        const std::size_t first = arena_top;
        Move tried_first = Move::none();
        const bool dive = !exhaustive && beam == 1;
        if (dive) {
            const Move m = dive_choice(pos, winner, ordering, facts, near_the_end, checks);
            // A stalemate (or the winner mated) is a dead end a dive steps round, as round a
            // position seen before.
            if (m == Move::none()) return false;
            expanded = true;
            if (!loser_to_move && mates_in_one(ply, facts, checks)) return true;
            if (!passed_over(pos, facts, m, only_checks, false)) {
                if (nodes >= pass_budget) {
                    aborted = true;
                    return false;
                }
                const bool found = try_move(ply, remaining, m);
                if (found || aborted || expanded) return found;
                tried_first = m;
            }
        }
        // A dive's moves are scored only now: the search below its first move used the arena.
        const ScoredMoves scored =
            score_every_move(pos, winner, ordering, facts, near_the_end, arena.data() + first,
                             ARENA_SIZE - first, checks);
        if (!dive) {
            if (scored.count == 0) return false;
            expanded = true;
            if (!exhaustive && !loser_to_move && mates_in_one(ply, facts, checks)) return true;
        }
        const std::size_t count = scored.count;
        if (first + count > ARENA_SIZE) {
            cut = true;
            return false;
        }
        // A quick pass reads little more than its beam (a dive mostly one move): it picks each
        // next best move when it comes to it rather than sorting them all.
        const auto begin = arena.begin() + std::ptrdiff_t(first);
        const auto end = begin + std::ptrdiff_t(count);
        if (exhaustive) std::sort(begin, end, std::greater<>());
        arena_top = first + count;
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
                if (m == tried_first ||
                    passed_over(pos, facts, m, only_checks, loser_has_quiet_move))
                    continue;
                ++tried;
            }
            found = try_move(ply, remaining, m);
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
