// The vectorised byte searches, each way of classifying a block (byte by byte, SSE2, AVX2) and the
// symbol scanner agree with plain byte loops over the byte classes (kClass) for every byte
// value, at every position, across 64-byte blocks and near the end of the text (where the
// scanner must not read past it).
#include "pgnlint/pgn/lexical.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace pgnlint::pgn::lexical {
namespace {

const char* run_end(const char* p, const char* end, std::uint8_t cls) {
    while (p < end && has(*p, cls)) ++p;
    return p;
}

// Mostly symbol and digit bytes, so runs are long enough to cross blocks; `seed` also mixes in
// every other byte value.
std::string text_of(std::size_t length, unsigned seed) {
    std::string text(length, '\0');
    std::uint32_t state = seed * 2654435761U + 1;
    for (char& c : text) {
        state = state * 1664525U + 1013904223U;
        const unsigned pick = state >> 24;
        if (pick < 100) {
            c = static_cast<char>('0' + pick % 10);
        } else if (pick < 200) {
            c = "eNxf3O-=+#/:_@Qa"[pick % 16];
        } else {
            c = static_cast<char>((state >> 8) & 0xFF);
        }
    }
    return text;
}

TEST(Lexical, FindFirstOfMatchesAByteLoopForEveryByteAndPosition) {
    for (int value = 0; value < 256; ++value) {
        for (std::size_t length : {1U, 15U, 16U, 17U, 31U, 32U, 33U, 40U, 70U}) {
            for (std::size_t at = 0; at < length; ++at) {
                std::string text(length, 'a');
                text[at] = static_cast<char>(value);
                // An exact-size heap copy, so ASan sees any read past the end.
                const auto owned = std::make_unique<char[]>(length);
                std::copy(text.begin(), text.end(), owned.get());
                const char* end = owned.get() + length;
                for (const char* from = owned.get(); from <= end; ++from) {
                    const char* expected = from;
                    while (expected < end && *expected != '}' && *expected != '\n' &&
                           *expected != '\r')
                        ++expected;
                    ASSERT_EQ((find_first_of<'}', '\n', '\r'>(from, end)), expected)
                        << "byte " << value << " at " << at << " of " << length;
                    ASSERT_EQ((find_first_of_in_long_run<'}', '\n', '\r'>(from, end)), expected)
                        << "long run: byte " << value << " at " << at << " of " << length;
#if defined(PGNLINT_PGN_HAVE_AVX2_PATH)
                    if (kHaveAvx2) {
                        ASSERT_EQ((find_first_of_avx2<'}', '\n', '\r'>(from, end)), expected)
                            << "avx2: byte " << value << " at " << at << " of " << length;
                    }
#endif
                }
            }
        }
    }
}

// Past 64 bytes the AVX2 search takes two loads a step: every match position and every start
// over one and two such steps and their tails, each searched byte and none.
TEST(Lexical, FindFirstOfInLongRunsMatchesAByteLoopOverTwoLoadSteps) {
    for (const char value : {'}', '\n', '\r', 'a'}) {
        for (std::size_t length = 63; length <= 130; ++length) {
            for (std::size_t at = 0; at < length; ++at) {
                const auto owned = std::make_unique<char[]>(length);
                std::fill(owned.get(), owned.get() + length, 'x');
                owned[at] = value;
                const char* end = owned.get() + length;
                for (const char* from = owned.get(); from <= end; ++from) {
                    const char* expected =
                        value != 'a' && from <= owned.get() + at ? owned.get() + at : end;
                    ASSERT_EQ((find_first_of_in_long_run<'}', '\n', '\r'>(from, end)), expected)
                        << "byte " << int{value} << " at " << at << " of " << length;
                }
            }
        }
    }
}

TEST(Lexical, SymbolScannerMatchesTheByteClassesEverywhere) {
    for (unsigned seed = 0; seed < 64; ++seed) {
        for (std::size_t length : {1U, 63U, 64U, 65U, 130U, 200U}) {
            const std::string text = text_of(length, seed);
            const auto owned = std::make_unique<char[]>(length);
            std::copy(text.begin(), text.end(), owned.get());
            const char* begin = owned.get();
            const char* end = begin + length;
            SymbolScanner scanner(begin, end);
            // Forwards, as the parser asks, and then from every position afresh.
            for (int pass = 0; pass < 2; ++pass) {
                for (const char* p = begin; p < end; ++p) {
                    if (pass == 1) scanner = SymbolScanner(begin, end);
                    ASSERT_EQ(scanner.symbol_end(p), run_end(p, end, kSymbol))
                        << "seed " << seed << " length " << length << " at " << p - begin;
                }
            }
        }
    }
}

TEST(Lexical, SymbolScannerClassifiesEveryByteValue) {
    for (int value = 0; value < 256; ++value) {
        for (std::size_t at : {0U, 15U, 16U, 63U, 64U, 100U}) {
            std::string text(130, 'e');
            text[at] = static_cast<char>(value);
            SymbolScanner scanner(text.data(), text.data() + text.size());
            const std::uint8_t cls = kClass[static_cast<unsigned char>(value)];
            const char* rest = text.data() + text.size();
            EXPECT_EQ(scanner.symbol_end(text.data() + at),
                      (cls & kSymbol) != 0 ? rest : text.data() + at)
                << value;
            // From the block's start, so the byte is tested in every lane of a block.
            if (at > 0) {
                const char* from = text.data() + (at & ~std::size_t{63});
                if (from == text.data() + at) continue;
                SymbolScanner fresh(text.data(), text.data() + text.size());
                EXPECT_EQ(fresh.symbol_end(from), (cls & kSymbol) != 0 ? rest : text.data() + at)
                    << value << " at " << at;
            }
        }
    }
}

// The parser reads a token whose first byte is a symbol start but no digit and no kDash as a
// move, so kDash must be on '-', the one such byte a result or text glyph can start with.
TEST(Lexical, DashIsTheOnlySymbolStartBesidesDigitsAndLetters) {
    for (int value = 0; value < 256; ++value) {
        const char c = static_cast<char>(value);
        const bool letter = (value >= 'a' && value <= 'z') || (value >= 'A' && value <= 'Z');
        EXPECT_EQ(has(c, kDash), value == '-') << value;
        if (has(c, kSymbolStart)) {
            EXPECT_TRUE(letter || has(c, kDigit | kDash)) << value;
        }
    }
}

// Each way of computing a block's mask, with the name a failure shows.
struct MaskWay {
    const char* name;
    std::uint64_t (*mask)(const char*);
};

std::vector<MaskWay> mask_ways() {
    std::vector<MaskWay> ways = {{"bytewise", not_symbol_mask_bytewise},
                                 {"chosen", not_symbol_mask}};
#if defined(__SSE2__)
    ways.push_back({"sse2", not_symbol_mask_sse2});
#endif
#if defined(PGNLINT_PGN_HAVE_AVX2_PATH)
    if (kHaveAvx2) ways.push_back({"avx2", not_symbol_mask_avx2});
#endif
    return ways;
}

// The mask straight from the byte classes, one byte at a time.
std::uint64_t expected_mask(const char* bytes) {
    std::uint64_t mask = 0;
    for (unsigned i = 0; i < 64; ++i) {
        if ((kClass[static_cast<unsigned char>(bytes[i])] & kSymbol) == 0)
            mask |= std::uint64_t{1} << i;
    }
    return mask;
}

TEST(Lexical, EveryMaskWayClassifiesEveryByteValueInEveryLane) {
    for (const MaskWay& way : mask_ways()) {
        for (int value = 0; value < 256; ++value) {
            for (const char background : {'e', ' ', '\0', '\xFF'}) {
                for (unsigned lane = 0; lane < 64; ++lane) {
                    // An exact-size heap block, so ASan sees any read outside it.
                    const auto block = std::make_unique<char[]>(64);
                    std::fill(block.get(), block.get() + 64, background);
                    block[lane] = static_cast<char>(value);
                    ASSERT_EQ(way.mask(block.get()), expected_mask(block.get()))
                        << way.name << " byte " << value << " lane " << lane;
                }
            }
        }
    }
}

#if defined(PGNLINT_PGN_HAVE_AVX2_PATH)
TEST(Lexical, NibbleTablesFindExactlyTheSetInEveryLane) {
    if (!kHaveAvx2) GTEST_SKIP() << "no AVX2 on this processor";
    static constexpr std::string_view kSet = "{;[()*\n\r-";
    constexpr NibbleTables kTables = nibble_tables(
        [](unsigned byte) { return kSet.find(static_cast<char>(byte)) != std::string_view::npos; });
    for (int value = 0; value < 256; ++value) {
        const bool member = kSet.find(static_cast<char>(value)) != std::string_view::npos;
        for (unsigned lane = 0; lane < 32; ++lane) {
            const auto block = std::make_unique<char[]>(32);
            std::fill(block.get(), block.get() + 32, 'e');
            block[lane] = static_cast<char>(value);
            ASSERT_EQ(bytes_in_set_avx2(block.get(), kTables), member ? 1U << lane : 0U)
                << "byte " << value << " lane " << lane;
        }
    }
}
#endif

TEST(Lexical, EveryMaskWayAgreesOnMixedBlocks) {
    for (const MaskWay& way : mask_ways()) {
        for (unsigned seed = 0; seed < 512; ++seed) {
            const std::string text = text_of(64, seed);
            ASSERT_EQ(way.mask(text.data()), expected_mask(text.data()))
                << way.name << " seed " << seed;
        }
    }
}

}  // namespace
}  // namespace pgnlint::pgn::lexical
