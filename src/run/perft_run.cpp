// The `perft` run: legal move paths counted from one position, or a suite of positions
// checked against their expected counts.
#include "pgnlint/run/perft_run.h"

#include <fmt/core.h>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <iterator>
#include <memory>
#include <optional>
#include <string>
#include "pgnlint/core/fen.h"
#include "pgnlint/core/perft.h"
#include "pgnlint/core/perft_suite.h"
#include "pgnlint/core/position.h"
#include "pgnlint/core/position_description.h"
#include "pgnlint/core/san.h"
#include "pgnlint/run/exit_status.h"
#include "pgnlint/run/messages.h"
#include "pgnlint/run/output_guard.h"
#include "pgnlint/run/standard_output.h"

namespace pgnlint::run {
namespace {

std::string describe(const core::FenLoadResult& r) {
    if (r.status == core::FenLoadResult::Status::syntax_error)
        return fmt::format("column {}: {}", r.fen_error.column + 1, r.fen_error.message);
    std::string problems;
    for (const core::PositionProblem& problem : r.problems) {
        if (!problems.empty()) problems += "; ";
        problems += core::describe(problem);
    }
    return problems;
}

double seconds_since(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

int run_single(const PerftOptions& opt) {
    core::Position pos;
    core::StateInfo si;
    const core::FenLoadResult loaded = pos.set_fen(opt.fen, si, opt.chess960);
    if (!loaded.ok()) {
        print_error(fmt::format("perft: invalid FEN: {}", describe(loaded)));
        return kExitUsageOrIo;
    }
    const auto start = std::chrono::steady_clock::now();
    uint64_t nodes = 0;
    if (opt.divide) {
        core::DivideTable table;
        const std::size_t n = core::perft_divide(pos, opt.depth, table);
        for (std::size_t i = 0; i < n; ++i) {
            fmt::print("{}: {}\n", core::to_uci(pos, table[i].move), table[i].nodes);
            nodes += table[i].nodes;
        }
        fmt::print("\n");
    } else {
        nodes = core::perft(pos, opt.depth);
    }
    const double elapsed = seconds_since(start);
    fmt::print("Nodes searched: {}\n", nodes);
    fmt::print(stderr, "perft {}: {} nodes in {:.3f} s, {:.0f} nodes/s\n", opt.depth, nodes,
               elapsed, elapsed > 0 ? double(nodes) / elapsed : 0.0);
    return kExitClean;
}

int run_suite(const PerftOptions& opt) {
    if (const std::optional<std::string> clash = find_stdout_onto_input({&opt.suite, 1})) {
        print_error(*clash);
        return kExitUsageOrIo;
    }
    std::ifstream in(opt.suite, std::ios::binary);
    if (!in) {
        print_error(fmt::format("perft: cannot read {}", opt.suite));
        return kExitUsageOrIo;
    }
    const std::string text{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
    const core::PerftSuite suite = core::parse_perft_suite(text);

    int mismatches = 0;
    uint64_t total_nodes = 0;
    std::size_t checks = 0;
    const auto start = std::chrono::steady_clock::now();
    for (const core::PerftSuiteProblem& p : suite.problems) {
        fmt::print("{}:{}: MISMATCH unreadable line: {}\n", opt.suite, p.line, p.message);
        ++mismatches;
    }
    for (const core::PerftSuiteEntry& entry : suite.entries) {
        core::Position pos;
        core::StateInfo si;
        const core::FenLoadResult loaded = pos.set_fen(entry.fen, si, opt.chess960);
        if (!loaded.ok()) {
            fmt::print("{}:{}: MISMATCH {}: invalid FEN: {}\n", opt.suite, entry.line, entry.id,
                       describe(loaded));
            ++mismatches;
            continue;
        }
        for (const core::PerftExpectation& e : entry.expected) {
            if (opt.max_depth > 0 && e.depth > opt.max_depth) continue;
            const uint64_t nodes = core::perft(pos, e.depth);
            total_nodes += nodes;
            ++checks;
            const bool match = nodes == e.nodes;
            if (!match) ++mismatches;
            fmt::print("{}:{}: {} {} depth {} expected {} got {}\n", opt.suite, entry.line,
                       match ? "ok" : "MISMATCH", entry.id, e.depth, e.nodes, nodes);
        }
    }
    const double elapsed = seconds_since(start);
    fmt::print("{}: {} positions, {} counts checked, {} mismatches, {} nodes in {:.1f} s\n",
               opt.suite, suite.entries.size(), checks, mismatches, total_nodes, elapsed);
    std::fflush(stdout);
    return mismatches == 0 ? kExitClean : kExitFindings;
}

}  // namespace

int run_perft(const PerftOptions& options) {
    int exit_code = options.suite.empty() ? run_single(options) : run_suite(options);
    if (!flush_standard_output()) exit_code = kExitUsageOrIo;
    return exit_code;
}

}  // namespace pgnlint::run
