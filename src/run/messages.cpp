// stdout is flushed first, so that each line follows the report it concerns.
#include "pgnlint/run/messages.h"

#include <fmt/core.h>

#include <cstdio>

#include "pgnlint/report/reporter.h"

namespace pgnlint::run {

void print_error(std::string_view message) {
    std::fflush(stdout);
    fmt::print(stderr, "pgnlint: error: {}\n", message);
}

void print_note(std::string_view message) {
    std::fflush(stdout);
    fmt::print(stderr, "pgnlint: {}\n", message);
}

void print_baseline_matches(std::uint64_t matched, std::string_view baseline) {
    if (matched == 0) return;
    std::fflush(stdout);
    fmt::print(stderr, "pgnlint: {} known {} matched the baseline {}\n", matched,
               matched == 1 ? "finding" : "findings", baseline);
}

void print_summary_line(const lint::RunSummary& summary) {
    fmt::memory_buffer line;
    report::format_summary_line(summary, line);
    std::fflush(stdout);
    std::fwrite(line.data(), 1, line.size(), stderr);
}

}  // namespace pgnlint::run
