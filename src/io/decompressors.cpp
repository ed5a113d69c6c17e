// gzip (zlib), zstd and bzip2 streaming decompressors. Concatenated members/frames/streams are
// decoded in turn; input ending inside one is a truncated stream, reported after the data
// decoded before it.
#include "decompressors.h"

#include <bzlib.h>
#include <zlib.h>
#include <zstd.h>

#include <algorithm>
#include <string>
#include <vector>

namespace pgnlint::io {

namespace {

// Compressed bytes read at a time: small enough to be still in cache when decoded (larger reads
// push them out before the decoder gets to them), large enough to need few reads.
constexpr std::size_t kInputChunk = std::size_t{1} << 16;

// Shared plumbing: compressed input buffering and deferred errors, so that bytes decoded
// before a failure reach the reader before the IoError does.
class Decompressor : public ByteSource {
public:
    Decompressor(std::unique_ptr<ByteSource> compressed, std::string_view format)
        : compressed_(std::move(compressed)), format_(format), input_(kInputChunk) {}

    std::size_t read(char* dst, std::size_t capacity) override {
        if (!pending_error_.empty()) throw IoError(pending_error_);
        if (finished_ || capacity == 0) return 0;
        return decode(dst, capacity);
    }
    std::string_view name() const override { return compressed_->name(); }
    std::optional<std::uint64_t> raw_size() const override { return compressed_->raw_size(); }
    std::optional<std::uint64_t> raw_bytes_read() const override {
        return compressed_->raw_bytes_read();
    }

protected:
    virtual std::size_t decode(char* dst, std::size_t capacity) = 0;

    // Reads more compressed input; false at its end.
    bool fill_input() {
        input_size_ = compressed_->read(input_.data(), input_.size());
        input_eof_ = input_size_ == 0;
        return !input_eof_;
    }

    // Ends decoding with an error; returns the bytes already produced, if any, first.
    std::size_t fail(const std::string& what, std::size_t produced) {
        pending_error_ = std::string(name()) + ": " + what;
        if (produced > 0) return produced;
        throw IoError(pending_error_);
    }
    std::size_t truncated(std::size_t produced) {
        return fail(
            "truncated " + std::string(format_) + " stream (the input ends inside compressed data)",
            produced);
    }
    std::size_t corrupt(std::string_view detail, std::size_t produced) {
        return fail("corrupt " + std::string(format_) + " data: " + std::string(detail), produced);
    }

    std::unique_ptr<ByteSource> compressed_;
    std::string_view format_;
    std::vector<char> input_;
    std::size_t input_size_ = 0;
    bool input_eof_ = false;
    bool finished_ = false;

private:
    std::string pending_error_;
};

class GzipSource final : public Decompressor {
public:
    explicit GzipSource(std::unique_ptr<ByteSource> compressed)
        : Decompressor(std::move(compressed), "gzip") {
        constexpr int kGzipOnly = 15 + 16;  // window bits 15, gzip header and trailer
        if (inflateInit2(&stream_, kGzipOnly) != Z_OK)
            throw IoError(std::string(name()) + ": zlib init failed");
    }
    GzipSource(const GzipSource&) = delete;
    GzipSource& operator=(const GzipSource&) = delete;
    ~GzipSource() override { inflateEnd(&stream_); }

private:
    std::size_t decode(char* dst, std::size_t capacity) override {
        stream_.next_out = reinterpret_cast<Bytef*>(dst);
        stream_.avail_out = static_cast<uInt>(std::min<std::size_t>(capacity, UINT32_MAX));
        const uInt out_capacity = stream_.avail_out;
        auto produced = [&] { return static_cast<std::size_t>(out_capacity - stream_.avail_out); };
        while (produced() == 0) {
            if (stream_.avail_in == 0) {
                if (!input_eof_ && fill_input()) {
                    stream_.next_in = reinterpret_cast<Bytef*>(input_.data());
                    stream_.avail_in = static_cast<uInt>(input_size_);
                } else if (member_ended_) {
                    finished_ = true;
                    break;
                } else {
                    return truncated(produced());
                }
            }
            if (member_ended_) {  // another gzip member follows (gzip -c a b > ab)
                inflateReset(&stream_);
                member_ended_ = false;
            }
            const int status = inflate(&stream_, Z_NO_FLUSH);
            if (status == Z_STREAM_END) {
                member_ended_ = true;
            } else if (status != Z_OK && status != Z_BUF_ERROR) {
                return corrupt(stream_.msg != nullptr ? stream_.msg : "inflate failed", produced());
            }
        }
        return produced();
    }

    z_stream stream_{};
    bool member_ended_ = false;
};

class ZstdSource final : public Decompressor {
public:
    explicit ZstdSource(std::unique_ptr<ByteSource> compressed)
        : Decompressor(std::move(compressed), "zstd"), stream_(ZSTD_createDStream()) {
        if (stream_ == nullptr) throw IoError(std::string(name()) + ": zstd init failed");
    }
    ZstdSource(const ZstdSource&) = delete;
    ZstdSource& operator=(const ZstdSource&) = delete;
    ~ZstdSource() override { ZSTD_freeDStream(stream_); }

private:
    // A failing ZSTD_decompressStream() call does not count the bytes it wrote out before the
    // failure, so no call may both hand out earlier bytes and decode a block that could be
    // corrupt: output still held is taken by a call without input, and a call gets no more
    // input than zstd's hint (the rest of the current block and the next block's header), so it
    // decodes one block at most. Then all bytes of the blocks before a corrupt one are read,
    // whatever the read sizes.
    std::size_t decode(char* dst, std::size_t capacity) override {
        ZSTD_outBuffer out{dst, capacity, 0};
        while (out.pos == 0) {
            if (in_.pos == in_.size && !input_eof_ && fill_input())
                in_ = {input_.data(), input_size_, 0};
            const bool input_done = in_.pos == in_.size && input_eof_;
            ZSTD_inBuffer step = in_;
            step.size = output_held_ ? in_.pos : std::min(in_.size, in_.pos + next_input_);
            const std::size_t status = ZSTD_decompressStream(stream_, &out, &step);
            in_.pos = step.pos;
            if (ZSTD_isError(status)) return corrupt(ZSTD_getErrorName(status), out.pos);
            output_held_ = out.pos == out.size;  // zstd stops writing only when out is full
            next_input_ = std::max<std::size_t>(status, 1);
            if (input_done && out.pos == 0) {
                // An idle call says nothing about the last frame; the last busy call does.
                if (frame_incomplete_) return truncated(out.pos);
                finished_ = true;
                break;
            }
            frame_incomplete_ = status != 0;
        }
        return out.pos;
    }

    ZSTD_DStream* stream_;
    ZSTD_inBuffer in_{nullptr, 0, 0};
    bool output_held_ = false;
    std::size_t next_input_ = 1;  // the last call's hint; a new frame's header comes a byte first
    bool frame_incomplete_ = false;
};

class Bzip2Source final : public Decompressor {
public:
    explicit Bzip2Source(std::unique_ptr<ByteSource> compressed)
        : Decompressor(std::move(compressed), "bzip2") {
        if (BZ2_bzDecompressInit(&stream_, 0, 0) != BZ_OK)
            throw IoError(std::string(name()) + ": bzip2 init failed");
    }
    Bzip2Source(const Bzip2Source&) = delete;
    Bzip2Source& operator=(const Bzip2Source&) = delete;
    ~Bzip2Source() override { BZ2_bzDecompressEnd(&stream_); }

private:
    std::size_t decode(char* dst, std::size_t capacity) override {
        stream_.next_out = dst;
        stream_.avail_out = static_cast<unsigned>(std::min<std::size_t>(capacity, UINT32_MAX));
        const unsigned out_capacity = stream_.avail_out;
        auto produced = [&] { return static_cast<std::size_t>(out_capacity - stream_.avail_out); };
        while (produced() == 0) {
            if (stream_.avail_in == 0) {
                if (!input_eof_ && fill_input()) {
                    stream_.next_in = input_.data();
                    stream_.avail_in = static_cast<unsigned>(input_size_);
                } else if (stream_ended_) {
                    finished_ = true;
                    break;
                } else {
                    return truncated(produced());
                }
            }
            if (stream_ended_) {  // another bzip2 stream follows (pbzip2, cat a.bz2 b.bz2)
                const std::size_t done = produced();
                char* next_in = stream_.next_in;
                const unsigned avail_in = stream_.avail_in;
                BZ2_bzDecompressEnd(&stream_);
                stream_ = bz_stream{};
                if (BZ2_bzDecompressInit(&stream_, 0, 0) != BZ_OK)
                    return corrupt("init failed", produced());
                stream_.next_in = next_in;
                stream_.avail_in = avail_in;
                stream_.next_out = dst + done;
                stream_.avail_out = out_capacity - static_cast<unsigned>(done);
                stream_ended_ = false;
            }
            const int status = BZ2_bzDecompress(&stream_);
            if (status == BZ_STREAM_END) {
                stream_ended_ = true;
            } else if (status != BZ_OK) {
                return corrupt("BZ2_bzDecompress error " + std::to_string(status), produced());
            }
        }
        return produced();
    }

    bz_stream stream_{};
    bool stream_ended_ = false;
};

}  // namespace

std::unique_ptr<ByteSource> make_gzip_source(std::unique_ptr<ByteSource> compressed) {
    return std::make_unique<GzipSource>(std::move(compressed));
}
std::unique_ptr<ByteSource> make_zstd_source(std::unique_ptr<ByteSource> compressed) {
    return std::make_unique<ZstdSource>(std::move(compressed));
}
std::unique_ptr<ByteSource> make_bzip2_source(std::unique_ptr<ByteSource> compressed) {
    return std::make_unique<Bzip2Source>(std::move(compressed));
}

}  // namespace pgnlint::io
