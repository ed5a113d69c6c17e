// The positions the exhaustive pass of the helpmate search has entered: a hash set keyed by two
// independent keys, that grows with the search up to a cap. Private to the analysis.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "pgnlint/core/types.h"

namespace pgnlint::core::detail {

class PositionSet {
public:
    enum class Insert : uint8_t { fresh, seen, full };

    // Empties the set for a new pass that may hold up to `most` positions (more says full).
    void clear(std::size_t most) {
        most_ = most;
        if (++generation_ == 0) {
            for (Entry& e : entries_) e = Entry{};
            generation_ = 1;
        }
        load_ = 0;
        if (entries_.empty()) entries_.resize(FIRST_SIZE);
    }

    // Gives back memory past the first size, for an analyser kept between analyses.
    void shrink() {
        if (entries_.size() <= FIRST_SIZE) return;
        entries_ = std::vector<Entry>(FIRST_SIZE);
        generation_ = 1;
        load_ = 0;
    }

    // Enters a position: fresh when it was not in the set, seen when it was (both keys agree),
    // full when the set already holds `most` positions.
    Insert insert(Key key, uint32_t check) {
        for (;;) {
            const std::size_t mask = entries_.size() - 1;
            std::size_t i = std::size_t(key) & mask;
            for (std::size_t probe = 0; probe < PROBE_LIMIT; ++probe, i = (i + 1) & mask) {
                Entry& e = entries_[i];
                if (e.generation != generation_) {
                    if (load_ >= most_) return Insert::full;
                    e = Entry{key, check, generation_};
                    if (++load_ > entries_.size() / 4 * 3) grow();
                    return Insert::fresh;
                }
                if (e.key == key && e.check == check) return Insert::seen;
            }
            // A run of PROBE_LIMIT taken entries: rare below three quarters' load. The table
            // doubles, but never past the size that holds `most` positions at that load.
            if (entries_.size() / 4 * 3 >= most_) return Insert::full;
            grow();
        }
    }

    void prefetch(Key key) const {
        __builtin_prefetch(&entries_[std::size_t(key) & (entries_.size() - 1)]);
    }

    std::size_t size() const { return load_; }

private:
    static constexpr std::size_t FIRST_SIZE = std::size_t(1) << 16;
    static constexpr std::size_t PROBE_LIMIT = 64;

    struct Entry {
        Key key = 0;
        uint32_t check = 0;
        uint32_t generation = 0;
    };

    // Doubles the table and enters the current pass's positions again.
    void grow() {
        std::vector<Entry> old(entries_.size() * 2);
        old.swap(entries_);
        const std::size_t mask = entries_.size() - 1;
        for (const Entry& e : old) {
            if (e.generation != generation_) continue;
            std::size_t i = std::size_t(e.key) & mask;
            while (entries_[i].generation == generation_) i = (i + 1) & mask;
            entries_[i] = e;
        }
    }

    std::vector<Entry> entries_;
    std::size_t load_ = 0;
    std::size_t most_ = 0;
    uint32_t generation_ = 0;
};

}  // namespace pgnlint::core::detail
