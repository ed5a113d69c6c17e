// Maps FEN syntax errors and position problems to F-family diagnostics with field and column.
#include "pgnlint/lint/fen_check.h"

#include <string>

#include "pgnlint/core/fen.h"
#include "pgnlint/core/position.h"

namespace pgnlint::lint {
namespace {

RuleId syntax_rule(core::FenErrorKind kind, core::FenField field) {
    using K = core::FenErrorKind;
    switch (kind) {
        case K::MissingField:
            return RuleId::fen_missing_field;
        case K::BadPiece:
            return RuleId::fen_invalid_piece;
        case K::RankTooLong:
        case K::RankTooShort:
            return RuleId::fen_bad_rank_length;
        case K::WrongRankCount:
            return RuleId::fen_wrong_rank_count;
        case K::BadSideToMove:
            return RuleId::fen_invalid_side_to_move;
        case K::BadCastling:
        case K::DuplicateCastling:
        case K::TooManyCastling:
            return RuleId::fen_invalid_castling;
        case K::BadEnPassant:
            return RuleId::fen_invalid_en_passant;
        case K::EnPassantWrongRank:
            return RuleId::fen_en_passant_wrong_rank;
        case K::BadNumber:
        case K::NumberOutOfRange:
            return field == core::FenField::HalfmoveClock ? RuleId::fen_invalid_halfmove_clock
                                                          : RuleId::fen_invalid_fullmove_number;
        case K::TrailingText:
            return RuleId::fen_trailing_text;
    }
    return RuleId::fen_missing_field;
}

RuleId position_rule(core::PositionErrorKind kind) {
    using K = core::PositionErrorKind;
    switch (kind) {
        case K::KingCount:
            return RuleId::wrong_king_count;
        case K::PawnOnBackRank:
            return RuleId::pawn_on_back_rank;
        case K::OpponentInCheck:
            return RuleId::opponent_in_check;
        case K::CastlingNoKing:
            return RuleId::castling_king_not_home;
        case K::CastlingNoRook:
            return RuleId::castling_rook_not_home;
        case K::EnPassantInvalid:
            return RuleId::impossible_en_passant_square;
    }
    return RuleId::wrong_king_count;
}

void add(std::vector<Diagnostic>& out, RuleId id, std::string message, const Location& where,
         std::uint32_t column) {
    Diagnostic& d = out.emplace_back();
    d.rule = id;
    d.severity = rule(id).default_severity;
    d.message = std::move(message);
    d.where = where;
    d.where.offset += column;
    d.where.column += column;
}

}  // namespace

bool check_fen(std::string_view fen, const Location& where, const FenCheckOptions& options,
               std::vector<Diagnostic>& out) {
    const core::FenParseResult parsed = core::parse_fen(fen);
    if (!parsed.ok) {
        add(out, syntax_rule(parsed.error.kind, parsed.error.field),
            std::string("FEN: ") + parsed.error.message, where, parsed.error.column);
        return false;
    }
    core::StateInfo state;
    core::Position position;
    const core::PositionSetResult set = position.set(parsed.fen, state, options.chess960);
    if (!set.ok) {
        add(out, position_rule(set.error.kind), std::string("FEN: ") + set.error.message, where,
            0);
        return false;
    }
    return true;
}

}  // namespace pgnlint::lint
