// read_clock_comment(): the %clk, %emt and %egt commands of a comment, `[%name value]`, with
// the value read as H:MM:SS(.fff) or, for the elapsed times, as seconds.
#include "pgnlint/lint/clock_comment.h"

#include <algorithm>
#include <cstring>

#include "pgnlint/lint/ascii.h"

namespace pgnlint::lint {
namespace {

// Hours beyond any game (114 years) are a typing error; the bound keeps sums exact.
constexpr Millis kMostClockHours = 1'000'000;
constexpr Millis kMostClockSeconds = kMostClockHours * 3600;

// The clock command a name of three letters is, or -1. Compared as bytes: this runs once per
// command of every comment that holds one (lichess writes one after every move).
int command_of(const char* name) {
    if (name[0] == 'c' && name[1] == 'l' && name[2] == 'k') return 0;
    if (name[0] != 'e' || name[2] != 't') return -1;
    return name[1] == 'm' ? 1 : name[1] == 'g' ? 2 : -1;
}

// Reads digits from `p`: at least one, at most `most`; false when there are none or more.
bool read_digits(const char*& p, const char* end, std::size_t most, Millis& out) {
    const char* const from = p;
    out = 0;
    for (; p < end && is_ascii_digit(*p); ++p) {
        if (static_cast<std::size_t>(p - from) == most) return false;
        out = out * 10 + (*p - '0');
    }
    return p > from;
}

// One to three decimals after a '.', if there is one; the time's precision follows from them.
bool read_decimals(const char*& p, const char* end, ClockTime& time) {
    if (p == end || *p != '.') return true;
    ++p;
    // The unit of the last digit read: 100 ms after one decimal, 10 after two, 1 after three.
    Millis unit = kMillisPerSecond;
    for (; p < end && is_ascii_digit(*p); ++p) {
        if (unit == 1) return false;
        unit /= 10;
        time.value += (*p - '0') * unit;
    }
    if (unit == kMillisPerSecond) return false;
    time.precision = unit;
    return true;
}

// H:MM:SS(.fff), or with `seconds_alone` also S(.fff); the whole of [p, end) must be the time.
std::optional<ClockTime> read_time(const char* p, const char* end, bool seconds_alone) {
    Millis first = 0;
    if (!read_digits(p, end, 9, first)) return std::nullopt;
    ClockTime time;
    if (p < end && *p == ':') {
        Millis minutes = 0;
        Millis seconds = 0;
        ++p;
        if (first > kMostClockHours || !read_digits(p, end, 2, minutes) || minutes > 59 ||
            p == end || *p != ':')
            return std::nullopt;
        ++p;
        if (!read_digits(p, end, 2, seconds) || seconds > 59) return std::nullopt;
        time.value = ((first * 60 + minutes) * 60 + seconds) * kMillisPerSecond;
    } else {
        if (!seconds_alone || first > kMostClockSeconds) return std::nullopt;
        time.value = first * kMillisPerSecond;
    }
    if (!read_decimals(p, end, time) || p != end) return std::nullopt;
    return time;
}

// The usual spelling, read at once: one space, H:MM:SS with two-digit minutes and seconds and up
// to three decimals, then ']'. Returns where the ']' stands, or null for any other spelling
// (which the general reading then looks at).
const char* read_usual_time(const char* p, const char* end, ClockTime& time) {
    if (p == end || *p != ' ') return nullptr;
    const char* const hours_start = ++p;
    Millis hours = 0;
    for (; p < end && is_ascii_digit(*p); ++p) {
        if (p - hours_start == 7) return nullptr;  // more hours than kMostClockHours
        hours = hours * 10 + (*p - '0');
    }
    if (p == hours_start || hours > kMostClockHours || end - p < 7 || p[0] != ':' ||
        !is_ascii_digit(p[1]) || !is_ascii_digit(p[2]) || p[3] != ':' || !is_ascii_digit(p[4]) ||
        !is_ascii_digit(p[5]))
        return nullptr;
    const Millis minutes = (p[1] - '0') * 10 + (p[2] - '0');
    const Millis seconds = (p[4] - '0') * 10 + (p[5] - '0');
    if (minutes > 59 || seconds > 59) return nullptr;
    time.value = ((hours * 60 + minutes) * 60 + seconds) * kMillisPerSecond;
    time.precision = kMillisPerSecond;
    p += 6;
    if (!read_decimals(p, end, time) || p == end || *p != ']') return nullptr;
    return p;
}

}  // namespace

std::string_view clock_command_name(ClockCommand command) {
    constexpr std::array<std::string_view, kClockCommandCount> names{"%clk", "%emt", "%egt"};
    return names[static_cast<std::size_t>(command)];
}

ClockComment read_clock_comment(std::string_view comment) {
    ClockComment out;
    const char* const begin = comment.data();
    const char* const end = begin + comment.size();
    const char* p = begin;
    for (;;) {
        // Comments are short: a loop finds "[%" sooner than a call would.
        while (p < end && (*p != '[' || p + 1 == end || p[1] != '%')) ++p;
        if (p == end) break;
        const char* const name = p + 2;
        // Three letters and no fourth: the clock commands' names; the others are passed over.
        const bool three = end - name >= 3 && is_ascii_letter(name[0]) &&
                           is_ascii_letter(name[1]) && is_ascii_letter(name[2]) &&
                           (end - name == 3 || !is_ascii_letter(name[3]));
        const int index = three ? command_of(name) : -1;
        const char* const name_end = three ? name + 3 : name;
        const auto slot = static_cast<std::size_t>(index);
        ClockTime usual;
        if (index >= 0) {
            if (const char* close = read_usual_time(name_end, end, usual)) {
                if (!out.times[slot]) out.times[slot] = usual;
                p = close + 1;
                continue;
            }
        }
        const char* const close = std::find(name_end, end, ']');
        p = close == end ? end : close + 1;
        if (index < 0) continue;
        // The command name and its value are separated by blanks (4.1: one space; line ends
        // and more spaces are common).
        const char* value = name_end;
        while (value < close && is_blank(*value)) ++value;
        const char* value_last = close;
        while (value_last > value && is_blank(value_last[-1])) --value_last;
        const auto command = static_cast<ClockCommand>(index);
        const std::optional<ClockTime> time =
            value > name_end && close != end
                ? read_time(value, value_last, command != ClockCommand::clk)
                : std::nullopt;
        if (!time && !out.malformed) {
            out.malformed = command;
            out.malformed_offset = static_cast<std::size_t>(value - begin);
            out.malformed_length = static_cast<std::size_t>(value_last - value);
        }
        if (time && !out.times[slot]) out.times[slot] = time;
    }
    return out;
}

void append_clock_time(const ClockTime& time, std::string& out) {
    const Millis whole_seconds = time.value / kMillisPerSecond;
    out += std::to_string(whole_seconds / 3600);
    const auto two_digits = [&out](Millis n) {
        out += static_cast<char>('0' + n / 10);
        out += static_cast<char>('0' + n % 10);
    };
    out += ':';
    two_digits(whole_seconds / 60 % 60);
    out += ':';
    two_digits(whole_seconds % 60);
    if (time.precision >= kMillisPerSecond) return;
    out += '.';
    Millis fraction = time.value % kMillisPerSecond;
    for (Millis scale = 100; scale >= time.precision; scale /= 10) {
        out += static_cast<char>('0' + fraction / scale);
        fraction %= scale;
    }
}

std::string clock_time_text(const ClockTime& time) {
    std::string text;
    append_clock_time(time, text);
    return text;
}

}  // namespace pgnlint::lint
