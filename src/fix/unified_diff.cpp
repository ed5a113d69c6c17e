// The unified diff of a file's edits, streamed line by line: only the lines the edits touch and
// three lines of context around them are held, whatever the file's size. Lines end at LF; a
// CR stays part of its line, as patch(1) and git apply read it.
#include <algorithm>
#include <cassert>
#include <cerrno>
#include <cstring>
#include <deque>
#include <filesystem>
#include <optional>
#include <string>
#include <system_error>
#include <vector>

#include "edit_applier.h"
#include "fd_io.h"
#include "pgnlint/fix/edit_writer.h"

namespace pgnlint::fix {
namespace {

constexpr std::size_t kContext = 3;

// Yields the input's lines, each with its final LF (the last may have none).
class LineReader {
public:
    explicit LineReader(int fd) : fd_(fd), buffer_(kChunkBytes) {}

    bool next(std::string& line) {
        line.clear();
        for (;;) {
            if (pos_ == end_) {
                const long got = read_some(fd_, buffer_.data(), buffer_.size());
                if (got < 0) {
                    failed_ = true;
                    return false;
                }
                if (got == 0) return !line.empty();
                pos_ = 0;
                end_ = static_cast<std::size_t>(got);
            }
            const char* start = buffer_.data() + pos_;
            const void* lf = std::memchr(start, '\n', end_ - pos_);
            const std::size_t take =
                lf != nullptr ? static_cast<std::size_t>(static_cast<const char*>(lf) - start) + 1
                              : end_ - pos_;
            line.append(start, take);
            pos_ += take;
            if (lf != nullptr) return true;
        }
    }
    bool failed() const { return failed_; }

private:
    int fd_;
    std::vector<char> buffer_;
    std::size_t pos_ = 0;
    std::size_t end_ = 0;
    bool failed_ = false;
};

class DiffWriter {
public:
    DiffWriter(const DiffNames& names, std::span<const lint::Edit> edits, int out_fd)
        : names_(names), edits_(edits), out_(out_fd) {}

    // One line of the input, from input offset `start`; `last`: no line follows.
    void line(std::string&& text, std::uint64_t start, bool last) {
        ++old_line_;
        const std::uint64_t end = start + text.size();
        // The open group's edits stay at next_ until the group is finished.
        std::size_t first = next_;
        while (first < edits_.size() && ends_before(edits_[first], start)) ++first;
        const bool at_eof_end = last && (text.empty() || text.back() != '\n');
        const bool touched = first < edits_.size() && (edits_[first].offset < end ||
                                                       (at_eof_end && edits_[first].offset == end));
        if (group_.empty()) next_ = first;
        if (touched) {
            if (group_.empty()) group_start_ = start, group_first_line_ = old_line_;
            group_.push_back(std::move(text));
            return;
        }
        if (!group_.empty()) finish_group(start);
        untouched(std::move(text));
    }

    // After the last line: `size` bytes were read.
    void end(std::uint64_t size) {
        if (!group_.empty()) finish_group(size);
        // Insertions after a final line end make lines of their own.
        if (next_ < edits_.size() && edits_[next_].offset == size) {
            group_start_ = size;
            group_first_line_ = old_line_ + 1;
            finish_group(size);
        }
        close_hunk();
    }
    bool flush() { return out_.flush(); }

private:
    static bool ends_before(const lint::Edit& e, std::uint64_t start) {
        return e.length > 0 ? e.offset + e.length <= start : e.offset < start;
    }

    void untouched(std::string&& text) {
        if (open_) {
            if (trailing_ < kContext) {
                add(' ', text);
                ++trailing_;
                return;
            }
            pending_.push_back(std::move(text));
            if (pending_.size() > kContext) {
                close_hunk();
                while (pending_.size() > kContext) pending_.pop_front();
                before_ = std::move(pending_);
                pending_.clear();
            }
            return;
        }
        before_.push_back(std::move(text));
        if (before_.size() > kContext) before_.pop_front();
    }

    // The group of touched lines ends before input offset `end`.
    void finish_group(std::uint64_t end) {
        std::string old_text;
        for (const std::string& l : group_) old_text += l;
        // An insertion at `end` belongs here only at the end of the input: before a line it
        // would have touched that line, which then joined the group.
        std::size_t last = next_;
        while (last < edits_.size() && (edits_[last].offset < end ||
                                        (edits_[last].offset == end && edits_[last].length == 0)))
            ++last;
        std::string new_text;
        const auto put = [&new_text](std::string_view bytes) { new_text.append(bytes); };
        EditApplier applier(edits_.subspan(next_, last - next_), group_start_);
        [[maybe_unused]] const bool applied =
            applier.feed(old_text, put).ok() && applier.finish(put).ok();
        assert(applied);  // the plan's edits are sorted and never overlap (fix_plan.h)
        next_ = last;
        if (!open_) {
            open_ = true;
            hunk_old_start_ = group_first_line_ - before_.size();
            hunk_new_start_ =
                static_cast<std::uint64_t>(static_cast<std::int64_t>(hunk_old_start_) + delta_);
            hunk_.clear();
            hunk_old_ = hunk_new_ = 0;
            for (const std::string& l : before_) add(' ', l);
            before_.clear();
        }
        for (const std::string& l : pending_) add(' ', l);
        pending_.clear();
        for (const std::string& l : group_) add('-', l);
        std::size_t from = 0;
        while (from < new_text.size()) {
            const std::size_t lf = new_text.find('\n', from);
            const std::size_t to = lf == std::string::npos ? new_text.size() : lf + 1;
            add('+', new_text.substr(from, to - from));
            from = to;
        }
        delta_ +=
            static_cast<std::int64_t>(hunk_new_changes_) - static_cast<std::int64_t>(group_.size());
        hunk_new_changes_ = 0;
        trailing_ = 0;
        group_.clear();
    }

    void add(char kind, const std::string& text) {
        hunk_.push_back(kind);
        hunk_ += text;
        if (text.empty() || text.back() != '\n') hunk_ += "\n\\ No newline at end of file\n";
        if (kind != '+') ++hunk_old_;
        if (kind != '-') ++hunk_new_;
        if (kind == '+') ++hunk_new_changes_;
    }

    void close_hunk() {
        if (!open_) return;
        open_ = false;
        if (!wrote_header_) {
            wrote_header_ = true;
            out_.put("--- ");
            out_.put(names_.old_name);
            out_.put("\n+++ ");
            out_.put(names_.new_name);
            out_.put("\n");
        }
        const auto start = [](std::uint64_t first, std::uint64_t count) {
            return std::to_string(count == 0 ? first - 1 : first);
        };
        out_.put("@@ -" + start(hunk_old_start_, hunk_old_) + "," + std::to_string(hunk_old_) +
                 " +" + start(hunk_new_start_, hunk_new_) + "," + std::to_string(hunk_new_) +
                 " @@\n");
        out_.put(hunk_);
    }

    const DiffNames& names_;
    std::span<const lint::Edit> edits_;
    FdWriter out_;
    std::size_t next_ = 0;
    std::uint64_t old_line_ = 0;
    std::int64_t delta_ = 0;  // new lines minus old lines before the current point
    std::vector<std::string> group_;
    std::uint64_t group_start_ = 0;
    std::uint64_t group_first_line_ = 0;
    std::deque<std::string> before_;
    std::deque<std::string> pending_;
    bool open_ = false;
    bool wrote_header_ = false;
    std::size_t trailing_ = 0;
    std::string hunk_;
    std::uint64_t hunk_old_start_ = 0;
    std::uint64_t hunk_new_start_ = 0;
    std::uint64_t hunk_old_ = 0;
    std::uint64_t hunk_new_ = 0;
    std::uint64_t hunk_new_changes_ = 0;
};

namespace fs = std::filesystem;

// `file` relative to `directory` when it lies below it (both absolute and normal).
std::optional<fs::path> below(const fs::path& file, const fs::path& directory) {
    const fs::path relative = file.lexically_relative(directory);
    if (relative.empty() || relative == "." || *relative.begin() == "..") return std::nullopt;
    return relative;
}

}  // namespace

DiffNames diff_names(std::string_view path) {
    std::error_code error;
    const fs::path here = fs::current_path(error);
    const fs::path given(path);
    const fs::path absolute = (given.is_absolute() ? given : here / given).lexically_normal();
    std::optional<fs::path> relative = below(absolute, here);
    fs::path shown = absolute;
    if (!relative) {
        // A path through a symbolic link to the current directory (which getcwd gives without
        // links) is below it too.
        const fs::path real = fs::weakly_canonical(absolute, error);
        if (!error) {
            relative = below(real, here);
            shown = real;
        }
    }
    if (relative) return {"a/" + relative->string(), "b/" + relative->string()};
    return {shown.string(), shown.string()};
}

Status write_unified_diff(int in_fd, const DiffNames& names, std::span<const lint::Edit> edits,
                          int out_fd) {
    if (edits.empty()) return {};
    if (Status text = holds_no_nul_byte(in_fd); !text) return text;
    LineReader reader(in_fd);
    DiffWriter diff(names, edits, out_fd);
    std::string line;
    std::string following;
    std::uint64_t offset = 0;
    bool have = reader.next(line);
    while (have) {
        const bool more = reader.next(following);
        const std::uint64_t size = line.size();
        diff.line(std::move(line), offset, !more);
        offset += size;
        line.swap(following);
        have = more;
    }
    if (reader.failed())
        return Failure{std::string("cannot read the input: ") + std::strerror(errno)};
    diff.end(offset);
    if (!diff.flush())
        return Failure{std::string("cannot write the diff: ") + std::strerror(errno)};
    return {};
}

}  // namespace pgnlint::fix
