// The one edit distance (optimal string alignment) and the choice of the one suggestion.
#include "pgnlint/text/suggest.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace pgnlint::text {
namespace {

TEST(EditDistance, CountsInsertionsDeletionsAndSubstitutions) {
    EXPECT_EQ(edit_distance("", ""), 0U);
    EXPECT_EQ(edit_distance("", "abc"), 3U);
    EXPECT_EQ(edit_distance("abc", ""), 3U);
    EXPECT_EQ(edit_distance("select", "select"), 0U);
    EXPECT_EQ(edit_distance("slect", "select"), 1U);    // an insertion
    EXPECT_EQ(edit_distance("seleect", "select"), 1U);  // a deletion
    EXPECT_EQ(edit_distance("selest", "select"), 1U);   // a substitution
    EXPECT_EQ(edit_distance("kitten", "sitting"), 3U);
}

TEST(EditDistance, ANeighbourSwapIsOneEditNotTwo) {
    EXPECT_EQ(edit_distance("selcet", "select"), 1U);
    EXPECT_EQ(edit_distance("ab", "ba"), 1U);
    // Optimal string alignment: a swapped pair is not edited again (Damerau would give 2).
    EXPECT_EQ(edit_distance("ca", "abc"), 3U);
}

TEST(EditDistance, LetterCaseCountsUnlessIgnored) {
    EXPECT_EQ(edit_distance("M001", "m001"), 1U);
    EXPECT_EQ(edit_distance("M001", "m001", LetterCase::ignored), 0U);
    EXPECT_EQ(edit_distance("Illegal-Move", "illegal-move", LetterCase::ignored), 0U);
    // Only ASCII letters fold: digits and punctuation are compared as they are.
    EXPECT_EQ(edit_distance("a-1", "A_1", LetterCase::ignored), 1U);
}

TEST(Closest, NamesTheOneNearWord) {
    const std::vector<std::string> words = {"check", "rules", "report", "scan"};
    EXPECT_EQ(closest("rule", words), "rules");
    EXPECT_EQ(closest("chekc", words), "check");
    EXPECT_EQ(closest("reprot", words), "report");
}

TEST(Closest, NothingWhenTooFarExactOrTied) {
    const std::vector<std::string> words = {"check", "rules", "fen", "pen"};
    EXPECT_EQ(closest("winnable", words), std::nullopt);  // far from every word
    EXPECT_EQ(closest("check", words), std::nullopt);     // the word itself is no typo
    EXPECT_EQ(closest("ben", words), std::nullopt);       // fen and pen tie
    // Short words allow one edit, words of five or more two.
    EXPECT_EQ(closest("xy", {std::vector<std::string>{"ab"}}), std::nullopt);
    EXPECT_EQ(closest("chxxk", words), "check");
    EXPECT_EQ(closest("cxxk", {std::vector<std::string>{"cook"}}), std::nullopt);
    // Never a word as far as it is long: "a" is one edit from "b" but means nothing like it.
    EXPECT_EQ(closest("a", {std::vector<std::string>{"b"}}), std::nullopt);
}

}  // namespace
}  // namespace pgnlint::text
