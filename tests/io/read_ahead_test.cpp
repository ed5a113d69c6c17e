// Tests of decoding on a thread of its own: the same bytes whatever the buffer and read sizes,
// errors after the bytes before them, progress, and stopping before the end of the input.
#include "read_ahead.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <string>

#include "compress_for_tests.h"
#include "pgnlint/io/byte_source.h"

#include "../support/read_source.h"

namespace pgnlint::io {
namespace {

using pgnlint::testing::read_all;

std::string numbered_lines(std::size_t count) {
    std::string text;
    for (std::size_t i = 0; i < count; ++i) text += "line " + std::to_string(i * 7919) + "\n";
    return text;
}

TEST(ReadAhead, HandsOutTheSameBytesWhateverTheBufferAndReadSizes) {
    const std::string text = numbered_lines(3000);
    for (const std::size_t buffer_bytes : {std::size_t{7}, std::size_t{977}, std::size_t{65536}}) {
        for (const std::size_t source_chunk : {std::size_t{13}, std::size_t{100000}}) {
            for (const std::size_t read_size : {std::size_t{1}, std::size_t{4093}}) {
                auto source = read_ahead(std::make_unique<MemorySource>(text, "m", source_chunk),
                                         buffer_bytes);
                EXPECT_TRUE(read_all(*source, read_size) == text)
                    << buffer_bytes << " " << source_chunk << " " << read_size;
                char byte = 0;
                EXPECT_EQ(source->read(&byte, 1), 0U);  // the end stays the end
            }
        }
    }
    auto empty = read_ahead(std::make_unique<MemorySource>(""), 16);
    char byte = 0;
    EXPECT_EQ(empty->read(&byte, 1), 0U);
    EXPECT_EQ(empty->read(&byte, 0), 0U);
}

TEST(ReadAhead, DecodesCompressedInputOnItsOwnThreadToTheSameBytes) {
    const std::string a = numbered_lines(30000);
    const std::string b = "[Event \"second frame\"]\n1. d4 *\n";
    for (const auto compress : {testing::gzip, testing::zstd, testing::bzip2}) {
        auto source = decompress_if_needed(
            std::make_unique<MemorySource>(compress(a) + compress(b), "two.pgn.x", 1000),
            Decoding::on_own_thread);
        EXPECT_EQ(source->name(), "two.pgn.x");
        EXPECT_TRUE(read_all(*source, 65537) == a + b);
    }
    // Plain input is not worth a thread: its bytes come through unchanged either way.
    auto plain = decompress_if_needed(std::make_unique<MemorySource>(a), Decoding::on_own_thread);
    EXPECT_TRUE(read_all(*plain, 100) == a);
}

TEST(ReadAhead, ThrowsTheErrorAfterTheBytesReadBeforeIt) {
    const std::string first = numbered_lines(30000);
    const std::string second = numbered_lines(40000);
    const std::string packed_second = testing::zstd(second);
    const std::string packed =
        testing::zstd(first) + packed_second.substr(0, packed_second.size() / 2);
    auto source = decompress_if_needed(std::make_unique<MemorySource>(packed, "cut.pgn.zst"),
                                       Decoding::on_own_thread);
    std::string out;
    std::string buffer(3000, '\0');
    try {
        for (std::size_t n; (n = source->read(buffer.data(), buffer.size())) > 0;)
            out.append(buffer, 0, n);
        ADD_FAILURE() << "no error for a truncated stream";
    } catch (const IoError& error) {
        EXPECT_NE(std::string(error.what()).find("cut.pgn.zst: truncated zstd"), std::string::npos)
            << error.what();
    }
    EXPECT_GE(out.size(), first.size());
    EXPECT_TRUE(out == (first + second).substr(0, out.size()));
    EXPECT_THROW(source->read(buffer.data(), buffer.size()), IoError);  // and again after that
}

TEST(ReadAhead, ReportsTheRawBytesItsThreadHasConsumed) {
    const std::string text = numbered_lines(50000);
    const std::string packed = testing::zstd(text);
    auto source = decompress_if_needed(std::make_unique<MemorySource>(packed, "p", 4096),
                                       Decoding::on_own_thread);
    EXPECT_EQ(source->raw_size(), packed.size());
    std::uint64_t last = 0;
    std::string buffer(10000, '\0');
    while (source->read(buffer.data(), buffer.size()) > 0) {
        const std::uint64_t now = source->raw_bytes_read().value_or(0);
        EXPECT_GE(now, last);
        EXPECT_LE(now, packed.size());
        last = now;
    }
    EXPECT_EQ(source->raw_bytes_read(), packed.size());
}

TEST(ReadAhead, CanBeDestroyedBeforeTheEndOfItsInput) {
    const std::string text = numbered_lines(200000);
    for (const std::size_t consumed : {std::size_t{0}, std::size_t{1}, std::size_t{5000}}) {
        auto source = read_ahead(std::make_unique<MemorySource>(text, "m", 512), 1024);
        std::string buffer(consumed, '\0');
        std::size_t got = 0;
        while (got < consumed) {
            const std::size_t n = source->read(buffer.data() + got, consumed - got);
            ASSERT_GT(n, 0U);
            got += n;
        }
        EXPECT_TRUE(buffer == text.substr(0, consumed));
    }  // each source's thread is stopped and joined here, though most of the text is unread
}

}  // namespace
}  // namespace pgnlint::io
