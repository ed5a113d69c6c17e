// GameStep: what one thread checks games with, and the per-game step the sequential run and
// the pipeline's checkers share.
#pragma once

#include <string_view>

#include "pgnlint/input/ndjson_input.h"
#include "pgnlint/lint/game_checker.h"
#include "pgnlint/lint/game_report.h"
#include "pgnlint/pgn/game_splitter.h"
#include "pgnlint/run/check_inputs.h"

namespace pgnlint::run {

// Kept from game to game on one thread: check, map an NDJSON record's locations back, and apply
// the filtering that needs only the game itself.
class GameStep {
public:
    explicit GameStep(const CheckSettings& settings)
        : filter_(settings.filter),
          checker_(lint::GameCheckerOptions{settings.limits, settings.encoding, settings.final_fen,
                                            settings.moves_key, settings.max_analysis_nodes}) {}

    // `origin`: an NDJSON record's, or null for a PGN game.
    void check(const pgn::RawGame& raw, std::string_view file, const input::RecordOrigin* origin,
               lint::GameReport& report) {
        if (origin == nullptr) {
            checker_.check(raw, file, report);
        } else {
            const lint::SourceStatement statement = input::source_statement(*origin);
            checker_.check(raw, file, report, &statement);
            input::finish_record(*origin, report);
            // Offsets into a record's moves are no offsets into the file: no fixes.
            for (lint::Diagnostic& d : report.diagnostics) d.fix.edits.clear();
        }
        if (filter_) filter_(report);
    }

    // The report a game is checked into when nobody keeps it past its formatting.
    lint::GameReport& report() { return report_; }

private:
    const GameFilter& filter_;
    lint::GameChecker checker_;
    lint::GameReport report_;
};

}  // namespace pgnlint::run
