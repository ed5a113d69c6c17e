// The `check` subcommand (also the default one): reads each input, replays every game with
// lint::GameChecker, writes the chosen report format and sets the exit status.
#include <glob.h>
#include <sys/stat.h>
#include <unistd.h>

#include <fmt/core.h>
#include <fmt/format.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "check_pipeline.h"
#include "commands.h"
#include "fix_run.h"
#include "output_guard.h"
#include "pgnlint/cli/app.h"
#include "pgnlint/io/byte_source.h"
#include "pgnlint/json_in/report_fingerprints.h"
#include "pgnlint/lint/filter.h"
#include "pgnlint/lint/fingerprint.h"
#include "pgnlint/lint/game_checker.h"
#include "pgnlint/lint/game_report.h"
#include "pgnlint/lint/rules.h"
#include "pgnlint/report/output.h"
#include "pgnlint/report/report_stream.h"
#include "pgnlint/report/reporter.h"
#include "progress.h"
#include "report_options.h"

namespace pgnlint::cli {
namespace {

struct CheckOptions {
    std::vector<std::string> files;
    std::string format = "text";
    std::string color = "auto";
    std::string fail_on = "error";
    std::string min_severity = "warning";
    std::string output;
    unsigned jobs = 0;
    bool quiet = false;
    bool summary = false;
    bool exit_zero = false;
    bool endings = false;
    std::vector<std::string> select;
    std::vector<std::string> ignore;
    std::vector<std::string> severity;  // SELECTOR=LEVEL
    std::string baseline;
    std::string write_baseline;
    std::string input_format = "auto";
    int progress = 0;    // --progress 1, --no-progress -1, neither 0: when stderr is a terminal
    pgn::Limits limits;  // --max-*: the reader's bounds on hostile input
    FixOptions fixes;    // --fix, --diff, --unsafe-fixes
};

// What the run was asked for, with the option strings turned into values.
struct CheckPlan {
    report::Format format = report::Format::text;
    lint::Severity fail_on = lint::Severity::error;
    lint::Severity shown = lint::Severity::warning;
    bool color = false;
};

void print_error(std::string_view message) {
    std::fflush(stdout);
    fmt::print(stderr, "pgnlint: error: {}\n", message);
}

bool has_glob_characters(const std::string& text) {
    return text.find_first_of("*?[") != std::string::npos;
}

std::string no_match_message(const std::string& pattern) {
    return fmt::format("no file matches '{}'", pattern);
}

// "cannot open FILE for writing: REASON".
std::string open_for_writing_error(const std::string& path) {
    return fmt::format("cannot open {} for writing: {}", path, std::strerror(errno));
}

bool path_exists(const std::string& path) {
    struct stat info {};
    return ::stat(path.c_str(), &info) == 0;
}

// Patterns the shell left unexpanded (quoted, or from a shell that does not glob) are expanded
// here with glob(3); a pattern that matches nothing is an I/O error, as a missing file is, and
// is kept in `unmatched` for the report.
std::vector<std::string> expand_inputs(const std::vector<std::string>& arguments, int& exit_code,
                                       std::vector<std::string>& unmatched) {
    std::vector<std::string> inputs;
    for (const std::string& argument : arguments) {
        if (argument == "-" || path_exists(argument) || !has_glob_characters(argument)) {
            inputs.push_back(argument);
            continue;
        }
        glob_t matches{};
        if (::glob(argument.c_str(), 0, nullptr, &matches) == 0) {
            for (std::size_t i = 0; i < matches.gl_pathc; ++i)
                inputs.emplace_back(matches.gl_pathv[i]);
        } else {
            print_error(no_match_message(argument));
            unmatched.push_back(argument);
            exit_code = kExitUsageOrIo;
        }
        ::globfree(&matches);
    }
    if (arguments.empty()) inputs.emplace_back("-");
    return inputs;
}

bool use_color(const std::string& choice, bool to_stdout) {
    if (choice == "always") return true;
    if (choice == "never" || !to_stdout) return false;
    const char* no_color = std::getenv("NO_COLOR");
    const char* term = std::getenv("TERM");
    if (no_color != nullptr && *no_color != '\0') return false;
    if (term != nullptr && std::string_view(term) == "dumb") return false;
    return ::isatty(STDOUT_FILENO) != 0;
}

// --select, --ignore, --severity and --min-severity as a lint::Filter; nullopt after printing
// what is wrong with them.
std::optional<lint::Filter> make_filter(const CheckOptions& options, lint::Severity shown) {
    lint::FilterOptions filter_options;
    filter_options.select = options.select;
    filter_options.ignore = options.ignore;
    filter_options.shown = shown;
    for (const std::string& override_text : options.severity) {
        const std::size_t equals = override_text.rfind('=');
        const std::optional<lint::Severity> level =
            equals == std::string::npos
                ? std::nullopt
                : lint::parse_severity(std::string_view(override_text).substr(equals + 1));
        if (!level) {
            print_error(
                fmt::format("--severity {}: expected CODE=LEVEL, LEVEL one of error, warning, info",
                            override_text));
            return std::nullopt;
        }
        filter_options.severity_overrides.emplace_back(override_text.substr(0, equals), *level);
    }
    std::string error;
    std::optional<lint::Filter> filter = lint::Filter::make(filter_options, error);
    if (!filter) print_error(error);
    return filter;
}

// The findings of a previous json or ndjson report, by fingerprint; nullopt after printing why
// the file cannot serve as a baseline.
std::optional<lint::Baseline> load_baseline(const std::string& path) {
    std::string text;
    try {
        const std::unique_ptr<io::ByteSource> source = io::open_input(path);
        char buffer[1 << 16];
        for (std::size_t got; (got = source->read(buffer, sizeof buffer)) != 0;)
            text.append(buffer, got);
    } catch (const io::IoError& error) {
        print_error(error.what());
        return std::nullopt;
    }
    std::vector<std::string> fingerprints;
    std::string error;
    if (!json_in::read_report_fingerprints(text, fingerprints, error)) {
        print_error(fmt::format("--baseline {}: {}", path, error));
        return std::nullopt;
    }
    lint::Baseline baseline;
    for (const std::string& hex : fingerprints) {
        const std::optional<std::uint64_t> fingerprint = lint::parse_fingerprint(hex);
        if (!fingerprint) {
            print_error(fmt::format("--baseline {}: '{}' is not a fingerprint", path, hex));
            return std::nullopt;
        }
        baseline.add(*fingerprint);
    }
    return baseline;
}

// --write-baseline: an ndjson report of the games with findings, as the run would show them
// without --baseline.
class BaselineWriter {
public:
    BaselineWriter(std::FILE* file, const std::string& name)
        : file_(file),
          reporter_(report::make_reporter(report::Format::ndjson)),
          output_(file, name),
          stream_(*reporter_, output_) {
        stream_.begin();
    }
    BaselineWriter(const BaselineWriter&) = delete;
    BaselineWriter& operator=(const BaselineWriter&) = delete;
    ~BaselineWriter() {
        if (file_ != nullptr) std::fclose(file_);
    }

    void add(const lint::GameReport& game) {
        if (!game.diagnostics.empty()) stream_.add_game(game);
    }
    bool writes_final_fen() const { return reporter_->writes_final_fen(); }

    // False when the file could not be written to its end.
    bool finish(const lint::RunSummary& summary) {
        stream_.end(summary);
        return std::fclose(std::exchange(file_, nullptr)) == 0;
    }

private:
    std::FILE* file_;
    std::unique_ptr<report::Reporter> reporter_;
    report::Output output_;
    report::ReportStream stream_;
};

// The files the run will write: the report (to -o or standard output) and --write-baseline.
std::vector<PlannedOutput> planned_outputs(const CheckOptions& options) {
    std::vector<PlannedOutput> outputs;
    if (!options.quiet) outputs.push_back(PlannedOutput{"the report", options.output});
    if (!options.write_baseline.empty())
        outputs.push_back(PlannedOutput{"the baseline", options.write_baseline});
    return outputs;
}

// The files the run will read: the inputs and --baseline.
std::vector<PlannedInput> planned_inputs(const CheckOptions& options,
                                         const std::vector<std::string>& inputs) {
    std::vector<PlannedInput> planned;
    for (const std::string& input : inputs) planned.push_back(PlannedInput{"the input", input});
    if (!options.baseline.empty())
        planned.push_back(PlannedInput{"the baseline", options.baseline});
    return planned;
}

// 0 clean, 1 findings at or above --fail-on, 2 usage or I/O errors: the worst wins.
int run_check(const CheckOptions& given) {
    CheckOptions options = given;
    const bool fixing = options.fixes.any();
    const bool reads_stdin =
        options.files.empty() ||
        std::find(options.files.begin(), options.files.end(), "-") != options.files.end();
    // Standard output carries the diff, or the fixed standard input: the report needs -o.
    if (fixing && options.output.empty() && (options.fixes.diff || reads_stdin))
        options.quiet = true;
    CheckPlan plan;
    plan.format = *report::parse_format(options.format);
    plan.fail_on = *lint::parse_severity(options.fail_on);
    plan.shown = std::min(*lint::parse_severity(options.min_severity), plan.fail_on);
    // A fix run sees every finding, shown or not; FixRun drops the unshown after taking fixes.
    const std::optional<lint::Filter> filter =
        make_filter(options, fixing ? lint::Severity::info : plan.shown);
    if (!filter) return kExitUsageOrIo;
    lint::Baseline baseline;
    if (!options.baseline.empty()) {
        std::optional<lint::Baseline> loaded = load_baseline(options.baseline);
        if (!loaded) return kExitUsageOrIo;
        baseline = std::move(*loaded);
    }
    lint::FileFilter file_filter(*filter, std::move(baseline));

    int exit_code = kExitClean;
    std::vector<std::string> unmatched_patterns;
    const std::vector<std::string> inputs =
        expand_inputs(options.files, exit_code, unmatched_patterns);
    if (const std::optional<std::string> clash =
            find_output_onto_input(planned_outputs(options), planned_inputs(options, inputs))) {
        print_error(*clash);
        return kExitUsageOrIo;
    }
    std::unique_ptr<FixRun> fix_run;
    if (fixing) {
        if (const std::optional<std::string> error = prepare_fix_inputs(inputs)) {
            print_error(*error);
            return kExitUsageOrIo;
        }
        fix_run = std::make_unique<FixRun>(
            FixRunOptions{options.fixes.diff ? FixMode::diff : FixMode::fix,
                          options.fixes.unsafe_fixes, plan.shown},
            print_error);
    }

    std::unique_ptr<BaselineWriter> baseline_writer;
    if (!options.write_baseline.empty()) {
        errno = 0;
        std::FILE* baseline_file = std::fopen(options.write_baseline.c_str(), "wb");
        if (baseline_file == nullptr) {
            print_error(open_for_writing_error(options.write_baseline));
            return kExitUsageOrIo;
        }
        baseline_writer = std::make_unique<BaselineWriter>(baseline_file, options.write_baseline);
        file_filter.on_before_baseline(
            [writer = baseline_writer.get()](const lint::GameReport& game) { writer->add(game); });
    }

    std::FILE* file = stdout;
    std::string output_name = "<stdout>";
    if (!options.output.empty() && !options.quiet) {
        errno = 0;
        file = std::fopen(options.output.c_str(), "wb");
        if (file == nullptr) {
            print_error(open_for_writing_error(options.output));
            return kExitUsageOrIo;
        }
        output_name = options.output;
    }
    plan.color = use_color(options.color, file == stdout);
    const auto started = std::chrono::steady_clock::now();
    try {
        report::ReporterOptions reporter_options;
        reporter_options.color = plan.color;
        reporter_options.endings = options.endings;
        reporter_options.fail_on = plan.fail_on;
        const std::unique_ptr<report::Reporter> reporter =
            report::make_reporter(plan.format, reporter_options);
        report::Output output(file, output_name);
        report::ReportStream stream(*reporter, output);
        const bool to_terminal = file == stdout && ::isatty(STDOUT_FILENO) != 0;
        std::optional<ProgressLine> progress;
        const std::optional<bool> progress_choice =
            options.progress == 0 ? std::nullopt : std::optional<bool>(options.progress > 0);
        if (want_progress(progress_choice)) progress.emplace(stderr, total_input_bytes(inputs));
        CheckSettings settings;
        settings.jobs =
            options.jobs != 0 ? options.jobs : std::max(1U, std::thread::hardware_concurrency());
        settings.filter = [&filter](lint::GameReport& game) { filter->apply(game); };
        settings.file_filter = &file_filter;
        settings.input_format = *input::parse_input_format(options.input_format);
        if (!options.quiet) {
            settings.reporter = reporter.get();
            settings.stream = &stream;
        }
        settings.flush_often = to_terminal;
        settings.progress = progress ? &*progress : nullptr;
        // An unreadable input is said on stderr and in the report, whatever its format.
        settings.report_io_error = [&stream, quiet = options.quiet](std::string_view message) {
            print_error(message);
            if (!quiet) stream.add_input_error(message);
        };
        settings.limits = options.limits;
        settings.observer = fix_run.get();
        settings.final_fen =
            (settings.reporter != nullptr && settings.reporter->writes_final_fen()) ||
            (baseline_writer != nullptr && baseline_writer->writes_final_fen());
        if (!options.quiet) {
            stream.begin();
            for (const std::string& pattern : unmatched_patterns) {
                stream.begin_file(pattern);
                stream.add_input_error(no_match_message(pattern));
                stream.end_file();
            }
        }
        lint::RunSummary summary;
        if (!check_inputs(settings, inputs, summary)) exit_code = kExitUsageOrIo;
        const std::uint64_t failing = summary.count_at_least(plan.fail_on);
        if (failing > 0 && !options.exit_zero && exit_code == kExitClean) exit_code = kExitFindings;
        if (fix_run != nullptr) exit_code = finish_fix_run(*fix_run, options.fixes, exit_code);
        summary.seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
        summary.exit_code = exit_code;
        if (!options.quiet) stream.end(summary);
        if (baseline_writer != nullptr && !baseline_writer->finish(summary)) {
            print_error(fmt::format("cannot write {}", options.write_baseline));
            exit_code = kExitUsageOrIo;
        }
        if (file_filter.baselined() > 0 && !options.quiet) {
            std::fflush(stdout);
            fmt::print(stderr, "pgnlint: {} known finding(s) matched the baseline {}\n",
                       file_filter.baselined(), options.baseline);
        }
        if (file != stdout && std::fclose(file) != 0) {
            file = stdout;
            print_error(fmt::format("cannot write {}", output_name));
            return kExitUsageOrIo;
        }
        file = stdout;
        const bool found = summary.count_at_least(lint::Severity::info) > 0;
        if (options.summary || (found && !options.quiet)) {
            fmt::memory_buffer line;
            report::format_summary_line(summary, line);
            std::fflush(stdout);
            std::fwrite(line.data(), 1, line.size(), stderr);
        }
    } catch (const report::OutputError& error) {
        if (file != stdout) std::fclose(file);
        print_error(error.what());
        return kExitUsageOrIo;
    }
    return exit_code;
}

}  // namespace

void setup_check_command(CLI::App& app, int& exit_code) {
    auto options = std::make_shared<CheckOptions>();
    CLI::App* command = app.add_subcommand(
        "check",
        "Replay every game (main line and variations) and report what is wrong; the default "
        "subcommand");
    command->add_option("files", options->files,
                        "PGN files or glob patterns, plain or gzip/zstd/bzip2-compressed; '-' or "
                        "none: stdin");
    add_format_option(*command, options->format,
                      "text (default), json, ndjson, sarif, junit or github");
    command
        ->add_option("--color", options->color,
                     "Colour text output: auto (when stdout is a terminal, the default), always, "
                     "never")
        ->check(CLI::IsMember({"auto", "always", "never"}));
    add_severity_options(*command, options->fail_on, options->min_severity);
    command->add_flag("--endings", options->endings,
                      "Text format: after each game's findings, a line for each draw that became "
                      "claimable (FIDE 9.2, 9.3) and for the ending on the board (5.1, 5.2, 9.6), "
                      "with the move and the position; they are not findings");
    command->add_flag("-q,--quiet", options->quiet,
                      "Write no report; only errors on stderr (the exit status tells)");
    command->add_flag("--summary", options->summary,
                      "Always print the one-line summary on stderr (by default only when "
                      "something was found)");
    command->add_option("-o,--output", options->output,
                        "Write the report to FILE instead of stdout");
    command
        ->add_option("-j,--jobs", options->jobs,
                     "Threads checking games, 0 = one per core (default); 1 checks and writes "
                     "each game as soon as it is read")
        ->check(CLI::Range(0U, 1024U));
    command->add_flag(
        "--progress,!--no-progress", options->progress,
        "Show (or never show) a progress line on stderr; by default it appears on a terminal "
        "when the run takes more than a second or two");
    command->add_flag("--exit-zero", options->exit_zero,
                      "Exit 0 even when findings are found (I/O and usage errors still exit 2)");
    command
        ->add_option("--select", options->select,
                     "Check only these rules: codes (M001), names (illegal-move), code prefixes "
                     "(M, M0) or ALL; comma-separated, repeatable")
        ->delimiter(',')
        ->allow_extra_args(false);
    command
        ->add_option("--ignore", options->ignore,
                     "Do not check these rules (same forms as --select; the more specific of "
                     "--select and --ignore wins, --ignore on a tie)")
        ->delimiter(',')
        ->allow_extra_args(false);
    command
        ->add_option("--severity", options->severity,
                     "CODE=LEVEL: report a rule (code, name or prefix) at error, warning or "
                     "info instead of its default; repeatable")
        ->allow_extra_args(false);
    command->add_option("--baseline", options->baseline,
                        "A json or ndjson report of an earlier run: findings already in it (by "
                        "fingerprint) are neither reported nor fail the run");
    command->add_option("--write-baseline", options->write_baseline,
                        "Also write the run's findings (before --baseline) to FILE as an ndjson "
                        "report, for later --baseline");
    command
        ->add_option("--input-format", options->input_format,
                     "pgn, ndjson (game exports, one JSON object per line) or auto (the "
                     "default: ndjson when the first line is a JSON object)")
        ->check(CLI::IsMember({"pgn", "ndjson", "auto"}));
    // The reader's bounds (pgn::Limits); exceeding one is a syntax finding (S010-S013).
    command
        ->add_option("--max-variation-depth", options->limits.max_variation_depth,
                     "Deepest nesting of variations; deeper is variation-too-deep (S011)")
        ->capture_default_str()
        ->check(CLI::Range(1U, 1U << 20));
    command
        ->add_option("--max-token-bytes", options->limits.max_token_bytes,
                     "Longest comment, tag value or move token; longer is token-too-long (S010)")
        ->capture_default_str()
        ->check(CLI::Range(1U, 1U << 30));
    command
        ->add_option("--max-game-bytes", options->limits.max_game_bytes,
                     "Longest game text; a longer game is checked up to the limit and reported "
                     "as game-too-large (S012). Memory per reader grows up to about this much")
        ->capture_default_str()
        ->check(CLI::Range(std::uint64_t{1}, std::uint64_t{1} << 40));
    command
        ->add_option("--max-plies", options->limits.max_moves_per_game,
                     "Most move tokens in a game, variations included; more is too-many-moves "
                     "(S013)")
        ->capture_default_str()
        ->check(CLI::Range(1U, 1U << 30));
    add_fix_options(*command, options->fixes);
    command->callback([options, &exit_code] { exit_code = run_check(*options); });
}

}  // namespace pgnlint::cli
