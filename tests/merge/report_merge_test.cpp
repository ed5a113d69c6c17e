// ReportMerge on hand-written ndjson reports: shards joined at their hand-overs with the game and
// line numbers of one run, whole reports in the order they come, and every refusal (a report cut
// short, a shard missing, twice, out of place, of another run, or a file reported both whole and
// in shards); apply_baseline taking out the findings a baseline knows.
#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "pgnlint/lint/baseline.h"
#include "pgnlint/lint/fingerprint.h"
#include "pgnlint/merge/report_merge.h"

namespace pgnlint::merge {
namespace {

// A game record: `offset` and `line` where it starts, one illegal-move finding when `finding`.
std::string game(const std::string& file, std::uint64_t index, std::uint64_t offset,
                 std::uint32_t line, bool finding = false) {
    const std::string at = R"("offset":)" + std::to_string(offset) + R"(,"line":)" +
                           std::to_string(line) + R"(,"column":1)";
    std::string diagnostics = "[]";
    if (finding) {
        diagnostics = R"([{"code":"M001","severity":"error","message":"2. Ke3: illegal move",)" +
                      at + R"(,"ply":3,"move_number":2,"side":"white","san":"Ke3"}])";
    }
    return R"({"type":"game","data":{"index":)" + std::to_string(index) + R"(,"file":")" + file +
           R"(",)" + at +
           R"(,"tags":{"White":"A","Black":"B"},"plies":2,"replayed":true,)"
           R"("termination":{"kind":"none"},"claims":[],"result":{"tag":"*","marker":"*"},)"
           R"("final_fen":"","diagnostics":)" +
           diagnostics + "}}\n";
}

std::string shard(const std::string& file, int k, int n, std::uint64_t bytes, std::uint64_t start,
                  std::uint64_t end, std::uint64_t handoff, std::uint64_t lines) {
    return R"({"type":"shard","data":{"file":")" + file + R"(","shard":)" + std::to_string(k) +
           R"(,"of":)" + std::to_string(n) + R"(,"file_bytes":)" + std::to_string(bytes) +
           R"(,"start":)" + std::to_string(start) + R"(,"end":)" + std::to_string(end) +
           R"(,"handoff":)" + std::to_string(handoff) + R"(,"lines":)" + std::to_string(lines) +
           "}}\n";
}

std::string summary(int games, std::uint64_t bytes, int exit_code = 0) {
    return R"({"type":"summary","data":{"files":1,"games":)" + std::to_string(games) +
           R"(,"bytes":)" + std::to_string(bytes) + R"(,"seconds":0.5,"exit_code":)" +
           std::to_string(exit_code) + "}}\n";
}

struct Merged {
    std::vector<std::string> events;  // "begin F", "game INDEX OFFSET LINE", "end"
    lint::RunSummary summary;
    std::string error;
    bool ok = false;
};

// Adds the reports (input i is reports[i]) and walks the merge.
Merged merge(const std::vector<std::string>& reports) {
    Merged out;
    ReportMerge merge;
    const ReadLines read_lines =
        lines_of_texts(std::vector<std::string_view>(reports.begin(), reports.end()));
    for (std::size_t i = 0; i < reports.size(); ++i) {
        if (Status added = merge.add(i, "report" + std::to_string(i + 1), read_lines); !added) {
            out.error = added.error();
            return out;
        }
    }
    MergeSink sink;
    sink.begin_file = [&](std::string_view file) {
        out.events.push_back("begin " + std::string(file));
    };
    sink.game = [&](lint::GameReport& game) {
        out.events.push_back("game " + std::to_string(game.index) + " " +
                             std::to_string(game.start.offset) + " " +
                             std::to_string(game.start.line));
    };
    sink.input_error = [&](std::string_view message) {
        out.events.push_back("error " + std::string(message));
    };
    sink.end_file = [&] { out.events.push_back("end"); };
    const Status walked = merge.walk(sink, read_lines, out.summary);
    out.ok = walked.ok();
    if (!walked) out.error = walked.error();
    return out;
}

// Shard 1 reads on past its end to the end of the game that crosses it (offset 110, handed over
// at 120); shard 2 starts reading at its start, 100, and sees that game too: only shard 1's
// counts. Shard 2's lines count from its start, so they move on by shard 1's 10 lines.
const std::string kShard1 = shard("g.pgn", 1, 2, 200, 0, 100, 120, 10) + game("g.pgn", 1, 0, 1) +
                            game("g.pgn", 2, 50, 5, true) + game("g.pgn", 3, 110, 11) +
                            summary(3, 100);
const std::string kShard2 = shard("g.pgn", 2, 2, 200, 100, 200, 200, 9) + game("g.pgn", 1, 110, 1) +
                            game("g.pgn", 2, 150, 4) + summary(2, 100);

TEST(ReportMerge, ShardsJoinAtTheirHandOverWithOneRunsNumbers) {
    const Merged m = merge({kShard2, kShard1});  // in any order
    ASSERT_TRUE(m.ok) << m.error;
    EXPECT_EQ(m.events, (std::vector<std::string>{"begin g.pgn", "game 1 0 1", "game 2 50 5",
                                                  "game 3 110 11", "game 4 150 14", "end"}));
    EXPECT_EQ(m.summary.files, 1U);
    EXPECT_EQ(m.summary.games, 4U);
    EXPECT_EQ(m.summary.errors, 1U);
    EXPECT_EQ(m.summary.bytes, 200U);
}

TEST(ReportMerge, WholeReportsComeInTheirOrderAndAShardedFileWhereItsFirstShardComes) {
    const std::string whole = game("a.pgn", 1, 0, 1) + game("b.pgn", 1, 0, 1) + summary(2, 30);
    const Merged m = merge({whole, kShard1, kShard2});
    ASSERT_TRUE(m.ok) << m.error;
    EXPECT_EQ(m.events,
              (std::vector<std::string>{"begin a.pgn", "game 1 0 1", "end", "begin b.pgn",
                                        "game 1 0 1", "end", "begin g.pgn", "game 1 0 1",
                                        "game 2 50 5", "game 3 110 11", "game 4 150 14", "end"}));
    EXPECT_EQ(m.summary.games, 6U);
}

// One file given twice to a run (its games numbered from 1 again) is two passes over it, as the
// run had them, also when the report is read again; a run's report ending where the next one goes
// on with the same file's games, numbered on, is one pass (the report fuzz target found the
// merged report reading back as one pass where the merge had made two).
TEST(ReportMerge, AFileGivenTwiceIsTwoPassesAndAFileThatGoesOnIsOne) {
    const std::string twice = game("a.pgn", 1, 0, 1) + game("a.pgn", 2, 40, 5) +
                              game("a.pgn", 1, 0, 1) + game("a.pgn", 2, 40, 5) + summary(4, 80);
    const Merged m = merge({twice});
    ASSERT_TRUE(m.ok) << m.error;
    EXPECT_EQ(m.events,
              (std::vector<std::string>{"begin a.pgn", "game 1 0 1", "game 2 40 5", "end",
                                        "begin a.pgn", "game 1 0 1", "game 2 40 5", "end"}));
    const Merged on =
        merge({game("a.pgn", 1, 0, 1) + summary(1, 40), game("a.pgn", 2, 40, 5) + summary(1, 40)});
    ASSERT_TRUE(on.ok) << on.error;
    EXPECT_EQ(on.events,
              (std::vector<std::string>{"begin a.pgn", "game 1 0 1", "game 2 40 5", "end"}));
    const Merged again =
        merge({game("a.pgn", 1, 0, 1) + summary(1, 40), game("a.pgn", 1, 0, 1) + summary(1, 40)});
    ASSERT_TRUE(again.ok) << again.error;
    EXPECT_EQ(again.events, (std::vector<std::string>{"begin a.pgn", "game 1 0 1", "end",
                                                      "begin a.pgn", "game 1 0 1", "end"}));
}

// pgnlint writes nothing beside kind "none" in the termination of a game that did not end.
TEST(ReportMerge, ATerminationOfKindNoneThatTellsOfAnEndingIsRefused) {
    std::string record = game("a.pgn", 1, 0, 1);
    const std::string none = R"("termination":{"kind":"none"})";
    record.replace(record.find(none), none.size(),
                   R"("termination":{"kind":"none","ply":4,"winner":"black"})");
    const Merged m = merge({record + summary(1, 40)});
    EXPECT_FALSE(m.ok);
    EXPECT_NE(m.error.find("a termination of kind 'none' that tells of an ending"),
              std::string::npos)
        << m.error;
    EXPECT_TRUE(merge({game("a.pgn", 1, 0, 1) + summary(1, 40)}).ok);
}

TEST(ReportMerge, AReportCutShortIsRefused) {
    const Merged m = merge({game("a.pgn", 1, 0, 1)});
    EXPECT_FALSE(m.ok);
    EXPECT_EQ(m.error,
              "report1: cut short: no summary record at its end (the run that wrote it did not "
              "finish, or the file was truncated)");
}

TEST(ReportMerge, AMissingShardIsNamed) {
    const Merged m = merge({kShard1});
    EXPECT_FALSE(m.ok);
    EXPECT_EQ(m.error, "g.pgn: shard report missing: 2/2");
    EXPECT_TRUE(m.events.empty()) << "nothing is handed on before the shards are checked";
}

TEST(ReportMerge, AShardTwiceOutOfPlaceOrOfAnotherRunIsRefused) {
    EXPECT_EQ(merge({kShard1, kShard1, kShard2}).error,
              "g.pgn: shard 1/2 reported twice (report2)");
    const std::string gap = shard("g.pgn", 2, 2, 200, 130, 200, 200, 9) + summary(0, 70);
    EXPECT_EQ(merge({kShard1, gap}).error,
              "g.pgn: shard 2/2 does not start where the one before it ends (a report of another "
              "file or another pgnlint version?)");
    const std::string other_run = shard("g.pgn", 2, 2, 300, 100, 300, 300, 9) + summary(0, 200);
    EXPECT_NE(merge({kShard1, other_run}).error.find("g.pgn: shard reports of different runs"),
              std::string::npos);
}

TEST(ReportMerge, AFileReportedWholeAndInShardsIsRefused) {
    const std::string whole = game("g.pgn", 1, 0, 1) + summary(1, 200);
    EXPECT_EQ(merge({whole, kShard1, kShard2}).error, "g.pgn: reported both whole and in shards");
}

TEST(ReportMerge, AShardReportHoldingAnotherFilesRecordIsRefused) {
    const std::string mixed =
        shard("g.pgn", 1, 2, 200, 0, 100, 120, 10) + game("h.pgn", 1, 0, 1) + summary(1, 100);
    EXPECT_EQ(merge({mixed}).error,
              "report1: the report of shard 1/2 of g.pgn holds a record of another file, h.pgn");
}

TEST(ApplyBaseline, TakesOutTheFindingsTheBaselineKnowsOncePerEntry) {
    lint::GameReport game;
    game.file = "g.pgn";
    lint::Diagnostic d;
    d.rule = lint::RuleId::illegal_move;
    d.san = "Ke3";
    d.ply = 3;
    game.diagnostics = {d, d};  // the same finding twice: one entry takes one of them
    lint::Baseline baseline;
    baseline.add(lint::fingerprint(game, d));
    EXPECT_EQ(apply_baseline(baseline, game), 1U);
    EXPECT_EQ(game.diagnostics.size(), 1U);
    EXPECT_EQ(apply_baseline(baseline, game), 0U);
}

}  // namespace
}  // namespace pgnlint::merge
