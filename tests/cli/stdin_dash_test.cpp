// Issue 39, point 7: `-` is standard input for every subcommand that reads records (fen,
// winnable, scan, report, check), and standard input is named `-` alike in their messages,
// finding locations and json "file" fields. Through the real binary.
#include <gtest/gtest.h>

#include <string>

#include "../support/run_command.h"
#include "binary_under_test.h"

// Named, not anonymous: the unity build of the sanitizer run puts this executable's files in one
// translation unit.
namespace stdin_dash_test {

using pgnlint::testing::CommandResult;

const std::string kBinary = pgnlint::testing::binary_under_test();

const std::string kMateInTwo = "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1";
const std::string kNoBlackKing = "8/8/8/8/8/8/8/4K3 w - - 0 1";

// `input | pgnlint arguments`, stderr merged.
CommandResult piped(const std::string& input, const std::string& arguments) {
    return pgnlint::testing::run_command("printf '%s\\n' '" + input + "' | " + kBinary + " " +
                                         arguments + " 2>&1");
}

bool contains(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

TEST(StdinDash, WinnableReadsStandardInputForDash) {
    const CommandResult text = piped(kMateInTwo, "winnable --side white -");
    EXPECT_EQ(text.status, 0) << text.out;
    EXPECT_TRUE(contains(text.out, "position 1: white can mate: 1. Ra8#")) << text.out;
    const CommandResult json = piped(kMateInTwo, "winnable --side white --format ndjson -");
    EXPECT_EQ(json.status, 0) << json.out;
    EXPECT_TRUE(contains(json.out, "{\"position\":1,\"file\":\"-\",\"line\":1,")) << json.out;
    const CommandResult invalid = piped(kNoBlackKing, "winnable -");
    EXPECT_EQ(invalid.status, 1) << invalid.out;
    EXPECT_TRUE(contains(invalid.out, "-:1:1: error: position 1: FEN placement: Black has no king"))
        << invalid.out;
}

TEST(StdinDash, FenNamesStandardInputDash) {
    for (const std::string arguments : {"fen -", "fen --file -"}) {
        SCOPED_TRACE(arguments);
        const CommandResult text = piped(kNoBlackKing, arguments);
        EXPECT_EQ(text.status, 1) << text.out;
        EXPECT_TRUE(
            contains(text.out, "-:1:1: error: position 1: FEN placement: Black has no king"))
            << text.out;
        const CommandResult json = piped(kNoBlackKing, arguments + " -f ndjson");
        EXPECT_TRUE(contains(json.out, "\"file\":\"-\"")) << json.out;
        EXPECT_FALSE(contains(json.out, "<stdin>")) << json.out;
    }
}

TEST(StdinDash, ScanNamesStandardInputDash) {
    const CommandResult errors = piped("1. e4 {never closed", "scan -");
    EXPECT_EQ(errors.status, 1) << errors.out;
    EXPECT_TRUE(contains(errors.out, "-:1:7: error:")) << errors.out;
    const CommandResult counts = piped("1. e4 *", "scan - testdata/sample.pgn");
    EXPECT_TRUE(counts.out.starts_with("-: 1 game, 1 move,")) << counts.out;
    EXPECT_FALSE(contains(counts.out, "<stdin>")) << counts.out;
}

TEST(StdinDash, CheckAndReportNameStandardInputDash) {
    const CommandResult check = piped("1. e4 e5 2. Ke3 *", "check -");
    EXPECT_EQ(check.status, 1) << check.out;
    EXPECT_TRUE(contains(check.out, "-:1:13: error: game 1: 2. Ke3: illegal move")) << check.out;
    const CommandResult report = piped("{\"type\":\"nonsense\"}", "report -");
    EXPECT_EQ(report.status, 2) << report.out;
    EXPECT_TRUE(contains(report.out, "pgnlint: error: -: ")) << report.out;
    EXPECT_FALSE(contains(report.out, "<stdin>")) << report.out;
}

}  // namespace stdin_dash_test
