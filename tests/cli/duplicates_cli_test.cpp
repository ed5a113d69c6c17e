// `check --duplicates` end to end on the hand-made games of testdata/duplicates (README.md there
// lists what is planted where): each finding once at its place and nothing where the moves, the
// result, the start or the players differ or a move is illegal; off by default; the same
// findings when the comparison spills to temporary files; the baseline and the config key; the
// records in every machine format and `pgnlint report` reading them back.
#include <gtest/gtest.h>

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "../support/run_command.h"

namespace {

namespace fs = std::filesystem;
using pgnlint::testing::run_command;

const std::string kBinary = PGNLINT_BINARY;
const std::string kDir = std::string(PGNLINT_TESTDATA_DIR) + "/duplicates/";
const std::string kGames = kDir + "a.pgn " + kDir + "b.pgn";

std::string check(const std::string& arguments) {
    return kBinary + " check --no-config " + arguments + " 2>&1";
}

// The summary line's clock, the one thing two runs of the same input write differently.
std::string without_clock(std::string text) {
    const std::size_t at = text.rfind(" in ");
    return at == std::string::npos ? text : text.substr(0, at);
}

std::size_t count(const std::string& text, const std::string& part) {
    std::size_t n = 0;
    for (std::size_t at = text.find(part); at != std::string::npos; at = text.find(part, at + 1))
        ++n;
    return n;
}

class DuplicatesCli : public ::testing::Test {
protected:
    void SetUp() override {
        dir_ = fs::temp_directory_path() / ("pgnlint_duplicates_" + std::to_string(::getpid()));
        fs::create_directories(dir_);
    }
    void TearDown() override { fs::remove_all(dir_); }
    std::string path(const std::string& name) const { return (dir_ / name).string(); }

    fs::path dir_;
};

TEST_F(DuplicatesCli, EachPlantedFindingOnceAtItsPlaceAndNothingElse) {
    const auto result = run_command(check("--duplicates --min-severity info " + kGames));
    EXPECT_EQ(result.status, 1) << result.out;  // the illegal moves of b.pgn's games 5 and 6
    const std::string a = kDir + "a.pgn:";
    const std::string b = kDir + "b.pgn:";
    const std::string expected[] = {
        a + "12:1: info: game 2, Ding, Liren - Nepomniachtchi, Ian, round 2: the game's 8 plies "
            "are the first 8 of game 3 (Ding, Liren - Nepomniachtchi, Ian), 14 plies long",
        a + "32:1: warning: game 4, Carlsen, M. - Caruana, F., round 1: the game repeats game 1 "
            "(Carlsen, Magnus - Caruana, Fabiano): the same 20 plies from the same start, and the "
            "same result 1-0 [G001 duplicate-game]",
        b +
            "1:1: warning: game 1, Liren Ding - Ian Nepomniachtchi, round 2: the game repeats "
            "game 3 of " +
            kDir + "a.pgn (Ding, Liren - Nepomniachtchi, Ian): the same 14 plies",
    };
    for (const std::string& finding : expected)
        EXPECT_EQ(count(result.out, finding), 1U) << finding << "\n" << result.out;
    EXPECT_EQ(count(result.out, "[G0"), 3U) << result.out;
    // In the order of the games, after the games' own findings.
    EXPECT_LT(result.out.find("[M001"), result.out.find(expected[0]));
    EXPECT_LT(result.out.find(expected[0]), result.out.find(expected[1]));
    EXPECT_LT(result.out.find(expected[1]), result.out.find(expected[2]));
    EXPECT_NE(result.out.find("11 games in 2 files, 5 with findings: 2 errors, 2 warnings, 1 info"),
              std::string::npos)
        << result.out;
}

TEST_F(DuplicatesCli, OffByDefaultAndNoKeyInTheRecords) {
    const auto text = run_command(check("--min-severity info " + kGames));
    EXPECT_EQ(count(text.out, "[G0"), 0U) << text.out;
    const auto ndjson = run_command(check("-f ndjson " + kGames));
    EXPECT_EQ(count(ndjson.out, "moves_key"), 0U);
    const auto with = run_command(check("--duplicates -f ndjson " + kGames));
    // Every game whose main line was replayed to its end carries its key: all but the two
    // with an illegal move.
    EXPECT_EQ(count(with.out, "\"moves_key\":"), 9U) << with.out;
    EXPECT_EQ(count(with.out, "{\"type\":\"duplicate\""), 2U) << with.out;  // G002 is below warning
}

TEST_F(DuplicatesCli, SpillingToTemporaryFilesGivesTheSameFindings) {
    // 3,000 copies of the 10 games of a world-championship file: 29,990 duplicates, far more
    // than one MiB holds, so the comparison sorts in runs on disk and merges them.
    const std::string many = path("many.pgn");
    {
        std::ifstream in(std::string(PGNLINT_TESTDATA_DIR) + "/check/world-matches-first-10.pgn",
                         std::ios::binary);
        std::stringstream games;
        games << in.rdbuf();
        std::ofstream out(many, std::ios::binary);
        for (int i = 0; i < 3000; ++i) out << games.str() << "\n";
    }
    const auto small =
        run_command(check("--duplicates --duplicates-memory 1 -f ndjson --jobs 2 " + many));
    const auto large = run_command(check("--duplicates -f ndjson --jobs 1 " + many));
    ASSERT_EQ(small.status, 0) << small.out.substr(0, 2000);  // warnings: below --fail-on
    const auto mask = [](std::string text) {
        const std::size_t at = text.find("\"seconds\":");
        return at == std::string::npos ? text : text.substr(0, at);
    };
    EXPECT_EQ(mask(small.out), mask(large.out));
    EXPECT_EQ(count(small.out, "{\"type\":\"duplicate\""), 29990U);
}

TEST_F(DuplicatesCli, TheBaselineAndTheConfigKeyReachTheFindings) {
    const std::string baseline = path("baseline.ndjson");
    const auto written =
        run_command(check("--duplicates --write-baseline " + baseline + " " + kGames));
    EXPECT_EQ(written.status, 0) << written.out;
    const auto known = run_command(check("--duplicates --baseline " + baseline + " " + kGames));
    EXPECT_EQ(known.status, 0) << known.out;
    EXPECT_EQ(count(known.out, "[G0"), 0U) << known.out;
    EXPECT_EQ(count(known.out, "[M0"), 0U) << known.out;

    const std::string config = path("pgnlint.toml");
    std::ofstream(config) << "duplicates = true\nselect = [\"G\"]\n";
    const auto configured =
        run_command(kBinary + " check --config " + config + " " + kGames + " 2>&1");
    EXPECT_EQ(count(configured.out, "[G001 duplicate-game]"), 2U) << configured.out;
    const auto ignored = run_command(check("--duplicates --ignore G001 " + kGames));
    EXPECT_EQ(count(ignored.out, "[G0"), 0U) << ignored.out;
}

TEST_F(DuplicatesCli, EveryFormatCarriesThemAndReportReadsThemBack) {
    const auto json = run_command(check("--duplicates -f json " + kGames));
    EXPECT_NE(json.out.find("\n],\"duplicates\":[\n{\"index\":4,"), std::string::npos) << json.out;
    for (const char* format : {"sarif", "github", "junit"}) {
        SCOPED_TRACE(format);
        const auto out =
            run_command(check("--duplicates -f " + std::string(format) + " " + kGames));
        EXPECT_EQ(count(out.out, "G001"), format == std::string("sarif") ? 3U : 2U) << out.out;
    }
    const auto html = run_command(check("--duplicates -f html " + kGames));
    EXPECT_NE(html.out.find("<h2 id=\"duplicates\">Duplicate games</h2>"), std::string::npos);
    EXPECT_EQ(count(html.out, "data-rule=\"G001\""), 2U);

    // Names are untrusted text: escaped in the section's labels and findings.
    const std::string hostile = path("hostile.pgn");
    {
        std::ofstream out(hostile);
        for (int i = 0; i < 2; ++i)
            out << "[White \"<b>Ann</b>\"]\n[Black \"Bob & co\"]\n[Result \"*\"]\n\n1. e4 *\n\n";
    }
    const auto escaped = run_command(check("--duplicates -f html " + hostile));
    EXPECT_EQ(count(escaped.out, "<b>Ann"), 0U);
    EXPECT_NE(escaped.out.find("game 2 (&lt;b&gt;Ann&lt;/b&gt; \u2013 Bob &amp; co)"),
              std::string::npos)
        << escaped.out.substr(escaped.out.find("duplicate-list"), 600);

    // A report re-rendered from its ndjson says what the run said.
    const std::string ndjson = path("run.ndjson");
    run_command(check("--duplicates --min-severity info -f ndjson -o " + ndjson + " " + kGames));
    const auto text = run_command(check("--duplicates --min-severity info " + kGames));
    const auto rendered = run_command(kBinary + " report --min-severity info " + ndjson + " 2>&1");
    EXPECT_EQ(without_clock(rendered.out), without_clock(text.out));
    EXPECT_EQ(rendered.status, text.status);
}

TEST_F(DuplicatesCli, ReportComparesTheGamesOfSeparateRuns) {
    // One run per file (as contrib/slurm/check-files.sbatch does), merged: the duplicate across
    // the two files is found as one run over both finds it.
    run_command(check("--duplicates -f ndjson -o " + path("a.ndjson") + " " + kDir + "a.pgn"));
    run_command(check("--duplicates -f ndjson -o " + path("b.ndjson") + " " + kDir + "b.pgn"));
    const auto b_alone = run_command(check("--duplicates " + kDir + "b.pgn"));
    EXPECT_EQ(count(b_alone.out, "[G001"), 0U) << b_alone.out;
    const auto merged =
        run_command(kBinary + " report " + path("a.ndjson") + " " + path("b.ndjson") + " 2>&1");
    const auto one = run_command(check("--duplicates " + kGames));
    EXPECT_EQ(count(merged.out, "[G001"), 2U) << merged.out;
    EXPECT_EQ(without_clock(merged.out), without_clock(one.out));
}

// Shards checked with rule settings, merged: the merged report takes the duplicate findings as
// one run with those settings does (a severity raised to error fails the run; an ignored rule
// says nothing), since each game record carries how its file takes them. Shards checked with
// different settings are refused. (Before, the merge took every rule at its default.)
TEST_F(DuplicatesCli, ReportTakesTheFindingsAsTheShardsRunsDid) {
    for (const std::string& settings :
         {std::string("--severity G001=error"), std::string("--ignore G001"),
          std::string("--select G002 --severity prefix-game=warning")}) {
        SCOPED_TRACE(settings);
        const std::string file = kDir + "a.pgn";
        std::string shards;
        for (const char* shard : {"1/3", "2/3", "3/3"}) {
            const std::string out = path(std::string("s") + shard[0] + ".ndjson");
            run_command(check("--duplicates " + settings + " --shard " + shard + " -f ndjson -o " +
                              out + " " + file));
            shards += " " + out;
        }
        const auto merged = run_command(kBinary + " report" + shards + " 2>&1");
        const auto one = run_command(check("--duplicates " + settings + " " + file));
        EXPECT_EQ(merged.status, one.status) << merged.out;
        EXPECT_EQ(without_clock(merged.out), without_clock(one.out));
    }
    const std::string file = kDir + "a.pgn";
    run_command(check("--duplicates --severity G001=error --shard 1/2 -f ndjson -o " +
                      path("x1.ndjson") + " " + file));
    run_command(check("--duplicates --shard 2/2 -f ndjson -o " + path("x2.ndjson") + " " + file));
    const auto mixed =
        run_command(kBinary + " report " + path("x1.ndjson") + " " + path("x2.ndjson") + " 2>&1");
    EXPECT_EQ(mixed.status, 2) << mixed.out;
    EXPECT_NE(mixed.out.find("take its duplicate findings (G001, G002) differently"),
              std::string::npos)
        << mixed.out;
}

}  // namespace
