// The rule options `check` and `fen` share: --select, --ignore, --severity and --baseline, one
// definition each, so both subcommands accept the same selectors with the same help text.
#pragma once

#include <CLI/CLI.hpp>

#include <optional>
#include <string>
#include <vector>

#include "pgnlint/lint/filter.h"
#include "pgnlint/lint/rules.h"

namespace pgnlint::cli {

struct RuleSelection {
    std::vector<std::string> select;
    std::vector<std::string> ignore;
    std::vector<std::string> severity;  // SELECTOR=LEVEL
};

// --select, --ignore and --severity.
void add_rule_selection_options(CLI::App& command, RuleSelection& selection);

// --baseline FILE.
void add_baseline_option(CLI::App& command, std::string& baseline);

// The selection and --min-severity as filter options, with --severity's overrides parsed; nullopt
// after printing on stderr what is wrong with them.
std::optional<lint::FilterOptions> make_filter_options(const RuleSelection& selection,
                                                       lint::Severity shown);

// The same as a lint::Filter; nullopt after printing on stderr what is wrong with them.
std::optional<lint::Filter> make_filter(const RuleSelection& selection, lint::Severity shown);

}  // namespace pgnlint::cli
