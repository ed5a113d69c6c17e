// The clock rules on hand-made games: lichess, chess.com (tenths) and DGT (%emt) clocks against
// the TimeControl tag; a tag in minutes, an increment in milliseconds, a period at move 40
// declared and undeclared, a fractional increment, correspondence, clocks missing for one side,
// a time forfeit the clocks contradict, and the tag's own findings.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "checker_fixtures.h"
#include "pgnlint/lint/game_checker.h"

namespace pgnlint::lint {
namespace {

using fixtures::check_one;
using fixtures::dump;
using fixtures::game;
using fixtures::rules_of;

// A Ruy Lopez, legal for 20 plies.
const std::vector<std::string> kMoves{"e4",  "e5",  "Nf3", "Nc6", "Bb5", "a6",  "Ba4",
                                      "Nf6", "O-O", "Be7", "Re1", "b5",  "Bb3", "d6",
                                      "c3",  "O-O", "h3",  "Nb8", "d4",  "Nbd7"};

// The moves of kMoves with their comments after them, "{...}" for each that is not empty
// ("[%clk 0:03:00]" alone is taken for the clock: "0:03:00").
std::string movetext(const std::vector<std::string>& comments,
                     const std::vector<std::string>& moves = kMoves, std::uint32_t first = 1) {
    std::string text;
    for (std::size_t i = 0; i < comments.size(); ++i) {
        if (i % 2 == 0) text += std::to_string(first + i / 2) + ". ";
        text += moves[i] + ' ';
        const std::string& comment = comments[i];
        if (comment.empty()) continue;
        const bool bare_time = comment.find('[') == std::string::npos;
        text += bare_time ? "{ [%clk " + comment + "] } " : "{ " + comment + " } ";
    }
    return text + "*";
}

std::string tag(const std::string& name, const std::string& value) {
    return "[" + name + " \"" + value + "\"]\n";
}

constexpr std::int64_t kNone = ClockFacts::kNone;

TEST(ClockChecks, LichessClocksRisingByTheIncrementAreQuiet) {
    const GameReport r = check_one(game("*",
                                        movetext({"0:03:00", "0:03:00", "0:03:02", "0:02:59",
                                                  "0:03:01", "0:03:01", "0:02:40", "0:02:30"}),
                                        tag("TimeControl", "180+2")));
    EXPECT_TRUE(r.diagnostics.empty()) << dump(r);
}

TEST(ClockChecks, OneSecondAboveTheIncrementGainsTime) {
    const GameReport r = check_one(game("*",
                                        movetext({"0:03:00", "0:03:00", "0:03:02", "0:02:59",
                                                  "0:03:01", "0:03:02", "0:02:40", "0:02:30"}),
                                        tag("TimeControl", "180+2")));
    ASSERT_EQ(rules_of(r), std::vector<RuleId>{RuleId::clock_gains_time}) << dump(r);
    const Diagnostic& d = r.diagnostics[0];
    EXPECT_EQ(d.ply, 6U);
    EXPECT_EQ(d.san, "a6");
    EXPECT_EQ(d.side, Side::black);
    EXPECT_EQ(d.message,
              "3... a6: Black's clock rises from 0:02:59 after 2... Nc6 to 0:03:02, by 3 s, but "
              "\"180+2\" allows at most 2 s (the increment)");
    EXPECT_EQ(d.fen_before, "r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3");
    EXPECT_EQ(d.clocks.black, 182'000);
    EXPECT_EQ(d.clocks.white, 181'000) << "White's latest clock, after 3. Bb5";
    EXPECT_EQ(d.clocks.previous, 179'000);
    EXPECT_EQ(d.clocks.limit, 2'000);
    EXPECT_EQ(d.clocks.elapsed, kNone);
    EXPECT_TRUE(d.fix.empty()) << "a clock is evidence, not a typo";
}

// lichess keeps its clocks to 0.08 s and writes whole seconds: one second too many is its
// rounding, two are not.
TEST(ClockChecks, LichessReadingsMayBeOneSecondOff) {
    const std::string site = tag("Site", "https://lichess.org/abcdefgh");
    std::string text = game("*", movetext({"0:03:00", "0:03:00", "0:03:03", "0:03:00"}),
                            tag("TimeControl", "180+2"));
    text.replace(text.find("[Site \"?\"]\n"), 11, site);
    EXPECT_TRUE(check_one(text).diagnostics.empty()) << dump(check_one(text));
    text.replace(text.find("0:03:03"), 7, "0:03:04");
    EXPECT_EQ(rules_of(check_one(text)), std::vector<RuleId>{RuleId::clock_gains_time});
}

TEST(ClockChecks, ChessComTenths) {
    // Rises of 3.2 s (from a whole-second reading), exactly 5.0 s, then 5.1 s and 6 s.
    const GameReport r =
        check_one(game("*",
                       movetext({"0:10:00", "0:10:00", "0:10:03.2", "0:10:05", "0:10:08.2",
                                 "0:10:11", "0:10:13.3", "0:10:02.7"}),
                       tag("TimeControl", "600+5")));
    ASSERT_EQ(rules_of(r),
              (std::vector<RuleId>{RuleId::clock_gains_time, RuleId::clock_gains_time}))
        << dump(r);
    EXPECT_EQ(r.diagnostics[0].ply, 6U);
    EXPECT_NE(r.diagnostics[0].message.find("by 6 s"), std::string::npos);
    EXPECT_EQ(r.diagnostics[1].ply, 7U);
    EXPECT_NE(r.diagnostics[1].message.find("from 0:10:08.2 after 3. Bb5 to 0:10:13.3, by 5.1 s"),
              std::string::npos)
        << r.diagnostics[1].message;
    EXPECT_EQ(r.diagnostics[1].clocks.white, 613'300);
}

TEST(ClockChecks, DgtElapsedTimesAgainstTheClock) {
    // 5400+30: each clock falls by the move's time less 30 s. 3. Bb5 falls 60 s in a move of
    // 30 s; 3... a6 falls 5 s in a move of 60 s.
    const std::vector<std::string> comments{
        "[%clk 01:30:25] [%emt 00:00:05]", "[%clk 01:30:20]{} [%emt 00:00:10]",
        "[%clk 01:29:55] [%emt 00:01:00]", "[%emt 00:00:20] [%clk 01:30:30]",
        "[%clk 01:28:55] [%emt 00:00:30]", "[%clk 01:30:25] [%emt 00:01:00]"};
    std::string text = movetext(comments);
    // The DGT form: the clock and the elapsed time in comments of their own.
    const std::size_t second = text.find("{}");
    text.replace(second, 2, "} {");
    const GameReport r = check_one(game("*", text, tag("TimeControl", "5400+30")));
    ASSERT_EQ(rules_of(r), (std::vector<RuleId>{RuleId::elapsed_time_contradicts_clock,
                                                RuleId::elapsed_time_contradicts_clock}))
        << dump(r);
    EXPECT_EQ(r.diagnostics[0].message,
              "3. Bb5: White's %emt 0:00:30 says the move took 30 s, but the clock fell from "
              "1:29:55 to 1:28:55, by 60 s, more than the move took");
    EXPECT_EQ(r.diagnostics[0].clocks.elapsed, 30'000);
    EXPECT_EQ(r.diagnostics[0].clocks.previous, 5'395'000);
    EXPECT_EQ(r.diagnostics[1].message,
              "3... a6: Black's %emt 0:01:00 says the move took 60 s, but the clock fell from "
              "1:30:30 to 1:30:25, by 5 s, less than the move took minus the 30 s \"5400+30\" "
              "adds");

    // DGT LiveChess writes each in a comment of its own, the clock first or the elapsed time.
    std::string separate =
        movetext({"[%clk 01:30:25]} {[%emt 00:00:05]", "[%emt 00:00:10]} {[%clk 01:30:20]",
                  "[%clk 01:29:55]} {[%emt 00:01:00]", "[%clk 01:30:30]} {[%emt 00:00:20]",
                  "[%clk 01:28:55]} {[%emt 00:00:30]", "[%emt 00:01:00]} {[%clk 01:30:25]"});
    const GameReport dgt = check_one(game("*", separate, tag("TimeControl", "5400+30")));
    EXPECT_EQ(rules_of(dgt), rules_of(r)) << dump(dgt);
    for (std::size_t i = 0; i < r.diagnostics.size() && i < dgt.diagnostics.size(); ++i)
        EXPECT_EQ(dgt.diagnostics[i].message, r.diagnostics[i].message);

    // Without a time control only the fall beyond the move's time is known to be wrong.
    const GameReport untimed = check_one(game("*", text));
    EXPECT_EQ(rules_of(untimed), std::vector<RuleId>{RuleId::elapsed_time_contradicts_clock})
        << dump(untimed);
    EXPECT_EQ(untimed.diagnostics[0].ply, 5U);
}

TEST(ClockChecks, ATagInMinutesIsToldOnceAndTheClocksReadInSeconds) {
    const GameReport r = check_one(
        game("*", movetext({"1:00:00", "1:00:00", "0:59:30", "0:59:10", "0:58:00", "0:58:30"}),
             tag("TimeControl", "60")));
    ASSERT_EQ(rules_of(r), (std::vector<RuleId>{RuleId::malformed_time_control,
                                                RuleId::clock_above_time_control}))
        << dump(r);
    EXPECT_EQ(r.diagnostics[0].message,
              "the TimeControl tag \"60\" starts the clocks at 60 s, but White's first clock is "
              "1:00:00 after 1. e4: the tag gives minutes where seconds belong; write 3600 (PGN "
              "9.6.1: seconds)");
    EXPECT_EQ(r.diagnostics[0].ply, 0U);
    EXPECT_EQ(r.diagnostics[0].where.column, 15U) << "at the tag's value";
    EXPECT_EQ(r.diagnostics[1].message,
              "1. e4: White's first clock, 1:00:00, is above the 60 s the TimeControl tag \"60\" "
              "allows after this move (the starting time): the clocks fit 3600 in seconds, the "
              "tag says 60");
    EXPECT_EQ(r.diagnostics[1].clocks.limit, 60'000);
    // Black's rise of 20 s at move 3 breaks 3600 with no increment, as it would have broken 60.
    const GameReport rising = check_one(
        game("*", movetext({"1:00:00", "1:00:00", "0:59:30", "0:59:10", "0:58:00", "0:59:30"}),
             tag("TimeControl", "60")));
    EXPECT_EQ(rules_of(rising).back(), RuleId::clock_gains_time) << dump(rising);
}

TEST(ClockChecks, AFirstClockAboveThatFitsNoUnit) {
    const GameReport r =
        check_one(game("*", movetext({"0:10:00", "0:10:00"}), tag("TimeControl", "300+3")));
    ASSERT_EQ(rules_of(r), (std::vector<RuleId>{RuleId::clock_above_time_control,
                                                RuleId::clock_above_time_control}))
        << dump(r);
    EXPECT_NE(r.diagnostics[0].message.find(
                  "above the 303 s the TimeControl tag \"300+3\" allows after this move (the "
                  "starting time and the increments): the clocks suggest a starting time of at "
                  "least 597 s"),
              std::string::npos)
        << r.diagnostics[0].message;
}

TEST(ClockChecks, AnIncrementInMillisecondsIsProvedByAClockBelowIt) {
    const GameReport r = check_one(
        game("*", movetext({"0:45:00", "0:45:00", "0:44:50", "0:45:30", "0:44:20", "0:45:10"}),
             tag("TimeControl", "2700+45000")));
    ASSERT_EQ(rules_of(r), std::vector<RuleId>{RuleId::malformed_time_control}) << dump(r);
    EXPECT_EQ(r.diagnostics[0].message,
              "the TimeControl tag \"2700+45000\" gives an increment of 45000 s, but White's "
              "clock after 2. Nf3 is 0:44:50, less than one increment, which a clock just given "
              "it cannot show: the increment is in milliseconds where seconds belong; write "
              "2700+45 (PGN 9.6.1: seconds)");
    // The clocks are then read against 45 s: a rise of 50 s breaks it.
    const GameReport rising =
        check_one(game("*", movetext({"0:45:00", "0:45:00", "0:44:50", "0:45:50"}),
                       tag("TimeControl", "2700+45000")));
    EXPECT_EQ(rules_of(rising),
              (std::vector<RuleId>{RuleId::malformed_time_control, RuleId::clock_gains_time}))
        << dump(rising);
}

// K+R against K from move 38, so that move 40 comes soon.
const std::string kMove38 = "4k3/8/8/8/8/8/8/R3K3 w - - 0 38";
const std::vector<std::string> kRookMoves{"Ra2", "Kd7", "Ra3", "Kd6", "Ra4",
                                          "Kd5", "Ra6", "Kc5", "Ra7", "Kc4"};

TEST(ClockChecks, ADeclaredPeriodAtMove40ShowsOnMove40Or41) {
    // FIDE's control: 30 s from move 1, 30 minutes after move 40. White's 30 minutes show after
    // 40. Ra4, Black's after 41... Kc5 (a broadcast's delay).
    const std::string moves = movetext({"0:05:00", "0:04:00", "0:05:10", "0:03:50", "0:34:50",
                                        "0:03:40", "0:34:30", "0:33:20", "0:34:25", "0:33:30"},
                                       kRookMoves, 38);
    const GameReport r =
        check_one(game("*", moves, tag("TimeControl", "40/5400+30:1800+30"), kMove38));
    ASSERT_EQ(rules_of(r), std::vector<RuleId>{RuleId::non_standard_time_control}) << dump(r);
    EXPECT_EQ(r.diagnostics[0].message,
              "the TimeControl tag \"40/5400+30:1800+30\" gives an increment inside a "
              "moves/seconds field, which PGN 9.6.1 has no form for (its increment belongs to a "
              "last field without a move count; the nearest standard form, "
              "\"40/5400:1800+30\", drops the increments before it); pgnlint reads it as "
              "written: 40 moves in 5400 s, 30 s added after each move; then 1800 s for the "
              "rest of the game, 30 s added after each move");
    // The standard's spelling has no increment before move 41: 39. Ra3's 10 s are too many.
    const GameReport standard =
        check_one(game("*", moves, tag("TimeControl", "40/5400:1800+30"), kMove38));
    ASSERT_EQ(rules_of(standard), std::vector<RuleId>{RuleId::clock_gains_time}) << dump(standard);
    EXPECT_EQ(standard.diagnostics[0].san, "Ra3");
    // A period seen on move 42 is one move too late.
    const std::string late = movetext({"0:05:00", "0:04:00", "0:05:10", "0:03:50", "0:34:50",
                                       "0:03:40", "0:34:30", "0:03:20", "0:34:25", "0:33:30"},
                                      kRookMoves, 38);
    const GameReport r_late =
        check_one(game("*", late, tag("TimeControl", "40/5400+30:1800+30"), kMove38));
    ASSERT_EQ(rules_of(r_late),
              (std::vector<RuleId>{RuleId::non_standard_time_control, RuleId::clock_gains_time}))
        << dump(r_late);
    EXPECT_EQ(r_late.diagnostics[1].san, "Kc4");
}

TEST(ClockChecks, AnUndeclaredPeriodAtMove40) {
    const std::string moves = movetext(
        {"0:05:00", "0:04:00", "0:04:10", "0:03:50", "0:33:50", "0:03:40"}, kRookMoves, 38);
    const GameReport r = check_one(game("*", moves, tag("TimeControl", "5400+30"), kMove38));
    ASSERT_EQ(rules_of(r), std::vector<RuleId>{RuleId::clock_gains_time}) << dump(r);
    EXPECT_EQ(r.diagnostics[0].message,
              "40. Ra4: White's clock rises from 0:04:10 after 39. Ra3 to 0:33:50, by 1780 s, "
              "but \"5400+30\" allows at most 30 s (the increment); a period from move 41 that "
              "the tag does not declare fits, e.g. 40/5400+30:1800+30");
}

TEST(ClockChecks, AFractionalIncrementWithWholeSecondClocks) {
    // 4.5 s and readings a second apart at most: 5 s is possible, 6 s is not.
    const GameReport r = check_one(game("*", movetext({"0:45:00", "0:45:00", "0:45:05", "0:45:06"}),
                                        tag("TimeControl", "2700+4.5")));
    ASSERT_EQ(rules_of(r), std::vector<RuleId>{RuleId::clock_gains_time}) << dump(r);
    EXPECT_EQ(r.diagnostics[0].ply, 4U);
    EXPECT_NE(r.diagnostics[0].message.find("allows at most 4.5 s"), std::string::npos);
}

TEST(ClockChecks, CorrespondenceClocks) {
    const GameReport r =
        check_one(game("*", movetext({"72:00:00", "71:59:00", "71:00:00", "72:00:00", "48:12:00"}),
                       tag("TimeControl", "1/259200")));
    ASSERT_EQ(rules_of(r), std::vector<RuleId>{RuleId::non_standard_time_control}) << dump(r);
    EXPECT_NE(r.diagnostics[0].message.find("one move in 259200 s (3 days)"), std::string::npos)
        << r.diagnostics[0].message;
}

TEST(ClockChecks, ClocksMissingForOneSide) {
    // White's clocks on every move, Black's from 3... a6 on lost.
    const GameReport r = check_one(game("*",
                                        movetext({"0:03:00", "0:03:00", "0:03:01", "0:02:58",
                                                  "0:02:59", "", "0:02:50", "", "0:02:45", ""}),
                                        tag("TimeControl", "180+2")));
    ASSERT_EQ(rules_of(r), std::vector<RuleId>{RuleId::clock_missing}) << dump(r);
    const Diagnostic& d = r.diagnostics[0];
    EXPECT_EQ(d.ply, 6U);
    EXPECT_EQ(d.san, "a6");
    EXPECT_EQ(d.severity, Severity::info);
    EXPECT_EQ(d.message,
              "3... a6: no clock for Black here; Black has none on 3 of 5 moves, though the "
              "game records clocks");
    EXPECT_EQ(d.clocks.white, 165'000);
    EXPECT_EQ(d.clocks.black, 178'000);
    EXPECT_FALSE(d.fen_before.empty());
    // A game with no clock at all records none: nothing is missing.
    EXPECT_TRUE(check_one(game("*", movetext({"", "", "", ""}), tag("TimeControl", "180+2")))
                    .diagnostics.empty());
}

// A broadcast that starts late: the moves before the first clocks had none, and the message
// names the first of them as written.
TEST(ClockChecks, ClocksThatStartLateAndStopEarly) {
    const GameReport r = check_one(
        game("*", movetext({"", "", "0:03:00", "0:03:00", "0:03:02", "0:02:58", "0:02:50", "", ""}),
             tag("TimeControl", "180+2")));
    ASSERT_EQ(rules_of(r), (std::vector<RuleId>{RuleId::clock_missing, RuleId::clock_missing}))
        << dump(r);
    EXPECT_EQ(r.diagnostics[0].message,
              "1. e4: no clock for White here; White has none on 2 of 5 moves, though the game "
              "records clocks");
    EXPECT_EQ(r.diagnostics[0].where.line, 10U);
    EXPECT_EQ(r.diagnostics[0].where.column, 4U);
    EXPECT_EQ(r.diagnostics[1].message,
              "1... e5: no clock for Black here; Black has none on 2 of 4 moves, though the game "
              "records clocks");
    EXPECT_EQ(r.diagnostics[1].fen_before,
              "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
}

// The clock comment after a move's variations is still that move's; a second clock for one
// move is not read.
TEST(ClockChecks, AClockAfterAVariationBelongsToTheMoveBeforeIt) {
    const std::string text =
        "1. e4 { [%clk 0:03:00] } e5 { [%clk 0:03:00] } 2. Nf3 ( 2. d4 exd4 ) "
        "{ [%clk 0:03:02] } { [%clk 0:09:00] } 2... Nc6 { [%clk 0:02:59] } *";
    const GameReport r = check_one(game("*", text, tag("TimeControl", "180+2")));
    EXPECT_TRUE(r.diagnostics.empty()) << dump(r);
    const std::string late =
        "1. e4 { [%clk 0:03:00] } e5 { [%clk 0:03:00] } 2. Nf3 ( 2. d4 ) "
        "{ [%clk 0:03:05] } *";
    EXPECT_EQ(rules_of(check_one(game("*", late, tag("TimeControl", "180+2")))),
              std::vector<RuleId>{RuleId::clock_gains_time});
}

TEST(ClockChecks, ClocksInVariationsAndAfterAStopAreNotChecked) {
    const std::string text =
        "1. e4 { [%clk 0:03:00] } e5 { [%clk 0:03:00] } 2. Nf3 { [%clk 0:03:02] } "
        "( 2. d4 { [%clk 0:09:00] } ) 2... Nc6 { [%clk 0:02:59] } 3. Qxh8 { [%clk 0:09:00] } *";
    const GameReport r = check_one(game("*", text, tag("TimeControl", "180+2")));
    EXPECT_EQ(rules_of(r), std::vector<RuleId>{RuleId::illegal_move}) << dump(r);
}

TEST(ClockChecks, TheTagsOwnFindings) {
    const std::string free_text = "90 minutes for the first 40 moves, followed by 30 minutes";
    const std::string text = game("*", "1. e4 *", tag("TimeControl", free_text));
    const GameReport r = check_one(text);
    ASSERT_EQ(rules_of(r), std::vector<RuleId>{RuleId::malformed_time_control}) << dump(r);
    const Diagnostic& d = r.diagnostics[0];
    EXPECT_EQ(d.message,
              "the TimeControl tag \"" + free_text +
                  "\" is no time control of PGN 9.6.1: pgnlint read \"90\" and cannot go on at "
                  "\" minutes for the first 40 moves, followed by 30 minutes\"; write the "
                  "periods in seconds: \"300+2\", \"5400+30\", \"40/5400:1800+30\", \"?\" when "
                  "unknown");
    // At the first byte it could not read.
    const std::size_t at = text.find(" minutes for");
    EXPECT_EQ(d.where.offset, at);
    EXPECT_EQ(d.where.column, at - text.rfind('\n', at));
    for (const std::string value : {"?", "-", "300", "180+2", "2700+4.5", "40/7200:3600", "*180"}) {
        const GameReport quiet = check_one(game("*", "1. e4 *", tag("TimeControl", value)));
        EXPECT_TRUE(quiet.diagnostics.empty()) << value << ": " << dump(quiet);
    }
    for (const std::string value : {"60 mins", "5|5", "15'/game & 10\\\"/move", ""}) {
        const GameReport bad = check_one(game("*", "1. e4 *", tag("TimeControl", value)));
        EXPECT_EQ(rules_of(bad), std::vector<RuleId>{RuleId::malformed_time_control}) << value;
    }
}

TEST(ClockChecks, AMalformedClockWithItsColumn) {
    const std::string text =
        game("*", "1. e4 { a long think\n  [%clk 0:2:60] } e5 { [%clk 0:03:00] } *");
    const GameReport r = check_one(text);
    // White's clock could not be read, so White's move has none, while Black's has.
    ASSERT_EQ(rules_of(r), (std::vector<RuleId>{RuleId::malformed_clock, RuleId::clock_missing}))
        << dump(r);
    const Diagnostic& d = r.diagnostics[0];
    const std::size_t at = text.find("0:2:60");
    EXPECT_EQ(d.where.offset, at);
    EXPECT_EQ(d.where.line, 10U);
    EXPECT_EQ(d.where.column, 9U);
    EXPECT_EQ(d.message,
              "the %clk value \"0:2:60\" is no time: write H:MM:SS with minutes and seconds from "
              "00 to 59 and up to three decimals, after one space (\"[%clk 0:02:58]\", \"[%clk "
              "0:09:57.1]\"), and close the command with ]");
}

// Only a movetext holding "[%" has its comments read for clocks: a comment among the tags is read
// whatever the movetext holds, and a game without clocks leaves the next game's read.
TEST(ClockChecks, EachGameIsSearchedForClockCommandsOnItsOwn) {
    const std::string tagged =
        game("*", "1. e4 { no command here } *", "{ [%clk 0:2:60] }\n" + tag("TimeControl", "60"));
    EXPECT_EQ(rules_of(check_one(tagged)), std::vector<RuleId>{RuleId::malformed_clock})
        << dump(check_one(tagged));
    const std::string engine_game = game("*", "1. e4 { d=20, sd=31, mt=8929 } e5 { [clk] 100% } *");
    const std::string clocked = game("*", movetext({"0:01:00", "0:01:00", "0:00:58", "0:01:30"}),
                                     tag("TimeControl", "60+0"));
    const std::vector<GameReport> reports = fixtures::check_all(engine_game + "\n" + clocked);
    ASSERT_EQ(reports.size(), 2U);
    EXPECT_TRUE(reports[0].diagnostics.empty()) << dump(reports[0]);
    EXPECT_EQ(rules_of(reports[1]), std::vector<RuleId>{RuleId::clock_gains_time})
        << dump(reports[1]);
}

std::string forfeit_game(const std::string& control, const std::vector<std::string>& clocks,
                         const std::string& result = "1-0") {
    return game(result, movetext(clocks).substr(0, movetext(clocks).size() - 1) + result,
                tag("TimeControl", control) + tag("Termination", "Time forfeit"));
}

TEST(ClockChecks, ATimeForfeitTheClocksContradict) {
    // With an increment a clock just given it never shows zero: White's flag had fallen.
    const GameReport r =
        check_one(forfeit_game("300+2", {"0:05:00", "0:05:00", "0:00:00", "0:00:10"}));
    ASSERT_EQ(rules_of(r), std::vector<RuleId>{RuleId::time_forfeit_contradicts_clock}) << dump(r);
    EXPECT_EQ(r.diagnostics[0].message,
              "the Termination tag \"Time forfeit\" says a loss on time with the result 1-0, but "
              "White's last clock shows 0:00:00 (after 2. Nf3) and Black's 0:00:10 (after 2... "
              "Nc6): a clock just given the increment shows zero only when its flag had fallen, "
              "so the flag that fell is White's");
    EXPECT_EQ(r.diagnostics[0].clocks.white, 0);
    EXPECT_EQ(r.diagnostics[0].clocks.black, 10'000);
    // Without an increment a zero is under a second left; Black, on move, may have flagged.
    EXPECT_TRUE(
        check_one(forfeit_game("60+0", {"0:01:00", "0:01:00", "0:00:30", "0:00:20", "0:00:00"}))
            .diagnostics.empty());
    // ... but not when White, the winner, was on move with the running clock.
    EXPECT_EQ(
        rules_of(check_one(forfeit_game("60+0", {"0:01:00", "0:01:00", "0:00:00", "0:00:20"}))),
        std::vector<RuleId>{RuleId::time_forfeit_contradicts_clock});
    // The loser's clock at zero is how a loss on time looks.
    EXPECT_TRUE(check_one(forfeit_game("300+2", {"0:05:00", "0:05:00", "0:00:10", "0:00:00"}))
                    .diagnostics.empty());
    // Without a time control nothing is said.
    EXPECT_TRUE(check_one(forfeit_game("?", {"0:05:00", "0:05:00", "0:00:00", "0:00:10"}))
                    .diagnostics.empty());
}

TEST(ClockChecks, WithoutATimeControlOnlyWhatNeedsNone) {
    // Rising clocks and a first clock of an hour: nothing to compare them with.
    const GameReport r =
        check_one(game("*", movetext({"1:00:00", "0:05:00", "1:10:00", "0:09:00"})));
    EXPECT_TRUE(r.diagnostics.empty()) << dump(r);
}

}  // namespace
}  // namespace pgnlint::lint
