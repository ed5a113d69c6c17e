// UTF-8 validation and the Windows-1252 code page, both ways.
#include "pgnlint/pgn/text_encoding.h"

#include <array>
#include <cstdint>
#include <cstring>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace pgnlint::pgn {
namespace {

// The characters of Windows-1252's bytes 0x80 to 0x9F (the rest are ISO 8859-1's: the byte's
// own value); the five undefined bytes keep their C1 control.
constexpr std::array<char16_t, 32> kHighControls{
    0x20AC, 0x0081, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160,
    0x2039, 0x0152, 0x008D, 0x017D, 0x008F, 0x0090, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022,
    0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x009D, 0x017E, 0x0178};

char32_t windows_1252_character(unsigned char byte) {
    return byte >= 0x80 && byte <= 0x9F ? kHighControls[byte - 0x80] : byte;
}

void append_utf8(char32_t c, std::string& out) {
    if (c < 0x80) {
        out.push_back(static_cast<char>(c));
    } else if (c < 0x800) {
        out.push_back(static_cast<char>(0xC0 | (c >> 6)));
        out.push_back(static_cast<char>(0x80 | (c & 0x3F)));
    } else {
        out.push_back(static_cast<char>(0xE0 | (c >> 12)));
        out.push_back(static_cast<char>(0x80 | ((c >> 6) & 0x3F)));
        out.push_back(static_cast<char>(0x80 | (c & 0x3F)));
    }
}

// The first byte at or after `i` with its high bit set, or bytes.size(). Every game's text
// passes here once, on the reader's serial stage: 64 bytes a step while they are all ASCII.
std::size_t next_non_ascii(std::string_view bytes, std::size_t i) {
#if defined(__SSE2__)
    const auto load = [&](std::size_t at) {
        return _mm_loadu_si128(reinterpret_cast<const __m128i*>(bytes.data() + at));
    };
    while (bytes.size() - i >= 64) {
        const __m128i any = _mm_or_si128(_mm_or_si128(load(i), load(i + 16)),
                                         _mm_or_si128(load(i + 32), load(i + 48)));
        if (_mm_movemask_epi8(any) != 0) break;
        i += 64;
    }
    while (bytes.size() - i >= 16) {
        const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(bytes.data() + i));
        if (const int mask = _mm_movemask_epi8(v); mask != 0) {
            return i + static_cast<std::size_t>(__builtin_ctz(static_cast<unsigned>(mask)));
        }
        i += 16;
    }
#endif
    while (i < bytes.size() && static_cast<unsigned char>(bytes[i]) < 0x80) ++i;
    return i;
}

}  // namespace

std::size_t first_invalid_utf8(std::string_view bytes) {
    std::size_t i = next_non_ascii(bytes, 0);
    while (i < bytes.size()) {
        const std::size_t length = utf8_sequence_length(bytes, i);
        if (length == 0) return i;
        i += length;
        if (i < bytes.size() && static_cast<unsigned char>(bytes[i]) < 0x80)
            i = next_non_ascii(bytes, i);
    }
    return std::string_view::npos;
}

void append_windows_1252_as_utf8(std::string_view bytes, std::string& out) {
    out.reserve(out.size() + bytes.size() + bytes.size() / 4);
    for (const char byte : bytes)
        append_utf8(windows_1252_character(static_cast<unsigned char>(byte)), out);
}

bool append_utf8_as_windows_1252(std::string_view text, std::string& out) {
    for (std::size_t i = 0; i < text.size();) {
        const std::size_t length = utf8_sequence_length(text, i);
        if (length == 0 || length == 4) return false;
        const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[i + k]); };
        const char32_t c = length == 1   ? byte(0)
                           : length == 2 ? ((byte(0) & 0x1Fu) << 6) | (byte(1) & 0x3Fu)
                                         : ((byte(0) & 0x0Fu) << 12) | ((byte(1) & 0x3Fu) << 6) |
                                               (byte(2) & 0x3Fu);
        i += length;
        if (c < 0x80 || (c >= 0xA0 && c <= 0xFF)) {
            out.push_back(static_cast<char>(c));
            continue;
        }
        bool found = false;
        for (std::size_t k = 0; k < kHighControls.size(); ++k) {
            if (kHighControls[k] == c) {
                out.push_back(static_cast<char>(0x80 + k));
                found = true;
                break;
            }
        }
        if (!found) return false;
    }
    return true;
}

}  // namespace pgnlint::pgn
