// The `rules` run: the rule catalogue listed, or one rule explained in full.
#pragma once

#include <string>

namespace pgnlint::run {

struct RulesOptions {
    std::string format = "text";
    std::string color = "auto";
    std::string rule;  // a code or name: print that rule in full
};

// Lists the catalogue in a format, or explains one rule; exit 2 for a rule that does not exist
// (with the nearest names) or output lost.
int run_rules(const RulesOptions& options);

}  // namespace pgnlint::run
