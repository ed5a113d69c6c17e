// How the subcommands speak on stderr after a report, always after what they wrote on stdout:
// "pgnlint: error: MESSAGE", "pgnlint: MESSAGE", the count of findings a baseline matched, the
// summary line.
#pragma once

#include <cstdint>
#include <string_view>

#include "pgnlint/lint/game_report.h"

namespace pgnlint::run {

void print_error(std::string_view message);

// "pgnlint: MESSAGE": what the user should know that is no error (a file a walk left out).
void print_note(std::string_view message);

// "pgnlint: 3 known findings matched the baseline FILE" (1 known finding ...); nothing when none
// did.
void print_baseline_matches(std::uint64_t matched, std::string_view baseline);

// The one-line summary of a check or a merged report.
void print_summary_line(const lint::RunSummary& summary);

}  // namespace pgnlint::run
