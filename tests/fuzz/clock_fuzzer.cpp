// Fuzz target for the two clock readers on the same bytes: read_time_control (a TimeControl
// tag's value) and read_clock_comment (a move's comment). Neither may crash or point outside the
// text; a readable time control writes a value that reads back to the same periods, and its
// per-move queries stay within what its fields give; every clock read writes as H:MM:SS that
// reads back to the same time and precision.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "fuzz_support.h"
#include "pgnlint/lint/clock_comment.h"
#include "pgnlint/lint/time_control.h"

namespace pgnlint::fuzz {
namespace {

using lint::ClockCommand;
using lint::ClockComment;
using lint::ClockTime;
using lint::Millis;
using lint::TimeControl;

bool same_periods(const TimeControl& a, const TimeControl& b) {
    if (a.kind != b.kind || a.form != b.form || a.period_count != b.period_count) return false;
    for (std::size_t i = 0; i < a.period_count; ++i) {
        if (a.periods[i].moves != b.periods[i].moves || a.periods[i].time != b.periods[i].time ||
            a.periods[i].increment != b.periods[i].increment)
            return false;
    }
    return true;
}

void check_time_control(std::string_view text) {
    const TimeControl control = lint::read_time_control(text);
    FUZZ_REQUIRE(control.read <= text.size());
    FUZZ_REQUIRE(control.period_count <= TimeControl::kMaxPeriods);
    if (control.kind == lint::TimeControlKind::malformed) {
        FUZZ_REQUIRE(control.problem != lint::TimeControlProblem::none);
        FUZZ_REQUIRE(!control.has_periods() && control.start() == 0);
        return;
    }
    FUZZ_REQUIRE(control.problem == lint::TimeControlProblem::none);
    if (control.kind != lint::TimeControlKind::periods &&
        control.kind != lint::TimeControlKind::sandclock)
        return;
    FUZZ_REQUIRE(control.period_count >= 1);
    const std::string written = lint::time_control_text(control);
    FUZZ_REQUIRE(same_periods(lint::read_time_control(written), control));
    if (!control.has_periods()) return;
    Millis most_time = 0;
    Millis most_increment = 0;
    for (std::size_t i = 0; i < control.period_count; ++i) {
        FUZZ_REQUIRE(control.periods[i].time >= 0 && control.periods[i].increment >= 0);
        most_time = std::max(most_time, control.periods[i].time);
        most_increment = std::max(most_increment, control.periods[i].increment);
    }
    for (const std::uint32_t move : {1U, 2U, 39U, 40U, 41U, 60U, 61U, 100000U, 4000000000U}) {
        const Millis increment = control.increment_after(move);
        const Millis period = control.period_time_after(move);
        FUZZ_REQUIRE(increment >= 0 && increment <= most_increment);
        FUZZ_REQUIRE(period >= 0 && period <= most_time);
    }
}

void check_clock_comment(std::string_view text) {
    FUZZ_REQUIRE(lint::has_embedded_command(text) == (text.find("[%") != std::string_view::npos));
    const ClockComment read = lint::read_clock_comment(text);
    if (read.malformed) {
        FUZZ_REQUIRE(read.malformed_offset <= text.size());
        FUZZ_REQUIRE(read.malformed_length <= text.size() - read.malformed_offset);
    }
    for (std::size_t i = 0; i < lint::kClockCommandCount; ++i) {
        const auto command = static_cast<ClockCommand>(i);
        const std::optional<ClockTime>& time = read[command];
        if (!time) continue;
        FUZZ_REQUIRE(lint::has_embedded_command(text));
        FUZZ_REQUIRE(time->value >= 0);
        FUZZ_REQUIRE(time->precision == 1 || time->precision == 10 || time->precision == 100 ||
                     time->precision == 1000);
        FUZZ_REQUIRE(time->value % time->precision == 0);
        // Written as H:MM:SS, the time reads back as the same command's value.
        // Appended piece by piece: operator+ here trips a false -Wrestrict in GCC 12 at -O3.
        std::string comment = "[";
        comment.append(lint::clock_command_name(command));
        comment.push_back(' ');
        lint::append_clock_time(*time, comment);
        comment.push_back(']');
        const std::optional<ClockTime> again = lint::read_clock_comment(comment)[command];
        FUZZ_REQUIRE(again && again->value == time->value && again->precision == time->precision);
    }
}

}  // namespace
}  // namespace pgnlint::fuzz

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    pgnlint::fuzz::check_time_control(text);
    pgnlint::fuzz::check_clock_comment(text);
    return 0;
}
