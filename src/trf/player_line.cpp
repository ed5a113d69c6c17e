// Reading a 001 line: each field at its character positions (FIDE Handbook, TRF16 player
// section), the round entries 10 positions apart from position 92.
#include "player_line.h"

#include <array>

#include "layout.h"

namespace pgnlint::trf {
namespace {

struct Field {
    std::size_t first;
    std::size_t last;
};

constexpr Field kStartRank{layout::kStartRankFirst, layout::kStartRankLast};
constexpr std::size_t kSex = 10;
constexpr Field kTitle{11, 13};
constexpr Field kName{15, 47};
constexpr Field kRating{49, 52};
constexpr Field kFederation{54, 56};
constexpr Field kFideId{58, 68};
constexpr Field kPoints{81, 84};
// Within a round entry, counted from its first position.
constexpr std::size_t kOpponentWidth = 4;
constexpr std::size_t kColourAt = 5;
constexpr std::size_t kResultAt = 7;

constexpr std::array kResultCodes{
    ResultCode::win,
    ResultCode::draw,
    ResultCode::loss,
    ResultCode::forfeit_win,
    ResultCode::forfeit_loss,
    ResultCode::unplayed_win,
    ResultCode::unplayed_draw,
    ResultCode::unplayed_loss,
    ResultCode::half_point_bye,
    ResultCode::full_point_bye,
    ResultCode::pairing_bye,
    ResultCode::zero_point_bye,
};

bool is_digit(char c) {
    return c >= '0' && c <= '9';
}

// Fields are at most 11 positions wide, so the value cannot overflow.
std::optional<std::uint32_t> parse_digits(std::string_view text) {
    if (text.empty()) return std::nullopt;
    std::uint32_t value = 0;
    for (const char c : text) {
        if (!is_digit(c)) return std::nullopt;
        value = value * 10 + static_cast<std::uint32_t>(c - '0');
    }
    return value;
}

char upper(char c) {
    return c >= 'a' && c <= 'z' ? static_cast<char>(c - 'a' + 'A') : c;
}

std::optional<ResultCode> parse_result_code(std::string_view text) {
    if (text.empty()) return ResultCode::zero_point_bye;
    if (text.size() != 1) return std::nullopt;
    for (const ResultCode code : kResultCodes)
        if (result_code_char(code) == upper(text[0])) return code;
    return std::nullopt;
}

std::optional<Colour> parse_colour(std::string_view text) {
    if (text.empty() || text == "-") return Colour::none;
    if (text == "w" || text == "W") return Colour::white;
    if (text == "b" || text == "B") return Colour::black;
    return std::nullopt;
}

std::string positions(std::size_t first, std::size_t last) {
    return "positions " + std::to_string(first) + "-" + std::to_string(last);
}

class LineReader {
public:
    LineReader(const ReportLine& line, std::vector<Problem>& problems)
        : line_(line), problems_(problems) {}

    PlayerLine read() {
        PlayerLine result;
        const std::string rank_text = line_.trimmed(kStartRank.first, kStartRank.last);
        const std::optional<std::uint32_t> rank = parse_digits(rank_text);
        if (!rank || *rank < 1 || *rank > layout::kMaxStartRank) {
            const std::string where = positions(kStartRank.first, kStartRank.last);
            report(kStartRank.first,
                   rank_text.empty() ? where + " hold no start rank: the line is skipped"
                                     : "start rank '" + rank_text + "' in " + where +
                                           " is not a number from 1 to 9999: the line is skipped");
            return result;
        }
        Player& player = result.player.emplace();
        player.start_rank = *rank;
        player.where = line_.position(1);
        player.points_where = line_.position(kPoints.first);
        const std::string sex = line_.text(kSex, kSex);
        if (sex.size() == 1) player.sex = sex[0];
        player.title = line_.trimmed(kTitle.first, kTitle.last);
        player.name = line_.trimmed(kName.first, kName.last);
        player.federation = line_.trimmed(kFederation.first, kFederation.last);
        player.fide_id = line_.trimmed(kFideId.first, kFideId.last);
        label_ = player_label(player);
        read_rating(player);
        read_points(player);
        for (std::size_t first = layout::kFirstRound; first <= line_.trimmed_length();
             first += layout::kRoundWidth) {
            const auto round = static_cast<std::uint32_t>(player.rounds.size() + 1);
            std::optional<RoundEntry> entry = read_round(first, round);
            result.blanked.push_back(!entry);
            if (!entry) {
                entry.emplace();
                entry->where = line_.position(first);
            }
            player.rounds.push_back(*entry);
        }
        return result;
    }

private:
    void report(std::size_t position, std::string message) {
        problems_.push_back(
            Problem{ProblemKind::malformed_line, line_.position(position), std::move(message)});
    }

    void read_rating(Player& player) {
        const std::string text = line_.trimmed(kRating.first, kRating.last);
        if (text.empty()) return;
        if (const std::optional<std::uint32_t> rating = parse_digits(text)) {
            player.rating = *rating;
            return;
        }
        report(kRating.first, label_ + ": rating '" + text + "' in " +
                                  positions(kRating.first, kRating.last) + " is not a number");
    }

    void read_points(Player& player) {
        const std::string text = line_.trimmed(kPoints.first, kPoints.last);
        if (text.empty()) return;
        player.points_tenths = parse_points(text);
        if (player.points_tenths) return;
        report(kPoints.first, label_ + ": points '" + text + "' in " +
                                  positions(kPoints.first, kPoints.last) +
                                  " are not a number like 2.5");
    }

    // The entry, or nullopt when a field of it is malformed (each such field reported).
    std::optional<RoundEntry> read_round(std::size_t first, std::uint32_t round) {
        const std::string prefix = label_ + ", round " + std::to_string(round) + ": ";
        RoundEntry entry;
        entry.where = line_.position(first);
        bool malformed = false;

        const std::size_t opponent_last = first + kOpponentWidth - 1;
        const std::string opponent = line_.trimmed(first, opponent_last);
        if (const std::optional<std::uint32_t> rank = parse_digits(opponent)) {
            entry.opponent = *rank;
        } else if (!opponent.empty()) {
            report(first, prefix + "opponent '" + opponent + "' in " +
                              positions(first, opponent_last) + " is not a start rank");
            malformed = true;
        }

        const std::size_t colour_at = first + kColourAt;
        const std::string colour = line_.trimmed(colour_at, colour_at);
        if (const std::optional<Colour> parsed = parse_colour(colour)) {
            entry.colour = *parsed;
        } else {
            report(colour_at, prefix + "colour '" + colour + "' in position " +
                                  std::to_string(colour_at) + " is none of w b -");
            malformed = true;
        }

        const std::size_t result_at = first + kResultAt;
        const std::string result = line_.trimmed(result_at, result_at);
        if (const std::optional<ResultCode> parsed = parse_result_code(result)) {
            entry.result = *parsed;
        } else {
            report(result_at, prefix + "result code '" + result + "' in position " +
                                  std::to_string(result_at) +
                                  " is none of 1 = 0 + - W D L H F U Z");
            malformed = true;
        }
        if (malformed) return std::nullopt;
        return entry;
    }

    const ReportLine& line_;
    std::vector<Problem>& problems_;
    std::string label_;
};

}  // namespace

PlayerLine read_player_line(const ReportLine& line, std::vector<Problem>& problems) {
    return LineReader(line, problems).read();
}

std::string player_label(const Player& player) {
    std::string label = "player " + std::to_string(player.start_rank);
    if (!player.name.empty()) label += " (" + player.name + ")";
    return label;
}

std::optional<std::uint32_t> parse_points(std::string_view text) {
    while (!text.empty() && text.front() == ' ') text.remove_prefix(1);
    while (!text.empty() && text.back() == ' ') text.remove_suffix(1);
    const std::size_t dot = text.find('.');
    const std::optional<std::uint32_t> whole = parse_digits(text.substr(0, dot));
    if (!whole) return std::nullopt;
    if (dot == std::string_view::npos) return *whole * 10;
    // "2.50" is 2.5 too; the tenths are all TRF can tell apart.
    const std::string_view fraction = text.substr(dot + 1);
    if (!parse_digits(fraction) || fraction.find_first_not_of('0', 1) != std::string_view::npos)
        return std::nullopt;
    return *whole * 10 + static_cast<std::uint32_t>(fraction[0] - '0');
}

std::string format_points(std::uint32_t tenths) {
    return std::to_string(tenths / 10) + "." + std::to_string(tenths % 10);
}

}  // namespace pgnlint::trf
