// Bounds that keep hostile input harmless; exceeding one is a syntax error event, never a crash.
#pragma once

#include <cstdint>

namespace pgnlint::pgn {

// The defaults are far above anything real games contain (the deepest real annotations nest
// a few dozen variations, the longest real comments are a few KiB, the longest games a few
// thousand moves with engine comments, well under 1 MiB) yet bound time and memory per game.
struct Limits {
    // Nesting of `(` … `)`; the parser keeps no recursion, so this only bounds absurd input.
    std::uint32_t max_variation_depth = 256;
    // Longest single token: comment, tag value, move or other symbol.
    std::uint32_t max_token_bytes = 1U << 20;
    // Longest game text; the splitter's memory is bounded by this plus its read buffer.
    // A longer game is delivered truncated (RawGame::truncated) and reported as game_too_large.
    std::uint64_t max_game_bytes = 64ULL << 20;
    // Move tokens per game, counting variations.
    std::uint32_t max_moves_per_game = 1U << 20;
    // Syntax errors reported in one game; the one that reaches the bound ends the game's events
    // (only end_game follows). Stray text costs one error per word and the parser reads on, so
    // this bounds the report of a game that is mostly noise. Real broken games stay far below
    // it (chess.js's `<br />`-separated game has 38), the next game is unharmed.
    std::uint32_t max_errors_per_game = 256;
};

}  // namespace pgnlint::pgn
