// A baseline: the findings a run already knows of (--baseline), as finding fingerprints.
#pragma once

#include <cstddef>
#include <cstdint>
#include <unordered_map>

namespace pgnlint::lint {

// Known findings: a multiset of fingerprints (two identical findings need two entries).
class Baseline {
public:
    void add(std::uint64_t fingerprint) { ++remaining_[fingerprint]; }
    // Takes one entry for `fingerprint`; false when none is left.
    bool take(std::uint64_t fingerprint);
    std::size_t distinct() const { return remaining_.size(); }

private:
    std::unordered_map<std::uint64_t, std::uint32_t> remaining_;
};

}  // namespace pgnlint::lint
