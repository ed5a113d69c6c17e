// NDJSON game exports as games for lint::GameChecker: each record becomes a small PGN text in a
// reused buffer, and finish_record() maps the checker's locations back to the record's line and
// columns.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "pgnlint/io/byte_source.h"
#include "pgnlint/json_in/ndjson_games.h"
#include "pgnlint/lint/game_report.h"
#include "pgnlint/lint/stated_ending.h"
#include "pgnlint/pgn/game_splitter.h"

namespace pgnlint::input {

// Where a record's parts stand in the input, to map the synthesised game's locations back.
struct RecordOrigin {
    std::uint64_t offset = 0;  // the line's first byte in the input
    std::uint32_t line = 0;
    std::string error;  // non-empty: the line is malformed and this is all there is to say
    // A field's 1-based byte column in the line (0: the field is absent), and how many of the
    // bytes before it are the second to fourth bytes of UTF-8 characters (lint::Location).
    struct Column {
        std::uint32_t column = 0;
        std::uint32_t multibyte_extra = 0;
    };
    Column moves;
    bool moves_exact = false;
    Column status;  // or the winner's, when there is no status
    Column fen;
    Column variant;
    // In the synthesised text: where the moves start, and how long they are.
    std::uint64_t movetext_offset = 0;
    std::uint64_t movetext_size = 0;
    std::uint64_t fen_tag_offset = 0;  // 0: no such tag (a tag never starts the text)
    std::uint64_t variant_tag_offset = 0;
    std::uint64_t result_tag_offset = 0;
    lint::StatedEnding stated = lint::StatedEnding::unstated;
};

class NdjsonGameSource {
public:
    explicit NdjsonGameSource(io::ByteSource& source);

    // The next record as a game; `game.text` stays valid until the next call.
    bool next(pgn::RawGame& game, RecordOrigin& origin);
    std::uint64_t bytes_read() const { return reader_.bytes_read(); }

private:
    void synthesise(RecordOrigin& origin);

    json_in::NdjsonGameReader reader_;
    json_in::GameRecord record_;
    std::string text_;
    std::uint64_t index_ = 0;
};

// The ending the record's status states, for lint::GameChecker::check, which checks it against
// the board as it checks a Termination tag.
lint::SourceStatement source_statement(const RecordOrigin& origin);

// After the check of a game made by NdjsonGameSource: every location points into the input's
// line; a malformed record's report holds only that finding.
void finish_record(const RecordOrigin& origin, lint::GameReport& game);

}  // namespace pgnlint::input
