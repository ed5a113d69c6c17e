// The TimeControl tag (PGN standard 9.6.1) read into the periods a game's clocks follow: "?",
// "-", "40/9000", "300", "4500+60" and "*180", fields joined by ':' with the last one repeating,
// fractions of a second ("2700+4.5"), and the forms the world writes beside the standard's:
// FIDE's "40/5400+30:1800+30" and a correspondence "1/259200". A pure function of the text.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace pgnlint::lint {

// Times in milliseconds: tags and clocks carry tenths and thousandths of seconds.
using Millis = std::int64_t;

inline constexpr Millis kMillisPerSecond = 1000;

struct TimePeriod {
    std::uint32_t moves = 0;         // moves to make in the period; 0: the rest of the game
    Millis time = 0;                 // on the clock at the start of the period
    Millis increment = 0;            // added after each move of the period
    bool written_increment = false;  // written with '+', an increment of 0 too ("180+0")
};

enum class TimeControlKind : std::uint8_t {
    periods,    // `periods` say what the clocks may show
    unknown,    // "?"
    none,       // "-": no time control
    sandclock,  // "*180": the time one player uses goes to the other
    malformed,  // not a time control: see `problem` and `read`
};

// How a readable value stands to the standard's six kinds of field.
enum class TimeControlForm : std::uint8_t {
    standard,
    // "40/5400+30:1800+30": an increment inside a moves/seconds field, FIDE's classical control;
    // the standard has no field for it.
    increment_in_move_period,
    // "1/259200": one move in N seconds, a day or more, as chess.com writes its daily games; the
    // standard carries unused time over to the next period, correspondence sites reset it.
    correspondence,
};

enum class TimeControlProblem : std::uint8_t {
    none,
    not_a_time_control,     // the text stops being one at `read`
    empty,                  // the value is empty
    alone_only,             // "?", "-" or "*N" beside another field
    sudden_death_not_last,  // "300:..." or "300+5:...": a field without moves that is not last
    zero_moves,             // "0/300": a period of no moves
    too_large,              // a number beyond what any clock holds (more than 31 years)
    too_many_periods,       // more fields than kMaxPeriods
};

struct TimeControl {
    static constexpr std::size_t kMaxPeriods = 8;

    TimeControlKind kind = TimeControlKind::malformed;
    TimeControlForm form = TimeControlForm::standard;
    TimeControlProblem problem = TimeControlProblem::none;
    // Malformed: how many bytes of the value were read before the first that belongs to no time
    // control (the whole value when the fields read but do not fit together).
    std::size_t read = 0;
    std::uint8_t period_count = 0;
    std::array<TimePeriod, kMaxPeriods> periods{};

    bool has_periods() const { return kind == TimeControlKind::periods; }
    // The time on each clock at the start; 0 without periods.
    Millis start() const { return has_periods() ? periods[0].time : 0; }
    // "300", "180+2": one period for the whole game, the same increment after every move.
    bool one_field() const {
        return kind == TimeControlKind::periods && period_count == 1 && periods[0].moves == 0;
    }
    // The increment added after move `move_number` (1-based); 0 without periods.
    Millis increment_after(std::uint32_t move_number) const {
        return one_field() ? periods[0].increment : increment_in_periods(move_number);
    }
    // The time of the period that starts after move `move_number`: the next field's, or the last
    // field's again when it repeats; 0 when no period ends there.
    Millis period_time_after(std::uint32_t move_number) const {
        return one_field() ? 0 : period_time_in_periods(move_number);
    }

private:
    Millis increment_in_periods(std::uint32_t move_number) const;
    Millis period_time_in_periods(std::uint32_t move_number) const;
};

// Reads a TimeControl tag's value; never fails: a value that is no time control comes back
// malformed, with what was read.
TimeControl read_time_control(std::string_view value);

// The value in the standard's spelling where there is one ("3600", "300+2", "40/5400:1800+30"),
// else in the form read ("40/5400+30:1800+30"): numbers in seconds, fractions without trailing
// zeros. Only for kind periods.
std::string time_control_text(const TimeControl& control);

// A duration in seconds as pgnlint writes it in messages and tag values: "30", "4.5", "0.05".
void append_seconds(Millis duration, std::string& out);

// The same with its unit, for messages: "30 s", "4.5 s".
std::string seconds_text(Millis duration);

}  // namespace pgnlint::lint
