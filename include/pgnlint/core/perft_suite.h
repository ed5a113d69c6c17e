// Perft suite files: EPD lines with ";D1 20 ;D2 400 ..." counts, and python-chess style blocks of
// "id NAME" / "epd FEN" / "perft DEPTH NODES" lines. Comments start with '#'.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace pgnlint::core {

struct PerftExpectation {
    int depth;
    uint64_t nodes;
};

struct PerftSuiteEntry {
    std::string id;   // the id line, or "line N" for EPD suites
    std::string fen;  // FEN or EPD (four fields) as written
    int line = 0;     // 1-based line of the position
    std::vector<PerftExpectation> expected;
};

struct PerftSuiteProblem {
    int line;
    std::string message;
};

struct PerftSuite {
    std::vector<PerftSuiteEntry> entries;
    std::vector<PerftSuiteProblem> problems;  // lines that are in neither format
};

PerftSuite parse_perft_suite(std::string_view text);

}  // namespace pgnlint::core
