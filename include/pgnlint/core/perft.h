// Perft: the number of leaf nodes of the legal move tree to a given depth, with bulk counting at
// the last ply; divide gives the count below each root move.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

#include "pgnlint/core/movegen.h"
#include "pgnlint/core/position.h"

namespace pgnlint::core {

uint64_t perft(Position& pos, int depth);

struct DivideEntry {
    Move move;
    uint64_t nodes;
};
using DivideTable = std::array<DivideEntry, MoveList::CAPACITY>;

// Fills `out` with one entry per legal root move (depth >= 1) and returns how many.
std::size_t perft_divide(Position& pos, int depth, DivideTable& out);

}  // namespace pgnlint::core
