// A byte source that streams a large input described by a few segments (text repeated many
// times, or pseudo-random bytes) without holding it in memory, so a test's peak memory is the
// reader's, not the input's.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "pgnlint/io/byte_source.h"

namespace pgnlint::adversarial {

struct Segment {
    std::string text;  // repeated `repeat` times (unless noise)
    std::uint64_t repeat = 1;
    std::uint64_t noise_bytes = 0;  // > 0: that many pseudo-random bytes instead of text
};

inline Segment text(std::string value) {
    return Segment{std::move(value), 1, 0};
}
inline Segment repeated(std::string unit, std::uint64_t times) {
    return Segment{std::move(unit), times, 0};
}
// `total` bytes of the same character, served 64 KiB at a time.
inline std::vector<Segment> filler(char c, std::uint64_t total) {
    constexpr std::uint64_t kUnit = 1 << 16;
    std::vector<Segment> out;
    if (total >= kUnit) out.push_back(repeated(std::string(kUnit, c), total / kUnit));
    if (total % kUnit != 0) out.push_back(text(std::string(total % kUnit, c)));
    return out;
}
inline Segment noise(std::uint64_t bytes) {
    return Segment{{}, 1, bytes};
}

class GeneratedSource final : public io::ByteSource {
public:
    explicit GeneratedSource(std::vector<Segment> segments) : segments_(std::move(segments)) {}

    std::size_t read(char* dst, std::size_t capacity) override {
        std::size_t written = 0;
        while (written < capacity && index_ < segments_.size()) {
            const Segment& segment = segments_[index_];
            if (segment.noise_bytes > 0) {
                const std::uint64_t left = segment.noise_bytes - position_;
                const std::size_t n =
                    static_cast<std::size_t>(std::min<std::uint64_t>(left, capacity - written));
                for (std::size_t i = 0; i < n; ++i) dst[written + i] = next_noise_byte();
                written += n;
                position_ += n;
                if (position_ == segment.noise_bytes) advance();
                continue;
            }
            if (segment.text.empty() || copy_ == segment.repeat) {
                advance();
                continue;
            }
            const std::size_t n = std::min(segment.text.size() - position_, capacity - written);
            std::memcpy(dst + written, segment.text.data() + position_, n);
            written += n;
            position_ += n;
            if (position_ == segment.text.size()) {
                position_ = 0;
                ++copy_;
            }
        }
        total_ += written;
        return written;
    }
    std::string_view name() const override { return "<generated>"; }
    std::uint64_t total() const { return total_; }

private:
    void advance() {
        ++index_;
        copy_ = 0;
        position_ = 0;
    }
    char next_noise_byte() {
        state_ ^= state_ << 13;
        state_ ^= state_ >> 7;
        state_ ^= state_ << 17;
        return static_cast<char>(state_ >> 24);
    }

    std::vector<Segment> segments_;
    std::size_t index_ = 0;
    std::uint64_t copy_ = 0;
    std::uint64_t position_ = 0;
    std::uint64_t total_ = 0;
    std::uint64_t state_ = 0x9E3779B97F4A7C15ULL;
};

// The number of bytes the segments describe.
inline std::uint64_t size_of(const std::vector<Segment>& segments) {
    std::uint64_t size = 0;
    for (const Segment& segment : segments) {
        size +=
            segment.noise_bytes > 0 ? segment.noise_bytes : segment.text.size() * segment.repeat;
    }
    return size;
}

// Concatenates segment lists.
inline std::vector<Segment> join(std::initializer_list<std::vector<Segment>> parts) {
    std::vector<Segment> out;
    for (const auto& part : parts) out.insert(out.end(), part.begin(), part.end());
    return out;
}

}  // namespace pgnlint::adversarial
