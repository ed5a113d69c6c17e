// Zobrist keys (FIDE 9.2.2: en passant only when a capture is possible, castling rights counted,
// the rule-50 counter never), incremental == from-scratch keys, make/undo, repetition lookup.
#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "pgnlint/core/movegen.h"
#include "pgnlint/core/position.h"
#include "pgnlint/core/san.h"
#include "test_support.h"

namespace pgnlint::core {
namespace {

// The enemy pieces whose own attacks reach the side to move's king: the check test done the other
// way round from Position::attackers, which looks outwards from the king.
Bitboard checkers_by_forward_attacks(const Position& pos) {
    const Color us = pos.side_to_move();
    const Bitboard king = square_bb(pos.king_square(us));
    Bitboard result = 0;
    for (Bitboard enemies = pos.pieces(~us); enemies;) {
        const Square s = pop_lsb(enemies);
        const PieceType pt = type_of(pos.piece_on(s));
        const Bitboard reach = pt == PAWN ? pawn_attacks(~us, s) : attacks_bb(pt, s, pos.pieces());
        if (reach & king) result |= square_bb(s);
    }
    return result;
}

Key key_of(const char* fen) {
    Position pos;
    StateInfo si;
    EXPECT_TRUE(pos.set_fen(fen, si).ok()) << fen;
    return pos.key();
}

TEST(Zobrist, EnPassantCountsOnlyWhenACaptureIsPossible) {
    // No black pawn next to e4: the e3 square changes nothing.
    EXPECT_EQ(key_of("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"),
              key_of("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"));
    // d4 can take on e3.
    EXPECT_NE(key_of("rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"),
              key_of("rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"));
    // Along the rank: taking would expose the king on a4 to the rook on h4.
    EXPECT_EQ(key_of("8/8/8/8/k2pP2R/8/8/4K3 b - e3 0 1"),
              key_of("8/8/8/8/k2pP2R/8/8/4K3 b - - 0 1"));
    // Pinned on the diagonal b2-f6: dxe3 would leave it.
    EXPECT_EQ(key_of("8/8/5k2/8/3pP3/8/1B6/4K3 b - e3 0 1"),
              key_of("8/8/5k2/8/3pP3/8/1B6/4K3 b - - 0 1"));
    // Pinned along the capture diagonal: dxe3 stays on it, so the capture is possible.
    EXPECT_NE(key_of("8/8/1k6/8/3pP3/8/5B2/4K3 b - e3 0 1"),
              key_of("8/8/1k6/8/3pP3/8/5B2/4K3 b - - 0 1"));
}

TEST(Zobrist, EnPassantAfterADoublePushInPlay) {
    Position pos;
    StateInfo si;
    StateInfo st;
    ASSERT_TRUE(pos.set_fen("4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1", si).ok());
    const Move push = resolve_san(pos, "e4").move;
    pos.do_move(push, st);
    EXPECT_EQ(pos.ep_square(), SQ_E3);
    EXPECT_TRUE(pos.ep_capture_possible());
    EXPECT_EQ(pos.key(), key_of("4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1"));
    EXPECT_NE(pos.key(), key_of("4k3/8/8/8/3pP3/8/8/4K3 b - - 0 1"));
    EXPECT_EQ(pos.key(), pos.compute_key());
}

TEST(Zobrist, CastlingRightsCountAndTheClockDoesNot) {
    EXPECT_NE(key_of("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"),
              key_of("r3k2r/8/8/8/8/8/8/R3K2R w Kkq - 0 1"));
    EXPECT_NE(key_of("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"),
              key_of("r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1"));
    EXPECT_NE(key_of("r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1"),
              key_of("r3k2r/8/8/8/8/8/8/R3K2R b - - 0 1"));
    EXPECT_EQ(key_of("4k3/8/8/8/8/8/8/4K3 w - - 0 1"), key_of("4k3/8/8/8/8/8/8/4K3 w - - 57 90"));
}

// A small deterministic generator, so failures reproduce.
struct SplitMix {
    uint64_t state;
    uint64_t next() {
        uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }
};

TEST(Zobrist, IncrementalKeyMatchesRecomputedAfterRandomGames) {
    SplitMix rng{12345};
    std::size_t moves_checked = 0;
    for (const std::string& file : testing::perft_suite_files()) {
        const PerftSuite suite = testing::load_suite(file);
        for (std::size_t i = 0; i < suite.entries.size(); i += 7) {
            Position pos;
            StateInfo root;
            ASSERT_TRUE(pos.set_fen(suite.entries[i].fen, root).ok());
            const std::string fen_before = to_fen(pos);
            const Key key_before = pos.key();
            std::vector<StateInfo> states(60);
            std::vector<Move> played;
            for (StateInfo& st : states) {
                MoveList list;
                generate_legal(pos, list);
                if (list.empty()) break;
                const Move m = list[rng.next() % list.size()];
                pos.do_move(m, st);
                played.push_back(m);
                ASSERT_EQ(pos.key(), pos.compute_key()) << suite.entries[i].fen;
                ASSERT_EQ(pos.checkers(), checkers_by_forward_attacks(pos));
                ++moves_checked;
            }
            for (auto it = played.rbegin(); it != played.rend(); ++it) pos.undo_move(*it);
            EXPECT_EQ(to_fen(pos), fen_before);
            EXPECT_EQ(pos.key(), key_before);
        }
    }
    EXPECT_GT(moves_checked, 10000u);
}

class RepetitionTest : public ::testing::Test {
protected:
    void load(const char* fen) { ASSERT_TRUE(pos.set_fen(fen, root).ok()); }
    void play(const std::vector<const char*>& sans) {
        for (const char* san : sans) {
            const SanResult r = resolve_san(pos, san);
            ASSERT_TRUE(r.ok) << san;
            states.emplace_back();
            if (r.move == Move::null())
                pos.do_null_move(states.back());
            else
                pos.do_move(r.move, states.back());
        }
    }

    Position pos;
    StateInfo root;
    std::vector<StateInfo> states = std::vector<StateInfo>();
    void SetUp() override { states.reserve(200); }
};

TEST_F(RepetitionTest, KnightShuffleRepeats) {
    pos.set_startpos(root);
    play({"Nf3", "Nf6", "Ng1", "Ng8"});
    RepetitionInfo r = pos.repetitions();
    EXPECT_EQ(r.count, 1);
    EXPECT_EQ(r.distance[0], 4);
    play({"Nf3", "Nf6", "Ng1", "Ng8"});
    r = pos.repetitions();
    EXPECT_EQ(r.count, 2);
    EXPECT_EQ(r.distance[0], 4);
    EXPECT_EQ(r.distance[1], 8);
    play({"Nf3"});
    EXPECT_EQ(pos.repetitions().count, 2);  // after 1.Nf3 and after 3.Nf3
}

TEST_F(RepetitionTest, PawnMoveEndsTheWindow) {
    pos.set_startpos(root);
    play({"Nf3", "Nf6", "Ng1", "Ng8", "e3", "e6", "Nf3", "Nf6", "Ng1", "Ng8"});
    const RepetitionInfo r = pos.repetitions();
    EXPECT_EQ(r.count, 1);
    EXPECT_EQ(r.distance[0], 4);
}

TEST_F(RepetitionTest, LostCastlingRightsMakeADifferentPosition) {
    load("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    play({"Rb1", "Rb8", "Ra1", "Ra8"});
    EXPECT_EQ(pos.repetitions().count, 0);
    play({"Rb1", "Rb8", "Ra1", "Ra8"});
    EXPECT_EQ(pos.repetitions().count, 1);
}

TEST_F(RepetitionTest, EnPassantThatCannotBeTakenIsNoDifference) {
    load("4k3/8/8/8/4P3/8/8/4K3 b - e3 0 1");
    play({"Ke7", "Kd1", "Ke8", "Ke1"});
    EXPECT_EQ(pos.repetitions().count, 1);
}

TEST_F(RepetitionTest, EnPassantThatCanBeTakenIsADifference) {
    load("4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1");
    play({"Ke7", "Kd1", "Ke8", "Ke1"});
    EXPECT_EQ(pos.repetitions().count, 0);
}

TEST_F(RepetitionTest, NullMoveEndsTheWindow) {
    pos.set_startpos(root);
    play({"Nf3", "Nf6", "--", "Ng8", "Ng1", "--"});
    EXPECT_EQ(pos.repetitions().count, 0);
    EXPECT_EQ(pos.halfmove_clock(), 6);
}

TEST_F(RepetitionTest, CopySharesTheHistoryAndLeavesTheOriginalAlone) {
    pos.set_startpos(root);
    play({"Nf3", "Nf6", "Ng1"});
    Position copy = pos;
    StateInfo st;
    copy.do_move(resolve_san(copy, "Ng8").move, st);
    EXPECT_EQ(copy.repetitions().count, 1);
    EXPECT_EQ(to_fen(pos), "rnbqkb1r/pppppppp/5n2/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 3 2");
    EXPECT_EQ(pos.key(), pos.compute_key());
}

TEST(Position, NullMoveRoundTrip) {
    Position pos;
    StateInfo si;
    StateInfo st;
    ASSERT_TRUE(pos.set_fen("4k3/8/8/8/3pP3/8/8/4K3 b - e3 3 40", si).ok());
    const Key key = pos.key();
    pos.do_null_move(st);
    EXPECT_EQ(pos.side_to_move(), WHITE);
    EXPECT_EQ(pos.ep_square(), SQ_NONE);
    EXPECT_EQ(pos.key(), pos.compute_key());
    EXPECT_EQ(pos.halfmove_clock(), 4);
    pos.undo_null_move();
    EXPECT_EQ(pos.key(), key);
    EXPECT_EQ(to_fen(pos), "4k3/8/8/8/3pP3/8/8/4K3 b - e3 3 40");
}

TEST(Position, CountersAndCaptures) {
    Position pos;
    StateInfo si;
    pos.set_startpos(si);
    StateInfo st[4];
    const char* line[] = {"e4", "d5", "exd5", "Qxd5"};
    for (int i = 0; i < 4; ++i) pos.do_move(resolve_san(pos, line[i]).move, st[i]);
    EXPECT_EQ(pos.game_ply(), 4);
    EXPECT_EQ(pos.fullmove_number(), 3);
    EXPECT_EQ(pos.halfmove_clock(), 0);
    EXPECT_EQ(pos.captured_piece(), W_PAWN);
    EXPECT_EQ(to_fen(pos), "rnb1kbnr/ppp1pppp/8/3q4/8/8/PPPP1PPP/RNBQKBNR w KQkq - 0 3");
}

}  // namespace
}  // namespace pgnlint::core
