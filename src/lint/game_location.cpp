// locate() and tag_value_location(): from the parser's byte spans to the locations findings
// carry, counted within the game's own text.
#include "game_location.h"

#include <algorithm>
#include <cstdint>

#include "pgnlint/lint/utf8.h"

namespace pgnlint::lint {

Location locate(const pgn::RawGame& game, pgn::Span span) {
    const std::uint64_t game_offset = game.start.offset;
    const std::uint64_t end =
        std::clamp<std::uint64_t>(span.offset, game_offset, game_offset + game.text.size());
    const std::uint64_t column_bytes = std::max<std::uint32_t>(span.column, 1) - 1;
    const std::uint64_t line_offset = span.offset - std::min(span.offset, column_bytes);
    const std::uint64_t from = std::clamp(line_offset, game_offset, end);
    const std::string_view before = game.text.substr(from - game_offset, end - from);
    return Location{span.offset, span.line, span.column, utf8_multibyte_extra(before)};
}

Location tag_value_location(const pgn::RawGame& game, std::string_view value, pgn::Span tag_span) {
    const char* text = game.text.data();
    std::uint64_t offset = tag_span.offset + 6;
    if (value.data() >= text && value.data() <= text + game.text.size()) {
        offset = game.start.offset + static_cast<std::uint64_t>(value.data() - text);
    }
    return locate(
        game, pgn::Span{offset, tag_span.line,
                        static_cast<std::uint32_t>(tag_span.column + (offset - tag_span.offset))});
}

}  // namespace pgnlint::lint
