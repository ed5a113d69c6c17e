// The configuration's command-line options, and settling check's options before a run.
#include "config_options.h"

#include <fmt/format.h>

#include <cstdio>
#include <string>
#include <vector>

#include "pgnlint/config/config_file.h"
#include "pgnlint/report/output.h"
#include "pgnlint/run/exit_status.h"
#include "pgnlint/run/messages.h"

namespace pgnlint::cli {

using config::apply_config;
using config::CheckConfig;
using config::format_settings;
using config::load_check_config;
using config::SettingSource;
using run::kExitClean;
using run::kExitUsageOrIo;

void add_config_options(CLI::App& command, CheckOptions& options) {
    command.add_option("--config", options.config,
                       "Read settings from this TOML file instead of the pgnlint.toml or "
                       ".pgnlint.toml found from the current directory upwards");
    command.add_flag("--no-config", options.no_config,
                     "Read no configuration file (not with --config)");
    command.add_flag("--show-settings", options.show_settings,
                     "Print the settings in force and where each came from (default, FILE:LINE "
                     "or command line), then exit without checking");
    command.add_flag("--statistics", options.statistics,
                     "Instead of the findings, print how many each rule found (count, code, "
                     "name), most first");
    command.add_option("--stdin-filename", options.stdin_filename,
                       "The file name findings give standard input, and that per-file ignores "
                       "match");
    command
        .add_option("--glob", options.globs,
                    "Which files a directory walk takes (default: *.pgn, *.pgn.gz, *.pgn.zst, "
                    "*.pgn.bz2, *.ndjson); `**` spans directories, !PATTERN excludes; repeatable")
        ->allow_extra_args(false);
}

namespace {

// Loads, applies and (with --show-settings) prints; the status when the run ends here.
std::optional<int> settle_options(CheckOptions& options, const GivenOnCommandLine& given) {
    Result<std::optional<CheckConfig>> loaded = load_check_config(options);
    if (!loaded) {
        run::print_error(loaded.error());
        return kExitUsageOrIo;
    }
    const std::optional<CheckConfig> config = std::move(*loaded);
    const std::vector<SettingSource> settings = apply_config(config, given, options);
    if (!options.show_settings) return std::nullopt;
    fmt::memory_buffer out;
    format_settings(config, settings, out);
    try {
        report::Output output(stdout, "<stdout>");
        output.write(out);
        output.flush();
    } catch (const report::OutputError& problem) {
        run::print_error(problem.what());
        return kExitUsageOrIo;
    }
    return kExitClean;
}

}  // namespace

int show_settings(CheckOptions& options, const GivenOnCommandLine& given) {
    const std::optional<int> settled = settle_options(options, given);
    return settled ? *settled : kExitClean;
}

std::optional<int> settle_check_options(const CLI::App& command, CheckOptions& options) {
    return settle_options(options, [&command](std::string_view name) {
        return command.get_option("--" + std::string(name))->count() > 0;
    });
}

}  // namespace pgnlint::cli
