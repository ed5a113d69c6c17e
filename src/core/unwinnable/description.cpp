// The English clauses for why a side cannot mate and why a position is dead (FIDE 5.2.2, 6.9).
#include <string>

#include "pgnlint/core/unwinnable.h"

namespace pgnlint::core {

std::string describe_unwinnable(UnwinnableReason reason, Color side) {
    const std::string who(color_name(side));
    switch (reason) {
        case UnwinnableReason::none:
            return {};
        case UnwinnableReason::only_king:
            return who + " has only a king";
        case UnwinnableReason::lone_knight:
            return who + " has only a king and a knight against a lone king";
        case UnwinnableReason::lone_bishop:
            return who + " has only a king and a bishop against a lone king";
        case UnwinnableReason::bishops_one_colour:
            return "every piece besides the kings is a bishop on squares of one colour";
        case UnwinnableReason::knight_against_queens:
            return who + " has only a king and a knight against a king and queens";
        case UnwinnableReason::bishops_against_heavy_pieces:
            return who +
                   " has only bishops on squares of one colour against rooks, queens and bishops "
                   "of that colour";
        case UnwinnableReason::locked_pawns:
            return "the pawns are locked and " + who + " can never give check";
        case UnwinnableReason::unreachable_mate:
            return who + "'s men can never get where they would checkmate the " +
                   std::string(color_adjective(~side)) + " king";
        case UnwinnableReason::forced_repetition:
            return "every move is forced until the position repeats, and so on for ever";
        case UnwinnableReason::after_every_move:
            return "whatever move is played next, " + who + "'s men can never checkmate the " +
                   std::string(color_adjective(~side)) + " king";
        case UnwinnableReason::search_exhausted:
            return "no series of legal moves leads to a checkmate by " + who;
    }
    return {};
}

std::string describe_dead_position(UnwinnableReason white, UnwinnableReason black) {
    if (white == black) {
        switch (white) {
            case UnwinnableReason::only_king:
                return "each side has only a king";
            case UnwinnableReason::locked_pawns:
                return "the pawns are locked and neither side can ever give check";
            case UnwinnableReason::unreachable_mate:
                return "neither side's men can ever get where they would checkmate the other king";
            case UnwinnableReason::after_every_move:
                return "whatever move is played next, neither side can ever checkmate";
            case UnwinnableReason::search_exhausted:
                return "no series of legal moves leads to a checkmate by either side";
            default:
                return describe_unwinnable(white, WHITE);
        }
    }
    return describe_unwinnable(white, WHITE) + " and " + describe_unwinnable(black, BLACK);
}

}  // namespace pgnlint::core
