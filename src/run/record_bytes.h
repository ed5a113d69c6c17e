// Numbers and texts packed into the byte records the duplicate check sorts and carries (its
// payloads and its sort keys): numbers big-endian in a fixed width, so that records compare as
// bytes do; a text after its size. Private to the run module.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace pgnlint::run::record_bytes {

inline void append_number(std::string& out, std::uint64_t value, int bytes) {
    for (int shift = (bytes - 1) * 8; shift >= 0; shift -= 8) {
        out.push_back(static_cast<char>(value >> shift & 0xff));
    }
}

// The size in 4 bytes: a field of 4 GiB or more is refused before it gets here.
inline void append_sized(std::string& out, std::string_view text) {
    append_number(out, text.size(), 4);
    out.append(text);
}

inline std::uint64_t take_number(std::string_view& in, int bytes) {
    std::uint64_t value = 0;
    for (int i = 0; i < bytes; ++i) value = value << 8 | static_cast<unsigned char>(in[i]);
    in.remove_prefix(static_cast<std::size_t>(bytes));
    return value;
}

inline std::string_view take_sized(std::string_view& in) {
    const std::size_t size = take_number(in, 4);
    const std::string_view text = in.substr(0, size);
    in.remove_prefix(size);
    return text;
}

}  // namespace pgnlint::run::record_bytes
