// Fills the magic bitboard tables for rooks and bishops once, at program start: magics are found
// by a seeded random search, so start-up is deterministic and needs no CPU-specific instructions.
#include "pgnlint/core/bitboard.h"

#include <array>

namespace pgnlint::core::detail {

Magic ROOK_MAGICS[SQUARE_NB];
Magic BISHOP_MAGICS[SQUARE_NB];

namespace {

constexpr int ROOK_TABLE_SIZE = 0x19000;
constexpr int BISHOP_TABLE_SIZE = 0x1480;

Bitboard rook_table[ROOK_TABLE_SIZE];
Bitboard bishop_table[BISHOP_TABLE_SIZE];

// xorshift64*: small, fast, and good enough to find sparse magic candidates.
class Prng {
public:
    explicit Prng(uint64_t seed) : state_(seed) {}
    uint64_t next() {
        state_ ^= state_ >> 12;
        state_ ^= state_ << 25;
        state_ ^= state_ >> 27;
        return state_ * 2685821657736338717ULL;
    }
    uint64_t sparse() { return next() & next() & next(); }

private:
    uint64_t state_;
};

void init_slider(const int (*deltas)[2], Magic* magics, Bitboard* table) {
    std::array<Bitboard, 4096> occupancy{};
    std::array<Bitboard, 4096> reference{};
    std::array<int, 4096> epoch{};
    int attempt = 0;
    Bitboard* next_table = table;
    for (int s = 0; s < SQUARE_NB; ++s) {
        const Square sq = Square(s);
        // Board edges never block a ray, so they are left out of the mask unless on sq's own line.
        const Bitboard edges = ((RANK_1_BB | RANK_8_BB) & ~rank_bb(rank_of(sq))) |
                               ((FILE_A_BB | FILE_H_BB) & ~file_bb(file_of(sq)));
        Magic& m = magics[s];
        m.mask = step_attacks(sq, deltas, 4, true, 0) & ~edges;
        m.shift = unsigned(64 - popcount(m.mask));
        m.attacks = next_table;

        // Carry-Rippler enumeration of every subset of the mask.
        int size = 0;
        Bitboard subset = 0;
        do {
            occupancy[size] = subset;
            reference[size] = step_attacks(sq, deltas, 4, true, subset);
            ++size;
            subset = (subset - m.mask) & m.mask;
        } while (subset);

        Prng prng(0x9E3779B97F4A7C15ULL ^ (uint64_t(s) * 0xD1B54A32D192ED03ULL) ^
                  uint64_t(deltas[0][1]));
        for (bool found = false; !found;) {
            do {
                m.magic = prng.sparse();
            } while (popcount((m.magic * m.mask) >> 56) < 6);
            ++attempt;
            found = true;
            for (int i = 0; i < size; ++i) {
                const unsigned idx = m.index(occupancy[i]);
                if (epoch[idx] < attempt) {
                    epoch[idx] = attempt;
                    next_table[idx] = reference[i];
                } else if (next_table[idx] != reference[i]) {
                    found = false;
                    break;
                }
            }
        }
        next_table += size;
    }
}

struct SliderInit {
    SliderInit() {
        init_slider(ROOK_DELTAS, ROOK_MAGICS, rook_table);
        init_slider(BISHOP_DELTAS, BISHOP_MAGICS, bishop_table);
    }
};

const SliderInit slider_init;

}  // namespace
}  // namespace pgnlint::core::detail
