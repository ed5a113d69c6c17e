// Why a SAN move is illegal, found by looking at the position the way an arbiter would: first the
// piece and whether it can reach the square at all, then castling conditions (FIDE 3.8.2), pawn
// rules (3.7), and last the king's safety (3.9). Runs only for illegal moves, never per move.
#include "illegal_move_reason.h"

#include <string_view>

#include "pgnlint/core/bitboard.h"
#include "pgnlint/core/position_validation.h"

namespace pgnlint::lint {
namespace {

using namespace core;

// " on the b-file", " on rank 1", " on b1" or nothing, as the SAN's disambiguation says.
void append_origin(std::string& out, const ParsedSan& p) {
    if (p.from_file != FILE_NB && p.from_rank != RANK_NB) {
        out += " on ";
        out += square_name(make_square(p.from_file, p.from_rank)).data();
    } else if (p.from_file != FILE_NB) {
        out += " on the ";
        out += static_cast<char>('a' + p.from_file);
        out += "-file";
    } else if (p.from_rank != RANK_NB) {
        out += " on rank ";
        out += static_cast<char>('1' + p.from_rank);
    }
}

Bitboard origin_mask(const ParsedSan& p) {
    Bitboard mask = ~Bitboard(0);
    if (p.from_file != FILE_NB) mask &= file_bb(p.from_file);
    if (p.from_rank != RANK_NB) mask &= rank_bb(p.from_rank);
    return mask;
}

void explain_castling(const Position& pos, const ParsedSan& p, std::string& out) {
    const Color us = pos.side_to_move();
    const bool king_side = p.kind == ParsedSan::Kind::castle_king_side;
    const CastlingRights cr = us & (king_side ? KING_SIDE : QUEEN_SIDE);
    const std::string_view side = king_side ? "kingside" : "queenside";
    out += color_name(us);
    if (!pos.can_castle(cr)) {
        out += " can no longer castle ";
        out += side;
        out += ": the king or that rook has already moved (FIDE 3.8.2.1)";
    } else if (pos.in_check()) {
        out += " is in check and may not castle out of it (FIDE 3.8.2.2)";
    } else if (!pos.castling_path_clear(cr)) {
        out += " cannot castle ";
        out += side;
        out += ": a piece stands between the king and the rook (FIDE 3.8.2.2)";
    } else if (!pos.castling_king_safe(cr)) {
        out += " cannot castle ";
        out += side;
        out += ": the king would pass through or land on an attacked square (FIDE 3.8.2.2)";
    } else {
        out += " cannot castle ";
        out += side;
        out += " here";
    }
}

// Pawns that could make the move by their way of moving, ignoring the king's safety; appends the
// reason and returns 0 when there are none.
Bitboard pawn_reachers(const Position& pos, const ParsedSan& p, Bitboard candidates,
                       std::string& out) {
    const Color us = pos.side_to_move();
    const Square to = p.to;
    const bool capture =
        p.flags.capture_mark || (p.from_file != FILE_NB && p.from_file != file_of(to));
    if (capture) {
        const Bitboard reachers = pawn_attacks(~us, to) & candidates;
        if (!reachers) {
            out += "no ";
            out += color_adjective(us);
            out += " pawn";
            append_origin(out, p);
            out += " can capture on ";
            out += square_name(to).data();
            return 0;
        }
        if (pos.empty(to) && to != pos.ep_square()) {
            out += "there is nothing to capture on ";
            out += square_name(to).data();
            const Square behind = to - pawn_push(us);
            if (relative_rank(us, rank_of(to)) == RANK_6 &&
                pos.piece_on(behind) == make_piece(~us, PAWN)) {
                out +=
                    ": en passant is allowed only on the move right after the pawn's two-square "
                    "advance (FIDE 3.7.3.1)";
            }
            return 0;
        }
        return reachers;
    }
    if (!pos.empty(to)) {
        out += square_name(to).data();
        out += " is occupied: a pawn moves straight ahead only to an empty square (FIDE 3.7.1)";
        return 0;
    }
    // No pawn moves back to its own first rank; there `to - pawn_push` would leave the board.
    const bool first_rank = relative_rank(us, rank_of(to)) == RANK_1;
    const Square one_back = to - pawn_push(us);
    Bitboard reachers = first_rank ? 0 : candidates & square_bb(one_back);
    if (relative_rank(us, rank_of(to)) == RANK_4 && pos.empty(one_back)) {
        reachers |= candidates & square_bb(one_back - pawn_push(us));
    }
    if (!reachers) {
        out += "no ";
        out += color_adjective(us);
        out += " pawn";
        append_origin(out, p);
        out += " can advance to ";
        out += square_name(to).data();
    }
    return reachers;
}

}  // namespace

void explain_illegal_move(const Position& pos, const ParsedSan& p, std::string& out) {
    if (p.kind == ParsedSan::Kind::castle_king_side ||
        p.kind == ParsedSan::Kind::castle_queen_side) {
        explain_castling(pos, p, out);
        return;
    }
    const Color us = pos.side_to_move();
    const Square to = p.to;
    if (pos.pieces(us) & square_bb(to)) {
        out += square_name(to).data();
        out += " is occupied by a ";
        out += color_adjective(us);
        out += ' ';
        out += piece_type_name(type_of(pos.piece_on(to)));
        return;
    }
    if (!pos.pieces(us, p.piece)) {
        out += color_name(us);
        out += " has no ";
        out += piece_type_name(p.piece);
        return;
    }
    const Bitboard candidates = pos.pieces(us, p.piece) & origin_mask(p);
    Bitboard reachers = 0;
    if (p.piece == PAWN) {
        reachers = pawn_reachers(pos, p, candidates, out);
        if (!reachers) return;
        const bool last_rank = relative_rank(us, rank_of(to)) == RANK_8;
        if (last_rank && p.promotion == NO_PIECE_TYPE) {
            out += "a pawn reaching the last rank must be promoted (FIDE 3.7.5.1): write ";
            if (p.flags.capture_mark) {
                out += static_cast<char>('a' + file_of(lsb(reachers)));
                out += 'x';
            }
            out += square_name(to).data();
            out += "=Q, =R, =B or =N";
            return;
        }
        if (!last_rank && p.promotion != NO_PIECE_TYPE) {
            out += "a pawn promotes only on the last rank (FIDE 3.7.5.1)";
            return;
        }
    } else {
        reachers = attacks_bb(p.piece, to, pos.pieces()) & candidates;
        if (!reachers) {
            out += "no ";
            out += color_adjective(us);
            out += ' ';
            out += piece_type_name(p.piece);
            append_origin(out, p);
            out += " can reach ";
            out += square_name(to).data();
            return;
        }
    }
    // Some piece can get there by its way of moving, so the move must expose its own king.
    if (p.piece == KING) {
        out += "the king would be in check on ";
        out += square_name(to).data();
        out += " (FIDE 3.9)";
    } else if (pos.in_check()) {
        out += color_name(us);
        out += " is in check and this move does not parry it (FIDE 3.9)";
    } else if ((reachers & pos.pinned(us)) == reachers && !more_than_one(reachers)) {
        out += "the ";
        out += piece_type_name(p.piece);
        out += " on ";
        out += square_name(lsb(reachers)).data();
        out += " is pinned: moving it would expose the ";
        out += color_adjective(us);
        out += " king to check (FIDE 3.9)";
    } else {
        out += "it would leave the ";
        out += color_adjective(us);
        out += " king in check (FIDE 3.9)";
    }
}

}  // namespace pgnlint::lint
