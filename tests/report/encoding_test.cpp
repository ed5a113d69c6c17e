// The byte-level encoders: UTF-8 validation at its edges, base64 round trips, and escaping for
// JSON (checked by parsing back with simdjson), terminals, XML, GitHub commands and URIs.
#include "text_encoding.h"

#include <gtest/gtest.h>
#include <simdjson.h>

#include <stdexcept>
#include <string>

namespace pgnlint::report::encoding {
namespace {

std::string to_string(const fmt::memory_buffer& buffer) {
    return {buffer.data(), buffer.size()};
}

template <typename Encoder>
std::string encode(Encoder encoder, std::string_view bytes) {
    fmt::memory_buffer out;
    encoder(out, bytes);
    return to_string(out);
}

std::string base64_decode(std::string_view text) {
    const std::string alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    if (text.size() % 4 != 0) throw std::invalid_argument("base64 length");
    std::string bytes;
    for (std::size_t i = 0; i < text.size(); i += 4) {
        std::uint32_t group = 0;
        int padding = 0;
        for (std::size_t k = 0; k < 4; ++k) {
            group <<= 6;
            if (text[i + k] == '=') {
                ++padding;
                continue;
            }
            const auto value = alphabet.find(text[i + k]);
            if (value == std::string::npos) throw std::invalid_argument("base64 digit");
            group |= static_cast<std::uint32_t>(value);
        }
        bytes.push_back(static_cast<char>(group >> 16));
        if (padding < 2) bytes.push_back(static_cast<char>((group >> 8) & 0xFF));
        if (padding < 1) bytes.push_back(static_cast<char>(group & 0xFF));
    }
    return bytes;
}

// What a JSON consumer gets back from append_json_text: the string, or the base64-decoded bytes.
std::string json_text_round_trip(std::string_view bytes) {
    const std::string json = encode(append_json_text, bytes);
    simdjson::dom::parser parser;
    const simdjson::dom::element element = parser.parse(json);
    if (element.is_string()) return std::string(std::string_view(element));
    return base64_decode(std::string_view(element["bytes"]));
}

TEST(Utf8, AcceptsWellFormedAndRejectsEveryIllFormedKind) {
    EXPECT_TRUE(is_valid_utf8(""));
    EXPECT_TRUE(is_valid_utf8("plain ASCII text longer than eight bytes"));
    EXPECT_TRUE(is_valid_utf8("\xc3\xa9\xe2\x82\xac\xf0\x9f\x98\x80"));      // é € 😀
    EXPECT_TRUE(is_valid_utf8("\xed\x9f\xbf\xef\xbf\xbf\xf4\x8f\xbf\xbf"));  // edges
    EXPECT_FALSE(is_valid_utf8("M\xfcller"));                                // Latin-1
    EXPECT_FALSE(is_valid_utf8("\xc0\xaf"));                                 // overlong
    EXPECT_FALSE(is_valid_utf8("\xe0\x80\xaf"));                             // overlong
    EXPECT_FALSE(is_valid_utf8("\xed\xa0\x80"));                             // surrogate
    EXPECT_FALSE(is_valid_utf8("\xf4\x90\x80\x80"));                         // above U+10FFFF
    EXPECT_FALSE(is_valid_utf8("abcdefgh\xc3"));                             // truncated at the end
    EXPECT_FALSE(is_valid_utf8("\x80"));                                     // lone continuation
}

TEST(Base64, MatchesRfc4648Vectors) {
    EXPECT_EQ(encode(append_base64, ""), "");
    EXPECT_EQ(encode(append_base64, "f"), "Zg==");
    EXPECT_EQ(encode(append_base64, "fo"), "Zm8=");
    EXPECT_EQ(encode(append_base64, "foo"), "Zm9v");
    EXPECT_EQ(encode(append_base64, "foobar"), "Zm9vYmFy");
}

TEST(JsonText, ValidUtf8IsAStringAndInvalidBytesRoundTripThroughBase64) {
    EXPECT_EQ(encode(append_json_text, "Kasparov"), "\"Kasparov\"");
    EXPECT_EQ(encode(append_json_text, "M\xfcller"), "{\"bytes\":\"TfxsbGVy\"}");
    for (const std::string_view bytes :
         {std::string_view("M\xfcller, J\xf6rg"), std::string_view("\xff"),
          std::string_view("\xc3\xa9 caf\xe9", 7), std::string_view("nul\0byte\xfe", 9),
          std::string_view("\xc5\x81ukasz \xc3\x9cnal")}) {
        EXPECT_EQ(json_text_round_trip(bytes), bytes);
    }
}

TEST(JsonString, EscapesEveryControlCharacterAndParsesBack) {
    std::string all_controls;
    for (int c = 0; c < 0x20; ++c) all_controls.push_back(static_cast<char>(c));
    all_controls += "\"\\/\x7f\xc3\xa9";
    const std::string json = encode(append_json_string, all_controls);
    for (const char c : json) EXPECT_GE(static_cast<unsigned char>(c), 0x20);
    EXPECT_EQ(json_text_round_trip(all_controls), all_controls);
    EXPECT_EQ(encode(append_json_string, "a\"b\\c\n\t\x1b"), "\"a\\\"b\\\\c\\n\\t\\u001b\"");
}

TEST(JsonString, ReplacesInvalidBytesWithReplacementCharacter) {
    EXPECT_EQ(encode(append_json_string, "M\xfcller"), "\"M\xef\xbf\xbdller\"");
    EXPECT_EQ(encode(append_json_escaped, "x\xff\"y"), "x\xef\xbf\xbd\\\"y");
}

TEST(DisplayText, ShowsControlsAsEscapesAndKeepsValidNonAscii) {
    EXPECT_EQ(encode(append_display_text, "a\nb\tc\r\x1b[31m\x7f"), "a\\nb\\tc\\r\\x1B[31m\\x7F");
    EXPECT_EQ(encode(append_display_text, "\xc5\x81ukasz"), "\xc5\x81ukasz");
    EXPECT_EQ(encode(append_display_text, "M\xfcller"), "M\xef\xbf\xbdller");
    EXPECT_EQ(encode(append_display_text,
                     "\xc2\x9b"
                     "2J"),
              "\\u009B2J");  // C1 CSI
}

TEST(XmlText, EscapesMarkupAndDropsWhatXmlCannotCarry) {
    const auto text = [](std::string_view bytes) {
        fmt::memory_buffer out;
        append_xml_text(out, bytes, false);
        return to_string(out);
    };
    const auto attribute = [](std::string_view bytes) {
        fmt::memory_buffer out;
        append_xml_text(out, bytes, true);
        return to_string(out);
    };
    EXPECT_EQ(text("<a & 'b' \"c\">"), "&lt;a &amp; &apos;b&apos; &quot;c&quot;&gt;");
    EXPECT_EQ(text("line\nnext\ttab"), "line\nnext\ttab");
    EXPECT_EQ(attribute("line\nnext\ttab\r"), "line&#10;next&#9;tab&#13;");
    EXPECT_EQ(text("nul\x01"
                   "x\xff\xef\xbf\xbf"),
              "nul\xef\xbf\xbdx\xef\xbf\xbd\xef\xbf\xbd");
    EXPECT_EQ(text("\xc3\xa9t\xc3\xa9"), "\xc3\xa9t\xc3\xa9");
}

TEST(Github, MessageAndPropertyEscaping) {
    EXPECT_EQ(encode(append_github_message, "100% a:b,c\r\nd"), "100%25 a:b,c%0D%0Ad");
    EXPECT_EQ(encode(append_github_property, "100% a:b,c\r\nd"), "100%25 a%3Ab%2Cc%0D%0Ad");
    EXPECT_EQ(encode(append_github_property, "M\xfc.pgn"), "M\xef\xbf\xbd.pgn");
}

TEST(FileUri, PercentEncodesAllButUnreservedAndSlash) {
    EXPECT_EQ(encode(append_file_uri, "games/2024 WCh.pgn"), "games/2024%20WCh.pgn");
    EXPECT_EQ(encode(append_file_uri, "a:b#c%\xfc"), "a%3Ab%23c%25%FC");
    EXPECT_EQ(encode(append_file_uri, "/abs/x.pgn"), "file:///abs/x.pgn");
}

}  // namespace
}  // namespace pgnlint::report::encoding
