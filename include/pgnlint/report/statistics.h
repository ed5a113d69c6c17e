// Findings per rule, as --statistics prints them and the JSON summary's "rules" carries them:
// the rules with at least one finding, most findings first, then by code (as ruff sorts them).
// There is no "fixable" column: pgnlint fixes nothing yet.
#pragma once

#include <fmt/format.h>

#include <cstdint>
#include <vector>

#include "pgnlint/lint/game_report.h"
#include "pgnlint/lint/rules.h"

namespace pgnlint::report {

struct RuleCount {
    const lint::Rule* rule;
    std::uint64_t count;
};

std::vector<RuleCount> rule_counts(const lint::RunSummary& summary);

// One line per rule: the count right-aligned, the code, the name; nothing when nothing was found.
void format_statistics_text(const lint::RunSummary& summary, fmt::memory_buffer& out);

// [{"code":"M001","name":"illegal-move","count":3},…]
void append_rule_counts_json(const lint::RunSummary& summary, fmt::memory_buffer& out);

}  // namespace pgnlint::report
