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
#include <variant>
#include <vector>

#include "pgnlint/json_in/report_records.h"
#include "pgnlint/lint/baseline.h"
#include "pgnlint/lint/game_report.h"

namespace pgnlint::merge {

// What the merged run hands on, file by file in order: begin_file, then its games and input
// errors in input order, then end_file.
struct MergeSink {
    std::function<void(std::string_view file)> begin_file;
    // Before the game counts in the summary: it may take findings out (a baseline).
    std::function<void(lint::GameReport& game)> game;
    std::function<void(std::string_view message)> input_error;
    std::function<void()> end_file;
};

class ReportMerge {
public:
    // Adds one ndjson report (`name` for messages; its text may hold several reports one after
    // another, each ending with its summary record). False with `error` set when the text is
    // not a whole pgnlint ndjson report: one cut short has no summary record at its end.
    bool add(std::string_view name, std::string_view text, std::string& error);

    // Walks the merged run: false, before anything is handed on, with `error` naming what is
    // missing when a file's shards are incomplete or do not fit together. `summary` gets the
    // merged totals (exit_code: 2 when a report said an input could not be read, else 0; the
    // caller weighs the findings).
    bool walk(const MergeSink& sink, lint::RunSummary& summary, std::string& error) const;

private:
    using Item = std::variant<json_in::GameRecord, json_in::InputErrorRecord>;
    struct Segment {
        std::string report;  // the report's name, for messages
        std::vector<Item> items;
        std::optional<json_in::ShardRecordIn> shard;
        json_in::SummaryRecord summary;
    };
    // A file's stretch of one run, or all the shards of a sharded file.
    struct Unit {
        std::string file;
        std::vector<const Item*> items;               // a whole run's
        std::map<std::uint32_t, std::size_t> shards;  // shard K -> segment
        bool sharded = false;
    };

    bool check_shards(const Unit& unit, std::string& error) const;
    void walk_shards(const Unit& unit, const MergeSink& sink, lint::RunSummary& summary) const;

    std::vector<Segment> segments_;
};

// Takes out of `game` the findings the baseline knows (one entry per finding, in input order),
// as check --baseline does; returns how many.
std::uint64_t apply_baseline(lint::Baseline& baseline, lint::GameReport& game);

}  // namespace pgnlint::merge
