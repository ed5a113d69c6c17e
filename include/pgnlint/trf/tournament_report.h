// The FIDE Tournament Report File (TRF16, and TRF-2026 where its player lines keep TRF16's
// layout) as plain data: the tournament's name and round dates, and per player the start rank,
// name, rating, federation, FIDE ID, points and each round's opponent, colour and result code.
// Knows no PGN and no chess. Column layout: FIDE Handbook, "Format of Tournament Report File"
// (TRF16; TRF26, approved 12/05/2025), player section `001`.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pgnlint::trf {

// Where something stands in the report file: offset is the 0-based byte offset in the file;
// line and column are 1-based, column counting bytes from the start of the line (as
// lint::Location); multibyte_extra counts the bytes before the column on its line that continue a
// UTF-8 character, so that column - multibyte_extra is the character column, the one TRF's
// layout counts. A Latin-1 file has one byte per character: multibyte_extra is 0.
struct TextPosition {
    std::uint64_t offset = 0;
    std::uint32_t line = 1;
    std::uint32_t column = 1;
    std::uint32_t multibyte_extra = 0;

    std::uint32_t character_column() const { return column - multibyte_extra; }
    friend bool operator==(const TextPosition&, const TextPosition&) = default;
};

enum class Colour : std::uint8_t { none, white, black };

// A round's result code (TRF16 player section, position 99 for round 1). Letter codes are read
// case-insensitively.
enum class ResultCode : std::uint8_t {
    win,             // 1
    draw,            // =
    loss,            // 0
    forfeit_win,     // +
    forfeit_loss,    // -
    unplayed_win,    // W: a win where the game lasted less than one move (not rated)
    unplayed_draw,   // D
    unplayed_loss,   // L
    half_point_bye,  // H
    full_point_bye,  // F
    pairing_bye,     // U: the pairing-allocated bye
    zero_point_bye,  // Z, or a blank result
};

// The code as a TRF file writes it: '1', '=', '0', '+', '-', 'W', 'D', 'L', 'H', 'F', 'U', 'Z'.
char result_code_char(ResultCode code);
// A game played over the board and rated: 1, = and 0.
bool is_played(ResultCode code);
// The result the opponent's line must show for the same game: 1 <-> 0, = <-> =, + <-> -,
// W <-> L, D <-> D; byes (H, F, U, Z) have no opponent and return themselves.
ResultCode opponent_result(ResultCode code);

// One round of a player's line (10 columns from position 92 for round 1, 102 for round 2, ...).
struct RoundEntry {
    std::uint32_t opponent = 0;  // the opponent's start rank; 0: none (a bye, absent, unpaired)
    Colour colour = Colour::none;
    ResultCode result = ResultCode::zero_point_bye;
    TextPosition where;  // the entry's first column (the opponent's start rank)
};

struct Player {
    std::uint32_t start_rank = 0;  // positions 5-8
    char sex = ' ';                // position 10: 'm', 'w' or blank
    std::string title;             // positions 11-13, trimmed
    std::string name;              // positions 15-47, UTF-8, trimmed ("Lastname, Firstname")
    std::uint32_t rating = 0;      // positions 49-52; 0: none
    std::string federation;        // positions 54-56, trimmed
    std::string fide_id;           // positions 58-68, trimmed; empty: none
    // Positions 81-84 in tenths of a point ("11.5" -> 115); nullopt when blank.
    std::optional<std::uint32_t> points_tenths;
    std::vector<RoundEntry> rounds;  // rounds[0] is round 1; as many as the line has
    TextPosition where;              // the line's first column
    TextPosition points_where;       // position 81
};

// What the reader found wrong with the file itself.
enum class ProblemKind : std::uint8_t {
    // A line that does not follow the layout: a field that is not what its columns must hold
    // (a start rank that is no number, an unknown result code, a colour other than w, b, -), a
    // start rank given twice, an opponent no player line has.
    malformed_line,
    // A player's points (positions 81-84) differ from the sum of their results under the
    // report's scoring (tag 162, else 1, 1/2, 0 and the byes' defaults).
    points_mismatch,
    // A game seen from its two players' lines disagrees: player A meets B in round R but B's line
    // has another opponent that round, the same colour, or a result that is not the opposite.
    pairing_inconsistent,
};

struct Problem {
    ProblemKind kind = ProblemKind::malformed_line;
    TextPosition where;   // the column of the field at fault
    std::string message;  // plain language, naming the player and round where there is one
};

// Points per result kind in tenths of a point (tag 162; TRF's defaults otherwise).
struct Scoring {
    std::uint32_t win = 10;          // W: 1, +, W, F
    std::uint32_t draw = 5;          // D: =, D, H
    std::uint32_t loss = 0;          // L: 0, L
    std::uint32_t absence = 0;       // A: -, Z, blank
    std::uint32_t pairing_bye = 10;  // P: U
};

enum class Encoding : std::uint8_t { utf8, latin1 };

struct TournamentReport {
    std::string name;                      // tag 012, trimmed; empty when absent
    std::vector<std::string> round_dates;  // tag 132, per round from position 92; may be empty
    std::vector<Player> players;           // the 001 lines in file order
    std::vector<Problem> problems;         // in file order, then the consistency problems
    Scoring scoring;
    Encoding encoding = Encoding::utf8;  // UTF-8 (a BOM is skipped) unless not valid UTF-8

    // The most rounds any player line has.
    std::uint32_t round_count() const;
    // The player with this start rank, or nullptr.
    const Player* find(std::uint32_t start_rank) const;
};

// Reads a whole report file. Never throws on bad input: what is wrong becomes a Problem, and the
// lines that could be read are kept (a malformed round entry drops that entry only; a line
// whose start rank cannot be read is dropped). LF or CRLF line ends; lines other than 001, 012,
// 132 and 162 (other tournament tags, `###` comments, NRS and team records, blank lines) are
// skipped. Also checks the report's own consistency (points against results, both sides of each
// pairing).
TournamentReport read_tournament_report(std::string_view bytes);

// Tenths of a point as TRF writes points: 25 -> "2.5".
std::string format_points(std::uint32_t tenths);

}  // namespace pgnlint::trf
