// Rule selectors, as --select, --ignore, --severity and directives write them: what one selects
// and how specific it is, and how messages quote them.
#pragma once

#include <bitset>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pgnlint::lint {

// A set of rules, indexed by rule_index().
using RuleMask = std::bitset<128>;

// What one selector selects: "ALL", a code ("M001"), a name ("illegal-move") or a code prefix
// ("M", "M0"), ASCII case ignored. Specificity orders selectors that match the same rule: ALL 0,
// a prefix its length, a whole code or name 100. nullopt when it selects no rule.
struct Selection {
    RuleMask rules;
    int specificity = 0;
};
std::optional<Selection> select_rules(std::string_view selector);

// "`text`": a selector or a directive's word as the user wrote it.
std::string backquoted(std::string_view text);

// "`A`", "`A` and `B`", "`A`, `B` and `C`"
std::string list_selectors(const std::vector<std::string_view>& selectors);

}  // namespace pgnlint::lint
