// The `fen` subcommand: validates FEN/EPD records given as arguments or read one per line from
// files or stdin, and reports each record like a game (its FEN and EPD operations as tags) through
// the report module, so every output format and exit code works as for `check`.
#include <CLI/CLI.hpp>

#include <memory>

#include "color_choice.h"
#include "commands.h"
#include "pgnlint/run/fen_run.h"
#include "record_options.h"
#include "report_options.h"
#include "rule_options.h"

namespace pgnlint::cli {

using run::FenOptions;
using run::run_fen;

void setup_fen_command(CLI::App& app, int& exit_code) {
    auto options = std::make_shared<FenOptions>();
    CLI::App* command = app.add_subcommand(
        "fen",
        "Validate FEN and EPD positions: syntax, and whether the position can arise in a game");
    add_record_inputs(*command, options->fens, options->files);
    add_format_option(*command, options->format, {"svg"},
                      "text (default), json, ndjson, sarif, junit, github or html; each record is "
                      "reported as a game whose tags are its FEN and EPD operations, and "
                      "findings call it \"position N\"; svg draws the one position given as a "
                      "board (its findings go to stderr as text)");
    add_color_option(*command, options->color, "Colour text output");
    add_severity_options(*command, options->fail_on, options->min_severity);
    add_rule_selection_options(*command, options->rules);
    add_baseline_option(*command, options->baseline);
    command->add_option("-o,--output", options->output,
                        "Write the report to FILE instead of stdout");
    command->add_flag("--exit-zero", options->exit_zero,
                      "Exit 0 even when findings are found (I/O and usage errors still exit 2)");
    command->add_flag("--chess960", options->chess960,
                      "Chess960 castling rules for K/Q/k/q (X-FEN); file letters (Shredder-FEN) "
                      "imply it");
    command->add_flag("-q,--quiet", options->quiet, "Write no report; the exit status tells");
    command->add_flag("--summary", options->summary, "Always print the one-line summary on stderr");
    command->callback([options, &exit_code] { exit_code = run_fen(*options); });
}

}  // namespace pgnlint::cli
