// UTF-8 as the input's text may hold it: well-formed sequences and stray bytes (Latin-1 files,
// damaged data), both counted the way a lossy decoder reads them. Inline: the reporters' encoders
// ask for every byte they write.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string_view>

namespace pgnlint::lint {

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

// How many bytes of `bytes` are the second to fourth bytes of well-formed sequences: its length
// minus its characters, where a byte that starts no sequence is a character of its own (which a
// lossy decoder turns into U+FFFD). A byte column less this is a character column.
inline std::uint32_t utf8_multibyte_extra(std::string_view bytes) {
    std::size_t extra = 0;
    for (std::size_t i = 0; i < bytes.size();) {
        const std::size_t length = std::max<std::size_t>(utf8_sequence_length(bytes, i), 1);
        extra += length - 1;
        i += length;
    }
    return static_cast<std::uint32_t>(extra);
}

}  // namespace pgnlint::lint
