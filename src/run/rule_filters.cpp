// --select, --ignore and --severity into a lint::Filter.
#include "pgnlint/run/rule_filters.h"

#include <fmt/core.h>

#include <string>
#include <string_view>

#include "pgnlint/result.h"
#include "pgnlint/run/messages.h"

namespace pgnlint::run {

std::optional<lint::FilterOptions> make_filter_options(const config::RuleSelection& selection,
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

std::optional<lint::Filter> make_filter(const config::RuleSelection& selection,
                                        lint::Severity shown) {
    const std::optional<lint::FilterOptions> filter_options = make_filter_options(selection, shown);
    if (!filter_options) return std::nullopt;
    Result<lint::Filter> filter = lint::Filter::make(*filter_options);
    if (!filter) {
        print_error(filter.error());
        return std::nullopt;
    }
    return std::move(*filter);
}

}  // namespace pgnlint::run
