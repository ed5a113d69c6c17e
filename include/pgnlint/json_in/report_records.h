// Reading pgnlint's own ndjson reports back (`pgnlint report`): each record as a plain struct,
// text fields decoded as the writer encoded them (a string, or {"bytes":"<base64>"} for bytes
// that are not UTF-8), so a report re-rendered from its records loses nothing.
#pragma once

#include <climits>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "pgnlint/result.h"

namespace pgnlint::json_in {

struct LocationRecord {
    std::uint64_t offset = 0;
    std::uint32_t line = 1;
    std::uint32_t column = 1;
    std::uint32_t character_column = 0;  // 0: the same as column
};

// A game's termination or one of its claims.
struct EndingRecord {
    std::string kind;
    std::uint32_t ply = 0;
    bool located = false;  // false: "ply" and the location were null
    LocationRecord where;
    std::string winner;  // "white", "black" or empty
    std::string move;
    std::string uci;  // that move's squares, "e7e8q"; an older pgnlint wrote none
    std::string fen;
    std::string reason;  // dead_position: why neither side can mate
    std::vector<std::uint32_t> earlier_plies;
    std::vector<std::string> earlier_moves;  // "33... Kf7"; an older pgnlint wrote none
};

// One edit of a diagnostic's "fix": replace `length` bytes at `offset` by `replacement`.
struct EditRecord {
    std::uint64_t offset = 0;
    std::uint32_t length = 0;
    std::string replacement;
};

// A clock finding's "clocks", in milliseconds (the record gives seconds); kNone where absent.
struct ClocksRecord {
    static constexpr std::int64_t kNone = INT64_MIN;
    std::int64_t white = kNone;
    std::int64_t black = kNone;
    std::int64_t previous = kNone;
    std::int64_t limit = kNone;
    std::int64_t elapsed = kNone;
};

// One "did you mean" of a refused move; texts as written in the record.
struct SuggestionRecord {
    std::string kind;  // "replace", "insert", "remove"
    std::string san;   // empty when absent
    std::string uci;   // empty when absent
    std::string why;
    std::uint32_t follows = 0;
};

struct DiagnosticRecord {
    std::string code;
    std::string severity;
    std::string message;
    LocationRecord where;
    std::uint32_t ply = 0;
    std::uint32_t move_number = 0;
    std::string side;  // "white", "black" or empty
    std::string san;
    std::string fen_before;
    std::string previous_uci;  // the move that made fen_before, "e2e4"; often absent
    std::uint32_t variation_depth = 0;
    std::vector<std::string> candidates;
    std::vector<EditRecord> fix;  // empty: no "fix"
    ClocksRecord clocks;          // clock findings only
    std::vector<SuggestionRecord> suggestions;
};

struct ReportedGame {
    std::uint64_t index = 0;
    std::string file;
    LocationRecord start;
    std::vector<std::pair<std::string, std::string>> tags;
    std::uint32_t plies = 0;
    bool replayed = false;
    std::string encoding;  // "windows-1252" where the checker decoded the game; else empty
    EndingRecord termination;
    std::vector<EndingRecord> claims;
    std::string result_tag;
    std::string result_marker;
    std::string final_fen;
    std::string moves_key;  // `check --duplicates`: the main line's key; else empty
    // With it, "duplicate_rules": the severity names the run gave G001 and G002 in this game's
    // file ("" for a rule that was off); known is false in the records of an older pgnlint.
    bool duplicate_rules_known = false;
    std::string duplicate_game_severity;
    std::string prefix_game_severity;
    std::vector<DiagnosticRecord> diagnostics;
};

struct InputErrorRecord {
    std::string file;
    std::string message;
};

struct ShardRecordIn {
    std::string file;
    std::uint32_t shard = 0;
    std::uint32_t of = 0;
    std::uint64_t file_bytes = 0;
    std::uint64_t start = 0;
    std::uint64_t end = 0;
    std::uint64_t handoff = 0;
    std::uint64_t lines = 0;
};

struct SummaryRecord {
    std::uint64_t files = 0;
    std::uint64_t games = 0;
    std::uint64_t bytes = 0;
    double seconds = 0;
    int exit_code = 0;
};

// `check --trf`'s {"type":"tournament"} record: the crosstable and the report file's findings.
struct CrosstableCellIn {
    std::uint32_t opponent = 0;
    std::string colour;
    std::string result;
    std::string game_file;         // of the game matched; empty with game_index 0
    std::uint64_t game_index = 0;  // 0: none
    std::vector<std::string> codes;
};

struct CrosstablePlayerIn {
    std::uint32_t start_rank = 0;
    std::string name;
    std::uint32_t rating = 0;
    std::string federation;
    std::string points;  // empty when null
    std::vector<CrosstableCellIn> rounds;
};

struct TournamentRecordIn {
    std::string file;
    std::string name;
    std::uint32_t rounds = 0;
    std::uint64_t games_matched = 0;
    std::vector<CrosstablePlayerIn> players;
    std::vector<DiagnosticRecord> diagnostics;
};

// What read_report_records hands on, record by record, in the report's order.
struct ReportRecordSink {
    std::function<void(ReportedGame&&)> game;
    // When `game` is not set: only a game record's "file", the rest of it left unparsed.
    std::function<void(std::string&& file)> game_file;
    std::function<void(InputErrorRecord&&)> input_error;
    std::function<void(ShardRecordIn&&)> shard;
    std::function<void(SummaryRecord&&)> summary;
    // When not set, a tournament record is not read (only seen: record_end still follows).
    std::function<void(TournamentRecordIn&&)> tournament;
    // `check --duplicates`'s {"type":"duplicate"} record: a finding about a game that only the
    // whole run shows, in a game record's shape (index, file, start, tags, diagnostics). When
    // not set, it is passed over as a tournament record is.
    std::function<void(ReportedGame&&)> duplicate;
    // After each record, with the offset just past its line (optional).
    std::function<void(std::size_t next_offset)> record_end;
};

// Reads an ndjson report ({"type": "game" | "input_error" | "shard" | "tournament" | "duplicate" |
// "summary",
// "data": …}
// lines) fed to it one line at a time, so that a report of any size is read holding one record.
class ReportRecordReader {
public:
    explicit ReportRecordReader(const ReportRecordSink& sink);
    ~ReportRecordReader();
    ReportRecordReader(const ReportRecordReader&) = delete;
    ReportRecordReader& operator=(const ReportRecordReader&) = delete;

    // One line without its line end, found at byte `offset` of the report; `next_offset`: just
    // past its line end. A blank line is skipped. The reason (naming the byte where it went
    // wrong) on anything else: a record that is not JSON (a report cut mid-line), an unknown
    // type, a missing field.
    Status read_line(std::string_view line, std::size_t offset, std::size_t next_offset);

private:
    struct Parser;  // simdjson's, kept from line to line
    const ReportRecordSink& sink_;
    std::unique_ptr<Parser> parser_;
};

// A whole report held in memory, line by line through ReportRecordReader; also refused when the
// text does not end with a line end.
Status read_report_records(std::string_view text, const ReportRecordSink& sink);

}  // namespace pgnlint::json_in
