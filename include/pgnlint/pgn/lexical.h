// Byte classes of PGN's import format (PGN standard section 7), shared by the game splitter
// and the parser so both cut tokens the same way.
#pragma once

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string_view>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif
#if defined(__x86_64__) && defined(__SSE2__)
#include <immintrin.h>
#define PGNLINT_PGN_HAVE_AVX2_PATH 1
#endif

namespace pgnlint::pgn::lexical {

enum : std::uint8_t {
    kSpace = 1,        // space, tab, vertical tab, form feed (not line ends)
    kLineEnd = 2,      // LF, CR
    kSymbolStart = 4,  // letters, digits, '-' (null move "--")
    kSymbol = 8,       // letters, digits and _ + # = : - / (PGN 7: symbol continuation)
    kDigit = 16,
    kGlyph = 32,  // '!' '?' (attached to a move or standalone)
    kDash = 64,   // '-': besides digits, the one symbol start that may begin no move ("-+")
};

inline constexpr std::array<std::uint8_t, 256> kClass = [] {
    std::array<std::uint8_t, 256> table{};
    for (unsigned char c : std::string_view(" \t\v\f")) table[c] |= kSpace;
    table['\n'] |= kLineEnd;
    table['\r'] |= kLineEnd;
    for (int c = 'a'; c <= 'z'; ++c) table[c] |= kSymbolStart | kSymbol;
    for (int c = 'A'; c <= 'Z'; ++c) table[c] |= kSymbolStart | kSymbol;
    for (int c = '0'; c <= '9'; ++c) table[c] |= kSymbolStart | kSymbol | kDigit;
    // '@' is not in PGN 7 but is how variants write drops (N@f3); the reader passes it on.
    for (unsigned char c : std::string_view("_+#=:-/@")) table[c] |= kSymbol;
    table['-'] |= kSymbolStart | kDash;
    table['!'] |= kGlyph;
    table['?'] |= kGlyph;
    return table;
}();

// The bytes of the evaluation glyphs below other than U+221E: the parser reads a run of them
// that starts with + or = as one token.
inline bool is_evaluation_glyph_byte(char c) {
    return c == '+' || c == '-' || c == '/' || c == '=';
}

// Evaluation glyphs written as text instead of NAGs ("+-" for $18), as many editors export
// them; 0 when the token is none of them.
inline std::uint8_t evaluation_glyph_nag(std::string_view token) {
    constexpr struct {
        std::string_view text;
        std::uint8_t nag;
    } kGlyphs[] = {{"=", 10},   {"+=", 14},  {"=+", 15}, {"+/=", 14}, {"=/+", 15},
                   {"+/-", 16}, {"-/+", 17}, {"+-", 18}, {"-+", 19},  {"\xE2\x88\x9E", 13}};
    for (const auto& glyph : kGlyphs) {
        if (token == glyph.text) return glyph.nag;
    }
    return 0;
}

inline bool has(char c, std::uint8_t cls) {
    return (kClass[static_cast<unsigned char>(c)] & cls) != 0;
}

// The first byte in [p, end) equal to one of Chars, or end: sixteen bytes per step with SSE2
// (part of every x86-64), eight per step (SWAR) on other little-endian machines.
template <char... Chars>
inline const char* find_first_of(const char* p, const char* end) {
#if defined(__SSE2__)
    while (end - p >= 16) {
        const __m128i bytes = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
        const __m128i hits = (_mm_cmpeq_epi8(bytes, _mm_set1_epi8(Chars)) | ...);
        if (const int mask = _mm_movemask_epi8(hits); mask != 0)
            return p + std::countr_zero(static_cast<unsigned>(mask));
        p += 16;
    }
#else
    if constexpr (std::endian::native == std::endian::little) {
        constexpr std::uint64_t kOnes = 0x0101010101010101ULL;
        constexpr std::uint64_t kHighs = 0x8080808080808080ULL;
        // Marks zero bytes; exact for the lowest one, which is all we use.
        auto zero_bytes = [](std::uint64_t v) { return (v - kOnes) & ~v & kHighs; };
        while (end - p >= 8) {
            std::uint64_t word;
            std::memcpy(&word, p, sizeof word);
            const std::uint64_t hits =
                (zero_bytes(word ^ (kOnes * static_cast<unsigned char>(Chars))) | ...);
            if (hits != 0) return p + (std::countr_zero(hits) >> 3);
            p += 8;
        }
    }
#endif
    while (p < end && ((*p != Chars) && ...)) ++p;
    return p;
}

#if defined(PGNLINT_PGN_HAVE_AVX2_PATH)
// x86-64 guarantees SSE2 only, so AVX2 code is compiled per function (target attribute) and
// chosen at run time. __builtin_cpu_init() first: this may run before other constructors.
inline const bool kHaveAvx2 = [] {
    __builtin_cpu_init();
    return __builtin_cpu_supports("avx2") != 0;
}();

template <char... Chars>
[[gnu::target("avx2")]] const char* find_first_of_avx2(const char* p, const char* end) {
    // 64 bytes a step while they last: one mask test for two loads.
    while (end - p >= 64) {
        const __m256i low = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(p));
        const __m256i high = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(p + 32));
        const __m256i low_hits = (_mm256_cmpeq_epi8(low, _mm256_set1_epi8(Chars)) | ...);
        const __m256i high_hits = (_mm256_cmpeq_epi8(high, _mm256_set1_epi8(Chars)) | ...);
        if (!_mm256_testz_si256(low_hits | high_hits, low_hits | high_hits)) {
            const auto mask = static_cast<std::uint32_t>(_mm256_movemask_epi8(low_hits)) |
                              static_cast<std::uint64_t>(
                                  static_cast<std::uint32_t>(_mm256_movemask_epi8(high_hits)))
                                  << 32;
            return p + std::countr_zero(mask);
        }
        p += 64;
    }
    while (end - p >= 32) {
        const __m256i bytes = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(p));
        const __m256i hits = (_mm256_cmpeq_epi8(bytes, _mm256_set1_epi8(Chars)) | ...);
        if (const auto mask = static_cast<std::uint32_t>(_mm256_movemask_epi8(hits)); mask != 0)
            return p + std::countr_zero(mask);
        p += 32;
    }
    return find_first_of<Chars...>(p, end);
}
#endif

// find_first_of() for runs that are mostly long (a comment's text): 32 or 64 bytes per step when
// the processor has AVX2, worth its call and test per search only there.
template <char... Chars>
inline const char* find_first_of_in_long_run(const char* p, const char* end) {
#if defined(PGNLINT_PGN_HAVE_AVX2_PATH)
    if (kHaveAvx2) return find_first_of_avx2<Chars...>(p, end);
#endif
    return find_first_of<Chars...>(p, end);
}

// The masks of the bytes outside kSymbol in a 64-byte block (bit i for bytes[i]), the symbol
// scanner's work per block. All ways give the same mask; not_symbol_mask() picks the fastest
// the processor has, and the tests compare each with the byte-by-byte one.
inline std::uint64_t not_symbol_mask_bytewise(const char* bytes) {
    std::uint64_t symbols = 0;
    for (unsigned i = 0; i < 64; ++i) {
        symbols |= static_cast<std::uint64_t>(has(bytes[i], kSymbol)) << i;
    }
    return ~symbols;
}

#if defined(__SSE2__)
inline std::uint64_t not_symbol_mask_sse2(const char* bytes) {
    std::uint64_t symbols = 0;
    for (unsigned i = 0; i < 64; i += 16) {
        const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(bytes + i));
        // Unsigned lo <= byte <= hi: (byte - lo) wraps above hi - lo for the bytes outside.
        auto in_range = [](__m128i x, char lo, char hi) {
            const __m128i shifted = _mm_sub_epi8(x, _mm_set1_epi8(lo));
            return _mm_cmpeq_epi8(_mm_min_epu8(shifted, _mm_set1_epi8(static_cast<char>(hi - lo))),
                                  shifted);
        };
        auto equal = [](__m128i x, char c) { return _mm_cmpeq_epi8(x, _mm_set1_epi8(c)); };
        // Setting bit 5 maps 'A'..'Z' onto 'a'..'z' and nothing else into 'a'..'z'.
        const __m128i letter = in_range(_mm_or_si128(v, _mm_set1_epi8(0x20)), 'a', 'z');
        const __m128i slash_digits_colon = in_range(v, '/', ':');  // '/' 0-9 ':' in a row
        const __m128i symbol = (letter | slash_digits_colon) |
                               (equal(v, '_') | equal(v, '+') | equal(v, '#')) |
                               (equal(v, '=') | equal(v, '-') | equal(v, '@'));
        symbols |=
            static_cast<std::uint64_t>(static_cast<unsigned>(_mm_movemask_epi8(symbol)) & 0xFFFFU)
            << i;
    }
    return ~symbols;
}
#endif

#if defined(PGNLINT_PGN_HAVE_AVX2_PATH)
// A set of ASCII bytes as two 16-entry tables for AVX2's in-lane shuffle, so testing 32 bytes
// takes two lookups, one by each half of the byte: each row (high half) holding a member gets
// a bit, and a byte is in the set when the entry of its low half has the bit of its row.
struct NibbleTables {
    std::array<std::uint8_t, 16> by_low{};
    std::array<std::uint8_t, 16> by_high{};
};

// in_set(byte) for every byte; the set must hold no byte above 0x7F and use at most 8 rows
// (else the throw makes the constant's initialisation fail to compile).
template <typename InSet>
constexpr NibbleTables nibble_tables(InSet in_set) {
    NibbleTables tables;
    unsigned next_bit = 0;
    for (unsigned row = 0; row < 16; ++row) {
        for (unsigned low = 0; low < 16; ++low) {
            if (!in_set(row * 16 + low)) continue;
            if (row >= 8 || next_bit == 8) throw "nibble_tables: the set does not fit";
            if (tables.by_high[row] == 0)
                tables.by_high[row] = static_cast<std::uint8_t>(1U << next_bit++);
            tables.by_low[low] |= tables.by_high[row];
        }
    }
    return tables;
}

inline constexpr NibbleTables kSymbolTables =
    nibble_tables([](unsigned byte) { return (kClass[byte] & kSymbol) != 0; });

// Bit i set when p[i] is in the set, for the 32 bytes at p.
[[gnu::target("avx2")]] inline std::uint32_t bytes_in_set_avx2(const char* p,
                                                               const NibbleTables& tables) {
    const __m256i by_low = _mm256_broadcastsi128_si256(
        _mm_loadu_si128(reinterpret_cast<const __m128i*>(tables.by_low.data())));
    const __m256i by_high = _mm256_broadcastsi128_si256(
        _mm_loadu_si128(reinterpret_cast<const __m128i*>(tables.by_high.data())));
    const __m256i low_half = _mm256_set1_epi8(0x0F);
    const __m256i v = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(p));
    const __m256i low = _mm256_shuffle_epi8(by_low, _mm256_and_si256(v, low_half));
    const __m256i high =
        _mm256_shuffle_epi8(by_high, _mm256_and_si256(_mm256_srli_epi16(v, 4), low_half));
    const __m256i outside = _mm256_cmpeq_epi8(_mm256_and_si256(low, high), _mm256_setzero_si256());
    return ~static_cast<std::uint32_t>(_mm256_movemask_epi8(outside));
}

[[gnu::target("avx2")]] inline std::uint64_t not_symbol_mask_avx2(const char* bytes) {
    return ~(bytes_in_set_avx2(bytes, kSymbolTables) |
             static_cast<std::uint64_t>(bytes_in_set_avx2(bytes + 32, kSymbolTables)) << 32);
}

#endif

inline std::uint64_t not_symbol_mask(const char* bytes) {
#if defined(PGNLINT_PGN_HAVE_AVX2_PATH)
    if (kHaveAvx2) return not_symbol_mask_avx2(bytes);
#endif
#if defined(__SSE2__)
    return not_symbol_mask_sse2(bytes);
#else
    return not_symbol_mask_bytewise(bytes);
#endif
}

// Answers where the run of kSymbol bytes starting at a position of one text ends (a move's
// end), from a bit mask of the text's kSymbol bytes computed 64 bytes at a time. A byte loop
// would mispredict its exit about once per token (token lengths vary) and a per-token vector
// classification would put its latency between one token and the next; the mask of a block
// depends only on the block, so the processor computes it ahead while the tokens before are
// still being handled.
class SymbolScanner {
public:
    SymbolScanner(const char* begin, const char* end) : begin_(begin), end_(end) {}

    // p in [begin, end). Inlined, as the parser calls it once per move; the work once per
    // block and across blocks stays out of line.
    [[gnu::always_inline]] const char* symbol_end(const char* p) {
        // Unsigned: p before the loaded block (or none loaded yet) reads as far beyond it.
        std::uintptr_t in_block = address(p) - block_start_;
        if (in_block >= kBlockBytes) in_block = load_block_of(p);
        const std::uint64_t after = not_symbols_ >> in_block;
        if (after != 0) return p + std::countr_zero(after);
        return symbol_end_across_blocks();
    }

private:
    static constexpr unsigned kBlockShift = 6;
    static constexpr std::size_t kBlockBytes = std::size_t{1} << kBlockShift;

    static std::uintptr_t address(const char* p) { return reinterpret_cast<std::uintptr_t>(p); }

    // The run reaches the end of the loaded block.
    [[gnu::noinline]] const char* symbol_end_across_blocks() {
        for (;;) {
            const std::size_t next =
                static_cast<std::size_t>(block_start_ - address(begin_)) + kBlockBytes;
            if (next >= static_cast<std::size_t>(end_ - begin_)) return end_;
            load(begin_ + next);
            if (not_symbols_ != 0) return begin_ + next + std::countr_zero(not_symbols_);
        }
    }

    // Loads the block holding p (in [begin, end)); returns p's place in it.
    [[gnu::noinline]] std::uintptr_t load_block_of(const char* p) {
        const auto offset = static_cast<std::size_t>(p - begin_);
        load(begin_ + (offset & ~(kBlockBytes - 1)));
        return offset & (kBlockBytes - 1);
    }

    // start: a block's first byte, begin + a multiple of kBlockBytes, before end.
    void load(const char* start) {
        block_start_ = address(start);
        if (static_cast<std::size_t>(end_ - start) >= kBlockBytes) {
            not_symbols_ = not_symbol_mask(start);
            return;
        }
        // The text's last block: bytes past its end read as NUL, which is in no class.
        char tail[kBlockBytes] = {};
        std::memcpy(tail, start, static_cast<std::size_t>(end_ - start));
        not_symbols_ = not_symbol_mask(tail);
    }

    const char* begin_;
    const char* end_;
    // The loaded block's first byte; at first kBlockBytes before begin (none loaded).
    std::uintptr_t block_start_ = address(begin_) - kBlockBytes;
    std::uint64_t not_symbols_ = 0;  // the loaded block's bytes outside kSymbol
};

// "1-0", "0-1", "1/2-1/2" (a lone "*" is recognised by the callers before symbols).
inline bool is_termination_symbol(std::string_view token) {
    return token == "1-0" || token == "0-1" || token == "1/2-1/2";
}

// Bytes a splitter must see after a line start inside a comment to decide whether the line is
// a tag pair: `[`, a name of up to 40 bytes, blanks, `"`.
inline constexpr std::size_t kTagLineLookahead = 64;

// U+2026 in UTF-8: "12…" is a move number of Black's, as "12..." is.
inline constexpr std::string_view kEllipsis = "\xE2\x80\xA6";

inline bool is_ellipsis(const char* p, const char* end) {
    return end - p >= 3 && std::string_view(p, 3) == kEllipsis;
}

// The periods and ellipses after a move number's digits, starting at `p`: where they end, and
// whether they say Black is to move (two periods or more, or an ellipsis). The parser reads a
// number so, and --fix rewrites exactly those bytes.
struct NumberPeriods {
    const char* end;
    bool black;
};
inline NumberPeriods read_number_periods(const char* p, const char* end) {
    int periods = 0;
    bool ellipsis = false;
    while (p < end) {
        if (*p == '.') {
            ++periods;
            ++p;
        } else if (is_ellipsis(p, end)) {
            ellipsis = true;
            p += kEllipsis.size();
        } else {
            break;
        }
    }
    return {p, ellipsis || periods >= 2};
}

// Does the text at p (a line start holding '[') look like `[Name "` ?
inline bool looks_like_tag_pair(const char* p, const char* end) {
    // Only the bytes every read size guarantees count: with a longer look, whether a comment
    // ends here would depend on how the input was read.
    if (end - p > static_cast<std::ptrdiff_t>(kTagLineLookahead)) end = p + kTagLineLookahead;
    const char* q = p + 1;
    const char* name_start = q;
    while (q < end && q - name_start < 40 && has(*q, kSymbol)) ++q;
    if (q == name_start) return false;
    while (q < end && has(*q, kSpace)) ++q;
    return q < end && *q == '"';
}

inline bool starts_event_tag(const char* p, const char* end) {
    constexpr std::string_view kEvent = "[Event \"";
    return static_cast<std::size_t>(end - p) >= kEvent.size() &&
           std::string_view(p, kEvent.size()) == kEvent;
}

}  // namespace pgnlint::pgn::lexical
