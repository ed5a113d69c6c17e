// What a game's source says about how it ended — its Termination tag (PGN standard 9.8.1,
// lichess, chess.com's sentences) or an NDJSON export's status — read as far as the board can
// check it. The check itself is part of the replay (src/lint/stated_ending.cpp).
#pragma once

#include <cstdint>
#include <string_view>

#include "pgnlint/pgn/span.h"

namespace pgnlint::lint {

enum class StatedEnding : std::uint8_t {
    // Nothing the board can confirm: no statement, a value pgnlint does not know, or one that
    // names an ending off the board (resignation, agreement, adjudication, abandonment, ...).
    unstated,
    checkmate,              // FIDE 5.1.1
    stalemate,              // FIDE 5.2.1
    repetition,             // a draw by repetition: a threefold claim (9.2) or fivefold (9.6.1)
    fifty_moves,            // a draw by the 50-move rule: a claim (9.3) or 75 moves (9.6.2)
    insufficient_material,  // a draw because neither side can checkmate (5.2.2)
    time_forfeit,           // a flag fell (6.9): lost, unless the opponent cannot checkmate
    // A flag fell but the flagged player's opponent cannot checkmate (6.9): a draw. The
    // statement does not say whose flag fell.
    timeout_vs_insufficient_material,
};

// The ending a Termination tag's value states, in any letter case: the PGN standard's values
// (abandoned, adjudication, death, emergency, normal, rules infraction, time forfeit,
// unterminated), lichess's (the same words capitalised) and chess.com's sentences ("X won on
// time", "X won by checkmate", "Game drawn by repetition", "Game drawn by timeout vs
// insufficient material", ...). Unknown values are unstated.
StatedEnding stated_by_termination_tag(std::string_view value);

// The ending an NDJSON game export's `status` states (lichess's API: mate, stalemate,
// outoftime, timeout; resign, draw, aborted and the rest state nothing the board can check).
StatedEnding stated_by_export_status(std::string_view status);

// "checkmate", "a draw by repetition", "a loss on time", ...: what the statement says, for
// findings ("the Termination tag \"Time forfeit\" says a loss on time").
std::string_view stated_ending_phrase(StatedEnding ending);

// An ending stated by the game's source outside its PGN text (an NDJSON export's status), for
// GameChecker::check: `span` is where in the game's text its findings stand (the input maps it
// back to the source), `source` names it in messages ("the record's status").
struct SourceStatement {
    StatedEnding ending = StatedEnding::unstated;
    pgn::Span span;
    std::string_view source;
};

}  // namespace pgnlint::lint
