// Reading FEN/EPD records for the subcommands that take positions (fen, winnable): one record per
// argument, or one per line of a file or stdin, blank and `#` lines skipped, a byte-order mark and
// a CR before the line break dropped, and every record located by byte offset, line and column.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "pgnlint/lint/diagnostic.h"

namespace pgnlint::input {

// What the reader hands each input and record to.
class RecordSink {
public:
    virtual ~RecordSink() = default;
    virtual void begin_input(std::string_view display) = 0;
    virtual void record(std::string_view text, std::string_view display,
                        const lint::Location& where) = 0;
    // The input could not be read (the sink says so); records before the error were passed.
    virtual void input_error(const char* message) = 0;
    virtual void end_input() = 0;
};

struct RecordReading {
    std::uint64_t inputs = 0;  // "<argument>" counts once, however many arguments
    std::uint64_t bytes = 0;
    bool io_failed = false;
};

// "-" among the record arguments stands for standard input: it leaves them and is read first
// among the files, as `fen -` and `winnable -` read stdin.
void move_stdin_argument(std::vector<std::string>& arguments, std::vector<std::string>& files);

// The arguments first (as "<argument>", record i on "line" i), then each file ("-": stdin,
// named "-" in the records' locations).
RecordReading read_records(const std::vector<std::string>& arguments,
                           const std::vector<std::string>& files, RecordSink& sink);

}  // namespace pgnlint::input
