// The command-line entry point: parses arguments with CLI11, runs one subcommand,
// and turns every outcome into pgnlint's exit codes (0 clean, 1 findings, 2 usage/I-O error).
#pragma once

#include "pgnlint/run/exit_status.h"

namespace pgnlint::cli {

using run::kExitClean;
using run::kExitFindings;
using run::kExitUsageOrIo;

int run(int argc, char** argv);

}  // namespace pgnlint::cli
