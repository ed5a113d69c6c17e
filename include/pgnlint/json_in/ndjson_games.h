// Reads game exports in NDJSON (one JSON object per line, e.g. lichess's API with
// application/x-ndjson) into plain records, streaming: simdjson iterate_many over chunks of
// whole lines, so memory stays bounded by the chunk size and the longest line.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace pgnlint::json_in {

// One line of the input. The string_views are valid until the next NdjsonGameReader::next().
struct GameRecord {
    std::uint64_t line = 0;    // 1-based line number in the input
    std::uint64_t offset = 0;  // byte offset of the line's first byte
    std::string_view text;     // the line, without its line end
    // Non-empty: the line is no JSON object, a field has the wrong type, or there is no "moves"
    // (the one field a game export always has: lichess writes it unless asked not to, and a
    // record without it has nothing to check); the fields below are then unreliable. The
    // record is still delivered, so every line is accounted for.
    std::string error;
    std::string_view id;
    std::string_view moves;  // space-separated SAN
    std::string_view initial_fen;
    std::string_view variant;
    std::string_view status;
    std::string_view winner;
    std::string_view white;  // players.white.user.name (or "AI level N")
    std::string_view black;
    std::optional<std::int64_t> created_at_ms;  // createdAt: milliseconds since 1970-01-01 UTC
    // 1-based byte columns in the line where each string's text starts (after its quote); 0
    // when the field is absent. *_exact: the string had no escapes, so its bytes map one to
    // one onto the line's columns.
    std::uint32_t moves_column = 0;
    bool moves_exact = false;
    std::uint32_t initial_fen_column = 0;
    std::uint32_t variant_column = 0;
    std::uint32_t status_column = 0;
    std::uint32_t winner_column = 0;
};

// True when the first line of `text` that is not blank is one JSON object, as NDJSON exports
// start; false for anything else, such as PGN starting with a `{comment}`.
bool starts_with_json_object_line(std::string_view text);

// What a report pgnlint wrote is, judged by the first line of `text` that is not blank: "an
// ndjson report" when that line is a record {"type": "game", "summary", "input_error" or
// "shard", "data": {...}} (check's or fen's ndjson report, a --write-baseline file, a shard's
// report), "a json report" or "a SARIF report" when it opens one as pgnlint writes it; empty for
// anything else (game exports, PGN, another tool's JSON).
std::string_view pgnlint_report_kind(std::string_view text);

class NdjsonGameReader {
public:
    // Reads at most `capacity` bytes into `buffer` and returns how many; 0 at the end of the
    // input. What it throws passes through next().
    using ReadFunction = std::function<std::size_t(char* buffer, std::size_t capacity)>;

    explicit NdjsonGameReader(ReadFunction read, std::size_t chunk_bytes = std::size_t{8} << 20,
                              std::size_t max_line_bytes = std::size_t{64} << 20);
    ~NdjsonGameReader();
    NdjsonGameReader(const NdjsonGameReader&) = delete;
    NdjsonGameReader& operator=(const NdjsonGameReader&) = delete;

    // The next non-blank line's record; false at the end of the input.
    bool next(GameRecord& record);

    // Bytes consumed from the input so far.
    std::uint64_t bytes_read() const;

private:
    class Impl;
    std::unique_ptr<Impl> impl_;
};

}  // namespace pgnlint::json_in
