// The `fen` subcommand: validates FEN/EPD records given as arguments or read one per line from
// files or stdin, and reports each record like a game (its FEN and EPD operations as tags) through
// the report module, so every output format and exit code works as for `check`.
#include <unistd.h>

#include <fmt/core.h>
#include <fmt/format.h>

#include <chrono>
#include <cstdio>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "commands.h"
#include "output_guard.h"
#include "pgnlint/cli/app.h"
#include "pgnlint/core/epd.h"
#include "pgnlint/lint/fen_check.h"
#include "pgnlint/lint/game_report.h"
#include "pgnlint/lint/rules.h"
#include "pgnlint/report/output.h"
#include "pgnlint/report/report_stream.h"
#include "pgnlint/report/reporter.h"
#include "record_lines.h"
#include "report_options.h"

namespace pgnlint::cli {
namespace {

struct FenOptions {
    std::vector<std::string> fens;
    std::vector<std::string> files;
    std::string format = "text";
    std::string fail_on = "error";
    std::string min_severity = "warning";
    bool chess960 = false;
    bool quiet = false;
    bool summary = false;
};

class FenRun final : public RecordSink {
public:
    FenRun(const FenOptions& options, lint::Severity shown, report::ReportStream* stream)
        : shown_(shown), stream_(stream) {
        check_options_.chess960 = options.chess960;
    }

    void begin_input(std::string_view display) override {
        if (stream_ != nullptr) stream_->begin_file(display);
    }
    void record(std::string_view text, std::string_view file,
                const lint::Location& where) override {
        check_record(text, file, where);
    }
    void input_error(const char* message) override {
        if (stream_ != nullptr) stream_->add_input_error(message);
    }
    void end_input() override {
        if (stream_ != nullptr) stream_->end_file();
    }

    lint::RunSummary& summary() { return summary_; }

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
        std::erase_if(game_.diagnostics,
                      [this](const lint::Diagnostic& d) { return d.severity < shown_; });
        summary_.add(game_);
        if (stream_ != nullptr) stream_->add_game(game_);
    }

    lint::Severity shown_;
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

// 0 clean, 1 findings at or above --fail-on, 2 usage or I/O errors: the worst wins.
int run_fen(const FenOptions& options) {
    if (options.fens.empty() && options.files.empty()) {
        fmt::print(stderr, "pgnlint: error: give FEN arguments or --file FILE ('-' for stdin)\n");
        return kExitUsageOrIo;
    }
    if (const std::optional<std::string> clash =
            options.quiet ? std::nullopt : find_stdout_onto_input(options.files)) {
        fmt::print(stderr, "pgnlint: error: {}\n", *clash);
        return kExitUsageOrIo;
    }
    const lint::Severity fail_on = *lint::parse_severity(options.fail_on);
    const lint::Severity shown = std::min(*lint::parse_severity(options.min_severity), fail_on);
    int exit_code = kExitClean;
    const auto started = std::chrono::steady_clock::now();
    try {
        report::ReporterOptions reporter_options;
        reporter_options.fail_on = fail_on;
        reporter_options.record_noun = "position";
        const std::unique_ptr<report::Reporter> reporter =
            report::make_reporter(*report::parse_format(options.format), reporter_options);
        report::Output output(stdout, "<stdout>");
        report::ReportStream stream(*reporter, output);
        FenRun run(options, shown, options.quiet ? nullptr : &stream);
        if (!options.quiet) stream.begin();
        const RecordReading reading = read_records(options.fens, options.files, run);

        lint::RunSummary& summary = run.summary();
        summary.files += reading.inputs;
        summary.bytes += reading.bytes;
        if (summary.count_at_least(fail_on) > 0) exit_code = kExitFindings;
        if (reading.io_failed) exit_code = kExitUsageOrIo;
        summary.seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
        summary.exit_code = exit_code;
        if (!options.quiet) stream.end(summary);
        if (options.summary || (summary.games_with_findings > 0 && !options.quiet)) {
            std::fflush(stdout);
            print_summary(summary);
        }
    } catch (const report::OutputError& error) {
        fmt::print(stderr, "pgnlint: error: {}\n", error.what());
        return kExitUsageOrIo;
    }
    return exit_code;
}

}  // namespace

void setup_fen_command(CLI::App& app, int& exit_code) {
    auto options = std::make_shared<FenOptions>();
    CLI::App* command = app.add_subcommand(
        "fen",
        "Validate FEN and EPD positions: syntax, and whether the position can arise in a game");
    command->add_option("fens", options->fens,
                        "FEN or EPD records (quote each one: it contains spaces)");
    command->add_option("--file", options->files,
                        "Read one FEN or EPD record per line from FILE ('-': stdin); blank and "
                        "'#' lines are skipped; may be repeated");
    add_format_option(*command, options->format,
                      "text (default), json, ndjson, sarif, junit or github; each record is "
                      "reported as a game whose tags are its FEN and EPD operations, and "
                      "findings call it \"position N\"");
    add_severity_options(*command, options->fail_on, options->min_severity);
    command->add_flag("--chess960", options->chess960,
                      "Chess960 castling rules for K/Q/k/q (X-FEN); file letters (Shredder-FEN) "
                      "imply it");
    command->add_flag("-q,--quiet", options->quiet, "Write no report; the exit status tells");
    command->add_flag("--summary", options->summary, "Always print the one-line summary on stderr");
    command->callback([options, &exit_code] { exit_code = run_fen(*options); });
}

}  // namespace pgnlint::cli
