// Hand-made cases for every PGN construct and every syntax error kind, checked as complete
// event transcripts (line:column spans), plus limits and the visitor's Skip/Stop answers.
#include <gtest/gtest.h>

#include <set>
#include <string>
#include <vector>

#include "recording_visitor.h"

namespace pgnlint::pgn {
namespace {

using namespace std::string_literals;
using testing::RecordingVisitor;
using testing::transcribe;

TEST(ParserCases, TagsMoveNumbersMovesAndResultWithSpans) {
    EXPECT_EQ(transcribe("[Event \"Test\"]\n"
                         "[White \"A \\\"quoted\\\" \\\\ name\\x\"]\n"
                         "\n"
                         "1. e4 e5 2. Nf3 Nc6 3... a6 4\xe2\x80\xa6 b5 5 Bb3 1-0\n"),
              "begin_game 0 @1:1\n"
              "tag Event \"Test\" @1:1\n"
              "tag White \"A \"quoted\" \\ name\\x\" @2:1\n"  // \" and \\ undone, \x kept
              "movetext @4:1\n"
              "number 1. @4:1\n"
              "move e4 @4:4\n"
              "move e5 @4:7\n"
              "number 2. @4:10\n"
              "move Nf3 @4:13\n"
              "move Nc6 @4:17\n"
              "number 3... @4:21\n"
              "move a6 @4:26\n"
              "number 4... @4:29\n"  // the ellipsis character, 3 bytes
              "move b5 @4:34\n"
              "number 5. @4:37\n"  // a move number without its period
              "move Bb3 @4:39\n"
              "result 1-0 @4:43\n"
              "end_game @4:46\n");
}

// A move number of one or two digits and a period is read in one step when four bytes are left
// in the game, else (near its end, or other numbers) byte by byte: both give the same events.
TEST(ParserCases, MoveNumbersReadTheSameAtAnyDistanceFromTheGameEnd) {
    struct Case {
        std::string text;
        std::string events;  // for the number and the token after it
    };
    const std::vector<Case> cases = {
        {"5.", "number 5. @1:1\n"},
        {"12.", "number 12. @1:1\n"},
        {"7. e4", "number 7. @1:1\nmove e4 @1:4\n"},
        {"12.e4", "number 12. @1:1\nmove e4 @1:4\n"},
        {"123456. e4", "number 123456. @1:1\nmove e4 @1:9\n"},
        {"1234567. e4", "number 1234567. @1:1\nmove e4 @1:10\n"},
        {"0012. e4", "number 12. @1:1\nmove e4 @1:7\n"},
        {"99999999999. e4", "number 4294967295. @1:1\nmove e4 @1:14\n"},
        {"3... e5", "number 3... @1:1\nmove e5 @1:6\n"},
        {"3. ... e5", "number 3. @1:1\nmove e5 @1:8\n"},
        {"3.\xe2\x80\xa6 e5", "number 3... @1:1\nmove e5 @1:7\n"},
        {"3.\xe2 e5", "number 3. @1:1\nerror unexpected-token \"\xe2\" @1:3\nmove e5 @1:5\n"},
        {"4.\te4", "number 4. @1:1\nmove e4 @1:4\n"},
        {"5 e4", "number 5. @1:1\nmove e4 @1:3\n"},
        {"5.  e4", "number 5. @1:1\nmove e4 @1:5\n"},
        {"6.{c} e4", "number 6. @1:1\ncomment \"c\" @1:3\nmove e4 @1:7\n"},
    };
    for (const Case& c : cases) {
        for (std::size_t blanks = 0; blanks < 12; ++blanks) {
            const std::string text = c.text + std::string(blanks, ' ') + "*";
            const std::string result_column = std::to_string(c.text.size() + blanks + 1);
            const std::string end_column = std::to_string(c.text.size() + blanks + 2);
            EXPECT_EQ(transcribe(text), "begin_game 0 @1:1\nmovetext @1:1\n" + c.events +
                                            "result * @1:" + result_column +
                                            "\nend_game @1:" + end_column + "\n")
                << c.text << " + " << blanks << " blanks";
        }
    }
}

TEST(ParserCases, BomTabsCrAndCrlfLineEnds) {
    EXPECT_EQ(transcribe("\xef\xbb\xbf[Event \"Bom\"]\r\n\r\n1.\te4 {a\r\nb}\re5 *", {},
                         static_cast<std::size_t>(-1), true),
              "begin_game 0 @1:1#3\n"  // the BOM counts in offsets, not in columns
              "tag Event \"Bom\" @1:1#3\n"
              "movetext @3:1#20\n"
              "number 1. @3:1#20\n"
              "move e4 @3:4#23\n"
              "comment \"a\r\nb\" @3:7#26\n"
              "move e5 @5:1#33\n"  // CRLF is one line end, a lone CR another
              "result * @5:4#36\n"
              "end_game @5:5#37\n");  // no final newline
}

TEST(ParserCases, NonUtf8BytesPassThroughUntouched) {
    RecordingVisitor visitor;
    io::MemorySource source("[White \"M\xfcller\"]\n1. e4 {Zw\xe4ischenzug} *\n");
    parse_stream(source, visitor);
    EXPECT_NE(visitor.transcript.find("tag White \"M\xfcller\""), std::string::npos);
    EXPECT_NE(visitor.transcript.find("comment \"Zw\xe4ischenzug\""), std::string::npos);
    EXPECT_EQ(visitor.errors, 0);
}

// The usual `[Name "value"]` is read by a shorter path when a tag line's lookahead follows it;
// each shape next to it (no blank or two, an escape, a `]` inside or missing, text before the
// `]`, names up to the lookahead, a value over the token limit) reads the same whether or not
// 64 bytes follow, and the same as written out here.
TEST(ParserCases, TagsOfEveryShapeReadTheSameNearAndFarFromTheGameEnd) {
    struct Case {
        std::string tag;
        std::string events;
    };
    const std::string long_name(61, 'N');
    const std::vector<Case> cases = {
        {"[Event \"x\"]", "tag Event \"x\" @1:1\n"},
        {"[Event \"\"]", "tag Event \"\" @1:1\n"},
        {"[Event \"a]b\"]", "tag Event \"a]b\" @1:1\n"},
        {"[Event\"x\"]", "tag Event \"x\" @1:1\n"},
        {"[Event  \"x\"]", "tag Event \"x\" @1:1\n"},
        {"[ Event \"x\"]", "tag Event \"x\" @1:1\n"},
        {"[Event \"x\" ]", "tag Event \"x\" @1:1\n"},
        {"[Event \"a\\\"b\"]", "tag Event \"a\"b\" @1:1\n"},
        {"[Event \"a\\b\"]", "tag Event \"a\\b\" @1:1\n"},
        {"[" + long_name + " \"x\"]", "tag " + long_name + " \"x\" @1:1\n"},
        {"[" + long_name + "N \"x\"]", "tag " + long_name + "N \"x\" @1:1\n"},
        {"[" + long_name + "NN \"x\"]", "tag " + long_name + "NN \"x\" @1:1\n"},
        {"[Event \"0123456789abcdefghijk\"]", "error token-too-long \"\"0123456789abcde\" @1:8\n"},
        {"[Event \"0123456789abcdefghij\"]", "tag Event \"0123456789abcdefghij\" @1:1\n"},
        {"[Event \"x\" y]", "error malformed-tag \"y]\" @1:12\n"},
        {"[Event \"x\"", "error unterminated-tag \"[Event \"x\"\" @1:1\ntag Event \"x\" @1:1\n"},
        {"[Event \"x", "error unterminated-string \"\"x\" @1:8\n"},
        {"[Event x]", "error malformed-tag \"[Event\" @1:1\n"},
    };
    Limits limits;
    limits.max_token_bytes = 20;
    for (const Case& c : cases) {
        for (const bool near_end : {false, true}) {
            const std::string after = near_end ? "\n*" : "\n" + std::string(70, ' ') + "*";
            const std::string events = transcribe(c.tag + after, limits);
            const std::string tag_events =
                events.substr(0, events.find("movetext")).substr(events.find('\n') + 1);
            EXPECT_EQ(tag_events, c.events) << c.tag << (near_end ? " near the end" : "");
        }
    }
}

TEST(ParserCases, TagValuesWithoutEscapesPointIntoTheGameText) {
    struct Probe : VisitorBase {
        const char* first = nullptr;
        const char* last = nullptr;
        std::vector<bool> inside;
        Control tag(std::string_view, std::string_view value, Span) {
            inside.push_back(value.data() >= first && value.data() < last);
            return Control::proceed;
        }
    };
    const std::string text = "[Event \"plain\"]\n[Site \"with \\\"escape\\\"\"]\n*";
    RawGame game{text, Span{}, 0, false};
    Probe probe;
    probe.first = text.data();
    probe.last = text.data() + text.size();
    parse_game(game, probe);
    EXPECT_EQ(probe.inside, (std::vector<bool>{true, false}));
}

TEST(ParserCases, CommentsOfEveryKind) {
    EXPECT_EQ(transcribe("{Before} [Event \"C\"]\n"
                         "\n"
                         "1. e4 {multi\n"
                         "line ; ( [ % } e5 ; rest of line { not a comment\n"
                         "2. Nf3 { [%clk 0:01:00] [%eval 0.24] } *\n"
                         ""),
              "begin_game 0 @1:1\n"
              "comment \"Before\" @1:1\n"
              "tag Event \"C\" @1:10\n"
              "movetext @3:1\n"
              "number 1. @3:1\n"
              "move e4 @3:4\n"
              "comment \"multi\n"
              "line ; ( [ % \" @3:7\n"
              "move e5 @4:16\n"
              "comment \" rest of line { not a comment\" @4:19\n"
              "number 2. @5:1\n"
              "move Nf3 @5:4\n"
              "comment \" [%clk 0:01:00] [%eval 0.24] \" @5:8\n"
              "result * @5:40\n"
              "end_game @5:41\n"
              "");
}

TEST(ParserCases, EscapeLinesAreSkipped) {
    EXPECT_EQ(transcribe("% a comment line for software\n"
                         "[Event \"E\"]\n"
                         "%[Event \"not a tag\"]\n"
                         "1. e4 *\n"
                         ""),
              "begin_game 0 @2:1\n"
              "tag Event \"E\" @2:1\n"
              "movetext @4:1\n"
              "number 1. @4:1\n"
              "move e4 @4:4\n"
              "result * @4:7\n"
              "end_game @4:8\n"
              "");
}

TEST(ParserCases, NestedVariations) {
    EXPECT_EQ(transcribe("1. e4 (1. d4 d5 (1... Nf6 2. c4) 2. c4) (1. c4) e5 *\n"
                         ""),
              "begin_game 0 @1:1\n"
              "movetext @1:1\n"
              "number 1. @1:1\n"
              "move e4 @1:4\n"
              "( @1:7\n"
              "number 1. @1:8\n"
              "move d4 @1:11\n"
              "move d5 @1:14\n"
              "( @1:17\n"
              "number 1... @1:18\n"
              "move Nf6 @1:23\n"
              "number 2. @1:27\n"
              "move c4 @1:30\n"
              ") @1:32\n"
              "number 2. @1:34\n"
              "move c4 @1:37\n"
              ") @1:39\n"
              "( @1:41\n"
              "number 1. @1:42\n"
              "move c4 @1:45\n"
              ") @1:47\n"
              "move e5 @1:49\n"
              "result * @1:52\n"
              "end_game @1:53\n"
              "");
}

TEST(ParserCases, NagsAndGlyphs) {
    EXPECT_EQ(transcribe("1. e4! e5?! $1 $255 ! ? !! ?? !? ?! 2. Nf3+- Nc6 += 3. Bb5 -+ *\n"
                         ""),
              "begin_game 0 @1:1\n"
              "movetext @1:1\n"
              "number 1. @1:1\n"
              "move e4! @1:4\n"
              "move e5?! @1:8\n"
              "nag 1 @1:13\n"
              "nag 255 @1:16\n"
              "nag 1 @1:21\n"
              "nag 2 @1:23\n"
              "nag 3 @1:25\n"
              "nag 4 @1:28\n"
              "nag 5 @1:31\n"
              "nag 6 @1:34\n"
              "number 2. @1:37\n"
              "move Nf3+- @1:40\n"
              "move Nc6 @1:46\n"
              "nag 14 @1:50\n"
              "number 3. @1:53\n"
              "move Bb5 @1:56\n"
              "nag 19 @1:60\n"
              "result * @1:63\n"
              "end_game @1:64\n"
              "");
}

TEST(ParserCases, NullMovesAndChecks) {
    EXPECT_EQ(transcribe("1. e4 -- 2. Z0 e5 3. Qh5+ Ke7 4. Qxe5# 1-0\n"
                         ""),
              "begin_game 0 @1:1\n"
              "movetext @1:1\n"
              "number 1. @1:1\n"
              "move e4 @1:4\n"
              "move -- @1:7\n"
              "number 2. @1:10\n"
              "move Z0 @1:13\n"
              "move e5 @1:16\n"
              "number 3. @1:19\n"
              "move Qh5+ @1:22\n"
              "move Ke7 @1:27\n"
              "number 4. @1:31\n"
              "move Qxe5# @1:34\n"
              "result 1-0 @1:40\n"
              "end_game @1:43\n"
              "");
}

TEST(ParserCases, TerminationMarkers) {
    EXPECT_EQ(transcribe("1. e4 1-0\n"
                         "1. e4 0-1\n"
                         "1. e4 1/2-1/2\n"
                         "1. e4 *\n"
                         ""),
              "begin_game 0 @1:1\n"
              "movetext @1:1\n"
              "number 1. @1:1\n"
              "move e4 @1:4\n"
              "result 1-0 @1:7\n"
              "end_game @1:10\n"
              "begin_game 1 @2:1\n"
              "movetext @2:1\n"
              "number 1. @2:1\n"
              "move e4 @2:4\n"
              "result 0-1 @2:7\n"
              "end_game @2:10\n"
              "begin_game 2 @3:1\n"
              "movetext @3:1\n"
              "number 1. @3:1\n"
              "move e4 @3:4\n"
              "result 1/2-1/2 @3:7\n"
              "end_game @3:14\n"
              "begin_game 3 @4:1\n"
              "movetext @4:1\n"
              "number 1. @4:1\n"
              "move e4 @4:4\n"
              "result * @4:7\n"
              "end_game @4:8\n"
              "");
}

TEST(ParserCases, GamesWithoutTagsOrMoves) {
    EXPECT_EQ(transcribe("[Event \"Tags only\"]\n"
                         "[Result \"*\"]\n"
                         "\n"
                         "*\n"
                         "\n"
                         "1. d4 d5 *\n"
                         "[Event \"One line\"] [Site \"x\"] 1. c4 c5 0-1[Event \"No blank line\"]\n"
                         "1. b3 1-0"),
              "begin_game 0 @1:1\n"
              "tag Event \"Tags only\" @1:1\n"
              "tag Result \"*\" @2:1\n"
              "movetext @4:1\n"
              "result * @4:1\n"
              "end_game @4:2\n"
              "begin_game 1 @6:1\n"
              "movetext @6:1\n"
              "number 1. @6:1\n"
              "move d4 @6:4\n"
              "move d5 @6:7\n"
              "result * @6:10\n"
              "end_game @6:11\n"
              "begin_game 2 @7:1\n"
              "tag Event \"One line\" @7:1\n"
              "tag Site \"x\" @7:20\n"
              "movetext @7:31\n"
              "number 1. @7:31\n"
              "move c4 @7:34\n"
              "move c5 @7:37\n"
              "result 0-1 @7:40\n"
              "end_game @7:43\n"
              "begin_game 3 @7:43\n"
              "tag Event \"No blank line\" @7:43\n"
              "movetext @8:1\n"
              "number 1. @8:1\n"
              "move b3 @8:4\n"
              "result 1-0 @8:7\n"
              "end_game @8:10\n"
              "");
}

TEST(ParserCases, TagsOnlyGamesSplitAtRepeatedTag) {
    EXPECT_EQ(transcribe("[Event \"A\"]\n"
                         "[Round \"1\"]\n"
                         "\n"
                         "[Round \"2\"]\n"
                         "[White \"W\"]\n"
                         ""),
              "begin_game 0 @1:1\n"
              "tag Event \"A\" @1:1\n"
              "tag Round \"1\" @2:1\n"
              "movetext @2:12\n"
              "error missing-termination-marker \"\" @2:12\n"
              "end_game @2:12\n"
              "begin_game 1 @4:1\n"
              "tag Round \"2\" @4:1\n"
              "tag White \"W\" @5:1\n"
              "movetext @5:12\n"
              "error missing-termination-marker \"\" @5:12\n"
              "end_game @5:12\n"
              "");
}

TEST(ParserCases, ErrorUnterminatedTag) {
    EXPECT_EQ(transcribe("[Event \"x\"\n"
                         "[Site \"y\"]\n"
                         "1. e4 *\n"
                         ""),
              "begin_game 0 @1:1\n"
              "error unterminated-tag \"[Event \"x\"\" @1:1\n"
              "tag Event \"x\" @1:1\n"
              "tag Site \"y\" @2:1\n"
              "movetext @3:1\n"
              "number 1. @3:1\n"
              "move e4 @3:4\n"
              "result * @3:7\n"
              "end_game @3:8\n"
              "");
}

TEST(ParserCases, ErrorUnterminatedString) {
    EXPECT_EQ(transcribe("[Event \"x]\n"
                         "[Site \"y\"]\n"
                         "1. e4 *\n"
                         ""),
              "begin_game 0 @1:1\n"
              "error unterminated-string \"\"x]\" @1:8\n"
              "tag Site \"y\" @2:1\n"
              "movetext @3:1\n"
              "number 1. @3:1\n"
              "move e4 @3:4\n"
              "result * @3:7\n"
              "end_game @3:8\n"
              "");
}

TEST(ParserCases, ErrorMalformedTag) {
    EXPECT_EQ(transcribe("[Event x]\n"
                         "[ \"y\"]\n"
                         "[Site \"a\" junk]\n"
                         "[Date \"z\"]\n"
                         "1. e4 *\n"
                         ""),
              "begin_game 0 @1:1\n"
              "error malformed-tag \"[Event\" @1:1\n"
              "error malformed-tag \"[\" @2:1\n"
              "error malformed-tag \"junk]\" @3:11\n"
              "tag Date \"z\" @4:1\n"
              "movetext @5:1\n"
              "number 1. @5:1\n"
              "move e4 @5:4\n"
              "result * @5:7\n"
              "end_game @5:8\n"
              "");
}

TEST(ParserCases, ErrorUnterminatedCommentEndsAtNextGame) {
    EXPECT_EQ(transcribe("[Event \"A\"]\n"
                         "1. e4 {runaway [%clk 0:01]\n"
                         "[not a tag line\n"
                         "\n"
                         "[Event \"B\"]\n"
                         "1. d4 *\n"
                         ""),
              "begin_game 0 @1:1\n"
              "tag Event \"A\" @1:1\n"
              "movetext @2:1\n"
              "number 1. @2:1\n"
              "move e4 @2:4\n"
              "error unterminated-comment \"{\" @2:7\n"
              "end_game @2:6\n"
              "begin_game 1 @5:1\n"
              "tag Event \"B\" @5:1\n"
              "movetext @6:1\n"
              "number 1. @6:1\n"
              "move d4 @6:4\n"
              "result * @6:7\n"
              "end_game @6:8\n"
              "");
}

TEST(ParserCases, ErrorUnterminatedCommentEndsAtTagAfterBlankLine) {
    EXPECT_EQ(transcribe("1. e4 { runaway\n"
                         "\n"
                         "[Site \"B\"]\n"
                         "1. d4 *\n"
                         ""),
              "begin_game 0 @1:1\n"
              "movetext @1:1\n"
              "number 1. @1:1\n"
              "move e4 @1:4\n"
              "error unterminated-comment \"{\" @1:7\n"
              "end_game @1:6\n"
              "begin_game 1 @3:1\n"
              "tag Site \"B\" @3:1\n"
              "movetext @4:1\n"
              "number 1. @4:1\n"
              "move d4 @4:4\n"
              "result * @4:7\n"
              "end_game @4:8\n"
              "");
}

TEST(ParserCases, ErrorUnterminatedCommentAtEndOfInput) {
    EXPECT_EQ(transcribe("1. e4 { runaway\n"
                         "2. d4 *\n"
                         ""),
              "begin_game 0 @1:1\n"
              "movetext @1:1\n"
              "number 1. @1:1\n"
              "move e4 @1:4\n"
              "error unterminated-comment \"{\" @1:7\n"
              "end_game @1:6\n"
              "");
}

TEST(ParserCases, ErrorUnclosedVariation) {
    EXPECT_EQ(transcribe("1. e4 (1. d4 d5 2. c4 *\n"
                         "[Event \"next\"]\n"
                         "1. c4 *\n"
                         ""),
              "begin_game 0 @1:1\n"
              "movetext @1:1\n"
              "number 1. @1:1\n"
              "move e4 @1:4\n"
              "( @1:7\n"
              "number 1. @1:8\n"
              "move d4 @1:11\n"
              "move d5 @1:14\n"
              "number 2. @1:17\n"
              "move c4 @1:20\n"
              "error unclosed-variation \"(\" @1:7\n"
              "end_game @1:24\n"
              "begin_game 1 @2:1\n"
              "tag Event \"next\" @2:1\n"
              "movetext @3:1\n"
              "number 1. @3:1\n"
              "move c4 @3:4\n"
              "result * @3:7\n"
              "end_game @3:8\n"
              "");
}

TEST(ParserCases, ErrorUnclosedVariationAtEnd) {
    EXPECT_EQ(transcribe("1. e4 (1. d4 d5\n"
                         ""),
              "begin_game 0 @1:1\n"
              "movetext @1:1\n"
              "number 1. @1:1\n"
              "move e4 @1:4\n"
              "( @1:7\n"
              "number 1. @1:8\n"
              "move d4 @1:11\n"
              "move d5 @1:14\n"
              "error unclosed-variation \"(\" @1:7\n"
              "end_game @1:16\n"
              "");
}

TEST(ParserCases, ErrorUnmatchedCloseParen) {
    EXPECT_EQ(transcribe("1. e4 ) e5 *\n"
                         "1. d4 *\n"
                         ""),
              "begin_game 0 @1:1\n"
              "movetext @1:1\n"
              "number 1. @1:1\n"
              "move e4 @1:4\n"
              "error unmatched-close-paren \")\" @1:7\n"
              "end_game @1:8\n"
              "begin_game 1 @2:1\n"
              "movetext @2:1\n"
              "number 1. @2:1\n"
              "move d4 @2:4\n"
              "result * @2:7\n"
              "end_game @2:8\n"
              "");
}

TEST(ParserCases, ErrorUnexpectedToken) {
    EXPECT_EQ(transcribe("1. e4 <br /> e5 *\n"
                         "1. d4 \x00\x01 *\n"
                         "1. c4 % e5 *\n"s),
              "begin_game 0 @1:1\n"
              "movetext @1:1\n"
              "number 1. @1:1\n"
              "move e4 @1:4\n"
              "error unexpected-token \"<br\" @1:7\n"  // skipped whole, up to its '>'
              "move e5 @1:14\n"
              "result * @1:17\n"
              "end_game @1:18\n"
              "begin_game 1 @2:1\n"
              "movetext @2:1\n"
              "number 1. @2:1\n"
              "move d4 @2:4\n"
              "error unexpected-token \"\x00"
              "\x01"
              "\" @2:7\n"
              "result * @2:10\n"
              "end_game @2:11\n"
              "begin_game 2 @3:1\n"
              "movetext @3:1\n"
              "number 1. @3:1\n"
              "move c4 @3:4\n"
              "error unexpected-token \"%\" @3:7\n"
              "move e5 @3:9\n"
              "result * @3:12\n"
              "end_game @3:13\n"s);
}

TEST(ParserRecovery, MarkupLineBreaksGluedToMovesAreSkippedWhole) {
    EXPECT_EQ(transcribe("1. e4<br />e5<br/>2. Nf3 <br>Nc6<br /> *\n"),
              "begin_game 0 @1:1\n"
              "movetext @1:1\n"
              "number 1. @1:1\n"
              "move e4 @1:4\n"
              "error unexpected-token \"<br\" @1:6\n"
              "move e5 @1:12\n"
              "error unexpected-token \"<br/>2.\" @1:14\n"  // the detail is the whole word
              "number 2. @1:19\n"
              "move Nf3 @1:22\n"
              "error unexpected-token \"<br>Nc6<br\" @1:26\n"
              "move Nc6 @1:30\n"
              "error unexpected-token \"<br\" @1:33\n"
              "result * @1:40\n"
              "end_game @1:41\n");
}

TEST(ParserRecovery, StrayTextStopsWhereTheSplitterSeesStructure) {
    EXPECT_EQ(transcribe("1. e4 @@ e5 2. Nf3 ~x{note} Nc6 ++ 3. Bb5 &(3. Bc4) <b a6 *\n"),
              "begin_game 0 @1:1\n"
              "movetext @1:1\n"
              "number 1. @1:1\n"
              "move e4 @1:4\n"
              "error unexpected-token \"@@\" @1:7\n"
              "move e5 @1:10\n"
              "number 2. @1:13\n"
              "move Nf3 @1:16\n"
              "error unexpected-token \"~x{note}\" @1:20\n"
              "comment \"note\" @1:22\n"
              "move Nc6 @1:29\n"
              "error unexpected-token \"++\" @1:33\n"  // no evaluation glyph
              "number 3. @1:36\n"
              "move Bb5 @1:39\n"
              "error unexpected-token \"&(3.\" @1:43\n"
              "( @1:44\n"
              "number 3. @1:45\n"
              "move Bc4 @1:48\n"
              ") @1:51\n"
              "error unexpected-token \"<b\" @1:53\n"  // no '>' on the line: one word
              "move a6 @1:56\n"
              "result * @1:59\n"
              "end_game @1:60\n");
}

TEST(ParserRecovery, ErrorsPerGameAreBoundedAndTheNextGameIsIntact) {
    Limits limits;
    limits.max_errors_per_game = 3;
    EXPECT_EQ(transcribe("1. e4 @ e5 @ Nf3 @ Nc6 @ *\n1. d4 @ d5 *\n", limits),
              "begin_game 0 @1:1\n"
              "movetext @1:1\n"
              "number 1. @1:1\n"
              "move e4 @1:4\n"
              "error unexpected-token \"@\" @1:7\n"
              "move e5 @1:9\n"
              "error unexpected-token \"@\" @1:12\n"
              "move Nf3 @1:14\n"
              "error unexpected-token \"@\" @1:18\n"  // the third: the game's events end
              "end_game @1:19\n"
              "begin_game 1 @2:1\n"  // the count starts again
              "movetext @2:1\n"
              "number 1. @2:1\n"
              "move d4 @2:4\n"
              "error unexpected-token \"@\" @2:7\n"
              "move d5 @2:9\n"
              "result * @2:12\n"
              "end_game @2:13\n");
}

TEST(ParserRecovery, HostileGameOfNoiseCostsAtMostTheErrorBound) {
    std::string noise = "1. e4";
    for (int i = 0; i < 100000; ++i) noise += i % 2 == 0 ? " <" : " \x01\x02";
    noise += " e5 *\n[Event \"Good\"]\n1. d4 d5 2. c4 *\n";
    RecordingVisitor visitor;
    io::MemorySource source(std::move(noise));
    const ParseStats stats = parse_stream(source, visitor);
    EXPECT_EQ(stats.games, 2U);
    EXPECT_EQ(stats.syntax_errors, Limits{}.max_errors_per_game);
    EXPECT_EQ(visitor.transcript.find("move e5"), std::string::npos);
    EXPECT_NE(visitor.transcript.find("begin_game 1 @2:1\n"
                                      "tag Event \"Good\" @2:1\n"
                                      "movetext @3:1\n"
                                      "number 1. @3:1\n"
                                      "move d4 @3:4\n"
                                      "move d5 @3:7\n"
                                      "number 2. @3:10\n"
                                      "move c4 @3:13\n"
                                      "result * @3:16\n"
                                      "end_game @3:17\n"),
              std::string::npos);
}

// A well-formed record without its marker: the movetext, a blank line, the next tags.
TEST(ParserCases, ErrorMissingTerminationMarker) {
    EXPECT_EQ(transcribe("[Event \"A\"]\n"
                         "1. e4 e5\n"
                         "\n"
                         "[Event \"B\"]\n"
                         "1. d4 *\n"
                         ""),
              "begin_game 0 @1:1\n"
              "tag Event \"A\" @1:1\n"
              "movetext @2:1\n"
              "number 1. @2:1\n"
              "move e4 @2:4\n"
              "move e5 @2:7\n"
              "error missing-termination-marker \"\" @2:9\n"
              "end_game @2:9\n"
              "begin_game 1 @4:1\n"
              "tag Event \"B\" @4:1\n"
              "movetext @5:1\n"
              "number 1. @5:1\n"
              "move d4 @5:4\n"
              "result * @5:7\n"
              "end_game @5:8\n"
              "");
}

// The next game's tags where the movetext goes on, on its line or on the next line with no
// blank line between: a game cut short and spliced into the next one (issue 39), an error of
// its own. Blank lines, CRLF ones included, keep it a missing marker.
TEST(ParserCases, ErrorGameTruncatedWhereTagsBeginInsideTheMovetext) {
    EXPECT_EQ(transcribe("[Event \"A\"]\n"
                         "1. e4 e5 2. Nf3 [Event \"B\"]\n"
                         "1. d4 *\n"),
              "begin_game 0 @1:1\n"
              "tag Event \"A\" @1:1\n"
              "movetext @2:1\n"
              "number 1. @2:1\n"
              "move e4 @2:4\n"
              "move e5 @2:7\n"
              "number 2. @2:10\n"
              "move Nf3 @2:13\n"
              "error game-truncated \"\" @2:16\n"
              "end_game @2:16\n"
              "begin_game 1 @2:17\n"
              "tag Event \"B\" @2:17\n"
              "movetext @3:1\n"
              "number 1. @3:1\n"
              "move d4 @3:4\n"
              "result * @3:7\n"
              "end_game @3:8\n");
    for (const char* text : {"1. e4 e5\n[Event \"B\"]\n*", "1. e4 e5 \r\n  [Event \"B\"]\n*",
                             "1. e4 {c}\n[Event \"B\"]\n*"}) {
        const std::string t = transcribe(text);
        EXPECT_NE(t.find("error game-truncated"), std::string::npos) << t;
        EXPECT_EQ(t.find("missing-termination-marker"), std::string::npos) << t;
    }
    for (const char* text :
         {"1. e4 e5\n\n[Event \"B\"]\n*", "1. e4 e5\r\n\r\n[Event \"B\"]\n*",
          "1. e4 e5\r\r[Event \"B\"]\n*", "1. e4 e5\n \t\n[Event \"B\"]\n*", "1. e4 e5\n"}) {
        const std::string t = transcribe(text);
        EXPECT_NE(t.find("error missing-termination-marker"), std::string::npos) << t;
        EXPECT_EQ(t.find("game-truncated"), std::string::npos) << t;
    }
    // A tag value that ran over its line makes the rest of it look like movetext; the tags
    // after it end that, and no cut is claimed.
    const std::string broken = transcribe("[Site \"Some\nwhere\"]\n[Result \"*\"]\n*");
    EXPECT_EQ(broken.find("game-truncated"), std::string::npos) << broken;
    EXPECT_NE(broken.find("error missing-termination-marker"), std::string::npos) << broken;
    // Nor does movetext without a move: tags joined by markup pasted from a web page.
    const std::string pasted = transcribe("[Event \"?\"]<br />[Site \"?\"]<br />1. e4 *");
    EXPECT_EQ(pasted.find("game-truncated"), std::string::npos) << pasted;
}

// Comments with no game after them are delivered as a record of their own and reported: an
// unterminated one as such, closed ones as outside any game (issue 39: nothing is dropped).
TEST(ParserCases, CommentsAfterTheLastGameAreReported) {
    EXPECT_EQ(transcribe("1. e4 *\n\n{abc\n"),
              "begin_game 0 @1:1\n"
              "movetext @1:1\n"
              "number 1. @1:1\n"
              "move e4 @1:4\n"
              "result * @1:7\n"
              "end_game @1:8\n"
              "begin_game 1 @3:1\n"
              "error unterminated-comment \"{\" @3:1\n"
              "movetext @3:1\n"
              "end_game @3:1\n");
    EXPECT_EQ(transcribe("{abc"),
              "begin_game 0 @1:1\n"
              "error unterminated-comment \"{\" @1:1\n"
              "movetext @1:1\n"
              "end_game @1:1\n");
    EXPECT_EQ(transcribe("1. e4 *\n{one} ; two\n"),
              "begin_game 0 @1:1\n"
              "movetext @1:1\n"
              "number 1. @1:1\n"
              "move e4 @1:4\n"
              "result * @1:7\n"
              "end_game @1:8\n"
              "begin_game 1 @2:1\n"
              "comment \"one\" @2:1\n"
              "comment \" two\" @2:7\n"
              "movetext @2:12\n"
              "error comment-outside-game \"\" @2:1\n"
              "end_game @2:12\n");
    // A comment never closed, cut by the next game's tag line: reported, the game after it whole.
    const std::string cut = transcribe("1. e4 *\n{abc\n[Event \"B\"]\n1. d4 *\n");
    EXPECT_NE(cut.find("begin_game 1 @2:1\nerror unterminated-comment \"{\" @2:1\n"),
              std::string::npos)
        << cut;
    EXPECT_NE(cut.find("begin_game 2 @3:1\ntag Event \"B\" @3:1\n"), std::string::npos) << cut;
}

TEST(ParserCases, ErrorInvalidNag) {
    EXPECT_EQ(transcribe("1. e4 $ e5 $256 Nf3 !!! Nc6 *\n"
                         ""),
              "begin_game 0 @1:1\n"
              "movetext @1:1\n"
              "number 1. @1:1\n"
              "move e4 @1:4\n"
              "error invalid-nag \"$\" @1:7\n"
              "move e5 @1:9\n"
              "error invalid-nag \"$256\" @1:12\n"
              "move Nf3 @1:17\n"
              "error invalid-nag \"!!!\" @1:21\n"
              "move Nc6 @1:25\n"
              "result * @1:29\n"
              "end_game @1:30\n"
              "");
}

TEST(ParserLimits, TokenTooLong) {
    Limits limits;
    limits.max_token_bytes = 8;
    EXPECT_EQ(transcribe("1. e4 {a long comment} e5 *\n1. Nf3 *\n", limits),
              "begin_game 0 @1:1\n"
              "movetext @1:1\n"
              "number 1. @1:1\n"
              "move e4 @1:4\n"
              "error token-too-long \"{a long comment\" @1:7\n"
              "end_game @1:6\n"
              "begin_game 1 @2:1\n"
              "movetext @2:1\n"
              "number 1. @2:1\n"
              "move Nf3 @2:4\n"
              "result * @2:8\n"
              "end_game @2:9\n");
}

TEST(ParserLimits, VariationTooDeep) {
    Limits limits;
    limits.max_variation_depth = 2;
    EXPECT_EQ(transcribe("1. e4 (1. d4 (1. c4 (1. b3))) *\n", limits),
              "begin_game 0 @1:1\n"
              "movetext @1:1\n"
              "number 1. @1:1\n"
              "move e4 @1:4\n"
              "( @1:7\n"
              "number 1. @1:8\n"
              "move d4 @1:11\n"
              "( @1:14\n"
              "number 1. @1:15\n"
              "move c4 @1:18\n"
              "error variation-too-deep \"(\" @1:21\n"
              "end_game @1:22\n");
}

TEST(ParserLimits, TooManyMoves) {
    Limits limits;
    limits.max_moves_per_game = 3;
    EXPECT_EQ(transcribe("1. e4 e5 2. Nf3 Nc6 *\n", limits),
              "begin_game 0 @1:1\n"
              "movetext @1:1\n"
              "number 1. @1:1\n"
              "move e4 @1:4\n"
              "move e5 @1:7\n"
              "number 2. @1:10\n"
              "move Nf3 @1:13\n"
              "error too-many-moves \"Nc6\" @1:17\n"
              "end_game @1:20\n");
}

TEST(ParserLimits, GameTooLargeIsDeliveredTruncatedAndCounted) {
    Limits limits;
    limits.max_game_bytes = 20;
    EXPECT_EQ(transcribe("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 *\n1. d4 *\n", limits),
              "begin_game 0 truncated @1:1\n"
              "movetext @1:1\n"
              "number 1. @1:1\n"
              "move e4 @1:4\n"
              "move e5 @1:7\n"
              "number 2. @1:10\n"
              "move Nf3 @1:13\n"
              "move Nc6 @1:17\n"
              "error game-too-large \"\" @1:21\n"  // where the text was cut
              "end_game @1:20\n"
              "begin_game 1 @2:1\n"
              "movetext @2:1\n"
              "number 1. @2:1\n"
              "move d4 @2:4\n"
              "result * @2:7\n"
              "end_game @2:8\n");
}

// Whatever ends the parse of a truncated game first (an error that ends the game, the error
// bound), game-too-large follows, once, so the user learns that the game was cut. A comment the
// cut leaves open may close past the cut: it is not called unterminated (issue 39), and the
// parse stops at the last blank before the cut, so no token the cut split is read as whole.
TEST(ParserLimits, GameTooLargeIsReportedWhenTheCutFallsInsideAComment) {
    Limits limits;
    limits.max_game_bytes = 14;
    EXPECT_EQ(transcribe("1. e4 e5 {a long comment} 2. Nf3 *\n1. d4 *\n", limits),
              "begin_game 0 truncated @1:1\n"
              "movetext @1:1\n"
              "number 1. @1:1\n"
              "move e4 @1:4\n"
              "move e5 @1:7\n"
              "error game-too-large \"\" @1:15\n"
              "end_game @1:9\n"
              "begin_game 1 @2:1\n"
              "movetext @2:1\n"
              "number 1. @2:1\n"
              "move d4 @2:4\n"
              "result * @2:7\n"
              "end_game @2:8\n");
}

TEST(ParserLimits, GameTooLargeIsReportedAfterAnErrorThatEndsTheGame) {
    Limits limits;
    limits.max_game_bytes = 20;
    EXPECT_EQ(transcribe("1. e4 ) e5 2. Nf3 Nc6 3. Bb5 a6 *\n", limits),
              "begin_game 0 truncated @1:1\n"
              "movetext @1:1\n"
              "number 1. @1:1\n"
              "move e4 @1:4\n"
              "error unmatched-close-paren \")\" @1:7\n"
              "error game-too-large \"\" @1:21\n"
              "end_game @1:8\n");
}

TEST(ParserLimits, GameTooLargeIsReportedBeyondTheErrorBound) {
    Limits limits;
    limits.max_game_bytes = 20;
    limits.max_errors_per_game = 1;
    EXPECT_EQ(transcribe("1. e4 @ e5 2. Nf3 Nc6 3. Bb5 a6 *\n", limits),
              "begin_game 0 truncated @1:1\n"
              "movetext @1:1\n"
              "number 1. @1:1\n"
              "move e4 @1:4\n"
              "error unexpected-token \"@\" @1:7\n"
              "error game-too-large \"\" @1:21\n"
              "end_game @1:8\n");
}

TEST(ParserLimits, GameTooLargePointsAtTheCutAcrossLineEnds) {
    Limits limits;
    limits.max_game_bytes = 30;
    const std::string t = transcribe("[Event \"cut\"]\r\n\r\n1. e4 {one\ntwo\r\nthree} *\n", limits,
                                     static_cast<std::size_t>(-1), true);
    EXPECT_NE(t.find("move e4 @3:4#20\n"
                     "error game-too-large \"\" @4:3#30\n"),
              std::string::npos)
        << t;
    EXPECT_EQ(t.find("unterminated-comment"), std::string::npos) << t;
}

// A cut between CR and LF: whether the CR ends its line alone depends on the byte not read, so
// the span points at the CR itself, also when the parse already counted it as a line end.
TEST(ParserLimits, GameTooLargeCutAfterACrPointsAtTheCr) {
    Limits limits;
    limits.max_game_bytes = 9;
    for (const char* text : {"1. e4 {a\r\nb} *\n", "1. e4 {a\rb} *\n", "1. e4 e5\r\n2. Nf3 *\n"}) {
        const std::string t = transcribe(text, limits, static_cast<std::size_t>(-1), true);
        EXPECT_NE(t.find("error game-too-large \"\" @1:9#8\n"), std::string::npos) << t;
    }
}

TEST(ParserLimits, GameTooLargeIsNotReportedAfterStop) {
    Limits limits;
    limits.max_game_bytes = 14;
    io::MemorySource source("1. e4 $300 e5 {a long comment} 2. Nf3 *\n");
    RecordingVisitor visitor;
    visitor.answer = [](std::string_view line) {
        return line.starts_with("error") ? Control::stop : Control::proceed;
    };
    EXPECT_TRUE(parse_stream(source, visitor, limits).stopped);
    EXPECT_EQ(visitor.transcript.find("game-too-large"), std::string::npos) << visitor.transcript;
    EXPECT_EQ(visitor.errors, 1);
}

std::string transcribe_answering(std::string text, std::string_view event, Control control) {
    io::MemorySource source(std::move(text));
    RecordingVisitor visitor;
    visitor.answer = [&](std::string_view line) {
        return line.substr(0, event.size()) == event ? control : Control::proceed;
    };
    parse_stream(source, visitor);
    return visitor.transcript;
}

TEST(ParserControl, SkipFromBeginVariationSkipsItWithoutEndVariation) {
    EXPECT_EQ(transcribe_answering("1. e4 (1. d4 (1. c4) d5) e5 *\n", "( @1:7", Control::skip),
              "begin_game 0 @1:1\n"
              "movetext @1:1\n"
              "number 1. @1:1\n"
              "move e4 @1:4\n"
              "( @1:7\n"
              "move e5 @1:26\n"
              "result * @1:29\n"
              "end_game @1:30\n");
}

TEST(ParserControl, SkipInsideAVariationSkipsItsRestButEndsIt) {
    EXPECT_EQ(transcribe_answering("1. e4 (1. d4 d5 2. c4) e5 *\n", "move d4", Control::skip),
              "begin_game 0 @1:1\n"
              "movetext @1:1\n"
              "number 1. @1:1\n"
              "move e4 @1:4\n"
              "( @1:7\n"
              "number 1. @1:8\n"
              "move d4 @1:11\n"
              ") @1:22\n"
              "move e5 @1:24\n"
              "result * @1:27\n"
              "end_game @1:28\n");
}

TEST(ParserControl, SkipAtTheMainLineSkipsTheRestOfTheGame) {
    EXPECT_EQ(transcribe_answering("[Event \"A\"]\n[Site \"B\"]\n1. e4 *\n1. d4 *\n", "tag Event",
                                   Control::skip),
              "begin_game 0 @1:1\n"
              "tag Event \"A\" @1:1\n"
              "movetext @1:12\n"  // the end of the last token read
              "end_game @1:12\n"
              "begin_game 1 @4:1\n"
              "movetext @4:1\n"
              "number 1. @4:1\n"
              "move d4 @4:4\n"
              "result * @4:7\n"
              "end_game @4:8\n");
}

TEST(ParserControl, StopEndsParsingAtOnce) {
    io::MemorySource source("1. e4 e5 *\n1. d4 *\n");
    RecordingVisitor visitor;
    visitor.answer = [](std::string_view line) {
        return line.starts_with("move e5") ? Control::stop : Control::proceed;
    };
    const ParseStats stats = parse_stream(source, visitor);
    EXPECT_TRUE(stats.stopped);
    EXPECT_EQ(stats.games, 1U);
    EXPECT_EQ(visitor.transcript,
              "begin_game 0 @1:1\n"
              "movetext @1:1\n"
              "number 1. @1:1\n"
              "move e4 @1:4\n"
              "move e5 @1:7\n");
}

TEST(SyntaxErrorNames, AreStableKebabCaseAndDistinct) {
    std::set<std::string_view> names;
    for (int i = 0; i < kSyntaxErrorKindCount; ++i) {
        const auto name = syntax_error_name(static_cast<SyntaxErrorKind>(i));
        EXPECT_EQ(name.find_first_not_of("abcdefghijklmnopqrstuvwxyz-"), std::string_view::npos);
        EXPECT_FALSE(syntax_error_message(static_cast<SyntaxErrorKind>(i)).empty());
        names.insert(name);
    }
    EXPECT_EQ(names.size(), static_cast<std::size_t>(kSyntaxErrorKindCount));
    EXPECT_EQ(syntax_error_name(SyntaxErrorKind::unterminated_comment), "unterminated-comment");
}

TEST(SyntaxErrorMessages, QuoteTheOffendingTextWhereItReadsAndNeverTwice) {
    const auto message = [](SyntaxErrorKind kind, std::string_view detail) {
        std::string out;
        append_syntax_error_message(kind, detail, out);
        return out;
    };
    EXPECT_EQ(message(SyntaxErrorKind::unexpected_token, "@@"),
              "unexpected text '@@' in the movetext: not a move, move number, NAG, comment or "
              "result (PGN 8.2)");
    EXPECT_EQ(message(SyntaxErrorKind::invalid_nag, "$999"),
              "invalid annotation '$999': a NAG is $0 to $255, a suffix one of ! ? !! ?? !? ?! "
              "(PGN 8.2.4)");
    EXPECT_EQ(message(SyntaxErrorKind::unterminated_comment, "{"),
              "comment opened with '{' is never closed");
    EXPECT_EQ(message(SyntaxErrorKind::unmatched_close_paren, ")"), "')' closes no variation");
    EXPECT_EQ(message(SyntaxErrorKind::malformed_tag, "[Site"),
              "malformed tag pair, expected [Name \"value\"] near '[Site'");
    EXPECT_EQ(message(SyntaxErrorKind::game_too_large, ""),
              "game exceeds the size limit; the rest of it is skipped");
}

}  // namespace
}  // namespace pgnlint::pgn
