// A plain (uncompressed) regular file read at any offset: what a shard of a file
// (`check --shard`) seeks into, since it reads only its own byte range and a little past it.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <memory>
#include <string>

#include "pgnlint/io/byte_source.h"

namespace pgnlint::io {

class PlainFile {
public:
    // Throws IoError when the file cannot be opened, is not a regular file (a pipe or stdin
    // cannot be seeked into), is not text (content_sniff.h) or is compressed (a gzip/zstd/bzip2
    // stream cannot be entered in the middle; the message says so).
    explicit PlainFile(std::string path);
    PlainFile(const PlainFile&) = delete;
    PlainFile& operator=(const PlainFile&) = delete;
    ~PlainFile();

    std::uint64_t size() const { return size_; }
    const std::string& path() const { return path_; }

    // Copies up to `capacity` bytes from `offset` on; fewer only at the end of the file.
    std::size_t read_at(std::uint64_t offset, char* dst, std::size_t capacity);

    // The file's bytes from `offset` to its end, as a source of their own (a file handle of
    // their own, so several can be read side by side).
    std::unique_ptr<ByteSource> source_from(std::uint64_t offset) const;

private:
    std::string path_;
    std::FILE* file_ = nullptr;
    std::uint64_t size_ = 0;
};

}  // namespace pgnlint::io
