// An external sort of byte records in bounded memory, for checks over a whole run that must
// compare every game with every other (duplicates) without holding them all: records are held
// until the memory budget is reached, then sorted and written as one run to a temporary file,
// and finish() merges the runs with what is still held. The result is that of a stable sort of
// all the records, whatever the budget, so a report does not depend on the memory it was given.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "pgnlint/result.h"

namespace pgnlint::run {

class ExternalSorter {
public:
    using Less = std::function<bool(std::string_view, std::string_view)>;

    // Below this, runs would be so short that the merge's buffers outweigh them.
    static constexpr std::size_t kMinimumBudget = 64 * 1024;

    // `less`: a strict weak order. A held record counts its size plus a fixed overhead (its slot,
    // the sort's buffer, the allocator's header) against `memory_budget_bytes`. Merging adds a
    // 64 KiB buffer per run, for at most 64 runs at once: more are first merged in passes. The
    // temporary file is created in $TMPDIR (or /tmp) and unlinked at once, so nothing is left
    // behind however the process ends.
    ExternalSorter(Less less, std::size_t memory_budget_bytes);
    ~ExternalSorter();
    ExternalSorter(const ExternalSorter&) = delete;
    ExternalSorter& operator=(const ExternalSorter&) = delete;

    // False when a run could not be written (error() says why); the sorter is then unusable.
    bool add(std::string_view record);
    // After the last add(): false on a temporary-file error.
    bool finish();
    // After finish(), the records in order, one per call. False at the end, where the memory
    // and the temporary file are given back, or on a temporary-file error: error() tells them
    // apart.
    bool next(std::string& record);

    const std::string& error() const { return error_; }
    // The runs add() wrote, not counting those of merge passes.
    std::uint64_t runs_spilled() const { return runs_spilled_; }

private:
    class SpillFile;
    struct RunReader;
    struct Run {
        std::uint64_t offset = 0;
        std::uint64_t bytes = 0;
    };

    bool spill();
    // Keeps a temporary file's failure as the sorter's: false.
    template <typename T>
    bool failed(const Result<T>& failure) {
        error_ = failure.error();
        return false;
    }
    bool write_record(SpillFile& file, std::string_view record);
    bool merge_passes();
    bool start_merge(std::span<const Run> runs, bool with_held);
    bool read_record(RunReader& reader);
    bool read_exact(RunReader& reader, char* destination, std::size_t size);
    bool comes_after(std::size_t source, std::size_t other) const;
    std::string_view current(std::size_t source) const;
    // A held record: its bytes in arena_.
    struct Held {
        std::size_t offset = 0;
        std::size_t size = 0;
    };
    std::string_view view(const Held& record) const {
        return {arena_.data() + record.offset, record.size};
    }
    void sort_held();
    bool pop(std::string& record);

    Less less_;
    std::size_t budget_;
    std::vector<char> arena_;  // the held records back to back
    std::vector<Held> held_;
    std::size_t held_bytes_ = 0;
    std::unique_ptr<SpillFile> file_;
    std::vector<Run> runs_;
    std::uint64_t runs_spilled_ = 0;
    // The merge: a source per run being read, then the held records; a heap of their indices.
    std::vector<RunReader> readers_;
    std::size_t held_next_ = 0;
    std::vector<std::size_t> heap_;
    std::string error_;
};

}  // namespace pgnlint::run
