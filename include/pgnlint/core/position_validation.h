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
    NonCanonical,
    KingCount,                  // count = kings of `color`
    PawnOnBackRank,             // square = the first such pawn, count = how many of `color`
    TooManyPieces,              // count = pieces of `color` (> 16)
    TooManyPawns,               // count = pawns of `color` (> 8)
    TooManyPromotedPieces,      // count = extra pieces, limit = 8 - pawns, piece = an extra type
    ImpossiblePawnStructure,    // count = captures the pawns need, limit = opponent units missing
    CastlingKingNotHome,        // square = where the king is (SQ_NONE without a king)
    CastlingRookNotHome,        // square = the square the right names (SQ_NONE: no rook found)
    CastlingRightsSameSide,     // two rights of `color` name rooks on the same side of its king
    EnPassantNoPawn,            // square = the ep square, other = where the pushed pawn should be
    EnPassantSquareOccupied,    // square = the ep square (occupied), other = its occupant's square
    EnPassantOriginOccupied,    // square = the ep square, other = the pawn's origin (occupied)
    EnPassantNoCapture,         // square = the ep square; no legal en-passant capture onto it
    ClockContradictsEnPassant,  // count = halfmove clock (not 0 after a two-square advance)
    OpponentInCheck,            // color = side not to move; checkers listed
    TooManyCheckers,            // color = side to move; count = checkers
    ImpossibleCheck,            // color = side to move; checkers listed; `detail` says why
    MoveNumberTooSmall,         // count = what is needed, limit = what the fullmove number allows
    ClockBeyond75Moves,         // count = halfmove clock
};

// Why a check or a canonical-form problem is impossible or non-standard.
enum class ProblemDetail : uint8_t {
    None,
    // NonCanonical
    IrregularSpacing,
    LeadingZero,    // field = the clock concerned
    CastlingOrder,  // castling letters not White first, K before Q
    ZeroFullmove,   // fullmove number 0
    // ImpossibleCheck
    NeitherDiscovered,         // double check, but neither check can have been uncovered
    AlignedCheckers,           // two checkers on one line through the king
    NoOriginForChecker,        // the one checker that must have just moved has nowhere to come from
    NoDiscovery,               // double check that no move and discovery explains
    DoubleCheckAfterPawnPush,  // the en-passant square says the last move was a pawn push
    CheckNotFromPawnPush,      // ditto, and the check is neither by it nor discovered by it
    // MoveNumberTooSmall
    CapturesByWhite,  // count = Black units missing, limit = White moves played
    CapturesByBlack,  // count = White units missing, limit = Black moves played
    HalfmoveClock,    // count = halfmove clock, limit = plies played
};

struct PositionProblem {
    PositionProblemKind kind;
    ProblemDetail detail = ProblemDetail::None;
    FenField field = FenField::Board;
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
