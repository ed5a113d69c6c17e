// How the bytes of PGN text map to characters: UTF-8, as the reader checks it, and Windows-1252,
// the superset of ISO 8859-1 in which Latin-1 PGN files are written (PGN standard 4.1 names
// ISO 8859-1; pgnmentor, ICCF and ChessBase exports are Latin-1 to this day).
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace pgnlint::pgn {

// The length of the well-formed UTF-8 sequence starting at bytes[i] (Unicode table 3-7), or 0
// when the bytes there are not one.
inline std::size_t utf8_sequence_length(std::string_view bytes, std::size_t i) {
    const auto at = [&](std::size_t k) { return static_cast<unsigned char>(bytes[i + k]); };
    const std::size_t remaining = bytes.size() - i;
    const unsigned char lead = at(0);
    if (lead < 0x80) return 1;
    const auto continuation = [&](std::size_t k, unsigned char low = 0x80,
                                  unsigned char high = 0xBF) {
        return k < remaining && at(k) >= low && at(k) <= high;
    };
    if (lead >= 0xC2 && lead <= 0xDF) return continuation(1) ? 2 : 0;
    if (lead == 0xE0) return continuation(1, 0xA0) && continuation(2) ? 3 : 0;
    if (lead == 0xED) return continuation(1, 0x80, 0x9F) && continuation(2) ? 3 : 0;
    if (lead >= 0xE1 && lead <= 0xEF) return continuation(1) && continuation(2) ? 3 : 0;
    if (lead == 0xF0) return continuation(1, 0x90) && continuation(2) && continuation(3) ? 4 : 0;
    if (lead >= 0xF1 && lead <= 0xF3) {
        return continuation(1) && continuation(2) && continuation(3) ? 4 : 0;
    }
    if (lead == 0xF4)
        return continuation(1, 0x80, 0x8F) && continuation(2) && continuation(3) ? 4 : 0;
    return 0;
}

// Where the first byte that starts no well-formed UTF-8 sequence is, or npos when `bytes` is
// UTF-8 throughout. ASCII runs are passed sixteen bytes at a time: most games are ASCII.
std::size_t first_invalid_utf8(std::string_view bytes);

// Windows-1252 to UTF-8, every byte one character. The five bytes Windows-1252 leaves undefined
// (0x81 0x8D 0x8F 0x90 0x9D) become the C1 controls of the same value, as in ISO 8859-1, so
// the mapping is one to one and append_utf8_as_windows_1252 gives the bytes back.
void append_windows_1252_as_utf8(std::string_view bytes, std::string& out);

// The inverse: UTF-8 text of characters that Windows-1252 (with those five C1 controls) has, to
// its bytes. False, with `out` holding what was converted before it, at the first character it
// has not or the first byte that is not UTF-8.
bool append_utf8_as_windows_1252(std::string_view text, std::string& out);

}  // namespace pgnlint::pgn
