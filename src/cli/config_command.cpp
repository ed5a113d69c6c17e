// The `config` subcommand: prints the settings `check` would use here, from the configuration
// file or the defaults, and where each came from (`check --show-settings` adds the command line).
#include <memory>

#include "commands.h"
#include "config_options.h"

namespace pgnlint::cli {

void setup_config_command(CLI::App& app, int& exit_code) {
    auto options = std::make_shared<CheckOptions>();
    CLI::App* command = app.add_subcommand(
        "config",
        "Print the settings `check` uses here (from pgnlint.toml or the defaults) and where each "
        "came from");
    command->add_option("--config", options->config,
                        "Read this TOML file instead of the one found from the current directory "
                        "upwards");
    command->add_flag("--no-config", options->no_config,
                      "Read no configuration file (not with --config)");
    options->show_settings = true;
    command->callback([options, &exit_code] {
        const GivenOnCommandLine nothing_given = [](std::string_view) { return false; };
        exit_code = show_settings(*options, nothing_given);
    });
}

}  // namespace pgnlint::cli
