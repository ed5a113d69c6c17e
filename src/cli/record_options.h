// The record inputs `fen` and `winnable` share: FEN arguments and --file, one definition each, so
// both subcommands read positions the same way with the same help text.
#pragma once

#include <CLI/CLI.hpp>

#include <string>
#include <vector>

namespace pgnlint::cli {

// The positional FEN/EPD records and --file FILE (repeatable; '-': stdin).
void add_record_inputs(CLI::App& command, std::vector<std::string>& fens,
                       std::vector<std::string>& files);

}  // namespace pgnlint::cli
