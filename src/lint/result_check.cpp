// The replay's result check: the movetext's termination marker, the Result tag against it
// (PGN 8.2.6), and the stated result against how the board ended the game.
#include <string>

#include "pgnlint/lint/tag_checks.h"
#include "replay.h"

namespace pgnlint::lint {

pgn::Control GameChecker::Replay::termination(std::string_view marker, Span span) {
    report_->result_marker.assign(marker);
    marker_span_ = span;
    return Control::proceed;
}

// The Result tag when it holds a result, else the marker (possibly empty or "*").
std::string_view GameChecker::Replay::stated_result() const {
    const std::string& tag = report_->result_tag;
    return result_tag_seen_ && is_result_value(tag) ? tag : report_->result_marker;
}

// A "*" (unknown, unfinished or abandoned, PGN 8.1.1.7) states no result and contradicts nothing.
void GameChecker::Replay::check_result() {
    const std::string& tag = report_->result_tag;
    const std::string& marker = report_->result_marker;
    const bool tag_usable = result_tag_seen_ && is_result_value(tag);
    const Termination& ending = report_->termination;
    const std::string_view dictated = dictated_result(ending);
    if (tag_usable && !marker.empty() && tag != marker) {
        Diagnostic& d = add(RuleId::result_mismatch, marker_span_);
        d.message =
            "the Result tag says " + tag + " but the movetext ends with " + marker + " (PGN 8.2.6)";
        fix_result(d, dictated);
    }
    if (ending.kind == TerminationKind::none) return;
    const std::string_view stated = stated_result();
    if (stated.empty() || stated == "*") return;
    const std::string_view expected = ending.kind != TerminationKind::checkmate ? "1/2-1/2"
                                      : ending.winner == Side::white            ? "1-0"
                                                                                : "0-1";
    if (stated == expected) return;
    const Span where = tag_usable ? result_tag_span_ : marker_span_;
    Diagnostic& d = add(RuleId::result_contradicts_position, where);
    d.message = "the result " + std::string(stated) + " contradicts the board";
    append_ending(d.message, lines_.empty() ? Ending{} : lines_.front().ended);
    d.message += ", so the result is ";
    d.message += expected;
    fix_result(d, dictated);
}

}  // namespace pgnlint::lint
