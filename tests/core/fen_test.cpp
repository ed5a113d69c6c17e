// FEN: syntax errors per field with their column, position errors, X-FEN/Shredder castling, and
// the writer round trip over every perft-suite position.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "pgnlint/core/fen.h"
#include "pgnlint/core/position.h"
#include "test_support.h"

namespace pgnlint::core {
namespace {

TEST(Fen, ParsesStandardFields) {
    const FenParseResult r =
        parse_fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
    ASSERT_TRUE(r.ok);
    EXPECT_EQ(r.fen.board[SQ_E4], W_PAWN);
    EXPECT_EQ(r.fen.board[SQ_E8], B_KING);
    EXPECT_EQ(r.fen.side_to_move, BLACK);
    EXPECT_EQ(r.fen.castling_count, 4);
    EXPECT_EQ(r.fen.ep_square, SQ_E3);
    EXPECT_TRUE(r.fen.has_clocks);
    EXPECT_EQ(r.fen.fullmove_number, 1u);
    EXPECT_FALSE(r.fen.irregular_spacing);
}

TEST(Fen, EpdWithoutClocks) {
    const FenParseResult r = parse_fen("4k3/8/8/8/8/8/8/4K3 w - -");
    ASSERT_TRUE(r.ok);
    EXPECT_FALSE(r.fen.has_clocks);
    EXPECT_EQ(r.fen.halfmove_clock, 0u);
    EXPECT_EQ(r.fen.fullmove_number, 1u);
}

TEST(Fen, IrregularSpacingIsNoted) {
    const FenParseResult r = parse_fen("4k3/8/8/8/8/8/8/4K3  w - - 0 1");
    ASSERT_TRUE(r.ok);
    EXPECT_TRUE(r.fen.irregular_spacing);
}

struct FenErrorCase {
    const char* fen;
    FenField field;
    FenErrorKind kind;
    uint32_t column;
};

TEST(Fen, EveryFieldErrorWithItsColumn) {
    const FenErrorCase cases[] = {
        {"", FenField::board, FenErrorKind::missing_field, 0},
        {"4k3/8/8/8/8/8/8/4K3x w - - 0 1", FenField::board, FenErrorKind::bad_piece, 19},
        {"4k3/8/8/8/8/8/8/4K4 w - - 0 1", FenField::board, FenErrorKind::rank_too_long, 18},
        {"4k3/8/8/8/8/8/8/4KK4 w - - 0 1", FenField::board, FenErrorKind::rank_too_long, 19},
        {"4k3/8/8/7/8/8/8/4K3 w - - 0 1", FenField::board, FenErrorKind::rank_too_short, 8},
        {"4k3/8/8/8/8/8/8/4K3/8 w - - 0 1", FenField::board, FenErrorKind::wrong_rank_count, 19},
        {"4k3/8/8/8/8/8/4K3 w - - 0 1", FenField::board, FenErrorKind::wrong_rank_count, 17},
        {"4k3/8/8/8/8/8/8/4K3", FenField::side_to_move, FenErrorKind::missing_field, 19},
        {"4k3/8/8/8/8/8/8/4K3 x - - 0 1", FenField::side_to_move, FenErrorKind::bad_side_to_move,
         20},
        {"4k3/8/8/8/8/8/8/4K3 white - - 0 1", FenField::side_to_move,
         FenErrorKind::bad_side_to_move, 20},
        {"4k3/8/8/8/8/8/8/4K3 w", FenField::castling, FenErrorKind::missing_field, 21},
        {"4k3/8/8/8/8/8/8/4K3 w KX - 0 1", FenField::castling, FenErrorKind::bad_castling, 23},
        {"4k3/8/8/8/8/8/8/4K3 w KK - 0 1", FenField::castling, FenErrorKind::duplicate_castling,
         23},
        {"4k3/8/8/8/8/8/8/4K3 w K- - 0 1", FenField::castling, FenErrorKind::duplicate_castling,
         23},
        {"4k3/8/8/8/8/8/8/4K3 w KQA - 0 1", FenField::castling, FenErrorKind::too_many_castling,
         24},
        {"4k3/8/8/8/8/8/8/4K3 w -", FenField::en_passant, FenErrorKind::missing_field, 23},
        {"4k3/8/8/8/8/8/8/4K3 w - e 0 1", FenField::en_passant, FenErrorKind::bad_en_passant, 24},
        {"4k3/8/8/8/8/8/8/4K3 w - i6 0 1", FenField::en_passant, FenErrorKind::bad_en_passant, 24},
        {"4k3/8/8/8/8/8/8/4K3 w - e3 0 1", FenField::en_passant,
         FenErrorKind::en_passant_wrong_rank, 24},
        {"4k3/8/8/8/8/8/8/4K3 w - - x 1", FenField::halfmove_clock, FenErrorKind::bad_number, 26},
        {"4k3/8/8/8/8/8/8/4K3 w - - 1x 1", FenField::halfmove_clock, FenErrorKind::bad_number, 27},
        {"4k3/8/8/8/8/8/8/4K3 w - - 99999999 1", FenField::halfmove_clock,
         FenErrorKind::number_out_of_range, 26},
        {"4k3/8/8/8/8/8/8/4K3 w - - 0", FenField::fullmove_number, FenErrorKind::missing_field, 27},
        {"4k3/8/8/8/8/8/8/4K3 w - - 0 -1", FenField::fullmove_number, FenErrorKind::bad_number, 28},
        {"4k3/8/8/8/8/8/8/4K3 w - - 0 1 x", FenField::end, FenErrorKind::trailing_text, 30},
    };
    for (const FenErrorCase& c : cases) {
        const FenParseResult r = parse_fen(c.fen);
        ASSERT_FALSE(r.ok) << c.fen;
        EXPECT_EQ(r.error.field, c.field) << c.fen;
        EXPECT_EQ(r.error.kind, c.kind) << c.fen;
        EXPECT_EQ(r.error.column, c.column) << c.fen;
        EXPECT_NE(std::string(r.error.message), "") << c.fen;
    }
}

struct PositionErrorCase {
    const char* fen;
    PositionProblemKind kind;  // the problem that keeps the position from being played
};

bool has_problem(const FenLoadResult& r, PositionProblemKind kind) {
    return std::any_of(r.problems.begin(), r.problems.end(),
                       [kind](const PositionProblem& p) { return p.kind == kind; });
}

TEST(Fen, PositionErrors) {
    using K = PositionProblemKind;
    const PositionErrorCase cases[] = {
        {"8/8/8/8/8/8/8/4K3 w - - 0 1", K::king_count},
        {"4k3/8/8/8/8/8/8/3KK3 w - - 0 1", K::king_count},
        {"QQQQk3/QQQQ4/QQQQ4/QQQQ4/8/8/8/4K3 w - - 0 1", K::too_many_pieces},
        {"4k3/8/8/8/8/8/8/P3K3 w - - 0 1", K::pawn_on_back_rank},
        {"p3k3/8/8/8/8/8/8/4K3 w - - 0 1", K::pawn_on_back_rank},
        {"4k3/8/8/8/8/8/8/r3K3 b - - 0 1", K::opponent_in_check},
        {"4k3/4R3/8/8/8/8/8/4K3 w - - 0 1", K::opponent_in_check},
        {"4k3/8/8/8/8/8/4K3/7R w K - 0 1", K::castling_king_not_home},
        {"4k3/8/8/8/8/8/8/4K3 w K - 0 1", K::castling_rook_not_home},
        {"4k3/8/8/8/8/8/8/4K2R w B - 0 1", K::castling_rook_not_home},
        {"4k3/8/8/8/8/8/8/R3K2R w AQ - 0 1", K::castling_rights_same_side},
        {"4k3/8/8/8/8/8/8/4K3 w - e6 0 1", K::en_passant_no_pawn},
        {"4k3/8/4p3/4p3/8/8/8/4K3 w - e6 0 1", K::en_passant_square_occupied},
    };
    for (const PositionErrorCase& c : cases) {
        Position pos;
        StateInfo si;
        const FenLoadResult r = pos.set_fen(c.fen, si);
        ASSERT_EQ(r.status, FenLoadResult::Status::position_error) << c.fen;
        EXPECT_TRUE(has_problem(r, c.kind)) << c.fen;
    }
}

// Standard castling rejects a K right with the king on d1, yet the rules engine can play it as
// X-FEN Chess960 castling with the h1 rook: reported, and still set up.
TEST(Fen, StandardCastlingProblemStillPlaysAsChess960) {
    Position pos;
    StateInfo si;
    const FenLoadResult r = pos.set_fen("4k3/8/8/8/8/8/8/3K3R w K - 0 1", si);
    ASSERT_TRUE(r.ok());
    EXPECT_TRUE(has_problem(r, PositionProblemKind::castling_king_not_home));
    EXPECT_TRUE(pos.is_chess960());
    EXPECT_EQ(pos.castling_rook_square(WHITE_OO), SQ_H1);
    EXPECT_TRUE(pos.pos_is_ok());
}

TEST(Fen, SyntaxErrorComesThroughSetFen) {
    Position pos;
    StateInfo si;
    const FenLoadResult r = pos.set_fen("4k3/8/8/8/8/8/8/4K3 w - - 0 1 extra", si);
    EXPECT_EQ(r.status, FenLoadResult::Status::syntax_error);
    EXPECT_EQ(r.fen_error.kind, FenErrorKind::trailing_text);
}

TEST(Fen, StandardCastlingIsNotChess960) {
    Position pos;
    StateInfo si;
    ASSERT_TRUE(pos.set_fen(START_FEN, si).ok());
    EXPECT_FALSE(pos.is_chess960());
    EXPECT_EQ(pos.castling_rook_square(WHITE_OOO), SQ_A1);
    EXPECT_EQ(pos.castling_rook_square(BLACK_OO), SQ_H8);
    EXPECT_EQ(to_fen(pos), START_FEN);
}

TEST(Fen, XFenAndShredderCastling) {
    Position pos;
    StateInfo si;
    // X-FEN: K names the outermost rook on the king's side (e1 here, h1 is a queen).
    ASSERT_TRUE(pos.set_fen("r1k1r2q/p1ppp1pp/8/8/8/8/P1PPP1PP/R1K1R2Q w KQkq - 0 1", si).ok());
    EXPECT_TRUE(pos.is_chess960());
    EXPECT_EQ(pos.castling_rook_square(WHITE_OO), SQ_E1);
    EXPECT_EQ(pos.castling_rook_square(WHITE_OOO), SQ_A1);
    EXPECT_EQ(to_fen(pos), "r1k1r2q/p1ppp1pp/8/8/8/8/P1PPP1PP/R1K1R2Q w KQkq - 0 1");
    // Shredder-FEN letters, and the writer's X-FEN/Shredder choice: the inner rook b1 needs its
    // file letter because a1 holds another rook further out.
    ASSERT_TRUE(pos.set_fen("1r2k1r1/8/8/8/8/8/8/RR2K1R1 w BGbg - 0 1", si).ok());
    EXPECT_TRUE(pos.is_chess960());
    EXPECT_EQ(pos.castling_rook_square(WHITE_OOO), SQ_B1);
    EXPECT_EQ(pos.castling_rook_square(BLACK_OO), SQ_G8);
    EXPECT_EQ(to_fen(pos), "1r2k1r1/8/8/8/8/8/8/RR2K1R1 w KBkq - 0 1");
    // The caller can force Chess960 on a standard-looking position.
    ASSERT_TRUE(pos.set_fen(START_FEN, si, true).ok());
    EXPECT_TRUE(pos.is_chess960());
}

TEST(Fen, ClocksAndMoveNumbers) {
    Position pos;
    StateInfo si;
    ASSERT_TRUE(pos.set_fen("4k3/8/8/8/8/8/8/4K3 b - - 37 42", si).ok());
    EXPECT_EQ(pos.halfmove_clock(), 37);
    EXPECT_EQ(pos.fullmove_number(), 42);
    EXPECT_EQ(pos.game_ply(), 83);
    EXPECT_EQ(to_fen(pos), "4k3/8/8/8/8/8/8/4K3 b - - 37 42");
    ASSERT_TRUE(pos.set_fen("4k3/8/8/8/8/8/8/4K3 w - - 0 0", si).ok());
    EXPECT_EQ(pos.fullmove_number(), 1);
}

TEST(Fen, WriterRoundTripsEverySuitePosition) {
    std::size_t positions = 0;
    for (const std::string& file : testing::perft_suite_files()) {
        for (const PerftSuiteEntry& entry : testing::load_suite(file).entries) {
            Position pos;
            StateInfo si;
            ASSERT_TRUE(pos.set_fen(entry.fen, si).ok()) << entry.fen;
            const std::string written = to_fen(pos);
            Position again;
            StateInfo si2;
            // Chess960 with king and rooks on their standard squares reads back as standard
            // chess unless the caller says otherwise; the rules are the same either way.
            ASSERT_TRUE(again.set_fen(written, si2, pos.is_chess960()).ok()) << written;
            EXPECT_EQ(to_fen(again), written);
            EXPECT_EQ(again.key(), pos.key()) << written;
            EXPECT_EQ(again.is_chess960(), pos.is_chess960()) << written;
            ++positions;
        }
    }
    EXPECT_GT(positions, 8000u);
}

}  // namespace
}  // namespace pgnlint::core
