// The counting operator new and delete that replace the standard ones in the adversarial tests.
#include "allocation_count.h"

#include <cstdlib>
#include <new>

namespace pgnlint::adversarial {
namespace {

thread_local std::uint64_t allocations = 0;
thread_local int pauses = 0;

}  // namespace

std::uint64_t allocation_count() {
    return allocations;
}

AllocationPause::AllocationPause() {
    ++pauses;
}

AllocationPause::~AllocationPause() {
    --pauses;
}

}  // namespace pgnlint::adversarial

// The array and sized forms of the standard library forward to these; the nothrow forms are
// replaced too, because a sanitizer runtime supplies its own (std::stable_sort's buffer uses them)
// and its memory must not reach our delete.
void* operator new(std::size_t size) {
    if (pgnlint::adversarial::pauses == 0) ++pgnlint::adversarial::allocations;
    if (void* p = std::malloc(size == 0 ? 1 : size)) return p;
    throw std::bad_alloc();
}

void operator delete(void* p) noexcept {
    std::free(p);
}

void operator delete(void* p, std::size_t) noexcept {
    std::free(p);
}

void* operator new(std::size_t size, const std::nothrow_t&) noexcept {
    if (pgnlint::adversarial::pauses == 0) ++pgnlint::adversarial::allocations;
    return std::malloc(size == 0 ? 1 : size);
}

void operator delete(void* p, const std::nothrow_t&) noexcept {
    std::free(p);
}
