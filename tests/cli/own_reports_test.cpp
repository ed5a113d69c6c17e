// Issue 39, point 4: pgnlint does not read its own reports as games. A directory walk leaves out
// the ndjson reports and baselines written beside the games (one line says so, and a report can
// be written there again); a report named as an input is refused (exit status 2, with the
// reason); a record without "moves" is malformed-record, not a clean empty game. Through the
// real binary.
#include <unistd.h>

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>

#include "../support/run_command.h"
#include "binary_under_test.h"

// Named, not anonymous: the unity build of the sanitizer run puts this executable's files in one
// translation unit.
namespace own_reports_test {

namespace fs = std::filesystem;
using pgnlint::testing::CommandResult;

const std::string kBinary = pgnlint::testing::binary_under_test();

bool contains(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

class OwnReports : public ::testing::Test {
protected:
    void SetUp() override {
        char pattern[] = "/tmp/pgnlint-own-reports-XXXXXX";
        ASSERT_NE(::mkdtemp(pattern), nullptr);
        dir_ = pattern;
        fs::create_directories(dir_ / "db");
        fs::copy_file(fs::path(PGNLINT_SOURCE_DIR) / "testdata" / "sample.pgn",
                      dir_ / "db" / "sample.pgn");
    }
    void TearDown() override { fs::remove_all(dir_); }

    // pgnlint run in the test's folder, stderr merged (or dropped).
    CommandResult run(const std::string& arguments, bool with_stderr = true) const {
        return pgnlint::testing::run_command("cd " + dir_.string() + " && " + kBinary + " " +
                                             arguments + (with_stderr ? " 2>&1" : " 2>/dev/null"));
    }
    // The man page's workflow: a report and a baseline written into the folder of the games.
    void write_report_and_baseline() const {
        ASSERT_EQ(run("check --format ndjson -o db/report.ndjson db").status, 1);
        ASSERT_EQ(run("check -q --write-baseline db/pgnlint-baseline.ndjson db").status, 0);
    }

    fs::path dir_;
};

TEST_F(OwnReports, AWalkLeavesOutTheReportsBesideTheGamesAndSaysSo) {
    write_report_and_baseline();
    const CommandResult check = run("check db");
    EXPECT_EQ(check.status, 1) << check.out;
    EXPECT_TRUE(contains(check.out,
                         "pgnlint: skipping db/pgnlint-baseline.ndjson: an ndjson report written "
                         "by pgnlint, not game input\n"
                         "pgnlint: skipping db/report.ndjson: an ndjson report written by "
                         "pgnlint, not game input\n"))
        << check.out;
    EXPECT_TRUE(contains(check.out, "pgnlint: 4 games in 1 file, 2 with findings")) << check.out;
    const CommandResult ndjson = run("check --format ndjson db", false);
    EXPECT_TRUE(contains(ndjson.out, "{\"type\":\"summary\",\"data\":{\"version\":1,"))
        << ndjson.out;
    EXPECT_TRUE(contains(ndjson.out, ",\"files\":1,\"games\":4,")) << ndjson.out;
    // The report is not an input of the walk, so it may be written again where it was.
    const CommandResult again = run("check --format ndjson -o db/report.ndjson db");
    EXPECT_EQ(again.status, 1) << again.out;
    // --quiet leaves the notes out.
    EXPECT_EQ(run("check -q db").out, "");
    // A walk does not look into .pgn files (so that it opens each once): a report named so is
    // refused when it is read, never counted as games.
    fs::copy_file(dir_ / "db" / "report.ndjson", dir_ / "db" / "report.pgn");
    const CommandResult misnamed = run("check db");
    EXPECT_EQ(misnamed.status, 2) << misnamed.out;
    EXPECT_TRUE(contains(misnamed.out,
                         "pgnlint: error: db/report.pgn: an ndjson report written by pgnlint"))
        << misnamed.out;
    EXPECT_TRUE(contains(misnamed.out, "pgnlint: 4 games in 2 files")) << misnamed.out;
}

TEST_F(OwnReports, AReportNamedAsAnInputIsRefusedWithTheReason) {
    write_report_and_baseline();
    ASSERT_EQ(run("check --format json -o db/report.json db/sample.pgn").status, 1);
    const struct {
        std::string file;
        std::string reason;
    } cases[] = {
        {"db/report.ndjson",
         "an ndjson report written by pgnlint, not game input (pgnlint report "
         "and --baseline read it); nothing in it is checked"},
        {"db/pgnlint-baseline.ndjson", "an ndjson report written by pgnlint, not game input"},
        {"db/report.json",
         "a json report written by pgnlint, not game input (--baseline reads it)"},
    };
    for (const auto& c : cases) {
        SCOPED_TRACE(c.file);
        for (const std::string format : {"", " --input-format ndjson", " --input-format pgn"}) {
            const CommandResult refused = run("check" + format + " " + c.file);
            EXPECT_EQ(refused.status, 2) << refused.out;
            EXPECT_TRUE(contains(refused.out, "pgnlint: error: " + c.file + ": " + c.reason))
                << refused.out;
            EXPECT_FALSE(contains(refused.out, "game 1")) << refused.out;
        }
    }
    // In the report too, and the other inputs are checked.
    const CommandResult json = run("check --format json db/report.ndjson db/sample.pgn", false);
    EXPECT_EQ(json.status, 2);
    EXPECT_TRUE(contains(json.out, "\"input_errors\":[{\"file\":\"db/report.ndjson\"")) << json.out;
    EXPECT_TRUE(contains(json.out, "\"games\":4,")) << json.out;
}

TEST_F(OwnReports, ARecordWithoutMovesIsMalformed) {
    std::ofstream(dir_ / "foo.ndjson") << "{\"foo\":1}\n";
    const CommandResult foo = run("check foo.ndjson");
    EXPECT_EQ(foo.status, 1) << foo.out;
    EXPECT_TRUE(contains(foo.out,
                         "foo.ndjson:1:1: error: game 1: line 1: no \"moves\" field: not a game "
                         "export [S014 malformed-record]"))
        << foo.out;
    // A report's records cut out of it and pasted among game exports are no games either.
    std::ofstream(dir_ / "mixed.ndjson")
        << "{\"id\":\"a\",\"moves\":\"e4 e5\",\"status\":\"started\"}\n"
        << "{\"type\":\"summary\",\"data\":{\"games\":1}}\n";
    const CommandResult mixed = run("check mixed.ndjson");
    EXPECT_EQ(mixed.status, 1) << mixed.out;
    EXPECT_TRUE(contains(mixed.out, "mixed.ndjson:2:1: error: game 2: line 2: no \"moves\""))
        << mixed.out;
}

}  // namespace own_reports_test
