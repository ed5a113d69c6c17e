// The sarif format, parsed back with simdjson and checked against what GitHub code scanning
// requires: version, $schema, runs[].tool.driver with the catalogue as rules, and results whose
// ruleId/ruleIndex agree and whose physical locations carry the right line and column.
#include <gtest/gtest.h>
#include <simdjson.h>

#include <string>

#include "fixtures.h"
#include "json_dom.h"
#include "pgnlint/lint/rules.h"
#include "pgnlint/version.h"

namespace pgnlint::report {
namespace {

using simdjson::dom::array;
using simdjson::dom::element;
using testing::all_fixture_games;
using testing::num;
using testing::render;
using testing::str;

TEST(SarifFormat, DriverListsTheWholeCatalogueAsRules) {
    const std::string sarif = render(Format::sarif, all_fixture_games());
    simdjson::dom::parser parser;
    const element log = parser.parse(sarif);
    EXPECT_EQ(str(log["version"]), "2.1.0");
    EXPECT_EQ(str(log["$schema"]), "https://json.schemastore.org/sarif-2.1.0.json");
    array runs = log["runs"];
    ASSERT_EQ(runs.size(), 1U);
    element driver = runs.at(0)["tool"]["driver"];
    EXPECT_EQ(str(driver["name"]), "pgnlint");
    EXPECT_EQ(str(driver["version"]), PGNLINT_VERSION);
    EXPECT_TRUE(str(driver["informationUri"]).starts_with("https://"));
    array rules = driver["rules"];
    const auto catalogue = lint::all_rules();
    ASSERT_EQ(rules.size(), catalogue.size());
    for (std::size_t i = 0; i < catalogue.size(); ++i) {
        element rule = rules.at(i);
        EXPECT_EQ(str(rule["id"]), catalogue[i].code);
        EXPECT_EQ(str(rule["name"]), catalogue[i].name);
        EXPECT_EQ(str(rule["shortDescription"]["text"]), catalogue[i].summary);
        EXPECT_NE(str(rule["fullDescription"]["text"]).find(catalogue[i].reference),
                  std::string::npos);
        EXPECT_EQ(str(rule["help"]["text"]), catalogue[i].how_to_fix);
        const std::string level = str(rule["defaultConfiguration"]["level"]);
        switch (catalogue[i].default_severity) {
            case lint::Severity::error:
                EXPECT_EQ(level, "error");
                break;
            case lint::Severity::warning:
                EXPECT_EQ(level, "warning");
                break;
            case lint::Severity::info:
                EXPECT_EQ(level, "note");
                break;
        }
    }
}

TEST(SarifFormat, OneResultPerFindingWithConsistentRuleIndexAndLocation) {
    const auto games = all_fixture_games();
    const std::string sarif = render(Format::sarif, games);
    simdjson::dom::parser parser;
    const element log = parser.parse(sarif);
    element run = log["runs"].at(0);
    array rules = run["tool"]["driver"]["rules"];
    array results = run["results"];

    std::size_t i = 0;
    for (const lint::GameReport& game : games) {
        for (const lint::Diagnostic& diagnostic : game.diagnostics) {
            ASSERT_LT(i, results.size());
            element result = results.at(i++);
            const std::string rule_id = str(result["ruleId"]);
            EXPECT_EQ(rule_id, lint::rule(diagnostic.rule).code);
            EXPECT_EQ(str(rules.at(num(result["ruleIndex"]))["id"]), rule_id);
            const std::string level = str(result["level"]);
            EXPECT_EQ(level, diagnostic.severity == lint::Severity::info
                                 ? "note"
                                 : std::string(lint::severity_name(diagnostic.severity)));
            array locations = result["locations"];
            ASSERT_EQ(locations.size(), 1U);
            element physical = locations.at(0)["physicalLocation"];
            EXPECT_EQ(str(physical["artifactLocation"]["uri"]), game.file);
            EXPECT_EQ(num(physical["region"]["startLine"]), diagnostic.where.line);
            EXPECT_EQ(num(physical["region"]["startColumn"]), diagnostic.where.character_column());
            EXPECT_EQ(num(result["properties"]["game"]), game.index);
            EXPECT_EQ(num(result["properties"]["ply"]), diagnostic.ply);
        }
    }
    EXPECT_EQ(i, results.size());
    EXPECT_EQ(results.size(), 6U);
    // Columns count characters, and the run says so: the illegal move stands after two 2-byte
    // characters on its line, at byte column 17.
    EXPECT_EQ(str(run["columnKind"]), "unicodeCodePoints");
    array newlines = run["newlineSequences"];
    ASSERT_EQ(newlines.size(), 3U);
    EXPECT_EQ(str(newlines.at(0)), "\r\n");
    EXPECT_EQ(str(newlines.at(1)), "\n");
    EXPECT_EQ(str(newlines.at(2)), "\r");
    EXPECT_EQ(num(results.at(1)["locations"].at(0)["physicalLocation"]["region"]["startColumn"]),
              15U);

    // Text for consumers: control characters escaped, the Latin-1 bytes replaced by U+FFFD; the
    // game named by its players, as the text format names it.
    EXPECT_EQ(str(results.at(1)["message"]["text"]),
              "game 2, M\xef\xbf\xbdller, J\xef\xbf\xbdrg - \xc5\x81ukasz \xc3\x9cnal: "
              "3... Qxh2: illegal move: no black queen can reach h2 (FIDE 3.10.1) <&> "
              "100% a:b,c\r\nnext");
    EXPECT_EQ(str(results.at(3)["message"]["text"]),
              "game 2, M\xef\xbf\xbdller, J\xef\xbf\xbdrg - \xc5\x81ukasz \xc3\x9cnal: 4. 0-0: "
              "castling written with zeros \xef\xbf\xbd");

    array invocations = run["invocations"];
    EXPECT_TRUE(bool(invocations.at(0)["executionSuccessful"]));
    EXPECT_EQ(std::int64_t(invocations.at(0)["exitCode"]), 1);
}

TEST(SarifFormat, CleanGamesBetweenFaultyOnesLeaveNoStrayCommas) {
    std::vector<lint::GameReport> games{testing::clean_game(),  testing::faulty_game(),
                                        testing::clean_game(),  testing::clean_game(),
                                        testing::claims_game(), testing::clean_game()};
    const std::string sarif = render(Format::sarif, games);
    simdjson::dom::parser parser;
    const element log = parser.parse(sarif);
    EXPECT_EQ(array(log["runs"].at(0)["results"]).size(), 6U);

    const std::string empty = render(Format::sarif, {testing::clean_game()});
    const element empty_log = parser.parse(empty);
    EXPECT_EQ(array(empty_log["runs"].at(0)["results"]).size(), 0U);
}

TEST(SarifFormat, FileNamesBecomeUriReferences) {
    lint::GameReport game = testing::faulty_game();
    game.file = "my games/2024:WCh.pgn";
    const std::string sarif = render(Format::sarif, {game});
    simdjson::dom::parser parser;
    const element log = parser.parse(sarif);
    element first = log["runs"].at(0)["results"].at(0);
    EXPECT_EQ(str(first["locations"].at(0)["physicalLocation"]["artifactLocation"]["uri"]),
              "my%20games/2024%3AWCh.pgn");
}

// The players' names are input text: JSON-escaped after the label's own display escapes, so a
// quote stays a quote and a line break cannot split the message.
TEST(SarifFormat, TheMessageNamesTheGameByItsPlayersEscaped) {
    lint::GameReport game = testing::game_with_tags(
        {{"White", "Tal \"the\\Magician\"\nof Riga"}, {"Black", "?"}, {"Round", "7"}});
    const std::string sarif = render(Format::sarif, {game});
    simdjson::dom::parser parser;
    const element log = parser.parse(sarif);
    EXPECT_EQ(str(log["runs"].at(0)["results"].at(0)["message"]["text"]),
              "game 4, Tal \"the\\Magician\"\\nof Riga (White), round 7: missing Site tag");
    EXPECT_EQ(num(log["runs"].at(0)["results"].at(0)["properties"]["game"]), 4U);
}

TEST(SarifFormat, ClockFindingsCarryTheirClocksAsProperties) {
    simdjson::dom::parser parser;
    const element log = parser.parse(render(Format::sarif, {testing::clock_game()}));
    array results = log["runs"].at(0)["results"];
    ASSERT_EQ(results.size(), 2U);
    element clocks = results.at(0)["properties"]["clocks"];
    EXPECT_EQ(double(clocks["white"]), 181.0);
    EXPECT_EQ(double(clocks["black"]), 182.5);
    EXPECT_EQ(double(clocks["limit"]), 2.0);
    EXPECT_EQ(double(results.at(1)["properties"]["clocks"]["white"]), 0.0);
}

TEST(SarifFormat, SuggestionsAreResultProperties) {
    simdjson::dom::parser parser;
    const element log = parser.parse(render(Format::sarif, {testing::suggestion_game()}));
    const element suggestions = log["runs"].at(0)["results"].at(0)["properties"]["suggestions"];
    EXPECT_EQ(str(suggestions.at(0)["kind"]), "replace");
    EXPECT_EQ(str(suggestions.at(0)["san"]), "Nf3");
    EXPECT_EQ(str(suggestions.at(0)["uci"]), "g1f3");
    EXPECT_EQ(num(suggestions.at(0)["follows"]), 3U);
    EXPECT_EQ(str(suggestions.at(1)["kind"]), "insert");
}

}  // namespace
}  // namespace pgnlint::report
