// Legal move generation with check and pin masks, so that no move needs a make/unmake test; one
// generator serves full lists, piece-to-square lists (SAN) and bare counts (perft leaves).
#include "pgnlint/core/movegen.h"

#include <algorithm>
#include <array>

#include "legal_generator.h"

namespace pgnlint::core {
namespace {

// Collects moves into a MoveList.
class ListSink {
public:
    static constexpr bool kStopsAtFirst = false;
    explicit ListSink(MoveList& list) : list_(list) {}

    void piece_moves(PieceType, Square from, Bitboard targets) {
        while (targets) list_.push(Move(from, pop_lsb(targets)));
    }
    void pawn_moves(Bitboard targets, int delta) {
        while (targets) {
            const Square to = pop_lsb(targets);
            list_.push(Move(to - delta, to));
        }
    }
    void promotions(Bitboard targets, int delta) {
        while (targets) {
            const Square to = pop_lsb(targets);
            for (PieceType pt : {QUEEN, ROOK, BISHOP, KNIGHT})
                list_.push(Move::make(MoveKind::promotion, to - delta, to, pt));
        }
    }
    void move(Move m) { list_.push(m); }

private:
    MoveList& list_;
};

// Counts moves without writing them.
class CountSink {
public:
    static constexpr bool kStopsAtFirst = false;
    void piece_moves(PieceType, Square, Bitboard targets) {
        count += std::size_t(popcount(targets));
    }
    void pawn_moves(Bitboard targets, int) { count += std::size_t(popcount(targets)); }
    void promotions(Bitboard targets, int) { count += 4 * std::size_t(popcount(targets)); }
    void move(Move) { ++count; }

    std::size_t count = 0;
};

// Counts moves until there are more than `most`: the generator stops after the group that
// passes it (usually the king's steps or the pawns').
class CountPastSink {
public:
    static constexpr bool kStopsAtFirst = false;
    explicit CountPastSink(std::size_t most) : most_(most) {}
    void piece_moves(PieceType, Square, Bitboard targets) {
        count += std::size_t(popcount(targets));
    }
    void pawn_moves(Bitboard targets, int) { count += std::size_t(popcount(targets)); }
    void promotions(Bitboard targets, int) { count += 4 * std::size_t(popcount(targets)); }
    void move(Move) { ++count; }
    bool enough() const { return count > most_; }

    std::size_t count = 0;

private:
    std::size_t most_;
};

// Only asks whether a legal move exists (the mate test after every check): the generator
// stops after the first group of moves that yields one, usually the king's flight squares.
class AnySink {
public:
    static constexpr bool kStopsAtFirst = true;
    void piece_moves(PieceType, Square, Bitboard targets) { found |= targets != 0; }
    void pawn_moves(Bitboard targets, int) { found |= targets != 0; }
    void promotions(Bitboard targets, int) { found |= targets != 0; }
    void move(Move) { found = true; }

    bool found = false;
};

}  // namespace

bool MoveList::contains(Move m) const {
    for (Move candidate : *this)
        if (candidate == m) return true;
    return false;
}

void generate_legal(const Position& pos, MoveList& list) {
    list.count = 0;
    ListSink sink(list);
    detail::generate_moves(pos, sink, detail::ALL_PIECE_TYPES, ~Bitboard(0));
}

void generate_legal(const Position& pos, PieceType pt, Bitboard to, MoveList& list) {
    list.count = 0;
    ListSink sink(list);
    const bool to_ep_square = pos.ep_capture_possible() && (to & square_bb(pos.ep_square()));
    const bool castling = pt == KING && (to & pos.pieces(pos.side_to_move()));
    if (castling || to_ep_square || more_than_one(to) || !to) {
        detail::generate_moves(pos, sink, 1u << pt, to);
        return;
    }
    const Square square = lsb(to);
    const bool promotes =
        pt == PAWN && relative_rank(pos.side_to_move(), rank_of(square)) == RANK_8;
    for (Bitboard origins = legal_origins(pos, pt, square); origins;) {
        const Square from = pop_lsb(origins);
        if (promotes) {
            sink.promotions(to, int(square) - int(from));
        } else {
            sink.piece_moves(pt, from, to);
        }
    }
}

Move legal_castling(const Position& pos, CastlingRights cr) {
    if (!pos.can_castle(cr) || pos.in_check() || !pos.castling_path_clear(cr) ||
        !pos.castling_king_safe(cr))
        return Move::none();
    return Move::make(MoveKind::castling, pos.king_square(pos.side_to_move()),
                      pos.castling_rook_square(cr));
}

Bitboard legal_origins(const Position& pos, PieceType pt, Square to) {
    return pos.side_to_move() == WHITE ? detail::origins_to<WHITE>(pos, pt, to)
                                       : detail::origins_to<BLACK>(pos, pt, to);
}

std::size_t count_legal(const Position& pos) {
    CountSink sink;
    detail::generate_moves(pos, sink, detail::ALL_PIECE_TYPES, ~Bitboard(0));
    return sink.count;
}

std::size_t count_legal_up_to(const Position& pos, std::size_t most) {
    CountPastSink sink(most);
    detail::generate_moves(pos, sink, detail::ALL_PIECE_TYPES, ~Bitboard(0));
    return std::min(sink.count, most + 1);
}

bool has_legal_move(const Position& pos) {
    AnySink sink;
    detail::generate_moves(pos, sink, detail::ALL_PIECE_TYPES, ~Bitboard(0));
    return sink.found;
}

}  // namespace pgnlint::core
