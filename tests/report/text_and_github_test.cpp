// The text and github formats, compared line for line: gcc-style findings with input text shown
// safely (escapes, U+FFFD), optional ANSI colour, the summary line, and GitHub workflow commands
// with their escaping of %, CR, LF and, in properties, ':' and ','.
#include <gtest/gtest.h>

#include <string>

#include "fixtures.h"

namespace pgnlint::report {
namespace {

using testing::all_fixture_games;
using testing::render;

TEST(TextFormat, OneGccStyleLinePerFindingAndNothingForCleanGames) {
    EXPECT_EQ(render(Format::text, {testing::clean_game()}), "");
    EXPECT_EQ(render(Format::text, all_fixture_games()),
              "games/fools.pgn:14:7: error: game 2: 3. Nd2: ambiguous move: Nbd2, Nfd2 both reach "
              "d2 [M002 ambiguous-move]\n"
              "games/fools.pgn:14:17: error: game 2: 3... Qxh2: illegal move: no black queen can "
              "reach h2 (FIDE 3.10.1) <&> 100% a:b,c\\r\\nnext [M001 illegal-move]\n"
              "games/fools.pgn:12:1: warning: game 2: missing Site tag [T001 missing-roster-tag]\n"
              "games/fools.pgn:15:1: info: game 2: 4. 0-0: castling written with zeros "
              "\xef\xbf\xbd [N005 zero-castling]\n"
              "games/fools.pgn:16:1: error: game 2: Result tag 1-0 disagrees with the termination "
              "marker 0-1 [R001 result-mismatch]\n"
              "other.pgn:30:4: warning: game 1: 9. Nf7: missing check suffix: the move gives check "
              "[M005 missing-check-suffix]\n");
}

TEST(TextFormat, ColourMarksPositionSeverityAndCode) {
    ReporterOptions options;
    options.color = true;
    EXPECT_EQ(render(Format::text, {testing::claims_game()}, options),
              "\x1b[1mother.pgn:30:4:\x1b[0m \x1b[1;33mwarning:\x1b[0m game 1: 9. Nf7: missing "
              "check suffix: the move gives check \x1b[2m[M005 missing-check-suffix]\x1b[0m\n");
}

TEST(TextFormat, InputTextCannotDriveTheTerminal) {
    lint::GameReport game = testing::claims_game();
    game.file = "evil\x1b]0;title\x07.pgn";
    game.diagnostics[0].message = "Nf7\x1b[2J\x9b";
    EXPECT_EQ(render(Format::text, {game}),
              "evil\\x1B]0;title\\x07.pgn:30:4: warning: game 1: Nf7\\x1B[2J\xef\xbf\xbd "
              "[M005 missing-check-suffix]\n");
}

TEST(SummaryLine, CountsWithPluralsSizeAndTime) {
    fmt::memory_buffer out;
    format_summary_line(testing::fixture_summary(), out);
    EXPECT_EQ(std::string(out.data(), out.size()),
              "pgnlint: 3 games in 2 files, 2 with findings: 3 errors, 2 warnings, 1 info "
              "(129 plies, 0.0 MiB in 0.25 s)\n");
    lint::RunSummary one;
    one.files = 1;
    one.games = 1;
    one.errors = 1;
    one.warnings = 1;
    one.bytes = 3 * 1024 * 1024;
    out.clear();
    format_summary_line(one, out);
    EXPECT_EQ(std::string(out.data(), out.size()),
              "pgnlint: 1 game in 1 file, 0 with findings: 1 error, 1 warning, 0 info (0 plies, "
              "3.0 MiB in 0.00 s)\n");
}

TEST(GithubFormat, WorkflowCommandsWithEscaping) {
    lint::GameReport game = testing::faulty_game();
    game.file = "db/a,b:c%.pgn";
    EXPECT_EQ(render(Format::github, {testing::clean_game(), game}),
              "::error file=db/a%2Cb%3Ac%25.pgn,line=14,col=7,title=M002 ambiguous-move::game 2: "
              "3. Nd2: ambiguous move: Nbd2, Nfd2 both reach d2\n"
              "::error file=db/a%2Cb%3Ac%25.pgn,line=14,col=17,title=M001 illegal-move::game 2: "
              "3... Qxh2: illegal move: no black queen can reach h2 (FIDE 3.10.1) <&> 100%25 "
              "a:b,c%0D%0Anext\n"
              "::warning file=db/a%2Cb%3Ac%25.pgn,line=12,col=1,title=T001 "
              "missing-roster-tag::game 2: missing Site tag\n"
              "::notice file=db/a%2Cb%3Ac%25.pgn,line=15,col=1,title=N005 zero-castling::game 2: "
              "4. 0-0: castling written with zeros \xef\xbf\xbd\n"
              "::error file=db/a%2Cb%3Ac%25.pgn,line=16,col=1,title=R001 "
              "result-mismatch::game 2: Result tag 1-0 disagrees with the termination marker "
              "0-1\n");
}

TEST(Formats, NamesRoundTrip) {
    for (const std::string_view name : format_names()) {
        const auto format = parse_format(name);
        ASSERT_TRUE(format.has_value()) << name;
        EXPECT_EQ(format_name(*format), name);
        EXPECT_NE(make_reporter(*format), nullptr);
    }
    EXPECT_EQ(format_names().size(), 6U);
    EXPECT_EQ(parse_format("xml"), std::nullopt);
}

}  // namespace
}  // namespace pgnlint::report
