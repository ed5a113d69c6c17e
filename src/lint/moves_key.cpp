#include "pgnlint/lint/moves_key.h"

#include <array>

namespace pgnlint::lint {

namespace {

constexpr std::string_view kMovesKeySquares =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
static_assert(kMovesKeySquares.size() == 64);

bool is_fen_field_space(char c) {
    return c == ' ' || c == '\t';
}

}  // namespace

void append_start_key(std::string_view fen_tag, std::string& key) {
    key.push_back('|');
    int fields = 0;
    std::size_t i = 0;
    while (fields < 4) {
        while (i < fen_tag.size() && is_fen_field_space(fen_tag[i])) ++i;
        if (i == fen_tag.size()) break;
        if (fields != 0) key.push_back(' ');
        while (i < fen_tag.size() && !is_fen_field_space(fen_tag[i])) key.push_back(fen_tag[i++]);
        ++fields;
    }
    key.push_back('|');
}

void append_move_key(core::Move move, std::string& key) {
    if (move == core::Move::null()) {
        key.append("..");
        return;
    }
    key.push_back(kMovesKeySquares[static_cast<std::size_t>(move.from_sq())]);
    key.push_back(kMovesKeySquares[static_cast<std::size_t>(move.to_sq())]);
    if (move.kind() == core::MoveKind::promotion) {
        constexpr std::array<char, 4> kPromotions = {'n', 'b', 'r', 'q'};
        key.push_back(kPromotions[static_cast<std::size_t>(move.promotion_type() - core::KNIGHT)]);
    }
}

}  // namespace pgnlint::lint
