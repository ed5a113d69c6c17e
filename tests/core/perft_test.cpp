// Every position of every perft suite in testdata/perft, to the deepest depths whose published
// counts stay small enough for a quick (and sanitizer) run; the full depths are run by
// `pgnlint perft --suite`. Also the one-square generator SAN uses, against the full list.
#include <gtest/gtest.h>

#include <string>

#include "pgnlint/core/fen.h"
#include "pgnlint/core/movegen.h"
#include "pgnlint/core/perft.h"
#include "pgnlint/core/position.h"
#include "pgnlint/core/san.h"
#include "test_support.h"

namespace pgnlint::core {
namespace {

struct SuiteCase {
    const char* file;
    uint64_t max_nodes;  // depths with larger published counts are left to the full run
    std::size_t min_positions;
};

class PerftSuiteTest : public ::testing::TestWithParam<SuiteCase> {};

TEST_P(PerftSuiteTest, EveryPositionMatchesItsPublishedCounts) {
    const SuiteCase& c = GetParam();
    const PerftSuite suite = testing::load_suite(c.file);
    EXPECT_TRUE(suite.problems.empty());
    ASSERT_GE(suite.entries.size(), c.min_positions);
    std::size_t checked = 0;
    for (const PerftSuiteEntry& entry : suite.entries) {
        Position pos;
        StateInfo si;
        const FenLoadResult loaded = pos.set_fen(entry.fen, si);
        ASSERT_TRUE(loaded.ok()) << entry.id << ": " << entry.fen;
        ASSERT_FALSE(entry.expected.empty()) << entry.id;
        for (const PerftExpectation& e : entry.expected) {
            if (e.nodes > c.max_nodes && e.depth > 1) continue;
            EXPECT_EQ(perft(pos, e.depth), e.nodes)
                << c.file << " " << entry.id << " " << entry.fen << " depth " << e.depth;
            ++checked;
        }
    }
    EXPECT_GE(checked, suite.entries.size());
}

INSTANTIATE_TEST_SUITE_P(
    Suites, PerftSuiteTest,
    ::testing::Values(SuiteCase{"perft/ethereal__standard.epd", 200000, 120},
                      SuiteCase{"perft/ethereal__fischer.epd", 200000, 960},
                      SuiteCase{"perft/python-chess__tricky.perft", 200000, 19},
                      SuiteCase{"perft/python-chess__chess960.perft", 50000, 960},
                      SuiteCase{"perft/python-chess__random.perft", 50000, 6838}),
    [](const ::testing::TestParamInfo<SuiteCase>& info) {
        std::string name = info.param.file;
        name = name.substr(name.find('/') + 1);
        for (char& ch : name)
            if (!std::isalnum(static_cast<unsigned char>(ch))) ch = '_';
        return name;
    });

TEST(Perft, StartPositionKnownCounts) {
    Position pos;
    StateInfo si;
    pos.set_startpos(si);
    EXPECT_EQ(perft(pos, 0), 1u);
    EXPECT_EQ(perft(pos, 1), 20u);
    EXPECT_EQ(perft(pos, 3), 8902u);
    EXPECT_EQ(perft(pos, 4), 197281u);
}

TEST(Perft, DivideSumsToPerft) {
    Position pos;
    StateInfo si;
    ASSERT_TRUE(
        pos.set_fen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", si)
            .ok());
    DivideTable table;
    const std::size_t n = perft_divide(pos, 3, table);
    EXPECT_EQ(n, 48u);
    uint64_t sum = 0;
    for (std::size_t i = 0; i < n; ++i) sum += table[i].nodes;
    EXPECT_EQ(sum, 97862u);
}

// The SAN path (one piece type, one square, from legal_origins) against the full generator: the
// same moves for every piece type and square, in suite positions and a few plies into each.
TEST(Movegen, OnePieceTypeToOneSquareMatchesTheFullList) {
    std::size_t compared = 0;
    for (const std::string& file : testing::perft_suite_files()) {
        const PerftSuite suite = testing::load_suite(file);
        for (std::size_t i = 0; i < suite.entries.size(); i += 11) {
            Position pos;
            StateInfo root;
            ASSERT_TRUE(pos.set_fen(suite.entries[i].fen, root).ok());
            StateInfo states[6];
            for (std::size_t ply = 0; ply < 6; ++ply) {
                MoveList all;
                generate_legal(pos, all);
                for (PieceType pt : {PAWN, KNIGHT, BISHOP, ROOK, QUEEN, KING}) {
                    for (int s = 0; s < SQUARE_NB; ++s) {
                        const Square to = Square(s);
                        MoveList some;
                        generate_legal(pos, pt, square_bb(to), some);
                        std::size_t expected = 0;
                        for (Move m : all) {
                            if (m.to_sq() != to || type_of(pos.piece_on(m.from_sq())) != pt)
                                continue;
                            ++expected;
                            EXPECT_TRUE(some.contains(m)) << to_fen(pos) << " " << to_uci(pos, m);
                        }
                        ASSERT_EQ(some.size(), expected) << to_fen(pos) << " square " << s;
                        ++compared;
                    }
                }
                if (all.empty()) break;
                pos.do_move(all[(ply * 7 + i) % all.size()], states[ply]);
            }
        }
    }
    EXPECT_GT(compared, 100000u);
}

}  // namespace
}  // namespace pgnlint::core
