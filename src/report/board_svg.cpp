#include "pgnlint/report/board_svg.h"

#include <cmath>
#include <iterator>
#include <span>
#include <string_view>
#include <utility>

namespace pgnlint::report {
namespace {

using core::Color;
using core::Piece;
using core::PieceType;
using core::Square;

// Layout in SVG user units: a 45-unit square, room on the left for the rank numbers, below for
// the file letters and on the right for the side-to-move marker.
constexpr double kSquare = 45;
constexpr double kLeft = 24;
constexpr double kTop = 8;
constexpr double kBoard = 8 * kSquare;
constexpr double kWidth = kLeft + kBoard + 26;
constexpr double kHeight = kTop + kBoard + 24;

constexpr std::string_view kLightSquare = "#f0d9b5";
constexpr std::string_view kDarkSquare = "#b58863";
constexpr std::string_view kInk = "#1a1a1a";
constexpr std::string_view kPaper = "#ffffff";

// One shape of a piece, drawn in a 45 x 45 box: its body (filled with the piece's colour) or a
// detail line (drawn in the opposite colour, so it shows on a black piece too).
struct Stroke {
    enum Kind : std::uint8_t { body, circle, detail } kind;
    std::string_view path;         // body and detail
    double cx = 0, cy = 0, r = 0;  // circle
};

// Our own simple silhouettes: legible at print size, recognisable by outline alone.
constexpr Stroke kPawn[] = {
    {Stroke::body, "M15 38C15 31 19 28 20 23L25 23C26 28 30 31 30 38Z"},
    {Stroke::circle, {}, 22.5, 15.5, 6},
    {Stroke::body, "M12 36.5H33V40H12Z"},
};
constexpr Stroke kKnight[] = {
    {Stroke::body,
     "M33 39.5H13C13 33 17 30 20.5 27C18.5 26.5 16 27.5 14 29C12 30.5 9.5 29.5 9.5 27.5"
     "C9.5 25 12 22 15.5 18.5C17 17 17.5 14.5 18.5 12.5L17.5 7.5L21.5 10.5L23.5 7L25 11"
     "C31 12.5 34.5 19 34.5 27C34.5 32 33 36 33 39.5Z"},
    {Stroke::detail, "M19 16.5h0.1"},
    {Stroke::detail, "M26 12.5C29.5 15 31.5 20 31.5 27"},
};
constexpr Stroke kBishop[] = {
    {Stroke::body, "M11 36H34V40H11Z"},
    {Stroke::body, "M15.5 31.5H29.5V36H15.5Z"},
    {Stroke::body, "M16 31.5C12.5 26 14 19.5 22.5 12.5C31 19.5 32.5 26 29 31.5Z"},
    {Stroke::circle, {}, 22.5, 9.5, 2.8},
    {Stroke::detail, "M25.5 17.5L20.5 24.5"},
};
constexpr Stroke kRook[] = {
    {Stroke::body, "M10.5 35.5H34.5V40H10.5Z"},
    {Stroke::body, "M14 35.5L15 19H30L31 35.5Z"},
    {Stroke::body, "M11.5 10H16V13.5H20V10H25V13.5H29V10H33.5V16L31 19H14L11.5 16Z"},
    {Stroke::detail, "M15.5 31H29.5"},
};
constexpr Stroke kQueen[] = {
    {Stroke::body, "M11 35.5H34V40H11Z"},
    {Stroke::body,
     "M12 35.5L9 15.5L15 26L16.5 12L20.5 25L22.5 10L24.5 25L28.5 12L30 26L36 15.5L33 35.5Z"},
    {Stroke::circle, {}, 9, 13.5, 2.2},
    {Stroke::circle, {}, 16.5, 10, 2.2},
    {Stroke::circle, {}, 22.5, 8, 2.2},
    {Stroke::circle, {}, 28.5, 10, 2.2},
    {Stroke::circle, {}, 36, 13.5, 2.2},
    {Stroke::detail, "M13 31.5H32"},
};
constexpr Stroke kKing[] = {
    {Stroke::body, "M11 35.5H34V40H11Z"},
    {Stroke::body,
     "M12.5 35.5C8 28 9.5 20.5 16 20.5C19.5 20.5 21.5 23 22.5 25.5C23.5 23 25.5 20.5 29 20.5"
     "C35.5 20.5 37 28 32.5 35.5Z"},
    {Stroke::body, "M22.5 25.5C21 21.5 20 19 22.5 16.5C25 19 24 21.5 22.5 25.5Z"},
    {Stroke::body, "M21 4.5H24V7.5H27V10.5H24V15H21V10.5H18V7.5H21Z"},
    {Stroke::detail, "M13.5 31.5H31.5"},
};

template <std::size_t N>
constexpr std::span<const Stroke> strokes(const Stroke (&shape)[N]) {
    return {shape, N};
}

std::span<const Stroke> shape_of(PieceType type) {
    switch (type) {
        case core::PAWN:
            return strokes(kPawn);
        case core::KNIGHT:
            return strokes(kKnight);
        case core::BISHOP:
            return strokes(kBishop);
        case core::ROOK:
            return strokes(kRook);
        case core::QUEEN:
            return strokes(kQueen);
        default:
            return strokes(kKing);
    }
}

// The top-left corner of a square's cell in the drawing.
struct Point {
    double x;
    double y;
};

Point corner(Square s, bool black_at_bottom) {
    const int file = core::file_of(s);
    const int rank = core::rank_of(s);
    const int column = black_at_bottom ? 7 - file : file;
    const int row = black_at_bottom ? rank : 7 - rank;
    return {kLeft + column * kSquare, kTop + row * kSquare};
}

Point centre(Square s, bool black_at_bottom) {
    const Point p = corner(s, black_at_bottom);
    return {p.x + kSquare / 2, p.y + kSquare / 2};
}

using Out = std::back_insert_iterator<fmt::memory_buffer>;

constexpr char kPieceLetters[] = " PNBRQK";

// data-square and data-piece ("wK", "bP") let a test or a script find a piece in the drawing.
void draw_piece(Piece piece, Square square, Point at, Out out) {
    const bool white = core::color_of(piece) == core::WHITE;
    const std::string_view fill = white ? kPaper : kInk;
    const std::string_view detail = white ? kInk : kPaper;
    const char letter = kPieceLetters[core::type_of(piece)];
    fmt::format_to(out,
                   "<g transform=\"translate({} {})\" data-square=\"{}\" data-piece=\"{}{}\" "
                   "stroke=\"{}\" stroke-width=\"1.5\" stroke-linejoin=\"round\" "
                   "stroke-linecap=\"round\">",
                   at.x, at.y, core::square_name(square).data(), white ? 'w' : 'b', letter, kInk);
    for (const Stroke& stroke : shape_of(core::type_of(piece))) {
        switch (stroke.kind) {
            case Stroke::body:
                fmt::format_to(out, "<path d=\"{}\" fill=\"{}\"/>", stroke.path, fill);
                break;
            case Stroke::circle:
                fmt::format_to(out, "<circle cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"{}\"/>", stroke.cx,
                               stroke.cy, stroke.r, fill);
                break;
            case Stroke::detail:
                fmt::format_to(out, "<path d=\"{}\" fill=\"none\" stroke=\"{}\"/>", stroke.path,
                               detail);
                break;
        }
    }
    fmt::format_to(out, "</g>");
}

// Each kind of arrow: its class, its colour and what a caption says of it.
struct ArrowStyle {
    std::string_view name;
    std::string_view colour;
    std::string_view words;
};

constexpr std::array<ArrowStyle, 3> kArrowStyles{{
    {"attempted", "#d62828", " (the move attempted)."},
    {"candidate", "#1d4ed8", " (a candidate move)."},
    {"suggested", "#15803d", " (a move it may have meant)."},
}};

const ArrowStyle& style_of(ArrowKind kind) {
    return kArrowStyles[static_cast<std::size_t>(kind)];
}

void draw_arrow(const DiagramArrow& arrow, bool black_at_bottom, Out out) {
    if (!core::is_ok(arrow.from) || !core::is_ok(arrow.to) || arrow.from == arrow.to) return;
    const std::string_view colour = style_of(arrow.kind).colour;
    const Point from = centre(arrow.from, black_at_bottom);
    const Point to = centre(arrow.to, black_at_bottom);
    const double dx = to.x - from.x;
    const double dy = to.y - from.y;
    const double length = std::sqrt(dx * dx + dy * dy);
    const double ux = dx / length;
    const double uy = dy / length;
    constexpr double kHead = 14;
    constexpr double kHalfWidth = 8;
    const Point neck{to.x - ux * kHead, to.y - uy * kHead};
    fmt::format_to(
        out,
        "<g class=\"arrow {}\" data-from=\"{}\" data-to=\"{}\" opacity=\"0.8\"><line x1=\"{:.1f}\" "
        "y1=\"{:.1f}\" x2=\"{:.1f}\" y2=\"{:.1f}\" "
        "stroke=\"{}\" stroke-width=\"6\" stroke-linecap=\"round\"/>"
        "<polygon points=\"{:.1f},{:.1f} {:.1f},{:.1f} {:.1f},{:.1f}\" fill=\"{}\"/></g>",
        style_of(arrow.kind).name, core::square_name(arrow.from).data(),
        core::square_name(arrow.to).data(), from.x, from.y, neck.x, neck.y, colour, to.x, to.y,
        neck.x - uy * kHalfWidth, neck.y + ux * kHalfWidth, neck.x + uy * kHalfWidth,
        neck.y - ux * kHalfWidth, colour);
}

void describe_side(const BoardDiagram& diagram, Color side, std::string& text) {
    text += side == core::WHITE ? "White:" : "Black:";
    bool first = true;
    for (const PieceType type :
         {core::KING, core::QUEEN, core::ROOK, core::BISHOP, core::KNIGHT, core::PAWN}) {
        for (int s = 0; s < core::SQUARE_NB; ++s) {
            const Piece piece = diagram.board[s];
            if (piece == core::NO_PIECE || core::color_of(piece) != side ||
                core::type_of(piece) != type)
                continue;
            text += first ? " " : ", ";
            first = false;
            if (type != core::PAWN) text += kPieceLetters[type];
            text += core::square_name(Square(s)).data();
        }
    }
    if (first) text += " nothing";
    text += ". ";
}

}  // namespace

BoardDiagram board_diagram(const core::ParsedFen& fen) {
    BoardDiagram diagram;
    diagram.board = fen.board;
    diagram.side_to_move = fen.side_to_move;
    return diagram;
}

std::string describe_board(const BoardDiagram& diagram) {
    std::string text;
    describe_side(diagram, core::WHITE, text);
    describe_side(diagram, core::BLACK, text);
    text += diagram.side_to_move == core::WHITE ? "White to move." : "Black to move.";
    if (core::is_ok(diagram.last_move_to)) {
        text += " Last move ";
        if (core::is_ok(diagram.last_move_from)) {
            // "e7 to e5", not "e7-e5": a caption may wrap at a hyphen, and a reader speaks it.
            text += core::square_name(diagram.last_move_from).data();
            text += " to ";
        } else {
            text += "to ";
        }
        text += core::square_name(diagram.last_move_to).data();
        text += '.';
    }
    for (const DiagramArrow& arrow : diagram.arrows) {
        if (!core::is_ok(arrow.from) || !core::is_ok(arrow.to)) continue;
        text += " Arrow ";
        text += core::square_name(arrow.from).data();
        text += " to ";
        text += core::square_name(arrow.to).data();
        text += style_of(arrow.kind).words;
    }
    return text;
}

void append_board_svg(const BoardDiagram& diagram, fmt::memory_buffer& out) {
    const Out it(out);
    const bool flipped = diagram.black_at_bottom;
    fmt::format_to(it,
                   "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {} {}\" width=\"{}\" "
                   "height=\"{}\" role=\"img\" class=\"board\"><title>{}</title>",
                   kWidth, kHeight, kWidth, kHeight, describe_board(diagram));
    fmt::format_to(it, "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"{}\"/>", kLeft,
                   kTop, kBoard, kBoard, kDarkSquare);
    for (int s = 0; s < core::SQUARE_NB; ++s) {
        const Square square = Square(s);
        const bool light = (int(core::file_of(square)) + int(core::rank_of(square))) % 2 == 1;
        if (!light) continue;
        const Point p = corner(square, flipped);
        fmt::format_to(it, "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"{}\"/>", p.x,
                       p.y, kSquare, kSquare, kLightSquare);
    }
    // A move whose origin the record does not give (an ending in a report of an older pgnlint)
    // highlights its target alone.
    const std::pair<Square, std::string_view> highlights[] = {{diagram.last_move_from, "from"},
                                                              {diagram.last_move_to, "to"}};
    for (const auto& [square, end] : highlights) {
        if (!core::is_ok(square)) continue;
        const Point p = corner(square, flipped);
        fmt::format_to(it,
                       "<rect class=\"last-move-{}\" data-highlight=\"{}\" x=\"{}\" y=\"{}\" "
                       "width=\"{}\" height=\"{}\" fill=\"#f6e05e\" opacity=\"0.6\"/>",
                       end, core::square_name(square).data(), p.x, p.y, kSquare, kSquare);
    }
    fmt::format_to(it,
                   "<g font-family=\"sans-serif\" font-size=\"13\" fill=\"{}\" "
                   "text-anchor=\"middle\">",
                   kInk);
    for (int i = 0; i < 8; ++i) {
        const int file = flipped ? 7 - i : i;
        const int rank = flipped ? i + 1 : 8 - i;
        fmt::format_to(it, "<text x=\"{}\" y=\"{}\">{}</text>", kLeft + i * kSquare + kSquare / 2,
                       kTop + kBoard + 17, char('a' + file));
        fmt::format_to(it, "<text x=\"{}\" y=\"{}\">{}</text>", kLeft / 2,
                       kTop + i * kSquare + kSquare / 2 + 5, rank);
    }
    fmt::format_to(it, "</g>");
    // The side to move: a disc of its colour beside its own edge of the board.
    const bool mover_at_bottom = (diagram.side_to_move == core::WHITE) != flipped;
    fmt::format_to(it,
                   "<circle cx=\"{}\" cy=\"{}\" r=\"8\" fill=\"{}\" stroke=\"{}\" "
                   "stroke-width=\"1.5\"/>",
                   kLeft + kBoard + 13, mover_at_bottom ? kTop + kBoard - 12 : kTop + 12,
                   diagram.side_to_move == core::WHITE ? kPaper : kInk, kInk);
    for (int s = 0; s < core::SQUARE_NB; ++s) {
        const Piece piece = diagram.board[s];
        if (piece == core::NO_PIECE) continue;
        draw_piece(piece, Square(s), corner(Square(s), flipped), it);
    }
    for (const DiagramArrow& arrow : diagram.arrows) draw_arrow(arrow, flipped, it);
    fmt::format_to(it, "</svg>");
}

}  // namespace pgnlint::report
