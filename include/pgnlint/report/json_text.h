// The one JSON string encoder: how every JSON, NDJSON and SARIF writer of pgnlint (the reports,
// `winnable`, `rules`) writes text, so the same bytes are encoded the same way everywhere.
#pragma once

#include <fmt/format.h>

#include <string_view>

namespace pgnlint::report::encoding {

// A JSON string literal, quotes included, every control character escaped. Lossy: each invalid
// UTF-8 byte becomes U+FFFD; for consumers that need text (SARIF) and for object keys.
void append_json_string(fmt::memory_buffer& out, std::string_view bytes);

// Lossless: a JSON string when `bytes` is valid UTF-8, else {"bytes":"<base64 of the bytes>"}.
void append_json_text(fmt::memory_buffer& out, std::string_view bytes);

// A JSON object or array written member by member or element by element: the one place that puts
// the brackets and the commas between them (fixed key sequences are written as literals).
class JsonContainer {
public:
    static JsonContainer object(fmt::memory_buffer& out) { return JsonContainer(out, '{', '}'); }
    static JsonContainer array(fmt::memory_buffer& out) { return JsonContainer(out, '[', ']'); }
    // An array whose elements stand apart by `separator` (",\n": one element a line).
    static JsonContainer array(fmt::memory_buffer& out, std::string_view separator) {
        return JsonContainer(out, '[', ']', separator);
    }
    JsonContainer(const JsonContainer&) = delete;
    JsonContainer& operator=(const JsonContainer&) = delete;

    // Where the next array element goes: after the separator unless it is the first.
    fmt::memory_buffer& element() {
        if (!first_) out_.append(separator_);
        first_ = false;
        return out_;
    }
    // `"key":` as the next member; the caller writes the value. `key` is written as it is: plain
    // ASCII with nothing to escape (a literal, or text checked so).
    fmt::memory_buffer& member(std::string_view key) {
        element().push_back('"');
        out_.append(key);
        out_.append(std::string_view("\":"));
        return out_;
    }
    // The same for a key that may need escaping (a tag name from the input).
    fmt::memory_buffer& escaped_member(std::string_view key) {
        append_json_string(element(), key);
        out_.push_back(':');
        return out_;
    }
    void close() { out_.push_back(close_); }

private:
    JsonContainer(fmt::memory_buffer& out, char open, char close, std::string_view separator = ",")
        : out_(out), separator_(separator), close_(close) {
        out_.push_back(open);
    }

    fmt::memory_buffer& out_;
    std::string_view separator_;
    char close_;
    bool first_ = true;
};

// A JSON array of `items`, each element written by `write(item)`.
template <typename Items, typename Write>
void append_json_array(fmt::memory_buffer& out, const Items& items, Write write) {
    JsonContainer array = JsonContainer::array(out);
    for (const auto& item : items) {
        array.element();
        write(item);
    }
    array.close();
}

}  // namespace pgnlint::report::encoding
