// append_numbered_line: a helpmate written as movetext, numbered from the position's own move
// number (Black to move first: "N... "), with check and mate suffixes, each move seen before it
// is played.
#include "pgnlint/lint/numbered_line.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "pgnlint/core/san.h"

namespace pgnlint::lint {
namespace {

TEST(NumberedLine, NumbersFromThePositionAndSeesEachMoveBeforeItIsPlayed) {
    core::StateInfo si;
    core::Position start;
    ASSERT_TRUE(
        start.set_fen("rnbqkbnr/pppppppp/8/8/8/5P2/PPPPP1PP/RNBQKBNR b KQkq - 0 1", si).ok());
    std::vector<core::Move> moves;
    core::Position walk = start;
    std::vector<core::StateInfo> walk_states(3);
    for (const char* san : {"e5", "g4", "Qh4#"}) {
        const core::SanResult resolved = core::resolve_san(walk, san);
        ASSERT_TRUE(resolved.ok) << san;
        moves.push_back(resolved.move);
        walk.do_move(resolved.move, walk_states[moves.size() - 1]);
    }
    std::vector<core::StateInfo> states;
    std::string out = "mate:";
    std::string seen;
    append_numbered_line(
        start, moves, states, out,
        [&seen](const core::Position& pos, core::Move m) { seen += core::to_uci(pos, m) + " "; });
    EXPECT_EQ(out, "mate:1... e5 2. g4 Qh4#");
    EXPECT_EQ(seen, "e7e5 g2g4 d8h4 ");
    std::string plain;
    append_numbered_line(start, {}, states, plain);
    EXPECT_EQ(plain, "");
}

}  // namespace
}  // namespace pgnlint::lint
