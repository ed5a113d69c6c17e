// The legal move generator behind movegen.h, as a template over what receives the moves (a list,
// a count, a yes/no, or the helpmate search's dive, which scores each piece's targets as a set),
// in a header of its own so that each receiver is inlined into it.
#pragma once

#include <type_traits>

#include "origins.h"
#include "pgnlint/core/bitboard.h"
#include "pgnlint/core/movegen.h"
#include "pgnlint/core/position.h"
#include "pgnlint/core/types.h"

namespace pgnlint::core::detail {

// The type of the piece that moves, known when compiled; it converts to a PieceType.
template <PieceType Pt>
using PieceTypeConstant = std::integral_constant<PieceType, Pt>;

// Whether the generator stops after the group just handed over: at the first move for a sink
// that kStopsAtFirst, when a counting sink has had enough() of them.
template <typename Sink>
constexpr bool stop_now(const Sink& sink) {
    if constexpr (Sink::kStopsAtFirst) {
        return sink.found;
    } else if constexpr (requires { sink.enough(); }) {
        return sink.enough();
    } else {
        return false;
    }
}

template <Color Us, typename Sink>
void generate_pawn_moves(const Position& pos, Bitboard pawns, Bitboard target, Sink& sink) {
    constexpr Color Them = ~Us;
    constexpr int Up = Us == WHITE ? 8 : -8;
    constexpr int UpLeft = Us == WHITE ? 7 : -9;
    constexpr int UpRight = Us == WHITE ? 9 : -7;
    constexpr Bitboard Rank7 = Us == WHITE ? rank_bb(RANK_7) : rank_bb(RANK_2);
    constexpr Bitboard Rank3 = Us == WHITE ? rank_bb(RANK_3) : rank_bb(RANK_6);

    const Bitboard empty = ~pos.pieces();
    const Bitboard enemies = pos.pieces(Them);
    const Bitboard promoting = pawns & Rank7;
    const Bitboard others = pawns & ~Rank7;

    const Bitboard push1 = shift<Up>(others) & empty;
    const Bitboard push2 = shift<Up>(push1 & Rank3) & empty;
    sink.pawn_moves(push1 & target, Up);
    sink.pawn_moves(push2 & target, Up + Up);
    sink.pawn_moves(shift<UpLeft>(others) & enemies & target, UpLeft);
    sink.pawn_moves(shift<UpRight>(others) & enemies & target, UpRight);
    if (promoting) {
        sink.promotions(shift<Up>(promoting) & empty & target, Up);
        sink.promotions(shift<UpLeft>(promoting) & enemies & target, UpLeft);
        sink.promotions(shift<UpRight>(promoting) & enemies & target, UpRight);
    }
}

template <Color Us, typename Sink>
void generate_all(const Position& pos, Sink& sink, unsigned types, Bitboard to_filter) {
    constexpr Color Them = ~Us;
    const Square ksq = pos.king_square(Us);
    const Bitboard occupied = pos.pieces();
    const Bitboard own = pos.pieces(Us);
    const Bitboard checkers = pos.checkers();

    if (types & (1u << KING)) {
        const Bitboard steps = king_attacks(ksq) & ~own & to_filter;
        Bitboard safe = 0;
        if constexpr (Sink::kStopsAtFirst) {
            // One safe step is enough: testing the steps one by one usually stops at the first.
            for (Bitboard b = steps; b;) {
                const Square to = pop_lsb(b);
                if (detail::king_step_safe(pos, Them, ksq, to)) {
                    safe = square_bb(to);
                    break;
                }
            }
        } else if (steps) {
            // With the king lifted, so that a slider's ray through its square still counts; out of
            // check no ray reaches the king, and a receiver that holds the enemy's attacks lends
            // them.
            if constexpr (requires { sink.enemy_attacks(); }) {
                safe =
                    steps & ~(checkers ? pos.attacks_next_to(Them, ksq, occupied ^ square_bb(ksq))
                                       : sink.enemy_attacks());
            } else {
                safe = steps & ~pos.attacks_next_to(Them, ksq, occupied ^ square_bb(ksq));
            }
        }
        sink.piece_moves(PieceTypeConstant<KING>{}, ksq, safe);
        if (stop_now(sink)) return;
    }
    if (more_than_one(checkers)) return;  // double check: only the king may move

    Bitboard target = ~own & to_filter;
    if (checkers) target &= between_bb(ksq, lsb(checkers));
    const Bitboard pinned = pos.pinned(Us);

    if (types & (1u << PAWN)) {
        const Bitboard pawns = pos.pieces(Us, PAWN);
        generate_pawn_moves<Us>(pos, pawns & ~pinned, target, sink);
        for (Bitboard b = pawns & pinned; b;) {
            const Square from = pop_lsb(b);
            generate_pawn_moves<Us>(pos, square_bb(from), target & line_bb(ksq, from), sink);
        }
        const Square ep = pos.ep_square();
        if (pos.ep_capture_possible() && (to_filter & square_bb(ep))) {
            // Rare enough to test each capture on the board as it would stand afterwards: this
            // covers pins along the rank through both pawns and checks the capture does not answer.
            for (Bitboard b = pawn_attacks(Them, ep) & pawns; b;) {
                const Square from = pop_lsb(b);
                if (pos.ep_capture_exposes_king(Us, from, ep)) continue;
                sink.move(Move::make(MoveKind::en_passant, from, ep));
            }
        }
        if (stop_now(sink)) return;
    }

    // One piece type at a time, each known when compiled, so that neither the attack lookup nor
    // the receiver asks which it is.
    const auto piece_moves = [&]<PieceType Pt>() {
        if (!(types & (1u << Pt))) return;
        Bitboard pieces = pos.pieces(Us, Pt);
        if constexpr (Pt == KNIGHT) pieces &= ~pinned;  // a pinned knight can never move
        while (pieces) {
            const Square from = pop_lsb(pieces);
            Bitboard targets = attacks_bb(Pt, from, occupied) & target;
            if (pinned & square_bb(from)) targets &= line_bb(ksq, from);
            sink.piece_moves(PieceTypeConstant<Pt>{}, from, targets);
        }
    };
    piece_moves.template operator()<KNIGHT>();
    piece_moves.template operator()<BISHOP>();
    piece_moves.template operator()<ROOK>();
    piece_moves.template operator()<QUEEN>();
    if (stop_now(sink)) return;

    if ((types & (1u << KING)) && pos.can_castle(Us & ANY_CASTLING)) {
        for (CastlingRights cr : {Us & KING_SIDE, Us & QUEEN_SIDE}) {
            if (!(to_filter & square_bb(pos.castling_rook_square(cr)))) continue;
            const Move castling = legal_castling(pos, cr);
            if (castling != Move::none()) sink.move(castling);
        }
    }
}

constexpr unsigned ALL_PIECE_TYPES =
    (1u << PAWN) | (1u << KNIGHT) | (1u << BISHOP) | (1u << ROOK) | (1u << QUEEN) | (1u << KING);

// The legal moves of the piece types in `types` (a bit per PieceType) whose destination is in
// `to_filter`, handed to the sink a group at a time in a fixed order: the king's steps, pawns
// (pushes, double pushes, captures to each side, promotions, en passant), then knights, bishops,
// rooks and queens, each piece's targets at once, then castling. A sink has piece_moves(type,
// from, targets) (the type a PieceTypeConstant, which a sink may take as a PieceType or as a
// constant it is compiled for), pawn_moves(targets, delta), promotions(targets, delta), move(m),
// and kStopsAtFirst with `found` when it stops at the first group that yields a move; it may have
// enough(), to stop after the king's, the pawns' or the pieces' moves, and enemy_attacks(), every
// square the side not to move attacks, which spares working them out.
template <typename Sink>
void generate_moves(const Position& pos, Sink& sink, unsigned types, Bitboard to_filter) {
    if (pos.side_to_move() == WHITE)
        generate_all<WHITE>(pos, sink, types, to_filter);
    else
        generate_all<BLACK>(pos, sink, types, to_filter);
}

}  // namespace pgnlint::core::detail
