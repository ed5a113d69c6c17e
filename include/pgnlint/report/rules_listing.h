// The rule catalogue as `pgnlint rules` prints it (text or JSON) and as the man page's
// DIAGNOSTICS section and the README's table render it, so the documentation cannot drift.
#pragma once

#include <fmt/format.h>

namespace pgnlint::report {

void format_rules_text(fmt::memory_buffer& out, bool color);
// {"version":1,"rules":[{"code","name","severity","summary","how_to_fix","reference"}...]}
void format_rules_json(fmt::memory_buffer& out);
// roff source: one .TP entry per rule.
void format_rules_man(fmt::memory_buffer& out);
// A Markdown table: | code | name | severity | what it finds | how to fix |
void format_rules_markdown(fmt::memory_buffer& out);

}  // namespace pgnlint::report
