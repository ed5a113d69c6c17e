// SAN and UCI move text: tolerant parsing, resolution against a position, canonical writing.
#include "pgnlint/core/san.h"

#include "pgnlint/core/movegen.h"

namespace pgnlint::core {

std::size_t write_uci(const Position& pos, Move m, char (&buf)[UCI_BUFFER_SIZE]) {
    Square to = m.to_sq();
    if (m.kind() == MoveKind::Castling && !pos.is_chess960())
        to = Position::castling_king_to(pos.side_to_move(), to > m.from_sq());
    std::size_t n = 0;
    buf[n++] = char('a' + file_of(m.from_sq()));
    buf[n++] = char('1' + rank_of(m.from_sq()));
    buf[n++] = char('a' + file_of(to));
    buf[n++] = char('1' + rank_of(to));
    if (m.kind() == MoveKind::Promotion) buf[n++] = " pnbrqk"[m.promotion_type()];
    buf[n] = '\0';
    return n;
}

std::string to_uci(const Position& pos, Move m) {
    char buf[UCI_BUFFER_SIZE];
    return std::string(buf, write_uci(pos, m, buf));
}

}  // namespace pgnlint::core
