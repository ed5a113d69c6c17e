// Maps FEN syntax errors, position problems and EPD operation errors to F-family diagnostics,
// each naming its field and pointing at its column.
#include "pgnlint/lint/fen_check.h"

#include <cassert>
#include <string>

#include "pgnlint/core/epd.h"
#include "pgnlint/core/fen.h"
#include "pgnlint/core/position_description.h"
#include "pgnlint/core/position_validation.h"

namespace pgnlint::lint {
namespace {

using core::FenErrorKind;
using core::FenField;
using core::PositionProblemKind;

RuleId syntax_rule(FenErrorKind kind, FenField field) {
    switch (kind) {
        case FenErrorKind::MissingField:
            return RuleId::fen_missing_field;
        case FenErrorKind::BadPiece:
            return RuleId::fen_invalid_piece;
        case FenErrorKind::RankTooLong:
        case FenErrorKind::RankTooShort:
            return RuleId::fen_bad_rank_length;
        case FenErrorKind::WrongRankCount:
            return RuleId::fen_wrong_rank_count;
        case FenErrorKind::BadSideToMove:
            return RuleId::fen_invalid_side_to_move;
        case FenErrorKind::BadCastling:
        case FenErrorKind::DuplicateCastling:
        case FenErrorKind::TooManyCastling:
            return RuleId::fen_invalid_castling;
        case FenErrorKind::BadEnPassant:
            return RuleId::fen_invalid_en_passant;
        case FenErrorKind::EnPassantWrongRank:
            return RuleId::fen_en_passant_wrong_rank;
        case FenErrorKind::BadNumber:
        case FenErrorKind::NumberOutOfRange:
            return field == FenField::HalfmoveClock ? RuleId::fen_invalid_halfmove_clock
                                                    : RuleId::fen_invalid_fullmove_number;
        case FenErrorKind::TrailingText:
            return RuleId::fen_trailing_text;
    }
    return RuleId::fen_missing_field;
}

RuleId problem_rule(PositionProblemKind kind) {
    switch (kind) {
        case PositionProblemKind::NonCanonical:
            return RuleId::non_canonical_fen;
        case PositionProblemKind::KingCount:
            return RuleId::wrong_king_count;
        case PositionProblemKind::PawnOnBackRank:
            return RuleId::pawn_on_back_rank;
        case PositionProblemKind::TooManyPieces:
            return RuleId::too_many_pieces;
        case PositionProblemKind::TooManyPawns:
            return RuleId::too_many_pawns;
        case PositionProblemKind::TooManyPromotedPieces:
            return RuleId::too_many_promoted_pieces;
        case PositionProblemKind::ImpossiblePawnStructure:
            return RuleId::impossible_pawn_structure;
        case PositionProblemKind::CastlingKingNotHome:
            return RuleId::castling_king_not_home;
        case PositionProblemKind::CastlingRookNotHome:
        case PositionProblemKind::CastlingRightsSameSide:
            return RuleId::castling_rook_not_home;
        case PositionProblemKind::EnPassantNoPawn:
        case PositionProblemKind::EnPassantSquareOccupied:
        case PositionProblemKind::EnPassantOriginOccupied:
            return RuleId::impossible_en_passant_square;
        case PositionProblemKind::EnPassantNoCapture:
            return RuleId::en_passant_capture_impossible;
        case PositionProblemKind::ClockContradictsEnPassant:
            return RuleId::clock_contradicts_en_passant;
        case PositionProblemKind::OpponentInCheck:
            return RuleId::opponent_in_check;
        case PositionProblemKind::TooManyCheckers:
            return RuleId::too_many_checkers;
        case PositionProblemKind::ImpossibleCheck:
            return RuleId::impossible_check;
        case PositionProblemKind::MoveNumberTooSmall:
            return RuleId::move_number_too_small;
        case PositionProblemKind::ClockBeyond75Moves:
            return RuleId::clock_beyond_75_moves;
    }
    return RuleId::non_canonical_fen;
}

std::string_view field_label(FenField field) {
    switch (field) {
        case FenField::Board:
            return "FEN placement: ";
        case FenField::SideToMove:
            return "FEN side to move: ";
        case FenField::Castling:
            return "FEN castling field: ";
        case FenField::EnPassant:
            return "FEN en-passant field: ";
        case FenField::HalfmoveClock:
            return "FEN halfmove clock: ";
        case FenField::FullmoveNumber:
            return "FEN fullmove number: ";
        case FenField::End:
            return "FEN: ";
    }
    return "FEN: ";
}

// `where` locates text[0]; the finding stands at text[column].
void add(std::vector<Diagnostic>& out, RuleId id, std::string message, const Location& where,
         std::string_view text, std::size_t column) {
    Diagnostic& d = out.emplace_back();
    d.rule = id;
    d.severity = rule(id).default_severity;
    d.message = std::move(message);
    d.where = where.advanced(text.substr(0, column));
}

// The malformed text at `column`, up to a blank or ';', quoted for a message.
std::string quote_token(std::string_view text, std::size_t column) {
    std::size_t end = column;
    while (end < text.size() && end - column < 24 && text[end] != ' ' && text[end] != '\t' &&
           text[end] != ';')
        ++end;
    std::string quoted(1, '\'');
    quoted.append(text.substr(column, end - column));
    quoted += '\'';
    return quoted;
}

void add_epd_errors(std::string_view line, const core::EpdRecord& record, const Location& where,
                    std::vector<Diagnostic>& out) {
    for (const core::EpdError& e : record.errors) {
        std::string message = "EPD operation: ";
        RuleId id = RuleId::epd_invalid_operation;
        switch (e.kind) {
            case core::EpdErrorKind::BadOpcode:
                message += quote_token(line, e.column);
                message += " is not an opcode (a letter, then letters, digits or '_')";
                break;
            case core::EpdErrorKind::UnterminatedString:
                message += "the string operand has no closing quote";
                break;
            case core::EpdErrorKind::DuplicateOpcode:
                id = RuleId::epd_duplicate_opcode;
                message += "the opcode ";
                message += quote_token(line, e.column);
                message += " appears more than once in the record";
                break;
        }
        add(out, id, std::move(message), where, line, e.column);
    }
}

}  // namespace

bool check_fen(std::string_view fen, const Location& where, const FenCheckOptions& options,
               std::vector<Diagnostic>& out) {
    if (options.allow_epd_operations) {
        core::EpdRecord record;
        return check_epd_record(fen, where, options, record, out);
    }
    PlayableFen playable;
    return check_fen(fen, where, options, out, playable);
}

bool check_fen(std::string_view fen, const Location& where, const FenCheckOptions& options,
               std::vector<Diagnostic>& out, PlayableFen& playable) {
    assert(!options.allow_epd_operations);
    const core::FenParseResult parsed = core::parse_fen(fen);
    if (!parsed.ok) {
        add(out, syntax_rule(parsed.error.kind, parsed.error.field),
            std::string(field_label(parsed.error.field)) + parsed.error.message, where, fen,
            parsed.error.column);
        return false;
    }
    core::PositionProblems problems;
    const core::PositionSetup setup = core::validate_position(
        fen, parsed.fen, core::ValidationOptions{options.chess960}, problems);
    for (const core::PositionProblem& problem : problems)
        add(out, problem_rule(problem.kind),
            std::string(field_label(problem.field)) + core::describe(problem), where, fen,
            problem.column);
    if (!setup.playable) return false;
    playable.fen = parsed.fen;
    playable.setup = setup;
    return true;
}

bool check_epd_record(std::string_view line, const Location& where, const FenCheckOptions& options,
                      core::EpdRecord& record, std::vector<Diagnostic>& out) {
    core::parse_epd(line, record);
    const Location position_start = where.advanced(line.substr(0, record.position_column));
    FenCheckOptions fen_only = options;
    fen_only.allow_epd_operations = false;
    const bool ok = check_fen(record.position, position_start, fen_only, out);
    add_epd_errors(line, record, where, out);
    return ok;
}

}  // namespace pgnlint::lint
