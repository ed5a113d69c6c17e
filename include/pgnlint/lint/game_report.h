// What pgnlint found about one game (its tags, how it ended on the board, what became claimable,
// its diagnostics) and about a whole run: the records every reporter formats.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "pgnlint/lint/diagnostic.h"
#include "pgnlint/lint/rules.h"
#include "pgnlint/lint/uci_move.h"

namespace pgnlint::lint {

// How the game ended on the board (FIDE Laws 5.1.1, 5.2.1, 5.2.2, 9.6.1, 9.6.2), not by claim,
// resignation or agreement: those leave `none`.
enum class TerminationKind : std::uint8_t {
    none,
    checkmate,
    stalemate,
    insufficient_material,  // dead by material alone: K v K, K and a minor piece v K, ...
    // Dead otherwise (locked pawns, bishops walled in): neither side can checkmate by any
    // series of legal moves, as the unwinnability analysis proved.
    dead_position,
    fivefold_repetition,
    seventyfive_moves,
};

// The words for each kind of ending, one table for lint's findings and the reports' lines.
struct TerminationWords {
    // "none", "checkmate", "stalemate", "insufficient_material", "dead_position",
    // "fivefold_repetition", "seventyfive_moves": the records' name for the kind.
    std::string_view name;
    std::string_view title;    // "dead position": what an ending line opens with
    std::string_view phrase;   // "a dead position: neither side has mating material": in findings
    std::string_view article;  // "5.2.2": the FIDE article by which the position ends the game
};

const TerminationWords& termination_words(TerminationKind kind);

inline std::string_view termination_name(TerminationKind kind) {
    return termination_words(kind).name;
}

// The kind a record names ("dead_position"); nullopt for a name no kind has.
std::optional<TerminationKind> parse_termination_kind(std::string_view name);

struct Termination {
    TerminationKind kind = TerminationKind::none;
    std::uint32_t ply = 0;     // the ply of the move that ended the game; 0 with `none`
    Side winner = Side::none;  // white or black after checkmate, otherwise none
    // The move that ended the game as written, with its number ("41... Qg2#", describe_move);
    // empty with `none` or when the start position itself ended the game.
    std::string move;
    std::string fen;            // the position that ended the game; empty with `none`
    Side to_move = Side::none;  // the side to move in `fen` (the one stalemated); none with `none`
    // Where that move stands in the input; for the start position, its FEN tag (or else where
    // the game starts). Unset with `none`.
    Location where;
    // fivefold_repetition: the plies after which the same position stood the four times before,
    // oldest first (0: the start position); empty for the other kinds.
    std::vector<std::uint32_t> earlier_plies = {};
    // The move that made each of those positions, with its number ("33... Kf7", in canonical
    // SAN); empty for the start position. Records from an older pgnlint may lack them.
    std::vector<std::string> earlier_moves = {};
    // dead_position: why neither side can checkmate, one clause ("the pawns are locked and
    // neither side can ever give check"); empty for the other kinds.
    std::string reason = {};
    // `move` by its squares, for a diagram's highlight; unknown when `move` is empty, and in
    // records of an older pgnlint.
    UciMove uci = {};

    friend bool operator==(const Termination&, const Termination&) = default;
};

// Draws that became claimable (FIDE 9.2, 9.3): not game ends, the game may go on.
enum class ClaimKind : std::uint8_t { threefold_repetition, fifty_moves };

// "threefold_repetition", "fifty_moves".
std::string_view claim_name(ClaimKind kind);
// The kind a record names ("fifty_moves"); nullopt for a name no kind has.
std::optional<ClaimKind> parse_claim_kind(std::string_view name);

struct Claim {
    ClaimKind kind = ClaimKind::threefold_repetition;
    // threefold: the ply after which the position stood for the third time;
    // fifty_moves: the ply completing 100 plies without a capture or a pawn move.
    std::uint32_t ply = 0;
    // threefold: the plies after which the same position stood before (0: the start position).
    std::vector<std::uint32_t> earlier_plies;
    // The move at `ply` as written, with its number ("36. Kh2"); empty when the start position
    // itself was claimable (a FEN tag's halfmove clock of 100 or more).
    std::string move;
    std::string fen;            // the position in which the draw can be claimed
    Side to_move = Side::none;  // the side to move in `fen`: the player who may claim
    Location where;             // where `move` stands in the input (as Termination::where)
    std::vector<std::string> earlier_moves = {};  // threefold: as Termination::earlier_moves
    UciMove uci = {};                             // `move` by its squares (as Termination::uci)

    friend bool operator==(const Claim&, const Claim&) = default;
};

struct Tag {
    std::string_view name;
    std::string_view value;  // unescaped; may hold non-UTF-8 bytes (Latin-1 databases)
};

// The tag pairs of a game in input order, duplicates kept. Stored in one byte buffer so that a
// GameReport reused game after game stops allocating once its buffers have grown.
class TagList {
public:
    void add(std::string_view name, std::string_view value);
    void clear();

    std::size_t size() const { return ranges_.size(); }
    bool empty() const { return ranges_.empty(); }
    Tag operator[](std::size_t index) const;
    // The value of the first tag with this exact name.
    std::optional<std::string_view> find(std::string_view name) const;
    // Every name and value, back to back: for a writer that checks all of them in one pass.
    std::string_view bytes() const { return {bytes_.data(), used_}; }

    class Iterator {
    public:
        Iterator(const TagList& list, std::size_t index) : list_(&list), index_(index) {}
        Tag operator*() const { return (*list_)[index_]; }
        Iterator& operator++() {
            ++index_;
            return *this;
        }
        friend bool operator==(const Iterator&, const Iterator&) = default;

    private:
        const TagList* list_;
        std::size_t index_;
    };
    Iterator begin() const { return {*this, 0}; }
    Iterator end() const { return {*this, size()}; }

private:
    struct Range {
        std::uint32_t name_offset;
        std::uint32_t name_size;
        std::uint32_t value_offset;
        std::uint32_t value_size;
    };
    // A vector used up to used_, not a string: add() then copies with memcpy alone, without
    // std::string's out-of-line append (which a tag pair needed twice).
    std::vector<char> bytes_;
    std::size_t used_ = 0;
    std::vector<Range> ranges_;
};

// A `{pgnlint: ...}` comment as the checker met it; lint::Filter interprets it (filter.h).
struct Directive {
    std::string text;  // the comment's text after `pgnlint:`, surrounding spaces removed
    Location where;    // the comment's opening `{` or `;`
    // Before the game's first tag or move. In an input's first game this gives the directive
    // file scope (comments before a game's first token belong to that game).
    bool leading = false;
};

// The encoding a game's text was read in. A report's text is UTF-8 either way: the checker
// decodes a Windows-1252 game's tags, moves and messages (GameChecker, --encoding).
enum class TextEncoding : std::uint8_t { utf8, windows_1252 };

// "utf-8", "windows-1252".
std::string_view text_encoding_name(TextEncoding encoding);

struct GameReport {
    std::uint64_t index = 0;  // 1-based position of the game in its input
    std::string file;         // the input's name as the user gave it ("-" for stdin)
    Location start;           // where the game's first token is
    TagList tags;
    std::uint32_t plies = 0;  // main-line plies replayed (up to an unreplayable move)
    Termination termination;
    std::vector<Claim> claims;  // in the order they became claimable
    std::string result_tag;     // the Result tag's value; empty when the tag is absent
    std::string result_marker;  // the movetext's termination marker; empty when it is missing
    std::string final_fen;  // the main line's last position, if asked for; empty when not replayed
    // The main line as a key for finding duplicate games (moves_key.h), if asked for; empty
    // when the main line was not replayed to its end (an illegal move stopped it).
    std::string moves_key;
    // With moves_key, how the run takes the duplicate check's findings about this game (its
    // file's filter): each rule's severity, or none when the rule is off. Carried in the
    // records, so that `pgnlint report` compares shards' games as the run would have.
    struct DuplicateRules {
        bool known = false;
        std::optional<Severity> duplicate_game;  // G001
        std::optional<Severity> prefix_game;     // G002
    } duplicate_rules;
    std::vector<Diagnostic> diagnostics;  // in input order
    std::vector<Directive> directives;    // in input order
    // False when the moves were not replayed at all (an unsupported variant, an invalid FEN tag);
    // plies, termination, claims and final_fen then say nothing.
    bool replayed = false;
    TextEncoding encoding = TextEncoding::utf8;  // what the input's bytes were read as

    // Resets to a default-constructed state but keeps the buffers' capacity: workers reuse one
    // GameReport per game.
    void clear();

    std::size_t count(Severity severity) const;
    // The most severe diagnostic's severity; nullopt without diagnostics.
    std::optional<Severity> worst() const;
    // True when some diagnostic is at `threshold` or above.
    bool has_findings_at(Severity threshold) const;
};

// Totals over a run, for the summary line and the reports' summary records.
struct RunSummary {
    std::uint64_t files = 0;
    std::uint64_t games = 0;
    std::uint64_t games_with_findings = 0;  // games with at least one diagnostic (any severity)
    std::uint64_t games_not_replayed = 0;
    std::uint64_t errors = 0;
    std::uint64_t warnings = 0;
    std::uint64_t infos = 0;
    std::uint64_t plies = 0;  // main-line plies replayed, all games
    std::uint64_t bytes = 0;  // input bytes read (after decompression)
    double seconds = 0;       // wall-clock time of the run
    int exit_code = 0;        // the status pgnlint exits with (0 clean, 1 findings, 2 error)
    // Findings per rule, indexed by rule_index(); empty until the first finding (--statistics,
    // the JSON summary's "rules").
    std::vector<std::uint64_t> by_rule;
    // Findings with a fix: safe ones (what --fix repairs), unsafe ones (--unsafe-fixes).
    std::uint64_t safe_fixable = 0;
    std::uint64_t unsafe_fixable = 0;

    // Counts one finished game.
    void add(const GameReport& game);
    // Counts findings that belong to no game (the tournament report's), by rule and severity.
    void add_findings(std::span<const Diagnostic> diagnostics);
    // Adds a part of a run's totals (a batch's games) to these: files and games, findings,
    // plies and bytes; not seconds or exit_code, which belong to the whole run.
    void merge(const RunSummary& part);
    std::uint64_t count(Severity severity) const;
    // The findings at `floor` or more severe: what --fail-on weighs.
    std::uint64_t count_at_least(Severity floor) const;
};

}  // namespace pgnlint::lint
