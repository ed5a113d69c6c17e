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
        case FenErrorKind::missing_field:
            return RuleId::fen_missing_field;
        case FenErrorKind::bad_piece:
            return RuleId::fen_invalid_piece;
        case FenErrorKind::rank_too_long:
        case FenErrorKind::rank_too_short:
            return RuleId::fen_bad_rank_length;
        case FenErrorKind::wrong_rank_count:
            return RuleId::fen_wrong_rank_count;
        case FenErrorKind::bad_side_to_move:
            return RuleId::fen_invalid_side_to_move;
        case FenErrorKind::bad_castling:
        case FenErrorKind::duplicate_castling:
        case FenErrorKind::too_many_castling:
            return RuleId::fen_invalid_castling;
        case FenErrorKind::bad_en_passant:
            return RuleId::fen_invalid_en_passant;
        case FenErrorKind::en_passant_wrong_rank:
            return RuleId::fen_en_passant_wrong_rank;
        case FenErrorKind::bad_number:
        case FenErrorKind::number_out_of_range:
            return field == FenField::halfmove_clock ? RuleId::fen_invalid_halfmove_clock
                                                     : RuleId::fen_invalid_fullmove_number;
        case FenErrorKind::trailing_text:
            return RuleId::fen_trailing_text;
    }
    return RuleId::fen_missing_field;
}

RuleId problem_rule(PositionProblemKind kind) {
    switch (kind) {
        case PositionProblemKind::non_canonical:
            return RuleId::non_canonical_fen;
        case PositionProblemKind::king_count:
            return RuleId::wrong_king_count;
        case PositionProblemKind::pawn_on_back_rank:
            return RuleId::pawn_on_back_rank;
        case PositionProblemKind::too_many_pieces:
            return RuleId::too_many_pieces;
        case PositionProblemKind::too_many_pawns:
            return RuleId::too_many_pawns;
        case PositionProblemKind::too_many_promoted_pieces:
            return RuleId::too_many_promoted_pieces;
        case PositionProblemKind::impossible_pawn_structure:
            return RuleId::impossible_pawn_structure;
        case PositionProblemKind::castling_king_not_home:
            return RuleId::castling_king_not_home;
        case PositionProblemKind::castling_rook_not_home:
        case PositionProblemKind::castling_rights_same_side:
            return RuleId::castling_rook_not_home;
        case PositionProblemKind::en_passant_no_pawn:
        case PositionProblemKind::en_passant_square_occupied:
        case PositionProblemKind::en_passant_origin_occupied:
            return RuleId::impossible_en_passant_square;
        case PositionProblemKind::en_passant_no_capture:
            return RuleId::en_passant_capture_impossible;
        case PositionProblemKind::clock_contradicts_en_passant:
            return RuleId::clock_contradicts_en_passant;
        case PositionProblemKind::opponent_in_check:
            return RuleId::opponent_in_check;
        case PositionProblemKind::too_many_checkers:
            return RuleId::too_many_checkers;
        case PositionProblemKind::impossible_check:
            return RuleId::impossible_check;
        case PositionProblemKind::move_number_too_small:
            return RuleId::move_number_too_small;
        case PositionProblemKind::clock_beyond_75_moves:
            return RuleId::clock_beyond_75_moves;
    }
    return RuleId::non_canonical_fen;
}

std::string_view field_label(FenField field) {
    switch (field) {
        case FenField::board:
            return "FEN placement: ";
        case FenField::side_to_move:
            return "FEN side to move: ";
        case FenField::castling:
            return "FEN castling field: ";
        case FenField::en_passant:
            return "FEN en-passant field: ";
        case FenField::halfmove_clock:
            return "FEN halfmove clock: ";
        case FenField::fullmove_number:
            return "FEN fullmove number: ";
        case FenField::end:
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
            case core::EpdErrorKind::bad_opcode:
                message += quote_token(line, e.column);
                message += " is not an opcode (a letter, then letters, digits or '_')";
                break;
            case core::EpdErrorKind::unterminated_string:
                message += "the string operand has no closing quote";
                break;
            case core::EpdErrorKind::duplicate_opcode:
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
    PlayableFen playable;
    return check_epd_record(line, where, options, record, out, playable);
}

bool check_epd_record(std::string_view line, const Location& where, const FenCheckOptions& options,
                      core::EpdRecord& record, std::vector<Diagnostic>& out,
                      PlayableFen& playable) {
    core::parse_epd(line, record);
    const Location position_start = where.advanced(line.substr(0, record.position_column));
    FenCheckOptions fen_only = options;
    fen_only.allow_epd_operations = false;
    const bool ok = check_fen(record.position, position_start, fen_only, out, playable);
    add_epd_errors(line, record, where, out);
    return ok;
}

}  // namespace pgnlint::lint
