// The English sentences for position problems: what an arbiter reads for each PositionProblem
// that validate_position (position_validation.h) records as facts.
#pragma once

#include <string>

#include "pgnlint/core/position_validation.h"
#include "pgnlint/core/types.h"

namespace pgnlint::core {

// "Black has two kings", "the side not to move (White) is in check by the rook on e8", ...
std::string describe(const PositionProblem& problem);

}  // namespace pgnlint::core
