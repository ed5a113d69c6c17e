// UTF-8 as the input's text may hold it: well-formed sequences and stray bytes (Latin-1 files,
// damaged data), both counted the way a lossy decoder reads them. Inline: the reporters' encoders
// ask for every byte they write.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "pgnlint/pgn/text_encoding.h"

namespace pgnlint::lint {

using pgn::utf8_sequence_length;

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
