// Tests of sniff() and of the refusal of input that is not text where inputs are opened: text in
// every ASCII-compatible encoding passes, every magic number is named, NUL bytes and control
// bytes tell binary data apart, and a compressed stream's content is sniffed too.
#include "pgnlint/io/content_sniff.h"

#include <gtest/gtest.h>

#include <fstream>
#include <iterator>
#include <random>
#include <string>

#include "compress_for_tests.h"
#include "pgnlint/io/byte_source.h"

#include "../support/read_source.h"

namespace pgnlint::io {
namespace {

using namespace std::string_literals;

std::string file_bytes(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

std::string random_bytes(std::size_t size, unsigned seed) {
    std::mt19937 generator(seed);
    std::string bytes(size, '\0');
    for (char& c : bytes) c = static_cast<char>(generator() & 0xFF);
    return bytes;
}

// The message decompress_if_needed throws for `bytes` named `name`, or "" when it reads them.
std::string refusal_of(std::string bytes, const std::string& name = "in") {
    try {
        auto source = decompress_if_needed(std::make_unique<MemorySource>(std::move(bytes), name));
        pgnlint::testing::read_all(*source);
    } catch (const IoError& error) {
        return error.what();
    }
    return "";
}

TEST(Sniff, TextInEveryAsciiCompatibleEncodingIsText) {
    const std::string game = "[Event \"a\"]\n[White \"M\xfcller\"]\n\n1. e4 {ok} *\n";
    for (const std::string& text : {
             game,
             "\xEF\xBB\xBF" + game,                            // UTF-8 byte-order mark
             "[White \"M\xC3\xBCller\"]\r\n\r\n1. e4 *\r\n"s,  // UTF-8, CRLF
             "[White \"M\xfcller\"]\n\t1. e4\f\v *\n\x1A"s,    // Latin-1, TAB FF VT, DOS EOF
             "{\x1B[1mbold\x1B[0m} 1. e4 *\n"s,                // terminal colours
             "4k3/8/8/8/8/8/8/4K3 w - - 0 1\0\n8/8/8/8/8/8/8/K1k5 w - -\0\r\n"s,  // NUL-ended lines
             "8/8/8/8/8/8/8/K1k5 w - -\0"s,                                       // ... at the end
             "MZ is a name, not an executable\n"s,
             ""s,
         }) {
        const Sniffed sniffed = sniff(text);
        EXPECT_EQ(sniffed.refusal, Refusal::none) << sniffed.what << " for " << text;
        EXPECT_EQ(sniffed.compression, Compression::none);
    }
    const std::string sample = file_bytes(std::string(PGNLINT_TESTDATA_DIR) + "/sample.pgn");
    ASSERT_FALSE(sample.empty());
    EXPECT_EQ(sniff(sample).refusal, Refusal::none);
}

TEST(Sniff, DecodedCompressionIsNotARefusal) {
    EXPECT_EQ(sniff(testing::gzip("1. e4 *")).compression, Compression::gzip);
    EXPECT_EQ(sniff(testing::zstd("1. e4 *")).compression, Compression::zstd);
    EXPECT_EQ(sniff(testing::bzip2("1. e4 *")).compression, Compression::bzip2);
    EXPECT_EQ(sniff(testing::gzip("1. e4 *")).refusal, Refusal::none);
}

TEST(Sniff, EveryMagicNumberIsNamed) {
    const struct {
        std::string bytes;
        Refusal refusal;
        std::string what;
    } cases[] = {
        {"\xFD\x37zXZ\0\0\x04\xE6\xD6\xB4\x46"s, Refusal::unsupported_compression, "xz"},
        {"\x5D\0\0\x80\0\xFF\xFF\xFF"s, Refusal::unsupported_compression, "lzma"},
        {"\x04\x22\x4D\x18\x64\x40\xA7"s, Refusal::unsupported_compression, "lz4"},
        {"LZIP\x01\x0C"s, Refusal::unsupported_compression, "lzip"},
        {"\x1F\x9D\x90"s, Refusal::unsupported_compression, "compress"},
        {"PK\x03\x04\x14\0\0\0"s, Refusal::unsupported_compression, "zip archive"},
        {"PK\x05\x06\0\0\0\0"s, Refusal::unsupported_compression, "zip archive"},
        {"7z\xBC\xAF\x27\x1C\0\x04"s, Refusal::unsupported_compression, "7z archive"},
        {"Rar!\x1A\x07\x01\0"s, Refusal::unsupported_compression, "RAR archive"},
        {"\x7F\x45LF\x02\x01\x01"s, Refusal::input_not_text, "ELF"},
        {"\xCF\xFA\xED\xFE\x07\0\0\x01"s, Refusal::input_not_text, "Mach-O"},
        {"%PDF-1.7\n%\xE2\xE3\xCF\xD3\n"s, Refusal::input_not_text, "PDF"},
        {"\x89PNG\r\n\x1A\n\0\0\0\rIHDR"s, Refusal::input_not_text, "PNG"},
        {"\xFF\xD8\xFF\xE0\0\x10JFIF"s, Refusal::input_not_text, "JPEG"},
        {"GIF89a\x01\0\x01\0"s, Refusal::input_not_text, "GIF"},
        {"\xFF\xFE[\0E\0v\0"s, Refusal::input_not_text, "UTF-16"},
        {"\xFE\xFF\0[\0E"s, Refusal::input_not_text, "UTF-16"},
        {"\xFF\xFE\0\0[\0\0\0"s, Refusal::input_not_text, "UTF-32"},
    };
    for (const auto& c : cases) {
        const Sniffed sniffed = sniff(c.bytes);
        EXPECT_EQ(sniffed.refusal, c.refusal) << c.what;
        EXPECT_NE(sniffed.what.find(c.what), std::string::npos) << sniffed.what;
    }
    // A Windows executable: "MZ" and "PE\0\0" where the header's offset at 0x3C points.
    std::string pe(0x80, '\x01');
    pe.replace(0, 2, "MZ");
    pe.replace(0x3C, 4, "\x40\0\0\0"s);
    pe.replace(0x40, 4, "PE\0\0"s);
    EXPECT_EQ(sniff(pe).what, "a Windows executable (PE)");
}

TEST(Sniff, AStrayNulByteIsBinaryData) {
    const Sniffed sniffed = sniff("[Event \"a\"]\n1. e4\0 e5 *\n"s);
    EXPECT_EQ(sniffed.refusal, Refusal::input_not_text);
    EXPECT_EQ(sniffed.what, "binary data (a NUL byte at offset 17)");
    // One NUL that ends a line among others that do not.
    EXPECT_EQ(sniff("a\0\nb\0c\n"s).what, "binary data (a NUL byte at offset 4)");
}

TEST(Sniff, ControlBytesBeyondOneInThirtyTwoAreBinaryData) {
    std::string text(320, 'a');
    for (int i = 0; i < 10; ++i) text[static_cast<std::size_t>(i) * 32] = '\x01';
    EXPECT_EQ(sniff(text).refusal, Refusal::none);  // exactly 1 in 32
    text[5] = '\x02';
    EXPECT_EQ(sniff(text).what, "binary data (11 control bytes in its first 320)");
    // Only the first block counts.
    EXPECT_EQ(sniff(std::string(kSniffBytes, 'a') + std::string(1000, '\x01')).refusal,
              Refusal::none);
}

TEST(Sniff, RandomBytesAreBinaryDataWithOrWithoutNulBytes) {
    for (unsigned seed = 1; seed <= 20; ++seed) {
        std::string bytes = random_bytes(4096, seed);
        EXPECT_EQ(sniff(bytes).refusal, Refusal::input_not_text) << seed;
        std::erase(bytes, '\0');
        // Mostly an accidental magic number is ruled out by the first byte being text.
        bytes[0] = '[';
        EXPECT_EQ(sniff(bytes).refusal, Refusal::input_not_text) << seed;
        EXPECT_NE(sniff(bytes).what.find("control bytes"), std::string::npos) << seed;
    }
}

TEST(RefusalMessage, NamesTheInputWhatItIsTheRuleAndTheRemedy) {
    EXPECT_EQ(refusal_message("games.pgn.xz", sniff("\xFD\x37zXZ\0\0"s)),
              "games.pgn.xz: an xz-compressed file: pgnlint reads gzip, zstd and bzip2; "
              "decompress it first (xz -dc games.pgn.xz | pgnlint -) [unsupported-compression]");
    EXPECT_EQ(refusal_message("db.zip", sniff("PK\x03\x04"s)),
              "db.zip: a zip archive: pgnlint reads gzip, zstd and bzip2 streams, not archives; "
              "extract the games first (unzip -p db.zip | pgnlint -) [unsupported-compression]");
    EXPECT_EQ(refusal_message("ls.pgn", sniff("\x7F\x45LF\x02"s)),
              "ls.pgn: an ELF executable or library, not text; nothing in it is read "
              "[input-not-text]");
    EXPECT_EQ(refusal_message("-", sniff("\x7F\x45LF\x02"s), Compression::gzip),
              "-: an ELF executable or library inside a gzip stream, not text; nothing in it is "
              "read [input-not-text]");
    EXPECT_EQ(refusal_message("u.pgn", sniff("\xFF\xFE[\0"s)),
              "u.pgn: UTF-16 text (a byte-order mark FF FE): pgnlint reads UTF-8 and Latin-1; "
              "convert it first (iconv -f UTF-16 -t UTF-8 u.pgn | pgnlint -) [input-not-text]");
}

TEST(DecompressIfNeeded, RefusesWhatIsNotTextBeforeAnythingReadsIt) {
    EXPECT_EQ(refusal_of("\xFD\x37zXZ\0\0\x04"s, "-"),
              "-: an xz-compressed file: pgnlint reads gzip, zstd and bzip2; decompress it first "
              "(xz -dc - | pgnlint -) [unsupported-compression]");
    EXPECT_EQ(refusal_of(random_bytes(100000, 7), "r.pgn").substr(0, 20), "r.pgn: binary data (");
    EXPECT_EQ(refusal_of("[Event \"a\"]\n1. e4 *\n"), "");
}

TEST(DecompressIfNeeded, SniffsWhatACompressedStreamHolds) {
    const std::string elf = "\x7F\x45LF\x02\x01\x01\0\0\0\0\0\0\0\0\0"s + random_bytes(20000, 3);
    EXPECT_EQ(refusal_of(testing::gzip(elf), "ls.gz"),
              "ls.gz: an ELF executable or library inside a gzip stream, not text; nothing in "
              "it is read [input-not-text]");
    EXPECT_NE(refusal_of(testing::zstd(random_bytes(5000, 4))).find("inside a zstd stream"),
              std::string::npos);
    EXPECT_EQ(refusal_of(testing::gzip(testing::gzip("1. e4 *\n")), "twice.gz"),
              "twice.gz: a gzip-compressed file inside a gzip stream: pgnlint decodes one layer "
              "of compression; nothing in it is read [unsupported-compression]");
    EXPECT_EQ(refusal_of(testing::bzip2("1. e4 *\n")), "");
}

// A stream cut within its first decoded block: the text decoded before the cut is still read,
// then the error comes, as for a cut further on.
TEST(DecompressIfNeeded, AStreamCutInItsFirstBlockYieldsWhatWasDecoded) {
    std::string text;
    for (int i = 0; i < 40; ++i) text += "[Event \"" + std::to_string(i) + "\"]\n\n1. e4 *\n\n";
    ASSERT_LT(text.size(), kSniffBytes);
    const std::string packed = testing::gzip(text);
    auto source = decompress_if_needed(
        std::make_unique<MemorySource>(packed.substr(0, packed.size() - 12), "cut.gz"));
    std::string decoded;
    char buffer[256];
    EXPECT_THROW(
        {
            for (std::size_t n; (n = source->read(buffer, sizeof buffer)) != 0;)
                decoded.append(buffer, n);
        },
        IoError);
    EXPECT_FALSE(decoded.empty());
    EXPECT_EQ(text.compare(0, decoded.size(), decoded), 0);
}

}  // namespace
}  // namespace pgnlint::io
