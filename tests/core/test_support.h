// Helpers shared by the core tests: reading the perft suites copied into testdata/perft.
#pragma once

#include <string>
#include <vector>

#include "pgnlint/core/perft_suite.h"

namespace pgnlint::core::testing {

std::string read_testdata(const std::string& relative_path);
const std::vector<std::string>& perft_suite_files();
PerftSuite load_suite(const std::string& file);

}  // namespace pgnlint::core::testing
