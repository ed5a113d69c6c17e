// One rule in full, as `pgnlint rules CODE` prints it: what it finds, why it matters, how to fix
// the input, a bad and a good example, and the reference.
#pragma once

#include <fmt/format.h>

#include "pgnlint/lint/rule_explanations.h"
#include "pgnlint/lint/rules.h"

namespace pgnlint::report {

void format_rule_explanation_text(const lint::Rule& rule, const lint::RuleExplanation& explanation,
                                  fmt::memory_buffer& out, bool color);

// {"code","name","severity","summary","why","how_to_fix","bad","good","reference"}
void format_rule_explanation_json(const lint::Rule& rule, const lint::RuleExplanation& explanation,
                                  fmt::memory_buffer& out);

}  // namespace pgnlint::report
