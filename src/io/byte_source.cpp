// File, stdin and memory byte sources, and the magic-byte dispatch to the decompressors.
#include "pgnlint/io/byte_source.h"

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <system_error>

#include "decompressors.h"
#include "file_source.h"
#include "read_ahead.h"

namespace pgnlint::io {

namespace {

// Hands out bytes already read for sniffing the format, then the rest of the inner source.
class PrefixedSource final : public ByteSource {
public:
    PrefixedSource(std::unique_ptr<ByteSource> inner, std::string prefix)
        : inner_(std::move(inner)), prefix_(std::move(prefix)) {}

    std::size_t read(char* dst, std::size_t capacity) override {
        if (consumed_ < prefix_.size()) {
            const std::size_t n = std::min(capacity, prefix_.size() - consumed_);
            std::memcpy(dst, prefix_.data() + consumed_, n);
            consumed_ += n;
            return n;
        }
        return inner_->read(dst, capacity);
    }
    std::string_view name() const override { return inner_->name(); }
    std::optional<std::uint64_t> raw_size() const override { return inner_->raw_size(); }
    std::optional<std::uint64_t> raw_bytes_read() const override {
        return inner_->raw_bytes_read();
    }

private:
    std::unique_ptr<ByteSource> inner_;
    std::string prefix_;
    std::size_t consumed_ = 0;
};

}  // namespace

std::unique_ptr<ByteSource> prefixed_source(std::unique_ptr<ByteSource> inner, std::string prefix) {
    return std::make_unique<PrefixedSource>(std::move(inner), std::move(prefix));
}

MemorySource::MemorySource(std::string data, std::string name, std::size_t max_chunk)
    : data_(std::move(data)),
      name_(std::move(name)),
      max_chunk_(std::max<std::size_t>(max_chunk, 1)) {}

std::size_t MemorySource::read(char* dst, std::size_t capacity) {
    const std::size_t n = std::min({capacity, max_chunk_, data_.size() - position_});
    std::memcpy(dst, data_.data() + position_, n);
    position_ += n;
    return n;
}

Compression detect_compression(std::string_view first_bytes) {
    auto starts = [&](std::string_view magic) {
        return first_bytes.substr(0, magic.size()) == magic;
    };
    if (starts("\x1f\x8b")) return Compression::gzip;
    if (starts("\x28\xb5\x2f\xfd")) return Compression::zstd;
    if (first_bytes.size() >= 4 && starts("BZh") && first_bytes[3] >= '1' &&
        first_bytes[3] <= '9') {
        return Compression::bzip2;
    }
    return Compression::none;
}

std::unique_ptr<ByteSource> decompress_if_needed(std::unique_ptr<ByteSource> raw,
                                                 Decoding decoding) {
    constexpr std::size_t kMagicBytes = 4;
    std::string prefix(kMagicBytes, '\0');
    std::size_t filled = 0;
    while (filled < kMagicBytes) {
        const std::size_t n = raw->read(prefix.data() + filled, kMagicBytes - filled);
        if (n == 0) break;
        filled += n;
    }
    prefix.resize(filled);
    const Compression compression = detect_compression(prefix);
    std::unique_ptr<ByteSource> source = prefixed_source(std::move(raw), std::move(prefix));
    switch (compression) {
        case Compression::gzip:
            source = make_gzip_source(std::move(source));
            break;
        case Compression::zstd:
            source = make_zstd_source(std::move(source));
            break;
        case Compression::bzip2:
            source = make_bzip2_source(std::move(source));
            break;
        case Compression::none:
            return source;
    }
    if (decoding == Decoding::on_own_thread) return read_ahead(std::move(source));
    return source;
}

std::unique_ptr<ByteSource> open_input(const std::string& path, Decoding decoding) {
    if (path == "-") {
        return decompress_if_needed(
            std::make_unique<FileSource>(stdin, "<stdin>", false, std::nullopt), decoding);
    }
    std::error_code error;
    if (std::filesystem::is_directory(path, error)) {
        throw IoError(errno_message(path, "cannot read", EISDIR));
    }
    std::FILE* file = open_file_at(path, 0);
    std::optional<std::uint64_t> size;
    const auto file_size = std::filesystem::file_size(path, error);
    if (!error) size = file_size;
    return decompress_if_needed(std::make_unique<FileSource>(file, path, true, size), decoding);
}

}  // namespace pgnlint::io
