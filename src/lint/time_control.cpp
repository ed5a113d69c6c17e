// read_time_control(): the TimeControl tag's fields (PGN standard 9.6.1), read byte by byte; and
// the periods' queries the clock checks ask per move.
#include "pgnlint/lint/time_control.h"

#include "pgnlint/lint/ascii.h"

namespace pgnlint::lint {
namespace {

// More than any clock holds (31 years): beyond it a number is a typing error, and sums of a
// game's increments stay far from overflowing.
constexpr Millis kMostControlSeconds = 1'000'000'000;
constexpr std::uint32_t kMostMoves = 100'000;

// One day: a "1/N" field with N of a day or more is a correspondence control.
constexpr Millis kDay = 86'400 * kMillisPerSecond;

struct Cursor {
    std::string_view text;
    std::size_t at = 0;

    bool done() const { return at == text.size(); }
    char peek() const { return done() ? '\0' : text[at]; }
    bool digit() const { return !done() && is_ascii_digit(text[at]); }
};

enum class Read : std::uint8_t { ok, not_a_number, too_large };

// Digits, then optionally '.' and one to three digits: `whole` seconds and `fraction` ms.
Read read_number(Cursor& c, Millis& whole, Millis& fraction, bool& has_fraction) {
    if (!c.digit()) return Read::not_a_number;
    whole = 0;
    bool large = false;
    while (c.digit()) {
        whole = whole * 10 + (c.text[c.at++] - '0');
        if (whole > kMostControlSeconds) {
            large = true;
            whole = kMostControlSeconds;
        }
    }
    fraction = 0;
    has_fraction = c.peek() == '.';
    if (has_fraction) {
        ++c.at;
        if (!c.digit()) return Read::not_a_number;
        for (Millis scale = 100; c.digit(); scale /= 10) {
            if (scale == 0) return Read::not_a_number;  // a fourth decimal
            fraction += (c.text[c.at++] - '0') * scale;
        }
    }
    return large ? Read::too_large : Read::ok;
}

Read read_seconds(Cursor& c, Millis& out) {
    Millis whole = 0;
    Millis fraction = 0;
    bool has_fraction = false;
    const Read read = read_number(c, whole, fraction, has_fraction);
    out = whole * kMillisPerSecond + fraction;
    return read;
}

TimeControl malformed_control(TimeControlProblem problem, std::size_t read) {
    TimeControl control;
    control.problem = problem;
    control.read = read;
    return control;
}

TimeControl failed(Read read, const Cursor& c) {
    return malformed_control(read == Read::too_large ? TimeControlProblem::too_large
                                                     : TimeControlProblem::not_a_time_control,
                             c.at);
}

}  // namespace

TimeControl read_time_control(std::string_view value) {
    if (value.empty()) return malformed_control(TimeControlProblem::empty, 0);
    TimeControl control;
    if (value == "?" || value == "-") {
        control.kind = value == "?" ? TimeControlKind::unknown : TimeControlKind::none;
        return control;
    }
    Cursor c{value};
    bool move_period_increment = false;
    for (;;) {
        if (c.peek() == '?' || c.peek() == '-') {
            return malformed_control(TimeControlProblem::alone_only, c.at);
        }
        if (control.period_count == TimeControl::kMaxPeriods)
            return malformed_control(TimeControlProblem::too_many_periods, c.at);
        TimePeriod& period = control.periods[control.period_count++];
        const bool sandclock = c.peek() == '*';
        if (sandclock) {
            ++c.at;
            if (const Read read = read_seconds(c, period.time); read != Read::ok)
                return failed(read, c);
        } else {
            Millis whole = 0;
            Millis fraction = 0;
            bool has_fraction = false;
            if (const Read read = read_number(c, whole, fraction, has_fraction); read != Read::ok)
                return failed(read, c);
            if (c.peek() == '/' && !has_fraction) {
                if (whole == 0) return malformed_control(TimeControlProblem::zero_moves, c.at);
                if (whole > kMostMoves)
                    return malformed_control(TimeControlProblem::too_large, c.at);
                period.moves = static_cast<std::uint32_t>(whole);
                ++c.at;
                if (const Read read = read_seconds(c, period.time); read != Read::ok)
                    return failed(read, c);
            } else {
                period.time = whole * kMillisPerSecond + fraction;
            }
            if (c.peek() == '+') {
                ++c.at;
                period.written_increment = true;
                if (const Read read = read_seconds(c, period.increment); read != Read::ok)
                    return failed(read, c);
                move_period_increment = move_period_increment || period.moves != 0;
            }
        }
        if (c.done()) {
            control.kind = sandclock ? TimeControlKind::sandclock : TimeControlKind::periods;
            break;
        }
        if (c.peek() != ':') return malformed_control(TimeControlProblem::not_a_time_control, c.at);
        // A field without a move count never ends, so nothing can follow it (9.6.1: the fourth,
        // fifth and sixth kinds are for the last field only).
        if (sandclock || period.moves == 0)
            return malformed_control(TimeControlProblem::sudden_death_not_last, c.at);
        ++c.at;
    }
    if (move_period_increment) {
        control.form = TimeControlForm::increment_in_move_period;
    } else if (control.period_count == 1 && control.periods[0].moves == 1 &&
               control.periods[0].time >= kDay) {
        control.form = TimeControlForm::correspondence;
    }
    control.read = value.size();
    return control;
}

Millis TimeControl::increment_in_periods(std::uint32_t move_number) const {
    if (!has_periods()) return 0;
    std::uint64_t end = 0;
    for (std::size_t i = 0; i < period_count; ++i) {
        const TimePeriod& period = periods[i];
        if (period.moves == 0 || move_number <= end + period.moves) return period.increment;
        end += period.moves;
    }
    return periods[period_count - 1].increment;  // the last field repeats
}

Millis TimeControl::period_time_in_periods(std::uint32_t move_number) const {
    if (!has_periods()) return 0;
    std::uint64_t end = 0;
    for (std::size_t i = 0; i < period_count; ++i) {
        const TimePeriod& period = periods[i];
        if (period.moves == 0) return 0;
        end += period.moves;
        if (move_number == end) return i + 1 < period_count ? periods[i + 1].time : period.time;
        if (move_number < end) return 0;
    }
    const TimePeriod& last = periods[period_count - 1];
    return (move_number - end) % last.moves == 0 ? last.time : 0;
}

void append_seconds(Millis duration, std::string& out) {
    if (duration < 0) {
        out += '-';
        duration = -duration;
    }
    out += std::to_string(duration / kMillisPerSecond);
    Millis fraction = duration % kMillisPerSecond;
    if (fraction == 0) return;
    out += '.';
    for (Millis scale = 100; fraction != 0; scale /= 10) {
        out += static_cast<char>('0' + fraction / scale);
        fraction %= scale;
    }
}

std::string seconds_text(Millis duration) {
    std::string text;
    append_seconds(duration, text);
    text += " s";
    return text;
}

std::string time_control_text(const TimeControl& control) {
    std::string text;
    for (std::size_t i = 0; i < control.period_count; ++i) {
        const TimePeriod& period = control.periods[i];
        if (i != 0) text += ':';
        if (control.kind == TimeControlKind::sandclock && i + 1 == control.period_count)
            text += '*';
        if (period.moves != 0) {
            text += std::to_string(period.moves);
            text += '/';
        }
        append_seconds(period.time, text);
        if (period.written_increment || period.increment != 0) {
            text += '+';
            append_seconds(period.increment, text);
        }
    }
    return text;
}

}  // namespace pgnlint::lint
