// The `perft` run: legal move paths counted from one position, or a suite of positions
// checked against their expected counts.
#pragma once

#include <string>

#include "pgnlint/core/fen.h"

namespace pgnlint::run {

struct PerftOptions {
    std::string fen{core::START_FEN};
    int depth = 1;
    bool divide = false;
    bool chess960 = false;
    std::string suite;
    int max_depth = 0;  // 0: every depth the suite gives
};

// One position counted (--fen, --depth, --divide) or a suite checked (--suite); standard output
// is flushed, and output lost is exit status 2. Exit 1 on a suite's mismatch.
int run_perft(const PerftOptions& options);

}  // namespace pgnlint::run
