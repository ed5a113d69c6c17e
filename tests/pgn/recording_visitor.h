// A visitor that writes every event as one line of text, so tests compare whole transcripts.
#pragma once

#include <cstdint>
#include <functional>
#include <initializer_list>
#include <string>
#include <string_view>

#include "pgnlint/io/byte_source.h"
#include "pgnlint/pgn/parser.h"

namespace pgnlint::pgn::testing {

inline std::string at(Span span) {
    return "@" + std::to_string(span.line) + ":" + std::to_string(span.column);
}

class RecordingVisitor {
public:
    // with_offsets: append the byte offset to each span (for comparisons between sources).
    explicit RecordingVisitor(bool with_offsets = false) : with_offsets_(with_offsets) {}

    // Lets a test answer an event (by its transcript line) with Skip or Stop.
    std::function<Control(std::string_view line)> answer = [](std::string_view) {
        return Control::proceed;
    };

    Control begin_game(const GameStart& start) {
        return record(
            {"begin_game ", std::to_string(start.index), start.truncated ? " truncated" : ""},
            start.span);
    }
    Control tag(std::string_view name, std::string_view value, Span span) {
        return record({"tag ", name, " \"", value, "\""}, span);
    }
    Control begin_movetext(Span span) { return record({"movetext"}, span); }
    Control move_number(std::uint32_t number, bool black, Span span) {
        return record({"number ", std::to_string(number), black ? "..." : "."}, span);
    }
    Control move(std::string_view san, Span span) { return record({"move ", san}, span); }
    Control nag(std::uint8_t nag, Span span) { return record({"nag ", std::to_string(nag)}, span); }
    Control comment(std::string_view text, Span span) {
        return record({"comment \"", text, "\""}, span);
    }
    Control begin_variation(Span span) { return record({"("}, span); }
    Control end_variation(Span span) { return record({")"}, span); }
    Control termination(std::string_view marker, Span span) {
        return record({"result ", marker}, span);
    }
    Control end_game(Span span) { return record({"end_game"}, span); }
    Control syntax_error(const SyntaxError& error) {
        ++errors;
        return record({"error ", syntax_error_name(error.kind), " \"", error.detail, "\""},
                      error.span);
    }

    std::string transcript;
    int errors = 0;

private:
    // Appends piece by piece (operator+ chains trip a false -Wrestrict in GCC 12 at -O3).
    Control record(std::initializer_list<std::string_view> pieces, Span span) {
        line_.clear();
        for (const std::string_view piece : pieces) line_.append(piece);
        line_.append(" @")
            .append(std::to_string(span.line))
            .append(":")
            .append(std::to_string(span.column));
        if (with_offsets_) line_.append("#").append(std::to_string(span.offset));
        transcript.append(line_).append("\n");
        return answer(line_);
    }
    std::string line_;
    bool with_offsets_;
};

static_assert(Visitor<RecordingVisitor>);

// Parses `text` read through a MemorySource handing out `chunk` bytes per read.
inline std::string transcribe(std::string text, const Limits& limits = {},
                              std::size_t chunk = static_cast<std::size_t>(-1),
                              bool with_offsets = false) {
    io::MemorySource source(std::move(text), "<test>", chunk);
    RecordingVisitor visitor(with_offsets);
    parse_stream(source, visitor, limits);
    return visitor.transcript;
}

}  // namespace pgnlint::pgn::testing
