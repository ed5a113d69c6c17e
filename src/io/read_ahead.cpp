// ReadAheadSource: a producer thread reads the wrapped source into two buffers that the
// consumer's read() drains in turn; the buffers change hands under one mutex.
#include "read_ahead.h"

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <cstring>
#include <exception>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace pgnlint::io {

namespace {

class ReadAheadSource final : public ByteSource {
public:
    ReadAheadSource(std::unique_ptr<ByteSource> source, std::size_t buffer_bytes)
        : source_(std::move(source)),
          name_(source_->name()),
          raw_size_(source_->raw_size()),
          raw_bytes_read_(source_->raw_bytes_read().value_or(0)),
          counts_raw_bytes_(source_->raw_bytes_read().has_value()) {
        for (Buffer& buffer : buffers_) buffer.bytes.resize(std::max<std::size_t>(buffer_bytes, 1));
        producer_ = std::thread([this] { produce(); });
    }
    ReadAheadSource(const ReadAheadSource&) = delete;
    ReadAheadSource& operator=(const ReadAheadSource&) = delete;
    ~ReadAheadSource() override {
        {
            const std::lock_guard lock(mutex_);
            stopping_ = true;
        }
        changed_.notify_all();
        producer_.join();
    }

    std::size_t read(char* dst, std::size_t capacity) override {
        if (capacity == 0) return 0;
        Buffer& buffer = buffers_[current_];
        if (!holding_) {
            std::unique_lock lock(mutex_);
            changed_.wait(lock, [&buffer] { return buffer.full; });
            holding_ = true;  // until it is drained, the producer leaves the buffer alone
        }
        const std::size_t n = std::min(capacity, buffer.size - offset_);
        if (n == 0) {  // only the last buffer may be empty: the end of the input, or an error
            if (buffer.error) std::rethrow_exception(buffer.error);
            return 0;
        }
        std::memcpy(dst, buffer.bytes.data() + offset_, n);
        offset_ += n;
        if (offset_ == buffer.size && !buffer.last) {
            {
                const std::lock_guard lock(mutex_);
                buffer.full = false;
            }
            changed_.notify_all();
            current_ ^= 1;
            offset_ = 0;
            holding_ = false;
        }
        return n;
    }
    std::string_view name() const override { return name_; }
    std::optional<std::uint64_t> raw_size() const override { return raw_size_; }
    std::optional<std::uint64_t> raw_bytes_read() const override {
        if (!counts_raw_bytes_) return std::nullopt;
        return raw_bytes_read_.load(std::memory_order_relaxed);
    }

private:
    struct Buffer {
        std::vector<char> bytes;
        std::size_t size = 0;
        bool full = false;  // filled by the producer and not yet drained by the consumer
        bool last = false;  // nothing follows: the end of the input, or `error`
        std::exception_ptr error;
    };

    // The last buffer handed over ends with the input, holding its final bytes (possibly none)
    // and the error that stopped the reading, if any.
    void produce() {
        for (std::size_t slot = 0;; slot ^= 1) {
            Buffer& buffer = buffers_[slot];
            {
                std::unique_lock lock(mutex_);
                changed_.wait(lock, [this, &buffer] { return stopping_ || !buffer.full; });
                if (stopping_) return;
            }
            std::size_t size = 0;
            bool last = false;
            std::exception_ptr error;
            try {
                while (size < buffer.bytes.size()) {
                    const std::size_t n =
                        source_->read(buffer.bytes.data() + size, buffer.bytes.size() - size);
                    if (n == 0) {
                        last = true;
                        break;
                    }
                    size += n;
                    if (counts_raw_bytes_) {
                        raw_bytes_read_.store(source_->raw_bytes_read().value_or(0),
                                              std::memory_order_relaxed);
                    }
                }
            } catch (...) {
                error = std::current_exception();
                last = true;
            }
            {
                const std::lock_guard lock(mutex_);
                buffer.size = size;
                buffer.last = last;
                buffer.error = error;
                buffer.full = true;
            }
            changed_.notify_all();
            if (last) return;
        }
    }

    std::unique_ptr<ByteSource> source_;  // the producer's alone once it runs
    const std::string name_;
    const std::optional<std::uint64_t> raw_size_;
    std::atomic<std::uint64_t> raw_bytes_read_;
    const bool counts_raw_bytes_;

    std::mutex mutex_;
    std::condition_variable changed_;  // a buffer was filled or drained, or stopping_ was set
    Buffer buffers_[2];
    bool stopping_ = false;

    // The consumer's own state.
    std::size_t current_ = 0;
    std::size_t offset_ = 0;
    bool holding_ = false;  // buffers_[current_] has been seen full

    std::thread producer_;  // last: started once everything above is set up
};

}  // namespace

std::unique_ptr<ByteSource> read_ahead(std::unique_ptr<ByteSource> source,
                                       std::size_t buffer_bytes) {
    return std::make_unique<ReadAheadSource>(std::move(source), buffer_bytes);
}

}  // namespace pgnlint::io
