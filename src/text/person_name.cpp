// loose_name_key: a name's words without case, accents and punctuation, in sorted order.
#include "pgnlint/text/person_name.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <vector>

namespace pgnlint::text {
namespace {

// The letters U+00C0-U+017F (Latin-1 Supplement and Latin Extended-A) as the ASCII a reader
// would type without the accent, lower case; "" for the signs among them (×, ÷).
constexpr std::array<std::string_view, 0x180 - 0xC0> kLatinFolds{
    // U+00C0
    "a",
    "a",
    "a",
    "a",
    "a",
    "a",
    "ae",
    "c",
    "e",
    "e",
    "e",
    "e",
    "i",
    "i",
    "i",
    "i",
    // U+00D0
    "d",
    "n",
    "o",
    "o",
    "o",
    "o",
    "o",
    "",
    "o",
    "u",
    "u",
    "u",
    "u",
    "y",
    "th",
    "ss",
    // U+00E0
    "a",
    "a",
    "a",
    "a",
    "a",
    "a",
    "ae",
    "c",
    "e",
    "e",
    "e",
    "e",
    "i",
    "i",
    "i",
    "i",
    // U+00F0
    "d",
    "n",
    "o",
    "o",
    "o",
    "o",
    "o",
    "",
    "o",
    "u",
    "u",
    "u",
    "u",
    "y",
    "th",
    "y",
    // U+0100
    "a",
    "a",
    "a",
    "a",
    "a",
    "a",
    "c",
    "c",
    "c",
    "c",
    "c",
    "c",
    "c",
    "c",
    "d",
    "d",
    // U+0110
    "d",
    "d",
    "e",
    "e",
    "e",
    "e",
    "e",
    "e",
    "e",
    "e",
    "e",
    "e",
    "g",
    "g",
    "g",
    "g",
    // U+0120
    "g",
    "g",
    "g",
    "g",
    "h",
    "h",
    "h",
    "h",
    "i",
    "i",
    "i",
    "i",
    "i",
    "i",
    "i",
    "i",
    // U+0130
    "i",
    "i",
    "ij",
    "ij",
    "j",
    "j",
    "k",
    "k",
    "k",
    "l",
    "l",
    "l",
    "l",
    "l",
    "l",
    "l",
    // U+0140
    "l",
    "l",
    "l",
    "n",
    "n",
    "n",
    "n",
    "n",
    "n",
    "n",
    "n",
    "n",
    "o",
    "o",
    "o",
    "o",
    // U+0150
    "o",
    "o",
    "oe",
    "oe",
    "r",
    "r",
    "r",
    "r",
    "r",
    "r",
    "s",
    "s",
    "s",
    "s",
    "s",
    "s",
    // U+0160
    "s",
    "s",
    "t",
    "t",
    "t",
    "t",
    "t",
    "t",
    "u",
    "u",
    "u",
    "u",
    "u",
    "u",
    "u",
    "u",
    // U+0170
    "u",
    "u",
    "u",
    "u",
    "w",
    "w",
    "y",
    "y",
    "y",
    "z",
    "z",
    "z",
    "z",
    "z",
    "z",
    "s",
};

// The code point starting at bytes[i] and its length; length 0 for a byte that starts no
// well-formed sequence.
std::pair<char32_t, std::size_t> decode(std::string_view bytes, std::size_t i) {
    const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(bytes[k]); };
    const unsigned char lead = byte(i);
    if (lead < 0x80) return {lead, 1};
    std::size_t length = 0;
    char32_t code = 0;
    if ((lead & 0xE0) == 0xC0) {
        length = 2;
        code = lead & 0x1F;
    } else if ((lead & 0xF0) == 0xE0) {
        length = 3;
        code = lead & 0x0F;
    } else if ((lead & 0xF8) == 0xF0) {
        length = 4;
        code = lead & 0x07;
    } else {
        return {0, 0};
    }
    if (i + length > bytes.size()) return {0, 0};
    for (std::size_t k = 1; k < length; ++k) {
        if ((byte(i + k) & 0xC0) != 0x80) return {0, 0};
        code = (code << 6) | (byte(i + k) & 0x3F);
    }
    return {code, length};
}

bool is_ascii_alnum(char32_t c) {
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

}  // namespace

std::string loose_name_key(std::string_view utf8_name) {
    std::vector<std::string> words(1);
    for (std::size_t i = 0; i < utf8_name.size();) {
        const auto [code, length] = decode(utf8_name, i);
        if (length == 0) {
            ++i;
            continue;
        }
        if (code < 0x80) {
            if (is_ascii_alnum(code)) {
                const char c = static_cast<char>(code);
                words.back() += (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
            } else if (code != '\'') {  // O'Brien and OBrien are one word
                if (!words.back().empty()) words.emplace_back();
            }
        } else if (code >= 0xC0 && code < 0x180) {
            words.back() += kLatinFolds[code - 0xC0];
        } else if (code == 0x2019) {  // the typographic apostrophe, as '\''
        } else if (code < 0xC0 || (code >= 0x2000 && code < 0x2070)) {
            // Latin-1 signs and general punctuation (no-break space, dashes, quotes) part words.
            if (!words.back().empty()) words.emplace_back();
        } else {
            words.back().append(utf8_name.substr(i, length));
        }
        i += length;
    }
    if (words.back().empty()) words.pop_back();
    std::sort(words.begin(), words.end());
    std::string key;
    for (const std::string& word : words) {
        if (!key.empty()) key += ' ';
        key += word;
    }
    return key;
}

}  // namespace pgnlint::text
