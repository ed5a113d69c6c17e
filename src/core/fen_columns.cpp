// The columns of a FEN's fields and squares in its text, and the non-canonical spellings of an
// otherwise readable FEN (PGN standard 16.1).
#include "fen_columns.h"
#include "fen_space.h"

namespace pgnlint::core {
namespace {

using detail::FenColumns;
using detail::is_fen_space;
using detail::make_problem;

// The first separator that is not a single space, after the placement.
uint32_t first_irregular_separator(FenColumns& columns) {
    const std::string_view text = columns.text();
    std::size_t i = columns.field(FenField::board);
    while (i < text.size()) {
        while (i < text.size() && !is_fen_space(text[i])) ++i;
        const std::size_t start = i;
        while (i < text.size() && is_fen_space(text[i])) ++i;
        if (i < text.size() && (i - start != 1 || text[start] != ' ')) return uint32_t(start);
    }
    return columns.field(FenField::board);
}

}  // namespace

FenLayout fen_layout(std::string_view text) {
    FenLayout layout;
    layout.field_column.fill(uint32_t(text.size()));
    layout.square_column.fill(0);
    std::size_t i = 0;
    while (i < text.size() && is_fen_space(text[i])) ++i;
    layout.field_column[0] = uint32_t(i);
    int rank = 7;
    int file = 0;
    for (; i < text.size() && !is_fen_space(text[i]); ++i) {
        const char c = text[i];
        if (c == '/') {
            --rank;
            file = 0;
        } else if (c >= '1' && c <= '8') {
            for (int k = 0; k < c - '0' && rank >= 0 && file < 8; ++k, ++file)
                layout.square_column[make_square(File(file), Rank(rank))] = uint32_t(i);
        } else if (rank >= 0 && file < 8) {
            layout.square_column[make_square(File(file++), Rank(rank))] = uint32_t(i);
        }
    }
    for (std::size_t field = 1; field < layout.field_column.size(); ++field) {
        while (i < text.size() && is_fen_space(text[i])) ++i;
        if (i == text.size()) break;
        layout.field_column[field] = uint32_t(i);
        while (i < text.size() && !is_fen_space(text[i])) ++i;
    }
    return layout;
}

namespace detail {

void canonical_form(const ParsedFen& fen, FenColumns& columns, PositionProblems& out) {
    const std::string_view text = columns.text();
    if (fen.irregular_spacing) {
        PositionProblem p = make_problem(PositionProblemKind::non_canonical, FenField::board,
                                         first_irregular_separator(columns));
        p.detail = ProblemDetail::irregular_spacing;
        out.push(p);
    }
    // With clocks, the text ends with them (parse_fen allows nothing after the fullmove).
    if (fen.has_clocks) {
        std::size_t end = text.size();
        for (FenField f : {FenField::fullmove_number, FenField::halfmove_clock}) {
            while (end > 0 && is_fen_space(text[end - 1])) --end;
            std::size_t start = end;
            while (start > 0 && !is_fen_space(text[start - 1])) --start;
            if (end - start > 1 && text[start] == '0') {
                PositionProblem p =
                    make_problem(PositionProblemKind::non_canonical, f, uint32_t(start));
                p.detail = ProblemDetail::leading_zero;
                out.push(p);
            }
            end = start;
        }
    }
    for (int i = 1; i < fen.castling_count; ++i) {
        const FenCastling& a = fen.castling[i - 1];
        const FenCastling& b = fen.castling[i];
        const bool out_of_order =
            a.color > b.color || (a.color == b.color && a.kind == FenCastling::Kind::queen_side &&
                                  b.kind == FenCastling::Kind::king_side);
        if (out_of_order) {
            PositionProblem p = make_problem(PositionProblemKind::non_canonical, FenField::castling,
                                             columns.field(FenField::castling) + uint32_t(i));
            p.detail = ProblemDetail::castling_order;
            out.push(p);
            break;
        }
    }
    if (fen.has_clocks && fen.fullmove_number == 0) {
        PositionProblem p =
            make_problem(PositionProblemKind::non_canonical, FenField::fullmove_number,
                         columns.field(FenField::fullmove_number));
        p.detail = ProblemDetail::zero_fullmove;
        out.push(p);
    }
}

}  // namespace detail
}  // namespace pgnlint::core
