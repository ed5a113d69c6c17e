// Counts the heap allocations of this test binary (its operator new), so the hostile-input tests
// bound the readers' work by what they allocate, which a busy machine cannot change.
#pragma once

#include <cstdint>

namespace pgnlint::adversarial {

// Allocations made on this thread since it started, outside AllocationPause scopes.
std::uint64_t allocation_count();

// The test's own bookkeeping (copies of what the reader reported) inside such a scope is not
// counted as the reader's.
class AllocationPause {
public:
    AllocationPause();
    ~AllocationPause();
    AllocationPause(const AllocationPause&) = delete;
    AllocationPause& operator=(const AllocationPause&) = delete;
};

}  // namespace pgnlint::adversarial
