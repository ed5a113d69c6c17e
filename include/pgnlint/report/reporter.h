// The Reporter interface: one implementation per output format (text, json, ndjson, sarif, junit,
// github), chosen by name. Formatting a game is const and touches no shared state, so worker
// threads format games in parallel into their own buffers; one writer emits them in input order.
#pragma once

#include <fmt/format.h>

#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "pgnlint/lint/game_report.h"
#include "pgnlint/lint/rules.h"
#include "pgnlint/lint/shard_extent.h"
#include "pgnlint/report/tournament_record.h"

namespace pgnlint::report {

enum class Format : std::uint8_t { text, json, ndjson, sarif, junit, github, html };

// "text", "json", "ndjson", "sarif", "junit", "github", "html".
std::string_view format_name(Format format);
std::span<const std::string_view> format_names();
std::optional<Format> parse_format(std::string_view name);

// The version every JSON and NDJSON report carries in "version"; bumped when a field changes
// meaning or disappears (adding fields keeps it).
inline constexpr int kJsonSchemaVersion = 1;

// html: the default of --html-max-games, and the most it (or pgnlint.toml's html-max-games) takes.
inline constexpr std::uint64_t kDefaultHtmlMaxGames = 200;
inline constexpr std::uint64_t kMostHtmlMaxGames = 1'000'000'000;

struct ReporterOptions {
    // text: colour the file position, severity and code with ANSI escapes.
    bool color = false;
    // text: after each game's findings, a line for each claimable draw and for the ending on the
    // board (json and ndjson always carry them in "claims" and "termination").
    bool endings = false;
    // junit: a game's test case fails when it has a finding at this severity or above.
    lint::Severity fail_on = lint::Severity::error;
    // What a finding calls its record ("game 3: ..."); `pgnlint fen` reports positions.
    std::string_view record_noun = "game";
    // html: how many games (those with findings, endings or claimable draws) are shown in detail;
    // the rest are counted in the summary only. It also bounds what the page holds in memory.
    std::uint64_t html_max_games = kDefaultHtmlMaxGames;
};

// An input that could not be read to its end (missing, unreadable, corrupt compressed data):
// every format reports it, so that no input silently drops out of a report.
struct InputError {
    std::string file;     // the input's name as the report gives it ("-" for stdin)
    std::string message;  // what went wrong, naming the input ("x.pgn: cannot open: ...")
};

// A file's totals, for formats that group games by input file (junit's testsuite).
struct FileTotals {
    std::string_view file;
    std::uint64_t games = 0;
    std::uint64_t failed_games = 0;  // games with a finding at ReporterOptions::fail_on or above
    std::string_view input_error;    // why the file could not be read to its end; empty if it was
};

// What a collector needs of a game besides its formatted output, made by the worker that formats
// the game (Reporter::format_summarized_game) and carried beside the bytes, so that no collector
// reads them back: the counts of the report's summary, whether the game has findings, which game
// of the run it is, and where the formatted output's head ends (html: its contents entry).
struct GameSummary {
    lint::TerminationKind ending = lint::TerminationKind::none;
    std::uint32_t threefold_claims = 0;
    std::uint32_t fifty_move_claims = 0;
    bool has_findings = false;
    std::uint32_t file_hash = 0;  // with `index`: which game of the run (html::GameKey)
    std::uint64_t index = 0;
    std::size_t head_bytes = 0;
};

// The writer's side of a format whose report opens with what only the last game settles (html:
// the summary and the table of contents come before the games). ReportStream hands it each
// game's non-empty formatted output and its summary in input order, on the writer thread; it
// writes the body of the report at the end, so what it keeps until then must stay bounded.
class GameCollector {
public:
    virtual ~GameCollector() = default;
    virtual void add_game(const GameSummary& summary, std::string_view formatted) = 0;
    // The run's tournament report (Reporter::format_tournament), after the last game.
    virtual void add_tournament(const TournamentRecord& record) = 0;
    // A finding about a game that only the whole run shows (Reporter::format_duplicate).
    virtual void add_duplicate(const lint::GameReport& game) = 0;
    virtual void end(const lint::RunSummary& summary, std::span<const InputError> input_errors,
                     fmt::memory_buffer& out) = 0;
};

class Reporter {
public:
    virtual ~Reporter() = default;

    // Once, before any game.
    virtual void begin(fmt::memory_buffer& out) const;

    // Appends one game's output (possibly nothing: sarif, github and text without `endings`
    // write only findings).
    // Thread-safe: it reads only `game` and the reporter's immutable options.
    virtual void format_game(const lint::GameReport& game, fmt::memory_buffer& out) const = 0;

    // format_game, and what the format's collector needs of the game besides the bytes. The
    // default formats the game and leaves `summary` as it is (no collector reads it). Thread-safe.
    virtual void format_summarized_game(const lint::GameReport& game, fmt::memory_buffer& out,
                                        GameSummary& summary) const;

    // Written between the outputs of two games that both wrote something (json's ",").
    virtual std::string_view game_separator() const;

    // Whether format_game writes GameReport::final_fen (the JSON records do), so that the
    // checker can skip formatting a position no one reads.
    virtual bool writes_final_fen() const;

    // Formats that group games by input file get each file's games as one block, with its
    // totals, to wrap (junit: a testsuite carries its counts in its opening tag).
    virtual bool groups_by_file() const;
    virtual void format_file(const FileTotals& totals, std::string_view games,
                             fmt::memory_buffer& out) const;

    // Where an input could not be read, at that point of the stream (ndjson, github). Formats
    // that say it elsewhere write nothing here: junit in the file's testsuite (FileTotals), json
    // and sarif at the end; text leaves it to the error line on stderr.
    virtual void format_input_error(const InputError& error, fmt::memory_buffer& out) const;

    // Once, after the last input, for a run that compared its games with a tournament report
    // (`check --trf`). The default writes the record's findings as a game's, labelled "tournament
    // report" (text, sarif, github, junit); json and ndjson write a "tournament" record, html a
    // crosstable (through its collector). On the writer thread only.
    virtual void format_tournament(const TournamentRecord& record, fmt::memory_buffer& out) const;

    // After the last input, for a run that compared its games with each other (`check
    // --duplicates`): a finding about a game that only the whole run shows (the game repeats
    // another, or is another cut short), one call each, in the order of the games. `game` holds
    // the game's identity (index, file, start, the tags that name it) and that one finding. The
    // default writes it as the game's findings (text, sarif, github, junit); json adds it to a
    // "duplicates" array, ndjson writes a {"type":"duplicate"} record, html a list of them. On
    // the writer thread only.
    virtual void format_duplicate(const lint::GameReport& game, fmt::memory_buffer& out) const;

    // Once, before end(), for a run that checked a shard of its input (ndjson; the other formats
    // write nothing: `check --shard` writes ndjson).
    virtual void format_shard(const lint::ShardRecord& shard, fmt::memory_buffer& out) const;

    // A collector for this run's games, or nullptr (the default) when games go to the output as
    // they come. With a collector, ReportStream calls its end() instead of the reporter's.
    virtual std::unique_ptr<GameCollector> make_collector() const;

    // Once, after the last game, with every input error of the run.
    virtual void end(const lint::RunSummary& summary, std::span<const InputError> input_errors,
                     fmt::memory_buffer& out) const;

    const ReporterOptions& options() const { return options_; }
    // Whether `game` counts as failed for junit and FileTotals::failed_games.
    bool fails(const lint::GameReport& game) const {
        return game.has_findings_at(options_.fail_on);
    }

protected:
    explicit Reporter(const ReporterOptions& options) : options_(options) {}

private:
    ReporterOptions options_;
};

std::unique_ptr<Reporter> make_reporter(Format format, const ReporterOptions& options = {});

// pgnlint's version, as the reports state it.
std::string_view tool_version();

// The one-line run summary the CLI prints on stderr, e.g. "pgnlint: 1204 games in 2 files,
// 3 with findings: 2 errors, 1 warning, 0 infos (98211 plies, 4.1 MiB in 0.35 s)", newline ended.
void format_summary_line(const lint::RunSummary& summary, fmt::memory_buffer& out);
// The same for `pgnlint fen`, whose records are positions: "pgnlint fen: 3 positions, 2 with
// findings: 3 errors, 0 warnings, 0 info (0.001 s)".
void format_fen_summary_line(const lint::RunSummary& summary, fmt::memory_buffer& out);

}  // namespace pgnlint::report
