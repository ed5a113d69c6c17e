// An electronic board's result signal recorded as moves (R007): both kings put on the centre
// after a real final move, the second placement only (the other king already there), the first
// placement legal and taken back with what was said of it, a signal the Result tag disagrees
// with, and no finding for a real king move to the centre or a king move that signals nothing.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "checker_fixtures.h"

namespace pgnlint::lint {
namespace {

using fixtures::check_one;
using fixtures::dump;
using fixtures::game;
using fixtures::rules_of;

TEST(BoardSignal, BothKingsPutOnTheCentreAfterTheLastMoveAreTheResultNotMoves) {
    // 1. Qa8# ends the game; then Black's king "goes" to e4 and White's to d5: light squares.
    const GameReport r = check_one(
        game("1-0", "1. Qa8# Ke4 2. Kd5 1-0", "", "6k1/5ppp/8/8/8/8/5PPP/Q5K1 w - - 0 1"));
    ASSERT_EQ(rules_of(r), (std::vector<RuleId>{RuleId::board_result_signal})) << dump(r);
    const Diagnostic& d = r.diagnostics[0];
    EXPECT_EQ(d.severity, Severity::warning);
    EXPECT_EQ(d.ply, 2U);
    EXPECT_EQ(d.message,
              "1... Ke4 2. Kd5: the last moves look like an electronic board's result signal, not "
              "moves: kings on d5 and e4, both light squares, signal 1-0, as the Result tag says; "
              "the game is judged as if they were not there");
    EXPECT_EQ(r.termination.kind, TerminationKind::checkmate) << "the mate stands";
    EXPECT_EQ(r.plies, 1U);
}

TEST(BoardSignal, OnlyTheSecondKingPlacedWhenTheFirstStoodOnTheCentre) {
    const GameReport r =
        check_one(game("1-0", "1... Kd5 1-0", "", "8/8/5k2/8/4K3/8/8/7R b - - 0 1"));
    ASSERT_EQ(rules_of(r), (std::vector<RuleId>{RuleId::board_result_signal})) << dump(r);
    EXPECT_EQ(r.diagnostics[0].message,
              "1... Kd5: the last moves look like an electronic board's result signal, not moves: "
              "kings on e4 and d5, both light squares, signal 1-0, as the Result tag says; the "
              "game is judged as if they were not there");
    EXPECT_EQ(r.plies, 0U);
}

TEST(BoardSignal, ALegalFirstPlacementIsTakenBackWithWhatWasSaidOfIt) {
    // 1. Ke4+ is legal (with a wrong check suffix); Kd5 beside it cannot be played.
    const std::string fen = "8/8/4k3/8/8/3K4/8/7R w - - 0 1";
    const GameReport r = check_one(game("1-0", "1. Ke4+ Kd5 1-0", "", fen));
    ASSERT_EQ(rules_of(r), (std::vector<RuleId>{RuleId::board_result_signal})) << dump(r);
    const Diagnostic& d = r.diagnostics[0];
    EXPECT_EQ(d.ply, 1U);
    EXPECT_EQ(d.san, "Ke4+");
    EXPECT_EQ(d.fen_before, fen);
    EXPECT_EQ(r.plies, 0U);
    EXPECT_EQ(r.final_fen, fen);
}

// Taken back, the placement leaves the move before it as the game's last: the stated ending is
// judged after 1... Kf7, read again from the text.
TEST(BoardSignal, TheGameIsJudgedAfterTheMoveBeforeTheSignal) {
    const GameReport r = check_one(game("1-0", "1. Rh6+ Kf7 2. Ke4 Kd5 1-0",
                                        "[Termination \"White won by checkmate\"]\n",
                                        "8/8/4k3/8/8/3K4/8/7R w - - 0 1"));
    ASSERT_EQ(rules_of(r), (std::vector<RuleId>{RuleId::board_result_signal,
                                                RuleId::termination_contradicts_position}))
        << dump(r);
    EXPECT_NE(r.diagnostics[1].message.find("after the last move, 1... Kf7, the game goes on"),
              std::string::npos)
        << r.diagnostics[1].message;
    EXPECT_EQ(r.plies, 2U);
}

TEST(BoardSignal, ASignalTheResultTagDisagreesWithSaysSo) {
    // Kings on e4 and e5: one light and one dark square, a draw; the tag says 0-1.
    const GameReport r =
        check_one(game("0-1", "1. Ke4 Ke5 0-1", "", "8/8/5k2/8/8/3K4/8/7R w - - 0 1"));
    ASSERT_EQ(rules_of(r), (std::vector<RuleId>{RuleId::board_result_signal})) << dump(r);
    EXPECT_NE(r.diagnostics[0].message.find(
                  "kings on e4 and e5, one light and one dark square, signal 1/2-1/2, but the "
                  "Result tag says 0-1"),
              std::string::npos)
        << r.diagnostics[0].message;
}

TEST(BoardSignal, DarkSquaresSignalABlackWin) {
    const GameReport r =
        check_one(game("0-1", "1. Kd4 Ke5 0-1", "", "8/8/5k2/8/8/3K4/8/7r w - - 0 1"));
    ASSERT_EQ(rules_of(r), (std::vector<RuleId>{RuleId::board_result_signal})) << dump(r);
    EXPECT_NE(r.diagnostics[0].message.find("both dark squares, signal 0-1, as the Result tag"),
              std::string::npos)
        << r.diagnostics[0].message;
}

TEST(BoardSignal, NoFindingForARealKingMoveToTheCentre) {
    const GameReport r =
        check_one(game("*", "1. Ke4 Ke6 2. Rh6+ *", "", "8/8/5k2/8/8/3K4/8/7R w - - 0 1"));
    EXPECT_TRUE(r.diagnostics.empty()) << dump(r);
    EXPECT_EQ(r.plies, 3U);
}

TEST(BoardSignal, AKingMoveThatSignalsNothingStaysAnIllegalMove) {
    // The other king is not on the centre: one king alone signals nothing.
    const GameReport alone =
        check_one(game("*", "1... Kd5 *", "", "8/8/5k2/8/8/8/2K5/7R b - - 0 1"));
    EXPECT_EQ(rules_of(alone), (std::vector<RuleId>{RuleId::illegal_move})) << dump(alone);
    // A king move off the centre after the refused one: no signal either.
    const GameReport off =
        check_one(game("*", "1. Ke4 Kd5 2. Kf3 *", "", "8/8/4k3/8/8/3K4/8/7R w - - 0 1"));
    EXPECT_EQ(rules_of(off), (std::vector<RuleId>{RuleId::illegal_move, RuleId::unreplayable_line}))
        << dump(off);
}

}  // namespace
}  // namespace pgnlint::lint
