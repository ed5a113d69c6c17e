// Shared by the fuzz harnesses: a failed-invariant check that aborts with a message (libFuzzer
// and the regression replays both treat an abort as a crash), and a reader that turns the fuzz
// input into choices.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string_view>

namespace pgnlint::fuzz {

[[noreturn]] inline void fail(const char* file, int line, const char* condition) {
    std::fprintf(stderr, "%s:%d: fuzz invariant failed: %s\n", file, line, condition);
    std::abort();
}

#define FUZZ_REQUIRE(condition) \
    ((condition) ? static_cast<void>(0) : ::pgnlint::fuzz::fail(__FILE__, __LINE__, #condition))

// Consumes the fuzz input from the front as small integers; reads past the end yield zeros, so
// every input, however short, is a complete set of choices.
class ByteReader {
public:
    ByteReader(const std::uint8_t* data, std::size_t size) : data_(data), size_(size) {}

    std::uint8_t byte() { return position_ < size_ ? data_[position_++] : 0; }
    // A value in [0, bound); 0 when bound is 0.
    std::uint32_t below(std::uint32_t bound) {
        if (bound <= 1) return 0;
        std::uint32_t value = byte();
        if (bound > 256) value = (value << 8) | byte();
        return value % bound;
    }
    bool coin() { return (byte() & 1) != 0; }
    std::string_view rest() const {
        return {reinterpret_cast<const char*>(data_ + position_), size_ - position_};
    }
    std::size_t remaining() const { return size_ - position_; }

private:
    const std::uint8_t* data_;
    std::size_t size_;
    std::size_t position_ = 0;
};

}  // namespace pgnlint::fuzz
