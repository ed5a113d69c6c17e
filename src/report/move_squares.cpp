// Reads a move's squares off a board for the diagrams (move_squares.h). Runs once per drawn
// finding or ending, never per move of a game.
#include "move_squares.h"

#include "pgnlint/core/bitboard.h"
#include "pgnlint/core/san.h"

namespace pgnlint::report {
namespace {

using namespace core;

using Board = std::array<Piece, SQUARE_NB>;

constexpr int kDiagonals[4][2] = {{1, 1}, {-1, 1}, {-1, -1}, {1, -1}};
constexpr int kLines[4][2] = {{1, 0}, {0, 1}, {-1, 0}, {0, -1}};

bool on_board(int file, int rank) {
    return file >= 0 && file < 8 && rank >= 0 && rank < 8;
}

// "33... Kf7" -> "Kf7"; a move without a number is left as it is.
std::string_view without_number(std::string_view move) {
    std::size_t at = 0;
    while (at < move.size() && move[at] >= '0' && move[at] <= '9') ++at;
    if (at == 0) return move;
    while (at < move.size() && (move[at] == '.' || move[at] == ' ')) ++at;
    return move.substr(at);
}

bool is_file(char c) {
    return c >= 'a' && c <= 'h';
}
bool is_rank(char c) {
    return c >= '1' && c <= '8';
}
Square square_at(std::string_view text) {
    return make_square(File(text[0] - 'a'), Rank(text[1] - '1'));
}

// g1f3, g1-f3, e7e8q: coordinate notation names both squares.
bool read_coordinates(std::string_view text, MoveSquares& out) {
    if (text.size() < 4 || !is_file(text[0]) || !is_rank(text[1])) return false;
    std::size_t second = 2;
    if (text[2] == '-' || text[2] == 'x') second = 3;
    if (text.size() < second + 2 || !is_file(text[second]) || !is_rank(text[second + 1]))
        return false;
    out.from = square_at(text);
    out.to = square_at(text.substr(second));
    return true;
}

// Whether a slider on `from` sees `to` along one of `deltas`, stopped by the first piece.
bool slides_to(const Board& board, Square from, Square to, const int (*deltas)[2]) {
    for (int d = 0; d < 4; ++d) {
        int file = file_of(from) + deltas[d][0];
        int rank = rank_of(from) + deltas[d][1];
        while (on_board(file, rank)) {
            const Square s = make_square(File(file), Rank(rank));
            if (s == to) return true;
            if (board[s] != NO_PIECE) break;
            file += deltas[d][0];
            rank += deltas[d][1];
        }
    }
    return false;
}

bool pawn_reaches(const Board& board, Color mover, Square from, Square to) {
    if ((pawn_attacks(mover, from) & square_bb(to)) != 0) return true;
    if (file_of(from) != file_of(to)) return false;
    const int step = mover == WHITE ? 1 : -1;
    const int distance = (int(rank_of(to)) - int(rank_of(from))) * step;
    const Rank home = mover == WHITE ? RANK_2 : RANK_7;
    if (distance == 1) return true;
    return distance == 2 && rank_of(from) == home &&
           board[make_square(file_of(from), Rank(rank_of(from) + step))] == NO_PIECE;
}

bool reaches(const Board& board, Color mover, PieceType type, Square from, Square to) {
    switch (type) {
        case PAWN:
            return pawn_reaches(board, mover, from, to);
        case KNIGHT:
            return (knight_attacks(from) & square_bb(to)) != 0;
        case KING:
            return (king_attacks(from) & square_bb(to)) != 0;
        case BISHOP:
            return slides_to(board, from, to, kDiagonals);
        case ROOK:
            return slides_to(board, from, to, kLines);
        default:
            return slides_to(board, from, to, kDiagonals) || slides_to(board, from, to, kLines);
    }
}

Square king_square(const Board& board, Color mover) {
    for (int s = 0; s < SQUARE_NB; ++s) {
        if (board[s] == make_piece(mover, KING)) return Square(s);
    }
    return SQ_NONE;
}

}  // namespace

MoveSquares move_squares(const Board& board, Color mover, std::string_view move) {
    const std::string_view text = without_number(move);
    MoveSquares squares;
    if (read_coordinates(text, squares)) return squares;
    ParsedSan san;
    if (!parse_san(text, san) || san.kind == ParsedSan::Kind::null) return {};
    if (san.kind != ParsedSan::Kind::move) {
        const Rank back = mover == WHITE ? RANK_1 : RANK_8;
        const bool king_side = san.kind == ParsedSan::Kind::castle_king_side;
        return {king_square(board, mover), make_square(king_side ? FILE_G : FILE_C, back)};
    }
    squares.to = san.to;
    // The pieces the notation names, those that could go there on an empty board (the move may
    // be illegal because something is in the way), and those that could go there on this one.
    static constexpr Board kEmpty{};
    std::array<Square, 3> found{SQ_NONE, SQ_NONE, SQ_NONE};
    std::array<int, 3> counts{};
    const auto count = [&found, &counts](int level, Square from) {
        found[level] = from;
        ++counts[level];
    };
    for (int s = 0; s < SQUARE_NB; ++s) {
        const Square from = Square(s);
        if (board[s] != make_piece(mover, san.piece) || from == san.to) continue;
        if (san.from_file != FILE_NB && file_of(from) != san.from_file) continue;
        if (san.from_rank != RANK_NB && rank_of(from) != san.from_rank) continue;
        count(0, from);
        if (reaches(kEmpty, mover, san.piece, from, san.to)) count(1, from);
        if (reaches(board, mover, san.piece, from, san.to)) count(2, from);
    }
    for (int level = 2; level >= 0; --level) {
        if (counts[level] == 0) continue;
        if (counts[level] == 1) squares.from = found[level];
        break;
    }
    return squares;
}

}  // namespace pgnlint::report
