// Fills the magic bitboard table for bishops once, at program start. The magic numbers
// were found offline by a seeded random search for multipliers that map every relevant occupancy
// of a square to a collision-free index; tests/core/bitboard_test.cpp checks every lookup.
#include "pgnlint/core/bitboard.h"

namespace pgnlint::core::detail {

Magic BISHOP_MAGICS[SQUARE_NB];

namespace {

constexpr Bitboard BISHOP_MAGIC_NUMBERS[SQUARE_NB] = {
    0x00200104330C0224ULL, 0x0005040802002008ULL, 0x0D0800C102000000ULL, 0x0708204340400000ULL,
    0x0004504000001202ULL, 0x0080825040000004ULL, 0x8294015412208008ULL, 0x0009141202022004ULL,
    0x08C4846042045900ULL, 0x0281200121010900ULL, 0x00001081084100B8ULL, 0x8446040434800020ULL,
    0x1000011140021C00ULL, 0x1044020111080200ULL, 0x8000010402200420ULL, 0x6020002202122010ULL,
    0x2004C42028321810ULL, 0x0008A00308080280ULL, 0x0410008810504008ULL, 0x0004000804101220ULL,
    0x0232000400940000ULL, 0x4018800410040100ULL, 0x0001200080982000ULL, 0x004203004A008440ULL,
    0x0020610408080100ULL, 0x00A61030081016C0ULL, 0x8500900108104010ULL, 0x4801040000440080ULL,
    0x4420840080802000ULL, 0x2050820001010081ULL, 0x8008044003114808ULL, 0x000048480A022202ULL,
    0x2021501081408410ULL, 0x2001412808200800ULL, 0x044C840248300080ULL, 0x0108220182280080ULL,
    0x8CC0090100001040ULL, 0x0088004101619001ULL, 0x0101010211010841ULL, 0x02A0A40482090088ULL,
    0x0400882010080880ULL, 0x2204041484000220ULL, 0x0100084048001012ULL, 0x0000022018000109ULL,
    0x4801442812021010ULL, 0xA0200C4380A02200ULL, 0x100284080A000080ULL, 0x6101011410908100ULL,
    0x1000415008210005ULL, 0x9202410801306200ULL, 0x6000882108082003ULL, 0x0004000908480000ULL,
    0x8080210A90240008ULL, 0xA00F0842682A0080ULL, 0x0008881004004800ULL, 0x5020111101010A00ULL,
    0x02C1018A50082400ULL, 0x3501030402824900ULL, 0xC010080100809000ULL, 0x0000800000842400ULL,
    0x00481E0040182A02ULL, 0x0000204004080088ULL, 0x0480902051611200ULL, 0x0408081008420226ULL,
};

constexpr int BISHOP_TABLE_SIZE = 0x1480;

Bitboard bishop_table[BISHOP_TABLE_SIZE];

void init_slider(const int (*deltas)[2], const Bitboard* magic_numbers, Magic* magics,
                 Bitboard* table) {
    Bitboard* next_table = table;
    for (int s = 0; s < SQUARE_NB; ++s) {
        const Square sq = Square(s);
        // Board edges never block a ray, so they are left out of the mask unless on sq's own line.
        const Bitboard edges = ((RANK_1_BB | RANK_8_BB) & ~rank_bb(rank_of(sq))) |
                               ((FILE_A_BB | FILE_H_BB) & ~file_bb(file_of(sq)));
        Magic& m = magics[s];
        m.mask = step_attacks(sq, deltas, 4, true, 0) & ~edges;
        m.shift = unsigned(64 - popcount(m.mask));
        m.magic = magic_numbers[s];
        m.attacks = next_table;
        // Carry-Rippler enumeration of every subset of the mask.
        Bitboard subset = 0;
        do {
            next_table[m.index(subset)] = step_attacks(sq, deltas, 4, true, subset);
            subset = (subset - m.mask) & m.mask;
        } while (subset);
        next_table += Bitboard(1) << popcount(m.mask);
    }
}

struct SliderInit {
    SliderInit() { init_slider(BISHOP_DELTAS, BISHOP_MAGIC_NUMBERS, BISHOP_MAGICS, bishop_table); }
};

const SliderInit slider_init;

}  // namespace
}  // namespace pgnlint::core::detail
