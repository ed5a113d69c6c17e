// Baseline: each known finding matches once.
#include "pgnlint/lint/baseline.h"

namespace pgnlint::lint {

bool Baseline::take(std::uint64_t fingerprint) {
    const auto found = remaining_.find(fingerprint);
    if (found == remaining_.end() || found->second == 0) return false;
    --found->second;
    return true;
}

}  // namespace pgnlint::lint
