// The writer side of a report: emits a reporter's header, the games' formatted outputs in input
// order with the right separators and per-file grouping, and the footer, through an Output in
// large chunks. Single-threaded: the one writer thread owns it.
#pragma once

#include <fmt/format.h>

#include <cstddef>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "pgnlint/lint/game_report.h"
#include "pgnlint/report/output.h"
#include "pgnlint/report/reporter.h"

namespace pgnlint::report {

// Usage, per run: begin(); for each input file { begin_file(name); add_game(...) per game in input
// order; end_file(); } [add_tournament(record);] end(summary). Workers produce add_game's arguments
// with reporter.format_summarized_game(game, buffer, summary) and reporter.fails(game).
class ReportStream {
public:
    ReportStream(const Reporter& reporter, Output& output);

    void begin();
    void begin_file(std::string_view file);
    void add_game(std::string_view formatted, bool failed, const GameSummary& summary = {});
    // Formats `game` here: for single-threaded callers and tests.
    void add_game(const lint::GameReport& game);
    // The current file (or, outside one, the run) could not be read to its end: `message` says
    // why. Every format reports it (see Reporter::format_input_error).
    void add_input_error(std::string_view message);
    void end_file();
    // The run's tournament report (Reporter::format_tournament), after the last input.
    void add_tournament(const TournamentRecord& record);
    // A finding about a game that only the whole run shows (Reporter::format_duplicate), after
    // the last input.
    void add_duplicate(const lint::GameReport& game);
    // A shard run's record of what it covered (Reporter::format_shard), just before end().
    void add_shard(const lint::ShardRecord& shard);
    // Writes the footer and flushes everything to the Output.
    void end(const lint::RunSummary& summary);

    // Hands what is pending to the Output now (e.g. after each game when writing to a terminal).
    void flush();

private:
    // A record formatted after the last input (a tournament report, a duplicate) into scratch_,
    // written as a game of its own file would be; `failed`: whether it fails the run for junit.
    void place_late_record(std::string_view file, bool failed);
    // Writes one game's output (write_body(pending_)) after the separator between games; a game
    // that writes nothing gets no separator either.
    template <typename WriteBody>
    void place_game(WriteBody write_body);
    void append(std::string_view text);
    void write_if_large();

    const Reporter& reporter_;
    Output& output_;
    std::unique_ptr<GameCollector> collector_;  // Reporter::make_collector's, or nullptr
    fmt::memory_buffer pending_;
    fmt::memory_buffer scratch_;
    // Per-file grouping (junit): the current file's games are collected here until end_file.
    fmt::memory_buffer file_games_;
    std::string file_;
    FileTotals file_totals_;
    std::vector<InputError> input_errors_;
    bool file_has_input_error_ = false;
    bool in_file_ = false;
    bool wrote_game_ = false;  // since begin(): a separator goes before the next game's output
};

}  // namespace pgnlint::report
