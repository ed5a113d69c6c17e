// Where each `check` setting comes from: the command line over the configuration file over
// the default. Merges a loaded CheckConfig into CheckOptions and lists the result for
// `check --show-settings` and `pgnlint config`.
#pragma once

#include <fmt/format.h>

#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "pgnlint/config/check_options.h"
#include "pgnlint/config/config_file.h"

namespace pgnlint::config {

// Whether the option with this long name (without "--") was given on the command line.
using GivenOnCommandLine = std::function<bool(std::string_view)>;

// One line of --show-settings: `key = value`, TOML-written, and "default", "FILE:LINE" or
// "command line".
struct SettingSource {
    std::string key;
    std::string value;
    std::string origin;
};

// The configuration --config names, or the one found from the current directory upwards, or
// none (also with --no-config); the reason when the file cannot be used.
Result<std::optional<CheckConfig>> load_check_config(const CheckOptions& options);

// Sets every option the command line did not give from `config` (when there is one) and
// returns each setting's value and origin, in the configuration file's key order.
std::vector<SettingSource> apply_config(const std::optional<CheckConfig>& config,
                                        const GivenOnCommandLine& given, CheckOptions& options);

// The settings as a TOML document with the origin of each in a comment; it names the file read.
void format_settings(const std::optional<CheckConfig>& config,
                     std::span<const SettingSource> settings, fmt::memory_buffer& out);

}  // namespace pgnlint::config
