// The `fen` run: FEN and EPD records checked (syntax and reachability) and reported in the
// chosen format, or one position drawn as a board.
#pragma once

#include <string>
#include <vector>

#include "pgnlint/config/check_options.h"

namespace pgnlint::run {

using config::RuleSelection;

struct FenOptions {
    std::vector<std::string> fens;
    std::vector<std::string> files;
    std::string format = "text";
    std::string color = "auto";
    std::string fail_on = "error";
    std::string min_severity = "warning";
    std::string output;
    RuleSelection rules;
    std::string baseline;
    bool chess960 = false;
    bool quiet = false;
    bool summary = false;
    bool exit_zero = false;
};

// 0 clean, 1 findings at or above --fail-on, 2 usage or I/O errors: the worst wins.
int run_fen(FenOptions options);

}  // namespace pgnlint::run
