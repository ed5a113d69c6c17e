// The `report` run: ndjson reports (shards, runs) merged into one run's report and written in
// the chosen format.
#include "pgnlint/run/report_run.h"

#include <fmt/core.h>
#include <algorithm>
#include <memory>
#include <optional>
#include <string>
#include <vector>
#include "pgnlint/merge/report_merge.h"
#include "pgnlint/report/output.h"
#include "pgnlint/report/report_stream.h"
#include "pgnlint/report/reporter.h"
#include "pgnlint/run/baseline_file.h"
#include "pgnlint/run/exit_status.h"
#include "pgnlint/run/messages.h"
#include "pgnlint/run/output_guard.h"

namespace pgnlint::run {
namespace {}  // namespace

int run_report(const ReportOptions& options) {
    std::vector<std::string> inputs = options.files;
    if (inputs.empty()) inputs.emplace_back("-");
    std::vector<PlannedInput> planned_inputs;
    for (const std::string& input : inputs) planned_inputs.push_back({"a report", input});
    if (!options.baseline.empty()) planned_inputs.push_back({"the baseline", options.baseline});
    const std::vector<PlannedOutput> planned_outputs{{"the report", options.output}};
    if (const auto clash = find_output_onto_input(planned_outputs, planned_inputs)) {
        print_error(*clash);
        return kExitUsageOrIo;
    }
    lint::Baseline baseline;
    if (!options.baseline.empty()) {
        std::optional<lint::Baseline> loaded = load_baseline(options.baseline);
        if (!loaded) return kExitUsageOrIo;
        baseline = std::move(*loaded);
    }
    std::uint64_t baselined = 0;
    // Pass 1 reads each report for its shape; pass 2 reads them again in the merged order,
    // so only one report's text is held at a time (stdin's is kept: it cannot be read twice).
    merge::ReportMerge merge;
    std::string stdin_text;
    for (std::size_t i = 0; i < inputs.size(); ++i) {
        std::string text;
        if (!read_whole_input(inputs[i], text)) return kExitUsageOrIo;
        std::string error;
        if (!merge.add(i, inputs[i], text, error)) {
            print_error(error);
            return kExitUsageOrIo;
        }
        if (inputs[i] == "-") stdin_text = std::move(text);
    }
    std::size_t loaded_input = inputs.size();
    std::string loaded_text;
    const merge::ReportMerge::ReportText text_of = [&](std::size_t input, std::string_view& text) {
        if (inputs[input] == "-") {
            text = stdin_text;
            return true;
        }
        if (input != loaded_input) {
            loaded_text.clear();
            loaded_input = inputs.size();
            if (!read_whole_input(inputs[input], loaded_text)) return false;
            loaded_input = input;
        }
        text = loaded_text;
        return true;
    };
    const lint::Severity fail_on = *lint::parse_severity(options.fail_on);
    // As check: what is shown never stops above what fails the run.
    const lint::Severity shown = std::min(*lint::parse_severity(options.min_severity), fail_on);
    int exit_code = kExitClean;
    try {
        report::Destination destination = report::Destination::open(options.output);
        report::ReporterOptions reporter_options;
        reporter_options.endings = options.endings;
        reporter_options.html_max_games = options.html_max_games;
        reporter_options.fail_on = fail_on;
        const std::unique_ptr<report::Reporter> reporter =
            report::make_reporter(*report::parse_format(options.format), reporter_options);
        report::ReportStream stream(*reporter, destination.output());
        merge::MergeSink sink;
        sink.begin_file = [&stream](std::string_view name) { stream.begin_file(name); };
        sink.game = [&](lint::GameReport& game) {
            std::erase_if(game.diagnostics,
                          [shown](const lint::Diagnostic& d) { return d.severity < shown; });
            if (baseline.distinct() != 0) baselined += merge::apply_baseline(baseline, game);
            stream.add_game(game);
        };
        sink.input_error = [&stream](std::string_view message) {
            print_error(message);
            stream.add_input_error(message);
        };
        sink.end_file = [&stream] { stream.end_file(); };
        lint::RunSummary summary;
        std::string error;
        stream.begin();
        if (!merge.walk(sink, text_of, summary, error)) {
            print_error(error);
            return kExitUsageOrIo;
        }
        exit_code = summary.exit_code == kExitUsageOrIo ? kExitUsageOrIo : kExitClean;
        if (summary.count_at_least(fail_on) > 0 && !options.exit_zero && exit_code == kExitClean)
            exit_code = kExitFindings;
        summary.exit_code = exit_code;
        stream.end(summary);
        destination.close();
        print_baseline_matches(baselined, options.baseline);
        if (options.summary || summary.count_at_least(lint::Severity::info) > 0)
            print_summary_line(summary);
    } catch (const report::OutputError& error) {
        print_error(error.what());
        return kExitUsageOrIo;
    }
    return exit_code;
}

}  // namespace pgnlint::run
