// The replay's record of a game's clocks on the main line, which clock_checks.cpp checks: the
// time control the TimeControl tag gives, each player's latest %clk, the move a clock comment
// belongs to, and each player's first move without a clock. Fixed size: a game allocates nothing
// for its clocks.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>

#include "pgnlint/lint/clock_comment.h"
#include "pgnlint/lint/diagnostic.h"
#include "pgnlint/lint/time_control.h"
#include "pgnlint/pgn/span.h"

namespace pgnlint::lint {

// One %clk of the main line, with what its checks share.
struct ClockReading {
    ClockTime clock;
    std::uint32_t ply = 0;
    std::uint32_t move = 0;        // the move number
    std::uint32_t first_move = 0;  // the player's first move number in the game
    Side side = Side::none;
    Millis slack = 0;  // what the source's readings may be off beyond their precision
    ClockFacts facts;  // both clocks at this move, and the mover's reading before
    // For the move's %emt: the clock the move started from (the player's reading after the
    // move before, or the starting time), what the move may add to it, and whether the clock
    // gained more than that.
    std::optional<ClockTime> before;
    Millis credit = 0;
    bool gained = false;
};

struct ClockTrack {
    // One player's clocks.
    struct Player {
        std::optional<ClockTime> last;  // the latest %clk
        std::uint32_t last_move = 0;    // its move number
        std::string_view last_san;      // and that move as written
        // A period's time due after the last reading's move that did not show there: a
        // broadcast may show a move-40 period on move 40 or on move 41.
        Millis pending_period = 0;
        std::uint32_t moves = 0;    // main-line moves made
        std::uint32_t clocked = 0;  // of them, with a %clk
        // The first move without a clock: its ply (0: none yet), as written, and where.
        std::uint32_t first_missing_ply = 0;
        std::string_view first_missing_san;
        pgn::Span first_missing_span;
    };

    TimeControl control;  // kind malformed until a TimeControl tag is read
    bool tag_seen = false;
    pgn::Span tag_span;
    Location tag_value_where;   // where its value starts
    std::size_t tag_index = 0;  // the tag's place in the report's tags
    // malformed-time-control was told from the clocks (a unit mistake) and `control` holds what
    // the clocks fit; said once per game.
    bool unit_told = false;
    std::array<Player, 2> players;
    // What the source's readings may be off beyond their written precision (lichess), found at
    // the game's first clock.
    Millis slack = 0;
    bool slack_known = false;
    std::uint32_t start_game_ply = 0;  // plies before the start position, as the replay counts
    // The latest main-line move: the clock comments after it, before the next, are its own.
    std::uint32_t move_ply = 0;
    std::string_view move_san;
    pgn::Span move_span;
    std::optional<ClockReading> reading;  // from its first %clk
    std::optional<ClockTime> elapsed;     // its first %emt, in the same comment or another
    bool elapsed_checked = false;

    void reset() { *this = ClockTrack{}; }
    Player& player_of_ply(std::uint32_t ply) { return players[(start_game_ply + ply - 1) & 1]; }

    // A main-line move was made: the move before it, if it got no clock, may be its player's
    // first without one.
    void main_move(std::uint32_t ply, std::string_view san, pgn::Span span) {
        if (move_ply != 0 && !reading) note_missing();
        move_ply = ply;
        move_san = san;
        move_span = span;
        reading.reset();
        elapsed.reset();
        elapsed_checked = false;
        ++player_of_ply(ply).moves;
    }
    void note_missing() {
        Player& player = player_of_ply(move_ply);
        if (player.first_missing_ply != 0) return;
        player.first_missing_ply = move_ply;
        player.first_missing_san = move_san;
        player.first_missing_span = move_span;
    }
};

}  // namespace pgnlint::lint
