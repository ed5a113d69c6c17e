// format_rule_explanation_*: prose wrapped to 80 columns, examples indented four spaces line by
// line, as they are, so a reader can copy them into a file.
#include "pgnlint/report/rule_explanation.h"

#include <string_view>

#include "text_encoding.h"

namespace pgnlint::report {
namespace {

using encoding::append;

// Examples keep their lines; a blank line stays blank (no trailing spaces).
void append_indented(fmt::memory_buffer& out, std::string_view text) {
    while (!text.empty()) {
        const std::size_t newline = text.find('\n');
        const std::string_view line = text.substr(0, newline);
        if (!line.empty()) append(out, "    ");
        append(out, line);
        out.push_back('\n');
        if (newline == std::string_view::npos) break;
        text.remove_prefix(newline + 1);
    }
}

// Prose is wrapped at word boundaries to fit 80 columns with its indent.
void append_wrapped(fmt::memory_buffer& out, std::string_view text) {
    constexpr std::size_t kWidth = 76;
    std::size_t column = 0;
    while (!text.empty()) {
        const std::size_t space = text.find(' ');
        const std::string_view word = text.substr(0, space);
        if (column != 0 && column + 1 + word.size() > kWidth) {
            out.push_back('\n');
            column = 0;
        }
        append(out, column == 0 ? "    " : " ");
        append(out, word);
        column += word.size() + 1;
        if (space == std::string_view::npos) break;
        text.remove_prefix(space + 1);
    }
    out.push_back('\n');
}

void append_heading(fmt::memory_buffer& out, std::string_view heading, bool color) {
    if (color) append(out, "\x1b[1m");
    append(out, heading);
    if (color) append(out, "\x1b[0m");
}

}  // namespace

void format_rule_explanation_text(const lint::Rule& rule, const lint::RuleExplanation& explanation,
                                  fmt::memory_buffer& out, bool color) {
    append_heading(out, fmt::format("{} {}", rule.code, rule.name), color);
    fmt::format_to(fmt::appender(out), " (default severity: {})\n\n",
                   lint::severity_name(rule.default_severity));
    const auto paragraph = [&](std::string_view heading, std::string_view text, bool example) {
        append_heading(out, heading, color);
        out.push_back('\n');
        if (example)
            append_indented(out, text);
        else
            append_wrapped(out, text);
    };
    paragraph("What it finds", rule.summary, false);
    out.push_back('\n');
    paragraph("Why it matters", explanation.why, false);
    out.push_back('\n');
    paragraph("How to fix it", rule.how_to_fix, false);
    out.push_back('\n');
    paragraph("Bad", explanation.bad, true);
    out.push_back('\n');
    paragraph("Good", explanation.good, true);
    out.push_back('\n');
    if (!explanation.checked_with.empty()) {
        paragraph("Checked with (the other file of check --trf)", explanation.checked_with, true);
        out.push_back('\n');
    }
    paragraph("Reference", rule.reference, false);
}

void format_rule_explanation_json(const lint::Rule& rule, const lint::RuleExplanation& explanation,
                                  fmt::memory_buffer& out) {
    const std::pair<std::string_view, std::string_view> fields[] = {
        {"code", rule.code},
        {"name", rule.name},
        {"severity", lint::severity_name(rule.default_severity)},
        {"summary", rule.summary},
        {"why", explanation.why},
        {"how_to_fix", rule.how_to_fix},
        {"bad", explanation.bad},
        {"good", explanation.good},
        {"reference", rule.reference},
    };
    encoding::JsonContainer object = encoding::JsonContainer::object(out);
    for (const auto& [key, value] : fields) encoding::append_json_string(object.member(key), value);
    if (!explanation.checked_with.empty())
        encoding::append_json_string(object.member("checked_with"), explanation.checked_with);
    object.close();
    out.push_back('\n');
}

}  // namespace pgnlint::report
