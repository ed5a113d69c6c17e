// Format detection (and pgnlint's own reports told apart) and InputGames: one loop over the
// games of an input of either format.
#include "pgnlint/input/input_games.h"

#include <algorithm>
#include <string>

#include "pgnlint/json_in/ndjson_games.h"
#include "pgnlint/lint/ascii.h"

namespace pgnlint::input {

std::optional<InputFormat> parse_input_format(std::string_view name) {
    if (name == "pgn") return InputFormat::pgn;
    if (name == "ndjson") return InputFormat::ndjson;
    if (name == "auto") return InputFormat::automatic;
    return std::nullopt;
}

std::unique_ptr<io::ByteSource> detect_format(std::unique_ptr<io::ByteSource> source,
                                              InputFormat wanted, DetectedInput& found) {
    // Enough to hold the first line that is not blank: an NDJSON record (or a pgnlint report's
    // first record) is one JSON object on one line, while PGN may start with a `{comment}` (a
    // UTF-8 BOM, too, means PGN).
    constexpr std::size_t kMaxPeek = std::size_t{1} << 20;
    std::string peeked;
    char buffer[16384];
    for (;;) {
        const std::size_t got = source->read(buffer, sizeof buffer);
        if (got == 0) break;
        peeked.append(buffer, got);
        const auto first = std::find_if_not(peeked.begin(), peeked.end(), lint::is_blank);
        if (first != peeked.end() &&
            (*first != '{' || peeked.find('\n', static_cast<std::size_t>(first - peeked.begin())) !=
                                  std::string::npos))
            break;
        if (peeked.size() >= kMaxPeek) break;
    }
    found.pgnlint_report = json_in::pgnlint_report_kind(peeked);
    found.format = wanted;
    if (wanted == InputFormat::automatic) {
        found.format =
            json_in::starts_with_json_object_line(peeked) ? InputFormat::ndjson : InputFormat::pgn;
    }
    return io::prefixed_source(std::move(source), std::move(peeked));
}

std::string_view pgnlint_report_at(const std::string& path) {
    try {
        DetectedInput found;
        detect_format(io::open_input(path), InputFormat::automatic, found);
        return found.pgnlint_report;
    } catch (const io::IoError&) {
        return {};
    }
}

std::string pgnlint_report_message(std::string_view name, std::string_view kind) {
    std::string message(name);
    message += ": ";
    message += kind;
    message += " written by pgnlint, not game input";
    if (kind == "an ndjson report") {
        message += " (pgnlint report and --baseline read it)";
    } else if (kind == "a json report") {
        message += " (--baseline reads it)";
    }
    message += "; nothing in it is checked";
    return message;
}

InputGames::InputGames(io::ByteSource& source, InputFormat format, const pgn::Limits& limits) {
    if (format == InputFormat::ndjson) {
        ndjson_.emplace(source);
    } else {
        splitter_.emplace(source, limits);
    }
}

bool InputGames::next(pgn::RawGame& game, const RecordOrigin*& origin) {
    origin = nullptr;
    if (splitter_) return splitter_->next(game);
    if (!ndjson_->next(game, origin_)) return false;
    origin = &origin_;
    return true;
}

std::uint64_t InputGames::bytes_read() const {
    return splitter_ ? splitter_->bytes_read() : ndjson_->bytes_read();
}

}  // namespace pgnlint::input
