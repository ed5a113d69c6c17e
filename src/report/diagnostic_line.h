// The gcc-style line that names one finding for people: the text format writes it, junit puts it
// in a failure's body.
#pragma once

#include <fmt/format.h>

#include <cstdint>
#include <string_view>

#include "pgnlint/lint/diagnostic.h"
#include "pgnlint/lint/game_report.h"

namespace pgnlint::report {

// The ANSI colours shared by the human-readable lines.
inline constexpr std::string_view kAnsiBold = "\x1b[1m";
inline constexpr std::string_view kAnsiReset = "\x1b[0m";
inline constexpr std::string_view kAnsiDim = "\x1b[2m";

// "FILE:LINE:COL:", in bold with `color`: how every human-readable line starts. The file name is
// shown with append_display_text's escapes.
void append_location(std::string_view file, const lint::Location& where, bool color,
                     fmt::memory_buffer& out);

// "game 3" (or "position 3": ReporterOptions::record_noun): how a finding names its record.
void append_record_label(std::string_view noun, std::uint64_t index, fmt::memory_buffer& out);

// How a person names the game: "game 516, Carlsen - Nakamura, round 3.1". From the White, Black
// and Round tags, leaving out what is unknown (absent, empty, "?" or "-"): one known player
// alone is "Carlsen (White)", and without either player the Event tag names the game instead.
// A record without tags (a position of `pgnlint fen`) is "position 3". Input text is shown with
// append_display_text's escapes.
void append_game_label(const lint::GameReport& game, std::string_view record_noun,
                       fmt::memory_buffer& out);

// "FILE:LINE:COL: SEVERITY: GAME LABEL: MESSAGE [CODE NAME]\n"; input text is shown with
// append_display_text's escapes. With `color`, ANSI colours mark the position, severity and code.
// With `mark_fixable`, a finding that --fix repairs ends in " [*]".
void append_diagnostic_line(const lint::GameReport& game, const lint::Diagnostic& diagnostic,
                            std::string_view record_noun, bool color, fmt::memory_buffer& out,
                            bool mark_fixable = false);

}  // namespace pgnlint::report
