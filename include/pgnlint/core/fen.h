// FEN and EPD position text: a syntax-only parser into a plain struct (step 1, reused by the
// strict FEN validator) and the FEN writer. Building a Position from the struct is
// validate_position (position_validation.h) and then Position::set_unchecked.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "pgnlint/core/types.h"

namespace pgnlint::core {

class Position;

enum class FenField : uint8_t {
    board,
    side_to_move,
    castling,
    en_passant,
    halfmove_clock,
    fullmove_number,
    end,  // text after the last field
};

enum class FenErrorKind : uint8_t {
    missing_field,          // the text ends before this (required) field
    bad_piece,              // a character that is neither a piece letter, a digit 1-8 nor '/'
    rank_too_long,          // a rank describes more than 8 squares
    rank_too_short,         // a rank describes fewer than 8 squares
    wrong_rank_count,       // not exactly 8 ranks
    bad_side_to_move,       // not 'w' or 'b'
    bad_castling,           // not '-', K Q k q or a file letter A-H / a-h
    duplicate_castling,     // the same castling letter twice, or '-' mixed with letters
    too_many_castling,      // more than two castling rights for one colour
    bad_en_passant,         // not '-' or a square on rank 3 / rank 6
    en_passant_wrong_rank,  // a square, but not on the rank the side to move can capture onto
    bad_number,             // not a decimal number
    number_out_of_range,    // larger than the engine accepts
    trailing_text,          // something after the last field
};

struct FenError {
    FenField field;
    FenErrorKind kind;
    uint32_t column;      // 0-based byte offset in the text where the problem starts
    const char* message;  // plain English, static storage
};

// One castling right as written: K/Q/k/q name a side (X-FEN: the outermost rook on that side),
// a file letter names the rook's file (Shredder-FEN / X-FEN disambiguation).
struct FenCastling {
    enum class Kind : uint8_t { king_side, queen_side, rook_file };
    Color color;
    Kind kind;
    File file;  // meaningful for RookFile only
};

struct ParsedFen {
    std::array<Piece, SQUARE_NB> board{};  // indexed by Square, NO_PIECE where empty
    Color side_to_move = WHITE;
    std::array<FenCastling, 4> castling{};
    uint8_t castling_count = 0;
    Square ep_square = SQ_NONE;
    bool has_clocks = false;  // EPD omits both clocks; they default to 0 and 1
    uint32_t halfmove_clock = 0;
    uint32_t fullmove_number = 1;    // 0 is accepted as written (some tools write it)
    bool irregular_spacing = false;  // fields separated by more than one space, or by tabs
};

struct FenParseResult {
    ParsedFen fen;
    bool ok = true;
    FenError error{};
};

inline constexpr uint32_t FEN_MAX_CLOCK = 1000000;

// Parses the six FEN fields (or the four EPD fields: the clocks may be missing together) and
// checks syntax only. Leading and trailing whitespace are ignored.
FenParseResult parse_fen(std::string_view text);

inline constexpr std::string_view START_FEN =
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

// Longest FEN the writer can produce, with its terminating NUL.
inline constexpr std::size_t FEN_BUFFER_SIZE = 128;

// Writes FEN into buf (NUL-terminated) and returns its length. Castling: KQkq in standard chess;
// in Chess960, K/Q/k/q when the castling rook is the outermost rook on its side (X-FEN) and the
// rook's file letter otherwise (Shredder-FEN). The en-passant field is the square behind a pawn
// that has just advanced two squares, whether or not a capture there is possible.
std::size_t write_fen(const Position& pos, char (&buf)[FEN_BUFFER_SIZE]);
std::string to_fen(const Position& pos);

}  // namespace pgnlint::core
