// Writes formatted report text to a FILE* in large chunks and turns every write failure (a closed
// pipe, a full disk) into an exception naming the output, so no report is silently cut short.
#pragma once

#include <fmt/format.h>

#include <cstdio>
#include <stdexcept>
#include <string>
#include <string_view>

namespace pgnlint::report {

class OutputError : public std::runtime_error {
public:
    OutputError(const std::string& what, int error_number)
        : std::runtime_error(what), error_number_(error_number) {}
    int error_number() const { return error_number_; }  // errno of the failed write (EPIPE, ...)

private:
    int error_number_;
};

class Output {
public:
    // `name` appears in error messages ("<stdout>", the -o file's path). Does not own `stream`.
    Output(std::FILE* stream, std::string name);

    void write(std::string_view bytes);
    void write(const fmt::memory_buffer& buffer) { write({buffer.data(), buffer.size()}); }
    void flush();

private:
    [[noreturn]] void fail(std::string_view action) const;

    std::FILE* stream_;
    std::string name_;
};

}  // namespace pgnlint::report
