// A finding's fingerprint: a 64-bit hash that identifies it across runs and survives unrelated
// edits to the file (games added, removed or moved, other moves fixed), so baselines can match
// findings without line numbers or byte offsets.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

#include "pgnlint/lint/diagnostic.h"
#include "pgnlint/lint/game_report.h"

namespace pgnlint::lint {

// 64-bit FNV-1a (offset basis 0xcbf29ce484222325, prime 0x100000001b3) over these fields, each
// followed by one 0x00 byte: the values of the game's Event, Site, Date, Round, White and Black
// tags (first occurrence; empty when absent), the rule code ("M001"), the ply in decimal, the
// SAN as written and the FEN of the position before the move (both empty when ply is 0).
// The FEN stands for the moves that led to the finding, so editing a later move, or anything
// outside the game, leaves the fingerprint as it was. Tags and SAN are hashed as the input's
// bytes: a Windows-1252 game's report holds them decoded, and they are encoded back.
std::uint64_t fingerprint(const GameReport& game, const Diagnostic& diagnostic);

inline constexpr std::size_t kFingerprintHexDigits = 16;

// 16 lowercase hex digits, the way reports write a fingerprint.
void format_fingerprint(std::uint64_t fingerprint, char (&out)[kFingerprintHexDigits]);

// Accepts exactly 16 hex digits (either case).
std::optional<std::uint64_t> parse_fingerprint(std::string_view hex);

}  // namespace pgnlint::lint
