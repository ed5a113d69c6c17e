// Standard Algebraic Notation (PGN standard 8.2.3) and UCI long algebraic moves: parsing every SAN
// form seen in the wild, resolving it to exactly one legal move (or a typed error), and writing
// canonical SAN. Resolution generates only the named piece's moves to the named square.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "pgnlint/core/position.h"
#include "pgnlint/core/types.h"

namespace pgnlint::core {

enum class SanErrorKind : uint8_t {
    syntax,     // not a move in any accepted notation
    illegal,    // well formed, but no legal move matches
    ambiguous,  // well formed, but more than one legal move matches
};

// What the move text looked like, for later style and correctness checks.
struct SanFlags {
    bool check_suffix = false;                 // ends in '+' (or "++")
    bool mate_suffix = false;                  // ends in '#'
    bool capture_mark = false;                 // contains 'x' (or ':')
    bool castling_with_zeros = false;          // 0-0 / 0-0-0
    bool promotion_without_equals = false;     // e8Q, e8(Q), e8/Q
    bool redundant_disambiguation = false;     // Nbd2 where Nd2 is unique (set by resolution)
    bool missing_capture_mark = false;         // a capture written without 'x' (set by resolution)
    bool capture_mark_on_non_capture = false;  // 'x' on a move that captures nothing (resolution)
    uint8_t nag = 0;  // suffix glyph as NAG: 1 !, 2 ?, 3 !!, 4 ??, 5 !?, 6 ?! (PGN 8.2.4, 10)
};

// The syntax of one SAN token, before looking at a position.
struct ParsedSan {
    enum class Kind : uint8_t { move, castle_king_side, castle_queen_side, null } kind = Kind::move;
    PieceType piece = PAWN;
    File from_file = FILE_NB;  // FILE_NB: not given
    Rank from_rank = RANK_NB;  // RANK_NB: not given
    Square to = SQ_NONE;
    PieceType promotion = NO_PIECE_TYPE;
    SanFlags flags;
};

inline constexpr std::size_t SAN_MAX_CANDIDATES = 16;

struct SanError {
    SanErrorKind kind;
    const char* message;  // plain English, static storage
};

struct SanResult {
    bool ok = false;
    Move move = Move::none();  // Move::null() for a null move ("--", "Z0")
    ParsedSan parsed;
    SanError error{SanErrorKind::syntax, ""};
    // For Ambiguous: every matching legal move (the first SAN_MAX_CANDIDATES of them).
    std::array<Move, SAN_MAX_CANDIDATES> candidates{};
    uint8_t candidate_count = 0;
};

// Syntax only. Accepts piece letters KQRBN, pawn moves, file/rank/square disambiguation, 'x' or
// ':' captures or none, promotion as e8=Q, e8Q, e8(Q), e8/Q, castling O-O / O-O-O / 0-0 / 0-0-0,
// null moves "--" / "Z0", and suffixes + # ! ? !! ?? !? ?! in any order after the move.
bool parse_san(std::string_view text, ParsedSan& out);

namespace detail {
// parse_san without its fast path for the common shapes, so tests can hold the two to the same
// answers.
bool parse_san_general(std::string_view text, ParsedSan& out);
}  // namespace detail

// Parses and resolves SAN against pos to exactly one legal move. The second form overwrites `out`,
// so that a caller resolving move after move (the checker) keeps one result instead of building
// one per move; candidates past candidate_count are left as they were.
void resolve_san(const Position& pos, std::string_view text, SanResult& out);
inline SanResult resolve_san(const Position& pos, std::string_view text) {
    SanResult r;
    resolve_san(pos, text, r);
    return r;
}

// Canonical SAN: minimal disambiguation (file, then rank, then square), 'x' on captures, '=' on
// promotions, O-O / O-O-O, and '+' or '#'. pos is used to make and unmake m and is left unchanged.
inline constexpr std::size_t SAN_BUFFER_SIZE = 16;
std::size_t write_san(Position& pos, Move m, char (&buf)[SAN_BUFFER_SIZE]);
// The same SAN, and m left played with `st` as its state: the suffix needs the position after
// m, so a caller walking a line plays each move once instead of twice.
std::size_t play_san(Position& pos, Move m, StateInfo& st, char (&buf)[SAN_BUFFER_SIZE]);
std::string to_san(Position& pos, Move m);

// UCI / long algebraic notation: e2e4, e7e8q, castling as king-to-destination (e1g1) or, as in
// Chess960, king-takes-own-rook (e1h1); also accepts an optional '-' or 'x' between the squares.
struct UciResult {
    bool ok = false;
    Move move = Move::none();
    const char* message = "";
};
UciResult parse_uci(const Position& pos, std::string_view text);
inline constexpr std::size_t UCI_BUFFER_SIZE = 6;
// Castling is written king-to-destination in standard chess, king-takes-rook in Chess960.
std::size_t write_uci(const Position& pos, Move m, char (&buf)[UCI_BUFFER_SIZE]);
std::string to_uci(const Position& pos, Move m);

}  // namespace pgnlint::core
