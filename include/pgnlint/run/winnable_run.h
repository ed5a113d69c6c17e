// The `winnable` run: for each position and side, whether that side can still checkmate
// (a helpmate, a proof that it cannot, or undetermined within the budget).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "pgnlint/core/unwinnable.h"
#include "pgnlint/report/output.h"

namespace pgnlint::run {

struct WinnableOptions {
    std::vector<std::string> fens;
    std::vector<std::string> files;
    std::string side = "both";
    std::uint64_t max_nodes = core::UnwinnabilityAnalyser::FINAL_MAX_NODES;
    std::string format = "text";
    std::string witness = "short";  // "short" or "first" (core::WitnessLength)
    bool chess960 = false;
    unsigned jobs = 0;  // threads analysing positions, 0 = one per core; 1 writes each at once
};

// 0 every record analysed, 1 some record is not a playable position, 2 usage or I/O errors.
int run_winnable(WinnableOptions options);
// The same, the answers written to `output` (stdout above, after its checks that standard output
// is not one of the inputs).
int run_winnable(const WinnableOptions& options, report::Output& output);

}  // namespace pgnlint::run
