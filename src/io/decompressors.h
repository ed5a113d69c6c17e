// Streaming decompressors (private to io): each wraps a source of compressed bytes.
#pragma once

#include <memory>

#include "pgnlint/io/byte_source.h"

namespace pgnlint::io {

std::unique_ptr<ByteSource> make_gzip_source(std::unique_ptr<ByteSource> compressed);
std::unique_ptr<ByteSource> make_zstd_source(std::unique_ptr<ByteSource> compressed);
std::unique_ptr<ByteSource> make_bzip2_source(std::unique_ptr<ByteSource> compressed);

}  // namespace pgnlint::io
