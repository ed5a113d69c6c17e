// ReportFiles: each report read in chunks and cut into lines; standard input copied aside the
// first time, since the merge reads every report twice.
#include "report_files.h"

#include <cerrno>
#include <cstring>
#include <functional>
#include <utility>

#include "pgnlint/io/byte_source.h"

namespace pgnlint::run {
namespace {

constexpr std::size_t kChunkBytes = std::size_t{1} << 20;

// Reads chunks from `next` (0: the end) and hands on the lines in [begin, end).
Status visit_lines(const std::function<std::size_t(char*, std::size_t)>& next, std::uint64_t begin,
                   std::uint64_t end, const merge::LineVisitor& visit) {
    std::vector<char> chunk(kChunkBytes);
    std::string line;               // the line being read, across chunks
    std::uint64_t line_offset = 0;  // where it starts
    std::uint64_t offset = 0;       // bytes read so far
    for (;;) {
        const std::size_t got = next(chunk.data(), chunk.size());
        if (got == 0) break;
        std::size_t from = 0;
        while (from < got) {
            const void* found = std::memchr(chunk.data() + from, '\n', got - from);
            const std::size_t to =
                found == nullptr ? got : static_cast<const char*>(found) - chunk.data();
            // Lines before `begin` are skipped without being kept.
            if (line_offset >= begin) line.append(chunk.data() + from, to - from);
            if (found == nullptr) {
                from = got;
                continue;
            }
            const std::uint64_t next_offset = offset + to + 1;
            if (line_offset >= end) return {};
            if (line_offset >= begin) {
                if (Status visited = visit(line, line_offset, next_offset); !visited)
                    return visited;
            }
            line.clear();
            line_offset = next_offset;
            from = to + 1;
        }
        offset += got;
    }
    if (line_offset < offset && end == merge::kToTheEnd) {
        return Failure{"cut short: its last line (from byte " + std::to_string(line_offset) +
                       ") has no line end"};
    }
    return {};
}

}  // namespace

ReportFiles::ReportFiles(std::vector<std::string> paths) : paths_(std::move(paths)) {}

Status ReportFiles::read_lines(std::size_t input, std::uint64_t begin, std::uint64_t end,
                               const merge::LineVisitor& visit) {
    const std::string& path = paths_.at(input);
    try {
        if (path == "-" && stdin_copy_ != nullptr) {
            std::FILE* copy = stdin_copy_.get();
            std::rewind(copy);
            return visit_lines(
                [copy](char* buffer, std::size_t capacity) {
                    return std::fread(buffer, 1, capacity, copy);
                },
                begin, end, visit);
        }
        const std::unique_ptr<io::ByteSource> source = io::open_input(path);
        if (path != "-") {
            return visit_lines(
                [&source](char* buffer, std::size_t capacity) {
                    return source->read(buffer, capacity);
                },
                begin, end, visit);
        }
        std::unique_ptr<std::FILE, Closer> copy(std::tmpfile());
        if (copy == nullptr) {
            return Failure{std::string("cannot make a temporary file to hold standard input: ") +
                           std::strerror(errno)};
        }
        // Read to its end whatever was asked, so that the copy is whole.
        bool written = true;
        const merge::LineVisitor visit_range = [&](std::string_view line, std::uint64_t offset,
                                                   std::uint64_t next_offset) {
            return offset >= end ? Status{} : visit(line, offset, next_offset);
        };
        if (Status read = visit_lines(
                [&](char* buffer, std::size_t capacity) {
                    const std::size_t got = source->read(buffer, capacity);
                    written = written && std::fwrite(buffer, 1, got, copy.get()) == got;
                    return got;
                },
                begin, merge::kToTheEnd, visit_range);
            !read)
            return read;
        if (!written || std::fflush(copy.get()) != 0) {
            return Failure{std::string("cannot write the temporary copy of standard input: ") +
                           std::strerror(errno)};
        }
        stdin_copy_ = std::move(copy);
        return {};
    } catch (const io::IoError& failure) {
        return Failure{failure.what()};
    }
}

}  // namespace pgnlint::run
