// An ending a game's source states beside its moves (an NDJSON export's "status": "mate"),
// checked against what the board shows after the main line.
#pragma once

#include <cstdint>

#include "pgnlint/lint/diagnostic.h"
#include "pgnlint/lint/game_report.h"

namespace pgnlint::lint {

enum class StatedEnding : std::uint8_t { unstated, checkmate, stalemate };

// Adds result-contradicts-position at `where` when the source says checkmate or stalemate and
// the replayed main line does not end so (FIDE 5.1.1, 5.2.1). Says nothing when the main line
// could not be replayed to its end.
void check_stated_ending(StatedEnding stated, const Location& where, GameReport& game);

}  // namespace pgnlint::lint
