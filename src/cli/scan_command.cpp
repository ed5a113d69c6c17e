// The `scan` subcommand: reads PGN through the pgn module only (no chess replay) and prints its
// syntax errors and counts; it is also the parse-only benchmark.
#include <CLI/CLI.hpp>

#include <memory>

#include "commands.h"
#include "pgnlint/run/scan_run.h"

namespace pgnlint::cli {

using run::run_scan;
using run::ScanOptions;

void setup_scan_command(CLI::App& app, int& exit_code) {
    auto options = std::make_shared<ScanOptions>();
    CLI::App* command = app.add_subcommand(
        "scan", "Parse PGN without replaying the moves: syntax errors, counts and speed");
    command->add_option("files", options->files,
                        "PGN files, plain or gzip/zstd/bzip2-compressed; '-' or none: stdin");
    command->add_flag("-q,--quiet", options->quiet, "Print only the syntax errors");
    command->callback([options, &exit_code]() { exit_code = run_scan(*options); });
}

}  // namespace pgnlint::cli
