// Boards made at random for the unwinnability tests: men put on random empty squares, and the
// FEN piece placement of a board given square by square.
#pragma once

#include <array>
#include <cstddef>
#include <string>

#include "game_generator.h"

namespace pgnlint::core::testing {

// Squares a1..h8 in order, '.' for an empty one.
using Board = std::array<char, 64>;

// The piece placement field of `board` (rank 8 first).
inline std::string board_fen(const Board& board) {
    std::string fen;
    for (int rank = 7; rank >= 0; --rank) {
        int empty = 0;
        for (int file = 0; file < 8; ++file) {
            const char c = board[std::size_t(rank * 8 + file)];
            if (c == '.') {
                ++empty;
                continue;
            }
            if (empty > 0) fen += char('0' + empty);
            empty = 0;
            fen += c;
        }
        if (empty > 0) fen += char('0' + empty);
        if (rank > 0) fen += '/';
    }
    return fen;
}

// Puts each man of `men` on a random empty square.
inline void place_at_random(Board& board, const std::string& men, fuzz::Random& random) {
    for (const char man : men) {
        for (;;) {
            const std::size_t square = random.below(64);
            if (board[square] != '.') continue;
            board[square] = man;
            break;
        }
    }
}

}  // namespace pgnlint::core::testing
