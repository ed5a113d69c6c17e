// print_error() and print_baselined(): stdout first, so the error follows the report it concerns.
#include "messages.h"

#include <fmt/core.h>

#include <cstdio>

namespace pgnlint::cli {

void print_error(std::string_view message) {
    std::fflush(stdout);
    fmt::print(stderr, "pgnlint: error: {}\n", message);
}

void print_baselined(std::uint64_t count, std::string_view baseline) {
    std::fflush(stdout);
    fmt::print(stderr, "pgnlint: {} known {} matched the baseline {}\n", count,
               count == 1 ? "finding" : "findings", baseline);
}

}  // namespace pgnlint::cli
