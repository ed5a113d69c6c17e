// Hand-built GameReports and a RunSummary that every format's test renders: a clean game, a game
// with several findings (non-UTF-8 and control characters included), and a game with a
// termination and claims. Plus a helper that renders a report through ReportStream to a string.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "pgnlint/lint/game_report.h"
#include "pgnlint/report/reporter.h"

namespace pgnlint::report::testing {

// Fool's mate, no findings; a record as an older pgnlint wrote it (no squares of the last move).
lint::GameReport clean_game();       // game 1 of games/fools.pgn
lint::GameReport faulty_game();      // game 2 of games/fools.pgn: five findings
lint::GameReport claims_game();      // game 1 of other.pgn: fivefold, two claims, one finding
lint::RunSummary fixture_summary();  // the three games above

// Renders begin, the games (files begin/end when a game's file differs from the previous one),
// and end, through ReportStream and an Output on an in-memory FILE*.
std::string render(const Reporter& reporter, const std::vector<lint::GameReport>& games,
                   const lint::RunSummary& summary);
std::string render(Format format, const std::vector<lint::GameReport>& games,
                   const ReporterOptions& options = {});

std::vector<lint::GameReport> all_fixture_games();

// A clocked game (not among all_fixture_games): clock-gains-time at 3... a6 with both clocks,
// and time-forfeit-contradicts-clock at the Termination tag with the last clocks.
lint::GameReport clock_game();
// Game 2 of slips.pgn: 2. Ng3, illegal, with two suggestions (Nf3, the file one off; a move left
// out that 20 moves fit).
lint::GameReport suggestion_game();

// Game 4 of games/round.pgn with these tags and one finding: the warning T001 "missing Site
// tag" at line 3, column 1.
lint::GameReport game_with_tags(const std::vector<std::pair<std::string, std::string>>& tags);

}  // namespace pgnlint::report::testing
