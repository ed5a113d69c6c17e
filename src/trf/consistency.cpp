// The report's own consistency: every opponent a player, each player's points the sum of their
// results under the report's scoring, each game told alike by both its players' lines.
#include "consistency.h"
#include "layout.h"

#include <cstdint>
#include <optional>
#include <string>

#include "player_line.h"

namespace pgnlint::trf {
namespace {

// Start rank -> index in report.players: a lookup per round entry, never a scan.
class RankIndex {
public:
    explicit RankIndex(const TournamentReport& report) : index_(layout::kStartRanks, -1) {
        for (std::size_t i = 0; i < report.players.size(); ++i) {
            const std::uint32_t rank = report.players[i].start_rank;
            if (rank < layout::kStartRanks) index_[rank] = static_cast<std::int32_t>(i);
        }
    }

    std::optional<std::size_t> find(std::uint32_t start_rank) const {
        if (start_rank >= layout::kStartRanks || index_[start_rank] < 0) return std::nullopt;
        return static_cast<std::size_t>(index_[start_rank]);
    }

private:
    std::vector<std::int32_t> index_;
};

bool skipped_at(const SkippedEntries& skipped, std::size_t player, std::size_t round) {
    return player < skipped.size() && round < skipped[player].size() && skipped[player][round];
}

std::uint32_t score(ResultCode code, const Scoring& scoring) {
    switch (code) {
        case ResultCode::win:
        case ResultCode::forfeit_win:
        case ResultCode::unplayed_win:
        case ResultCode::full_point_bye:
            return scoring.win;
        case ResultCode::draw:
        case ResultCode::unplayed_draw:
        case ResultCode::half_point_bye:
            return scoring.draw;
        case ResultCode::loss:
        case ResultCode::unplayed_loss:
            return scoring.loss;
        case ResultCode::pairing_bye:
            return scoring.pairing_bye;
        case ResultCode::forfeit_loss:
        case ResultCode::zero_point_bye:
            return scoring.absence;
    }
    return 0;
}

char colour_char(Colour colour) {
    switch (colour) {
        case Colour::white:
            return 'w';
        case Colour::black:
            return 'b';
        case Colour::none:
            return '-';
    }
    return '-';
}

std::string quoted(char c) {
    return std::string("'") + c + "'";
}

bool opposite_colours(Colour a, Colour b) {
    return (a == Colour::white && b == Colour::black) || (a == Colour::black && b == Colour::white);
}

class Checker {
public:
    Checker(const TournamentReport& report, const SkippedEntries& skipped)
        : report_(report), skipped_(skipped), index_(report) {}

    std::vector<Problem> run() {
        for (std::size_t i = 0; i < report_.players.size(); ++i) {
            check_points(i);
            const Player& player = report_.players[i];
            for (std::size_t r = 0; r < player.rounds.size(); ++r) {
                if (skipped_at(skipped_, i, r)) continue;
                check_pairing_bye(i, r);
                if (player.rounds[r].opponent != 0) check_game(i, r);
            }
        }
        return std::move(problems_);
    }

private:
    void add(const TextPosition& where, std::string message) {
        problems_.push_back(Problem{ProblemKind::pairing_inconsistent, where, std::move(message)});
    }

    void check_points(std::size_t i) {
        const Player& player = report_.players[i];
        if (!player.points_tenths) return;
        // A blanked entry no longer holds the line's result: its sum would mislead.
        if (i < skipped_.size())
            for (const bool skipped : skipped_[i])
                if (skipped) return;
        std::uint32_t sum = 0;
        for (const RoundEntry& entry : player.rounds) sum += score(entry.result, report_.scoring);
        if (sum == *player.points_tenths) return;
        problems_.push_back(Problem{
            ProblemKind::points_mismatch, player.points_where,
            player_label(player) + " has " + format_points(*player.points_tenths) +
                " points in positions 81-84, but the results add up to " + format_points(sum)});
    }

    // TRF16: the pairing-allocated bye goes to at most one player a round.
    void check_pairing_bye(std::size_t i, std::size_t r) {
        const RoundEntry& entry = report_.players[i].rounds[r];
        if (entry.result != ResultCode::pairing_bye) return;
        if (first_bye_.size() <= r) first_bye_.resize(r + 1);
        if (!first_bye_[r]) {
            first_bye_[r] = i;
            return;
        }
        add(entry.where, "round " + std::to_string(r + 1) + ": " +
                             player_label(report_.players[i]) +
                             " has the pairing-allocated bye (U), which " +
                             player_label(report_.players[*first_bye_[r]]) +
                             " has already; a round has at most one");
    }

    void check_game(std::size_t i, std::size_t r) {
        const Player& a = report_.players[i];
        const RoundEntry& mine = a.rounds[r];
        const std::optional<std::size_t> j = index_.find(mine.opponent);
        if (!j || skipped_at(skipped_, *j, r)) return;
        const Player& b = report_.players[*j];
        const std::string round = "round " + std::to_string(r + 1);
        const std::string meets = round + ": " + player_label(a) + " meets " + player_label(b);
        if (b.rounds.size() <= r) {
            add(mine.where, meets + ", whose line has no " + round);
            return;
        }
        const RoundEntry& theirs = b.rounds[r];
        if (theirs.opponent != a.start_rank) {
            // The lower start rank reports a pair both lines tell; this pair only a's tells.
            add(mine.where,
                meets + ", whose line has " +
                    (theirs.opponent == 0 ? std::string("no opponent")
                                          : "player " + std::to_string(theirs.opponent)) +
                    " in that round");
            return;
        }
        if (b.start_rank < a.start_rank) return;  // checked from b's line

        const bool double_forfeit =
            mine.result == ResultCode::forfeit_loss && theirs.result == ResultCode::forfeit_loss;
        const bool results_agree = double_forfeit || theirs.result == opponent_result(mine.result);
        // A game not played over the board may have no colours on either side.
        const bool colours_agree = opposite_colours(mine.colour, theirs.colour) ||
                                   (mine.colour == Colour::none && theirs.colour == Colour::none &&
                                    !is_played(mine.result));
        if (results_agree && colours_agree) return;

        std::string my_side;
        std::string their_side;
        std::string why;
        if (!colours_agree) {
            my_side = "colour " + quoted(colour_char(mine.colour));
            their_side = "colour " + quoted(colour_char(theirs.colour));
            why = "one side must have 'w' and the other 'b'";
        }
        if (!results_agree) {
            const std::string joint = colours_agree ? "" : " and ";
            my_side += joint + "result " + quoted(result_code_char(mine.result));
            their_side += joint + "result " + quoted(result_code_char(theirs.result));
            why += (colours_agree ? "" : ", and ") + std::string("the other side of ") +
                   quoted(result_code_char(mine.result)) + " is " +
                   quoted(result_code_char(opponent_result(mine.result)));
        }
        add(mine.where, round + ": " + player_label(a) + " has " + my_side + " against " +
                            player_label(b) + ", whose line has " + their_side + ": " + why);
    }

    const TournamentReport& report_;
    const SkippedEntries& skipped_;
    RankIndex index_;
    std::vector<std::optional<std::size_t>> first_bye_;  // per round
    std::vector<Problem> problems_;
};

}  // namespace

std::vector<Problem> check_opponents(const TournamentReport& report, SkippedEntries& skipped) {
    const RankIndex index(report);
    std::vector<Problem> problems;
    skipped.resize(report.players.size());
    for (std::size_t i = 0; i < report.players.size(); ++i) {
        const Player& player = report.players[i];
        skipped[i].resize(player.rounds.size());
        for (std::size_t r = 0; r < player.rounds.size(); ++r) {
            const RoundEntry& entry = player.rounds[r];
            if (entry.opponent == 0) continue;
            const std::string opponent = "opponent " + std::to_string(entry.opponent);
            std::string fault;
            if (entry.opponent == player.start_rank) {
                fault = opponent + " is the player's own start rank";
            } else if (!index.find(entry.opponent)) {
                fault = opponent + " is no player's start rank";
            } else {
                continue;
            }
            skipped[i][r] = true;
            problems.push_back(
                Problem{ProblemKind::malformed_line, entry.where,
                        player_label(player) + ", round " + std::to_string(r + 1) + ": " + fault});
        }
    }
    return problems;
}

std::vector<Problem> check_consistency(const TournamentReport& report,
                                       const SkippedEntries& skipped) {
    return Checker(report, skipped).run();
}

}  // namespace pgnlint::trf
