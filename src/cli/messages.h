// How the subcommands say an error on stderr: "pgnlint: error: MESSAGE", after what they wrote
// on stdout.
#pragma once

#include <cstdint>
#include <string_view>

namespace pgnlint::cli {

void print_error(std::string_view message);

// "pgnlint: 3 known findings matched the baseline FILE" (1 known finding ...), after stdout.
void print_baselined(std::uint64_t count, std::string_view baseline);

}  // namespace pgnlint::cli
