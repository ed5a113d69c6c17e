// Unwinnability proved without search: from material, and from pawns locked head-on that nothing
// can ever capture, behind which a side's pieces can never give check; and winnability shown
// without search for pawnless bishop endings.
#include "static.h"

namespace pgnlint::core {
namespace {

Bitboard king_steps(Bitboard b) {
    const Bitboard sideways = ((b & ~FILE_H_BB) << 1) | ((b & ~FILE_A_BB) >> 1);
    const Bitboard row = b | sideways;
    return sideways | (row << 8) | (row >> 8);
}

Bitboard pawn_attacks_of(Color c, Bitboard pawns) {
    return c == WHITE ? shift<9>(pawns) | shift<7>(pawns) : shift<-7>(pawns) | shift<-9>(pawns);
}

// Every pawn stands head-on against an enemy pawn (so none can ever advance).
bool pawns_locked_head_on(const Position& pos) {
    return shift<8>(pos.pieces(WHITE, PAWN)) == pos.pieces(BLACK, PAWN);
}

// The squares a king can ever reach when the pawns never move: any square free of pawns and of
// the enemy pawns' attacks, stepping from where it stands.
Bitboard king_region(Square king, Bitboard free) {
    Bitboard region = square_bb(king);
    for (;;) {
        const Bitboard grown = region | (king_steps(region) & free);
        if (grown == region) return region;
        region = grown;
    }
}

// What a bishop can ever do while the pawns stand still: the squares it can reach, the squares it
// can attack from them, and the pawns it can capture. Other pieces move, so only pawns block.
struct BishopReach {
    Bitboard squares = 0;
    Bitboard attacks = 0;
};

BishopReach bishop_reach(Square from, Bitboard pawns) {
    BishopReach reach;
    reach.squares = square_bb(from);
    Bitboard frontier = reach.squares;
    while (frontier) {
        const Bitboard attacks = bishop_attacks(pop_lsb(frontier), pawns);
        reach.attacks |= attacks;
        const Bitboard fresh = attacks & ~pawns & ~reach.squares;
        reach.squares |= fresh;
        frontier |= fresh;
    }
    return reach;
}

}  // namespace

namespace detail {

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
    return UnwinnableReason::none;
}

UnwinnableReason locked_pawns_reason(const Position& pos, Color side) {
    if (pos.pieces(KNIGHT, ROOK) | pos.pieces(QUEEN)) return UnwinnableReason::none;
    if (!pawns_locked_head_on(pos) || pos.ep_capture_possible()) return UnwinnableReason::none;
    const Bitboard pawns = pos.pieces(PAWN);
    const Bitboard pawn_attacks[COLOR_NB] = {pawn_attacks_of(WHITE, pos.pieces(WHITE, PAWN)),
                                             pawn_attacks_of(BLACK, pos.pieces(BLACK, PAWN))};
    // A pawn that can take a pawn now would unlock the pawns.
    if ((pawn_attacks[WHITE] & pos.pieces(BLACK, PAWN)) ||
        (pawn_attacks[BLACK] & pos.pieces(WHITE, PAWN)))
        return UnwinnableReason::none;
    Bitboard king_squares[COLOR_NB] = {};
    for (const Color c : {WHITE, BLACK}) {
        const Square king = pos.king_square(c);
        // A king in check by a pawn shows a check is possible; no proof then.
        if (square_bb(king) & pawn_attacks[~c]) return UnwinnableReason::none;
        king_squares[c] = king_region(king, ~pawns & ~pawn_attacks[~c]);
        // A king that can take an enemy pawn no pawn defends would unlock the pawns.
        if (king_steps(king_squares[c]) & pos.pieces(~c, PAWN) & ~pawn_attacks[~c])
            return UnwinnableReason::none;
    }
    Bitboard side_attacks = 0;
    for (const Color c : {WHITE, BLACK}) {
        Bitboard bishops = pos.pieces(c, BISHOP);
        while (bishops) {
            const BishopReach reach = bishop_reach(pop_lsb(bishops), pawns);
            // A bishop that can take a pawn, or be taken by one, would unlock the pawns.
            if ((reach.attacks & pos.pieces(~c, PAWN)) || (reach.squares & pawn_attacks[~c]))
                return UnwinnableReason::none;
            if (c == side) side_attacks |= reach.attacks;
        }
    }
    // The side's pawns can never check: the enemy king never stands where they attack.
    return side_attacks & king_squares[~side] ? UnwinnableReason::none
                                              : UnwinnableReason::locked_pawns;
}

}  // namespace detail

namespace {

// With no pawns every man can be brought anywhere its moves reach (kings walk round the others,
// bishops keep their colour, and a king's triangle gives either side a spare tempo), and the side's
// king can take any enemy man that is offered. So the side mates as in one of two patterns, the
// rest of the men taken or parked off the lines that matter:
// - it has bishops of both colours: the loser's king on h8, the side's king on g6, a dark bishop
//   checking from e5 and a light one covering g8 from e6;
// - its bishops are all of one colour and the loser has one of the other: the loser's king in a
//   corner of the side's colour (h1 light, a1 dark), the loser's bishop on the corner's neighbour
//   along the first rank (g1, b1: the other colour), the side's king two squares up (g3, b3)
//   covering the other two neighbours, and the side's bishop checking along the long diagonal
//   from beyond them; the loser's bishop can neither take it nor block, being of the other colour.
// The bishops of both colours on the board and one of them the side's give one of the two.
bool bishops_of_both_colours_mate(const Position& pos, Color side) {
    if (pos.pieces(PAWN) | pos.pieces(KNIGHT, ROOK) | pos.pieces(QUEEN)) return false;
    const Bitboard bishops = pos.pieces(BISHOP);
    return pos.pieces(side, BISHOP) && (bishops & DARK_SQUARES_BB) && (bishops & ~DARK_SQUARES_BB);
}

// Kings and one pair of pawns head-on: the enemy pawn attacks only the two squares
// beside the side's pawn, which leaves the rest of the board one open region. The side's king
// walks to a square beside the enemy pawn while the enemy king keeps out of its way, takes the
// pawn, and its own pawn, now free, queens; king and queen against a lone king on an empty board
// mate (the lone king walks to an edge). Bishops beside them change nothing: on that open board
// each can be brought to the enemy king and taken, which leaves the kings and the pawns.
bool one_pawn_pair_mates(const Position& pos) {
    const Bitboard white_pawns = pos.pieces(WHITE, PAWN);
    return !(pos.pieces(KNIGHT, ROOK) | pos.pieces(QUEEN)) && popcount(white_pawns) == 1 &&
           shift<8>(white_pawns) == pos.pieces(BLACK, PAWN);
}

}  // namespace

// The search needs thousands of nodes (opposite-coloured bishops: tens of thousands) to find
// these mates; they are most of the positions the per-ply check meets that no proof without
// search decides.
bool winnable_without_search(const Position& pos, Color side) {
    return bishops_of_both_colours_mate(pos, side) || one_pawn_pair_mates(pos);
}

}  // namespace pgnlint::core
