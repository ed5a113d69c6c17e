// Whether the last move can have given the check the side to move is in (position validation):
// a check from nowhere, or a double check no single move and discovery explains.
#pragma once

#include "fen_board.h"
#include "pgnlint/core/position_validation.h"

namespace pgnlint::core::detail {

// Why no last move of the opponent can have given `us` (one king, one or two checkers not
// counting a king) these checks, or ProblemDetail::none when some move can. `pushed_ep` is the
// en-passant square of a valid en-passant field (the last move was that two-square advance), or
// SQ_NONE.
ProblemDetail impossible_check(const FenBoard& board, Color us, Bitboard checkers,
                               Square pushed_ep);

}  // namespace pgnlint::core::detail
