// The state behind UnwinnabilityAnalyser: the position searched, the budget, the witness, and the
// three kinds of pass that share them: quick depth-capped passes that find most helpmates in a
// few nodes (quick_passes.cpp), a pass whose depth is charged by progress rather than plies, for
// the helpmates of a lone minor piece (progress_pass.cpp), and one pass over every reachable
// position, the only one that proves that no helpmate exists (exhaustive_pass.cpp). Private to
// the analysis.
#pragma once

#include <cstddef>
#include <cstdint>
#include <deque>
#include <vector>

#include "pgnlint/core/movegen.h"
#include "pgnlint/core/position.h"
#include "pgnlint/core/unwinnable.h"
#include "table.h"

namespace pgnlint::core {

// A key independent of the Zobrist key (a different function of the same facts: the pieces, the
// side to move, the castling rights and a possible en-passant capture), so that a position is
// taken for one already searched only when both keys agree.
Key verification_key(const Position& pos);

struct UnwinnabilityAnalyser::Search {
    // The quick passes: a depth cap, the share of the node budget each may spend, and how many
    // of a position's best-ordered moves each tries.
    struct QuickPass {
        int cap;
        uint64_t budget_divisor;
        std::size_t beam;
    };
    // The quick passes' memory: each position with the plies it was searched with.
    struct QuickEntry {
        Key key = 0;
        uint32_t generation = 0;
        int32_t remaining = 0;
    };
    enum class Visit : uint8_t { fresh, seen, full };
    static constexpr std::size_t QUICK_TABLE_SIZE = std::size_t(1) << 13;
    static constexpr std::size_t QUICK_PLIES = 128;  // past the deepest quick pass's cap
    static constexpr std::size_t ARENA_SIZE = std::size_t(1) << 16;

    // What every pass shares.
    Position pos;
    Color winner = WHITE;
    uint64_t nodes = 0;
    uint64_t pass_budget = 0;
    bool aborted = false;  // the pass's budget ran out
    bool cut = false;      // some position was left unsearched: no claim of unwinnability
    // The helpmate found, from the searched position.
    std::vector<Move> witness;
    std::size_t witness_length = 0;
    // The moves the analysed position forces (search.cpp), played before the passes search, and
    // the witness from the analysed position (those moves, then the pass's helpmate).
    std::vector<Move> forced;
    std::deque<StateInfo> forced_states;
    std::vector<Move> full_witness;

    // The quick passes (quick_passes.cpp).
    std::vector<QuickEntry> quick_table = std::vector<QuickEntry>(QUICK_TABLE_SIZE);
    std::vector<uint32_t> arena = std::vector<uint32_t>(ARENA_SIZE);  // score << 16 | move
    std::vector<StateInfo> states = std::vector<StateInfo>(QUICK_PLIES + 2);
    std::vector<Move> path = std::vector<Move>(QUICK_PLIES + 1);
    MoveList checks;  // the winner's direct checks, for the mate test
    uint32_t generation = 0;
    std::size_t table_load = 0;
    std::size_t arena_top = 0;
    // How far each square is from where the loser's king heads (chosen at the root).
    const std::array<uint8_t, SQUARE_NB>* corner_distance = nullptr;
    std::size_t beam = 0;
    bool expanded = false;  // the last position entered was searched (not seen, not pruned)

    void new_quick_pass();
    Visit quick_visit(int remaining);
    bool try_move(int ply, int remaining, Move m);
    // Whether a helpmate lies within `remaining` plies; the moves so far are path[0, ply).
    bool quick_search(int ply, int remaining);
    // Runs one quick pass from pos with its share of `share_of` (never past max_nodes in all);
    // true when it found a helpmate.
    bool run_quick_pass(const QuickPass& pass, uint64_t share_of, uint64_t max_nodes);

    // The progress pass (progress_pass.cpp): true when it found a helpmate within `budget` more
    // nodes. Its memory: each position with the depth it had left, per iteration.
    bool run_progress_pass(uint64_t budget);
    struct DepthEntry {
        Key key = 0;
        uint32_t generation = 0;
        int32_t remaining = -1;
    };
    std::vector<DepthEntry> progress_table;
    uint32_t progress_generation = 0;

    // The exhaustive pass (exhaustive_pass.cpp): true when it found a helpmate; otherwise `cut`
    // and `aborted` say whether it proved there is none.
    bool run_exhaustive_pass(uint64_t max_nodes);
    // Only the exhaustive pass from pos, after none of the proofs without search but the cheap
    // ones it asks at every node: a verdict independent of the reach analysis, for its tests.
    WinnabilityResult exhaustive_verdict(const Position& start, Color side, uint64_t max_nodes);

    // Gives back the exhaustive pass's memory past a small size, for an analyser kept between
    // analyses (a thread's checker keeps one).
    void release_deep_memory() {
        positions.shrink();
        constexpr std::size_t KEPT = 4096;
        if (deep_states.size() > KEPT) deep_states = std::deque<StateInfo>();
        if (deep_arena.size() > KEPT * 64) deep_arena = std::vector<uint16_t>();
        if (deep_path.capacity() > KEPT) deep_path = std::vector<Move>();
    }

    detail::PositionSet positions;
    std::deque<StateInfo> deep_states;
    std::vector<Move> deep_path;
    std::vector<uint16_t> deep_arena;  // the untried moves of each position on the path
};

}  // namespace pgnlint::core
