// EPD records (PGN standard 16.2): the four position fields (some files add the two FEN clocks)
// followed by operations `opcode operand ... ;` whose operands are symbols, numbers or quoted
// strings with \" and \\ escapes. The parser splits a line without copying and reports malformed
// operations with their columns; the position fields are left to parse_fen.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace pgnlint::core {

enum class EpdErrorKind : uint8_t {
    bad_opcode,           // an opcode that does not start with a letter, or holds other characters
    unterminated_string,  // a quoted operand without its closing quote
    duplicate_opcode,     // the same opcode twice in one record
};

struct EpdError {
    EpdErrorKind kind;
    uint32_t column;  // 0-based byte offset in the line
};

struct EpdOperation {
    std::string_view opcode;
    std::string_view operands;  // as written, without surrounding blanks and the ';'
    uint32_t column;            // of the opcode
};

// Reused line after line by its owner: clear() keeps the vectors' capacity.
struct EpdRecord {
    std::string_view position;  // the position fields as written (4 fields, or 6 with clocks)
    uint32_t position_column = 0;
    std::vector<EpdOperation> operations;
    std::vector<EpdError> errors;

    void clear();
};

// Splits `line` into `out` (cleared first). The views point into `line`. Empty operations (a
// lone ';', as in `w - - ; bm e4;`) and a missing ';' after the last operation (many suites use
// ';' as a separator: `;D1 20 ;D2 400`) are accepted.
void parse_epd(std::string_view line, EpdRecord& out);

// The operands with each quoted string unquoted and unescaped: `"foo\"bar"` gives foo"bar.
std::string epd_operand_text(std::string_view operands);

}  // namespace pgnlint::core
