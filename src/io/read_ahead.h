// read_ahead() (private to io): decoding a compressed input on a thread of its own.
#pragma once

#include <cstddef>
#include <memory>

#include "pgnlint/io/byte_source.h"

namespace pgnlint::io {

// Reads `source` on a thread of its own into two buffers of `buffer_bytes`, one filled while the
// caller reads the other. read() and the other calls belong to one consumer thread; an error of
// `source` is thrown to it after the bytes read before it. Destroying the result stops the
// thread once its current read of `source` returns.
std::unique_ptr<ByteSource> read_ahead(std::unique_ptr<ByteSource> source,
                                       std::size_t buffer_bytes = std::size_t{1} << 20);

}  // namespace pgnlint::io
