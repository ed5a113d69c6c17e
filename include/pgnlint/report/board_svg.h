// A chess board drawn as SVG: the pieces are shapes of our own (no font glyphs, so a diagram looks
// the same on every machine), with coordinates, the side to move, the last move highlighted and
// arrows for attempted or candidate moves. The reports embed it; `pgnlint fen --format svg`
// writes it alone.
#pragma once

#include <fmt/format.h>

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "pgnlint/core/fen.h"
#include "pgnlint/core/types.h"

namespace pgnlint::report {

enum class ArrowKind : std::uint8_t {
    attempted,  // the move the record tried (an illegal move): red
    candidate,  // one of the moves an ambiguous SAN could mean: blue
    suggested,  // a move a refused one may have meant ("did you mean"): green
};

struct DiagramArrow {
    core::Square from = core::SQ_NONE;
    core::Square to = core::SQ_NONE;
    ArrowKind kind = ArrowKind::attempted;
};

struct BoardDiagram {
    std::array<core::Piece, core::SQUARE_NB> board{};  // indexed by Square, NO_PIECE where empty
    core::Color side_to_move = core::WHITE;
    // Highlighted (class "last-move-from" and "last-move-to", with data-highlight="e2"); a last
    // move whose origin is unknown (in a report of an older pgnlint) has only last_move_to.
    core::Square last_move_from = core::SQ_NONE;
    core::Square last_move_to = core::SQ_NONE;
    std::vector<DiagramArrow> arrows;
    bool black_at_bottom = false;
};

// A position's board and side to move, with nothing highlighted.
BoardDiagram board_diagram(const core::ParsedFen& fen);

// The board in plain words, for a screen reader and for the SVG's <title>: "White: Kg1, Qd1,
// pawns a2, b2. Black: Kg8. White to move. Last move e2-e4. Arrow: e1-e3 (attempted move)."
std::string describe_board(const BoardDiagram& diagram);

// One standalone <svg> element (no ids, so any number of them can share one HTML page), with
// role="img" and the description as its <title>.
void append_board_svg(const BoardDiagram& diagram, fmt::memory_buffer& out);

}  // namespace pgnlint::report
