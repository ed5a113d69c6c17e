// NdjsonGameReader: whole lines are read in large chunks; simdjson's iterate_many walks each
// chunk's documents, and any line it cannot take as one object of its own (malformed JSON, two
// values on a line, an object spread over lines) sends the rest of that chunk through a
// one-line-at-a-time parse, so a broken line becomes a record with an error, never the end.
#include "pgnlint/json_in/ndjson_games.h"

#include <simdjson.h>

#include <algorithm>
#include <array>
#include <cstring>
#include <vector>

namespace pgnlint::json_in {
namespace {

namespace od = simdjson::ondemand;

// iterate_many's batch at most; a longer line fails in it and is parsed alone.
constexpr std::size_t kBatchBytes = std::size_t{1} << 20;

// The buffer starts this small and doubles up to the chunk size while the input lasts, so that
// reading a small file costs no chunk-sized buffer.
constexpr std::size_t kFirstBufferBytes = std::size_t{64} << 10;

bool is_blank(char c) {
    return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

// The strings a record keeps, so that escaped ones can be unescaped into storage of their own.
enum StringField : std::size_t {
    kId,
    kMoves,
    kFen,
    kVariant,
    kStatus,
    kWinner,
    kWhite,
    kBlack,
    kFieldCount
};

class RecordBuilder {
public:
    RecordBuilder(const char* line, GameRecord& record,
                  std::array<std::string, kFieldCount>& storage)
        : line_(line), record_(record), storage_(storage) {}

    template <typename Document>
    std::string read(Document& document) {
        od::object object;
        if (const auto error = document.get_object().get(object))
            return describe(error, "the line");
        for (auto field : object) {
            std::string_view key;
            if (const auto error = field.unescaped_key().get(key)) return describe(error, "a key");
            od::value value;
            if (const auto error = field.value().get(value)) return describe(error, key);
            std::string failure;
            if (key == "id") {
                failure = string(value, kId, key, record_.id, nullptr, nullptr);
            } else if (key == "moves") {
                failure = string(value, kMoves, key, record_.moves, &record_.moves_column,
                                 &record_.moves_exact);
            } else if (key == "initialFen") {
                failure = string(value, kFen, key, record_.initial_fen, &record_.initial_fen_column,
                                 nullptr);
            } else if (key == "variant") {
                failure =
                    string(value, kVariant, key, record_.variant, &record_.variant_column, nullptr);
            } else if (key == "status") {
                failure =
                    string(value, kStatus, key, record_.status, &record_.status_column, nullptr);
            } else if (key == "winner") {
                failure =
                    string(value, kWinner, key, record_.winner, &record_.winner_column, nullptr);
            } else if (key == "createdAt") {
                std::int64_t millis = 0;
                if (const auto error = value.get_int64().get(millis)) return describe(error, key);
                record_.created_at_ms = millis;
            } else if (key == "players") {
                failure = players(value);
            }
            if (!failure.empty()) return failure;
        }
        return {};
    }

private:
    static std::string describe(simdjson::error_code error, std::string_view what) {
        std::string text = "invalid JSON at ";
        text += what;
        text += ": ";
        text += simdjson::error_message(error);
        return text;
    }

    // A string field: a view into the line when it has no escapes, else an unescaped copy.
    std::string string(od::value& value, StringField slot, std::string_view key,
                       std::string_view& out, std::uint32_t* column, bool* exact) {
        const std::string_view raw = value.raw_json_token();
        std::string_view text;
        if (const auto error = value.get_string().get(text)) {
            if (error != simdjson::INCORRECT_TYPE) return describe(error, key);
            std::string message = "the field \"";
            message += key;
            message += "\" is not a string";
            return message;
        }
        const bool verbatim = raw.size() >= text.size() + 2 && raw[text.size() + 1] == '"' &&
                              std::memcmp(raw.data() + 1, text.data(), text.size()) == 0;
        if (verbatim) {
            out = std::string_view(raw.data() + 1, text.size());
        } else {
            storage_[slot].assign(text);
            out = storage_[slot];
        }
        if (column != nullptr) *column = static_cast<std::uint32_t>(raw.data() - line_) + 2;
        if (exact != nullptr) *exact = verbatim;
        return {};
    }

    // players: {"white": {"user": {"name": ...}} or {"aiLevel": n}, "black": {...}}
    std::string players(od::value& value) {
        od::object sides;
        if (const auto error = value.get_object().get(sides)) return describe(error, "players");
        for (auto side : sides) {
            std::string_view key;
            if (const auto error = side.unescaped_key().get(key)) return describe(error, "players");
            const bool white = key == "white";
            if (!white && key != "black") continue;
            od::object player;
            if (const auto error = side.value().get_object().get(player))
                return describe(error, key);
            for (auto entry : player) {
                std::string_view name;
                if (const auto error = entry.unescaped_key().get(name)) return describe(error, key);
                if (name == "user") {
                    od::object user;
                    if (const auto error = entry.value().get_object().get(user))
                        return describe(error, "user");
                    for (auto user_field : user) {
                        std::string_view user_key;
                        if (const auto error = user_field.unescaped_key().get(user_key))
                            return describe(error, "user");
                        if (user_key != "name") continue;
                        od::value user_name;
                        if (const auto error = user_field.value().get(user_name))
                            return describe(error, "name");
                        std::string failure =
                            string(user_name, white ? kWhite : kBlack, "name",
                                   white ? record_.white : record_.black, nullptr, nullptr);
                        if (!failure.empty()) return failure;
                    }
                } else if (name == "aiLevel") {
                    std::int64_t level = 0;
                    if (const auto error = entry.value().get_int64().get(level))
                        return describe(error, "aiLevel");
                    std::string& stored = storage_[white ? kWhite : kBlack];
                    stored = "AI level " + std::to_string(level);
                    (white ? record_.white : record_.black) = stored;
                }
            }
        }
        return {};
    }

    const char* line_;
    GameRecord& record_;
    std::array<std::string, kFieldCount>& storage_;
};

void reset(GameRecord& record) {
    record.error.clear();
    record.id = record.moves = record.initial_fen = record.variant = {};
    record.status = record.winner = record.white = record.black = {};
    record.created_at_ms.reset();
    record.moves_column = record.initial_fen_column = record.variant_column = 0;
    record.status_column = record.winner_column = 0;
    record.moves_exact = false;
}

}  // namespace

bool starts_with_json_object_line(std::string_view text) {
    const std::size_t first = text.find_first_not_of(" \t\r\n");
    if (first == std::string_view::npos || text[first] != '{') return false;
    const std::string_view line = text.substr(first, text.find('\n', first) - first);
    const simdjson::padded_string padded(line);
    od::parser parser;
    od::document document;
    od::object object;
    if (parser.iterate(padded).get(document) || document.get_object().get(object)) return false;
    for (auto field : object) {
        od::value value;
        if (field.value().get(value)) return false;
    }
    const char* trailing = nullptr;
    return document.current_location().get(trailing) != simdjson::SUCCESS;
}

std::string_view pgnlint_report_kind(std::string_view text) {
    const std::size_t first = text.find_first_not_of(" \t\r\n");
    if (first == std::string_view::npos || text[first] != '{') return {};
    std::string_view line = text.substr(first, text.find('\n', first) - first);
    if (line.ends_with('\r')) line.remove_suffix(1);
    // The one-document reports open with their version and pgnlint's name on the first line.
    if (line.starts_with(R"({"version":)") && line.find(R"("tool":{"name":"pgnlint")") != line.npos)
        return "a json report";
    if (line.starts_with(R"({"version":"2.1.0","$schema":)") &&
        line.find(R"("tool":{"driver":{"name":"pgnlint")") != line.npos)
        return "a SARIF report";
    const simdjson::padded_string padded(line);
    od::parser parser;
    od::document document;
    od::object object;
    if (parser.iterate(padded).get(document) || document.get_object().get(object)) return {};
    bool record_type = false;
    bool data = false;
    for (auto field : object) {
        std::string_view key;
        od::value value;
        if (field.unescaped_key().get(key) || field.value().get(value)) return {};
        if (key == "type") {
            std::string_view type;
            if (value.get_string().get(type)) return {};
            record_type =
                type == "game" || type == "summary" || type == "input_error" || type == "shard";
        } else if (key == "data") {
            od::json_type type;
            if (value.type().get(type)) return {};
            data = type == od::json_type::object;
        }
    }
    return record_type && data ? "an ndjson report" : std::string_view();
}

class NdjsonGameReader::Impl {
public:
    Impl(ReadFunction read, std::size_t chunk_bytes, std::size_t max_line_bytes)
        : read_(std::move(read)),
          chunk_bytes_(std::max<std::size_t>(chunk_bytes, 64)),
          max_line_bytes_(std::max(max_line_bytes, chunk_bytes_)),
          buffer_(std::min(chunk_bytes_, kFirstBufferBytes) + simdjson::SIMDJSON_PADDING) {}

    bool next(GameRecord& record) {
        for (;;) {
            if (cursor_ >= region_end_ && !refill()) return false;
            const char* base = buffer_.data();
            const char* newline =
                static_cast<const char*>(std::memchr(base + cursor_, '\n', region_end_ - cursor_));
            const std::size_t line_end =
                newline != nullptr ? static_cast<std::size_t>(newline - base) : region_end_;
            std::size_t first = cursor_;
            while (first < line_end && is_blank(base[first])) ++first;
            if (first == line_end && !overlong_) {
                advance(line_end, true);
                continue;
            }
            reset(record);
            record.line = line_;
            record.offset = buffer_offset_ + cursor_;
            record.text = std::string_view(base + cursor_, line_end - cursor_);
            if (overlong_) {
                record.error = "the line is longer than " + std::to_string(max_line_bytes_) +
                               " bytes; it is skipped";
                overlong_ = false;
                skipping_line_ = true;
                advance(line_end, false);
                return true;
            }
            if (!streaming_ || !read_streamed(record, first, line_end)) {
                reset(record);  // the fields only: the line's place and text stay as set above
                read_alone(record, line_end);
            }
            if (record.error.empty() && record.moves_column == 0)
                record.error = "no \"moves\" field: not a game export";
            advance(line_end, true);
            return true;
        }
    }

    std::uint64_t bytes_read() const { return source_bytes_; }

private:
    // complete: the line ended (an overlong line's rest is still to be skipped).
    void advance(std::size_t line_end, bool complete) {
        cursor_ = std::min(line_end + 1, region_end_);
        if (complete) ++line_;
    }

    // Takes the document iterate_many found at the line's first byte, when it is one object
    // followed by nothing but blanks on this line; false (and no more streaming in this chunk)
    // otherwise. The rest of the line is checked on its bytes, not by asking the stream for a
    // next document: iterate_many drops an incomplete value at the end of its window (as in
    // `{...}"key":1}`), so whether it saw one would depend on where the chunk ends.
    bool read_streamed(GameRecord& record, std::size_t first, std::size_t line_end) {
        if (!(iterator_ != stream_.end()) || iterator_.current_index() != first) {
            streaming_ = false;
            return false;
        }
        od::document_reference document;
        if (iterator_.error() != simdjson::SUCCESS || (*iterator_).get(document)) {
            streaming_ = false;
            return false;
        }
        const char* base = buffer_.data();
        const std::size_t object_end = first + iterator_.source().size();
        if (object_end > line_end || !std::all_of(base + object_end, base + line_end, is_blank)) {
            streaming_ = false;
            return false;
        }
        RecordBuilder builder(base + cursor_, record, storage_);
        if (!builder.read(document).empty()) {
            streaming_ = false;
            return false;
        }
        // An object with a value where a comma belongs can be closed by a `}` starting the next
        // line; the stream then stands past that token instead of at the next one. For the
        // window's last object there is no next token to stand at, and the stream may have taken
        // such an object as it is (found by the ndjson fuzz target, `"a":"b":"c"}` read in 64-byte
        // chunks): that line is read alone, as a line is whatever the chunk.
        const char* next_token = nullptr;
        if (document.current_location().get(next_token) != simdjson::SUCCESS) {
            streaming_ = false;
            return false;
        }
        std::size_t next = object_end;
        while (next < region_end_ && is_blank(base[next])) ++next;
        if (next_token != base + next) {
            streaming_ = false;
            return false;
        }
        ++iterator_;
        return true;
    }

    void read_alone(GameRecord& record, std::size_t line_end) {
        const char* line = buffer_.data() + cursor_;
        od::document document;
        const auto parsed =
            parser_.iterate(line, line_end - cursor_, buffer_.size() - cursor_).get(document);
        if (parsed != simdjson::SUCCESS) {
            record.error = "invalid JSON: ";
            record.error += simdjson::error_message(parsed);
            return;
        }
        RecordBuilder builder(line, record, storage_);
        record.error = builder.read(document);
        // After the object, a token still in reach is a second value on the line.
        const char* trailing = nullptr;
        if (record.error.empty() && document.current_location().get(trailing) == simdjson::SUCCESS)
            record.error = "more than one JSON value on the line";
    }

    // Moves the unread rest to the front and reads until the buffer holds a whole line (up to
    // the last newline of a full chunk) or the input ends; then starts iterate_many on it.
    bool refill() {
        const std::size_t keep = data_end_ - cursor_;
        std::memmove(buffer_.data(), buffer_.data() + cursor_, keep);
        buffer_offset_ += cursor_;
        data_end_ = keep;
        cursor_ = region_end_ = 0;
        for (;;) {
            while (!eof_ && data_end_ < capacity()) {
                const std::size_t got = read_(buffer_.data() + data_end_, capacity() - data_end_);
                if (got == 0) eof_ = true;
                data_end_ += got;
                source_bytes_ += got;
            }
            if (!eof_ && capacity() < chunk_bytes_) {
                buffer_.resize(std::min(capacity() * 2, chunk_bytes_) + simdjson::SIMDJSON_PADDING);
                continue;
            }
            const char* base = buffer_.data();
            if (skipping_line_) {
                const void* newline = std::memchr(base, '\n', data_end_);
                if (newline == nullptr && !eof_) {
                    buffer_offset_ += data_end_;
                    data_end_ = 0;
                    continue;
                }
                const std::size_t end =
                    newline != nullptr
                        ? static_cast<std::size_t>(static_cast<const char*>(newline) - base) + 1
                        : data_end_;
                std::memmove(buffer_.data(), base + end, data_end_ - end);
                buffer_offset_ += end;
                data_end_ -= end;
                skipping_line_ = false;
                ++line_;
                continue;
            }
            const void* last = memrchr(base, '\n', data_end_);
            if (last != nullptr) {
                region_end_ = static_cast<std::size_t>(static_cast<const char*>(last) - base) + 1;
            } else if (eof_) {
                region_end_ = data_end_;
            } else if (capacity() < max_line_bytes_) {
                buffer_.resize(std::min(capacity() * 2, max_line_bytes_) +
                               simdjson::SIMDJSON_PADDING);
                continue;
            } else {
                region_end_ = data_end_;
                overlong_ = true;
            }
            if (region_end_ == 0) return false;
            start_stream();
            return true;
        }
    }

    // simdjson reads the byte just past the window when an object has a value where a comma
    // belongs, and a `}` there closes the object as if it were valid; that byte is the next
    // line's first or a stale one, so it must not decide. The window stops before the region's
    // final newline, or a blank is written past the data (the padding), so the byte is blank.
    void start_stream() {
        streaming_ = false;
        if (overlong_) return;
        std::size_t window = region_end_;
        if (buffer_[window - 1] == '\n') {
            --window;
        } else {
            buffer_[window] = ' ';
        }
        // A window of one batch needs no thread to parse the next batch beside it, nor a batch
        // larger than itself (the parser's index grows with the batch).
        const std::size_t batch = std::min(kBatchBytes, window + 1);
#ifdef SIMDJSON_THREADS_ENABLED
        parser_.threaded = window > batch;
#endif
        const auto started = parser_.iterate_many(buffer_.data(), window, batch).get(stream_);
        if (started != simdjson::SUCCESS) return;
        iterator_ = stream_.begin();
        streaming_ = true;
    }

    std::size_t capacity() const {
        return buffer_.size() - simdjson::SIMDJSON_PADDING;
    }

    ReadFunction read_;
    std::size_t chunk_bytes_;
    std::size_t max_line_bytes_;
    std::vector<char> buffer_;
    std::uint64_t buffer_offset_ = 0;  // input offset of buffer_[0]
    std::size_t data_end_ = 0;
    std::size_t region_end_ = 0;  // whole lines end here; iterate_many runs over [0, region_end_)
    std::size_t cursor_ = 0;      // the next line's first byte
    std::uint64_t line_ = 1;
    std::uint64_t source_bytes_ = 0;
    bool eof_ = false;
    bool streaming_ = false;
    bool overlong_ = false;       // region holds the first max_line_bytes of one overlong line
    bool skipping_line_ = false;  // drop bytes up to the next newline before reading on
    od::parser parser_;
    od::document_stream stream_;
    od::document_stream::iterator iterator_;
    std::array<std::string, kFieldCount> storage_;
};

NdjsonGameReader::NdjsonGameReader(ReadFunction read, std::size_t chunk_bytes,
                                   std::size_t max_line_bytes)
    : impl_(std::make_unique<Impl>(std::move(read), chunk_bytes, max_line_bytes)) {}

NdjsonGameReader::~NdjsonGameReader() = default;

bool NdjsonGameReader::next(GameRecord& record) {
    return impl_->next(record);
}

std::uint64_t NdjsonGameReader::bytes_read() const {
    return impl_->bytes_read();
}

}  // namespace pgnlint::json_in
