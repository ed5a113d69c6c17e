// A soundness property of the unwinnability analysis on positions from seeded random legal
// playouts (captures preferred, so material comes off): every witness replays to the right side's
// checkmate, and a plain exhaustive helpmate search to a small depth, written here independently
// of the analyser, never finds a helpmate where the analysis said unwinnable. The same on random
// locked pawn structures, where the locked-pawns proof claims.
#include <gtest/gtest.h>

#include <array>
#include <cstdio>
#include <deque>
#include <string>
#include <vector>

#include "game_generator.h"
#include "pgnlint/core/fen.h"
#include "pgnlint/core/movegen.h"
#include "pgnlint/core/position.h"
#include "pgnlint/core/unwinnable.h"
#include "random_board.h"

namespace pgnlint::core {
namespace {

using testing::board_fen;
using testing::place_at_random;

// Every line of `depth` plies or fewer, both sides' moves all tried: whether one ends with
// `side` checkmating. Obviously correct, and exponential: only for small depths.
bool plain_helpmate_within(Position& pos, Color side, int depth, std::deque<StateInfo>& states) {
    MoveList moves;
    generate_legal(pos, moves);
    if (moves.empty()) return pos.in_check() && pos.side_to_move() != side;
    if (depth == 0) return false;
    for (const Move m : moves) {
        pos.do_move(m, states.emplace_back());
        const bool mate = plain_helpmate_within(pos, side, depth - 1, states);
        pos.undo_move(m);
        states.pop_back();
        if (mate) return true;
    }
    return false;
}

bool replays_to_mate(const Position& start, Color side, const WinnabilityResult& result) {
    Position pos = start;
    std::deque<StateInfo> states;
    for (const Move m : result.witness) {
        MoveList legal;
        generate_legal(pos, legal);
        if (!legal.contains(m)) return false;
        pos.do_move(m, states.emplace_back());
    }
    return pos.side_to_move() == ~side && pos.in_check() && !has_legal_move(pos);
}

// The soundness property for one verdict: a witness replays to `side`'s checkmate, and where the
// verdict is unwinnable the plain search finds no helpmate within `depth` plies. Counts each.
struct Checked {
    int witnesses = 0;
    int unwinnable = 0;
};
void check_verdict(const Position& pos, Color side, const WinnabilityResult& result, int depth,
                   Checked& checked) {
    if (result.verdict == Winnability::winnable) {
        EXPECT_TRUE(replays_to_mate(pos, side, result));
        ++checked.witnesses;
    } else if (result.verdict == Winnability::unwinnable) {
        Position copy = pos;
        std::deque<StateInfo> line;
        EXPECT_FALSE(plain_helpmate_within(copy, side, depth, line));
        ++checked.unwinnable;
    }
}

TEST(UnwinnableProperty, WitnessesMateAndNoShallowHelpmateIsMissed) {
    fuzz::Random random(0x5EED2026);
    UnwinnabilityAnalyser analyser;
    Checked checked;
    for (int game = 0; game < 150; ++game) {
        std::deque<StateInfo> states(1);
        Position pos;
        pos.set_startpos(states.front());
        const int plies = 30 + int(random.below(170));
        for (int ply = 0; ply < plies; ++ply) {
            MoveList moves;
            generate_legal(pos, moves);
            if (moves.empty()) break;
            const Move m = fuzz::capture_preferring_move(pos, moves, random, 75);
            pos.do_move(m, states.emplace_back());
        }
        const std::string fen = to_fen(pos);
        for (const Color side : {WHITE, BLACK}) {
            SCOPED_TRACE(fen + (side == WHITE ? " white" : " black"));
            // Sparse positions get a deeper independent search than crowded ones.
            check_verdict(pos, side, analyser.analyse(pos, side, 20'000),
                          popcount(pos.pieces()) <= 5 ? 5 : 3, checked);
        }
    }
    // The playouts must exercise both claims, or the property says nothing.
    EXPECT_GT(checked.witnesses, 30);
    EXPECT_GT(checked.unwinnable, 30);
}

// Random locked pawn chains (each file's pawns head-on, or none) with the kings and up to two
// bishops placed at random: where the locked-pawns proof makes its claims.
std::string random_locked_position(fuzz::Random& random) {
    std::array<char, 64> board{};
    board.fill('.');
    // The white pawns' ranks (3 to 6) walk up or down one a file, so that no pawn attacks an
    // enemy pawn on the next file, as in a real locked chain; a file may stay empty.
    int rank = 2 + int(random.below(4));
    for (int file = 0; file < 8; ++file) {
        const int step = random.chance(50) ? 1 : -1;
        rank = rank + step >= 2 && rank + step <= 5 ? rank + step : rank - step;
        if (!random.chance(85)) continue;
        board[std::size_t(rank * 8 + file)] = 'P';
        board[std::size_t((rank + 1) * 8 + file)] = 'p';
    }
    for (const char piece : {'K', 'k', 'B', 'b'}) {
        if ((piece == 'B' || piece == 'b') && !random.chance(50)) continue;
        place_at_random(board, std::string(1, piece), random);
    }
    return board_fen(board) + (random.chance(50) ? " w - - 0 1" : " b - - 0 1");
}

TEST(UnwinnableProperty, LockedPawnClaimsHoldAgainstAPlainSearch) {
    fuzz::Random random(0x10CCED);
    UnwinnabilityAnalyser analyser;
    int locked_claims = 0;
    for (int attempt = 0; attempt < 600; ++attempt) {
        const std::string fen = random_locked_position(random);
        StateInfo si;
        Position pos;
        if (!pos.set_fen(fen, si).ok()) continue;  // kings in check or side by side
        for (const Color side : {WHITE, BLACK}) {
            SCOPED_TRACE(fen + (side == WHITE ? " white" : " black"));
            const WinnabilityResult result = analyser.analyse(pos, side, 20'000);
            Checked checked;
            check_verdict(pos, side, result, 4, checked);
            if (result.reason == UnwinnableReason::locked_pawns) ++locked_claims;
        }
    }
    EXPECT_GT(locked_claims, 20);
}

// A lone knight or bishop against a king with one or two rooks or queens and at times a pawn
// (the commonest unfair time forfeit, and the material lemmas' ground), with either colour as
// the minor piece's: every witness replays to its side's checkmate, and where the analysis says
// the minor piece can never mate, the plain search finds no helpmate within four plies.
TEST(UnwinnableProperty, HeavyPiecesAgainstALoneMinorPiece) {
    fuzz::Random random(0x4EA7);
    UnwinnabilityAnalyser analyser;
    Checked checked;
    for (int attempt = 0; attempt < 160; ++attempt) {
        std::array<char, 64> board{};
        board.fill('.');
        const bool white_minor = random.chance(50);
        const auto of_side = [](char man, bool white) {
            return white ? man : char(man - 'A' + 'a');
        };
        std::string men;
        men += of_side('K', white_minor);
        men += of_side(random.chance(50) ? 'N' : 'B', white_minor);
        men += of_side('K', !white_minor);
        const std::uint32_t heavy = 1 + random.below(2);
        for (std::uint32_t i = 0; i < heavy; ++i)
            men += of_side(random.chance(50) ? 'Q' : 'R', !white_minor);
        if (random.chance(40)) {
            // A pawn of the heavy side, off its first and last ranks.
            board[8 + random.below(48)] = of_side('P', !white_minor);
        }
        place_at_random(board, men, random);
        const std::string fen =
            board_fen(board) + (random.chance(50) ? " w - - 0 1" : " b - - 0 1");
        StateInfo si;
        Position pos;
        if (!pos.set_fen(fen, si).ok() || !has_legal_move(pos)) continue;
        const Color side = white_minor ? WHITE : BLACK;
        SCOPED_TRACE(fen + (side == WHITE ? " white" : " black"));
        check_verdict(pos, side, analyser.analyse(pos, side, 200'000), 4, checked);
    }
    std::printf("witnesses %d, unwinnable claims %d\n", checked.witnesses, checked.unwinnable);
    EXPECT_GT(checked.witnesses, 20);
    EXPECT_GT(checked.unwinnable, 20);
}

// Random pawnless endings of kings and two to four bishops, and random kings (and at times a
// bishop) beside one pair of pawns head-on: wherever winnable_without_search says a side can mate,
// the analyser, given a budget far past check's, never proves it cannot, and nearly always finds
// the helpmate, which replays to that side's checkmate.
TEST(UnwinnableProperty, WinnableWithoutSearchHasAHelpmate) {
    fuzz::Random random(0xB15B0B);
    UnwinnabilityAnalyser analyser;
    int claims = 0;
    int witnessed = 0;
    for (int attempt = 0; attempt < 40; ++attempt) {
        std::array<char, 64> board{};
        board.fill('.');
        std::string men = "Kk";
        if (attempt % 2 == 0) {
            const std::uint32_t bishops = 2 + random.below(3);
            for (std::uint32_t i = 0; i < bishops; ++i) men += random.chance(50) ? 'B' : 'b';
        } else {
            const std::size_t white_pawn = 8 + random.below(40);  // a2 to h6
            board[white_pawn] = 'P';
            board[white_pawn + 8] = 'p';
            if (random.chance(50)) men += random.chance(50) ? 'B' : 'b';
        }
        place_at_random(board, men, random);
        const std::string fen =
            board_fen(board) + (random.chance(50) ? " w - - 0 1" : " b - - 0 1");
        StateInfo si;
        Position pos;
        if (!pos.set_fen(fen, si).ok() || !has_legal_move(pos)) continue;
        for (const Color side : {WHITE, BLACK}) {
            if (!winnable_without_search(pos, side)) continue;
            SCOPED_TRACE(fen + (side == WHITE ? " white" : " black"));
            const WinnabilityResult result = analyser.analyse(pos, side, 2'000'000);
            EXPECT_NE(result.verdict, Winnability::unwinnable);
            ++claims;
            // A few such positions are beyond the search (its table fills); the rest must mate.
            if (result.verdict != Winnability::winnable) continue;
            EXPECT_TRUE(replays_to_mate(pos, side, result));
            ++witnessed;
        }
    }
    EXPECT_GT(claims, 30);
    EXPECT_GE(witnessed, claims * 9 / 10);
}

}  // namespace
}  // namespace pgnlint::core
