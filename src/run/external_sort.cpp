// ExternalSorter: every run goes into one unlinked temporary file, after the one before, as
// length-prefixed records; the merge reads each run through its own buffer with pread(2), so one
// file descriptor serves any number of runs and the open files never limit the input's size.
#include "pgnlint/run/external_sort.h"

#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <utility>

namespace pgnlint::run {
namespace external_sort_detail {

constexpr std::size_t kBufferSize = 64 * 1024;
constexpr std::size_t kMaxMergedRuns = 64;
// Besides its bytes in the arena, a held record costs its slot in the index, the slack the
// index's last doubling may leave (another slot) and the stable sort's buffer (half a slot).
constexpr std::size_t kRecordOverhead = 2 * 16 + 8;

std::string temporary_directory() {
    const char* dir = std::getenv("TMPDIR");
    return dir != nullptr && *dir != '\0' ? dir : "/tmp";
}

std::string failure(const std::string& what, const std::string& dir) {
    return what + " a temporary file in " + dir + ": " + std::strerror(errno);
}

}  // namespace external_sort_detail

class ExternalSorter::SpillFile {
public:
    static Result<std::unique_ptr<SpillFile>> create() {
        std::string dir = external_sort_detail::temporary_directory();
        std::string path = dir + "/pgnlint-sort-XXXXXX";
        const int fd = ::mkstemp(path.data());
        if (fd < 0) return Failure{external_sort_detail::failure("cannot create", dir)};
        ::unlink(path.c_str());
        return std::unique_ptr<SpillFile>(new SpillFile(fd, std::move(dir)));
    }
    ~SpillFile() { ::close(fd_); }
    SpillFile(const SpillFile&) = delete;
    SpillFile& operator=(const SpillFile&) = delete;

    // Bytes written so far, buffered ones included: where the next run begins.
    std::uint64_t size() const { return flushed_ + buffer_.size(); }

    Status write(std::string_view bytes) {
        if (buffer_.size() + bytes.size() > external_sort_detail::kBufferSize) {
            if (Status flushed = flush(); !flushed) return flushed;
        }
        if (bytes.size() >= external_sort_detail::kBufferSize) return write_through(bytes);
        buffer_.insert(buffer_.end(), bytes.begin(), bytes.end());
        return {};
    }

    Status flush() {
        if (Status written = write_through({buffer_.data(), buffer_.size()}); !written)
            return written;
        buffer_.clear();
        return {};
    }

    // Up to `size` bytes at `offset`, which must have been flushed: how many; at least one, so
    // that asking past a run's end (a record cut short) is an error too.
    Result<std::size_t> read_at(std::uint64_t offset, char* destination, std::size_t size) const {
        ssize_t n = 0;
        do {
            n = ::pread(fd_, destination, size, static_cast<off_t>(offset));
        } while (n < 0 && errno == EINTR);
        if (n == 0)
            return Failure{"a temporary file in " + dir_ +
                           " is shorter than what was written to it"};
        if (n < 0) return Failure{external_sort_detail::failure("cannot read back", dir_)};
        return static_cast<std::size_t>(n);
    }

private:
    SpillFile(int fd, std::string dir) : fd_(fd), dir_(std::move(dir)) {
        buffer_.reserve(external_sort_detail::kBufferSize);
    }

    Status write_through(std::string_view bytes) {
        while (!bytes.empty()) {
            const ssize_t n = ::write(fd_, bytes.data(), bytes.size());
            if (n < 0 && errno == EINTR) continue;
            if (n <= 0) {
                // Writing nothing to a regular file, without an error, means it cannot grow.
                if (n == 0) errno = ENOSPC;
                return Failure{external_sort_detail::failure("cannot write", dir_)};
            }
            bytes.remove_prefix(static_cast<std::size_t>(n));
            flushed_ += static_cast<std::uint64_t>(n);
        }
        return {};
    }

    int fd_;
    std::string dir_;
    std::vector<char> buffer_;
    std::uint64_t flushed_ = 0;
};

struct ExternalSorter::RunReader {
    std::uint64_t offset = 0;  // of the next byte to load into the buffer
    std::uint64_t end = 0;
    std::vector<char> buffer;
    std::size_t position = 0;
    std::size_t filled = 0;
    std::string current;
    bool exhausted = false;
};

ExternalSorter::ExternalSorter(Less less, std::size_t memory_budget_bytes)
    : less_(std::move(less)), budget_(std::max(memory_budget_bytes, kMinimumBudget)) {}

ExternalSorter::~ExternalSorter() = default;

bool ExternalSorter::add(std::string_view record) {
    if (!error_.empty()) return false;
    const std::size_t cost = record.size() + external_sort_detail::kRecordOverhead;
    if (held_bytes_ + cost > budget_ && !held_.empty() && !spill()) return false;
    // One arena rather than a string each: no allocation per record, and the sort's
    // comparisons read memory laid out in the order the records came.
    if (arena_.capacity() == 0) arena_.reserve(budget_);
    held_.push_back(Held{arena_.size(), record.size()});
    arena_.insert(arena_.end(), record.begin(), record.end());
    held_bytes_ += cost;
    return true;
}

bool ExternalSorter::spill() {
    if (!file_) {
        Result<std::unique_ptr<SpillFile>> created = SpillFile::create();
        if (!created) return failed(created);
        file_ = std::move(*created);
    }
    sort_held();
    Run run{file_->size(), 0};
    for (const Held& record : held_) {
        if (!write_record(*file_, view(record))) return false;
    }
    // Flushed now rather than at finish(): a full disk shows at the add() that filled it.
    if (Status flushed = file_->flush(); !flushed) return failed(flushed);
    run.bytes = file_->size() - run.offset;
    runs_.push_back(run);
    ++runs_spilled_;
    held_.clear();
    arena_.clear();
    held_bytes_ = 0;
    return true;
}

void ExternalSorter::sort_held() {
    std::stable_sort(held_.begin(), held_.end(),
                     [this](const Held& a, const Held& b) { return less_(view(a), view(b)); });
}

bool ExternalSorter::write_record(SpillFile& file, std::string_view record) {
    // The file is read back by this process only: the length in the machine's own byte order.
    const std::uint64_t size = record.size();
    char prefix[sizeof size];
    std::memcpy(prefix, &size, sizeof size);
    if (Status written = file.write({prefix, sizeof prefix}); !written) return failed(written);
    if (Status written = file.write(record); !written) return failed(written);
    return true;
}

bool ExternalSorter::finish() {
    if (!error_.empty()) return false;
    sort_held();
    return merge_passes() && start_merge(runs_, true);
}

// Consecutive runs are merged into one, and ties go to the earlier run, so every pass keeps the
// order of a stable sort. Each pass writes a new file and drops the old one: the disk holds the
// data at most twice.
bool ExternalSorter::merge_passes() {
    while (runs_.size() > external_sort_detail::kMaxMergedRuns) {
        Result<std::unique_ptr<SpillFile>> created = SpillFile::create();
        if (!created) return failed(created);
        std::unique_ptr<SpillFile> merged_file = std::move(*created);
        std::vector<Run> merged;
        std::string record;
        for (std::size_t first = 0; first < runs_.size();
             first += external_sort_detail::kMaxMergedRuns) {
            const std::size_t count =
                std::min(external_sort_detail::kMaxMergedRuns, runs_.size() - first);
            if (!start_merge(std::span(runs_).subspan(first, count), false)) return false;
            Run run{merged_file->size(), 0};
            while (pop(record)) {
                if (!write_record(*merged_file, record)) return false;
            }
            if (!error_.empty()) return false;
            run.bytes = merged_file->size() - run.offset;
            merged.push_back(run);
        }
        if (Status flushed = merged_file->flush(); !flushed) return failed(flushed);
        file_ = std::move(merged_file);
        runs_ = std::move(merged);
    }
    return true;
}

bool ExternalSorter::start_merge(std::span<const Run> runs, bool with_held) {
    readers_.clear();
    readers_.resize(runs.size());
    heap_.clear();
    for (std::size_t i = 0; i < runs.size(); ++i) {
        RunReader& reader = readers_[i];
        reader.offset = runs[i].offset;
        reader.end = runs[i].offset + runs[i].bytes;
        reader.buffer.resize(
            std::min<std::uint64_t>(external_sort_detail::kBufferSize, runs[i].bytes));
        if (!read_record(reader)) return false;
        if (!reader.exhausted) heap_.push_back(i);
    }
    held_next_ = 0;
    if (with_held && !held_.empty()) heap_.push_back(readers_.size());
    std::make_heap(heap_.begin(), heap_.end(),
                   [this](std::size_t a, std::size_t b) { return comes_after(a, b); });
    return true;
}

bool ExternalSorter::read_record(RunReader& reader) {
    if (reader.position == reader.filled && reader.offset == reader.end) {
        reader.exhausted = true;
        return true;
    }
    std::uint64_t size = 0;
    char prefix[sizeof size];
    if (!read_exact(reader, prefix, sizeof prefix)) return false;
    std::memcpy(&size, prefix, sizeof size);
    reader.current.resize(size);
    return read_exact(reader, reader.current.data(), size);
}

bool ExternalSorter::read_exact(RunReader& reader, char* destination, std::size_t size) {
    while (size > 0) {
        if (reader.position == reader.filled) {
            const std::size_t wanted =
                std::min<std::uint64_t>(reader.buffer.size(), reader.end - reader.offset);
            const Result<std::size_t> got =
                file_->read_at(reader.offset, reader.buffer.data(), wanted);
            if (!got) return failed(got);
            reader.filled = *got;
            reader.offset += reader.filled;
            reader.position = 0;
        }
        const std::size_t taken = std::min(size, reader.filled - reader.position);
        std::memcpy(destination, reader.buffer.data() + reader.position, taken);
        reader.position += taken;
        destination += taken;
        size -= taken;
    }
    return true;
}

std::string_view ExternalSorter::current(std::size_t source) const {
    return source < readers_.size() ? std::string_view(readers_[source].current)
                                    : view(held_[held_next_]);
}

// The heap's order: the smaller record first and, between equal ones, the earlier source (the
// runs in the order they were written, the held records last), as a stable sort would have it.
bool ExternalSorter::comes_after(std::size_t source, std::size_t other) const {
    const std::string_view a = current(source);
    const std::string_view b = current(other);
    if (less_(b, a)) return true;
    return !less_(a, b) && source > other;
}

bool ExternalSorter::pop(std::string& record) {
    if (heap_.empty()) return false;
    const auto after = [this](std::size_t a, std::size_t b) { return comes_after(a, b); };
    std::pop_heap(heap_.begin(), heap_.end(), after);
    const std::size_t source = heap_.back();
    bool more = false;
    if (source < readers_.size()) {
        RunReader& reader = readers_[source];
        record.swap(reader.current);
        if (!read_record(reader)) {
            heap_.clear();
            return false;
        }
        more = !reader.exhausted;
    } else {
        record.assign(view(held_[held_next_++]));
        more = held_next_ < held_.size();
    }
    if (more) {
        std::push_heap(heap_.begin(), heap_.end(), after);
    } else {
        heap_.pop_back();
    }
    return true;
}

bool ExternalSorter::next(std::string& record) {
    if (pop(record)) return true;
    if (error_.empty()) {
        held_ = {};
        arena_ = {};
        readers_ = {};
        file_.reset();
        runs_.clear();
    }
    return false;
}

}  // namespace pgnlint::run
