// The TimeControl reader: the six kinds of field of PGN standard 9.6.1, several periods with the
// last one repeating, fractions, the FIDE and correspondence forms read as what they mean, and
// what it read of a value that is no time control.
#include "pgnlint/lint/time_control.h"

#include <gtest/gtest.h>

#include <string>

namespace pgnlint::lint {
namespace {

constexpr Millis kSecond = kMillisPerSecond;

TimeControl read(std::string_view value) {
    return read_time_control(value);
}

TEST(TimeControlReader, UnknownAndNone) {
    EXPECT_EQ(read("?").kind, TimeControlKind::unknown);
    EXPECT_EQ(read("-").kind, TimeControlKind::none);
    EXPECT_FALSE(read("?").has_periods());
    EXPECT_EQ(read("-").start(), 0);
}

TEST(TimeControlReader, SuddenDeathAndIncrement) {
    const TimeControl blitz = read("300");
    ASSERT_EQ(blitz.kind, TimeControlKind::periods);
    EXPECT_EQ(blitz.form, TimeControlForm::standard);
    EXPECT_EQ(blitz.period_count, 1);
    EXPECT_EQ(blitz.start(), 300 * kSecond);
    EXPECT_EQ(blitz.increment_after(1), 0);
    EXPECT_EQ(blitz.period_time_after(40), 0);

    const TimeControl incremental = read("4500+60");
    ASSERT_TRUE(incremental.has_periods());
    EXPECT_EQ(incremental.start(), 4500 * kSecond);
    EXPECT_EQ(incremental.increment_after(1), 60 * kSecond);
    EXPECT_EQ(incremental.increment_after(100), 60 * kSecond);
    EXPECT_EQ(time_control_text(incremental), "4500+60");
    EXPECT_EQ(time_control_text(read("180+0")), "180+0") << "the written '+0' is kept";
    EXPECT_EQ(time_control_text(read("0+1")), "0+1");
}

TEST(TimeControlReader, FractionsOfASecond) {
    const TimeControl control = read("2700+4.5");
    ASSERT_TRUE(control.has_periods());
    EXPECT_EQ(control.form, TimeControlForm::standard);
    EXPECT_EQ(control.increment_after(7), 4500);
    EXPECT_EQ(read("10+0.05").increment_after(1), 50);
    EXPECT_EQ(read("1800+5.232").increment_after(1), 5232);
    EXPECT_EQ(read("90.5").start(), 90500);
    EXPECT_EQ(time_control_text(read("1800+5.230")), "1800+5.23");
    // A fourth decimal is more than any clock keeps.
    const TimeControl thousandths = read("60+0.0001");
    EXPECT_EQ(thousandths.kind, TimeControlKind::malformed);
    EXPECT_EQ(thousandths.read, 8U);
}

TEST(TimeControlReader, PeriodsWithTheLastRepeating) {
    const TimeControl classical = read("40/7200:20/3600:900+30");
    ASSERT_TRUE(classical.has_periods());
    EXPECT_EQ(classical.form, TimeControlForm::standard);
    EXPECT_EQ(classical.period_count, 3);
    EXPECT_EQ(classical.start(), 7200 * kSecond);
    EXPECT_EQ(classical.period_time_after(39), 0);
    EXPECT_EQ(classical.period_time_after(40), 3600 * kSecond);
    EXPECT_EQ(classical.period_time_after(41), 0);
    EXPECT_EQ(classical.period_time_after(60), 900 * kSecond);
    EXPECT_EQ(classical.period_time_after(80), 0) << "the last field has no move count";
    EXPECT_EQ(classical.increment_after(60), 0);
    EXPECT_EQ(classical.increment_after(61), 30 * kSecond);

    // "40/9000" alone: 40 moves in 2.5 hours, again and again.
    const TimeControl repeating = read("40/9000");
    ASSERT_TRUE(repeating.has_periods());
    EXPECT_EQ(repeating.period_time_after(40), 9000 * kSecond);
    EXPECT_EQ(repeating.period_time_after(80), 9000 * kSecond);
    EXPECT_EQ(repeating.period_time_after(60), 0);
    const TimeControl two = read("40/7200:20/3600");
    EXPECT_EQ(two.period_time_after(60), 3600 * kSecond) << "the last field repeats";
    EXPECT_EQ(two.period_time_after(80), 3600 * kSecond);
    EXPECT_EQ(two.period_time_after(70), 0);
}

TEST(TimeControlReader, SandclockStandsAlone) {
    EXPECT_EQ(read("*180").kind, TimeControlKind::sandclock);
    EXPECT_FALSE(read("*180").has_periods());
    EXPECT_EQ(read("40/7200:*600").kind, TimeControlKind::sandclock);
    EXPECT_EQ(read("*180:300").problem, TimeControlProblem::sudden_death_not_last);
}

TEST(TimeControlReader, FideClassicalIsReadWithItsIncrementAndNamedNonStandard) {
    const TimeControl fide = read("40/5400+30:1800+30");
    ASSERT_TRUE(fide.has_periods());
    EXPECT_EQ(fide.form, TimeControlForm::increment_in_move_period);
    EXPECT_EQ(fide.increment_after(1), 30 * kSecond);
    EXPECT_EQ(fide.increment_after(41), 30 * kSecond);
    EXPECT_EQ(fide.period_time_after(40), 1800 * kSecond);
    EXPECT_EQ(time_control_text(fide), "40/5400+30:1800+30");
}

TEST(TimeControlReader, CorrespondenceIsOneMoveInADayOrMore) {
    const TimeControl daily = read("1/259200");
    ASSERT_TRUE(daily.has_periods());
    EXPECT_EQ(daily.form, TimeControlForm::correspondence);
    EXPECT_EQ(daily.period_time_after(1), 259200 * kSecond);
    EXPECT_EQ(daily.period_time_after(2), 259200 * kSecond);
    EXPECT_EQ(read("1/86400").form, TimeControlForm::correspondence);
    EXPECT_EQ(read("1/60").form, TimeControlForm::standard) << "a minute a move: standard";
    EXPECT_EQ(read("40/259200").form, TimeControlForm::standard);
}

TEST(TimeControlReader, FreeTextIsMalformedWithWhatWasRead) {
    struct Case {
        std::string_view value;
        TimeControlProblem problem;
        std::size_t read;
    };
    const Case cases[] = {
        {"90 minutes for the first 40 moves, followed by 30 minutes",
         TimeControlProblem::not_a_time_control, 2},
        {"15'/game & 10\"/move", TimeControlProblem::not_a_time_control, 2},
        {"60 mins", TimeControlProblem::not_a_time_control, 2},
        {"5|5", TimeControlProblem::not_a_time_control, 1},
        {"15 min. + 10 s. per move", TimeControlProblem::not_a_time_control, 2},
        {"G/90", TimeControlProblem::not_a_time_control, 0},
        {"300+", TimeControlProblem::not_a_time_control, 4},
        {"40/5400:", TimeControlProblem::not_a_time_control, 8},
        {" 300", TimeControlProblem::not_a_time_control, 0},
        {"", TimeControlProblem::empty, 0},
        {"?:300", TimeControlProblem::alone_only, 0},
        {"300:-", TimeControlProblem::sudden_death_not_last, 3},
        {"5400+30:1800", TimeControlProblem::sudden_death_not_last, 7},
        {"0/300", TimeControlProblem::zero_moves, 1},
        {"99999999999", TimeControlProblem::too_large, 11},
        {"1/1:1/1:1/1:1/1:1/1:1/1:1/1:1/1:1/1", TimeControlProblem::too_many_periods, 32},
        {"40.5/300", TimeControlProblem::not_a_time_control, 4},
    };
    for (const Case& c : cases) {
        SCOPED_TRACE(std::string(c.value));
        const TimeControl control = read(c.value);
        EXPECT_EQ(control.kind, TimeControlKind::malformed);
        EXPECT_EQ(control.problem, c.problem);
        EXPECT_EQ(control.read, c.read);
        EXPECT_FALSE(control.has_periods());
    }
}

TEST(TimeControlReader, SecondsAreWrittenWithoutTrailingZeros) {
    std::string text;
    append_seconds(30'000, text);
    text += ' ';
    append_seconds(4'500, text);
    text += ' ';
    append_seconds(50, text);
    text += ' ';
    append_seconds(-1'250, text);
    EXPECT_EQ(text, "30 4.5 0.05 -1.25");
}

}  // namespace
}  // namespace pgnlint::lint
