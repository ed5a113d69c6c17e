// An electronic board's result signal recorded as moves. DGT boards, and the broadcast software
// that reads them, take the result from the kings put on two of the centre squares: both on
// light squares (d5, e4) 1-0, both on dark squares (d4, e5) 0-1, one on each 1/2-1/2. The
// placements reach the PGN as moves; the second king always lands beside the first, so the
// score ends in an illegal king move. Told as what it is, and the game judged without it.
#include <algorithm>
#include <iterator>
#include <string>
#include <utility>
#include <vector>

#include "move_suggestions.h"
#include "pgnlint/core/types.h"
#include "pgnlint/pgn/parser.h"
#include "replay.h"

namespace pgnlint::lint {
namespace {

using core::Square;

bool is_centre(Square s) {
    return s == core::SQ_D4 || s == core::SQ_D5 || s == core::SQ_E4 || s == core::SQ_E5;
}

bool is_light(Square s) {
    return (static_cast<int>(core::file_of(s)) + static_cast<int>(core::rank_of(s))) % 2 == 1;
}

// The centre square a king move as written goes to ("Ke4", "Kxd5+"), or SQ_NONE.
Square centre_target(std::string_view text) {
    const std::string_view move = without_suffixes(text);
    const bool plain = move.size() == 3;
    const bool capture = move.size() == 4 && (move[1] == 'x' || move[1] == ':');
    if (!(plain || capture) || move[0] != 'K') return core::SQ_NONE;
    const char file = move[move.size() - 2];
    const char rank = move.back();
    if (file < 'a' || file > 'h' || rank < '1' || rank > '8') return core::SQ_NONE;
    const Square s = core::make_square(core::File(file - 'a'), core::Rank(rank - '1'));
    return is_centre(s) ? s : core::SQ_NONE;
}

std::string_view signalled_result(Square a, Square b) {
    if (is_light(a) && is_light(b)) return "1-0";
    if (!is_light(a) && !is_light(b)) return "0-1";
    return "1/2-1/2";
}

std::string_view squares_words(Square a, Square b) {
    if (is_light(a) && is_light(b)) return "both light squares";
    if (!is_light(a) && !is_light(b)) return "both dark squares";
    return "one light and one dark square";
}

// The main line's moves as written, read again from the game's text: wanted only when a signal's
// legal placement is taken back, so that the replay need not keep the move before its latest.
struct MainLineMoves : pgn::VisitorBase {
    pgn::Control move(std::string_view text, pgn::Span span) {
        moves.push_back({text, span});
        return pgn::Control::proceed;
    }
    pgn::Control begin_variation(pgn::Span) { return pgn::Control::skip; }
    std::vector<std::pair<std::string_view, pgn::Span>> moves;
};

}  // namespace

// The main line stopped at its last move token, or at the one before, with king moves onto the
// centre: the refused move (its finding becomes this one), the move skipped after it, and a
// legal king move onto the centre just before (the board records the first placement when it
// is legal). The other king must stand on the centre when only one placement is recorded.
void GameChecker::Replay::recognise_board_signal() {
    Line& main = lines_.front();
    if (!main.stopped || main.stop_finding == Line::kNoFinding || main.next_count > 1) return;
    const Diagnostic& refused = report_->diagnostics[main.stop_finding];
    if (refused.rule != RuleId::illegal_move && refused.rule != RuleId::move_after_game_end) return;
    const Square placed = centre_target(main.stop_text);
    if (placed == core::SQ_NONE) return;
    Square other = core::SQ_NONE;  // where the other king stands when the signal is complete
    bool takes_back_last = false;
    if (main.next_count == 1) {
        other = centre_target(main.next_moves[0]);
    } else {
        other = pos_.king_square(~pos_.side_to_move());
        takes_back_last = has_latest_move(main) && centre_target(main.last_move) == other;
    }
    if (other == core::SQ_NONE || other == placed || !is_centre(other)) return;

    // The plies of the signal, as written.
    std::string moves;
    std::uint32_t first_ply = refused.ply;
    if (takes_back_last) {
        first_ply = ply();
        append_moves(main.last_move, first_ply, main.stop_text, refused.ply, moves);
    } else if (main.next_count == 1) {
        append_moves(main.stop_text, refused.ply, main.next_moves[0], refused.ply + 1, moves);
    } else {
        moves = describe_move(refused.move_number, refused.side, refused.san);
    }
    const std::string_view result = signalled_result(placed, other);
    std::string message = moves + ": the last moves look like an electronic board's result " +
                          "signal, not moves: kings on " + core::square_name(other).data() +
                          " and " + core::square_name(placed).data() + ", " +
                          std::string(squares_words(placed, other)) + ", signal " +
                          std::string(result);
    const std::optional<std::string_view> tag = report_->tags.find("Result");
    if (!tag) {
        message += "; the game has no Result tag";
    } else if (*tag == result) {
        message += ", as the Result tag says";
    } else {
        message += ", but the Result tag says ";
        message += *tag;
    }
    message += "; the game is judged as if they were not there";

    Diagnostic signal = report_->diagnostics[main.stop_finding];
    signal.rule = RuleId::board_result_signal;
    signal.severity = rule(RuleId::board_result_signal).default_severity;
    signal.message = std::move(message);
    signal.candidates.clear();
    signal.suggestions.clear();
    signal.fix = {};
    if (takes_back_last) {
        signal.where = locate(main.last_move_span);
        signal.ply = first_ply;
        signal.move_number = move_number_of(first_ply);
        signal.side = side_of_ply(first_ply);
        signal.san.assign(main.last_move);
    }
    const std::size_t at = take_back_signal(main, first_ply);
    if (takes_back_last) {
        write_position(signal.fen_before);
        signal.previous_uci = latest_uci();
    }
    report_->diagnostics.insert(report_->diagnostics.begin() + static_cast<std::ptrdiff_t>(at),
                                std::move(signal));
}

// Drops the main line's findings from `first_ply` on (the signal's moves and what was said of
// them) and its claims and ending there, takes back a placement that was made, and lets the line
// go on to its end as if the signal were not there. Returns where the first dropped finding
// stood, the signal's place in the report; the findings the replay keeps an index of are
// renumbered as if the signal's finding already stood there.
std::size_t GameChecker::Replay::take_back_signal(Line& main, std::uint32_t first_ply) {
    std::vector<Diagnostic>& findings = report_->diagnostics;
    const auto signals = [&](const Diagnostic& d) {
        return d.variation_depth == 0 && d.ply != 0 && d.ply >= first_ply;
    };
    const std::size_t at = static_cast<std::size_t>(
        std::find_if(findings.begin(), findings.end(), signals) - findings.begin());
    for (std::size_t* index : {&move_number_finding_, &marker_finding_, &missing_result_finding_}) {
        if (*index == kNoFinding) continue;
        if (signals(findings[*index])) {
            *index = kNoFinding;
            continue;
        }
        const auto dropped_before = std::count_if(
            findings.begin(), findings.begin() + static_cast<std::ptrdiff_t>(*index), signals);
        *index -= static_cast<std::size_t>(dropped_before);
        if (*index >= at) ++*index;
    }
    std::erase_if(findings, signals);
    std::erase_if(report_->claims, [&](const Claim& c) { return c.ply >= first_ply; });
    if (main.ended.kind != TerminationKind::none && main.ended.ply >= first_ply) {
        main.ended = Ending{};
        report_->termination = Termination{};
    }
    if (ply() >= first_ply) {  // a placement that was legal, a king's move
        pos_.undo_move(path_.back());
        path_.pop();
        MainLineMoves written;
        pgn::parse_game(*game_, written, limits_);
        const auto placement = std::find_if(
            written.moves.begin(), written.moves.end(),
            [&](const auto& move) { return move.second.offset == main.last_move_span.offset; });
        if (placement != written.moves.begin() && placement != written.moves.end()) {
            main.last_move = std::prev(placement)->first;
            main.last_move_span = std::prev(placement)->second;
        } else {
            main.last_move = {};
        }
        if (main.first_ply >= first_ply) main.first_move = {};
    }
    main.stopped = false;
    main.stop_finding = Line::kNoFinding;
    main.suggest = false;
    main.next_count = 0;
    return at;
}

}  // namespace pgnlint::lint
