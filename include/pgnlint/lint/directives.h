// In-file directives, `{pgnlint: disable=A,B}` comments: telling whether a game opens with one,
// and parsing one's text into the selectors it lists.
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "pgnlint/lint/selectors.h"

namespace pgnlint::lint {

// Whether a game's text opens with a `{pgnlint: ...}` or `;pgnlint:` comment before its first
// tag or move: in an input's first game, a file-scope directive. A quick lexical look, so the
// reader can tell which inputs need their games filtered in order.
bool has_leading_directive(std::string_view game_text);

// A parsed `{pgnlint: disable=A,B}`: one Selection per listed selector.
struct ParsedDirective {
    std::vector<std::pair<std::string, RuleMask>> selectors;  // as written, and what each selects
    std::string error;                                        // non-empty: malformed
};
// Parses a directive's text (after `pgnlint:`): `disable=SEL[,SEL...]`, spaces allowed around
// `=` and `,`.
ParsedDirective parse_directive(std::string_view text);

}  // namespace pgnlint::lint
