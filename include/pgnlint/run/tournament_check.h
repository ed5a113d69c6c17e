// `check --trf`: each game against the tournament report's pairings, in input order, and once
// the last game is in, what the report says that no game showed (the pairings played without a
// game, the report's own problems) with the crosstable the reports draw.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <tuple>
#include <unordered_map>
#include <vector>

#include "pgnlint/lint/game_report.h"
#include "pgnlint/report/tournament_record.h"
#include "pgnlint/run/per_file_filters.h"
#include "pgnlint/trf/tournament_report.h"

namespace pgnlint::run {

class TournamentCheck {
public:
    // `file`: the report as the user named it. `filters`: whose choice of rules and severities
    // the findings follow (--select, --ignore, --severity, per-file ignores).
    TournamentCheck(std::string file, trf::TournamentReport report, const PerFileFilters& filters);

    // Reads the report file (compressed or not); nullptr after saying on stderr why it cannot.
    static std::unique_ptr<TournamentCheck> load(const std::string& path,
                                                 const PerFileFilters& filters);

    // One game, in input order: a second game for a pairing is the duplicate. Call it after the
    // game's own filtering and before the file-scope filtering (FileFilter::push), so that the
    // baseline and file-scope directives apply to these findings too.
    void check_game(lint::GameReport& game);

    // Once, after the last game: the report's problems, the pairings played with no game, and
    // the crosstable with each pairing's game and findings.
    report::TournamentRecord finish();

private:
    struct PlayerMatch {
        const trf::Player* player = nullptr;
        bool loose = false;     // found only by the loosened name
        std::string not_found;  // why not, when player is null
    };
    // A pairing: its round and its two players' start ranks, the lower first.
    using PairingKey = std::tuple<std::uint32_t, std::uint32_t, std::uint32_t>;
    struct MatchedGame {
        std::string file;  // the first game matched
        std::uint64_t index = 0;
        std::uint32_t line = 0;
        // The game the crosstable links to: the first with findings, else the first.
        std::string linked_file;
        std::uint64_t linked_index = 0;
        std::vector<std::string> codes;  // the linked game's, most severe first
    };

    PlayerMatch find_player(std::string_view name, std::string_view fide_id) const;
    std::string player_label(const trf::Player& player) const;

    std::string file_;
    trf::TournamentReport report_;
    const PerFileFilters& filters_;
    std::unordered_map<std::string, std::size_t> by_fide_id_;
    std::unordered_map<std::string, std::vector<std::size_t>> by_name_;
    std::unordered_map<std::string, std::vector<std::size_t>> by_loose_name_;
    std::map<PairingKey, MatchedGame> matched_;
    std::uint64_t games_matched_ = 0;
};

}  // namespace pgnlint::run
