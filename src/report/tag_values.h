// What a tag's value says for a report that names a game by its tags (junit, html).
#pragma once

#include <optional>
#include <string_view>

namespace pgnlint::report {

// False for an absent or empty tag and for PGN's placeholders "?" (unknown) and "-" (not
// applicable; PGN standard 8.1.1), which name nothing.
inline bool is_known_tag_value(std::optional<std::string_view> value) {
    return value && !value->empty() && *value != "?" && *value != "-";
}

}  // namespace pgnlint::report
