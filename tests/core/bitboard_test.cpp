// Attack tables: every slider lookup against a plain ray walk, for every square and every relevant
// occupancy, plus the compile-time line tables.
#include <gtest/gtest.h>

#include "pgnlint/core/bitboard.h"

namespace pgnlint::core {
namespace {

// `relevant(s)`: the squares whose occupancy can change s's attacks; every subset is tried.
template <typename Relevant>
void expect_slider_attacks_exact(const int (*deltas)[2], Relevant relevant,
                                 Bitboard (*lookup)(Square, Bitboard)) {
    for (int s = 0; s < SQUARE_NB; ++s) {
        const Bitboard mask = relevant(Square(s));
        Bitboard subset = 0;
        do {
            const Bitboard expected = detail::step_attacks(Square(s), deltas, 4, true, subset);
            ASSERT_EQ(lookup(Square(s), subset), expected) << "square " << s;
            // Pieces outside the mask (edges, other lines) must not change the result.
            ASSERT_EQ(lookup(Square(s), subset | ~mask),
                      detail::step_attacks(Square(s), deltas, 4, true, subset | ~mask));
            subset = (subset - mask) & mask;
        } while (subset);
    }
}

// Every occupancy of the whole rays, edges included: the rank table and the subtractions along
// files and diagonals must ignore the edge squares and every square off the two lines.
TEST(Bitboard, RookAttacksAreExact) {
    expect_slider_attacks_exact(detail::ROOK_DELTAS, rook_rays, rook_attacks);
}

TEST(Bitboard, BishopAttacksAreExact) {
    expect_slider_attacks_exact(detail::BISHOP_DELTAS, bishop_rays, bishop_attacks);
}

TEST(Bitboard, LeaperAndLineTables) {
    EXPECT_EQ(knight_attacks(SQ_A1), square_bb(SQ_B3) | square_bb(SQ_C2));
    EXPECT_EQ(popcount(king_attacks(SQ_E4)), 8);
    EXPECT_EQ(pawn_attacks(WHITE, SQ_E4), square_bb(SQ_D5) | square_bb(SQ_F5));
    EXPECT_EQ(pawn_attacks(BLACK, SQ_A5), square_bb(SQ_B4));
    EXPECT_EQ(between_bb(SQ_A1, SQ_D4), square_bb(SQ_B2) | square_bb(SQ_C3) | square_bb(SQ_D4));
    EXPECT_EQ(between_bb(SQ_A1, SQ_B3), square_bb(SQ_B3));
    EXPECT_EQ(line_bb(SQ_C1, SQ_C5), file_bb(FILE_C));
    EXPECT_EQ(line_bb(SQ_A1, SQ_B3), 0u);
    EXPECT_TRUE(aligned(SQ_A1, SQ_H8, SQ_D4));
}

}  // namespace
}  // namespace pgnlint::core
