// The same events, offsets included, whether a file is read plainly, gzip-, zstd- or
// bzip2-compressed, through tiny reads (buffer boundaries inside every token) or from stdin.
#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "../io/compress_for_tests.h"
#include "../support/edge_pgn_files.h"
#include "recording_visitor.h"

namespace pgnlint::pgn {
namespace {

using testing::RecordingVisitor;

std::string read_file(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream bytes;
    bytes << in.rdbuf();
    return bytes.str();
}

// Every testdata file, one after the other with a blank line between them.
std::string all_testdata() {
    std::string text;
    for (const auto& path : pgnlint::testing::edge_pgn_files()) text += read_file(path) + "\n\n";
    return text;
}

std::string transcript_of(io::ByteSource& source) {
    RecordingVisitor visitor(true);
    parse_stream(source, visitor);
    return visitor.transcript;
}

std::string transcript_of_bytes(std::string bytes,
                                std::size_t chunk = static_cast<std::size_t>(-1)) {
    auto source = io::decompress_if_needed(
        std::make_unique<io::MemorySource>(std::move(bytes), "<test>", chunk));
    return transcript_of(*source);
}

TEST(Sources, TestdataIsThere) {
    EXPECT_EQ(pgnlint::testing::edge_pgn_files().size(), 97U);
}

TEST(Sources, CompressedInputGivesTheSameEvents) {
    const std::string text = all_testdata();
    const std::string plain = transcript_of_bytes(text);
    EXPECT_GT(plain.size(), text.size());
    EXPECT_EQ(transcript_of_bytes(io::testing::gzip(text)), plain);
    EXPECT_EQ(transcript_of_bytes(io::testing::zstd(text)), plain);
    EXPECT_EQ(transcript_of_bytes(io::testing::bzip2(text)), plain);
    EXPECT_EQ(transcript_of_bytes(io::testing::gzip(text), 61), plain);  // small compressed reads
}

TEST(Sources, EveryFileGivesTheSameEventsThroughOneByteReads) {
    for (const auto& path : pgnlint::testing::edge_pgn_files()) {
        const std::string text = read_file(path);
        EXPECT_EQ(transcript_of_bytes(text, 1), transcript_of_bytes(text)) << path;
    }
}

TEST(Sources, AllFilesTogetherThroughOddSizedReads) {
    const std::string text = all_testdata();
    const std::string plain = transcript_of_bytes(text);
    for (std::size_t chunk : {3, 17, 4099})
        EXPECT_EQ(transcript_of_bytes(text, chunk), plain) << chunk;
}

TEST(Sources, StdinGivesTheSameEventsAsAFile) {
    const std::string text = all_testdata();
    const std::string path = ::testing::TempDir() + "pgnlint_sources_test.pgn.zst";
    std::ofstream(path, std::ios::binary) << io::testing::zstd(text);
    const std::string from_file = transcript_of(*io::open_input(path));
    ASSERT_NE(std::freopen(path.c_str(), "rb", stdin), nullptr);
    const std::string from_stdin = transcript_of(*io::open_input("-"));
    std::remove(path.c_str());
    EXPECT_EQ(from_stdin, from_file);
    EXPECT_EQ(from_file, transcript_of_bytes(text));
}

TEST(Sources, TruncatedCompressedInputDeliversTheGamesBeforeTheDamage) {
    const std::string text = all_testdata();
    const std::string packed = io::testing::gzip(text);
    io::MemorySource truncated(packed.substr(0, packed.size() / 2), "half.pgn.gz");
    auto source =
        io::decompress_if_needed(std::make_unique<io::MemorySource>(std::move(truncated)));
    RecordingVisitor visitor;
    EXPECT_THROW(parse_stream(*source, visitor), io::IoError);
    EXPECT_NE(visitor.transcript.find("begin_game 100 "), std::string::npos);
}

}  // namespace
}  // namespace pgnlint::pgn
