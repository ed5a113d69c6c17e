// FEN and EPD records as lint findings: every syntax problem and every reason the position cannot
// arise in a game becomes one Diagnostic (an F-family rule) pointing at the field and column.
// Used by `pgnlint fen` for each record and by the game checker for each FEN tag.
#pragma once

#include <string_view>
#include <vector>

#include "pgnlint/core/epd.h"
#include "pgnlint/core/fen.h"
#include "pgnlint/core/position_validation.h"
#include "pgnlint/lint/diagnostic.h"

namespace pgnlint::lint {

struct FenCheckOptions {
    // Read K/Q/k/q as X-FEN and file letters as Shredder-FEN castling rights. Chess960 is also
    // inferred from the castling field (file letters, or a king or castling rook off its
    // standard square), so this only matters when nothing in the text tells.
    bool chess960 = false;
    // Accept EPD operations (`bm Nf3; id "x";`) after the four position fields, optionally after
    // the two clocks. Off for FEN tags, where anything after the sixth field is an error.
    bool allow_epd_operations = false;
};

// Appends one Diagnostic per problem found in `fen` (syntax first, then the position's
// semantics) to `out`. `where` locates the text's first byte: each diagnostic's offset and column
// are where's plus the problem's byte offset in the text (the text is one line). Messages name
// the field and the facts ("Black has two kings", "the side not to move (White) is in check by
// the rook on e8"). Returns true when core::Position can be set up from the text, i.e. the game's
// moves can be replayed from it (findings that do not prevent that, such as a too-small move
// number, still leave it true).
bool check_fen(std::string_view fen, const Location& where, const FenCheckOptions& options,
               std::vector<Diagnostic>& out);

// What check_fen parsed and validated, for a caller that plays from it
// (core::Position::set_unchecked) without parsing the text again.
struct PlayableFen {
    core::ParsedFen fen{};
    core::PositionSetup setup{};
};

// check_fen for a FEN without EPD operations (options.allow_epd_operations must be false);
// when it returns true, `playable` holds the position to set up.
bool check_fen(std::string_view fen, const Location& where, const FenCheckOptions& options,
               std::vector<Diagnostic>& out, PlayableFen& playable);

// One line of an EPD file (or a FEN, with or without EPD operations): the position as check_fen,
// then the operations' syntax. `record` is the caller's, reused line after line; afterwards it
// holds the line's position fields and operations (views into `line`).
bool check_epd_record(std::string_view line, const Location& where, const FenCheckOptions& options,
                      core::EpdRecord& record, std::vector<Diagnostic>& out);
// The same, and when it returns true, `playable` holds the position to set up.
bool check_epd_record(std::string_view line, const Location& where, const FenCheckOptions& options,
                      core::EpdRecord& record, std::vector<Diagnostic>& out, PlayableFen& playable);

}  // namespace pgnlint::lint
