// The long text of each rule, for `pgnlint rules CODE`: why the rule matters, and a bad and a
// good example of the input. The short fields (what, how to fix, reference) stay in the
// catalogue (rules.h); these live apart so the catalogue stays small.
#pragma once

#include <string_view>

#include "pgnlint/lint/rules.h"

namespace pgnlint::lint {

struct RuleExplanation {
    std::string_view code;  // the rule's code, as in the catalogue
    std::string_view why;   // what goes wrong downstream when the input is left so
    std::string_view bad;   // input that draws the finding (PGN, FEN or EPD text)
    std::string_view good;  // the same input fixed
    // The P rules' examples need two files: a game needs the tournament report it is compared
    // with, a report needs games. This is the other one (`check --trf`); empty for other rules.
    std::string_view checked_with = {};
};

// The explanation of `rule`, or nullptr when it has none (a test fails then).
const RuleExplanation* find_explanation(const Rule& rule);

// The rule whose code or name is nearest to `text` (a mistyped code or name: at most two edits
// away, ASCII case ignored), for "did you mean"; nullptr when none is that near.
const Rule* closest_rule(std::string_view text);

}  // namespace pgnlint::lint
