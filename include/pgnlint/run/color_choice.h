// Whether a subcommand colours its text output: --color always|never|auto, and for auto the
// conventions users set in their environment (NO_COLOR, FORCE_COLOR, CLICOLOR_FORCE, TERM=dumb).
#pragma once

#include <string_view>

namespace pgnlint::run {

// The decision for `choice` when writing to `fd`. --color always/never decide alone; auto is on
// when FORCE_COLOR or CLICOLOR_FORCE is set (not empty, not "0"), else off when NO_COLOR is
// set (not empty) or TERM is "dumb", else on exactly when `fd` is a terminal.
bool use_color(std::string_view choice, int fd);

}  // namespace pgnlint::run
