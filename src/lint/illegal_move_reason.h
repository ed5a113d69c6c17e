// Explains, in words an arbiter uses, why a well-formed SAN move names no legal move: no such
// piece, none can reach the square, a pin, a king left in check, castling through check, ...
#pragma once

#include <string>

#include "pgnlint/core/position.h"
#include "pgnlint/core/san.h"

namespace pgnlint::lint {

// Appends the reason (e.g. "no white knight can reach f5", "the knight on b8 is pinned against
// the king (FIDE 3.9)") to `out`. Called only after resolve_san found no matching legal move.
void explain_illegal_move(const core::Position& pos, const core::ParsedSan& parsed,
                          std::string& out);

}  // namespace pgnlint::lint
