// Unwinnability proved from material alone: a side with only its king, a lone minor piece against
// a bare king, bishops of one colour, a lone knight against nothing but queens, and bishops of one
// colour against nothing but rooks, queens and bishops of that colour. Each lemma below carries
// its soundness argument; tests/core/unwinnable_material_test.cpp re-proves the last two by
// enumerating every placement with the move generator.
#include "static.h"

namespace pgnlint::core::detail {
namespace {

// Every man of the class keeps to the class under legal play, so it is enough that no position
// of the class is a checkmate by `side`:
// - with no pawn on the board there is no promotion, and a capture only removes a man, so the
//   material can only shrink; a side left with its king alone is proved by only_king;
// - a bishop keeps the colour of its squares for ever.
//
// A lone knight against nothing but queens (ARCHITECTURE/UNWINNABILITY.md §4.2 (b)). No pawn on
// the board; `side` has its king and exactly one knight; the other side has queens only (any
// number, none included) besides its king.
// Proof that the knight side never mates. Its king never gives check, so in a mate the knight on n
// checks the king on k. Mirror the board (reflections keep king steps and knight jumps) so that
// n = k + (1, 2). The squares a = k + (0, 1) and b = k + (1, 1) touch both k and n and lie on the
// board (inside the rectangle of k and n).
// - A queen on a or b could take the knight next to it, and legally: the knight side has no
//   piece that pins, and with the knight gone nothing checks. So in a mate a and b hold no
//   queen; nor the knight side's men (its king may not touch k). They are empty, and the knight
//   covers neither (they are a king step from n, not a jump).
// - So the knight side's king covers both. The squares touching both a and b are k, k + (1, 0),
//   n and k + (0, 2); the first two touch k and the knight stands on n, so the king is on
//   k + (0, 2).
// - Then c = k + (1, 0) (on the board: n's file, k's rank) is covered by neither man (two files
//   or ranks from the king, not a jump from n) and holds neither, so it must hold a queen, which
//   sees the knight along the file through the empty b and takes it, legally as before.
// In every case the mated side has a legal move: no mate.
bool knight_against_queens(const Position& pos, Color side) {
    const Bitboard ours = pos.pieces(side) & ~pos.pieces(KING);
    const Bitboard theirs = pos.pieces(~side) & ~pos.pieces(KING);
    return !pos.pieces(PAWN) && ours == pos.pieces(side, KNIGHT) && !more_than_one(ours) &&
           theirs == pos.pieces(~side, QUEEN);
}

// Bishops of one colour against nothing but rooks, queens and bishops of that colour
// (UNWINNABILITY.md §4.2 (c)). No pawn and no knight on the board; `side`'s men besides its king
// are bishops (at least one), all on squares of one colour; the other side has no bishop on the
// other colour (rooks, queens and bishops on the same colour are allowed).
// Proof that the bishops' side never mates. Say its bishops are light (the other case is the
// mirror image). A mated king then stands on a light square k, checked by a bishop (the king
// never checks).
// - Only one bishop checks: a double check by two bishops needs the last move to uncover one
//   diagonal through k and check along the other, but a bishop leaving one diagonal moves
//   parallel to the other. (An illegal set-up could show one: the caller does not apply the
//   lemma to a side to move in double check.)
// - Let d be k's diagonal neighbour on the checking line; the checker stands on d or beyond.
//   The squares touching both k and d are the two orthogonal neighbours o1, o2 of k beside d:
//   on the board (inside the 2x2 box of k and d) and dark.
// - No bishop covers a dark square, and the bishops' side can have no man there (its king may not
//   touch k; its bishops are light). So each of o1, o2 is covered by its king or holds a man of
//   the mated side, which on a dark square can only be a rook or a queen.
// - Such a rook or queen steps one square orthogonally onto d, taking the checker or
//   interposing. The move is legal: no bishop pins along the rank or file from o to k, and the
//   square it leaves opens only that rank or file to k, which no bishop uses.
// - So the king would have to cover both o1 and o2; the only squares touching both are k and d
//   (d is on the checking line, so empty or the checker's). It cannot: no mate.
bool bishops_against_heavy_pieces(const Position& pos, Color side) {
    if (pos.pieces(PAWN) | pos.pieces(KNIGHT)) return false;
    const Bitboard ours = pos.pieces(side) & ~pos.pieces(KING);
    const Bitboard bishops = pos.pieces(side, BISHOP);
    if (!ours || ours != bishops) return false;
    const Bitboard colour = bishops & DARK_SQUARES_BB ? DARK_SQUARES_BB : ~DARK_SQUARES_BB;
    if (bishops & ~colour) return false;
    if (pos.side_to_move() != side && more_than_one(pos.checkers())) return false;
    return !(pos.pieces(BISHOP) & ~colour);
}

}  // namespace

UnwinnableReason material_reason(const Position& pos, Color side) {
    const Bitboard kings = pos.pieces(KING);
    const Bitboard ours = pos.pieces(side) & ~kings;
    if (!ours) return UnwinnableReason::only_king;
    const Bitboard theirs = pos.pieces(~side) & ~kings;
    if (!theirs && !more_than_one(ours)) {
        if (ours & pos.pieces(KNIGHT)) return UnwinnableReason::lone_knight;
        if (ours & pos.pieces(BISHOP)) return UnwinnableReason::lone_bishop;
    }
    // Bishops of one colour attack, and block, squares of that colour only: the squares of the
    // other colour next to a king in check can be taken from it by nothing but the other king,
    // which can never cover them all.
    const Bitboard bishops = pos.pieces(BISHOP);
    if ((ours | theirs) == bishops &&
        (!(bishops & DARK_SQUARES_BB) || !(bishops & ~DARK_SQUARES_BB)))
        return UnwinnableReason::bishops_one_colour;
    if (knight_against_queens(pos, side)) return UnwinnableReason::knight_against_queens;
    if (bishops_against_heavy_pieces(pos, side))
        return UnwinnableReason::bishops_against_heavy_pieces;
    return UnwinnableReason::none;
}

}  // namespace pgnlint::core::detail
