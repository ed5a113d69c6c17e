// Reading and writing file descriptors in fixed chunks, retrying interrupted and short calls.
#pragma once

#include <unistd.h>

#include <cerrno>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>
#include <vector>

#include "pgnlint/result.h"

namespace pgnlint::fix {

inline constexpr std::size_t kChunkBytes = std::size_t{1} << 16;

// read(2) retried on EINTR: bytes read, 0 at the end, -1 on error.
inline long read_some(int fd, char* data, std::size_t size) {
    for (;;) {
        const ssize_t got = ::read(fd, data, size);
        if (got >= 0 || errno != EINTR) return static_cast<long>(got);
    }
}

// Why an input holding a NUL byte at `offset` is not written.
inline std::string nul_byte_error(std::uint64_t offset) {
    return "holds a NUL byte at offset " + std::to_string(offset) +
           ": --fix and --diff write only text";
}

// Whether the bytes of `fd` from its current offset to its end are text as --fix and --diff
// write it: no NUL byte anywhere. Read with pread, so the offset stays, and all of it before
// anything is written, so a refused input leaves no partial output. Refused when there is a
// NUL byte, or when `fd` cannot be read at an offset (a pipe could not be read again to write
// it).
inline Status holds_no_nul_byte(int fd) {
    const off_t start = ::lseek(fd, 0, SEEK_CUR);
    if (start < 0)
        return Failure{std::string("cannot read the input twice: ") + std::strerror(errno)};
    std::vector<char> buffer(kChunkBytes);
    for (auto at = static_cast<std::uint64_t>(start);;) {
        ssize_t got = 0;
        do {
            got = ::pread(fd, buffer.data(), buffer.size(), static_cast<off_t>(at));
        } while (got < 0 && errno == EINTR);
        if (got < 0) return Failure{std::string("cannot read the input: ") + std::strerror(errno)};
        if (got == 0) return {};
        const void* nul = std::memchr(buffer.data(), '\0', static_cast<std::size_t>(got));
        if (nul != nullptr) {
            return Failure{nul_byte_error(
                at + static_cast<std::uint64_t>(static_cast<const char*>(nul) - buffer.data()))};
        }
        at += static_cast<std::uint64_t>(got);
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
