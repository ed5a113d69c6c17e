// The real edge-case files of other projects (testdata/pgn/, see PROVENANCE.md): the number of
// games the reader sees, the syntax errors it reports, and specific events at exact positions.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>

#include "recording_visitor.h"

namespace pgnlint::pgn {
namespace {

using testing::transcribe;

std::string read_testdata(const std::string& name) {
    std::ifstream in(std::string(PGNLINT_TESTDATA_DIR) + "/pgn/" + name, std::ios::binary);
    EXPECT_TRUE(in) << name;
    std::ostringstream bytes;
    bytes << in.rdbuf();
    return bytes.str();
}

std::string transcribe_file(const std::string& name) {
    return transcribe(read_testdata(name));
}

int count_lines_starting(const std::string& transcript, std::string_view prefix) {
    int count = 0;
    std::istringstream lines(transcript);
    for (std::string line; std::getline(lines, line);) count += line.starts_with(prefix);
    return count;
}

struct FileExpectation {
    const char* file;
    int games;
    int syntax_errors;
};

// Games as the reader defines them (see GameSplitter). Where that differs from
// `grep -c '^\[Event '` (given after each line), the reason:
//  (a) games without an Event tag, which grep misses; (b) a UTF-8 BOM before the first
//  `[Event`, which grep misses; (c) a tag pair after movetext starts a new game (the PGN
//  standard has no tags inside movetext), so a broken game is seen as two; (d) chess.js's
//  0.pgn writes `<br />` for line ends: no PGN line breaks, its tags become movetext errors
//  and each `[` after them starts a game (seven tags-only games with two errors each: the
//  `<br />` and no termination marker; the last game has its malformed tag and 37 `<br />`
//  but all its moves); (e) tags-only exports without termination markers,
//  split where a tag name repeats.
constexpr FileExpectation kFiles[] = {
    {"chess.js__0.pgn", 8, 52},  // grep 1 (d)
    {"chess.js__1.pgn", 1, 0},
    {"chess.js__2.pgn", 1, 0},
    {"chess.js__3.pgn", 1, 0},
    {"chessops__headers-and-moves-on-the-same-line.pgn", 3, 3},  // grep 0 (a)
    {"chessops__leading-whitespace.pgn", 3, 3},                  // grep 0 (a)
    {"chessops__pathological-headers.pgn", 1, 1},                // grep 0 (a)
    {"kokopu__games-all-headers-cleared.pgn", 1, 0},
    {"kokopu__games-all-headers.pgn", 1, 0},
    {"kokopu__games-annotations-1.pgn", 1, 0},
    {"kokopu__games-annotations-2.pgn", 1, 0},
    {"kokopu__games-base-database-options.pgn", 1, 0},
    {"kokopu__games-base.pgn", 1, 0},
    {"kokopu__games-blank-headers-1.pgn", 1, 0},
    {"kokopu__games-blank-headers-2.pgn", 1, 0},
    {"kokopu__games-cleared-variation.pgn", 1, 0},
    {"kokopu__games-custom-initial-position-1-database-options.pgn", 1, 0},
    {"kokopu__games-custom-initial-position-1.pgn", 1, 0},
    {"kokopu__games-custom-initial-position-2.pgn", 1, 0},
    {"kokopu__games-custom-initial-position-3.pgn", 1, 0},
    {"kokopu__games-empty.pgn", 1, 0},
    {"kokopu__games-escaped-text.pgn", 1, 1},
    {"kokopu__games-long-short-comments-variations-1.pgn", 1, 0},
    {"kokopu__games-long-short-comments-variations-2.pgn", 1, 0},
    {"kokopu__games-long-short-comments-variations-3.pgn", 1, 0},
    {"kokopu__games-missing-headers-1.pgn", 1, 0},
    {"kokopu__games-missing-headers-2.pgn", 1, 0},
    {"kokopu__games-missing-headers-3.pgn", 1, 0},
    {"kokopu__games-null-moves.pgn", 1, 0},
    {"kokopu__games-promoted-variation.pgn", 1, 0},
    {"kokopu__games-removed-variation.pgn", 1, 0},
    {"kokopu__games-shortened-variation-at-end.pgn", 1, 0},
    {"kokopu__games-shortened-variation-from-beginning-1.pgn", 1, 0},
    {"kokopu__games-shortened-variation-from-beginning-2.pgn", 1, 0},
    {"kokopu__games-sub-variations.pgn", 1, 0},
    {"kokopu__games-swapped-variations.pgn", 1, 0},
    {"kokopu__games-variant-antichess.pgn", 1, 0},
    {"kokopu__games-variant-chess960.pgn", 1, 0},
    {"kokopu__games-variant-horde.pgn", 1, 0},
    {"kokopu__games-variant-no-king.pgn", 1, 0},
    {"kokopu__pgns-antichess.pgn", 2, 0},
    {"kokopu__pgns-bom.pgn", 1, 0},  // grep 0 (b)
    {"kokopu__pgns-chess960.pgn", 4, 0},
    {"kokopu__pgns-empty.pgn", 0, 0},
    {"kokopu__pgns-headers.pgn", 16, 0},  // grep 15 (a)
    {"kokopu__pgns-horde.pgn", 1, 0},
    {"kokopu__pgns-linebreak-linux.pgn", 1, 0},
    {"kokopu__pgns-linebreak-mac.pgn", 1, 0},
    {"kokopu__pgns-linebreak-windows.pgn", 1, 0},
    {"kokopu__pgns-mini1.pgn", 1, 0},  // grep 0 (a)
    {"kokopu__pgns-mini2.pgn", 2, 0},
    {"kokopu__pgns-misc.pgn", 15, 2},  // grep 14 (a)
    {"kokopu__pgns-missing-last-end-of-game.pgn", 2, 1},
    {"kokopu__pgns-optional-kings.pgn", 3, 0},
    {"kokopu__pgns-redos-comment.pgn", 1, 1},
    {"kokopu__pgns-redos-header.pgn", 1, 1},
    {"kokopu__pgns-semantic-error.pgn", 7, 0},
    {"kokopu__pgns-syntactic-error-1.pgn", 23, 17},  // grep 20 (a)(c)
    {"kokopu__pgns-syntactic-error-2.pgn", 1, 2},    // grep 0 (a)
    {"kokopu__pgns-syntactic-error-3.pgn", 1, 3},    // grep 0 (a)
    {"kokopu__pgns-syntactic-error-4.pgn", 2, 1},
    {"kokopu__pgns-syntactic-error-5.pgn", 2, 1},
    {"kokopu__pgns-tag-name-token-collision.pgn", 6, 0},  // grep 0 (a)
    {"pychess__3fold.pgn", 2, 0},
    {"pychess__50.pgn", 1, 0},
    {"pychess__50halfmoves.pgn", 1, 0},
    {"pychess__a.pgn", 1, 1},
    {"pychess__annotated.pgn", 1, 0},
    {"pychess__atomic.pgn", 10, 0},
    {"pychess__b.pgn", 1, 1},
    {"pychess__badpgn.pgn", 1, 1},  // grep 0 (a)
    {"pychess__black.pgn", 1, 1},
    {"pychess__c.pgn", 1, 1},
    {"pychess__d.pgn", 1, 1},
    {"pychess__draw.pgn", 1, 1},
    {"pychess__e.pgn", 1, 1},
    {"pychess__f.pgn", 1, 1},
    {"pychess__fenSetup.pgn", 1, 0},
    {"pychess__insufficient_material.pgn", 1, 0},
    {"pychess__mate.pgn", 1, 0},
    {"pychess__material.pgn", 1, 0},
    {"pychess__promotion.pgn", 1, 1},
    {"pychess__sittuyin.pgn", 3, 2},
    {"pychess__threefold.pgn", 1, 0},
    {"pychess__zh.pgn", 83, 0},
    {"python-chess__anastasian-lewis.pgn", 1, 0},
    {"python-chess__antichess-programfox.pgn", 2, 0},  // grep 0 (a)
    {"python-chess__chessbase-empty-line.pgn", 1, 0},
    {"python-chess__knightvuillaume-jannlee-zh-lichess.pgn", 1, 0},
    {"python-chess__molinari-bordais-1979.pgn", 1, 0},
    {"python-chess__nepomniachtchi-liren-game1.pgn", 1, 0},
    {"python-chess__saturs-jannlee-zh-lichess.pgn", 1, 0},
    {"python-chess__stockfish-learning.pgn", 1, 0},
    {"python-chess__uci-moves.pgn", 1, 0},
    {"python-chess__utf8-bom.pgn", 2, 0},  // grep 1 (b)
    {"scalachess__FWWRC.pgn", 605, 605},
    {"scalachess__uzchesscup.pgn", 45, 45},  // grep 1 (a)(e)
};

TEST(CorpusFiles, GamesSeenAndSyntaxErrorsPerFile) {
    for (const FileExpectation& expected : kFiles) {
        const std::string t = transcribe_file(expected.file);
        EXPECT_EQ(count_lines_starting(t, "begin_game "), expected.games) << expected.file;
        EXPECT_EQ(count_lines_starting(t, "end_game "), expected.games) << expected.file;
        EXPECT_EQ(count_lines_starting(t, "error "), expected.syntax_errors) << expected.file;
    }
}

TEST(CorpusFiles, KokopuSyntacticErrorsAtExactPositions) {
    const std::string t = transcribe_file("kokopu__pgns-syntactic-error-1.pgn");
    std::string errors;
    std::istringstream lines(t);
    for (std::string line; std::getline(lines, line);) {
        if (line.starts_with("error ")) errors += line + "\n";
    }
    EXPECT_EQ(errors,
              "error malformed-tag \"[\"Somewhere\"]\" @12:1\n"
              "error malformed-tag \"[Site]\" @18:1\n"
              "error unterminated-string \"\"Somewhere\" @24:7\n"
              "error unexpected-token \"\"]\" @25:13\n"  // the value's second line
              "error malformed-tag \"else\"]\" @31:20\n"
              "error unexpected-token \"}\" @38:59\n"
              "error unterminated-string \"\"Somewhere\" @48:7\n"
              "error unexpected-token \"\"]\" @49:13\n"
              "error missing-termination-marker \"\" @49:15\n"  // read on after the `"]`
              "error unclosed-variation \"(\" @76:10\n"
              "error unmatched-close-paren \")\" @86:10\n"
              "error missing-termination-marker \"\" @91:9\n"  // [Site ...] after movetext
              "error unexpected-token \"\"Missing\" @98:7\n"
              "error unexpected-token \"\"]\" @98:38\n"
              "error unterminated-tag \"[Event \"Missing end header character\"\" @103:1\n"
              "error malformed-tag \"[%~<|>\" @109:1\n"
              "error malformed-tag \"%~<|>]\" @115:19\n");
    // The games after the broken ones are intact: the last one is read in full.
    EXPECT_NE(t.find("begin_game 22 @120:1\n"
                     "tag Event \"A valid game at the end of the file\" @120:1\n"
                     "movetext @122:1\n"),
              std::string::npos);
    EXPECT_NE(t.find("move Qxf7# @122:35\nresult 1-0 @122:41\nend_game @122:44\n"),
              std::string::npos);
}

// chess.js's 0.pgn: every move token of the game after the `<br />` line breaks comes through.
TEST(CorpusFiles, MarkupLineBreaksCostNoMoves) {
    const std::string t = transcribe_file("chess.js__0.pgn");
    const std::string last_game = t.substr(t.find("begin_game 7 "));
    EXPECT_EQ(count_lines_starting(last_game, "move "), 77);
    EXPECT_EQ(count_lines_starting(last_game, "number "), 39);
    EXPECT_EQ(count_lines_starting(last_game, "error unexpected-token \"<br\""), 37);
    EXPECT_NE(last_game.find("number 1. @1:193\nmove d4 @1:196\nmove d5 @1:199\n"),
              std::string::npos);
    EXPECT_TRUE(
        last_game.ends_with("number 39. @1:833\nmove Re4# @1:837\nresult 1-0 @1:842\n"
                            "end_game @1:845\n"));
}

TEST(CorpusFiles, RunawayCommentAndStringStayBounded) {
    EXPECT_NE(transcribe_file("kokopu__pgns-redos-comment.pgn")
                  .find("error unterminated-comment \"{\" @3:7\n"),
              std::string::npos);
    EXPECT_NE(transcribe_file("kokopu__pgns-redos-header.pgn").find("error unterminated-string"),
              std::string::npos);
    const std::string t = transcribe_file("kokopu__pgns-syntactic-error-4.pgn");
    EXPECT_NE(t.find("error unterminated-comment \"{\" @3:7\n"), std::string::npos);
    EXPECT_NE(t.find("begin_game 1 "), std::string::npos);  // the next game survives
}

TEST(CorpusFiles, LineEndConventionsGiveTheSameEvents) {
    const std::string lf = transcribe_file("kokopu__pgns-linebreak-linux.pgn");
    EXPECT_EQ(transcribe_file("kokopu__pgns-linebreak-mac.pgn"), lf);
    EXPECT_EQ(transcribe_file("kokopu__pgns-linebreak-windows.pgn"), lf);
    EXPECT_NE(lf.find("move e5 @3:4\nresult * @3:7\n"), std::string::npos);
}

TEST(CorpusFiles, ByteOrderMarkIsSkipped) {
    EXPECT_TRUE(transcribe_file("kokopu__pgns-bom.pgn")
                    .starts_with("begin_game 0 @1:1\ntag Event \"Olympiad-21 Final D\" @1:1\n"));
    EXPECT_EQ(count_lines_starting(transcribe_file("python-chess__utf8-bom.pgn"), "tag Event "), 2);
}

TEST(CorpusFiles, LichessCrazyhouseDropsAndClockComments) {
    const std::string t = transcribe_file("python-chess__knightvuillaume-jannlee-zh-lichess.pgn");
    EXPECT_NE(t.find("tag Site \"https://lichess.org/R4GSdrpV\" @2:1\n"), std::string::npos);
    EXPECT_NE(t.find("comment \" [%clk 0:01:00] \" @17:7\n"), std::string::npos);
    EXPECT_NE(t.find("move B@f4 @17:403\n"), std::string::npos);
}

TEST(CorpusFiles, NullMovesComeThroughAsMoves) {
    const std::string t = transcribe_file("kokopu__games-null-moves.pgn");
    EXPECT_NE(t.find("move -- @9:7\n"), std::string::npos);
    EXPECT_NE(t.find("move -- @9:23\n"), std::string::npos);
}

TEST(CorpusFiles, TagsOnlyExportsAreOneGamePerTagSection) {
    const std::string fwwrc = transcribe_file("scalachess__FWWRC.pgn");
    EXPECT_EQ(count_lines_starting(fwwrc, "begin_game "), 605);
    EXPECT_TRUE(
        fwwrc.starts_with("begin_game 0 @1:1\ntag Event \"FIDE Women\xe2\x80\x99s World Rapid "
                          "Championships 2024\" @1:1\n"));
    EXPECT_NE(fwwrc.find("movetext @19:51\nerror missing-termination-marker \"\" @19:51\n"),
              std::string::npos);
    const std::string uz = transcribe_file("scalachess__uzchesscup.pgn");
    EXPECT_EQ(count_lines_starting(uz, "begin_game "), 45);
    EXPECT_EQ(count_lines_starting(uz, "tag Round "), 45);
}

TEST(CorpusFiles, HeadersAndMovesOnOneLineAndLeadingWhitespace) {
    const std::string t = transcribe_file("chessops__leading-whitespace.pgn");
    EXPECT_NE(t.find("begin_game 0 @1:5\ntag Variant \"Standard\" @1:5\nmovetext @3:1\n"),
              std::string::npos);
    const std::string same_line =
        transcribe_file("chessops__headers-and-moves-on-the-same-line.pgn");
    EXPECT_EQ(count_lines_starting(same_line, "tag Variant \"Antichess\""), 3);
    EXPECT_EQ(count_lines_starting(same_line, "move Qg4 "), 3);
}

TEST(CorpusFiles, PathologicalTagValuesAreUnescaped) {
    const std::string t = transcribe_file("chessops__pathological-headers.pgn");
    EXPECT_NE(t.find("tag A \"b\"\" @1:1\n"), std::string::npos) << t;
    EXPECT_NE(t.find("tag C \"A]]\" @1:21\n"), std::string::npos) << t;
    EXPECT_NE(t.find("tag F \"\"A]][\"\\\" @1:57\n"), std::string::npos) << t;
    EXPECT_NE(t.find("tag G \"\"]\" @1:74\n"), std::string::npos) << t;
}

}  // namespace
}  // namespace pgnlint::pgn
