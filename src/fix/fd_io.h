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

namespace pgnlint::fix {

inline constexpr std::size_t kChunkBytes = std::size_t{1} << 16;

// read(2) retried on EINTR: bytes read, 0 at the end, -1 on error.
inline long read_some(int fd, char* data, std::size_t size) {
    for (;;) {
        const ssize_t got = ::read(fd, data, size);
        if (got >= 0 || errno != EINTR) return static_cast<long>(got);
    }
}

// Whether the bytes of `fd` from its current offset to its end are text as --fix and --diff
// write it: no NUL byte anywhere. Read with pread, so the offset stays, and all of it before
// anything is written, so a refused input leaves no partial output. False with `error` set when
// there is a NUL byte, or when `fd` cannot be read at an offset (a pipe could not be read
// again to write it).
inline bool holds_no_nul_byte(int fd, std::string& error) {
    const off_t start = ::lseek(fd, 0, SEEK_CUR);
    if (start < 0) {
        error = std::string("cannot read the input twice: ") + std::strerror(errno);
        return false;
    }
    std::vector<char> buffer(kChunkBytes);
    for (auto at = static_cast<std::uint64_t>(start);;) {
        ssize_t got = 0;
        do {
            got = ::pread(fd, buffer.data(), buffer.size(), static_cast<off_t>(at));
        } while (got < 0 && errno == EINTR);
        if (got < 0) {
            error = std::string("cannot read the input: ") + std::strerror(errno);
            return false;
        }
        if (got == 0) return true;
        const void* nul = std::memchr(buffer.data(), '\0', static_cast<std::size_t>(got));
        if (nul != nullptr) {
            error = "holds a NUL byte at offset " +
                    std::to_string(at + static_cast<std::uint64_t>(static_cast<const char*>(nul) -
                                                                   buffer.data())) +
                    ": --fix and --diff write only text";
            return false;
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
