// The gcc-style line that names one finding for people: the text format writes it, junit puts it
// in a failure's body.
#pragma once

#include <fmt/format.h>

#include "pgnlint/lint/diagnostic.h"
#include "pgnlint/lint/game_report.h"

namespace pgnlint::report {

// "FILE:LINE:COL: SEVERITY: game INDEX: MESSAGE [CODE NAME]\n"; input text is shown with
// append_display_text's escapes. With `color`, ANSI colours mark the position, severity and code.
void append_diagnostic_line(const lint::GameReport& game, const lint::Diagnostic& diagnostic,
                            bool color, fmt::memory_buffer& out);

}  // namespace pgnlint::report
