// rule_counts() and its text and JSON forms. Codes and names are the catalogue's own ASCII, so
// nothing here needs escaping.
#include "pgnlint/report/statistics.h"

#include "pgnlint/report/json_text.h"

#include <algorithm>

namespace pgnlint::report {

std::vector<RuleCount> rule_counts(const lint::RunSummary& summary) {
    std::vector<RuleCount> counts;
    const auto rules = lint::all_rules();
    for (std::size_t i = 0; i < summary.by_rule.size() && i < rules.size(); ++i) {
        if (summary.by_rule[i] != 0) counts.push_back(RuleCount{&rules[i], summary.by_rule[i]});
    }
    std::sort(counts.begin(), counts.end(), [](const RuleCount& a, const RuleCount& b) {
        return a.count != b.count ? a.count > b.count : a.rule->code < b.rule->code;
    });
    return counts;
}

void format_statistics_text(const lint::RunSummary& summary, fmt::memory_buffer& out) {
    const std::vector<RuleCount> counts = rule_counts(summary);
    std::size_t width = 1;
    for (const RuleCount& count : counts)
        width = std::max(width, fmt::formatted_size("{}", count.count));
    for (const RuleCount& count : counts) {
        fmt::format_to(fmt::appender(out), "{:>{}}\t{}\t{}\t{}\n", count.count, width,
                       count.rule->code, count.rule->name,
                       lint::fixability_name(count.rule->fixability));
    }
}

void append_rule_counts_json(const lint::RunSummary& summary, fmt::memory_buffer& out) {
    encoding::append_json_array(out, rule_counts(summary), [&out](const RuleCount& count) {
        fmt::format_to(fmt::appender(out),
                       R"({{"code":"{}","name":"{}","count":{},"fixable":"{}"}})", count.rule->code,
                       count.rule->name, count.count,
                       lint::fixability_name(count.rule->fixability));
    });
}

}  // namespace pgnlint::report
