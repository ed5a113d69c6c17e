// Picks a reporter by format name, the Reporter interface's defaults, and the one-line summary
// that the CLI prints on stderr.
#include "pgnlint/report/reporter.h"

#include <array>

#include "pgnlint/version.h"
#include "reporters.h"
#include "text_encoding.h"

namespace pgnlint::report {
namespace {

constexpr std::array<std::string_view, 7> kFormatNames{"text",  "json",   "ndjson", "sarif",
                                                       "junit", "github", "html"};

std::string_view plural(std::uint64_t count, std::string_view one, std::string_view many) {
    return count == 1 ? one : many;
}

}  // namespace

std::string_view format_name(Format format) {
    return kFormatNames[static_cast<std::size_t>(format)];
}

std::span<const std::string_view> format_names() {
    return kFormatNames;
}

std::optional<Format> parse_format(std::string_view name) {
    for (std::size_t i = 0; i < kFormatNames.size(); ++i) {
        if (name == kFormatNames[i]) return static_cast<Format>(i);
    }
    return std::nullopt;
}

std::string_view tool_version() {
    return PGNLINT_VERSION;
}

void Reporter::begin(fmt::memory_buffer&) const {}
std::string_view Reporter::game_separator() const {
    return {};
}
bool Reporter::groups_by_file() const {
    return false;
}
void Reporter::format_file(const FileTotals&, std::string_view games,
                           fmt::memory_buffer& out) const {
    encoding::append(out, games);
}
void Reporter::format_input_error(const InputError&, fmt::memory_buffer&) const {}
void Reporter::format_summarized_game(const lint::GameReport& game, fmt::memory_buffer& out,
                                      GameSummary&) const {
    format_game(game, out);
}

void Reporter::format_shard(const lint::ShardRecord&, fmt::memory_buffer&) const {}
void Reporter::format_tournament(const TournamentRecord& record, fmt::memory_buffer& out) const {
    format_game(tournament_as_game(record), out);
}

void Reporter::format_duplicate(const lint::GameReport& game, fmt::memory_buffer& out) const {
    format_game(game, out);
}

void Reporter::end(const lint::RunSummary&, std::span<const InputError>,
                   fmt::memory_buffer&) const {}

bool Reporter::writes_final_fen() const {
    return false;
}

std::unique_ptr<GameCollector> Reporter::make_collector() const {
    return nullptr;
}

std::unique_ptr<Reporter> make_reporter(Format format, const ReporterOptions& options) {
    switch (format) {
        case Format::text:
            return make_text_reporter(options);
        case Format::json:
            return make_json_reporter(options);
        case Format::ndjson:
            return make_ndjson_reporter(options);
        case Format::sarif:
            return make_sarif_reporter(options);
        case Format::junit:
            return make_junit_reporter(options);
        case Format::github:
            return make_github_reporter(options);
        case Format::html:
            return make_html_reporter(options);
    }
    return make_text_reporter(options);
}

void format_summary_line(const lint::RunSummary& summary, fmt::memory_buffer& out) {
    constexpr double kMebibyte = 1024.0 * 1024.0;
    fmt::format_to(fmt::appender(out),
                   "pgnlint: {} {} in {} {}, {} with findings: {} {}, {} {}, {} info ({} {}, "
                   "{:.1f} MiB in {:.2f} s)\n",
                   summary.games, plural(summary.games, "game", "games"), summary.files,
                   plural(summary.files, "file", "files"), summary.games_with_findings,
                   summary.errors, plural(summary.errors, "error", "errors"), summary.warnings,
                   plural(summary.warnings, "warning", "warnings"), summary.infos, summary.plies,
                   plural(summary.plies, "ply", "plies"),
                   static_cast<double>(summary.bytes) / kMebibyte, summary.seconds);
    if (summary.safe_fixable + summary.unsafe_fixable == 0) return;
    out.resize(out.size() - 1);  // the summary goes on before its line end
    fmt::format_to(fmt::appender(out), "; [*] {} fixable with --fix", summary.safe_fixable);
    if (summary.unsafe_fixable > 0) {
        fmt::format_to(fmt::appender(out), " ({} more with --fix --unsafe-fixes)",
                       summary.unsafe_fixable);
    }
    out.push_back('\n');
}

void format_fen_summary_line(const lint::RunSummary& summary, fmt::memory_buffer& out) {
    fmt::format_to(fmt::appender(out),
                   "pgnlint fen: {} {}, {} with findings: {} {}, {} {}, {} info ({:.3f} s)\n",
                   summary.games, plural(summary.games, "position", "positions"),
                   summary.games_with_findings, summary.errors,
                   plural(summary.errors, "error", "errors"), summary.warnings,
                   plural(summary.warnings, "warning", "warnings"), summary.infos, summary.seconds);
}

}  // namespace pgnlint::report
