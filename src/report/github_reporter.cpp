// The github format: one GitHub Actions workflow command per finding
// (`::error file=F,line=L,col=C,title=CODE NAME::message`), which the Actions runner turns into an
// annotation on that line of the pull request.
#include <memory>

#include "diagnostic_line.h"
#include "json_records.h"
#include "pgnlint/lint/rules.h"
#include "reporters.h"
#include "text_encoding.h"

namespace pgnlint::report {
namespace {

std::string_view command_for(lint::Severity severity) {
    switch (severity) {
        case lint::Severity::error:
            return "::error ";
        case lint::Severity::warning:
            return "::warning ";
        case lint::Severity::info:
            return "::notice ";
    }
    return "::notice ";
}

class GithubReporter final : public Reporter {
public:
    explicit GithubReporter(const ReporterOptions& options) : Reporter(options) {}

    void format_game(const lint::GameReport& game, fmt::memory_buffer& out) const override {
        using encoding::append;
        if (game.diagnostics.empty()) return;
        // The game named as the text format names it, then escaped for the message part.
        fmt::memory_buffer label;
        append_game_label(game, options().record_noun, label);
        for (const lint::Diagnostic& diagnostic : game.diagnostics) {
            const lint::Rule& rule = lint::rule(diagnostic.rule);
            append(out, command_for(diagnostic.severity));
            append(out, "file=");
            encoding::append_github_property(out, game.file);
            append(out, ",line=");
            append_uint(out, diagnostic.where.line);
            append(out, ",col=");
            append_uint(out, diagnostic.where.character_column());
            append(out, ",title=");
            append(out, rule.code);
            out.push_back(' ');
            append(out, rule.name);
            append(out, "::");
            encoding::append_github_message(out, {label.data(), label.size()});
            append(out, ": ");
            encoding::append_github_message(out, diagnostic.message);
            out.push_back('\n');
        }
    }

    // An annotation on the file itself (no line), so the run's check shows the unreadable input.
    void format_input_error(const InputError& error, fmt::memory_buffer& out) const override {
        using encoding::append;
        append(out, "::error file=");
        encoding::append_github_property(out, error.file);
        append(out, ",title=input-error::");
        encoding::append_github_message(out, error.message);
        out.push_back('\n');
    }
};

}  // namespace

std::unique_ptr<Reporter> make_github_reporter(const ReporterOptions& options) {
    return std::make_unique<GithubReporter>(options);
}

}  // namespace pgnlint::report
