// The replay's TimeControl tag (PGN standard 9.6.1): read once per game for the clock checks,
// with its own findings, a value that is no time control and one read as what it means though
// it is not in a standard form.
#include <string>

#include "replay.h"

namespace pgnlint::lint {
namespace {

// "40 moves in 5400 s, 30 s added after each move; then 1800 s for the rest of the game, ...":
// the periods in words, as pgnlint reads them.
std::string periods_in_words(const TimeControl& control) {
    std::string words;
    for (std::size_t i = 0; i < control.period_count; ++i) {
        const TimePeriod& period = control.periods[i];
        if (i != 0) words += "; then ";
        if (period.moves != 0) {
            words += std::to_string(period.moves);
            words += period.moves == 1 ? " move in " : " moves in ";
            words += seconds_text(period.time);
        } else {
            words += seconds_text(period.time) + " for the rest of the game";
        }
        if (period.increment != 0)
            words += ", " + seconds_text(period.increment) + " added after each move";
    }
    if (control.periods[control.period_count - 1].moves != 0)
        words += ", the last period again and again";
    return words;
}

// The standard's nearest spelling of FIDE's form: the increment only in a last field without a
// move count.
TimeControl without_move_period_increments(TimeControl control) {
    for (std::size_t i = 0; i < control.period_count; ++i) {
        TimePeriod& period = control.periods[i];
        if (period.moves == 0) continue;
        period.increment = 0;
        period.written_increment = false;
    }
    return control;
}

std::string_view problem_words(TimeControlProblem problem) {
    switch (problem) {
        case TimeControlProblem::alone_only:
            return " puts \"?\" or \"-\" beside other fields; each stands alone (PGN 9.6.1)";
        case TimeControlProblem::sudden_death_not_last:
            return " has a field without a move count before its last, but such a field "
                   "(\"300\", \"300+5\", \"*180\") lasts the rest of the game, so nothing can "
                   "follow it (PGN 9.6.1)";
        case TimeControlProblem::zero_moves:
            return " gives a period of no moves (PGN 9.6.1: a positive count)";
        case TimeControlProblem::too_large:
            return " holds a number larger than any clock does";
        case TimeControlProblem::too_many_periods:
            return " has more fields than the 8 pgnlint reads";
        case TimeControlProblem::none:
        case TimeControlProblem::empty:
        case TimeControlProblem::not_a_time_control:
            break;
    }
    return "";
}

}  // namespace

void GameChecker::Replay::read_time_control_tag(std::string_view value, Span span,
                                                std::size_t index) {
    clocks_.tag_seen = true;
    clocks_.tag_span = span;
    clocks_.tag_index = index;
    // Where the value starts, found again only for a finding: exact when the value is a view of
    // the game's text (no escapes were undone), else after `[TimeControl "`.
    const char* const text = game_->text.data();
    clocks_.tag_value_offset =
        value.data() >= text && value.data() <= text + game_->text.size()
            ? game_->start.offset + static_cast<std::uint64_t>(value.data() - text)
            : span.offset + std::string_view("[TimeControl \"").size();
    clocks_.control = read_time_control(value);
    const TimeControl& control = clocks_.control;
    if (control.kind != TimeControlKind::malformed && control.form == TimeControlForm::standard)
        return;
    const std::string quoted = "the TimeControl tag \"" + std::string(value) + '"';
    if (control.kind == TimeControlKind::malformed) {
        Diagnostic& d = add(RuleId::malformed_time_control, span);
        // At the first byte that could not be read.
        d.where = time_control_value_location().advanced(value.substr(0, control.read));
        if (control.problem == TimeControlProblem::empty) {
            d.message =
                "the TimeControl tag is empty; write \"?\" when the time control is unknown, "
                "\"-\" when there was none (PGN 9.6.1)";
            return;
        }
        d.message = quoted;
        if (control.problem == TimeControlProblem::not_a_time_control) {
            d.message += " is no time control of PGN 9.6.1: pgnlint read ";
            d.message += control.read == 0 ? std::string("nothing")
                                           : '"' + std::string(value.substr(0, control.read)) + '"';
            d.message += " and cannot go on at \"" + std::string(value.substr(control.read)) + '"';
        } else {
            d.message += problem_words(control.problem);
        }
        d.message +=
            "; write the periods in seconds: \"300+2\", \"5400+30\", \"40/5400:1800+30\", \"?\" "
            "when unknown";
        return;
    }
    Diagnostic& d = add(RuleId::non_standard_time_control, span);
    d.where = time_control_value_location();
    d.message = quoted;
    if (control.form == TimeControlForm::increment_in_move_period) {
        d.message +=
            " gives an increment inside a moves/seconds field, which PGN 9.6.1 has no form for "
            "(its increment belongs to a last field without a move count; the nearest standard "
            "form, \"" +
            time_control_text(without_move_period_increments(control)) +
            "\", drops the increments before it); pgnlint reads it as written: " +
            periods_in_words(control);
        return;
    }
    const Millis days = control.periods[0].time / (86'400 * kMillisPerSecond);
    d.message += " gives one move in " + seconds_text(control.periods[0].time) + " (" +
                 std::to_string(days) + (days == 1 ? " day" : " days") +
                 "): a correspondence control, in the standard's form for one move in that "
                 "time; PGN 9.6.1 has no form for a time per move that resets, and carries unused "
                 "time over, which pgnlint's bounds on the clocks allow for";
}

Location GameChecker::Replay::time_control_value_location() const {
    const Span& tag = clocks_.tag_span;
    const std::uint64_t offset = clocks_.tag_value_offset;
    return locate(
        Span{offset, tag.line, static_cast<std::uint32_t>(tag.column + (offset - tag.offset))});
}

}  // namespace pgnlint::lint
