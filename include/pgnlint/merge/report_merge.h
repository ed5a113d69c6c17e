// Puts ndjson reports back together into the report of one run (`pgnlint report`): the shards
// of a file (check --shard) joined at their verified hand-overs, with the line numbers and game
// numbers one run would have given; other reports' files in the order they come.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "pgnlint/json_in/report_records.h"
#include "pgnlint/lint/baseline.h"
#include "pgnlint/lint/game_report.h"
#include "pgnlint/lint/shard_extent.h"
#include "pgnlint/result.h"

namespace pgnlint::merge {

// What the merged run hands on, file by file in order: begin_file, then its games and input
// errors in input order, then end_file.
struct MergeSink {
    std::function<void(std::string_view file)> begin_file;
    // Before the game counts in the summary: it may take findings out (a baseline).
    std::function<void(lint::GameReport& game)> game;
    std::function<void(std::string_view message)> input_error;
    std::function<void()> end_file;
    // A `check --trf` run's tournament record, its findings turned into lint's (optional: when
    // not set, the record is passed over). Comes after the games of its run; as with a game, it
    // may take findings out before they count.
    std::function<void(json_in::TournamentRecordIn&& record,
                       std::vector<lint::Diagnostic>& diagnostics)>
        tournament;
};

// One line of a report, without its line end: at byte `offset`, the next one at `next_offset`.
// A failure's reason stops the reading.
using LineVisitor =
    std::function<Status(std::string_view line, std::uint64_t offset, std::uint64_t next_offset)>;
// Hands the lines of input `input` that start at or after byte `begin` and before byte `end`
// (kToTheEnd: all the rest) to `visit`, one at a time. The reason when the input cannot be
// read, when reading to its end finds a last line without a line end (a report cut short), or
// when `visit` stopped.
using ReadLines = std::function<Status(std::size_t input, std::uint64_t begin, std::uint64_t end,
                                       const LineVisitor& visit)>;
inline constexpr std::uint64_t kToTheEnd = UINT64_MAX;

// Two passes, so that memory does not grow with the games or the reports: add() reads each
// report once for its shape (shard records, summaries, which files its games are of); walk()
// reads each report again, in the merged order, and hands the games on one at a time. Neither
// holds more of a report than the line it reads.
class ReportMerge {
public:
    // Pass 1 over input `input` (`name` for messages; it may hold several reports one after
    // another, each ending with its summary record). The reason when it is not a whole pgnlint
    // ndjson report: one cut short has no summary record at its end.
    Status add(std::size_t input, std::string_view name, const ReadLines& read_lines);

    // Pass 2: checks first that each sharded file's shards are complete and fit together (the
    // reason, naming what is missing, before anything is handed on), then walks the merged run.
    // `summary` gets the merged totals (exit_code: 2 when a report said an input could not be
    // read, else 0; the caller weighs the findings).
    Status walk(const MergeSink& sink, const ReadLines& read_lines,
                lint::RunSummary& summary) const;

private:
    struct Segment {
        std::size_t input = 0;
        std::string report;              // the input's name, for messages
        std::size_t begin = 0, end = 0;  // its bytes in the input's text
        std::optional<lint::ShardRecord> shard;
        json_in::SummaryRecord summary;
        std::vector<std::string> files;  // a whole run's: the files its records name
    };
    struct ShardedFile {
        std::string file;
        std::map<std::uint32_t, std::size_t> shards;  // shard K -> segment
    };

    // The file whose records the whole runs are handing on: it stays open from one run's report
    // to the next while the same file's games go on counting up.
    struct FilePass {
        bool open = false;
        std::string file;
        std::uint64_t last_index = 0;
    };

    Status check_shards(const ShardedFile& sharded) const;
    Status walk_whole(const Segment& segment, const MergeSink& sink, const ReadLines& read_lines,
                      lint::RunSummary& summary, FilePass& pass) const;
    Status walk_shards(const ShardedFile& sharded, const MergeSink& sink,
                       const ReadLines& read_lines, lint::RunSummary& summary) const;

    std::vector<Segment> segments_;
};

// ReadLines over reports held in memory (tests, the fuzz target): input i is texts[i], which
// must outlive the reading.
ReadLines lines_of_texts(std::vector<std::string_view> texts);

// Takes out of `game` the findings the baseline knows (one entry per finding, in input order),
// as check --baseline does; returns how many.
std::uint64_t apply_baseline(lint::Baseline& baseline, lint::GameReport& game);

}  // namespace pgnlint::merge
