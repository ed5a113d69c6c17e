// A game's main line as a key for finding duplicate games across a database (`check
// --duplicates`): two games have the same key exactly when they make the same moves from the same
// start, and one key is a prefix of another exactly when the first game's moves are the first
// moves of the second. A hash could give the first and not the second, so the key is the line
// itself, two or three characters a ply.
#pragma once

#include <string>
#include <string_view>

#include "pgnlint/core/types.h"

namespace pgnlint::lint {

// For a game from a set-up position: '|', the FEN tag's first four fields (placement, side to
// move, castling, en passant) separated by single spaces, '|'. A game from the standard start
// has no start key. No move's characters are '|', so a start key is never mistaken for moves.
void append_start_key(std::string_view fen_tag, std::string& key);

// One move: its from and to squares as two characters of the base64 alphabet (castling as the
// king takes its own rook, the way core writes it), then 'n', 'b', 'r' or 'q' for a promotion;
// ".." for a null move. Why keys compare as lines: of two lines whose keys agree so far, the
// positions agree too, so the piece on the from square is the same and either both moves are
// promotions or neither is, and the characters of one move never run into the next.
void append_move_key(core::Move move, std::string& key);

}  // namespace pgnlint::lint
