// "Did you mean" for illegal, ambiguous and unreadable moves: one test per kind of slip (a file or
// rank one off, another piece letter, the letter case, the origin an ambiguous move left out, a
// move left out before, a move written once too often), the moves after the refused one deciding
// between readings, and nothing where nothing fits.
#include <gtest/gtest.h>

#include <array>
#include <string>
#include <vector>

#include "checker_fixtures.h"
#include "pgnlint/lint/uci_move.h"

namespace pgnlint::lint {
namespace {

using fixtures::check_one;
using fixtures::game;

// The one finding of `rule` in the game's report (a test failure when there is not exactly one).
Diagnostic only_finding(const GameReport& report, RuleId rule) {
    std::vector<Diagnostic> found;
    for (const Diagnostic& d : report.diagnostics) {
        if (d.rule == rule) found.push_back(d);
    }
    EXPECT_EQ(found.size(), 1U) << "findings of " << lint::rule(rule).code;
    return found.empty() ? Diagnostic{} : found.front();
}

// Each suggestion as "kind san uci why follows", for comparing whole lists.
std::vector<std::string> described(const std::vector<MoveSuggestion>& suggestions) {
    std::vector<std::string> out;
    for (const MoveSuggestion& s : suggestions) {
        std::array<char, kUciLength + 1> uci{};
        format_uci(s.uci, uci);
        out.push_back(std::string(suggestion_kind_name(s.kind)) + " " + s.san + " " + uci.data() +
                      " " + s.why + " " + std::to_string(s.follows));
    }
    return out;
}

TEST(MoveSuggestions, AFileOneOffAndTheMovesAfterItDecideBetweenTheNeighbours) {
    // Ng3 cannot be played; Nf3 and Nh3 are one file off, but only after Nf3 can 3. Nxe5 follow.
    const Diagnostic d = only_finding(check_one(game("*", "1. e4 e5 2. Ng3 Nc6 3. Nxe5 Nxe5 *")),
                                      RuleId::illegal_move);
    EXPECT_EQ(described(d.suggestions),
              (std::vector<std::string>{"replace Nf3 g1f3 the file one off 3"}));
    EXPECT_NE(d.message.find("; did you mean Nf3 (the file one off; the next 3 moves are then "
                             "legal)?"),
              std::string::npos)
        << d.message;
}

TEST(MoveSuggestions, ARankOneOffComesBeforeAPieceLetterTooMany) {
    // Nothing after 2... Nc6 tells Nf3 from f4: both are named, the commoner slip first.
    const Diagnostic d =
        only_finding(check_one(game("*", "1. e4 e5 2. Nf4 Nc6 *")), RuleId::illegal_move);
    EXPECT_EQ(described(d.suggestions),
              (std::vector<std::string>{"replace Nf3 g1f3 the rank one off 1",
                                        "replace f4 f2f4 a piece letter too many 1"}));
    EXPECT_NE(d.message.find("did you mean Nf3 (the rank one off; the next move is then legal) "
                             "or f4 (a piece letter too many; the next move is then legal)?"),
              std::string::npos)
        << d.message;
}

TEST(MoveSuggestions, AnotherPieceLetter) {
    // Bf3 cannot be played; Nf3 and Qf3 can, and only Nf3 lets 3. Nxe5 follow.
    const Diagnostic d =
        only_finding(check_one(game("*", "1. e4 e5 2. Bf3 Nc6 3. Nxe5 *")), RuleId::illegal_move);
    EXPECT_EQ(described(d.suggestions),
              (std::vector<std::string>{"replace Nf3 g1f3 another piece letter 2"}));
}

// f3 (one character too many) and Qf3 (one character different) fit as well as Nf3 does, but
// are no slip anyone makes more often than a letter's case.
TEST(MoveSuggestions, TheLetterCaseOfAnUnreadableMoveAndNoSlipOfNoKnownKindBesideIt) {
    const Diagnostic d =
        only_finding(check_one(game("*", "1. e4 e5 2. nf3 Nc6 *")), RuleId::invalid_move_syntax);
    EXPECT_EQ(described(d.suggestions),
              (std::vector<std::string>{"replace Nf3 g1f3 the letter case 1"}));
}

TEST(MoveSuggestions, TheOriginAnAmbiguousMoveLeftOutIsTheOneTheNextMovesNeed) {
    // Both knights can go to d2; only with the b1 knight there can the f3 knight go to h4.
    const Diagnostic d = only_finding(
        check_one(game("*", "1. d4 d5 2. Nf3 Nf6 3. Nd2 e6 4. Nh4 *")), RuleId::ambiguous_move);
    // Kd2 and Bd2 would let the same moves follow, but the move as written was a knight's.
    EXPECT_EQ(described(d.suggestions),
              (std::vector<std::string>{"replace Nbd2 b1d2 the origin left out 2"}));
    EXPECT_EQ(d.candidates, (std::vector<std::string>{"Nbd2", "Nfd2"}));
}

TEST(MoveSuggestions, AMoveLeftOutNamedWhenOnlyOneFits) {
    // Black's only move, Kb8, was not written: White's Rh7 stands in Black's place.
    const Diagnostic d = only_finding(
        check_one(game("1-0", "1... Rh7 2. Kc8 Rh8# 1-0", "", "k7/8/1K6/8/8/8/8/7R b - - 0 1")),
        RuleId::illegal_move);
    EXPECT_EQ(described(d.suggestions),
              (std::vector<std::string>{"insert Kb8 a8b8 a move left out before it 2"}));
    EXPECT_NE(d.message.find("; did you mean 1... Kb8 first (a move left out before it; then it "
                             "and the 2 moves after it are legal)?"),
              std::string::npos)
        << d.message;
}

TEST(MoveSuggestions, AMoveLeftOutWhereManyFitIsSaidWithoutNamingOne) {
    // Black's 2... Nc6 was not written: 2... Bb5 is White's move, and a6 and Ba4 follow it.
    const Diagnostic d =
        only_finding(check_one(game("*", "1. e4 e5 2. Nf3 Bb5 3. a6 Ba4 *")), RuleId::illegal_move);
    ASSERT_EQ(d.suggestions.size(), 1U);
    EXPECT_EQ(d.suggestions[0].kind, MoveSuggestion::Kind::insert);
    EXPECT_TRUE(d.suggestions[0].san.empty());
    EXPECT_FALSE(d.suggestions[0].uci.known());
    EXPECT_EQ(d.suggestions[0].follows, 2U);
    EXPECT_NE(d.message.find("did you mean a move of Black first (a move left out before it; "),
              std::string::npos)
        << d.message;
}

TEST(MoveSuggestions, AMoveWrittenTwice) {
    const Diagnostic d = only_finding(check_one(game("*", "1. e4 e5 2. Nf3 Nf3 Nc6 3. Bb5 *")),
                                      RuleId::illegal_move);
    EXPECT_EQ(described(d.suggestions),
              (std::vector<std::string>{"remove Nc6 b8c6 one move too many 2"}));
    EXPECT_NE(d.message.find("; did you mean leaving it out (one move too many; then 2... Nc6 "
                             "and the move after it are legal)?"),
              std::string::npos)
        << d.message;
}

TEST(MoveSuggestions, InAVariationTheMovesAfterItAreTheVariations) {
    const Diagnostic d =
        only_finding(check_one(game("*", "1. e4 e5 2. Nf3 (2. Ng3 Nc6 3. Nxe5) 2... Nc6 *")),
                     RuleId::illegal_move);
    EXPECT_EQ(described(d.suggestions),
              (std::vector<std::string>{"replace Nf3 g1f3 the file one off 2"}));
}

TEST(MoveSuggestions, NothingWhereNothingFits) {
    const Diagnostic d =
        only_finding(check_one(game("*", "1. e4 e5 2. Qxh7 Nc6 3. Bc4 *")), RuleId::illegal_move);
    EXPECT_TRUE(d.suggestions.empty());
    EXPECT_EQ(d.message.find("did you mean"), std::string::npos) << d.message;
}

TEST(MoveSuggestions, NoneForAMoveInCoordinatesOrAfterTheEnd) {
    // Coordinate notation is told what to write already; a move after mate is void, not a slip.
    const Diagnostic coordinates =
        only_finding(check_one(game("*", "1. e2e5 e5 *")), RuleId::illegal_move);
    EXPECT_NE(coordinates.message.find("coordinate notation"), std::string::npos)
        << coordinates.message;
    EXPECT_TRUE(coordinates.suggestions.empty());
    const GameReport after_mate = check_one(game("0-1", "1. f3 e5 2. g4 Qh4# 3. Nf3 0-1"));
    for (const Diagnostic& d : after_mate.diagnostics) EXPECT_TRUE(d.suggestions.empty());
}

}  // namespace
}  // namespace pgnlint::lint
