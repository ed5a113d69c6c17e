// Unwinnability proved from pawns locked head-on that nothing can ever capture, behind which a
// side's pieces can never give check.
#include "sets.h"
#include "static.h"

namespace pgnlint::core::detail {
namespace {

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

UnwinnableReason locked_pawns_reason(const Position& pos, Color side) {
    if (pos.pieces(KNIGHT, ROOK) | pos.pieces(QUEEN)) return UnwinnableReason::none;
    // Without pawns there is nothing to lock (and a side with a bishop can give check anywhere).
    if (!pos.pieces(PAWN) || !pawns_locked_head_on(pos) || pos.ep_capture_possible())
        return UnwinnableReason::none;
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

}  // namespace pgnlint::core::detail
