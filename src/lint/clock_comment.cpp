// read_clock_comment(): the %clk, %emt and %egt commands of a comment, `[%name value]`, with
// the value read as H:MM:SS(.fff) or, for the elapsed times, as seconds.
#include "pgnlint/lint/clock_comment.h"

#include <cstring>

#include "pgnlint/lint/ascii.h"

namespace pgnlint::lint {
namespace {

constexpr std::array<std::string_view, kClockCommandCount> kNames{"clk", "emt", "egt"};

// Hours beyond any game (114 years) are a typing error; the bound keeps sums exact.
constexpr Millis kMostHours = 1'000'000;
constexpr Millis kMostSeconds = kMostHours * 3600;

bool is_digit(char c) {
    return c >= '0' && c <= '9';
}

bool is_letter(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

// Reads digits from `at`: at least one, at most `most`; false when there are none or more.
bool read_digits(std::string_view text, std::size_t& at, std::size_t most, Millis& out) {
    const std::size_t from = at;
    out = 0;
    while (at < text.size() && is_digit(text[at])) {
        if (at - from == most) return false;
        out = out * 10 + (text[at++] - '0');
    }
    return at > from;
}

// One to three decimals after a '.', if there is one; the time's precision follows from them.
bool read_decimals(std::string_view text, std::size_t& at, ClockTime& time) {
    if (at == text.size() || text[at] != '.') return true;
    ++at;
    // The unit of the last digit read: 100 ms after one decimal, 10 after two, 1 after three.
    Millis unit = kMillisPerSecond;
    while (at < text.size() && is_digit(text[at])) {
        if (unit == 1) return false;
        unit /= 10;
        time.value += (text[at++] - '0') * unit;
    }
    if (unit == kMillisPerSecond) return false;
    time.precision = unit;
    return true;
}

// H:MM:SS(.fff), or with `seconds_alone` also S(.fff); the whole value must be the time.
std::optional<ClockTime> read_time(std::string_view value, bool seconds_alone) {
    std::size_t at = 0;
    Millis first = 0;
    if (!read_digits(value, at, 9, first)) return std::nullopt;
    ClockTime time;
    if (at < value.size() && value[at] == ':') {
        Millis minutes = 0;
        Millis seconds = 0;
        ++at;
        if (first > kMostHours || !read_digits(value, at, 2, minutes) || minutes > 59 ||
            at == value.size() || value[at] != ':')
            return std::nullopt;
        ++at;
        if (!read_digits(value, at, 2, seconds) || seconds > 59) return std::nullopt;
        time.value = ((first * 60 + minutes) * 60 + seconds) * kMillisPerSecond;
    } else {
        if (!seconds_alone || first > kMostSeconds) return std::nullopt;
        time.value = first * kMillisPerSecond;
    }
    if (!read_decimals(value, at, time) || at != value.size()) return std::nullopt;
    return time;
}

}  // namespace

std::string_view clock_command_name(ClockCommand command) {
    constexpr std::array<std::string_view, kClockCommandCount> names{"%clk", "%emt", "%egt"};
    return names[static_cast<std::size_t>(command)];
}

bool has_embedded_command(std::string_view comment) {
    const char* const end = comment.data() + comment.size();
    for (const char* p = comment.data(); p < end; ++p) {
        p = static_cast<const char*>(std::memchr(p, '[', static_cast<std::size_t>(end - p)));
        if (p == nullptr) return false;
        if (p + 1 < end && p[1] == '%') return true;
    }
    return false;
}

ClockComment read_clock_comment(std::string_view comment) {
    ClockComment out;
    std::size_t at = comment.find("[%");
    while (at != std::string_view::npos) {
        std::size_t name_end = at + 2;
        while (name_end < comment.size() && is_letter(comment[name_end])) ++name_end;
        const std::string_view name = comment.substr(at + 2, name_end - at - 2);
        const std::size_t close = comment.find(']', name_end);
        const std::size_t value_end = close == std::string_view::npos ? comment.size() : close;
        for (std::size_t i = 0; i < kClockCommandCount; ++i) {
            if (name != kNames[i]) continue;
            // The command name and its value are separated by blanks (4.1: one space; line
            // ends and more spaces are common).
            const std::string_view raw = comment.substr(name_end, value_end - name_end);
            std::size_t leading = 0;
            while (leading < raw.size() && is_blank(raw[leading])) ++leading;
            const std::string_view value = trim_blanks(raw);
            const auto command = static_cast<ClockCommand>(i);
            const std::optional<ClockTime> time =
                leading > 0 && close != std::string_view::npos
                    ? read_time(value, command != ClockCommand::clk)
                    : std::nullopt;
            if (!time && !out.malformed) {
                out.malformed = command;
                out.malformed_offset = name_end + leading;
                out.malformed_length = value.size();
            }
            if (time && !out.times[i]) out.times[i] = time;
        }
        at = close == std::string_view::npos ? close : comment.find("[%", close + 1);
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
