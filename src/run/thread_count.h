// How many threads a run's --jobs asks for: N, or one per core for 0.
#pragma once

#include <algorithm>
#include <thread>

namespace pgnlint::run {

inline unsigned thread_count(unsigned jobs) {
    return jobs != 0 ? jobs : std::max(1U, std::thread::hardware_concurrency());
}

}  // namespace pgnlint::run
