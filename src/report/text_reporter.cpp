// The text format: one gcc-style line per finding and, when asked for, lines on the game's ending
// and claimable draws; the run's summary line goes to stderr through format_summary_line, not
// through this reporter.
#include <memory>

#include "diagnostic_line.h"
#include "ending_line.h"
#include "reporters.h"

namespace pgnlint::report {
namespace {

class TextReporter final : public Reporter {
public:
    explicit TextReporter(const ReporterOptions& options) : Reporter(options) {}

    void format_game(const lint::GameReport& game, fmt::memory_buffer& out) const override {
        for (const lint::Diagnostic& diagnostic : game.diagnostics) {
            append_diagnostic_line(game, diagnostic, options().record_noun, options().color, out,
                                   true);
        }
        if (options().endings) append_ending_lines(game, options().color, out);
    }
};

}  // namespace

std::unique_ptr<Reporter> make_text_reporter(const ReporterOptions& options) {
    return std::make_unique<TextReporter>(options);
}

}  // namespace pgnlint::report
