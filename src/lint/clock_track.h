// The replay's record of a game's clocks on the main line, which clock_checks.cpp checks: the
// time control the TimeControl tag gives, each player's latest %clk and the first of its moves
// found without one, and what the comments after the latest move gave. Only clock comments
// touch it: the replay does nothing for it per move, and a game allocates nothing for it.
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
    std::string_view san;  // the move as written, and where
    pgn::Span span;
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
        std::uint32_t last_ply = 0;     // and its ply; 0: no clock yet
        // A period's time due after the last reading's move that did not show there: a
        // broadcast may show a move-40 period on move 40 or on move 41.
        Millis pending_period = 0;
        std::uint32_t clocked = 0;  // main-line moves with a %clk
        // The first of the player's moves found without a clock (0: none yet).
        std::uint32_t first_missing_ply = 0;
    };

    TimeControl control;  // kind malformed until a TimeControl tag is read
    bool tag_seen = false;
    pgn::Span tag_span;
    std::uint64_t tag_value_offset = 0;  // where its value starts
    std::size_t tag_index = 0;           // the tag's place in the report's tags
    // malformed-time-control was told from the clocks (a unit mistake) and `control` holds what
    // the clocks fit; said once per game.
    bool unit_told = false;
    std::array<Player, 2> players;
    // What the source's readings may be off beyond their written precision (lichess), found at
    // the game's first clock.
    Millis slack = 0;
    bool slack_known = false;
    std::uint32_t start_game_ply = 0;  // plies before the start position, as the replay counts
    // What the comments after the latest main-line move gave, each with the ply it is for: its
    // first %clk (read), its first %emt, and whether they were checked against each other.
    std::uint32_t reading_ply = 0;
    ClockReading reading;
    std::uint32_t elapsed_ply = 0;
    ClockTime elapsed;
    std::uint32_t elapsed_checked_ply = 0;

    // For the next game. The reading and elapsed time are stale by their plies, so only what a
    // game without clocks or without a tag must find is reset (this runs for every game).
    void reset() {
        control.kind = TimeControlKind::malformed;
        control.period_count = 0;
        tag_seen = false;
        unit_told = false;
        players = {};
        slack = 0;
        slack_known = false;
        reading_ply = 0;
        elapsed_ply = 0;
        elapsed_checked_ply = 0;
    }
    // 0 White, 1 Black: the player of `ply`.
    std::size_t player_index(std::uint32_t ply) const { return (start_game_ply + ply - 1) & 1; }
    // The player's first ply in the game, and its plies up to `plies` made.
    std::uint32_t first_ply(std::size_t index) const { return player_index(1) == index ? 1 : 2; }
    std::uint32_t moves_of(std::size_t index, std::uint32_t plies) const {
        return player_index(1) == index ? (plies + 1) / 2 : plies / 2;
    }
};

}  // namespace pgnlint::lint
