// FEN/EPD records from arguments, files and stdin, one per line, for fen and winnable.
#include "pgnlint/input/records.h"

#include <fmt/core.h>

#include <algorithm>
#include <cstdio>
#include <memory>
#include <vector>

#include "pgnlint/io/byte_source.h"
#include "pgnlint/lint/ascii.h"

namespace pgnlint::input {
namespace {

// A line longer than this cannot be a position record; only its beginning is checked, so a
// file without line breaks cannot exhaust memory.
constexpr std::size_t kMaxLineBytes = 1 << 16;

// Blank lines and `#` comment lines carry no record.
bool is_record(std::string_view line) {
    std::size_t i = 0;
    while (i < line.size() && lint::is_blank(line[i])) ++i;
    return i < line.size() && line[i] != '#';
}

class LineReader {
public:
    LineReader(RecordSink& sink, std::string_view display) : sink_(sink), display_(display) {}

    // Adds the bytes read to `bytes`; throws io::IoError after passing the records before it.
    void read(io::ByteSource& source, std::uint64_t& bytes) {
        std::vector<char> chunk(1 << 16);
        std::uint64_t offset = 0;       // of the current line's first byte
        std::uint32_t line_number = 1;  // of the current line
        std::uint64_t line_bytes = 0;   // the current line's length (line_ keeps at most the max)
        while (const std::size_t n = source.read(chunk.data(), chunk.size())) {
            bytes += n;
            for (std::size_t i = 0; i < n; ++i) {
                const char c = chunk[i];
                if (c != '\n') {
                    ++line_bytes;
                    if (line_.size() < kMaxLineBytes) line_.push_back(c);
                    continue;
                }
                finish_line(offset, line_number);
                offset += line_bytes + 1;
                ++line_number;
                line_.clear();
                line_bytes = 0;
            }
        }
        if (line_bytes > 0) finish_line(offset, line_number);
    }

private:
    void finish_line(std::uint64_t offset, std::uint32_t line_number) {
        std::string_view text(line_);
        // Column numbers count bytes from the line's start, a UTF-8 byte-order mark included.
        std::uint32_t skipped = 0;
        if (line_number == 1 && text.starts_with("\xEF\xBB\xBF")) {
            text.remove_prefix(3);
            skipped = 3;
        }
        if (!text.empty() && text.back() == '\r') text.remove_suffix(1);
        if (!is_record(text)) return;
        sink_.record(text, display_, lint::Location{offset + skipped, line_number, 1 + skipped});
    }

    RecordSink& sink_;
    std::string_view display_;
    std::string line_;
};

}  // namespace

void move_stdin_argument(std::vector<std::string>& arguments, std::vector<std::string>& files) {
    if (std::find(arguments.begin(), arguments.end(), "-") == arguments.end()) return;
    std::erase(arguments, "-");
    files.insert(files.begin(), "-");
}

RecordReading read_records(const std::vector<std::string>& arguments,
                           const std::vector<std::string>& files, RecordSink& sink) {
    RecordReading reading;
    if (!arguments.empty()) {
        ++reading.inputs;
        sink.begin_input("<argument>");
        for (std::size_t i = 0; i < arguments.size(); ++i) {
            sink.record(arguments[i], "<argument>", lint::Location{0, std::uint32_t(i + 1), 1});
            reading.bytes += arguments[i].size();
        }
        sink.end_input();
    }
    for (const std::string& path : files) {
        ++reading.inputs;
        sink.begin_input(path);
        LineReader reader(sink, path);
        try {
            const std::unique_ptr<io::ByteSource> source = io::open_input(path);
            reader.read(*source, reading.bytes);
        } catch (const io::IoError& error) {
            sink.input_error(error.what());
            reading.io_failed = true;
        }
        sink.end_input();
    }
    return reading;
}

}  // namespace pgnlint::input
