// The report options `check` and `fen` share.
#include "report_options.h"

#include <vector>

#include "pgnlint/config/check_options.h"
#include "pgnlint/report/reporter.h"

namespace pgnlint::cli {

void add_format_option(CLI::App& command, std::string& format,
                       std::initializer_list<std::string_view> extra,
                       std::string_view format_help) {
    std::vector<std::string> formats;
    for (const std::string_view name : report::format_names()) formats.emplace_back(name);
    for (const std::string_view name : extra) formats.emplace_back(name);
    command.add_option("-f,--format", format, std::string(format_help))
        ->check(CLI::IsMember(formats));
}

void add_severity_options(CLI::App& command, std::string& fail_on, std::string& min_severity) {
    command
        .add_option("--fail-on", fail_on,
                    "Exit 1 when a finding of this severity or above is found: error (default), "
                    "warning, info")
        ->check(CLI::IsMember({"error", "warning", "info"}));
    command
        .add_option("--min-severity", min_severity,
                    "Show findings of this severity and above: warning (default), error, info; "
                    "never above --fail-on")
        ->check(CLI::IsMember({"error", "warning", "info"}));
}

void add_html_max_games_option(CLI::App& command, std::uint64_t& max_games) {
    command
        .add_option("--html-max-games", max_games,
                    "Html format: show at most N games (those with findings, endings or claimable "
                    "draws) in detail, the rest only in the summary's counts (0 to 1000000000)")
        ->check(CLI::Range(std::uint64_t{0}, report::kMostHtmlMaxGames))
        ->capture_default_str();
}

void add_duplicates_memory_option(CLI::App& command, std::uint64_t& mib) {
    command
        .add_option("--duplicates-memory", mib,
                    "MiB the comparison of games (--duplicates) holds before it spills to "
                    "temporary files in $TMPDIR (1 to 1048576)")
        ->check(CLI::Range(std::uint64_t{1}, config::kMostDuplicatesMemoryMib))
        ->capture_default_str();
}

}  // namespace pgnlint::cli
