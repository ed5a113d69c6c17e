// The clock comment reader: %clk, %emt and %egt as lichess, chess.com, DGT LiveChess and FICS
// write them, beside other commands and text, and the column of a value that is no time.
#include "pgnlint/lint/clock_comment.h"

#include <gtest/gtest.h>

#include <string>

namespace pgnlint::lint {
namespace {

std::optional<ClockTime> clk(std::string_view comment) {
    return read_clock_comment(comment)[ClockCommand::clk];
}

std::string written(const std::optional<ClockTime>& time) {
    if (!time) return "none";
    std::string text;
    append_clock_time(*time, text);
    return text;
}

TEST(ClockComment, OnlyCommentsWithAnEmbeddedCommandAreRead) {
    EXPECT_TRUE(has_embedded_command(" [%clk 0:02:58] "));
    EXPECT_TRUE(has_embedded_command("a [b] [%eval 0.3]"));
    EXPECT_FALSE(has_embedded_command("a good move [b] %clk"));
    EXPECT_FALSE(has_embedded_command("ends with ["));
    EXPECT_FALSE(has_embedded_command(""));
}

TEST(ClockComment, TheSitesForms) {
    // lichess: whole seconds, one digit of hours.
    const std::optional<ClockTime> lichess = clk(" [%clk 0:02:58] ");
    ASSERT_TRUE(lichess.has_value());
    EXPECT_EQ(lichess->value, 178'000);
    EXPECT_EQ(lichess->precision, 1000);
    // chess.com: tenths.
    const std::optional<ClockTime> chess_com = clk("[%clk 0:09:57.1]");
    ASSERT_TRUE(chess_com.has_value());
    EXPECT_EQ(chess_com->value, 597'100);
    EXPECT_EQ(chess_com->precision, 100);
    EXPECT_EQ(written(chess_com), "0:09:57.1");
    // DGT LiveChess: two digits of hours, with %emt in its own comment or beside.
    EXPECT_EQ(clk("[%clk 00:59:44]")->value, 3'584'000);
    const ClockComment dgt = read_clock_comment("[%clk 01:29:10] [%emt 00:00:16]");
    ASSERT_TRUE(dgt[ClockCommand::emt].has_value());
    EXPECT_EQ(dgt[ClockCommand::emt]->value, 16'000);
    EXPECT_EQ(dgt[ClockCommand::clk]->value, 5'350'000);
    // Hours beyond 9 (correspondence), and thousandths.
    EXPECT_EQ(clk("[%clk 71:59:59]")->value, 259'199'000);
    EXPECT_EQ(written(clk("[%clk 123:00:00]")), "123:00:00");
    EXPECT_EQ(clk("[%clk 0:00:01.234]")->precision, 1);
    EXPECT_EQ(clk("[%clk 0:00:01.23]")->value, 1'230);
    // One-digit minutes and seconds are read too.
    EXPECT_EQ(clk("[%clk 0:1:5]")->value, 65'000);
    EXPECT_EQ(written(clk("[%clk 0:1:5]")), "0:01:05");
}

TEST(ClockComment, OtherCommandsTextAnyOrderAndBlanks) {
    const ClockComment read = read_clock_comment(
        "Good move. [%eval 0.24] [%emt 0:00:03]\n[%clk   0:04:12 ] [%cal Ge2e4] [%egt 1:02:03]");
    EXPECT_FALSE(read.malformed.has_value());
    EXPECT_EQ(read[ClockCommand::clk]->value, 252'000);
    EXPECT_EQ(read[ClockCommand::emt]->value, 3'000);
    EXPECT_EQ(read[ClockCommand::egt]->value, 3'723'000);
    // kokopu's comment: a line end between the command and its value.
    EXPECT_EQ(clk("[%clk\n01:56:25]")->value, 6'985'000);
    // The first of two values counts.
    EXPECT_EQ(clk("[%clk 0:01:00][%clk 0:02:00]")->value, 60'000);
    // Commands this reader does not know are passed over, their brackets too.
    EXPECT_FALSE(clk("[%clkx 0:01:00] [%CLK 0:01:00]").has_value());
    EXPECT_FALSE(read_clock_comment("[%csl Ra1,Gh8] [%eval #-3]").malformed.has_value());
}

TEST(ClockComment, FicsElapsedTimesInSeconds) {
    const ClockComment fics = read_clock_comment("[%emt 2.345]");
    ASSERT_TRUE(fics[ClockCommand::emt].has_value());
    EXPECT_EQ(fics[ClockCommand::emt]->value, 2'345);
    EXPECT_EQ(fics[ClockCommand::emt]->precision, 1);
    EXPECT_EQ(read_clock_comment("[%egt 125]")[ClockCommand::egt]->value, 125'000);
    // A clock is a time of day on the clock, H:MM:SS: seconds alone are no %clk.
    const ClockComment seconds_clock = read_clock_comment("[%clk 125]");
    EXPECT_FALSE(seconds_clock[ClockCommand::clk].has_value());
    EXPECT_EQ(seconds_clock.malformed, ClockCommand::clk);
}

TEST(ClockComment, MalformedValuesWithWhereTheyStand) {
    struct Case {
        std::string_view comment;
        ClockCommand command;
        std::size_t offset;
        std::size_t length;
    };
    const Case cases[] = {
        {"[%clk 0:2:60]", ClockCommand::clk, 6, 6},
        {"[%clk 0:60:00]", ClockCommand::clk, 6, 7},
        {"[%clk 1:02:03.4.5]", ClockCommand::clk, 6, 11},
        {"[%clk 0:00:01.2345]", ClockCommand::clk, 6, 12},
        {"[%clk -0:00:05]", ClockCommand::clk, 6, 8},
        {"[%clk 2:58]", ClockCommand::clk, 6, 4},
        {"[%clk two minutes]", ClockCommand::clk, 6, 11},
        {"x [%emt 0:00:16", ClockCommand::emt, 8, 7},
        {"[%clk]", ClockCommand::clk, 5, 0},
        {"[%clk ]", ClockCommand::clk, 6, 0},
        {"[%clk0:02:58]", ClockCommand::clk, 5, 7},
        {"[%clk 0:01:00] [%egt 1::03]", ClockCommand::egt, 21, 5},
    };
    for (const Case& c : cases) {
        SCOPED_TRACE(std::string(c.comment));
        const ClockComment read = read_clock_comment(c.comment);
        ASSERT_TRUE(read.malformed.has_value());
        EXPECT_EQ(*read.malformed, c.command);
        EXPECT_EQ(read.malformed_offset, c.offset);
        EXPECT_EQ(read.malformed_length, c.length);
        EXPECT_LE(read.malformed_offset + read.malformed_length, c.comment.size());
    }
    // The good value beside a malformed one is still read.
    EXPECT_EQ(read_clock_comment("[%clk 0:01:00] [%egt 1::03]")[ClockCommand::clk]->value, 60'000);
}

}  // namespace
}  // namespace pgnlint::lint
