// Tag value formats (PGN standard 8.1.1) and the Variant tag's classification.
#include "pgnlint/lint/tag_checks.h"

#include <gtest/gtest.h>

namespace pgnlint::lint {
namespace {

TEST(TagChecks, Dates) {
    for (const char* good : {"2024.03.17", "1924.??.??", "????.??.??", "2024.02.29", "2000.02.29",
                             "????.02.29", "1851.06.21"}) {
        EXPECT_TRUE(is_valid_date(good)) << good;
    }
    for (const char* bad :
         {"2023.02.29", "1900.02.29", "2024-01-05", "2024", "2024.13.01", "2024.00.10",
          "2024.04.31", "2024.1.05", "", "2024.?1.05", "24.01.05"}) {
        EXPECT_FALSE(is_valid_date(bad)) << bad;
    }
}

TEST(TagChecks, Rounds) {
    for (const char* good : {"1", "12", "3.1", "1.2.3", "?", "-", "?.2", "5.?"}) {
        EXPECT_TRUE(is_valid_round(good)) << good;
    }
    for (const char* bad : {"", "R1", "1.", ".1", "1..2", "1 ", "??", "-.1", " 1 "}) {
        EXPECT_FALSE(is_valid_round(bad)) << bad;
    }
}

TEST(TagChecks, Results) {
    for (const char* good : {"1-0", "0-1", "1/2-1/2", "*"}) EXPECT_TRUE(is_result_value(good));
    for (const char* bad : {"", "1:0", "½-½", "1/2", "1-0 ", "0-0"}) {
        EXPECT_FALSE(is_result_value(bad)) << bad;
    }
}

TEST(TagChecks, Variants) {
    EXPECT_EQ(classify_variant(""), VariantRules::standard);
    EXPECT_EQ(classify_variant("Standard"), VariantRules::standard);
    EXPECT_EQ(classify_variant("From Position"), VariantRules::standard);
    for (const char* name : {"Chess960", "chess960", "Fischerandom", "fischerandom", "Chess 960",
                             "Freestyle", " Fischer Random "}) {
        EXPECT_EQ(classify_variant(name), VariantRules::chess960) << name;
    }
    for (const char* name : {"Crazyhouse", "atomic", "Antichess", "Horde", "King of the Hill",
                             "Three-check", "Racing Kings", "sittuyin", "suicide"}) {
        EXPECT_EQ(classify_variant(name), VariantRules::unsupported) << name;
    }
}

}  // namespace
}  // namespace pgnlint::lint
