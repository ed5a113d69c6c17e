// `check --trf` end to end on the hand-made tournament of testdata/trf (README.md there lists
// what is planted where): each finding exactly once at its place, none on the clean variant in
// either encoding, the record in every machine format, the config key, and the refusals.
#include <gtest/gtest.h>

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "../support/run_command.h"

namespace {

namespace fs = std::filesystem;
using pgnlint::testing::run_command;

const std::string kBinary = PGNLINT_BINARY;
const std::string kTrf = std::string(PGNLINT_TESTDATA_DIR) + "/trf/";

std::string check(const std::string& arguments) {
    return kBinary + " check --no-config " + arguments + " 2>&1";
}

std::size_t count(const std::string& text, const std::string& part) {
    std::size_t n = 0;
    for (std::size_t at = text.find(part); at != std::string::npos; at = text.find(part, at + 1))
        ++n;
    return n;
}

TEST(TrfCli, TheCleanTournamentHasNoFindingInEitherEncoding) {
    for (const char* report : {"tournament.trf", "tournament-latin1.trf"}) {
        SCOPED_TRACE(report);
        const auto result = run_command(check("--trf " + kTrf + report + " " + kTrf + "games.pgn"));
        EXPECT_EQ(result.status, 0) << result.out;
        EXPECT_EQ(count(result.out, "[P"), 0U) << result.out;
    }
}

TEST(TrfCli, LoosenedNamesAreMatchedAndSaidSo) {
    const auto result = run_command(
        check("--min-severity info --trf " + kTrf + "tournament-latin1.trf " + kTrf + "games.pgn"));
    EXPECT_EQ(result.status, 0) << result.out;
    EXPECT_NE(result.out.find("games.pgn:17:1: info: game 2, Brennan, Thomas - Muller, Jorg, round "
                              "1.2: Black \"Muller, Jorg\" is Müller, Jörg (start rank 2)"),
              std::string::npos)
        << result.out;
    EXPECT_EQ(count(result.out, "[P010 trf-name-loosely-matched]"), 3U) << result.out;
    EXPECT_EQ(count(result.out, "[P"), 3U) << result.out;
}

TEST(TrfCli, EveryPlantedFindingOnceAtItsPlace) {
    const auto result = run_command(check("--trf " + kTrf + "planted.trf " + kTrf + "planted.pgn"));
    EXPECT_EQ(result.status, 1) << result.out;
    const std::string pgn = kTrf + "planted.pgn:";
    const std::string trf = kTrf + "planted.trf:";
    const std::pair<std::string, std::string> expected[] = {
        {pgn + "106:1: error:", "[P005 trf-forfeit-with-moves]"},
        {pgn + "119:1: error:", "[P004 trf-no-pairing]"},
        {pgn + "132:1: error:", "[P002 trf-result-mismatch]"},
        {pgn + "191:1: error:", "[P003 trf-colour-mismatch]"},
        {pgn + "207:1: error:", "[P006 trf-duplicate-game]"},
        // Player 4's round 2 entry: character 109, byte 110 after the two bytes of "ø".
        {trf + "15:110: error:", "[P001 trf-malformed-line]"},
        {trf + "12:81: warning:", "[P008 trf-points-mismatch]"},
        {trf + "16:132: error:", "[P009 trf-pairing-inconsistent]"},
        {trf + "12:102: warning:", "[P007 trf-game-missing]"},
    };
    for (const auto& [where, code] : expected) {
        SCOPED_TRACE(code);
        EXPECT_EQ(count(result.out, code), 1U) << result.out;
        const std::size_t line = result.out.find(where);
        ASSERT_NE(line, std::string::npos) << result.out;
        EXPECT_NE(result.out.substr(line, result.out.find('\n', line) - line).find(code),
                  std::string::npos);
    }
    EXPECT_EQ(count(result.out, "[P"), std::size(expected)) << result.out;
    EXPECT_NE(result.out.find("the game's result is \"1/2-1/2\" but the tournament report gives "
                              "round 4, Lindqvist, Erik - Okafor, Daniel as 1-0"),
              std::string::npos);
    EXPECT_NE(result.out.find("round 2: Ferreira, Paulo - Lindqvist, Erik 0-1"), std::string::npos);
}

TEST(TrfCli, JsonAndNdjsonCarryTheCrosstable) {
    const std::string files = kTrf + "planted.trf " + kTrf + "planted.pgn";
    const auto json = run_command(kBinary + " check --no-config -f json --trf " + files);
    EXPECT_EQ(json.status, 1);
    EXPECT_NE(json.out.find("\n],\"tournament\":{\"file\":"), std::string::npos) << json.out;
    EXPECT_NE(json.out.find("\"name\":\"pgnlint Arbiter Open 2026\",\"rounds\":5,"
                            "\"games_matched\":13,"),
              std::string::npos);
    const auto ndjson = run_command(kBinary + " check --no-config -f ndjson --trf " + files);
    EXPECT_EQ(count(ndjson.out, "{\"type\":\"tournament\",\"data\":"), 1U);
    // The duplicated pairing's cell links the game with the finding (the second) and P006.
    EXPECT_NE(ndjson.out.find("\"game\":{\"file\":\"" + kTrf +
                              "planted.pgn\",\"index\":15},"
                              "\"codes\":[\"P006\"]"),
              std::string::npos)
        << ndjson.out;
    for (const char* format : {"sarif", "junit", "github", "html"}) {
        SCOPED_TRACE(format);
        const auto other =
            run_command(kBinary + " check --no-config -f " + format + " --trf " + files);
        EXPECT_EQ(other.status, 1);
        EXPECT_NE(other.out.find("P007"), std::string::npos);
    }
}

TEST(TrfCli, SelectIgnoreAndTheConfigKeyApply) {
    const std::string files = kTrf + "planted.trf " + kTrf + "planted.pgn";
    const auto ignored = run_command(check("--ignore P --trf " + files));
    EXPECT_EQ(ignored.status, 0) << ignored.out;
    EXPECT_EQ(count(ignored.out, "[P"), 0U);
    const auto selected = run_command(check("--select P007 --trf " + files));
    EXPECT_EQ(count(selected.out, "[P"), 1U) << selected.out;

    const fs::path dir = fs::temp_directory_path() / ("pgnlint_trf_" + std::to_string(::getpid()));
    fs::create_directories(dir);
    std::ofstream(dir / "pgnlint.toml") << "trf = \"" << kTrf << "planted.trf\"\n";
    const auto configured = run_command("cd " + dir.string() + " && " + kBinary + " check " + kTrf +
                                        "planted.pgn 2>&1");
    EXPECT_EQ(count(configured.out, "[P"), 9U) << configured.out;
    fs::remove_all(dir);
}

TEST(TrfCli, RefusesWhatItCannotDo) {
    const auto shard = run_command(
        check("--shard 1/2 -f ndjson --trf " + kTrf + "planted.trf " + kTrf + "planted.pgn"));
    EXPECT_EQ(shard.status, 2);
    EXPECT_NE(shard.out.find("--trf"), std::string::npos) << shard.out;
    const auto onto = run_command(
        check("-o " + kTrf + "planted.trf --trf " + kTrf + "planted.trf " + kTrf + "planted.pgn"));
    EXPECT_EQ(onto.status, 2);
    EXPECT_NE(onto.out.find("tournament report"), std::string::npos) << onto.out;
    const auto missing = run_command(check("--trf /nonexistent.trf " + kTrf + "planted.pgn"));
    EXPECT_EQ(missing.status, 2);
    const auto not_trf = run_command(check("--trf " + kTrf + "planted.pgn " + kTrf + "games.pgn"));
    EXPECT_EQ(not_trf.status, 2);
    EXPECT_NE(not_trf.out.find("not a TRF tournament report"), std::string::npos) << not_trf.out;
    const fs::path unreadable =
        fs::temp_directory_path() / ("pgnlint_trf_bad_" + std::to_string(::getpid()) + ".trf");
    std::ofstream(unreadable) << "001 xx\n";
    const auto bad = run_command(check("--trf " + unreadable.string() + " " + kTrf + "games.pgn"));
    EXPECT_EQ(bad.status, 2);
    EXPECT_NE(bad.out.find("no player line (001) could be read; line 1, column 5:"),
              std::string::npos)
        << bad.out;
    fs::remove(unreadable);
}

TEST(TrfCli, ReportRendersTheTournamentRecordAsCheckWroteIt) {
    const fs::path dir = fs::temp_directory_path() / ("pgnlint_trf_" + std::to_string(::getpid()));
    fs::create_directories(dir);
    const std::string files = kTrf + "planted.trf " + kTrf + "planted.pgn";
    const std::string ndjson = (dir / "run.ndjson").string();
    EXPECT_EQ(run_command(kBinary + " check --no-config -f ndjson -o " + ndjson + " --trf " +
                          files + " 2>/dev/null")
                  .status,
              1);
    const auto without_seconds = [](std::string text) {
        const std::size_t at = text.find("\"seconds\":");
        return at == std::string::npos ? text : text.substr(0, at);
    };
    for (const char* format : {"ndjson", "text", "json", "sarif"}) {
        SCOPED_TRACE(format);
        const auto checked = run_command(kBinary + " check --no-config -f " + format + " --trf " +
                                         files + " 2>/dev/null");
        const auto rendered =
            run_command(kBinary + " report -f " + format + " " + ndjson + " 2>/dev/null");
        EXPECT_EQ(rendered.status, 1);
        EXPECT_EQ(without_seconds(rendered.out), without_seconds(checked.out));
    }
    // Two tournaments in one merge are refused, naming both.
    const auto twice = run_command(kBinary + " report " + ndjson + " " + ndjson + " 2>&1");
    EXPECT_EQ(twice.status, 2);
    EXPECT_NE(twice.out.find("two tournament records"), std::string::npos) << twice.out;
    fs::remove_all(dir);
}

TEST(TrfCli, ParallelAndSequentialRunsAgree) {
    const std::string files = kTrf + "planted.trf " + kTrf + "planted.pgn";
    const auto one = run_command(kBinary + " check --no-config -f ndjson --jobs 1 --trf " + files);
    const auto two = run_command(kBinary + " check --no-config -f ndjson --jobs 2 --trf " + files);
    const auto strip_seconds = [](std::string text) {
        return text.substr(0, text.find("{\"type\":\"summary\""));
    };
    EXPECT_EQ(strip_seconds(one.out), strip_seconds(two.out));
    EXPECT_EQ(count(strip_seconds(one.out), "\"code\":\"P"), 9U);
}

}  // namespace
