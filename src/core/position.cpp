// Position set-up from parsed FEN, make/undo with incremental Zobrist hashing, the checks a move
// gives, and repetition lookup (FIDE 9.2). What a side attacks is in position_attacks.cpp.
#include "pgnlint/core/position.h"

#include <array>
#include <cassert>
#include <cstddef>

namespace pgnlint::core {
namespace {

// Zobrist keys, fixed at compile time from a splitmix64 sequence.
struct ZobristKeys {
    Key psq[PIECE_NB][SQUARE_NB]{};
    Key en_passant[FILE_NB]{};
    Key castling[CASTLING_RIGHT_NB]{};
    Key side = 0;
};

constexpr ZobristKeys make_zobrist() {
    ZobristKeys z{};
    uint64_t state = 0x2545F4914F6CDD1DULL;
    auto next = [&state]() {
        state += 0x9E3779B97F4A7C15ULL;
        uint64_t x = state;
        x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
        x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
        return x ^ (x >> 31);
    };
    for (auto& piece : z.psq)
        for (Key& k : piece) k = next();
    for (Key& k : z.en_passant) k = next();
    // Castling keys combine one key per right, so that a position's key does not depend on the
    // order in which rights were lost.
    Key single[4] = {next(), next(), next(), next()};
    for (int cr = 0; cr < CASTLING_RIGHT_NB; ++cr)
        for (int bit = 0; bit < 4; ++bit)
            if (cr & (1 << bit)) z.castling[cr] ^= single[bit];
    z.side = next();
    return z;
}

constexpr ZobristKeys ZOBRIST = make_zobrist();

// CHECK_FROM[pc][s]: the squares from which piece pc attacks s on an empty board (a king: none,
// as a king never gives check).
constexpr std::array<std::array<Bitboard, SQUARE_NB>, PIECE_NB> CHECK_FROM = [] {
    std::array<std::array<Bitboard, SQUARE_NB>, PIECE_NB> table{};
    for (int s = 0; s < SQUARE_NB; ++s) {
        const Square sq = Square(s);
        for (Color c : {WHITE, BLACK}) {
            table[make_piece(c, PAWN)][s] = pawn_attacks(~c, sq);
            table[make_piece(c, KNIGHT)][s] = knight_attacks(sq);
            table[make_piece(c, BISHOP)][s] = bishop_rays(sq);
            table[make_piece(c, ROOK)][s] = rook_rays(sq);
            table[make_piece(c, QUEEN)][s] = bishop_rays(sq) | rook_rays(sq);
        }
    }
    return table;
}();

}  // namespace

void Position::put_piece(Piece pc, Square s) {
    board_[s] = pc;
    const Bitboard b = square_bb(s);
    by_type_[NO_PIECE_TYPE] |= b;
    by_type_[type_of(pc)] |= b;
    by_color_[color_of(pc)] |= b;
}

void Position::remove_piece(Square s) {
    const Piece pc = board_[s];
    const Bitboard b = square_bb(s);
    by_type_[NO_PIECE_TYPE] ^= b;
    by_type_[type_of(pc)] ^= b;
    by_color_[color_of(pc)] ^= b;
    board_[s] = NO_PIECE;
}

void Position::move_piece(Square from, Square to) {
    const Piece pc = board_[from];
    const Bitboard b = square_bb(from) | square_bb(to);
    by_type_[NO_PIECE_TYPE] ^= b;
    by_type_[type_of(pc)] ^= b;
    by_color_[color_of(pc)] ^= b;
    board_[from] = NO_PIECE;
    board_[to] = pc;
}

void Position::set_castling_right(Color c, Square rook_from) {
    const Square king_from = king_square(c);
    const bool king_side = rook_from > king_from;
    const CastlingRights cr = c & (king_side ? KING_SIDE : QUEEN_SIDE);
    st_->castling_rights = st_->castling_rights | cr;
    castling_rights_mask_[king_from] = castling_rights_mask_[king_from] | cr;
    castling_rights_mask_[rook_from] = castling_rights_mask_[rook_from] | cr;
    castling_rook_[cr] = rook_from;

    const Square king_to = castling_king_to(c, king_side);
    const Square rook_to = relative_square(c, king_side ? SQ_F1 : SQ_D1);
    castling_king_path_[cr] = between_bb(king_from, king_to) | square_bb(king_from);
    castling_path_[cr] = (between_bb(rook_from, rook_to) | between_bb(king_from, king_to)) &
                         ~(square_bb(king_from) | square_bb(rook_from));
}

void Position::set_unchecked(const ParsedFen& fen, const PositionSetup& setup, StateInfo& si) {
    assert(setup.playable);
    board_ = {};
    by_type_ = {};
    by_color_ = {};
    castling_rights_mask_ = {};
    castling_rook_ = {};
    castling_path_ = {};
    castling_king_path_ = {};
    si = StateInfo{};
    st_ = &si;

    for (int s = 0; s < SQUARE_NB; ++s)
        if (fen.board[s] != NO_PIECE) put_piece(fen.board[s], Square(s));
    side_ = fen.side_to_move;
    for (int i = 0; i < fen.castling_count; ++i)
        set_castling_right(fen.castling[i].color, setup.castling_rooks[std::size_t(i)]);
    chess960_ = setup.chess960;
    if (fen.ep_square != SQ_NONE) {
        st_->ep_square = fen.ep_square;
        st_->ep_capture_possible = ep_capture_legal(side_, fen.ep_square);
    }
    st_->rule50 = int(fen.halfmove_clock);
    game_ply_ = 2 * (int(fen.fullmove_number > 0 ? fen.fullmove_number : 1) - 1) + (side_ == BLACK);
    st_->checkers = attackers(~side_, king_square(side_));
    st_->key = compute_key();
    assert(pos_is_ok());
}

FenLoadResult Position::set_fen(std::string_view fen, StateInfo& si, bool chess960) {
    FenLoadResult result;
    const FenParseResult parsed = parse_fen(fen);
    if (!parsed.ok) {
        result.status = FenLoadResult::Status::syntax_error;
        result.fen_error = parsed.error;
        return result;
    }
    const PositionSetup setup =
        validate_position(fen, parsed.fen, ValidationOptions{chess960}, result.problems);
    if (!setup.playable) {
        assert(!result.problems.empty());
        result.status = FenLoadResult::Status::position_error;
        return result;
    }
    set_unchecked(parsed.fen, setup, si);
    return result;
}

void Position::set_startpos(StateInfo& si) {
    // Most games start here: parse and check the FEN once and copy the result, rather than
    // parse and check the same text again for every game.
    struct StartPosition {
        StateInfo state;
        Position position;
        StartPosition() { position.set_fen(START_FEN, state); }
    };
    static const StartPosition start;
    *this = start.position;
    si = start.state;
    st_ = &si;
}

Key Position::compute_key() const {
    Key k = 0;
    for (Bitboard b = pieces(); b;) {
        const Square s = pop_lsb(b);
        k ^= ZOBRIST.psq[board_[s]][s];
    }
    k ^= ZOBRIST.castling[st_->castling_rights];
    if (st_->ep_capture_possible) k ^= ZOBRIST.en_passant[file_of(st_->ep_square)];
    if (side_ == BLACK) k ^= ZOBRIST.side;
    return k;
}

[[gnu::always_inline]] inline Bitboard Position::slider_attackers(Color c, Square s) const {
    return slider_attackers_to(s, pieces(), pieces(c), by_type_);
}

[[gnu::always_inline]] inline Bitboard Position::attackers(Color c, Square s) const {
    return attackers_to(c, s, pieces(), pieces(c), by_type_);
}

bool Position::ep_capture_exposes_king(Color us, Square from, Square ep) const {
    const Square captured = ep - pawn_push(us);
    const Bitboard occupied = (pieces() ^ square_bb(from) ^ square_bb(captured)) | square_bb(ep);
    return attackers_to(~us, king_square(us), occupied, pieces(~us) ^ square_bb(captured),
                        by_type_) != 0;
}

bool Position::ep_capture_legal(Color us, Square ep) const {
    for (Bitboard capturers = pawn_attacks(~us, ep) & pieces(us, PAWN); capturers;) {
        if (!ep_capture_exposes_king(us, pop_lsb(capturers), ep)) return true;
    }
    return false;
}

bool Position::pos_is_ok() const {
    const Bitboard occupied = pieces();
    if ((by_color_[WHITE] & by_color_[BLACK]) || (by_color_[WHITE] | by_color_[BLACK]) != occupied)
        return false;
    Bitboard typed = 0;
    for (int pt = PAWN; pt <= KING; ++pt) {
        if (typed & by_type_[pt]) return false;
        typed |= by_type_[pt];
    }
    if (typed != occupied) return false;
    for (int s = 0; s < SQUARE_NB; ++s) {
        const Piece pc = board_[s];
        const Bitboard b = square_bb(Square(s));
        if (pc == NO_PIECE ? (occupied & b) != 0 : !(pieces(color_of(pc), type_of(pc)) & b))
            return false;
    }
    if (popcount(pieces(WHITE, KING)) != 1 || popcount(pieces(BLACK, KING)) != 1) return false;
    if (pieces(PAWN) & (RANK_1_BB | RANK_8_BB)) return false;
    if (attackers(side_, king_square(~side_))) return false;
    if (st_->checkers != attackers(~side_, king_square(side_))) return false;
    if (st_->key != compute_key() || st_->rule50 < 0) return false;
    for (const CastlingRights cr : {WHITE_OO, WHITE_OOO, BLACK_OO, BLACK_OOO}) {
        if (!can_castle(cr)) continue;
        const Color c = (cr & WHITE_CASTLING) ? WHITE : BLACK;
        const Square rook = castling_rook_[cr];
        if (board_[rook] != make_piece(c, ROOK) || !(castling_rights_mask_[rook] & cr) ||
            !(castling_rights_mask_[king_square(c)] & cr))
            return false;
    }
    const Square ep = st_->ep_square;
    if (ep == SQ_NONE) return !st_->ep_capture_possible;
    return relative_rank(side_, rank_of(ep)) == RANK_6 && empty(ep) &&
           piece_on(ep - pawn_push(side_)) == make_piece(~side_, PAWN) &&
           st_->ep_capture_possible == ep_capture_legal(side_, ep);
}

void Position::do_castling(Color us, Square king_from, Square rook_from, bool undo, Key* key) {
    const bool king_side = rook_from > king_from;
    const Square king_to = castling_king_to(us, king_side);
    const Square rook_to = relative_square(us, king_side ? SQ_F1 : SQ_D1);
    const Piece king = make_piece(us, KING);
    const Piece rook = make_piece(us, ROOK);
    // Lift both pieces first: in Chess960 they may stand on each other's destination squares.
    if (undo) {
        remove_piece(king_to);
        remove_piece(rook_to);
        put_piece(king, king_from);
        put_piece(rook, rook_from);
    } else {
        remove_piece(king_from);
        remove_piece(rook_from);
        put_piece(king, king_to);
        put_piece(rook, rook_to);
        *key ^= ZOBRIST.psq[king][king_from] ^ ZOBRIST.psq[king][king_to] ^
                ZOBRIST.psq[rook][rook_from] ^ ZOBRIST.psq[rook][rook_to];
    }
}

// The pieces of `us` checking the king on ksq after `us` moved pc from `from` to `to` (no en
// passant capture, castling or promotion): the moved piece itself, or a slider of ours on the
// king's line through `from`. Cheaper than asking which of all our pieces attack ksq: the
// slider lookup runs only when such a slider stands on that line.
[[gnu::always_inline]] inline Bitboard Position::checkers_after(Color us, Piece pc, Square from,
                                                                Square to, Square ksq) const {
    const Bitboard to_bb = square_bb(to);
    const bool direct = (CHECK_FROM[pc][ksq] & to_bb) && (between_bb(ksq, to) & pieces()) == to_bb;
    Bitboard result = direct ? to_bb : 0;
    const Bitboard sliders_on_line =
        line_bb(ksq, from) & ((rook_rays(ksq) & pieces(us, ROOK, QUEEN)) |
                              (bishop_rays(ksq) & pieces(us, BISHOP, QUEEN)));
    if (sliders_on_line) [[unlikely]]
        result |= slider_attackers(us, ksq);
    return result;
}

// Castling, en passant and promotion, out of do_move's line, which nearly every move takes
// without them. Returns the captured piece and the change to the key (a value, so that do_move
// can keep its key in a register).
[[gnu::noinline]] Position::SpecialMoveResult Position::do_special_move(Move m, Color us) {
    Key key = 0;
    const Square from = m.from_sq();
    const Square to = m.to_sq();
    if (m.kind() == MoveKind::castling) {
        do_castling(us, from, to, false, &key);
        return {key, NO_PIECE};
    }
    const Piece pawn = board_[from];
    const Square captured_on = m.kind() == MoveKind::en_passant ? to - pawn_push(us) : to;
    const Piece captured = board_[captured_on];
    if (captured != NO_PIECE) {
        remove_piece(captured_on);
        key ^= ZOBRIST.psq[captured][captured_on];
    }
    remove_piece(from);
    const Piece arriving =
        m.kind() == MoveKind::promotion ? make_piece(us, m.promotion_type()) : pawn;
    put_piece(arriving, to);
    key ^= ZOBRIST.psq[pawn][from] ^ ZOBRIST.psq[arriving][to];
    return {key, captured};
}

void Position::do_move(Move m, StateInfo& new_st) {
    assert(m.is_ok() && &new_st != st_);
    assert(!empty(m.from_sq()) && color_of(piece_on(m.from_sq())) == side_);
    assert(m.kind() == MoveKind::castling
               ? piece_on(m.to_sq()) == make_piece(side_, ROOK)
               : empty(m.to_sq()) || (color_of(piece_on(m.to_sq())) != side_ &&
                                      type_of(piece_on(m.to_sq())) != KING));
    assert(m.kind() != MoveKind::en_passant ||
           (m.to_sq() == st_->ep_square && st_->ep_capture_possible));
    const StateInfo& prev = *st_;
    const Color us = side_;
    const Color them = ~us;
    const Square from = m.from_sq();
    const Square to = m.to_sq();
    Key key = prev.key ^ ZOBRIST.side;
    if (prev.ep_capture_possible) key ^= ZOBRIST.en_passant[file_of(prev.ep_square)];
    int rule50 = prev.rule50 + 1;
    CastlingRights rights = prev.castling_rights;
    new_st.previous = st_;
    new_st.same_side_before = prev.previous;
    new_st.plies_from_null = prev.plies_from_null + 1;
    new_st.ep_square = SQ_NONE;
    new_st.ep_capture_possible = false;
    st_ = &new_st;

    Piece captured;
    Piece pc = NO_PIECE;
    if (m.kind() == MoveKind::normal) [[likely]] {
        pc = board_[from];
        captured = board_[to];
        if (captured != NO_PIECE) {
            remove_piece(to);
            key ^= ZOBRIST.psq[captured][to];
            rule50 = 0;
        }
        move_piece(from, to);
        key ^= ZOBRIST.psq[pc][from] ^ ZOBRIST.psq[pc][to];
        if (type_of(pc) == PAWN) {
            rule50 = 0;
            if ((int(to) ^ int(from)) == 16) {
                const Square ep = from + pawn_push(us);
                new_st.ep_square = ep;
                if ((pawn_attacks(us, ep) & pieces(them, PAWN)) && ep_capture_legal(them, ep)) {
                    new_st.ep_capture_possible = true;
                    key ^= ZOBRIST.en_passant[file_of(ep)];
                }
            }
        }
    } else {
        const SpecialMoveResult special = do_special_move(m, us);
        key ^= special.key_change;
        captured = special.captured;
        if (m.kind() != MoveKind::castling) rule50 = 0;
    }

    if (rights != NO_CASTLING) {
        const CastlingRights lost = castling_rights_mask_[from] | castling_rights_mask_[to];
        if (rights & lost) {
            key ^= ZOBRIST.castling[rights];
            rights = CastlingRights(rights & ~lost);
            key ^= ZOBRIST.castling[rights];
        }
    }

    new_st.castling_rights = rights;
    new_st.rule50 = rule50;
    new_st.captured = captured;
    new_st.key = key;
    side_ = them;
    ++game_ply_;
    const Square ksq = king_square(them);
    new_st.checkers =
        m.kind() == MoveKind::normal ? checkers_after(us, pc, from, to, ksq) : attackers(us, ksq);
    assert(pos_is_ok());
}

void Position::undo_move(Move m) {
    assert(m.is_ok() && st_->previous != nullptr);
    assert(m.kind() == MoveKind::castling ||
           (empty(m.from_sq()) && color_of(piece_on(m.to_sq())) == ~side_));
    side_ = ~side_;
    --game_ply_;
    const Color us = side_;
    const Square from = m.from_sq();
    const Square to = m.to_sq();

    if (m.kind() == MoveKind::castling) {
        do_castling(us, from, to, true, nullptr);
    } else {
        if (m.kind() == MoveKind::promotion) {
            remove_piece(to);
            put_piece(make_piece(us, PAWN), to);
        }
        move_piece(to, from);
        if (st_->captured != NO_PIECE) {
            const Square cap_sq = m.kind() == MoveKind::en_passant ? to - pawn_push(us) : to;
            put_piece(st_->captured, cap_sq);
        }
    }
    st_ = st_->previous;
    assert(pos_is_ok());
}

void Position::do_null_move(StateInfo& new_st) {
    assert(!in_check() && &new_st != st_);
    new_st = *st_;
    new_st.previous = st_;
    new_st.same_side_before = st_->previous;
    new_st.rule50 = st_->rule50 + 1;
    new_st.plies_from_null = 0;
    new_st.captured = NO_PIECE;
    new_st.ep_square = SQ_NONE;
    new_st.ep_capture_possible = false;
    new_st.key = st_->key ^ ZOBRIST.side;
    if (st_->ep_capture_possible) new_st.key ^= ZOBRIST.en_passant[file_of(st_->ep_square)];
    st_ = &new_st;
    side_ = ~side_;
    ++game_ply_;
    new_st.checkers = attackers(~side_, king_square(side_));
}

void Position::undo_null_move() {
    assert(st_->previous != nullptr && st_->plies_from_null == 0);
    st_ = st_->previous;
    side_ = ~side_;
    --game_ply_;
}

bool Position::gives_check(Move m) {
    StateInfo st;
    do_move(m, st);
    const bool check = in_check();
    undo_move(m);
    return check;
}

RepetitionInfo Position::repetitions() const {
    RepetitionInfo info;
    const int window = st_->rule50 < st_->plies_from_null ? st_->rule50 : st_->plies_from_null;
    const StateInfo* earlier = st_;
    for (int distance = 2; distance <= window; distance += 2) {
        earlier = earlier->same_side_before;
        if (earlier->key == st_->key) {
            if (info.count < int(info.distance.size()))
                info.distance[std::size_t(info.count)] = distance;
            ++info.count;
        }
    }
    return info;
}

}  // namespace pgnlint::core
