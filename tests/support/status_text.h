// What a test reads of a Status or Result: the reason it failed, or a marker that it did not, so
// that one expectation both checks the failure and names it: EXPECT_NE(reason_of(s).find("cut
// short"), npos).
#pragma once

#include <string>

#include "pgnlint/result.h"

namespace pgnlint::testing {

inline constexpr const char* kNoFailure = "(no failure)";

template <typename T>
std::string reason_of(const Result<T>& result) {
    return result ? std::string(kNoFailure) : result.error();
}

}  // namespace pgnlint::testing
