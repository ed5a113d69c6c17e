// read_tournament_report(): each line to its reader by its tag (001 players, 012 name, 132 round
// dates, 162 scoring), then the checks of the whole; and the result codes' small algebra.
#include "pgnlint/trf/tournament_report.h"

#include <algorithm>

#include "consistency.h"
#include "layout.h"
#include "player_line.h"
#include "report_lines.h"

namespace pgnlint::trf {
namespace {

constexpr std::size_t kTagText = 5;  // 012: the name from position 5
constexpr std::size_t kDateWidth = 8;
constexpr std::size_t kFirstScore = 6;  // 162: a code at 6, its points at 7-10; then 15, 24, ...
constexpr std::size_t kScoreWidth = 9;
constexpr std::size_t kPointsWidth = 4;

std::vector<std::string> read_round_dates(const ReportLine& line) {
    std::vector<std::string> dates;
    // 132: YY/MM/DD at 92-99, 102-109, ...
    for (std::size_t first = layout::kFirstRound; first <= line.trimmed_length();
         first += layout::kRoundWidth)
        dates.push_back(line.trimmed(first, first + kDateWidth - 1));
    return dates;
}

class ScoringReader {
public:
    explicit ScoringReader(Scoring& scoring) : scoring_(scoring) {}

    void read(const ReportLine& line, std::vector<Problem>& problems) {
        for (std::size_t at = kFirstScore; at <= line.trimmed_length(); at += kScoreWidth) {
            std::uint32_t* target = field(line.trimmed(at, at));
            if (!target) continue;  // X (unknown results) and codes of later versions
            const std::size_t last = at + kPointsWidth;
            const std::string text = line.trimmed(at + 1, last);
            if (const std::optional<std::uint32_t> points = parse_points(text)) {
                *target = *points;
                pairing_bye_given_ |= target == &scoring_.pairing_bye;
                win_given_ |= target == &scoring_.win;
                continue;
            }
            problems.push_back(Problem{ProblemKind::malformed_line, line.position(at + 1),
                                       "scoring (tag 162): points '" + text + "' for " +
                                           line.text(at, at) + " in positions " +
                                           std::to_string(at + 1) + "-" + std::to_string(last) +
                                           " are not a number like 1.5"});
        }
    }

    // TRF26: the pairing-allocated bye scores as a win unless the report says otherwise.
    void finish() {
        if (win_given_ && !pairing_bye_given_) scoring_.pairing_bye = scoring_.win;
    }

private:
    std::uint32_t* field(const std::string& code) {
        if (code == "W") return &scoring_.win;
        if (code == "D") return &scoring_.draw;
        if (code == "L") return &scoring_.loss;
        if (code == "A") return &scoring_.absence;
        if (code == "P") return &scoring_.pairing_bye;
        return nullptr;
    }

    Scoring& scoring_;
    bool win_given_ = false;
    bool pairing_bye_given_ = false;
};

}  // namespace

char result_code_char(ResultCode code) {
    switch (code) {
        case ResultCode::win:
            return '1';
        case ResultCode::draw:
            return '=';
        case ResultCode::loss:
            return '0';
        case ResultCode::forfeit_win:
            return '+';
        case ResultCode::forfeit_loss:
            return '-';
        case ResultCode::unplayed_win:
            return 'W';
        case ResultCode::unplayed_draw:
            return 'D';
        case ResultCode::unplayed_loss:
            return 'L';
        case ResultCode::half_point_bye:
            return 'H';
        case ResultCode::full_point_bye:
            return 'F';
        case ResultCode::pairing_bye:
            return 'U';
        case ResultCode::zero_point_bye:
            return 'Z';
    }
    return 'Z';
}

bool is_played(ResultCode code) {
    return code == ResultCode::win || code == ResultCode::draw || code == ResultCode::loss;
}

ResultCode opponent_result(ResultCode code) {
    switch (code) {
        case ResultCode::win:
            return ResultCode::loss;
        case ResultCode::loss:
            return ResultCode::win;
        case ResultCode::forfeit_win:
            return ResultCode::forfeit_loss;
        case ResultCode::forfeit_loss:
            return ResultCode::forfeit_win;
        case ResultCode::unplayed_win:
            return ResultCode::unplayed_loss;
        case ResultCode::unplayed_loss:
            return ResultCode::unplayed_win;
        default:
            return code;
    }
}

std::uint32_t TournamentReport::round_count() const {
    std::size_t count = 0;
    for (const Player& player : players) count = std::max(count, player.rounds.size());
    return static_cast<std::uint32_t>(count);
}

const Player* TournamentReport::find(std::uint32_t start_rank) const {
    // Reports list their players by start rank as a rule: one look where the rank puts the
    // player, a scan only when the file is ordered otherwise.
    if (start_rank >= 1 && start_rank <= players.size() &&
        players[start_rank - 1].start_rank == start_rank)
        return &players[start_rank - 1];
    const auto found = std::find_if(players.begin(), players.end(),
                                    [&](const Player& p) { return p.start_rank == start_rank; });
    return found == players.end() ? nullptr : &*found;
}

TournamentReport read_tournament_report(std::string_view bytes) {
    TournamentReport report;
    ReportLines lines(bytes);
    report.encoding = lines.encoding();
    ScoringReader scoring(report.scoring);
    SkippedEntries skipped;
    std::vector<std::int32_t> index_of(layout::kStartRanks, -1);  // start rank -> index in players
    while (const std::optional<ReportLine> line = lines.next()) {
        const std::string tag = line->text(1, 3);
        if (tag == "001") {
            PlayerLine read = read_player_line(*line, report.problems);
            if (!read.player) continue;
            const std::int32_t earlier = index_of[read.player->start_rank];
            if (earlier >= 0) {
                const Player& first = report.players[static_cast<std::size_t>(earlier)];
                report.problems.push_back(
                    Problem{ProblemKind::malformed_line, line->position(layout::kStartRankFirst),
                            "start rank " + std::to_string(first.start_rank) + " is already " +
                                player_label(first) + "'s, on line " +
                                std::to_string(first.where.line) + ": this line is skipped"});
                continue;
            }
            index_of[read.player->start_rank] = static_cast<std::int32_t>(report.players.size());
            report.players.push_back(std::move(*read.player));
            skipped.push_back(std::move(read.blanked));
        } else if (tag == "012") {
            if (report.name.empty()) report.name = line->trimmed(kTagText, line->length());
        } else if (tag == "132") {
            report.round_dates = read_round_dates(*line);
        } else if (tag == "162") {
            scoring.read(*line, report.problems);
        }
    }
    scoring.finish();

    // Opponents are checked once every player is known; their problems are line problems too,
    // so they take their place in file order.
    std::vector<Problem> opponents = check_opponents(report, skipped);
    report.problems.insert(report.problems.end(), opponents.begin(), opponents.end());
    std::stable_sort(
        report.problems.begin(), report.problems.end(),
        [](const Problem& a, const Problem& b) { return a.where.offset < b.where.offset; });
    std::vector<Problem> consistency = check_consistency(report, skipped);
    report.problems.insert(report.problems.end(), consistency.begin(), consistency.end());
    return report;
}

}  // namespace pgnlint::trf
