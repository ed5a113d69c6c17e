// Writes formatted report text to a FILE* in large chunks and turns every write failure (a closed
// pipe, a full disk) into an exception naming the output, so no report is silently cut short;
// and the one way every subcommand opens, writes and closes where its report goes.
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

// Where a report goes: standard output ("<stdout>" in messages), or the file -o names, opened
// for writing at once. Every failure says why: "cannot open PATH for writing: REASON" from
// open(), a write's or flush's from output(), "cannot write PATH: REASON" from close(). A
// destination not closed is closed quietly when destroyed (its error is then already said).
class Destination {
public:
    // Standard output for an empty path. Throws OutputError when the file cannot be opened.
    static Destination open(const std::string& path);

    Destination(Destination&& other) noexcept;
    Destination& operator=(Destination&&) = delete;
    Destination(const Destination&) = delete;
    ~Destination();

    Output& output() { return output_; }
    std::FILE* file() const { return file_; }
    const std::string& name() const { return name_; }
    bool is_standard_output() const { return file_ == stdout; }

    // Flushes and, for a file, closes it. Throws OutputError with the reason when the bytes
    // cannot all be written.
    void close();

private:
    Destination(std::FILE* file, std::string name);

    std::FILE* file_;
    std::string name_;
    Output output_;
};

}  // namespace pgnlint::report
