// For the harnesses that read an input as `pgnlint check` does, compressed or not: which inputs
// they leave out (see decodes_within_limit).
#pragma once

#include <array>
#include <cstddef>
#include <memory>
#include <string>
#include <string_view>

#include "pgnlint/io/byte_source.h"

namespace pgnlint::fuzz {

// A few kilobytes of compressed input can decode to megabytes (the fuzzer found a 1.7 KB bzip2
// stream holding 4.5 MB, two million games). pgnlint reads that in linear time
// (tests/adversarial has large inputs), but ASan and UBSan multiply the cost of each byte until
// such an input trips the fuzzer's timeout, so such inputs are left out (not kept in the corpus):
// the decoded text of an input kept is at most 8 times the largest plain input (-max_len).
inline constexpr std::size_t kMaxDecodedBytes = 64 << 10;

inline bool decodes_within_limit(std::string_view bytes) {
    if (io::detect_compression(bytes) == io::Compression::none) return true;
    std::array<char, 16 << 10> buffer;
    std::size_t decoded = 0;
    try {
        // Opening throws too: the decoded start is sniffed, and binary data is refused there.
        auto source =
            io::decompress_if_needed(std::make_unique<io::MemorySource>(std::string(bytes)));
        while (const std::size_t n = source->read(buffer.data(), buffer.size())) {
            decoded += n;
            if (decoded > kMaxDecodedBytes) return false;
        }
    } catch (const io::IoError&) {
        // A corrupt or truncated stream, or one that holds binary data: the check reports it
        // (exit status 2).
    }
    return true;
}

}  // namespace pgnlint::fuzz
