// Dead positions beyond material (FIDE 5.2.2) in the replay, and stated endings (the
// Termination tag's PGN-standard, lichess and chess.com forms; an export's status) checked
// against the board, on hand-made games: rule, ply, location and the words of the message.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "pgnlint/lint/game_checker.h"
#include "pgnlint/lint/stated_ending.h"

#include "checker_fixtures.h"

namespace pgnlint::lint {
namespace {

using fixtures::check_one;
using fixtures::game;

// A full-width wall of pawns locked head-on that nothing can ever capture; each king is shut in
// on its own side. White's bishop (c1, dark squares) is walled in behind its own pawns, as is
// Black's (d7, light squares). Black's knight on e2 is all that keeps the position alive.
const std::string kWallFen = "4k3/3b4/8/1p1p1p1p/pPpPpPpP/P1P1P1P1/4n3/2BK4 w - - 0 1";

std::vector<Diagnostic> with_rule(const GameReport& r, RuleId id) {
    std::vector<Diagnostic> found;
    std::copy_if(r.diagnostics.begin(), r.diagnostics.end(), std::back_inserter(found),
                 [id](const Diagnostic& d) { return d.rule == id; });
    return found;
}

// The one finding of rule `id`; fails when there is none or more.
Diagnostic one_of_rule(const GameReport& r, RuleId id) {
    const std::vector<Diagnostic> found = with_rule(r, id);
    EXPECT_EQ(found.size(), 1U) << rule(id).name;
    return found.empty() ? Diagnostic{} : found.front();
}

bool contains(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

std::uint32_t line_of(const std::string& text, const std::string& needle) {
    const std::size_t at = text.find(needle);
    EXPECT_NE(at, std::string::npos) << needle;
    return 1 + static_cast<std::uint32_t>(std::count(text.begin(), text.begin() + at, '\n'));
}

TEST(StatedEndingWords, TerminationTagForms) {
    using E = StatedEnding;
    EXPECT_EQ(stated_by_termination_tag("time forfeit"), E::time_forfeit);
    EXPECT_EQ(stated_by_termination_tag("Time forfeit"), E::time_forfeit);
    EXPECT_EQ(stated_by_termination_tag("TIME FORFEIT"), E::time_forfeit);
    EXPECT_EQ(stated_by_termination_tag("Magnus won on time"), E::time_forfeit);
    EXPECT_EQ(stated_by_termination_tag("Hikaru won by checkmate"), E::checkmate);
    EXPECT_EQ(stated_by_termination_tag("Game drawn by repetition"), E::repetition);
    EXPECT_EQ(stated_by_termination_tag("Game drawn by stalemate"), E::stalemate);
    EXPECT_EQ(stated_by_termination_tag("Game drawn by insufficient material"),
              E::insufficient_material);
    EXPECT_EQ(stated_by_termination_tag("Game drawn by timeout vs insufficient material"),
              E::timeout_vs_insufficient_material);
    EXPECT_EQ(stated_by_termination_tag("Game drawn by 50-move rule"), E::fifty_moves);
    // Endings off the board and values pgnlint does not know state nothing to check.
    for (const char* value :
         {"abandoned", "adjudication", "death", "emergency", "normal", "Normal", "rules infraction",
          "Rules infraction", "unterminated", "Unterminated", "X won by resignation",
          "X won - game abandoned", "Game drawn by agreement", " won on time", "won on time",
          "3-fold rep", "", "something else"}) {
        EXPECT_EQ(stated_by_termination_tag(value), E::unstated) << value;
    }
    EXPECT_EQ(stated_by_export_status("mate"), E::checkmate);
    EXPECT_EQ(stated_by_export_status("stalemate"), E::stalemate);
    EXPECT_EQ(stated_by_export_status("outoftime"), E::time_forfeit);
    EXPECT_EQ(stated_by_export_status("timeout"), E::time_forfeit);
    for (const char* status : {"resign", "draw", "aborted", "started", "cheat", "variantEnd"}) {
        EXPECT_EQ(stated_by_export_status(status), E::unstated) << status;
    }
}

TEST(DeadPosition, ALockedChainBecomesDeadByACaptureAndTheGameGoesOn) {
    const std::string text =
        game("1/2-1/2", "1. Kd2 Ng1 2. Ke1 Ne2 3. Kxe2 Kd8 1/2-1/2", "", kWallFen);
    const GameReport r = check_one(text);
    EXPECT_EQ(r.termination.kind, TerminationKind::dead_position);
    EXPECT_EQ(r.termination.ply, 5U);
    EXPECT_EQ(r.termination.move, "3. Kxe2");
    EXPECT_EQ(r.termination.fen, "4k3/3b4/8/1p1p1p1p/pPpPpPpP/P1P1P1P1/4K3/2B5 b - - 0 3");
    EXPECT_EQ(r.termination.to_move, Side::black);
    EXPECT_EQ(r.termination.reason, "the pawns are locked and neither side can ever give check");
    const Diagnostic d = one_of_rule(r, RuleId::move_after_game_end);
    EXPECT_EQ(d.ply, 6U);
    EXPECT_EQ(d.san, "Kd8");
    EXPECT_TRUE(contains(d.message,
                         "it ended after 3. Kxe2 by a dead position: neither side can "
                         "checkmate by any series of legal moves; the pawns are "
                         "locked and neither side can ever give check (FIDE 5.2.2)"))
        << d.message;
    EXPECT_TRUE(with_rule(r, RuleId::result_contradicts_position).empty());
}

TEST(DeadPosition, InAVariation) {
    const std::string text =
        game("1/2-1/2", "1. Kd2 (1. Kxe2 Kd8 2. Kd2) 1... Ng1 2. Ke1 Nh3 1/2-1/2", "", kWallFen);
    const GameReport r = check_one(text);
    EXPECT_EQ(r.termination.kind, TerminationKind::none) << "the main line keeps the knight";
    const Diagnostic d = one_of_rule(r, RuleId::move_after_game_end);
    EXPECT_EQ(d.variation_depth, 1U);
    EXPECT_EQ(d.ply, 2U);
    EXPECT_EQ(d.san, "Kd8");
    EXPECT_TRUE(contains(d.message, "it ended after 1. Kxe2 by a dead position")) << d.message;
}

TEST(DeadPosition, BishopsLockedBehindTheirOwnPawns) {
    // Without the knight: each bishop is shut in by its own pawns from the start.
    const std::string text = game("1/2-1/2", "1. Bd2 1/2-1/2", "",
                                  "4k3/3b4/8/1p1p1p1p/pPpPpPpP/P1P1P1P1/8/2BK4 w - - 0 1");
    const GameReport r = check_one(text);
    EXPECT_EQ(r.termination.kind, TerminationKind::dead_position);
    EXPECT_EQ(r.termination.ply, 0U);
    EXPECT_EQ(r.termination.move, "");
    const Diagnostic d = one_of_rule(r, RuleId::move_after_game_end);
    EXPECT_TRUE(contains(d.message, "the start position already ended it by a dead position"))
        << d.message;
}

TEST(DeadPosition, ADecisiveResultContradictsIt) {
    const std::string text = game("1-0", "1. Kxe2 1-0", "", kWallFen);
    const GameReport r = check_one(text);
    EXPECT_EQ(r.termination.kind, TerminationKind::dead_position);
    const Diagnostic d = one_of_rule(r, RuleId::result_contradicts_position);
    EXPECT_EQ(d.where.line, line_of(text, "[Result"));
    EXPECT_TRUE(contains(d.message,
                         "the result 1-0 contradicts the board: it ended after 1. "
                         "Kxe2 by a dead position"))
        << d.message;
    EXPECT_TRUE(contains(d.message, "so the result is 1/2-1/2")) << d.message;
}

TEST(DeadPosition, ABishopThatCanStillWinAPawnKeepsTheGameAlive) {
    // White's bishop on f1 (light squares) can take the pawns on c4, e4 or g4.
    const GameReport r = check_one(
        game("*", "1. Kxe2 *", "", "4k3/8/8/1p1p1p1p/pPpPpPpP/P1P1P1P1/4n3/3K1B2 w - - 0 1"));
    EXPECT_EQ(r.termination.kind, TerminationKind::none);
    EXPECT_TRUE(with_rule(r, RuleId::move_after_game_end).empty());
}

TEST(DeadPosition, ACheckThatLocksThePawnsIsDeadForBothSides) {
    // 1... c4+ locks every pawn head-on, but White's king stands in a pawn's check, so the
    // locked-pawns proof does not hold; the reach analysis shows that no man of either side can
    // ever get near the other king (every move out of the check leaves a wall that nothing can
    // cross or take).
    const std::string text = game("1/2-1/2", "1... c4+ 2. Ka2 1/2-1/2", "",
                                  "4k3/8/8/1ppp1p1p/1P1PpPpP/1KP1P1P1/8/8 b - - 0 1");
    const GameReport r = check_one(text);
    EXPECT_EQ(r.termination.kind, TerminationKind::dead_position);
    EXPECT_EQ(r.termination.ply, 1U);
    EXPECT_EQ(r.termination.move, "1... c4+");
    EXPECT_EQ(r.termination.fen, "4k3/8/8/1p1p1p1p/1PpPpPpP/1KP1P1P1/8/8 w - - 0 2");
    EXPECT_EQ(r.termination.reason,
              "neither side's men can ever get where they would checkmate the other king");
    const Diagnostic d = one_of_rule(r, RuleId::move_after_game_end);
    EXPECT_EQ(d.ply, 2U);
    EXPECT_EQ(d.san, "Ka2");
    EXPECT_TRUE(with_rule(r, RuleId::unwinnability_undetermined).empty());
}

// A queen given with check whose only capture stalemates: the position after the check is dead
// (FIDE 5.2.2: no series of legal moves leads to a mate), so the game ended there, the capture is
// void and 0-1 contradicts the board.
TEST(DeadPosition, AQueenSacrificeForcedIntoStalemateEndsTheGameAtTheCheck) {
    const std::string text =
        game("0-1", "60... Qg2+ 61. Kxg2 0-1", "", "k7/2Q5/8/8/8/8/5q2/7K b - - 0 60");
    const GameReport r = check_one(text);
    EXPECT_EQ(r.termination.kind, TerminationKind::dead_position);
    EXPECT_EQ(r.termination.ply, 1U);
    EXPECT_EQ(r.termination.move, "60... Qg2+");
    EXPECT_EQ(r.termination.reason, "the only legal move, 61. Kxg2, leads to stalemate");
    const Diagnostic after = one_of_rule(r, RuleId::move_after_game_end);
    EXPECT_EQ(after.ply, 2U);
    EXPECT_EQ(after.san, "Kxg2");
    const Diagnostic result = one_of_rule(r, RuleId::result_contradicts_position);
    EXPECT_TRUE(contains(result.message, "so the result is 1/2-1/2")) << result.message;
    EXPECT_EQ(r.diagnostics.size(), 2U);
}

// 50. Qxg8+ leaves Black one move, Kxg8, and bare kings: dead at the check, not a ply later.
TEST(DeadPosition, AnExchangeForcedIntoBareKingsEndsTheGameAtTheCheck) {
    const GameReport r =
        check_one(game("1-0", "50. Qxg8+ Kxg8 51. Kb2 1-0", "", "6rk/8/8/3Q4/8/8/8/K7 w - - 0 50"));
    EXPECT_EQ(r.termination.kind, TerminationKind::dead_position);
    EXPECT_EQ(r.termination.ply, 1U);
    EXPECT_EQ(r.termination.reason,
              "the only legal move, 50... Kxg8, leads to a position dead by material");
    EXPECT_EQ(one_of_rule(r, RuleId::move_after_game_end).san, "Kxg8");
    EXPECT_EQ(with_rule(r, RuleId::result_contradicts_position).size(), 1U);
}

// The same sacrifice one square off: the king may take (and stalemate Black) or step to h1, after
// which Black's queen plays on. Not forced: the game goes on, and 0-1 is the players' to give.
TEST(DeadPosition, ASacrificeThatCanBeDeclinedEndsNothing) {
    const GameReport r = check_one(game("0-1", "60... Qg3+ 61. Kh1 Qh3+ 62. Kg1 Qg3+ 0-1", "",
                                        "k7/2Q5/8/8/8/8/7K/4q3 b - - 0 60"));
    EXPECT_EQ(r.termination.kind, TerminationKind::none);
    EXPECT_TRUE(r.diagnostics.empty());
}

TEST(DeadPosition, LiveEndingsTheProofsWithoutSearchLeaveOpenGoOnQuietly) {
    // Bishops of opposite colours (each side mates with its bishop, the other's blocking), and
    // pawns locked head-on that either king can walk round and take.
    for (const auto& [fen, moves] :
         {std::pair{"4k3/8/8/1b6/8/4n3/3B4/4K3 w - - 0 1", "1. Bxe3 Kd7 2. Bd2 *"},
          std::pair{"8/8/8/2K4p/k2n3P/8/8/8 w - - 0 1", "1. Kxd4 Kb3 2. Ke4 *"}}) {
        SCOPED_TRACE(fen);
        const GameReport r = check_one(game("*", moves, "", fen));
        EXPECT_EQ(r.termination.kind, TerminationKind::none);
        EXPECT_TRUE(r.diagnostics.empty()) << r.diagnostics.front().message;
    }
}

TEST(DeadPosition, AnUndecidedPositionIsTakenAsGoingOnAndSaidOnce) {
    // After 1. Bxd2 Black has only a king (proved without search); whether White's two bishops
    // can mate needs the search, which a budget of one node cannot finish.
    GameCheckerOptions tiny;
    tiny.max_analysis_nodes = 1;
    const std::string text =
        game("1/2-1/2", "1. Bxd2 Kf7 2. Bc3 1/2-1/2", "", "4k3/8/8/8/8/8/3n4/2B1KB2 w - - 0 1");
    const GameReport undecided = check_one(text, tiny);
    EXPECT_EQ(undecided.termination.kind, TerminationKind::none);
    const Diagnostic d = one_of_rule(undecided, RuleId::unwinnability_undetermined);
    EXPECT_EQ(d.severity, Severity::info);
    EXPECT_TRUE(contains(d.message,
                         "within its budget of 1 node pgnlint could not decide "
                         "whether White can still checkmate after 1. Bxd2"))
        << d.message;
    // The default budget finds White's mate: nothing to say.
    EXPECT_TRUE(check_one(text).diagnostics.empty());
}

TEST(DeadPosition, NeitherSideDecidedIsSaidForBothSides) {
    // Two pairs of pawns head-on that each king can walk round: neither side's proof without
    // search holds, nothing shows a helpmate without search, and a budget of one node decides
    // neither side, so the game goes on and R006 names both.
    GameCheckerOptions tiny;
    tiny.max_analysis_nodes = 1;
    const std::string text =
        game("*", "1. Kf3 Kc6 2. Ke3 *", "", "8/8/8/1p1k4/1P5p/4K2P/8/8 w - - 0 1");
    const GameReport r = check_one(text, tiny);
    EXPECT_EQ(r.termination.kind, TerminationKind::none);
    const Diagnostic d = one_of_rule(r, RuleId::unwinnability_undetermined);
    EXPECT_TRUE(contains(d.message,
                         "could not decide whether either side can still checkmate in the start "
                         "position"))
        << d.message;
    EXPECT_TRUE(check_one(text).diagnostics.empty()) << "the default budget finds a helpmate";
}

TEST(DeadPosition, MaterialStaysInsufficientMaterial) {
    const GameReport r =
        check_one(game("1/2-1/2", "1. Kxd2 1/2-1/2", "", "4k3/8/8/8/8/8/3r4/4K3 w - - 0 1"));
    EXPECT_EQ(r.termination.kind, TerminationKind::insufficient_material);
    EXPECT_EQ(r.termination.reason, "");
}

// White has only a king; Black still has a queen, so the position is not dead, but White
// cannot mate: a loss on time for Black is a draw (FIDE 6.9).
const std::string kLoneKingFen = "4k3/8/8/8/8/8/q7/4K3 w - - 0 1";

TEST(StatedEnding, PgnStandardTimeForfeitAgainstALoneKingIsADraw) {
    const std::string text =
        game("1-0", "1. Kf1 Kd7 1-0", "[Termination \"time forfeit\"]\n", kLoneKingFen);
    const GameReport r = check_one(text);
    const Diagnostic d = one_of_rule(r, RuleId::drawn_time_forfeit);
    EXPECT_EQ(d.severity, Severity::error);
    EXPECT_EQ(d.where.line, line_of(text, "[Termination"));
    EXPECT_EQ(d.message,
              "the Termination tag \"time forfeit\" says a loss on time with the result 1-0, but "
              "White cannot checkmate by any series of legal moves from the position after 1... "
              "Kd7 (White has only a king), so the fall of Black's flag draws the game (FIDE "
              "6.9): the result is 1/2-1/2; position 8/3k4/8/8/8/8/q7/5K2 w - - 2 2");
}

TEST(StatedEnding, LichessTimeForfeitWonByTheSideThatCanMateStands) {
    const GameReport r =
        check_one(game("0-1", "1. Kf1 Kd7 0-1", "[Termination \"Time forfeit\"]\n", kLoneKingFen));
    EXPECT_TRUE(r.diagnostics.empty()) << r.diagnostics.front().message;
}

TEST(StatedEnding, ChessComWonOnTimeByALoneKing) {
    const GameReport r =
        check_one(game("1-0", "1. Kf1 Kd7 1-0", "[Termination \"A won on time\"]\n", kLoneKingFen));
    const Diagnostic d = one_of_rule(r, RuleId::drawn_time_forfeit);
    EXPECT_TRUE(contains(d.message, "the Termination tag \"A won on time\" says a loss on time"))
        << d.message;
}

TEST(StatedEnding, AnExportStatusIsCheckedAsATerminationTagIs) {
    const std::string text = game("1-0", "1. Kf1 Kd7 1-0", "", kLoneKingFen);
    const SourceStatement status{StatedEnding::time_forfeit, pgn::Span{0, 1, 1},
                                 "the record's status"};
    const GameReport r = check_one(text, {}, &status);
    const Diagnostic d = one_of_rule(r, RuleId::drawn_time_forfeit);
    EXPECT_TRUE(contains(d.message, "the record's status says a loss on time with the result 1-0"))
        << d.message;
    EXPECT_EQ(d.where.offset, 0U);
}

TEST(StatedEnding, AnUndeterminedAnalysisIsOnlyInfo) {
    // A lone bishop against a pawn about to queen (a lichess time forfeit): White can mate only
    // against a black bishop made on g1 (tens of thousands of nodes); the final position's budget,
    // 100 times the per-move budget of one node, cannot find it.
    GameCheckerOptions tiny;
    tiny.max_analysis_nodes = 1;
    const std::string text =
        game("1-0", "1-0", "[Termination \"Time forfeit\"]\n", "8/8/8/3KB3/8/7k/6p1/8 b - - 1 49");
    const GameReport undecided = check_one(text, tiny);
    const Diagnostic d = one_of_rule(undecided, RuleId::unwinnability_undetermined);
    EXPECT_EQ(d.severity, Severity::info);
    EXPECT_TRUE(contains(d.message,
                         "within its budget of 100 nodes pgnlint could not decide whether White "
                         "can still checkmate from the start position"))
        << d.message;
    EXPECT_TRUE(with_rule(undecided, RuleId::drawn_time_forfeit).empty());
    // With the default budget the helpmate is found and the loss on time stands.
    EXPECT_TRUE(check_one(text).diagnostics.empty());
}

TEST(StatedEnding, TimeoutVsInsufficientMaterial) {
    const std::string tag = "[Termination \"Game drawn by timeout vs insufficient material\"]\n";
    // White has only a king: if White's opponent flagged... whoever flagged, one side cannot mate.
    EXPECT_TRUE(
        check_one(game("1/2-1/2", "1. Kf1 1/2-1/2", tag, kLoneKingFen)).diagnostics.empty());
    // A rook each: both can still mate, so whoever's flag fell lost.
    const GameReport both =
        check_one(game("1/2-1/2", "1. Kf1 1/2-1/2", tag, "r3k3/8/8/8/8/8/8/4K2R w - - 0 1"));
    const Diagnostic d = one_of_rule(both, RuleId::termination_contradicts_position);
    EXPECT_TRUE(contains(d.message,
                         "but both players can still checkmate from the position "
                         "after 1. Kf1 (White: "))
        << d.message;
    EXPECT_TRUE(contains(d.message, "; Black: ")) << d.message;
    EXPECT_TRUE(contains(d.message, "so whoever's flag fell lost the game (FIDE 6.9)"))
        << d.message;
}

TEST(StatedEnding, CheckmateAndStalemateMustBeOnTheBoard) {
    const std::string mate_tag = "[Termination \"B won by checkmate\"]\n";
    EXPECT_TRUE(check_one(game("0-1", "1. f3 e5 2. g4 Qh4# 0-1", mate_tag)).diagnostics.empty());
    const Diagnostic no_mate =
        one_of_rule(check_one(game("0-1", "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 0-1", mate_tag)),
                    RuleId::termination_contradicts_position);
    EXPECT_EQ(no_mate.message,
              "the Termination tag \"B won by checkmate\" says checkmate, but after the last move, "
              "3... Nf6, the game goes on (FIDE 5.1.1)");
    const std::string stalemate_tag = "[Termination \"Game drawn by stalemate\"]\n";
    EXPECT_TRUE(check_one(game("1/2-1/2", "1. Qb6 1/2-1/2", stalemate_tag,
                               "k7/8/2K5/8/8/8/8/1Q6 w - - 0 1"))
                    .diagnostics.empty());
    const Diagnostic mated = one_of_rule(check_one(game("1/2-1/2", "1. Qb7# 1/2-1/2", stalemate_tag,
                                                        "k7/8/2K5/8/8/8/8/1Q6 w - - 0 1")),
                                         RuleId::termination_contradicts_position);
    EXPECT_TRUE(contains(mated.message,
                         "says stalemate, but the board ended the game otherwise: "
                         "it ended after 1. Qb7# by checkmate (FIDE 5.1.1)"))
        << mated.message;
}

TEST(StatedEnding, RepetitionAndFiftyMovesMustHaveBecomeClaimable) {
    const std::string repetition = "[Termination \"Game drawn by repetition\"]\n";
    const std::string dance = "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 1/2-1/2";
    EXPECT_TRUE(check_one(game("1/2-1/2", dance, repetition)).diagnostics.empty());
    const Diagnostic d =
        one_of_rule(check_one(game("1/2-1/2", "1. Nf3 Nf6 2. Ng1 1/2-1/2", repetition)),
                    RuleId::termination_contradicts_position);
    EXPECT_TRUE(contains(d.message,
                         "says a draw by repetition, but no position of the main line "
                         "stood three times (FIDE 9.2.2)"))
        << d.message;
    const std::string fifty = "[Termination \"Game drawn by 50-move rule\"]\n";
    const std::string fen = "k7/8/8/8/8/8/8/K6R w - - 99 80";
    EXPECT_TRUE(check_one(game("1/2-1/2", "80. Rh2 1/2-1/2", fifty, fen)).diagnostics.empty());
    const Diagnostic early = one_of_rule(
        check_one(game("1/2-1/2", "80. Rh2 1/2-1/2", fifty, "k7/8/8/8/8/8/8/K6R w - - 90 80")),
        RuleId::termination_contradicts_position);
    EXPECT_TRUE(contains(early.message, "but the main line never had 50 moves by each player"))
        << early.message;
}

TEST(StatedEnding, InsufficientMaterialNeedsADeadPosition) {
    const std::string tag = "[Termination \"Game drawn by insufficient material\"]\n";
    EXPECT_TRUE(
        check_one(game("1/2-1/2", "1. Kxd2 1/2-1/2", tag, "4k3/8/8/8/8/8/3r4/4K3 w - - 0 1"))
            .diagnostics.empty());
    EXPECT_TRUE(check_one(game("1/2-1/2", "1. Kxe2 1/2-1/2", tag, kWallFen)).diagnostics.empty());
    // A queen against a lone king: White can mate, so the position is not dead.
    const Diagnostic d = one_of_rule(
        check_one(game("1/2-1/2", "1. Kd2 1/2-1/2", tag, "4k3/8/8/8/8/8/8/Q3K3 w - - 0 1")),
        RuleId::termination_contradicts_position);
    EXPECT_TRUE(contains(d.message,
                         "says a draw by insufficient material, but White can still "
                         "checkmate from the position after 1. Kd2, e.g. 1... "))
        << d.message;
    EXPECT_TRUE(contains(d.message, "#, so the position is not dead (FIDE 5.2.2)")) << d.message;
}

TEST(StatedEnding, ATimeForfeitAfterTheBoardEndedTheGameContradictsIt) {
    const GameReport r =
        check_one(game("1/2-1/2", "1. Kxd2 1/2-1/2", "[Termination \"Time forfeit\"]\n",
                       "4k3/8/8/8/8/8/3r4/4K3 w - - 0 1"));
    const Diagnostic d = one_of_rule(r, RuleId::termination_contradicts_position);
    EXPECT_TRUE(contains(d.message,
                         "says a loss on time, but the board ended the game otherwise: "
                         "it ended after 1. Kxd2 by a dead position"))
        << d.message;
}

TEST(StatedEnding, NothingIsCheckedAfterAnIllegalMoveOrForUnknownValues) {
    EXPECT_TRUE(with_rule(check_one(game("1-0", "1. Kf1 Kd7 2. Kz9 1-0",
                                         "[Termination \"time forfeit\"]\n", kLoneKingFen)),
                          RuleId::drawn_time_forfeit)
                    .empty());
    EXPECT_TRUE(check_one(game("1-0", "1. Kf1 Kd7 1-0", "[Termination \"Normal\"]\n", kLoneKingFen))
                    .diagnostics.empty());
    EXPECT_TRUE(
        check_one(game("1-0", "1. Kf1 Kd7 1-0", "[Termination \"adjudication\"]\n", kLoneKingFen))
            .diagnostics.empty());
}

}  // namespace
}  // namespace pgnlint::lint
