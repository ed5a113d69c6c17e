// The sarif format: a SARIF 2.1.0 log with one run whose driver lists the whole rule catalogue
// (so code scanning can show each rule's help) and one result per finding, located by file, line
// and column. Text is carried lossy (U+FFFD for invalid UTF-8): SARIF consumers need strings.
#include <memory>

#include "diagnostic_line.h"
#include "json_records.h"
#include "pgnlint/lint/fingerprint.h"
#include "pgnlint/lint/rules.h"
#include "reporters.h"
#include "text_encoding.h"

namespace pgnlint::report {
namespace {

using encoding::append;
using encoding::append_json_string;

constexpr std::string_view kSchemaUri = "https://json.schemastore.org/sarif-2.1.0.json";
constexpr std::string_view kInformationUri = "https://github.com/pgnlint/pgnlint";

std::string_view sarif_level(lint::Severity severity) {
    switch (severity) {
        case lint::Severity::error:
            return "error";
        case lint::Severity::warning:
            return "warning";
        case lint::Severity::info:
            return "note";
    }
    return "note";
}

void append_rule(const lint::Rule& rule, fmt::memory_buffer& out) {
    append(out, "{\"id\":\"");
    append(out, rule.code);
    append(out, "\",\"name\":\"");
    append(out, rule.name);
    append(out, "\",\"shortDescription\":{\"text\":");
    append_json_string(out, rule.summary);
    append(out, "},\"fullDescription\":{\"text\":\"");
    encoding::append_json_escaped(out, rule.summary);
    append(out, " (");
    encoding::append_json_escaped(out, rule.reference);
    append(out, ")\"},\"help\":{\"text\":");
    append_json_string(out, rule.how_to_fix);
    append(out, "},\"defaultConfiguration\":{\"level\":\"");
    append(out, sarif_level(rule.default_severity));
    append(out, "\"},\"properties\":{\"reference\":");
    append_json_string(out, rule.reference);
    append(out, "}}");
}

class SarifReporter final : public Reporter {
public:
    explicit SarifReporter(const ReporterOptions& options) : Reporter(options) {}

    void begin(fmt::memory_buffer& out) const override {
        append(out, "{\"version\":\"2.1.0\",\"$schema\":\"");
        append(out, kSchemaUri);
        append(out, "\",\"runs\":[{\"tool\":{\"driver\":{\"name\":\"pgnlint\",\"version\":");
        append_json_string(out, tool_version());
        append(out, ",\"informationUri\":\"");
        append(out, kInformationUri);
        append(out, "\",\"rules\":");
        encoding::JsonContainer rules = encoding::JsonContainer::array(out, ",\n");
        out.push_back('\n');
        for (const lint::Rule& rule : lint::all_rules()) append_rule(rule, rules.element());
        out.push_back('\n');
        rules.close();
        // How lines and columns are counted, so that no consumer has to guess: a lone CR ends a
        // line for pgnlint, which SARIF's default line ends (CRLF, LF) leave out.
        append(out,
               "}},\"columnKind\":\"unicodeCodePoints\","
               "\"newlineSequences\":[\"\\r\\n\",\"\\n\",\"\\r\"],\"results\":[\n");
    }

    void format_game(const lint::GameReport& game, fmt::memory_buffer& out) const override {
        for (std::size_t i = 0; i < game.diagnostics.size(); ++i) {
            if (i != 0) append(out, ",\n");
            append_result(game, game.diagnostics[i], out);
        }
    }

    std::string_view game_separator() const override { return ",\n"; }

    // Exit status 2 means pgnlint could not do its job (usage or I/O error). An input it could
    // not read is a toolExecutionNotification (SARIF 2.1.0, 3.20.21) naming the file, so a
    // viewer shows it beside the results instead of a clean run.
    void end(const lint::RunSummary& summary, std::span<const InputError> input_errors,
             fmt::memory_buffer& out) const override {
        fmt::format_to(fmt::appender(out),
                       "\n],\"invocations\":[{{\"executionSuccessful\":{},\"exitCode\":{}",
                       summary.exit_code != 2, summary.exit_code);
        if (!input_errors.empty()) {
            append(out, ",\"toolExecutionNotifications\":");
            encoding::append_json_array(out, input_errors, [&out](const InputError& error) {
                append(out, "{\"level\":\"error\",\"descriptor\":{\"id\":\"input-error\"},");
                append(out, "\"message\":{\"text\":");
                encoding::append_json_string(out, error.message);
                append(out, "},\"locations\":[{\"physicalLocation\":{\"artifactLocation\":{");
                append(out, "\"uri\":\"");
                encoding::append_file_uri(out, error.file);
                append(out, "\"}}}]}");
            });
        }
        append(out, "}]}]}\n");
    }

private:
    void append_result(const lint::GameReport& game, const lint::Diagnostic& diagnostic,
                       fmt::memory_buffer& out) const {
        const lint::Rule& rule = lint::rule(diagnostic.rule);
        append(out, "{\"ruleId\":\"");
        append(out, rule.code);
        append(out, "\",\"ruleIndex\":");
        append_uint(out, lint::rule_index(diagnostic.rule));
        append(out, ",\"level\":\"");
        append(out, sarif_level(diagnostic.severity));
        append(out, "\",\"message\":{\"text\":\"");
        // The game named as the text format names it ("game 516, Carlsen - Nakamura, round
        // 3.1"), its display escapes then escaped for JSON.
        fmt::memory_buffer label;
        append_game_label(game, options().record_noun, label);
        encoding::append_json_escaped(out, {label.data(), label.size()});
        append(out, ": ");
        encoding::append_json_escaped(out, diagnostic.message);
        append(out, "\"},\"locations\":[{\"physicalLocation\":{\"artifactLocation\":{\"uri\":\"");
        encoding::append_file_uri(out, game.file);
        append(out, "\"},\"region\":{\"startLine\":");
        // SARIF lines and columns start at 1; the reader's do too, this only guards a default.
        append_uint(out, diagnostic.where.line == 0 ? 1 : diagnostic.where.line);
        append(out, ",\"startColumn\":");
        const std::uint32_t column = diagnostic.where.character_column();
        append_uint(out, column == 0 ? 1 : column);
        // GitHub code scanning tracks an alert across commits by this; pgnlint's own fingerprint
        // already ignores line numbers.
        char fingerprint[lint::kFingerprintHexDigits];
        lint::format_fingerprint(lint::fingerprint(game, diagnostic), fingerprint);
        append(out, "}}}],\"partialFingerprints\":{\"pgnlintFingerprint/v1\":\"");
        append(out, {fingerprint, sizeof fingerprint});
        append(out, "\"},\"properties\":{\"game\":");
        append_uint(out, game.index);
        append(out, ",\"ply\":");
        append_uint(out, diagnostic.ply);
        append_clocks_json(diagnostic.clocks, out);
        append_suggestions_json(diagnostic.suggestions, out);
        out.push_back('}');
        if (!diagnostic.fix.empty()) append_fixes(game, rule, diagnostic.fix, out);
        out.push_back('}');
    }

    // SARIF 2.1.0 3.55 fix: one artifactChange on the game's file, each edit a replacement of
    // a byte region (3.57); an insertion deletes zero bytes.
    static void append_fixes(const lint::GameReport& game, const lint::Rule& rule,
                             const lint::Fix& fix, fmt::memory_buffer& out) {
        append(out, ",\"fixes\":[{\"description\":{\"text\":\"");
        append(out, rule.fixability == lint::Fixability::safe
                        ? "pgnlint check --fix"
                        : "pgnlint check --fix --unsafe-fixes");
        append(out, "\"},\"artifactChanges\":[{\"artifactLocation\":{\"uri\":\"");
        encoding::append_file_uri(out, game.file);
        append(out, "\"},\"replacements\":");
        encoding::append_json_array(out, fix.edits, [&out](const lint::Edit& edit) {
            append(out, "{\"deletedRegion\":{\"byteOffset\":");
            append_uint(out, edit.offset);
            append(out, ",\"byteLength\":");
            append_uint(out, edit.length);
            append(out, "},\"insertedContent\":{\"text\":\"");
            encoding::append_json_escaped(out, edit.replacement);
            append(out, "\"}}");
        });
        append(out, "}]}]");
    }
};

}  // namespace

std::unique_ptr<Reporter> make_sarif_reporter(const ReporterOptions& options) {
    return std::make_unique<SarifReporter>(options);
}

}  // namespace pgnlint::report
