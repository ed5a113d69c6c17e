// The quick passes of the helpmate search: depth-capped, with transposition memory and pruning,
// they find most helpmates in a few dozen nodes. They only look for a helpmate, so they prune
// freely; they prove nothing.
#include <algorithm>
#include <functional>

#include "dive.h"
#include "ordering.h"
#include "scored_moves.h"
#include "search.h"
#include "static.h"

namespace pgnlint::core {
namespace {

using Search = UnwinnabilityAnalyser::Search;

constexpr std::size_t PROBE_LIMIT = 16;

// Whether a quick pass passes over move m: only a check can mate on the last ply (then
// `only_checks`), and the loser takes nothing while it has another move.
bool passed_over(const Position& pos, const PositionFacts& facts, Move m, bool only_checks,
                 bool loser_has_quiet_move) {
    return (only_checks && !facts.checks_directly(pos, m)) ||
           (loser_has_quiet_move && pos.is_capture(m));
}

// A quick pass takes a mate the moment one is there: whether one of the winner's direct checks
// mates (then the witness is written).
bool mates_in_one(Search& s, int ply, const PositionFacts& facts, const MoveList& direct_checks) {
    FlightSquares flights(s.pos, s.winner, facts.target);
    for (const Move m : direct_checks) {
        if (flights.king_escapes(s.pos, m)) continue;
        if (s.nodes >= s.pass_budget) {
            s.aborted = true;
            return false;
        }
        s.pos.do_move(m, s.states[std::size_t(ply) + 1]);
        ++s.nodes;
        const bool mate = s.pos.in_check() && !has_legal_move(s.pos);
        s.pos.undo_move(m);
        if (mate) {
            s.path[std::size_t(ply)] = m;
            if (s.witness.size() < std::size_t(ply) + 1) s.witness.resize(std::size_t(ply) + 1);
            std::copy(s.path.begin(), s.path.begin() + ply + 1, s.witness.begin());
            s.witness_length = std::size_t(ply) + 1;
            return true;
        }
    }
    return false;
}

}  // namespace

void Search::new_quick_pass() {
    if (++generation == 0) {
        std::fill(quick_table.begin(), quick_table.end(), QuickEntry{});
        generation = 1;
    }
    table_load = 0;
    arena_top = 0;
    cut = false;
}

// Whether the position must be searched with `remaining` plies: not when it was entered in this
// pass with as many. A Zobrist collision merely prunes a line, so no second key.
Search::Visit Search::quick_visit(int remaining) {
    const Key key = pos.key();
    const std::size_t mask = QUICK_TABLE_SIZE - 1;
    std::size_t i = key & mask;
    for (std::size_t probe = 0; probe < PROBE_LIMIT; ++probe, i = (i + 1) & mask) {
        QuickEntry& e = quick_table[i];
        if (e.generation != generation) {
            if (table_load >= mask / 4 * 3) return Visit::full;
            e = QuickEntry{key, generation, remaining};
            ++table_load;
            return Visit::fresh;
        }
        if (e.key == key) {
            if (e.remaining >= remaining) return Visit::seen;
            e.remaining = remaining;
            return Visit::fresh;
        }
    }
    return Visit::full;
}

// Makes move m at `ply` and searches on from there.
bool Search::try_move(int ply, int remaining, Move m) {
    path[std::size_t(ply)] = m;
    pos.do_move(m, states[std::size_t(ply) + 1]);
    ++nodes;
    expanded = false;
    const bool found = quick_search(ply + 1, remaining - 1);
    pos.undo_move(m);
    return found;
}

bool Search::quick_search(int ply, int remaining) {
    // The position's table entry is read after the mate and static tests: fetched now, it
    // arrives while they run.
    __builtin_prefetch(&quick_table[pos.key() & (QUICK_TABLE_SIZE - 1)]);
    if (pos.side_to_move() != winner && pos.in_check() && !has_legal_move(pos)) {
        if (witness.size() < std::size_t(ply)) witness.resize(std::size_t(ply));
        std::copy(path.begin(), path.begin() + ply, witness.begin());
        witness_length = std::size_t(ply);
        return true;
    }
    // A quick pass uses the static proofs only to prune: it asks them where material or pawns
    // just changed (the root has been asked by analyse), which is where they start to hold.
    if (pos.halfmove_clock() == 0 && detail::static_reason(pos, winner) != UnwinnableReason::none)
        return false;
    if (remaining == 0) {
        cut = true;
        expanded = true;  // a dive that reached its depth has failed: it does not step round
        return false;
    }
    switch (quick_visit(remaining)) {
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
    const bool dive = beam == 1;
    if (dive) {
        const Move m = dive_choice(pos, winner, ordering, facts, near_the_end, checks);
        // A stalemate (or the winner mated) is a dead end a dive steps round, as round a
        // position seen before.
        if (m == Move::none()) return false;
        expanded = true;
        if (!loser_to_move && mates_in_one(*this, ply, facts, checks)) return true;
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
    const ScoredMoves scored = score_every_move(pos, winner, ordering, facts, near_the_end,
                                                arena.data() + first, ARENA_SIZE - first, checks);
    if (!dive) {
        if (scored.count == 0) return false;
        expanded = true;
        if (!loser_to_move && mates_in_one(*this, ply, facts, checks)) return true;
    }
    const std::size_t count = scored.count;
    if (first + count > ARENA_SIZE) {
        cut = true;
        return false;
    }
    // A quick pass reads little more than its beam (a dive mostly one move): it picks each next
    // best move when it comes to it rather than sorting them all.
    const auto begin = arena.begin() + std::ptrdiff_t(first);
    const auto end = begin + std::ptrdiff_t(count);
    arena_top = first + count;
    const bool loser_has_quiet_move = loser_to_move && scored.has_quiet_move;
    bool found = false;
    std::size_t tried = 0;
    for (std::size_t i = 0; i < count && !found; ++i) {
        if (tried == beam) break;
        if (nodes >= pass_budget) {
            aborted = true;
            break;
        }
        std::iter_swap(begin + std::ptrdiff_t(i),
                       i == 0 ? begin + std::ptrdiff_t(scored.best)
                              : std::max_element(begin + std::ptrdiff_t(i), end));
        const Move m(uint16_t(arena[first + i] & 0xFFFF));
        if (m == tried_first || passed_over(pos, facts, m, only_checks, loser_has_quiet_move))
            continue;
        ++tried;
        found = try_move(ply, remaining, m);
        // A dive (a beam of one) goes on past a move that met a position searched before.
        if (beam == 1 && !expanded) --tried;
        if (aborted) break;
    }
    arena_top = first;
    return found;
}

bool Search::run_quick_pass(const QuickPass& pass, uint64_t share_of, uint64_t max_nodes) {
    new_quick_pass();
    aborted = false;
    // A pass's share, at least one move (a tiny budget still takes a mate in one), and never past
    // the whole budget.
    pass_budget =
        std::min(max_nodes, nodes + std::max<uint64_t>(1, share_of / pass.budget_divisor));
    beam = pass.beam;
    return quick_search(0, pass.cap);
}

}  // namespace pgnlint::core
