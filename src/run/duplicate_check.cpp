#include "pgnlint/run/duplicate_check.h"

#include <fmt/core.h>

#include <array>
#include <optional>

#include "pgnlint/run/duplicate_games.h"
#include "pgnlint/text/person_name.h"
#include "record_bytes.h"

namespace pgnlint::run {

namespace {

// The tags that name a game in a finding's message and in its fingerprint (lint/fingerprint.h).
constexpr std::array<std::string_view, 6> kNamingTags = {"Event", "Site",  "Date",
                                                         "Round", "White", "Black"};

// A game as the payload carries it to the end of the run: what the finding about it, and the
// message of a finding about another game that names it, are made of.
struct NamedGame {
    std::string file;
    std::uint64_t index = 0;
    lint::Location start;
    std::uint32_t plies = 0;
    bool had_findings = false;
    std::string result;
    std::array<std::optional<std::string>, kNamingTags.size()> tags;
};

using record_bytes::append_number;
using record_bytes::append_sized;
using record_bytes::take_number;
using record_bytes::take_sized;

std::string_view result_of(const lint::GameReport& game) {
    return game.result_tag.empty() ? std::string_view(game.result_marker)
                                   : std::string_view(game.result_tag);
}

void write_payload(const lint::GameReport& game, std::string& out) {
    out.clear();
    append_sized(out, game.file);
    append_number(out, game.index, 8);
    append_number(out, game.start.offset, 8);
    append_number(out, game.start.line, 4);
    append_number(out, game.start.column, 4);
    append_number(out, game.start.multibyte_extra, 4);
    append_number(out, game.plies, 4);
    append_number(out, game.diagnostics.empty() ? 0 : 1, 1);
    append_sized(out, result_of(game));
    for (const std::string_view name : kNamingTags) {
        const std::optional<std::string_view> value = game.tags.find(name);
        append_number(out, value ? 1 : 0, 1);
        if (value) append_sized(out, *value);
    }
}

NamedGame read_payload(std::string_view in) {
    NamedGame game;
    game.file = std::string(take_sized(in));
    game.index = take_number(in, 8);
    game.start.offset = take_number(in, 8);
    game.start.line = static_cast<std::uint32_t>(take_number(in, 4));
    game.start.column = static_cast<std::uint32_t>(take_number(in, 4));
    game.start.multibyte_extra = static_cast<std::uint32_t>(take_number(in, 4));
    game.plies = static_cast<std::uint32_t>(take_number(in, 4));
    game.had_findings = take_number(in, 1) != 0;
    game.result = std::string(take_sized(in));
    for (std::optional<std::string>& tag : game.tags) {
        if (take_number(in, 1) != 0) tag = std::string(take_sized(in));
    }
    return game;
}

std::string_view tag_of(const NamedGame& game, std::string_view name) {
    for (std::size_t i = 0; i < kNamingTags.size(); ++i) {
        if (kNamingTags[i] == name && game.tags[i] && !game.tags[i]->empty()) return *game.tags[i];
    }
    return "?";
}

// "game 3 of twic1580.pgn (Carlsen, Magnus - Caruana, Fabiano)"; the file only when it is not
// the flagged game's own.
std::string name_game(const NamedGame& game, std::string_view from_file) {
    std::string name = fmt::format("game {}", game.index);
    if (game.file != from_file) name += fmt::format(" of {}", game.file);
    return name + fmt::format(" ({} - {})", tag_of(game, "White"), tag_of(game, "Black"));
}

std::string_view plies_word(std::uint32_t plies) {
    return plies == 1 ? "ply" : "plies";
}

std::string message_of(const DuplicateMatch& match, const NamedGame& game, const NamedGame& other) {
    if (match.kind == DuplicateKind::duplicate) {
        return fmt::format(
            "the game repeats {}: the same {} {} from the same start, and the same result {}",
            name_game(other, game.file), game.plies, plies_word(game.plies),
            game.result.empty() ? "(none)" : game.result);
    }
    return fmt::format(
        "the game's {} {} are the first {} of {}, {} {} long: a copy cut short (an earlier send "
        "of a broadcast, an unfinished transcription)",
        game.plies, plies_word(game.plies), game.plies, name_game(other, game.file), other.plies,
        plies_word(other.plies));
}

}  // namespace

DuplicateCheck::DuplicateCheck(std::uint64_t memory_budget, FilterOf filter_of)
    : filter_of_(std::move(filter_of)),
      games_(std::make_unique<DuplicateGames>(static_cast<std::size_t>(memory_budget))) {}

DuplicateCheck::~DuplicateCheck() = default;

void DuplicateCheck::add_game(const lint::GameReport& game) {
    const std::uint64_t order = order_++;
    if (game.moves_key.empty()) return;
    // Both names known, or no "same players" to speak of: "?" and "" give empty keys. The Date
    // tag is part of it, as written: a re-sent or unfinished copy is of the same day, while two
    // players who met on other days often repeated an opening, and a short draw then begins
    // their longer game (on the corpus, a 5-ply draw of an online qualifier began a Titled
    // Tuesday game of the same two players two months before).
    players_key_.clear();
    const std::string white = text::loose_name_key(game.tags.find("White").value_or(""));
    const std::string black = text::loose_name_key(game.tags.find("Black").value_or(""));
    if (!white.empty() && !black.empty()) {
        players_key_ = white;
        players_key_.push_back('\x1f');
        players_key_ += black;
        players_key_.push_back('\x1f');
        players_key_ += game.tags.find("Date").value_or("");
    }
    write_payload(game, payload_);
    // A spill that failed is said once, at finish(): the run goes on to its end meanwhile.
    if (!games_->add(
            DuplicateCandidate{order, game.moves_key, result_of(game), players_key_, payload_}))
        spill_failed_ = true;
}

Status DuplicateCheck::finish(const std::function<void(lint::GameReport&)>& visit) {
    if (spill_failed_) return Failure{games_->error()};
    lint::GameReport report;
    const bool finished = games_->finish([&](const DuplicateMatch& match) {
        const NamedGame game = read_payload(match.payload);
        const NamedGame other = read_payload(match.other_payload);
        report.clear();
        report.index = game.index;
        report.file = game.file;
        report.start = game.start;
        report.plies = game.plies;
        visited_had_findings_ = game.had_findings;
        for (std::size_t i = 0; i < kNamingTags.size(); ++i) {
            if (game.tags[i]) report.tags.add(kNamingTags[i], *game.tags[i]);
        }
        const lint::RuleId rule = match.kind == DuplicateKind::duplicate
                                      ? lint::RuleId::duplicate_game
                                      : lint::RuleId::prefix_game;
        lint::Diagnostic* finding = filter_of_(game.file).add_finding(report, rule, game.start);
        if (finding == nullptr) return;
        finding->message = message_of(match, game, other);
        visit(report);
    });
    if (!finished) return Failure{games_->error()};
    return {};
}

void DuplicateCheck::count(const lint::GameReport& game, lint::RunSummary& summary) {
    summary.add_findings(game.diagnostics);
    const bool counted =
        visited_had_findings_ || (counted_index_ == game.index && counted_file_ == game.file);
    if (counted) return;
    ++summary.games_with_findings;
    counted_file_ = game.file;
    counted_index_ = game.index;
}

}  // namespace pgnlint::run
