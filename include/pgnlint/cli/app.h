// The command-line entry point: parses arguments with CLI11, runs one subcommand,
// and turns every outcome into pgnlint's exit codes (0 clean, 1 findings, 2 usage/I-O error).
#pragma once

namespace pgnlint::cli {

inline constexpr int kExitClean = 0;
inline constexpr int kExitFindings = 1;
inline constexpr int kExitUsageOrIo = 2;

int run(int argc, char** argv);

}  // namespace pgnlint::cli
