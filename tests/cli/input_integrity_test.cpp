// Input that is not what it claims (issue 39), through the real binary: text after the last
// game is reported, not dropped (point 2); a game spliced into the next game's tags fails the
// run (3); a Latin-1 file is written decoded in every format, --fix keeps its bytes (5); the html
// cap shows the games with findings first (8); a huge comment is held in memory once (9).
// PGNLINT_TEST_BINARY=PATH runs these against another pgnlint binary (an older build, to see
// which of them it fails).
#include <fcntl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "../support/run_command.h"
#include "binary_under_test.h"

namespace {

namespace fs = std::filesystem;
using pgnlint::testing::CommandResult;

std::string binary() { return pgnlint::testing::binary_under_test(); }

bool contains(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

class InputIntegrity : public ::testing::Test {
protected:
    void SetUp() override {
        char pattern[] = "/tmp/pgnlint-input-integrity-XXXXXX";
        ASSERT_NE(::mkdtemp(pattern), nullptr);
        dir_ = pattern;
    }
    void TearDown() override { fs::remove_all(dir_); }

    std::string write(const std::string& name, const std::string& bytes) const {
        const fs::path path = dir_ / name;
        std::ofstream(path, std::ios::binary) << bytes;
        return path.string();
    }
    std::string read(const std::string& path) const {
        std::ifstream in(path, std::ios::binary);
        return {std::istreambuf_iterator<char>(in), {}};
    }
    // `pgnlint ARGS` in the test's directory, stderr merged into the output.
    CommandResult run(const std::string& arguments) const {
        return pgnlint::testing::run_command("cd " + dir_.string() + " && " + binary() + " " +
                                             arguments + " 2>&1");
    }

    fs::path dir_;
};

// --- Point 2: every byte that is not blank is in a game or a finding ---------------------------

TEST_F(InputIntegrity, AnUnclosedCommentAfterTheLastGameIsReported) {
    write("tail.pgn", "[Event \"a\"]\n[Result \"*\"]\n\n1. e4 *\n\n{abc\n");
    const CommandResult r = run("check --color never tail.pgn");
    EXPECT_EQ(r.status, 1) << r.out;
    EXPECT_TRUE(contains(r.out,
                         "tail.pgn:6:1: error: game 2: comment opened with '{' is never "
                         "closed [S003 unterminated-comment]"))
        << r.out;
    write("only.pgn", "{abc");
    const CommandResult only = run("check --color never only.pgn");
    EXPECT_EQ(only.status, 1) << only.out;
    EXPECT_TRUE(contains(only.out,
                         "only.pgn:1:1: error: game 1: comment opened with '{' is never "
                         "closed [S003 unterminated-comment]"))
        << only.out;
    const CommandResult scan = run("scan only.pgn");
    EXPECT_TRUE(contains(scan.out, "1 syntax error")) << scan.out;
}

TEST_F(InputIntegrity, AClosedCommentAfterTheLastGameIsOutsideAnyGame) {
    write("remark.pgn", "[Event \"a\"]\n[Result \"*\"]\n\n1. e4 *\n\n{ produced by X }\n");
    const CommandResult r = run("check --color never remark.pgn");
    EXPECT_EQ(r.status, 0) << r.out;  // a warning fails nothing by default
    EXPECT_TRUE(contains(r.out,
                         "remark.pgn:6:1: warning: game 2: comment outside any game: no "
                         "tags or moves follow it [S016 comment-outside-game]"))
        << r.out;
    EXPECT_EQ(run("check --fail-on warning remark.pgn").status, 1);
}

// --- Point 3: a truncated game is an error ----------------------------------------------------

TEST_F(InputIntegrity, AGameSplicedIntoTheNextGamesTagsFailsTheRun) {
    write("spliced.pgn",
          "[Event \"a\"]\n[Result \"*\"]\n\n1. e4 e5 2. Nf3 [Event \"b\"]\n[Result \"*\"]\n\n"
          "1. d4 *\n");
    const CommandResult r = run("check --color never --fail-on error spliced.pgn");
    EXPECT_EQ(r.status, 1) << r.out;
    EXPECT_TRUE(contains(r.out,
                         "spliced.pgn:4:16: error: game 1, a: the movetext stops here, where "
                         "the next game's tags begin"))
        << r.out;
    EXPECT_TRUE(contains(r.out, "[S015 game-truncated]")) << r.out;
    EXPECT_FALSE(contains(r.out, "S007")) << r.out;
    // A record that merely lacks its marker, before a blank line, stays a warning.
    write(
        "unmarked.pgn",
        "[Event \"a\"]\n[Result \"*\"]\n\n1. e4 e5\n\n[Event \"b\"]\n[Result \"*\"]\n\n1. d4 *\n");
    const CommandResult unmarked = run("check --color never --fail-on error unmarked.pgn");
    EXPECT_EQ(unmarked.status, 0) << unmarked.out;
    EXPECT_TRUE(contains(unmarked.out, "[S007 missing-termination-marker]")) << unmarked.out;
}

// --- Point 5: Latin-1 ---------------------------------------------------------------------------

const std::string kLatin1 =
    "[Event \"Bundesliga\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"1\"]\n"
    "[White \"M\xfcller, J\xf6rg\"]\n[Black \"Ren\xe9\"]\n[Result \"*\"]\n\n1. e4 e5 2. Nf9 *\n";
const std::string kMueller = "M\xc3\xbcller, J\xc3\xb6rg";  // UTF-8
const std::string kReplacement = "\xef\xbf\xbd";            // U+FFFD

TEST_F(InputIntegrity, ALatin1FileIsWrittenDecodedInEveryFormat) {
    write("latin1.pgn", kLatin1);
    for (const char* format : {"text", "github", "sarif", "junit", "html", "json", "ndjson"}) {
        const CommandResult r = run(std::string("check --color never --min-severity info -f ") +
                                    format + " latin1.pgn");
        EXPECT_EQ(r.status, 1) << format;
        EXPECT_TRUE(contains(r.out, kMueller) || contains(r.out, "M\\u00fcller") ||
                    contains(r.out, "M&#252;ller"))
            << format << "\n"
            << r.out;
        EXPECT_FALSE(contains(r.out, kReplacement)) << format << "\n" << r.out;
    }
    const CommandResult text = run("check --color never --min-severity info latin1.pgn");
    EXPECT_TRUE(contains(text.out, "latin1.pgn:5:10: info: game 1, " + kMueller + " - Ren\xc3\xa9" +
                                       ", round 1: the input is not UTF-8 from byte 73 on (0xFC)"))
        << text.out;
    EXPECT_TRUE(contains(text.out, "[S017 non-utf8-input]")) << text.out;
    EXPECT_TRUE(contains(run("check -f ndjson latin1.pgn").out, "\"encoding\":\"windows-1252\""));
}

TEST_F(InputIntegrity, EncodingOptionAndConfigKeyChoose) {
    write("latin1.pgn", kLatin1);
    const CommandResult latin1 =
        run("check --color never --min-severity info --encoding latin-1 "
            "latin1.pgn");
    EXPECT_TRUE(contains(latin1.out, kMueller)) << latin1.out;
    EXPECT_FALSE(contains(latin1.out, "S017")) << latin1.out;
    const CommandResult utf8 =
        run("check --color never --min-severity info --encoding utf-8 "
            "latin1.pgn");
    EXPECT_TRUE(contains(utf8.out, "M" + kReplacement + "ller")) << utf8.out;
    EXPECT_TRUE(contains(utf8.out, "though --encoding utf-8 says it is")) << utf8.out;
    write("pgnlint.toml", "encoding = \"latin-1\"\n");
    const CommandResult configured = run("check --color never --min-severity info latin1.pgn");
    EXPECT_FALSE(contains(configured.out, "S017")) << configured.out;
    EXPECT_TRUE(contains(run("check --show-settings").out, "encoding = \"latin-1\""));
    EXPECT_EQ(run("check --encoding latin2 latin1.pgn").status, 2);
}

TEST_F(InputIntegrity, FixKeepsALatin1FilesBytes) {
    const std::string original =
        "[White \"M\xfcller\"]\n[Black \"Ren\xe9\"]\n[Result \"1-0\"]\n\n1. e4 {Sch\xf6n} e5 2. "
        "Qh5 Nc6 3. Bc4 Nf6 4. Qxf7\n";
    const std::string path = write("fix.pgn", original);
    const CommandResult r = run("check --fix fix.pgn");
    EXPECT_NE(r.status, 2) << r.out;
    const std::string fixed = read(path);
    EXPECT_EQ(fixed, original.substr(0, original.size() - 1) + "# 1-0\n") << fixed;
}

// --- Point 8: the html cap keeps the games with findings ---------------------------------------

TEST_F(InputIntegrity, TheHtmlCapShowsTheSelectedGamesOfALargeFile) {
    std::string games;
    for (int i = 1; i <= 250; ++i) {
        games += "[Event \"Mate " + std::to_string(i) +
                 "\"]\n[Result \"0-1\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n\n";
    }
    for (int i = 1; i <= 3; ++i)
        games += "[Event \"Illegal " + std::to_string(i) + "\"]\n[Result \"*\"]\n\n1. e4 Ke5 *\n\n";
    write("large.pgn", games);
    const CommandResult r = run("check -f html --select M001 large.pgn");
    EXPECT_EQ(r.status, 1);
    for (int i = 1; i <= 3; ++i)
        EXPECT_TRUE(contains(r.out, "Illegal " + std::to_string(i))) << "game " << i;
    EXPECT_TRUE(contains(r.out, "0 more games with findings and 53 more games with only an ending"))
        << r.out.substr(0, 4000);
}

// --- Point 9: a huge token in bounded memory ----------------------------------------------------

// The command's peak resident memory in bytes, from wait4(), and its exit status.
std::pair<long, int> peak_rss(const std::vector<std::string>& arguments) {
    const pid_t child = ::fork();
    if (child == 0) {
        const int null = ::open("/dev/null", O_WRONLY);
        ::dup2(null, 1);
        ::dup2(null, 2);
        pgnlint::testing::exec_binary(binary(), arguments);
    }
    int status = 0;
    rusage usage{};
    ::wait4(child, &status, 0, &usage);
    return {usage.ru_maxrss * 1024L, WIFEXITED(status) ? WEXITSTATUS(status) : -1};
}

TEST_F(InputIntegrity, AHugeCommentIsHeldOnceWithinTheDocumentedBound) {
#if defined(PGNLINT_UNDER_SANITIZER)
    GTEST_SKIP()
        << "resident memory is the sanitizer's own under ASan; the release build checks it";
#endif
    constexpr long kMiB = 1 << 20;
    const std::string small = write("small.pgn", "[Result \"*\"]\n\n1. e4 *\n");
    const std::string comment = std::string(50'000'000, 'x');
    const std::string game50 =
        write("c50.pgn", "[Event \"a\"]\n[Result \"*\"]\n\n1. e4 {" + comment +
                             "} e5 *\n\n[Event \"b\"]\n[Result \"*\"]\n\n"
                             "1. d4 *\n");
    for (const char* jobs : {"1", "2"}) {
        const long base = peak_rss({"check", "--jobs", jobs, small}).first;
        const auto [peak, status] = peak_rss({"check", "--jobs", jobs, game50});
        EXPECT_EQ(status, 1) << "--jobs " << jobs;
        // The game's 50 MB once, and not the 64 MiB limit plus its read buffer.
        EXPECT_LE(peak - base, 50'000'000L + 4 * kMiB)
            << "--jobs " << jobs << ": " << peak / kMiB << " MiB against " << base / kMiB;
    }
}

// A closed comment longer than a game may be: only the cut is reported, and the reader's
// memory stays within max-game-bytes plus its read buffer.
TEST_F(InputIntegrity, AClosedCommentPastTheGameLimitIsNotCalledUnterminated) {
#if defined(PGNLINT_UNDER_SANITIZER)
    GTEST_SKIP()
        << "resident memory is the sanitizer's own under ASan; the release build checks it";
#endif
    constexpr long kMiB = 1 << 20;
    std::string text = "[Event \"a\"]\n[Result \"*\"]\n\n1. e4 {";
    const std::string line = std::string(99, 'y') + "\n";
    text.reserve(text.size() + 24 * kMiB + 100);
    while (text.size() < static_cast<std::size_t>(24 * kMiB)) text += line;
    text += "} e5 *\n\n[Event \"b\"]\n[Result \"*\"]\n\n1. d4 *\n";
    const std::string big = write("big.pgn", text);
    const std::string small = write("small.pgn", "[Result \"*\"]\n\n1. e4 *\n");
    const CommandResult r = run("check --color never --max-game-bytes 8388608 big.pgn");
    EXPECT_TRUE(contains(r.out, "[S012 game-too-large]")) << r.out;
    EXPECT_FALSE(contains(r.out, "S003")) << r.out;
    EXPECT_TRUE(contains(r.out, "game 2, b")) << r.out;
    const long base = peak_rss({"check", "--max-game-bytes", "8388608", small}).first;
    const long peak = peak_rss({"check", "--max-game-bytes", "8388608", big}).first;
    EXPECT_LE(peak - base, 8 * kMiB + 128 * 1024 + 2 * kMiB) << peak / kMiB << " MiB";
}

}  // namespace
