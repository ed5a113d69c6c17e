// Reading and writing file descriptors in fixed chunks, retrying interrupted and short calls.
#pragma once

#include <unistd.h>

#include <cerrno>
#include <cstddef>
#include <string>
#include <string_view>

namespace pgnlint::fix {

inline constexpr std::size_t kChunkBytes = std::size_t{1} << 16;

// read(2) retried on EINTR: bytes read, 0 at the end, -1 on error.
inline long read_some(int fd, char* data, std::size_t size) {
    for (;;) {
        const ssize_t got = ::read(fd, data, size);
        if (got >= 0 || errno != EINTR) return static_cast<long>(got);
    }
}

inline bool write_all(int fd, const char* data, std::size_t size) {
    while (size > 0) {
        const ssize_t put = ::write(fd, data, size);
        if (put < 0) {
            if (errno == EINTR) continue;
            return false;
        }
        data += put;
        size -= static_cast<std::size_t>(put);
    }
    return true;
}

// Collects output and writes it in chunks; the first failed write makes every later call fail.
class FdWriter {
public:
    explicit FdWriter(int fd) : fd_(fd) { pending_.reserve(kChunkBytes); }

    void put(std::string_view bytes) {
        pending_.append(bytes);
        if (pending_.size() >= kChunkBytes) flush();
    }
    bool flush() {
        if (ok_ && !pending_.empty()) ok_ = write_all(fd_, pending_.data(), pending_.size());
        pending_.clear();
        return ok_;
    }

private:
    int fd_;
    std::string pending_;
    bool ok_ = true;
};

}  // namespace pgnlint::fix
