// The rule selection (--select, --ignore, --severity) and the shown severity as lint's filter,
// with --severity's overrides parsed; what is wrong with them is said on stderr.
#pragma once

#include <optional>

#include "pgnlint/config/check_options.h"
#include "pgnlint/lint/filter.h"
#include "pgnlint/lint/rules.h"

namespace pgnlint::run {

// The selection and --min-severity as filter options; nullopt after printing on stderr what is
// wrong with them.
std::optional<lint::FilterOptions> make_filter_options(const config::RuleSelection& selection,
                                                       lint::Severity shown);

// The same as a lint::Filter; nullopt after printing on stderr what is wrong with them.
std::optional<lint::Filter> make_filter(const config::RuleSelection& selection,
                                        lint::Severity shown);

}  // namespace pgnlint::run
