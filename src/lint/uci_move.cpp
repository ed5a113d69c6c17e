// UciMove: from a move the replay made, to and from its UCI text (uci_move.h).
#include "pgnlint/lint/uci_move.h"

#include "pgnlint/core/position.h"

namespace pgnlint::lint {
namespace {

constexpr std::string_view kPromotionLetters = " pnbrqk";

bool is_file_letter(char c) {
    return c >= 'a' && c <= 'h';
}
bool is_rank_digit(char c) {
    return c >= '1' && c <= '8';
}

}  // namespace

UciMove uci_move(core::Move move, core::Color mover, bool chess960) {
    if (!move.is_ok()) return {};
    UciMove squares{move.from_sq(), move.to_sq(), core::NO_PIECE_TYPE};
    // The record says where the king went; only Chess960 writes king takes rook.
    if (move.kind() == core::MoveKind::castling && !chess960)
        squares.to = core::Position::castling_king_to(mover, move.to_sq() > move.from_sq());
    if (move.kind() == core::MoveKind::promotion) squares.promotion = move.promotion_type();
    return squares;
}

std::size_t format_uci(const UciMove& move, std::array<char, kUciLength + 1>& out) {
    out.fill('\0');
    if (!move.known()) return 0;
    const auto from = core::square_name(move.from);
    const auto to = core::square_name(move.to);
    std::size_t length = 0;
    for (const char c : {from[0], from[1], to[0], to[1]}) out[length++] = c;
    if (move.promotion != core::NO_PIECE_TYPE) out[length++] = kPromotionLetters[move.promotion];
    return length;
}

std::optional<UciMove> parse_uci_move(std::string_view text) {
    if (text.size() != 4 && text.size() != 5) return std::nullopt;
    if (!is_file_letter(text[0]) || !is_rank_digit(text[1]) || !is_file_letter(text[2]) ||
        !is_rank_digit(text[3]))
        return std::nullopt;
    UciMove move;
    move.from = core::make_square(core::File(text[0] - 'a'), core::Rank(text[1] - '1'));
    move.to = core::make_square(core::File(text[2] - 'a'), core::Rank(text[3] - '1'));
    if (text.size() == 5) {
        const std::size_t letter = kPromotionLetters.find(text[4]);
        if (letter == std::string_view::npos || letter < core::KNIGHT || letter > core::QUEEN)
            return std::nullopt;
        move.promotion = core::PieceType(letter);
    }
    return move;
}

}  // namespace pgnlint::lint
