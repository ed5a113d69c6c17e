// GameChecker's endings and claims on random legal games (tests/fuzz/game_generator.h, a fixed
// seed): the ending reported is the first one along the main line, no claim stands where the
// game is over, and the first move after an ending, legal or not, is a move after the end.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstdio>
#include <deque>
#include <string>

#include "game_generator.h"
#include "pgnlint/core/fen.h"
#include "pgnlint/core/movegen.h"
#include "pgnlint/core/outcome.h"
#include "pgnlint/core/position.h"
#include "pgnlint/core/san.h"
#include "pgnlint/io/byte_source.h"
#include "pgnlint/lint/game_checker.h"
#include "pgnlint/pgn/game_splitter.h"

namespace pgnlint::lint {
namespace {

constexpr std::string_view kStart = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

// `fen` with its halfmove clock set to `clock`.
std::string with_clock(std::string_view fen, std::uint32_t clock) {
    const std::size_t end = fen.rfind(' ');
    const std::size_t begin = fen.rfind(' ', end - 1);
    return std::string(fen.substr(0, begin + 1)) + std::to_string(clock) +
           std::string(fen.substr(end));
}

// The generated game starting `clock` halfmoves into a stretch without captures or pawn moves,
// which the generator does not know of: its line may go on past a 75-move ending, and a claim
// may fall on any ply. Returns the start FEN.
std::string set_clock(fuzz::GeneratedGame& game, std::uint32_t clock) {
    const std::string tag = "[FEN \"";
    const std::size_t at = game.pgn.find(tag);
    if (at == std::string::npos) {
        const std::string fen = with_clock(kStart, clock);
        game.pgn.insert(game.pgn.find("\n\n") + 1, "[SetUp \"1\"]\n" + tag + fen + "\"]\n");
        return fen;
    }
    const std::size_t begin = at + tag.size();
    const std::size_t end = game.pgn.find('"', begin);
    const std::string fen =
        with_clock(std::string_view(game.pgn).substr(begin, end - begin), clock);
    game.pgn.replace(begin, end - begin, fen);
    return fen;
}

// Whether every line from pos, with at most three legal moves at every turn for eight plies,
// ends in a stalemate or a position dead by material: a dead position reached by force (FIDE
// 5.2.2), which the checker looks for when the side to move is in check and at most eight men
// besides the kings are left. Written plainly here, apart from the checker's own.
bool dead_by_force(core::Position& pos, int ply, std::deque<core::StateInfo>& states) {
    core::MoveList moves;
    core::generate_legal(pos, moves);
    if (moves.empty()) return !pos.in_check();
    if (ply > 0 && core::is_dead_by_material(pos)) return true;
    if (moves.size() > 3 || ply == 8) return false;
    for (const core::Move m : moves) {
        pos.do_move(m, states.emplace_back());
        const bool dead = dead_by_force(pos, ply + 1, states);
        pos.undo_move(m);
        states.pop_back();
        if (!dead) return false;
    }
    return true;
}

// How the position after `ply` moves ends the game, if it does, in the order the Laws give when
// several apply at once: checkmate, which 9.6.2 puts before the counts; a dead position;
// stalemate, which ends the game on the board as mate does; then fivefold and 75 moves.
TerminationKind ending_of(const core::Position& pos) {
    const bool moves = core::has_legal_move(pos);
    if (!moves && pos.in_check()) return TerminationKind::checkmate;
    if (core::is_dead_by_material(pos)) return TerminationKind::insufficient_material;
    if (!moves) return TerminationKind::stalemate;
    if (pos.in_check() && core::popcount(pos.pieces()) <= 10) {
        core::Position copy = pos;
        std::deque<core::StateInfo> states;
        if (dead_by_force(copy, 0, states)) return TerminationKind::dead_position;
    }
    if (pos.repetitions().count >= 4) return TerminationKind::fivefold_repetition;
    if (pos.halfmove_clock() >= 150) return TerminationKind::seventyfive_moves;
    return TerminationKind::none;
}

bool has_legal_move_in(const std::string& fen, bool chess960) {
    core::Position pos;
    core::StateInfo state;
    EXPECT_TRUE(pos.set_fen(fen, state, chess960).ok()) << fen;
    return core::has_legal_move(pos);
}

GameReport check(const std::string& pgn) {
    io::MemorySource source(pgn, "generated.pgn");
    const GameCheckerOptions options;
    pgn::GameSplitter splitter(source, options.limits);
    GameChecker checker(options);
    pgn::RawGame raw;
    GameReport report;
    EXPECT_TRUE(splitter.next(raw));
    checker.check(raw, "generated.pgn", report);
    return report;
}

TEST(GameEndingsProperty, FirstEndingNoClaimAfterItAndEveryMoveAfterItIsFlagged) {
    fuzz::Random random(0x26E0D1A6);
    fuzz::GeneratorOptions options;
    options.max_plies = 400;
    options.max_variation_depth = 2;
    constexpr int kGames = 3000;
    int ended = 0;
    int stalemates = 0;
    int counted = 0;
    int after_end = 0;
    int illegal_after_end = 0;
    int claims = 0;
    for (int i = 0; i < kGames; ++i) {
        fuzz::GeneratedGame game = fuzz::generate_game(random, options);
        const std::string fen = set_clock(game, random.chance(50) ? 0 : 90 + random.below(60));

        std::deque<core::StateInfo> states(1);
        core::Position pos;
        ASSERT_TRUE(pos.set_fen(fen, states.front(), game.chess960).ok()) << fen;
        std::vector<std::string> moves;
        for (const fuzz::GeneratedMove& move : game.main_line) moves.push_back(move.san);
        // One more move at the end of the main line: legal when the position has one, or not.
        bool extra_illegal = false;
        if (random.chance(60)) {
            core::MoveList legal;
            core::Position last;
            core::StateInfo state;
            ASSERT_TRUE(last.set_fen(game.final_fen, state, game.chess960).ok());
            core::generate_legal(last, legal);
            extra_illegal = legal.size() == 0 || random.chance(50);
            if (extra_illegal) {
                moves.push_back(fuzz::illegal_san(random, game.final_fen, game.chess960));
            } else {
                char san[core::SAN_BUFFER_SIZE];
                const core::Move m = legal[random.below(static_cast<std::uint32_t>(legal.size()))];
                moves.emplace_back(san, core::write_san(last, m, san));
            }
            game.pgn.insert(game.pgn.size() - 1 - game.result.size(), moves.back() + " ");
        }

        // The first ending along the main line, by the Laws.
        TerminationKind kind = ending_of(pos);
        std::uint32_t end_ply = 0;
        for (std::size_t ply = 0; kind == TerminationKind::none && ply < moves.size(); ++ply) {
            const core::SanResult san = core::resolve_san(pos, moves[ply]);
            if (!san.ok) {
                ASSERT_TRUE(extra_illegal && ply + 1 == moves.size()) << moves[ply] << game.pgn;
                break;
            }
            pos.do_move(san.move, states.emplace_back());
            kind = ending_of(pos);
            end_ply = static_cast<std::uint32_t>(ply + 1);
        }

        const GameReport r = check(game.pgn);
        ASSERT_TRUE(r.replayed) << game.pgn;
        ASSERT_EQ(r.termination.kind, kind) << game.pgn;
        if (kind == TerminationKind::none) continue;
        ++ended;
        stalemates += kind == TerminationKind::stalemate;
        counted += kind == TerminationKind::fivefold_repetition ||
                   kind == TerminationKind::seventyfive_moves;
        ASSERT_EQ(r.termination.ply, end_ply) << game.pgn;

        for (const Claim& claim : r.claims) {
            ++claims;
            EXPECT_LT(claim.ply, end_ply) << "a claim once the game is over\n" << game.pgn;
            EXPECT_TRUE(has_legal_move_in(claim.fen, game.chess960))
                << "a claim on a checkmate or stalemate\n"
                << game.pgn;
        }

        // The main line's moves after the end: the first is told, whatever else is wrong with it.
        const bool moves_after = end_ply < moves.size();
        int told = 0;
        for (const Diagnostic& d : r.diagnostics) {
            if (d.variation_depth != 0 || d.ply != end_ply + 1) continue;
            EXPECT_NE(d.rule, RuleId::illegal_move) << game.pgn;
            EXPECT_NE(d.rule, RuleId::ambiguous_move) << game.pgn;
            told += d.rule == RuleId::move_after_game_end;
        }
        EXPECT_EQ(told, moves_after ? 1 : 0) << game.pgn;
        after_end += moves_after;
        illegal_after_end += moves_after && extra_illegal && end_ply + 1 == moves.size();
    }
    // The games reach what the property is about, each often enough to mean something.
    EXPECT_GT(ended, kGames / 4);
    EXPECT_GT(stalemates, 10);
    EXPECT_GT(counted, 50);
    EXPECT_GT(after_end, 100);
    EXPECT_GT(illegal_after_end, 50);
    EXPECT_GT(claims, 100);
    std::printf(
        "%d of %d games ended (%d stalemates, %d by a count), %d claims, %d with moves "
        "after the end (%d of them an illegal one first)\n",
        ended, kGames, stalemates, counted, claims, after_end, illegal_after_end);
}

}  // namespace
}  // namespace pgnlint::lint
