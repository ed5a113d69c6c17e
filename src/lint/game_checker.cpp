// GameChecker: a PGN visitor that replays one game on core::Position — main line and every
// variation, each from the position before the move it replaces — and turns what it sees into
// diagnostics, the game's ending (FIDE 5.1, 5.2, 9.6) and its claimable draws (FIDE 9.2, 9.3).
#include "pgnlint/lint/game_checker.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <vector>

#include "illegal_move_reason.h"
#include "pgnlint/core/fen.h"
#include "pgnlint/core/movegen.h"
#include "pgnlint/core/outcome.h"
#include "pgnlint/core/position.h"
#include "pgnlint/core/san.h"
#include "pgnlint/lint/fen_check.h"
#include "pgnlint/lint/tag_checks.h"
#include "pgnlint/lint/utf8.h"
#include "pgnlint/pgn/parser.h"

namespace pgnlint::lint {
namespace {

using core::Move;
using pgn::Control;
using pgn::Span;

// FIDE 9.6.2: 75 moves by each player.
constexpr int kSeventyFiveMovePlies = 150;
// FIDE 9.3: the last 50 moves by each player.
constexpr int kFiftyMovePlies = 100;

Side side_of(core::Color c) {
    return c == core::WHITE ? Side::white : Side::black;
}

std::string_view side_title(core::Color c) {
    return c == core::WHITE ? "White" : "Black";
}

// The move text without its check and annotation suffixes ("Qh4+!" -> "Qh4").
std::string_view without_suffixes(std::string_view san) {
    while (!san.empty() &&
           (san.back() == '+' || san.back() == '#' || san.back() == '!' || san.back() == '?')) {
        san.remove_suffix(1);
    }
    return san;
}

// The moves from the start position to the current one, each beside its undo record. Records
// must keep their addresses, as Position's repetition lookup walks them through `previous`: they
// sit in fixed-size chunks that never move and are kept from game to game.
class Path {
public:
    void clear() { count_ = 0; }
    // Empties the path and gives the start position's record.
    core::StateInfo& start() {
        clear();
        return push(Move::none());
    }
    // The record for move m, about to be made.
    core::StateInfo& push(Move m) {
        if (count_ % kChunkSize != 0) {
            ++top_;
        } else {
            if (count_ == chunks_.size() * kChunkSize) [[unlikely]]
                grow();
            top_ = chunks_[count_ / kChunkSize]->data();
        }
        ++count_;
        top_->move = m;
        return top_->state;
    }
    void pop() {
        --count_;
        top_ = count_ % kChunkSize != 0 ? top_ - 1 : &(*chunks_[count_ / kChunkSize - 1]).back();
    }
    Move back() const { return top_->move; }
    // Moves made since the start position.
    std::size_t size() const { return count_ == 0 ? 0 : count_ - 1; }

private:
    struct Step {
        core::StateInfo state;
        Move move;
    };
    static constexpr std::size_t kChunkSize = 256;
    using Chunk = std::array<Step, kChunkSize>;

    // Out of line: it runs once per 256 plies of the longest game so far, push() once per ply.
    [[gnu::noinline]] void grow() { chunks_.push_back(std::make_unique<Chunk>()); }

    std::vector<std::unique_ptr<Chunk>> chunks_;
    Step* top_ = nullptr;
    std::size_t count_ = 0;  // steps, the start position's included
};

// How a line of play ended on the board, and with which move.
struct Ending {
    TerminationKind kind = TerminationKind::none;
    std::uint32_t ply = 0;  // the position after this ply ended the game (0: the start position)
    Side winner = Side::none;
    std::string move;  // "41... Qg2#", empty when the start position itself ended the game
};

// One line of play being replayed: the main line or a variation.
struct Line {
    std::size_t base = 0;      // moves on the path before the line's first move
    Move redo = Move::none();  // the parent's move this variation replaced, made again at ')'
    bool has_redo = false;
    // An illegal, ambiguous or unreadable move (or one after mate or stalemate) ended the replay.
    bool stopped = false;
    // The stopping move is the latest move token of the line, so a variation opened now is an
    // alternative to it and starts from the current position.
    bool stopped_at_last_token = false;
    bool told_unreplayable = false;
    bool told_after_end = false;
    std::uint32_t next_skipped_ply = 0;  // ply of the next move token after the stop
    std::string stop_move;               // "12. Nxe4", for the unreplayable-line message
    // The latest move made on the line, as written: a view into the game's text, which lives
    // as long as the check of the game (no copy per move).
    std::string_view last_move;
    Span last_move_span;
    Ending ended;
};

// The Seven Tag Roster minus Result (PGN 8.1.1), which has a rule of its own.
constexpr std::array<std::string_view, 6> kRosterTags{"Event", "Site",  "Date",
                                                      "Round", "White", "Black"};

}  // namespace

class GameChecker::Replay : public pgn::VisitorBase {
public:
    explicit Replay(bool final_fen) : final_fen_(final_fen) { lines_.reserve(16); }

    void start(GameReport& report, const pgn::RawGame& game) {
        report_ = &report;
        game_ = &game;
        report.start = locate(game.start);
        replaying_ = false;
        path_.clear();
        roster_seen_ = 0;
        result_tag_seen_ = false;
        result_tag_span_ = Span{};
        fen_tag_ = FirstTag{};
        setup_tag_ = FirstTag{};
        variant_tag_ = FirstTag{};
        marker_span_ = Span{};
        has_pending_number_ = false;
        told_move_number_ = false;
        seen_first_token_ = false;
        last_threefold_segment_ = std::numeric_limits<std::int64_t>::min();
        last_fifty_segment_ = std::numeric_limits<std::int64_t>::min();
    }

    Control tag(std::string_view name, std::string_view value, Span span) {
        seen_first_token_ = true;
        const std::size_t index = report_->tags.size();
        report_->tags.add(name, value);
        for (std::size_t i = 0; i < kRosterTags.size(); ++i) {
            if (name == kRosterTags[i]) {
                const bool first = (roster_seen_ & (1U << i)) == 0;
                roster_seen_ |= 1U << i;
                if (first) check_roster_value(name, value, span);
                return Control::Continue;
            }
        }
        if (name == "Result" && !result_tag_seen_) {
            result_tag_seen_ = true;
            result_tag_span_ = span;
            report_->result_tag.assign(value);
            if (!is_result_value(value)) {
                add(RuleId::malformed_result, span).message =
                    "the Result tag \"" + std::string(value) +
                    "\" is none of 1-0, 0-1, 1/2-1/2 and * (PGN 8.1.1.7)";
            }
        } else if (name == "FEN" && !fen_tag_.seen()) {
            fen_tag_ = FirstTag{span, index};
            fen_value_location_ = value_location(value, span);
        } else if (name == "SetUp" && !setup_tag_.seen()) {
            setup_tag_ = FirstTag{span, index};
        } else if (name == "Variant" && !variant_tag_.seen()) {
            variant_tag_ = FirstTag{span, index};
        }
        return Control::Continue;
    }

    Control begin_movetext(Span) {
        seen_first_token_ = true;
        check_missing_tags();
        const std::optional<std::string_view> fen = value_of(fen_tag_);
        const std::optional<std::string_view> setup = value_of(setup_tag_);
        if (fen && setup != "1") {
            add(RuleId::fen_setup_mismatch, fen_tag_.span).message =
                setup ? "a FEN tag with [SetUp \"" + std::string(*setup) +
                            "\"]: a game set up from a FEN needs [SetUp \"1\"] (PGN 9.7.1)"
                      : "a FEN tag without [SetUp \"1\"] before it (PGN 9.7.1)";
        } else if (!fen && setup && *setup != "0") {
            add(RuleId::fen_setup_mismatch, setup_tag_.span).message =
                "[SetUp \"" + std::string(*setup) +
                "\"] but no FEN tag gives the position (PGN 9.7.1)";
        }
        const std::optional<std::string_view> variant = value_of(variant_tag_);
        const VariantRules rules = classify_variant(variant.value_or(""));
        if (rules == VariantRules::unsupported) {
            add(RuleId::unsupported_variant, variant_tag_.span).message =
                "Variant \"" + std::string(*variant) +
                "\": pgnlint replays standard chess and Chess960 only, so this game's moves are "
                "not checked";
            return Control::Continue;
        }
        const bool chess960 = rules == VariantRules::chess960;
        core::StateInfo& root = path_.start();
        if (fen) {
            if (!set_up_from_fen_tag(*fen, chess960, root)) return Control::Continue;
        } else if (chess960) {
            pos_.set_fen(core::START_FEN, root, true);
        } else {
            pos_.set_startpos(root);
        }
        replaying_ = true;
        start_game_ply_ = static_cast<std::uint32_t>(pos_.game_ply());
        lines_.clear();
        lines_.emplace_back();
        check_start_position(lines_.front());
        return Control::Continue;
    }

    Control move_number(std::uint32_t number, bool black, Span span) {
        has_pending_number_ = true;
        pending_number_ = number;
        pending_black_ = black;
        pending_number_span_ = span;
        return Control::Continue;
    }

    Control move(std::string_view text, Span span) {
        if (!replaying_) return Control::Continue;
        Line& line = lines_.back();
        if (line.stopped) {
            skipped_move(line, text, span);
            return Control::Continue;
        }
        if (has_pending_number_) check_move_number(text);
        core::resolve_san(pos_, text, san_);
        const core::SanResult& san = san_;
        const bool null_in_check = san.ok && san.move == Move::null() && pos_.in_check();
        if (!san.ok || null_in_check) {
            refused_move(line, san, null_in_check, text, span);
            return Control::Continue;
        }
        if (line.ended.kind != TerminationKind::none && !line.told_after_end) {
            line.told_after_end = true;
            Diagnostic& d = add_move_diagnostic(RuleId::move_after_game_end, span, text);
            d.message += ": move after the game ended";
            append_ending(d.message, line.ended);
        }
        if (san.move == Move::null()) {
            Diagnostic& d = add_move_diagnostic(RuleId::null_move, span, text);
            d.message +=
                ": null move: it passes the turn, which no legal move does (FIDE 1.1); the "
                "replay goes on with the other side to move";
            pos_.do_null_move(path_.push(Move::null()));
            line.last_move = text;
            line.last_move_span = span;
            return Control::Continue;
        }
        const core::SanFlags& f = san.parsed.flags;
        // Bitwise, not short-circuit: one test instead of a branch per flag on every move.
        if (f.missing_capture_mark | f.capture_mark_on_non_capture | f.redundant_disambiguation |
            f.promotion_without_equals | f.castling_with_zeros) {
            notation_findings(san, text, span);
        }
        pos_.do_move(san.move, path_.push(san.move));
        after_move(line, san, text, span);
        return Control::Continue;
    }

    Control begin_variation(Span) {
        has_pending_number_ = false;
        if (!replaying_) return Control::Skip;
        Line& parent = lines_.back();
        Line child;
        if (parent.stopped) {
            // After a stop only a variation right after the stopping move can be replayed.
            if (!parent.stopped_at_last_token) return Control::Skip;
        } else if (path_.size() > parent.base) {
            child.redo = path_.back();
            child.has_redo = true;
            undo_last();
        }
        child.base = path_.size();
        if (parent.ended.kind != TerminationKind::none && parent.ended.ply <= path_.size()) {
            child.ended = parent.ended;
        }
        lines_.push_back(std::move(child));
        return Control::Continue;
    }

    Control end_variation(Span) {
        has_pending_number_ = false;
        if (replaying_ && lines_.size() > 1) close_line();
        return Control::Continue;
    }

    // `{pgnlint: ...}` comments are directives; lint::Filter interprets them, the checker only
    // collects them with where they stand.
    Control comment(std::string_view text, Span span) {
        constexpr std::string_view kPrefix = "pgnlint:";
        constexpr std::string_view kSpaces = " \t\r\n";
        // Compared byte by byte rather than with find_first_not_of, which searches kSpaces for
        // every byte: nearly every comment (clocks, evaluations) is no directive.
        std::size_t first = 0;
        while (first < text.size() && (text[first] == ' ' || text[first] == '\t' ||
                                       text[first] == '\r' || text[first] == '\n'))
            ++first;
        if (text.substr(first, kPrefix.size()) != kPrefix) return Control::Continue;
        std::string_view body = text.substr(first + kPrefix.size());
        body.remove_prefix(std::min(body.size(), body.find_first_not_of(kSpaces)));
        body.remove_suffix(body.size() - (body.find_last_not_of(kSpaces) + 1));
        Directive& directive = report_->directives.emplace_back();
        directive.text.assign(body);
        directive.where = locate(span);
        directive.leading = !seen_first_token_;
        return Control::Continue;
    }

    Control termination(std::string_view marker, Span span) {
        report_->result_marker.assign(marker);
        marker_span_ = span;
        return Control::Continue;
    }

    Control end_game(Span) {
        if (replaying_) {
            while (lines_.size() > 1) close_line();
            finish_main_line(lines_.front());
        }
        check_result();
        return Control::Continue;
    }

    Control syntax_error(const pgn::SyntaxError& error) {
        Diagnostic& d = add(syntax_error_rule(error.kind), error.span);
        d.message.assign(pgn::syntax_error_message(error.kind));
        if (!error.detail.empty()) {
            d.message += " near '";
            d.message += error.detail;
            d.message += '\'';
        }
        return Control::Continue;
    }

private:
    // The first tag of a name the replay looks at again: where it stands, and its place in the
    // report's tags (found again without a search by name).
    struct FirstTag {
        static constexpr std::size_t kAbsent = std::numeric_limits<std::size_t>::max();
        Span span;
        std::size_t index = kAbsent;
        bool seen() const { return index != kAbsent; }
    };
    std::optional<std::string_view> value_of(const FirstTag& tag) const {
        if (!tag.seen()) return std::nullopt;
        return report_->tags[tag.index].value;
    }

    std::uint32_t ply() const { return static_cast<std::uint32_t>(path_.size()); }
    // The move number and side of the move at `ply` (1-based), counted from the start position.
    std::uint32_t move_number_of(std::uint32_t move_ply) const {
        return static_cast<std::uint32_t>(1 + (start_game_ply_ + move_ply - 1) / 2);
    }
    Side side_of_ply(std::uint32_t move_ply) const {
        return (start_game_ply_ + move_ply - 1) % 2 == 0 ? Side::white : Side::black;
    }
    std::uint32_t depth() const {
        return lines_.empty() ? 0 : static_cast<std::uint32_t>(lines_.size() - 1);
    }

    // Where a tag's value starts: exact when the value is a view of the game's text (no escapes
    // were undone), else assuming the usual `[Name "` spelling.
    Location value_location(std::string_view value, Span tag_span) const {
        const char* text = game_->text.data();
        std::uint64_t offset = tag_span.offset + 6;
        if (value.data() >= text && value.data() <= text + game_->text.size()) {
            offset = game_->start.offset + static_cast<std::uint64_t>(value.data() - text);
        }
        return locate(
            Span{offset, tag_span.line,
                 static_cast<std::uint32_t>(tag_span.column + (offset - tag_span.offset))});
    }

    // The span as a Location, its column also counted in characters. The bytes before it on its
    // line are the game's, except on a first line that holds the end of the game before (a game
    // starting after a marker on the same line): those count as one character each.
    Location locate(Span span) const {
        const std::uint64_t game_offset = game_->start.offset;
        const std::uint64_t end =
            std::clamp<std::uint64_t>(span.offset, game_offset, game_offset + game_->text.size());
        const std::uint64_t column_bytes = std::max<std::uint32_t>(span.column, 1) - 1;
        const std::uint64_t line_offset = span.offset - std::min(span.offset, column_bytes);
        const std::uint64_t from = std::clamp(line_offset, game_offset, end);
        const std::string_view before = game_->text.substr(from - game_offset, end - from);
        return Location{span.offset, span.line, span.column, utf8_multibyte_extra(before)};
    }

    Diagnostic& add(RuleId id, Span span) {
        Diagnostic& d = report_->diagnostics.emplace_back();
        d.rule = id;
        d.severity = rule(id).default_severity;
        d.where = locate(span);
        d.variation_depth = depth();
        return d;
    }

    // A diagnostic about the move `text` about to be made in the current position; its message
    // starts with the move ("12... Nf6") for the caller to go on.
    Diagnostic& add_move_diagnostic(RuleId id, Span span, std::string_view text) {
        Diagnostic& d = add(id, span);
        d.ply = ply() + 1;
        d.move_number = static_cast<std::uint32_t>(pos_.fullmove_number());
        d.side = side_of(pos_.side_to_move());
        d.san.assign(text);
        write_position(d.fen_before);
        d.message = describe_move(d.move_number, d.side, text);
        return d;
    }

    void check_roster_value(std::string_view name, std::string_view value, Span span) {
        if (name == "Date" && !is_valid_date(value)) {
            add(RuleId::malformed_date, span).message =
                "the Date tag \"" + std::string(value) +
                "\" is not a date written YYYY.MM.DD with ?? for unknown parts (PGN 8.1.1.3)";
        } else if (name == "Round" && !is_valid_round(value)) {
            add(RuleId::malformed_round, span).message =
                "the Round tag \"" + std::string(value) +
                "\" is not a round number such as 5 or 3.1, nor ? or - (PGN 8.1.1.4)";
        }
    }

    void check_missing_tags() {
        std::string missing;
        for (std::size_t i = 0; i < kRosterTags.size(); ++i) {
            if (roster_seen_ & (1U << i)) continue;
            if (!missing.empty()) missing += ", ";
            missing += kRosterTags[i];
        }
        if (!missing.empty()) {
            add(RuleId::missing_roster_tag, game_->start).message =
                "the Seven Tag Roster tags " + missing + " are missing (PGN 8.1.1)";
        }
        if (!result_tag_seen_) {
            add(RuleId::missing_result, game_->start).message =
                "the game has no Result tag (PGN 8.1.1.7); write [Result \"*\"] when the result "
                "is unknown";
        }
    }

    // The start position from the FEN tag. check_fen reports each problem of the text (F rules);
    // when no position can be set up, invalid-fen-tag says that the moves are not replayed.
    bool set_up_from_fen_tag(std::string_view fen, bool chess960, core::StateInfo& root) {
        std::vector<Diagnostic>& found = report_->diagnostics;
        const std::size_t first = found.size();
        const bool replayable =
            check_fen(fen, fen_value_location_, FenCheckOptions{chess960, false}, found);
        if (replayable && pos_.set_fen(fen, root, chess960).ok()) return true;
        std::string message = "the FEN tag gives no position to start from";
        if (found.size() > first) message += " (" + found[first].message + ")";
        message += "; the moves are not replayed";
        add(RuleId::invalid_fen_tag, fen_tag_.span).message = std::move(message);
        return false;
    }

    // A FEN may describe a position that has already ended the game.
    void check_start_position(Line& main) {
        if (core::is_dead_by_material(pos_)) {
            set_ending(main, TerminationKind::insufficient_material, Side::none);
        } else if (pos_.halfmove_clock() >= kSeventyFiveMovePlies) {
            set_ending(main, TerminationKind::seventyfive_moves, Side::none);
        }
        if (main.ended.kind == TerminationKind::none) record_claims(core::RepetitionInfo{});
    }

    // The position after the line's latest move (or the start position) ended the game.
    void set_ending(Line& line, TerminationKind kind, Side winner) {
        line.ended.kind = kind;
        line.ended.ply = ply();
        line.ended.winner = winner;
        describe_latest_move(line, line.ended.move);
        if (!has_latest_move(line) && ply() > 0) line.ended.move = "ply " + std::to_string(ply());
        if (&line == &lines_.front()) {
            Termination& termination = report_->termination;
            termination.kind = kind;
            termination.ply = line.ended.ply;
            termination.winner = winner;
            termination.move.assign(line.ended.move);
            write_position(termination.fen);
            termination.to_move = side_of(pos_.side_to_move());
            termination.where = position_location(line);
        }
    }

    // The current position's FEN into `fen`. Only for findings, endings, claims and the final
    // position: a move without any of them writes none.
    void write_position(std::string& fen) const {
        char buffer[core::FEN_BUFFER_SIZE];
        fen.assign(buffer, core::write_fen(pos_, buffer));
    }

    // Where the line's latest move stands; for the start position, the FEN tag that set it up
    // or else where the game starts.
    Location position_location(const Line& line) const {
        if (has_latest_move(line)) return locate(line.last_move_span);
        return locate(fen_tag_.seen() ? fen_tag_.span : game_->start);
    }

    // Whether the current position follows a move made on the line, and its text is known.
    bool has_latest_move(const Line& line) const { return ply() > 0 && !line.last_move.empty(); }

    // The line's latest move as written with its number ("41... Qg2#"); empty when there is none.
    void describe_latest_move(const Line& line, std::string& out) const {
        out.clear();
        if (has_latest_move(line)) {
            out = describe_move(move_number_of(ply()), side_of_ply(ply()), line.last_move);
        }
    }

    static void append_ending(std::string& message, const Ending& ending) {
        message += ": ";
        if (ending.move.empty()) {
            message += "the start position already ended it by ";
        } else {
            message += "it ended after ";
            message += ending.move;
            message += " by ";
        }
        const TerminationWords& words = termination_words(ending.kind);
        message += words.phrase;
        message += " (FIDE ";
        message += words.article;
        message += ')';
    }

    // Called when a move number came before the move.
    void check_move_number(std::string_view text) {
        has_pending_number_ = false;
        if (told_move_number_) return;
        const auto expected = static_cast<std::uint32_t>(pos_.fullmove_number());
        const bool white_to_move = pos_.side_to_move() == core::WHITE;
        if (pending_number_ == expected && !(pending_black_ && white_to_move)) return;
        report_wrong_move_number(text, expected);
    }

    [[gnu::cold]] void report_wrong_move_number(std::string_view text, std::uint32_t expected) {
        told_move_number_ = true;
        Diagnostic& d = add_move_diagnostic(RuleId::wrong_move_number, pending_number_span_, text);
        d.message += ": the move number reads \"" + std::to_string(pending_number_) +
                     (pending_black_ ? "...\"" : ".\"") + " but this is " +
                     std::string(side_title(pos_.side_to_move())) + "'s move " +
                     std::to_string(expected) + " (PGN 8.2.2; said once per game)";
    }

    [[gnu::cold]] void skipped_move(Line& line, std::string_view text, Span span) {
        line.stopped_at_last_token = false;
        const std::uint32_t skipped_ply = line.next_skipped_ply++;
        has_pending_number_ = false;
        if (line.told_unreplayable) return;
        line.told_unreplayable = true;
        Diagnostic& d = add(RuleId::unreplayable_line, span);
        d.ply = skipped_ply;
        d.move_number = move_number_of(skipped_ply);
        d.side = side_of_ply(skipped_ply);
        d.san.assign(text);
        d.message = describe_move(d.move_number, d.side, text) +
                    ": not checked: the line cannot be replayed after " + line.stop_move +
                    ", so its remaining moves and the variations on them are skipped";
    }

    void stop_line(Line& line, const Diagnostic& d) {
        line.stopped = true;
        line.stopped_at_last_token = true;
        line.next_skipped_ply = ply() + 2;
        line.stop_move = describe_move(d.move_number, d.side, d.san);
    }

    [[gnu::cold]] void refused_move(Line& line, const core::SanResult& san, bool null_in_check,
                                    std::string_view text, Span span) {
        const bool syntax = !san.ok && san.error.kind == core::SanErrorKind::Syntax;
        if (!syntax && line.ended.kind == TerminationKind::none && !core::has_legal_move(pos_)) {
            set_ending(line,
                       pos_.in_check() ? TerminationKind::checkmate : TerminationKind::stalemate,
                       pos_.in_check() ? side_of(~pos_.side_to_move()) : Side::none);
        }
        const bool no_moves_left = line.ended.kind == TerminationKind::checkmate ||
                                   line.ended.kind == TerminationKind::stalemate;
        if (!syntax && no_moves_left) {
            Diagnostic& d = add_move_diagnostic(RuleId::move_after_game_end, span, text);
            d.message += ": move after the game ended";
            append_ending(d.message, line.ended);
            d.message += "; the rest of the line is not replayed";
            stop_line(line, d);
            line.told_after_end = true;
            line.told_unreplayable = true;
            return;
        }
        if (syntax) {
            Diagnostic& d = add_move_diagnostic(RuleId::invalid_move_syntax, span, text);
            d.message += ": not a move in SAN (PGN 8.2.3)";
            stop_line(line, d);
            return;
        }
        if (null_in_check) {
            Diagnostic& d = add_move_diagnostic(RuleId::illegal_move, span, text);
            d.message +=
                ": illegal move: a null move cannot pass the turn while in check (FIDE 3.9)";
            stop_line(line, d);
            return;
        }
        if (san.error.kind == core::SanErrorKind::Ambiguous) {
            Diagnostic& d = add_move_diagnostic(RuleId::ambiguous_move, span, text);
            d.message += ": ambiguous move: it matches ";
            char buffer[core::SAN_BUFFER_SIZE];
            for (std::size_t i = 0; i < san.candidate_count; ++i) {
                d.candidates.emplace_back(buffer, core::write_san(pos_, san.candidates[i], buffer));
                if (i > 0) d.message += i + 1 == san.candidate_count ? " and " : ", ";
                d.message += d.candidates.back();
            }
            d.message += "; add the origin file or rank (PGN 8.2.3.4)";
            stop_line(line, d);
            return;
        }
        Diagnostic& d = add_move_diagnostic(RuleId::illegal_move, span, text);
        d.message += ": illegal move: ";
        explain_illegal_move(pos_, san.parsed, d.message);
        stop_line(line, d);
    }

    // Notation that names the move unambiguously but not canonically (PGN 8.2.3).
    [[gnu::cold]] void notation_findings(const core::SanResult& san, std::string_view text,
                                         Span span) {
        const core::SanFlags& f = san.parsed.flags;
        char canonical[core::SAN_BUFFER_SIZE];
        const std::string_view written_as =
            std::string_view(canonical, core::write_san(pos_, san.move, canonical));
        const auto report = [&](RuleId id, std::string_view what) {
            Diagnostic& d = add_move_diagnostic(id, span, text);
            d.message += ": ";
            d.message += what;
            d.message += "; the standard form is ";
            d.message += written_as;
        };
        if (f.missing_capture_mark) report(RuleId::missing_capture_marker, "a capture without x");
        if (f.capture_mark_on_non_capture) {
            report(RuleId::capture_marker_on_non_capture, "x on a move that captures nothing");
        }
        if (f.redundant_disambiguation) {
            report(RuleId::redundant_disambiguation, "more of the origin square than needed");
        }
        if (f.promotion_without_equals) {
            report(RuleId::promotion_without_equals, "a promotion without =");
        }
        if (f.castling_with_zeros) report(RuleId::zero_castling, "castling written with zeros");
    }

    void after_move(Line& line, const core::SanResult& san, std::string_view text, Span span) {
        line.last_move = text;
        line.last_move_span = span;
        const bool check = pos_.in_check();
        const bool mate = check && !core::has_legal_move(pos_);
        check_suffix(san, text, span, check, mate);
        const bool live = line.ended.kind == TerminationKind::none;
        core::RepetitionInfo repetition;
        // Only a third occurrence (a claim, FIDE 9.2.2) or a fifth (FIDE 9.6.1) matters. One
        // side's move and the other's cannot restore a position, so occurrences are at least
        // four plies apart and a third one comes eight plies or more after the first.
        if (live && pos_.halfmove_clock() >= 8) repetition = pos_.repetitions();
        // Only a capture or a promotion changes the material (FIDE 5.2.2, 9.6 dead positions).
        const bool captured = pos_.captured_piece() != core::NO_PIECE;
        const bool promoted = san.move.kind() == core::MoveKind::Promotion;
        const bool material_changed = captured | promoted;
        if (live) {
            if (mate) {
                set_ending(line, TerminationKind::checkmate, side_of(~pos_.side_to_move()));
            } else if (material_changed && core::is_dead_by_material(pos_)) {
                set_ending(line, TerminationKind::insufficient_material, Side::none);
            } else if (repetition.count >= 4) {
                set_ending(line, TerminationKind::fivefold_repetition, Side::none);
                if (&line == &lines_.front()) {
                    earlier_plies(repetition, report_->termination.earlier_plies);
                }
            } else if (pos_.halfmove_clock() >= kSeventyFiveMovePlies) {
                set_ending(line, TerminationKind::seventyfive_moves, Side::none);
            }
        }
        if (&line != &lines_.front()) return;
        report_->plies = ply();
        // Most plies make no claim possible; the test here spares them record_claims's call.
        if (live && (repetition.count == 2 || pos_.halfmove_clock() >= kFiftyMovePlies)) {
            record_claims(repetition);
        }
    }

    // The plies after which the current position stood before, oldest first (0: the start).
    void earlier_plies(const core::RepetitionInfo& repetition,
                       std::vector<std::uint32_t>& out) const {
        out.clear();
        const int known = std::min(repetition.count, static_cast<int>(repetition.distance.size()));
        for (int i = known - 1; i >= 0; --i) {
            out.push_back(ply() - static_cast<std::uint32_t>(repetition.distance[i]));
        }
    }

    // FIDE 9.2 (threefold) and 9.3 (fifty moves): recorded once per stretch of play between
    // captures and pawn moves, at the ply they first became claimable.
    void record_claims(const core::RepetitionInfo& repetition) {
        const std::int64_t segment = std::int64_t{ply()} - pos_.halfmove_clock();
        if (repetition.count == 2 && segment != last_threefold_segment_) {
            last_threefold_segment_ = segment;
            Claim& claim = report_->claims.emplace_back();
            claim.kind = ClaimKind::threefold_repetition;
            claim.ply = ply();
            earlier_plies(repetition, claim.earlier_plies);
            describe_latest_move(lines_.front(), claim.move);
            write_position(claim.fen);
            claim.to_move = side_of(pos_.side_to_move());
            claim.where = position_location(lines_.front());
        }
        if (pos_.halfmove_clock() >= kFiftyMovePlies && segment != last_fifty_segment_) {
            last_fifty_segment_ = segment;
            Claim& claim = report_->claims.emplace_back();
            claim.kind = ClaimKind::fifty_moves;
            claim.ply = ply();
            describe_latest_move(lines_.front(), claim.move);
            write_position(claim.fen);
            claim.to_move = side_of(pos_.side_to_move());
            claim.where = position_location(lines_.front());
        }
    }

    // PGN 8.2.3.5 (FIDE's notation appendix C.11): '+' on a check, '#' on a mate. Runs after
    // the move is made; a finding puts the move back for a moment to describe it.
    void check_suffix(const core::SanResult& san, std::string_view text, Span span, bool check,
                      bool mate) {
        const core::SanFlags& f = san.parsed.flags;
        // Compared, not branched on: whether a move checks is too irregular to predict.
        const bool right = (f.mate_suffix == mate) & (f.check_suffix == (check && !mate));
        if (!right) report_check_suffix(f, text, span, check, mate);
    }

    [[gnu::cold]] void report_check_suffix(const core::SanFlags& f, std::string_view text,
                                           Span span, bool check, bool mate) {
        const Move m = path_.back();
        pos_.undo_move(m);
        path_.pop();
        const bool missing = mate || (check && !f.mate_suffix);
        Diagnostic& d = add_move_diagnostic(
            missing ? RuleId::missing_check_suffix : RuleId::wrong_check_suffix, span, text);
        pos_.do_move(m, path_.push(m));
        const std::string_view body = without_suffixes(text);
        if (mate) {
            d.message += ": missing check suffix: the move mates, write ";
            d.message += body;
            d.message += '#';
        } else if (check && f.mate_suffix) {
            d.message += ": wrong check suffix: the move gives check but not mate, write ";
            d.message += body;
            d.message += '+';
        } else if (check) {
            d.message += ": missing check suffix: the move gives check, write ";
            d.message += body;
            d.message += '+';
        } else {
            d.message += ": wrong check suffix: the move gives no check, write ";
            d.message += body;
        }
    }

    void undo_last() {
        const Move m = path_.back();
        if (m == Move::null()) {
            pos_.undo_null_move();
        } else {
            pos_.undo_move(m);
        }
        path_.pop();
    }

    void close_line() {
        const Line& line = lines_.back();
        while (path_.size() > line.base) undo_last();
        if (line.has_redo) {
            core::StateInfo& state = path_.push(line.redo);
            if (line.redo == Move::null()) {
                pos_.do_null_move(state);
            } else {
                pos_.do_move(line.redo, state);
            }
        }
        lines_.pop_back();
    }

    void finish_main_line(Line& main) {
        if (!main.stopped && main.ended.kind == TerminationKind::none &&
            !core::has_legal_move(pos_)) {
            const bool mate = pos_.in_check();
            set_ending(main, mate ? TerminationKind::checkmate : TerminationKind::stalemate,
                       mate ? side_of(~pos_.side_to_move()) : Side::none);
        }
        report_->plies = ply();
        if (final_fen_) write_position(report_->final_fen);
        report_->replayed = true;
    }

    // The Result tag against the marker (PGN 8.2.6), and the result against the board. A "*"
    // (unknown, unfinished or abandoned, PGN 8.1.1.7) states no result and contradicts nothing.
    void check_result() {
        const std::string& tag = report_->result_tag;
        const std::string& marker = report_->result_marker;
        const bool tag_usable = result_tag_seen_ && is_result_value(tag);
        if (tag_usable && !marker.empty() && tag != marker) {
            add(RuleId::result_mismatch, marker_span_).message = "the Result tag says " + tag +
                                                                 " but the movetext ends with " +
                                                                 marker + " (PGN 8.2.6)";
        }
        const Termination& ending = report_->termination;
        if (ending.kind == TerminationKind::none) return;
        const std::string& stated = tag_usable ? tag : marker;
        if (stated.empty() || stated == "*") return;
        const std::string_view expected = ending.kind != TerminationKind::checkmate ? "1/2-1/2"
                                          : ending.winner == Side::white            ? "1-0"
                                                                                    : "0-1";
        if (stated == expected) return;
        const Span where = tag_usable ? result_tag_span_ : marker_span_;
        Diagnostic& d = add(RuleId::result_contradicts_position, where);
        d.message = "the result " + stated + " contradicts the board";
        append_ending(d.message, lines_.empty() ? Ending{} : lines_.front().ended);
        d.message += ", so the result is ";
        d.message += expected;
    }

    const bool final_fen_;
    GameReport* report_ = nullptr;
    const pgn::RawGame* game_ = nullptr;
    core::Position pos_;
    core::SanResult san_;  // the move being replayed, kept to spare building a result per move
    Path path_;
    std::vector<Line> lines_;
    bool replaying_ = false;
    std::uint32_t start_game_ply_ = 0;  // plies before the start position (from the FEN's numbers)

    unsigned roster_seen_ = 0;
    bool result_tag_seen_ = false;
    Span result_tag_span_;
    FirstTag fen_tag_;
    Location fen_value_location_;
    FirstTag setup_tag_;
    FirstTag variant_tag_;
    Span marker_span_;

    bool has_pending_number_ = false;
    bool pending_black_ = false;
    std::uint32_t pending_number_ = 0;
    Span pending_number_span_;
    bool told_move_number_ = false;
    bool seen_first_token_ = false;  // a tag or the movetext: later comments are not leading

    std::int64_t last_threefold_segment_ = 0;
    std::int64_t last_fifty_segment_ = 0;
};

GameChecker::GameChecker(const GameCheckerOptions& options)
    : replay_(std::make_unique<Replay>(options.final_fen)), limits_(options.limits) {}

GameChecker::~GameChecker() = default;

void GameChecker::check(const pgn::RawGame& game, std::string_view file_name, GameReport& out) {
    out.clear();
    out.index = game.index + 1;
    out.file.assign(file_name);
    replay_->start(out, game);
    pgn::parse_game(game, *replay_, limits_);
}

}  // namespace pgnlint::lint
