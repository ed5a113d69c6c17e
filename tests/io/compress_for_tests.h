// Compresses test data in memory with the same libraries the io module decodes with.
#pragma once

#include <bzlib.h>
#include <zlib.h>
#include <zstd.h>

#include <stdexcept>
#include <string>
#include <string_view>

namespace pgnlint::io::testing {

inline std::string gzip(std::string_view data) {
    z_stream stream{};
    constexpr int kGzipWindow = 15 + 16;
    if (deflateInit2(&stream, 6, Z_DEFLATED, kGzipWindow, 8, Z_DEFAULT_STRATEGY) != Z_OK) {
        throw std::runtime_error("deflateInit2");
    }
    std::string out(deflateBound(&stream, static_cast<uLong>(data.size())) + 64, '\0');
    stream.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(data.data()));
    stream.avail_in = static_cast<uInt>(data.size());
    stream.next_out = reinterpret_cast<Bytef*>(out.data());
    stream.avail_out = static_cast<uInt>(out.size());
    if (deflate(&stream, Z_FINISH) != Z_STREAM_END) throw std::runtime_error("deflate");
    out.resize(stream.total_out);
    deflateEnd(&stream);
    return out;
}

inline std::string zstd(std::string_view data) {
    std::string out(ZSTD_compressBound(data.size()), '\0');
    const std::size_t size = ZSTD_compress(out.data(), out.size(), data.data(), data.size(), 3);
    if (ZSTD_isError(size)) throw std::runtime_error("ZSTD_compress");
    out.resize(size);
    return out;
}

inline std::string bzip2(std::string_view data) {
    unsigned size = static_cast<unsigned>(data.size() + data.size() / 100 + 600);
    std::string out(size, '\0');
    if (BZ2_bzBuffToBuffCompress(out.data(), &size, const_cast<char*>(data.data()),
                                 static_cast<unsigned>(data.size()), 9, 0, 0) != BZ_OK) {
        throw std::runtime_error("BZ2_bzBuffToBuffCompress");
    }
    out.resize(size);
    return out;
}

}  // namespace pgnlint::io::testing
