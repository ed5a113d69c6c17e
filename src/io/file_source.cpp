#include "file_source.h"

#include <cerrno>
#include <cstring>

namespace pgnlint::io {

std::string errno_message(std::string_view name, std::string_view action, int error) {
    return std::string(name) + ": " + std::string(action) + ": " + std::strerror(error);
}

std::FILE* open_file_at(const std::string& path, std::uint64_t offset) {
    errno = 0;
    std::FILE* file = std::fopen(path.c_str(), "rb");
    if (file == nullptr)
        throw IoError(errno_message(path, "cannot open", errno != 0 ? errno : ENOENT));
    if (offset != 0 && ::fseeko(file, static_cast<off_t>(offset), SEEK_SET) != 0) {
        const int error = errno != 0 ? errno : EIO;
        std::fclose(file);
        throw IoError(errno_message(path, "cannot seek", error));
    }
    return file;
}

FileSource::~FileSource() {
    if (owns_file_) std::fclose(file_);
}

// Once the end has been seen, it stays the end: on a terminal each further fread would wait for
// another Ctrl-D, so one end-of-file would not end the input as it does for `cat`.
std::size_t FileSource::read(char* dst, std::size_t capacity) {
    if (at_end_) return 0;
    errno = 0;
    const std::size_t n = std::fread(dst, 1, capacity, file_);
    if (n == 0 && std::ferror(file_))
        throw IoError(errno_message(name_, "read error", errno != 0 ? errno : EIO));
    at_end_ = std::feof(file_) != 0;
    bytes_read_ += n;
    return n;
}

}  // namespace pgnlint::io
