// What separates a FEN's fields, for the FEN reader and the spelling checks alike.
#pragma once

namespace pgnlint::core::detail {

constexpr bool is_fen_space(char c) {
    return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

}  // namespace pgnlint::core::detail
