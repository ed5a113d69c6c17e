// --select/--ignore/--severity into a lint::Filter, and the options' definitions.
#include "rule_options.h"

#include <fmt/core.h>

#include <cstdio>
#include <memory>
#include <string_view>

#include "messages.h"

namespace pgnlint::cli {

void add_rule_selection_options(CLI::App& command, RuleSelection& selection) {
    command
        .add_option("--select", selection.select,
                    "Check only these rules: codes (M001), names (illegal-move), code prefixes "
                    "(M, M0) or ALL; comma-separated, repeatable")
        ->delimiter(',')
        ->allow_extra_args(false);
    command
        .add_option("--ignore", selection.ignore,
                    "Do not check these rules (same forms as --select; the more specific of "
                    "--select and --ignore wins, --ignore on a tie)")
        ->delimiter(',')
        ->allow_extra_args(false);
    command
        .add_option("--severity", selection.severity,
                    "CODE=LEVEL: report a rule (code, name or prefix) at error, warning or "
                    "info instead of its default; repeatable")
        ->allow_extra_args(false);
}

void add_baseline_option(CLI::App& command, std::string& baseline) {
    command.add_option("--baseline", baseline,
                       "A json or ndjson report of an earlier run: findings already in it (by "
                       "fingerprint) are neither reported nor fail the run");
}

std::optional<lint::FilterOptions> make_filter_options(const RuleSelection& selection,
                                                       lint::Severity shown) {
    lint::FilterOptions filter_options;
    filter_options.select = selection.select;
    filter_options.ignore = selection.ignore;
    filter_options.shown = shown;
    for (const std::string& override_text : selection.severity) {
        const std::size_t equals = override_text.rfind('=');
        const std::optional<lint::Severity> level =
            equals == std::string::npos
                ? std::nullopt
                : lint::parse_severity(std::string_view(override_text).substr(equals + 1));
        if (!level) {
            print_error(
                fmt::format("--severity {}: expected CODE=LEVEL, LEVEL one of error, warning, info",
                            override_text));
            return std::nullopt;
        }
        filter_options.severity_overrides.emplace_back(override_text.substr(0, equals), *level);
    }
    return filter_options;
}

std::optional<lint::Filter> make_filter(const RuleSelection& selection, lint::Severity shown) {
    const std::optional<lint::FilterOptions> filter_options = make_filter_options(selection, shown);
    if (!filter_options) return std::nullopt;
    std::string error;
    std::optional<lint::Filter> filter = lint::Filter::make(*filter_options, error);
    if (!filter) print_error(error);
    return filter;
}

}  // namespace pgnlint::cli
