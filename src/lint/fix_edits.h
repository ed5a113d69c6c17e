// The edits that repair findings, computed from the text as written: a move's notation and
// check suffix, a move number, a FEN tag's spelling, the line end inserted text uses.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "pgnlint/lint/diagnostic.h"
#include "pgnlint/lint/rules.h"

namespace pgnlint::lint {

// The move token `text` (its glyphs included) standing at `offset`, rewritten for notation rule
// `id` (N001-N005) towards `canonical` (core::write_san's SAN of the same move). A piece move
// changes only the part the rule is about: the `x`, the origin, the promotion, so that fixes of
// two rules on one move never overlap. A pawn move's origin and `x` are one part (a pawn
// capture names its file), and castling, long algebraic (Ng1-f3) and a `P` letter are
// rewritten whole; edits that come out identical are applied once.
void add_notation_edit(RuleId id, std::string_view text, std::uint64_t offset,
                       std::string_view canonical, Fix& fix);

// The check suffix of the move token `text` at `offset` made `#` (mate), `+` (check) or
// nothing, annotation glyphs kept in their order after it.
void add_check_suffix_edit(std::string_view text, std::uint64_t offset, bool check, bool mate,
                           Fix& fix);

// The move number indication at `offset` in `text` (its digits and dots) written as
// "13." for White's move 13 or "13..." for Black's.
void add_move_number_edit(std::string_view text, std::uint64_t offset, std::uint32_t number,
                          bool black, Fix& fix);

// A readable FEN in the standard form (PGN 16.1): fields separated by one space, no leading
// zeros in the clocks, castling letters White first and K before Q, fullmove number 0 as 1.
std::string canonical_fen_text(std::string_view fen);

// The line end a game's text uses ("\r\n", "\r" or "\n"; "\n" when it has none), for the lines
// a fix inserts.
std::string_view line_ending_of(std::string_view text);

}  // namespace pgnlint::lint
