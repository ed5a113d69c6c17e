// The proofs of unwinnability that need no search (material.cpp, locked_pawns.cpp). Private to
// core's unwinnability analysis.
#pragma once

#include "pgnlint/core/position.h"
#include "pgnlint/core/unwinnable.h"

namespace pgnlint::core::detail {

// Why `side` can never checkmate, proved from material alone; none when material cannot prove it.
// A few bitboard tests: the search asks it at every node.
UnwinnableReason material_reason(const Position& pos, Color side);

// locked_pawns when every pawn is locked head-on, no capture can ever happen and no piece of
// `side` can ever give check (so no series of moves changes the pawns or mates); none otherwise.
UnwinnableReason locked_pawns_reason(const Position& pos, Color side);

// Both proofs, material first: a few bitboard tests where nothing is proved, asked at every
// node of the search.
inline UnwinnableReason static_reason(const Position& pos, Color side) {
    const UnwinnableReason by_material = material_reason(pos, side);
    return by_material != UnwinnableReason::none ? by_material : locked_pawns_reason(pos, side);
}

// unreachable_mate when the reach analysis (reach.h) proves `side` can never mate. Tens of
// microseconds.
UnwinnableReason reach_reason(const Position& pos, Color side);

// Every proof without search: static_reason's, then the reach analysis.
inline UnwinnableReason full_static_reason(const Position& pos, Color side) {
    const UnwinnableReason cheap = static_reason(pos, side);
    return cheap != UnwinnableReason::none ? cheap : reach_reason(pos, side);
}

}  // namespace pgnlint::core::detail
