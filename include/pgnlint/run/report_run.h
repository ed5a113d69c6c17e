// The `report` run: ndjson reports (shards, runs) merged into one run's report and written in
// the chosen format.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "pgnlint/config/check_options.h"
#include "pgnlint/report/reporter.h"

namespace pgnlint::run {

struct ReportOptions {
    std::vector<std::string> files;
    std::string format = "text";
    std::string fail_on = "error";
    std::string min_severity = "warning";
    std::string output;
    bool endings = false;
    std::uint64_t html_max_games = report::kDefaultHtmlMaxGames;
    bool exit_zero = false;
    bool summary = false;
    std::string baseline;
    // MiB the comparison of games (reports of `check --duplicates`) holds before it spills.
    std::uint64_t duplicates_memory_mib = config::kDefaultDuplicatesMemoryMib;
};

// 0 clean, 1 findings at or above --fail-on, 2 usage or I/O errors (a report missing, cut off
// or of another version): the worst wins.
int run_report(const ReportOptions& options);

}  // namespace pgnlint::run
