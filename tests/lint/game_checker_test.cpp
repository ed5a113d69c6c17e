// GameChecker on hand-made games: one game per diagnostic and per ending or claim, asserting the
// rule, ply, line and column, and the termination and claim plies the FIDE Laws give.
#include "pgnlint/lint/game_checker.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <optional>
#include <string>
#include <vector>

#include "checker_fixtures.h"

namespace pgnlint::lint {
namespace {

using fixtures::check_all;
using fixtures::check_one;
using fixtures::dump;
using fixtures::game;
using fixtures::kTags;
using fixtures::rules_of;

// Where `needle` first occurs in `text` (0-based offset, 1-based line and column).
Location where(const std::string& text, const std::string& needle, std::size_t from = 0) {
    const std::size_t offset = text.find(needle, from);
    EXPECT_NE(offset, std::string::npos) << needle;
    Location location{offset, 1, 1};
    for (std::size_t i = 0; i < offset; ++i) {
        if (text[i] == '\n') {
            ++location.line;
            location.column = 1;
        } else {
            ++location.column;
        }
    }
    return location;
}

// `expected` with the squares of the move that ended the game, as the replay records them.
Termination with_uci(Termination expected, std::string_view uci) {
    const std::optional<UciMove> move = parse_uci_move(uci);
    EXPECT_TRUE(move.has_value()) << uci;
    expected.uci = move.value_or(UciMove{});
    return expected;
}

// The report's one diagnostic, which must be of rule `id` (a copy: reports are temporaries).
Diagnostic only(const GameReport& report, RuleId id) {
    EXPECT_EQ(rules_of(report), std::vector<RuleId>{id}) << dump(report);
    return report.diagnostics.empty() ? Diagnostic{} : report.diagnostics.front();
}

// --- Endings -----------------------------------------------------------------------------

TEST(GameChecker, FoolsMateIsCleanAndEndsInCheckmateAtPly4) {
    const std::string text = game("0-1", "1. f3 e5 2. g4 Qh4# 0-1");
    const GameReport r = check_one(text);
    EXPECT_TRUE(r.diagnostics.empty()) << dump(r);
    EXPECT_TRUE(r.replayed);
    EXPECT_EQ(r.plies, 4U);
    EXPECT_EQ(r.termination,
              with_uci(Termination{TerminationKind::checkmate, 4, Side::black, "2... Qh4#",
                                   "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3",
                                   Side::white, where(text, "Qh4#")},
                       "d8h4"));
    EXPECT_EQ(r.result_tag, "0-1");
    EXPECT_EQ(r.result_marker, "0-1");
    EXPECT_EQ(r.final_fen, "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
    EXPECT_EQ(r.index, 1U);
    EXPECT_EQ(r.file, "test.pgn");
}

// Reports that print no final position let the checker skip writing it; the positions of
// endings, claims and findings are written all the same.
TEST(GameChecker, FinalFenOnlyWhenAskedFor) {
    const std::string text = game("0-1", "1. f3 e5 2. g4 Qh4# 0-1");
    GameCheckerOptions options;
    options.final_fen = false;
    const std::vector<GameReport> reports = check_all(text, options);
    ASSERT_EQ(reports.size(), 1U);
    EXPECT_TRUE(reports[0].replayed);
    EXPECT_EQ(reports[0].plies, 4U);
    EXPECT_TRUE(reports[0].final_fen.empty());
    EXPECT_EQ(reports[0].termination.fen,
              "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
}

// A directive is a comment that starts with "pgnlint:" after any blanks; clock, evaluation and
// prose comments are not, even when they mention pgnlint later on.
TEST(GameChecker, CollectsDirectiveCommentsOnly) {
    const GameReport r =
        check_one(game("*",
                       "{pgnlint: disable=M001} 1. e4 { [%clk 0:03:00] } e5 {\t pgnlint:  x=1 }\n"
                       "2. Nf3 {\npgnlint:y} Nc6 { } {p} {pgnlint} { about pgnlint: } *"));
    ASSERT_EQ(r.directives.size(), 3U);
    EXPECT_EQ(r.directives[0].text, "disable=M001");
    EXPECT_EQ(r.directives[1].text, "x=1");
    EXPECT_EQ(r.directives[2].text, "y");
    EXPECT_FALSE(r.directives[0].leading);
}

TEST(GameChecker, FoolsMateWithAWrongResultContradictsTheBoard) {
    const std::string text = game("1-0", "1. f3 e5 2. g4 Qh4# 1-0");
    const Diagnostic d = only(check_one(text), RuleId::result_contradicts_position);
    EXPECT_EQ(d.where, where(text, "[Result"));
    EXPECT_EQ(d.ply, 0U);
    EXPECT_NE(d.message.find("0-1"), std::string::npos) << d.message;
    EXPECT_EQ(d.severity, Severity::error);
}

TEST(GameChecker, FoolsMateWithoutTheMateSuffix) {
    const std::string text = game("0-1", "1. f3 e5 2. g4 Qh4 0-1");
    const Diagnostic d = only(check_one(text), RuleId::missing_check_suffix);
    EXPECT_EQ(d.where, where(text, "Qh4"));
    EXPECT_EQ(d.where.line, 9U);
    EXPECT_EQ(d.where.column, 16U);
    EXPECT_EQ(d.ply, 4U);
    EXPECT_EQ(d.move_number, 2U);
    EXPECT_EQ(d.side, Side::black);
    EXPECT_EQ(d.san, "Qh4");
    // PGN 16.1.3.4: the en-passant square is written after every two-square advance.
    EXPECT_EQ(d.fen_before, "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq g3 0 2");
    EXPECT_EQ(d.message, "2... Qh4: missing check suffix: the move mates, write Qh4#");
}

// SARIF and GitHub count columns in characters: the second to fourth bytes of a UTF-8 character
// are counted apart, and a byte that is no UTF-8 (Latin-1 'é' here) is one character.
// Read as UTF-8 (--encoding utf-8), a byte that is not UTF-8 is a character of its own; read as
// Windows-1252 (what auto makes of a game that is not UTF-8), every byte is one.
TEST(GameChecker, ColumnsAreAlsoCountedInCharacters) {
    const std::string text = game("*", "1. e4 {Sch\u00f6n, \u00bd} e5 {\xe9} 2. Nf9 *");
    GameCheckerOptions utf8;
    utf8.encoding = InputEncoding::utf8;
    const GameReport as_utf8 = check_one(text, utf8);
    ASSERT_EQ(rules_of(as_utf8),
              (std::vector<RuleId>{RuleId::non_utf8_input, RuleId::invalid_move_syntax}));
    const Diagnostic d = as_utf8.diagnostics[1];
    EXPECT_EQ(d.where.offset, text.find("Nf9"));
    EXPECT_EQ(d.where.column, 30U);  // 29 bytes before it on its line
    EXPECT_EQ(d.where.multibyte_extra, 2U);
    EXPECT_EQ(d.where.character_column(), 28U);
    const GameReport as_latin1 = check_one(text);
    ASSERT_EQ(as_latin1.diagnostics.size(), 2U);
    EXPECT_EQ(as_latin1.diagnostics[1].where.column, 30U);
    EXPECT_EQ(as_latin1.diagnostics[1].where.character_column(), 30U);
    // A tag value's location too; the game's start is a line's first byte.
    const GameReport r = check_one(game("*", "*", "[FEN \"\u00e9\"]\n[SetUp \"1\"]\n"));
    EXPECT_EQ(r.start.multibyte_extra, 0U);
    ASSERT_FALSE(r.diagnostics.empty());
    EXPECT_EQ(r.diagnostics.front().where.column, 7U);
    EXPECT_EQ(r.diagnostics.front().where.character_column(), 7U);
}

TEST(GameChecker, ScholarsMate) {
    const std::string text = game("1-0", "1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0");
    const GameReport r = check_one(text);
    EXPECT_TRUE(r.diagnostics.empty()) << dump(r);
    EXPECT_EQ(
        r.termination,
        with_uci(Termination{TerminationKind::checkmate, 7, Side::white, "4. Qxf7#",
                             "r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4",
                             Side::black, where(text, "Qxf7#")},
                 "h5f7"));
}

TEST(GameChecker, SamLoydsTenMoveStalemate) {
    const std::string text =
        game("1/2-1/2",
             "1. e3 a5 2. Qh5 Ra6 3. Qxa5 h5 4. h4 Rah6 5. Qxc7 f6 6. Qxd7+ Kf7 7. Qxb7 Qd3 "
             "8. Qxb8 Qh7 9. Qxc8 Kg6 10. Qe6 1/2-1/2");
    const GameReport r = check_one(text);
    EXPECT_TRUE(r.diagnostics.empty()) << dump(r);
    EXPECT_EQ(r.termination,
              with_uci(Termination{TerminationKind::stalemate, 19, Side::none, "10. Qe6",
                                   "5bnr/4p1pq/4Qpkr/7p/7P/4P3/PPPP1PP1/RNB1KBNR b KQ - 2 10",
                                   Side::black, where(text, "Qe6")},
                       "c8e6"));
}

TEST(GameChecker, StalemateWithADecisiveResultContradictsTheBoard) {
    const std::string text =
        game("1-0",
             "1. e3 a5 2. Qh5 Ra6 3. Qxa5 h5 4. h4 Rah6 5. Qxc7 f6 6. Qxd7+ Kf7 7. Qxb7 Qd3 "
             "8. Qxb8 Qh7 9. Qxc8 Kg6 10. Qe6 1-0");
    const Diagnostic d = only(check_one(text), RuleId::result_contradicts_position);
    EXPECT_NE(d.message.find("stalemate"), std::string::npos) << d.message;
}

TEST(GameChecker, KnightsDanceToAThreefoldClaim) {
    const std::string text = game("1/2-1/2", "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 1/2-1/2");
    const GameReport r = check_one(text);
    EXPECT_TRUE(r.diagnostics.empty()) << dump(r);
    EXPECT_EQ(r.termination.kind, TerminationKind::none);
    ASSERT_EQ(r.claims.size(), 1U);
    EXPECT_EQ(r.claims[0].kind, ClaimKind::threefold_repetition);
    EXPECT_EQ(r.claims[0].ply, 8U);
    EXPECT_EQ(r.claims[0].earlier_plies, (std::vector<std::uint32_t>{0, 4}));
    EXPECT_EQ(r.claims[0].move, "4... Ng8");
    EXPECT_EQ(r.claims[0].fen, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 8 5");
    EXPECT_EQ(r.claims[0].where, where(text, "Ng8", text.find("4. Ng1")));
}

const std::string kFivefoldDance =
    "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. Nf3 Nf6 6. Ng1 Ng8 7. Nf3 Nf6 8. Ng1 Ng8";

TEST(GameChecker, KnightsDanceToAFivefoldEndsTheGame) {
    const std::string text = game("1/2-1/2", kFivefoldDance + " 1/2-1/2");
    const GameReport r = check_one(text);
    EXPECT_TRUE(r.diagnostics.empty()) << dump(r);
    EXPECT_EQ(r.termination,
              with_uci(Termination{TerminationKind::fivefold_repetition,
                                   16,
                                   Side::none,
                                   "8... Ng8",
                                   "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 16 9",
                                   Side::white,
                                   where(text, "Ng8", text.find("8. Ng1")),
                                   {0, 4, 8, 12},
                                   {"", "2... Ng8", "4... Ng8", "6... Ng8"}},
                       "f6g8"));
    ASSERT_EQ(r.claims.size(), 1U);  // one threefold claim for the stretch of play
    EXPECT_EQ(r.claims[0].ply, 8U);
    EXPECT_EQ(r.claims[0].earlier_moves, (std::vector<std::string>{"", "2... Ng8"}));
}

TEST(GameChecker, MoveAfterAFivefoldIsFlaggedOnceAndReplayGoesOn) {
    const std::string text = game("1/2-1/2", kFivefoldDance + " 9. Nf3 Nf6 1/2-1/2");
    const GameReport r = check_one(text);
    const Diagnostic d = only(r, RuleId::move_after_game_end);
    EXPECT_EQ(d.ply, 17U);
    EXPECT_EQ(d.where, where(text, "Nf3 Nf6 1/2"));
    EXPECT_NE(d.message.find("fivefold repetition (FIDE 9.6.1)"), std::string::npos) << d.message;
    EXPECT_EQ(r.plies, 18U);
    EXPECT_EQ(r.termination.ply, 16U);
}

// A move after the end is void (FIDE 9.6.1 here): move-after-game-end, once, and nothing about
// the void moves themselves: not 10. Bb5's missing '+', not the wrong number 13., not the zeros of
// 12. 0-0.
TEST(GameChecker, VoidMovesAfterAFivefoldGetNoOtherFinding) {
    const std::string text =
        game("1/2-1/2", kFivefoldDance + " 9. e4 d6 10. Bb5 Bd7 13. Nf3 Nc6 12. 0-0 a6 1/2-1/2");
    const GameReport r = check_one(text);
    const Diagnostic d = only(r, RuleId::move_after_game_end);
    EXPECT_EQ(d.ply, 17U);
    EXPECT_EQ(r.plies, 24U);
    EXPECT_EQ(r.termination.kind, TerminationKind::fivefold_repetition);
    // The same moves before any ending get each of those findings.
    const GameReport live = check_one(game("*", "1. e4 d6 2. Bb5 Bd7 5. Nf3 Nc6 4. 0-0 a6 *"));
    EXPECT_EQ(rules_of(live),
              (std::vector<RuleId>{RuleId::missing_check_suffix, RuleId::wrong_move_number,
                                   RuleId::zero_castling}))
        << dump(live);
}

TEST(GameChecker, RepetitionBrokenOnlyByALostCastlingRight) {
    // After 3...Rh8 the pieces stand as after 1...Nf6, but neither side may castle kingside
    // any more (FIDE 9.2.2.2): the position first recurs for the third time at ply 14.
    const GameReport r = check_one(game(
        "*", "1. Nf3 Nf6 2. Rg1 Rg8 3. Rh1 Rh8 4. Rg1 Rg8 5. Rh1 Rh8 6. Rg1 Rg8 7. Rh1 Rh8 *"));
    EXPECT_TRUE(r.diagnostics.empty()) << dump(r);
    ASSERT_FALSE(r.claims.empty());
    EXPECT_EQ(r.claims[0].kind, ClaimKind::threefold_repetition);
    EXPECT_EQ(r.claims[0].ply, 12U);  // the rook shuffle after ply 4 repeats at 8 and 12
    EXPECT_EQ(r.claims[0].earlier_plies, (std::vector<std::uint32_t>{4, 8}));
}

TEST(GameChecker, RepetitionBrokenOnlyByALegalEnPassant) {
    // After 2...d5 White may take en passant (exd6); when the pieces return after 4...Nb8 the
    // capture is gone, so that first position differs (FIDE 9.2.2.3).
    const GameReport r = check_one(game(
        "*",
        "1. e4 Nf6 2. e5 d5 3. Nf3 Nc6 4. Ng1 Nb8 5. Nf3 Nc6 6. Ng1 Nb8 7. Nf3 Nc6 8. Ng1 Nb8 *"));
    EXPECT_TRUE(r.diagnostics.empty()) << dump(r);
    ASSERT_FALSE(r.claims.empty());
    EXPECT_EQ(r.claims[0].kind, ClaimKind::threefold_repetition);
    EXPECT_EQ(r.claims[0].ply, 13U);  // 7. Nf3 repeats the position after 3. Nf3 (plies 5, 9)
    EXPECT_EQ(r.claims[0].earlier_plies, (std::vector<std::uint32_t>{5, 9}));
    EXPECT_EQ(r.claims[0].move, "7. Nf3");
    // 2...d5 (ply 4) was the last pawn move: nine plies since, and no en-passant square.
    EXPECT_EQ(r.claims[0].fen, "rnbqkb1r/ppp1pppp/5n2/3pP3/8/5N2/PPPP1PPP/RNBQKB1R b KQkq - 9 7");
    // The position after 2...d5 (ply 4) only recurs twice more without the capture: no claim
    // names ply 4.
    for (const Claim& claim : r.claims) {
        EXPECT_EQ(std::count(claim.earlier_plies.begin(), claim.earlier_plies.end(), 4U), 0);
    }
}

TEST(GameChecker, RepetitionNotBrokenByAnEnPassantSquareNoPawnCanUse) {
    // 1...d5 sets an en-passant square, but no white pawn can capture: the position counts
    // as the same one (FIDE 9.2.2.3).
    const GameReport r =
        check_one(game("*", "1. Nf3 d5 2. Ng1 Nf6 3. Nf3 Ng8 4. Ng1 Nf6 5. Nf3 Ng8 *"));
    EXPECT_TRUE(r.diagnostics.empty()) << dump(r);
    ASSERT_EQ(r.claims.size(), 1U);
    EXPECT_EQ(r.claims[0].ply, 10U);
    EXPECT_EQ(r.claims[0].earlier_plies, (std::vector<std::uint32_t>{2, 6}));
}

TEST(GameChecker, RepetitionNotBrokenByAnEnPassantThatAPinForbids) {
    // After 1...c5, bxc6 e.p. would expose the white king on a5 to the rook on h5.
    const GameReport r =
        check_one(game("*", "1... c5 2. Ka4 Kg8 3. Ka5 Kh8 4. Ka4 Kg8 5. Ka5 Kh8 *",
                       "[SetUp \"1\"]\n[FEN \"7k/2p5/8/KP5r/8/8/8/8 b - - 0 1\"]\n"));
    EXPECT_TRUE(r.diagnostics.empty()) << dump(r);
    ASSERT_EQ(r.claims.size(), 1U);
    EXPECT_EQ(r.claims[0].ply, 9U);
    EXPECT_EQ(r.claims[0].earlier_plies, (std::vector<std::uint32_t>{1, 5}));
}

TEST(GameChecker, FiftyMoveClaimAtThePlyCompletingHundredPlies) {
    const GameReport r =
        check_one(game("*", "60. Ra3 Kd5 61. Ra4 Kc5 62. Ra3 *",
                       "[SetUp \"1\"]\n[FEN \"8/8/8/4k3/8/8/R7/4K3 w - - 96 60\"]\n"));
    EXPECT_TRUE(r.diagnostics.empty()) << dump(r);
    ASSERT_EQ(r.claims.size(), 1U);
    EXPECT_EQ(r.claims[0].kind, ClaimKind::fifty_moves);
    EXPECT_EQ(r.claims[0].ply, 4U);
    EXPECT_EQ(r.claims[0].move, "61... Kc5");
    EXPECT_EQ(r.claims[0].fen, "8/8/8/2k5/R7/8/8/4K3 w - - 100 62");
    EXPECT_EQ(r.termination.kind, TerminationKind::none);
}

TEST(GameChecker, SeventyFiveMovesEndTheGameAndAMoveAfterIsFlagged) {
    const std::string text = game("1/2-1/2", "80. Ra3 Kd5 81. Ra4 Kc5 82. Ra5+ Kb4 1/2-1/2",
                                  "[SetUp \"1\"]\n[FEN \"8/8/8/4k3/8/8/R7/4K3 w - - 146 80\"]\n");
    const GameReport r = check_one(text);
    EXPECT_EQ(r.termination, with_uci(Termination{TerminationKind::seventyfive_moves, 4, Side::none,
                                                  "81... Kc5", "8/8/8/2k5/R7/8/8/4K3 w - - 150 82",
                                                  Side::white, where(text, "Kc5")},
                                      "d5c5"));
    const Diagnostic d = only(r, RuleId::move_after_game_end);
    EXPECT_EQ(d.ply, 5U);
    EXPECT_EQ(d.move_number, 82U);
    EXPECT_EQ(d.where, where(text, "Ra5+"));
    EXPECT_NE(d.message.find("75-move rule"), std::string::npos) << d.message;
    // The FEN's clock already allowed a fifty-move claim at the start position.
    ASSERT_EQ(r.claims.size(), 1U);
    EXPECT_EQ(r.claims[0].kind, ClaimKind::fifty_moves);
    EXPECT_EQ(r.claims[0].ply, 0U);
    EXPECT_EQ(r.claims[0].move, "") << "the start position: no move led to it";
    EXPECT_EQ(r.claims[0].fen, "8/8/8/4k3/8/8/R7/4K3 w - - 146 80");
    EXPECT_EQ(r.claims[0].where, where(text, "[FEN")) << "the tag that set the position up";
}

TEST(GameChecker, CheckmateOnTheSeventyFifthMoveTakesPrecedence) {
    const std::string text = game("1-0", "100. Rh8# 1-0",
                                  "[SetUp \"1\"]\n[FEN \"k7/8/1K6/8/8/8/8/7R w - - 149 100\"]\n");
    const GameReport r = check_one(text);
    EXPECT_TRUE(r.diagnostics.empty()) << dump(r);
    EXPECT_EQ(r.termination, with_uci(Termination{TerminationKind::checkmate, 1, Side::white,
                                                  "100. Rh8#", "k6R/8/1K6/8/8/8/8/8 b - - 150 100",
                                                  Side::black, where(text, "Rh8#")},
                                      "h1h8"));
}

// FIDE 9.3: a claim is made in a game still going on; the mate ended it first.
TEST(GameChecker, NoFiftyMoveClaimOnTheMatingMove) {
    const std::string text =
        game("1-0", "80. Rh8# 1-0", "[SetUp \"1\"]\n[FEN \"k7/8/1K6/8/8/8/8/7R w - - 99 80\"]\n");
    const GameReport r = check_one(text);
    EXPECT_TRUE(r.diagnostics.empty()) << dump(r);
    EXPECT_TRUE(r.claims.empty()) << r.claims.size();
    EXPECT_EQ(r.termination, with_uci(Termination{TerminationKind::checkmate, 1, Side::white,
                                                  "80. Rh8#", "k6R/8/1K6/8/8/8/8/8 b - - 100 80",
                                                  Side::black, where(text, "Rh8#")},
                                      "h1h8"));
}

TEST(GameChecker, NoFiftyMoveClaimOnAStalemateStartPosition) {
    const std::string text =
        game("1/2-1/2", "1/2-1/2", "[SetUp \"1\"]\n[FEN \"k7/2Q5/1K6/8/8/8/8/8 b - - 100 60\"]\n");
    const GameReport r = check_one(text);
    EXPECT_TRUE(r.diagnostics.empty()) << dump(r);
    EXPECT_TRUE(r.claims.empty()) << r.claims.size();
    EXPECT_EQ(r.termination,
              (Termination{TerminationKind::stalemate, 0, Side::none, "",
                           "k7/2Q5/1K6/8/8/8/8/8 b - - 100 60", Side::black, where(text, "[FEN")}));
}

TEST(GameChecker, NoFiftyMoveClaimOnTheStalematingMove) {
    const GameReport r =
        check_one(game("1/2-1/2", "100. Qb6 1/2-1/2",
                       "[SetUp \"1\"]\n[FEN \"k7/8/2K5/8/8/8/8/1Q6 w - - 99 100\"]\n"));
    EXPECT_TRUE(r.diagnostics.empty()) << dump(r);
    EXPECT_TRUE(r.claims.empty()) << r.claims.size();
    EXPECT_EQ(r.termination.kind, TerminationKind::stalemate);
    EXPECT_EQ(r.termination.ply, 1U);
}

// The position ends the game itself, as checkmate does in FIDE 9.6.2.
TEST(GameChecker, StalemateOnTheSeventyFifthMoveTakesPrecedence) {
    const std::string text = game("1/2-1/2", "100. Qb6 Ka7 1/2-1/2",
                                  "[SetUp \"1\"]\n[FEN \"k7/8/2K5/8/8/8/8/1Q6 w - - 149 100\"]\n");
    const GameReport r = check_one(text);
    EXPECT_EQ(r.termination, with_uci(Termination{TerminationKind::stalemate, 1, Side::none,
                                                  "100. Qb6", "k7/8/1QK5/8/8/8/8/8 b - - 150 100",
                                                  Side::black, where(text, "Qb6")},
                                      "b1b6"));
    const Diagnostic d = only(r, RuleId::move_after_game_end);
    EXPECT_EQ(d.ply, 2U);
    EXPECT_EQ(d.where, where(text, "Ka7"));
    EXPECT_NE(d.message.find("100. Qb6 by stalemate"), std::string::npos) << d.message;
    // The fifty-move claim the FEN's clock allowed before the move stands.
    ASSERT_EQ(r.claims.size(), 1U);
    EXPECT_EQ(r.claims[0].ply, 0U);
}

TEST(GameChecker, IllegalMoveAfterSeventyFiveMovesIsAMoveAfterTheEnd) {
    const std::string text = game("1/2-1/2", "100. Rh2 Kc8 1/2-1/2",
                                  "[SetUp \"1\"]\n[FEN \"k7/8/8/8/8/8/8/K6R w - - 149 100\"]\n");
    const GameReport r = check_one(text);
    EXPECT_EQ(r.termination.kind, TerminationKind::seventyfive_moves);
    EXPECT_EQ(r.termination.ply, 1U);
    const Diagnostic d = only(r, RuleId::move_after_game_end);
    EXPECT_EQ(d.ply, 2U);
    EXPECT_EQ(d.where, where(text, "Kc8"));
    EXPECT_NE(d.message.find("75-move rule"), std::string::npos) << d.message;
    EXPECT_NE(d.message.find("illegal move: "), std::string::npos) << d.message;
}

TEST(GameChecker, AmbiguousMoveAfterADeadPositionIsAMoveAfterTheEnd) {
    // Bishops on a1 and c1 stand on squares of one colour: no mate is possible (FIDE 5.2.2).
    const std::string text = game("1/2-1/2", "1... Kxh5 2. Bb2 1/2-1/2",
                                  "[SetUp \"1\"]\n[FEN \"8/8/6k1/7N/8/8/8/B1B1K3 b - - 0 1\"]\n");
    const GameReport r = check_one(text);
    EXPECT_EQ(r.termination.kind, TerminationKind::insufficient_material);
    EXPECT_EQ(r.termination.ply, 1U);
    const Diagnostic d = only(r, RuleId::move_after_game_end);
    EXPECT_EQ(d.where, where(text, "Bb2"));
    EXPECT_NE(d.message.find("ambiguous move: it matches Bab2 and Bcb2"), std::string::npos)
        << d.message;
}

TEST(GameChecker, NullMoveInAStalemateIsAMoveAfterTheEnd) {
    const std::string text = game("1/2-1/2", "1. Qb6 -- 1/2-1/2",
                                  "[SetUp \"1\"]\n[FEN \"k7/8/2K5/8/8/8/8/1Q6 w - - 0 1\"]\n");
    const GameReport r = check_one(text);
    EXPECT_EQ(r.termination.kind, TerminationKind::stalemate);
    EXPECT_EQ(r.termination.ply, 1U);
    const Diagnostic d = only(r, RuleId::move_after_game_end);
    EXPECT_EQ(d.where, where(text, "--"));
}

TEST(GameChecker, DeadPositionByMaterialAndAMoveAfterIt) {
    const std::string text = game("1/2-1/2", "1. Kxd2 Ke7 1/2-1/2",
                                  "[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/3r4/4K3 w - - 0 1\"]\n");
    const GameReport r = check_one(text);
    EXPECT_EQ(
        r.termination,
        with_uci(Termination{TerminationKind::insufficient_material, 1, Side::none, "1. Kxd2",
                             "4k3/8/8/8/8/8/3K4/8 b - - 0 1", Side::black, where(text, "Kxd2")},
                 "e1d2"));
    const Diagnostic d = only(r, RuleId::move_after_game_end);
    EXPECT_EQ(d.ply, 2U);
    EXPECT_EQ(d.where, where(text, "Ke7"));
}

TEST(GameChecker, BishopsOnOneColourAreADeadPosition) {
    const GameReport r =
        check_one(game("1/2-1/2", "1. Bxe5 1/2-1/2",
                       "[SetUp \"1\"]\n[FEN \"4k3/8/8/4n3/8/2B5/8/4K2b w - - 0 1\"]\n"));
    EXPECT_EQ(r.termination.kind, TerminationKind::none) << "bishops on squares of both colours";
    const std::string text = game("1/2-1/2", "1. Bxe5 1/2-1/2",
                                  "[SetUp \"1\"]\n[FEN \"4k3/8/8/4n3/8/2B5/8/4K1b1 w - - 0 1\"]\n");
    const GameReport same_colour = check_one(text);
    EXPECT_EQ(
        same_colour.termination,
        with_uci(Termination{TerminationKind::insufficient_material, 1, Side::none, "1. Bxe5",
                             "4k3/8/8/4B3/8/8/8/4K1b1 b - - 0 1", Side::black, where(text, "Bxe5")},
                 "c3e5"));
}

TEST(GameChecker, MoveAfterCheckmateStopsTheLine) {
    const std::string text = game("0-1", "1. f3 e5 2. g4 Qh4# 3. Nc3 Nc6 0-1");
    const GameReport r = check_one(text);
    const Diagnostic d = only(r, RuleId::move_after_game_end);
    EXPECT_EQ(d.ply, 5U);
    EXPECT_EQ(d.where, where(text, "Nc3"));
    EXPECT_NE(d.message.find("2... Qh4# by checkmate"), std::string::npos) << d.message;
    EXPECT_EQ(r.plies, 4U);
    EXPECT_EQ(r.termination.ply, 4U);
}

// --- Moves -------------------------------------------------------------------------------

TEST(GameChecker, IllegalKnightMoveSaysWhy) {
    const std::string text = game("*", "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Nf5 Nf6 5. O-O Be7 *");
    const GameReport r = check_one(text);
    ASSERT_EQ(rules_of(r), (std::vector<RuleId>{RuleId::illegal_move, RuleId::unreplayable_line}))
        << dump(r);
    const Diagnostic& illegal = r.diagnostics[0];
    EXPECT_EQ(illegal.message,
              "4. Nf5: illegal move: no white knight can reach f5; did you mean Ng5 (the file one "
              "off; the next 3 moves are then legal)?");
    EXPECT_EQ(illegal.ply, 7U);
    EXPECT_EQ(illegal.where, where(text, "Nf5"));
    EXPECT_EQ(illegal.fen_before,
              "r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 4");
    const Diagnostic& rest = r.diagnostics[1];
    EXPECT_EQ(rest.ply, 8U);
    EXPECT_EQ(rest.move_number, 4U);
    EXPECT_EQ(rest.side, Side::black);
    EXPECT_EQ(rest.where, where(text, "Nf6"));
    EXPECT_EQ(r.plies, 6U);
}

TEST(GameChecker, PinnedKnightCannotMove) {
    const GameReport r = check_one(game("*", "1. e4 Nc6 2. d4 d6 3. Bb5 Ne5 *"));
    const Diagnostic d = only(r, RuleId::illegal_move);
    EXPECT_EQ(d.message,
              "3... Ne5: illegal move: the knight on c6 is pinned: moving it would expose the "
              "black king to check (FIDE 3.9); did you mean e5 (a piece letter too many)?");
}

TEST(GameChecker, CastlingThroughCheckIsIllegal) {
    const std::string text =
        game("*", "1. O-O *", "[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/6b1/4K2R w K - 0 1\"]\n");
    const Diagnostic d = only(check_one(text), RuleId::illegal_move);
    EXPECT_EQ(d.ply, 1U);
    EXPECT_EQ(d.where, where(text, "O-O"));
    EXPECT_NE(d.message.find("the king would pass through or land on an attacked square"),
              std::string::npos)
        << d.message;
}

TEST(GameChecker, EnPassantOneMoveTooLateIsIllegal) {
    const std::string text = game("*", "1. e4 Nf6 2. e5 d5 3. Nf3 Nc6 4. exd6 *");
    const Diagnostic d = only(check_one(text), RuleId::illegal_move);
    EXPECT_EQ(d.ply, 7U);
    EXPECT_EQ(d.message,
              "4. exd6: illegal move: there is nothing to capture on d6: en passant is allowed "
              "only on the move right after the pawn's two-square advance (FIDE 3.7.3.1); did you "
              "mean exf6 (another file)?");
}

TEST(GameChecker, EnPassantRightAfterTheDoubleStepIsLegal) {
    const GameReport r = check_one(game("*", "1. e4 Nf6 2. e5 d5 3. exd6 *"));
    EXPECT_TRUE(r.diagnostics.empty()) << dump(r);
    EXPECT_EQ(r.final_fen, "rnbqkb1r/ppp1pppp/3P1n2/8/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 3");
}

TEST(GameChecker, UnderpromotionAndPromotionWithoutEquals) {
    const std::string fen = "[SetUp \"1\"]\n[FEN \"8/P6k/8/8/8/8/8/K7 w - - 0 1\"]\n";
    const GameReport knight = check_one(game("*", "1. a8=N *", fen));
    EXPECT_TRUE(knight.diagnostics.empty()) << dump(knight);
    EXPECT_EQ(knight.final_fen, "N7/7k/8/8/8/8/8/K7 b - - 0 1");
    const GameReport rook = check_one(game("*", "1. a8R *", fen));
    const Diagnostic d = only(rook, RuleId::promotion_without_equals);
    EXPECT_EQ(d.severity, Severity::info);
    EXPECT_NE(d.message.find("a8=R"), std::string::npos) << d.message;
    const Diagnostic missing = only(check_one(game("*", "1. a8 *", fen)), RuleId::illegal_move);
    EXPECT_NE(missing.message.find("must be promoted"), std::string::npos) << missing.message;
}

TEST(GameChecker, Chess960CastlingWhereTheRookDoesNotMove) {
    const GameReport r = check_one(
        game("*", "1. O-O Ke7 *",
             "[Variant \"Chess960\"]\n[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/4KR2 w F - 0 1\"]\n"));
    EXPECT_TRUE(r.diagnostics.empty()) << dump(r);
    EXPECT_EQ(r.final_fen, "8/4k3/8/8/8/8/8/5RK1 w - - 2 2");
}

TEST(GameChecker, Chess960CastlingWhereKingAndRookSwap) {
    const GameReport r = check_one(game(
        "*", "1. O-O *",
        "[Variant \"Fischerandom\"]\n[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/5KR1 w G - 0 1\"]\n"));
    EXPECT_TRUE(r.diagnostics.empty()) << dump(r);
    EXPECT_EQ(r.final_fen, "4k3/8/8/8/8/8/8/5RK1 b - - 1 1");
}

TEST(GameChecker, Chess960CastlingOverASquareTheRookShieldsIsIllegal) {
    // The king crosses f1, where the white rook stands; lifted, it no longer shields f1 from the
    // rook on f8 (Chess960 castling: no square the king passes may be attacked, FIDE 3.8.2.2).
    const GameReport r = check_one(
        game("*", "1. O-O *",
             "[Variant \"Chess960\"]\n[SetUp \"1\"]\n[FEN \"4kr2/8/8/8/8/8/8/4KR2 w F - 0 1\"]\n"));
    const Diagnostic d = only(r, RuleId::illegal_move);
    EXPECT_NE(d.message.find("attacked square"), std::string::npos) << d.message;
}

TEST(GameChecker, AmbiguousMoveListsTheCandidates) {
    const std::string text = game("*", "1. Nf3 d5 2. d3 e5 3. Nd2 *");
    const Diagnostic d = only(check_one(text), RuleId::ambiguous_move);
    EXPECT_EQ(d.ply, 5U);
    EXPECT_EQ(d.candidates, (std::vector<std::string>{"Nbd2", "Nfd2"}));
    EXPECT_EQ(d.message,
              "3. Nd2: ambiguous move: it matches Nbd2 and Nfd2; add the origin file "
              "or rank (PGN 8.2.3.4)");
}

TEST(GameChecker, InvalidMoveSyntaxStopsTheLineAndSaysSoOnce) {
    const std::string text = game("*", "1. e4 Xz9 2. Nf3 Nc6 3. Bb5 *");
    const GameReport r = check_one(text);
    ASSERT_EQ(rules_of(r),
              (std::vector<RuleId>{RuleId::invalid_move_syntax, RuleId::unreplayable_line}))
        << dump(r);
    EXPECT_EQ(r.diagnostics[0].ply, 2U);
    EXPECT_EQ(r.diagnostics[0].where, where(text, "Xz9"));
    EXPECT_EQ(r.diagnostics[1].ply, 3U);
    EXPECT_EQ(r.diagnostics[1].where, where(text, "Nf3"));
    EXPECT_EQ(r.plies, 1U);
}

TEST(GameChecker, CheckSuffixes) {
    const std::string no_check = game("*", "1. e4+ e5 *");
    const Diagnostic wrong = only(check_one(no_check), RuleId::wrong_check_suffix);
    EXPECT_EQ(wrong.ply, 1U);
    EXPECT_EQ(wrong.message, "1. e4+: wrong check suffix: the move gives no check, write e4");
    const Diagnostic missing =
        only(check_one(game("*", "1. e4 e5 2. Bc4 Nc6 3. Bxf7 *")), RuleId::missing_check_suffix);
    EXPECT_EQ(missing.ply, 5U);
    const Diagnostic plus_for_mate =
        only(check_one(game("0-1", "1. f3 e5 2. g4 Qh4+ 0-1")), RuleId::missing_check_suffix);
    EXPECT_EQ(plus_for_mate.ply, 4U);
    const Diagnostic mate_for_check =
        only(check_one(game("*", "1. e4 e5 2. Bc4 Nc6 3. Bxf7# *")), RuleId::wrong_check_suffix);
    EXPECT_NE(mate_for_check.message.find("check but not mate"), std::string::npos);
}

TEST(GameChecker, NullMoveIsMadeAndFlagged) {
    const std::string text = game("*", "1. e4 -- 2. d4 *");
    const GameReport r = check_one(text);
    const Diagnostic d = only(r, RuleId::null_move);
    EXPECT_EQ(d.ply, 2U);
    EXPECT_EQ(d.where, where(text, "--"));
    EXPECT_EQ(r.plies, 3U);
}

TEST(GameChecker, WrongMoveNumber) {
    const std::string text = game("*", "1. e4 e5 3. Nf3 Nc6 4. Bb5 *");
    const Diagnostic d = only(check_one(text), RuleId::wrong_move_number);
    EXPECT_EQ(d.ply, 3U);
    EXPECT_EQ(d.where, where(text, "3. Nf3"));
}

TEST(GameChecker, NonCanonicalNotation) {
    EXPECT_EQ(only(check_one(game("*", "1. e4 d5 2. ed5 *")), RuleId::missing_capture_marker).ply,
              3U);
    EXPECT_EQ(
        only(check_one(game("*", "1. e4 e5 2. Nxf3 *")), RuleId::capture_marker_on_non_capture).ply,
        3U);
    EXPECT_EQ(only(check_one(game("*", "1. Ngf3 *")), RuleId::redundant_disambiguation).ply, 1U);
    EXPECT_EQ(
        only(check_one(game("*", "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. 0-0 *")), RuleId::zero_castling)
            .ply,
        7U);
}

// --- Variations --------------------------------------------------------------------------

TEST(GameChecker, IllegalMoveInsideAVariation) {
    const std::string text = game("*", "1. e4 e5 (1... Nf3) 2. Nf3 Nc6 *");
    const GameReport r = check_one(text);
    const Diagnostic d = only(r, RuleId::illegal_move);
    EXPECT_EQ(d.ply, 2U);
    EXPECT_EQ(d.variation_depth, 1U);
    EXPECT_EQ(d.where, where(text, "Nf3)"));
    EXPECT_EQ(r.plies, 4U);
}

TEST(GameChecker, VariationAfterAnIllegalMainLineMoveIsReplayed) {
    const std::string text = game("*", "1. e4 e5 2. Nf5 (2. Nf3 Nc6 3. Bb5+) 2... Nc6 *");
    const GameReport r = check_one(text);
    ASSERT_EQ(rules_of(r), (std::vector<RuleId>{RuleId::illegal_move, RuleId::wrong_check_suffix,
                                                RuleId::unreplayable_line}))
        << dump(r);
    EXPECT_EQ(r.diagnostics[0].variation_depth, 0U);
    EXPECT_EQ(r.diagnostics[1].ply, 5U);
    EXPECT_EQ(r.diagnostics[1].variation_depth, 1U);
    EXPECT_EQ(r.diagnostics[2].ply, 4U);
    EXPECT_EQ(r.diagnostics[2].where, where(text, "Nc6 *"));
    EXPECT_EQ(r.plies, 2U);
}

TEST(GameChecker, NestedVariationsReplayFromThePositionBeforeTheMoveTheyReplace) {
    const std::string text = game(
        "*", "1. e4 e5 2. Nf3 (2. Bc4 Nf6 (2... Nc6 3. Qh5 Nf6 4. Qxf7+) 3. d3) 2... Nc6 3. Bb5 *");
    const GameReport r = check_one(text);
    const Diagnostic d = only(r, RuleId::missing_check_suffix);
    EXPECT_EQ(d.ply, 7U);
    EXPECT_EQ(d.variation_depth, 2U);
    EXPECT_EQ(r.termination.kind, TerminationKind::none) << "a mate in a variation ends nothing";
    EXPECT_EQ(r.plies, 5U);
    EXPECT_EQ(r.final_fen, "r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3");
}

TEST(GameChecker, RepetitionsAndClaimsAreJudgedOnTheMainLineOnly) {
    const GameReport r = check_one(
        game("*", "1. Nf3 Nf6 (1... d5 2. Ng1 Nf6 3. Nf3 Ng8 4. Ng1 Nf6 5. Nf3 Ng8) 2. e4 *"));
    EXPECT_TRUE(r.diagnostics.empty()) << dump(r);
    EXPECT_TRUE(r.claims.empty());
}

// --- The last move's squares (what a diagram highlights) ---------------------------------

std::string uci_text(const UciMove& move) {
    std::array<char, kUciLength + 1> text;
    return {text.data(), format_uci(move, text)};
}

TEST(GameChecker, AFindingCarriesTheMoveBeforeItsPosition) {
    const GameReport r = check_one(game("*", "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. Ke5 *"));
    EXPECT_EQ(uci_text(only(r, RuleId::illegal_move).previous_uci), "f8c5")
        << "the last legal move, 3... Bc5";
    const GameReport first = check_one(game("*", "1. Ke2 *"));
    EXPECT_FALSE(only(first, RuleId::illegal_move).previous_uci.known()) << "the start position";
}

// UCI's spelling: castling as the king's move, or king takes rook in Chess960; a promotion
// with its piece.
TEST(GameChecker, CastlingAndPromotionAreRecordedAsUciWritesThem) {
    const GameReport castled = check_one(game("*", "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. O-O Kf3 *"));
    EXPECT_EQ(uci_text(only(castled, RuleId::illegal_move).previous_uci), "e1g1");
    const GameReport chess960 = check_one(
        game("*", "1. O-O Ka4 *", "[Variant \"Chess960\"]\n", "k7/8/8/8/8/8/8/4K2R w K - 0 1"));
    EXPECT_EQ(uci_text(only(chess960, RuleId::illegal_move).previous_uci), "e1h1");
    const GameReport promoted =
        check_one(game("*", "1. e8=Q Ka4 *", "", "8/4P3/8/8/8/8/k7/7K w - - 0 1"));
    EXPECT_EQ(uci_text(only(promoted, RuleId::illegal_move).previous_uci), "e7e8q");
}

TEST(GameChecker, AVariationsFirstMoveFollowsTheMoveBeforeTheOneItReplaces) {
    const GameReport r = check_one(game("*", "1. e4 e5 (1... Ke6) 2. Nf3 *"));
    const Diagnostic d = only(r, RuleId::illegal_move);
    EXPECT_EQ(d.variation_depth, 1U);
    EXPECT_EQ(uci_text(d.previous_uci), "e2e4");
}

TEST(GameChecker, ANullMoveLeavesTheMoveBeforeUnknown) {
    const GameReport r = check_one(game("*", "1. e4 -- 2. Ke3 *"));
    ASSERT_EQ(rules_of(r), (std::vector<RuleId>{RuleId::null_move, RuleId::illegal_move}))
        << dump(r);
    EXPECT_EQ(uci_text(r.diagnostics[0].previous_uci), "e2e4");
    EXPECT_FALSE(r.diagnostics[1].previous_uci.known()) << uci_text(r.diagnostics[1].previous_uci);
}

TEST(GameChecker, ClaimsCarryTheMoveThatMadeThePosition) {
    const GameReport r =
        check_one(game("*", "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. e4 *"));
    ASSERT_EQ(r.claims.size(), 1U) << dump(r);
    EXPECT_EQ(r.claims[0].move, "4... Ng8");
    EXPECT_EQ(uci_text(r.claims[0].uci), "f6g8");
    const GameReport fifty =
        check_one(game("*", "1. Ra3 *", "", "8/8/8/4k3/8/8/R7/4K3 w - - 99 1"));
    ASSERT_EQ(fifty.claims.size(), 1U) << dump(fifty);
    EXPECT_EQ(uci_text(fifty.claims[0].uci), "a2a3");
}

// --- Tags and results --------------------------------------------------------------------

TEST(GameChecker, ResultTagAndMarkerDisagree) {
    const std::string text = game("1-0", "1. e4 e5 0-1");
    const Diagnostic d = only(check_one(text), RuleId::result_mismatch);
    EXPECT_EQ(d.where, where(text, "0-1"));
}

TEST(GameChecker, MissingResultAndRosterTags) {
    const std::string text = "[Event \"x\"]\n[White \"A\"]\n\n1. e4 *\n";
    const GameReport r = check_one(text);
    ASSERT_EQ(rules_of(r),
              (std::vector<RuleId>{RuleId::missing_roster_tag, RuleId::missing_result}))
        << dump(r);
    EXPECT_EQ(r.diagnostics[0].message,
              "the Seven Tag Roster tags Site, Date, Round and Black are missing (PGN 8.1.1)");
    EXPECT_EQ(r.diagnostics[0].where, (Location{0, 1, 1}));
}

// A game a repeated tag name began after a tags-only game without a marker stays a game of its
// own only while that tag comes first: tags inserted before it would join the game before
// (found by the fix fuzz target), so they go right after it.
TEST(GameChecker, TagsAreInsertedAfterATagThatStartedAGameByRepeatingAName) {
    const std::string text = "[Black\n[Black \"\"]\r\n[ECO \"A00\"]";
    const std::vector<GameReport> reports = check_all(text);
    ASSERT_EQ(reports.size(), 2U);
    std::vector<Edit> edits;
    for (const Diagnostic& d : reports[1].diagnostics)
        edits.insert(edits.end(), d.fix.edits.begin(), d.fix.edits.end());
    const std::uint64_t after_black = text.find("]\r\n") + 1;
    EXPECT_EQ(edits, (std::vector<Edit>{
                         {after_black, 0,
                          "\r\n[Event \"?\"]\r\n[Site \"?\"]\r\n[Date \"????.??.??\"]\r\n[Round "
                          "\"?\"]\r\n[White \"?\"]"},
                         {text.find("[ECO"), 0, "[Result \"*\"]\r\n"},
                         {text.size(), 0, "\r\n\r\n*", true}}))
        << dump(reports[1]);
}

TEST(GameChecker, MalformedDateRoundAndResult) {
    const std::string text =
        "[Event \"T\"]\n[Site \"?\"]\n[Date \"2024-01-05\"]\n[Round \"R1\"]\n[White \"A\"]\n"
        "[Black \"B\"]\n[Result \"1:0\"]\n\n1. e4 *\n";
    const GameReport r = check_one(text);
    ASSERT_EQ(rules_of(r), (std::vector<RuleId>{RuleId::malformed_date, RuleId::malformed_round,
                                                RuleId::malformed_result}))
        << dump(r);
    EXPECT_EQ(r.diagnostics[0].where, where(text, "[Date"));
    EXPECT_EQ(r.diagnostics[1].where, where(text, "[Round"));
    EXPECT_EQ(r.diagnostics[2].where, where(text, "[Result"));
}

TEST(GameChecker, FenTagWithoutSetUp) {
    const std::string text = game(
        "*", "1. e4 *", "[FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\"]\n");
    const GameReport r = check_one(text);
    EXPECT_EQ(only(r, RuleId::fen_setup_mismatch).where, where(text, "[FEN"));
    EXPECT_TRUE(r.replayed);
}

TEST(GameChecker, InvalidFenTagStopsTheReplay) {
    const std::string text =
        game("*", "1. e4 *", "[SetUp \"1\"]\n[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n");
    const GameReport r = check_one(text);
    EXPECT_FALSE(r.replayed);
    ASSERT_FALSE(r.diagnostics.empty());
    EXPECT_EQ(r.diagnostics.back().rule, RuleId::invalid_fen_tag) << dump(r);
    EXPECT_EQ(r.diagnostics.back().where, where(text, "[FEN"));
    EXPECT_EQ(r.plies, 0U);
}

TEST(GameChecker, UnsupportedVariantIsReportedNotReplayed) {
    const GameReport r =
        check_one(game("*", "1. e4 e5 2. Qh5 Ke7 *", "[Variant \"Crazyhouse\"]\n"));
    EXPECT_EQ(only(r, RuleId::unsupported_variant).severity, Severity::info);
    EXPECT_FALSE(r.replayed);
    const GameReport from_position =
        check_one(game("*", "1. e4 *", "[Variant \"From Position\"]\n"));
    EXPECT_TRUE(from_position.replayed);
}

TEST(GameChecker, SyntaxErrorsBecomeDiagnostics) {
    const std::string text = game("*", "1. e4 {unclosed e5 *");
    const GameReport r = check_one(text);
    const Diagnostic d = only(r, RuleId::unterminated_comment);
    EXPECT_EQ(d.where, where(text, "{"));
}

TEST(GameChecker, EveryGameIsReportedAndTheCheckerIsReused) {
    const std::string text = game("0-1", "1. f3 e5 2. g4 Qh4 0-1") + "\n" +
                             game("*", "1. e4 e5 2. Nf5 *") + "\n" + game("1-0", "1. e4 1-0");
    const std::vector<GameReport> reports = check_all(text);
    ASSERT_EQ(reports.size(), 3U);
    EXPECT_EQ(reports[0].index, 1U);
    EXPECT_EQ(reports[2].index, 3U);
    EXPECT_EQ(rules_of(reports[1]), std::vector<RuleId>{RuleId::illegal_move});
    EXPECT_TRUE(reports[2].diagnostics.empty()) << dump(reports[2]);
    EXPECT_EQ(reports[2].termination.kind, TerminationKind::none);
    EXPECT_EQ(reports[2].plies, 1U);
}

// A finding inside a variation says so, PGN's way: the move it replaces, then its moves up to
// the finding's, nested variations inside.
TEST(GameChecker, AVariationFindingNamesItsVariation) {
    const GameReport r = check_one(
        game("*",
             "1. e4 e5 2. Nf3 Nc6 (2... Nf6 3. Nxe5 d6 4. Bc5 (4. Nf3 Nxe4 5. Bd7)) (2... d6 "
             "3. Bc4 Bg4 4. Nxe5 Bxd1 5. Bxf7 Ke7) (2... a6 3. Qh9) *"));
    ASSERT_EQ(r.diagnostics.size(), 4U) << dump(r);
    EXPECT_EQ(r.diagnostics[0].message,
              "in the variation 2... Nc6 (2... Nf6 ... 4. Bc5): 4. Bc5: illegal move: no white "
              "bishop can reach c5; did you mean Bc4 (the rank one off) or Bb5+ (the file one "
              "off)?");
    EXPECT_EQ(r.diagnostics[1].message,
              "in the variation 2... Nc6 (2... Nf6 ... 4. Bc5 (4. Nf3 ... 5. Bd7)): 5. Bd7: "
              "illegal move: no white bishop can reach d7; did you mean Bd3 (another rank)?");
    EXPECT_EQ(r.diagnostics[1].variation_depth, 2U);
    EXPECT_EQ(r.diagnostics[2].message,
              "in the variation 2... Nc6 (2... d6 ... 5. Bxf7): 5. Bxf7: missing check suffix: "
              "the move gives check, write Bxf7+");
    EXPECT_EQ(r.diagnostics[3].message,
              "in the variation 2... Nc6 (2... a6 3. Qh9): 3. Qh9: not a move in SAN (PGN 8.2.3)");
    EXPECT_EQ(r.diagnostics[3].rule, RuleId::invalid_move_syntax);
}

// "g1f3" names squares, not a SAN move: said so, with the SAN when the move is legal.
TEST(GameChecker, ACoordinateMoveIsToldAsSuchWithItsSan) {
    const GameReport r = check_one(game("*", "1. e4 e5 2. g1f3 Nc6 (2... Nf6 3. g1c3) *"));
    ASSERT_GE(r.diagnostics.size(), 1U) << dump(r);
    EXPECT_EQ(r.diagnostics[0].rule, RuleId::illegal_move);
    EXPECT_EQ(r.diagnostics[0].message,
              "2. g1f3: this is coordinate notation, not SAN (PGN 8.2.3): write Nf3");
    const GameReport castle = check_one(game("*", "1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6 4. e1g1 *"));
    ASSERT_GE(castle.diagnostics.size(), 1U) << dump(castle);
    EXPECT_EQ(castle.diagnostics[0].message,
              "4. e1g1: this is coordinate notation, not SAN (PGN 8.2.3): write O-O");
    const GameReport illegal = check_one(game("*", "1. e2e5 *"));
    ASSERT_GE(illegal.diagnostics.size(), 1U) << dump(illegal);
    EXPECT_EQ(illegal.diagnostics[0].message,
              "1. e2e5: this is coordinate notation, not SAN (PGN 8.2.3), and no legal move goes "
              "from e2 to e5");
}

TEST(GameChecker, LegalMovesInCoordinateOrLongAlgebraicNotationAreNamedSo) {
    const GameReport r = check_one(game("*", "1. e2e4 e5 2. Ng1f3 Nb8-c6 3. d2-d4 Ngf6 *"));
    std::vector<std::string> messages;
    for (const Diagnostic& d : r.diagnostics) {
        if (d.rule == RuleId::redundant_disambiguation) messages.push_back(d.message);
    }
    EXPECT_EQ(messages,
              (std::vector<std::string>{
                  "1. e2e4: this is coordinate notation, not SAN (PGN 8.2.3); the standard form "
                  "is e4",
                  "2. Ng1f3: this is long algebraic notation, not SAN (PGN 8.2.3); the standard "
                  "form is Nf3",
                  "2... Nb8-c6: this is long algebraic notation, not SAN (PGN 8.2.3); the "
                  "standard form is Nc6",
                  "3. d2-d4: this is long algebraic notation, not SAN (PGN 8.2.3); the standard "
                  "form is d4",
                  "3... Ngf6: more of the origin square than needed; the standard form is Nf6"}))
        << dump(r);
}

TEST(GameChecker, OneMissingRosterTagIsNamedInTheSingular) {
    const GameReport r = check_one(
        "[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"A\"]\n[Black \"B\"]\n"
        "[Result \"*\"]\n\n1. e4 *\n");
    ASSERT_EQ(r.diagnostics.size(), 1U) << dump(r);
    EXPECT_EQ(r.diagnostics[0].message, "the Seven Tag Roster tag Event is missing (PGN 8.1.1)");
}

}  // namespace
}  // namespace pgnlint::lint
