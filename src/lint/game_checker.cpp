// GameChecker: a PGN visitor that replays one game on core::Position — main line and every
// variation, each from the position before the move it replaces. This file holds the visitor's
// callbacks and the per-move replay, the hot path; replay.h names the rooms for the rest.
#include "pgnlint/lint/game_checker.h"

#include <algorithm>
#include <limits>

#include "pgnlint/core/movegen.h"
#include "pgnlint/core/outcome.h"
#include "replay.h"

namespace pgnlint::lint {

using core::Move;
using pgn::Control;
using pgn::Span;

// The members defined here are inline: the parser's template is instantiated below, in check(),
// and each callback and per-move helper should fold into its token loop.

inline void GameChecker::Replay::start(GameReport& report, const pgn::RawGame& game,
                                       const SourceStatement* source) {
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
    termination_tag_ = FirstTag{};
    marker_span_ = Span{};
    stated_ = source != nullptr ? source->ending : StatedEnding::unstated;
    stated_span_ = source != nullptr ? source->span : Span{};
    stated_source_ = source != nullptr ? source->source : std::string_view{};
    told_undetermined_ = false;
    time_forfeit_drawn_ = false;
    has_pending_number_ = false;
    told_move_number_ = false;
    seen_first_token_ = false;
    movetext_may_hold_commands_ = true;  // comments before the movetext are read each
    move_number_finding_ = kNoFinding;
    marker_finding_ = kNoFinding;
    missing_result_finding_ = kNoFinding;
    first_tag_offset_.reset();
    last_tag_offset_.reset();
    first_other_tag_offset_.reset();
    movetext_offset_ = game.start.offset;
    result_value_offset_.reset();
    setup_value_offset_.reset();
    fen_value_offset_.reset();
    missing_marker_offset_.reset();
    line_comment_end_.reset();
    last_threefold_segment_ = std::numeric_limits<std::int64_t>::min();
    last_fifty_segment_ = std::numeric_limits<std::int64_t>::min();
    clocks_.reset();
}

inline Control GameChecker::Replay::begin_movetext(Span span) {
    seen_first_token_ = true;
    movetext_offset_ = span.offset;
    const std::string_view movetext = game_->text.substr(
        std::min<std::uint64_t>(span.offset - game_->start.offset, game_->text.size()));
    movetext_may_hold_commands_ = has_embedded_command(movetext);
    // Comments that belong to no game: no tags are missing and nothing is replayed.
    if (game_->comments_only) return Control::proceed;
    check_missing_tags();
    check_setup_tags();
    if (!set_up_start_position()) return Control::proceed;
    replaying_ = true;
    start_game_ply_ = static_cast<std::uint32_t>(pos_.game_ply());
    clocks_.start_game_ply = start_game_ply_;
    lines_.clear();
    lines_.emplace_back();
    check_start_position(lines_.front());
    return Control::proceed;
}

inline Control GameChecker::Replay::move_number(std::uint32_t number, bool black, Span span) {
    has_pending_number_ = true;
    pending_number_ = number;
    pending_black_ = black;
    pending_number_span_ = span;
    return Control::proceed;
}

inline Control GameChecker::Replay::move(std::string_view text, Span span) {
    if (!replaying_) return Control::proceed;
    Line& line = lines_.back();
    if (line.stopped) {
        skipped_move(line, text, span);
        return Control::proceed;
    }
    // A move after the end of the game is void (FIDE 5, 9.6): move-after-game-end (or, when it
    // cannot be made, illegal-move) is all that is said of it, not its number, notation or suffix
    // (the findings' own functions, called only when something is wrong, pass over void moves).
    if (has_pending_number_) check_move_number(text);
    core::resolve_san(pos_, text, san_);
    const core::SanResult& san = san_;
    const bool null_move = san.ok && san.move == Move::null();
    const bool null_in_check = null_move && pos_.in_check();
    // A null move cannot pass the turn out of a stalemate: the game is over (FIDE 5.2.1).
    const bool null_in_stalemate = null_move && !null_in_check &&
                                   line.ended.kind == TerminationKind::none &&
                                   !core::has_legal_move(pos_);
    if (!san.ok || null_in_check || null_in_stalemate) {
        refused_move(line, san, null_in_check, text, span);
        return Control::proceed;
    }
    if (line.ended.kind != TerminationKind::none && !line.told_after_end) {
        line.told_after_end = true;
        Diagnostic& d = add_move_diagnostic(RuleId::move_after_game_end, span, text);
        d.message += ": move after the game ended";
        append_ending(d.message, line.ended);
    }
    if (san.move == Move::null()) {
        if (line.ended.kind == TerminationKind::none) {
            Diagnostic& d = add_move_diagnostic(RuleId::null_move, span, text);
            d.message +=
                ": null move: it passes the turn, which no legal move does (FIDE 1.1); the "
                "replay goes on with the other side to move";
        }
        pos_.do_null_move(path_.push(Move::null()));
        line.last_move = text;
        line.last_move_span = span;
        if (line.first_move.empty()) {
            line.first_move = text;
            line.first_ply = ply();
        }
        return Control::proceed;
    }
    const core::SanFlags& f = san.parsed.flags;
    // Bitwise, not short-circuit: one test instead of a branch per flag on every move.
    if (f.missing_capture_mark | f.capture_mark_on_non_capture | f.redundant_disambiguation |
        f.promotion_without_equals | f.castling_with_zeros) {
        notation_findings(san, text, span);
    }
    pos_.do_move(san.move, path_.push(san.move));
    after_move(line, san, text, span);
    return Control::proceed;
}

inline Control GameChecker::Replay::begin_variation(Span) {
    has_pending_number_ = false;
    if (!replaying_) return Control::skip;
    Line& parent = lines_.back();
    Line child;
    if (parent.stopped) {
        // After a stop only a variation right after the stopping move can be replayed.
        if (!parent.stopped_at_last_token) return Control::skip;
        child.replaced = parent.stop_text;
        child.replaced_ply = parent.stop_ply;
    } else if (path_.size() > parent.base) {
        child.redo = path_.back();
        child.has_redo = true;
        child.replaced = parent.last_move;
        child.replaced_ply = ply();
        undo_last();
    }
    child.base = path_.size();
    if (parent.ended.kind != TerminationKind::none && parent.ended.ply <= path_.size()) {
        child.ended = parent.ended;
    }
    lines_.push_back(std::move(child));
    return Control::proceed;
}

inline Control GameChecker::Replay::end_variation(Span) {
    has_pending_number_ = false;
    if (replaying_ && lines_.size() > 1) close_line();
    return Control::proceed;
}

// `{pgnlint: ...}` comments are directives; lint::Filter interprets them, the checker only
// collects them with where they stand.
inline Control GameChecker::Replay::comment(std::string_view text, Span span) {
    if (game_->text[span.offset - game_->start.offset] == ';')
        line_comment_end_ = span.offset + 1 + text.size();
    constexpr std::string_view kPrefix = "pgnlint:";
    constexpr std::string_view kSpaces = " \t\r\n";
    // Compared byte by byte rather than with find_first_not_of, which searches kSpaces for
    // every byte: nearly every comment (clocks, evaluations) is no directive.
    std::size_t first = 0;
    while (first < text.size() && (text[first] == ' ' || text[first] == '\t' ||
                                   text[first] == '\r' || text[first] == '\n'))
        ++first;
    if (text.substr(first, kPrefix.size()) != kPrefix) {
        if (movetext_may_hold_commands_ && has_embedded_command(text)) [[unlikely]]
            read_clocks(text, span);
        return Control::proceed;
    }
    std::string_view body = text.substr(first + kPrefix.size());
    body.remove_prefix(std::min(body.size(), body.find_first_not_of(kSpaces)));
    body.remove_suffix(body.size() - (body.find_last_not_of(kSpaces) + 1));
    Directive& directive = report_->directives.emplace_back();
    directive.text.assign(body);
    directive.where = locate(span);
    directive.leading = !seen_first_token_;
    return Control::proceed;
}

inline Control GameChecker::Replay::end_game(Span) {
    if (game_->comments_only) return Control::proceed;
    if (replaying_) {
        while (lines_.size() > 1) close_line();
        recognise_board_signal();
        suggest_for(lines_.front());
        finish_main_line(lines_.front());
    }
    check_result();
    check_stated_ending();
    if (clocks_.players[0].clocked + clocks_.players[1].clocked != 0) finish_clocks();
    // After the stated ending, which may find the result a drawn time forfeit dictates.
    fix_missing_result(time_forfeit_drawn_ ? "1/2-1/2" : dictated_result(report_->termination));
    drop_fixes_after_syntax_errors();
    return Control::proceed;
}

inline Control GameChecker::Replay::syntax_error(const pgn::SyntaxError& error) {
    Diagnostic& d = add(syntax_error_rule(error.kind), error.span);
    d.message.clear();
    pgn::append_syntax_error_message(error.kind, error.detail, d.message);
    if (error.kind == pgn::SyntaxErrorKind::missing_termination_marker)
        note_missing_marker(d, error.span);
    return Control::proceed;
}

inline void GameChecker::Replay::after_move(Line& line, const core::SanResult& san,
                                            std::string_view text, Span span) {
    line.last_move = text;
    line.last_move_span = span;
    if (line.first_move.empty()) [[unlikely]] {
        line.first_move = text;
        line.first_ply = ply();
    }
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
    const bool promoted = san.move.kind() == core::MoveKind::promotion;
    const bool material_changed = captured | promoted;
    if (live) {
        if (mate) {
            set_ending(line, TerminationKind::checkmate, side_of(~pos_.side_to_move()));
        } else if (material_changed && core::is_dead_by_material(pos_)) {
            set_ending(line, TerminationKind::insufficient_material, Side::none);
        } else if (const bool dead = (core::may_be_dead(pos_) && end_if_dead(line)) ||
                                     (may_be_forced(check) && end_if_dead_by_force(line));
                   !dead &&
                   (repetition.count >= 4 || pos_.halfmove_clock() >= kSeventyFiveMovePlies)) {
            // A dead position beyond material (FIDE 5.2.2, which end_if_dead and
            // end_if_dead_by_force end the line with) comes before the counts.
            end_by_count(line, repetition);
        }
    }
    if (&line != &lines_.front()) return;
    report_->plies = ply();
    // No claim once the game is over, on this ply either (FIDE 9.3: the game is still going
    // on). Most plies make no claim possible; the test here spares them record_claims's call.
    if (line.ended.kind == TerminationKind::none &&
        (repetition.count == 2 || pos_.halfmove_clock() >= kFiftyMovePlies)) {
        record_claims(repetition);
    }
}

// PGN 8.2.3.5 (FIDE's notation appendix C.11): '+' on a check, '#' on a mate. Runs after the
// move is made; a finding puts the move back for a moment to describe it.
inline void GameChecker::Replay::check_suffix(const core::SanResult& san, std::string_view text,
                                              Span span, bool check, bool mate) {
    const core::SanFlags& f = san.parsed.flags;
    // Compared, not branched on: whether a move checks is too irregular to predict.
    const bool right = (f.mate_suffix == mate) & (f.check_suffix == (check && !mate));
    if (!right) report_check_suffix(f, text, span, check, mate);
}

// Called when a move number came before the move.
inline void GameChecker::Replay::check_move_number(std::string_view text) {
    has_pending_number_ = false;
    const auto expected = static_cast<std::uint32_t>(pos_.fullmove_number());
    const bool white_to_move = pos_.side_to_move() == core::WHITE;
    if (pending_number_ == expected && !(pending_black_ && white_to_move)) return;
    report_wrong_move_number(text, expected);
}

inline void GameChecker::Replay::undo_last() {
    const Move m = path_.back();
    if (m == Move::null()) {
        pos_.undo_null_move();
    } else {
        pos_.undo_move(m);
    }
    path_.pop();
}

inline void GameChecker::Replay::close_line() {
    Line& line = lines_.back();
    suggest_for(line);
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

GameChecker::GameChecker(const GameCheckerOptions& options)
    : replay_(std::make_unique<Replay>(options)), limits_(options.limits) {}

GameChecker::~GameChecker() = default;

void GameChecker::check(const pgn::RawGame& game, std::string_view file_name, GameReport& out,
                        const SourceStatement* source) {
    out.clear();
    out.index = game.index + 1;
    out.file.assign(file_name);
    replay_->start(out, game, source);
    pgn::parse_game(game, *replay_, limits_);
    replay_->settle_text_encoding();
}

}  // namespace pgnlint::lint
