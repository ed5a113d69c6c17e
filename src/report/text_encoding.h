// Byte-level encoders the reporters share: UTF-8 validation, base64, and escaping for JSON, XML,
// terminals and GitHub workflow commands. Input text is untrusted bytes; every encoder is total.
#pragma once

#include <fmt/format.h>

#include <cstddef>
#include <cstring>
#include <string_view>

#include "pgnlint/report/display_text.h"
#include "pgnlint/report/json_text.h"

namespace pgnlint::report::encoding {

bool is_valid_utf8(std::string_view bytes);

// Standard base64 (RFC 4648 section 4, with padding).
void append_base64(fmt::memory_buffer& out, std::string_view bytes);

// JSON strings: append_json_string and append_json_text, in pgnlint/report/json_text.h; the
// first without its quotes, to build one string from several pieces:
void append_json_escaped(fmt::memory_buffer& out, std::string_view bytes);

// Whether `bytes` goes into a JSON string as it is (ASCII, no control character, quote or
// backslash): then the two JSON string functions only add the quotes.
bool is_plain_json_text(std::string_view bytes);

// For a terminal or a log: append_display_text, in pgnlint/report/display_text.h.

// XML 1.0 character data or attribute values: markup characters escaped, characters XML cannot
// carry (most C0 controls, U+FFFE, U+FFFF) and invalid UTF-8 bytes replaced by U+FFFD; in an
// attribute, tab and line breaks are kept as character references.
void append_xml_text(fmt::memory_buffer& out, std::string_view bytes, bool attribute);

// GitHub Actions workflow command escaping: the message part escapes %, CR and LF; a property
// value also escapes ':' and ','. Invalid UTF-8 bytes become U+FFFD.
void append_github_message(fmt::memory_buffer& out, std::string_view bytes);
void append_github_property(fmt::memory_buffer& out, std::string_view bytes);

// A relative URI reference for a file path (SARIF artifactLocation.uri): every byte outside
// RFC 3986's unreserved set and '/' is percent-encoded; an absolute path becomes a file:// URI.
void append_file_uri(fmt::memory_buffer& out, std::string_view path);

// Grows the buffer once and copies: cheaper than memory_buffer::append's out-of-line loop for the
// many short pieces a report is made of.
[[gnu::always_inline]] inline void append(fmt::memory_buffer& out, std::string_view text) {
    const std::size_t size = out.size();
    out.resize(size + text.size());
    if (!text.empty()) std::memcpy(out.data() + size, text.data(), text.size());
}

}  // namespace pgnlint::report::encoding
