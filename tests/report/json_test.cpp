// The json and ndjson formats, parsed back with simdjson: every field of the game record and the
// summary, lossless non-UTF-8 tag values, and the envelope of the NDJSON lines.
#include <gtest/gtest.h>
#include <simdjson.h>

#include <sstream>
#include <string>
#include <vector>

#include "fixtures.h"
#include "json_dom.h"
#include "pgnlint/lint/rules.h"
#include "pgnlint/version.h"

namespace pgnlint::report {
namespace {

using simdjson::dom::array;
using simdjson::dom::element;
using simdjson::dom::object;
using testing::all_fixture_games;
using testing::num;
using testing::render;
using testing::str;

// An object's keys in document order: fields are only ever added after the existing ones.
std::vector<std::string> keys(element e) {
    std::vector<std::string> names;
    for (auto field : object(e)) names.emplace_back(field.key);
    return names;
}

// {"bytes":"<base64>"} decoded, for the one Latin-1 value in the fixtures.
bool is_bytes_object_for_latin1_white(element e) {
    // "M\xfcller, J\xf6rg" in base64
    return e.is_object() && str(e["bytes"]) == "TfxsbGVyLCBK9nJn";
}

void expect_clean_game(element game) {
    EXPECT_EQ(num(game["index"]), 1U);
    EXPECT_EQ(str(game["file"]), "games/fools.pgn");
    EXPECT_EQ(num(game["offset"]), 0U);
    EXPECT_EQ(num(game["line"]), 1U);
    EXPECT_EQ(num(game["column"]), 1U);
    object tags = game["tags"];
    std::vector<std::string> names;
    for (auto field : tags) names.emplace_back(field.key);
    EXPECT_EQ(names, (std::vector<std::string>{"Event", "Site", "Date", "Round", "White", "Black",
                                               "Result"}));
    EXPECT_EQ(str(tags["White"]), "Anderssen, Adolf");
    EXPECT_EQ(num(game["plies"]), 4U);
    EXPECT_TRUE(bool(game["replayed"]));
    EXPECT_EQ(str(game["termination"]["kind"]), "checkmate");
    EXPECT_EQ(num(game["termination"]["ply"]), 4U);
    EXPECT_EQ(str(game["termination"]["winner"]), "black");
    EXPECT_EQ(str(game["termination"]["move"]), "2... Qh4#");
    EXPECT_EQ(str(game["termination"]["fen"]),
              "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
    EXPECT_EQ(num(game["termination"]["offset"]), 152U);
    EXPECT_EQ(num(game["termination"]["line"]), 10U);
    EXPECT_EQ(num(game["termination"]["column"]), 16U);
    EXPECT_EQ(keys(game["termination"]),
              (std::vector<std::string>{"kind", "ply", "offset", "line", "column", "winner", "move",
                                        "fen", "earlier_plies"}));
    EXPECT_EQ(array(game["termination"]["earlier_plies"]).size(), 0U);
    EXPECT_EQ(array(game["claims"]).size(), 0U);
    EXPECT_EQ(str(game["result"]["tag"]), "0-1");
    EXPECT_EQ(str(game["result"]["marker"]), "0-1");
    EXPECT_EQ(str(game["final_fen"]),
              "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
    EXPECT_EQ(array(game["diagnostics"]).size(), 0U);
}

void expect_faulty_game(element game) {
    EXPECT_EQ(num(game["index"]), 2U);
    EXPECT_EQ(num(game["offset"]), 412U);
    EXPECT_EQ(num(game["line"]), 12U);
    EXPECT_EQ(str(game["tags"]["Event"]), "Line1\nLine2\t\"q\"\\ \x01");
    EXPECT_TRUE(is_bytes_object_for_latin1_white(game["tags"]["White"]));
    EXPECT_EQ(str(game["tags"]["Black"]), "\xc5\x81ukasz \xc3\x9cnal");
    EXPECT_EQ(str(game["termination"]["kind"]), "none");
    EXPECT_TRUE(game["termination"]["ply"].is_null());
    EXPECT_TRUE(game["termination"]["line"].is_null());
    EXPECT_TRUE(game["termination"]["winner"].is_null());
    EXPECT_TRUE(game["termination"]["move"].is_null());
    EXPECT_TRUE(game["termination"]["fen"].is_null());
    EXPECT_EQ(str(game["result"]["tag"]), "1-0");
    EXPECT_EQ(str(game["result"]["marker"]), "0-1");

    array diagnostics = game["diagnostics"];
    ASSERT_EQ(diagnostics.size(), 5U);
    element ambiguous = diagnostics.at(0);
    EXPECT_EQ(str(ambiguous["code"]), lint::rule(lint::RuleId::ambiguous_move).code);
    EXPECT_EQ(str(ambiguous["name"]), "ambiguous-move");
    EXPECT_EQ(str(ambiguous["severity"]), "error");
    EXPECT_EQ(str(ambiguous["message"]), "3. Nd2: ambiguous move: Nbd2, Nfd2 both reach d2");
    EXPECT_EQ(num(ambiguous["offset"]), 480U);
    EXPECT_EQ(num(ambiguous["line"]), 14U);
    EXPECT_EQ(num(ambiguous["column"]), 7U);
    EXPECT_EQ(num(ambiguous["ply"]), 5U);
    EXPECT_EQ(num(ambiguous["move_number"]), 3U);
    EXPECT_EQ(str(ambiguous["side"]), "white");
    EXPECT_EQ(str(ambiguous["san"]), "Nd2");
    EXPECT_EQ(str(ambiguous["fen_before"]),
              "rnbqkb1r/pppppppp/5n2/8/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3");
    EXPECT_EQ(num(ambiguous["variation_depth"]), 0U);
    array candidates = ambiguous["candidates"];
    ASSERT_EQ(candidates.size(), 2U);
    EXPECT_EQ(str(candidates.at(0)), "Nbd2");
    EXPECT_EQ(str(candidates.at(1)), "Nfd2");

    element illegal = diagnostics.at(1);
    EXPECT_EQ(str(illegal["name"]), "illegal-move");
    EXPECT_EQ(str(illegal["message"]),
              "3... Qxh2: illegal move: no black queen can reach h2 (FIDE 3.10.1) <&> 100% "
              "a:b,c\r\nnext");
    EXPECT_EQ(str(illegal["side"]), "black");
    EXPECT_EQ(num(illegal["variation_depth"]), 1U);
    EXPECT_EQ(illegal["candidates"].error(), simdjson::NO_SUCH_FIELD);
    EXPECT_EQ(str(illegal["previous_uci"]), "g1f3");
    EXPECT_EQ(ambiguous["previous_uci"].error(), simdjson::NO_SUCH_FIELD) << "not known: none";

    element roster = diagnostics.at(2);
    EXPECT_EQ(str(roster["severity"]), "warning");
    EXPECT_EQ(num(roster["ply"]), 0U);
    EXPECT_TRUE(roster["side"].is_null());
    EXPECT_TRUE(roster["san"].is_null());
    EXPECT_TRUE(roster["fen_before"].is_null());

    element zero = diagnostics.at(3);
    EXPECT_EQ(str(zero["severity"]), "info");
    // The message holds a byte that is not UTF-8: carried as base64 of the exact bytes.
    EXPECT_TRUE(zero["message"].is_object());
    EXPECT_EQ(str(zero["message"]["bytes"]),
              "NC4gMC0wOiBjYXN0bGluZyB3cml0dGVuIHdpdGggemVyb3Mg/w==");
}

void expect_claims_game(element game) {
    EXPECT_EQ(str(game["file"]), "other.pgn");
    EXPECT_EQ(num(game["plies"]), 120U);
    EXPECT_EQ(str(game["termination"]["kind"]), "fivefold_repetition");
    EXPECT_EQ(num(game["termination"]["ply"]), 120U);
    EXPECT_TRUE(game["termination"]["winner"].is_null());
    std::vector<std::uint64_t> fivefold_earlier;
    for (auto ply : array(game["termination"]["earlier_plies"]))
        fivefold_earlier.push_back(num(ply));
    EXPECT_EQ(fivefold_earlier, (std::vector<std::uint64_t>{104, 108, 112, 116}));
    array claims = game["claims"];
    ASSERT_EQ(claims.size(), 2U);
    EXPECT_EQ(str(claims.at(0)["kind"]), "threefold_repetition");
    EXPECT_EQ(num(claims.at(0)["ply"]), 8U);
    array earlier = claims.at(0)["earlier_plies"];
    ASSERT_EQ(earlier.size(), 2U);
    EXPECT_EQ(num(earlier.at(0)), 0U);
    EXPECT_EQ(num(earlier.at(1)), 4U);
    EXPECT_EQ(str(claims.at(0)["move"]), "4... Ng8");
    EXPECT_EQ(str(claims.at(0)["fen"]), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 8 5");
    EXPECT_EQ(num(claims.at(0)["offset"]), 155U);
    EXPECT_EQ(num(claims.at(0)["line"]), 9U);
    EXPECT_EQ(num(claims.at(0)["column"]), 42U);
    EXPECT_EQ(keys(claims.at(0)),
              (std::vector<std::string>{"kind", "ply", "offset", "line", "column", "earlier_plies",
                                        "move", "fen", "uci"}));
    EXPECT_EQ(str(claims.at(0)["uci"]), "f6g8");
    EXPECT_EQ(claims.at(1)["uci"].error(), simdjson::NO_SUCH_FIELD);
    EXPECT_EQ(str(game["termination"]["uci"]), "f6g8");
    EXPECT_EQ(num(claims.at(1)["line"]), 17U);
    EXPECT_EQ(str(claims.at(1)["kind"]), "fifty_moves");
    EXPECT_EQ(num(claims.at(1)["ply"]), 100U);
    EXPECT_EQ(array(claims.at(1)["earlier_plies"]).size(), 0U);
    EXPECT_EQ(str(claims.at(1)["move"]), "50... Ng8");
    EXPECT_EQ(str(claims.at(1)["fen"]),
              "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 100 51");
    EXPECT_EQ(str(game["termination"]["move"]), "60... Ng8");
    EXPECT_EQ(str(game["termination"]["fen"]),
              "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 120 61");
    EXPECT_EQ(str(game["tags"]["Event"]), "Knights' dance");
}

void expect_summary(element summary) {
    EXPECT_EQ(std::int64_t(summary["version"]), kJsonSchemaVersion);
    EXPECT_EQ(str(summary["tool"]["name"]), "pgnlint");
    EXPECT_EQ(str(summary["tool"]["version"]), PGNLINT_VERSION);
    EXPECT_EQ(num(summary["files"]), 2U);
    EXPECT_EQ(num(summary["games"]), 3U);
    EXPECT_EQ(num(summary["games_with_findings"]), 2U);
    EXPECT_EQ(num(summary["games_not_replayed"]), 0U);
    EXPECT_EQ(num(summary["errors"]), 3U);
    EXPECT_EQ(num(summary["warnings"]), 2U);
    EXPECT_EQ(num(summary["infos"]), 1U);
    EXPECT_EQ(num(summary["plies"]), 129U);
    EXPECT_EQ(num(summary["bytes"]), 2048U);
    EXPECT_DOUBLE_EQ(double(summary["seconds"]), 0.25);
    EXPECT_EQ(std::int64_t(summary["exit_code"]), 1);
}

TEST(JsonFormat, OneDocumentHoldsEveryGameAndTheSummary) {
    const std::string json = render(Format::json, all_fixture_games());
    simdjson::dom::parser parser;
    const element document = parser.parse(json);
    EXPECT_EQ(std::int64_t(document["version"]), kJsonSchemaVersion);
    EXPECT_EQ(str(document["tool"]["name"]), "pgnlint");
    array games = document["games"];
    ASSERT_EQ(games.size(), 3U);
    expect_clean_game(games.at(0));
    expect_faulty_game(games.at(1));
    expect_claims_game(games.at(2));
    expect_summary(document["summary"]);
}

TEST(JsonFormat, NoGamesIsStillOneValidDocument) {
    const std::string json = render(Format::json, {});
    simdjson::dom::parser parser;
    const element document = parser.parse(json);
    EXPECT_EQ(array(document["games"]).size(), 0U);
    EXPECT_EQ(num(document["summary"]["games"]), 3U);  // the fixture summary, as given
}

TEST(NdjsonFormat, OneGameRecordPerLineThenTheSummary) {
    const std::string text = render(Format::ndjson, all_fixture_games());
    ASSERT_FALSE(text.empty());
    EXPECT_EQ(text.back(), '\n');
    std::vector<std::string> lines;
    std::istringstream stream(text);
    for (std::string line; std::getline(stream, line);) lines.push_back(line);
    ASSERT_EQ(lines.size(), 4U);

    simdjson::dom::parser parser;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const element record = parser.parse(lines[i]);
        EXPECT_EQ(str(record["type"]), i + 1 < lines.size() ? "game" : "summary");
        if (i == 0) expect_clean_game(record["data"]);
        if (i == 1) expect_faulty_game(record["data"]);
        if (i == 2) expect_claims_game(record["data"]);
        if (i == 3) expect_summary(record["data"]);
    }
}

// A clock finding carries its clocks as numbers of seconds, only those it has; other findings
// have no "clocks" key.
TEST(JsonFormat, ClockFindingsCarryTheirClocksInSeconds) {
    for (const Format format : {Format::json, Format::ndjson}) {
        const std::string text = render(format, {testing::clock_game(), testing::clean_game()});
        EXPECT_NE(text.find(R"("clocks":{"white":181,"black":182.5,"previous":179,"limit":2})"),
                  std::string::npos)
            << text;
        EXPECT_NE(text.find(R"("clocks":{"white":0,"black":10})"), std::string::npos);
        EXPECT_EQ(text.find(R"("clocks")", text.find("games/fools.pgn")), std::string::npos)
            << "the clean game's record has none";
    }
    simdjson::dom::parser parser;
    const element report = parser.parse(render(Format::json, {testing::clock_game()}));
    element gained = report["games"].at(0)["diagnostics"].at(0);
    EXPECT_EQ(double(gained["clocks"]["black"]), 182.5);
    EXPECT_EQ(keys(gained).back(), "clocks") << "added after the fields of older records";
}

// A refused move's suggestions, best first, after every other field; an insert that too many
// moves fit has no san and no uci.
TEST(JsonFormat, RefusedMovesCarryTheirSuggestions) {
    constexpr std::string_view kExpected =
        R"("suggestions":[{"kind":"replace","san":"Nf3","uci":"g1f3","why":"the file one off",)"
        R"("follows":3},{"kind":"insert","why":"a move left out before it; 20 moves fit",)"
        R"("follows":2}])";
    for (const Format format : {Format::json, Format::ndjson}) {
        const std::string text =
            render(format, {testing::suggestion_game(), testing::clean_game()});
        EXPECT_NE(text.find(kExpected), std::string::npos) << text;
        EXPECT_EQ(text.find(R"("suggestions")", text.find("games/fools.pgn")), std::string::npos)
            << "the clean game's record has none";
    }
    simdjson::dom::parser parser;
    const element report = parser.parse(render(Format::json, {testing::suggestion_game()}));
    const element slip = report["games"].at(0)["diagnostics"].at(0);
    EXPECT_EQ(keys(slip).back(), "suggestions") << "added after the fields of older records";
}

}  // namespace
}  // namespace pgnlint::report
