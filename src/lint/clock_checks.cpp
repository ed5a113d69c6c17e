// The replay's clock checks: each player's %clk on the main line against the TimeControl tag
// and against the move's %emt (PGN specification supplement 4.2, 4.4), the clocks a player
// lacks, and a loss on time against the last clocks. A clock after a move includes that move's
// increment, as lichess, chess.com and DGT boards record it; two readings in whole seconds (or
// tenths) may each be up to that unit off, so a bound is broken only by one unit or more.
// Without a time control pgnlint can read, only what needs none is checked: malformed and
// missing clocks, and %emt against the fall of %clk.
#include <algorithm>
#include <array>
#include <cassert>
#include <string>

#include "replay.h"

namespace pgnlint::lint {
namespace {

// An increment of this many seconds or more is no increment: it is milliseconds.
constexpr Millis kMillisecondIncrement = 1000 * kMillisPerSecond;
// lichess keeps a clock to 8 centiseconds, up to 0.04 s from its true value (its clock
// history's LowBitTruncator), and writes whole seconds of that: two of its readings may differ
// by one second more than the clocks did.
constexpr Millis kLichessStorage = 80;
// A rise this far beyond the bound, at move 40 or 41 of a game with one field, is a period
// the tag does not declare.
constexpr Millis kUndeclaredPeriod = 600 * kMillisPerSecond;
constexpr Millis kMinute = 60 * kMillisPerSecond;

std::size_t index_of(Side side) {
    return side == Side::black ? 1 : 0;
}

std::string player_name(Side side) {
    return side == Side::black ? "Black" : "White";
}

// The control with every period's time multiplied by `times_scale` and every increment divided
// by `increment_divisor`: what a tag in minutes, or with an increment in milliseconds, means.
TimeControl rescaled(TimeControl control, Millis times_scale, Millis increment_divisor) {
    for (std::size_t i = 0; i < control.period_count; ++i) {
        control.periods[i].time *= times_scale;
        control.periods[i].increment /= increment_divisor;
    }
    return control;
}

// The increments and period times due after moves (from, to]: what the clock of a player who
// moved at `from` and again at `to` may gain.
struct Allowance {
    Millis increments = 0;
    Millis periods = 0;
    std::uint32_t moves = 0;
    Millis total() const { return increments + periods; }
};

Allowance allowance_over_periods(const TimeControl& control, std::uint32_t from, std::uint32_t to) {
    Allowance due;
    for (std::uint32_t move = from + 1; move <= to; ++move) {
        due.increments += control.increment_after(move);
        due.periods += control.period_time_after(move);
        ++due.moves;
    }
    return due;
}

// Inline for the usual control of one field, asked after every clock.
inline Allowance allowance(const TimeControl& control, std::uint32_t from, std::uint32_t to) {
    if (!control.one_field() || to <= from) return allowance_over_periods(control, from, to);
    return Allowance{control.periods[0].increment * (to - from), 0, to - from};
}

// "the increment", "the increments of 3 moves and the period of 1800 s due", "no increment".
std::string allowance_words(const Allowance& due, Millis periods) {
    std::string words;
    if (due.increments != 0) {
        words = due.moves == 1 ? "the increment"
                               : "the increments of " + std::to_string(due.moves) + " moves";
    }
    if (periods != 0) {
        words += words.empty() ? "" : " and ";
        words += "the period of " + seconds_text(periods) + " due";
    }
    return words.empty() ? "no increment" : words;
}

// The line and column of byte `offset` of a comment's text, whose opening `{` or `;` stands at
// `span`: the comment may span lines.
Location comment_location(const pgn::RawGame& game, pgn::Span span, std::string_view text,
                          std::size_t offset) {
    std::uint32_t line = span.line;
    std::size_t line_start = 0;
    bool first_line = true;
    for (std::size_t i = 0; i < offset; ++i) {
        const bool ends_line =
            text[i] == '\n' || (text[i] == '\r' && (i + 1 == text.size() || text[i + 1] != '\n'));
        if (!ends_line) continue;
        ++line;
        line_start = i + 1;
        first_line = false;
    }
    const auto column =
        static_cast<std::uint32_t>(first_line ? span.column + 1 + offset : offset - line_start + 1);
    return locate(game, pgn::Span{span.offset + 1 + offset, line, column});
}

// The main line's move at a ply, as written and where, found by reading the game again: the
// replay keeps no move but the latest, and only a clock-missing finding needs an earlier one.
struct MainLineMove : pgn::VisitorBase {
    explicit MainLineMove(std::uint32_t ply) : wanted(ply) {}
    // A variation is skipped whole: every move seen is the main line's.
    pgn::Control begin_variation(pgn::Span) { return pgn::Control::skip; }
    pgn::Control move(std::string_view written, pgn::Span where) {
        if (++seen < wanted) return pgn::Control::proceed;
        text = written;
        span = where;
        return pgn::Control::stop;
    }

    std::uint32_t wanted;
    std::uint32_t seen = 0;
    std::string_view text;  // a view into the game's text
    pgn::Span span;
};

}  // namespace

void GameChecker::Replay::read_clocks(std::string_view comment, Span span) {
    const ClockComment read = read_clock_comment(comment);
    if (read.malformed) report_malformed_clock(read, comment, span);
    const std::optional<ClockTime>& clock = read[ClockCommand::clk];
    const std::optional<ClockTime>& elapsed = read[ClockCommand::emt];
    // Only the main line's clocks are checked, the first of each command after its move (the
    // latest main-line move is the path's last while no variation is open).
    const std::uint32_t move_ply = ply();
    if ((!clock && !elapsed) || depth() != 0 || !replaying_ || lines_.front().stopped ||
        move_ply == 0)
        return;
    if (clock && clocks_.reading_ply != move_ply) {
        clocks_.reading_ply = move_ply;
        check_reading(*clock);
    }
    if (elapsed && clocks_.elapsed_ply != move_ply) {
        clocks_.elapsed_ply = move_ply;
        clocks_.elapsed = *elapsed;
    }
    // DGT boards write %emt in a comment of its own, before or after the %clk one.
    if (clocks_.reading_ply == move_ply && clocks_.elapsed_ply == move_ply &&
        clocks_.elapsed_checked_ply != move_ply) {
        clocks_.elapsed_checked_ply = move_ply;
        check_elapsed(clocks_.reading, clocks_.elapsed);
    }
}

void GameChecker::Replay::report_malformed_clock(const ClockComment& read, std::string_view comment,
                                                 Span span) {
    const std::string_view value = comment.substr(read.malformed_offset, read.malformed_length);
    Diagnostic& d = add(RuleId::malformed_clock, span);
    d.where = comment_location(*game_, span, comment, read.malformed_offset);
    d.message = "the ";
    d.message += clock_command_name(*read.malformed);
    d.message += value.empty() ? std::string(" command has no value")
                               : " value \"" + std::string(value) + "\" is no time";
    d.message +=
        ": write H:MM:SS with minutes and seconds from 00 to 59 and up to three decimals, after "
        "one space (\"[%clk 0:02:58]\", \"[%clk 0:09:57.1]\")";
    if (*read.malformed != ClockCommand::clk) d.message += ", or seconds alone (\"2.345\")";
    d.message += ", and close the command with ]";
}

// The first %clk after the latest main-line move.
void GameChecker::Replay::check_reading(const ClockTime& clock) {
    if (!clocks_.slack_known) {
        clocks_.slack_known = true;
        const std::optional<std::string_view> site = report_->tags.find("Site");
        if (site && site->starts_with("https://lichess.org/")) clocks_.slack = kLichessStorage;
    }
    // Every field set anew (cheaper than assigning a whole new reading).
    ClockReading& reading = clocks_.reading;
    reading.clock = clock;
    reading.ply = clocks_.reading_ply;
    reading.move = move_number_of(reading.ply);
    reading.side = side_of_ply(reading.ply);
    reading.first_move = move_number_of(side_of_ply(1) == reading.side ? 1 : 2);
    reading.san = lines_.front().last_move;
    reading.span = lines_.front().last_move_span;
    reading.slack = clocks_.slack;
    reading.facts = ClockFacts{};
    reading.before.reset();
    reading.gained = false;
    const std::size_t index = clocks_.player_index(reading.ply);
    ClockTrack::Player& player = clocks_.players[index];
    const ClockTrack::Player& opponent = clocks_.players[1 - index];
    const bool white = reading.side == Side::white;
    (white ? reading.facts.white : reading.facts.black) = clock.value;
    if (opponent.last) (white ? reading.facts.black : reading.facts.white) = opponent.last->value;
    if (player.last) reading.facts.previous = player.last->value;
    // A gap since the player's clock before: the first move of it had none.
    const std::uint32_t expected =
        player.last_ply == 0 ? clocks_.first_ply(index) : player.last_ply + 2;
    if (reading.ply > expected && player.first_missing_ply == 0)
        player.first_missing_ply = expected;
    const Millis pending_before = player.pending_period;

    ++player.clocked;
    if (!player.last) {
        check_first_clock(reading);
        player.pending_period = clocks_.control.period_time_after(reading.move);
    } else {
        reading.gained = check_clock_rise(reading);
    }
    // What %emt is checked against, after the checks above (which may have read the tag again in
    // another unit): the fall from the reading after the player's move before, or from the
    // starting time at the player's first move.
    if (player.last && player.last_move + 1 == reading.move) {
        reading.before = player.last;
    } else if (!player.last && clocks_.control.has_periods() &&
               reading.move == reading.first_move) {
        reading.before = ClockTime{clocks_.control.start(), 0};
    }
    reading.credit = clocks_.control.increment_after(reading.move) +
                     clocks_.control.period_time_after(reading.move) + pending_before;
    player.last = clock;
    player.last_move = reading.move;
    player.last_san = reading.san;
    player.last_ply = reading.ply;
}

// A player's first clock: at most the starting time and what the moves up to it add. One above
// that fits the tag read in minutes proves the unit.
void GameChecker::Replay::check_first_clock(const ClockReading& reading) {
    if (!clocks_.control.has_periods()) return;
    const ClockTime& clock = reading.clock;
    const TimeControl as_written = clocks_.control;
    const Allowance due = allowance(as_written, reading.first_move - 1, reading.move);
    const Millis most = as_written.start() + due.total();
    if (clock.value < most + clock.precision + reading.slack) return;
    const TimeControl in_minutes = rescaled(as_written, 60, 1);
    const bool fits_minutes =
        !clocks_.unit_told &&
        clock.value < in_minutes.start() + due.total() + clock.precision + reading.slack &&
        2 * clock.value >= in_minutes.start();
    // The tag's finding first, as the tag stands first in the game.
    if (fits_minutes) {
        tell_unit_mistake(reading,
                          "starts the clocks at " + seconds_text(as_written.start()) + ", but " +
                              player_name(reading.side) + "'s first clock is " +
                              clock_time_text(clock) + " after " +
                              describe_move(reading.move, reading.side, reading.san) +
                              ": the tag gives minutes where seconds belong",
                          in_minutes);
    }
    Diagnostic& d = add_reading_finding(RuleId::clock_above_time_control, reading);
    d.clocks.limit = most;
    d.message += "first clock, " + clock_time_text(clock) + ", is above the " + seconds_text(most) +
                 " the TimeControl tag \"" + time_control_tag_value() +
                 "\" allows after this move (the starting time";
    d.message += due.total() == 0 ? ")" : " and the increments)";
    d.message += fits_minutes ? ": the clocks fit " + time_control_text(in_minutes) +
                                    " in seconds, the tag says " + time_control_tag_value()
                              : ": the clocks suggest a starting time of at least " +
                                    seconds_text(clock.value - due.total());
}

// Between two readings of one player the clock gains at most the increments and period times
// due in between; true when it gained more (clock-gains-time). Runs for every clock after a
// player's first: what it says is in cold functions of its own.
bool GameChecker::Replay::check_clock_rise(const ClockReading& reading) {
    ClockTrack::Player& player = clocks_.players[index_of(reading.side)];
    const ClockTime& clock = reading.clock;
    const ClockTime& previous = *player.last;
    // After a move with an increment the clock holds at least that increment: a clock below an
    // increment of 1000 s or more proves the increment to be milliseconds.
    const Millis increment = clocks_.control.increment_after(reading.move);
    if (increment >= kMillisecondIncrement && clock.value + clock.precision <= increment &&
        !clocks_.unit_told)
        tell_millisecond_increment(reading, increment);
    const TimeControl& control = clocks_.control;
    if (!control.has_periods()) return false;
    const Allowance due = allowance(control, player.last_move, reading.move);
    const Millis allowed = due.total() + player.pending_period;
    const Millis tolerance = std::max(previous.precision, clock.precision) + reading.slack;
    const Millis rise = clock.value - previous.value;
    const bool gained = rise >= allowed + tolerance;
    if (gained)
        report_clock_gain(reading, rise, due.increments, due.periods + player.pending_period,
                          due.moves);
    // A period due now that does not show may show at the next move (a broadcast's delay).
    const Millis period = control.period_time_after(reading.move);
    const bool period_shown = rise > allowed - period + tolerance;
    player.pending_period = period != 0 && !period_shown ? period : 0;
    return gained;
}

void GameChecker::Replay::tell_millisecond_increment(const ClockReading& reading,
                                                     Millis increment) {
    tell_unit_mistake(reading,
                      "gives an increment of " + seconds_text(increment) + ", but " +
                          player_name(reading.side) + "'s clock after " +
                          describe_move(reading.move, reading.side, reading.san) + " is " +
                          clock_time_text(reading.clock) +
                          ", less than one increment, which a clock just given it cannot show: "
                          "the increment is in milliseconds where seconds belong",
                      rescaled(clocks_.control, 1, 1000));
}

// clock-gains-time: a rise of `rise` over the `increments` and `periods` due in `moves` moves.
void GameChecker::Replay::report_clock_gain(const ClockReading& reading, Millis rise,
                                            Millis increments, Millis periods,
                                            std::uint32_t moves) {
    const ClockTrack::Player& player = clocks_.players[index_of(reading.side)];
    const TimeControl& control = clocks_.control;
    const Millis allowed = increments + periods;
    Diagnostic& d = add_reading_finding(RuleId::clock_gains_time, reading);
    d.clocks.limit = allowed;
    d.message += "clock rises from " + clock_time_text(*player.last) + " after " +
                 describe_move(player.last_move, reading.side, player.last_san) + " to " +
                 clock_time_text(reading.clock) + ", by " + seconds_text(rise) + ", but \"" +
                 time_control_tag_value() + "\" allows at most " + seconds_text(allowed) + " (" +
                 allowance_words(Allowance{increments, 0, moves}, periods) + ")";
    if ((reading.move == 40 || reading.move == 41) && periods == 0 && control.period_count == 1 &&
        control.periods[0].moves == 0 && rise - allowed >= kUndeclaredPeriod) {
        TimeControl declared = control;
        declared.period_count = 2;
        declared.periods[0].moves = 40;
        declared.periods[1] = control.periods[0];
        // The period's time: the excess, up to a whole minute.
        declared.periods[1].time = (rise - allowed + kMinute - 1) / kMinute * kMinute;
        d.message += "; a period from move 41 that the tag does not declare fits, e.g. " +
                     time_control_text(declared);
    }
}

// %emt against the fall of %clk from the player's previous move (or from the start): the clock
// falls by the move's time less the increment (less by up to the increment with a delay written
// as one); without a time control, by no more than the move's time.
void GameChecker::Replay::check_elapsed(const ClockReading& reading, const ClockTime& elapsed) {
    if (!reading.before) return;
    const ClockTime& before = *reading.before;
    const ClockTime& clock = reading.clock;
    const Millis fall = before.value - clock.value;
    const Millis tolerance =
        std::max(before.precision, clock.precision) + elapsed.precision + reading.slack;
    const bool too_much = fall >= elapsed.value + tolerance;
    const bool too_little = clocks_.control.has_periods() && !reading.gained &&
                            fall <= elapsed.value - reading.credit - tolerance;
    if (!too_much && !too_little) return;
    Diagnostic& d = add_reading_finding(RuleId::elapsed_time_contradicts_clock, reading);
    d.clocks.previous = before.value;
    d.clocks.elapsed = elapsed.value;
    d.message += "%emt " + clock_time_text(elapsed) + " says the move took " +
                 seconds_text(elapsed.value) + ", but the clock fell from " +
                 clock_time_text(before) + " to " + clock_time_text(clock) + ", by " +
                 seconds_text(fall);
    d.message += too_much ? ", more than the move took"
                          : ", less than the move took minus the " + seconds_text(reading.credit) +
                                " \"" + time_control_tag_value() + "\" adds";
}

// A unit mistake the clocks prove, told once at the tag; the clocks are then read against what
// they fit.
void GameChecker::Replay::tell_unit_mistake(const ClockReading& reading, const std::string& why,
                                            const TimeControl& fitting) {
    clocks_.unit_told = true;
    clocks_.control = fitting;
    Diagnostic& d = add(RuleId::malformed_time_control, clocks_.tag_span);
    d.variation_depth = 0;
    d.where = time_control_value_location();
    d.clocks = reading.facts;
    d.message = "the TimeControl tag \"" + time_control_tag_value() + "\" " + why + "; write " +
                time_control_text(fitting) + " (PGN 9.6.1: seconds)";
}

std::string GameChecker::Replay::time_control_tag_value() const {
    return std::string(report_->tags[clocks_.tag_index].value);
}

// A finding about the reading's move: "12... Nf6: Black's ...", with both clocks.
Diagnostic& GameChecker::Replay::add_reading_finding(RuleId id, const ClockReading& reading) {
    Diagnostic& d = add_clock_finding(id, reading.ply, reading.san, reading.span);
    d.clocks = reading.facts;
    d.message += ": " + player_name(reading.side) + "'s ";
    return d;
}

// A clock finding about the main-line move `move_ply`, already made: the moves after it are
// taken back for the position before it, and made again.
Diagnostic& GameChecker::Replay::add_clock_finding(RuleId id, std::uint32_t move_ply,
                                                   std::string_view san, Span span) {
    assert(move_ply >= 1 && move_ply <= ply() && depth() == 0);
    const std::size_t top = path_.size();
    while (path_.size() >= move_ply) {
        const core::Move m = path_.back();
        if (m == core::Move::null()) {
            pos_.undo_null_move();
        } else {
            pos_.undo_move(m);
        }
        path_.pop();
    }
    Diagnostic& d = add_move_diagnostic(id, span, san);
    while (path_.size() < top) {
        const core::Move m = path_.move_at(path_.size() + 1);
        core::StateInfo& state = path_.push(m);
        if (m == core::Move::null()) {
            pos_.do_null_move(state);
        } else {
            pos_.do_move(m, state);
        }
    }
    return d;
}

void GameChecker::Replay::finish_clocks() {
    if (!replaying_) return;
    const auto plies = static_cast<std::uint32_t>(path_.size());
    for (std::size_t index = 0; index < 2; ++index) {
        // The moves after a player's last clock had none.
        ClockTrack::Player& player = clocks_.players[index];
        const std::uint32_t after_last =
            player.last_ply == 0 ? clocks_.first_ply(index) : player.last_ply + 2;
        if (player.first_missing_ply == 0 && after_last <= plies)
            player.first_missing_ply = after_last;
    }
    // In input order: the player whose first move without a clock comes first.
    const std::uint32_t white_first = clocks_.players[0].first_missing_ply;
    const std::uint32_t black_first = clocks_.players[1].first_missing_ply;
    const bool black_before = black_first != 0 && (white_first == 0 || black_first < white_first);
    for (const Side side : black_before ? std::array{Side::black, Side::white}
                                        : std::array{Side::white, Side::black}) {
        const ClockTrack::Player& player = clocks_.players[index_of(side)];
        const std::uint32_t moves = clocks_.moves_of(index_of(side), plies);
        if (player.clocked == moves || player.first_missing_ply == 0) continue;
        MainLineMove move(player.first_missing_ply);
        pgn::parse_game(*game_, move, limits_);
        Diagnostic& d = add_clock_finding(RuleId::clock_missing, player.first_missing_ply,
                                          move.text, move.span);
        d.clocks = latest_clocks();
        const std::string name = player_name(side);
        d.message += ": no clock for " + name + " here; " + name + " has none on " +
                     std::to_string(moves - player.clocked) + " of " + std::to_string(moves) +
                     (moves == 1 ? " move" : " moves") + ", though the game records clocks";
    }
    check_forfeit_clocks();
}

ClockFacts GameChecker::Replay::latest_clocks() const {
    ClockFacts facts;
    if (clocks_.players[0].last) facts.white = clocks_.players[0].last->value;
    if (clocks_.players[1].last) facts.black = clocks_.players[1].last->value;
    return facts;
}

// A loss on time: the flag that fell is the loser's. A clock just given an increment shows at
// least the increment, so a winner's zero then means the winner's flag had fallen; and a winner
// on move at the end had the running clock. Without an increment, a zero with the loser on move
// is under a second left, and proves nothing.
void GameChecker::Replay::check_forfeit_clocks() {
    if (stated_ != StatedEnding::time_forfeit || !clocks_.control.has_periods() ||
        lines_.front().stopped || lines_.front().ended.kind != TerminationKind::none)
        return;
    const std::string_view result = stated_result();
    if (result != "1-0" && result != "0-1") return;
    const Side winner = result == "1-0" ? Side::white : Side::black;
    const Side loser = winner == Side::white ? Side::black : Side::white;
    const ClockTrack::Player& won = clocks_.players[index_of(winner)];
    const ClockTrack::Player& lost = clocks_.players[index_of(loser)];
    if (!won.last || !lost.last || won.last->value != 0 || lost.last->value == 0) return;
    const bool incremented = clocks_.control.increment_after(won.last_move) > 0;
    if (!incremented && side_of(pos_.side_to_move()) != winner) return;
    Diagnostic& d = add_stated_finding(RuleId::time_forfeit_contradicts_clock);
    d.clocks = latest_clocks();
    d.message += " with the result " + std::string(result) + ", but " + player_name(winner) +
                 "'s last clock shows " + clock_time_text(*won.last) + " (after " +
                 describe_move(won.last_move, winner, won.last_san) + ") and " +
                 player_name(loser) + "'s " + clock_time_text(*lost.last) + " (after " +
                 describe_move(lost.last_move, loser, lost.last_san) + "): ";
    d.message += incremented ? "a clock just given the increment shows zero only when its flag "
                               "had fallen"
                             : player_name(winner) +
                                   " was to move at the end, with the running "
                                   "clock at zero";
    d.message += ", so the flag that fell is " + player_name(winner) + "'s";
}

}  // namespace pgnlint::lint
