// Renders the rule catalogue for `pgnlint rules` (text, json) and for the documentation (man,
// markdown); scripts/gen_rules_doc.sh puts the latter two into man/pgnlint.1 and docs/rules.md.
#include "pgnlint/report/rules_listing.h"

#include <algorithm>

#include "json_records.h"
#include "pgnlint/lint/rules.h"
#include "pgnlint/report/reporter.h"
#include "text_encoding.h"

namespace pgnlint::report {
namespace {

using encoding::append;

// roff: a backslash is \e, a hyphen \- (so that names paste back into a shell), and a line must
// not start with a control character.
void append_roff(fmt::memory_buffer& out, std::string_view text) {
    for (const char c : text) {
        if (c == '\\') {
            append(out, "\\e");
        } else if (c == '-') {
            append(out, "\\-");
        } else {
            out.push_back(c);
        }
    }
}

void append_markdown_cell(fmt::memory_buffer& out, std::string_view text) {
    for (const char c : text) {
        if (c == '|') out.push_back('\\');
        out.push_back(c);
    }
}

}  // namespace

void format_rules_text(fmt::memory_buffer& out, bool color) {
    const auto rules = lint::all_rules();
    std::size_t name_width = 0;
    for (const lint::Rule& rule : rules) name_width = std::max(name_width, rule.name.size());
    for (const lint::Rule& rule : rules) {
        if (color) append(out, "\x1b[1m");
        fmt::format_to(fmt::appender(out), "{}  {:<{}}  {:<7}  {}", rule.code, rule.name,
                       name_width, lint::severity_name(rule.default_severity),
                       lint::fixability_name(rule.fixability));
        if (color) append(out, "\x1b[0m");
        fmt::format_to(fmt::appender(out), "\n      {}\n      Fix: {} [{}]\n", rule.summary,
                       rule.how_to_fix, rule.reference);
    }
}

void format_rules_json(fmt::memory_buffer& out) {
    fmt::format_to(fmt::appender(out), "{{\"version\":{},\"tool\":", kJsonSchemaVersion);
    append_tool_json(out);
    append(out, ",\"rules\":[\n");
    const auto rules = lint::all_rules();
    for (std::size_t i = 0; i < rules.size(); ++i) {
        const lint::Rule& rule = rules[i];
        if (i != 0) append(out, ",\n");
        append(out, "{\"code\":");
        encoding::append_json_string(out, rule.code);
        append(out, ",\"name\":");
        encoding::append_json_string(out, rule.name);
        append(out, ",\"severity\":");
        encoding::append_json_string(out, lint::severity_name(rule.default_severity));
        append(out, ",\"summary\":");
        encoding::append_json_string(out, rule.summary);
        append(out, ",\"how_to_fix\":");
        encoding::append_json_string(out, rule.how_to_fix);
        append(out, ",\"reference\":");
        encoding::append_json_string(out, rule.reference);
        append(out, ",\"fixable\":");
        encoding::append_json_string(out, lint::fixability_name(rule.fixability));
        out.push_back('}');
    }
    append(out, "\n]}\n");
}

void format_rules_man(fmt::memory_buffer& out) {
    for (const lint::Rule& rule : lint::all_rules()) {
        append(out, ".TP\n.B ");
        append_roff(out, rule.code);
        out.push_back(' ');
        append_roff(out, rule.name);
        append(out, "\n(");
        append(out, lint::severity_name(rule.default_severity));
        if (rule.fixability != lint::Fixability::no) {
            append(out, "; \\-\\-fix: ");
            append(out, lint::fixability_name(rule.fixability));
        }
        append(out, ") ");
        append_roff(out, rule.summary);
        append(out, "\n.br\nFix: ");
        append_roff(out, rule.how_to_fix);
        append(out, " [");
        append_roff(out, rule.reference);
        append(out, "]\n");
    }
}

void format_rules_markdown(fmt::memory_buffer& out) {
    append(out, "| code | name | severity | --fix | what it finds | how to fix | reference |\n");
    append(out, "|---|---|---|---|---|---|---|\n");
    for (const lint::Rule& rule : lint::all_rules()) {
        fmt::format_to(fmt::appender(out), "| {} | `{}` | {} | {} | ", rule.code, rule.name,
                       lint::severity_name(rule.default_severity),
                       lint::fixability_name(rule.fixability));
        append_markdown_cell(out, rule.summary);
        append(out, " | ");
        append_markdown_cell(out, rule.how_to_fix);
        append(out, " | ");
        append_markdown_cell(out, rule.reference);
        append(out, " |\n");
    }
}

}  // namespace pgnlint::report
