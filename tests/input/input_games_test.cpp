// input::detect_format, InputGames and finish_record on hand-made inputs: the format told by the
// first byte with no byte lost, NDJSON records as PGN games with their origin, and a malformed
// record's report.
#include "pgnlint/input/input_games.h"

#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "pgnlint/lint/rules.h"

namespace pgnlint::input {
namespace {

std::string read_everything(io::ByteSource& source) {
    std::string text;
    char buffer[7];
    for (std::size_t n = 0; (n = source.read(buffer, sizeof buffer)) > 0;) text.append(buffer, n);
    return text;
}

InputFormat detected(const std::string& text, std::string& yielded) {
    DetectedInput found;
    const std::unique_ptr<io::ByteSource> source = detect_format(
        std::make_unique<io::MemorySource>(text, "<test>", 3), InputFormat::automatic, found);
    yielded = read_everything(*source);
    EXPECT_EQ(found.pgnlint_report, "");
    return found.format;
}

TEST(DetectFormat, TellsNdjsonFromPgnByTheFirstByteAndLosesNoByte) {
    std::string yielded;
    const std::string ndjson = "\n  {\"id\":\"a\",\"moves\":\"e4\"}\n";
    EXPECT_EQ(detected(ndjson, yielded), InputFormat::ndjson);
    EXPECT_EQ(yielded, ndjson);
    const std::string pgn = "{a comment}\n[Event \"x\"]\n\n1. e4 *\n";
    EXPECT_EQ(detected(pgn, yielded), InputFormat::pgn);
    EXPECT_EQ(yielded, pgn);
    EXPECT_EQ(detected("", yielded), InputFormat::pgn);
    EXPECT_EQ(yielded, "");
}

TEST(DetectFormat, AFormatAskedForIsTakenAsIs) {
    DetectedInput found;
    const std::unique_ptr<io::ByteSource> source = detect_format(
        std::make_unique<io::MemorySource>("{\"id\":\"a\"}\n"), InputFormat::pgn, found);
    EXPECT_EQ(found.format, InputFormat::pgn);
    EXPECT_EQ(parse_input_format("ndjson"), InputFormat::ndjson);
    EXPECT_EQ(parse_input_format("auto"), InputFormat::automatic);
    EXPECT_FALSE(parse_input_format("json"));
}

// A report pgnlint wrote is told apart whatever format is asked for, and loses no byte either.
TEST(DetectFormat, TellsAReportPgnlintWrote) {
    const std::string report =
        "{\"type\":\"game\",\"data\":{\"index\":1}}\n{\"type\":\"summary\",\"data\":{}}\n";
    for (const InputFormat wanted :
         {InputFormat::automatic, InputFormat::pgn, InputFormat::ndjson}) {
        DetectedInput found;
        const std::unique_ptr<io::ByteSource> source =
            detect_format(std::make_unique<io::MemorySource>(report, "<test>", 5), wanted, found);
        EXPECT_EQ(found.pgnlint_report, "an ndjson report");
        EXPECT_EQ(read_everything(*source), report);
    }
    EXPECT_EQ(pgnlint_report_message("r.ndjson", "an ndjson report"),
              "r.ndjson: an ndjson report written by pgnlint, not game input (pgnlint report and "
              "--baseline read it); nothing in it is checked");
    EXPECT_EQ(pgnlint_report_at("/nonexistent/report.ndjson"), "");
}

TEST(InputGames, AnNdjsonRecordBecomesAPgnGameWithItsOrigin) {
    io::MemorySource source(
        "{\"id\":\"foolmate\",\"status\":\"mate\",\"winner\":\"black\",\"moves\":\"f3 e5 g4 "
        "Qh4#\"}\n"
        "not json\n");
    InputGames games(source, InputFormat::ndjson, pgn::Limits{});
    pgn::RawGame raw;
    const RecordOrigin* origin = nullptr;
    ASSERT_TRUE(games.next(raw, origin));
    ASSERT_NE(origin, nullptr);
    EXPECT_EQ(origin->line, 1U);
    EXPECT_EQ(origin->offset, 0U);
    EXPECT_TRUE(origin->error.empty());
    EXPECT_EQ(origin->stated, lint::StatedEnding::checkmate);
    const std::string text(raw.text);
    EXPECT_NE(text.find("[Site \"foolmate\"]"), std::string::npos);
    EXPECT_NE(text.find("[Result \"0-1\"]"), std::string::npos);
    EXPECT_NE(text.find("f3 e5 g4 Qh4# 0-1"), std::string::npos);

    ASSERT_TRUE(games.next(raw, origin));
    ASSERT_NE(origin, nullptr);
    EXPECT_EQ(origin->line, 2U);
    EXPECT_FALSE(origin->error.empty());
    lint::GameReport report;
    report.index = 2;
    report.file = "<test>";
    report.diagnostics.emplace_back().rule = lint::RuleId::illegal_move;
    finish_record(*origin, report);
    ASSERT_EQ(report.diagnostics.size(), 1U);
    EXPECT_EQ(report.diagnostics[0].rule, lint::RuleId::malformed_record);
    EXPECT_EQ(report.diagnostics[0].where.line, 2U);
    EXPECT_EQ(report.index, 2U);
    EXPECT_EQ(report.file, "<test>");
    EXPECT_FALSE(games.next(raw, origin));
}

TEST(InputGames, APgnGameHasNoRecordOrigin) {
    io::MemorySource source("[Event \"x\"]\n\n1. e4 *\n");
    InputGames games(source, InputFormat::pgn, pgn::Limits{});
    pgn::RawGame raw;
    const RecordOrigin* origin = nullptr;
    ASSERT_TRUE(games.next(raw, origin));
    EXPECT_EQ(origin, nullptr);
    EXPECT_EQ(raw.text.substr(0, 11), "[Event \"x\"]");
    EXPECT_FALSE(games.next(raw, origin));
}

}  // namespace
}  // namespace pgnlint::input
