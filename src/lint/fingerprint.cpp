// Computes, writes and reads finding fingerprints (see fingerprint.h for the exact definition,
// which the manual repeats: baselines written by one version must match in the next).
#include "pgnlint/lint/fingerprint.h"

#include <array>
#include <charconv>
#include <string>

#include "pgnlint/pgn/text_encoding.h"

namespace pgnlint::lint {
namespace {

constexpr std::uint64_t kFnvOffsetBasis = 0xcbf29ce484222325ULL;
constexpr std::uint64_t kFnvPrime = 0x100000001b3ULL;

constexpr std::array<std::string_view, 6> kIdentifyingTags{"Event", "Site",  "Date",
                                                           "Round", "White", "Black"};

class Fnv1a {
public:
    // The field's bytes, then the 0x00 that ends it.
    void field(std::string_view bytes) {
        for (const char c : bytes) mix(static_cast<unsigned char>(c));
        mix(0);
    }
    std::uint64_t value() const { return hash_; }

private:
    void mix(unsigned char byte) {
        hash_ ^= byte;
        hash_ *= kFnvPrime;
    }
    std::uint64_t hash_ = kFnvOffsetBasis;
};

}  // namespace

std::uint64_t fingerprint(const GameReport& game, const Diagnostic& diagnostic) {
    Fnv1a hash;
    // The input's own bytes: a Windows-1252 game's report holds its text decoded, and the
    // decoding gives them back, so a baseline matches whichever encoding a version assumed.
    std::string bytes;
    const auto input_bytes = [&](std::string_view text) -> std::string_view {
        if (game.encoding != TextEncoding::windows_1252) return text;
        bytes.clear();
        if (!pgn::append_utf8_as_windows_1252(text, bytes)) return text;
        return bytes;
    };
    for (const std::string_view tag : kIdentifyingTags)
        hash.field(input_bytes(game.tags.find(tag).value_or("")));
    hash.field(rule(diagnostic.rule).code);
    char ply[16];
    const auto written = std::to_chars(ply, ply + sizeof ply, diagnostic.ply);
    hash.field({ply, static_cast<std::size_t>(written.ptr - ply)});
    hash.field(input_bytes(diagnostic.san));
    hash.field(diagnostic.fen_before);
    return hash.value();
}

void format_fingerprint(std::uint64_t fingerprint, char (&out)[kFingerprintHexDigits]) {
    constexpr std::string_view kDigits = "0123456789abcdef";
    for (std::size_t i = kFingerprintHexDigits; i-- > 0;) {
        out[i] = kDigits[fingerprint & 0xF];
        fingerprint >>= 4;
    }
}

std::optional<std::uint64_t> parse_fingerprint(std::string_view hex) {
    if (hex.size() != kFingerprintHexDigits) return std::nullopt;
    std::uint64_t value = 0;
    const auto parsed = std::from_chars(hex.data(), hex.data() + hex.size(), value, 16);
    if (parsed.ec != std::errc{} || parsed.ptr != hex.data() + hex.size()) return std::nullopt;
    return value;
}

}  // namespace pgnlint::lint
