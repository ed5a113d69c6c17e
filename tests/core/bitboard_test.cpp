// Attack tables: every magic lookup against a plain ray walk, for every square and every relevant
// occupancy, plus the compile-time line tables.
#include <gtest/gtest.h>

#include "pgnlint/core/bitboard.h"

namespace pgnlint::core {
namespace {

void expect_slider_tables_exact(const int (*deltas)[2], const detail::Magic* magics,
                                Bitboard (*lookup)(Square, Bitboard)) {
    for (int s = 0; s < SQUARE_NB; ++s) {
        const Bitboard mask = magics[s].mask;
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

TEST(Bitboard, RookMagicsAreExact) {
    expect_slider_tables_exact(detail::ROOK_DELTAS, detail::ROOK_MAGICS, rook_attacks);
}

TEST(Bitboard, BishopMagicsAreExact) {
    expect_slider_tables_exact(detail::BISHOP_DELTAS, detail::BISHOP_MAGICS, bishop_attacks);
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
