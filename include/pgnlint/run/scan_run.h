// The `scan` run: PGN read through the pgn module only (no chess replay), its syntax errors
// and counts printed; also the parse-only benchmark.
#pragma once

#include <string>
#include <vector>

namespace pgnlint::run {

struct ScanOptions {
    std::vector<std::string> files;
    bool quiet = false;
};

// Exit 0 when every input was read without a syntax error, 1 with syntax errors, 2 when an
// input could not be read or the output was lost.
int run_scan(const ScanOptions& options);

}  // namespace pgnlint::run
