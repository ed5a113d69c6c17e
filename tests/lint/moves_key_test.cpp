// GameReport::moves_key (`check --duplicates`): equal for the same moves from the same start
// however they are written, a prefix exactly where one game's moves begin another's, and absent
// where the main line was not replayed to its end.
#include <gtest/gtest.h>

#include <string>

#include "checker_fixtures.h"

namespace pgnlint::lint {
namespace {

using fixtures::check_one;

GameCheckerOptions with_key() {
    GameCheckerOptions options;
    options.moves_key = true;
    return options;
}

std::string key_of(const std::string& text) {
    return check_one(text, with_key()).moves_key;
}

TEST(MovesKey, AbsentUnlessAskedFor) {
    EXPECT_EQ(check_one("1. e4 e5 *").moves_key, "");
    // e2 e4, e7 e5: squares 12 28 52 36 in the base64 alphabet.
    EXPECT_EQ(key_of("1. e4 e5 *"), "Mc0k");
}

TEST(MovesKey, TheSameMovesWrittenDifferentlyHaveOneKey) {
    const std::string plain = key_of("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *");
    EXPECT_EQ(plain.size(), 12U);  // two characters a ply
    EXPECT_EQ(key_of("1.e4 e5 2.Ng1f3 {a comment} Nc6 $1 (2... d6) 3. Bb5+? a6 1-0"), plain);
    EXPECT_EQ(key_of("[Event \"x\"]\n[Result \"*\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *"), plain);
}

TEST(MovesKey, OneGameBeginsAnotherExactlyWhenItsKeyIsAPrefix) {
    const std::string shorter = key_of("1. d4 Nf6 2. c4 e6 *");
    const std::string longer = key_of("1. d4 Nf6 2. c4 e6 3. Nf3 d5 1/2-1/2");
    const std::string other = key_of("1. d4 Nf6 2. c4 g6 *");
    EXPECT_TRUE(longer.starts_with(shorter));
    EXPECT_NE(longer, shorter);
    EXPECT_FALSE(other.starts_with(shorter));
    EXPECT_FALSE(longer.starts_with(other));
}

TEST(MovesKey, PromotionsCastlingAndNullMovesAreTold) {
    const std::string fen = "[SetUp \"1\"]\n[FEN \"8/P6k/8/8/8/8/8/K7 w - - 0 1\"]\n\n";
    const std::string queen = key_of(fen + "1. a8=Q *");
    const std::string knight = key_of(fen + "1. a8=N *");
    EXPECT_NE(queen, knight);
    EXPECT_TRUE(queen.ends_with("q"));
    EXPECT_TRUE(knight.ends_with("n"));
    // A promotion's third character never runs into the next move's: a8=Q then a king move is
    // not a8=N then anything.
    EXPECT_FALSE(key_of(fen + "1. a8=Q Kg6 *").starts_with(knight));
    EXPECT_NE(key_of("1. e4 e5 2. Nf3 Nf6 3. Bc4 Bc5 4. O-O O-O *"),
              key_of("1. e4 e5 2. Nf3 Nf6 3. Bc4 Bc5 4. Kf1 O-O *"));
    EXPECT_TRUE(key_of("1. e4 -- 2. d4 *").find("..") != std::string::npos);
}

TEST(MovesKey, TheStartIsPartOfTheKey) {
    const std::string e1 = "[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\"]\n\n";
    const std::string d1 = "[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/3K4 w - - 0 1\"]\n\n";
    const std::string from_e1 = key_of(e1 + "1. e4 Kd7 2. Kd2 *");
    EXPECT_EQ(from_e1.rfind("|4k3/8/8/8/8/8/4P3/4K3 w - -|", 0), 0U) << from_e1;
    EXPECT_FALSE(from_e1.starts_with(key_of(d1 + "1. e4 Kd7 *")));
    // The clocks are not part of the start; blanks between the fields are one blank.
    EXPECT_EQ(
        key_of("[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3  w - - 7 30\"]\n\n1. e4 Kd7 2. Kd2 *"),
        from_e1);
    // No standard game's key can begin with a set-up game's: '|' is no move's character.
    EXPECT_EQ(key_of("1. e4 *").find('|'), std::string::npos);
}

TEST(MovesKey, NoKeyWhereTheMainLineStopped) {
    EXPECT_EQ(key_of("1. e4 e5 2. Ke3 Ke6 3. Kf5 *"), "");
    // An illegal move in a variation leaves the main line whole.
    EXPECT_EQ(key_of("1. e4 e5 (1... Ke6) 2. Nf3 *"), key_of("1. e4 e5 2. Nf3 *"));
}

}  // namespace
}  // namespace pgnlint::lint
