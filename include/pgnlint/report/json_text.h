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

}  // namespace pgnlint::report::encoding
