// The check run: what `pgnlint check` does once its options are settled (the command line over
// the configuration file over the defaults): read the inputs, check every game, write the report,
// fix, write a baseline, and say on stderr what went wrong.
#pragma once

#include "pgnlint/config/check_options.h"

namespace pgnlint::run {

using config::CheckOptions;

// The exit status: 0 clean, 1 findings at or above --fail-on, 2 usage or I/O errors (the worst
// wins).
int run_check(const CheckOptions& options);

}  // namespace pgnlint::run
