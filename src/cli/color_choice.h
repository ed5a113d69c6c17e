// --color always|never|auto, the option every colouring subcommand shares (the decision itself:
// run/color_choice.h).
#pragma once

#include <CLI/CLI.hpp>

#include <string>
#include <string_view>

namespace pgnlint::cli {

// --color auto|always|never, with the help text every colouring subcommand shares.
void add_color_option(CLI::App& command, std::string& choice, std::string_view what);

}  // namespace pgnlint::cli
