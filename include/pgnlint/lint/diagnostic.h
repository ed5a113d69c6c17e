// One finding about the input: which rule, how severe, a plain-language message, and exactly where
// (byte offset, line, column, and for a move its ply, move number, side, SAN, the FEN before it
// and the move that led there).
#pragma once

#include <climits>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "pgnlint/lint/rules.h"
#include "pgnlint/lint/uci_move.h"

namespace pgnlint::lint {

// The side that made a move, won a game, or none (a tag finding, a draw).
enum class Side : std::uint8_t { none, white, black };

// "none", "white", "black".
std::string_view side_name(Side side);

// offset: 0-based byte offset in the (decompressed) input; line and column: 1-based, the column
// counting bytes from the start of the line (the PGN reader's Span convention).
// multibyte_extra: how many of the bytes before the column on its line are the second to fourth
// bytes of UTF-8 characters, so that character_column() counts characters, the way SARIF and
// GitHub count columns (a byte that is not UTF-8 counts as one character).
struct Location {
    std::uint64_t offset = 0;
    std::uint32_t line = 1;
    std::uint32_t column = 1;
    std::uint32_t multibyte_extra = 0;

    std::uint32_t character_column() const { return column - multibyte_extra; }
    // The location after `skipped`, the bytes from here on along the same line.
    Location advanced(std::string_view skipped) const;

    friend bool operator==(const Location&, const Location&) = default;
};

// One replacement in the input: `length` bytes from `offset` (the same offsets as Location's)
// become `replacement`; length 0 inserts. Fixes are data: lint computes them, the fix module
// applies them and reporters print them.
struct Edit {
    std::uint64_t offset = 0;
    std::uint32_t length = 0;
    std::string replacement;
    // An inserted termination marker: it ends the game, so at its offset it goes after every
    // other insertion (a tag inserted after a tags-only game's last tag stays in that game).
    bool ends_game = false;

    friend bool operator==(const Edit&, const Edit&) = default;
};

// How to repair a finding: its edits, none when the finding cannot be repaired mechanically.
// Whether it is safe to apply without asking is the rule's (rule(id).fixability).
struct Fix {
    std::vector<Edit> edits;

    bool empty() const { return edits.empty(); }
    friend bool operator==(const Fix&, const Fix&) = default;
};

// The clocks a clock finding is about (the clock rules, C), in milliseconds; kNone where the game
// records none. Reports write them in seconds.
struct ClockFacts {
    static constexpr std::int64_t kNone = INT64_MIN;
    std::int64_t white = kNone;     // White's clock at the finding's move (the latest reading)
    std::int64_t black = kNone;     // Black's clock at the finding's move (the latest reading)
    std::int64_t previous = kNone;  // the mover's reading before this one
    std::int64_t limit = kNone;     // the bound the reading broke (a rise, a first clock)
    std::int64_t elapsed = kNone;   // the move's %emt

    bool any() const {
        return white != kNone || black != kNone || previous != kNone || limit != kNone ||
               elapsed != kNone;
    }
    friend bool operator==(const ClockFacts&, const ClockFacts&) = default;
};

// "Did you mean": a move an illegal, ambiguous or unreadable move may have been meant as, judged
// by the position and by the moves written after it. The suggested move (when there is one) is
// legal in the finding's position, fen_before.
struct MoveSuggestion {
    enum class Kind : std::uint8_t {
        replace,  // this move instead of the written one: a slip of one character
        insert,   // this move is missing before the written one, which is then legal
        remove,   // the written move is one too many: the move written next is legal here
    };
    Kind kind = Kind::replace;
    std::string san;  // the suggested move; empty for `insert` when too many moves fit
    UciMove uci;      // unknown when `san` is empty
    std::string why;  // what slip it supposes: "the file one off", "a capture mark too many", ...
    // How many of the moves written after the refused one are legal in a row once the slip is
    // mended (at most the few that are looked at).
    std::uint32_t follows = 0;

    friend bool operator==(const MoveSuggestion&, const MoveSuggestion&) = default;
};

// "replace", "insert", "remove"; and back (nullopt for any other text).
std::string_view suggestion_kind_name(MoveSuggestion::Kind kind);
std::optional<MoveSuggestion::Kind> parse_suggestion_kind(std::string_view name);

struct Diagnostic {
    RuleId rule = RuleId::unexpected_token;
    Severity severity = Severity::error;  // effective severity, after per-code overrides
    // Plain language, readable by an arbiter without the other fields: it names the move
    // ("12... Nf6", see describe_move), what is wrong and, where relevant, the FIDE article.
    std::string message;
    Location where;
    // Plies count from the game's own start position (its first move is ply 1, whatever move
    // number a FEN tag carries); a variation counts from the same start, so the first move of a
    // variation replacing ply 5 is ply 5 too. 0: the finding is not about a move.
    std::uint32_t ply = 0;
    std::uint32_t move_number = 0;        // as in the position's FEN fullmove counter; 0 with ply 0
    Side side = Side::none;               // the side that made the move; none with ply 0
    std::uint32_t variation_depth = 0;    // 0: main line; 1: a variation of it; ...
    std::string san;                      // the move as written (may hold non-UTF-8 bytes)
    std::string fen_before;               // the position before the move; empty with ply 0
    std::vector<std::string> candidates;  // ambiguous-move: the SAN of every matching move
    // illegal-move, ambiguous-move, invalid-move-syntax: the likeliest meant moves, best first
    std::vector<MoveSuggestion> suggestions;
    Fix fix;  // empty when the finding has no mechanical repair
    // The move that made `fen_before`: the last legal move of the line before this one; unknown
    // at the start position, after a null move, and in records of an older pgnlint.
    UciMove previous_uci;
    ClockFacts clocks;  // clock findings only
};

// "12. e4" for White, "12... Nf6" for Black: the way the message names a move.
std::string describe_move(std::uint32_t move_number, Side side, std::string_view san);

}  // namespace pgnlint::lint
