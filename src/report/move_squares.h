// Where a move written in a record goes on a board, for a diagram's arrows and highlights: SAN or
// coordinate notation read against the pieces standing there, without the rules of chess (an
// illegal move has no legal reading, yet the arbiter wants to see which piece was meant).
#pragma once

#include <array>
#include <string_view>

#include "pgnlint/core/types.h"

namespace pgnlint::report {

struct MoveSquares {
    core::Square from = core::SQ_NONE;  // SQ_NONE when no single piece of the mover fits
    core::Square to = core::SQ_NONE;    // SQ_NONE when the text is no move at all
};

// `move` may carry its number ("33... Kf7"). The origin is the one piece of the mover's that the
// notation names and that could reach the target on this board (ignoring pins and checks), else
// the one that could on an empty board, else the one piece of that kind the notation names.
MoveSquares move_squares(const std::array<core::Piece, core::SQUARE_NB>& board, core::Color mover,
                         std::string_view move);

}  // namespace pgnlint::report
