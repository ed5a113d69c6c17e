// Position validation: for every check a position that passes and one that fails, with the facts
// and sentence of the problem and the column it points at.
#include "pgnlint/core/position_validation.h"

#include "pgnlint/core/position_description.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace pgnlint::core {
namespace {

using K = PositionProblemKind;
using D = ProblemDetail;

std::vector<PositionProblem> problems_of(std::string_view fen, bool chess960 = false) {
    const FenParseResult parsed = parse_fen(fen);
    EXPECT_TRUE(parsed.ok) << fen;
    PositionProblems problems;
    validate_position(fen, parsed.fen, ValidationOptions{chess960}, problems);
    return {problems.begin(), problems.end()};
}

std::vector<K> kinds_of(std::string_view fen, bool chess960 = false) {
    std::vector<K> kinds;
    for (const PositionProblem& p : problems_of(fen, chess960)) kinds.push_back(p.kind);
    return kinds;
}

PositionProblem only_problem(std::string_view fen, bool chess960 = false) {
    const std::vector<PositionProblem> found = problems_of(fen, chess960);
    EXPECT_EQ(found.size(), 1U) << fen;
    return found.empty() ? PositionProblem{} : found.front();
}

TEST(PositionValidation, StartPositionAndRealPositionsAreClean) {
    EXPECT_TRUE(kinds_of(START_FEN).empty());
    EXPECT_TRUE(
        kinds_of("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1").empty());
    EXPECT_TRUE(kinds_of("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3").empty());
}

TEST(PositionValidation, KingCount) {
    const std::string_view two = "4k3/8/8/8/8/8/8/4K2K w - - 0 1";
    const PositionProblem p = only_problem(two);
    EXPECT_EQ(p.kind, K::king_count);
    EXPECT_EQ(p.color, WHITE);
    EXPECT_EQ(p.count, 2U);
    EXPECT_EQ(p.column, 19U);  // the second king
    EXPECT_EQ(describe(p), "White has two kings");
    EXPECT_EQ(describe(only_problem("8/8/8/8/8/8/8/4K3 w - - 0 1")), "Black has no king");
    EXPECT_TRUE(kinds_of("4k3/8/8/8/8/8/8/4K3 w - - 0 1").empty());
}

TEST(PositionValidation, PawnOnBackRank) {
    const PositionProblem p = only_problem("4k2P/8/8/8/8/8/8/4K3 w - - 0 1");
    EXPECT_EQ(p.kind, K::pawn_on_back_rank);
    EXPECT_EQ(p.square, SQ_H8);
    EXPECT_EQ(p.column, 3U);
    EXPECT_NE(describe(p).find("white pawn stands on h8"), std::string::npos);
    EXPECT_TRUE(kinds_of("4k3/7P/8/8/8/8/8/4K3 w - - 0 1").empty());
}

TEST(PositionValidation, TooManyPiecesAndPawns) {
    const PositionProblem pieces = only_problem("4k3/8/8/8/8/NNNNNNNN/PPPPPPPP/4K2N w - - 0 1");
    EXPECT_EQ(pieces.kind, K::too_many_pieces);
    EXPECT_EQ(pieces.count, 18U);
    const PositionProblem pawns = only_problem("4k3/8/8/8/P7/8/PPPPPPPP/4K3 w - - 0 1");
    EXPECT_EQ(pawns.kind, K::too_many_pawns);
    EXPECT_EQ(describe(pawns), "White has 9 pawns, but a side has at most 8");
}

TEST(PositionValidation, PromotedPiecesNeedMissingPawns) {
    const PositionProblem queens = only_problem("QQQ5/8/8/8/8/8/PPPPPPP1/k3K3 w - - 0 1");
    EXPECT_EQ(queens.kind, K::too_many_promoted_pieces);
    EXPECT_EQ(queens.count, 2U);
    EXPECT_EQ(queens.limit, 1U);
    EXPECT_EQ(queens.piece, QUEEN);
    EXPECT_TRUE(kinds_of("QQ6/8/8/8/8/8/PPPPPPP1/k3K3 w - - 0 1").empty());
    // Two bishops on dark squares with eight pawns: one of them must be a promoted pawn.
    const PositionProblem bishops = only_problem("4k3/8/8/8/8/8/PPPPPPPP/B1B1K3 w - - 0 1");
    EXPECT_EQ(bishops.kind, K::too_many_promoted_pieces);
    EXPECT_EQ(bishops.piece, BISHOP);
    EXPECT_TRUE(kinds_of("4k3/8/8/8/8/8/PPPPPPPP/2B1KB2 w - - 0 1").empty());
}

TEST(PositionValidation, PawnFilesNeedCaptures) {
    // Doubled a-pawns need a capture, but Black still has all 16 units.
    const PositionProblem p =
        only_problem("rnbqkbnr/pppppppp/8/8/8/P7/P1PPPPPP/RNBQKBNR w KQkq - 0 1");
    EXPECT_EQ(p.kind, K::impossible_pawn_structure);
    EXPECT_EQ(p.color, WHITE);
    EXPECT_EQ(p.count, 1U);
    EXPECT_EQ(p.limit, 0U);
    EXPECT_TRUE(kinds_of("r1bqkbnr/pppppppp/8/8/8/P7/P1PPPPPP/RNBQKBNR w KQkq - 0 1").empty());
}

TEST(PositionValidation, CastlingKingNotHome) {
    const std::string_view fen = "4k3/8/8/8/8/8/8/R2K3R w KQ - 0 1";
    const PositionProblem p = only_problem(fen);
    EXPECT_EQ(p.kind, K::castling_king_not_home);
    EXPECT_EQ(p.field, FenField::castling);
    EXPECT_EQ(p.column, 24U);
    EXPECT_EQ(describe(p), "castling right K, but White's king stands on d1, not on e1");
    // In Chess960 the king may start on d1, between its rooks.
    EXPECT_TRUE(kinds_of(fen, true).empty());
    EXPECT_EQ(only_problem("4k3/8/8/8/8/4K3/8/R6R w KQ - 0 1", true).kind,
              K::castling_king_not_home);
}

TEST(PositionValidation, CastlingRookNotHome) {
    const PositionProblem p = only_problem("4k3/8/8/8/8/8/8/4K2R w KQ - 0 1");
    EXPECT_EQ(p.kind, K::castling_rook_not_home);
    EXPECT_EQ(p.square, SQ_A1);
    EXPECT_EQ(p.column, 24U);
    EXPECT_EQ(describe(p), "castling right Q, but no white rook stands on a1");
    EXPECT_TRUE(kinds_of("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1").empty());
    // Shredder-FEN file letters imply Chess960 and name the rook's file.
    EXPECT_TRUE(kinds_of("4k3/8/8/8/8/8/8/1R2K1R1 w GB - 0 1").empty());
    EXPECT_EQ(only_problem("4k3/8/8/8/8/8/8/1R2K1R1 w HB - 0 1").square, SQ_H1);
    EXPECT_EQ(only_problem("4k3/8/8/8/8/8/8/4KRR1 w GF - 0 1").kind, K::castling_rights_same_side);
}

TEST(PositionValidation, EnPassantSquareNeedsThePushedPawn) {
    EXPECT_TRUE(kinds_of("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1").empty());
    const PositionProblem no_pawn = only_problem("4k3/8/8/4P3/8/8/8/4K3 w - d6 0 1");
    EXPECT_EQ(no_pawn.kind, K::en_passant_no_pawn);
    EXPECT_EQ(no_pawn.other, SQ_D5);
    EXPECT_EQ(no_pawn.column, 26U);
    EXPECT_NE(describe(no_pawn).find("no black pawn stands on d5"), std::string::npos);
    EXPECT_EQ(only_problem("4k3/8/3n4/3pP3/8/8/8/4K3 w - d6 0 1").kind,
              K::en_passant_square_occupied);
    EXPECT_EQ(only_problem("4k3/3n4/8/3pP3/8/8/8/4K3 w - d6 0 1").kind,
              K::en_passant_origin_occupied);
}

TEST(PositionValidation, EnPassantWithoutPossibleCaptureIsInfo) {
    const PositionProblem no_capturer = only_problem("4k3/8/8/3p4/8/8/8/4K3 w - d6 0 1");
    EXPECT_EQ(no_capturer.kind, K::en_passant_no_capture);
    EXPECT_EQ(no_capturer.count, 0U);
    // kokopu's "Ineffective en-passant 3": dxc6 would expose the king on a5 to the rook on h5.
    const PositionProblem pinned = only_problem("4k3/8/8/K1pP3r/8/8/8/8 w - c6 0 1");
    EXPECT_EQ(pinned.kind, K::en_passant_no_capture);
    EXPECT_EQ(pinned.count, 1U);
    EXPECT_NE(describe(pinned).find("would leave White's king in check"), std::string::npos);
}

TEST(PositionValidation, HalfmoveClockMustBeZeroAfterATwoSquareAdvance) {
    const PositionProblem p = only_problem("4k3/8/8/3pP3/8/8/8/4K3 w - d6 3 40");
    EXPECT_EQ(p.kind, K::clock_contradicts_en_passant);
    EXPECT_EQ(p.field, FenField::halfmove_clock);
    EXPECT_EQ(p.count, 3U);
    EXPECT_TRUE(kinds_of("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 40").empty());
}

TEST(PositionValidation, SideNotToMoveInCheck) {
    const PositionProblem p = only_problem("4r1k1/8/8/8/8/8/8/4K3 b - - 0 1");
    EXPECT_EQ(p.kind, K::opponent_in_check);
    EXPECT_EQ(describe(p), "the side not to move (White) is in check by the rook on e8");
    EXPECT_TRUE(kinds_of("4r1k1/8/8/8/8/8/8/4K3 w - - 0 1").empty());
    // Kings side by side: each is in check by the other.
    EXPECT_EQ(kinds_of("8/8/8/4k3/4K3/8/8/8 w - - 0 1"), std::vector<K>{K::opponent_in_check});
}

TEST(PositionValidation, AtMostTwoCheckers) {
    const PositionProblem p = only_problem("4k3/8/8/8/8/5n2/3p4/4K2r w - - 0 1");
    EXPECT_EQ(p.kind, K::too_many_checkers);
    EXPECT_EQ(p.count, 3U);
    EXPECT_EQ(describe(p),
              "White's king on e1 is in check by 3 pieces (the rook on h1, the pawn on d2 and "
              "the knight on f3), but one move gives at most double check");
}

TEST(PositionValidation, ImpossibleCheckPatterns) {
    const auto detail = [](std::string_view fen) {
        for (const PositionProblem& p : problems_of(fen))
            if (p.kind == K::impossible_check) return p.detail;
        ADD_FAILURE() << "no impossible check in " << fen;
        return D::none;
    };
    EXPECT_EQ(detail("4k3/8/8/8/8/3n1n2/8/4K3 w - - 0 1"), D::neither_discovered);
    EXPECT_EQ(detail("5R2/2P5/8/4k3/8/3rK2r/8/8 w - - 0 1"), D::aligned_checkers);
    // A pawn on its starting rank cannot have just moved, and a pawn's check is never uncovered.
    EXPECT_EQ(detail("4k3/3p4/4K3/8/8/8/8/8 w - - 0 1"), D::no_origin_for_checker);
    // A contact check by a queen hemmed in on every side.
    EXPECT_EQ(detail("4k3/8/8/8/8/PPP5/PqP5/KNB5 w - - 0 1"), D::no_origin_for_checker);
    // Neither the rook nor the bishop can have come from the other's line (python-chess suite).
    EXPECT_EQ(detail("1k4b1/8/1r2K3/8/8/8/8/8 w - - 0 1"), D::no_discovery);
    EXPECT_EQ(detail("8/8/8/1k6/3Pp3/8/8/4KQ2 b - d3 0 1"), D::check_not_from_pawn_push);
    EXPECT_EQ(detail("8/8/8/5k2/4P3/8/8/4KR2 b - e3 0 1"), D::double_check_after_pawn_push);
}

TEST(PositionValidation, PossibleChecksPass) {
    // Knight from e5 uncovering the rook on e8; bishop from e7 uncovering it.
    EXPECT_TRUE(kinds_of("4r1k1/8/8/8/8/5n2/8/4K3 w - - 0 1").empty());
    EXPECT_TRUE(kinds_of("4r1k1/8/8/8/1b6/8/8/4K3 w - - 0 1").empty());
    // A black pawn that just moved from d3 (or captured from c3/e3) to d2.
    EXPECT_TRUE(kinds_of("4k3/8/8/8/8/8/3p4/4K3 w - - 0 1").empty());
    // The two-square advance d2-d4 uncovers the queen on e1, or gives check itself.
    EXPECT_EQ(kinds_of("8/8/8/k7/3P4/8/8/4Q2K b - d3 0 1"),
              std::vector<K>{K::en_passant_no_capture});
    EXPECT_EQ(kinds_of("8/8/8/4k3/3P4/8/8/4K3 b - d3 0 1"),
              std::vector<K>{K::en_passant_no_capture});
    // Double check by promotion: f7-f8=N uncovers the bishop on e8.
    EXPECT_TRUE(kinds_of("4BN2/8/6k1/8/8/8/8/4K3 b - - 0 1").empty());
    // Every square a knight on e8 could have come from is occupied: it was promoted on e8.
    EXPECT_TRUE(kinds_of("4N3/2p3p1/3k1p2/8/8/8/8/4K3 b - - 0 1").empty());
}

TEST(PositionValidation, MoveCountersAgainstMaterialAndClock) {
    const PositionProblem captures = only_problem("4k3/8/8/8/8/8/8/4K3 w - - 5 3");
    EXPECT_EQ(captures.kind, K::move_number_too_small);
    EXPECT_EQ(captures.detail, D::captures_by_white);
    EXPECT_EQ(captures.count, 15U);
    EXPECT_EQ(captures.limit, 2U);
    // "0 1" is the placeholder of composed positions.
    EXPECT_TRUE(kinds_of("4k3/8/8/8/8/8/8/4K3 w - - 0 1").empty());
    EXPECT_TRUE(kinds_of("4k3/8/8/8/8/8/8/4K3 w - - 30 40").empty());
    const PositionProblem clock =
        only_problem("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3 1");
    EXPECT_EQ(clock.detail, D::halfmove_clock);
    EXPECT_EQ(clock.field, FenField::halfmove_clock);
    EXPECT_EQ(only_problem("4k3/8/8/8/8/8/8/4K3 w - - 151 200").kind, K::clock_beyond_75_moves);
    EXPECT_TRUE(kinds_of("4k3/8/8/8/8/8/8/4K3 w - - 150 200").empty());
}

TEST(PositionValidation, NonCanonicalForms) {
    const auto detail = [](std::string_view fen) {
        const PositionProblem p = only_problem(fen);
        EXPECT_EQ(p.kind, K::non_canonical) << fen;
        return p.detail;
    };
    EXPECT_EQ(detail("4k3/8/8/8/8/8/8/4K3  w - - 0 1"), D::irregular_spacing);
    EXPECT_EQ(detail("4k3/8/8/8/8/8/8/4K3 w - - 00 1"), D::leading_zero);
    EXPECT_EQ(detail("4k2r/8/8/8/8/8/8/4K2R w kK - 0 1"), D::castling_order);
    EXPECT_EQ(detail("4k3/8/8/8/8/8/8/R3K3 w Q - 0 0"), D::zero_fullmove);
    EXPECT_EQ(only_problem("4k3/8/8/8/8/8/8/R3K2R w QK - 0 1").column, 25U);
}

TEST(PositionValidation, LayoutGivesFieldAndSquareColumns) {
    const FenLayout layout = fen_layout("  4k3/8/8/8/8/8/8/4K3 b - - 0 1");
    EXPECT_EQ(layout.field_column[std::size_t(FenField::board)], 2U);
    EXPECT_EQ(layout.field_column[std::size_t(FenField::side_to_move)], 22U);
    EXPECT_EQ(layout.field_column[std::size_t(FenField::fullmove_number)], 30U);
    EXPECT_EQ(layout.square_column[SQ_E8], 3U);
    EXPECT_EQ(layout.square_column[SQ_E1], 19U);
}

}  // namespace
}  // namespace pgnlint::core
