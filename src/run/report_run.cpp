// The `report` run: ndjson reports (shards, runs) merged into one run's report and written in
// the chosen format.
#include "pgnlint/run/report_run.h"

#include <fmt/core.h>
#include <algorithm>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>
#include "pgnlint/json_in/report_records.h"
#include "pgnlint/merge/report_merge.h"
#include "pgnlint/report/output.h"
#include "pgnlint/report/report_stream.h"
#include "pgnlint/report/reporter.h"
#include "pgnlint/result.h"
#include "pgnlint/run/baseline_file.h"
#include "pgnlint/run/duplicate_check.h"
#include "pgnlint/run/exit_status.h"
#include "pgnlint/run/messages.h"
#include "pgnlint/run/output_guard.h"
#include "report_files.h"

namespace pgnlint::run {
namespace {

report::TournamentRecord tournament_record(json_in::TournamentRecordIn&& in,
                                           const std::vector<lint::Diagnostic>& diagnostics) {
    report::TournamentRecord record;
    record.file = std::move(in.file);
    record.name = std::move(in.name);
    record.rounds = in.rounds;
    record.games_matched = in.games_matched;
    record.diagnostics = diagnostics;
    for (json_in::CrosstablePlayerIn& player : in.players) {
        report::CrosstablePlayer& row = record.players.emplace_back();
        row.start_rank = player.start_rank;
        row.name = std::move(player.name);
        row.rating = player.rating;
        row.federation = std::move(player.federation);
        row.points = std::move(player.points);
        for (json_in::CrosstableCellIn& cell : player.rounds) {
            report::CrosstableCell& out = row.rounds.emplace_back();
            out.opponent = cell.opponent;
            out.colour = cell.colour.size() == 1 ? cell.colour[0] : '-';
            out.result = cell.result.size() == 1 ? cell.result[0] : 'Z';
            out.game_file = std::move(cell.game_file);
            out.game_index = cell.game_index;
            out.codes = std::move(cell.codes);
        }
    }
    return record;
}

// The filters the games of each file were compared with in the runs that wrote the reports
// (each game record of `check --duplicates` says how its file takes G001 and G002), so that the
// comparison across shards finds and grades what one run would have. Records of an older
// pgnlint say nothing: both rules at their default severities then.
class RecordedDuplicateFilters {
public:
    RecordedDuplicateFilters()
        : default_(make({true, lint::rule(lint::RuleId::duplicate_game).default_severity,
                         lint::rule(lint::RuleId::prefix_game).default_severity})) {}

    // The reason when the game's file was compared one way in one report and another way in
    // another (shards of runs with different settings).
    Status note(const lint::GameReport& game) {
        if (!game.duplicate_rules.known) return {};
        const auto [entry, added] = by_file_.try_emplace(game.file);
        if (added) {
            entry->second.rules = game.duplicate_rules;
            entry->second.filter = std::make_unique<lint::Filter>(make(game.duplicate_rules));
            return {};
        }
        const lint::GameReport::DuplicateRules& first = entry->second.rules;
        if (first.duplicate_game == game.duplicate_rules.duplicate_game &&
            first.prefix_game == game.duplicate_rules.prefix_game)
            return {};
        return Failure{game.file +
                       ": the reports take its duplicate findings (G001, G002) differently: "
                       "they come from runs with different rule settings"};
    }

    const lint::Filter& for_file(std::string_view file) const {
        const auto found = by_file_.find(file);
        return found == by_file_.end() ? default_ : *found->second.filter;
    }

private:
    static lint::Filter make(const lint::GameReport::DuplicateRules& rules) {
        lint::FilterOptions options;
        options.shown = lint::Severity::info;
        const auto take = [&options](lint::RuleId id, std::optional<lint::Severity> severity) {
            const std::string code(lint::rule(id).code);
            if (severity)
                options.severity_overrides.emplace_back(code, *severity);
            else
                options.ignore.push_back(code);
        };
        take(lint::RuleId::duplicate_game, rules.duplicate_game);
        take(lint::RuleId::prefix_game, rules.prefix_game);
        // Rule codes only: nothing to refuse.
        return std::move(*lint::Filter::make(options));
    }

    struct Recorded {
        lint::GameReport::DuplicateRules rules;
        std::unique_ptr<lint::Filter> filter;
    };
    lint::Filter default_;
    std::map<std::string, Recorded, std::less<>> by_file_;
};

}  // namespace

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
    // Pass 1 reads each report for its shape; pass 2 reads them again in the merged order. Both
    // hold one line at a time, so memory does not grow with the reports.
    merge::ReportMerge merge;
    ReportFiles files(inputs);
    const merge::ReadLines read_lines = [&files](std::size_t input, std::uint64_t begin,
                                                 std::uint64_t end,
                                                 const merge::LineVisitor& visit) {
        return files.read_lines(input, begin, end, visit);
    };
    for (std::size_t i = 0; i < inputs.size(); ++i) {
        if (Status added = merge.add(i, inputs[i], read_lines); !added) {
            print_error(added.error());
            return kExitUsageOrIo;
        }
    }
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
        // Reports of `check --duplicates` shards carry each game's moves key; the games are
        // compared here, across every shard and file, as one run would have compared them
        // (the reports' own duplicate records, each of one run only, are passed over).
        RecordedDuplicateFilters recorded_rules;
        std::string rules_error;
        DuplicateCheck duplicates(options.duplicates_memory_mib << 20,
                                  [&recorded_rules](std::string_view file) -> const lint::Filter& {
                                      return recorded_rules.for_file(file);
                                  });
        merge::MergeSink sink;
        sink.begin_file = [&stream](std::string_view name) { stream.begin_file(name); };
        sink.game = [&](lint::GameReport& game) {
            std::erase_if(game.diagnostics,
                          [shown](const lint::Diagnostic& d) { return d.severity < shown; });
            if (baseline.distinct() != 0) baselined += merge::apply_baseline(baseline, game);
            if (Status noted = recorded_rules.note(game); !noted && rules_error.empty())
                rules_error = noted.error();
            duplicates.add_game(game);
            stream.add_game(game);
        };
        sink.input_error = [&stream](std::string_view message) {
            print_error(message);
            stream.add_input_error(message);
        };
        sink.end_file = [&stream] { stream.end_file(); };
        // The reports' tournament record (check --trf), written after the last game as check
        // writes it; two would be two tournaments in one report, which no format holds.
        std::optional<report::TournamentRecord> tournament;
        std::string tournament_error;
        sink.tournament = [&](json_in::TournamentRecordIn&& in,
                              std::vector<lint::Diagnostic>& diagnostics) {
            std::erase_if(diagnostics,
                          [shown](const lint::Diagnostic& d) { return d.severity < shown; });
            if (tournament) {
                tournament_error = "two tournament records (check --trf) in the reports, of " +
                                   tournament->file + " and of " + in.file +
                                   ": merge the reports of one tournament at a time";
                return;
            }
            tournament = tournament_record(std::move(in), diagnostics);
        };
        lint::RunSummary summary;
        stream.begin();
        if (Status walked = merge.walk(sink, read_lines, summary); !walked) {
            print_error(walked.error());
            return kExitUsageOrIo;
        }
        if (!tournament_error.empty()) {
            print_error(tournament_error);
            return kExitUsageOrIo;
        }
        if (!rules_error.empty()) {
            print_error(rules_error);
            return kExitUsageOrIo;
        }
        const Status compared = duplicates.finish([&](lint::GameReport& game) {
            std::erase_if(game.diagnostics,
                          [shown](const lint::Diagnostic& d) { return d.severity < shown; });
            if (baseline.distinct() != 0) baselined += merge::apply_baseline(baseline, game);
            if (game.diagnostics.empty()) return;
            duplicates.count(game, summary);
            stream.add_duplicate(game);
        });
        if (!compared) {
            print_error("comparing the games for duplicates: " + compared.error());
            return kExitUsageOrIo;
        }
        if (tournament) stream.add_tournament(*tournament);
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
