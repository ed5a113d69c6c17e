// The rule catalogue: every diagnostic pgnlint can emit, with its stable code, kebab-case name,
// default severity, plain-language summary, how to fix the input, and the FIDE Law or PGN
// standard section it enforces. Codes never change meaning once released; new rules are appended.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string_view>

namespace pgnlint::pgn {
enum class SyntaxErrorKind : std::uint8_t;  // pgn/syntax_error.h
}  // namespace pgnlint::pgn

namespace pgnlint::lint {

// Ordered from least to most severe, so `severity >= fail_on` selects what fails a run.
enum class Severity : std::uint8_t { info, warning, error };

inline constexpr std::size_t kSeverityCount = 3;

// "info", "warning", "error".
std::string_view severity_name(Severity severity);
std::optional<Severity> parse_severity(std::string_view name);

// One enumerator per rule, in catalogue order: static_cast<std::size_t>(id) is the rule's index
// in all_rules() (SARIF's ruleIndex relies on it). Families share a code letter, so a prefix
// such as "M" selects a family:
//   S  PGN syntax, one rule per kind of syntax error the reader reports (PGN standard 7, 8),
//      and broken lines of NDJSON game exports
//   M  moves: legality, SAN, check suffixes, moves after the game ended (FIDE 3, 5, 9.6; PGN 8.2.3)
//   R  results: the Result tag, the termination marker, the Termination tag (or an NDJSON
//      export's status) and the position on the board
//   T  tags: the Seven Tag Roster, tag value formats, FEN/SetUp, variants (PGN standard 8.1, 9)
//   N  non-canonical but unambiguous notation (PGN standard 8.2.3); mostly severity info
//   F  FEN and EPD positions: field syntax and impossible positions (`pgnlint fen`, FEN tags; 16.1)
//   D  in-file `{pgnlint: ...}` directives: malformed ones, ones that suppress nothing
//   C  clocks: the TimeControl tag (PGN standard 9.6.1) and the [%clk]/[%emt] comments against it
//   P  pairings: the games against the tournament report (`check --trf`, FIDE's TRF16) and the
//      report's own consistency
//   G  games against each other across the whole run (`check --duplicates`): repeated games and
//      copies cut short
// To add a rule: append an enumerator to its family here, its entry at the same position in
// src/lint/rules.cpp, and regenerate the man page's DIAGNOSTICS section (scripts/gen_rules_doc.sh).
enum class RuleId : std::uint16_t {
    // S: syntax
    unterminated_tag,
    unterminated_string,
    unterminated_comment,
    unclosed_variation,
    unmatched_close_paren,
    unexpected_token,
    missing_termination_marker,
    malformed_tag,
    invalid_nag,
    token_too_long,
    variation_too_deep,
    game_too_large,
    too_many_moves,
    malformed_record,
    game_truncated,
    comment_outside_game,
    non_utf8_input,
    // M: moves
    illegal_move,
    ambiguous_move,
    invalid_move_syntax,
    unreplayable_line,
    missing_check_suffix,
    wrong_check_suffix,
    move_after_game_end,
    null_move,
    wrong_move_number,
    // R: results
    result_mismatch,
    result_contradicts_position,
    missing_result,
    drawn_time_forfeit,
    termination_contradicts_position,
    unwinnability_undetermined,
    board_result_signal,
    // T: tags
    missing_roster_tag,
    malformed_date,
    malformed_round,
    malformed_result,
    invalid_fen_tag,
    fen_setup_mismatch,
    unsupported_variant,
    // N: notation
    missing_capture_marker,
    capture_marker_on_non_capture,
    redundant_disambiguation,
    promotion_without_equals,
    zero_castling,
    // F: FEN and EPD positions (`pgnlint fen`, FEN tags)
    fen_missing_field,
    fen_invalid_piece,
    fen_bad_rank_length,
    fen_wrong_rank_count,
    fen_invalid_side_to_move,
    fen_invalid_castling,
    fen_invalid_en_passant,
    fen_en_passant_wrong_rank,
    fen_invalid_halfmove_clock,
    fen_invalid_fullmove_number,
    fen_trailing_text,
    non_canonical_fen,
    wrong_king_count,
    pawn_on_back_rank,
    too_many_pieces,
    too_many_pawns,
    too_many_promoted_pieces,
    impossible_pawn_structure,
    castling_king_not_home,
    castling_rook_not_home,
    impossible_en_passant_square,
    en_passant_capture_impossible,
    opponent_in_check,
    too_many_checkers,
    impossible_check,
    clock_contradicts_en_passant,
    move_number_too_small,
    clock_beyond_75_moves,
    epd_invalid_operation,
    epd_duplicate_opcode,
    // D: directives
    unused_directive,
    malformed_directive,
    // C: clocks and time controls
    malformed_time_control,
    non_standard_time_control,
    malformed_clock,
    clock_gains_time,
    clock_above_time_control,
    clock_missing,
    elapsed_time_contradicts_clock,
    time_forfeit_contradicts_clock,
    // P: the tournament report (`check --trf`)
    trf_malformed_line,
    trf_result_mismatch,
    trf_colour_mismatch,
    trf_no_pairing,
    trf_forfeit_with_moves,
    trf_duplicate_game,
    trf_game_missing,
    trf_points_mismatch,
    trf_pairing_inconsistent,
    trf_name_loosely_matched,
    // G: games against each other
    duplicate_game,
    prefix_game,
};

// Whether `check --fix` repairs a rule's findings: safe fixes keep the moves and their meaning
// (notation, suffixes, move numbers); unsafe ones change what the record says (a result, tags)
// and need --unsafe-fixes; no: a person must decide.
enum class Fixability : std::uint8_t { no, safe, unsafe };

// "no", "safe", "unsafe".
std::string_view fixability_name(Fixability fixability);

struct Rule {
    RuleId id;
    std::string_view code;  // e.g. "M001"
    std::string_view name;  // kebab-case, e.g. "illegal-move"
    Severity default_severity;
    std::string_view summary;     // what the rule finds, one sentence
    std::string_view how_to_fix;  // what to change in the input, one sentence
    std::string_view reference;   // e.g. "FIDE Laws 3.10" or "PGN standard 8.2.3.5"
    Fixability fixability = Fixability::no;
};

// The whole catalogue in RuleId order.
std::span<const Rule> all_rules();

const Rule& rule(RuleId id);

inline std::size_t rule_index(RuleId id) {
    return static_cast<std::size_t>(id);
}

// By code ("M001") or name ("illegal-move"), ignoring ASCII case; nullptr when none matches.
const Rule* find_rule(std::string_view code_or_name);

// The S rule that reports a syntax error of this kind.
RuleId syntax_error_rule(pgn::SyntaxErrorKind kind);

}  // namespace pgnlint::lint
