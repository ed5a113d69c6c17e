// The junit format: JUnit XML with one testsuite per input file and one testcase per game; a game
// fails (a <failure> listing its findings) when it has a finding at --fail-on or above, and its
// lesser findings go to <system-out>. Text is XML-escaped; invalid UTF-8 becomes U+FFFD.
#include <memory>

#include "diagnostic_line.h"
#include "json_records.h"
#include "reporters.h"
#include "tag_values.h"
#include "text_encoding.h"

namespace pgnlint::report {
namespace {

using encoding::append;
using encoding::append_xml_text;

// "game 3: Carlsen, Magnus - Caruana, Fabiano, World Championship, round 6", leaving out what the
// tags do not say.
void append_testcase_name(const lint::GameReport& game, std::string_view record_noun,
                          fmt::memory_buffer& out) {
    append_record_label(record_noun, game.index, out);
    const auto white = game.tags.find("White");
    const auto black = game.tags.find("Black");
    if (is_known_tag_value(white) || is_known_tag_value(black)) {
        append(out, ": ");
        append_xml_text(out, is_known_tag_value(white) ? *white : "?", true);
        append(out, " - ");
        append_xml_text(out, is_known_tag_value(black) ? *black : "?", true);
    }
    if (const auto event = game.tags.find("Event"); is_known_tag_value(event)) {
        append(out, ", ");
        append_xml_text(out, *event, true);
    }
    if (const auto round = game.tags.find("Round"); is_known_tag_value(round)) {
        append(out, ", round ");
        append_xml_text(out, *round, true);
    }
}

class JunitReporter final : public Reporter {
public:
    explicit JunitReporter(const ReporterOptions& options) : Reporter(options) {}

    void begin(fmt::memory_buffer& out) const override {
        append(out, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"pgnlint\">\n");
    }

    void format_game(const lint::GameReport& game, fmt::memory_buffer& out) const override {
        append(out, "    <testcase name=\"");
        append_testcase_name(game, options().record_noun, out);
        append(out, "\" classname=\"");
        append_xml_text(out, game.file, true);
        append(out, "\" file=\"");
        append_xml_text(out, game.file, true);
        append(out, "\" line=\"");
        append_uint(out, game.start.line);
        if (game.diagnostics.empty()) {
            append(out, "\"/>\n");
            return;
        }
        append(out, "\">\n");
        fmt::memory_buffer lines;
        for (const lint::Diagnostic& diagnostic : game.diagnostics) {
            append_diagnostic_line(game, diagnostic, options().record_noun, false, lines);
        }
        const std::string_view findings{lines.data(), lines.size()};
        if (fails(game)) {
            const std::size_t failing = count_failing(game);
            fmt::format_to(fmt::appender(out),
                           "      <failure message=\"{} finding{} at {} or above\" type=\"",
                           failing, failing == 1 ? "" : "s",
                           lint::severity_name(options().fail_on));
            append(out, lint::rule(first_failing(game).rule).code);
            append(out, "\">");
            append_xml_text(out, findings, false);
            append(out, "</failure>\n");
        } else {
            append(out, "      <system-out>");
            append_xml_text(out, findings, false);
            append(out, "</system-out>\n");
        }
        append(out, "    </testcase>\n");
    }

    bool groups_by_file() const override { return true; }

    void format_file(const FileTotals& totals, std::string_view games,
                     fmt::memory_buffer& out) const override {
        const bool unreadable = !totals.input_error.empty();
        append(out, "  <testsuite name=\"");
        append_xml_text(out, totals.file, true);
        fmt::format_to(
            fmt::appender(out), "\" tests=\"{}\" failures=\"{}\" errors=\"{}\" skipped=\"0\">\n",
            totals.games + (unreadable ? 1 : 0), totals.failed_games, unreadable ? 1 : 0);
        append(out, games);
        // The input that could not be read is a test case in error, so CI shows it failed.
        if (unreadable) {
            append(out, "    <testcase name=\"reading ");
            append_xml_text(out, totals.file, true);
            append(out, "\" classname=\"");
            append_xml_text(out, totals.file, true);
            append(out, "\">\n      <error message=\"");
            append_xml_text(out, totals.input_error, true);
            append(out, "\" type=\"input-error\">");
            append_xml_text(out, totals.input_error, false);
            append(out, "</error>\n    </testcase>\n");
        }
        append(out, "  </testsuite>\n");
    }

    void end(const lint::RunSummary&, std::span<const InputError>,
             fmt::memory_buffer& out) const override {
        append(out, "</testsuites>\n");
    }

private:
    std::size_t count_failing(const lint::GameReport& game) const {
        std::size_t count = 0;
        for (const lint::Diagnostic& diagnostic : game.diagnostics) {
            if (diagnostic.severity >= options().fail_on) ++count;
        }
        return count;
    }
    const lint::Diagnostic& first_failing(const lint::GameReport& game) const {
        for (const lint::Diagnostic& diagnostic : game.diagnostics) {
            if (diagnostic.severity >= options().fail_on) return diagnostic;
        }
        return game.diagnostics.front();
    }
};

}  // namespace

std::unique_ptr<Reporter> make_junit_reporter(const ReporterOptions& options) {
    return std::make_unique<JunitReporter>(options);
}

}  // namespace pgnlint::report
