// check_stated_ending(): a stated checkmate or stalemate must be on the board.
#include "pgnlint/lint/stated_ending.h"

#include <algorithm>
#include <string>

namespace pgnlint::lint {

void check_stated_ending(StatedEnding stated, const Location& where, GameReport& game) {
    if (stated == StatedEnding::unstated || !game.replayed) return;
    const bool main_line_stopped =
        std::any_of(game.diagnostics.begin(), game.diagnostics.end(), [](const Diagnostic& d) {
            return d.variation_depth == 0 &&
                   (d.rule == RuleId::illegal_move || d.rule == RuleId::ambiguous_move ||
                    d.rule == RuleId::invalid_move_syntax || d.rule == RuleId::too_many_moves);
        });
    if (main_line_stopped) return;
    const bool mate = stated == StatedEnding::checkmate;
    const TerminationKind expected = mate ? TerminationKind::checkmate : TerminationKind::stalemate;
    if (game.termination.kind == expected) return;
    Diagnostic& d = game.diagnostics.emplace_back();
    d.rule = RuleId::result_contradicts_position;
    d.severity = rule(d.rule).default_severity;
    d.where = where;
    d.message = mate ? "the record's status says checkmate" : "the record's status says stalemate";
    d.message += ", but after the last move (ply " + std::to_string(game.plies) + ") the game ";
    d.message += game.termination.kind == TerminationKind::none
                     ? std::string("goes on")
                     : "ended by " + std::string(termination_name(game.termination.kind));
    d.message += mate ? " (FIDE 5.1.1)" : " (FIDE 5.2.1)";
}

}  // namespace pgnlint::lint
