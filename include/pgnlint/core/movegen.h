// Legal move generation: all legal moves, only those of one piece type to one square (the SAN
// hot path), or just their number (perft leaves). Nothing allocates.
#pragma once

#include <cstddef>
#include <cstdint>

#include "pgnlint/core/bitboard.h"
#include "pgnlint/core/position.h"
#include "pgnlint/core/types.h"

namespace pgnlint::core {

// Reachable positions have at most 218 moves. A playable position (validate_position) has at most
// 16 pieces a side, and no piece has more than 27 moves, so even an unreachable FEN position stays
// below 16 * 27 + 2.
struct MoveList {
    static constexpr std::size_t CAPACITY = 512;

    // The storage is left uninitialised (a union member is not default-constructed): zeroing 1 KiB
    // on every SAN lookup would cost more than generating the moves. Only the first `count`
    // entries are ever read.
    MoveList() {}
    union {
        Move moves[CAPACITY];
    };
    std::size_t count = 0;

    void push(Move m) { moves[count++] = m; }
    std::size_t size() const { return count; }
    bool empty() const { return count == 0; }
    const Move* begin() const { return moves; }
    const Move* end() const { return moves + count; }
    Move operator[](std::size_t i) const { return moves[i]; }
    bool contains(Move m) const;
};

void generate_legal(const Position& pos, MoveList& list);
// Legal moves of pieces of type pt whose destination is in `to` (castling moves count as king
// moves to the castling rook's square).
void generate_legal(const Position& pos, PieceType pt, Bitboard to, MoveList& list);
inline void generate_legal_to(const Position& pos, PieceType pt, Square to, MoveList& list) {
    generate_legal(pos, pt, square_bb(to), list);
}
// The squares of the pieces of type pt that can legally move to `to`: the SAN hot path, with no
// move list. Castling and en passant captures are not among them (generate_legal has them).
Bitboard legal_origins(const Position& pos, PieceType pt, Square to);
// The castling move of the single right cr (of the side to move) when it is legal (FIDE 3.8.2),
// else Move::none().
Move legal_castling(const Position& pos, CastlingRights cr);
std::size_t count_legal(const Position& pos);
// The number of legal moves when it is at most `most`, else most + 1: the generator stops once
// a group of moves (the king's, the pawns', the pieces') passes it.
std::size_t count_legal_up_to(const Position& pos, std::size_t most);
bool has_legal_move(const Position& pos);

}  // namespace pgnlint::core
