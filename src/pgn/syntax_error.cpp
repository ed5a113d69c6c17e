// Names and messages of the PGN syntax error kinds.
#include "pgnlint/pgn/syntax_error.h"

#include <string>

namespace pgnlint::pgn {

std::string_view syntax_error_name(SyntaxErrorKind kind) {
    switch (kind) {
        case SyntaxErrorKind::unterminated_tag:
            return "unterminated-tag";
        case SyntaxErrorKind::unterminated_string:
            return "unterminated-string";
        case SyntaxErrorKind::unterminated_comment:
            return "unterminated-comment";
        case SyntaxErrorKind::unclosed_variation:
            return "unclosed-variation";
        case SyntaxErrorKind::unmatched_close_paren:
            return "unmatched-close-paren";
        case SyntaxErrorKind::unexpected_token:
            return "unexpected-token";
        case SyntaxErrorKind::missing_termination_marker:
            return "missing-termination-marker";
        case SyntaxErrorKind::malformed_tag:
            return "malformed-tag";
        case SyntaxErrorKind::invalid_nag:
            return "invalid-nag";
        case SyntaxErrorKind::token_too_long:
            return "token-too-long";
        case SyntaxErrorKind::variation_too_deep:
            return "variation-too-deep";
        case SyntaxErrorKind::game_too_large:
            return "game-too-large";
        case SyntaxErrorKind::too_many_moves:
            return "too-many-moves";
        case SyntaxErrorKind::game_truncated:
            return "game-truncated";
        case SyntaxErrorKind::comment_outside_game:
            return "comment-outside-game";
    }
    return "unknown-syntax-error";
}

std::string_view syntax_error_message(SyntaxErrorKind kind) {
    switch (kind) {
        case SyntaxErrorKind::unterminated_tag:
            return "tag pair has no closing ']' on its line";
        case SyntaxErrorKind::unterminated_string:
            return "tag value has no closing '\"' on its line";
        case SyntaxErrorKind::unterminated_comment:
            return "comment opened with '{' is never closed";
        case SyntaxErrorKind::unclosed_variation:
            return "variation opened with '(' is never closed";
        case SyntaxErrorKind::unmatched_close_paren:
            return "')' closes no variation";
        case SyntaxErrorKind::unexpected_token:
            return "unexpected token";
        case SyntaxErrorKind::missing_termination_marker:
            return "game ends without a termination marker (1-0, 0-1, 1/2-1/2 or *)";
        case SyntaxErrorKind::malformed_tag:
            return "malformed tag pair, expected [Name \"value\"]";
        case SyntaxErrorKind::invalid_nag:
            return "invalid NAG or annotation glyph";
        case SyntaxErrorKind::token_too_long:
            return "token exceeds the length limit";
        case SyntaxErrorKind::variation_too_deep:
            return "variations nested beyond the depth limit";
        case SyntaxErrorKind::game_too_large:
            return "game exceeds the size limit; the rest of it is skipped";
        case SyntaxErrorKind::too_many_moves:
            return "game exceeds the move count limit";
        case SyntaxErrorKind::game_truncated:
            return "the movetext stops here, where the next game's tags begin with no "
                   "termination marker or blank line before them: the game was cut short and "
                   "the next one spliced into it (PGN 8.2.6)";
        case SyntaxErrorKind::comment_outside_game:
            return "comment outside any game: no tags or moves follow it";
    }
    return "unknown syntax error";
}

void append_syntax_error_message(SyntaxErrorKind kind, std::string_view detail, std::string& out) {
    const auto quoted = [&] {
        out += '\'';
        out += detail;
        out += '\'';
    };
    switch (kind) {
        case SyntaxErrorKind::unexpected_token:
            if (detail.empty()) break;
            out += "unexpected text ";
            quoted();
            out += " in the movetext: not a move, move number, NAG, comment or result (PGN 8.2)";
            return;
        case SyntaxErrorKind::invalid_nag:
            if (detail.empty()) break;
            out += "invalid annotation ";
            quoted();
            out += ": a NAG is $0 to $255, a suffix one of ! ? !! ?? !? ?! (PGN 8.2.4)";
            return;
        case SyntaxErrorKind::unterminated_comment:
        case SyntaxErrorKind::unclosed_variation:
        case SyntaxErrorKind::unmatched_close_paren:
            out += syntax_error_message(kind);  // the detail is the '{', '(' or ')' it names
            return;
        default:
            break;
    }
    out += syntax_error_message(kind);
    if (detail.empty()) return;
    out += " near ";
    quoted();
}

}  // namespace pgnlint::pgn
