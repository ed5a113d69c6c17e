// `pgnlint fen` end to end, through the real binary: exit statuses, findings that name the
// position with its line and column (from arguments, a file and stdin), and NDJSON records.
#include <simdjson.h>

#include <gtest/gtest.h>

#include <string>

#include "../support/run_command.h"

namespace {

using pgnlint::testing::CommandResult;

const std::string kStart = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

// Runs pgnlint with `arguments` (shell words) from the source directory; stderr is dropped.
CommandResult run(const std::string& arguments) {
    return pgnlint::testing::run_command(std::string("cd ") + PGNLINT_SOURCE_DIR + " && " +
                                         PGNLINT_BINARY + " " + arguments + " 2>/dev/null");
}

// The findings for testdata/fen/cli-mixed.fen as read from `name`: records 2 and 3 stand on
// lines 4 and 5 (the comment and the blank line count as lines, not as records); the en-passant
// field of line 5 starts at column 52, after the 43-byte placement and " w KQkq ".
std::string mixed_findings(const std::string& name) {
    return name +
           ":4:1: error: position 2: FEN placement: White has no king [F013 wrong-king-count]\n" +
           name +
           ":4:1: error: position 2: FEN placement: Black has no king [F013 wrong-king-count]\n" +
           name +
           ":5:52: error: position 3: FEN en-passant field: with white to move the en-passant "
           "square must be on rank 6 [F008 fen-en-passant-wrong-rank]\n";
}

TEST(FenCli, ALegalPositionIsSilentAndExitsZero) {
    const CommandResult r = run("fen '" + kStart + "'");
    EXPECT_EQ(r.status, 0);
    EXPECT_EQ(r.out, "");
}

TEST(FenCli, FindingsNameThePositionItsLineAndColumn) {
    const CommandResult from_file = run("fen --file testdata/fen/cli-mixed.fen");
    EXPECT_EQ(from_file.status, 1);
    EXPECT_EQ(from_file.out, mixed_findings("testdata/fen/cli-mixed.fen"));
    const CommandResult from_stdin = run("fen --file - < testdata/fen/cli-mixed.fen");
    EXPECT_EQ(from_stdin.status, 1);
    EXPECT_EQ(from_stdin.out, mixed_findings("-"));
}

TEST(FenCli, GithubAnnotationsNameThePosition) {
    const CommandResult r = run("fen --format github --file testdata/fen/cli-mixed.fen");
    EXPECT_EQ(r.status, 1);
    EXPECT_NE(r.out.find("title=F008 fen-en-passant-wrong-rank::position 3: FEN en-passant"),
              std::string::npos)
        << r.out;
}

TEST(FenCli, NdjsonHasOneRecordPerPositionThenTheSummary) {
    const CommandResult r = run("fen --format ndjson --file testdata/fen/cli-mixed.fen");
    EXPECT_EQ(r.status, 1);
    simdjson::dom::parser parser;
    std::size_t games = 0;
    std::size_t summaries = 0;
    std::size_t start = 0;
    while (start < r.out.size()) {
        const std::size_t end = r.out.find('\n', start);
        ASSERT_NE(end, std::string::npos) << "every record ends its line";
        simdjson::dom::element record;
        ASSERT_EQ(parser.parse(r.out.substr(start, end - start)).get(record), simdjson::SUCCESS);
        const std::string_view type = record["type"].get_string().value();
        if (type == "game") {
            ++games;
            EXPECT_EQ(record["data"]["index"].get_uint64().value(), games);
        } else {
            EXPECT_EQ(type, "summary");
            ++summaries;
            EXPECT_EQ(record["data"]["games"].get_uint64().value(), 3U);
            EXPECT_EQ(record["data"]["errors"].get_uint64().value(), 3U);
        }
        start = end + 1;
    }
    EXPECT_EQ(games, 3U);
    EXPECT_EQ(summaries, 1U);
}

TEST(FenCli, NoPositionIsAUsageError) {
    EXPECT_EQ(run("fen").status, 2);
    EXPECT_EQ(run("fen --file testdata/fen/no-such-file.fen").status, 2);
}

TEST(FenCli, SvgDrawsTheOnePositionAndSendsItsFindingsToStderr) {
    const CommandResult start = run("fen -f svg '" + kStart + "'");
    EXPECT_EQ(start.status, 0);
    EXPECT_EQ(start.out.rfind("<svg xmlns=\"http://www.w3.org/2000/svg\"", 0), 0u);
    EXPECT_EQ(start.out.substr(start.out.size() - 7), "</svg>\n");
    EXPECT_NE(start.out.find("<title>White: Ke1, Qd1, Ra1, Rh1"), std::string::npos);
    // A playable FEN with a finding is drawn (to show the problem) and exits 1; the finding is
    // not in the drawing.
    const CommandResult no_king = run("fen -f svg '8/8/8/8/8/8/8/K7 w - - 0 1'");
    EXPECT_EQ(no_king.status, 1);
    EXPECT_NE(no_king.out.find("<title>White: Ka1. Black: nothing."), std::string::npos);
    EXPECT_EQ(no_king.out.find("F013"), std::string::npos);
    const CommandResult with_stderr = pgnlint::testing::run_command(
        std::string(PGNLINT_BINARY) + " fen -f svg '8/8/8/8/8/8/8/K7 w - - 0 1' 2>&1 >/dev/null");
    EXPECT_NE(with_stderr.out.find("[F013 wrong-king-count]"), std::string::npos);
    // Text that is not a board draws nothing; more than one position is a usage error.
    const CommandResult broken = run("fen -f svg '8/8/8/8/8/8/9/K7 w - - 0 1'");
    EXPECT_EQ(broken.status, 1);
    EXPECT_EQ(broken.out, "");
    EXPECT_EQ(run("fen -f svg '" + kStart + "' '" + kStart + "'").status, 2);
    EXPECT_EQ(run("fen -f svg --file testdata/fen/cli-mixed.fen").status, 2);
}

}  // namespace
