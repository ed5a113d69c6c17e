// json_in::read_report_records on hand-written records: every field read back, base64 text
// decoded to its bytes, fields in any order, and reports that are not whole refused by byte.
#include "pgnlint/json_in/report_records.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "../support/status_text.h"

namespace pgnlint::json_in {
namespace {

using testing::reason_of;

struct Collected {
    std::vector<ReportedGame> games;
    std::vector<InputErrorRecord> errors;
    std::vector<ShardRecordIn> shards;
    std::vector<SummaryRecord> summaries;
};

Status read(const std::string& text, Collected& out) {
    ReportRecordSink sink;
    sink.game = [&](ReportedGame&& game) { out.games.push_back(std::move(game)); };
    sink.input_error = [&](InputErrorRecord&& e) { out.errors.push_back(std::move(e)); };
    sink.shard = [&](ShardRecordIn&& shard) { out.shards.push_back(std::move(shard)); };
    sink.summary = [&](SummaryRecord&& summary) { out.summaries.push_back(summary); };
    return read_report_records(text, sink);
}

TEST(ReportRecords, ReadsEveryRecordType) {
    const std::string text =
        R"({"type":"game","data":{"diagnostics":[{"code":"M001","severity":"error",)"
        R"("message":"bad","offset":30,"line":3,"column":9,"character_column":8,"ply":3,)"
        R"("move_number":2,"side":"white","san":"Ke3","fen_before":"8/8 w","variation_depth":0,)"
        R"("fingerprint":"0123456789abcdef","candidates":["a","b"],"previous_uci":"g1f3",)"
        R"("clocks":{"white":181,"black":182.5,"limit":0.001},)"
        R"("suggestions":[{"kind":"replace","san":"Ke2","uci":"e1e2","why":"the rank one off",)"
        R"("follows":2},{"kind":"insert","why":"a gap","follows":1}]}],)"
        R"("index":2,"file":"g.pgn",)"
        R"("offset":10,"line":2,"column":1,"tags":{"White":{"bytes":"Sm9z6Q=="},"Black":"Zo\u00eb"},)"
        R"("plies":4,"replayed":true,"termination":{"kind":"none","ply":null,"offset":null,)"
        R"("line":null,"column":null,"winner":null,"move":null,"fen":null,"earlier_plies":[]},)"
        R"("claims":[{"kind":"fifty_moves","ply":100,"offset":5,"line":1,"column":6,)"
        R"("earlier_plies":[1,2],"earlier_moves":["1. e4","1... e5"],"move":"50. Kh1",)"
        R"("fen":"8/8 b","uci":"e7e8q"}],)"
        R"("result":{"tag":"1-0","marker":null},"final_fen":"x"}})"
        "\n"
        R"({"type":"input_error","data":{"file":"h.pgn","message":"h.pgn: cannot open"}})"
        "\n"
        R"({"type":"shard","data":{"file":"g.pgn","shard":2,"of":3,"file_bytes":99,"start":10,)"
        R"("end":50,"handoff":60,"lines":7}})"
        "\n"
        R"({"type":"summary","data":{"files":1,"games":1,"bytes":40,"seconds":0.5,"exit_code":1}})"
        "\n";
    Collected out;
    ASSERT_EQ(reason_of(read(text, out)), testing::kNoFailure);
    ASSERT_EQ(out.games.size(), 1U);
    const ReportedGame& game = out.games[0];
    EXPECT_EQ(game.index, 2U);
    EXPECT_EQ(game.file, "g.pgn");
    EXPECT_EQ(game.start.offset, 10U);
    ASSERT_EQ(game.tags.size(), 2U);
    EXPECT_EQ(game.tags[0].second, "Jos\xe9");  // base64 back to its Latin-1 bytes
    EXPECT_EQ(game.tags[1].second, "Zo\xc3\xab");
    EXPECT_FALSE(game.termination.located);
    ASSERT_EQ(game.claims.size(), 1U);
    EXPECT_EQ(game.claims[0].earlier_plies, (std::vector<std::uint32_t>{1, 2}));
    EXPECT_EQ(game.claims[0].earlier_moves, (std::vector<std::string>{"1. e4", "1... e5"}));
    EXPECT_TRUE(game.termination.earlier_moves.empty()) << "an older record has none";
    EXPECT_EQ(game.claims[0].uci, "e7e8q");
    EXPECT_TRUE(game.termination.uci.empty()) << "no ending, no move";
    EXPECT_EQ(game.result_tag, "1-0");
    EXPECT_EQ(game.result_marker, "");
    ASSERT_EQ(game.diagnostics.size(), 1U);
    EXPECT_EQ(game.diagnostics[0].where.character_column, 8U);
    EXPECT_EQ(game.diagnostics[0].candidates, (std::vector<std::string>{"a", "b"}));
    EXPECT_EQ(game.diagnostics[0].previous_uci, "g1f3");
    EXPECT_EQ(game.diagnostics[0].clocks.white, 181'000);
    EXPECT_EQ(game.diagnostics[0].clocks.black, 182'500);
    EXPECT_EQ(game.diagnostics[0].clocks.limit, 1);
    EXPECT_EQ(game.diagnostics[0].clocks.previous, ClocksRecord::kNone);
    ASSERT_EQ(game.diagnostics[0].suggestions.size(), 2U);
    const SuggestionRecord& replace = game.diagnostics[0].suggestions[0];
    EXPECT_EQ(replace.kind, "replace");
    EXPECT_EQ(replace.san, "Ke2");
    EXPECT_EQ(replace.uci, "e1e2");
    EXPECT_EQ(replace.why, "the rank one off");
    EXPECT_EQ(replace.follows, 2U);
    EXPECT_EQ(game.diagnostics[0].suggestions[1].kind, "insert");
    EXPECT_TRUE(game.diagnostics[0].suggestions[1].san.empty());
    ASSERT_EQ(out.errors.size(), 1U);
    EXPECT_EQ(out.errors[0].message, "h.pgn: cannot open");
    ASSERT_EQ(out.shards.size(), 1U);
    EXPECT_EQ(out.shards[0].handoff, 60U);
    EXPECT_EQ(out.shards[0].lines, 7U);
    ASSERT_EQ(out.summaries.size(), 1U);
    EXPECT_EQ(out.summaries[0].exit_code, 1);
}

TEST(ReportRecords, RefusesWhatIsNotAWholeReport) {
    Collected out;
    EXPECT_NE(reason_of(read("{\"type\":\"summary\",\"data\":{}}", out)).find("cut short"),
              std::string::npos);  // no line end
    EXPECT_NE(reason_of(read("{\"type\":\"summary\",\"data\":{}}\n{\"type\":\"ga\n", out))
                  .find("near byte 29"),
              std::string::npos);
    EXPECT_NE(reason_of(read("{\"type\":\"other\",\"data\":{}}\n", out)).find("'other'"),
              std::string::npos);
}

// Found by the report fuzz target: a record without a field the reader looks up by name threw
// simdjson's exception out of the reader (pgnlint report printed simdjson's words, no byte).
TEST(ReportRecords, RefusesARecordWithoutAFieldItLooksUpByName) {
    ReportRecordSink files_only;
    files_only.game_file = [](std::string&&) {};
    EXPECT_NE(reason_of(read_report_records("{\"type\":\"game\",\"data\":{}}\n", files_only))
                  .find("near byte 0"),
              std::string::npos);
    Collected out;
    const std::string no_marker =
        "{\"type\":\"summary\",\"data\":{}}\n"
        "{\"type\":\"game\",\"data\":{\"result\":{\"tag\":\"1-0\"}}}\n";
    EXPECT_NE(reason_of(read(no_marker, out)).find("near byte 29"), std::string::npos);
}

// Found by the report fuzz target: two records spliced into one line gave a game two
// "termination" objects, and the reader merged them (the second's kind, the first's ply), which
// no rewriting reproduces. A key twice in one object is refused at the record's byte.
TEST(ReportRecords, RefusesAKeyThatStandsTwiceInOneObject) {
    Collected out;
    const std::string twice =
        "{\"type\":\"summary\",\"data\":{}}\n"
        "{\"type\":\"game\",\"data\":{\"termination\":{\"kind\":\"checkmate\",\"ply\":7},"
        "\"termination\":{\"kind\":\"none\",\"ply\":null},"
        "\"result\":{\"tag\":\"1-0\",\"marker\":\"1-0\"}}}\n";
    EXPECT_NE(reason_of(read(twice, out)).find("near byte 29"), std::string::npos);
    const std::string in_the_ending =
        "{\"type\":\"game\",\"data\":{\"termination\":{\"kind\":\"none\",\"kind\":\"none\"},"
        "\"result\":{\"tag\":\"*\",\"marker\":\"*\"}}}\n";
    EXPECT_FALSE(read(in_the_ending, out));
    // Distinct keys, as pgnlint writes them, are read.
    const std::string once =
        "{\"type\":\"game\",\"data\":{\"termination\":{\"kind\":\"none\",\"ply\":null},"
        "\"result\":{\"tag\":\"*\",\"marker\":\"*\"}}}\n";
    EXPECT_EQ(reason_of(read(once, out)), testing::kNoFailure);
}

}  // namespace
}  // namespace pgnlint::json_in
