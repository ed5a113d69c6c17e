// `pgnlint check` end to end: runs the built binary on testdata/check and testdata/sample.pgn,
// checking exit statuses (0 clean, 1 findings, 2 I/O errors) and that the NDJSON output parses
// (simdjson) with one game record per game of the input, in input order.
#include <gtest/gtest.h>
#include <simdjson.h>

#include <sys/wait.h>
#include <cstdio>
#include <string>
#include <vector>

namespace {

struct CommandResult {
    int status = -1;
    std::string out;
};

// Runs a shell command line with the binary's path prepended.
CommandResult run(const std::string& arguments) {
    const std::string command = std::string("cd ") + PGNLINT_SOURCE_DIR + " && " + PGNLINT_BINARY +
                                " " + arguments + " 2>/dev/null";
    CommandResult result;
    FILE* pipe = popen(command.c_str(), "r");
    if (pipe == nullptr) return result;
    char buffer[4096];
    std::size_t n = 0;
    while ((n = fread(buffer, 1, sizeof buffer, pipe)) > 0) result.out.append(buffer, n);
    const int status = pclose(pipe);
    result.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    return result;
}

struct NdjsonRecords {
    std::vector<std::uint64_t> game_indexes;
    int summaries = 0;
    bool all_parsed = true;
};

NdjsonRecords parse_ndjson(const std::string& text) {
    NdjsonRecords records;
    simdjson::dom::parser parser;
    std::size_t start = 0;
    while (start < text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string::npos) end = text.size();
        const std::string line = text.substr(start, end - start);
        start = end + 1;
        if (line.empty()) continue;
        simdjson::dom::element record;
        if (parser.parse(line).get(record) != simdjson::SUCCESS) {
            records.all_parsed = false;
            continue;
        }
        std::string_view type;
        if (record["type"].get(type) != simdjson::SUCCESS) {
            records.all_parsed = false;
        } else if (type == "game") {
            std::uint64_t index = 0;
            if (record["data"]["index"].get(index) != simdjson::SUCCESS) records.all_parsed = false;
            records.game_indexes.push_back(index);
        } else if (type == "summary") {
            ++records.summaries;
        }
    }
    return records;
}

std::vector<std::uint64_t> one_to(std::uint64_t n) {
    std::vector<std::uint64_t> indexes;
    for (std::uint64_t i = 1; i <= n; ++i) indexes.push_back(i);
    return indexes;
}

TEST(CheckCli, CleanGamesExitZero) {
    const CommandResult r = run("check testdata/check/clean.pgn");
    EXPECT_EQ(r.status, 0);
    EXPECT_EQ(r.out, "");
}

TEST(CheckCli, TheSampleHasFindingsAndEveryGameIsInTheNdjson) {
    const CommandResult r = run("check --format ndjson testdata/sample.pgn");
    EXPECT_EQ(r.status, 1);
    const NdjsonRecords records = parse_ndjson(r.out);
    EXPECT_TRUE(records.all_parsed);
    EXPECT_EQ(records.game_indexes, one_to(4));
    EXPECT_EQ(records.summaries, 1);
}

TEST(CheckCli, SampleTextOutputNamesTheProblems) {
    const CommandResult r = run("testdata/sample.pgn --color never");
    EXPECT_EQ(r.status, 1);
    EXPECT_NE(r.out.find("testdata/sample.pgn:34:34: error: game 3: 4. Nf5: illegal move: no white "
                         "knight can reach f5 [M001 illegal-move]"),
              std::string::npos)
        << r.out;
    EXPECT_NE(r.out.find("[R002 result-contradicts-position]"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("2... Qh4: missing check suffix"), std::string::npos) << r.out;
}

TEST(CheckCli, FailOnChoosesWhatFails) {
    EXPECT_EQ(run("check testdata/check/warning-only.pgn").status, 0);
    EXPECT_EQ(run("check --fail-on warning testdata/check/warning-only.pgn").status, 1);
    const CommandResult info = run("check testdata/check/info-only.pgn");
    EXPECT_EQ(info.status, 0);
    EXPECT_EQ(info.out, "") << "info findings are not shown by default";
    const CommandResult strict = run("check --fail-on info testdata/check/info-only.pgn");
    EXPECT_EQ(strict.status, 1);
    EXPECT_NE(strict.out.find("[N005 zero-castling]"), std::string::npos) << strict.out;
    EXPECT_NE(run("check --min-severity info testdata/check/info-only.pgn").out.find("N005"),
              std::string::npos);
    EXPECT_EQ(run("check --exit-zero testdata/sample.pgn").status, 0);
}

TEST(CheckCli, QuietWritesNothingAndTheStatusTells) {
    const CommandResult r = run("check --quiet testdata/sample.pgn");
    EXPECT_EQ(r.status, 1);
    EXPECT_EQ(r.out, "");
}

TEST(CheckCli, IoErrorsExitTwoAfterReportingTheGamesRead) {
    EXPECT_EQ(run("check testdata/check/no-such-file.pgn").status, 2);
    EXPECT_EQ(run("check 'testdata/check/no-match-*.pgn'").status, 2);
    const CommandResult truncated = run("check --format ndjson testdata/check/truncated.pgn.gz");
    EXPECT_EQ(truncated.status, 2);
    const NdjsonRecords records = parse_ndjson(truncated.out);
    EXPECT_TRUE(records.all_parsed);
    EXPECT_GE(records.game_indexes.size(), 1U);
    EXPECT_EQ(records.game_indexes, one_to(records.game_indexes.size()));
    // A findings file and an unreadable one: the worst status wins.
    EXPECT_EQ(run("check testdata/sample.pgn testdata/check/no-such-file.pgn").status, 2);
}

TEST(CheckCli, GlobsStdinAndSeveralFiles) {
    const CommandResult glob = run("check --format ndjson 'testdata/check/*.pgn'");
    const NdjsonRecords records = parse_ndjson(glob.out);
    EXPECT_TRUE(records.all_parsed);
    EXPECT_EQ(records.game_indexes.size(), 3U + 1U + 1U + 10U);  // clean, info, warning, matches
    const CommandResult piped = run("--format ndjson < testdata/sample.pgn");
    EXPECT_EQ(piped.status, 1);
    EXPECT_EQ(parse_ndjson(piped.out).game_indexes, one_to(4));
}

TEST(CheckCli, RealMasterGamesWithVariationsHaveNoErrors) {
    const CommandResult r = run("check --format ndjson testdata/check/world-matches-first-10.pgn");
    EXPECT_EQ(r.status, 0) << r.out;
    EXPECT_EQ(parse_ndjson(r.out).game_indexes, one_to(10));
}

// A game cut by --max-game-bytes inside a comment: both the open comment and the cut itself
// (at the byte where reading stopped) are reported, and the next game is checked whole.
TEST(CheckCli, AGameCutInsideACommentIsReportedAsTooLarge) {
    const char* file = "testdata/check/limits/game-cut-inside-comment.pgn";
    const CommandResult r = run(std::string("check --color never --max-game-bytes 200 ") + file);
    EXPECT_EQ(r.status, 1);
    EXPECT_NE(r.out.find(std::string(file) + ":9:10: error: game 1: comment opened with '{' is "
                                             "never closed near '{' [S003 unterminated-comment]"),
              std::string::npos)
        << r.out;
    EXPECT_NE(r.out.find(std::string(file) + ":10:2: error: game 1: game exceeds the size limit; "
                                             "the rest of it is skipped [S012 game-too-large]"),
              std::string::npos)
        << r.out;
    EXPECT_EQ(r.out.find("game-too-large"), r.out.rfind("game-too-large")) << "reported once";
    EXPECT_EQ(r.out.find("game 2"), std::string::npos) << r.out;
    const CommandResult whole = run(std::string("check --format ndjson ") + file);
    EXPECT_EQ(whole.status, 0) << whole.out;
    EXPECT_EQ(parse_ndjson(whole.out).game_indexes, one_to(2));
}

TEST(CheckCli, UsageErrorsExitTwo) {
    EXPECT_EQ(run("check --format yaml testdata/sample.pgn").status, 2);
    EXPECT_EQ(run("check --jobs -3 testdata/sample.pgn").status, 2);
    EXPECT_EQ(run("check --jobs 2 testdata/check/clean.pgn").status, 0);
}

}  // namespace
