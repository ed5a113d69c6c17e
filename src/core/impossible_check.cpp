// Which last move can have given a check: the moved piece from an empty origin, a castled rook,
// or a discovery along a line through a square the move vacated (en passant vacates two).
#include "impossible_check.h"

#include <bit>

namespace pgnlint::core::detail {
namespace {

Bitboard on_board_square(int s) {
    return s >= 0 && s < SQUARE_NB ? square_bb(Square(s)) : 0;
}

// Squares from which the piece of colour `us` now on `to` can have arrived with the last move,
// by an ordinary move, a promotion or (for a pawn on its sixth rank) an en-passant capture, whose
// captured pawn's square is then also vacated. A moved piece's origin is empty afterwards and the
// squares it crossed were empty before and still are, so only empty squares are returned.
// Castling is left to the caller.
Bitboard arrival_origins(const FenBoard& board, Color us, Square to) {
    const PieceType pt = type_of(board.on(to));
    const Bitboard empty = ~board.occupied();
    const int back = -pawn_push(us);
    const Rank rel = relative_rank(us, rank_of(to));
    Bitboard origins = 0;
    if (pt == PAWN) {
        if (rel >= RANK_3) {
            const Bitboard behind = on_board_square(int(to) + back);
            origins |= behind | pawn_attacks(~us, to);
            if (rel == RANK_4 && (behind & empty)) origins |= on_board_square(int(to) + 2 * back);
        }
    } else if (pt == KNIGHT) {
        origins |= knight_attacks(to);
    } else if (is_slider(pt)) {
        origins |= attacks_bb(pt, to, board.occupied());
    }
    if (rel == RANK_8 && pt != PAWN && pt != KING)
        origins |= on_board_square(int(to) + back) | pawn_attacks(~us, to);
    return origins & empty;
}

// A rook that castling put next to its king gives check without an origin square of its own
// (in Chess960 it may not have moved at all); the king's move may uncover a check on rank 1.
bool castled_rook(const FenBoard& board, Color us, Square s) {
    if (type_of(board.on(s)) != ROOK) return false;
    const Bitboard king = board.pieces(us, KING);
    return (s == relative_square(us, SQ_F1) && (king & square_bb(relative_square(us, SQ_G1)))) ||
           (s == relative_square(us, SQ_D1) && (king & square_bb(relative_square(us, SQ_C1))));
}

// The fewest captures the pawns of one side need to stand on their files: each pawn started on

// The last move was the two-square advance past `ep`: it checks by the pawn itself or by a
// slider whose line crossed the vacated origin, never both: the king squares the pawn attacks
// (one file aside, one rank beyond) lie on no line through its origin two ranks back.
ProblemDetail check_after_pawn_push(const FenBoard& board, Color us, Bitboard checkers, Square ep) {
    if (more_than_one(checkers)) return ProblemDetail::double_check_after_pawn_push;
    const Square pushed = ep - pawn_push(us);
    const Square origin = ep + pawn_push(us);
    const Square checker = lsb(checkers);
    if (checker == pushed) return ProblemDetail::none;
    if (strictly_between(board.king(us), checker) & square_bb(origin)) return ProblemDetail::none;
    return ProblemDetail::check_not_from_pawn_push;
}

bool discoverable(const FenBoard& board, Square king_sq, Square checker) {
    return is_slider(type_of(board.on(checker))) && strictly_between(king_sq, checker);
}

// `moved` arrived with the last move from a square on `uncovered`'s line to the king.
bool moved_and_uncovered(const FenBoard& board, Square k, Color them, Square moved,
                         Square uncovered) {
    if (!discoverable(board, k, uncovered)) return false;
    const Bitboard line = strictly_between(k, uncovered);
    if (castled_rook(board, them, moved) && (line & rank_bb(relative_rank(them, RANK_1))))
        return true;
    return arrival_origins(board, them, moved) & line;
}

// An en-passant capture vacates two squares (the capturing pawn's origin and the captured
// pawn's square), so it can uncover two checks at once.
bool both_uncovered_en_passant(const FenBoard& board, Square k, Color them, Square c1, Square c2) {
    if (!discoverable(board, k, c1) || !discoverable(board, k, c2)) return false;
    const Bitboard empty = ~board.occupied();
    const Bitboard on_sixth = board.pieces(them, PAWN) & rank_bb(relative_rank(them, RANK_6));
    for (Bitboard b = on_sixth; b;) {
        const Square p = pop_lsb(b);
        const Square captured = p - pawn_push(them);
        if (!(empty & square_bb(captured))) continue;
        const Bitboard vacated = square_bb(captured) | (pawn_attacks(~them, p) & empty);
        if ((strictly_between(k, c1) & vacated) && (strictly_between(k, c2) & vacated)) return true;
    }
    return false;
}

// A check the last move cannot have given. Only the moved piece can give a check it did not
// uncover (castling: the rook), and a check can be uncovered only along a line, through a
// square the move vacated; pawn and knight checks, and contact checks, cannot be uncovered.
ProblemDetail unexplained_check(const FenBoard& board, Color us, Bitboard checkers) {
    const Color them = ~us;
    const Square k = board.king(us);
    if (!more_than_one(checkers)) {
        const Square c = lsb(checkers);
        if (discoverable(board, k, c) || castled_rook(board, them, c) ||
            arrival_origins(board, them, c))
            return ProblemDetail::none;
        return ProblemDetail::no_origin_for_checker;
    }
    const Square c1 = lsb(checkers);
    const Square c2 = Square(63 - std::countl_zero(checkers));
    // Checkers on one line through the king: the nearer would block the farther on one side,
    // and no single move leaves one side of the king for the other.
    if (line_bb(c1, c2) & square_bb(k)) return ProblemDetail::aligned_checkers;
    if (!discoverable(board, k, c1) && !discoverable(board, k, c2))
        return ProblemDetail::neither_discovered;
    if (moved_and_uncovered(board, k, them, c1, c2) ||
        moved_and_uncovered(board, k, them, c2, c1) ||
        both_uncovered_en_passant(board, k, them, c1, c2))
        return ProblemDetail::none;
    return ProblemDetail::no_discovery;
}

}  // namespace

ProblemDetail impossible_check(const FenBoard& board, Color us, Bitboard checkers,
                               Square pushed_ep) {
    return pushed_ep != SQ_NONE ? check_after_pawn_push(board, us, checkers, pushed_ep)
                                : unexplained_check(board, us, checkers);
}

}  // namespace pgnlint::core::detail
