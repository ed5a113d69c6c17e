// Checks on single tag values (PGN standard 8.1.1, 9): Date, Round and Result formats, and which
// rules a Variant tag names. Pure functions of the text, so reporters and tests can reuse them.
#pragma once

#include <cstdint>
#include <string_view>

namespace pgnlint::lint {

// PGN 8.1.1.3: "YYYY.MM.DD", each part digits or all '?', and a calendar date when known
// ("1924.??.??", "2024.02.29"; not "2023.02.29", "2024-01-05" or "2024").
bool is_valid_date(std::string_view value);

// PGN 8.1.1.4: "-", or parts joined by '.', each a non-negative integer or '?' for an unknown
// part ("5", "3.1", "?", "?.2").
bool is_valid_round(std::string_view value);

// PGN 8.1.1.7: "1-0", "0-1", "1/2-1/2" or "*".
bool is_result_value(std::string_view value);

enum class VariantRules : std::uint8_t { standard, chess960, unsupported };

// The rules a Variant tag's value names, ignoring ASCII case and surrounding blanks: standard
// chess ("Standard", "Chess", "Normal", lichess's "From Position"), Chess960 ("Chess960",
// "Fischerandom", "Fischer Random", "Chess 960", "Freestyle", "960"), or a variant pgnlint does
// not replay (crazyhouse, atomic, antichess, horde, king of the hill, three-check, racing kings,
// sittuyin and any name it does not know).
VariantRules classify_variant(std::string_view value);

}  // namespace pgnlint::lint
