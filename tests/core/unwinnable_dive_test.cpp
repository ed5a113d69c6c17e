// The helpmate search's move receivers choose and score moves as the move generator hands over
// each piece's target set: the dive (src/core/unwinnable/dive.h) scores only the moves that could
// rank first, the broader passes (src/core/unwinnable/scored_moves.h) every move with the piece's
// type known when compiled. On positions from seeded random playouts and on hand-made ones
// (promotions, en passant, castling, pins, checks), each must agree with MoveOrdering's entry of
// each move of the full legal list, scored one by one: the dive's move is the one ranked first,
// the broader passes' entries are those entries in the list's order, and both receivers' lists
// of the winner's direct checks are the list's direct checks in the same order.
// An executable of its own: it includes the search's private headers.
#include <gtest/gtest.h>

#include <algorithm>
#include <deque>
#include <string>
#include <vector>

#include "game_generator.h"
#include "pgnlint/core/fen.h"
#include "pgnlint/core/movegen.h"
#include "pgnlint/core/position.h"
#include "unwinnable/dive.h"
#include "unwinnable/ordering.h"
#include "unwinnable/scored_moves.h"

namespace pgnlint::core {
namespace {

// What the receivers must find in pos for `winner`, worked out over the full list.
struct Expected {
    std::vector<uint32_t> entries;  // in the list's order
    Move best = Move::none();
    bool has_quiet_move = false;
    std::vector<Move> checks;
};

Expected from_the_full_list(const Position& pos, Color winner, bool near_the_end) {
    Expected expected;
    MoveList moves;
    generate_legal(pos, moves);
    const PositionFacts facts(pos, winner);
    MoveOrdering ordering(pos, winner, mating_corner_distances(pos, winner), facts);
    for (const Move m : moves) {
        const PieceType moving = type_of(pos.piece_on(m.from_sq()));
        expected.has_quiet_move |= !pos.is_capture(m);
        if (pos.side_to_move() == winner) {
            expected.entries.push_back(ordering.winner_entry(m, moving, near_the_end));
            if (facts.checks_directly(pos, m)) expected.checks.push_back(m);
        } else {
            expected.entries.push_back(ordering.loser_entry(m, moving));
        }
    }
    if (!expected.entries.empty())
        expected.best = Move(
            uint16_t(*std::max_element(expected.entries.begin(), expected.entries.end()) & 0xFFFF));
    return expected;
}

void expect_the_dive_agrees(const Position& pos, Color winner, bool near_the_end) {
    const Expected expected = from_the_full_list(pos, winner, near_the_end);
    const PositionFacts facts(pos, winner);
    MoveOrdering ordering(pos, winner, mating_corner_distances(pos, winner), facts);
    MoveList checks;
    const Move chosen = dive_choice(pos, winner, ordering, facts, near_the_end, checks);
    const std::string where = to_fen(pos) + (winner == WHITE ? " (white" : " (black") +
                              (near_the_end ? " to mate, near the end)" : " to mate)");
    ASSERT_EQ(chosen.raw(), expected.best.raw()) << where;
    ASSERT_EQ(std::vector<Move>(checks.begin(), checks.end()), expected.checks) << where;

    std::vector<uint32_t> entries(MoveList::CAPACITY);
    const ScoredMoves scored = score_every_move(pos, winner, ordering, facts, near_the_end,
                                                entries.data(), entries.size(), checks);
    entries.resize(scored.count);
    ASSERT_EQ(entries, expected.entries) << where;
    if (!entries.empty()) {
        ASSERT_EQ(entries[scored.best] & 0xFFFF, expected.best.raw()) << where;
    }
    ASSERT_EQ(scored.has_quiet_move, expected.has_quiet_move) << where;
    if (pos.side_to_move() == winner) {
        ASSERT_EQ(std::vector<Move>(checks.begin(), checks.end()), expected.checks) << where;
    }
}

void expect_the_dive_agrees_everywhere(const Position& pos) {
    for (const Color winner : {WHITE, BLACK})
        for (const bool near_the_end : {false, true})
            expect_the_dive_agrees(pos, winner, near_the_end);
}

TEST(UnwinnableDive, ReceiversAgreeWithTheFullOrderingInRandomPlayouts) {
    fuzz::Random random(20261202);
    std::size_t positions = 0;
    for (int game = 0; game < 150; ++game) {
        std::deque<StateInfo> states(1);
        Position pos;
        pos.set_startpos(states.front());
        for (int ply = 0; ply < 160; ++ply) {
            MoveList moves;
            generate_legal(pos, moves);
            if (moves.empty()) break;
            if (ply % 3 == 0) {
                expect_the_dive_agrees_everywhere(pos);
                if (HasFatalFailure()) return;
                ++positions;
            }
            const Move m = fuzz::capture_preferring_move(pos, moves, random, 70);
            pos.do_move(m, states.emplace_back());
        }
    }
    EXPECT_GT(positions, 3000u);
}

TEST(UnwinnableDive, ReceiversAgreeWithTheFullOrderingInSpecialPositions) {
    for (const char* fen : {
             // Promotions for both sides, with captures onto the last rank.
             "1n2k3/P5P1/8/8/8/8/p5p1/1N2K3 w - - 0 1",
             "1n2k3/P5P1/8/8/8/8/p5p1/1N2K3 b - - 0 1",
             // En passant, and castling both ways.
             "r3k2r/8/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1",
             "r3k2r/8/8/8/3pP3/8/8/R3K2R b KQkq e3 0 1",
             // Pinned pieces, a check to answer, a double check.
             "4k3/4r3/8/8/4B3/8/4K3/8 w - - 0 1",
             "4k3/8/8/8/8/5n2/8/4K2R w K - 0 1",
             "4k3/8/8/8/1b6/8/3n4/R3K3 w Q - 0 1",
             // A lone king, and the start position.
             "8/8/4K3/2k5/3R4/8/8/8 w - - 7 53",
             "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
             // Checkmate and stalemate: no move to choose.
             "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1",
             "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1",
         }) {
        StateInfo state;
        Position pos;
        ASSERT_TRUE(pos.set_fen(fen, state).ok()) << fen;
        expect_the_dive_agrees_everywhere(pos);
        if (HasFatalFailure()) return;
    }
}

}  // namespace
}  // namespace pgnlint::core
