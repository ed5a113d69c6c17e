// The CI features of `pgnlint check`, through the real binary: --select/--ignore/--severity,
// --fail-on/--exit-zero, in-file directives, the baseline round trip, NDJSON game input, and
// the SARIF and JUnit reports parsed back.
#include <simdjson.h>

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include "../support/run_command.h"

namespace {

namespace fs = std::filesystem;

const std::string kBinary = PGNLINT_BINARY;
const std::string kData = std::string(PGNLINT_TESTDATA_DIR) + "/ci/";

using Output = pgnlint::testing::CommandResult;

// Runs pgnlint with `arguments` (shell words); stderr is dropped.
Output pgnlint(const std::string& arguments) {
    return pgnlint::testing::run_command(kBinary + " " + arguments + " 2>/dev/null");
}

struct Finding {
    std::uint64_t game;
    std::string code;
    std::string severity;
    std::uint64_t line;
    std::uint64_t column;
    std::string fingerprint;
    friend bool operator<(const Finding& a, const Finding& b) {
        return std::tie(a.game, a.line, a.column, a.code) <
               std::tie(b.game, b.line, b.column, b.code);
    }
};

// The findings of a --format json report, and its number of games.
std::vector<Finding> findings_of(const std::string& json, std::size_t* games = nullptr) {
    simdjson::dom::parser parser;
    const simdjson::dom::element report = parser.parse(json);
    std::vector<Finding> findings;
    const simdjson::dom::array list = report["games"].get_array();
    if (games != nullptr) *games = list.size();
    for (const simdjson::dom::element game : list) {
        for (const simdjson::dom::element d : game["diagnostics"].get_array()) {
            findings.push_back(
                {game["index"].get_uint64(), std::string(d["code"].get_string().value()),
                 std::string(d["severity"].get_string().value()), d["line"].get_uint64(),
                 d["column"].get_uint64(), std::string(d["fingerprint"].get_string().value())});
        }
    }
    return findings;
}

std::vector<std::string> codes_of(const std::vector<Finding>& findings) {
    std::vector<std::string> codes;
    for (const Finding& f : findings) codes.push_back(f.code);
    return codes;
}

class CiOptions : public ::testing::Test {
protected:
    void SetUp() override {
        dir_ = fs::temp_directory_path() /
               ("pgnlint_ci_" + std::to_string(::getpid()) + "_" +
                ::testing::UnitTest::GetInstance()->current_test_info()->name());
        fs::create_directories(dir_);
    }
    void TearDown() override { fs::remove_all(dir_); }
    std::string path(const std::string& name) const { return (dir_ / name).string(); }
    fs::path dir_;
};

TEST_F(CiOptions, SelectAndIgnoreByCodeNameAndPrefix) {
    const std::string base = kData + "base.pgn";
    EXPECT_EQ(codes_of(findings_of(pgnlint("-f json " + base).out)),
              (std::vector<std::string>{"M005", "M001", "M004"}));
    for (const std::string selector : {"M001", "illegal-move", "ILLEGAL-MOVE", "m001"}) {
        const Output run = pgnlint("-f json --select " + selector + " " + base);
        EXPECT_EQ(run.status, 1) << selector;
        EXPECT_EQ(codes_of(findings_of(run.out)), std::vector<std::string>{"M001"}) << selector;
    }
    // A prefix selects a family; the more specific --ignore wins over it.
    Output run = pgnlint("-f json --select M --ignore M004 " + base);
    EXPECT_EQ(codes_of(findings_of(run.out)), (std::vector<std::string>{"M005", "M001"}));
    run = pgnlint("-f json --select M --ignore M00 --select M001 " + base);
    EXPECT_EQ(codes_of(findings_of(run.out)), std::vector<std::string>{"M001"});
    // Comma-separated lists; ignoring everything that is found leaves a clean run.
    run = pgnlint("-f json --ignore M001,M004,missing-check-suffix " + base);
    EXPECT_EQ(run.status, 0);
    EXPECT_TRUE(findings_of(run.out).empty());
    EXPECT_EQ(pgnlint("--select Q9 " + base).status, 2);
    EXPECT_EQ(pgnlint("--ignore nonsense-rule " + base).status, 2);
}

TEST_F(CiOptions, SeverityOverridesChangeSeverityAndExitStatus) {
    const std::string base = kData + "base.pgn";
    Output run = pgnlint("-f json --severity illegal-move=warning " + base);
    EXPECT_EQ(run.status, 0);  // nothing left at error, the default --fail-on
    for (const Finding& f : findings_of(run.out)) EXPECT_EQ(f.severity, "warning") << f.code;
    EXPECT_EQ(pgnlint("--severity illegal-move=warning --fail-on warning " + base).status, 1);
    run = pgnlint("-f json --ignore M001 --severity M005=error " + base);
    EXPECT_EQ(run.status, 1);
    const std::vector<Finding> findings = findings_of(run.out);
    ASSERT_EQ(findings.size(), 2U);
    EXPECT_EQ(findings[0].code, "M005");
    EXPECT_EQ(findings[0].severity, "error");
    // The more specific override wins whatever the order.
    run = pgnlint("-f json --severity M001=info --severity M=error --min-severity info " + base);
    for (const Finding& f : findings_of(run.out))
        EXPECT_EQ(f.severity, f.code == "M001" ? "info" : "error") << f.code;
    EXPECT_EQ(pgnlint("--exit-zero " + base).status, 0);
    EXPECT_EQ(pgnlint("--fail-on info --ignore M001 " + base).status, 1);
    EXPECT_EQ(pgnlint("--severity M001 " + base).status, 2);
    EXPECT_EQ(pgnlint("--severity M001=fatal " + base).status, 2);
}

TEST_F(CiOptions, DirectivesOfGameAndFileScope) {
    for (const std::string jobs : {"1", "3"}) {
        const Output run = pgnlint("-f json -j " + jobs + " " + kData + "directives.pgn");
        std::size_t games = 0;
        const std::vector<Finding> findings = findings_of(run.out, &games);
        EXPECT_EQ(games, 4U);
        // Game 1: missing roster tags and game 4's `1. e4+` are silenced by the file-scope
        // directive; game 2's unmarked mate by its own; game 3's directives are unused or
        // malformed, and its unmarked check is reported.
        std::set<std::tuple<std::uint64_t, std::string, std::uint64_t>> got;
        for (const Finding& f : findings) got.emplace(f.game, f.code, f.line);
        const std::set<std::tuple<std::uint64_t, std::string, std::uint64_t>> want{
            {3, "M005", 16}, {3, "D002", 15}, {3, "D001", 14}};
        EXPECT_EQ(got, want) << "jobs " << jobs;
    }
    // Over many batches of the parallel pipeline the file-scope directive still reaches every
    // game, and the report is the one --jobs 1 writes.
    const std::string many = path("many.pgn");
    {
        std::ofstream out(many);
        out << "{pgnlint: disable=wrong-check-suffix}\n";
        for (int i = 0; i < 6000; ++i)
            out << "[Event \"g" << i << "\"]\n[Result \"*\"]\n\n1. e4+ *\n\n";
    }
    const Output one = pgnlint("-f json -j 1 --ignore T001 " + many);
    std::size_t many_games = 0;
    EXPECT_TRUE(findings_of(one.out, &many_games).empty());
    EXPECT_EQ(many_games, 6000U);
    const Output parallel = pgnlint("-f json -j 3 --ignore T001 " + many);
    EXPECT_TRUE(findings_of(parallel.out).empty());
    EXPECT_EQ(one.status, 0);
    EXPECT_EQ(parallel.status, 0);
    // A file-scope directive that suppresses nothing is reported (with the file's last game).
    const std::string file = path("unused.pgn");
    std::ofstream(file) << "{pgnlint: disable=null-move}\n[Event \"x\"]\n\n1. e4 *\n\n"
                           "[Event \"y\"]\n\n1. d4 *\n";
    const std::vector<Finding> findings =
        findings_of(pgnlint("-f json --ignore T001,R003 " + file).out);
    ASSERT_EQ(findings.size(), 1U);
    EXPECT_EQ(findings[0].code, "D001");
    EXPECT_EQ(findings[0].game, 2U);
    EXPECT_EQ(findings[0].line, 1U);
    // Directives obey --ignore like every rule.
    EXPECT_TRUE(findings_of(pgnlint("-f json --ignore T001,R003,D001 " + file).out).empty());
}

TEST_F(CiOptions, BaselineRoundTripReportsOnlyTheNewProblem) {
    const std::string baseline = path("baseline.ndjson");
    const std::string json_report = path("report.json");
    Output run = pgnlint("-f json -o " + json_report + " --write-baseline " + baseline + " " +
                         kData + "base.pgn");
    EXPECT_EQ(run.status, 0);  // writing the baseline is the run's job
    for (const std::string jobs : {"1", "2"}) {
        for (const std::string& known : {baseline, json_report}) {
            // The edited file has a game more at the top (every line moves) and a new illegal
            // move in its last game.
            run =
                pgnlint("-f json -j " + jobs + " --baseline " + known + " " + kData + "edited.pgn");
            EXPECT_EQ(run.status, 1);
            const std::vector<Finding> findings = findings_of(run.out);
            ASSERT_EQ(findings.size(), 1U) << known;
            EXPECT_EQ(findings[0].code, "M001");
            EXPECT_EQ(findings[0].game, 5U);
            EXPECT_EQ(findings[0].line, 49U);
            EXPECT_EQ(findings[0].column, 56U);
            // The unchanged file against its own baseline: nothing new, a clean exit.
            run = pgnlint("-f json -j " + jobs + " --baseline " + known + " " + kData + "base.pgn");
            EXPECT_EQ(run.status, 0);
            EXPECT_TRUE(findings_of(run.out).empty());
        }
    }
    // Identical findings count: a baseline holding one of two equal findings hides only one.
    const std::string twice = path("twice.pgn");
    const std::string one_game = "[Event \"d\"]\n[Result \"*\"]\n\n1. e4 e5 2. Ke3 *\n\n";
    std::ofstream(twice) << one_game << one_game;
    const std::string once = path("once.pgn");
    std::ofstream(once) << one_game;
    const std::string once_baseline = path("once.ndjson");
    pgnlint("-q --ignore T001 --write-baseline " + once_baseline + " " + once);
    const std::vector<Finding> left =
        findings_of(pgnlint("-f json --ignore T001 --baseline " + once_baseline + " " + twice).out);
    ASSERT_EQ(left.size(), 1U);
    EXPECT_EQ(left[0].game, 2U);
    EXPECT_EQ(pgnlint("--baseline " + kData + "base.pgn " + kData + "base.pgn").status, 2);
    EXPECT_EQ(pgnlint("--baseline " + path("missing.json") + " " + kData + "base.pgn").status, 2);
}

TEST_F(CiOptions, NdjsonGameExports) {
    const std::string input = kData + "games.ndjson";
    const Output run = pgnlint("-f json --min-severity info " + input);
    EXPECT_EQ(run.status, 1);
    std::size_t games = 0;
    std::set<std::tuple<std::uint64_t, std::string, std::uint64_t, std::uint64_t>> got;
    for (const Finding& f : findings_of(run.out, &games))
        got.emplace(f.game, f.code, f.line, f.column);
    EXPECT_EQ(games, 7U);  // every line is a game, the broken one too
    const std::set<std::tuple<std::uint64_t, std::string, std::uint64_t, std::uint64_t>> want{
        {2, "R005", 2, 49},   // "status":"mate" but the board is not mate: at the status
        {4, "M001", 4, 186},  // 5. Ke3, at its column in the moves string
        {5, "T007", 5, 24},   // crazyhouse: at the variant
        {6, "S014", 6, 1},    // the broken line
    };
    EXPECT_EQ(got, want);
    // Endings as on the board: Fool's mate, Loyd's stalemate, a mate from a FEN.
    simdjson::dom::parser parser;
    const simdjson::dom::array list = parser.parse(run.out)["games"].get_array();
    std::vector<std::string> endings;
    for (const simdjson::dom::element game : list)
        endings.emplace_back(game["termination"]["kind"].get_string().value());
    EXPECT_EQ(endings, (std::vector<std::string>{"checkmate", "none", "stalemate", "none", "none",
                                                 "none", "checkmate"}));
    // Detection, the explicit format, --jobs and compressed input agree.
    const Output explicit_format =
        pgnlint("-f json --min-severity info --input-format ndjson -j 3 " + input);
    const std::vector<Finding> same = findings_of(explicit_format.out);
    EXPECT_EQ(std::set<Finding>(same.begin(), same.end()).size(), got.size());
    EXPECT_EQ(same.size(), got.size());
    const std::string gz = path("games.ndjson.gz");
    ASSERT_EQ(std::system(("gzip -c " + input + " > " + gz).c_str()), 0);
    EXPECT_EQ(findings_of(pgnlint("-f json --min-severity info " + gz).out).size(), got.size());
    // A PGN file opening with a {comment} is still PGN.
    EXPECT_EQ(pgnlint("-f json " + kData + "directives.pgn").status, 0);
    // github counts columns in characters: the two-byte u-umlaut in the name before the moves
    // is one, so 2. Nf9 stands at byte column 104 but character column 103.
    const std::string accented = path("accented.ndjson");
    std::ofstream(accented)
        << "{\"id\":\"x\",\"players\":{\"white\":{\"user\":{\"name\":\"M\u00fcller\"}},"
           "\"black\":{\"user\":{\"name\":\"B\"}}},\"moves\":\"e4 e5 Nf9\"}\n";
    EXPECT_NE(pgnlint("-f github " + accented).out.find("line=1,col=103,title=M003"),
              std::string::npos);
    const std::vector<Finding> bytes = findings_of(pgnlint("-f json " + accented).out);
    ASSERT_EQ(bytes.size(), 1U);
    EXPECT_EQ(bytes[0].column, 104U);
}

TEST_F(CiOptions, SarifHasWhatGithubCodeScanningNeeds) {
    const Output run = pgnlint("-f sarif " + kData + "edited.pgn");
    const Output json = pgnlint("-f json " + kData + "edited.pgn");
    simdjson::dom::parser parser;
    const simdjson::dom::element log = parser.parse(run.out);
    EXPECT_EQ(std::string_view(log["version"].get_string()), "2.1.0");
    const simdjson::dom::element sarif_run = log["runs"].at(0);
    std::set<std::string> rule_ids;
    for (const simdjson::dom::element rule : sarif_run["tool"]["driver"]["rules"].get_array())
        rule_ids.emplace(rule["id"].get_string().value());
    EXPECT_TRUE(rule_ids.count("D001") && rule_ids.count("S014") && rule_ids.count("M001"));
    const std::vector<Finding> findings = findings_of(json.out);
    std::size_t i = 0;
    for (const simdjson::dom::element result : sarif_run["results"].get_array()) {
        ASSERT_LT(i, findings.size());
        EXPECT_TRUE(rule_ids.count(std::string(result["ruleId"].get_string().value())));
        const simdjson::dom::element region =
            result["locations"].at(0)["physicalLocation"]["region"];
        EXPECT_EQ(region["startLine"].get_uint64().value(), findings[i].line);
        EXPECT_EQ(region["startColumn"].get_uint64().value(), findings[i].column);
        EXPECT_EQ(result["partialFingerprints"]["pgnlintFingerprint/v1"].get_string().value(),
                  findings[i].fingerprint);
        ++i;
    }
    EXPECT_EQ(i, findings.size());
    EXPECT_EQ(i, 4U);
}

// The value of attribute `name` in the first `<element ` tag of `xml`; empty when absent.
std::string attribute(const std::string& xml, const std::string& element, const std::string& name) {
    const std::size_t tag = xml.find("<" + element + " ");
    if (tag == std::string::npos) return {};
    const std::size_t tag_end = xml.find('>', tag);
    const std::size_t at = xml.find(" " + name + "=\"", tag);
    if (at == std::string::npos || at > tag_end) return {};
    const std::size_t value = at + name.size() + 3;
    return xml.substr(value, xml.find('"', value) - value);
}

std::size_t occurrences(const std::string& text, const std::string& what) {
    std::size_t count = 0;
    for (std::size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1))
        ++count;
    return count;
}

TEST_F(CiOptions, JunitParsesBackOneTestCasePerGame) {
    const Output run = pgnlint("-f junit " + kData + "edited.pgn");
    EXPECT_EQ(run.out.rfind("<?xml", 0), 0U);
    EXPECT_EQ(occurrences(run.out, "<testcase "), 5U);
    EXPECT_EQ(occurrences(run.out, "</testcase>") + occurrences(run.out, "/>\n"), 5U);
    EXPECT_EQ(attribute(run.out, "testsuite", "tests"), "5");
    EXPECT_EQ(attribute(run.out, "testsuite", "failures"), "2");  // games 4 and 5 have errors
    EXPECT_EQ(occurrences(run.out, "<failure"), 2U);
    EXPECT_EQ(occurrences(run.out, "<testsuite "), occurrences(run.out, "</testsuite>"));
    // With --fail-on warning the game with only a warning fails too.
    const Output strict = pgnlint("-f junit --fail-on warning " + kData + "edited.pgn");
    EXPECT_EQ(attribute(strict.out, "testsuite", "failures"), "3");
    EXPECT_EQ(occurrences(strict.out, "<failure"), 3U);
}

}  // namespace
