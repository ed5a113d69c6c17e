// The rule options `check` and `fen` share: --select, --ignore, --severity and --baseline, one
// definition each, so both subcommands accept the same selectors with the same help text.
#pragma once

#include <CLI/CLI.hpp>

#include <optional>
#include <string>
#include <vector>

#include "pgnlint/config/check_options.h"

namespace pgnlint::cli {

using config::RuleSelection;

// --select, --ignore and --severity.
void add_rule_selection_options(CLI::App& command, RuleSelection& selection);

// --baseline FILE.
void add_baseline_option(CLI::App& command, std::string& baseline);

}  // namespace pgnlint::cli
