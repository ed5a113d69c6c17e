// The exhaustive pass of the helpmate search: every position reachable from the root is entered
// once, best-ordered moves first, depth first with its own stacks on the heap, so no depth caps
// it; only the node budget and the size of its set of positions can stop it. It is the only pass
// that proves a side cannot mate, and only when it stopped for neither: then the positions it
// entered are closed under legal moves (every move of each leads to one of them, or to a position
// a proof without search settles) and none is the side's checkmate.
#include <algorithm>
#include <array>
#include <functional>

#include "ordering.h"
#include "reach.h"
#include "scored_moves.h"
#include "search.h"
#include "static.h"

namespace pgnlint::core {

namespace {

using Search = UnwinnabilityAnalyser::Search;

// The most positions the pass holds (its set then takes 64 MB), and the longest path it follows
// (its stacks then take some 30 MB at most: a state and the untried moves of each position on
// it); past either the verdict is undetermined, as when the budget runs out.
constexpr std::size_t MOST_POSITIONS = std::size_t(3) << 20;
constexpr std::size_t MOST_PLIES = std::size_t(1) << 17;

enum class Entered : uint8_t { mate, dead_end, expanded };

struct Frame {
    std::size_t first = 0;  // the position's moves in the arena
    std::size_t count = 0;
    std::size_t next = 0;
};

}  // namespace

bool Search::run_exhaustive_pass(uint64_t max_nodes) {
    positions.clear(std::size_t(std::min<uint64_t>(max_nodes + 1, MOST_POSITIONS)));
    aborted = false;
    cut = false;
    pass_budget = max_nodes;
    deep_path.clear();
    std::vector<Frame> frames;
    std::size_t top = 0;  // the arena's first free entry
    MoveList direct_checks;
    std::array<uint32_t, MoveList::CAPACITY> scratch;  // one position's scored moves

    // Enters the current position, reached by deep_path: the side's checkmate, a dead end (no
    // move, proved unwinnable, or entered before), or expanded (its moves are on a new frame).
    const auto enter = [&]() -> Entered {
        positions.prefetch(pos.key());
        if (pos.side_to_move() != winner && pos.in_check() && !has_legal_move(pos))
            return Entered::mate;
        if (detail::static_reason(pos, winner) != UnwinnableReason::none) return Entered::dead_end;
        switch (positions.insert(pos.key(), uint32_t(verification_key(pos)))) {
            case detail::PositionSet::Insert::seen:
                return Entered::dead_end;
            case detail::PositionSet::Insert::full:
                cut = true;
                return Entered::dead_end;
            case detail::PositionSet::Insert::fresh:
                break;
        }
        if (deep_path.size() >= MOST_PLIES) {
            cut = true;
            return Entered::dead_end;
        }
        const PositionFacts facts(pos, winner);
        MoveOrdering ordering(pos, winner, *corner_distance, facts);
        const ScoredMoves scored = score_every_move(pos, winner, ordering, facts, false,
                                                    scratch.data(), scratch.size(), direct_checks);
        if (scored.count == 0) return Entered::dead_end;
        std::sort(scratch.begin(), scratch.begin() + std::ptrdiff_t(scored.count),
                  std::greater<>());
        // Kept as moves only, best first.
        if (deep_arena.size() < top + scored.count)
            deep_arena.resize(std::max(deep_arena.size() * 2, top + MoveList::CAPACITY));
        for (std::size_t i = 0; i < scored.count; ++i)
            deep_arena[top + i] = uint16_t(scratch[i] & 0xFFFF);
        frames.push_back({top, scored.count, 0});
        top += scored.count;
        return Entered::expanded;
    };

    const auto state_for = [&](std::size_t ply) -> StateInfo& {
        while (deep_states.size() <= ply) deep_states.emplace_back();
        return deep_states[ply];
    };

    bool found = false;
    switch (enter()) {
        case Entered::mate:
            witness_length = 0;
            return true;
        case Entered::dead_end:
            return false;
        case Entered::expanded:
            break;
    }
    while (!frames.empty()) {
        Frame& frame = frames.back();
        if (frame.next == frame.count) {
            top = frame.first;
            frames.pop_back();
            if (!deep_path.empty()) {
                pos.undo_move(deep_path.back());
                deep_path.pop_back();
            }
            continue;
        }
        if (nodes >= pass_budget) {
            aborted = true;
            break;
        }
        const Move m(deep_arena[frame.first + frame.next++]);
        pos.do_move(m, state_for(deep_path.size() + 1));
        deep_path.push_back(m);
        ++nodes;
        const Entered entered = enter();
        if (entered == Entered::mate) {
            found = true;
            break;
        }
        if (entered == Entered::dead_end) {
            pos.undo_move(m);
            deep_path.pop_back();
        }
    }
    if (found) {
        if (witness.size() < deep_path.size()) witness.resize(deep_path.size());
        std::copy(deep_path.begin(), deep_path.end(), witness.begin());
        witness_length = deep_path.size();
    }
    // Back to the root.
    while (!deep_path.empty()) {
        pos.undo_move(deep_path.back());
        deep_path.pop_back();
    }
    return found;
}

}  // namespace pgnlint::core
