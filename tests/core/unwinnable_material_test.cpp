// The material lemmas of the unwinnability analysis (src/core/unwinnable/material.cpp): each
// on both sides of its boundary (the lemma applies; one man more or other and it must not), and
// the two lemmas about a lone minor piece against heavy pieces re-proved by enumeration with
// pgnlint's own move generator: no placement of their men is a checkmate by the minor side.
#include <gtest/gtest.h>

#include <array>
#include <string>
#include <vector>

#include "pgnlint/core/fen.h"
#include "pgnlint/core/movegen.h"
#include "pgnlint/core/position.h"
#include "pgnlint/core/unwinnable.h"
#include "static.h"
#include "test_support.h"

namespace pgnlint::core {
namespace {

using testing::Loaded;

UnwinnableReason reason(const char* fen, Color side) {
    Loaded loaded(fen);
    return detail::material_reason(loaded.pos, side);
}

TEST(UnwinnableMaterial, KnightAgainstQueens) {
    // UNWINNABILITY.md §2.3's examples: decided with no search.
    for (const char* fen : {"8/8/8/8/3k4/4n3/4K3/7Q w - - 0 1", "8/8/8/8/3k4/4n3/4K3/6QQ w - - 0 1",
                            "8/8/8/3k4/8/2n5/8/K4Q2 b - - 0 60"}) {
        SCOPED_TRACE(fen);
        EXPECT_EQ(reason(fen, BLACK), UnwinnableReason::knight_against_queens);
        UnwinnabilityAnalyser analyser;
        const WinnabilityResult result = analyser.analyse(Loaded(fen).pos, BLACK);
        EXPECT_EQ(result.verdict, Winnability::unwinnable);
        EXPECT_EQ(result.nodes, 0u);
    }
    // The knight against a bare king is the older, narrower lemma.
    EXPECT_EQ(reason("8/8/8/8/3k4/4n3/4K3/8 w - - 0 1", BLACK), UnwinnableReason::lone_knight);
    // One man more or other on either side and the lemma says nothing: a rook, a bishop, a knight
    // or a pawn beside the queen can block; two knights, or a pawn for the knight's side, can mate.
    for (const char* fen :
         {"8/8/8/8/3k4/4n3/4K3/6RQ w - - 0 1", "8/8/8/8/3k4/4n3/4K3/6BQ w - - 0 1",
          "8/8/8/8/3k4/4n3/4K3/6NQ w - - 0 1", "8/8/8/8/3k4/4n3/4KP2/7Q w - - 0 1",
          "8/8/8/8/3k4/3nn3/4K3/7Q w - - 0 1", "8/8/8/6p1/3k4/4n3/4K3/7Q w - - 0 1",
          "8/8/8/8/3k4/4n3/4K3/7R w - - 0 1"}) {
        SCOPED_TRACE(fen);
        EXPECT_EQ(reason(fen, BLACK), UnwinnableReason::none);
    }
}

TEST(UnwinnableMaterial, BishopsOfOneColourAgainstHeavyPieces) {
    for (const char* fen :
         {"8/8/8/8/3k4/4b3/4K3/7Q w - - 0 1", "8/8/8/8/3k4/4b3/4K3/6RQ w - - 0 1",
          "8/8/8/8/3k1b2/4b3/4K3/5R1R w - - 0 1", "8/8/8/8/3k4/4b3/4K3/6BR w - - 0 1"}) {
        SCOPED_TRACE(fen);
        EXPECT_EQ(reason(fen, BLACK), UnwinnableReason::bishops_against_heavy_pieces);
    }
    // (e3 and g1 are dark squares, d1 and f1 light.) Only bishops of one colour on the board: the
    // older lemma.
    EXPECT_EQ(reason("8/8/8/8/3k4/4b3/4K3/6B1 w - - 0 1", BLACK),
              UnwinnableReason::bishops_one_colour);
    // A bishop of the other colour (either side's), a knight, a pawn (either side's): a blocker or
    // a checker on the other colour can exist, and so can a mate.
    for (const char* fen :
         {"8/8/8/8/3k4/4b3/4K3/3B3Q w - - 0 1", "8/8/8/8/3k4/3bb3/4K3/7Q w - - 0 1",
          "8/8/8/8/3k4/4b3/4K3/6NQ w - - 0 1", "8/8/8/8/3k4/4b3/4KP2/7Q w - - 0 1",
          "8/8/8/6p1/3k4/4b3/4K3/7Q w - - 0 1", "8/8/8/8/3k4/4bn2/4K3/7R w - - 0 1"}) {
        SCOPED_TRACE(fen);
        EXPECT_EQ(reason(fen, BLACK), UnwinnableReason::none);
    }
}

// Whether `pos` (the mated side to move) is a checkmate.
bool is_mate(const Position& pos) {
    return pos.in_check() && !has_legal_move(pos);
}

// The ten squares a1-d1, b2-d2, c3-d3, d4: every square is the image of one of them under the
// board's eight symmetries, which keep a pawnless position's class and its mates.
constexpr std::array<Square, 10> TRIANGLE = {SQ_A1, SQ_B1, SQ_C1, SQ_D1, SQ_B2,
                                             SQ_C2, SQ_D2, SQ_C3, SQ_D3, SQ_D4};

// Sets pos up from a board with Black (the mated side) to move, no castling, no en passant; false
// when the placement is not a position (kings touching, or White, not to move, in check).
bool set_up(std::array<Piece, SQUARE_NB>& board, Position& pos, StateInfo& si) {
    ParsedFen fen;
    fen.board = board;
    fen.side_to_move = BLACK;
    Bitboard occupied = 0;
    Square kings[COLOR_NB] = {};
    for (int s = 0; s < SQUARE_NB; ++s) {
        if (board[std::size_t(s)] == NO_PIECE) continue;
        occupied |= square_bb(Square(s));
        if (type_of(board[std::size_t(s)]) == KING)
            kings[color_of(board[std::size_t(s)])] = Square(s);
    }
    if (king_attacks(kings[WHITE]) & square_bb(kings[BLACK])) return false;
    for (int s = 0; s < SQUARE_NB; ++s) {
        const Piece pc = board[std::size_t(s)];
        if (pc == NO_PIECE || color_of(pc) != BLACK || type_of(pc) == KING) continue;
        if (attacks_bb(type_of(pc), Square(s), occupied) & square_bb(kings[WHITE])) return false;
    }
    PositionSetup setup;
    setup.playable = true;
    pos.set_unchecked(fen, setup, si);
    return true;
}

// The men placed after the mated king and the checker: a piece, and the squares it may stand on
// (a bishop keeps to the checker's colour, or the position leaves the lemma's class).
struct Man {
    Piece piece;
    Bitboard squares = ~Bitboard(0);
};

// Counts the placements tried and any checkmate of Black among them.
struct Enumeration {
    long placements = 0;
    long mates = 0;
    std::string first_mate;
};

// Places men[i..] on empty squares (a man like the one before it on a later square only: the same
// placement is not tried twice) and tests each full placement.
void enumerate(std::array<Piece, SQUARE_NB>& board, const std::vector<Man>& men, std::size_t i,
               int after, Enumeration& out) {
    if (i == men.size()) {
        Position pos;
        StateInfo si;
        if (!set_up(board, pos, si)) return;
        ++out.placements;
        if (is_mate(pos) && out.mates++ == 0) out.first_mate = to_fen(pos);
        return;
    }
    const int first = i > 0 && men[i].piece == men[i - 1].piece ? after + 1 : 0;
    for (int s = first; s < SQUARE_NB; ++s) {
        if (board[std::size_t(s)] != NO_PIECE || !(men[i].squares & square_bb(Square(s)))) continue;
        board[std::size_t(s)] = men[i].piece;
        enumerate(board, men, i + 1, s, out);
        board[std::size_t(s)] = NO_PIECE;
    }
}

// Black's king on each triangle square, White's checking piece on each square that checks it
// on an empty board (a placement whose line is blocked gives no check, and a mate needs one: a
// king never gives it), the other men everywhere they may stand. A bishop in `others` keeps to
// the colour of the checker's squares.
Enumeration enumerate_class(PieceType checker, std::vector<Piece> others) {
    Enumeration out;
    for (const Square king : TRIANGLE) {
        const Bitboard colour =
            DARK_SQUARES_BB & square_bb(king) ? DARK_SQUARES_BB : ~DARK_SQUARES_BB;
        std::vector<Man> men;
        for (const Piece pc : others)
            men.push_back({pc, type_of(pc) == BISHOP ? colour : ~Bitboard(0)});
        std::array<Piece, SQUARE_NB> board{};
        board.fill(NO_PIECE);
        board[king] = B_KING;
        for (Bitboard checks = attacks_bb(checker, king, 0); checks;) {
            const Square s = pop_lsb(checks);
            board[s] = make_piece(WHITE, checker);
            enumerate(board, men, 0, 0, out);
            board[s] = NO_PIECE;
        }
    }
    return out;
}

// A lone knight against one or two queens: never a mate (UNWINNABILITY.md §4.2 (b)). Against
// a rook, which can block its own king, the same enumeration finds mates.
TEST(UnwinnableMaterialSlow, NoKnightMateAgainstQueens) {
    std::vector<std::vector<Piece>> classes = {{W_KING, B_QUEEN}};
#ifndef PGNLINT_UNWINNABLE_REDUCED
    classes.push_back({W_KING, B_QUEEN, B_QUEEN});
#endif
    for (const std::vector<Piece>& others : classes) {
        SCOPED_TRACE(others.size());
        const Enumeration e = enumerate_class(KNIGHT, others);
        EXPECT_GT(e.placements, 100'000);
        EXPECT_EQ(e.mates, 0) << e.first_mate;
    }
    EXPECT_GT(enumerate_class(KNIGHT, {W_KING, B_ROOK}).mates, 0);
}

// A bishop, or two of one colour, against a rook, a queen, or a rook and a bishop of the
// bishops' colour: never a mate (§4.2 (c)). Against a knight the enumeration finds mates. (The
// sanitizer build, ten times slower, tries the classes of four men only.)
TEST(UnwinnableMaterialSlow, NoOneColourBishopMateAgainstHeavyPieces) {
    std::vector<std::vector<Piece>> classes = {{W_KING, B_ROOK}, {W_KING, B_QUEEN}};
#ifndef PGNLINT_UNWINNABLE_REDUCED
    classes.push_back({W_KING, B_ROOK, B_BISHOP});
    classes.push_back({W_KING, W_BISHOP, B_ROOK});
#endif
    for (const std::vector<Piece>& others : classes) {
        SCOPED_TRACE(others.size());
        const Enumeration e = enumerate_class(BISHOP, others);
        EXPECT_GT(e.placements, 100'000);
        EXPECT_EQ(e.mates, 0) << e.first_mate;
    }
    EXPECT_GT(enumerate_class(BISHOP, {W_KING, B_KNIGHT}).mates, 0);
}

}  // namespace
}  // namespace pgnlint::core
