// The column layout TRF16 gives every line (FIDE Handbook, "Format of Tournament Report File"):
// one definition for the readers of player lines and of tournament tags. Private to the trf module.
#pragma once

#include <cstddef>
#include <cstdint>

namespace pgnlint::trf::layout {

// Per round, 10 columns from position 92 (round 1), 102 (round 2), ...: player lines' entries
// and tag 132's round dates alike.
inline constexpr std::size_t kFirstRound = 92;
inline constexpr std::size_t kRoundWidth = 10;

// Start ranks (positions 5-8 of a player line) are 1 to 9999.
inline constexpr std::size_t kStartRankFirst = 5;
inline constexpr std::size_t kStartRankLast = 8;
inline constexpr std::uint32_t kMaxStartRank = 9999;
inline constexpr std::uint32_t kStartRanks = kMaxStartRank + 1;  // a table indexed by start rank

}  // namespace pgnlint::trf::layout
