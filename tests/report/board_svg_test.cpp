#include "pgnlint/report/board_svg.h"

#include <gtest/gtest.h>

#include <string>

#include "pgnlint/core/fen.h"

namespace pgnlint::report {
namespace {

BoardDiagram diagram_of(std::string_view fen) {
    const core::FenParseResult parsed = core::parse_fen(fen);
    EXPECT_TRUE(parsed.ok) << fen;
    BoardDiagram diagram;
    diagram.board = parsed.fen.board;
    diagram.side_to_move = parsed.fen.side_to_move;
    return diagram;
}

std::string svg_of(const BoardDiagram& diagram) {
    fmt::memory_buffer out;
    append_board_svg(diagram, out);
    return fmt::to_string(out);
}

std::size_t count(const std::string& text, std::string_view needle) {
    std::size_t n = 0;
    for (std::size_t at = text.find(needle); at != std::string::npos;
         at = text.find(needle, at + 1))
        ++n;
    return n;
}

constexpr std::string_view kStart = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

TEST(BoardSvg, DrawsEveryPieceAsShapesAndNoText) {
    const std::string svg = svg_of(diagram_of(kStart));
    EXPECT_EQ(svg.rfind("<svg xmlns=\"http://www.w3.org/2000/svg\"", 0), 0u);
    EXPECT_EQ(svg.substr(svg.size() - 6), "</svg>");
    EXPECT_EQ(count(svg, "<g transform="), 32u);
    // 8 file letters and 8 rank numbers are the only text; no piece is a font glyph.
    EXPECT_EQ(count(svg, "<text "), 16u);
    EXPECT_EQ(count(svg, "<g"), count(svg, "</g>"));
    // Nothing that could clash on a page of many boards or reach outside the file.
    EXPECT_EQ(svg.find(" id="), std::string::npos);
    EXPECT_EQ(svg.find("href"), std::string::npos);
    EXPECT_EQ(svg.find("<script"), std::string::npos);
}

TEST(BoardSvg, PlacesPiecesOnTheirSquaresFromEitherSide) {
    BoardDiagram diagram = diagram_of("8/8/8/8/8/8/8/K6k w - - 0 1");
    // a1 is the bottom-left cell (x 24, y 8 + 7 * 45) with White at the bottom...
    EXPECT_NE(svg_of(diagram).find("<g transform=\"translate(24 323)\""), std::string::npos);
    // ...and the top-right one with Black at the bottom.
    diagram.black_at_bottom = true;
    const std::string flipped = svg_of(diagram);
    EXPECT_NE(flipped.find("<g transform=\"translate(339 8)\""), std::string::npos);
    EXPECT_LT(flipped.find(">h</text>"), flipped.find(">a</text>"));
}

TEST(BoardSvg, WhitePiecesAreWhiteAndBlackPiecesBlack) {
    const std::string white = svg_of(diagram_of("8/8/8/8/8/8/8/K7 w - - 0 1"));
    const std::string black = svg_of(diagram_of("8/8/8/8/8/8/8/k7 w - - 0 1"));
    const std::string piece_white = white.substr(white.find("<g transform="));
    const std::string piece_black = black.substr(black.find("<g transform="));
    EXPECT_NE(piece_white.find("fill=\"#ffffff\""), std::string::npos);
    EXPECT_EQ(piece_black.find("fill=\"#ffffff\""), std::string::npos);
}

TEST(BoardSvg, HighlightsTheLastMoveAndDrawsArrows) {
    BoardDiagram diagram = diagram_of(kStart);
    EXPECT_EQ(svg_of(diagram).find("#f6e05e"), std::string::npos);
    EXPECT_EQ(svg_of(diagram).find("<polygon"), std::string::npos);
    diagram.last_move_from = core::SQ_E2;
    diagram.last_move_to = core::SQ_E4;
    diagram.arrows = {{core::SQ_G1, core::SQ_G3, ArrowKind::attempted},
                      {core::SQ_B1, core::SQ_C3, ArrowKind::candidate},
                      {core::SQ_D1, core::SQ_D1, ArrowKind::candidate}};
    const std::string svg = svg_of(diagram);
    EXPECT_EQ(count(svg, "#f6e05e"), 2u);
    EXPECT_NE(svg.find("class=\"last-move-from\" data-highlight=\"e2\""), std::string::npos);
    EXPECT_NE(svg.find("class=\"last-move-to\" data-highlight=\"e4\""), std::string::npos);
    // An arrow from a square to itself has no direction and is left out.
    EXPECT_EQ(count(svg, "<polygon"), 2u);
    EXPECT_NE(svg.find("stroke=\"#d62828\""), std::string::npos);
    EXPECT_NE(svg.find("stroke=\"#1d4ed8\""), std::string::npos);
}

TEST(BoardSvg, DescribesTheBoardInWords) {
    BoardDiagram diagram = diagram_of("6k1/5ppp/8/8/8/8/8/R5K1 b - - 0 1");
    diagram.last_move_from = core::SQ_A2;
    diagram.last_move_to = core::SQ_A1;
    diagram.arrows = {{core::SQ_G8, core::SQ_H8, ArrowKind::attempted}};
    const std::string words = describe_board(diagram);
    EXPECT_EQ(words,
              "White: Kg1, Ra1. Black: Kg8, f7, g7, h7. Black to move. Last move a2 to a1. "
              "Arrow g8 to h8 (the move attempted).");
    EXPECT_NE(svg_of(diagram).find("<title>" + words + "</title>"), std::string::npos);
    EXPECT_EQ(describe_board(diagram_of("8/8/8/8/8/8/8/K7 w - - 0 1")),
              "White: Ka1. Black: nothing. White to move.");
}

}  // namespace
}  // namespace pgnlint::report
