// The bounds settings of `check` (the reader's limits and the analysis's budget): one row per
// setting, the only place its name, help, bounds and fields are written. The configuration file
// reads `limits.KEY` by it (config_file.cpp), the precedence code settles and lists it by it
// (`pgnlint config`, configured_options.cpp), and the command line declares `--KEY` by it
// (cli/check_command.cpp).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>
#include <variant>

#include "pgnlint/config/check_options.h"
#include "pgnlint/config/config_file.h"

namespace pgnlint::config {

// The CheckOptions field a row sets: the reader's limits are 32-bit where they can be.
using LimitField = std::variant<std::uint32_t*, std::uint64_t*>;

struct LimitSetting {
    std::string_view key;  // `limits.KEY` in pgnlint.toml, `--KEY` on the command line
    std::string_view help;
    std::uint64_t most;  // the least is 1
    std::optional<Configured<std::uint64_t>> CheckConfig::*configured;
    LimitField (*field)(CheckOptions&);
};

inline constexpr std::array<LimitSetting, 5> kLimitSettings{{
    {"max-variation-depth", "Deepest nesting of variations; deeper is variation-too-deep (S011)",
     std::uint64_t{1} << 20, &CheckConfig::max_variation_depth,
     [](CheckOptions& o) -> LimitField { return &o.limits.max_variation_depth; }},
    {"max-token-bytes", "Longest comment, tag value or move token; longer is token-too-long (S010)",
     std::uint64_t{1} << 30, &CheckConfig::max_token_bytes,
     [](CheckOptions& o) -> LimitField { return &o.limits.max_token_bytes; }},
    {"max-game-bytes",
     "Longest game text; a longer game is checked up to the limit and reported as game-too-large "
     "(S012). Memory per reader grows up to about this much",
     std::uint64_t{1} << 40, &CheckConfig::max_game_bytes,
     [](CheckOptions& o) -> LimitField { return &o.limits.max_game_bytes; }},
    {"max-plies", "Most move tokens in a game, variations included; more is too-many-moves (S013)",
     std::uint64_t{1} << 30, &CheckConfig::max_plies,
     [](CheckOptions& o) -> LimitField { return &o.limits.max_moves_per_game; }},
    {"max-nodes",
     "Search budget of the unwinnability analysis per position and side, in moves made (dead "
     "positions, time forfeits); past it nothing is claimed and R006 says so",
     kMostMaxNodes, &CheckConfig::max_nodes,
     [](CheckOptions& o) -> LimitField { return &o.max_nodes; }},
}};

// The row named `key`; nullptr when none is.
constexpr const LimitSetting* find_limit_setting(std::string_view key) {
    for (const LimitSetting& setting : kLimitSettings)
        if (setting.key == key) return &setting;
    return nullptr;
}

}  // namespace pgnlint::config
