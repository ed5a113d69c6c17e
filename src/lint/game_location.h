// Location arithmetic within one game's text: a parser span as a Location (its column also in
// characters), and where a tag's value starts.
#pragma once

#include <string_view>

#include "pgnlint/lint/diagnostic.h"
#include "pgnlint/pgn/game_splitter.h"
#include "pgnlint/pgn/span.h"

namespace pgnlint::lint {

// The span as a Location, its column also counted in characters. The bytes before it on its
// line are the game's, except on a first line that holds the end of the game before (a game
// starting after a marker on the same line): those count as one character each.
Location locate(const pgn::RawGame& game, pgn::Span span);

// Where a tag's value starts: exact when the value is a view of the game's text (no escapes
// were undone), else assuming the usual `[Name "` spelling.
Location tag_value_location(const pgn::RawGame& game, std::string_view value, pgn::Span tag_span);

}  // namespace pgnlint::lint
