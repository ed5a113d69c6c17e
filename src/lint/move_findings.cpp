// The replay's findings about moves: a diagnostic that starts with the move ("12... Nf6"), and the
// messages for refused moves, non-canonical notation, check suffixes, move numbers and skips.
#include <cassert>
#include <string>
#include <utility>

#include "fix_edits.h"
#include "illegal_move_reason.h"
#include "move_suggestions.h"
#include "pgnlint/core/movegen.h"
#include "replay.h"

namespace pgnlint::lint {
namespace {

using core::Move;

// Whether `text` names a square ("f3") from position `at` on.
bool square_at(std::string_view text, std::size_t at) {
    return text.size() >= at + 2 && text[at] >= 'a' && text[at] <= 'h' && text[at + 1] >= '1' &&
           text[at + 1] <= '8';
}

// A pawn move written "e2e4" is coordinate notation (a UCI engine's), "Ng1f3" long algebraic;
// either way SAN gives only as much of the origin as it needs.
std::string_view redundant_origin_words(std::string_view text) {
    const std::string_view move = without_suffixes(text);
    if (square_at(move, 0) && square_at(move, 2))
        return "this is coordinate notation, not SAN (PGN 8.2.3)";
    const std::size_t from = square_at(move, 0) ? 0 : 1;  // a pawn's origin, or a piece's
    const bool separated = square_at(move, from) && square_at(move, from + 3) &&
                           (move[from + 2] == '-' || move[from + 2] == 'x');  // d2-d4, Nf3xe5
    const bool piece_from_square = from == 1 && square_at(move, 1) && square_at(move, 3);
    if (separated || piece_from_square)
        return "this is long algebraic notation, not SAN (PGN 8.2.3)";
    return "more of the origin square than needed";
}

}  // namespace

Diagnostic& GameChecker::Replay::add(RuleId id, Span span) {
    Diagnostic& d = report_->diagnostics.emplace_back();
    d.rule = id;
    d.severity = rule(id).default_severity;
    d.where = locate(span);
    d.variation_depth = depth();
    return d;
}

// A diagnostic about the move `text` about to be made in the current position; its message
// starts with the move ("12... Nf6") for the caller to go on.
Diagnostic& GameChecker::Replay::add_move_diagnostic(RuleId id, Span span, std::string_view text) {
    Diagnostic& d = add(id, span);
    d.ply = ply() + 1;
    d.move_number = static_cast<std::uint32_t>(pos_.fullmove_number());
    d.side = side_of(pos_.side_to_move());
    d.san.assign(text);
    write_position(d.fen_before);
    d.previous_uci = latest_uci();
    d.message = move_message(d.ply, text);
    return d;
}

std::string GameChecker::Replay::move_message(std::uint32_t move_ply, std::string_view text) const {
    std::string message;
    append_variation_path(move_ply, text, message);
    message += describe_move(move_number_of(move_ply), side_of_ply(move_ply), text);
    return message;
}

// The moves from `first` to `last` of one line as PGN writes them, the middle left out:
// "12... Bg4", "12... Bg4 13. h3", "12. Nf3 Bg4", "12... Bg4 ... 14. Bb5".
void GameChecker::Replay::append_moves(std::string_view first, std::uint32_t first_ply,
                                       std::string_view last, std::uint32_t last_ply,
                                       std::string& out) const {
    if (!first.empty() && first_ply < last_ply) {
        out += describe_move(move_number_of(first_ply), side_of_ply(first_ply), first);
        if (last_ply == first_ply + 1 && side_of_ply(last_ply) == Side::black) {
            out += ' ';
            out += last;
            return;
        }
        out += last_ply == first_ply + 1 ? " " : " ... ";
    }
    out += describe_move(move_number_of(last_ply), side_of_ply(last_ply), last);
}

// Each variation in PGN's way: the move it replaces, then in parentheses its moves up to the
// next variation's branch or to the finding's move.
void GameChecker::Replay::append_variation_path(std::uint32_t move_ply, std::string_view text,
                                                std::string& out) const {
    if (lines_.size() < 2) return;
    out += "in the variation ";
    const Line& outermost = lines_[1];
    if (!outermost.replaced.empty()) {
        out += describe_move(move_number_of(outermost.replaced_ply),
                             side_of_ply(outermost.replaced_ply), outermost.replaced);
        out += ' ';
    }
    for (std::size_t k = 1; k < lines_.size(); ++k) {
        const Line& line = lines_[k];
        out += '(';
        if (k + 1 < lines_.size()) {
            const Line& next = lines_[k + 1];
            if (!next.replaced.empty()) {
                append_moves(line.first_move, line.first_ply, next.replaced, next.replaced_ply,
                             out);
                out += ' ';
            }
        } else {
            append_moves(line.first_move, line.first_ply, text, move_ply, out);
        }
    }
    out.append(lines_.size() - 1, ')');
    out += ": ";
}

// Said once per game, but its fix repairs every wrong number of the game: the first finding
// collects the edits of the later ones.
void GameChecker::Replay::report_wrong_move_number(std::string_view text, std::uint32_t expected) {
    if (lines_.back().ended.kind != TerminationKind::none) return;  // a void move (see move())
    const std::uint64_t offset = pending_number_span_.offset;
    const std::string_view number_text = game_->text.substr(offset - game_->start.offset);
    const bool black = pos_.side_to_move() == core::BLACK;
    if (told_move_number_) {
        add_move_number_edit(number_text, offset, expected, black,
                             report_->diagnostics[move_number_finding_].fix);
        return;
    }
    told_move_number_ = true;
    move_number_finding_ = report_->diagnostics.size();
    Diagnostic& d = add_move_diagnostic(RuleId::wrong_move_number, pending_number_span_, text);
    add_move_number_edit(number_text, offset, expected, black, d.fix);
    d.message += ": the move number reads \"" + std::to_string(pending_number_) +
                 (pending_black_ ? "...\"" : ".\"") + " but this is " +
                 std::string(core::color_name(pos_.side_to_move())) + "'s move " +
                 std::to_string(expected) + " (PGN 8.2.2; said once per game)";
}

void GameChecker::Replay::skipped_move(Line& line, std::string_view text, Span span) {
    line.stopped_at_last_token = false;
    if (line.next_count < line.next_moves.size()) line.next_moves[line.next_count++] = text;
    const std::uint32_t skipped_ply = line.next_skipped_ply++;
    has_pending_number_ = false;
    if (line.told_unreplayable) return;
    line.told_unreplayable = true;
    Diagnostic& d = add(RuleId::unreplayable_line, span);
    d.ply = skipped_ply;
    d.move_number = move_number_of(skipped_ply);
    d.side = side_of_ply(skipped_ply);
    d.san.assign(text);
    d.message = move_message(skipped_ply, text) +
                ": not checked: the line cannot be replayed after " + line.stop_move +
                ", so its remaining moves and the variations on them are skipped";
}

void GameChecker::Replay::stop_line(Line& line, const Diagnostic& d, std::string_view text) {
    line.stop_finding = static_cast<std::size_t>(&d - report_->diagnostics.data());
    line.stop_text = text;
    line.stop_ply = d.ply;
    line.stopped = true;
    line.stopped_at_last_token = true;
    line.next_skipped_ply = ply() + 2;
    line.stop_move = describe_move(d.move_number, d.side, d.san);
}

// A move after the end of the game is told as such (FIDE 5, 9.6), whether or not it could be
// made: what else is wrong with it is said in the same message.
void GameChecker::Replay::refused_move(Line& line, const core::SanResult& san, bool null_in_check,
                                       std::string_view text, Span span) {
    const bool syntax = !san.ok && san.error.kind == core::SanErrorKind::syntax;
    if (!syntax && line.ended.kind == TerminationKind::none) end_if_no_legal_move(line);
    if (!syntax && line.ended.kind != TerminationKind::none && !line.told_after_end) {
        Diagnostic& d = add_move_diagnostic(RuleId::move_after_game_end, span, text);
        d.message += ": move after the game ended";
        append_ending(d.message, line.ended);
        // With no legal move left, that the move is illegal goes without saying.
        const bool no_moves_left = line.ended.kind == TerminationKind::checkmate ||
                                   line.ended.kind == TerminationKind::stalemate;
        if (!no_moves_left) {
            d.message += "; the move is also an ";
            explain_refusal(san, null_in_check, d);
        }
        d.message += "; the rest of the line is not replayed";
        stop_line(line, d, text);
        line.told_after_end = true;
        line.told_unreplayable = true;
        return;
    }
    Diagnostic& d = add_move_diagnostic(
        syntax ? RuleId::invalid_move_syntax
        : !null_in_check && san.error.kind == core::SanErrorKind::ambiguous ? RuleId::ambiguous_move
                                                                            : RuleId::illegal_move,
        span, text);
    d.message += ": ";
    const bool coordinates = explain_coordinate_move(text, d.message);
    if (!coordinates && syntax) {
        d.message += "not a move in SAN (PGN 8.2.3)";
    } else if (!coordinates) {
        explain_refusal(san, null_in_check, d);
    }
    stop_line(line, d, text);
    // A move in coordinates was told what to write; a null move in check means no other move.
    if (!coordinates && !null_in_check) {
        line.suggest = true;
        line.stop_key = pos_.key();
    }
}

// Worked out when the line ends, once the moves written after the refused one are known; the
// message gains the suggestions in words.
void GameChecker::Replay::suggest_for(Line& line) {
    if (!std::exchange(line.suggest, false)) return;
    // The line made no move since its stop, and every variation opened there has been closed.
    assert(pos_.key() == line.stop_key);
    if (pos_.key() != line.stop_key) return;
    Diagnostic& d = report_->diagnostics[line.stop_finding];
    d.suggestions = suggest_moves(pos_, d.san, {line.next_moves.data(), line.next_count});
    append_suggestions(d.suggestions, d.move_number, d.side, line.next_count, d.message);
}

// "g1f3" is a UCI engine's notation: it names the origin and target squares. Said as such, with
// the SAN to write when it is a legal move; false for a move that does not look like one.
bool GameChecker::Replay::explain_coordinate_move(std::string_view text, std::string& out) const {
    const std::string_view move = without_suffixes(text);
    if (!square_at(move, 0)) return false;
    const std::string_view target =
        move.substr(move.size() > 2 && (move[2] == '-' || move[2] == 'x') ? 3 : 2);
    if (!square_at(target, 0)) return false;
    out += "this is coordinate notation, not SAN (PGN 8.2.3)";
    const core::UciResult uci = core::parse_uci(pos_, move);
    if (!uci.ok) {
        out += ", and no legal move goes from ";
        out += move.substr(0, 2);
        out += " to ";
        out += target.substr(0, 2);
        return true;
    }
    core::Position position = pos_;
    char san[core::SAN_BUFFER_SIZE];
    out += ": write ";
    out.append(san, core::write_san(position, uci.move, san));
    return true;
}

// Why a readable move cannot be made: "illegal move: ..." or "ambiguous move: ...".
void GameChecker::Replay::explain_refusal(const core::SanResult& san, bool null_in_check,
                                          Diagnostic& d) {
    if (null_in_check) {
        d.message += "illegal move: a null move cannot pass the turn while in check (FIDE 3.9)";
    } else if (san.error.kind == core::SanErrorKind::ambiguous) {
        d.message += "ambiguous move: it matches ";
        char buffer[core::SAN_BUFFER_SIZE];
        for (std::size_t i = 0; i < san.candidate_count; ++i) {
            d.candidates.emplace_back(buffer, core::write_san(pos_, san.candidates[i], buffer));
            if (i > 0) d.message += i + 1 == san.candidate_count ? " and " : ", ";
            d.message += d.candidates.back();
        }
        d.message += "; add the origin file or rank (PGN 8.2.3.4)";
    } else {
        d.message += "illegal move: ";
        explain_illegal_move(pos_, san.parsed, d.message);
    }
}

// Notation that names the move unambiguously but not canonically (PGN 8.2.3).
void GameChecker::Replay::notation_findings(const core::SanResult& san, std::string_view text,
                                            Span span) {
    if (lines_.back().ended.kind != TerminationKind::none) return;  // a void move (see move())
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
        add_notation_edit(id, text, span.offset, written_as, d.fix);
    };
    if (f.missing_capture_mark) report(RuleId::missing_capture_marker, "a capture without x");
    if (f.capture_mark_on_non_capture) {
        report(RuleId::capture_marker_on_non_capture, "x on a move that captures nothing");
    }
    if (f.redundant_disambiguation) {
        report(RuleId::redundant_disambiguation, redundant_origin_words(text));
    }
    if (f.promotion_without_equals) {
        report(RuleId::promotion_without_equals, "a promotion without =");
    }
    if (f.castling_with_zeros) report(RuleId::zero_castling, "castling written with zeros");
}

// The suffix is wrong (PGN 8.2.3.5): the move is taken back for a moment, as a move finding
// describes the position before the move.
void GameChecker::Replay::report_check_suffix(const core::SanFlags& f, std::string_view text,
                                              Span span, bool check, bool mate) {
    if (lines_.back().ended.kind != TerminationKind::none) return;  // a void move (see move())
    const Move m = path_.back();
    pos_.undo_move(m);
    path_.pop();
    const bool missing = mate || (check && !f.mate_suffix);
    Diagnostic& d = add_move_diagnostic(
        missing ? RuleId::missing_check_suffix : RuleId::wrong_check_suffix, span, text);
    pos_.do_move(m, path_.push(m));
    add_check_suffix_edit(text, span.offset, check, mate, d.fix);
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

}  // namespace pgnlint::lint
