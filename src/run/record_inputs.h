// The FEN/EPD records a `fen` or `winnable` run reads, taken from its arguments the same way.
#pragma once

#include <string>
#include <vector>

namespace pgnlint::run {

// `-` among the FEN arguments moves to the files (standard input, read first); false, after
// saying what to give, when there is no record to read.
bool take_record_inputs(std::vector<std::string>& fens, std::vector<std::string>& files);

}  // namespace pgnlint::run
