// The chess vocabulary every core file shares: colours, pieces, squares, castling rights and the
// 16-bit Move with its documented bit layout.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

namespace pgnlint::core {

enum Color : uint8_t { WHITE, BLACK, COLOR_NB = 2 };

constexpr Color operator~(Color c) {
    return Color(c ^ 1);
}

enum PieceType : uint8_t {
    NO_PIECE_TYPE,
    PAWN,
    KNIGHT,
    BISHOP,
    ROOK,
    QUEEN,
    KING,
    PIECE_TYPE_NB = 7
};

// Words for plain-language messages: "White"/"Black", "white"/"black" and "knight".
constexpr std::string_view color_name(Color c) {
    return c == WHITE ? "White" : "Black";
}
constexpr std::string_view color_adjective(Color c) {
    return c == WHITE ? "white" : "black";
}
constexpr std::string_view piece_type_name(PieceType pt) {
    switch (pt) {
        case PAWN:
            return "pawn";
        case KNIGHT:
            return "knight";
        case BISHOP:
            return "bishop";
        case ROOK:
            return "rook";
        case QUEEN:
            return "queen";
        case KING:
            return "king";
        default:
            return "piece";
    }
}

// Piece = colour * 8 + piece type, so that the colour is bit 3 and the type bits 0-2.
enum Piece : uint8_t {
    NO_PIECE,
    W_PAWN = PAWN,
    W_KNIGHT,
    W_BISHOP,
    W_ROOK,
    W_QUEEN,
    W_KING,
    B_PAWN = PAWN + 8,
    B_KNIGHT,
    B_BISHOP,
    B_ROOK,
    B_QUEEN,
    B_KING,
    PIECE_NB = 16
};

constexpr Piece make_piece(Color c, PieceType pt) {
    return Piece((c << 3) + pt);
}
constexpr PieceType type_of(Piece pc) {
    return PieceType(pc & 7);
}
constexpr Color color_of(Piece pc) {
    return Color(pc >> 3);
}

// clang-format off
enum Square : uint8_t {
    SQ_A1, SQ_B1, SQ_C1, SQ_D1, SQ_E1, SQ_F1, SQ_G1, SQ_H1,
    SQ_A2, SQ_B2, SQ_C2, SQ_D2, SQ_E2, SQ_F2, SQ_G2, SQ_H2,
    SQ_A3, SQ_B3, SQ_C3, SQ_D3, SQ_E3, SQ_F3, SQ_G3, SQ_H3,
    SQ_A4, SQ_B4, SQ_C4, SQ_D4, SQ_E4, SQ_F4, SQ_G4, SQ_H4,
    SQ_A5, SQ_B5, SQ_C5, SQ_D5, SQ_E5, SQ_F5, SQ_G5, SQ_H5,
    SQ_A6, SQ_B6, SQ_C6, SQ_D6, SQ_E6, SQ_F6, SQ_G6, SQ_H6,
    SQ_A7, SQ_B7, SQ_C7, SQ_D7, SQ_E7, SQ_F7, SQ_G7, SQ_H7,
    SQ_A8, SQ_B8, SQ_C8, SQ_D8, SQ_E8, SQ_F8, SQ_G8, SQ_H8,
    SQ_NONE,
    SQUARE_NB = 64
};
// clang-format on

enum File : uint8_t { FILE_A, FILE_B, FILE_C, FILE_D, FILE_E, FILE_F, FILE_G, FILE_H, FILE_NB };
enum Rank : uint8_t { RANK_1, RANK_2, RANK_3, RANK_4, RANK_5, RANK_6, RANK_7, RANK_8, RANK_NB };

constexpr Square make_square(File f, Rank r) {
    return Square((r << 3) + f);
}
constexpr File file_of(Square s) {
    return File(s & 7);
}
constexpr Rank rank_of(Square s) {
    return Rank(s >> 3);
}
constexpr bool is_ok(Square s) {
    return s < SQUARE_NB;
}
// "e4", or "-" for SQ_NONE; NUL-terminated.
constexpr std::array<char, 3> square_name(Square s) {
    if (!is_ok(s)) return {'-', '\0', '\0'};
    return {char('a' + file_of(s)), char('1' + rank_of(s)), '\0'};
}
// The rank as seen from colour c's side of the board (RANK_1 is c's back rank).
constexpr Rank relative_rank(Color c, Rank r) {
    return Rank(r ^ (c * 7));
}
constexpr Square relative_square(Color c, Square s) {
    return Square(s ^ (c * 56));
}
// One step towards the opponent's side for colour c.
constexpr int pawn_push(Color c) {
    return c == WHITE ? 8 : -8;
}
constexpr Square operator+(Square s, int delta) {
    return Square(int(s) + delta);
}
constexpr Square operator-(Square s, int delta) {
    return Square(int(s) - delta);
}
constexpr Square& operator++(Square& s) {
    return s = Square(s + 1);
}

// Castling rights as four bits. The rook each right refers to is kept by Position (Chess960).
enum CastlingRights : uint8_t {
    NO_CASTLING = 0,
    WHITE_OO = 1,
    WHITE_OOO = 2,
    BLACK_OO = 4,
    BLACK_OOO = 8,
    KING_SIDE = WHITE_OO | BLACK_OO,
    QUEEN_SIDE = WHITE_OOO | BLACK_OOO,
    WHITE_CASTLING = WHITE_OO | WHITE_OOO,
    BLACK_CASTLING = BLACK_OO | BLACK_OOO,
    ANY_CASTLING = WHITE_CASTLING | BLACK_CASTLING,
    CASTLING_RIGHT_NB = 16
};

constexpr CastlingRights operator|(CastlingRights a, CastlingRights b) {
    return CastlingRights(uint8_t(a) | uint8_t(b));
}
constexpr CastlingRights operator&(CastlingRights a, CastlingRights b) {
    return CastlingRights(uint8_t(a) & uint8_t(b));
}
constexpr CastlingRights operator&(Color c, CastlingRights cr) {
    return CastlingRights((c == WHITE ? WHITE_CASTLING : BLACK_CASTLING) & cr);
}

enum class MoveKind : uint8_t { normal = 0, promotion = 1, en_passant = 2, castling = 3 };

// A move in 16 bits:
//   bits  0-5  destination square (for castling: the square of the castling rook)
//   bits  6-11 origin square
//   bits 12-13 promotion piece type minus KNIGHT (only meaningful for promotions)
//   bits 14-15 MoveKind
// Castling is encoded as "king takes own rook" so that Chess960 castling, where the king may not
// move at all, is unambiguous. Move::none() (0) and Move::null() (from == to == B1) are never
// legal.
class Move {
public:
    constexpr Move() = default;
    constexpr explicit Move(uint16_t raw) : data_(raw) {}
    constexpr Move(Square from, Square to) : data_(uint16_t((from << 6) + to)) {}

    static constexpr Move make(MoveKind kind, Square from, Square to,
                               PieceType promotion = KNIGHT) {
        return Move(
            uint16_t((uint16_t(kind) << 14) + ((promotion - KNIGHT) << 12) + (from << 6) + to));
    }
    static constexpr Move none() { return Move(0); }
    static constexpr Move null() { return Move(65); }

    constexpr Square from_sq() const { return Square((data_ >> 6) & 0x3F); }
    constexpr Square to_sq() const { return Square(data_ & 0x3F); }
    constexpr MoveKind kind() const { return MoveKind(data_ >> 14); }
    constexpr PieceType promotion_type() const { return PieceType(((data_ >> 12) & 3) + KNIGHT); }
    constexpr bool is_ok() const { return data_ != none().data_ && data_ != null().data_; }
    constexpr uint16_t raw() const { return data_; }

    constexpr bool operator==(const Move&) const = default;

private:
    uint16_t data_ = 0;
};

}  // namespace pgnlint::core
