// Where something is in the input: byte offset plus line and column for people.
#pragma once

#include <cstdint>

namespace pgnlint::pgn {

// offset: 0-based byte offset in the (decompressed) input, a UTF-8 BOM included.
// line, column: 1-based; the column counts bytes from the start of the line (a BOM at the
// start of the input is not part of line 1's columns). CR, CRLF and LF each end one line.
struct Span {
    std::uint64_t offset = 0;
    std::uint32_t line = 1;
    std::uint32_t column = 1;

    friend bool operator==(const Span&, const Span&) = default;
};

}  // namespace pgnlint::pgn
