// One setup function per subcommand (one file each): it adds the subcommand and its options
// to the app and, when the subcommand runs, stores the subcommand's exit code in exit_code.
#pragma once

#include <CLI/CLI.hpp>

namespace pgnlint::cli {

void setup_check_command(CLI::App& app, int& exit_code);
void setup_perft_command(CLI::App& app, int& exit_code);
void setup_scan_command(CLI::App& app, int& exit_code);
void setup_fen_command(CLI::App& app, int& exit_code);
void setup_rules_command(CLI::App& app, int& exit_code);
void setup_winnable_command(CLI::App& app, int& exit_code);
void setup_completions_command(CLI::App& app, int& exit_code);
void setup_config_command(CLI::App& app, int& exit_code);
void setup_report_command(CLI::App& app, int& exit_code);

}  // namespace pgnlint::cli
