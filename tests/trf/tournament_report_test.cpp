// The tournament report reader against TRF16's column layout (FIDE Handbook, player section 001):
// every line here is built field by field at the character positions the layout gives.
#include "pgnlint/trf/tournament_report.h"

#include <gtest/gtest.h>

#include <string>
#include <string_view>
#include <vector>

namespace pgnlint::trf {
namespace {

// A report line as a row of characters, each field placed at its 1-based character position.
class TrfLine {
public:
    explicit TrfLine(std::string_view tag) { field(1, tag); }

    TrfLine& field(std::size_t position, std::string_view text) {
        for (std::size_t i = 0; i < text.size(); ++position) {
            const auto lead = static_cast<unsigned char>(text[i]);
            const std::size_t length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1;
            if (characters_.size() < position) characters_.resize(position, " ");
            characters_[position - 1] = std::string(text.substr(i, length));
            i += length;
        }
        return *this;
    }

    // Round n's entry: the opponent at 92 + 10 (n - 1) to 95 + 10 (n - 1), the colour 5
    // positions after the entry's start (97 for round 1), the result 7 after (99).
    TrfLine& round(std::size_t n, std::string_view opponent, char colour, char result) {
        const std::size_t first = 92 + 10 * (n - 1);
        field(first, opponent);
        field(first + 5, std::string(1, colour));
        return field(first + 7, std::string(1, result));
    }

    std::string str() const {
        std::string line;
        for (const std::string& character : characters_) line += character;
        return line;
    }

private:
    std::vector<std::string> characters_;
};

std::string right_aligned(std::uint32_t number, std::size_t width) {
    std::string text = std::to_string(number);
    return std::string(width - text.size(), ' ') + text;
}

// A 001 line with the start rank at 5-8, the name at 15-47 and the points at 81-84.
TrfLine player(std::uint32_t start_rank, std::string_view name, std::string_view points = "") {
    TrfLine line("001");
    line.field(5, right_aligned(start_rank, 4)).field(15, name);
    if (!points.empty()) line.field(81, points);
    return line;
}

std::string file(const std::vector<std::string>& lines, std::string_view line_end = "\n") {
    std::string bytes;
    for (const std::string& line : lines) bytes += line + std::string(line_end);
    return bytes;
}

// UTF-8 to Latin-1 for the characters up to U+00FF the tests use.
std::string to_latin1(std::string_view utf8) {
    std::string out;
    for (std::size_t i = 0; i < utf8.size(); ++i) {
        const auto byte = static_cast<unsigned char>(utf8[i]);
        if (byte < 0x80) {
            out += static_cast<char>(byte);
        } else {
            const auto next = static_cast<unsigned char>(utf8[++i]);
            out += static_cast<char>(((byte & 0x03) << 6) | (next & 0x3F));
        }
    }
    return out;
}

// Player 3 has every field; they beat player 4 in round 1 and have the pairing bye in round 2.
std::vector<std::string> two_players() {
    TrfLine muller("001");
    muller.field(5, "   3")
        .field(10, "m")
        .field(11, "GM")
        .field(15, "Müller, Jörg")
        .field(49, "2456")
        .field(54, "GER")
        .field(58, "4600000")
        .field(70, "1980/01/02")
        .field(81, " 2.0")
        .field(86, "   1")
        .round(1, "   4", 'w', '1')
        .round(2, "0000", '-', 'U');
    TrfLine kovacs = player(4, "Kovács, Anna", " 0.0");
    kovacs.field(10, "w").field(49, "2301").field(54, "HUN").field(58, "700123");
    kovacs.round(1, "   3", 'b', '0').round(2, "0000", '-', 'Z');
    return {TrfLine("012").field(5, "Budapest Open 2025").str(), muller.str(), kovacs.str()};
}

TEST(TournamentReport, ReadsEveryFieldOfAPlayerLineAtItsPositions) {
    const TournamentReport report = read_tournament_report(file(two_players()));
    EXPECT_TRUE(report.problems.empty());
    EXPECT_EQ(report.encoding, Encoding::utf8);
    EXPECT_EQ(report.name, "Budapest Open 2025");
    ASSERT_EQ(report.players.size(), 2U);
    const Player& p = report.players[0];
    EXPECT_EQ(p.start_rank, 3U);
    EXPECT_EQ(p.sex, 'm');
    EXPECT_EQ(p.title, "GM");
    EXPECT_EQ(p.name, "Müller, Jörg");
    EXPECT_EQ(p.rating, 2456U);
    EXPECT_EQ(p.federation, "GER");
    EXPECT_EQ(p.fide_id, "4600000");
    EXPECT_EQ(p.points_tenths, 20U);
    ASSERT_EQ(p.rounds.size(), 2U);
    EXPECT_EQ(p.rounds[0].opponent, 4U);
    EXPECT_EQ(p.rounds[0].colour, Colour::white);
    EXPECT_EQ(p.rounds[0].result, ResultCode::win);
    EXPECT_EQ(p.rounds[1].opponent, 0U);
    EXPECT_EQ(p.rounds[1].colour, Colour::none);
    EXPECT_EQ(p.rounds[1].result, ResultCode::pairing_bye);
    const Player& q = report.players[1];
    EXPECT_EQ(q.sex, 'w');
    EXPECT_EQ(q.title, "");
    EXPECT_EQ(q.name, "Kovács, Anna");
    EXPECT_EQ(q.rating, 2301U);
    EXPECT_EQ(q.rounds[0].colour, Colour::black);
    EXPECT_EQ(q.rounds[0].result, ResultCode::loss);
    EXPECT_EQ(q.rounds[1].result, ResultCode::zero_point_bye);
    EXPECT_EQ(report.round_count(), 2U);
}

TEST(TournamentReport, PositionsCountCharactersAndColumnsCountBytes) {
    const std::vector<std::string> lines = two_players();
    const TournamentReport report = read_tournament_report(file(lines));
    ASSERT_EQ(report.players.size(), 2U);
    const Player& p = report.players[0];
    const std::uint64_t line_2 = lines[0].size() + 1;
    EXPECT_EQ(p.where, (TextPosition{line_2, 2, 1, 0}));
    // "Müller, Jörg" before position 81: two characters of two bytes each.
    EXPECT_EQ(p.points_where, (TextPosition{line_2 + 82, 2, 83, 2}));
    EXPECT_EQ(p.points_where.character_column(), 81U);
    EXPECT_EQ(p.rounds[0].where, (TextPosition{line_2 + 93, 2, 94, 2}));
    EXPECT_EQ(p.rounds[1].where.character_column(), 102U);
    // One "á" in "Kovács, Anna".
    EXPECT_EQ(report.players[1].rounds[1].where.line, 3U);
    EXPECT_EQ(report.players[1].rounds[1].where.column, 103U);
    EXPECT_EQ(report.players[1].rounds[1].where.multibyte_extra, 1U);
}

TEST(TournamentReport, ALatin1FileReadsAsTheSameReportInUtf8) {
    const std::string utf8 = file(two_players());
    const std::string latin1 = to_latin1(utf8);
    ASSERT_NE(latin1.find('\xFC'), std::string::npos);  // the ü as one byte
    const TournamentReport a = read_tournament_report(utf8);
    const TournamentReport b = read_tournament_report(latin1);
    EXPECT_EQ(b.encoding, Encoding::latin1);
    EXPECT_TRUE(b.problems.empty());
    ASSERT_EQ(b.players.size(), a.players.size());
    for (std::size_t i = 0; i < a.players.size(); ++i) {
        const Player& x = a.players[i];
        const Player& y = b.players[i];
        EXPECT_EQ(y.name, x.name);
        EXPECT_EQ(y.start_rank, x.start_rank);
        EXPECT_EQ(y.rating, x.rating);
        EXPECT_EQ(y.federation, x.federation);
        EXPECT_EQ(y.fide_id, x.fide_id);
        EXPECT_EQ(y.points_tenths, x.points_tenths);
        ASSERT_EQ(y.rounds.size(), x.rounds.size());
        for (std::size_t r = 0; r < x.rounds.size(); ++r) {
            EXPECT_EQ(y.rounds[r].opponent, x.rounds[r].opponent);
            EXPECT_EQ(y.rounds[r].colour, x.rounds[r].colour);
            EXPECT_EQ(y.rounds[r].result, x.rounds[r].result);
            // One byte a character: the column is the character column.
            EXPECT_EQ(y.rounds[r].where.multibyte_extra, 0U);
            EXPECT_EQ(y.rounds[r].where.column, x.rounds[r].where.character_column());
        }
    }
    EXPECT_EQ(b.players[0].name, "Müller, Jörg");
}

TEST(TournamentReport, CrlfLineEndsAndALastLineWithoutOne) {
    const std::vector<std::string> lines = two_players();
    std::string bytes = file(lines, "\r\n");
    bytes.resize(bytes.size() - 2);
    const TournamentReport report = read_tournament_report(bytes);
    EXPECT_TRUE(report.problems.empty());
    EXPECT_EQ(report.name, "Budapest Open 2025");
    ASSERT_EQ(report.players.size(), 2U);
    EXPECT_EQ(report.players[1].rounds.size(), 2U);
    EXPECT_EQ(report.players[1].rounds[1].result, ResultCode::zero_point_bye);
    EXPECT_EQ(report.players[0].where.offset, lines[0].size() + 2);
    EXPECT_EQ(report.players[1].where.offset, lines[0].size() + lines[1].size() + 4);
}

TEST(TournamentReport, ABomIsSkippedButCountedInOffsets) {
    const std::string bytes = "\xEF\xBB\xBF" + file(two_players());
    const TournamentReport report = read_tournament_report(bytes);
    EXPECT_EQ(report.encoding, Encoding::utf8);
    EXPECT_EQ(report.name, "Budapest Open 2025");
    ASSERT_EQ(report.players.size(), 2U);
    EXPECT_EQ(report.players[0].where.offset, 3 + two_players()[0].size() + 1);
    EXPECT_EQ(report.players[0].where.line, 2U);
}

TEST(TournamentReport, ReadsEveryResultCodeInEitherCase) {
    const std::string codes = "1=0+-WDLHFUZwdlhfuz";
    TrfLine line = player(1, "Solo, Sam");
    for (std::size_t k = 0; k < codes.size(); ++k) line.round(k + 1, "0000", '-', codes[k]);
    line.round(codes.size() + 1, "0000", '-', ' ');
    line.round(codes.size() + 2, "0000", '-', 'H');  // so that the blank result is not trailing
    const TournamentReport report = read_tournament_report(file({line.str()}));
    ASSERT_EQ(report.players.size(), 1U);
    const std::vector<RoundEntry>& rounds = report.players[0].rounds;
    ASSERT_EQ(rounds.size(), codes.size() + 2);
    const std::vector<ResultCode> expected{
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
        ResultCode::unplayed_win,
        ResultCode::unplayed_draw,
        ResultCode::unplayed_loss,
        ResultCode::half_point_bye,
        ResultCode::full_point_bye,
        ResultCode::pairing_bye,
        ResultCode::zero_point_bye,
        ResultCode::zero_point_bye,
        ResultCode::half_point_bye,
    };
    for (std::size_t k = 0; k < expected.size(); ++k)
        EXPECT_EQ(rounds[k].result, expected[k]) << "round " << k + 1;
    // Two pairing-allocated byes in different rounds are fine; no points to check.
    EXPECT_TRUE(report.problems.empty());
}

TEST(TournamentReport, ByeEntriesWithZerosOrBlanks) {
    TrfLine line = player(1, "Solo, Sam", " 1.5");
    line.round(1, "0000", '-', 'U').round(2, "    ", ' ', ' ').round(3, "    ", ' ', 'H');
    const TournamentReport report = read_tournament_report(file({line.str()}));
    EXPECT_TRUE(report.problems.empty());
    ASSERT_EQ(report.players.size(), 1U);
    const std::vector<RoundEntry>& rounds = report.players[0].rounds;
    ASSERT_EQ(rounds.size(), 3U);
    for (const RoundEntry& entry : rounds) {
        EXPECT_EQ(entry.opponent, 0U);
        EXPECT_EQ(entry.colour, Colour::none);
    }
    EXPECT_EQ(rounds[0].result, ResultCode::pairing_bye);
    EXPECT_EQ(rounds[1].result, ResultCode::zero_point_bye);
    EXPECT_EQ(rounds[2].result, ResultCode::half_point_bye);
}

TEST(TournamentReport, ShortLinesHaveFewerFieldsAndRounds) {
    const std::string name_only = player(1, "Short, Sue").str();
    TrfLine two_rounds = player(2, "Two, Tom");
    two_rounds.round(1, "0000", '-', 'H').round(2, "0000", '-', 'F');
    // Round 3 cut after its colour: the missing result is a blank, Z.
    TrfLine cut = player(3, "Cut, Carl");
    cut.round(1, "0000", '-', 'U').round(2, "0000", '-', 'Z').field(112, "0000").field(117, "-");
    // Blanks after the last round's result add no round.
    TrfLine trailing = player(4, "Trail, Tia");
    trailing.round(1, "0000", '-', 'H').field(110, std::string(25, ' '));
    const TournamentReport report =
        read_tournament_report(file({name_only, two_rounds.str(), cut.str(), trailing.str()}));
    EXPECT_TRUE(report.problems.empty());
    ASSERT_EQ(report.players.size(), 4U);
    const Player& sue = report.players[0];
    EXPECT_EQ(sue.name, "Short, Sue");
    EXPECT_EQ(sue.rating, 0U);
    EXPECT_EQ(sue.fide_id, "");
    EXPECT_FALSE(sue.points_tenths.has_value());
    EXPECT_TRUE(sue.rounds.empty());
    EXPECT_EQ(report.players[1].rounds.size(), 2U);
    ASSERT_EQ(report.players[2].rounds.size(), 3U);
    EXPECT_EQ(report.players[2].rounds[2].result, ResultCode::zero_point_bye);
    EXPECT_EQ(report.players[3].rounds.size(), 1U);
    EXPECT_EQ(report.round_count(), 3U);
}

TEST(TournamentReport, TournamentNameAndRoundDates) {
    TrfLine dates("132");
    dates.field(92, "25/03/01").field(102, "25/03/02").field(112, "25/03/03");
    const std::string bytes =
        file({"###  a comment", TrfLine("012").field(5, "  Spring Cup ").str(), "022 Szeged",
              dates.str(), "XX", ""});
    const TournamentReport report = read_tournament_report(bytes);
    EXPECT_EQ(report.name, "Spring Cup");
    EXPECT_EQ(report.round_dates, (std::vector<std::string>{"25/03/01", "25/03/02", "25/03/03"}));
    EXPECT_TRUE(report.players.empty());
    EXPECT_TRUE(report.problems.empty());
}

TEST(TournamentReport, Tag162ScoringSetsThePointsTheResultsAddUpTo) {
    TrfLine scoring("162");
    scoring.field(6, "W").field(7, " 3.0").field(15, "D").field(16, " 1.0").field(24, "X");
    scoring.field(25, " 1.0");
    TrfLine a = player(1, "Alpha, Ann", " 7.0");  // 3 + 1 + 3 (U scores as W unless P is given)
    a.round(1, "   2", 'w', '1').round(2, "   2", 'b', '=').round(3, "0000", '-', 'U');
    TrfLine b = player(2, "Beta, Bob", " 2.0");  // 0 + 1 + 0, but writes 2.0
    b.round(1, "   1", 'b', '0').round(2, "   1", 'w', '=').round(3, "0000", '-', 'Z');
    const TournamentReport report = read_tournament_report(file({scoring.str(), a.str(), b.str()}));
    EXPECT_EQ(report.scoring.win, 30U);
    EXPECT_EQ(report.scoring.draw, 10U);
    EXPECT_EQ(report.scoring.pairing_bye, 30U);
    ASSERT_EQ(report.problems.size(), 1U);
    EXPECT_EQ(report.problems[0].kind, ProblemKind::points_mismatch);
    EXPECT_EQ(report.problems[0].message,
              "player 2 (Beta, Bob) has 2.0 points in positions 81-84, but the results add up "
              "to 1.0");
    EXPECT_EQ(report.problems[0].where.line, 3U);
    EXPECT_EQ(report.problems[0].where.column, 81U);
}

TEST(TournamentReport, Tag162PointsThatAreNoNumber) {
    TrfLine scoring("162");
    scoring.field(6, "W").field(7, " 3,0");
    const TournamentReport report = read_tournament_report(file({scoring.str()}));
    EXPECT_EQ(report.scoring.win, 10U);
    ASSERT_EQ(report.problems.size(), 1U);
    EXPECT_EQ(report.problems[0].kind, ProblemKind::malformed_line);
    EXPECT_EQ(report.problems[0].where.column, 7U);
    EXPECT_EQ(report.problems[0].message,
              "scoring (tag 162): points '3,0' for W in positions 7-10 are not a number like 1.5");
}

// Player 3 as in two_players(), with one field replaced; the problem's position and message.
struct Malformed {
    std::size_t position;
    std::string_view text;
    std::string_view message;
};

TEST(TournamentReport, EachMalformedFieldIsReportedAtItsColumn) {
    const std::vector<Malformed> cases{
        {49, "24a6", "player 3 (Müller, Jörg): rating '24a6' in positions 49-52 is not a number"},
        {81, " 1,5",
         "player 3 (Müller, Jörg): points '1,5' in positions 81-84 are not a number like 2.5"},
        {92, "  x4",
         "player 3 (Müller, Jörg), round 1: opponent 'x4' in positions 92-95 is not a start rank"},
        {97, "g", "player 3 (Müller, Jörg), round 1: colour 'g' in position 97 is none of w b -"},
        {109, "X",
         "player 3 (Müller, Jörg), round 2: result code 'X' in position 109 is none of "
         "1 = 0 + - W D L H F U Z"},
    };
    for (const Malformed& c : cases) {
        std::vector<std::string> lines = two_players();
        TrfLine changed("001");
        changed.field(1, lines[1]).field(c.position, c.text);
        lines[1] = changed.str();
        const TournamentReport report = read_tournament_report(file(lines));
        ASSERT_FALSE(report.problems.empty()) << c.message;
        const Problem& problem = report.problems[0];
        EXPECT_EQ(problem.kind, ProblemKind::malformed_line);
        EXPECT_EQ(problem.message, c.message);
        EXPECT_EQ(problem.where.line, 2U);
        EXPECT_EQ(problem.where.character_column(), c.position);
        // "Müller, Jörg" (positions 15-26) holds two 2-byte characters before every field.
        EXPECT_EQ(problem.where.column, c.position + 2);
        EXPECT_EQ(problem.where.offset, lines[0].size() + 1 + c.position + 1);
        // The line is kept, and its rounds keep their numbers.
        ASSERT_EQ(report.players.size(), 2U);
        EXPECT_EQ(report.players[0].rounds.size(), 2U);
    }
}

TEST(TournamentReport, AMalformedRoundEntryIsBlankedWithoutFurtherProblems) {
    std::vector<std::string> lines = two_players();
    TrfLine changed("001");
    changed.field(1, lines[1]).field(99, "?");
    lines[1] = changed.str();
    const TournamentReport report = read_tournament_report(file(lines));
    // Neither player 4's round 1 nor player 3's points are reported on top.
    ASSERT_EQ(report.problems.size(), 1U);
    const RoundEntry& blanked = report.players[0].rounds[0];
    EXPECT_EQ(blanked.opponent, 0U);
    EXPECT_EQ(blanked.result, ResultCode::zero_point_bye);
    EXPECT_EQ(report.players[0].rounds[1].result, ResultCode::pairing_bye);
}

TEST(TournamentReport, AStartRankThatIsNoNumberDropsTheLine) {
    for (const std::string_view rank : {"  x1", "   0", "    ", "-  3"}) {
        TrfLine line("001");
        line.field(5, rank).field(15, "Nobody, Ned");
        const TournamentReport report = read_tournament_report(file({line.str()}));
        EXPECT_TRUE(report.players.empty()) << rank;
        ASSERT_EQ(report.problems.size(), 1U) << rank;
        EXPECT_EQ(report.problems[0].where, (TextPosition{4, 1, 5, 0})) << rank;
    }
    const TournamentReport report =
        read_tournament_report(file({TrfLine("001").field(5, "  x1").str()}));
    EXPECT_EQ(report.problems[0].message,
              "start rank 'x1' in positions 5-8 is not a number from 1 to 9999: the line is "
              "skipped");
}

TEST(TournamentReport, AStartRankGivenTwiceDropsTheSecondLine) {
    const std::string first = player(1, "First, Fay").str();
    const std::string again = player(1, "Again, Abe").str();
    const TournamentReport report = read_tournament_report(file({first, again}));
    ASSERT_EQ(report.players.size(), 1U);
    EXPECT_EQ(report.players[0].name, "First, Fay");
    ASSERT_EQ(report.problems.size(), 1U);
    EXPECT_EQ(report.problems[0].where, (TextPosition{first.size() + 1 + 4, 2, 5, 0}));
    EXPECT_EQ(report.problems[0].message,
              "start rank 1 is already player 1 (First, Fay)'s, on line 1: this line is skipped");
}

TEST(TournamentReport, AnOpponentNoPlayerHasAndAPlayerPairedWithHimself) {
    TrfLine a = player(1, "Alpha, Ann");
    a.round(1, "   7", 'w', '1').round(2, "   1", 'b', '0');
    const TournamentReport report = read_tournament_report(file({a.str()}));
    ASSERT_EQ(report.problems.size(), 2U);
    EXPECT_EQ(report.problems[0].kind, ProblemKind::malformed_line);
    EXPECT_EQ(report.problems[0].where.column, 92U);
    EXPECT_EQ(report.problems[0].message,
              "player 1 (Alpha, Ann), round 1: opponent 7 is no player's start rank");
    EXPECT_EQ(report.problems[1].where.column, 102U);
    EXPECT_EQ(report.problems[1].message,
              "player 1 (Alpha, Ann), round 2: opponent 1 is the player's own start rank");
}

TEST(TournamentReport, TextBetweenFieldsIsAccepted) {
    std::vector<std::string> lines = two_players();
    TrfLine changed("001");
    changed.field(1, lines[1]).field(4, "x").field(9, "|").field(14, "|").field(48, "|");
    lines[1] = changed.str();
    const TournamentReport report = read_tournament_report(file(lines));
    EXPECT_TRUE(report.problems.empty());
    EXPECT_EQ(report.players[0].start_rank, 3U);
    EXPECT_EQ(report.players[0].name, "Müller, Jörg");
}

TEST(TournamentReport, PointsThatDifferFromTheResults) {
    std::vector<std::string> lines = two_players();
    TrfLine changed("001");
    changed.field(1, lines[1]).field(81, " 2.5");
    lines[1] = changed.str();
    const TournamentReport report = read_tournament_report(file(lines));
    ASSERT_EQ(report.problems.size(), 1U);
    EXPECT_EQ(report.problems[0].kind, ProblemKind::points_mismatch);
    EXPECT_EQ(report.problems[0].where.character_column(), 81U);
    EXPECT_EQ(report.problems[0].message,
              "player 3 (Müller, Jörg) has 2.5 points in positions 81-84, but the results add up "
              "to 2.0");
}

// Players 1 and 2 in round 1, as the two lines give it.
TournamentReport game(std::string_view a_entry, std::string_view b_entry) {
    TrfLine a = player(1, "Alpha, Ann");
    a.round(1, a_entry.substr(0, 4), a_entry[5], a_entry[7]);
    TrfLine b = player(2, "Beta, Bob");
    b.round(1, b_entry.substr(0, 4), b_entry[5], b_entry[7]);
    return read_tournament_report(file({a.str(), b.str()}));
}

TEST(TournamentReport, BothSidesOfAGameThatAgree) {
    EXPECT_TRUE(game("   2 w 1", "   1 b 0").problems.empty());
    EXPECT_TRUE(game("   2 b =", "   1 w =").problems.empty());
    EXPECT_TRUE(game("   2 w +", "   1 b -").problems.empty());
    EXPECT_TRUE(game("   2 - +", "   1 - -").problems.empty());  // a forfeit without colours
    EXPECT_TRUE(game("   2 - D", "   1 - d").problems.empty());
    EXPECT_TRUE(game("   2 w W", "   1 b L").problems.empty());
    // A double forfeit: both lose.
    EXPECT_TRUE(game("   2 - -", "   1 - -").problems.empty());
    EXPECT_TRUE(game("   2 w -", "   1 b -").problems.empty());
}

TEST(TournamentReport, BothSidesOfAGameThatDisagreeAreReportedOnce) {
    struct Case {
        std::string_view a;
        std::string_view b;
        std::string_view message;
    };
    const std::vector<Case> cases{
        {"   2 w 1", "   1 w 0",
         "round 1: player 1 (Alpha, Ann) has colour 'w' against player 2 (Beta, Bob), whose line "
         "has colour 'w': one side must have 'w' and the other 'b'"},
        {"   2 - 1", "   1 - 0",
         "round 1: player 1 (Alpha, Ann) has colour '-' against player 2 (Beta, Bob), whose line "
         "has colour '-': one side must have 'w' and the other 'b'"},
        {"   2 w 1", "   1 b 1",
         "round 1: player 1 (Alpha, Ann) has result '1' against player 2 (Beta, Bob), whose line "
         "has result '1': the other side of '1' is '0'"},
        {"   2 w =", "   1 w 0",
         "round 1: player 1 (Alpha, Ann) has colour 'w' and result '=' against player 2 (Beta, "
         "Bob), whose line has colour 'w' and result '0': one side must have 'w' and the other "
         "'b', and the other side of '=' is '='"},
        {"   2 w +", "   1 b 0",
         "round 1: player 1 (Alpha, Ann) has result '+' against player 2 (Beta, Bob), whose line "
         "has result '0': the other side of '+' is '-'"},
        {"   2 w 1", "0000 - Z",
         "round 1: player 1 (Alpha, Ann) meets player 2 (Beta, Bob), whose line has no opponent "
         "in that round"},
    };
    for (const Case& c : cases) {
        const TournamentReport report = game(c.a, c.b);
        ASSERT_EQ(report.problems.size(), 1U) << c.message;
        const Problem& problem = report.problems[0];
        EXPECT_EQ(problem.kind, ProblemKind::pairing_inconsistent);
        EXPECT_EQ(problem.message, c.message);
        EXPECT_EQ(problem.where.line, 1U);
        EXPECT_EQ(problem.where.column, 92U);
    }
    // Told only by the higher start rank's line, the game is reported from there.
    const TournamentReport report = game("0000 - Z", "   1 b 0");
    ASSERT_EQ(report.problems.size(), 1U);
    EXPECT_EQ(report.problems[0].where.line, 2U);
    EXPECT_EQ(report.problems[0].message,
              "round 1: player 2 (Beta, Bob) meets player 1 (Alpha, Ann), whose line has no "
              "opponent in that round");
}

TEST(TournamentReport, AnOpponentsLineThatNamesSomeoneElseOrEndsEarly) {
    TrfLine a = player(1, "Alpha, Ann");
    a.round(1, "   2", 'w', '1').round(2, "   3", 'b', '=');
    TrfLine b = player(2, "Beta, Bob");
    b.round(1, "   3", 'b', '0');
    TrfLine c = player(3, "Gamma, Gus");
    c.round(1, "   2", 'w', '1');
    const TournamentReport report = read_tournament_report(file({a.str(), b.str(), c.str()}));
    ASSERT_EQ(report.problems.size(), 2U);
    EXPECT_EQ(report.problems[0].message,
              "round 1: player 1 (Alpha, Ann) meets player 2 (Beta, Bob), whose line has player 3 "
              "in that round");
    EXPECT_EQ(report.problems[1].message,
              "round 2: player 1 (Alpha, Ann) meets player 3 (Gamma, Gus), whose line has no "
              "round 2");
    EXPECT_EQ(report.problems[1].where.character_column(), 102U);
}

TEST(TournamentReport, ThePairingAllocatedByeOnceARound) {
    TrfLine a = player(1, "Alpha, Ann");
    a.round(1, "0000", '-', 'U');
    TrfLine b = player(2, "Beta, Bob");
    b.round(1, "0000", '-', 'u');
    const TournamentReport report = read_tournament_report(file({a.str(), b.str()}));
    ASSERT_EQ(report.problems.size(), 1U);
    EXPECT_EQ(report.problems[0].kind, ProblemKind::pairing_inconsistent);
    EXPECT_EQ(report.problems[0].where.line, 2U);
    EXPECT_EQ(report.problems[0].message,
              "round 1: player 2 (Beta, Bob) has the pairing-allocated bye (U), which player 1 "
              "(Alpha, Ann) has already; a round has at most one");
}

TEST(TournamentReport, ACleanSixPlayerReportHasNoProblems) {
    // Round 1: 1-4 1-0, 2-5 draw, 3-6 0-1. Round 2: 6-1 by forfeit, 2-3 1-0, 4 the pairing bye,
    // 5 a half-point bye. Round 3: 1-5 draw, 3-4 1-0, 2-6 0-1.
    std::vector<TrfLine> lines{
        player(1, "Alpha, Ann", " 1.5"), player(2, "Beta, Bob", " 1.5"),
        player(3, "Gamma, Gus", " 1.0"), player(4, "Delta, Dee", " 1.0"),
        player(5, "Eps, Eve", " 1.5"),   player(6, "Zeta, Zoë", " 3.0"),
    };
    lines[0].round(1, "   4", 'w', '1').round(2, "   6", 'b', '-').round(3, "   5", 'w', '=');
    lines[1].round(1, "   5", 'w', '=').round(2, "   3", 'w', '1').round(3, "   6", 'w', '0');
    lines[2].round(1, "   6", 'w', '0').round(2, "   2", 'b', '0').round(3, "   4", 'w', '1');
    lines[3].round(1, "   1", 'b', '0').round(2, "0000", '-', 'U').round(3, "   3", 'b', '0');
    lines[4].round(1, "   2", 'b', '=').round(2, "0000", '-', 'H').round(3, "   1", 'b', '=');
    lines[5].round(1, "   3", 'b', '1').round(2, "   1", 'w', '+').round(3, "   2", 'b', '1');
    std::vector<std::string> text{TrfLine("012").field(5, "Six").str()};
    for (const TrfLine& line : lines) text.push_back(line.str());
    const TournamentReport report = read_tournament_report(file(text));
    for (const Problem& problem : report.problems) ADD_FAILURE() << problem.message;
    ASSERT_EQ(report.players.size(), 6U);
    EXPECT_EQ(report.round_count(), 3U);
    EXPECT_EQ(report.players[5].name, "Zeta, Zoë");
}

TEST(TournamentReport, EveryProblemOfAMangledFileStandsInsideTheFile) {
    std::vector<std::string> lines = two_players();
    lines.push_back(player(5, "Ünal, Ece", " 0.0").round(1, "   3", 'b', '0').str());
    const std::string clean = file(lines);
    const std::string bytes_to_try = std::string("x \r\n9-\xC3\xFC", 8);
    std::size_t problems = 0;
    for (std::size_t at = 0; at < clean.size(); ++at) {
        for (const char byte : bytes_to_try) {
            std::string mangled = clean;
            mangled[at] = byte;
            for (const std::string& bytes : {mangled, clean.substr(0, at)}) {
                const TournamentReport report = read_tournament_report(bytes);
                for (const Problem& problem : report.problems) {
                    ++problems;
                    EXPECT_LE(problem.where.offset, bytes.size());
                    EXPECT_GE(problem.where.column, problem.where.multibyte_extra + 1);
                    EXPECT_FALSE(problem.message.empty());
                }
            }
        }
    }
    EXPECT_GT(problems, 0U);
}

TEST(TournamentReport, FindsAPlayerByStartRankInAnyOrder) {
    TournamentReport report;
    EXPECT_EQ(report.find(1), nullptr);
    EXPECT_EQ(report.round_count(), 0U);
    report.players.resize(3);
    report.players[0].start_rank = 1;
    report.players[1].start_rank = 7;
    report.players[2].start_rank = 2;
    EXPECT_EQ(report.find(1), &report.players[0]);
    EXPECT_EQ(report.find(2), &report.players[2]);
    EXPECT_EQ(report.find(7), &report.players[1]);
    EXPECT_EQ(report.find(3), nullptr);
    EXPECT_EQ(report.find(0), nullptr);
}

TEST(ResultCodes, CharactersPlayedGamesAndTheOpponentsSide) {
    EXPECT_EQ(result_code_char(ResultCode::win), '1');
    EXPECT_EQ(result_code_char(ResultCode::draw), '=');
    EXPECT_EQ(result_code_char(ResultCode::forfeit_loss), '-');
    EXPECT_EQ(result_code_char(ResultCode::unplayed_draw), 'D');
    EXPECT_EQ(result_code_char(ResultCode::zero_point_bye), 'Z');
    EXPECT_TRUE(is_played(ResultCode::win));
    EXPECT_TRUE(is_played(ResultCode::draw));
    EXPECT_TRUE(is_played(ResultCode::loss));
    EXPECT_FALSE(is_played(ResultCode::forfeit_win));
    EXPECT_FALSE(is_played(ResultCode::unplayed_win));
    EXPECT_FALSE(is_played(ResultCode::half_point_bye));
    EXPECT_EQ(opponent_result(ResultCode::win), ResultCode::loss);
    EXPECT_EQ(opponent_result(ResultCode::loss), ResultCode::win);
    EXPECT_EQ(opponent_result(ResultCode::draw), ResultCode::draw);
    EXPECT_EQ(opponent_result(ResultCode::forfeit_win), ResultCode::forfeit_loss);
    EXPECT_EQ(opponent_result(ResultCode::forfeit_loss), ResultCode::forfeit_win);
    EXPECT_EQ(opponent_result(ResultCode::unplayed_win), ResultCode::unplayed_loss);
    EXPECT_EQ(opponent_result(ResultCode::unplayed_draw), ResultCode::unplayed_draw);
    EXPECT_EQ(opponent_result(ResultCode::pairing_bye), ResultCode::pairing_bye);
    EXPECT_EQ(opponent_result(ResultCode::zero_point_bye), ResultCode::zero_point_bye);
}

TEST(TournamentReport, HostileBytesNeverThrowNorReadPastTheEnd) {
    EXPECT_TRUE(read_tournament_report("").players.empty());
    EXPECT_TRUE(read_tournament_report("\xEF\xBB").problems.empty());
    const TournamentReport bare = read_tournament_report("001");
    ASSERT_EQ(bare.problems.size(), 1U);
    EXPECT_EQ(bare.problems[0].where, (TextPosition{3, 1, 4, 0}));  // the line's end
    EXPECT_EQ(bare.problems[0].message, "positions 5-8 hold no start rank: the line is skipped");
    // A cut UTF-8 sequence makes the file Latin-1; then a bare CR, an empty line and a 162
    // line that ends before its first code.
    const TournamentReport cut = read_tournament_report("001    1 \xC3\n\r\n\n162 W");
    EXPECT_EQ(cut.encoding, Encoding::latin1);
    ASSERT_EQ(cut.players.size(), 1U);
    EXPECT_EQ(cut.players[0].name, "");
    const TournamentReport long_line =
        read_tournament_report("001    1" + std::string(100000, '9') + "\n");
    ASSERT_EQ(long_line.players.size(), 1U);
    EXPECT_FALSE(long_line.problems.empty());
}

}  // namespace
}  // namespace pgnlint::trf
