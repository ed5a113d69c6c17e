// UTF-8 validation and the Windows-1252 code page (pgn/text_encoding.h): every byte decodes to one
// character and encodes back to itself, and the validator finds the first bad byte wherever it
// stands, across the sixteen-byte ASCII skip.
#include "pgnlint/pgn/text_encoding.h"

#include <gtest/gtest.h>

#include <string>

namespace pgnlint::pgn {
namespace {

TEST(TextEncoding, FirstInvalidUtf8FindsTheFirstBadByteWhereverItStands) {
    EXPECT_EQ(first_invalid_utf8(""), std::string_view::npos);
    EXPECT_EQ(first_invalid_utf8("plain ASCII text"), std::string_view::npos);
    EXPECT_EQ(first_invalid_utf8("M\xc3\xbcller \xe2\x80\xa6 \xf0\x9f\x98\x80"),
              std::string_view::npos);
    for (std::size_t lead = 0; lead < 200; lead += lead < 40 ? 1 : 7) {
        const std::string ascii(lead, 'a');
        EXPECT_EQ(first_invalid_utf8(ascii + "\xfc"
                                             "ller"),
                  lead)
            << lead;
        EXPECT_EQ(first_invalid_utf8(ascii + "\xc3\xbc" + std::string(20, 'b') + "\xe9"), lead + 22)
            << lead;
        EXPECT_EQ(first_invalid_utf8(ascii + "\xc3"), lead) << "cut sequence " << lead;
        EXPECT_EQ(first_invalid_utf8(ascii + "\xed\xa0\x80"), lead) << "surrogate " << lead;
        EXPECT_EQ(first_invalid_utf8(ascii + "\xc0\xaf"), lead) << "overlong " << lead;
    }
}

TEST(TextEncoding, Windows1252DecodesEveryByteAndEncodesItBack) {
    std::string all;
    for (int byte = 0; byte < 256; ++byte) all.push_back(static_cast<char>(byte));
    std::string decoded;
    append_windows_1252_as_utf8(all, decoded);
    EXPECT_EQ(first_invalid_utf8(decoded), std::string_view::npos);
    std::string encoded;
    ASSERT_TRUE(append_utf8_as_windows_1252(decoded, encoded));
    EXPECT_EQ(encoded, all);
    std::string text;
    append_windows_1252_as_utf8("M\xfcller \x80 \x93quoted\x94 \x81", text);
    EXPECT_EQ(text, "M\xc3\xbcller \xe2\x82\xac \xe2\x80\x9cquoted\xe2\x80\x9d \xc2\x81");
}

TEST(TextEncoding, CharactersWindows1252HasNotDoNotEncode) {
    std::string out;
    EXPECT_FALSE(append_utf8_as_windows_1252("a\xe2\x86\x92", out));  // U+2192, an arrow
    EXPECT_EQ(out, "a");
    out.clear();
    EXPECT_FALSE(append_utf8_as_windows_1252("\xc2\x80", out));  // U+0080 is not 0x80 (U+20AC)
    out.clear();
    EXPECT_FALSE(append_utf8_as_windows_1252("\xfc", out));  // not UTF-8 at all
}

}  // namespace
}  // namespace pgnlint::pgn
