// print_error(): stdout first, so the error follows the report it concerns.
#include "messages.h"

#include <fmt/core.h>

#include <cstdio>

namespace pgnlint::cli {

void print_error(std::string_view message) {
    std::fflush(stdout);
    fmt::print(stderr, "pgnlint: error: {}\n", message);
}

}  // namespace pgnlint::cli
