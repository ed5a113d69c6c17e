// A move that was played, by its squares, the way UCI writes it ("e2e4", "e7e8q"): what a record
// carries so that a diagram can highlight where the last move came from and went to. The replay
// fills it from the core::Move it made (no text per move); reporters format it on output.
#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <string_view>

#include "pgnlint/core/types.h"

namespace pgnlint::lint {

struct UciMove {
    // SQ_NONE when the record has no such move (the start position, a null move, a record from
    // an older pgnlint). Castling is the king's move (e1g1), or in Chess960 king takes own rook
    // (e1h1), as core::write_uci writes it.
    core::Square from = core::SQ_NONE;
    core::Square to = core::SQ_NONE;
    core::PieceType promotion = core::NO_PIECE_TYPE;  // NO_PIECE_TYPE unless a promotion

    bool known() const { return core::is_ok(from) && core::is_ok(to); }
    friend bool operator==(const UciMove&, const UciMove&) = default;
};

// The squares of `move`, just made by `mover`; unknown for Move::none() and Move::null().
UciMove uci_move(core::Move move, core::Color mover, bool chess960);

inline constexpr std::size_t kUciLength = 5;  // the longest: a promotion, "e7e8q"

// "e7e8q" into `out`, NUL-padded; returns the length (0 when the move is unknown).
std::size_t format_uci(const UciMove& move, std::array<char, kUciLength + 1>& out);

// Reads what format_uci writes; nullopt for any other text.
std::optional<UciMove> parse_uci_move(std::string_view text);

}  // namespace pgnlint::lint
