// The `report` subcommand: reads ndjson reports (whole runs, shards of a file from check
// --shard) and writes the report one run would have written, in any format.
#include <CLI/CLI.hpp>

#include <memory>

#include "commands.h"
#include "pgnlint/run/report_run.h"
#include "report_options.h"

namespace pgnlint::cli {

using run::ReportOptions;
using run::run_report;

void setup_report_command(CLI::App& app, int& exit_code) {
    auto options = std::make_shared<ReportOptions>();
    CLI::App* command = app.add_subcommand(
        "report",
        "Merge ndjson reports (runs over files, shards of a file from check --shard) into the "
        "report one run would have written, in any format");
    command->add_option("reports", options->files,
                        "ndjson reports written by `pgnlint check --format ndjson`, in any order "
                        "(plain or compressed); '-' or none: stdin");
    add_format_option(*command, options->format,
                      "text (default), json, ndjson, sarif, junit, github or html");
    add_html_max_games_option(*command, options->html_max_games);
    add_severity_options(*command, options->fail_on, options->min_severity);
    command->add_flag("--endings", options->endings,
                      "Text format: a line for each claimable draw and ending on the board, as "
                      "check --endings writes them");
    command->add_flag("--exit-zero", options->exit_zero,
                      "Exit 0 even when findings are found (missing shards, unreadable reports "
                      "and inputs still exit 2)");
    command->add_flag("--summary", options->summary, "Always print the one-line summary on stderr");
    command->add_option("--baseline", options->baseline,
                        "A json or ndjson report of an earlier run: findings already in it (by "
                        "fingerprint, in input order) are neither reported nor fail the run");
    add_duplicates_memory_option(*command, options->duplicates_memory_mib);
    command->add_option("-o,--output", options->output,
                        "Write the report to FILE instead of stdout");
    command->callback([options, &exit_code] { exit_code = run_report(*options); });
}

}  // namespace pgnlint::cli
