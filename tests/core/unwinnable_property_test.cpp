// A soundness property of the unwinnability analysis on positions from seeded random legal
// playouts (captures preferred, so material comes off): every witness replays to the right side's
// checkmate, and a plain exhaustive helpmate search to a small depth, written here independently
// of the analyser, never finds a helpmate where the analysis said unwinnable.
#include <gtest/gtest.h>

#include <deque>
#include <string>
#include <vector>

#include "game_generator.h"
#include "pgnlint/core/fen.h"
#include "pgnlint/core/movegen.h"
#include "pgnlint/core/position.h"
#include "pgnlint/core/unwinnable.h"

namespace pgnlint::core {
namespace {

// Every line of `depth` plies or fewer, both sides' moves all tried: whether one ends with
// `side` checkmating. Obviously correct, and exponential: only for small depths.
bool plain_helpmate_within(Position& pos, Color side, int depth, std::deque<StateInfo>& states) {
    MoveList moves;
    generate_legal(pos, moves);
    if (moves.empty()) return pos.in_check() && pos.side_to_move() != side;
    if (depth == 0) return false;
    for (const Move m : moves) {
        pos.do_move(m, states.emplace_back());
        const bool mate = plain_helpmate_within(pos, side, depth - 1, states);
        pos.undo_move(m);
        states.pop_back();
        if (mate) return true;
    }
    return false;
}

bool replays_to_mate(const Position& start, Color side, const WinnabilityResult& result) {
    Position pos = start;
    std::deque<StateInfo> states;
    for (const Move m : result.witness) {
        MoveList legal;
        generate_legal(pos, legal);
        if (!legal.contains(m)) return false;
        pos.do_move(m, states.emplace_back());
    }
    return pos.side_to_move() == ~side && pos.in_check() && !has_legal_move(pos);
}

TEST(UnwinnableProperty, WitnessesMateAndNoShallowHelpmateIsMissed) {
    fuzz::Random random(0x5EED2026);
    UnwinnabilityAnalyser analyser;
    int unwinnable_checked = 0;
    int witnesses_checked = 0;
    for (int game = 0; game < 150; ++game) {
        std::deque<StateInfo> states(1);
        Position pos;
        pos.set_startpos(states.front());
        const int plies = 30 + int(random.below(170));
        for (int ply = 0; ply < plies; ++ply) {
            MoveList moves;
            generate_legal(pos, moves);
            if (moves.empty()) break;
            std::vector<Move> captures;
            for (const Move m : moves)
                if (pos.is_capture(m)) captures.push_back(m);
            const Move m = !captures.empty() && random.chance(75)
                               ? captures[random.below(std::uint32_t(captures.size()))]
                               : moves[random.below(std::uint32_t(moves.size()))];
            pos.do_move(m, states.emplace_back());
        }
        const std::string fen = to_fen(pos);
        for (const Color side : {WHITE, BLACK}) {
            SCOPED_TRACE(fen + (side == WHITE ? " white" : " black"));
            const WinnabilityResult result = analyser.analyse(pos, side, 20'000);
            if (result.verdict == Winnability::winnable) {
                EXPECT_TRUE(replays_to_mate(pos, side, result));
                ++witnesses_checked;
            } else if (result.verdict == Winnability::unwinnable) {
                // Sparse positions get a deeper independent search than crowded ones.
                const int depth = popcount(pos.pieces()) <= 5 ? 5 : 3;
                Position copy = pos;
                std::deque<StateInfo> line;
                EXPECT_FALSE(plain_helpmate_within(copy, side, depth, line));
                ++unwinnable_checked;
            }
        }
    }
    // The playouts must exercise both claims, or the property says nothing.
    EXPECT_GT(witnesses_checked, 30);
    EXPECT_GT(unwinnable_checked, 30);
}

}  // namespace
}  // namespace pgnlint::core
