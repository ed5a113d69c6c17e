// Latin-1 input (issue 39; PGN standard 4.1): a game that is not UTF-8 is read as Windows-1252
// and its report holds UTF-8 text, the input's first such byte is said once (S017, in input
// order), --encoding chooses, fixes keep the input's bytes and fingerprints stay those of the
// input's bytes.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "checker_fixtures.h"
#include "pgnlint/lint/fingerprint.h"

namespace pgnlint::lint {
namespace {

using fixtures::check_all;

const std::string kLatin1Game =
    "[Event \"Bundesliga\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"1\"]\n"
    "[White \"M\xfcller, J\xf6rg\"]\n[Black \"Ren\xe9\"]\n[Result \"*\"]\n\n"
    "1. e4 {Sch\xf6n} e5 2. N\xe9"
    "3 *\n";
const std::string kUtf8Game =
    "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"2\"]\n"
    "[White \"Jos\xc3\xa9\"]\n[Black \"B\"]\n[Result \"*\"]\n\n1. d4 *\n";

std::vector<RuleId> rules(const GameReport& report) {
    return fixtures::rules_of(report);
}

const Diagnostic* find(const GameReport& report, RuleId id) {
    for (const Diagnostic& d : report.diagnostics)
        if (d.rule == id) return &d;
    return nullptr;
}

TEST(TextDecoding, ALatin1GameIsReadAsWindows1252AndSaidOnce) {
    const std::vector<GameReport> reports =
        check_all(kUtf8Game + "\n" + kLatin1Game + "\n" + kLatin1Game);
    ASSERT_EQ(reports.size(), 3U);
    EXPECT_EQ(reports[0].encoding, TextEncoding::utf8);
    EXPECT_EQ(reports[0].tags.find("White"), "Jos\xc3\xa9");
    EXPECT_EQ(find(reports[0], RuleId::non_utf8_input), nullptr);

    const GameReport& latin1 = reports[1];
    EXPECT_EQ(latin1.encoding, TextEncoding::windows_1252);
    EXPECT_EQ(latin1.tags.find("White"), "M\xc3\xbcller, J\xc3\xb6rg");
    EXPECT_EQ(latin1.tags.find("Black"), "Ren\xc3\xa9");
    const Diagnostic* said = find(latin1, RuleId::non_utf8_input);
    ASSERT_NE(said, nullptr);
    EXPECT_EQ(said->severity, Severity::info);
    const std::size_t byte = kUtf8Game.size() + 1 + kLatin1Game.find('\xfc');
    EXPECT_EQ(said->where.offset, byte);
    EXPECT_EQ(said->where.line, 15U);
    EXPECT_EQ(said->where.column, 10U);
    EXPECT_EQ(said->where.character_column(), 10U);
    EXPECT_NE(said->message.find("from byte " + std::to_string(byte) + " on (0xFC)"),
              std::string::npos)
        << said->message;
    // In input order among the game's findings: after the tags', before the moves'.
    // "N" is read as a move, the rest of the word as stray text.
    ASSERT_EQ(rules(latin1),
              (std::vector<RuleId>{RuleId::non_utf8_input, RuleId::invalid_move_syntax,
                                   RuleId::unexpected_token}));
    const Diagnostic& stray = latin1.diagnostics[2];
    EXPECT_NE(stray.message.find("'\xc3\xa9"
                                 "3'"),
              std::string::npos)
        << stray.message;
    // Once per input: the next Latin-1 game is decoded but says nothing more.
    EXPECT_EQ(reports[2].encoding, TextEncoding::windows_1252);
    EXPECT_EQ(find(reports[2], RuleId::non_utf8_input), nullptr);
}

TEST(TextDecoding, EncodingOptionChooses) {
    GameCheckerOptions utf8;
    utf8.encoding = InputEncoding::utf8;
    const std::vector<GameReport> as_utf8 = check_all(kLatin1Game + "\n" + kUtf8Game, utf8);
    ASSERT_EQ(as_utf8.size(), 2U);
    EXPECT_EQ(as_utf8[0].encoding, TextEncoding::utf8);
    EXPECT_EQ(as_utf8[0].tags.find("Black"), "Ren\xe9");  // left as it is: U+FFFD when written
    const Diagnostic* said = find(as_utf8[0], RuleId::non_utf8_input);
    ASSERT_NE(said, nullptr);
    EXPECT_NE(said->message.find("--encoding utf-8 says it is"), std::string::npos);

    GameCheckerOptions latin1;
    latin1.encoding = InputEncoding::windows_1252;
    const std::vector<GameReport> as_latin1 = check_all(kLatin1Game + "\n" + kUtf8Game, latin1);
    ASSERT_EQ(as_latin1.size(), 2U);
    EXPECT_EQ(find(as_latin1[0], RuleId::non_utf8_input), nullptr);
    EXPECT_EQ(as_latin1[0].tags.find("Black"), "Ren\xc3\xa9");
    // Every game is Windows-1252 then, UTF-8 bytes or not: two characters, two columns.
    EXPECT_EQ(as_latin1[1].encoding, TextEncoding::windows_1252);
    EXPECT_EQ(as_latin1[1].tags.find("White"), "Jos\xc3\x83\xc2\xa9");
}

TEST(TextDecoding, ColumnsCountBytesAsCharacters) {
    const std::vector<GameReport> reports = check_all(kLatin1Game);
    ASSERT_EQ(reports.size(), 1U);
    const Diagnostic* move = find(reports[0], RuleId::invalid_move_syntax);
    ASSERT_NE(move, nullptr);
    EXPECT_EQ(move->where.column, move->where.character_column());
    EXPECT_EQ(move->where.column, 21U);  // "1. e4 {Sch\xf6n} e5 2. " is 20 bytes, 20 characters
}

TEST(TextDecoding, FixesKeepTheInputsBytesAndFingerprintsTheInputsText) {
    const std::string game = "[White \"M\xfcller\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n1. e4 e5\n";
    GameCheckerOptions latin1;
    latin1.encoding = InputEncoding::windows_1252;
    GameCheckerOptions utf8;
    utf8.encoding = InputEncoding::utf8;
    const GameReport decoded = check_all(game, latin1).at(0);
    const GameReport raw = check_all(game, utf8).at(0);
    ASSERT_EQ(decoded.diagnostics.size(), raw.diagnostics.size() - 1);  // raw has S017 too
    for (const Diagnostic& d : decoded.diagnostics) {
        const auto same = std::find_if(raw.diagnostics.begin(), raw.diagnostics.end(),
                                       [&](const Diagnostic& r) { return r.rule == d.rule; });
        ASSERT_NE(same, raw.diagnostics.end());
        EXPECT_EQ(fingerprint(decoded, d), fingerprint(raw, *same)) << rule(d.rule).name;
        EXPECT_EQ(d.fix, same->fix) << rule(d.rule).name;
    }
}

// An NDJSON export's record is UTF-8 by the format: never decoded again, whatever --encoding.
TEST(TextDecoding, TextUtf8ByItsFormatIsNotDecoded) {
    pgn::RawGame raw;
    const std::string text = "[White \"Jos\xc3\xa9\"]\n\n1. e4 *";
    raw.text = text;
    raw.utf8_by_format = true;
    GameCheckerOptions latin1;
    latin1.encoding = InputEncoding::windows_1252;
    GameChecker checker(latin1);
    GameReport report;
    checker.check(raw, "export.ndjson", report);
    EXPECT_EQ(report.encoding, TextEncoding::utf8);
    EXPECT_EQ(report.tags.find("White"), "Jos\xc3\xa9");
}

TEST(TextDecoding, EncodingNames) {
    for (InputEncoding e :
         {InputEncoding::automatic, InputEncoding::utf8, InputEncoding::windows_1252})
        EXPECT_EQ(parse_input_encoding(input_encoding_name(e)), e);
    EXPECT_EQ(parse_input_encoding("latin1"), std::nullopt);
}

}  // namespace
}  // namespace pgnlint::lint
