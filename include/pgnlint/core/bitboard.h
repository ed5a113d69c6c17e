// Bitboards and attack tables: leaper, line and rank tables are computed at compile time. Slider
// attacks are computed from small tables (a 512-byte rank table, 1 KB of diagonals) instead of
// magic bitboards (800 KB for rooks, 41 KB for bishops): replaying games streams text through the
// cache, and the magic tables' misses were a fifth of the time for rooks.
#pragma once

#include <array>
#include <cassert>
#include <bit>
#include <cstdint>

#include "pgnlint/core/types.h"

namespace pgnlint::core {

using Bitboard = uint64_t;

constexpr Bitboard FILE_A_BB = 0x0101010101010101ULL;
constexpr Bitboard FILE_H_BB = FILE_A_BB << 7;
constexpr Bitboard RANK_1_BB = 0xFFULL;
constexpr Bitboard RANK_8_BB = RANK_1_BB << 56;
constexpr Bitboard DARK_SQUARES_BB = 0xAA55AA55AA55AA55ULL;

constexpr Bitboard square_bb(Square s) {
    assert(is_ok(s));  // SQ_NONE would shift by 64
    return Bitboard(1) << s;
}
constexpr Bitboard file_bb(File f) {
    return FILE_A_BB << f;
}
constexpr Bitboard rank_bb(Rank r) {
    return RANK_1_BB << (8 * r);
}
// Without -mpopcnt (the default x86-64 target) std::popcount becomes a call into libgcc, and perft
// and move generation count bits at every node; the inline SWAR count needs no call.
constexpr int popcount(Bitboard b) {
#if defined(__POPCNT__)
    return std::popcount(b);
#else
    b = b - ((b >> 1) & 0x5555555555555555ULL);
    b = (b & 0x3333333333333333ULL) + ((b >> 2) & 0x3333333333333333ULL);
    b = (b + (b >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
    return int((b * 0x0101010101010101ULL) >> 56);
#endif
}
// b must not be empty: lsb(0) would be 64, which only looks like SQ_NONE.
constexpr Square lsb(Bitboard b) {
    assert(b != 0);
    return Square(std::countr_zero(b));
}
constexpr Square pop_lsb(Bitboard& b) {
    const Square s = lsb(b);
    b &= b - 1;
    return s;
}
constexpr bool more_than_one(Bitboard b) {
    return (b & (b - 1)) != 0;
}

template <int Delta>
constexpr Bitboard shift(Bitboard b) {
    if constexpr (Delta == 8) return b << 8;
    if constexpr (Delta == -8) return b >> 8;
    if constexpr (Delta == 16) return b << 16;
    if constexpr (Delta == -16) return b >> 16;
    if constexpr (Delta == 9) return (b & ~FILE_H_BB) << 9;
    if constexpr (Delta == 7) return (b & ~FILE_A_BB) << 7;
    if constexpr (Delta == -7) return (b & ~FILE_H_BB) >> 7;
    if constexpr (Delta == -9) return (b & ~FILE_A_BB) >> 9;
    return 0;
}

namespace detail {

constexpr bool on_board(int file, int rank) {
    return file >= 0 && file < 8 && rank >= 0 && rank < 8;
}

// Squares reached from s by single steps (leapers) or by rays stopping at the first occupied
// square (sliders); used to build every table below.
constexpr Bitboard step_attacks(Square s, const int (*deltas)[2], int count, bool slide,
                                Bitboard occupied) {
    Bitboard attacks = 0;
    for (int i = 0; i < count; ++i) {
        int f = file_of(s) + deltas[i][0];
        int r = rank_of(s) + deltas[i][1];
        while (on_board(f, r)) {
            const Bitboard to = square_bb(make_square(File(f), Rank(r)));
            attacks |= to;
            if (!slide || (occupied & to)) break;
            f += deltas[i][0];
            r += deltas[i][1];
        }
    }
    return attacks;
}

constexpr int KNIGHT_DELTAS[8][2] = {{1, 2},   {2, 1},   {2, -1}, {1, -2},
                                     {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
constexpr int KING_DELTAS[8][2] = {{1, 0},  {1, 1},   {0, 1},  {-1, 1},
                                   {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};
constexpr int ROOK_DELTAS[4][2] = {{1, 0}, {0, 1}, {-1, 0}, {0, -1}};
constexpr int BISHOP_DELTAS[4][2] = {{1, 1}, {-1, 1}, {-1, -1}, {1, -1}};
constexpr int WHITE_PAWN_DELTAS[2][2] = {{-1, 1}, {1, 1}};
constexpr int BLACK_PAWN_DELTAS[2][2] = {{-1, -1}, {1, -1}};

template <typename F>
constexpr std::array<Bitboard, SQUARE_NB> per_square(F f) {
    std::array<Bitboard, SQUARE_NB> table{};
    for (int s = 0; s < SQUARE_NB; ++s) table[s] = f(Square(s));
    return table;
}

constexpr auto KNIGHT_TABLE =
    per_square([](Square s) { return step_attacks(s, KNIGHT_DELTAS, 8, false, 0); });
constexpr auto KING_TABLE =
    per_square([](Square s) { return step_attacks(s, KING_DELTAS, 8, false, 0); });
constexpr std::array<std::array<Bitboard, SQUARE_NB>, COLOR_NB> PAWN_TABLE = {
    per_square([](Square s) { return step_attacks(s, WHITE_PAWN_DELTAS, 2, false, 0); }),
    per_square([](Square s) { return step_attacks(s, BLACK_PAWN_DELTAS, 2, false, 0); })};
// Slider attacks on an empty board: where a pin or a check can come from, without a magic lookup.
constexpr auto ROOK_RAY_TABLE =
    per_square([](Square s) { return step_attacks(s, ROOK_DELTAS, 4, true, 0); });
constexpr auto BISHOP_RAY_TABLE =
    per_square([](Square s) { return step_attacks(s, BISHOP_DELTAS, 4, true, 0); });
// For each square s, where a knight, a bishop or a rook on an empty board would attack a square
// next to s: the only pieces that can ever cover a king's steps.
struct NeighbourhoodSight {
    Bitboard knight = 0;
    Bitboard diagonal = 0;
    Bitboard line = 0;
};
constexpr auto NEIGHBOURHOOD_SIGHT = [] {
    std::array<NeighbourhoodSight, SQUARE_NB> sight{};
    for (int s = 0; s < SQUARE_NB; ++s)
        for (Bitboard next = KING_TABLE[s]; next; next &= next - 1) {
            const int z = std::countr_zero(next);
            sight[s].knight |= KNIGHT_TABLE[z];
            sight[s].diagonal |= BISHOP_RAY_TABLE[z];
            sight[s].line |= ROOK_RAY_TABLE[z];
        }
    return sight;
}();
// The two diagonals through a square, the square itself left out.
constexpr int DIAGONAL_DELTAS[2][2] = {{1, 1}, {-1, -1}};
constexpr int ANTI_DIAGONAL_DELTAS[2][2] = {{-1, 1}, {1, -1}};
struct Diagonals {
    Bitboard diagonal;       // a1-h8-wise
    Bitboard anti_diagonal;  // a8-h1-wise
};
constexpr std::array<Diagonals, SQUARE_NB> DIAGONAL_TABLE = [] {
    std::array<Diagonals, SQUARE_NB> table{};
    for (int s = 0; s < SQUARE_NB; ++s) {
        table[s] = {step_attacks(Square(s), DIAGONAL_DELTAS, 2, true, 0),
                    step_attacks(Square(s), ANTI_DIAGONAL_DELTAS, 2, true, 0)};
    }
    return table;
}();

// RANK_ATTACKS[f][inner]: the squares a slider on file f reaches along its rank (a byte, bit i =
// file i) when `inner` (6 bits) is the occupancy of files b to g; files a and h never block.
constexpr std::array<std::array<uint8_t, 64>, FILE_NB> make_rank_attacks() {
    std::array<std::array<uint8_t, 64>, FILE_NB> t{};
    for (int f = 0; f < FILE_NB; ++f) {
        for (int inner = 0; inner < 64; ++inner) {
            const Bitboard occupied = Bitboard(inner) << 1;
            t[f][inner] =
                uint8_t(step_attacks(make_square(File(f), RANK_1), ROOK_DELTAS, 4, true, occupied) &
                        RANK_1_BB);
        }
    }
    return t;
}
inline constexpr auto RANK_ATTACKS = make_rank_attacks();

// LINE[a][b]: the whole line through a and b (0 if not aligned).
// BETWEEN[a][b]: squares strictly between a and b, plus b itself (0 if not aligned, then just b),
// so that "block the check or capture the checker" is one mask.
struct LineTables {
    std::array<std::array<Bitboard, SQUARE_NB>, SQUARE_NB> line{};
    std::array<std::array<Bitboard, SQUARE_NB>, SQUARE_NB> between{};
};

constexpr LineTables make_line_tables() {
    LineTables t{};
    for (int a = 0; a < SQUARE_NB; ++a) {
        for (int b = 0; b < SQUARE_NB; ++b) t.between[a][b] = square_bb(Square(b));
        // KING_DELTAS lists the eight directions so that direction i + 4 is opposite to i. One walk
        // per ray keeps this cheap enough for every compiler's constant-evaluation budget.
        for (int i = 0; i < 8; ++i) {
            const Square from = Square(a);
            const Bitboard line = step_attacks(from, &KING_DELTAS[i], 1, true, 0) |
                                  step_attacks(from, &KING_DELTAS[(i + 4) % 8], 1, true, 0) |
                                  square_bb(from);
            Bitboard path = 0;
            int f = file_of(from) + KING_DELTAS[i][0];
            int r = rank_of(from) + KING_DELTAS[i][1];
            for (; on_board(f, r); f += KING_DELTAS[i][0], r += KING_DELTAS[i][1]) {
                const Square b = make_square(File(f), Rank(r));
                path |= square_bb(b);
                t.between[a][b] = path;
                t.line[a][b] = line;
            }
        }
    }
    return t;
}

inline constexpr LineTables LINE_TABLES = make_line_tables();

}  // namespace detail

constexpr Bitboard knight_attacks(Square s) {
    return detail::KNIGHT_TABLE[s];
}
constexpr Bitboard king_attacks(Square s) {
    return detail::KING_TABLE[s];
}
constexpr Bitboard pawn_attacks(Color c, Square s) {
    return detail::PAWN_TABLE[c][s];
}
constexpr Bitboard rook_rays(Square s) {
    return detail::ROOK_RAY_TABLE[s];
}
constexpr Bitboard bishop_rays(Square s) {
    return detail::BISHOP_RAY_TABLE[s];
}
constexpr Bitboard line_bb(Square a, Square b) {
    return detail::LINE_TABLES.line[a][b];
}
constexpr Bitboard between_bb(Square a, Square b) {
    return detail::LINE_TABLES.between[a][b];
}
constexpr bool aligned(Square a, Square b, Square c) {
    return line_bb(a, b) & square_bb(c);
}

// Along a line with one square per rank (a file or a diagonal), `line` without s: the nearest
// blocker above s is found by subtracting s's bit from the line's occupancy (the borrow runs up to
// the blocker), and the one below by the same subtraction on the byte-reversed board (which turns
// the line upside down). No table: a lookup table for diagonals (magic bitboards, 41 KB) did not
// stay in the L1 cache while games stream through it.
inline Bitboard line_attacks(Square s, Bitboard occupied, Bitboard line) {
    Bitboard up = occupied & line;
    Bitboard down = __builtin_bswap64(up);
    up -= square_bb(s);
    down -= __builtin_bswap64(square_bb(s));
    return (up ^ __builtin_bswap64(down)) & line;
}
inline Bitboard file_attacks(Square s, Bitboard occupied) {
    return line_attacks(s, occupied, file_bb(file_of(s)) ^ square_bb(s));
}
inline Bitboard rank_attacks(Square s, Bitboard occupied) {
    const int rank_shift = 8 * rank_of(s);
    const unsigned inner = unsigned(occupied >> (rank_shift + 1)) & 63;
    return Bitboard(detail::RANK_ATTACKS[file_of(s)][inner]) << rank_shift;
}
inline Bitboard rook_attacks(Square s, Bitboard occupied) {
    return file_attacks(s, occupied) | rank_attacks(s, occupied);
}
inline Bitboard bishop_attacks(Square s, Bitboard occupied) {
    const detail::Diagonals& d = detail::DIAGONAL_TABLE[s];
    return line_attacks(s, occupied, d.diagonal) | line_attacks(s, occupied, d.anti_diagonal);
}
inline Bitboard queen_attacks(Square s, Bitboard occupied) {
    return rook_attacks(s, occupied) | bishop_attacks(s, occupied);
}

// Attacks of a non-pawn piece type from s given the occupancy.
inline Bitboard attacks_bb(PieceType pt, Square s, Bitboard occupied) {
    switch (pt) {
        case KNIGHT:
            return knight_attacks(s);
        case BISHOP:
            return bishop_attacks(s, occupied);
        case ROOK:
            return rook_attacks(s, occupied);
        case QUEEN:
            return queen_attacks(s, occupied);
        case KING:
            return king_attacks(s);
        default:
            return 0;
    }
}

// Who attacks a square: the one answer of core (move generation's checkers and king steps, the
// en-passant discovered-check test, FEN validation). Of the pieces in `candidates` (a side's
// pieces, less any the caller lifts), those that attack s when `occupied` is the occupancy; the
// pawns among them attack as `by`'s pawns do. `by_type` holds each piece type's squares. A
// slider's attack is computed only when one of the candidates stands on one of s's empty-board
// lines, which in most positions none does.
[[gnu::always_inline]] inline Bitboard slider_attackers_to(
    Square s, Bitboard occupied, Bitboard candidates,
    const std::array<Bitboard, PIECE_TYPE_NB>& by_type) {
    const Bitboard diagonal = bishop_rays(s) & (by_type[BISHOP] | by_type[QUEEN]) & candidates;
    const Bitboard straight = rook_rays(s) & (by_type[ROOK] | by_type[QUEEN]) & candidates;
    Bitboard result = 0;
    if (diagonal) result |= bishop_attacks(s, occupied) & diagonal;
    if (straight) result |= rook_attacks(s, occupied) & straight;
    return result;
}
[[gnu::always_inline]] inline Bitboard attackers_to(
    Color by, Square s, Bitboard occupied, Bitboard candidates,
    const std::array<Bitboard, PIECE_TYPE_NB>& by_type) {
    const Bitboard leapers = (pawn_attacks(~by, s) & by_type[PAWN]) |
                             (knight_attacks(s) & by_type[KNIGHT]) |
                             (king_attacks(s) & by_type[KING]);
    return (leapers & candidates) | slider_attackers_to(s, occupied, candidates, by_type);
}

}  // namespace pgnlint::core
