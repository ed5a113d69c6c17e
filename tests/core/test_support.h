// Helpers shared by the core tests: a position loaded from a FEN, and reading the perft suites
// copied into testdata/perft.
#pragma once

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "pgnlint/core/perft_suite.h"
#include "pgnlint/core/position.h"

namespace pgnlint::core::testing {

// A position set from `fen` (the test fails when it cannot be), with the state it needs.
struct Loaded {
    explicit Loaded(const char* fen, bool chess960 = false) {
        EXPECT_TRUE(pos.set_fen(fen, si, chess960).ok()) << fen;
    }
    Position pos;
    StateInfo si;
};

std::string read_testdata(const std::string& relative_path);
const std::vector<std::string>& perft_suite_files();
PerftSuite load_suite(const std::string& file);

}  // namespace pgnlint::core::testing
