// How a position ends the game: checkmate and stalemate (FIDE 5.1.1, 5.2.1) as in_check() with no
// legal move, and dead positions by material (FIDE 5.2.2).
#include <gtest/gtest.h>

#include "pgnlint/core/movegen.h"
#include "pgnlint/core/outcome.h"
#include "pgnlint/core/position.h"
#include "test_support.h"

namespace pgnlint::core {
namespace {

using testing::Loaded;

TEST(Outcome, Checkmate) {
    Loaded fools("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
    EXPECT_TRUE(fools.pos.in_check());
    EXPECT_FALSE(has_legal_move(fools.pos));
    // The same check with the bishop on g2 able to block: not mate.
    Loaded check_only("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP1BP/RNBQK1NR w KQkq - 1 3");
    EXPECT_TRUE(check_only.pos.in_check());
    EXPECT_TRUE(has_legal_move(check_only.pos));
}

TEST(Outcome, Stalemate) {
    Loaded stale("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
    EXPECT_FALSE(stale.pos.in_check());
    EXPECT_FALSE(has_legal_move(stale.pos));
    Loaded start(START_FEN.data());
    EXPECT_TRUE(has_legal_move(start.pos));
}

TEST(Outcome, DeadByMaterial) {
    const char* dead[] = {
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1",       // K v K
        "4k3/8/8/8/8/8/8/4KN2 w - - 0 1",      // K+N v K
        "4kb2/8/8/8/8/8/8/4K3 w - - 0 1",      // K v K+B
        "4kb2/8/8/8/8/8/8/2B1K3 w - - 0 1",    // bishops f8 and c1: both dark squares
        "4k3/8/8/8/8/2B5/1B6/B3K3 w - - 0 1",  // three bishops, all dark
    };
    for (const char* fen : dead) EXPECT_TRUE(is_dead_by_material(Loaded(fen).pos)) << fen;
    const char* alive[] = {
        "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1",  // a pawn
        "4k3/8/8/8/8/8/8/3NKN2 w - - 0 1",  // two knights: mate is possible
        "4kb2/8/8/8/8/8/8/3BK3 w - - 0 1",  // bishops on both colours
        "4kn2/8/8/8/8/8/8/3BK3 w - - 0 1",  // K+B v K+N
        "4k3/8/8/8/8/8/8/3RK3 w - - 0 1",   // a rook
        "4k3/8/8/8/8/8/8/3QK3 w - - 0 1",   // a queen
    };
    for (const char* fen : alive) EXPECT_FALSE(is_dead_by_material(Loaded(fen).pos)) << fen;
}

}  // namespace
}  // namespace pgnlint::core
