// Tests of the byte sources: decompression by magic bytes (gzip, zstd, bzip2, concatenated
// members), truncated and corrupt streams, files, stdin and error messages.
#include "pgnlint/io/byte_source.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <cstdio>
#include <fstream>
#include <string>
#include <utility>

#include "compress_for_tests.h"

#include "../support/read_source.h"

namespace pgnlint::io {
namespace {

using pgnlint::testing::read_all;

std::string pgn_text() {
    std::string text;
    for (int i = 0; i < 2000; ++i) {
        text +=
            "[Event \"Game " + std::to_string(i) + "\"]\n\n1. e4 e5 2. Nf3 {comment} Nc6 1-0\n\n";
    }
    return text;
}

std::string decode(std::string bytes, std::size_t source_chunk = static_cast<std::size_t>(-1),
                   std::size_t read_chunk = 4096) {
    auto source =
        decompress_if_needed(std::make_unique<MemorySource>(std::move(bytes), "mem", source_chunk));
    return read_all(*source, read_chunk);
}

TEST(DetectCompression, RecognisesMagicBytesOnly) {
    EXPECT_EQ(detect_compression("\x1f\x8b\x08\x00"), Compression::gzip);
    EXPECT_EQ(detect_compression("\x28\xb5\x2f\xfd"), Compression::zstd);
    EXPECT_EQ(detect_compression("BZh9"), Compression::bzip2);
    EXPECT_EQ(detect_compression("BZh0"), Compression::none);
    EXPECT_EQ(detect_compression("[Eve"), Compression::none);
    EXPECT_EQ(detect_compression(""), Compression::none);
    EXPECT_EQ(detect_compression("\x1f"), Compression::none);
}

TEST(MemorySource, HandsOutChunksAndEnds) {
    MemorySource source("abcdefg", "m", 3);
    char buffer[10];
    EXPECT_EQ(source.read(buffer, 10), 3U);
    EXPECT_EQ(source.read(buffer, 2), 2U);
    EXPECT_EQ(source.read(buffer, 10), 2U);
    EXPECT_EQ(source.read(buffer, 10), 0U);
    EXPECT_EQ(source.name(), "m");
}

TEST(Decompression, PlainInputPassesThroughUnchanged) {
    const std::string text = pgn_text();
    EXPECT_TRUE(decode(text) == text);
    EXPECT_EQ(decode("ab"), "ab");  // shorter than any magic number
    EXPECT_EQ(decode(""), "");
}

TEST(Decompression, EachFormatDecodesWhateverTheChunking) {
    const std::string text = pgn_text();
    for (const std::string& packed :
         {testing::gzip(text), testing::zstd(text), testing::bzip2(text)}) {
        EXPECT_TRUE(decode(packed) == text);
        EXPECT_TRUE(decode(packed, 1, 7) == text);    // one compressed byte at a time
        EXPECT_TRUE(decode(packed, 333, 1) == text);  // one decoded byte at a time
    }
}

TEST(Decompression, ConcatenatedMembersFramesAndStreamsAreAllRead) {
    const std::string a = pgn_text();
    const std::string b = "[Event \"second part\"]\n1. d4 *\n";
    EXPECT_TRUE(decode(testing::gzip(a) + testing::gzip(b)) == a + b);
    EXPECT_TRUE(decode(testing::zstd(a) + testing::zstd(b)) == a + b);
    EXPECT_TRUE(decode(testing::bzip2(a) + testing::bzip2(b)) == a + b);
    EXPECT_TRUE(decode(testing::gzip(a) + testing::gzip(b), 5, 100) == a + b);
    EXPECT_TRUE(decode(testing::bzip2(a) + testing::bzip2(b), 5, 100) == a + b);
}

// Games whose moves and comments vary (a fixed-seed generator), so that the text compresses to
// several of the decompressors' input reads rather than to a few hundred bytes.
std::string varied_pgn_text(std::size_t bytes) {
    static constexpr const char* kMoves[] = {"e4",  "d5",  "Nf3", "exd5", "Qxd5", "Nc3", "Qa5",
                                             "Bc4", "O-O", "h6",  "Rfe1", "Kh8",  "g4+", "a8=Q"};
    std::string text;
    std::uint32_t state = 12345;
    const auto next = [&state] { return (state = state * 1103515245U + 12345U) >> 8; };
    for (int game = 0; text.size() < bytes; ++game) {
        text += "[Event \"Game " + std::to_string(game) + "\"]\n\n";
        for (int move = 1; move < 40; ++move) {
            text += std::to_string(move) + ". " + kMoves[next() % 14] + " " + kMoves[next() % 14];
            text += next() % 4 == 0 ? " {[%clk 0:0" + std::to_string(next() % 10) + ":" +
                                          std::to_string(next() % 60) + "]} "
                                    : " ";
        }
        text += "1-0\n\n";
    }
    return text;
}

TEST(Decompression, LongStreamsDecodeTheSameBytesWhateverTheReadSizes) {
    const std::string a = varied_pgn_text(std::size_t{3} << 19);
    const std::string b = varied_pgn_text(std::size_t{1} << 18);
    for (const auto compress : {testing::gzip, testing::zstd, testing::bzip2}) {
        const std::string packed = compress(a) + compress(b);
        ASSERT_GT(packed.size(), std::size_t{1} << 17);  // several input reads
        for (const std::size_t read_size :
             {std::size_t{4093}, std::size_t{65536}, std::size_t{65537}, std::size_t{200003}}) {
            EXPECT_TRUE(decode(packed, static_cast<std::size_t>(-1), read_size) == a + b)
                << read_size;
        }
        EXPECT_TRUE(decode(packed, 70001, 131075) == a + b);
    }
}

// The bytes decoded before the damage are delivered, then an IoError names the input. The
// damage is in a second member/frame/stream, so the first one decodes in full.
template <typename Compress>
void expect_truncation_reported(Compress compress, std::string_view format) {
    const std::string first = pgn_text();
    const std::string second = "[Event \"cut\"]\n1. d4 d5 *\n" + pgn_text();
    const std::string packed_second = compress(second);
    const std::string packed = compress(first) + packed_second.substr(0, packed_second.size() / 2);
    auto source = decompress_if_needed(std::make_unique<MemorySource>(packed, "games.pgn.x"));
    std::string out;
    std::string buffer(1000, '\0');
    try {
        for (std::size_t n; (n = source->read(buffer.data(), buffer.size())) > 0;) {
            out.append(buffer, 0, n);
        }
        ADD_FAILURE() << format << ": no error for a truncated stream";
    } catch (const IoError& error) {
        EXPECT_NE(std::string(error.what()).find("games.pgn.x: truncated " + std::string(format)),
                  std::string::npos)
            << error.what();
    }
    EXPECT_GE(out.size(), first.size()) << format;
    EXPECT_TRUE(out == (first + second).substr(0, out.size())) << format;
}

TEST(Decompression, TruncatedStreamIsAnIoErrorAfterTheDecodedData) {
    expect_truncation_reported(testing::gzip, "gzip");
    expect_truncation_reported(testing::zstd, "zstd");
    expect_truncation_reported(testing::bzip2, "bzip2");
}

TEST(Decompression, CorruptStreamIsAnIoError) {
    std::string packed = testing::gzip(pgn_text());
    for (std::size_t i = 20; i < 60; ++i) packed[i] = static_cast<char>(packed[i] ^ 0x5a);
    EXPECT_THROW(decode(packed), IoError);
    std::string z = testing::zstd(pgn_text());
    for (std::size_t i = 10; i < 40; ++i) z[i] = static_cast<char>(z[i] ^ 0x5a);
    EXPECT_THROW(decode(z), IoError);
    std::string bz = testing::bzip2(pgn_text());
    for (std::size_t i = 10; i < 40; ++i) bz[i] = static_cast<char>(bz[i] ^ 0x5a);
    EXPECT_THROW(decode(bz), IoError);
}

// What a source hands out before its IoError, and whether one came.
std::pair<std::string, bool> read_until_error(const std::string& packed, std::size_t source_chunk,
                                              std::size_t read_chunk) {
    auto source = decompress_if_needed(std::make_unique<MemorySource>(packed, "mem", source_chunk));
    std::string out;
    std::string buffer(read_chunk, '\0');
    try {
        for (std::size_t n; (n = source->read(buffer.data(), buffer.size())) > 0;)
            out.append(buffer, 0, n);
    } catch (const IoError&) {
        return {out, true};
    }
    return {out, false};
}

// Every block decoded before the corrupt one is handed out, however the reads fall: zstd does
// not count what a failing call wrote before failing, so this depends on how it is called.
TEST(Decompression, ZstdHandsOutTheSameBlocksBeforeCorruptionWhateverTheReadSizes) {
    const std::string text = varied_pgn_text(std::size_t{3} << 19);
    const std::string clean = testing::zstd(text);
    int errors = 0;
    for (const std::size_t at : {clean.size() / 5, clean.size() / 2, clean.size() * 4 / 5}) {
        std::string packed = clean;
        for (std::size_t i = at; i < at + 8; ++i) packed[i] = '\xff';
        const auto [reference, failed] = read_until_error(packed, 1000000, 131072);
        if (!failed) continue;  // the damage went unseen until the checksum
        ++errors;
        EXPECT_TRUE(text.compare(0, reference.size(), reference) == 0) << at;
        for (const auto& [source_chunk, read_chunk] :
             {std::pair<std::size_t, std::size_t>{4093, 1000}, {65536, 65536}, {7, 131075}}) {
            const auto [out, also_failed] = read_until_error(packed, source_chunk, read_chunk);
            EXPECT_TRUE(also_failed);
            EXPECT_EQ(out.size(), reference.size())
                << at << " " << source_chunk << " " << read_chunk;
        }
    }
    EXPECT_GT(errors, 0);
}

TEST(OpenInput, MissingFileIsAnIoErrorNamingIt) {
    try {
        open_input("/nonexistent/dir/games.pgn");
        FAIL() << "no error";
    } catch (const IoError& error) {
        EXPECT_EQ(std::string(error.what()),
                  "/nonexistent/dir/games.pgn: cannot open: No such file or directory");
    }
    EXPECT_THROW(open_input(PGNLINT_TESTDATA_DIR), IoError);  // a directory
}

TEST(OpenInput, CompressedFileIsRecognisedWhateverItsName) {
    const std::string text = pgn_text();
    const std::string path = ::testing::TempDir() + "pgnlint_io_test_misnamed.pgn";
    std::ofstream(path, std::ios::binary) << testing::zstd(text);
    auto source = open_input(path);
    EXPECT_EQ(source->name(), path);
    EXPECT_TRUE(read_all(*source) == text);
    std::remove(path.c_str());
}

TEST(OpenInput, DashReadsCompressedStdin) {
    const std::string text = pgn_text();
    const std::string path = ::testing::TempDir() + "pgnlint_io_test_stdin.gz";
    std::ofstream(path, std::ios::binary) << testing::gzip(text);
    ASSERT_NE(std::freopen(path.c_str(), "rb", stdin), nullptr);
    auto source = open_input("-");
    EXPECT_EQ(source->name(), "-");
    EXPECT_TRUE(read_all(*source) == text);
    std::remove(path.c_str());
}

}  // namespace
}  // namespace pgnlint::io
