// The games of one input, whatever its format: PGN cut by pgn::GameSplitter, or NDJSON game
// exports made into PGN games by NdjsonGameSource; and telling the two apart by the first byte.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string_view>

#include "pgnlint/input/ndjson_input.h"
#include "pgnlint/io/byte_source.h"
#include "pgnlint/pgn/game_splitter.h"
#include "pgnlint/pgn/limits.h"

namespace pgnlint::input {

enum class InputFormat : std::uint8_t { pgn, ndjson, automatic };

// "pgn", "ndjson", "auto".
std::optional<InputFormat> parse_input_format(std::string_view name);

// Reads the input's first bytes to tell its format (automatic: NDJSON when the first byte that
// is not blank is `{`) and returns a source that still yields every byte.
std::unique_ptr<io::ByteSource> detect_format(std::unique_ptr<io::ByteSource> source,
                                              InputFormat wanted, InputFormat& found);

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
