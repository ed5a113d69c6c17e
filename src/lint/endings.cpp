// The replay's endings and claims: how a line ended on the board (FIDE 5.1, 5.2, 9.6), dead
// positions beyond material by the unwinnability analysis (5.2.2), which draws became claimable
// (9.2, 9.3), and the position and move each record names.
#include <algorithm>
#include <array>
#include <string>

#include "pgnlint/core/fen.h"
#include "pgnlint/core/movegen.h"
#include "pgnlint/core/outcome.h"
#include "pgnlint/core/unwinnable.h"
#include "pgnlint/lint/moves_key.h"
#include "pgnlint/lint/numbered_line.h"
#include "replay.h"

namespace pgnlint::lint {

// A FEN may describe a position that has already ended the game.
void GameChecker::Replay::check_start_position(Line& main) {
    if (core::is_dead_by_material(pos_)) {
        set_ending(main, TerminationKind::insufficient_material, Side::none);
    } else if (const bool dead = (core::may_be_dead(pos_) && end_if_dead(main)) ||
                                 (may_be_forced(pos_.in_check()) && end_if_dead_by_force(main));
               !dead && pos_.halfmove_clock() >= kSeventyFiveMovePlies) {
        // A dead position by analysis (which end_if_dead records) comes before the counts.
        end_by_count(main, core::RepetitionInfo{});
    }
    if (main.ended.kind == TerminationKind::none) record_claims(core::RepetitionInfo{});
}

// FIDE 5.1.1, 5.2.1: with no legal move left, checkmate or stalemate ends the game at once.
bool GameChecker::Replay::end_if_no_legal_move(Line& line) {
    if (core::has_legal_move(pos_)) return false;
    const bool mate = pos_.in_check();
    set_ending(line, mate ? TerminationKind::checkmate : TerminationKind::stalemate,
               mate ? side_of(~pos_.side_to_move()) : Side::none);
    return true;
}

// The budgets of the quick searches for a position that neither side's proofs without search
// decide. Nearly all such positions are alive and one side's helpmate is found fast: of the 344
// on the throughput bench file (none dead), 215 are cleared without search, 112 by the first
// budget and 17 by the second, for 45,000 nodes in all where the full search of both sides took
// 6 million. A search this small can also prove a side unwinnable when little can move.
constexpr std::array<std::uint64_t, 2> kQuickAnalysisNodes = {300, 2000};

// FIDE 5.2.2 beyond material, for a position the cheap filter (core::may_be_dead) let through:
// when the analysis proves that neither side can checkmate by any series of legal moves, the
// game ended here. A position without a legal move is a stalemate (5.2.1), named as such; an
// undetermined analysis ends nothing and says so once per game.
// Cheapest first: the proofs without search (a budget of no nodes) for both sides; when neither
// is proved, a helpmate shown without search, then quick searches, clear a live position; only
// then does the search run in full, one side at a time, and a helpmate for either ends it.
// Analysed once per stretch of play between captures and pawn moves: within one, the filter's
// answer cannot change (it looks at the pieces and the pawns), and the moves can be taken back,
// so a position that can still be won stays so but in contrived cases.
bool GameChecker::Replay::end_if_dead(Line& line) {
    const std::int64_t segment = std::int64_t{ply()} - pos_.halfmove_clock();
    if (segment == line.undead_segment) return false;
    line.undead_segment = segment;
    if (!core::has_legal_move(pos_)) return false;
    std::array<core::WinnabilityResult, core::COLOR_NB> sides = {analyse(core::WHITE, 0),
                                                                 analyse(core::BLACK, 0)};
    const auto proved = [&sides](core::Color c) {
        return sides[c].verdict == core::Winnability::unwinnable;
    };
    if (!proved(core::WHITE) && !proved(core::BLACK)) {
        if (core::winnable_without_search(pos_, core::WHITE) ||
            core::winnable_without_search(pos_, core::BLACK))
            return false;
        for (const std::uint64_t nodes : kQuickAnalysisNodes) {
            if (nodes >= max_analysis_nodes_) break;
            for (const core::Color c : {core::WHITE, core::BLACK}) {
                if (proved(c)) continue;
                sides[c] = analyse(c, nodes);
                if (sides[c].verdict == core::Winnability::winnable) return false;
            }
        }
    }
    for (const core::Color c : {core::WHITE, core::BLACK}) {
        if (proved(c)) continue;
        sides[c] = analyse(c, max_analysis_nodes_);
        if (sides[c].verdict == core::Winnability::winnable) return false;
    }
    const core::WinnabilityResult& white = sides[core::WHITE];
    const core::WinnabilityResult& black = sides[core::BLACK];
    if (white.verdict == core::Winnability::undetermined ||
        black.verdict == core::Winnability::undetermined) {
        tell_undetermined_position(line, white, black);
        return false;
    }
    set_ending(line, TerminationKind::dead_position, Side::none);
    line.ended.reason = core::describe_dead_position(white.reason, black.reason);
    if (&line == &lines_.front()) report_->termination.reason = line.ended.reason;
    return true;
}

// At most this many legal moves at every turn, for this many plies: a forced line.
constexpr int kForcedMoves = 3;
constexpr int kForcedPlies = 8;

// FIDE 5.2.2 reached by force: every series of legal moves from here is forced into a stalemate or
// a dead position (a queen given with check whose only capture stalemates, an exchange forced
// into bare kings), so the position is already dead and the game ended here.
bool GameChecker::Replay::end_if_dead_by_force(Line& line) {
    const core::ForcedDeadEnd end = core::dead_by_force(pos_, kForcedMoves, kForcedPlies);
    if (!end.dead) return false;
    std::string reason;
    if (end.line_count > 0) {
        reason = end.line_count == 1 ? "the only legal move," : "the only legal moves,";
        append_helpmate(std::span<const core::Move>(end.line.data(), end.line_count), reason);
        reason += end.line_count == 1 ? ", leads to " : ", lead to ";
        if (end.end == core::ForcedDeadEnd::End::stalemate) {
            reason += "stalemate";
        } else if (end.white == core::UnwinnableReason::none) {
            reason += "a position dead by material";
        } else {
            reason +=
                "a dead position (" + core::describe_dead_position(end.white, end.black) + ')';
        }
    } else {
        reason = "every series of legal moves is forced into ";
        reason += end.end == core::ForcedDeadEnd::End::stalemate ? "stalemate"
                  : end.end == core::ForcedDeadEnd::End::dead_position
                      ? "a dead position"
                      : "stalemate or a dead position";
        reason += " within " + std::to_string(kForcedPlies) + " plies";
    }
    set_ending(line, TerminationKind::dead_position, Side::none);
    line.ended.reason = std::move(reason);
    if (&line == &lines_.front()) report_->termination.reason = line.ended.reason;
    return true;
}

void GameChecker::Replay::tell_undetermined_position(const Line& line,
                                                     const core::WinnabilityResult& white,
                                                     const core::WinnabilityResult& black) {
    if (told_undetermined_) return;
    told_undetermined_ = true;
    const bool both = white.verdict == black.verdict;
    const Span where = has_latest_move(line) ? line.last_move_span
                                             : (fen_tag_.seen() ? fen_tag_.span : game_->start);
    Diagnostic& d = add(RuleId::unwinnability_undetermined, where);
    std::string move;
    describe_latest_move(line, move);
    d.message = budget_words(max_analysis_nodes_) + " pgnlint could not decide whether ";
    d.message += both                                               ? "either side"
                 : white.verdict == core::Winnability::undetermined ? "White"
                                                                    : "Black";
    d.message += " can still checkmate ";
    d.message += move.empty() ? "in the start position" : "after " + move;
    d.message +=
        ", so whether the position is dead (FIDE 5.2.2) is not known and the game is "
        "taken as going on (said once per game); position ";
    write_position(move);
    d.message += move;
}

// A fifth occurrence (FIDE 9.6.1) or 75 moves (9.6.2) end the game, unless the position
// already does: checkmate takes precedence (9.6.2), and so does stalemate, which ends the game
// on the board as mate does (5.2.1). When both counts arrive on one ply the repetition is
// named: its earlier plies say more than the count does.
void GameChecker::Replay::end_by_count(Line& line, const core::RepetitionInfo& repetition) {
    if (end_if_no_legal_move(line)) return;
    if (repetition.count >= 4) {
        set_ending(line, TerminationKind::fivefold_repetition, Side::none);
        if (&line == &lines_.front()) {
            earlier_plies(repetition, report_->termination.earlier_plies,
                          report_->termination.earlier_moves);
        }
    } else {
        set_ending(line, TerminationKind::seventyfive_moves, Side::none);
    }
}

// The position after the line's latest move (or the start position) ended the game.
void GameChecker::Replay::set_ending(Line& line, TerminationKind kind, Side winner) {
    line.ended.kind = kind;
    line.ended.reason.clear();
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
        termination.uci = latest_uci();
        write_position(termination.fen);
        termination.to_move = side_of(pos_.side_to_move());
        termination.where = position_location(line);
    }
}

// The plies after which the current position stood before, oldest first (0: the start), and
// the moves that made them: found by taking moves back on a copy of the position, which reads
// the path's records without changing them.
void GameChecker::Replay::earlier_plies(const core::RepetitionInfo& repetition,
                                        std::vector<std::uint32_t>& plies,
                                        std::vector<std::string>& moves) const {
    plies.clear();
    moves.clear();
    const int known = std::min(repetition.count, static_cast<int>(repetition.distance.size()));
    for (int i = known - 1; i >= 0; --i) {
        plies.push_back(ply() - static_cast<std::uint32_t>(repetition.distance[i]));
    }
    moves.resize(plies.size());
    core::Position position = pos_;
    std::size_t next = plies.size();  // the latest earlier ply not yet described, plus one
    char san[core::SAN_BUFFER_SIZE];
    for (std::uint32_t at = ply(); at > 0 && next > 0; --at) {
        const core::Move m = path_.move_at(at);
        if (m == core::Move::null()) {
            position.undo_null_move();
        } else {
            position.undo_move(m);
        }
        if (plies[next - 1] != at) continue;
        --next;
        std::string& move = moves[next];
        move = describe_move(move_number_of(at), side_of_ply(at), {});
        if (m == core::Move::null()) {
            move += "--";
        } else {
            move.append(san, core::write_san(position, m, san));
        }
    }
}

// FIDE 9.2 (threefold) and 9.3 (fifty moves): recorded once per stretch of play between
// captures and pawn moves, at the ply they first became claimable.
void GameChecker::Replay::record_claims(const core::RepetitionInfo& repetition) {
    const std::int64_t segment = std::int64_t{ply()} - pos_.halfmove_clock();
    const bool threefold = repetition.count == 2 && segment != last_threefold_segment_;
    const bool fifty = pos_.halfmove_clock() >= kFiftyMovePlies && segment != last_fifty_segment_;
    if (!threefold && !fifty) return;
    // A claim is made in a game still going on (FIDE 9.2, 9.3); a position without a legal
    // move has already ended it. Checked only here, as most plies make no claim.
    if (end_if_no_legal_move(lines_.front())) return;
    const auto record = [&](ClaimKind kind) -> Claim& {
        Claim& claim = report_->claims.emplace_back();
        claim.kind = kind;
        claim.ply = ply();
        describe_latest_move(lines_.front(), claim.move);
        claim.uci = latest_uci();
        write_position(claim.fen);
        claim.to_move = side_of(pos_.side_to_move());
        claim.where = position_location(lines_.front());
        return claim;
    };
    if (threefold) {
        last_threefold_segment_ = segment;
        Claim& claim = record(ClaimKind::threefold_repetition);
        earlier_plies(repetition, claim.earlier_plies, claim.earlier_moves);
    }
    if (fifty) {
        last_fifty_segment_ = segment;
        record(ClaimKind::fifty_moves);
    }
}

void GameChecker::Replay::finish_main_line(Line& main) {
    if (!main.stopped && main.ended.kind == TerminationKind::none) end_if_no_legal_move(main);
    report_->plies = ply();
    if (final_fen_) write_position(report_->final_fen);
    if (moves_key_ && !main.stopped) write_moves_key();
    report_->replayed = true;
}

// Once per game, from the moves kept for undoing them: nothing per ply.
void GameChecker::Replay::write_moves_key() {
    std::string& key = report_->moves_key;
    if (const std::optional<std::string_view> fen = value_of(fen_tag_)) append_start_key(*fen, key);
    for (std::size_t ply = 1; ply <= path_.size(); ++ply) append_move_key(path_.move_at(ply), key);
}

// The current position's FEN into `fen`. Only for findings, endings, claims and the final
// position: a move without any of them writes none.
void GameChecker::Replay::write_position(std::string& fen) const {
    char buffer[core::FEN_BUFFER_SIZE];
    fen.assign(buffer, core::write_fen(pos_, buffer));
}

// Where the line's latest move stands; for the start position, the FEN tag that set it up or
// else where the game starts.
Location GameChecker::Replay::position_location(const Line& line) const {
    if (has_latest_move(line)) return locate(line.last_move_span);
    return locate(fen_tag_.seen() ? fen_tag_.span : game_->start);
}

// The line's latest move as written with its number ("41... Qg2#"); empty when there is none.
void GameChecker::Replay::describe_latest_move(const Line& line, std::string& out) const {
    out.clear();
    if (has_latest_move(line)) {
        out = describe_move(move_number_of(ply()), side_of_ply(ply()), line.last_move);
    }
}

void GameChecker::Replay::append_ending(std::string& message, const Ending& ending) {
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
    if (!ending.reason.empty()) {
        message += "; ";
        message += ending.reason;
    }
    message += " (FIDE ";
    message += words.article;
    message += ')';
}

core::WinnabilityResult GameChecker::Replay::analyse(core::Color side, std::uint64_t max_nodes) {
    if (!analyser_) analyser_ = std::make_unique<core::UnwinnabilityAnalyser>();
    return analyser_->analyse(pos_, side, max_nodes);
}

void GameChecker::Replay::append_helpmate(std::span<const core::Move> witness,
                                          std::string& out) const {
    if (witness.empty()) return;
    std::vector<core::StateInfo> states;
    out += ' ';
    append_numbered_line(pos_, witness, states, out);
}

}  // namespace pgnlint::lint
