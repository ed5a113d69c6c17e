// Formats a finding as one gcc-style line (shellcheck's and ruff's convention), readable by an
// arbiter: position, severity, the game's index, the checker's message, then code and name.
#include "diagnostic_line.h"

#include "json_records.h"
#include "pgnlint/lint/rules.h"
#include "text_encoding.h"

namespace pgnlint::report {
namespace {

std::string_view severity_color(lint::Severity severity) {
    switch (severity) {
        case lint::Severity::error:
            return "\x1b[1;31m";
        case lint::Severity::warning:
            return "\x1b[1;33m";
        case lint::Severity::info:
            return "\x1b[1;36m";
    }
    return kAnsiBold;
}

}  // namespace

void append_location(std::string_view file, const lint::Location& where, bool color,
                     fmt::memory_buffer& out) {
    using encoding::append;
    if (color) append(out, kAnsiBold);
    encoding::append_display_text(out, file);
    out.push_back(':');
    append_uint(out, where.line);
    out.push_back(':');
    append_uint(out, where.column);
    out.push_back(':');
    if (color) append(out, kAnsiReset);
}

void append_record_label(std::string_view noun, std::uint64_t index, fmt::memory_buffer& out) {
    encoding::append(out, noun);
    out.push_back(' ');
    append_uint(out, index);
}

void append_diagnostic_line(const lint::GameReport& game, const lint::Diagnostic& diagnostic,
                            std::string_view record_noun, bool color, fmt::memory_buffer& out,
                            bool mark_fixable) {
    using encoding::append;
    const lint::Rule& rule = lint::rule(diagnostic.rule);
    append_location(game.file, diagnostic.where, color, out);
    out.push_back(' ');
    if (color) append(out, severity_color(diagnostic.severity));
    append(out, lint::severity_name(diagnostic.severity));
    out.push_back(':');
    if (color) append(out, kAnsiReset);
    out.push_back(' ');
    append_record_label(record_noun, game.index, out);
    append(out, ": ");
    encoding::append_display_text(out, diagnostic.message);
    out.push_back(' ');
    if (color) append(out, kAnsiDim);
    out.push_back('[');
    append(out, rule.code);
    out.push_back(' ');
    append(out, rule.name);
    out.push_back(']');
    if (color) append(out, kAnsiReset);
    // ruff's mark: `--fix` repairs this one.
    if (mark_fixable && !diagnostic.fix.empty() && rule.fixability == lint::Fixability::safe) {
        append(out, " [*]");
    }
    out.push_back('\n');
}

}  // namespace pgnlint::report
