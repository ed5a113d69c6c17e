// The options of `check` as the command line and the configuration file give them: strings and
// numbers still unchecked against each other (run_check turns them into a plan).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "pgnlint/config/config_file.h"
#include "pgnlint/core/unwinnable.h"
#include "pgnlint/pgn/limits.h"
#include "pgnlint/report/reporter.h"

namespace pgnlint::config {

// --select, --ignore and --severity as given (check and fen).
struct RuleSelection {
    std::vector<std::string> select;
    std::vector<std::string> ignore;
    std::vector<std::string> severity;  // SELECTOR=LEVEL
};

// --fix, --diff, --unsafe-fixes and --fix-baselined as given.
struct FixOptions {
    bool fix = false;
    bool diff = false;
    bool unsafe_fixes = false;
    bool fix_baselined = false;

    bool any() const { return fix || diff; }
};

// The most --max-nodes and limits.max-nodes take.
inline constexpr std::uint64_t kMostMaxNodes = core::UnwinnabilityAnalyser::MOST_MAX_NODES;

// The default of --duplicates-memory (MiB), and the most it takes.
inline constexpr std::uint64_t kDefaultDuplicatesMemoryMib = 256;
inline constexpr std::uint64_t kMostDuplicatesMemoryMib = std::uint64_t{1} << 20;

struct CheckOptions {
    std::vector<std::string> files;
    std::string format = "text";
    std::string color = "auto";
    std::string fail_on = "error";
    std::string min_severity = "warning";
    std::string output;
    unsigned jobs = 0;
    bool quiet = false;
    bool summary = false;
    bool exit_zero = false;
    bool endings = false;
    std::uint64_t html_max_games = report::kDefaultHtmlMaxGames;
    RuleSelection rules;  // --select, --ignore, --severity
    std::string baseline;
    std::string write_baseline;
    std::string trf;          // --trf: the tournament report the games are compared with; "": none
    bool duplicates = false;  // --duplicates: compare the games with each other (rules G)
    // --duplicates-memory: MiB the comparison holds before it spills to temporary files.
    std::uint64_t duplicates_memory_mib = kDefaultDuplicatesMemoryMib;
    std::string input_format = "auto";
    std::string encoding = "auto";  // --encoding: auto, utf-8 or latin-1
    std::string shard;              // --shard K/N
    FixOptions fixes;               // --fix, --diff, --unsafe-fixes
    int progress = 0;    // --progress 1, --no-progress -1, neither 0: when stderr is a terminal
    pgn::Limits limits;  // --max-*: the reader's bounds on hostile input
    // --max-nodes: the unwinnability analysis's budget per position and side.
    std::uint64_t max_nodes = core::UnwinnabilityAnalyser::DEFAULT_MAX_NODES;
    // Issue 24: configuration, directories, statistics, the name of standard input.
    std::string config;  // --config FILE; empty: search from the current directory
    bool no_config = false;
    bool show_settings = false;
    bool statistics = false;
    std::string stdin_filename;      // the name findings give standard input; empty: "-"
    std::vector<std::string> globs;  // --glob: which files a directory walk takes
    std::vector<PerFileIgnore> per_file_ignores;
    std::string config_directory;  // where per-file-ignores' relative patterns start
};

}  // namespace pgnlint::config
