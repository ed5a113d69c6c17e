// --jobs 1: each game is checked, filtered, counted and written on the calling thread as soon
// as it is read, with the same one checker and report throughout. A sink for read_inputs.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "game_step.h"
#include "pgnlint/fix/fix_plan.h"
#include "pgnlint/input/input_games.h"
#include "pgnlint/lint/game_report.h"
#include "pgnlint/pgn/game_splitter.h"
#include "pgnlint/run/check_inputs.h"

namespace pgnlint::run {

class SequentialRun {
public:
    SequentialRun(const CheckSettings& settings, lint::RunSummary& summary)
        : settings_(settings), summary_(summary), step_(settings), report_(step_.report()) {}

    bool begin_file(std::string_view path, std::string_view name);
    bool game(const pgn::RawGame& raw, const input::RecordOrigin* origin,
              std::uint64_t progress_bytes);
    void end_file(std::uint64_t bytes, const std::string& io_error, std::uint64_t);

    bool all_read() const { return all_read_; }

private:
    void write();

    const CheckSettings& settings_;
    lint::RunSummary& summary_;
    GameStep step_;
    lint::GameReport& report_;
    fix::TakenFixes taken_;  // the observer's, one game at a time
    std::string_view file_;
    std::size_t unflushed_text_bytes_ = 0;  // game text checked since the last flush
    bool all_read_ = true;
};

}  // namespace pgnlint::run
