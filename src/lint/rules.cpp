// The rule catalogue's contents: one entry per RuleId, in enum order, with the text that
// `pgnlint rules`, the man page and SARIF's rule metadata show, and which rule each kind of
// syntax error reports under.
#include "pgnlint/lint/rules.h"

#include <array>
#include <cassert>

#include "pgnlint/lint/ascii.h"
#include "pgnlint/pgn/syntax_error.h"

namespace pgnlint::lint {
namespace {

using enum Severity;

constexpr std::array kRules{
    // S: PGN syntax. The reader reports these and resynchronises; nothing after them is lost.
    Rule{RuleId::unterminated_tag, "S001", "unterminated-tag", error,
         "A tag pair `[Name \"value\"` is not closed with `]` on its line.",
         "Close the tag pair with `]` on the same line.", "PGN standard 8.1"},
    Rule{RuleId::unterminated_string, "S002", "unterminated-string", error,
         "A tag value has no closing `\"` before the end of its line.",
         "Add the closing quote; write a quote inside a value as `\\\"` and a backslash as `\\\\`.",
         "PGN standard 7"},
    Rule{RuleId::unterminated_comment, "S003", "unterminated-comment", error,
         "A `{` comment is not closed with `}` before the game ends.",
         "Close the comment with `}` (a brace comment cannot contain `}`).", "PGN standard 5"},
    Rule{RuleId::unclosed_variation, "S004", "unclosed-variation", error,
         "A `(` variation is not closed with `)` before the game ends.",
         "Add the missing `)` after the variation's last move.", "PGN standard 8.2.5"},
    Rule{RuleId::unmatched_close_paren, "S005", "unmatched-close-paren", error,
         "A `)` closes no open variation.",
         "Remove the stray `)` or add the `(` that opens the variation.", "PGN standard 8.2.5"},
    Rule{RuleId::unexpected_token, "S006", "unexpected-token", error,
         "Bytes that are no PGN token where they stand (binary noise, markup such as <br />, a "
         "stray character); they are skipped.",
         "Delete the stray text, or move it into a `{...}` comment.", "PGN standard 7"},
    Rule{RuleId::missing_termination_marker, "S007", "missing-termination-marker", warning,
         "The movetext ends without a game termination marker (1-0, 0-1, 1/2-1/2 or *).",
         "End the movetext with the game's result, the same as its Result tag.",
         "PGN standard 8.2.6", Fixability::safe},
    Rule{RuleId::malformed_tag, "S008", "malformed-tag", error,
         "A `[` that does not start a well-formed tag pair `[Name \"value\"]`; the tag is "
         "ignored.",
         "Write the tag as [Name \"value\"]: a name of letters, digits and underscores, then a "
         "quoted value.",
         "PGN standard 8.1"},
    Rule{RuleId::invalid_nag, "S009", "invalid-nag", warning,
         "A `$` annotation glyph without digits or above 255, or an unknown move suffix glyph.",
         "Write a NAG as `$` and a number from 0 to 255, or remove it.",
         "PGN standard 8.2.4, 8.2.3.8"},
    Rule{RuleId::token_too_long, "S010", "token-too-long", error,
         "A single token (comment, tag value, move) is longer than pgnlint's limit; it is "
         "skipped.",
         "Shorten or split the comment or value; a giant token often means a missing `}` or a "
         "corrupt file.",
         "PGN standard 7"},
    Rule{RuleId::variation_too_deep, "S011", "variation-too-deep", error,
         "Variations nest deeper than pgnlint's limit; the deeper ones are skipped.",
         "Flatten the annotations; nesting this deep usually means unbalanced parentheses.",
         "PGN standard 8.2.5"},
    Rule{RuleId::game_too_large, "S012", "game-too-large", error,
         "A game's text is larger than pgnlint's limit; only its beginning is checked.",
         "Look for a missing tag section that merged several games, or corrupt data.",
         "PGN standard 8"},
    Rule{RuleId::too_many_moves, "S013", "too-many-moves", error,
         "A game holds more moves (variations included) than pgnlint's limit; the rest are not "
         "checked.",
         "Look for a missing tag section that merged several games, or split the annotations.",
         "PGN standard 8.2"},
    Rule{RuleId::malformed_record, "S014", "malformed-record", error,
         "A line of an NDJSON game export is not one JSON object with string fields where "
         "strings belong (broken JSON, two values on a line, a line too long), or is no game: "
         "it has no \"moves\"; it is skipped.",
         "Write one JSON object per line with the game's moves, as the exporting service does "
         "(moves, initialFen, variant, status and winner as strings).",
         "NDJSON game exports (lichess API, application/x-ndjson)"},
    Rule{RuleId::game_truncated, "S015", "game-truncated", error,
         "The movetext stops without a termination marker where the next game's tag section "
         "begins, with no blank line between them: the game was cut short and the next one "
         "spliced into it (crawler and engine-match output); the rest of the game is lost.",
         "Restore the game's remaining moves and termination marker from its source, or end "
         "it with `*` and a blank line if they are lost for good.",
         "PGN standard 8.2.6"},
    Rule{RuleId::comment_outside_game, "S016", "comment-outside-game", warning,
         "A comment stands where no game follows it (after the last game, or alone in the "
         "file), so it belongs to no game and readers drop it.",
         "Move the comment into the movetext of the game it is about, before the termination "
         "marker, or delete it.",
         "PGN standard 5, 8"},
    Rule{RuleId::non_utf8_input, "S017", "non-utf8-input", info,
         "The input's text is not UTF-8 from this byte on; pgnlint reads the games that are not "
         "UTF-8 as Windows-1252 (Latin-1), so names are shown as the file means them. Said once "
         "per input, at its first such byte.",
         "Nothing, if the file is Latin-1; to state the encoding, pass --encoding latin-1 (no "
         "finding) or utf-8, or convert the file to UTF-8 (iconv -f WINDOWS-1252 -t UTF-8).",
         "PGN standard 4.1"},

    // M: moves, replayed on the board by the FIDE Laws of Chess.
    Rule{RuleId::illegal_move, "M001", "illegal-move", error,
         "No piece of the side to move can make this move legally in the position; the rest of "
         "the line is not replayed. The message says which moves it may have meant (did you "
         "mean), judged by the moves written after it.",
         "Correct the move from the scoresheet; often a piece letter, a square or an earlier "
         "move is wrong.",
         "FIDE Laws 3.10.1"},
    Rule{RuleId::ambiguous_move, "M002", "ambiguous-move", error,
         "The SAN matches more than one legal move; the message lists the candidates, and "
         "which of them the moves written after it need (did you mean).",
         "Add the origin file, rank or square of the piece that moved (e.g. Nbd7, R1e2).",
         "PGN standard 8.2.3.4"},
    Rule{RuleId::invalid_move_syntax, "M003", "invalid-move-syntax", error,
         "A movetext token that is no SAN move (e.g. Nz9, e9, Kxx); the rest of the line is "
         "not replayed. The message says which legal moves it may have meant (did you mean).",
         "Write the move in SAN: piece letter, origin if needed, x for a capture, destination, "
         "=piece for a promotion.",
         "PGN standard 8.2.3"},
    Rule{RuleId::unreplayable_line, "M004", "unreplayable-line", warning,
         "After an illegal, ambiguous or unreadable move the remaining moves of its line cannot "
         "be replayed, so they are not checked (said once per line).",
         "Fix the line's first bad move; the next run checks the rest.", "FIDE Laws 3.10.1"},
    Rule{RuleId::missing_check_suffix, "M005", "missing-check-suffix", warning,
         "The move gives check or checkmate but its SAN has no `+`/`#`, or `+` where it mates.",
         "Append + to a checking move and # to a mating move.", "PGN standard 8.2.3.5",
         Fixability::safe},
    Rule{RuleId::wrong_check_suffix, "M006", "wrong-check-suffix", warning,
         "The SAN has `+` or `#` but the move gives no check, or `#` but it does not mate.",
         "Remove the suffix, or write + for a check that is not mate.", "PGN standard 8.2.3.5",
         Fixability::safe},
    Rule{RuleId::move_after_game_end, "M007", "move-after-game-end", error,
         "A move follows a position that already ended the game: checkmate, stalemate, a dead "
         "position, fivefold repetition or the 75-move rule.",
         "Remove the moves after the game's end, or correct the earlier move that ended it by "
         "mistake.",
         "FIDE Laws 5.1.1, 5.2.1, 5.2.2, 9.6"},
    Rule{RuleId::null_move, "M008", "null-move", warning,
         "A null move (-- or Z0) passes the turn, which no legal move does; no FIDE game "
         "contains one (engines write them in analysis).",
         "Remove the null move, or ignore this rule for analysis files.", "FIDE Laws 1.1, 3.10.1"},
    Rule{RuleId::wrong_move_number, "M009", "wrong-move-number", warning,
         "A move number indication disagrees with the move it stands before (e.g. `12.` before "
         "White's 13th move, or `12...` before a White move).",
         "Correct the number, or look for a missing or extra move before it.", "PGN standard 8.2.2",
         Fixability::safe},

    // R: results.
    Rule{RuleId::result_mismatch, "R001", "result-mismatch", error,
         "The Result tag and the movetext's termination marker disagree.",
         "Make the Result tag and the marker at the end of the movetext the same.",
         "PGN standard 8.1.1.7, 8.2.6", Fixability::unsafe},
    Rule{RuleId::result_contradicts_position, "R002", "result-contradicts-position", error,
         "The result contradicts how the game ended on the board (e.g. 1-0 after Black mates, a "
         "decisive result after stalemate, a dead position, fivefold repetition or 75 moves).",
         "Write the result the final position dictates, or correct the moves that led there.",
         "FIDE Laws 5.1.1, 5.2.1, 5.2.2, 9.6", Fixability::unsafe},
    Rule{RuleId::missing_result, "R003", "missing-result", warning,
         "The game has no Result tag, the Seven Tag Roster's seventh tag.",
         "Add [Result \"1-0\"], \"0-1\", \"1/2-1/2\", or \"*\" for an unknown or unfinished "
         "game.",
         "PGN standard 8.1.1.7", Fixability::unsafe},
    Rule{RuleId::drawn_time_forfeit, "R004", "drawn-time-forfeit", error,
         "The game is scored as lost on time (the Termination tag or the record's status says "
         "so, and the result is decisive), but from the final position the winner cannot "
         "checkmate by any series of legal moves, so the flag's fall draws the game.",
         "Write 1/2-1/2 as the result; the message says why the winner could not have mated.",
         "FIDE Laws 6.9", Fixability::unsafe},
    Rule{RuleId::termination_contradicts_position, "R005", "termination-contradicts-position",
         error,
         "The Termination tag (or an NDJSON export's status) states an ending the board refutes: "
         "checkmate or stalemate that is not on the board, a repetition or 50-move draw that "
         "never became claimable, insufficient material where a mate is still possible, a draw "
         "on time where both players could still mate, or any of these after the game had "
         "already ended otherwise.",
         "Correct the Termination tag (or status) to how the game really ended, or the moves "
         "that led there; the message shows the board's ending or a possible mate.",
         "FIDE Laws 5.1.1, 5.2.1, 5.2.2, 6.9, 9.2, 9.3, 9.6; PGN standard 9.8.1"},
    Rule{RuleId::unwinnability_undetermined, "R006", "unwinnability-undetermined", info,
         "The unwinnability analysis ran out of its search budget before deciding whether a player "
         "can still checkmate, so a position that may be dead, or a stated ending that depends on "
         "it (a loss on time, insufficient material), was not judged; nothing is reported as "
         "wrong.",
         "Nothing needs fixing; decide the position by hand or with `pgnlint winnable "
         "--max-nodes N` if it matters.",
         "FIDE Laws 5.2.2, 6.9"},

    Rule{RuleId::board_result_signal, "R007", "board-result-signal", warning,
         "The last one or two moves are king moves onto the centre squares that cannot be "
         "played: an electronic board's result signal recorded as moves (both kings on light "
         "squares, d5 and e4: 1-0; both on dark squares, d4 and e5: 0-1; one on each: "
         "1/2-1/2). The message compares the signal with the Result tag; the game is judged as "
         "if those moves were not there.",
         "Delete the signal's moves from the movetext, and make the Result tag and the marker "
         "say the result the arbiter confirmed.",
         "PGN standard 8.2.6; the DGT e-board result convention"},

    // T: tags.
    Rule{RuleId::missing_roster_tag, "T001", "missing-roster-tag", warning,
         "A Seven Tag Roster tag (Event, Site, Date, Round, White or Black) is missing; a "
         "missing Result is missing-result.",
         "Add the tag, with \"?\" when its value is unknown (Date \"????.??.??\").",
         "PGN standard 8.1.1", Fixability::unsafe},
    Rule{RuleId::malformed_date, "T002", "malformed-date", warning,
         "The Date tag is not YYYY.MM.DD with `?` for unknown parts, or names no calendar date.",
         "Write the date as 2024.03.17, with ? for unknown parts: 1924.??.?? when only the year is "
         "known.",
         "PGN standard 8.1.1.3"},
    Rule{RuleId::malformed_round, "T003", "malformed-round", warning,
         "The Round tag is not a round number, numbers joined by dots (3.1), `?` or `-`.",
         "Write the round as \"5\", \"5.2\", \"?\" (unknown) or \"-\" (not applicable).",
         "PGN standard 8.1.1.4"},
    Rule{RuleId::malformed_result, "T004", "malformed-result", error,
         "The Result tag's value is not one of 1-0, 0-1, 1/2-1/2 and *.",
         "Write exactly 1-0, 0-1, 1/2-1/2 or * (no spaces, no ½).", "PGN standard 8.1.1.7"},
    Rule{RuleId::invalid_fen_tag, "T005", "invalid-fen-tag", error,
         "The FEN tag is not a valid FEN record or describes an impossible position; the game's "
         "moves are not replayed.",
         "Correct the FEN field by field: placement, side to move, castling, en passant, clocks.",
         "PGN standard 9.7.2, 16.1"},
    Rule{RuleId::fen_setup_mismatch, "T006", "fen-setup-mismatch", warning,
         "A FEN tag without [SetUp \"1\"], or a SetUp tag that disagrees with the presence of a "
         "FEN tag.",
         "Put [SetUp \"1\"] before the FEN tag, or remove the stray SetUp tag.",
         "PGN standard 9.7.1", Fixability::unsafe},
    Rule{RuleId::unsupported_variant, "T007", "unsupported-variant", info,
         "The Variant tag names a variant pgnlint does not replay (crazyhouse, atomic, "
         "antichess, horde, ...): its tags are checked, its moves are not.",
         "Nothing, if the variant is right; ignore this rule for variant databases.",
         "PGN standard 9 (supplemental tags)"},

    // N: non-canonical notation that still names one legal move.
    Rule{RuleId::missing_capture_marker, "N001", "missing-capture-marker", info,
         "A capture written without `x` (e.g. Nf6 taking on f6).",
         "Write captures with x: Nxf6, exd5.", "PGN standard 8.2.3.3", Fixability::safe},
    Rule{RuleId::capture_marker_on_non_capture, "N002", "capture-marker-on-non-capture", warning,
         "The SAN has `x` but the move captures nothing.",
         "Remove the x, or check that the right move was recorded.", "PGN standard 8.2.3.3",
         Fixability::safe},
    Rule{RuleId::redundant_disambiguation, "N003", "redundant-disambiguation", info,
         "The SAN gives more of the origin square than needed to tell the move apart (e.g. Ngf3 "
         "when only one knight can reach f3), as coordinate (e2e4) and long algebraic (Ng1f3, "
         "d2-d4) notation do.",
         "Give only what is needed: the origin file, else its rank, else the square.",
         "PGN standard 8.2.3.4", Fixability::safe},
    Rule{RuleId::promotion_without_equals, "N004", "promotion-without-equals", info,
         "A promotion written without `=` (e.g. e8Q, the scoresheet form).",
         "Write promotions with an equals sign: e8=Q.", "PGN standard 8.2.3.3", Fixability::safe},
    Rule{RuleId::zero_castling, "N005", "zero-castling", info,
         "Castling written with zeros (0-0, 0-0-0, the scoresheet form) instead of capital O.",
         "Write castling as O-O and O-O-O.", "PGN standard 8.2.3.3", Fixability::safe},
    // F: FEN and EPD positions, checked by `pgnlint fen` and for every FEN tag. Syntax first
    // (PGN standard 16.1, 16.2), then whether the position can arise in a game (FIDE Laws).
    Rule{RuleId::fen_missing_field, "F001", "fen-missing-field", error,
         "The FEN record ends before a required field (placement, side to move, castling, en "
         "passant; the two clocks may only be missing together, as in EPD).",
         "Write all six fields separated by single spaces, e.g. `... w KQkq - 0 1`.",
         "PGN standard 16.1.3"},
    Rule{RuleId::fen_invalid_piece, "F002", "fen-invalid-piece", error,
         "The piece placement holds a character that is neither a piece letter (PNBRQK, pnbrqk), "
         "a digit 1-8 nor `/`.",
         "Use English piece letters, upper case for White, and digits for empty squares.",
         "PGN standard 16.1.3.1"},
    Rule{RuleId::fen_bad_rank_length, "F003", "fen-bad-rank-length", error,
         "A rank of the piece placement describes more or fewer than 8 squares.",
         "Make the pieces and empty-square digits of each rank add up to 8.",
         "PGN standard 16.1.3.1"},
    Rule{RuleId::fen_wrong_rank_count, "F004", "fen-wrong-rank-count", error,
         "The piece placement does not have exactly 8 ranks separated by `/`.",
         "Write the ranks from 8 down to 1, separated by `/`.", "PGN standard 16.1.3.1"},
    Rule{RuleId::fen_invalid_side_to_move, "F005", "fen-invalid-side-to-move", error,
         "The side-to-move field is not `w` or `b`.", "Write a lower-case w or b.",
         "PGN standard 16.1.3.2"},
    Rule{RuleId::fen_invalid_castling, "F006", "fen-invalid-castling", error,
         "The castling field is not `-` or up to two rights per side written as K, Q, k, q or "
         "rook file letters (X-FEN, Shredder-FEN), each at most once.",
         "Write `-` or letters such as KQkq (Chess960: the castling rooks' files, e.g. HAha).",
         "PGN standard 16.1.3.3"},
    Rule{RuleId::fen_invalid_en_passant, "F007", "fen-invalid-en-passant", error,
         "The en-passant field is not `-` or a square name such as e3.",
         "Write `-` or the square a pawn skipped over with its two-square advance.",
         "PGN standard 16.1.3.4"},
    Rule{RuleId::fen_en_passant_wrong_rank, "F008", "fen-en-passant-wrong-rank", error,
         "The en-passant square is not on rank 6 with White to move or rank 3 with Black to "
         "move, so no pawn of the side that just moved can have skipped it.",
         "Check the side to move and the en-passant square; one of them is wrong.",
         "FIDE Laws 3.7.3.1; PGN standard 16.1.3.4"},
    Rule{RuleId::fen_invalid_halfmove_clock, "F009", "fen-invalid-halfmove-clock", error,
         "The halfmove clock is not a non-negative decimal number, or is unreasonably large.",
         "Write the number of half-moves since the last capture or pawn move, e.g. 0.",
         "PGN standard 16.1.3.5"},
    Rule{RuleId::fen_invalid_fullmove_number, "F010", "fen-invalid-fullmove-number", error,
         "The fullmove number is not a decimal number, or is unreasonably large.",
         "Write the number of the next move, starting at 1.", "PGN standard 16.1.3.6"},
    Rule{RuleId::fen_trailing_text, "F011", "fen-trailing-text", error,
         "Text follows the fullmove number of a FEN (EPD operations belong in EPD records, not in "
         "a FEN tag).",
         "Remove the extra text after the sixth field.", "PGN standard 16.1.3"},
    Rule{RuleId::non_canonical_fen, "F012", "non-canonical-fen", warning,
         "The FEN is readable but not in the standard form: fields not separated by single "
         "spaces, numbers with leading zeros, castling letters out of order (White first, K "
         "before Q), or fullmove number 0.",
         "Rewrite the field in the standard form (e.g. KQkq, `0 1`, one space between fields).",
         "PGN standard 16.1.2, 16.1.3", Fixability::safe},
    Rule{RuleId::wrong_king_count, "F013", "wrong-king-count", error,
         "A side has no king or more than one king.",
         "Place exactly one king of each colour; a missing king is often a wrong letter case.",
         "FIDE Laws 2.2, 3.7.5.1"},
    Rule{RuleId::pawn_on_back_rank, "F014", "pawn-on-back-rank", error,
         "A pawn stands on rank 1 or rank 8, where no pawn can ever be (pawns start on rank 2 "
         "or 7 and promote on reaching the last rank).",
         "Replace the pawn by the piece it promoted to, or move it to the right rank.",
         "FIDE Laws 2.3, 3.7.1, 3.7.5.1"},
    Rule{RuleId::too_many_pieces, "F015", "too-many-pieces", error,
         "A side has more than 16 pieces, which no game can produce (promotion only replaces a "
         "pawn).",
         "Remove the extra pieces; often a rank was copied twice or colours were swapped.",
         "FIDE Laws 2.3, 3.7.5.1"},
    Rule{RuleId::too_many_pawns, "F016", "too-many-pawns", error, "A side has more than 8 pawns.",
         "Remove the extra pawns, or correct their colour.", "FIDE Laws 2.3"},
    Rule{RuleId::too_many_promoted_pieces, "F017", "too-many-promoted-pieces", error,
         "A side has more pieces beyond its initial set (a second queen, a third rook, knight, "
         "or two bishops on the same square colour) than its missing pawns could have promoted "
         "to.",
         "Check the piece letters and colours; every extra piece needs one pawn fewer.",
         "FIDE Laws 2.3, 3.7.5.1"},
    Rule{RuleId::impossible_pawn_structure, "F018", "impossible-pawn-structure", error,
         "A side's pawns stand on files that need more captures to reach (a pawn changes file "
         "only by capturing) than the opponent has lost pieces.",
         "Check the pawns' files and colours, and whether some opponent pieces are missing.",
         "FIDE Laws 2.3, 3.7.2, 3.7.3"},
    Rule{RuleId::castling_king_not_home, "F019", "castling-king-not-home", error,
         "A castling right is given but that side's king is not on its initial square (Chess960: "
         "on the back rank between its rooks); a moved king has lost both rights.",
         "Remove the side's castling letters, or correct the king's square.",
         "FIDE Laws 3.8.2.1.1, 3.8.2.1; Chess960 rules (FIDE Guidelines III)"},
    Rule{RuleId::castling_rook_not_home, "F020", "castling-rook-not-home", error,
         "A castling right is given but no rook of that side stands on the back-rank square it "
         "names (Chess960: on the named file, on the correct side of the king).",
         "Remove the castling letter, or put the rook on its initial square.",
         "FIDE Laws 3.8.2.1.1, 3.8.2.1; Chess960 rules (FIDE Guidelines III)"},
    Rule{RuleId::impossible_en_passant_square, "F021", "impossible-en-passant-square", error,
         "No pawn can just have advanced two squares past the en-passant square: the pawn is not "
         "in front of it, or the square or the one behind it is occupied.",
         "Write `-`, or the square the last move's pawn actually skipped over.",
         "FIDE Laws 3.7.3.1; PGN standard 16.1.3.4"},
    Rule{RuleId::en_passant_capture_impossible, "F022", "en-passant-capture-impossible", info,
         "The en-passant square is consistent, but no legal en-passant capture onto it exists "
         "(no pawn beside the pushed pawn, or the capture would expose the king). FEN writes it "
         "anyway; some tools write `-` instead, which changes the position's identity in EPD.",
         "Nothing is wrong; write `-` if your tools compare positions including this field.",
         "FIDE Laws 3.7.3.1, 9.2.2.3; PGN standard 16.1.3.4"},
    Rule{RuleId::opponent_in_check, "F023", "opponent-in-check", error,
         "The side that is not to move is in check, so the last move left or put its own king "
         "in check, which is illegal.",
         "Correct the side to move, or the placement of the checking piece or the king.",
         "FIDE Laws 1.2, 3.9.2"},
    Rule{RuleId::too_many_checkers, "F024", "too-many-checkers", error,
         "The king of the side to move is attacked by more than two pieces; one move can give "
         "at most double check.",
         "Check the placement of the attacking pieces.", "FIDE Laws 3.9.1, 3.10.1"},
    Rule{RuleId::impossible_check, "F025", "impossible-check", error,
         "The check on the side to move cannot have been given by any last move (e.g. two "
         "knights or two pawns giving check, two pieces checking along one line, or a check the "
         "last two-square pawn advance could not give).",
         "Check the placement of the checking pieces, the side to move and the en-passant "
         "field.",
         "FIDE Laws 3.9.1, 3.10.1"},
    Rule{RuleId::clock_contradicts_en_passant, "F026", "clock-contradicts-en-passant", error,
         "The en-passant square says the last move was a pawn's two-square advance, but the "
         "halfmove clock is not 0 (a pawn move resets it).",
         "Set the halfmove clock to 0, or the en-passant field to `-`.",
         "FIDE Laws 9.3.2; PGN standard 16.1.3.5"},
    Rule{RuleId::move_number_too_small, "F027", "move-number-too-small", warning,
         "The fullmove number is too small for a game from the initial position: fewer moves "
         "have been played than captures needed for the missing material, or than the halfmove "
         "clock counts. Not reported for the placeholder counters `0 1`.",
         "Correct the fullmove number and halfmove clock, or write `0 1` for a composed position.",
         "FIDE Laws 2.3, 9.3.2; PGN standard 16.1.3.5, 16.1.3.6"},
    Rule{RuleId::clock_beyond_75_moves, "F028", "clock-beyond-75-moves", warning,
         "The halfmove clock exceeds 150: the game would already have ended by the 75-move rule.",
         "Correct the halfmove clock.", "FIDE Laws 9.6.2"},
    Rule{RuleId::epd_invalid_operation, "F029", "epd-invalid-operation", warning,
         "An EPD operation is malformed: an opcode that does not start with a letter or holds "
         "characters other than letters, digits and `_`, or a string without its closing quote; "
         "the position itself is still checked.",
         "Write each operation as opcode, operands, `;` (e.g. bm Nf3; id \"WAC.001\";).",
         "PGN standard 16.2.4, 16.2.5"},
    Rule{RuleId::epd_duplicate_opcode, "F030", "epd-duplicate-opcode", warning,
         "The same opcode appears twice in one EPD record.",
         "Merge the operands into one operation, or remove the duplicate.", "PGN standard 16.2.4"},
    // D: in-file directives, `{pgnlint: disable=CODE,...}` comments (see the manual's DIRECTIVES).
    Rule{RuleId::unused_directive, "D001", "unused-directive", warning,
         "A `{pgnlint: disable=...}` directive names a rule that has no finding in its scope (the "
         "game, or the whole file for a directive before the first game's first tag).",
         "Remove the directive, or the rules it names that no longer find anything.",
         "pgnlint manual, DIRECTIVES"},
    Rule{RuleId::malformed_directive, "D002", "malformed-directive", warning,
         "A comment starting with `pgnlint:` is not a directive pgnlint understands (an unknown "
         "verb, an empty list, or a name that selects no rule); it suppresses nothing.",
         "Write it as `{pgnlint: disable=CODE[,CODE...]}` with rule codes, names or code prefixes.",
         "pgnlint manual, DIRECTIVES"},
    // C: clocks, the TimeControl tag and the clock commands of the move comments
    // ([%clk], [%emt]; PGN specification supplement 4.2-4.4), checked on the main line.
    Rule{RuleId::malformed_time_control, "C001", "malformed-time-control", warning,
         "The TimeControl tag is no time control of PGN 9.6.1 (free text, `5|5`, `60 mins`), or "
         "the clocks prove it wrong: minutes where seconds belong, an increment in milliseconds.",
         "Write the periods in seconds: `300+2`, `5400+30`, `40/5400:1800+30`, `?` when unknown.",
         "PGN standard 9.6.1"},
    Rule{RuleId::non_standard_time_control, "C002", "non-standard-time-control", info,
         "The TimeControl tag is read as what it means but is not in a standard form: an "
         "increment inside a moves/seconds period (FIDE's `40/5400+30:1800+30`), or one move in "
         "a day or more (`1/259200`, correspondence).",
         "Nothing, if the tag says what was played; the message names the nearest standard form.",
         "PGN standard 9.6.1"},
    Rule{RuleId::malformed_clock, "C003", "malformed-clock", warning,
         "A [%clk], [%emt] or [%egt] command's value is no time (H:MM:SS with up to three "
         "decimals; %emt and %egt may give seconds alone).",
         "Write the time as H:MM:SS, e.g. [%clk 0:02:58] or [%clk 0:09:57.1].",
         "PGN specification supplement 4.2-4.4"},
    Rule{RuleId::clock_gains_time, "C004", "clock-gains-time", warning,
         "Between two moves of one player the clock rises by more than the increments and "
         "period times the TimeControl tag gives there, beyond the precision of the readings.",
         "Check the tag (an undeclared period, a wrong increment) and the clocks; time added by "
         "an arbiter or an opponent explains it too.",
         "PGN standard 9.6.1; PGN specification supplement 4.2"},
    Rule{RuleId::clock_above_time_control, "C005", "clock-above-time-control", warning,
         "A player's first clock shows more than the starting time plus one increment: usually "
         "a TimeControl tag in the wrong unit.",
         "Write the TimeControl in seconds; the message says what the clocks fit.",
         "PGN standard 9.6.1; PGN specification supplement 4.2"},
    Rule{RuleId::clock_missing, "C006", "clock-missing", info,
         "A game that records clocks has none on some of a player's moves (said once per game "
         "and side, at the first such move, with the count).",
         "Add the missing [%clk] comments, or accept that the record lost them.",
         "PGN specification supplement 4.2"},
    Rule{RuleId::elapsed_time_contradicts_clock, "C007", "elapsed-time-contradicts-clock", warning,
         "A move's %emt disagrees with the fall of its player's %clk: the clock fell by more than "
         "the move took, or by less than the move took minus the increment.",
         "Correct the clock or the elapsed time; one of them was recorded wrongly.",
         "PGN specification supplement 4.2, 4.4"},
    Rule{RuleId::time_forfeit_contradicts_clock, "C008", "time-forfeit-contradicts-clock", warning,
         "The game is scored as lost on time, but the winner's last clock shows zero while the "
         "loser's does not: the flag that fell was the winner's.",
         "Check the result and the Termination tag (or status) against the clocks.",
         "FIDE Laws 6.9; PGN specification supplement 4.2"},

    // P: the tournament report (`check --trf`)
    Rule{RuleId::trf_malformed_line, "P001", "trf-malformed-line", error,
         "A line of the tournament report does not follow the TRF16 layout: a field holds what "
         "its columns cannot (an unknown result code, a colour other than w, b or -), a start "
         "rank is given twice, or an opponent is no player of the report.",
         "Correct the field at the column given, or export the report again from the pairing "
         "program.",
         "FIDE Rating Regulations 9.1; TRF16 player section"},
    Rule{RuleId::trf_result_mismatch, "P002", "trf-result-mismatch", error,
         "The game's result differs from the one the tournament report gives its pairing.",
         "Correct whichever is wrong: the Result tag and termination marker, or the result codes "
         "of both players in the report.",
         "FIDE Rating Regulations 9.1; TRF16 player section"},
    Rule{RuleId::trf_colour_mismatch, "P003", "trf-colour-mismatch", error,
         "The tournament report has the game's players the other way round: White in the game is "
         "Black in the report.",
         "Swap the White and Black tags (with their Elo and FideId tags), or correct the colours "
         "in the report.",
         "FIDE Rating Regulations 9.1; TRF16 player section"},
    Rule{RuleId::trf_no_pairing, "P004", "trf-no-pairing", error,
         "By the tournament report, the game's players did not meet in the game's round, or a "
         "player is not in the report at all.",
         "Correct the Round tag or the players' names (or FideId tags), or the report's pairing.",
         "FIDE Rating Regulations 9.1; TRF16 player section"},
    Rule{RuleId::trf_forfeit_with_moves, "P005", "trf-forfeit-with-moves", error,
         "The tournament report scores the pairing as a forfeit, a bye or a game that lasted "
         "less than one move, but the game has moves.",
         "If the game was played, give it its result (1, = or 0) in the report; otherwise the "
         "moves belong to another game.",
         "FIDE Rating Regulations 9.1; TRF16 result codes"},
    Rule{RuleId::trf_duplicate_game, "P006", "trf-duplicate-game", error,
         "A second game for a pairing that already has one: one of the two is a copy, or belongs "
         "to another round or other players.",
         "Remove the copy, or correct the Round tag or the players of the other game.",
         "FIDE Rating Regulations 9.1; TRF16 player section"},
    Rule{RuleId::trf_game_missing, "P007", "trf-game-missing", warning,
         "Pairings the tournament report scores as played over the board (1, = or 0) have no "
         "game in the input; one finding per run lists them.",
         "Add the missing games, or correct the report where a game was not played.",
         "FIDE Rating Regulations 9.1; TRF16 result codes"},
    Rule{RuleId::trf_points_mismatch, "P008", "trf-points-mismatch", warning,
         "A player's points in the tournament report differ from the sum of their results.",
         "Correct the points (positions 81-84) or the result codes, or export the report again.",
         "FIDE Rating Regulations 9.1; TRF16 player section"},
    Rule{RuleId::trf_pairing_inconsistent, "P009", "trf-pairing-inconsistent", error,
         "The tournament report's two lines for one game disagree: another opponent, the same "
         "colour, or results that are not each other's opposite.",
         "Correct the line that is wrong, so that both players' lines describe the same game.",
         "FIDE Rating Regulations 9.1; TRF16 player section"},
    Rule{RuleId::trf_name_loosely_matched, "P010", "trf-name-loosely-matched", info,
         "A player was found in the tournament report only once case, accents, punctuation and "
         "the order of first and last name were ignored.",
         "Spell the name as the report does, or add the WhiteFideId and BlackFideId tags.",
         "FIDE Rating Regulations 9.1; TRF16 player section"},
    Rule{RuleId::duplicate_game, "G001", "duplicate-game", warning,
         "A game makes the same moves from the same start with the same result as an earlier "
         "game of the run (`check --duplicates`).",
         "Remove the copy, or keep the one whose tags are right and delete the other.",
         "PGN standard 8.2 (the movetext); pgnlint's docs/duplicates.md"},
    Rule{RuleId::prefix_game, "G002", "prefix-game", info,
         "A game's moves are the first moves of another game between the same players on the "
         "same date, as when a broadcast sends a game again with more moves (`check --duplicates`).",
         "Keep the longer game and remove the one cut short, unless both were really played.",
         "PGN standard 8.2 (the movetext); pgnlint's docs/duplicates.md"},
};

constexpr bool catalogue_follows_enum_order() {
    for (std::size_t i = 0; i < kRules.size(); ++i) {
        if (static_cast<std::size_t>(kRules[i].id) != i) return false;
    }
    return true;
}
static_assert(catalogue_follows_enum_order(), "kRules must list every RuleId in enum order");
static_assert(static_cast<std::size_t>(RuleId::prefix_game) + 1 == kRules.size(),
              "every RuleId needs a catalogue entry");

constexpr std::array<std::string_view, kSeverityCount> kSeverityNames{"info", "warning", "error"};

constexpr std::array<std::string_view, 3> kFixabilityNames{"no", "safe", "unsafe"};

}  // namespace

std::string_view severity_name(Severity severity) {
    return kSeverityNames[static_cast<std::size_t>(severity)];
}

std::optional<Severity> parse_severity(std::string_view name) {
    for (std::size_t i = 0; i < kSeverityNames.size(); ++i) {
        if (equals_ignoring_case(name, kSeverityNames[i])) return static_cast<Severity>(i);
    }
    return std::nullopt;
}

std::string_view fixability_name(Fixability fixability) {
    return kFixabilityNames[static_cast<std::size_t>(fixability)];
}

std::span<const Rule> all_rules() {
    return kRules;
}

const Rule& rule(RuleId id) {
    assert(rule_index(id) < kRules.size());
    return kRules[rule_index(id)];
}

const Rule* find_rule(std::string_view code_or_name) {
    for (const Rule& candidate : kRules) {
        if (equals_ignoring_case(code_or_name, candidate.code) ||
            equals_ignoring_case(code_or_name, candidate.name)) {
            return &candidate;
        }
    }
    return nullptr;
}

RuleId syntax_error_rule(pgn::SyntaxErrorKind kind) {
    using K = pgn::SyntaxErrorKind;
    switch (kind) {
        case K::unterminated_tag:
            return RuleId::unterminated_tag;
        case K::unterminated_string:
            return RuleId::unterminated_string;
        case K::unterminated_comment:
            return RuleId::unterminated_comment;
        case K::unclosed_variation:
            return RuleId::unclosed_variation;
        case K::unmatched_close_paren:
            return RuleId::unmatched_close_paren;
        case K::unexpected_token:
            return RuleId::unexpected_token;
        case K::missing_termination_marker:
            return RuleId::missing_termination_marker;
        case K::malformed_tag:
            return RuleId::malformed_tag;
        case K::invalid_nag:
            return RuleId::invalid_nag;
        case K::token_too_long:
            return RuleId::token_too_long;
        case K::variation_too_deep:
            return RuleId::variation_too_deep;
        case K::game_too_large:
            return RuleId::game_too_large;
        case K::too_many_moves:
            return RuleId::too_many_moves;
        case K::game_truncated:
            return RuleId::game_truncated;
        case K::comment_outside_game:
            return RuleId::comment_outside_game;
    }
    return RuleId::unexpected_token;
}

}  // namespace pgnlint::lint
