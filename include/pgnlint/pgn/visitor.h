// The parser's event interface: a C++20 concept (no virtual call per token) and a base class
// with no-op defaults. Each callback returns a Control telling the parser how to go on.
#pragma once

#include <concepts>
#include <cstdint>
#include <string_view>

#include "pgnlint/pgn/span.h"
#include "pgnlint/pgn/syntax_error.h"

namespace pgnlint::pgn {

// Continue: go on. Stop: end parsing at once (no further callback, not even end_game).
// Skip: from begin_variation, skip that variation entirely (no end_variation for it);
// from any other callback inside a variation, skip the rest of that variation (its
// end_variation still comes); from a callback at depth 0 (tag, begin_movetext, move, ...),
// skip the rest of the game (only end_game follows). Syntax errors inside a skipped
// variation are still reported.
enum class Control : std::uint8_t { proceed, skip, stop };

struct GameStart {
    std::uint64_t index = 0;  // 0-based position of the game in the input
    Span span;                // where the game's first token starts
    bool truncated = false;   // the game exceeded Limits::max_game_bytes; only its prefix is parsed
};

// Event order for every game (each game of the input gets exactly one begin_game/end_game):
//   begin_game, (tag | comment | syntax_error)*, begin_movetext,
//   (move_number | move | nag | comment | begin_variation | end_variation | syntax_error)*,
//   [termination], end_game
// begin_movetext comes once per game, before the first movetext token, or just before
// end_game when the game has no movetext. string_views are valid only during the call.
template <typename V>
concept Visitor = requires(V& v, const GameStart& start, std::string_view text, Span span,
                           std::uint32_t number, bool flag, std::uint8_t nag,
                           const SyntaxError& error) {
    { v.begin_game(start) } -> std::same_as<Control>;
    // value has `\"` and `\\` escapes undone; other bytes (also invalid UTF-8) pass unchanged.
    { v.tag(text, text, span) } -> std::same_as<Control>;
    { v.begin_movetext(span) } -> std::same_as<Control>;
    // flag: black to move ("12..." or "12…").
    { v.move_number(number, flag, span) } -> std::same_as<Control>;
    // The token as written, with attached + # ! ? suffixes; also null moves `--` and `Z0`.
    { v.move(text, span) } -> std::same_as<Control>;
    // `$n`, or a standalone glyph ! ? !! ?? !? ?! as NAG 1..6.
    { v.nag(nag, span) } -> std::same_as<Control>;
    // Text between `{` and `}`, or after `;` up to the end of the line.
    { v.comment(text, span) } -> std::same_as<Control>;
    { v.begin_variation(span) } -> std::same_as<Control>;
    { v.end_variation(span) } -> std::same_as<Control>;
    // "1-0", "0-1", "1/2-1/2" or "*".
    { v.termination(text, span) } -> std::same_as<Control>;
    { v.end_game(span) } -> std::same_as<Control>;
    // After a bad tag, an invalid NAG or stray text the game's events go on; after other errors
    // (and after Limits::max_errors_per_game errors) only end_game follows. See parser.h.
    { v.syntax_error(error) } -> std::same_as<Control>;
};

// Derive from this and define only the callbacks you need (name hiding, no virtuals).
struct VisitorBase {
    Control begin_game(const GameStart&) { return Control::proceed; }
    Control tag(std::string_view, std::string_view, Span) { return Control::proceed; }
    Control begin_movetext(Span) { return Control::proceed; }
    Control move_number(std::uint32_t, bool, Span) { return Control::proceed; }
    Control move(std::string_view, Span) { return Control::proceed; }
    Control nag(std::uint8_t, Span) { return Control::proceed; }
    Control comment(std::string_view, Span) { return Control::proceed; }
    Control begin_variation(Span) { return Control::proceed; }
    Control end_variation(Span) { return Control::proceed; }
    Control termination(std::string_view, Span) { return Control::proceed; }
    Control end_game(Span) { return Control::proceed; }
    Control syntax_error(const SyntaxError&) { return Control::proceed; }
};

}  // namespace pgnlint::pgn
