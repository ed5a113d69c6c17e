// Writes a game's ending and claimable draws as sentences that cite the move, the side, the
// position and the FIDE article (5.1.1, 5.2.1, 5.2.2, 9.2, 9.3, 9.6.1, 9.6.2).
#include "ending_line.h"

#include <optional>
#include <string_view>

#include "diagnostic_line.h"
#include "json_records.h"
#include "text_encoding.h"

namespace pgnlint::report {
namespace {

using encoding::append;

constexpr std::string_view kEndingColor = "\x1b[1;32m";
constexpr std::string_view kClaimColor = "\x1b[1;35m";

// "White" or "Black": the player who may claim, or the one stalemated. Empty when the record
// names no side to move.
std::string_view side_title(lint::Side side) {
    switch (side) {
        case lint::Side::white:
            return "White";
        case lint::Side::black:
            return "Black";
        case lint::Side::none:
            break;
    }
    return {};
}

// The location is the move's (or the FEN tag's), so an editor jumps to it.
void append_prefix(const lint::GameReport& game, const lint::Location& where,
                   std::string_view label, std::string_view label_color, bool color,
                   fmt::memory_buffer& out) {
    append_location(game.file, where, color, out);
    out.push_back(' ');
    append_game_label(game, "game", out);  // endings and claims exist for games only
    append(out, ": ");
    if (color) append(out, label_color);
    append(out, label);
    out.push_back(':');
    if (color) append(out, kAnsiReset);
    out.push_back(' ');
}

// "after 41... Qg2#", or "in the start position" when the start position itself is meant.
void append_when(std::string_view move, fmt::memory_buffer& out) {
    if (move.empty()) {
        append(out, "in the start position");
    } else {
        append(out, "after ");
        encoding::append_display_text(out, move);
    }
}

// " as at the start, after 2. Ng1 and after 4. Ng1": where a repeated position stood before,
// by move; by ply ("after ply 4") for a record from an older pgnlint, which wrote no moves.
void append_earlier_occurrences(const std::vector<std::uint32_t>& plies,
                                const std::vector<std::string>& moves, fmt::memory_buffer& out) {
    if (plies.empty()) return;
    const bool by_move = moves.size() == plies.size();
    append(out, " as ");
    for (std::size_t i = 0; i < plies.size(); ++i) {
        if (i > 0) append(out, i + 1 == plies.size() ? " and " : ", ");
        if (plies[i] == 0) {
            append(out, "at the start");
        } else if (by_move && !moves[i].empty()) {
            append(out, "after ");
            encoding::append_display_text(out, moves[i]);
        } else {
            append(out, "after ply ");
            append_uint(out, plies[i]);
        }
    }
}

void append_position(std::string_view fen, bool color, fmt::memory_buffer& out) {
    if (!fen.empty()) {
        append(out, "; position ");
        if (color) append(out, kAnsiDim);
        append(out, fen);
        if (color) append(out, kAnsiReset);
    }
    out.push_back('\n');
}

// "Black, to move, may claim a draw", or "the player to move ..." without a position.
void append_claimant(lint::Side to_move, fmt::memory_buffer& out) {
    const std::string_view side = side_title(to_move);
    if (side.empty()) {
        append(out, "the player to move may claim a draw");
    } else {
        append(out, side);
        append(out, ", to move, may claim a draw");
    }
}

void append_claim(const lint::GameReport& game, const lint::Claim& claim, bool color,
                  fmt::memory_buffer& out) {
    append_prefix(game, claim.where, "claim", kClaimColor, color, out);
    append(out, claim.kind == lint::ClaimKind::threefold_repetition
                    ? "threefold repetition claimable "
                    : "fifty-move rule claimable ");
    append_when(claim.move, out);
    if (claim.kind == lint::ClaimKind::threefold_repetition) {
        append(out, " (the same position");
        append_earlier_occurrences(claim.earlier_plies, claim.earlier_moves, out);
        append(out, ", FIDE 9.2.2; ");
        append_claimant(claim.to_move, out);
        append(out, ", FIDE 9.2.1.2)");
    } else {
        append(out,
               " (the last 50 moves by each player were made without a pawn move or a capture; ");
        append_claimant(claim.to_move, out);
        append(out, ", FIDE 9.3.2)");
    }
    append_position(claim.fen, color, out);
}

void append_termination(const lint::GameReport& game, bool color, fmt::memory_buffer& out) {
    const lint::Termination& ending = game.termination;
    const lint::TerminationWords& words = lint::termination_words(ending.kind);
    append_prefix(game, ending.where, "ending", kEndingColor, color, out);
    append(out, words.title);
    out.push_back(' ');
    append_when(ending.move, out);
    switch (ending.kind) {
        case lint::TerminationKind::checkmate:
            append(out, ending.winner == lint::Side::white ? " (White wins" : " (Black wins");
            break;
        case lint::TerminationKind::stalemate: {
            const std::string_view side = side_title(ending.to_move);
            append(out, " (");
            append(out, side.empty() ? "the player to move" : side);
            append(out, side.empty() ? " has" : ", to move, has");
            append(out, " no legal move and is not in check: the game is drawn");
            break;
        }
        case lint::TerminationKind::insufficient_material:
            append(out,
                   " (neither player has the material to checkmate by any series of legal "
                   "moves: the game is drawn");
            break;
        case lint::TerminationKind::dead_position:
            // The reason comes from the analysis: plain ASCII words, as are the other clauses.
            append(out, " (neither player can checkmate by any series of legal moves: ");
            append(out, ending.reason);
            append(out, "; the game is drawn");
            break;
        case lint::TerminationKind::fivefold_repetition:
            append(out, " (the same position");
            append_earlier_occurrences(ending.earlier_plies, ending.earlier_moves, out);
            append(out, ": the fifth time, FIDE 9.2.2; the game is drawn");
            break;
        case lint::TerminationKind::seventyfive_moves:
            append(out,
                   " (75 moves by each player without a pawn move or a capture: the game is "
                   "drawn");
            break;
        case lint::TerminationKind::none:
            break;
    }
    append(out, ", FIDE ");
    append(out, words.article);
    out.push_back(')');
    append_position(ending.fen, color, out);
}

}  // namespace

void append_ending_lines(const lint::GameReport& game, bool color, fmt::memory_buffer& out) {
    for (const lint::Claim& claim : game.claims) append_claim(game, claim, color, out);
    if (game.termination.kind != lint::TerminationKind::none) append_termination(game, color, out);
}

}  // namespace pgnlint::report
