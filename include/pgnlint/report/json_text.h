// The one JSON string encoder: how every JSON, NDJSON and SARIF writer of pgnlint (the reports,
// `winnable`, `rules`) writes text, so the same bytes are encoded the same way everywhere.
#pragma once

#include <fmt/format.h>

#include <string_view>

namespace pgnlint::report::encoding {

// A JSON string literal, quotes included, every control character escaped. Lossy: each invalid
// UTF-8 byte becomes U+FFFD; for consumers that need text (SARIF) and for object keys.
void append_json_string(fmt::memory_buffer& out, std::string_view bytes);

// Lossless: a JSON string when `bytes` is valid UTF-8, else {"bytes":"<base64 of the bytes>"}.
void append_json_text(fmt::memory_buffer& out, std::string_view bytes);

// A JSON array of `items`, each element written by `write(item)`: the one place that puts the
// brackets and the commas between elements.
template <typename Items, typename Write>
void append_json_array(fmt::memory_buffer& out, const Items& items, Write write) {
    out.push_back('[');
    bool first = true;
    for (const auto& item : items) {
        if (!first) out.push_back(',');
        first = false;
        write(item);
    }
    out.push_back(']');
}

}  // namespace pgnlint::report::encoding
