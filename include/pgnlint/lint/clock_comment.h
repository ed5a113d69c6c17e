// The clock commands embedded in a move's comment (PGN specification supplement, 2001, 4.2-4.4):
// [%clk 0:02:58], the time left on the mover's clock after the move; [%emt 0:00:16], the time the
// move took; [%egt 1:02:03], the time the mover has used in the game. Read as lichess
// ("0:02:58"), chess.com ("0:09:57.1"), DGT LiveChess ("00:59:44") and FICS (%emt in seconds,
// "2.345") write them, beside other commands, in any order. A pure function of the text.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <optional>
#include <string>
#include <string_view>

#include "pgnlint/lint/time_control.h"

namespace pgnlint::lint {

enum class ClockCommand : std::uint8_t { clk, emt, egt };

inline constexpr std::size_t kClockCommandCount = 3;

// "%clk", "%emt", "%egt".
std::string_view clock_command_name(ClockCommand command);

// A time as written: its value, and the unit of its last digit (1000 for whole seconds, 100 for
// tenths, ...), which bounds how far the true time may be from it.
struct ClockTime {
    Millis value = 0;
    Millis precision = kMillisPerSecond;
};

struct ClockComment {
    // The first value of each command, indexed by ClockCommand.
    std::array<std::optional<ClockTime>, kClockCommandCount> times;
    // The first clock command whose value is no time: which one, and where its value stands
    // in the comment's text (an empty value: where it should have been).
    std::optional<ClockCommand> malformed;
    std::size_t malformed_offset = 0;
    std::size_t malformed_length = 0;

    const std::optional<ClockTime>& operator[](ClockCommand command) const {
        return times[static_cast<std::size_t>(command)];
    }
};

// Whether the comment holds an embedded command, "[%": only such comments are read for clocks,
// so the other comments cost one search for '[' (inline: it runs for every comment).
inline bool has_embedded_command(std::string_view comment) {
    const char* const end = comment.data() + comment.size();
    for (const char* p = comment.data(); p < end; ++p) {
        p = static_cast<const char*>(std::memchr(p, '[', static_cast<std::size_t>(end - p)));
        if (p == nullptr) return false;
        if (p + 1 < end && p[1] == '%') return true;
    }
    return false;
}

// Reads every %clk, %emt and %egt command of the comment, `[%name value]` with blanks (line ends
// too) around the value. A value is H:MM:SS with one to three decimals or none ("0:02:58",
// "71:59:59", "0:09:57.1"; minutes and seconds 0-59, one or two digits); %emt and %egt may also
// give seconds alone ("2.345", as FICS does). Other commands are passed over.
ClockComment read_clock_comment(std::string_view comment);

// The time as H:MM:SS with the decimals its precision has: "0:02:58", "0:09:57.1", "71:59:59".
void append_clock_time(const ClockTime& time, std::string& out);
std::string clock_time_text(const ClockTime& time);

}  // namespace pgnlint::lint
