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
              "games/fools.pgn:14:7: error: "
              "game 2, M\xef\xbf\xbdller, J\xef\xbf\xbdrg - \xc5\x81ukasz \xc3\x9cnal: 3. Nd2: "
              "ambiguous move: Nbd2, Nfd2 both reach d2 [M002 ambiguous-move]\n"
              "games/fools.pgn:14:17: error: "
              "game 2, M\xef\xbf\xbdller, J\xef\xbf\xbdrg - \xc5\x81ukasz \xc3\x9cnal: 3... Qxh2: "
              "illegal move: no black queen can "
              "reach h2 (FIDE 3.10.1) <&> 100% a:b,c\\r\\nnext [M001 illegal-move]\n"
              "games/fools.pgn:12:1: warning: "
              "game 2, M\xef\xbf\xbdller, J\xef\xbf\xbdrg - \xc5\x81ukasz \xc3\x9cnal: missing "
              "Site tag [T001 missing-roster-tag]\n"
              "games/fools.pgn:15:1: info: "
              "game 2, M\xef\xbf\xbdller, J\xef\xbf\xbdrg - \xc5\x81ukasz \xc3\x9cnal: 4. 0-0: "
              "castling written with zeros "
              "\xef\xbf\xbd [N005 zero-castling]\n"
              "games/fools.pgn:16:1: error: "
              "game 2, M\xef\xbf\xbdller, J\xef\xbf\xbdrg - \xc5\x81ukasz \xc3\x9cnal: Result tag "
              "1-0 disagrees with the termination "
              "marker 0-1 [R001 result-mismatch]\n"
              "other.pgn:30:4: warning: game 1, A - B: 9. Nf7: missing check suffix: the move "
              "gives check "
              "[M005 missing-check-suffix]\n");
}

TEST(TextFormat, ColourMarksPositionSeverityAndCode) {
    ReporterOptions options;
    options.color = true;
    EXPECT_EQ(
        render(Format::text, {testing::claims_game()}, options),
        "\x1b[1mother.pgn:30:4:\x1b[0m \x1b[1;33mwarning:\x1b[0m game 1, A - B: 9. Nf7: "
        "missing check suffix: the move gives check \x1b[2m[M005 missing-check-suffix]\x1b[0m\n");
}

TEST(TextFormat, InputTextCannotDriveTheTerminal) {
    lint::GameReport game = testing::claims_game();
    game.file = "evil\x1b]0;title\x07.pgn";
    game.diagnostics[0].message = "Nf7\x1b[2J\x9b";
    EXPECT_EQ(render(Format::text, {game}),
              "evil\\x1B]0;title\\x07.pgn:30:4: warning: game 1, A - B: Nf7\\x1B[2J\xef\xbf\xbd "
              "[M005 missing-check-suffix]\n");
}

ReporterOptions with_endings(bool color = false) {
    ReporterOptions options;
    options.endings = true;
    options.color = color;
    return options;
}

TEST(TextFormat, EndingsAreOffByDefault) {
    EXPECT_EQ(render(Format::text, {testing::clean_game()}, ReporterOptions{}), "");
    const std::string findings_only = render(Format::text, {testing::claims_game()});
    EXPECT_EQ(findings_only.find("claim:"), std::string::npos) << findings_only;
    EXPECT_EQ(findings_only.find("ending:"), std::string::npos) << findings_only;
}

TEST(TextFormat, EndingsFollowEachGamesFindingsCleanGamesIncluded) {
    EXPECT_EQ(
        render(Format::text, all_fixture_games(), with_endings()),
        "games/fools.pgn:10:16: game 1, Anderssen, Adolf - Kieseritzky, Lionel, round 1: ending: "
        "checkmate after 2... Qh4# (Black wins, FIDE 5.1.1); position "
        "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3\n"
        "games/fools.pgn:14:7: error: "
        "game 2, M\xef\xbf\xbdller, J\xef\xbf\xbdrg - \xc5\x81ukasz \xc3\x9cnal: 3. Nd2: ambiguous "
        "move: Nbd2, Nfd2 both reach d2 [M002 ambiguous-move]\n"
        "games/fools.pgn:14:17: error: "
        "game 2, M\xef\xbf\xbdller, J\xef\xbf\xbdrg - \xc5\x81ukasz \xc3\x9cnal: 3... Qxh2: "
        "illegal move: no black queen can "
        "reach h2 (FIDE 3.10.1) <&> 100% a:b,c\\r\\nnext [M001 illegal-move]\n"
        "games/fools.pgn:12:1: warning: "
        "game 2, M\xef\xbf\xbdller, J\xef\xbf\xbdrg - \xc5\x81ukasz \xc3\x9cnal: missing Site tag "
        "[T001 missing-roster-tag]\n"
        "games/fools.pgn:15:1: info: "
        "game 2, M\xef\xbf\xbdller, J\xef\xbf\xbdrg - \xc5\x81ukasz \xc3\x9cnal: 4. 0-0: castling "
        "written with zeros "
        "\xef\xbf\xbd [N005 zero-castling]\n"
        "games/fools.pgn:16:1: error: "
        "game 2, M\xef\xbf\xbdller, J\xef\xbf\xbdrg - \xc5\x81ukasz \xc3\x9cnal: Result tag 1-0 "
        "disagrees with the termination "
        "marker 0-1 [R001 result-mismatch]\n"
        "other.pgn:30:4: warning: game 1, A - B: 9. Nf7: missing check suffix: the move gives "
        "check "
        "[M005 missing-check-suffix]\n"
        "other.pgn:9:42: game 1, A - B: claim: threefold repetition claimable after 4... Ng8 "
        "(the same position as at the start and after ply 4, FIDE 9.2.2; White, to "
        "move, may claim a draw, FIDE 9.2.1.2); position "
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 8 5\n"
        "other.pgn:17:50: game 1, A - B: claim: fifty-move rule claimable after 50... Ng8 "
        "(the last 50 moves by each player were made without a pawn move or a "
        "capture; White, to move, may claim a draw, FIDE 9.3.2); position "
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 100 51\n"
        "other.pgn:19:62: game 1, A - B: ending: fivefold repetition after 60... Ng8 (the "
        "same position as after ply 104, after ply 108, after ply 112 and after ply 116: the "
        "fifth time, FIDE 9.2.2; the game is drawn, FIDE 9.6.1); position "
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 120 61\n");
}

TEST(TextFormat, EndingsColourThePositionTheKindAndTheFen) {
    EXPECT_EQ(
        render(Format::text, {testing::clean_game()}, with_endings(true)),
        "\x1b[1mgames/fools.pgn:10:16:\x1b[0m game 1, Anderssen, Adolf - Kieseritzky, "
        "Lionel, round 1: \x1b[1;32mending:\x1b[0m checkmate after 2... Qh4# (Black wins, FIDE "
        "5.1.1); position \x1b[2mrnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - "
        "1 3\x1b[0m\n");
}

// Game 3 of games.pgn, without findings or tags, ended by `kind` after `move`, which stands at
// line 61, column 12 (the game starts at line 57).
lint::GameReport ended_game(lint::TerminationKind kind, std::string move, std::string fen) {
    lint::GameReport game;
    game.index = 3;
    game.file = "games.pgn";
    game.start = {1000, 57, 1};
    game.replayed = true;
    game.termination = {kind,
                        9,
                        lint::Side::none,
                        std::move(move),
                        std::move(fen),
                        lint::Side::none,
                        lint::Location{1090, 61, 12}};
    return game;
}

TEST(TextFormat, EachEndingCitesItsArticle) {
    lint::GameReport stalemate =
        ended_game(lint::TerminationKind::stalemate, "5. Kf7", "7k/5K2/6Q1/8/8/8/8/8 b - - 9 5");
    stalemate.tags.add("White", "Loyd, Sam");
    stalemate.termination.to_move = lint::Side::black;
    lint::GameReport dead = ended_game(lint::TerminationKind::insufficient_material, "1. Kxd2",
                                       "4k3/8/8/8/8/8/3K4/8 b - - 0 1");
    dead.tags.add("Black", "M\xfcller");  // Latin-1, not UTF-8: shown as U+FFFD
    lint::GameReport seventy_five = ended_game(lint::TerminationKind::seventyfive_moves,
                                               "81... Kc5", "8/8/8/2k5/R7/8/8/4K3 w - - 150 82");
    seventy_five.tags.add("White", "?");
    seventy_five.tags.add("Black", "");
    EXPECT_EQ(
        render(Format::text, {stalemate, dead, seventy_five}, with_endings()),
        "games.pgn:61:12: game 3, Loyd, Sam (White): ending: stalemate after 5. Kf7 (Black, to "
        "move, has no legal move and is not in check: the game is drawn, FIDE 5.2.1); "
        "position 7k/5K2/6Q1/8/8/8/8/8 b - - 9 5\n"
        "games.pgn:61:12: game 3, M\xef\xbf\xbdller (Black): ending: dead position after 1. "
        "Kxd2 (neither player has the material to checkmate by any series of legal moves: "
        "the game is drawn, FIDE 5.2.2); position 4k3/8/8/8/8/8/3K4/8 b - - 0 1\n"
        "games.pgn:61:12: game 3: ending: 75-move rule after 81... Kc5 (75 moves by each "
        "player without a pawn move or a capture: the game is drawn, FIDE 9.6.2); position "
        "8/8/8/2k5/R7/8/8/4K3 w - - 150 82\n");
}

// A person names the game by its players and round; what the tags leave unknown is left out,
// and without players the event names it.
TEST(TextFormat, AFindingNamesTheGameByWhatItsTagsKnow) {
    const auto label = [](std::vector<std::pair<std::string, std::string>> tags) {
        lint::GameReport game = testing::claims_game();
        game.tags.clear();
        for (const auto& [name, value] : tags) game.tags.add(name, value);
        const std::string line = render(Format::text, {game});
        const std::size_t start = line.find("game 1");
        return line.substr(start, line.find(": 9. Nf7") - start);
    };
    EXPECT_EQ(label({{"White", "Carlsen"}, {"Black", "Nakamura"}, {"Round", "3.1"}}),
              "game 1, Carlsen - Nakamura, round 3.1");
    EXPECT_EQ(label({{"White", "Carlsen"}, {"Black", "?"}, {"Round", "?"}}),
              "game 1, Carlsen (White)");
    EXPECT_EQ(label({{"White", ""}, {"Black", "Nakamura"}, {"Round", "-"}}),
              "game 1, Nakamura (Black)");
    EXPECT_EQ(
        label({{"Event", "Club Championship"}, {"White", "?"}, {"Black", "?"}, {"Round", "2"}}),
        "game 1, Club Championship, round 2");
    EXPECT_EQ(label({{"Event", "?"}, {"White", "?"}, {"Black", "?"}}), "game 1");
    EXPECT_EQ(label({}), "game 1");
}

// A repetition names the moves after which the position stood before; a record from an older
// pgnlint, without them, still names the plies.
TEST(TextFormat, ARepetitionNamesTheEarlierMovesByNumberAndSide) {
    lint::GameReport game = testing::claims_game();
    game.diagnostics.clear();
    game.claims.resize(1);
    game.claims[0].earlier_moves = {"", "2... Ng8"};
    game.termination.earlier_moves = {"52... Ng8", "54... Ng8", "56... Ng8", "58... Ng8"};
    const std::string text = render(Format::text, {game}, with_endings());
    EXPECT_NE(text.find("(the same position as at the start and after 2... Ng8, FIDE 9.2.2;"),
              std::string::npos)
        << text;
    EXPECT_NE(text.find("(the same position as after 52... Ng8, after 54... Ng8, after 56... Ng8 "
                        "and after 58... Ng8: the fifth time"),
              std::string::npos)
        << text;
    EXPECT_EQ(text.find("ply"), std::string::npos) << text;
}

TEST(TextFormat, AClaimOrEndingInTheStartPositionNamesNoMove) {
    // The start position's location is its FEN tag's (here on line 58), as the checker sets it.
    lint::GameReport claim = ended_game(lint::TerminationKind::none, "", "");
    claim.termination.ply = 0;
    claim.termination.where = {};
    claim.claims.push_back({lint::ClaimKind::fifty_moves,
                            0,
                            {},
                            "",
                            "8/8/4k3/8/8/3KR3/8/8 b - - 120 70",
                            lint::Side::black,
                            {1016, 58, 1}});
    lint::GameReport dead = ended_game(lint::TerminationKind::insufficient_material, "",
                                       "8/8/4k3/8/8/3K4/8/8 w - - 0 1");
    dead.termination.where = {1016, 58, 1};
    EXPECT_EQ(render(Format::text, {claim, dead}, with_endings()),
              "games.pgn:58:1: game 3: claim: fifty-move rule claimable in the start position "
              "(the last 50 moves by each player were made without a pawn move or a "
              "capture; Black, to move, may claim a draw, FIDE 9.3.2); position "
              "8/8/4k3/8/8/3KR3/8/8 b - - 120 70\n"
              "games.pgn:58:1: game 3: ending: dead position in the start position (neither "
              "player has the material to checkmate by any series of legal moves: the game is "
              "drawn, FIDE 5.2.2); position 8/8/4k3/8/8/3K4/8/8 w - - 0 1\n");
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
    one.plies = 1;
    out.clear();
    format_summary_line(one, out);
    EXPECT_EQ(std::string(out.data(), out.size()),
              "pgnlint: 1 game in 1 file, 0 with findings: 1 error, 1 warning, 0 info (1 ply, "
              "3.0 MiB in 0.00 s)\n");
}

TEST(SummaryLine, FenCountsPositionsWithPlurals) {
    lint::RunSummary one;
    one.games = 1;
    one.games_with_findings = 1;
    one.errors = 1;
    fmt::memory_buffer out;
    format_fen_summary_line(one, out);
    EXPECT_EQ(std::string(out.data(), out.size()),
              "pgnlint fen: 1 position, 1 with findings: 1 error, 0 warnings, 0 info (0.000 s)\n");
    out.clear();
    format_fen_summary_line(testing::fixture_summary(), out);
    EXPECT_EQ(
        std::string(out.data(), out.size()),
        "pgnlint fen: 3 positions, 2 with findings: 3 errors, 2 warnings, 1 info (0.250 s)\n");
}

TEST(GithubFormat, WorkflowCommandsWithEscaping) {
    lint::GameReport game = testing::faulty_game();
    game.file = "db/a,b:c%.pgn";
    EXPECT_EQ(
        render(Format::github, {testing::clean_game(), game}),
        "::error file=db/a%2Cb%3Ac%25.pgn,line=14,col=7,title=M002 ambiguous-move::"
        "game 2, M\xef\xbf\xbdller, J\xef\xbf\xbdrg - \xc5\x81ukasz \xc3\x9cnal: "
        "3. Nd2: ambiguous move: Nbd2, Nfd2 both reach d2\n"
        "::error file=db/a%2Cb%3Ac%25.pgn,line=14,col=15,title=M001 illegal-move::"
        "game 2, M\xef\xbf\xbdller, J\xef\xbf\xbdrg - \xc5\x81ukasz \xc3\x9cnal: "
        "3... Qxh2: illegal move: no black queen can reach h2 (FIDE 3.10.1) <&> 100%25 "
        "a:b,c%0D%0Anext\n"
        "::warning file=db/a%2Cb%3Ac%25.pgn,line=12,col=1,title=T001 "
        "missing-roster-tag::"
        "game 2, M\xef\xbf\xbdller, J\xef\xbf\xbdrg - \xc5\x81ukasz \xc3\x9cnal: missing Site tag\n"
        "::notice file=db/a%2Cb%3Ac%25.pgn,line=15,col=1,title=N005 zero-castling::"
        "game 2, M\xef\xbf\xbdller, J\xef\xbf\xbdrg - \xc5\x81ukasz \xc3\x9cnal: "
        "4. 0-0: castling written with zeros \xef\xbf\xbd\n"
        "::error file=db/a%2Cb%3Ac%25.pgn,line=16,col=1,title=R001 "
        "result-mismatch::"
        "game 2, M\xef\xbf\xbdller, J\xef\xbf\xbdrg - \xc5\x81ukasz \xc3\x9cnal: Result tag 1-0 "
        "disagrees with the termination marker "
        "0-1\n");
}

// A player's name cannot end the workflow command early or start another: the label's display
// escapes turn its line break into "\\r\\n", and the message escapes turn % into %25.
TEST(GithubFormat, TheMessageNamesTheGameByItsPlayersEscaped) {
    const lint::GameReport game = testing::game_with_tags(
        {{"White", "?"}, {"Black", "100% a,b:c\r\n::error::forged"}, {"Round", "-"}});
    EXPECT_EQ(render(Format::github, {game}),
              "::warning file=games/round.pgn,line=3,col=1,title=T001 missing-roster-tag::"
              "game 4, 100%25 a,b:c\\r\\n::error::forged (Black): missing Site tag\n");
}

TEST(Formats, NamesRoundTrip) {
    for (const std::string_view name : format_names()) {
        const auto format = parse_format(name);
        ASSERT_TRUE(format.has_value()) << name;
        EXPECT_EQ(format_name(*format), name);
        EXPECT_NE(make_reporter(*format), nullptr);
    }
    EXPECT_EQ(format_names().size(), 7U);
    EXPECT_EQ(parse_format("xml"), std::nullopt);
}

}  // namespace
}  // namespace pgnlint::report
