// The `winnable` run: for each position and side, whether that side can still checkmate
// (a helpmate, a proof that it cannot, or undetermined within the budget).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "pgnlint/core/unwinnable.h"

namespace pgnlint::run {

struct WinnableOptions {
    std::vector<std::string> fens;
    std::vector<std::string> files;
    std::string side = "both";
    std::uint64_t max_nodes = core::UnwinnabilityAnalyser::DEFAULT_MAX_NODES;
    std::string format = "text";
    bool chess960 = false;
};

// 0 every record analysed, 1 some record is not a playable position, 2 usage or I/O errors.
int run_winnable(WinnableOptions options);

}  // namespace pgnlint::run
