// The check run: reads each input, replays every game with lint::GameChecker, writes the chosen
// report format and gives the exit status; what `check` (the default subcommand) runs once its
// options are settled.
#include <unistd.h>

#include <fmt/core.h>
#include <fmt/format.h>

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

#include "pgnlint/config/check_options.h"
#include "pgnlint/input/input_paths.h"
#include "pgnlint/input/shard.h"
#include "pgnlint/io/byte_source.h"
#include "pgnlint/lint/filter.h"
#include "pgnlint/lint/game_checker.h"
#include "pgnlint/lint/game_report.h"
#include "pgnlint/lint/rules.h"
#include "pgnlint/report/output.h"
#include "pgnlint/report/report_stream.h"
#include "pgnlint/report/reporter.h"
#include "pgnlint/report/statistics.h"
#include "pgnlint/result.h"
#include "pgnlint/run/baseline_file.h"
#include "pgnlint/run/check_inputs.h"
#include "pgnlint/run/check_run.h"
#include "pgnlint/run/color_choice.h"
#include "pgnlint/run/duplicate_check.h"
#include "pgnlint/run/exit_status.h"
#include "pgnlint/run/fix_run.h"
#include "pgnlint/run/messages.h"
#include "pgnlint/run/output_guard.h"
#include "pgnlint/run/per_file_filters.h"
#include "pgnlint/run/progress.h"
#include "pgnlint/run/rule_filters.h"
#include "pgnlint/run/tournament_check.h"
#include "thread_count.h"

namespace pgnlint::run {
namespace {

// What the run was asked for, with the option strings turned into values.
struct CheckPlan {
    report::Format format = report::Format::text;
    lint::Severity fail_on = lint::Severity::error;
    lint::Severity shown = lint::Severity::warning;
    bool color = false;
};

// --select, --ignore, --severity, --min-severity and the per-file ignores as filters; nullopt
// after printing what is wrong with them. `inputs`: the names the inputs' games carry.
std::optional<PerFileFilters> make_filters(const CheckOptions& options, lint::Severity shown,
                                           std::span<const std::string> inputs) {
    const std::optional<lint::FilterOptions> filter_options =
        make_filter_options(options.rules, shown);
    if (!filter_options) return std::nullopt;
    Result<PerFileFilters> filters = PerFileFilters::make(*filter_options, options.per_file_ignores,
                                                          inputs, options.config_directory);
    if (!filters) {
        print_error(filters.error());
        return std::nullopt;
    }
    return std::move(*filters);
}

// --write-baseline: an ndjson report of the games with findings, as the run would show them
// without --baseline.
class BaselineWriter {
public:
    explicit BaselineWriter(report::Destination destination)
        : destination_(std::move(destination)),
          reporter_(report::make_reporter(report::Format::ndjson)),
          stream_(*reporter_, destination_.output()) {
        stream_.begin();
    }
    BaselineWriter(const BaselineWriter&) = delete;
    BaselineWriter& operator=(const BaselineWriter&) = delete;

    void add(const lint::GameReport& game) {
        if (!game.diagnostics.empty()) stream_.add_game(game);
    }
    bool writes_final_fen() const { return reporter_->writes_final_fen(); }

    // Throws report::OutputError when the file cannot be written to its end.
    void finish(const lint::RunSummary& summary) {
        stream_.end(summary);
        destination_.close();
    }

private:
    report::Destination destination_;
    std::unique_ptr<report::Reporter> reporter_;
    report::ReportStream stream_;
};

// Whether a report can be read while it is written: a line per finding or per game, rather
// than one document (json, sarif, junit) that means nothing until its end.
bool format_streams(report::Format format) {
    return format == report::Format::text || format == report::Format::ndjson ||
           format == report::Format::github;
}

// The files the run will write: the report (to -o or standard output) and --write-baseline.
std::vector<PlannedOutput> planned_outputs(const CheckOptions& options) {
    std::vector<PlannedOutput> outputs;
    if (!options.quiet || options.statistics)
        outputs.push_back(PlannedOutput{"the report", options.output});
    if (!options.write_baseline.empty())
        outputs.push_back(PlannedOutput{"the baseline", options.write_baseline});
    return outputs;
}

// The files the run will read: the inputs, --baseline and --trf.
std::vector<PlannedInput> planned_inputs(const CheckOptions& options,
                                         const std::vector<std::string>& inputs) {
    std::vector<PlannedInput> planned;
    for (const std::string& input : inputs) planned.push_back(PlannedInput{"the input", input});
    if (!options.baseline.empty())
        planned.push_back(PlannedInput{"the baseline", options.baseline});
    if (!options.trf.empty()) planned.push_back(PlannedInput{"the tournament report", options.trf});
    return planned;
}

}  // namespace

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
    if (options.statistics && plan.format != report::Format::text) {
        print_error(
            "--statistics prints a text table; the json and ndjson summaries carry the "
            "same counts in \"rules\"");
        return kExitUsageOrIo;
    }

    int exit_code = kExitClean;
    const input::InputPaths inputs =
        input::expand_input_paths(options.files, input::WalkOptions{options.globs});
    for (const input::InputProblem& problem : inputs.problems) {
        print_error(problem.message);
        exit_code = kExitUsageOrIo;
    }
    if (!options.quiet) {
        for (const input::InputProblem& skipped : inputs.skipped) print_note(skipped.message);
    }
    const std::string stdin_name = options.stdin_filename.empty() ? "-" : options.stdin_filename;
    std::vector<std::string> input_names = inputs.files;
    for (std::string& name : input_names)
        if (name == "-") name = stdin_name;
    // A fix run sees every finding, shown or not; FixRun drops the unshown after taking fixes.
    const std::optional<PerFileFilters> filters =
        make_filters(options, fixing ? lint::Severity::info : plan.shown, input_names);
    if (!filters) return kExitUsageOrIo;
    const lint::Filter& filter = filters->main();
    lint::Baseline baseline;
    if (!options.baseline.empty()) {
        std::optional<lint::Baseline> loaded = load_baseline(options.baseline);
        if (!loaded) return kExitUsageOrIo;
        baseline = std::move(*loaded);
    }
    lint::FileFilter file_filter(filter, std::move(baseline));

    std::optional<lint::ShardSpec> shard;
    if (!options.shard.empty()) {
        shard = input::parse_shard_spec(options.shard);
        if (!shard) {
            print_error(fmt::format("--shard {}: expected K/N with 1 <= K <= N <= {}",
                                    options.shard, input::kMaxShards));
            return kExitUsageOrIo;
        }
        if (inputs.files.size() != 1 || inputs.files.front() == "-" || !inputs.problems.empty()) {
            print_error("--shard checks a part of one file: give exactly one file (not stdin)");
            return kExitUsageOrIo;
        }
        if (!options.trf.empty()) {
            print_error(
                "--trf compares the whole set of games with the tournament report (a second "
                "game for a pairing, the pairings without a game): it cannot run on a shard");
            return kExitUsageOrIo;
        }
        if (plan.format != report::Format::ndjson) {
            print_error(
                "--shard writes the records `pgnlint report` merges: add --format ndjson "
                "(and render the merged report in any format with `pgnlint report --format`)");
            return kExitUsageOrIo;
        }
    }
    if (const std::optional<std::string> clash = find_output_onto_input(
            planned_outputs(options), planned_inputs(options, inputs.files))) {
        print_error(*clash);
        return kExitUsageOrIo;
    }
    // A shard sees part of the games: it records their keys for `pgnlint report` to compare.
    std::unique_ptr<DuplicateCheck> duplicates;
    const bool compares_games =
        options.duplicates &&
        (filter.enabled(lint::RuleId::duplicate_game) || filter.enabled(lint::RuleId::prefix_game));
    if (compares_games && !shard) {
        duplicates = std::make_unique<DuplicateCheck>(
            options.duplicates_memory_mib << 20,
            [&filters](std::string_view file) -> const lint::Filter& {
                return filters->for_file(file);
            });
    }
    std::unique_ptr<TournamentCheck> tournament;
    if (!options.trf.empty()) {
        tournament = TournamentCheck::load(options.trf, *filters);
        if (tournament == nullptr) return kExitUsageOrIo;
    }
    std::unique_ptr<FixRun> fix_run;
    if (fixing) {
        if (const Status prepared = prepare_fix_inputs(inputs.files); !prepared) {
            print_error(prepared.error());
            return kExitUsageOrIo;
        }
        fix_run = std::make_unique<FixRun>(
            FixRunOptions{options.fixes.diff ? FixMode::diff : FixMode::fix,
                          options.fixes.unsafe_fixes, plan.shown},
            print_error);
    }

    std::unique_ptr<BaselineWriter> baseline_writer;
    if (!options.write_baseline.empty()) {
        try {
            baseline_writer =
                std::make_unique<BaselineWriter>(report::Destination::open(options.write_baseline));
        } catch (const report::OutputError& error) {
            print_error(error.what());
            return kExitUsageOrIo;
        }
    }
    FixRun* const fixes_before_baseline =
        options.fixes.fix_baselined && !options.baseline.empty() ? fix_run.get() : nullptr;
    if (baseline_writer != nullptr || fixes_before_baseline != nullptr) {
        file_filter.on_before_baseline(
            [writer = baseline_writer.get(),
             fixes = fixes_before_baseline](const lint::GameReport& game) {
                if (writer != nullptr) writer->add(game);
                if (fixes != nullptr) fixes->take_before_baseline(game);
            });
    }

    // --statistics writes its table where the report would go, and no report.
    const bool quiet = options.quiet || options.statistics;
    const bool writes = !options.quiet || options.statistics;
    std::optional<report::Destination> destination;
    try {
        destination.emplace(report::Destination::open(writes ? options.output : std::string()));
    } catch (const report::OutputError& error) {
        print_error(error.what());
        return kExitUsageOrIo;
    }
    plan.color = use_color(options.color, ::fileno(destination->file()));
    const auto started = std::chrono::steady_clock::now();
    try {
        report::ReporterOptions reporter_options;
        reporter_options.color = plan.color;
        reporter_options.endings = options.endings;
        reporter_options.html_max_games = options.html_max_games;
        reporter_options.fail_on = plan.fail_on;
        const std::unique_ptr<report::Reporter> reporter =
            report::make_reporter(plan.format, reporter_options);
        report::Output& output = destination->output();
        report::ReportStream stream(*reporter, output);
        const bool to_terminal = destination->is_standard_output() && ::isatty(STDOUT_FILENO) != 0;
        std::optional<ProgressLine> progress;
        const std::optional<bool> progress_choice =
            options.progress == 0 ? std::nullopt : std::optional<bool>(options.progress > 0);
        if (want_progress(progress_choice))
            progress.emplace(stderr, shard ? std::nullopt : total_input_bytes(inputs.files));
        CheckSettings settings;
        settings.jobs = thread_count(options.jobs);
        settings.filter = [&filters](lint::GameReport& game) {
            const lint::Filter& filter = filters->for_file(game.file);
            filter.apply(game);
            // A game compared for duplicates carries how its file's filter takes those findings:
            // `pgnlint report` compares shards' games after the run, and must take them alike.
            if (!game.moves_key.empty()) {
                const auto rule = [&filter](lint::RuleId id) -> std::optional<lint::Severity> {
                    if (!filter.enabled(id)) return std::nullopt;
                    return filter.severity_of(id);
                };
                game.duplicate_rules = {true, rule(lint::RuleId::duplicate_game),
                                        rule(lint::RuleId::prefix_game)};
            }
        };
        settings.stdin_name = stdin_name;
        settings.file_filter = &file_filter;
        settings.tournament = tournament.get();
        settings.duplicates = duplicates.get();
        settings.moves_key = compares_games;
        settings.input_format = *input::parse_input_format(options.input_format);
        lint::ShardExtent shard_extent;
        settings.shard = shard;
        settings.shard_extent = &shard_extent;
        if (!quiet) {
            settings.reporter = reporter.get();
            settings.stream = &stream;
        }
        settings.flush_often = to_terminal;
        settings.flush_batches = format_streams(plan.format);
        settings.progress = progress ? &*progress : nullptr;
        // An unreadable input is said on stderr and in the report, whatever its format.
        settings.report_io_error = [&stream, quiet](std::string_view message) {
            print_error(message);
            if (!quiet) stream.add_input_error(message);
        };
        settings.limits = options.limits;
        settings.max_analysis_nodes = options.max_nodes;
        settings.encoding = *lint::parse_input_encoding(options.encoding);
        settings.observer = fix_run.get();
        settings.final_fen =
            (settings.reporter != nullptr && settings.reporter->writes_final_fen()) ||
            (baseline_writer != nullptr && baseline_writer->writes_final_fen());
        if (!quiet) {
            stream.begin();
            for (const input::InputProblem& problem : inputs.problems) {
                stream.begin_file(problem.path);
                stream.add_input_error(problem.message);
                stream.end_file();
            }
        }
        lint::RunSummary summary;
        if (!check_inputs(settings, inputs.files, summary)) exit_code = kExitUsageOrIo;
        if (duplicates != nullptr) {
            const Status compared = duplicates->finish([&](lint::GameReport& game) {
                file_filter.filter_late(game);
                if (game.diagnostics.empty()) return;
                duplicates->count(game, summary);
                if (!quiet) stream.add_duplicate(game);
            });
            if (!compared) {
                print_error("--duplicates: " + compared.error());
                exit_code = kExitUsageOrIo;
            }
        }
        if (tournament != nullptr) {
            const report::TournamentRecord record = tournament->finish();
            summary.add_findings(record.diagnostics);
            if (!quiet) stream.add_tournament(record);
        }
        const std::uint64_t failing = summary.count_at_least(plan.fail_on);
        // Writing the baseline is the job of a --write-baseline run: its findings are recorded,
        // not failed on (so it works under `set -e`); an unwritten baseline is still exit 2.
        const bool findings_fail = !options.exit_zero && options.write_baseline.empty();
        if (failing > 0 && findings_fail && exit_code == kExitClean) exit_code = kExitFindings;
        if (fix_run != nullptr) exit_code = finish_fix_run(*fix_run, options.fixes, exit_code);
        summary.seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
        summary.exit_code = exit_code;
        // A shard that could not be read to its end writes no shard record: `report` then says
        // the shard is missing rather than merging part of it.
        if (shard && exit_code != kExitUsageOrIo && !quiet)
            stream.add_shard(lint::ShardRecord{inputs.files.front(), shard_extent});
        if (!quiet) stream.end(summary);
        if (options.statistics) {
            fmt::memory_buffer table;
            report::format_statistics_text(summary, table);
            output.write(table);
            output.flush();
        }
        if (baseline_writer != nullptr) {
            try {
                baseline_writer->finish(summary);
            } catch (const report::OutputError& error) {
                print_error(error.what());
                exit_code = kExitUsageOrIo;
            }
        }
        if (!options.quiet) print_baseline_matches(file_filter.baselined(), options.baseline);
        destination->close();
        const bool found = summary.count_at_least(lint::Severity::info) > 0;
        if (options.summary || (found && !options.quiet)) print_summary_line(summary);
    } catch (const report::OutputError& error) {
        print_error(error.what());
        return kExitUsageOrIo;
    }
    return exit_code;
}

}  // namespace pgnlint::run
