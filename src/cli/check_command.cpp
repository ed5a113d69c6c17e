// The `check` subcommand (also the default one): its options on the command line, settled with
// the configuration file, then the check run (run/check_run.h).
#include <CLI/CLI.hpp>

#include <memory>
#include <string>
#include <type_traits>
#include <variant>

#include "color_choice.h"
#include "commands.h"
#include "config_options.h"
#include "pgnlint/config/check_options.h"
#include "pgnlint/config/limit_settings.h"
#include "pgnlint/run/check_run.h"
#include "report_options.h"
#include "rule_options.h"

namespace pgnlint::cli {
namespace {

void add_fix_options(CLI::App& command, config::FixOptions& options) {
    CLI::Option* fix =
        command.add_flag("--fix", options.fix,
                         "Repair the findings that have a safe fix, rewriting each file in place "
                         "(only the bytes of the fixed findings change; stdin is fixed to stdout); "
                         "the report then lists what is left");
    CLI::Option* diff = command.add_flag(
        "--diff", options.diff,
        "Print the unified diff that --fix would apply and change nothing; exit 1 when there is "
        "something to fix. Files below the current directory are named a/PATH and b/PATH "
        "(patch -p1 and git apply take it there), others by their absolute path "
        "(patch -d / -p1)");
    fix->excludes(diff);
    command.add_flag("--unsafe-fixes", options.unsafe_fixes,
                     "With --fix or --diff, also apply the fixes that change what the record says "
                     "(a Result set to what the board dictates, missing tags added)");
    command.add_flag("--fix-baselined", options.fix_baselined,
                     "With --fix or --diff and --baseline, also fix the findings the baseline "
                     "hides (they are still not reported)");
}

}  // namespace

void setup_check_command(CLI::App& app, int& exit_code) {
    auto options = std::make_shared<CheckOptions>();
    CLI::App* command = app.add_subcommand(
        "check",
        "Replay every game (main line and variations) and report what is wrong; the default "
        "subcommand");
    command->add_option("files", options->files,
                        "PGN files, directories (walked recursively, see --glob) or glob "
                        "patterns, plain or gzip/zstd/bzip2-compressed; '-' or none: stdin");
    add_config_options(*command, *options);
    add_format_option(*command, options->format,
                      "text (default), json, ndjson, sarif, junit, github or html");
    add_html_max_games_option(*command, options->html_max_games);
    add_color_option(*command, options->color, "Colour text output");
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
    add_rule_selection_options(*command, options->rules);
    command->add_option(
        "--shard", options->shard,
        "K/N: check only the games that start in the K-th of N equal byte ranges of one plain "
        "file, seeking there; with --format ndjson, for `pgnlint report` to merge the N shard "
        "reports into the report of one run");
    add_baseline_option(*command, options->baseline);
    command->add_option("--write-baseline", options->write_baseline,
                        "Also write the run's findings (before --baseline) to FILE as an ndjson "
                        "report, for later --baseline");
    command->add_option("--trf", options->trf,
                        "Compare the games with this FIDE tournament report (TRF16): results, "
                        "colours, pairings, forfeits, duplicate and missing games (rules P)");
    command->add_flag("--duplicates", options->duplicates,
                      "Compare the games with each other: a game that repeats an earlier one "
                      "(G001), a game that is another cut short (G002); with --shard, only "
                      "record what `pgnlint report` compares");
    add_duplicates_memory_option(*command, options->duplicates_memory_mib);
    command
        ->add_option("--input-format", options->input_format,
                     "pgn, ndjson (game exports, one JSON object per line) or auto (the "
                     "default: ndjson when the first line is a JSON object)")
        ->check(CLI::IsMember({"pgn", "ndjson", "auto"}));
    command
        ->add_option("--encoding", options->encoding,
                     "What the input's text is written in: utf-8, latin-1 (Windows-1252) or auto "
                     "(the default: each game that is not UTF-8 is read as Windows-1252, and "
                     "S017 says so once per input)")
        ->capture_default_str()
        ->check(CLI::IsMember({"auto", "utf-8", "latin-1"}));
    // The reader's bounds (pgn::Limits; exceeding one is a syntax finding, S010-S013) and the
    // analysis's budget, from their table.
    for (const config::LimitSetting& limit : config::kLimitSettings) {
        std::visit(
            [&](auto* field) {
                using Field = std::remove_pointer_t<decltype(field)>;
                command->add_option("--" + std::string(limit.key), *field, std::string(limit.help))
                    ->capture_default_str()
                    ->check(CLI::Range(Field{1}, static_cast<Field>(limit.most)));
            },
            limit.field(*options));
    }
    add_fix_options(*command, options->fixes);
    command->callback([command, options, &exit_code] {
        const std::optional<int> settled = settle_check_options(*command, *options);
        exit_code = settled ? *settled : run::run_check(*options);
    });
}

}  // namespace pgnlint::cli
