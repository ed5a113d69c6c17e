// "Did you mean" for a refused move: the legal moves one slip of the pen away from what was
// written, a move left out before it, or the move itself written once too often, each judged by
// how many of the moves written after it become legal. Searched only when a move is refused, on
// copies of the position: nothing here runs for a legal move.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "pgnlint/core/position.h"
#include "pgnlint/lint/diagnostic.h"

namespace pgnlint::lint {

// How many of the moves written after a refused one are read to judge a suggestion.
inline constexpr std::size_t kSuggestionLookahead = 8;
// The most suggestions a refused move gets.
inline constexpr std::size_t kMostSuggestions = 3;

// The move as written without its check and annotation suffixes ("Qh4+!" -> "Qh4"): what a slip
// is measured on, and what a finding about a suffix quotes.
std::string_view without_suffixes(std::string_view san);

// The likeliest meant moves for `written`, refused in `pos`, best first; none when nothing fits.
// `next_written`: the moves written after it on its line (the first kSuggestionLookahead are
// read). Every suggested move is legal in `pos`.
std::vector<MoveSuggestion> suggest_moves(const core::Position& pos, std::string_view written,
                                          std::span<const std::string_view> next_written);

// The suggestions in words, for the finding's message: "; did you mean Nf3 (the file one off;
// the next 2 moves are then legal)?". `move_number` and `side`: of the refused move;
// `next_count`: how many moves were written after it (as suggest_moves was given).
void append_suggestions(std::span<const MoveSuggestion> suggestions, std::uint32_t move_number,
                        Side side, std::size_t next_count, std::string& message);

}  // namespace pgnlint::lint
