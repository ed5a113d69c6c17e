// The `perft` subcommand: node counts for one position (optionally per root move) or a whole
// perft suite checked against its published counts.
#include <CLI/CLI.hpp>

#include <memory>

#include "commands.h"
#include "pgnlint/run/perft_run.h"

namespace pgnlint::cli {

using run::PerftOptions;
using run::run_perft;

void setup_perft_command(CLI::App& app, int& exit_code) {
    auto opt = std::make_shared<PerftOptions>();
    CLI::App* cmd = app.add_subcommand(
        "perft", "Count the leaf nodes of the legal move tree (move generator self-test)");
    cmd->add_option("--fen", opt->fen, "Position to count from (default: the start position)");
    cmd->add_option("--depth", opt->depth, "Depth in plies")->check(CLI::Range(0, 20));
    cmd->add_flag("--divide", opt->divide, "Print the count below each legal move");
    cmd->add_flag("--chess960", opt->chess960,
                  "Treat the position as Chess960 (otherwise inferred from the castling field)");
    auto* suite = cmd->add_option("--suite", opt->suite,
                                  "Check every position of a perft suite file (EPD ;Dn or "
                                  "id/epd/perft lines); exit 1 on any mismatch");
    cmd->add_option("--max-depth", opt->max_depth, "With --suite: skip depths above N")
        ->check(CLI::Range(1, 20));
    suite->excludes("--depth")->excludes("--divide");
    cmd->callback([opt, &exit_code]() { exit_code = run_perft(*opt); });
}

}  // namespace pgnlint::cli
