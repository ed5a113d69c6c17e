// The html format: one self-contained, printable page (inline CSS and SVG, no script, nothing
// fetched) that opens with a summary of the run and a table of contents, followed by a section
// for each game with findings, an ending on the board or a claimable draw, up to
// --html-max-games of them. Games without any of these are counted, not drawn. A run checked
// against a tournament report (`check --trf`) also gets the report's crosstable.
#include <algorithm>
#include <array>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "html_parts.h"
#include "json_records.h"
#include "reporters.h"
#include "text_encoding.h"

namespace pgnlint::report {
namespace {

using encoding::append;
using html::append_text;

constexpr std::size_t kEndingKinds = 7;  // lint::TerminationKind's values

void append_count_row(std::string_view label, std::uint64_t count, fmt::memory_buffer& out) {
    append(out, "<tr><th scope=\"row\">");
    append(out, label);
    append(out, "</th><td class=\"count\">");
    append_uint(out, count);
    append(out, "</td></tr>");
}

// The summary opens the page but is known only after the last game, so the page is written at
// the end. What waits until then is bounded: the sections of at most html_max_games games (each
// a few boards of about 15 KB) and their contents entries; for the games past the cap only
// counters grow, so memory stays flat however large the input. The cap keeps the games with
// findings first, in input order, then those with only an ending or a claimable draw: a game of
// the second kind gives its place up to a later game of the first.
class HtmlCollector final : public GameCollector {
public:
    explicit HtmlCollector(std::uint64_t max_games) : max_games_(max_games) {}

    void add_game(const GameSummary& summary, std::string_view formatted) override {
        ++endings_[static_cast<std::size_t>(summary.ending) % kEndingKinds];
        threefold_claims_ += summary.threefold_claims;
        fifty_move_claims_ += summary.fifty_move_claims;
        if (summary.threefold_claims + summary.fifty_move_claims > 0) ++games_with_claims_;
        const bool findings = summary.has_findings;
        ++(findings ? games_with_findings_ : games_without_findings_);
        std::vector<Shown>& kind = findings ? with_findings_ : without_findings_;
        if (with_findings_.size() + without_findings_.size() >= max_games_) {
            if (!findings || without_findings_.empty()) return;
            without_findings_.pop_back();  // the latest of the second kind
        }
        const std::size_t head = std::min(summary.head_bytes, formatted.size());
        kind.push_back({std::string(formatted.substr(0, head)), std::string(formatted.substr(head)),
                        html::GameKey{summary.file_hash, summary.index}});
    }

    void add_tournament(const TournamentRecord& record) override { tournament_ = record; }

    // Kept as HTML up to the same cap as the games, the rest counted: memory stays bounded.
    void add_duplicate(const lint::GameReport& game) override {
        ++duplicates_seen_;
        if (duplicates_.size() >= max_games_) return;
        fmt::memory_buffer finding;
        for (const lint::Diagnostic& diagnostic : game.diagnostics)
            html::append_finding(game, diagnostic, finding);
        fmt::memory_buffer label;
        fmt::format_to(fmt::appender(label), "game {} (", game.index);
        html::append_players(game, label);
        label.push_back(')');
        duplicates_.push_back({html::game_key(game.file, game.index), fmt::to_string(label),
                               std::string(game.file), fmt::to_string(finding)});
    }

    void end(const lint::RunSummary& summary, std::span<const InputError> input_errors,
             fmt::memory_buffer& out) override {
        append(out, "<header><h1>pgnlint report</h1><p class=\"muted\">Written by pgnlint ");
        append_text(out, tool_version());
        append(out, ".</p></header>\n");
        append_summary(summary, out);
        append_input_errors(input_errors, out);
        if (tournament_) html::append_tournament(*tournament_, shown_anchors(), out);
        append_duplicates(out);
        append_findings_by_rule(summary, out);
        append_endings(out);
        append_contents(out);
        append_sections(out);
        html::append_page_end(out);
    }

private:
    void append_summary(const lint::RunSummary& summary, fmt::memory_buffer& out) const {
        append(out,
               "<section class=\"summary\" aria-labelledby=\"summary\">\n"
               "<h2 id=\"summary\">Summary</h2>\n<table><tbody>");
        append_count_row("Files", summary.files, out);
        append_count_row("Games", summary.games, out);
        append_count_row("Games with findings", summary.games_with_findings, out);
        if (summary.games_not_replayed > 0)
            append_count_row("Games not replayed", summary.games_not_replayed, out);
        append_count_row("Errors", summary.errors, out);
        append_count_row("Warnings", summary.warnings, out);
        append_count_row("Infos", summary.infos, out);
        append_count_row("Games ended on the board", detailed_endings(), out);
        append_count_row("Games with a claimable draw", games_with_claims_, out);
        append(out, "</tbody></table>\n</section>\n");
    }

    std::uint64_t detailed_endings() const {
        std::uint64_t total = 0;
        for (std::size_t kind = 1; kind < kEndingKinds; ++kind) total += endings_[kind];
        return total;
    }

    static void append_input_errors(std::span<const InputError> input_errors,
                                    fmt::memory_buffer& out) {
        if (input_errors.empty()) return;
        append(out, "<section class=\"input-errors\"><h2>Inputs not read to their end</h2><ul>");
        for (const InputError& error : input_errors) {
            append(out, "<li>");
            append_text(out, error.message);
            append(out, "</li>");
        }
        append(out, "</ul></section>\n");
    }

    static void append_findings_by_rule(const lint::RunSummary& summary, fmt::memory_buffer& out) {
        if (summary.by_rule.empty()) return;
        append(out,
               "<section aria-labelledby=\"by-rule\"><h2 id=\"by-rule\">Findings by rule</h2>"
               "<table><thead><tr><th scope=\"col\">Rule</th><th scope=\"col\">Name</th>"
               "<th scope=\"col\">Default severity</th><th scope=\"col\">Reference</th>"
               "<th scope=\"col\">Findings</th></tr></thead><tbody>");
        const std::span<const lint::Rule> rules = lint::all_rules();
        for (std::size_t i = 0; i < summary.by_rule.size() && i < rules.size(); ++i) {
            if (summary.by_rule[i] == 0) continue;
            append(out, "<tr><td class=\"rule\">");
            append(out, rules[i].code);
            append(out, "</td><td>");
            append(out, rules[i].name);
            append(out, "</td><td>");
            append(out, lint::severity_name(rules[i].default_severity));
            append(out, "</td><td>");
            append(out, rules[i].reference);
            append(out, "</td><td class=\"count\">");
            append_uint(out, summary.by_rule[i]);
            append(out, "</td></tr>");
        }
        append(out, "</tbody></table></section>\n");
    }

    void append_endings(fmt::memory_buffer& out) const {
        append(out,
               "<section aria-labelledby=\"endings\"><h2 id=\"endings\">Endings on the board "
               "and claimable draws</h2><table><tbody>");
        for (std::size_t kind = 1; kind < kEndingKinds; ++kind) {
            const lint::TerminationWords& words =
                lint::termination_words(static_cast<lint::TerminationKind>(kind));
            // Both dead kinds share a title; the summary tells them apart.
            const auto ending = static_cast<lint::TerminationKind>(kind);
            const std::string_view detail =
                ending == lint::TerminationKind::insufficient_material ? ", insufficient material"
                : ending == lint::TerminationKind::dead_position       ? ", by analysis"
                                                                       : "";
            const std::string label =
                fmt::format("{}{} (FIDE {})", words.title, detail, words.article);
            append_count_row(label, endings_[kind], out);
        }
        append_count_row("threefold repetition claimable (FIDE 9.2)", threefold_claims_, out);
        append_count_row("fifty-move rule claimable (FIDE 9.3)", fifty_move_claims_, out);
        append(out, "</tbody></table></section>\n");
    }

    // Each shown game in page order, with the anchor of its place on the page.
    template <typename Visit>
    void for_each_shown(Visit visit) const {
        std::size_t place = 0;
        for (const std::vector<Shown>* kind : {&with_findings_, &without_findings_}) {
            for (const Shown& game : *kind) visit(fmt::format("game-{}", ++place), game);
        }
    }

    // Known only now: a game of the second kind may have given its place up since it came.
    html::GameAnchors shown_anchors() const {
        html::GameAnchors anchors;
        for_each_shown([&anchors](const std::string& anchor, const Shown& game) {
            anchors.emplace(game.key, anchor);
        });
        return anchors;
    }

    void append_contents(fmt::memory_buffer& out) const {
        append(out,
               "<nav aria-labelledby=\"contents\"><h2 id=\"contents\">Games with findings, "
               "endings or claimable draws</h2>\n");
        if (games_with_findings_ + games_without_findings_ == 0) {
            append(out, "<p>None: every game is clean.</p>\n");
        } else {
            append(out, "<ol>\n");
            for_each_shown([&out](const std::string& anchor, const Shown& game) {
                append(out, "<li><a href=\"#");
                append(out, anchor);
                append(out, "\">");
                append(out, game.contents_entry);
                append(out, "</a></li>\n");
            });
            append(out, "</ol>\n");
        }
        append_left_out(out);
        append(out, "</nav>\n");
    }

    void append_left_out(fmt::memory_buffer& out) const {
        const std::uint64_t findings_left = games_with_findings_ - with_findings_.size();
        const std::uint64_t others_left = games_without_findings_ - without_findings_.size();
        if (findings_left + others_left == 0) return;
        const auto games = [](std::uint64_t n) { return n == 1 ? "game" : "games"; };
        fmt::format_to(fmt::appender(out),
                       "<p class=\"notice\">This page shows {} of the {} games with findings, "
                       "endings or claimable draws, those with findings first: {} more {} with "
                       "findings and {} more {} with only an ending or a claimable draw {} left "
                       "out. To see them, raise the cap (<code>--html-max-games {}</code>) or "
                       "narrow the run (<code>--select</code>, <code>--min-severity</code>, fewer "
                       "files).</p>\n",
                       with_findings_.size() + without_findings_.size(),
                       games_with_findings_ + games_without_findings_, findings_left,
                       games(findings_left), others_left, games(others_left),
                       findings_left + others_left == 1 ? "is" : "are",
                       games_with_findings_ + games_without_findings_);
    }

    // Each finding under the game it is about, linked to the game's section where it is shown.
    void append_duplicates(fmt::memory_buffer& out) const {
        if (duplicates_seen_ == 0) return;
        append(out,
               "<section class=\"duplicates\" aria-labelledby=\"duplicates\">"
               "<h2 id=\"duplicates\">Duplicate games</h2>\n<ol class=\"duplicate-list\">\n");
        const html::GameAnchors anchors = shown_anchors();
        for (const Duplicate& duplicate : duplicates_) {
            append(out, "<li><p class=\"duplicate-game\">");
            const auto anchor = anchors.find(duplicate.key);
            if (anchor != anchors.end()) {
                append(out, "<a href=\"#");
                append(out, anchor->second);
                append(out, "\">");
            }
            append(out, duplicate.label);
            if (anchor != anchors.end()) append(out, "</a>");
            append(out, " of <code>");
            append_text(out, duplicate.file);
            append(out, "</code></p><ol class=\"findings\">\n");
            append(out, duplicate.findings);
            append(out, "</ol></li>\n");
        }
        append(out, "</ol>\n");
        if (duplicates_seen_ > duplicates_.size()) {
            fmt::format_to(fmt::appender(out),
                           "<p class=\"notice\">This page shows {} of the {} findings about "
                           "duplicate games; the ndjson report (<code>--format ndjson</code>) "
                           "holds them all.</p>\n",
                           duplicates_.size(), duplicates_seen_);
        }
        append(out, "</section>\n");
    }

    void append_sections(fmt::memory_buffer& out) const {
        for_each_shown([&out](const std::string& anchor, const Shown& game) {
            append(out, "<section class=\"game\" id=\"");
            append(out, anchor);
            append(out, "\">\n");
            append(out, game.section);
            append(out, "</section>\n");
        });
    }

    struct Shown {
        std::string contents_entry;
        std::string section;
        html::GameKey key;
    };

    std::uint64_t max_games_;
    std::uint64_t games_with_findings_ = 0;
    std::uint64_t games_without_findings_ = 0;
    std::vector<Shown> with_findings_;     // in input order
    std::vector<Shown> without_findings_;  // in input order
    std::array<std::uint64_t, kEndingKinds> endings_{};
    std::uint64_t threefold_claims_ = 0;
    std::uint64_t fifty_move_claims_ = 0;
    std::uint64_t games_with_claims_ = 0;
    std::optional<TournamentRecord> tournament_;
    struct Duplicate {
        html::GameKey key;
        std::string label;     // HTML: "game 12 (White – Black)", the names escaped
        std::string file;      // untrusted: escaped when written
        std::string findings;  // HTML: the <li> of each finding
    };
    std::vector<Duplicate> duplicates_;  // at most max_games_, in the order of the games
    std::uint64_t duplicates_seen_ = 0;
};

class HtmlReporter final : public Reporter {
public:
    explicit HtmlReporter(const ReporterOptions& options) : Reporter(options) {}

    void begin(fmt::memory_buffer& out) const override { html::append_page_start(out); }

    void format_game(const lint::GameReport& game, fmt::memory_buffer& out) const override {
        GameSummary unread;
        format_summarized_game(game, out, unread);
    }

    void format_summarized_game(const lint::GameReport& game, fmt::memory_buffer& out,
                                GameSummary& summary) const override {
        html::append_game_record(game, options().record_noun, out, summary);
    }

    std::unique_ptr<GameCollector> make_collector() const override {
        return std::make_unique<HtmlCollector>(options().html_max_games);
    }
};

}  // namespace

std::unique_ptr<Reporter> make_html_reporter(const ReporterOptions& options) {
    return std::make_unique<HtmlReporter>(options);
}

}  // namespace pgnlint::report
