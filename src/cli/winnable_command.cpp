// The `winnable` subcommand: for each FEN/EPD record (read as `fen` reads them), whether each side
// can checkmate by any series of legal moves (FIDE 5.2.2, 6.9): the verdict, the nodes searched,
// the helpmate as SAN and UCI when there is one, and "dead position" when neither side can mate.
#include <CLI/CLI.hpp>

#include <memory>

#include "commands.h"
#include "pgnlint/run/winnable_run.h"
#include "record_options.h"

namespace pgnlint::cli {

using run::run_winnable;
using run::WinnableOptions;

void setup_winnable_command(CLI::App& app, int& exit_code) {
    auto options = std::make_shared<WinnableOptions>();
    CLI::App* command = app.add_subcommand(
        "winnable",
        "Whether each side can still checkmate by any series of legal moves (FIDE 5.2.2, 6.9), "
        "with the helpmate when it can");
    add_record_inputs(*command, options->fens, options->files);
    command
        ->add_option("--side", options->side,
                     "The side that would mate: white, black, both, or last-mover (the side not "
                     "to move: the winner of a time forfeit, whose opponent's flag fell)")
        ->check(CLI::IsMember({"white", "black", "both", "last-mover"}))
        ->capture_default_str();
    command
        ->add_option("--max-nodes", options->max_nodes,
                     "Search budget per position and side, in moves made; past it the verdict is "
                     "undetermined")
        ->check(CLI::Range(std::uint64_t{1}, core::UnwinnabilityAnalyser::MOST_MAX_NODES))
        ->capture_default_str();
    command
        ->add_option("--witness", options->witness,
                     "short: when the helpmate found is long, look a little longer for one of 9 "
                     "plies or fewer (for reading); first: the first one found (for batches)")
        ->check(CLI::IsMember({"short", "first"}))
        ->capture_default_str();
    command
        ->add_option("-f,--format", options->format,
                     "text (default), json (one document) or ndjson (one object per position)")
        ->check(CLI::IsMember({"text", "json", "ndjson"}));
    command
        ->add_option("-j,--jobs", options->jobs,
                     "Threads analysing positions, 0 = one per core (default); 1 writes each "
                     "answer as soon as it is found. The output is the same")
        ->check(CLI::Range(0U, 1024U));
    command->add_flag("--chess960", options->chess960,
                      "Chess960 castling rules for K/Q/k/q (X-FEN); file letters (Shredder-FEN) "
                      "imply it");
    command->callback([options, &exit_code] { exit_code = run_winnable(*options); });
}

}  // namespace pgnlint::cli
