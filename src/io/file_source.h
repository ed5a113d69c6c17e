// A file or stdin read through stdio, shared by open_input() (whole files and stdin) and
// PlainFile::source_from() (a shard's range of a file).
#pragma once

#include <cstdint>
#include <cstdio>
#include <optional>
#include <string>
#include <string_view>

#include "pgnlint/io/byte_source.h"

namespace pgnlint::io {

// "NAME: ACTION: strerror(error)", the message of every IoError the io module throws.
std::string errno_message(std::string_view name, std::string_view action, int error);

// Opens `path` for reading positioned at `offset`; throws IoError naming the path.
std::FILE* open_file_at(const std::string& path, std::uint64_t offset);

// Reads are large, so stdio's own buffer is bypassed (the io module keeps to the standard
// library and POSIX stdio).
class FileSource final : public ByteSource {
public:
    // `size`: the bytes the source will deliver, when known (for progress reports).
    FileSource(std::FILE* file, std::string name, bool owns_file, std::optional<std::uint64_t> size)
        : file_(file), name_(std::move(name)), owns_file_(owns_file), size_(size) {}
    FileSource(const FileSource&) = delete;
    FileSource& operator=(const FileSource&) = delete;
    ~FileSource() override;

    std::size_t read(char* dst, std::size_t capacity) override;
    std::string_view name() const override { return name_; }
    std::optional<std::uint64_t> raw_size() const override { return size_; }
    std::optional<std::uint64_t> raw_bytes_read() const override { return bytes_read_; }

private:
    std::FILE* file_;
    std::string name_;
    bool owns_file_;
    std::optional<std::uint64_t> size_;
    std::uint64_t bytes_read_ = 0;
    bool at_end_ = false;
};

}  // namespace pgnlint::io
