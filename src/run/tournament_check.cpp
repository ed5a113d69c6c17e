// TournamentCheck: finds each game's pairing in the tournament report (round from the Round tag,
// players by FIDE ID, name, or loosened name) and compares colours, result and moves with it;
// at the end, the pairings without a game and the report's own problems.
#include "pgnlint/run/tournament_check.h"

#include <fmt/core.h>

#include <algorithm>
#include <charconv>
#include <optional>

#include "pgnlint/lint/ascii.h"
#include "pgnlint/lint/filter.h"
#include "pgnlint/run/baseline_file.h"
#include "pgnlint/run/messages.h"
#include "pgnlint/text/person_name.h"

namespace pgnlint::run {
namespace {

using trf::Colour;
using trf::ResultCode;

// The score of the game's White player as the game gives it: 2 a win, 1 a draw, 0 a loss;
// nullopt for "*" or no result.
std::optional<int> white_score_of(std::string_view result) {
    if (result == "1-0") return 2;
    if (result == "1/2-1/2") return 1;
    if (result == "0-1") return 0;
    return std::nullopt;
}

// The score a result code gives its player, as white_score_of; nullopt for codes that score no
// game between the two (a double forfeit, byes).
std::optional<int> score_of(ResultCode code) {
    switch (code) {
        case ResultCode::win:
        case ResultCode::forfeit_win:
        case ResultCode::unplayed_win:
            return 2;
        case ResultCode::draw:
        case ResultCode::unplayed_draw:
            return 1;
        case ResultCode::loss:
        case ResultCode::forfeit_loss:
        case ResultCode::unplayed_loss:
            return 0;
        default:
            return std::nullopt;
    }
}

// Both players lost by forfeit: the game has no winner a Result tag could name.
bool is_double_forfeit(const trf::RoundEntry& one, const trf::RoundEntry& other) {
    return one.result == ResultCode::forfeit_loss && other.result == ResultCode::forfeit_loss;
}

std::string_view score_words(int score) {
    return score == 2 ? "won" : score == 1 ? "drew" : "lost";
}

std::string_view result_of_white_score(int score) {
    return score == 2 ? "1-0" : score == 1 ? "1/2-1/2" : "0-1";
}

// "5" or "5.3" (round.board); nullopt for anything else ("?", "-", "5.3.1" of a team match).
std::optional<std::uint32_t> round_of(std::string_view tag) {
    const std::size_t dot = tag.find('.');
    const std::string_view round = tag.substr(0, dot);
    if (dot != std::string_view::npos) {
        const std::string_view board = tag.substr(dot + 1);
        if (board.empty() ||
            !std::all_of(board.begin(), board.end(), [](char c) { return c >= '0' && c <= '9'; }))
            return std::nullopt;
    }
    std::uint32_t value = 0;
    const auto [end, error] = std::from_chars(round.data(), round.data() + round.size(), value);
    if (error != std::errc{} || end != round.data() + round.size() || value == 0)
        return std::nullopt;
    return value;
}

std::string_view tag_or_empty(const lint::GameReport& game, std::string_view name) {
    const std::optional<std::string_view> value = game.tags.find(name);
    return value ? *value : std::string_view{};
}

bool has_moves(const lint::GameReport& game) {
    if (game.plies > 0) return true;
    return std::any_of(game.diagnostics.begin(), game.diagnostics.end(),
                       [](const lint::Diagnostic& d) { return d.ply > 0; });
}

lint::Location location_of(const trf::TextPosition& where) {
    return lint::Location{where.offset, where.line, where.column, where.multibyte_extra};
}

lint::RuleId rule_of(trf::ProblemKind kind) {
    switch (kind) {
        case trf::ProblemKind::points_mismatch:
            return lint::RuleId::trf_points_mismatch;
        case trf::ProblemKind::pairing_inconsistent:
            return lint::RuleId::trf_pairing_inconsistent;
        case trf::ProblemKind::malformed_line:
            break;
    }
    return lint::RuleId::trf_malformed_line;
}

}  // namespace

TournamentCheck::TournamentCheck(std::string file, trf::TournamentReport report,
                                 const PerFileFilters& filters)
    : file_(std::move(file)), report_(std::move(report)), filters_(filters) {
    for (std::size_t i = 0; i < report_.players.size(); ++i) {
        const trf::Player& player = report_.players[i];
        if (!player.fide_id.empty() && player.fide_id != "0")
            by_fide_id_.emplace(player.fide_id, i);
        by_name_[player.name].push_back(i);
        by_loose_name_[text::loose_name_key(player.name)].push_back(i);
    }
}

std::unique_ptr<TournamentCheck> TournamentCheck::load(const std::string& path,
                                                       const PerFileFilters& filters) {
    std::string bytes;
    if (!read_whole_input(path, bytes)) return nullptr;
    trf::TournamentReport report = trf::read_tournament_report(bytes);
    if (report.players.empty()) {
        // Without a player there is nothing to compare a game with: say why none was read.
        print_error(report.problems.empty()
                        ? fmt::format("--trf {}: no player line (001) in it: not a TRF "
                                      "tournament report",
                                      path)
                        : fmt::format("--trf {}: no player line (001) could be read; line {}, "
                                      "column {}: {}",
                                      path, report.problems.front().where.line,
                                      report.problems.front().where.character_column(),
                                      report.problems.front().message));
        return nullptr;
    }
    return std::make_unique<TournamentCheck>(path, std::move(report), filters);
}

std::string TournamentCheck::player_label(const trf::Player& player) const {
    return fmt::format("{} (start rank {})", player.name, player.start_rank);
}

TournamentCheck::PlayerMatch TournamentCheck::find_player(std::string_view name,
                                                          std::string_view fide_id) const {
    PlayerMatch match;
    const std::string id = std::string(lint::trim_blanks(fide_id));
    if (!id.empty() && id != "0" && id != "?" && id != "-") {
        if (const auto found = by_fide_id_.find(id); found != by_fide_id_.end()) {
            match.player = &report_.players[found->second];
            return match;
        }
    }
    const auto unique = [this](const auto& index, const std::string& key) -> const trf::Player* {
        const auto found = index.find(key);
        if (found == index.end() || found->second.size() != 1) return nullptr;
        return &report_.players[found->second.front()];
    };
    const std::string exact = std::string(lint::trim_blanks(name));
    if ((match.player = unique(by_name_, exact)) != nullptr) return match;
    const std::string loose = text::loose_name_key(exact);
    if (!loose.empty() && (match.player = unique(by_loose_name_, loose)) != nullptr) {
        match.loose = true;
        return match;
    }
    const auto many = by_loose_name_.find(loose);
    match.not_found =
        many != by_loose_name_.end() && many->second.size() > 1
            ? fmt::format("\"{}\" fits {} players of the report", exact, many->second.size())
            : fmt::format("\"{}\" is no player of the report", exact);
    if (!id.empty() && id != "0" && id != "?" && id != "-")
        match.not_found += fmt::format(", and no player has FIDE ID {}", id);
    return match;
}

void TournamentCheck::check_game(lint::GameReport& game) {
    const lint::Filter& filter = filters_.for_file(game.file);
    const std::size_t findings_before = game.diagnostics.size();
    const auto add = [&](lint::RuleId id, std::string message) {
        if (lint::Diagnostic* d = filter.add_finding(game, id, game.start))
            d->message = std::move(message);
    };
    const std::string_view white_name = tag_or_empty(game, "White");
    const std::string_view black_name = tag_or_empty(game, "Black");
    const PlayerMatch white = find_player(white_name, tag_or_empty(game, "WhiteFideId"));
    const PlayerMatch black = find_player(black_name, tag_or_empty(game, "BlackFideId"));
    if (white.player == nullptr || black.player == nullptr) {
        add(lint::RuleId::trf_no_pairing,
            fmt::format(
                "the tournament report has no pairing for this game: {}",
                white.player == nullptr ? "White " + white.not_found : "Black " + black.not_found));
        return;
    }
    for (const PlayerMatch* match : {&white, &black}) {
        if (!match->loose) continue;
        const bool is_white = match == &white;
        add(lint::RuleId::trf_name_loosely_matched,
            fmt::format("{} \"{}\" is {} in the tournament report only once case, accents, "
                        "punctuation and word order are ignored",
                        is_white ? "White" : "Black",
                        lint::trim_blanks(is_white ? white_name : black_name),
                        player_label(*match->player)));
    }
    const trf::Player& w = *white.player;
    const trf::Player& b = *black.player;
    const auto met_in = [&](std::uint32_t round) {
        return round >= 1 && round <= w.rounds.size() &&
               w.rounds[round - 1].opponent == b.start_rank;
    };
    const std::string_view round_tag = tag_or_empty(game, "Round");
    std::optional<std::uint32_t> round = round_of(round_tag);
    if (!round) {
        std::vector<std::uint32_t> met;
        for (std::uint32_t r = 1; r <= w.rounds.size(); ++r)
            if (met_in(r)) met.push_back(r);
        if (met.size() != 1) {
            add(lint::RuleId::trf_no_pairing,
                fmt::format("the Round tag \"{}\" names no round, and by the tournament report {} "
                            "and {} met {}",
                            round_tag, player_label(w), player_label(b),
                            met.empty() ? std::string("in no round")
                                        : fmt::format("in {} rounds", met.size())));
            return;
        }
        round = met.front();
    }
    if (!met_in(*round)) {
        const auto opponent_words = [&](const trf::Player& player) {
            if (*round > player.rounds.size()) return std::string("has no entry for that round");
            const trf::RoundEntry& entry = player.rounds[*round - 1];
            if (entry.opponent == 0)
                return fmt::format("has no opponent (result code {})",
                                   trf::result_code_char(entry.result));
            const trf::Player* opponent = report_.find(entry.opponent);
            return fmt::format("meets {}", opponent == nullptr
                                               ? fmt::format("start rank {}", entry.opponent)
                                               : player_label(*opponent));
        };
        add(lint::RuleId::trf_no_pairing,
            fmt::format("{} and {} did not meet in round {} by the tournament report: {} {}, "
                        "{} {}",
                        player_label(w), player_label(b), *round, w.name, opponent_words(w), b.name,
                        opponent_words(b)));
        return;
    }
    const trf::RoundEntry& entry = w.rounds[*round - 1];
    const std::string pairing = fmt::format("round {}, {} - {}", *round, w.name, b.name);
    if (entry.colour == Colour::black) {
        add(lint::RuleId::trf_colour_mismatch,
            fmt::format("the tournament report has the colours the other way round in {}: "
                        "{} White, {} Black",
                        pairing, b.name, w.name));
    }
    if (!trf::is_played(entry.result) && has_moves(game)) {
        add(lint::RuleId::trf_forfeit_with_moves,
            fmt::format("the tournament report scores {} as not played over the board (result "
                        "code {} for {}, {} for {}), but the game has moves",
                        pairing, trf::result_code_char(entry.result), w.name,
                        trf::result_code_char(trf::opponent_result(entry.result)), b.name));
    } else if (const std::optional<int> reported = score_of(entry.result);
               reported &&
               !(*round <= b.rounds.size() && is_double_forfeit(entry, b.rounds[*round - 1]))) {
        const std::string_view result =
            game.result_tag.empty() ? std::string_view(game.result_marker) : game.result_tag;
        const std::optional<int> written = white_score_of(result);
        if (written != reported) {
            add(lint::RuleId::trf_result_mismatch,
                fmt::format("the game's result is {} but the tournament report gives {} as {} "
                            "({} {}, result code {})",
                            result.empty() ? std::string("missing") : fmt::format("\"{}\"", result),
                            pairing, result_of_white_score(*reported), w.name,
                            score_words(*reported), trf::result_code_char(entry.result)));
        }
    }
    const PairingKey key{*round, std::min(w.start_rank, b.start_rank),
                         std::max(w.start_rank, b.start_rank)};
    const auto [found, first] = matched_.try_emplace(key);
    if (first) {
        ++games_matched_;
        found->second.file = game.file;
        found->second.index = game.index;
        found->second.line = game.start.line;
    } else {
        add(lint::RuleId::trf_duplicate_game,
            fmt::format("a second game for {}: the first is game {} ({}, line {})", pairing,
                        found->second.index, found->second.file, found->second.line));
    }
    std::vector<const lint::Diagnostic*> added;
    for (std::size_t i = findings_before; i < game.diagnostics.size(); ++i)
        if (game.diagnostics[i].rule != lint::RuleId::trf_name_loosely_matched)
            added.push_back(&game.diagnostics[i]);
    MatchedGame& matched = found->second;
    if (!first && (added.empty() || !matched.codes.empty())) return;
    matched.linked_file = game.file;
    matched.linked_index = game.index;
    std::stable_sort(added.begin(), added.end(),
                     [](const lint::Diagnostic* a, const lint::Diagnostic* b) {
                         return a->severity > b->severity;
                     });
    for (const lint::Diagnostic* d : added) matched.codes.emplace_back(lint::rule(d->rule).code);
}

report::TournamentRecord TournamentCheck::finish() {
    const lint::Filter& filter = filters_.main();
    lint::GameReport scratch;
    const auto add = [&](lint::RuleId id, const trf::TextPosition& where, std::string message) {
        if (lint::Diagnostic* d = filter.add_finding(scratch, id, location_of(where)))
            d->message = std::move(message);
    };
    for (const trf::Problem& problem : report_.problems)
        add(rule_of(problem.kind), problem.where, problem.message);

    std::vector<std::string> missing;
    const trf::TextPosition* first_missing = nullptr;
    for (std::uint32_t round = 1; round <= report_.round_count(); ++round) {
        for (const trf::Player& player : report_.players) {
            if (round > player.rounds.size()) continue;
            const trf::RoundEntry& entry = player.rounds[round - 1];
            if (entry.opponent <= player.start_rank || !trf::is_played(entry.result)) continue;
            if (matched_.contains(PairingKey{round, player.start_rank, entry.opponent})) continue;
            const trf::Player* opponent = report_.find(entry.opponent);
            if (opponent == nullptr) continue;  // a malformed line, said already
            const bool white_first = entry.colour != Colour::black;
            const trf::Player& white = white_first ? player : *opponent;
            const trf::Player& black = white_first ? *opponent : player;
            const ResultCode white_result =
                white_first ? entry.result : trf::opponent_result(entry.result);
            missing.push_back(fmt::format("round {}: {} - {} {}", round, white.name, black.name,
                                          result_of_white_score(*score_of(white_result))));
            if (first_missing == nullptr) first_missing = &entry.where;
        }
    }
    if (first_missing != nullptr) {
        constexpr std::size_t kListed = 50;
        std::string list;
        for (std::size_t i = 0; i < missing.size() && i < kListed; ++i)
            list += (i == 0 ? "" : "; ") + missing[i];
        if (missing.size() > kListed)
            list += fmt::format("; and {} more", missing.size() - kListed);
        add(lint::RuleId::trf_game_missing, *first_missing,
            fmt::format("{} {} the tournament report scores as played {} no game in the input: {}",
                        missing.size(), missing.size() == 1 ? "pairing" : "pairings",
                        missing.size() == 1 ? "has" : "have", list));
    }

    report::TournamentRecord record;
    record.file = file_;
    record.name = report_.name;
    record.rounds = report_.round_count();
    record.games_matched = games_matched_;
    record.diagnostics = std::move(scratch.diagnostics);
    for (const trf::Player& player : report_.players) {
        report::CrosstablePlayer& row = record.players.emplace_back();
        row.start_rank = player.start_rank;
        row.name = player.name;
        row.rating = player.rating;
        row.federation = player.federation;
        if (player.points_tenths) row.points = trf::format_points(*player.points_tenths);
        for (std::uint32_t round = 1; round <= player.rounds.size(); ++round) {
            const trf::RoundEntry& entry = player.rounds[round - 1];
            report::CrosstableCell& cell = row.rounds.emplace_back();
            cell.opponent = entry.opponent;
            cell.colour = entry.colour == Colour::white   ? 'w'
                          : entry.colour == Colour::black ? 'b'
                                                          : '-';
            cell.result = trf::result_code_char(entry.result);
            if (entry.opponent == 0) continue;
            const auto found =
                matched_.find(PairingKey{round, std::min(player.start_rank, entry.opponent),
                                         std::max(player.start_rank, entry.opponent)});
            if (found == matched_.end()) continue;
            cell.game_file = found->second.linked_file;
            cell.game_index = found->second.linked_index;
            cell.codes = found->second.codes;
        }
    }
    return record;
}

}  // namespace pgnlint::run
