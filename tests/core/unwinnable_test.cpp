// The unwinnability analysis (FIDE 5.2.2, 6.9) on one hand-made position per class, each with its
// expected verdict; every winnable witness is replayed to the right side's checkmate.
#include <gtest/gtest.h>

#include <deque>
#include <optional>
#include <string>

#include "pgnlint/core/movegen.h"
#include "pgnlint/core/position.h"
#include "pgnlint/core/san.h"
#include "pgnlint/core/unwinnable.h"
#include "test_support.h"

namespace pgnlint::core {
namespace {

using testing::Loaded;

// Plays the witness move by move, each one checked legal, and expects `side`'s checkmate at the
// end.
void expect_witness_mates(const Position& start, Color side, const WinnabilityResult& result) {
    ASSERT_EQ(result.verdict, Winnability::winnable);
    Position pos = start;
    std::deque<StateInfo> states;
    std::string line;
    for (const Move m : result.witness) {
        MoveList legal;
        generate_legal(pos, legal);
        ASSERT_TRUE(legal.contains(m)) << "illegal witness move after: " << line;
        line += to_uci(pos, m) + " ";
        pos.do_move(m, states.emplace_back());
    }
    EXPECT_EQ(pos.side_to_move(), ~side) << line;
    EXPECT_TRUE(pos.in_check()) << line;
    EXPECT_FALSE(has_legal_move(pos)) << line;
}

struct Expectation {
    const char* fen;
    std::optional<Winnability> white;  // nullopt: that side's verdict is not what the case is about
    std::optional<Winnability> black;
    UnwinnableReason white_reason = UnwinnableReason::none;
    UnwinnableReason black_reason = UnwinnableReason::none;
    bool chess960 = false;
};

void expect_verdicts(const Expectation& e) {
    SCOPED_TRACE(e.fen);
    Loaded loaded(e.fen, e.chess960);
    UnwinnabilityAnalyser analyser;
    for (const Color side : {WHITE, BLACK}) {
        SCOPED_TRACE(std::string(color_name(side)));
        const std::optional<Winnability> expected = side == WHITE ? e.white : e.black;
        if (!expected) continue;
        const WinnabilityResult result = analyser.analyse(loaded.pos, side);
        EXPECT_EQ(result.verdict, *expected);
        EXPECT_EQ(result.reason, side == WHITE ? e.white_reason : e.black_reason);
        if (result.verdict == Winnability::winnable) expect_witness_mates(loaded.pos, side, result);
    }
}

constexpr Winnability WIN = Winnability::winnable;
constexpr Winnability DEAD = Winnability::unwinnable;

TEST(Unwinnable, LoneKing) {
    expect_verdicts({"4k3/8/8/8/8/8/8/4K2Q w - - 0 1", WIN, DEAD, UnwinnableReason::none,
                     UnwinnableReason::only_king});
    expect_verdicts({"4k3/8/8/8/8/8/8/4K3 b - - 0 1", DEAD, DEAD, UnwinnableReason::only_king,
                     UnwinnableReason::only_king});
}

TEST(Unwinnable, KnightAgainstLoneKing) {
    expect_verdicts({"4k3/8/8/8/8/8/8/4KN2 w - - 0 1", DEAD, DEAD, UnwinnableReason::lone_knight,
                     UnwinnableReason::only_king});
}

TEST(Unwinnable, KnightAgainstRookMatesWhenTheRookBlocksItsKing) {
    // Black's rook on a7 shuts its own king in on a8: 1. Nd5 ... 2. Nb6#.
    expect_verdicts({"k7/r1K5/8/8/8/4N3/8/8 w - - 0 1", WIN, WIN});
    // The same from afar: the kings and the knight must all walk there.
    expect_verdicts({"k7/8/8/8/8/8/r7/4K1N1 w - - 0 1", WIN, WIN});
}

TEST(Unwinnable, BishopsOnOneColourAndOnBoth) {
    // c1 and f8 are both dark squares: neither king can ever be mated.
    expect_verdicts({"4kb2/8/8/8/8/8/8/2B1K3 w - - 0 1", DEAD, DEAD,
                     UnwinnableReason::bishops_one_colour, UnwinnableReason::bishops_one_colour});
    // Bishops on both colours: a bishop can block its own king's escape for the other one.
    expect_verdicts({"6bk/8/5K2/8/8/8/8/2B5 w - - 0 1", WIN, std::nullopt});
    expect_verdicts({"2b5/8/8/8/8/5k2/8/6BK b - - 0 1", std::nullopt, WIN});
}

TEST(Unwinnable, LockedPawnChainIsDead) {
    expect_verdicts({"8/8/1k6/p1p1p1p1/P1P1P1P1/8/3K4/8 w - - 0 1", DEAD, DEAD,
                     UnwinnableReason::locked_pawns, UnwinnableReason::locked_pawns});
}

TEST(Unwinnable, LockedChainWithABishopThatCanWinAPawnIsAlive) {
    // The dark bishop reaches b4 through c3 and takes on c5 (or is taken, unlocking a pawn).
    expect_verdicts({"8/8/1k6/p1p1p1p1/P1P1P1P1/8/3B4/3K4 w - - 0 1", WIN, WIN});
}

TEST(Unwinnable, QueenSacrificeOpensTheChainForTheSideWithoutPieces) {
    // White has only pawns and a king, but the queen can give itself up on b5, d5, f5 or h5 to a
    // pawn that then runs through and queens.
    expect_verdicts({"2q5/8/1k6/p1p1p1p1/P1P1P1P1/8/8/3K4 b - - 0 1", WIN, WIN});
}

TEST(Unwinnable, BishopsLockedBehindTheirOwnPawns) {
    // The light bishop on f1 meets its own pawns on every light square of the fourth rank, the
    // dark one on f8 its own on every dark square of the fifth.
    expect_verdicts({"3k1b2/8/8/p1p1p1p1/P1P1P1P1/8/8/3K1B2 w - - 0 1", DEAD, DEAD,
                     UnwinnableReason::locked_pawns, UnwinnableReason::locked_pawns});
}

TEST(Unwinnable, Chess960CastlingRightsAndAKingOnB1) {
    expect_verdicts({"1k6/8/8/8/8/8/8/1K4R1 w G - 0 1", WIN, DEAD, UnwinnableReason::none,
                     UnwinnableReason::only_king, true});
}

TEST(Unwinnable, AlreadyCheckmatedAndStalemated) {
    // Black is mated: White's witness is empty. Black can never mate from a finished game.
    Loaded mated("7k/6Q1/6K1/8/8/8/8/8 b - - 0 1");
    UnwinnabilityAnalyser analyser;
    const WinnabilityResult white = analyser.analyse(mated.pos, WHITE);
    expect_witness_mates(mated.pos, WHITE, white);
    EXPECT_TRUE(white.witness.empty());
    // Stalemate with a queen: no move, so no mate either.
    Loaded stalemate("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
    const WinnabilityResult stale = analyser.analyse(stalemate.pos, WHITE);
    EXPECT_EQ(stale.verdict, Winnability::unwinnable);
    EXPECT_EQ(stale.reason, UnwinnableReason::search_exhausted);
}

TEST(Unwinnable, BudgetRunsOutAsUndetermined) {
    Loaded start(START_FEN.data());
    UnwinnabilityAnalyser analyser;
    const WinnabilityResult result = analyser.analyse(start.pos, WHITE, 3);
    EXPECT_EQ(result.verdict, Winnability::undetermined);
    EXPECT_LE(result.nodes, 3u);
    // With the default budget the start position has a helpmate (the fool's mate reversed).
    expect_witness_mates(start.pos, WHITE, analyser.analyse(start.pos, WHITE));
}

// The search makes at most the budget's moves (the mate-in-one test counts too); a budget of
// none asks only the proofs without search (the dead-position check per move does); a budget
// of one still takes a mate in one.
TEST(Unwinnable, TheBudgetBoundsEveryMoveMade) {
    Loaded checks("3qk3/3pp3/8/8/8/8/3Q4/3RK3 w - - 0 1");
    UnwinnabilityAnalyser analyser;
    for (const std::uint64_t budget : {1u, 2u, 3u, 5u, 8u}) {
        SCOPED_TRACE(budget);
        EXPECT_LE(analyser.analyse(checks.pos, WHITE, budget).nodes, budget);
    }
    Loaded rook("4k3/8/4K3/8/8/8/8/R7 w - - 0 1");
    const WinnabilityResult none = analyser.analyse(rook.pos, WHITE, 0);
    EXPECT_EQ(none.verdict, Winnability::undetermined);
    EXPECT_EQ(none.nodes, 0u);
    const WinnabilityResult proved = analyser.analyse(rook.pos, BLACK, 0);
    EXPECT_EQ(proved.verdict, Winnability::unwinnable);
    EXPECT_EQ(proved.reason, UnwinnableReason::only_king);
    const WinnabilityResult one = analyser.analyse(rook.pos, WHITE, 1);
    expect_witness_mates(rook.pos, WHITE, one);
    EXPECT_EQ(one.nodes, 1u);
}

// Two bishops against a lone king, from the corpus (a dead-position check per move meets it):
// the first dive used to end at the first stalemate it walked into and hand the position to the
// slow passes (13,382 nodes); stepping round stalemates, it mates within a few hundred.
TEST(Unwinnable, ADiveStepsRoundStalemates) {
    Loaded bishops("8/4K3/5B2/8/5kB1/8/8/8 b - - 0 98");
    UnwinnabilityAnalyser analyser;
    const WinnabilityResult result = analyser.analyse(bishops.pos, WHITE);
    expect_witness_mates(bishops.pos, WHITE, result);
    EXPECT_LT(result.nodes, 1000u);
}

// The mate-in-one test skips a check that leaves the king a square no winner's piece covers; these
// are the mates it must not skip, each the only mate in one, so the witness is that one move.
TEST(Unwinnable, MatesInOneThatCoverAFlightSquareOnlyAfterTheMove) {
    const struct {
        const char* fen;
        const char* mate;
    } cases[] = {
        // The knight leaves b5 and the rook on b1 sees b7 and b8.
        {"k7/8/8/1N6/8/4B3/8/1R5K w - - 0 1", "b5c7"},
        // The rook sees f8 through the king it checks.
        {"4k3/8/4K3/8/8/8/8/R7 w - - 0 1", "a1a8"},
        // The new knight, not the pawn, covers g6 (a queen does not even check).
        {"6br/5P1k/4N2p/8/8/8/8/K7 w - - 0 1", "f7f8n"},
    };
    UnwinnabilityAnalyser analyser;
    for (const auto& c : cases) {
        SCOPED_TRACE(c.fen);
        Loaded loaded(c.fen);
        const WinnabilityResult result = analyser.analyse(loaded.pos, WHITE);
        expect_witness_mates(loaded.pos, WHITE, result);
        ASSERT_EQ(result.witness.size(), 1u);
        EXPECT_EQ(to_uci(loaded.pos, result.witness[0]), c.mate);
    }
}

TEST(Unwinnable, MayBeDeadClearsLivePositionsOnly) {
    EXPECT_FALSE(may_be_dead(Loaded(START_FEN.data()).pos));
    EXPECT_FALSE(may_be_dead(Loaded("4k3/8/8/8/8/8/8/4K2Q w - - 0 1").pos));
    EXPECT_FALSE(may_be_dead(Loaded("4k3/8/8/8/8/4P3/8/4K3 w - - 0 1").pos));
    EXPECT_TRUE(may_be_dead(Loaded("8/8/1k6/p1p1p1p1/P1P1P1P1/8/3K4/8 w - - 0 1").pos));
    EXPECT_TRUE(may_be_dead(Loaded("3k1b2/8/8/p1p1p1p1/P1P1P1P1/8/8/3K1B2 w - - 0 1").pos));
    EXPECT_TRUE(may_be_dead(Loaded("4k3/8/8/8/8/8/8/4K3 w - - 0 1").pos));
}

// The endings the search is slowest to clear (the first two are from the corpus): pawnless bishop
// endings with bishops of both colours, where a side with a bishop can mate, and one pair of
// pawns head-on, where either king can take the other pawn and queen its own.
TEST(Unwinnable, WinnableWithoutSearch) {
    UnwinnabilityAnalyser analyser;
    const auto expect_claims = [&analyser](const char* fen, bool white, bool black) {
        SCOPED_TRACE(fen);
        Loaded loaded(fen);
        EXPECT_EQ(winnable_without_search(loaded.pos, WHITE), white);
        EXPECT_EQ(winnable_without_search(loaded.pos, BLACK), black);
        for (const Color side : {WHITE, BLACK}) {
            if (!winnable_without_search(loaded.pos, side)) continue;
            SCOPED_TRACE(std::string(color_name(side)));
            expect_witness_mates(loaded.pos, side, analyser.analyse(loaded.pos, side, 2'000'000));
        }
    };
    // Opposite-coloured bishops: each side's bishop checks while the other's blocks its king.
    expect_claims("8/8/8/2bB4/5k2/3K4/8/8 b - - 0 49", true, true);
    expect_claims("8/8/p4k2/P7/4K3/8/8/8 b - - 0 61", true, true);
    // The rook's pawns with a king shut in the corner in front of its own pawn.
    expect_claims("k7/p7/P1K5/8/8/8/8/8 w - - 0 1", true, true);
    // A bishop beside the pair changes nothing: it can be given to the enemy king.
    expect_claims("8/8/p4k2/P7/4K3/8/8/7B b - - 0 61", true, true);
    // Two bishops of both colours against a lone king: only their side.
    expect_claims("8/4K3/5B2/8/5kB1/8/8/8 b - - 0 98", true, false);
    // Black's one bishop against White's two: Black's is of a colour White's king can be mated on.
    expect_claims("8/1b6/8/7k/8/2BB4/8/4K3 w - - 0 1", true, true);
    // Bishops on one colour are dead (material_reason); a pawn beside the bishops, a knight, or two
    // pairs of pawns are not these cases.
    expect_claims("4kb2/8/8/8/8/8/8/2B1K3 w - - 0 1", false, false);
    expect_claims("8/8/8/2bB4/5k2/3K4/7P/8 b - - 0 49", false, false);
    expect_claims("8/8/8/2bB4/5k2/3K4/7N/8 b - - 0 49", false, false);
    expect_claims("8/8/8/1p1k4/1P5p/4K2P/8/8 w - - 0 72", false, false);
    expect_claims("8/8/p4k2/1N6/P3K3/8/8/8 b - - 0 61", false, false);
}

// Dead positions reached by force (FIDE 5.2.2): every line of few moves ends in stalemate or a
// dead position.
TEST(Unwinnable, DeadByForce) {
    // The queen given with check: Kxg2 is forced and stalemates.
    Loaded sacrifice("k7/2Q5/8/8/8/8/6q1/7K w - - 0 1");
    ForcedDeadEnd end = dead_by_force(sacrifice.pos, 3, 8);
    EXPECT_TRUE(end.dead);
    EXPECT_EQ(end.end, ForcedDeadEnd::End::stalemate);
    ASSERT_EQ(end.line_count, 1U);
    EXPECT_EQ(to_uci(sacrifice.pos, end.line[0]), "h1g2");
    // The winnable analysis agrees, for both sides, from the forced line.
    UnwinnabilityAnalyser analyser;
    for (const Color side : {WHITE, BLACK})
        EXPECT_EQ(analyser.analyse(sacrifice.pos, side).verdict, Winnability::unwinnable);
    // An exchange forced into bare kings.
    Loaded exchange("6Qk/8/8/8/8/8/8/K7 b - - 0 1");
    end = dead_by_force(exchange.pos, 3, 8);
    EXPECT_TRUE(end.dead);
    EXPECT_EQ(end.end, ForcedDeadEnd::End::dead_position);
    // Declined: the king may step to h1 instead of taking, and the game goes on.
    EXPECT_FALSE(dead_by_force(Loaded("k7/2Q5/8/8/8/8/7K/6q1 w - - 0 1").pos, 3, 8).dead);
    // Forced, but the capture leaves Black a rook: alive.
    EXPECT_FALSE(dead_by_force(Loaded("7k/8/8/8/8/8/5r2/6qK w - - 0 1").pos, 3, 8).dead);
    // A checkmate or a stalemate is no forced line (the caller names them).
    EXPECT_FALSE(dead_by_force(Loaded("k7/2Q5/8/8/8/8/5qq1/7K w - - 0 1").pos, 3, 8).dead);
    EXPECT_FALSE(dead_by_force(Loaded("6k1/8/8/8/8/8/5q2/7K w - - 0 1").pos, 3, 8).dead);
}

TEST(Unwinnable, ClausesForArbiters) {
    EXPECT_EQ(describe_unwinnable(UnwinnableReason::only_king, BLACK), "Black has only a king");
    EXPECT_EQ(describe_unwinnable(UnwinnableReason::locked_pawns, WHITE),
              "the pawns are locked and White can never give check");
    EXPECT_EQ(describe_dead_position(UnwinnableReason::only_king, UnwinnableReason::only_king),
              "each side has only a king");
    EXPECT_EQ(
        describe_dead_position(UnwinnableReason::locked_pawns, UnwinnableReason::locked_pawns),
        "the pawns are locked and neither side can ever give check");
    EXPECT_EQ(describe_dead_position(UnwinnableReason::lone_knight, UnwinnableReason::only_king),
              "White has only a king and a knight against a lone king and Black has only a king");
    EXPECT_EQ(describe_unwinnable(UnwinnableReason::after_every_move, WHITE),
              "whatever move is played next, White's men can never checkmate the black king");
}

// White can move only its dark bishop (its king and pawn are walled in). The mate needs the black
// king in the dark corner h8 with its own light bishops on g8 and h7: the progress pass counts a
// bishop's step toward the squares next to the corner as progress, and finds it within the
// per-move budget (it ran out of it before). With one black bishop there are too few blockers,
// and the reach analysis proves it.
TEST(Unwinnable, LightBishopsWalkToBlockTheirKingInTheDarkCorner) {
    expect_verdicts({"k7/1b6/2b5/3b4/8/1pB5/pP6/K7 w - - 0 1", WIN, std::nullopt});
    expect_verdicts({"k7/1b6/2b5/8/8/1pB5/pP6/K7 w - - 0 1", WIN, std::nullopt});
    expect_verdicts({"k7/1b6/8/8/8/1pB5/pP6/K7 w - - 0 1", DEAD, std::nullopt,
                     UnwinnableReason::unreachable_mate});
}

// CHA's composed vector with eight white dark bishops (its full mode finds no helpmate within its
// 10 M nodes; the default budget ran out here): the black king must reach h8 with its light
// bishops on g8 and h7, and for that every white bishop must first leave the long diagonal that
// bars h8 and g7. The progress pass counts a bishop's step off the mating corner's diagonal as
// progress while the loser's king is away from the corner. With one black bishop fewer there
// are too few blockers, and the reach analysis proves it.
TEST(Unwinnable, BishopsClearTheLongDiagonalForTheKingsWalkToTheCorner) {
    expect_verdicts({"k6B/1b4B1/2b2B2/4B3/3B4/1pB1B3/pP1B4/K7 w - - 0 1", WIN, std::nullopt});
    expect_verdicts({"k6B/1b4B1/5B2/4B3/3B4/1pB1B3/pP1B4/K7 w - - 0 1", DEAD, std::nullopt,
                     UnwinnableReason::unreachable_mate});
}

// The queen offered next to the black king must be taken, by the king or the bishop; after
// either capture White's light bishops face a locked chain with pawns on dark squares, which the
// reach analysis proves dead, though it cannot in the position itself (the queen may yet go
// anywhere). One knight more for White, and White's helpmate exists.
TEST(Unwinnable, EveryMoveLeadsWhereAProofHolds) {
    expect_verdicts({"7b/3B2Q1/4Bk2/p1p1p1p1/P1P1P1P1/8/8/K7 b - - 0 1", DEAD, std::nullopt,
                     UnwinnableReason::after_every_move});
    expect_verdicts({"7b/3B2Q1/4Bk2/p1p1p1p1/P1P1P1P1/8/8/K6N b - - 0 1", WIN, std::nullopt});
}

}  // namespace
}  // namespace pgnlint::core
