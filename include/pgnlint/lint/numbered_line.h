// A line of moves written as PGN movetext writes it: "12... Nf6 13. Qd2 Qh4#", the move number
// before White's moves and before the first, SAN with its check suffix. For the helpmates
// pgnlint shows (the endings' findings, `winnable`).
#pragma once

#include <span>
#include <string>
#include <vector>

#include "pgnlint/core/position.h"
#include "pgnlint/core/san.h"

namespace pgnlint::lint {

// Appends `moves`, played from `start`, to `out`, blank-separated, nothing before the first;
// `states` (grown as needed) keeps the moves' states. `before(position, move)` sees each move
// before it is played (winnable writes its UCI there).
template <typename Before>
void append_numbered_line(const core::Position& start, std::span<const core::Move> moves,
                          std::vector<core::StateInfo>& states, std::string& out, Before before) {
    core::Position pos = start;
    if (states.size() < moves.size()) states.resize(moves.size());
    for (std::size_t i = 0; i < moves.size(); ++i) {
        if (i > 0) out += ' ';
        const bool white = pos.side_to_move() == core::WHITE;
        if (white || i == 0) {
            out += std::to_string(pos.fullmove_number());
            out += white ? ". " : "... ";
        }
        before(static_cast<const core::Position&>(pos), moves[i]);
        char san[core::SAN_BUFFER_SIZE];
        out.append(san, core::play_san(pos, moves[i], states[i], san));
    }
}

inline void append_numbered_line(const core::Position& start, std::span<const core::Move> moves,
                                 std::vector<core::StateInfo>& states, std::string& out) {
    append_numbered_line(start, moves, states, out, [](const core::Position&, core::Move) {});
}

}  // namespace pgnlint::lint
