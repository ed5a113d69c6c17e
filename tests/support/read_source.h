// Everything a byte source delivers, read `chunk` bytes at a time (the io tests vary the chunk to
// put buffer boundaries everywhere).
#pragma once

#include <cstddef>
#include <string>

#include "pgnlint/io/byte_source.h"

namespace pgnlint::testing {

inline std::string read_all(io::ByteSource& source, std::size_t chunk = 4096) {
    std::string out;
    std::string buffer(chunk, '\0');
    for (std::size_t n; (n = source.read(buffer.data(), buffer.size())) > 0;)
        out.append(buffer, 0, n);
    return out;
}

}  // namespace pgnlint::testing
