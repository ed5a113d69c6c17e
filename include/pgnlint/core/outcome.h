// How a position ends the game by itself: checkmate and stalemate (FIDE 5.1.1, 5.2.1) and a dead
// position recognised from material alone (FIDE 5.2.2, 9.6).
#pragma once

#include "pgnlint/core/position.h"

namespace pgnlint::core {

bool is_checkmate(const Position& pos);
bool is_stalemate(const Position& pos);

// FIDE 5.2.2: no sequence of legal moves can lead to checkmate. Recognised by material only:
// K v K, K+N v K, K+B v K, and any number of bishops on both sides all on squares of one colour
// (no other pieces). Blocked-pawn fortresses are not detected.
bool is_dead_by_material(const Position& pos);

}  // namespace pgnlint::core
