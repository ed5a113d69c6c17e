// NdjsonGameReader on hand-made exports: every field, columns, escapes, blank and malformed
// lines, records without moves, values spread over lines, overlong lines, and chunk sizes that
// cut lines anywhere; pgnlint's own reports told from game input.
#include "pgnlint/json_in/ndjson_games.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstring>
#include <string>
#include <vector>

namespace pgnlint::json_in {
namespace {

struct Seen {
    std::uint64_t line;
    std::uint64_t offset;
    std::string error;
    std::string id, moves, fen, variant, status, winner, white, black;
    std::int64_t created = -1;
    std::uint32_t moves_column;
    bool moves_exact;
    std::uint32_t status_column;
    bool operator==(const Seen&) const = default;
};

// Reads `text` through a source that hands out at most `piece` bytes per call.
std::vector<Seen> read_all(const std::string& text, std::size_t chunk = 1 << 20,
                           std::size_t piece = 1 << 20, std::size_t max_line = 1 << 20) {
    std::size_t position = 0;
    NdjsonGameReader reader(
        [&](char* buffer, std::size_t capacity) {
            const std::size_t n = std::min({capacity, piece, text.size() - position});
            std::memcpy(buffer, text.data() + position, n);
            position += n;
            return n;
        },
        chunk, max_line);
    std::vector<Seen> seen;
    GameRecord record;
    while (reader.next(record)) {
        seen.push_back({record.line, record.offset, record.error, std::string(record.id),
                        std::string(record.moves), std::string(record.initial_fen),
                        std::string(record.variant), std::string(record.status),
                        std::string(record.winner), std::string(record.white),
                        std::string(record.black), record.created_at_ms.value_or(-1),
                        record.moves_column, record.moves_exact, record.status_column});
    }
    EXPECT_EQ(reader.bytes_read(), text.size());
    return seen;
}

const std::string kLichessLine =
    R"({"id":"q7ZvsdUF","rated":true,"variant":"standard","speed":"blitz","createdAt":1514505150384,)"
    R"("status":"mate","players":{"white":{"user":{"name":"Lance5500","id":"lance5500"},"rating":2389},)"
    R"("black":{"user":{"name":"TryingHard87","id":"tryinghard87"},"rating":2498}},"winner":"white",)"
    R"("moves":"f3 e5 g4 Qh4#","clock":{"initial":180,"increment":0}})";

TEST(NdjsonGames, ReadsEveryFieldOfALichessRecord) {
    const std::vector<Seen> seen = read_all(kLichessLine + "\n");
    ASSERT_EQ(seen.size(), 1U);
    const Seen& r = seen[0];
    EXPECT_EQ(r.error, "");
    EXPECT_EQ(r.line, 1U);
    EXPECT_EQ(r.offset, 0U);
    EXPECT_EQ(r.id, "q7ZvsdUF");
    EXPECT_EQ(r.variant, "standard");
    EXPECT_EQ(r.status, "mate");
    EXPECT_EQ(r.winner, "white");
    EXPECT_EQ(r.white, "Lance5500");
    EXPECT_EQ(r.black, "TryingHard87");
    EXPECT_EQ(r.moves, "f3 e5 g4 Qh4#");
    EXPECT_EQ(r.created, 1514505150384);
    EXPECT_TRUE(r.moves_exact);
    // The column is where the moves' text starts, after the quote.
    EXPECT_EQ(kLichessLine.substr(r.moves_column - 1, 2), "f3");
    EXPECT_EQ(kLichessLine.substr(r.status_column - 1, 4), "mate");
}

TEST(NdjsonGames, AiPlayersFromPositionAndEscapedStrings) {
    const std::string text =
        "{\"id\":\"a\",\"variant\":\"fromPosition\",\"initialFen\":\"8/8/8/8/8/8/8/K1k5 w - - 0 "
        "1\","
        "\"players\":{\"white\":{\"aiLevel\":3},\"black\":{\"user\":{\"name\":\"O\\\"Neil\"}}},"
        "\"moves\":\"Ka2\\u0020Kc2\"}\n";
    const std::vector<Seen> seen = read_all(text);
    ASSERT_EQ(seen.size(), 1U);
    EXPECT_EQ(seen[0].error, "");
    EXPECT_EQ(seen[0].fen, "8/8/8/8/8/8/8/K1k5 w - - 0 1");
    EXPECT_EQ(seen[0].white, "AI level 3");
    EXPECT_EQ(seen[0].black, "O\"Neil");
    EXPECT_EQ(seen[0].moves, "Ka2 Kc2");
    EXPECT_FALSE(seen[0].moves_exact);
}

TEST(NdjsonGames, MalformedLinesAreRecordsWithAnErrorAndReadingGoesOn) {
    const std::string text =
        "{\"id\":\"one\",\"moves\":\"e4\"}\n"
        "\n"
        "{\"id\":\"two\",\"moves\":\"e4 e5\n"  // unclosed string
        "not json at all\n"
        "{\"id\":\"three\"} {\"id\":\"extra\"}\n"  // two values on a line
        "{\"id\":\n"                               // an object spread over
        "\"four\"}\n"                              // two lines
        "[1,2]\n"
        "{\"id\":\"five\",\"moves\":7}\n"
        "  {\"id\":\"six\",\"moves\":\"d4\"}  \n";
    const std::vector<Seen> seen = read_all(text);
    ASSERT_EQ(seen.size(), 9U);
    EXPECT_EQ(seen[0].id, "one");
    EXPECT_EQ(seen[0].error, "");
    const std::uint64_t lines[] = {1, 3, 4, 5, 6, 7, 8, 9, 10};
    for (std::size_t i = 0; i < seen.size(); ++i) EXPECT_EQ(seen[i].line, lines[i]) << i;
    for (std::size_t i = 1; i <= 7; ++i) EXPECT_NE(seen[i].error, "") << "line " << seen[i].line;
    EXPECT_NE(seen[3].error.find("more than one JSON value"), std::string::npos);
    EXPECT_NE(seen[7].error.find("\"moves\" is not a string"), std::string::npos);
    EXPECT_EQ(seen[8].id, "six");
    EXPECT_EQ(seen[8].error, "");
    EXPECT_EQ(seen[8].moves, "d4");
    EXPECT_EQ(seen[8].offset, text.find("  {\"id\":\"six\""));
}

TEST(NdjsonGames, SmallChunksAndPiecesGiveTheSameRecords) {
    std::string text;
    for (int i = 0; i < 200; ++i) {
        text +=
            "{\"id\":\"g" + std::to_string(i) + "\",\"moves\":\"e4 e5 Nf3\",\"status\":\"draw\"}\n";
        if (i % 37 == 0) text += "{broken\n";
    }
    text += "{\"id\":\"last\"}";  // no newline at the end
    const std::vector<Seen> whole = read_all(text);
    for (const std::size_t chunk : {64U, 100U, 1000U}) {
        for (const std::size_t piece : {1U, 7U, 4096U}) {
            const std::vector<Seen> cut = read_all(text, chunk, piece);
            ASSERT_EQ(cut.size(), whole.size()) << chunk << " " << piece;
            for (std::size_t i = 0; i < whole.size(); ++i) {
                EXPECT_EQ(cut[i].id, whole[i].id);
                EXPECT_EQ(cut[i].line, whole[i].line);
                EXPECT_EQ(cut[i].offset, whole[i].offset);
                EXPECT_EQ(cut[i].error.empty(), whole[i].error.empty());
            }
        }
    }
    ASSERT_EQ(whole.size(), 207U);  // 200 games, 6 broken lines, the last one
    EXPECT_EQ(whole.back().id, "last");
    EXPECT_EQ(whole.back().line, 207U);
}

// Text after an object on its line makes the line one error record, whether or not the chunk
// ends there: iterate_many drops an incomplete value at the end of its window, so a reader that
// asked the stream for a second document saw one only when more lines followed in the chunk.
TEST(NdjsonGames, TextAfterAnObjectIsAnErrorWhereverTheChunkEnds) {
    const std::string text =
        "{\"id\":\"one\",\"moves\":\"e4\"}\n"
        "{\"id\":\"two\",\"status\":\"mate\",\"moves\":\"e4 e5 Qh5 Nc6\"}\"ariant\":\"standard\"}\n"
        "{\"id\":\"three\",\"moves\":\"d4\"}\n";
    for (const std::size_t chunk : {64U, 100U, 1000U, 1U << 20}) {
        for (const std::size_t piece : {1U, 7U, 4096U}) {
            const std::vector<Seen> seen = read_all(text, chunk, piece);
            ASSERT_EQ(seen.size(), 3U) << chunk << " " << piece;
            EXPECT_EQ(seen[0].error, "") << chunk << " " << piece;
            EXPECT_EQ(seen[0].id, "one");
            EXPECT_EQ(seen[1].line, 2U);
            EXPECT_EQ(seen[1].error, "more than one JSON value on the line")
                << chunk << " " << piece;
            EXPECT_EQ(seen[1].moves, "e4 e5 Qh5 Nc6");
            EXPECT_EQ(seen[1].status, "mate");
            EXPECT_EQ(seen[2].error, "") << chunk << " " << piece;
            EXPECT_EQ(seen[2].id, "three");
            EXPECT_EQ(seen[2].line, 3U);
        }
    }
}

// The input the NDJSON fuzz target found (testdata/fuzz-regressions/ndjson/): read whole, the
// invalid UTF-8 of its last line sent every line to the one-line parse; in 7-byte reads and
// 64-byte chunks, line 2 (an object, then `"ariant":"standard"}`) was streamed and taken as valid.
TEST(NdjsonGames, FuzzFoundTrailingTextGivesTheSameRecordsWholeAndInPieces) {
    const std::string text =
        R"({"id":"a","moves":"e4 e5 Qh5 Nc6 Bc4 Nf6 Qxf7#","status":"mate","winner":"whitev",)"
        R"(reatedAt":1514505150384,"stath4#"})"
        "\n"
        R"({"id":"fakemate","variant":"standard","status":"mate","winner":"white","players":)"
        R"({"white":{"user":{"name":"Carol"}},"black":{"aiLevel":1}},"moves":"e4 e5 Qh5 Nc6"})"
        R"("ariant":"standard"})"
        "\n\n"
        R"({"id"-"b","moves":"d4 \u0064\u0035","initialFen":)"
        R"("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"})"
        "\nnot json" +
        std::string(67, '\xb5') + "\n";
    const std::vector<Seen> whole = read_all(text);
    ASSERT_EQ(whole.size(), 4U);
    const std::uint64_t lines[] = {1, 2, 4, 5};
    for (std::size_t i = 0; i < whole.size(); ++i) {
        EXPECT_EQ(whole[i].line, lines[i]) << i;
        EXPECT_NE(whole[i].error, "") << "line " << whole[i].line;
    }
    EXPECT_EQ(whole[1].error, "more than one JSON value on the line");
    EXPECT_EQ(whole[1].offset, text.find(R"({"id":"fakemate")"));
    EXPECT_EQ(whole[1].moves, "e4 e5 Qh5 Nc6");
    EXPECT_EQ(whole[1].variant, "standard");
    EXPECT_EQ(whole[1].white, "Carol");
    EXPECT_EQ(whole[1].black, "AI level 1");
    for (const std::size_t chunk : {64U, 100U, 1000U}) {
        for (const std::size_t piece : {1U, 7U, 4096U}) {
            EXPECT_TRUE(read_all(text, chunk, piece) == whole) << chunk << " " << piece;
        }
    }
}

// An object with a value where a comma belongs (`"stavus":"moves":"e3"`): simdjson's document
// stream read the byte just past its window there, and took a `}` in it (the next line's first
// byte, or a stale byte of an earlier read) as the end of the object, so the line passed or
// failed with the chunking. Found by the NDJSON fuzz target
// (testdata/fuzz-regressions/ndjson/value-where-a-comma-belongs.ndjson).
TEST(NdjsonGames, AValueWhereACommaBelongsIsAnErrorWhereverTheChunkEnds) {
    const std::string malformed = R"({"id":"x","variant":"standard","stavus":"moves":"e3 a5"})";
    const std::string texts[] = {
        malformed + "\n}\n{\"id\":\"after\",\"moves\":\"d4\"}\n",
        R"({"id":"before","moves":"e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5 Bb3 d6 c3 O-O h3"})"
        "}\n" +
            malformed + "\n",
        malformed};
    for (const std::string& text : texts) {
        const std::vector<Seen> whole = read_all(text);
        const auto line = std::find_if(whole.begin(), whole.end(),
                                       [](const Seen& seen) { return seen.id == "x"; });
        ASSERT_NE(line, whole.end()) << text;
        EXPECT_NE(line->error, "") << text;
        for (const std::size_t chunk : {64U, 100U, 128U, 1000U}) {
            for (const std::size_t piece : {1U, 7U, 13U, 4096U}) {
                EXPECT_TRUE(read_all(text, chunk, piece) == whole)
                    << text << " " << chunk << " " << piece;
            }
        }
    }
}

TEST(NdjsonGames, AnOverlongLineIsOneErrorRecordAndTheNextLineIsRead) {
    const std::string text = "{\"id\":\"" + std::string(5000, 'x') + "\"}\n{\"id\":\"after\"}\n";
    const std::vector<Seen> seen = read_all(text, 256, 100, 1024);
    ASSERT_EQ(seen.size(), 2U);
    EXPECT_NE(seen[0].error.find("longer than"), std::string::npos);
    EXPECT_EQ(seen[0].line, 1U);
    EXPECT_EQ(seen[1].id, "after");
    EXPECT_EQ(seen[1].line, 2U);
    EXPECT_EQ(seen[1].offset, text.find("{\"id\":\"after"));
}

// A game export always has "moves" (empty for a game with none); a record without it is no game,
// whatever else it holds, and says so.
TEST(NdjsonGames, ARecordWithoutMovesIsAnError) {
    const std::string text =
        "{\"foo\":1}\n"
        "{\"id\":\"x\",\"status\":\"aborted\",\"players\":{}}\n"
        "{\"id\":\"y\",\"status\":\"aborted\",\"moves\":\"\"}\n"
        "{\"type\":\"summary\",\"data\":{\"version\":1}}\n";
    for (const std::size_t chunk : {64U, 1U << 20}) {
        const std::vector<Seen> seen = read_all(text, chunk);
        ASSERT_EQ(seen.size(), 4U);
        EXPECT_EQ(seen[0].error, "no \"moves\" field: not a game export");
        EXPECT_EQ(seen[1].error, "no \"moves\" field: not a game export");
        EXPECT_EQ(seen[2].error, "");
        EXPECT_EQ(seen[3].error, "no \"moves\" field: not a game export");
    }
}

TEST(PgnlintReportKind, TellsPgnlintsReportsFromGameInput) {
    EXPECT_EQ(pgnlint_report_kind(R"({"type":"game","data":{"index":1,"file":"a.pgn"}})"),
              "an ndjson report");
    EXPECT_EQ(pgnlint_report_kind("\n\n"
                                  R"({"type":"summary","data":{}})"
                                  "\r\nmore"),
              "an ndjson report");
    EXPECT_EQ(pgnlint_report_kind(R"({"data":{"file":"x"},"type":"input_error"})"),
              "an ndjson report");
    EXPECT_EQ(pgnlint_report_kind(R"({"type":"shard","data":{"index":1}})"), "an ndjson report");
    EXPECT_EQ(
        pgnlint_report_kind(R"({"version":1,"tool":{"name":"pgnlint","version":"0.1.0"},"games":[)"
                            "\n{}"),
        "a json report");
    EXPECT_EQ(pgnlint_report_kind(R"({"version":"2.1.0","$schema":"https://json.schemastore.org/)"
                                  R"(sarif-2.1.0.json","runs":[{"tool":{"driver":{"name":"pgnlint")"
                                  R"(,"version":"0.1.0","rules":[)"),
              "a SARIF report");
    // Game exports, PGN and other JSON are not.
    EXPECT_EQ(pgnlint_report_kind(kLichessLine), "");
    EXPECT_EQ(pgnlint_report_kind(R"({"type":"game","moves":"e4"})"), "");
    EXPECT_EQ(pgnlint_report_kind(R"({"type":"other","data":{}})"), "");
    EXPECT_EQ(pgnlint_report_kind(R"({"type":"game","data":"x"})"), "");
    EXPECT_EQ(pgnlint_report_kind("{comment} [Event \"a\"]"), "");
    EXPECT_EQ(pgnlint_report_kind("[Event \"a\"]"), "");
    EXPECT_EQ(pgnlint_report_kind(""), "");
}

}  // namespace
}  // namespace pgnlint::json_in
