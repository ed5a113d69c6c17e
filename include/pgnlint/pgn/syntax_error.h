// Typed PGN syntax errors with stable kebab-case names (used in diagnostics and reports).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "pgnlint/pgn/span.h"

namespace pgnlint::pgn {

enum class SyntaxErrorKind : std::uint8_t {
    unterminated_tag,            // `[Name "value"` without `]` before the end of the line
    unterminated_string,         // a tag value without its closing `"` before the end of the line
    unterminated_comment,        // `{` without `}` before the game ends
    unclosed_variation,          // `(` without `)` before the game ends
    unmatched_close_paren,       // `)` with no open variation
    unexpected_token,            // bytes that are no PGN token here (binary noise, `<br />`, ...)
    missing_termination_marker,  // a game that ends without 1-0, 0-1, 1/2-1/2 or *
    malformed_tag,               // `[` not followed by `Name "value"]`
    invalid_nag,                 // `$` without digits, a NAG above 255, an unknown glyph
    token_too_long,              // a token above Limits::max_token_bytes
    variation_too_deep,          // nesting above Limits::max_variation_depth
    game_too_large,              // a game above Limits::max_game_bytes (delivered truncated)
    too_many_moves,              // more move tokens than Limits::max_moves_per_game
    game_truncated,              // movetext cut by the next game's tags (RawGame::cut_by_tags)
    comment_outside_game,        // comments with no game after them (RawGame::comments_only)
};

inline constexpr int kSyntaxErrorKindCount = 15;

// Stable names, e.g. "unterminated-comment"; never change one once released.
std::string_view syntax_error_name(SyntaxErrorKind kind);

// A human-readable description of the kind, e.g. "comment opened with '{' is never closed".
std::string_view syntax_error_message(SyntaxErrorKind kind);

// The description with the offending text (`detail`, possibly empty) put where it reads well:
// "unexpected text '@@' in the movetext: ...", "invalid NAG '$999': ...", "... near '[Site'";
// left out where the description already names it (the '{' of a comment never closed).
void append_syntax_error_message(SyntaxErrorKind kind, std::string_view detail, std::string& out);

struct SyntaxError {
    SyntaxErrorKind kind;
    Span span;                // where the offending token (or the unclosed opener) starts
    std::string_view detail;  // the offending bytes, at most a few dozen; valid during the call
};

}  // namespace pgnlint::pgn
