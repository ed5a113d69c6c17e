// The `fen` run: FEN and EPD records checked (syntax and reachability) and reported in the
// chosen format, or one position drawn as a board.
#include "pgnlint/run/fen_run.h"

#include <fmt/core.h>
#include <fmt/format.h>
#include <unistd.h>
#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>
#include "pgnlint/core/epd.h"
#include "pgnlint/core/fen.h"
#include "pgnlint/input/records.h"
#include "pgnlint/lint/fen_check.h"
#include "pgnlint/lint/filter.h"
#include "pgnlint/lint/game_report.h"
#include "pgnlint/lint/rules.h"
#include "pgnlint/report/board_svg.h"
#include "pgnlint/report/output.h"
#include "pgnlint/report/report_stream.h"
#include "pgnlint/report/reporter.h"
#include "pgnlint/run/baseline_file.h"
#include "pgnlint/run/color_choice.h"
#include "pgnlint/run/exit_status.h"
#include "pgnlint/run/messages.h"
#include "pgnlint/run/output_guard.h"
#include "pgnlint/run/rule_filters.h"
#include "record_inputs.h"

namespace pgnlint::run {

using input::read_records;
using input::RecordReading;
using input::RecordSink;
namespace {

class FenRun final : public RecordSink {
public:
    FenRun(const FenOptions& options, const lint::Filter& filter, lint::FileFilter& file_filter,
           report::ReportStream* stream)
        : filter_(filter), file_filter_(file_filter), stream_(stream) {
        check_options_.chess960 = options.chess960;
    }

    void begin_input(std::string_view display) override {
        file_filter_.begin_file();
        if (stream_ != nullptr) stream_->begin_file(display);
    }
    void record(std::string_view text, std::string_view file,
                const lint::Location& where) override {
        check_record(text, file, where);
    }
    void input_error(const char* message) override {
        print_error(message);
        if (stream_ != nullptr) stream_->add_input_error(message);
    }
    void end_input() override {
        if (stream_ != nullptr) stream_->end_file();
    }

    lint::RunSummary& summary() { return summary_; }
    // The position part of the last record read (its FEN fields).
    std::string_view last_position() const { return record_.position; }

private:
    void check_record(std::string_view text, std::string_view file, const lint::Location& where) {
        game_.clear();
        game_.index = ++records_;
        game_.file = file;
        game_.start = where;
        game_.replayed =
            lint::check_epd_record(text, where, check_options_, record_, game_.diagnostics);
        game_.tags.add("FEN", record_.position);
        for (const core::EpdOperation& op : record_.operations)
            game_.tags.add(op.opcode, core::epd_operand_text(op.operands));
        // A record carries no directives, so the file filter never holds one back.
        filter_.apply(game_);
        if (!file_filter_.push(game_)) return;
        summary_.add(game_);
        if (stream_ != nullptr) stream_->add_game(game_);
    }

    const lint::Filter& filter_;
    lint::FileFilter& file_filter_;
    report::ReportStream* stream_;
    lint::FenCheckOptions check_options_;
    core::EpdRecord record_;
    lint::GameReport game_;
    lint::RunSummary summary_;
    std::uint64_t records_ = 0;
};

void print_summary(const lint::RunSummary& summary) {
    fmt::memory_buffer line;
    report::format_fen_summary_line(summary, line);
    std::fwrite(line.data(), 1, line.size(), stderr);
}

std::optional<std::string> find_report_onto_input(const FenOptions& options) {
    std::vector<PlannedOutput> outputs;
    if (!options.quiet) outputs.push_back(PlannedOutput{"the report", options.output});
    std::vector<PlannedInput> inputs;
    for (const std::string& file : options.files) inputs.push_back(PlannedInput{"the input", file});
    if (!options.baseline.empty()) inputs.push_back(PlannedInput{"the baseline", options.baseline});
    return find_output_onto_input(outputs, inputs);
}

// --format svg: the board of the one position, to the output (a file a script or a wiki can use).
void write_board(std::string_view position, report::Output& output) {
    const core::FenParseResult parsed = core::parse_fen(position);
    if (!parsed.ok) return;  // the findings on stderr say why there is no board
    fmt::memory_buffer svg;
    report::append_board_svg(report::board_diagram(parsed.fen), svg);
    svg.push_back('\n');
    output.write(svg);
}

}  // namespace

// 0 clean, 1 findings at or above --fail-on, 2 usage or I/O errors: the worst wins.
int run_fen(FenOptions options) {
    if (!take_record_inputs(options.fens, options.files)) return kExitUsageOrIo;
    // A drawing is of one position; its findings go to stderr as text.
    const bool svg = options.format == "svg";
    if (svg && (options.fens.size() != 1 || !options.files.empty())) {
        print_error("--format svg draws one position: give one FEN");
        return kExitUsageOrIo;
    }
    if (const std::optional<std::string> clash = find_report_onto_input(options)) {
        print_error(*clash);
        return kExitUsageOrIo;
    }
    const lint::Severity fail_on = *lint::parse_severity(options.fail_on);
    const lint::Severity shown = std::min(*lint::parse_severity(options.min_severity), fail_on);
    const std::optional<lint::Filter> filter = make_filter(options.rules, shown);
    if (!filter) return kExitUsageOrIo;
    lint::Baseline baseline;
    if (!options.baseline.empty()) {
        std::optional<lint::Baseline> loaded = load_baseline(options.baseline);
        if (!loaded) return kExitUsageOrIo;
        baseline = std::move(*loaded);
    }
    lint::FileFilter file_filter(*filter, std::move(baseline));
    int exit_code = kExitClean;
    const auto started = std::chrono::steady_clock::now();
    try {
        report::Destination destination =
            report::Destination::open(options.quiet ? std::string() : options.output);
        report::ReporterOptions reporter_options;
        reporter_options.fail_on = fail_on;
        reporter_options.record_noun = "position";
        std::FILE* const report_file = svg ? stderr : destination.file();
        reporter_options.color = use_color(options.color, ::fileno(report_file));
        const std::unique_ptr<report::Reporter> reporter = report::make_reporter(
            svg ? report::Format::text : *report::parse_format(options.format), reporter_options);
        report::Output findings_on_stderr(stderr, "<stderr>");
        report::ReportStream stream(*reporter, svg ? findings_on_stderr : destination.output());
        FenRun run(options, *filter, file_filter, options.quiet ? nullptr : &stream);
        if (!options.quiet) stream.begin();
        const RecordReading reading = read_records(options.fens, options.files, run);

        lint::RunSummary& summary = run.summary();
        summary.files += reading.inputs;
        summary.bytes += reading.bytes;
        if (summary.count_at_least(fail_on) > 0 && !options.exit_zero) exit_code = kExitFindings;
        if (reading.io_failed) exit_code = kExitUsageOrIo;
        summary.seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
        summary.exit_code = exit_code;
        if (!options.quiet) stream.end(summary);
        if (svg) write_board(run.last_position(), destination.output());
        destination.close();
        if (!options.quiet) print_baseline_matches(file_filter.baselined(), options.baseline);
        if (options.summary || (summary.games_with_findings > 0 && !options.quiet)) {
            std::fflush(stdout);
            print_summary(summary);
        }
    } catch (const report::OutputError& error) {
        print_error(error.what());
        return kExitUsageOrIo;
    }
    return exit_code;
}

}  // namespace pgnlint::run
