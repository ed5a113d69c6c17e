// NdjsonGameSource and finish_record(): a record's fields become PGN tags and movetext, so
// NDJSON games go through the very checks PGN games do.
#include "pgnlint/input/ndjson_input.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>

#include "pgnlint/lint/utf8.h"

namespace pgnlint::input {
namespace {

// A tag value: quotes and backslashes escaped (PGN 7), line breaks made spaces (a tag ends at
// the end of its line).
void append_tag(std::string& text, std::string_view name, std::string_view value) {
    text += '[';
    text += name;
    text += " \"";
    for (const char c : value) {
        if (c == '"' || c == '\\') text += '\\';
        text += c == '\n' || c == '\r' ? ' ' : c;
    }
    text += "\"]\n";
}

// Milliseconds since 1970-01-01 UTC as a PGN date (civil-from-days, proleptic Gregorian).
std::string pgn_date(std::int64_t millis) {
    std::int64_t days = millis / 86'400'000;
    if (millis < 0 && millis % 86'400'000 != 0) --days;
    days += 719'468;
    const std::int64_t era = (days >= 0 ? days : days - 146'096) / 146'097;
    const std::int64_t day_of_era = days - era * 146'097;
    const std::int64_t year_of_era =
        (day_of_era - day_of_era / 1460 + day_of_era / 36'524 - day_of_era / 146'096) / 365;
    const std::int64_t day_of_year =
        day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    const std::int64_t mp = (5 * day_of_year + 2) / 153;
    const std::int64_t day = day_of_year - (153 * mp + 2) / 5 + 1;
    const std::int64_t month = mp < 10 ? mp + 3 : mp - 9;
    const std::int64_t year = year_of_era + era * 400 + (month <= 2 ? 1 : 0);
    if (year < 0 || year > 9999) return "????.??.??";
    return fmt::format("{:04}.{:02}.{:02}", year, month, day);
}

// The PGN result a record states: by its winner, else by a status that ends in a draw.
std::string_view stated_result(std::string_view winner, std::string_view status) {
    if (winner == "white") return "1-0";
    if (winner == "black") return "0-1";
    constexpr std::array<std::string_view, 5> kDrawn{"draw", "stalemate", "outoftime", "timeout",
                                                     "insufficientMaterialClaim"};
    if (std::find(kDrawn.begin(), kDrawn.end(), status) != kDrawn.end()) return "1/2-1/2";
    return "*";
}

lint::Location at_column(const RecordOrigin& origin, RecordOrigin::Column at) {
    const std::uint32_t c = std::max<std::uint32_t>(at.column, 1);
    return lint::Location{origin.offset + c - 1, origin.line, c, at.multibyte_extra};
}

RecordOrigin::Column field_column(std::string_view line, std::uint32_t column) {
    if (column == 0) return {};
    const std::string_view before = line.substr(0, std::min<std::size_t>(column - 1, line.size()));
    return {column, lint::utf8_multibyte_extra(before)};
}

}  // namespace

NdjsonGameSource::NdjsonGameSource(io::ByteSource& source)
    : reader_([&source](char* buffer, std::size_t capacity) {
          return source.read(buffer, capacity);
      }) {}

bool NdjsonGameSource::next(pgn::RawGame& game, RecordOrigin& origin) {
    if (!reader_.next(record_)) return false;
    origin = RecordOrigin{};
    origin.offset = record_.offset;
    origin.line = static_cast<std::uint32_t>(record_.line);
    if (!record_.error.empty()) {
        origin.error = record_.error;
        text_.assign(1, '*');
    } else {
        synthesise(origin);
    }
    game = pgn::RawGame{};
    game.text = text_;
    game.start = pgn::Span{0, 1, 1};
    game.index = index_++;
    game.utf8_by_format = true;  // JSON text is UTF-8 (RFC 8259)
    return true;
}

void NdjsonGameSource::synthesise(RecordOrigin& origin) {
    const json_in::GameRecord& r = record_;
    text_.clear();
    append_tag(text_, "Event", "?");
    append_tag(text_, "Site", r.id.empty() ? "?" : r.id);
    append_tag(text_, "Date", r.created_at_ms ? pgn_date(*r.created_at_ms) : "????.??.??");
    append_tag(text_, "Round", "-");
    append_tag(text_, "White", r.white.empty() ? "?" : r.white);
    append_tag(text_, "Black", r.black.empty() ? "?" : r.black);
    if (!r.initial_fen.empty()) append_tag(text_, "SetUp", "1");
    const std::string_view result = stated_result(r.winner, r.status);
    origin.result_tag_offset = text_.size();
    append_tag(text_, "Result", result);
    if (!r.variant.empty() && r.variant != "standard" && r.variant != "fromPosition") {
        origin.variant_tag_offset = text_.size();
        append_tag(text_, "Variant", r.variant == "chess960" ? "Chess960" : r.variant);
    }
    if (!r.initial_fen.empty()) {
        origin.fen_tag_offset = text_.size();
        append_tag(text_, "FEN", r.initial_fen);
    }
    text_ += '\n';
    origin.movetext_offset = text_.size();
    origin.movetext_size = r.moves.size();
    const std::size_t moves_start = text_.size();
    text_ += r.moves;
    std::replace_if(
        text_.begin() + static_cast<std::ptrdiff_t>(moves_start), text_.end(),
        [](char c) { return c == '\n' || c == '\r'; }, ' ');
    text_ += ' ';
    text_ += result;
    text_ += '\n';

    origin.moves = field_column(r.text, r.moves_column);
    origin.moves_exact = r.moves_exact;
    origin.status = field_column(r.text, r.status_column != 0 ? r.status_column : r.winner_column);
    origin.fen = field_column(r.text, r.initial_fen_column);
    origin.variant = field_column(r.text, r.variant_column);
    origin.stated = lint::stated_by_export_status(r.status);
}

// The Result tag is made from the status and winner, and map_back takes its findings to the
// status: the statement's findings stand there too.
lint::SourceStatement source_statement(const RecordOrigin& origin) {
    return lint::SourceStatement{origin.stated, pgn::Span{origin.result_tag_offset, 1, 1},
                                 "the record's status"};
}

namespace {

// The record's place for a location in the synthesised text.
lint::Location map_back(const RecordOrigin& origin, const lint::Location& where) {
    if (where.offset >= origin.movetext_offset) {
        const std::uint64_t into = where.offset - origin.movetext_offset;
        if (into < origin.movetext_size && origin.moves.column != 0) {
            if (!origin.moves_exact) return at_column(origin, origin.moves);
            // The moves start a line of the synthesised text, so `where` has counted the bytes
            // of multi-byte characters among the moves before it.
            return at_column(origin, {origin.moves.column + static_cast<std::uint32_t>(into),
                                      origin.moves.multibyte_extra + where.multibyte_extra});
        }
        return at_column(origin, origin.status.column != 0 ? origin.status : origin.moves);
    }
    // The tags stand in this order: roster, SetUp, Result, Variant, FEN (see synthesise).
    if (origin.fen_tag_offset != 0 && where.offset >= origin.fen_tag_offset)
        return at_column(origin, origin.fen);
    if (origin.variant_tag_offset != 0 && where.offset >= origin.variant_tag_offset)
        return at_column(origin, origin.variant);
    if (where.offset >= origin.result_tag_offset) return at_column(origin, origin.status);
    return at_column(origin, {1, 0});
}

}  // namespace

void finish_record(const RecordOrigin& origin, lint::GameReport& game) {
    game.start = at_column(origin, {1, 0});
    if (!origin.error.empty()) {
        const std::uint64_t index = game.index;
        std::string file = std::move(game.file);
        game.clear();
        game.index = index;
        game.file = std::move(file);
        game.start = at_column(origin, {1, 0});
        lint::Diagnostic& d = game.diagnostics.emplace_back();
        d.rule = lint::RuleId::malformed_record;
        d.severity = lint::rule(d.rule).default_severity;
        d.where = game.start;
        d.message = fmt::format("line {}: {}", origin.line, origin.error);
        return;
    }
    for (lint::Diagnostic& d : game.diagnostics) d.where = map_back(origin, d.where);
    for (lint::Directive& directive : game.directives)
        directive.where = map_back(origin, directive.where);
}

}  // namespace pgnlint::input
