// The sentences describing position problems: each PositionProblem's facts (colours, squares,
// counts, checkers) in the words of the Laws of Chess.
#include "pgnlint/core/position_description.h"

#include <algorithm>
#include <cstddef>

namespace pgnlint::core {
namespace {

void append_square(std::string& s, Square sq) {
    const std::array<char, 3> name = square_name(sq);
    s.append(name.data(), sq == SQ_NONE ? 1 : 2);
}

void append_number(std::string& s, uint32_t n) {
    s += std::to_string(n);
}

// "the rook on e8", "the rook on e8 and the knight on f6", "the rook on e8, ... and 1 more".
void append_checkers(std::string& s, const PositionProblem& p) {
    const std::size_t named = std::min<std::size_t>(p.count, p.checkers.size());
    for (std::size_t i = 0; i < named; ++i) {
        if (i > 0) s += (i + 1 == named && p.count == named) ? " and " : ", ";
        s += "the ";
        s += piece_type_name(type_of(p.checker_pieces[i]));
        s += " on ";
        append_square(s, p.checkers[i]);
    }
    if (p.count > named) {
        s += " and ";
        append_number(s, uint32_t(p.count - named));
        s += " more";
    }
}

const char* count_word(uint32_t n) {
    static constexpr const char* WORDS[] = {"no", "one", "two", "three", "four", "five"};
    return n < 6 ? WORDS[n] : nullptr;
}

void append_count(std::string& s, uint32_t n) {
    if (const char* w = count_word(n)) {
        s += w;
    } else {
        append_number(s, n);
    }
}

}  // namespace

std::string describe(const PositionProblem& p) {
    std::string s;
    using K = PositionProblemKind;
    using D = ProblemDetail;
    switch (p.kind) {
        case K::non_canonical:
            switch (p.detail) {
                case D::irregular_spacing:
                    s = "the fields are not separated by single spaces";
                    break;
                case D::leading_zero:
                    s = p.field == FenField::halfmove_clock
                            ? "the halfmove clock is written with a leading zero"
                            : "the fullmove number is written with a leading zero";
                    break;
                case D::castling_order:
                    s = "the castling letters are not in the standard order (White's first, K "
                        "before Q, as in KQkq)";
                    break;
                default:
                    s = "the fullmove number is 0, but it starts at 1";
                    break;
            }
            break;
        case K::king_count:
            s = color_name(p.color);
            s += " has ";
            if (p.count == 0) {
                s += "no king";
            } else {
                append_count(s, p.count);
                s += " kings";
            }
            break;
        case K::pawn_on_back_rank:
            s = "a ";
            s += color_adjective(p.color);
            s += " pawn stands on ";
            append_square(s, p.square);
            if (p.count > 1) {
                s += " (and ";
                append_number(s, p.count - 1);
                s += " more)";
            }
            s += ", but pawns never stand on rank 1 or 8 (they promote on reaching the last rank)";
            break;
        case K::too_many_pieces:
            s = color_name(p.color);
            s += " has ";
            append_number(s, p.count);
            s += " pieces, but a side starts with 16 and promotion never adds one";
            break;
        case K::too_many_pawns:
            s = color_name(p.color);
            s += " has ";
            append_number(s, p.count);
            s += " pawns, but a side has at most 8";
            break;
        case K::too_many_promoted_pieces:
            s = color_name(p.color);
            s += " has ";
            append_number(s, p.count);
            s += p.count == 1 ? " piece" : " pieces";
            s += " beyond its initial set (such as an extra ";
            s += piece_type_name(p.piece);
            s += "), but with ";
            append_number(s, 8 - p.limit);
            s += 8 - p.limit == 1 ? " pawn" : " pawns";
            s += " on the board at most ";
            append_number(s, p.limit);
            s += " can have been promoted";
            break;
        case K::impossible_pawn_structure:
            s = color_name(p.color);
            s += "'s pawns need at least ";
            append_number(s, p.count);
            s += p.count == 1 ? " capture" : " captures";
            s += " to stand on their files, but ";
            s += color_name(~p.color);
            s += " has lost only ";
            append_number(s, p.limit);
            s += p.limit == 1 ? " unit" : " units";
            break;
        case K::castling_king_not_home:
            s = "castling right ";
            s += p.letter;
            s += ", but ";
            if (p.square == SQ_NONE) {
                s += color_name(p.color);
                s += " has no king";
            } else {
                s += color_name(p.color);
                s += "'s king stands on ";
                append_square(s, p.square);
                if (p.other != SQ_NONE) {
                    s += ", not on ";
                    append_square(s, p.other);
                } else {
                    s += ", not on its first rank";
                }
            }
            break;
        case K::castling_rook_not_home:
            s = "castling right ";
            s += p.letter;
            s += ", but ";
            if (p.square == SQ_NONE) {
                s += "no ";
                s += color_adjective(p.color);
                s += " rook stands on the first rank on the ";
                s += (p.letter == 'K' || p.letter == 'k') ? "king's" : "queen's";
                s += " side of the king";
            } else {
                s += "no ";
                s += color_adjective(p.color);
                s += " rook stands on ";
                append_square(s, p.square);
            }
            break;
        case K::castling_rights_same_side:
            s = "castling right ";
            s += p.letter;
            s += " names the rook on ";
            append_square(s, p.square);
            s += ", on the same side of ";
            s += color_name(p.color);
            s += "'s king as another castling right";
            break;
        case K::en_passant_no_pawn:
            s = "en-passant square ";
            append_square(s, p.square);
            s += ", but no ";
            s += color_adjective(p.color);
            s += " pawn stands on ";
            append_square(s, p.other);
            s += ", where a pawn that just advanced two squares past it would be";
            break;
        case K::en_passant_square_occupied:
            s = "en-passant square ";
            append_square(s, p.square);
            s += " is occupied, but the pawn that just advanced two squares passed over it";
            break;
        case K::en_passant_origin_occupied:
            s = "en-passant square ";
            append_square(s, p.square);
            s += ", but ";
            append_square(s, p.other);
            s += ", where the pawn came from, is occupied";
            break;
        case K::en_passant_no_capture:
            s = "no en-passant capture onto ";
            append_square(s, p.square);
            s += " is possible: ";
            if (p.count == 0) {
                s += "no ";
                s += color_adjective(p.color);
                s += " pawn stands beside the pawn on ";
                append_square(s, p.other);
            } else {
                s += "the capture would leave ";
                s += color_name(p.color);
                s += "'s king in check";
            }
            break;
        case K::clock_contradicts_en_passant:
            s = "the halfmove clock is ";
            append_number(s, p.count);
            s += ", but the en-passant square ";
            append_square(s, p.square);
            s += " says the last move was a pawn's two-square advance, which resets it to 0";
            break;
        case K::opponent_in_check:
            s = "the side not to move (";
            s += color_name(p.color);
            s += ") is in check by ";
            append_checkers(s, p);
            break;
        case K::too_many_checkers:
            s = color_name(p.color);
            s += "'s king on ";
            append_square(s, p.square);
            s += " is in check by ";
            append_number(s, p.count);
            s += " pieces (";
            append_checkers(s, p);
            s += "), but one move gives at most double check";
            break;
        case K::impossible_check:
            s = color_name(p.color);
            s += "'s king on ";
            append_square(s, p.square);
            s += " is in check by ";
            append_checkers(s, p);
            s += ", which no last move can have given: ";
            switch (p.detail) {
                case D::aligned_checkers:
                    s += "the two checkers stand on one line through the king";
                    break;
                case D::neither_discovered:
                    s += "only one piece moves, and neither check can have been uncovered";
                    break;
                case D::no_origin_for_checker:
                    s += "the checking piece cannot have just moved there (there is no empty "
                         "square it could have come from) and its check cannot have been "
                         "uncovered";
                    break;
                case D::double_check_after_pawn_push:
                    s += "the en-passant square says the last move was a pawn's two-square "
                         "advance, which cannot give double check";
                    break;
                case D::check_not_from_pawn_push:
                    s += "the en-passant square says the last move was a pawn's two-square "
                         "advance, which neither gave nor uncovered this check";
                    break;
                default:
                    s += "no move of one checker can have uncovered the other's check";
                    break;
            }
            break;
        case K::move_number_too_small:
            if (p.detail == D::halfmove_clock) {
                s = "the halfmove clock is ";
                append_number(s, p.count);
                s += ", more than the ";
                append_number(s, p.limit);
                s += " half-moves played before this fullmove number";
            } else {
                s = color_name(~p.color);
                s += " has lost ";
                append_number(s, p.count);
                s += p.count == 1 ? " unit" : " units";
                s += ", but by this fullmove number ";
                s += color_name(p.color);
                s += " has made only ";
                append_number(s, p.limit);
                s += p.limit == 1 ? " move" : " moves";
                s += " to capture them";
            }
            break;
        case K::clock_beyond_75_moves:
            s = "the halfmove clock is ";
            append_number(s, p.count);
            s += ", but after 150 half-moves without a capture or pawn move the game is drawn "
                 "(75-move rule)";
            break;
    }
    return s;
}

}  // namespace pgnlint::core
