// The pgnlint binary an end-to-end test runs: the one built with the tests, or the one the
// environment variable PGNLINT_TEST_BINARY names, to run the same tests against another build
// (an older release, to show which of them it fails).
#pragma once

#include <cstdlib>
#include <string>

namespace pgnlint::testing {

inline std::string binary_under_test() {
    const char* other = std::getenv("PGNLINT_TEST_BINARY");
    return other != nullptr && *other != '\0' ? std::string(other) : std::string(PGNLINT_BINARY);
}

}  // namespace pgnlint::testing
