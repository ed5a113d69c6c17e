// The plain-language lines that tell an arbiter how a game ended on the board and which draws
// became claimable: the text format writes them with --endings.
#pragma once

#include <fmt/format.h>

#include "pgnlint/lint/game_report.h"

namespace pgnlint::report {

// One line per claim, in the order they became claimable, then one for the ending, e.g.
// "FILE:LINE:COL: game INDEX, WHITE - BLACK, round ROUND: claim: threefold repetition claimable
// after 36. Kh2 (the same position as after 32. Kh2 and 34. Kh2, ...; FIDE 9.2.1.2); position
// FEN\n". The game is named as append_game_label names it; moves by number and side, never by
// ply. Nothing for a game with neither. With `color`, ANSI colours mark the position, the kind
// of line and the FEN.
void append_ending_lines(const lint::GameReport& game, bool color, fmt::memory_buffer& out);

}  // namespace pgnlint::report
