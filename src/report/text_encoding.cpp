// Byte-level encoders for the reporters. Each walks the input once, copying runs of bytes that need
// no change in one append, so that formatting a report stays a small part of a run.
#include "text_encoding.h"

#include <array>
#include <cstdint>
#include <cstring>

#include "pgnlint/lint/utf8.h"

namespace pgnlint::report::encoding {
namespace {

constexpr std::string_view kReplacementCharacter = "\xEF\xBF\xBD";  // U+FFFD
constexpr char kHexDigits[] = "0123456789ABCDEF";

using lint::utf8_sequence_length;

// Walks `bytes` one unit at a time (an ASCII byte, a well-formed multi-byte sequence or one
// invalid byte) and asks `replace(unit, valid, scratch)` what to write for it: returning `unit`
// itself keeps the bytes, which are then copied in runs; anything else is written instead.
template <typename Replace>
void transcode(fmt::memory_buffer& out, std::string_view bytes, Replace replace) {
    std::size_t run_start = 0;
    std::size_t i = 0;
    char scratch[8];
    while (i < bytes.size()) {
        const std::size_t length = utf8_sequence_length(bytes, i);
        const std::string_view unit = bytes.substr(i, length == 0 ? 1 : length);
        const std::string_view replacement = replace(unit, length != 0, scratch);
        if (replacement.data() != unit.data()) {
            append(out, bytes.substr(run_start, i - run_start));
            append(out, replacement);
            run_start = i + unit.size();
        }
        i += unit.size();
    }
    append(out, bytes.substr(run_start));
}

std::string_view hex_escape(char* scratch, std::string_view prefix, unsigned char byte) {
    std::memcpy(scratch, prefix.data(), prefix.size());
    scratch[prefix.size()] = kHexDigits[byte >> 4];
    scratch[prefix.size() + 1] = kHexDigits[byte & 0xF];
    return {scratch, prefix.size() + 2};
}

constexpr std::string_view kJsonControlEscapes[32] = {
    "\\u0000", "\\u0001", "\\u0002", "\\u0003", "\\u0004", "\\u0005", "\\u0006", "\\u0007",
    "\\b",     "\\t",     "\\n",     "\\u000b", "\\f",     "\\r",     "\\u000e", "\\u000f",
    "\\u0010", "\\u0011", "\\u0012", "\\u0013", "\\u0014", "\\u0015", "\\u0016", "\\u0017",
    "\\u0018", "\\u0019", "\\u001a", "\\u001b", "\\u001c", "\\u001d", "\\u001e", "\\u001f"};

void append_json_body(fmt::memory_buffer& out, std::string_view bytes) {
    transcode(out, bytes, [](std::string_view unit, bool valid, char*) -> std::string_view {
        if (!valid) return kReplacementCharacter;
        const auto c = static_cast<unsigned char>(unit[0]);
        if (c < 0x20) return kJsonControlEscapes[c];
        if (c == '"') return "\\\"";
        if (c == '\\') return "\\\\";
        return unit;
    });
}

// True when some byte is a control character, '"', '\\' or not ASCII: anything JSON output must
// look at. Eight bytes at a time (the classic "has a byte less than n / equal to c" word tricks),
// since nearly all PGN text is plain ASCII.
bool needs_json_attention(std::string_view bytes) {
    constexpr std::uint64_t kOnes = 0x0101010101010101ULL;
    constexpr std::uint64_t kHighBits = 0x8080808080808080ULL;
    const auto has_zero_byte = [](std::uint64_t v) { return (v - kOnes) & ~v & kHighBits; };
    const auto attention = [&](std::uint64_t word) {
        const std::uint64_t control = (word - kOnes * 0x20) & ~word & kHighBits;
        const std::uint64_t quote = has_zero_byte(word ^ (kOnes * '"'));
        const std::uint64_t backslash = has_zero_byte(word ^ (kOnes * '\\'));
        return (control | quote | backslash | (word & kHighBits)) != 0;
    };
    if (bytes.size() < 8) {
        for (const char ch : bytes) {
            const auto c = static_cast<unsigned char>(ch);
            if (c < 0x20 || c == '"' || c == '\\' || c >= 0x80) return true;
        }
        return false;
    }
    std::uint64_t word;
    for (std::size_t i = 0; i + 8 <= bytes.size(); i += 8) {
        std::memcpy(&word, bytes.data() + i, 8);
        if (attention(word)) return true;
    }
    // The tail as the last eight bytes, overlapping what was already checked.
    std::memcpy(&word, bytes.data() + bytes.size() - 8, 8);
    return attention(word);
}

}  // namespace

bool is_plain_json_text(std::string_view bytes) {
    return !needs_json_attention(bytes);
}

bool is_valid_utf8(std::string_view bytes) {
    return pgn::first_invalid_utf8(bytes) == std::string_view::npos;
}

void append_base64(fmt::memory_buffer& out, std::string_view bytes) {
    constexpr char alphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    const auto byte = [&](std::size_t k) {
        return static_cast<std::uint32_t>(static_cast<unsigned char>(bytes[k]));
    };
    std::size_t i = 0;
    for (; i + 3 <= bytes.size(); i += 3) {
        const std::uint32_t group = byte(i) << 16 | byte(i + 1) << 8 | byte(i + 2);
        const char quad[4] = {alphabet[group >> 18], alphabet[(group >> 12) & 63],
                              alphabet[(group >> 6) & 63], alphabet[group & 63]};
        out.append(quad, quad + 4);
    }
    const std::size_t rest = bytes.size() - i;
    if (rest == 0) return;
    const std::uint32_t group = byte(i) << 16 | (rest == 2 ? byte(i + 1) << 8 : 0);
    const char quad[4] = {alphabet[group >> 18], alphabet[(group >> 12) & 63],
                          rest == 2 ? alphabet[(group >> 6) & 63] : '=', '='};
    out.append(quad, quad + 4);
}

void append_json_escaped(fmt::memory_buffer& out, std::string_view bytes) {
    // Most strings are plain ASCII: one check, one copy.
    if (needs_json_attention(bytes)) {
        append_json_body(out, bytes);
    } else {
        append(out, bytes);
    }
}

void append_json_string(fmt::memory_buffer& out, std::string_view bytes) {
    out.push_back('"');
    append_json_escaped(out, bytes);
    out.push_back('"');
}

void append_json_text(fmt::memory_buffer& out, std::string_view bytes) {
    if (!needs_json_attention(bytes)) {
        out.push_back('"');
        append(out, bytes);
        out.push_back('"');
    } else if (is_valid_utf8(bytes)) {
        out.push_back('"');
        append_json_body(out, bytes);
        out.push_back('"');
    } else {
        append(out, "{\"bytes\":\"");
        append_base64(out, bytes);
        append(out, "\"}");
    }
}

void append_display_text(fmt::memory_buffer& out, std::string_view bytes) {
    transcode(out, bytes, [](std::string_view unit, bool valid, char* scratch) -> std::string_view {
        if (!valid) return kReplacementCharacter;
        const auto c = static_cast<unsigned char>(unit[0]);
        if (c == '\n') return "\\n";
        if (c == '\r') return "\\r";
        if (c == '\t') return "\\t";
        if (c < 0x20 || c == 0x7F) return hex_escape(scratch, "\\x", c);
        // C1 controls U+0080..U+009F, encoded as C2 80..C2 9F: some terminals obey them.
        if (c == 0xC2 && static_cast<unsigned char>(unit[1]) <= 0x9F) {
            return hex_escape(scratch, "\\u00", static_cast<unsigned char>(unit[1]));
        }
        return unit;
    });
}

void append_xml_text(fmt::memory_buffer& out, std::string_view bytes, bool attribute) {
    transcode(out, bytes,
              [attribute](std::string_view unit, bool valid, char*) -> std::string_view {
                  if (!valid) return kReplacementCharacter;
                  const auto c = static_cast<unsigned char>(unit[0]);
                  switch (c) {
                      case '&':
                          return "&amp;";
                      case '<':
                          return "&lt;";
                      case '>':
                          return "&gt;";
                      case '"':
                          return "&quot;";
                      case '\'':
                          return "&apos;";
                      case '\t':
                          return attribute ? "&#9;" : unit;
                      case '\n':
                          return attribute ? "&#10;" : unit;
                      case '\r':
                          return attribute ? "&#13;" : unit;
                      default:
                          break;
                  }
                  if (c < 0x20) return kReplacementCharacter;
                  if (unit == "\xEF\xBF\xBE" || unit == "\xEF\xBF\xBF")
                      return kReplacementCharacter;
                  return unit;
              });
}

namespace {

// GitHub workflow commands escape %, CR and LF in messages; properties also escape ':' and ','.
std::string_view github_message_unit(std::string_view unit, bool valid) {
    if (!valid) return kReplacementCharacter;
    switch (unit[0]) {
        case '%':
            return "%25";
        case '\r':
            return "%0D";
        case '\n':
            return "%0A";
        default:
            return unit;
    }
}

}  // namespace

void append_github_message(fmt::memory_buffer& out, std::string_view bytes) {
    transcode(out, bytes, [](std::string_view unit, bool valid, char*) {
        return github_message_unit(unit, valid);
    });
}

void append_github_property(fmt::memory_buffer& out, std::string_view bytes) {
    transcode(out, bytes, [](std::string_view unit, bool valid, char*) -> std::string_view {
        if (valid && unit[0] == ':') return "%3A";
        if (valid && unit[0] == ',') return "%2C";
        return github_message_unit(unit, valid);
    });
}

void append_file_uri(fmt::memory_buffer& out, std::string_view path) {
    if (!path.empty() && path.front() == '/') append(out, "file://");
    for (const char ch : path) {
        const auto c = static_cast<unsigned char>(ch);
        const bool unreserved = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') ||
                                (c >= '0' && c <= '9') || c == '-' || c == '.' || c == '_' ||
                                c == '~' || c == '/';
        if (unreserved) {
            out.push_back(ch);
        } else {
            char scratch[3];
            append(out, hex_escape(scratch, "%", c));
        }
    }
}

}  // namespace pgnlint::report::encoding
