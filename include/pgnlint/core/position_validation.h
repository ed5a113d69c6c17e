// Whether a syntactically valid FEN describes a position that can arise in a game: kings, pawns,
// material and promotions, castling rights, the en-passant square, checks the last move can have
// given, and the move counters. The one place that decides what a FEN's position is: each
// problem is a typed record of facts (worded by position_description.h), and PositionSetup says
// whether and how core::Position can play from it.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "pgnlint/core/fen.h"
#include "pgnlint/core/types.h"

namespace pgnlint::core {

enum class PositionProblemKind : uint8_t {
    // Readable but not the standard form (PGN standard 16.1): `detail` says which.
    non_canonical,
    king_count,                  // count = kings of `color`
    pawn_on_back_rank,           // square = the first such pawn, count = how many of `color`
    too_many_pieces,             // count = pieces of `color` (> 16)
    too_many_pawns,              // count = pawns of `color` (> 8)
    too_many_promoted_pieces,    // count = extra pieces, limit = 8 - pawns, piece = an extra type
    impossible_pawn_structure,   // count = captures the pawns need, limit = opponent units missing
    castling_king_not_home,      // square = where the king is (SQ_NONE without a king)
    castling_rook_not_home,      // square = the square the right names (SQ_NONE: no rook found)
    castling_rights_same_side,   // two rights of `color` name rooks on the same side of its king
    en_passant_no_pawn,          // square = the ep square, other = where the pushed pawn should be
    en_passant_square_occupied,  // square = the ep square (occupied), other = its occupant's square
    en_passant_origin_occupied,  // square = the ep square, other = the pawn's origin (occupied)
    en_passant_no_capture,       // square = the ep square; no legal en-passant capture onto it
    clock_contradicts_en_passant,  // count = halfmove clock (not 0 after a two-square advance)
    opponent_in_check,             // color = side not to move; checkers listed
    too_many_checkers,             // color = side to move; count = checkers
    impossible_check,              // color = side to move; checkers listed; `detail` says why
    move_number_too_small,  // count = what is needed, limit = what the fullmove number allows
    clock_beyond_75_moves,  // count = halfmove clock
};

// Why a check or a canonical-form problem is impossible or non-standard.
enum class ProblemDetail : uint8_t {
    none,
    // NonCanonical
    irregular_spacing,
    leading_zero,    // field = the clock concerned
    castling_order,  // castling letters not White first, K before Q
    zero_fullmove,   // fullmove number 0
    // ImpossibleCheck
    neither_discovered,     // double check, but neither check can have been uncovered
    aligned_checkers,       // two checkers on one line through the king
    no_origin_for_checker,  // the one checker that must have just moved has nowhere to come from
    no_discovery,           // double check that no move and discovery explains
    double_check_after_pawn_push,  // the en-passant square says the last move was a pawn push
    check_not_from_pawn_push,      // ditto, and the check is neither by it nor discovered by it
    // MoveNumberTooSmall
    captures_by_white,  // count = Black units missing, limit = White moves played
    captures_by_black,  // count = White units missing, limit = Black moves played
    halfmove_clock,     // count = halfmove clock, limit = plies played
};

struct PositionProblem {
    PositionProblemKind kind;
    ProblemDetail detail = ProblemDetail::none;
    FenField field = FenField::board;
    uint32_t column = 0;  // 0-based byte offset in the FEN text
    Color color = WHITE;
    Square square = SQ_NONE;
    Square other = SQ_NONE;
    PieceType piece = NO_PIECE_TYPE;
    char letter = 0;  // the castling letter concerned
    uint32_t count = 0;
    uint32_t limit = 0;
    // Checking pieces, for the check problems (at most three are named).
    std::array<Square, 3> checkers{SQ_NONE, SQ_NONE, SQ_NONE};
    std::array<Piece, 3> checker_pieces{};
};

// A fixed-capacity list: validation allocates nothing. Every kind appears at most once per colour
// or castling right, so the capacity is never reached.
struct PositionProblems {
    static constexpr std::size_t CAPACITY = 32;
    std::array<PositionProblem, CAPACITY> items{};
    std::size_t count = 0;

    void clear() { count = 0; }
    void push(const PositionProblem& p) {
        if (count < CAPACITY) items[count++] = p;
    }
    const PositionProblem* begin() const { return items.data(); }
    const PositionProblem* end() const { return items.data() + count; }
    std::size_t size() const { return count; }
    bool empty() const { return count == 0; }
};

struct ValidationOptions {
    // Chess960 castling: a right names a rook anywhere on the back rank with the king between the
    // rooks. Also on when the castling field uses file letters (Shredder-FEN / X-FEN).
    bool chess960 = false;
};

// What core::Position needs to play from a validated FEN (Position::set_unchecked).
struct PositionSetup {
    // One king each, at most 16 pieces a side, no pawn on a back rank, the side not to move not
    // in check, every castling right names a king on its back rank and a rook on its side (one
    // right per side), and a pawn can just have skipped the en-passant square. A problem that
    // prevents this is always among the problems reported.
    bool playable = false;
    // Castling follows Chess960: asked for, written with file letters (Shredder-FEN), or a K/Q
    // right whose king or rook stands off its standard square, which only X-FEN can mean.
    bool chess960 = false;
    // The rook square each castling letter of the FEN names, in the FEN's order (when playable).
    std::array<Square, 4> castling_rooks{SQ_NONE, SQ_NONE, SQ_NONE, SQ_NONE};
};

// Checks the position parsed from `text` (parse_fen(text) must have succeeded; `fen` is its
// result). Columns point into `text`. Appends the problems to `out`, grouped by check, and
// returns what a Position needs to be set up from it.
PositionSetup validate_position(std::string_view text, const ParsedFen& fen,
                                const ValidationOptions& options, PositionProblems& out);

// The 0-based column of each field in `text` (fields that are missing get text.size()), and of
// the placement character of each square.
struct FenLayout {
    std::array<uint32_t, 7> field_column{};  // indexed by FenField
    std::array<uint32_t, SQUARE_NB> square_column{};
};
FenLayout fen_layout(std::string_view text);

}  // namespace pgnlint::core
