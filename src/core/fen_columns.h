// Where a FEN's fields and squares stand in its text, found on first use (only a problem needs a
// column), and the checks of the text's spelling against PGN's canonical FEN (16.1).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>

#include "pgnlint/core/fen.h"
#include "pgnlint/core/position_validation.h"

namespace pgnlint::core::detail {

class FenColumns {
public:
    explicit FenColumns(std::string_view text) : text_(text) {}
    std::string_view text() const { return text_; }
    uint32_t field(FenField f) { return layout().field_column[std::size_t(f)]; }
    uint32_t square(Square s) { return layout().square_column[s]; }

private:
    const FenLayout& layout() {
        if (!ready_) {
            layout_ = fen_layout(text_);
            ready_ = true;
        }
        return layout_;
    }
    std::string_view text_;
    FenLayout layout_;
    bool ready_ = false;
};

inline PositionProblem make_problem(PositionProblemKind kind, FenField field, uint32_t column) {
    PositionProblem p{};
    p.kind = kind;
    p.field = field;
    p.column = column;
    return p;
}

// PGN standard 16.1.2-16.1.3: single spaces, decimal numbers, castling letters in order.
void canonical_form(const ParsedFen& fen, FenColumns& columns, PositionProblems& out);

}  // namespace pgnlint::core::detail
