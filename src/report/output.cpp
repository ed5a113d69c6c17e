// Output: large fwrite calls to the report's stream, each checked, errors raised with errno.
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

}  // namespace pgnlint::report
