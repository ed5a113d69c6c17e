// ProgressLine: silent before its delay, then one line redrawn in place with the share done and
// the time left when the size is known, and erased by clear().
#include "pgnlint/run/progress.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <string>
#include <thread>

namespace pgnlint::run {
namespace {

std::string contents(std::FILE* file) {
    std::string text;
    std::rewind(file);
    char buffer[4096];
    std::size_t n = 0;
    while ((n = std::fread(buffer, 1, sizeof buffer, file)) > 0) text.append(buffer, n);
    return text;
}

TEST(ProgressLine, StaysSilentBeforeItsDelay) {
    std::FILE* file = std::tmpfile();
    ASSERT_NE(file, nullptr);
    {
        ProgressLine progress(file, 1000, std::chrono::hours(1));
        progress.update(500, 10);
        progress.clear();
    }
    EXPECT_EQ(contents(file), "");
    std::fclose(file);
}

TEST(ProgressLine, ShowsBytesGamesShareAndTimeLeftThenErasesItself) {
    std::FILE* file = std::tmpfile();
    ASSERT_NE(file, nullptr);
    {
        ProgressLine progress(file, std::uint64_t{4} << 20, std::chrono::milliseconds(0));
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
        progress.update(std::uint64_t{1} << 20, 1234);
    }
    const std::string text = contents(file);
    EXPECT_EQ(text.front(), '\r');
    EXPECT_NE(text.find("pgnlint: 1.0 MiB of 4.0 MiB (25%), 1234 games, "), std::string::npos)
        << text;
    EXPECT_NE(text.find(" games/s, "), std::string::npos) << text;
    EXPECT_NE(text.find(" left"), std::string::npos) << text;
    // The destructor erased the line: the text ends with blanks between carriage returns.
    const std::size_t last_line = text.rfind('\r', text.size() - 2);
    ASSERT_NE(last_line, std::string::npos);
    EXPECT_EQ(text.substr(last_line + 1, text.size() - last_line - 2),
              std::string(text.size() - last_line - 2, ' '));
    EXPECT_EQ(text.back(), '\r');
    std::fclose(file);
}

TEST(ProgressLine, WithoutAKnownSizeShowsNoShareNorTimeLeft) {
    std::FILE* file = std::tmpfile();
    ASSERT_NE(file, nullptr);
    {
        ProgressLine progress(file, std::nullopt, std::chrono::milliseconds(0));
        progress.update(3 << 20, 42);
    }
    const std::string text = contents(file);
    EXPECT_NE(text.find("pgnlint: 3.0 MiB, 42 games, "), std::string::npos) << text;
    EXPECT_EQ(text.find("left"), std::string::npos) << text;
    EXPECT_EQ(text.find('%'), std::string::npos) << text;
    std::fclose(file);
}

TEST(ProgressLine, RedrawsAtMostAFewTimesASecond) {
    std::FILE* file = std::tmpfile();
    ASSERT_NE(file, nullptr);
    {
        ProgressLine progress(file, std::nullopt, std::chrono::milliseconds(0));
        for (int i = 0; i < 1000; ++i) progress.update(static_cast<std::uint64_t>(i), 1);
    }
    const std::string text = contents(file);
    // One drawing (two carriage returns) and the erasing line: a thousand updates in well under
    // the redraw interval draw once.
    EXPECT_EQ(std::count(text.begin(), text.end(), '\r'), 4) << text;
    std::fclose(file);
}

TEST(WantProgress, AnExplicitChoiceWins) {
    EXPECT_TRUE(want_progress(true));
    EXPECT_FALSE(want_progress(false));
}

TEST(TotalInputBytes, SumsFileSizesAndIsUnknownForStdinOrMissingFiles) {
    const std::string file = std::string(PGNLINT_TESTDATA_DIR) + "/check/clean.pgn";
    const std::optional<std::uint64_t> one = total_input_bytes({file});
    ASSERT_TRUE(one.has_value());
    EXPECT_GT(*one, 0U);
    EXPECT_EQ(total_input_bytes({file, file}), 2 * *one);
    EXPECT_EQ(total_input_bytes({file, "-"}), std::nullopt);
    EXPECT_EQ(total_input_bytes({"/no/such/file.pgn"}), std::nullopt);
}

}  // namespace
}  // namespace pgnlint::run
