// Byte sources: the one interface the parser reads from (files, stdin, memory), and
// open_input(), which recognises gzip/zstd/bzip2 input by its magic bytes and decompresses it,
// and refuses input that is not text (content_sniff.h) before anything reads it.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

namespace pgnlint::io {

// A failure to read input: missing file, read error, truncated or corrupt compressed stream.
// The message names the input and says what went wrong; the CLI turns it into exit status 2.
class IoError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

class ByteSource {
public:
    virtual ~ByteSource() = default;
    // Copies up to `capacity` bytes into dst and returns how many; 0 means the end of the input.
    // Throws IoError on failure (after all data decoded before the failure has been returned).
    virtual std::size_t read(char* dst, std::size_t capacity) = 0;
    // The input's name for messages: the path, "-" for standard input, or a test's label.
    virtual std::string_view name() const = 0;
    // The size of the underlying (possibly compressed) input when known, for progress reports.
    virtual std::optional<std::uint64_t> raw_size() const { return std::nullopt; }
    // How much of the underlying (possibly compressed) input has been consumed, to set against
    // raw_size() in progress reports; nullopt when the source cannot tell.
    virtual std::optional<std::uint64_t> raw_bytes_read() const { return std::nullopt; }
};

// Serves a string held in memory; read() hands out at most `max_chunk` bytes per call so tests
// can put buffer boundaries everywhere.
class MemorySource final : public ByteSource {
public:
    explicit MemorySource(std::string data, std::string name = "<memory>",
                          std::size_t max_chunk = static_cast<std::size_t>(-1));
    std::size_t read(char* dst, std::size_t capacity) override;
    std::string_view name() const override { return name_; }
    std::optional<std::uint64_t> raw_size() const override { return data_.size(); }
    std::optional<std::uint64_t> raw_bytes_read() const override { return position_; }

private:
    std::string data_;
    std::string name_;
    std::size_t max_chunk_;
    std::size_t position_ = 0;
};

// Yields `prefix` (bytes already read from `inner` to tell what it holds), then the rest of
// `inner`, so a look at an input's first bytes loses none of them.
std::unique_ptr<ByteSource> prefixed_source(std::unique_ptr<ByteSource> inner, std::string prefix);

enum class Compression { none, gzip, zstd, bzip2 };

// Recognises a compressed stream from its first bytes (gzip 1f 8b, zstd 28 b5 2f fd,
// bzip2 "BZh1".."BZh9"); fewer bytes than a magic number mean Compression::none.
Compression detect_compression(std::string_view first_bytes);

// Where a compressed input is decoded: on the thread that reads the returned source, or ahead of
// it on a thread of its own, for a reader that is the one serial stage of a parallel pipeline
// (the returned source is then read by one thread only).
enum class Decoding { on_reading_thread, on_own_thread };

// Reads the first block of `raw` (kSniffBytes) and sniffs it (content_sniff.h): throws IoError
// naming what it is when it is not text (input-not-text, unsupported-compression); when it is a
// compressed stream's magic number, wraps it in a streaming decompressor (gzip multi-member, zstd
// multi-frame, bzip2 multi-stream) and sniffs the decoded stream's first block alike; otherwise
// returns a source yielding raw's bytes unchanged.
std::unique_ptr<ByteSource> decompress_if_needed(std::unique_ptr<ByteSource> raw,
                                                 Decoding decoding = Decoding::on_reading_thread);

// Opens a file, or stdin for "-" (named "-" in messages), and decompresses it when its content
// is compressed (whatever its name). Throws IoError when the file cannot be opened or is not text
// (decompress_if_needed).
std::unique_ptr<ByteSource> open_input(const std::string& path,
                                       Decoding decoding = Decoding::on_reading_thread);

}  // namespace pgnlint::io
