// File, stdin and memory byte sources, and the dispatch on an input's first block: to the
// decompressors, or to the refusal of input that is not text.
#include "pgnlint/io/byte_source.h"

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <exception>
#include <filesystem>
#include <system_error>
#include <utility>

#include "decompressors.h"
#include "file_source.h"
#include "pgnlint/io/content_sniff.h"
#include "read_ahead.h"

namespace pgnlint::io {

namespace {

// Hands out bytes already read for sniffing the format, then the rest of the inner source (or
// the error that reading the prefix met).
class PrefixedSource final : public ByteSource {
public:
    PrefixedSource(std::unique_ptr<ByteSource> inner, std::string prefix,
                   std::exception_ptr pending = nullptr)
        : inner_(std::move(inner)), prefix_(std::move(prefix)), pending_(std::move(pending)) {}

    std::size_t read(char* dst, std::size_t capacity) override {
        if (consumed_ < prefix_.size()) {
            const std::size_t n = std::min(capacity, prefix_.size() - consumed_);
            std::memcpy(dst, prefix_.data() + consumed_, n);
            consumed_ += n;
            return n;
        }
        if (pending_) std::rethrow_exception(std::exchange(pending_, nullptr));
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
    std::exception_ptr pending_;
    std::size_t consumed_ = 0;
};

// Up to kSniffBytes from `source`, fewer only at its end. An IoError met on the way is kept in
// `error` with the bytes read before it.
std::string read_first_block(ByteSource& source, std::exception_ptr& error) {
    std::string block(kSniffBytes, '\0');
    std::size_t filled = 0;
    try {
        while (filled < block.size()) {
            const std::size_t n = source.read(block.data() + filled, block.size() - filled);
            if (n == 0) break;
            filled += n;
        }
    } catch (const IoError&) {
        error = std::current_exception();
    }
    block.resize(filled);
    return block;
}

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
    std::exception_ptr raw_error;
    std::string block = read_first_block(*raw, raw_error);
    const Sniffed sniffed = sniff(block);
    if (sniffed.refusal != Refusal::none) throw IoError(refusal_message(raw->name(), sniffed));
    std::unique_ptr<ByteSource> source =
        std::make_unique<PrefixedSource>(std::move(raw), std::move(block), std::move(raw_error));
    switch (sniffed.compression) {
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
    // What the stream holds is sniffed too (a gzip-compressed executable is no PGN). A stream
    // damaged within its first block still yields what was decoded before the damage.
    std::exception_ptr decode_error;
    std::string decoded = read_first_block(*source, decode_error);
    const Sniffed inside = sniff(decoded);
    if (inside.refusal != Refusal::none || inside.compression != Compression::none) {
        Sniffed refusal = inside;
        if (inside.refusal == Refusal::none) {
            refusal.refusal = Refusal::unsupported_compression;
            refusal.what = std::string("a ") + std::string(compression_name(inside.compression)) +
                           "-compressed file";
            refusal.why = "pgnlint decodes one layer of compression";
        }
        throw IoError(refusal_message(source->name(), refusal, sniffed.compression));
    }
    source = std::make_unique<PrefixedSource>(std::move(source), std::move(decoded),
                                              std::move(decode_error));
    if (decoding == Decoding::on_own_thread) return read_ahead(std::move(source));
    return source;
}

std::unique_ptr<ByteSource> open_input(const std::string& path, Decoding decoding) {
    if (path == "-") {
        return decompress_if_needed(std::make_unique<FileSource>(stdin, "-", false, std::nullopt),
                                    decoding);
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
