// The board state: piece placement as bitboards, side to move, castling rights (Chess960 aware),
// en passant, the rule-50 counter, the Zobrist key, make/undo with caller-owned undo records, and
// repetition lookup within the rule-50 window.
#pragma once

#include <array>
#include <cassert>
#include <cstdint>
#include <string_view>

#include "pgnlint/core/bitboard.h"
#include "pgnlint/core/fen.h"
#include "pgnlint/core/position_validation.h"
#include "pgnlint/core/types.h"

namespace pgnlint::core {

using Key = uint64_t;

// The undo record of one move. The caller owns it and must keep it alive (at a stable address)
// while the move stays made: repetition lookup walks the chain of records through `previous`.
struct StateInfo {
    Key key = 0;
    Bitboard checkers = 0;
    StateInfo* previous = nullptr;
    // previous->previous, the last position with the same side to move: the repetition walk
    // follows it, one dependent load per step instead of two.
    StateInfo* same_side_before = nullptr;
    int rule50 = 0;           // half-moves since the last capture or pawn move (FIDE 9.3)
    int plies_from_null = 0;  // records reachable through `previous` without crossing a null move
    CastlingRights castling_rights = NO_CASTLING;
    Square ep_square = SQ_NONE;  // behind a pawn that just advanced two squares
    bool ep_capture_possible = false;
    Piece captured = NO_PIECE;
};

// FEN text to position in one go: either the syntax failed (fen_error) or the position is one
// the rules engine cannot play from (its problems are all validate_position found).
struct FenLoadResult {
    enum class Status : uint8_t { ok, syntax_error, position_error } status = Status::ok;
    FenError fen_error{};
    PositionProblems problems{};
    bool ok() const { return status == Status::ok; }
};

// Earlier occurrences of the current position (FIDE 9.2.2: same pieces on the same squares, same
// side to move, same castling rights, same possible en-passant captures) since the last capture,
// pawn move, null move or the position the game was set up from.
struct RepetitionInfo {
    int count = 0;                  // earlier occurrences
    std::array<int, 4> distance{};  // plies back to the nearest min(count, 4) occurrences
};

// Copyable: a copy shares the chain of undo records behind the current one (which it only reads),
// so the copy must not outlive the StateInfo objects of the moves made so far.
class Position {
public:
    // Builds the position from parsed FEN that validate_position found playable, with the
    // castling rooks and Chess960 reading it decided. Checks nothing (it asserts the contract).
    void set_unchecked(const ParsedFen& fen, const PositionSetup& setup, StateInfo& si);
    // Parses and validates `fen`, then sets the position up when it is playable. `chess960` as
    // ValidationOptions::chess960.
    FenLoadResult set_fen(std::string_view fen, StateInfo& si, bool chess960 = false);
    void set_startpos(StateInfo& si);

    // Makes a legal move (the caller guarantees legality). `gives_check` need not be known.
    void do_move(Move m, StateInfo& new_st);
    void undo_move(Move m);
    // Passes the turn (PGN's `--`). The rule-50 counter advances; repetition lookup stops here.
    void do_null_move(StateInfo& new_st);
    void undo_null_move();

    Color side_to_move() const { return side_; }
    Piece piece_on(Square s) const {
        assert(is_ok(s));
        return board_[s];
    }
    bool empty(Square s) const {
        assert(is_ok(s));
        return board_[s] == NO_PIECE;
    }
    Bitboard pieces() const { return by_type_[NO_PIECE_TYPE]; }
    Bitboard pieces(PieceType pt) const {
        assert(pt <= KING);
        return by_type_[pt];
    }
    Bitboard pieces(PieceType a, PieceType b) const { return by_type_[a] | by_type_[b]; }
    Bitboard pieces(Color c) const {
        assert(c == WHITE || c == BLACK);
        return by_color_[c];
    }
    Bitboard pieces(Color c, PieceType pt) const {
        assert((c == WHITE || c == BLACK) && pt <= KING);
        return by_color_[c] & by_type_[pt];
    }
    Bitboard pieces(Color c, PieceType a, PieceType b) const {
        return by_color_[c] & (by_type_[a] | by_type_[b]);
    }
    Square king_square(Color c) const { return lsb(pieces(c, KING)); }

    Bitboard checkers() const { return st_->checkers; }
    bool in_check() const { return st_->checkers != 0; }
    int halfmove_clock() const { return st_->rule50; }
    int fullmove_number() const { return 1 + game_ply_ / 2; }
    int game_ply() const { return game_ply_; }
    Key key() const { return st_->key; }
    Key compute_key() const;  // from scratch, for tests
    bool is_chess960() const { return chess960_; }
    CastlingRights castling_rights() const { return st_->castling_rights; }
    bool can_castle(CastlingRights cr) const { return st_->castling_rights & cr; }
    Square castling_rook_square(CastlingRights single_right) const {
        return castling_rook_[single_right];
    }
    Square ep_square() const { return st_->ep_square; }
    bool ep_capture_possible() const { return st_->ep_capture_possible; }
    Piece captured_piece() const { return st_->captured; }
    const StateInfo* state() const { return st_; }

    bool attacked_by(Color c, Square s, Bitboard occupied) const;
    // Whether us's pawn on `from` taking en passant on `ep` leaves us's king attacked: a pin along
    // the rank through both pawns, or a check the capture does not answer.
    bool ep_capture_exposes_king(Color us, Square from, Square ep) const;
    // Every square c's pieces attack with `occupied` as the board's blockers.
    Bitboard attacks(Color c, Bitboard occupied) const {
        return attacks_of(c, ~Bitboard(0), ANYWHERE, occupied);
    }
    // The squares next to s that c's pieces among `among` attack, and perhaps others: only the
    // pieces that could reach a square next to s are looked at (a king's safe steps, a mate).
    Bitboard attacks_next_to(Color c, Square s, Bitboard occupied,
                             Bitboard among = ~Bitboard(0)) const {
        return attacks_of(c, among, detail::NEIGHBOURHOOD_SIGHT[s], occupied);
    }
    // Our pieces that alone stand between our king and an enemy slider.
    Bitboard pinned(Color c) const;
    // Whether the castling path of right cr is empty and the king crosses no attacked square.
    bool castling_path_clear(CastlingRights cr) const { return !(pieces() & castling_path_[cr]); }
    bool castling_king_safe(CastlingRights cr) const;
    bool is_capture(Move m) const {
        return m.kind() == MoveKind::en_passant ||
               (m.kind() != MoveKind::castling && !empty(m.to_sq()));
    }
    // The square the king ends on for a castling move (G or C file).
    static Square castling_king_to(Color c, bool king_side) {
        return relative_square(c, king_side ? SQ_G1 : SQ_C1);
    }
    bool gives_check(Move m);  // by making and unmaking it (not on a hot path)

    RepetitionInfo repetitions() const;

    // Whether the internal state is consistent (bitboards and board agree, one king each, the
    // side not to move not in check, checkers, key and castling squares as recomputed): what the
    // asserts of set-up and make/undo check. Slow; for asserts and tests.
    bool pos_is_ok() const;

private:
    // Colour c's pieces attacking s (at set-up, and after the moves checkers_after does not
    // serve: whether the king is in check). Defined in line in position.cpp, its only user, so
    // that do_move does not pay for a call.
    Bitboard attackers(Color c, Square s) const;
    Bitboard slider_attackers(Color c, Square s) const;  // attackers' sliders alone

    // Every piece could reach any square.
    static constexpr detail::NeighbourhoodSight ANYWHERE{~Bitboard(0), ~Bitboard(0), ~Bitboard(0)};
    // What c's pieces among `among` attack, with `occupied` the board's blockers, of its knights,
    // diagonal movers and line movers only those on `reach`'s squares for them. By kind of move
    // rather than square by square: no lookup of each piece's type. Always inline: move
    // generation asks it at every position, and the helpmate search's large callers (the dive's
    // king steps, its loser's facts, the mate test) would otherwise call it out of line.
    [[gnu::always_inline]] Bitboard attacks_of(Color c, Bitboard among,
                                               const detail::NeighbourhoodSight& reach,
                                               Bitboard occupied) const {
        const Bitboard pawns = pieces(c, PAWN) & among;
        Bitboard result =
            c == WHITE ? shift<9>(pawns) | shift<7>(pawns) : shift<-7>(pawns) | shift<-9>(pawns);
        for (Bitboard b = pieces(c, KNIGHT) & among & reach.knight; b;)
            result |= knight_attacks(pop_lsb(b));
        for (Bitboard b = pieces(c, BISHOP, QUEEN) & among & reach.diagonal; b;)
            result |= bishop_attacks(pop_lsb(b), occupied);
        for (Bitboard b = pieces(c, ROOK, QUEEN) & among & reach.line; b;)
            result |= rook_attacks(pop_lsb(b), occupied);
        if (among & pieces(c, KING)) result |= king_attacks(king_square(c));
        return result;
    }
    // The checkers after a plain move of pc, found from that move alone (position.cpp).
    Bitboard checkers_after(Color us, Piece pc, Square from, Square to, Square ksq) const;
    void put_piece(Piece pc, Square s);
    void remove_piece(Square s);
    void move_piece(Square from, Square to);
    void set_castling_right(Color c, Square rook_from);
    void do_castling(Color us, Square king_from, Square rook_from, bool undo, Key* key);
    struct SpecialMoveResult {
        Key key_change;
        Piece captured;
    };
    SpecialMoveResult do_special_move(Move m, Color us);
    bool ep_capture_legal(Color us, Square ep) const;

    std::array<Piece, SQUARE_NB> board_{};
    std::array<Bitboard, PIECE_TYPE_NB> by_type_{};
    std::array<Bitboard, COLOR_NB> by_color_{};
    std::array<CastlingRights, SQUARE_NB> castling_rights_mask_{};
    std::array<Square, CASTLING_RIGHT_NB> castling_rook_{};
    std::array<Bitboard, CASTLING_RIGHT_NB> castling_path_{};
    std::array<Bitboard, CASTLING_RIGHT_NB> castling_king_path_{};
    StateInfo* st_ = nullptr;
    int game_ply_ = 0;
    Color side_ = WHITE;
    bool chess960_ = false;
};

}  // namespace pgnlint::core
