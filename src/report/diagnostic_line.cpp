// Formats a finding as one gcc-style line (shellcheck's and ruff's convention), readable by an
// arbiter: position, severity, the game as a person names it, the checker's message, then code
// and name.
#include "diagnostic_line.h"

#include <optional>

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

// PGN 8.1.1's "?" (unknown) and "-" (not applicable) say nothing a reader could use.
std::optional<std::string_view> known_tag(const lint::GameReport& game, std::string_view name) {
    const std::optional<std::string_view> value = game.tags.find(name);
    if (!value || value->empty() || *value == "?" || *value == "-") return std::nullopt;
    return value;
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
    // Index 0 is no game: the run's tournament report (tournament_as_game).
    if (index == 0) {
        encoding::append(out, "tournament report");
        return;
    }
    encoding::append(out, noun);
    out.push_back(' ');
    append_uint(out, index);
}

void append_game_label(const lint::GameReport& game, std::string_view record_noun,
                       fmt::memory_buffer& out) {
    using encoding::append;
    append_record_label(record_noun, game.index, out);
    const std::optional<std::string_view> white = known_tag(game, "White");
    const std::optional<std::string_view> black = known_tag(game, "Black");
    if (white && black) {
        append(out, ", ");
        encoding::append_display_text(out, *white);
        append(out, " - ");
        encoding::append_display_text(out, *black);
    } else if (white || black) {
        append(out, ", ");
        encoding::append_display_text(out, white ? *white : *black);
        append(out, white ? " (White)" : " (Black)");
    } else if (const std::optional<std::string_view> event = known_tag(game, "Event")) {
        append(out, ", ");
        encoding::append_display_text(out, *event);
    }
    if (const std::optional<std::string_view> round = known_tag(game, "Round")) {
        append(out, ", round ");
        encoding::append_display_text(out, *round);
    }
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
    append_game_label(game, record_noun, out);
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
