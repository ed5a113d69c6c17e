// The games of one input, whatever its format: PGN cut by pgn::GameSplitter, or NDJSON game
// exports made into PGN games by NdjsonGameSource; and telling the two apart, and both from a
// report pgnlint wrote, by the first line.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "pgnlint/input/ndjson_input.h"
#include "pgnlint/io/byte_source.h"
#include "pgnlint/pgn/game_splitter.h"
#include "pgnlint/pgn/limits.h"

namespace pgnlint::input {

enum class InputFormat : std::uint8_t { pgn, ndjson, automatic };

// "pgn", "ndjson", "auto".
std::optional<InputFormat> parse_input_format(std::string_view name);

// What an input's first line that is not blank says it is.
struct DetectedInput {
    InputFormat format = InputFormat::pgn;  // pgn or ndjson
    // Not empty: the input is a report pgnlint wrote (json_in::pgnlint_report_kind: "an ndjson
    // report", ...), which holds no games whatever the format asked for.
    std::string_view pgnlint_report;
};

// Reads the input's first bytes, up to its first line that is not blank, to tell its format
// (automatic: NDJSON when that line is one JSON object) and whether it is a report pgnlint
// wrote, and returns a source that still yields every byte.
std::unique_ptr<io::ByteSource> detect_format(std::unique_ptr<io::ByteSource> source,
                                              InputFormat wanted, DetectedInput& found);

// What the file at `path` is when it is a report pgnlint wrote, as detect_format tells it
// (decompressed); empty when it is anything else or cannot be read (reading it as an input then
// says why). A directory walk leaves such files out.
std::string_view pgnlint_report_at(const std::string& path);

// "NAME: an ndjson report written by pgnlint, not game input (pgnlint report and --baseline
// read it); nothing in it is checked": why an input named on the command line is refused.
std::string pgnlint_report_message(std::string_view name, std::string_view kind);

// The games of one input, PGN (cut by pgn::GameSplitter) or NDJSON (NdjsonGameSource): what
// check's reader walks.
class InputGames {
public:
    InputGames(io::ByteSource& source, InputFormat format, const pgn::Limits& limits);

    // `origin`: null for a PGN game, else the record's origin (valid until the next call), to
    // hand to finish_record() after the check. Throws io::IoError.
    bool next(pgn::RawGame& game, const RecordOrigin*& origin);
    std::uint64_t bytes_read() const;

private:
    std::optional<pgn::GameSplitter> splitter_;
    std::optional<NdjsonGameSource> ndjson_;
    RecordOrigin origin_;
};

}  // namespace pgnlint::input
