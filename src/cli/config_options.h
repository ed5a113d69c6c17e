// The configuration's options on `check`'s command line (--config, --no-config, --show-settings,
// --statistics, --stdin-filename, --glob) and settling the options before a run: the
// configuration loaded and applied under the command line.
#pragma once

#include <CLI/CLI.hpp>

#include <optional>

#include "pgnlint/config/check_options.h"
#include "pgnlint/config/configured_options.h"

namespace pgnlint::cli {

using config::CheckOptions;
using config::GivenOnCommandLine;

// Adds --config, --no-config, --show-settings, --statistics, --stdin-filename and --glob.
void add_config_options(CLI::App& command, CheckOptions& options);

// `pgnlint config`: loads and applies the configuration under what `given` says the command line
// gave, prints the settings, and returns the exit status.
int show_settings(CheckOptions& options, const GivenOnCommandLine& given);

// Before `check` runs: loads the configuration and applies it under the command line; with
// --show-settings prints the settings. Returns the exit status when the run ends here (an
// error, or the settings shown), nullopt when the check goes on.
std::optional<int> settle_check_options(const CLI::App& command, CheckOptions& options);

}  // namespace pgnlint::cli
