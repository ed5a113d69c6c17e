// How the subcommands say an error on stderr: "pgnlint: error: MESSAGE", after what they wrote
// on stdout.
#pragma once

#include <string_view>

namespace pgnlint::cli {

void print_error(std::string_view message);

}  // namespace pgnlint::cli
