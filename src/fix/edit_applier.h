// The one way edits are applied: to an input handed over in consecutive pieces (a file read in
// chunks, the lines of a diff's hunk, a whole text in memory), writing the edited bytes in order.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>

#include "pgnlint/lint/diagnostic.h"
#include "pgnlint/result.h"

namespace pgnlint::fix {

class EditApplier {
public:
    // `edits`: sorted by offset, none overlapping another; `base`: the input offset of the first
    // byte that will be fed.
    explicit EditApplier(std::span<const lint::Edit> edits, std::uint64_t base = 0)
        : edits_(edits), at_(base), skip_to_(base) {}

    // The input's next bytes; `put(std::string_view)` takes the output. Refused when an edit
    // starts inside one applied before it.
    template <typename Put>
    Status feed(std::string_view bytes, Put&& put) {
        const std::size_t n = bytes.size();
        std::size_t i = 0;
        while (i < n) {
            const std::uint64_t here = at_ + i;
            if (here < skip_to_) {
                i += static_cast<std::size_t>(std::min<std::uint64_t>(n - i, skip_to_ - here));
                continue;
            }
            if (next_ < edits_.size() && edits_[next_].offset == here) {
                put(std::string_view(edits_[next_].replacement));
                skip_to_ = here + edits_[next_].length;
                ++next_;
                continue;
            }
            std::size_t stop = n;
            if (next_ < edits_.size()) {
                if (edits_[next_].offset < here) return Failure{"overlapping edits"};
                stop = static_cast<std::size_t>(
                    std::min<std::uint64_t>(n, edits_[next_].offset - at_));
            }
            put(bytes.substr(i, stop - i));
            i = stop;
        }
        at_ += n;
        return {};
    }

    // After the last bytes: the insertions at the input's end. Refused when an edit is left
    // over (it lies beyond the end, or overlaps).
    template <typename Put>
    Status finish(Put&& put) {
        while (next_ < edits_.size() && edits_[next_].offset == at_ && edits_[next_].length == 0 &&
               skip_to_ <= at_) {
            put(std::string_view(edits_[next_++].replacement));
        }
        if (next_ < edits_.size() || skip_to_ > at_)
            return Failure{"an edit lies beyond the end of the input"};
        return {};
    }

private:
    std::span<const lint::Edit> edits_;
    std::uint64_t at_;       // input offset of the next byte fed
    std::uint64_t skip_to_;  // bytes before it are copied or replaced
    std::size_t next_ = 0;   // the next edit to apply
};

}  // namespace pgnlint::fix
