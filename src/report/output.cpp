// Output: large fwrite calls to the report's stream, each checked, errors raised with errno; and
// Destination, the report's file or standard output.
#include "pgnlint/report/output.h"

#include <cerrno>
#include <cstring>
#include <utility>

namespace pgnlint::report {

Output::Output(std::FILE* stream, std::string name) : stream_(stream), name_(std::move(name)) {}

void Output::write(std::string_view bytes) {
    if (bytes.empty()) return;
    errno = 0;
    if (std::fwrite(bytes.data(), 1, bytes.size(), stream_) != bytes.size()) fail("write to");
}

void Output::flush() {
    errno = 0;
    if (std::fflush(stream_) != 0) fail("flush");
}

void Output::fail(std::string_view action) const {
    const int error_number = errno;
    std::string message = "cannot ";
    message += action;
    message += ' ';
    message += name_;
    if (error_number != 0) {
        message += ": ";
        message += std::strerror(error_number);
    }
    throw OutputError(message, error_number);
}

Destination::Destination(std::FILE* file, std::string name)
    : file_(file), name_(std::move(name)), output_(file, name_) {}

Destination::Destination(Destination&& other) noexcept
    : file_(std::exchange(other.file_, nullptr)),
      name_(std::move(other.name_)),
      output_(file_, name_) {}

Destination Destination::open(const std::string& path) {
    if (path.empty()) return Destination(stdout, "<stdout>");
    errno = 0;
    std::FILE* file = std::fopen(path.c_str(), "wb");
    if (file == nullptr) {
        const int error_number = errno;
        throw OutputError("cannot open " + path + " for writing: " + std::strerror(error_number),
                          error_number);
    }
    return Destination(file, path);
}

Destination::~Destination() {
    if (file_ != nullptr && file_ != stdout) std::fclose(file_);
}

void Destination::close() {
    if (file_ == nullptr) return;
    output_.flush();
    if (file_ == stdout) return;
    errno = 0;
    const int closed = std::fclose(std::exchange(file_, nullptr));
    if (closed != 0) {
        const int error_number = errno;
        throw OutputError("cannot write " + name_ + ": " + std::strerror(error_number),
                          error_number);
    }
}

}  // namespace pgnlint::report
