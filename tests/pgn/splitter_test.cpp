// Game boundaries, buffer boundaries inside every kind of token, and hostile input (deep
// nesting, huge tokens, NUL bytes, binary noise): bounded, linear, every game seen once.
#include "pgnlint/pgn/game_splitter.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <ostream>
#include <string>
#include <vector>

#include "recording_visitor.h"

namespace pgnlint::pgn {
namespace {

using namespace std::string_literals;
using testing::RecordingVisitor;
using testing::transcribe;

std::vector<std::string> split(std::string text, const Limits& limits = {},
                               std::size_t chunk = static_cast<std::size_t>(-1)) {
    io::MemorySource source(std::move(text), "<test>", chunk);
    GameSplitter splitter(source, limits);
    std::vector<std::string> games;
    RawGame game;
    std::uint64_t expected_index = 0;
    while (splitter.next(game)) {
        EXPECT_EQ(game.index, expected_index++);
        games.emplace_back(game.text);
    }
    return games;
}

TEST(GameSplitter, CutsAtTerminationMarkersTagsAfterMovetextAndEndOfInput) {
    EXPECT_EQ(split("[Event \"A\"]\n1. e4 1-0 [Event \"B\"] 1. d4 0-1\n\n1. c4 1/2-1/2 1. Nf3 *"
                    "\n[Event \"E\"]\n1. e4\n[Event \"F\"]\n1. d4"),
              (std::vector<std::string>{"[Event \"A\"]\n1. e4 1-0", "[Event \"B\"] 1. d4 0-1",
                                        "1. c4 1/2-1/2", "1. Nf3 *", "[Event \"E\"]\n1. e4\n",
                                        "[Event \"F\"]\n1. d4"}));
}

TEST(GameSplitter, MarkersInsideTokensCommentsOrVariationsDoNotCut) {
    EXPECT_EQ(
        split("1. e4 {1-0 *} e5 ; 0-1\n(1. d4 *) a1-0 1-0! 2. Nf3 1/2-1/2\n"),
        (std::vector<std::string>{"1. e4 {1-0 *} e5 ; 0-1\n(1. d4 *) a1-0 1-0! 2. Nf3 1/2-1/2"}));
}

// The parser reads an evaluation glyph written against a marker as a token of its own, so the
// marker ends the game; a run of glyph bytes that is no glyph, or that continues a symbol, is
// one word with the marker, as the parser reads it (found by fuzz pgn_reader, "=0-1;").
TEST(GameSplitter, AMarkerAfterAGlyphWithoutABlankCutsAsTheParserReadsIt) {
    for (const std::size_t chunk : {std::size_t{1}, std::size_t{3}, static_cast<std::size_t>(-1)}) {
        EXPECT_EQ(split("1. e4 =1-0 {next}\n1. d4 +=0-1 e4 =/+1/2-1/2 $1 2. d4 *", {}, chunk),
                  (std::vector<std::string>{"1. e4 =1-0", "{next}\n1. d4 +=0-1", "e4 =/+1/2-1/2",
                                            "$1 2. d4 *"}));
        EXPECT_EQ(split("1. e4 =+=0-1 e5=1-0 -+0-1 2. d4 *", {}, chunk),
                  (std::vector<std::string>{"1. e4 =+=0-1 e5=1-0 -+0-1 2. d4 *"}));
        // A numeric NAG ends at its last digit: the glyph after it starts a token.
        EXPECT_EQ(split("1. e4 $1=0-1 {next}\n1. d4 e5$14+=1-0 $=1/2-1/2 *", {}, chunk),
                  (std::vector<std::string>{"1. e4 $1=0-1", "{next}\n1. d4 e5$14+=1-0", "$=1/2-1/2",
                                            "*"}));
        // A NAG takes every digit after its '$': "$0-1" is the NAG $0 and then "-1", no
        // marker (found by fuzz fix: the marker --fix added after it became a game).
        EXPECT_EQ(split("1. e4 $0-1 *\n1. d4 $1/2-1/2 $11-0 1-0", {}, chunk),
                  (std::vector<std::string>{"1. e4 $0-1 *", "1. d4 $1/2-1/2 $11-0 1-0"}));
    }
}

// What the splitter says of how each game ended, besides its text.
struct Delivered {
    std::string text;
    bool comments_only = false;
    bool cut_by_tags = false;
    bool starts_on_cutting_tag = false;
    bool glued_to_next = false;
    bool operator==(const Delivered&) const = default;
    friend void PrintTo(const Delivered& d, std::ostream* os) {
        *os << ::testing::PrintToString(d.text) << (d.comments_only ? " comments-only" : "")
            << (d.cut_by_tags ? " cut-by-tags" : "")
            << (d.starts_on_cutting_tag ? " starts-on-cutting-tag" : "")
            << (d.glued_to_next ? " glued-to-next" : "");
    }
};

std::vector<Delivered> deliver_all(std::string text, std::size_t chunk) {
    io::MemorySource source(std::move(text), "<test>", chunk);
    GameSplitter splitter(source, Limits{});
    std::vector<Delivered> games;
    RawGame game;
    while (splitter.next(game))
        games.push_back({std::string(game.text), game.comments_only, game.cut_by_tags,
                         game.starts_on_cutting_tag, game.glued_to_next});
    return games;
}

// A `*` ends its game even with a word written against it; the game says so, for --fix, which
// would otherwise write `1-0` over the `*` and make one word of it and the next (`1-0te`). The
// byte after the `*` is read even when the `*` is the last byte a read gave.
TEST(GameSplitter, AGameEndedByAStarWrittenAgainstTheNextTokenSaysSo) {
    for (std::size_t chunk : {std::size_t{1}, std::size_t{2}, static_cast<std::size_t>(-1)}) {
        EXPECT_EQ(deliver_all("1. e4 *te is odd}\n", chunk),
                  (std::vector<Delivered>{{"1. e4 *", false, false, false, true},
                                          {"te is odd}\n", false, false, false, false}}))
            << "chunk " << chunk;
        EXPECT_EQ(deliver_all("1. e4 *!? 1. d4 * *", chunk),
                  (std::vector<Delivered>{{"1. e4 *", false, false, false, true},
                                          {"!? 1. d4 *", false, false, false, false},
                                          {"*", false, false, false, false}}))
            << "chunk " << chunk;
        EXPECT_EQ(deliver_all("1. e4 *", chunk),
                  (std::vector<Delivered>{{"1. e4 *", false, false, false, false}}));
    }
}

// Trailing comments are delivered, flagged, so that they are reported rather than dropped
// (issue 39); comments before a game belong to it.
TEST(GameSplitter, CommentsBeforeAGameBelongToItAndTrailingCommentsAreDeliveredFlagged) {
    for (std::size_t chunk : {std::size_t{1}, std::size_t{3}, static_cast<std::size_t>(-1)}) {
        EXPECT_EQ(
            deliver_all("; file header\n{intro}\n[Event \"A\"]\n*\n\n{ trailing remark }\n% "
                        "escape\n",
                        chunk),
            (std::vector<Delivered>{{"; file header\n{intro}\n[Event \"A\"]\n*", false, false},
                                    {"{ trailing remark }\n% escape\n", true, false}}))
            << "chunk " << chunk;
        EXPECT_EQ(deliver_all("{never closed", chunk),
                  (std::vector<Delivered>{{"{never closed", true, false}}));
        // A tag line ends a comment never closed; the comment is delivered before the game,
        // which must keep the [Event line first.
        EXPECT_EQ(deliver_all("*\n{never closed\n[Event \"B\"]\n*", chunk),
                  (std::vector<Delivered>{{"*", false, false},
                                          {"{never closed\n", true, false},
                                          {"[Event \"B\"]\n*", false, false, true}}));
    }
}

// A tag whose name the tag section already has starts a new game, which says so: it stays a
// game of its own only while that tag comes first (--fix inserts nothing before it).
TEST(GameSplitter, AGameStartedByARepeatedTagNameSaysSo) {
    for (std::size_t chunk : {std::size_t{1}, std::size_t{2}, static_cast<std::size_t>(-1)}) {
        EXPECT_EQ(deliver_all("[Black\n[Black \"\"]\n[Event \"a\"]\n[Site \"b\"]\n[Event \"c\"]\n"
                              "1. e4 *\n[Event \"d\"]\n*",
                              chunk),
                  (std::vector<Delivered>{
                      {"[Black\n", false, false, false},
                      {"[Black \"\"]\n[Event \"a\"]\n[Site \"b\"]\n", false, false, true},
                      {"[Event \"c\"]\n1. e4 *", false, false, true},
                      {"[Event \"d\"]\n*", false, false, false}}))
            << "chunk " << chunk;
    }
}

// A `[` in the movetext ends the game; with no blank line before it the game was cut short.

// An [Event line right after a line of an unterminated `{` comment cuts the comment and starts a
// game that must keep it first (a tag put before it would be read as the comment's; found by
// fuzz fix); after a blank line any tag pair cuts it, and one put before it would too.
TEST(GameSplitter, AGameStartedByAnEventLineThatCutAnOpenCommentSaysSo) {
    for (std::size_t chunk : {std::size_t{1}, std::size_t{2}, static_cast<std::size_t>(-1)}) {
        EXPECT_EQ(deliver_all("[Event \"a\"]\n{p\n[Event \"b\"]\n{q\n\n[Event \"c\"]\n*", chunk),
                  (std::vector<Delivered>{{"[Event \"a\"]\n{p\n", false, false, false},
                                          {"[Event \"b\"]\n{q\n\n", false, false, true},
                                          {"[Event \"c\"]\n*", false, false, false}}))
            << "chunk " << chunk;
    }
}
TEST(GameSplitter, TagsInsideTheMovetextMarkACutGame) {
    for (std::size_t chunk : {std::size_t{1}, std::size_t{2}, static_cast<std::size_t>(-1)}) {
        EXPECT_EQ(deliver_all("1. e4 e5 2. Nf3 [Event \"B\"] *\n1. d4\r\n[Event \"C\"] *\n"
                              "1. c4\r\n\r\n[Event \"D\"] *\n1. b3\n \n[Event \"E\"] *",
                              chunk),
                  (std::vector<Delivered>{{"1. e4 e5 2. Nf3 ", false, true},
                                          {"[Event \"B\"] *", false, false},
                                          {"1. d4\r\n", false, true},
                                          {"[Event \"C\"] *", false, false},
                                          {"1. c4\r\n\r\n", false, false},
                                          {"[Event \"D\"] *", false, false},
                                          {"1. b3\n \n", false, false},
                                          {"[Event \"E\"] *", false, false}}))
            << "chunk " << chunk;
    }
}

TEST(GameSplitter, EmptyAndBlankInputsHoldNoGame) {
    EXPECT_TRUE(split("").empty());
    EXPECT_TRUE(split("\n\r\n \t\n").empty());
    EXPECT_TRUE(split("\xef\xbb\xbf").empty());
    EXPECT_TRUE(split("% only an escape line").empty());
}

// Every construct of the import format in one input, to be cut at every byte.
const std::string kKitchenSink =
    "\xef\xbb\xbf% escape line\r\n"
    "[Event \"Kitchen \\\"sink\\\" \\\\\"]\r\n"
    "[Site \"M\xfcnchen\"]\r\n\r\n"
    "1. e4! {multi\r\nline [%clk 0:01:00]} e5?! 2. Nf3 $1 (2. Bc4 ; rest\r\n"
    "2... Nf6 (2... Bc5 !?) 3. d3) 2... Nc6 3. Bb5 -- 4. Z0 a6 5\xe2\x80\xa6 b5 1/2-1/2\r"
    "[Event \"second\"]\t[Round \"2\"] 1. d4 d5 *\n"
    "[Event \"tags only\"]\n\n"
    "[Event \"broken\"]\n[Site \"unterminated\n1. e4 { runaway comment\n\n"
    "[Event \"after runaway\"]\n1. c4 ) 0-1\n"
    "1. e4 (1. d4 1-0\n"
    "[White \"x\"] 1. e4 e5 $300 \x01 *\n"
    "1. b3 1-0";

TEST(GameSplitter, SameEventsWhereverTheBufferBoundariesFall) {
    const std::string whole = transcribe(kKitchenSink, {}, static_cast<std::size_t>(-1), true);
    EXPECT_NE(whole.find("begin_game 7 "), std::string::npos) << whole;
    EXPECT_EQ(whole.find("begin_game 8 "), std::string::npos) << whole;
    for (std::size_t chunk : {1, 2, 3, 5, 7, 13, 64}) {
        EXPECT_EQ(transcribe(kKitchenSink, {}, chunk, true), whole) << "chunk " << chunk;
    }
}

// Tags the splitter skips whole (plain, ending within 64 bytes) and tags it walks state by
// state (a `]` or escape in the value, a backslash in the name, longer than the window, cut by
// the line end), read whole and in pieces small enough that no 64 bytes are ever buffered.
TEST(GameSplitter, TagsOfEveryShapeCutTheSameWhateverTheReadSize) {
    std::string text;
    for (std::size_t length = 0; length < 80; length += 3) {
        text += "[Event \"" + std::string(length, 'v') + "\"]\n[Site \"s\"] *\n";
    }
    text += "[Event \"a]b\"] [Site \"q\\\"r\"] [Da\\te \"d\"] [Round \"1\" ] *\n";
    text += "[Event \"cut\n[Site \"x\" junk] [White \"]\" ]] 1. e4 *\n";
    text += "[Event \"e\"][Event \"repeat starts a game\"]\r\n1. d4 *";
    const std::string whole = transcribe(text, {}, static_cast<std::size_t>(-1), true);
    EXPECT_NE(whole.find("begin_game 30 "), std::string::npos) << whole;
    EXPECT_EQ(whole.find("begin_game 31 "), std::string::npos) << whole;
    EXPECT_NE(whole.find("tag Event \"a]b\""), std::string::npos) << whole;
    EXPECT_NE(whole.find("tag Site \"q\"r\""), std::string::npos) << whole;
    for (std::size_t chunk : {1, 2, 5, 31, 63}) {
        EXPECT_EQ(transcribe(text, {}, chunk, true), whole) << "chunk " << chunk;
    }
}

// Tag pairs one per line are taken one after the other while the next line starts with `[`:
// LF and CRLF line ends, a repeated name on the next line (starts a game), and the lines that
// leave that run (a lone CR, a blank line, an escape line, a blank before `[`, a tag that is not
// plain), read whole and in pieces that cut between every line end and its `[`; a trailing
// comment is delivered on its own.
TEST(GameSplitter, TagLinesInARowCutAndCountLinesTheSameWhateverTheReadSize) {
    const std::string text =
        "[Event \"a\"]\n[Site \"b\"]\r\n[Date \"c\"]\r[Round \"d\"]\n\n[White \"e\"]\n"
        "% escape\n[Black \"f\"]\n [Result \"*\"]\n[Annotator \"g]h\"]\n[ECO \"i\"]\r\n"
        "[Event \"repeat\"]\r\n[Site \"j\"]\n*\n{" +
        std::string(64, '-') + "}";  // so every tag above has a tag line's lookahead after it
    EXPECT_EQ(split(text), (std::vector<std::string>{text.substr(0, text.find("[Event \"repeat")),
                                                     "[Event \"repeat\"]\r\n[Site \"j\"]\n*",
                                                     text.substr(text.find('{'))}));
    const std::string whole = transcribe(text, {}, static_cast<std::size_t>(-1), true);
    for (const char* fact :
         {"tag Site \"b\" @2:1#", "tag Date \"c\" @3:1#", "tag Round \"d\" @4:1#",
          "tag White \"e\" @6:1#", "tag Black \"f\" @8:1#", "tag Result \"*\" @9:2#",
          "tag Annotator \"g]h\" @10:1#", "tag ECO \"i\" @11:1#",
          "error missing-termination-marker \"\" @11:10#", "begin_game 1 @12:1#124",
          "tag Site \"j\" @13:1#", "result * @14:1#"}) {
        EXPECT_NE(whole.find(fact), std::string::npos) << fact << "\n" << whole;
    }
    for (std::size_t chunk = 1; chunk <= 70; ++chunk) {
        EXPECT_EQ(transcribe(text, {}, chunk, true), whole) << "chunk " << chunk;
    }
}

// A movetext comment closed on its line is taken in one search; one that goes on over a line
// end, or past what is buffered, is walked by the comment state, which also sees a tag line
// starting inside it. Marker-like text inside comments never ends a game.
TEST(GameSplitter, MovetextCommentsOnOneLineOrManyCutTheSameWhateverTheReadSize) {
    const std::string text =
        "1. e4 {[%clk 0:01:00] 1-0 *} e5 {a\r\n [Event \"no\"] 0-1} 2. Nf3 {} {(} 1/2-1/2\n"
        "1. d4 {" +
        std::string(100, 'x') + "} d5 { open\n[Event \"next\"]\n1. c4 *";
    const std::vector<std::string> games = {
        "1. e4 {[%clk 0:01:00] 1-0 *} e5 {a\r\n [Event \"no\"] 0-1} 2. Nf3 {} {(} 1/2-1/2",
        "1. d4 {" + std::string(100, 'x') + "} d5 { open\n", "[Event \"next\"]\n1. c4 *"};
    for (std::size_t chunk = 1; chunk <= 70; ++chunk) {
        EXPECT_EQ(split(text, {}, chunk), games) << "chunk " << chunk;
    }
    EXPECT_EQ(split(text), games);
    const std::string events = transcribe(text);
    EXPECT_NE(events.find("begin_game 1 @3:1\n"), std::string::npos) << events;
    EXPECT_NE(events.find("begin_game 2 @4:1\n"), std::string::npos) << events;
}

TEST(GameSplitter, KitchenSinkTranscriptFacts) {
    const std::string t = transcribe(kKitchenSink, {}, static_cast<std::size_t>(-1), true);
    for (const char* fact : {
             "begin_game 0 @2:1#18\n",  // after the BOM and the escape line
             "tag Event \"Kitchen \"sink\" \\\" @2:1#18\n",
             "tag Site \"M\xfcnchen\" @3:1#49\n",
             "comment \"multi\r\nline [%clk 0:01:00]\" @5:8#76\n",
             "move e5?! @6:22#105\n",
             "comment \" rest\" @6:45#128\n",
             "nag 5 @7:20#155\n",
             "number 5... @7:59#194\n",
             "result 1/2-1/2 @7:67#202\nend_game @7:74#209\n",
             "begin_game 1 @8:1#210\n",  // after a lone CR
             "tag Round \"2\" @8:18#227\n",
             "begin_game 2 @9:1#250\n",
             "error missing-termination-marker \"\" @9:20#269\n",
             "error unterminated-string \"\"unterminated\" @12:7#294\n",
             "error unterminated-comment \"{\" @13:7#314\n",
             "begin_game 4 @15:1#333\ntag Event \"after runaway\" @15:1#333\n",
             "error unmatched-close-paren \")\" @16:7#363\n",
             "error unclosed-variation \"(\" @17:7#375\n",
             "error invalid-nag \"$300\" @18:22#407\n",
             "error unexpected-token \"\x01\" @18:27#412\n",
             "begin_game 7 @19:1#416\n",
             "result 1-0 @19:7#422\nend_game @19:10#425\n",
         }) {
        EXPECT_NE(t.find(fact), std::string::npos) << fact;
    }
}

struct Balance : VisitorBase {
    std::uint64_t begins = 0, ends = 0, errors = 0, next_index = 0;
    bool ordered = true;
    Control begin_game(const GameStart& start) {
        ordered = ordered && start.index == next_index++;
        ++begins;
        return Control::proceed;
    }
    Control end_game(Span) {
        ++ends;
        return Control::proceed;
    }
    Control syntax_error(const SyntaxError&) {
        ++errors;
        return Control::proceed;
    }
};

TEST(HostileInput, HundredThousandNestedVariationsAreOneErrorNotACrash) {
    std::string text =
        "[Event \"deep\"]\n1. e4 " + std::string(100000, '(') + "\n[Event \"next\"]\n1. d4 *\n";
    const std::string t = transcribe(text);
    EXPECT_NE(t.find("error variation-too-deep \"(\" @2:263\n"), std::string::npos);  // 256 deep
    EXPECT_NE(t.find("begin_game 1 @3:1\ntag Event \"next\" @3:1\n"), std::string::npos);
    EXPECT_NE(t.find("result * @4:7\nend_game @4:8\n"), std::string::npos);
}

TEST(HostileInput, HugeCommentIsBoundedByTheTokenLimit) {
    const std::string text = "1. e4 {" + std::string(3 << 20, 'x') + "} e5 *\n1. d4 *\n";
    const std::string t = transcribe(text);
    EXPECT_NE(t.find("error token-too-long \"{xxxxxxxxxxxxxxx\" @1:7\n"), std::string::npos);
    EXPECT_NE(t.find("begin_game 1 @2:1\n"), std::string::npos);
    Limits generous;
    generous.max_token_bytes = 4 << 20;
    io::MemorySource source(text);
    Balance balance;
    parse_stream(source, balance, generous);
    EXPECT_EQ(balance.errors, 0U);
    EXPECT_EQ(balance.begins, 2U);
}

TEST(HostileInput, HugeGameIsTruncatedAndTheNextGameSurvives) {
    Limits limits;
    limits.max_game_bytes = 1 << 16;
    std::string text = "[Event \"huge\"]\n";
    for (int i = 0; i < 50000; ++i) text += "Nf3 Nf6 Ng1 Ng8 ";
    text += "*\n[Event \"after\"]\n1. e4 *\n";
    const std::string t = transcribe(text, limits, 4096);
    EXPECT_NE(t.find("begin_game 0 truncated @1:1\n"), std::string::npos);
    EXPECT_NE(t.find("error game-too-large"), std::string::npos);
    EXPECT_NE(t.find("begin_game 1 @3:1\ntag Event \"after\" @3:1\n"), std::string::npos);
    EXPECT_EQ(t.find("begin_game 2"), std::string::npos);
}

TEST(HostileInput, NulBytesAndBinaryNoiseNeverCrashAndEveryGameEnds) {
    std::string noise;
    std::uint64_t state = 0x9E3779B97F4A7C15ULL;
    for (int i = 0; i < (1 << 21); ++i) {
        state = state * 6364136223846793005ULL + 1442695040888963407ULL;
        noise.push_back(static_cast<char>(state >> 56));
    }
    for (const std::string& text : {noise, std::string(100000, '\0'), "1. e4 \0 e5 *"s + noise}) {
        for (std::size_t chunk : {std::size_t{1} << 20, std::size_t{4093}}) {
            io::MemorySource source(text, "<noise>", chunk);
            Balance balance;
            const ParseStats stats = parse_stream(source, balance);
            EXPECT_EQ(balance.begins, stats.games);
            EXPECT_EQ(balance.ends, stats.games);
            EXPECT_TRUE(balance.ordered);
            EXPECT_EQ(stats.bytes, text.size());
            EXPECT_GT(balance.errors, 0U);
        }
    }
}

}  // namespace
}  // namespace pgnlint::pgn
