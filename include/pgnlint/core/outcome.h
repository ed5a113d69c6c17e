// A dead position recognised from material alone (FIDE 5.2.2, 9.6). Checkmate and stalemate
// (FIDE 5.1.1, 5.2.1) need no function of their own: in_check() and movegen's has_legal_move().
#pragma once

#include "pgnlint/core/position.h"

namespace pgnlint::core {

// FIDE 5.2.2: no sequence of legal moves can lead to checkmate. Recognised by material only:
// K v K, K+N v K, K+B v K, and any number of bishops on both sides all on squares of one colour
// (no other pieces). Blocked-pawn fortresses are not detected.
bool is_dead_by_material(const Position& pos);

}  // namespace pgnlint::core
