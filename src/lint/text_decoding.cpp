// A game's text encoding (--encoding, PGN standard 4.1): the input's first bytes that are not
// UTF-8, reported once per input, and the report of a game read as Windows-1252 turned into
// UTF-8, so that every format writes its names, moves and comments as the file means them.
// Cold: it runs only for games that are not UTF-8 (or all games with --encoding latin-1).
#include <algorithm>
#include <array>
#include <cstdio>
#include <optional>
#include <string>

#include "pgnlint/pgn/text_encoding.h"
#include "replay.h"

namespace pgnlint::lint {
namespace {

constexpr std::array<std::string_view, 3> kInputEncodingNames{"auto", "utf-8", "latin-1"};

bool is_ascii(std::string_view text) {
    return std::all_of(text.begin(), text.end(),
                       [](char c) { return static_cast<unsigned char>(c) < 0x80; });
}

void decode(std::string& text, std::string& scratch) {
    if (is_ascii(text)) return;
    scratch.clear();
    pgn::append_windows_1252_as_utf8(text, scratch);
    text.swap(scratch);
}

// Where the byte at `at` (an index into the game's text) stands: its span, with lines counted
// from the game's start as the reader counts them (CR, LF and CRLF each end one line).
pgn::Span span_in(const pgn::RawGame& game, std::size_t at) {
    std::uint32_t line = game.start.line;
    std::uint64_t line_start = game.start.offset - (game.start.column - 1);
    for (std::size_t i = 0; i < at; ++i) {
        const char c = game.text[i];
        if (c == '\r' && i + 1 < game.text.size() && game.text[i + 1] == '\n') continue;
        if (c == '\r' || c == '\n') {
            ++line;
            line_start = game.start.offset + i + 1;
        }
    }
    const std::uint64_t offset = game.start.offset + at;
    return pgn::Span{offset, line, static_cast<std::uint32_t>(offset - line_start + 1)};
}

}  // namespace

std::string_view input_encoding_name(InputEncoding encoding) {
    return kInputEncodingNames[static_cast<std::size_t>(encoding)];
}

std::optional<InputEncoding> parse_input_encoding(std::string_view name) {
    for (std::size_t i = 0; i < kInputEncodingNames.size(); ++i)
        if (kInputEncodingNames[i] == name) return static_cast<InputEncoding>(i);
    return std::nullopt;
}

void GameChecker::Replay::settle_text_encoding() {
    const pgn::RawGame& game = *game_;
    if (game.utf8_by_format) return;
    const bool utf8 = game.non_utf8_at == std::string_view::npos;
    if (game.first_non_utf8 && encoding_ != InputEncoding::windows_1252)
        report_non_utf8(game.non_utf8_at);
    if (encoding_ == InputEncoding::windows_1252 ||
        (encoding_ == InputEncoding::automatic && !utf8))
        decode_windows_1252();
}

// In input order among the game's findings, though found after them all.
void GameChecker::Replay::report_non_utf8(std::size_t at) {
    const pgn::RawGame& game = *game_;
    add(RuleId::non_utf8_input, span_in(game, at));
    Diagnostic& d = report_->diagnostics.back();
    const std::uint64_t offset = game.start.offset + at;
    std::string bytes;
    for (std::size_t i = at; i < game.text.size() && i < at + 4; ++i) {
        char hex[8];
        std::snprintf(hex, sizeof hex, "%s0x%02X", i == at ? "" : " ",
                      static_cast<unsigned char>(game.text[i]));
        bytes += hex;
        if (pgn::utf8_sequence_length(game.text, i) == 0) break;
    }
    d.message =
        "the input is not UTF-8 from byte " + std::to_string(offset) + " on (" + bytes + ")";
    d.message += encoding_ == InputEncoding::utf8
                     ? ", though --encoding utf-8 says it is: bytes that are not UTF-8 are shown "
                       "as U+FFFD"
                     : ": pgnlint reads the games of this input that are not UTF-8 as "
                       "Windows-1252 (Latin-1, PGN standard 4.1); --encoding latin-1 or utf-8 "
                       "states the encoding";
    std::vector<Diagnostic>& all = report_->diagnostics;
    const auto place = std::find_if(all.begin(), all.end() - 1, [offset](const Diagnostic& other) {
        return other.where.offset > offset;
    });
    std::rotate(place, all.end() - 1, all.end());
}

// Every text of the report that comes from the input, in UTF-8; a byte is one character, so no
// column holds the bytes of a multibyte character. The fixes keep the input's own bytes.
void GameChecker::Replay::decode_windows_1252() {
    GameReport& r = *report_;
    r.encoding = TextEncoding::windows_1252;
    std::string scratch;
    if (!is_ascii(r.tags.bytes())) {
        TagList decoded;
        std::string name;
        std::string value;
        for (const Tag tag : r.tags) {
            name.assign(tag.name);
            value.assign(tag.value);
            decode(name, scratch);
            decode(value, scratch);
            decoded.add(name, value);
        }
        r.tags = std::move(decoded);
    }
    r.start.multibyte_extra = 0;
    for (Diagnostic& d : r.diagnostics) {
        decode(d.message, scratch);
        decode(d.san, scratch);
        for (std::string& candidate : d.candidates) decode(candidate, scratch);
        d.where.multibyte_extra = 0;
    }
    decode(r.termination.move, scratch);
    for (std::string& move : r.termination.earlier_moves) decode(move, scratch);
    r.termination.where.multibyte_extra = 0;
    for (Claim& claim : r.claims) {
        decode(claim.move, scratch);
        for (std::string& move : claim.earlier_moves) decode(move, scratch);
        claim.where.multibyte_extra = 0;
    }
    decode(r.result_tag, scratch);
    decode(r.result_marker, scratch);
    for (Directive& directive : r.directives) {
        decode(directive.text, scratch);
        directive.where.multibyte_extra = 0;
    }
}

}  // namespace pgnlint::lint
