// The replay's check of a stated ending (the Termination tag, or the status an NDJSON export
// gives beside the moves) against the board after the main line: a stated checkmate or
// stalemate must be on the board, a draw by repetition or by the 50-move rule must have become
// claimable, insufficient material needs a dead position, and a game lost on time is drawn when
// the winner cannot checkmate (FIDE 6.9). An undetermined analysis claims nothing.
#include <string>

#include "pgnlint/core/unwinnable.h"
#include "replay.h"

namespace pgnlint::lint {
namespace {

std::string_view side_title(core::Color c) {
    return c == core::WHITE ? "White" : "Black";
}

bool has_claim(const GameReport& report, ClaimKind kind) {
    for (const Claim& claim : report.claims) {
        if (claim.kind == kind) return true;
    }
    return false;
}

}  // namespace

void GameChecker::Replay::check_stated_ending() {
    if (stated_ == StatedEnding::unstated || !replaying_ || lines_.front().stopped) return;
    const Ending& ended = lines_.front().ended;
    if (ended.kind != TerminationKind::none) {
        check_stated_on_final_position(ended);
        return;
    }
    switch (stated_) {
        case StatedEnding::checkmate:
        case StatedEnding::stalemate: {
            const bool mate = stated_ == StatedEnding::checkmate;
            Diagnostic& d = add_stated_finding(RuleId::termination_contradicts_position);
            std::string last_move;
            describe_latest_move(lines_.front(), last_move);
            d.message += last_move.empty()
                             ? ", but in the start position the game goes on"
                             : ", but after the last move, " + last_move + ", the game goes on";
            d.message += mate ? " (FIDE 5.1.1)" : " (FIDE 5.2.1)";
            break;
        }
        case StatedEnding::repetition:
            if (has_claim(*report_, ClaimKind::threefold_repetition)) return;
            add_stated_finding(RuleId::termination_contradicts_position).message +=
                ", but no position of the main line stood three times (FIDE 9.2.2), so no draw "
                "by repetition could be claimed";
            break;
        case StatedEnding::fifty_moves:
            if (has_claim(*report_, ClaimKind::fifty_moves)) return;
            add_stated_finding(RuleId::termination_contradicts_position).message +=
                ", but the main line never had 50 moves by each player without a pawn move or a "
                "capture (FIDE 9.3), so no such draw could be claimed";
            break;
        case StatedEnding::insufficient_material:
            check_stated_dead_position();
            break;
        case StatedEnding::time_forfeit: {
            const std::string_view result = stated_result();
            if (result == "1-0" || result == "0-1") {
                check_time_forfeit(result == "1-0" ? core::WHITE : core::BLACK);
            } else if (result == "1/2-1/2") {
                check_draw_on_time();
            }
            break;
        }
        case StatedEnding::timeout_vs_insufficient_material:
            check_draw_on_time();
            break;
        case StatedEnding::unstated:
            break;
    }
}

// The board ended the game (FIDE 5.1, 5.2, 9.6): the statement must name that ending.
void GameChecker::Replay::check_stated_on_final_position(const Ending& ended) {
    const TerminationKind kind = ended.kind;
    switch (stated_) {
        case StatedEnding::checkmate:
            if (kind == TerminationKind::checkmate) return;
            break;
        case StatedEnding::stalemate:
            if (kind == TerminationKind::stalemate) return;
            break;
        case StatedEnding::repetition:
            if (kind == TerminationKind::fivefold_repetition) return;
            break;
        case StatedEnding::fifty_moves:
            if (kind == TerminationKind::seventyfive_moves) return;
            break;
        case StatedEnding::insufficient_material:
            if (kind == TerminationKind::insufficient_material ||
                kind == TerminationKind::dead_position)
                return;
            break;
        default:
            break;  // a flag cannot fall once the game is over
    }
    Diagnostic& d = add_stated_finding(RuleId::termination_contradicts_position);
    d.message += ", but the board ended the game otherwise";
    append_ending(d.message, ended);
}

// FIDE 6.9: the player whose flag fell loses, unless `winner` cannot checkmate from the final
// position by any series of legal moves; then the game is drawn.
void GameChecker::Replay::check_time_forfeit(core::Color winner) {
    const core::WinnabilityResult chances = analyse(winner, final_analysis_nodes_);
    if (chances.verdict == core::Winnability::winnable) return;
    const std::string name(side_title(winner));
    if (chances.verdict == core::Winnability::undetermined) {
        Diagnostic& d = add_stated_finding(RuleId::unwinnability_undetermined);
        d.message += ", but " + undecided_words(name + " can still checkmate") +
                     ", so whether the loss on time stands (FIDE 6.9) is not known";
        append_final_position(d.message);
        return;
    }
    Diagnostic& d = add_stated_finding(RuleId::drawn_time_forfeit);
    d.message += " with the result " + std::string(stated_result()) + ", but " + name +
                 " cannot checkmate by any series of legal moves from " + final_position_words() +
                 " (" + core::describe_unwinnable(chances.reason, winner) + "), so the fall of " +
                 std::string(side_title(~winner)) +
                 "'s flag draws the game (FIDE 6.9): the result is 1/2-1/2";
    append_final_position(d.message);
    fix_result(d, "1/2-1/2");
    time_forfeit_drawn_ = true;
}

// A draw on time (FIDE 6.9) needs the flagged player's opponent to be unable to checkmate; the
// statement does not say whose flag fell, so one side that cannot mate is enough.
void GameChecker::Replay::check_draw_on_time() {
    std::string mates;
    bool undetermined = false;
    for (const core::Color side : {core::WHITE, core::BLACK}) {
        const core::WinnabilityResult chances = analyse(side, final_analysis_nodes_);
        if (chances.verdict == core::Winnability::unwinnable) return;
        if (chances.verdict == core::Winnability::undetermined) {
            undetermined = true;
            continue;
        }
        mates += mates.empty() ? " (" : "; ";
        mates += side_title(side);
        mates += ':';
        append_helpmate(chances.witness, mates);
    }
    if (undetermined) {
        Diagnostic& d = add_stated_finding(RuleId::unwinnability_undetermined);
        d.message += ", but " + undecided_words("a player can still checkmate") +
                     ", so whether the draw on time stands (FIDE 6.9) is not known";
        append_final_position(d.message);
        return;
    }
    Diagnostic& d = add_stated_finding(RuleId::termination_contradicts_position);
    d.message += ", but both players can still checkmate from " + final_position_words() + mates +
                 "), so whoever's flag fell lost the game (FIDE 6.9)";
    append_final_position(d.message);
}

// A stated draw by insufficient material needs a dead position (FIDE 5.2.2). The replay found
// none, but its cheap filter lets some pass unanalysed (a knight behind locked pawns): the final
// position is analysed in full.
void GameChecker::Replay::check_stated_dead_position() {
    bool undetermined = false;
    for (const core::Color side : {core::WHITE, core::BLACK}) {
        const core::WinnabilityResult chances = analyse(side, final_analysis_nodes_);
        if (chances.verdict == core::Winnability::undetermined) undetermined = true;
        if (chances.verdict != core::Winnability::winnable) continue;
        Diagnostic& d = add_stated_finding(RuleId::termination_contradicts_position);
        d.message += ", but " + std::string(side_title(side)) + " can still checkmate from " +
                     final_position_words() + ", e.g.";
        append_helpmate(chances.witness, d.message);
        d.message += ", so the position is not dead (FIDE 5.2.2)";
        append_final_position(d.message);
        return;
    }
    if (!undetermined) return;
    Diagnostic& d = add_stated_finding(RuleId::unwinnability_undetermined);
    d.message += ", but " + undecided_words("a player can still checkmate") +
                 ", so whether the position is dead (FIDE 5.2.2) is not known";
    append_final_position(d.message);
}

// "the position after 52... Kf7", or "the start position" when no move was made.
std::string GameChecker::Replay::final_position_words() const {
    std::string move;
    describe_latest_move(lines_.front(), move);
    return move.empty() ? "the start position" : "the position after " + move;
}

// "within its budget of 200000 nodes pgnlint could not decide whether White can still
// checkmate from the position after 52... Kf7".
std::string GameChecker::Replay::undecided_words(const std::string& question) const {
    return budget_words(final_analysis_nodes_) + " pgnlint could not decide whether " + question +
           " from " + final_position_words();
}

// "within its budget of 200000 nodes"; a budget of 0 allows the proofs without search only.
std::string GameChecker::Replay::budget_words(std::uint64_t budget) {
    if (budget == 0) return "without a search";
    return "within its budget of " + std::to_string(budget) + (budget == 1 ? " node" : " nodes");
}

void GameChecker::Replay::append_final_position(std::string& message) const {
    message += "; position ";
    std::string fen;
    write_position(fen);
    message += fen;
}

// A finding at the statement, its message begun with what the statement says: "the
// Termination tag \"Time forfeit\" says a loss on time", "the record's status says checkmate".
Diagnostic& GameChecker::Replay::add_stated_finding(RuleId id) {
    Diagnostic& d = add(id, stated_span_);
    d.variation_depth = 0;
    if (stated_source_.empty()) {
        d.message = "the Termination tag \"";
        d.message += *value_of(termination_tag_);
        d.message += '"';
    } else {
        d.message = stated_source_;
    }
    d.message += " says ";
    d.message += stated_ending_phrase(stated_);
    return d;
}

}  // namespace pgnlint::lint
