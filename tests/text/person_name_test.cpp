// loose_name_key: the spellings a scorer or a program gives one name agree; different names don't.
#include "pgnlint/text/person_name.h"

#include <gtest/gtest.h>

namespace {

using pgnlint::text::loose_name_key;

TEST(LooseNameKey, IgnoresCaseAccentsPunctuationAndWordOrder) {
    EXPECT_EQ(loose_name_key("Müller, Jörg"), "jorg muller");
    EXPECT_EQ(loose_name_key("Jörg Müller"), "jorg muller");
    EXPECT_EQ(loose_name_key("MULLER,JORG"), "jorg muller");
    EXPECT_EQ(loose_name_key("  Muller ,  Jorg. "), "jorg muller");
    EXPECT_EQ(loose_name_key("Kovács, Anna"), loose_name_key("KOVACS Anna"));
    EXPECT_EQ(loose_name_key("Søndergaard, Ida"), "ida sondergaard");
    EXPECT_EQ(loose_name_key("Łukasz Żółw"), "lukasz zolw");
    EXPECT_EQ(loose_name_key("Straße"), "strasse");
}

TEST(LooseNameKey, KeepsApostrophesInsideWordsAndHyphensApart) {
    EXPECT_EQ(loose_name_key("O'Brien, Sean"), "obrien sean");
    EXPECT_EQ(loose_name_key("O’Brien, Sean"), "obrien sean");
    EXPECT_EQ(loose_name_key("Vachier-Lagrave, Maxime"), "lagrave maxime vachier");
}

TEST(LooseNameKey, TellsDifferentNamesApart) {
    EXPECT_NE(loose_name_key("Müller, Jörg"), loose_name_key("Müller, Jens"));
    EXPECT_NE(loose_name_key("Anna Kovács"), loose_name_key("Anna Kovac"));
}

TEST(LooseNameKey, KeepsLettersItCannotFoldAndDropsBrokenBytes) {
    EXPECT_EQ(loose_name_key("Иванов, Иван"), "Иван Иванов");
    EXPECT_EQ(loose_name_key("M\xFCller"), "mller");  // a Latin-1 byte is no letter here
    EXPECT_EQ(loose_name_key("?, -"), "");
}

}  // namespace
