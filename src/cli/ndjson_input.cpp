// NdjsonGameSource and finish_record(): a record's fields become PGN tags and movetext, so
// NDJSON games go through the very checks PGN games do.
#include "ndjson_input.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cstring>

#include "pgnlint/lint/utf8.h"

namespace pgnlint::cli {
namespace {

// Replays the bytes read while detecting the format, then reads on from the source.
class PeekedSource final : public io::ByteSource {
public:
    PeekedSource(std::unique_ptr<io::ByteSource> source, std::string peeked)
        : source_(std::move(source)), peeked_(std::move(peeked)) {}

    std::size_t read(char* dst, std::size_t capacity) override {
        if (position_ < peeked_.size()) {
            const std::size_t n = std::min(capacity, peeked_.size() - position_);
            std::memcpy(dst, peeked_.data() + position_, n);
            position_ += n;
            return n;
        }
        return source_->read(dst, capacity);
    }
    std::string_view name() const override { return source_->name(); }
    std::optional<std::uint64_t> raw_size() const override { return source_->raw_size(); }
    std::optional<std::uint64_t> raw_bytes_read() const override {
        return source_->raw_bytes_read();
    }

private:
    std::unique_ptr<io::ByteSource> source_;
    std::string peeked_;
    std::size_t position_ = 0;
};

bool is_blank(char c) {
    return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

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

std::optional<InputFormat> parse_input_format(std::string_view name) {
    if (name == "pgn") return InputFormat::pgn;
    if (name == "ndjson") return InputFormat::ndjson;
    if (name == "auto") return InputFormat::automatic;
    return std::nullopt;
}

std::unique_ptr<io::ByteSource> detect_format(std::unique_ptr<io::ByteSource> source,
                                              InputFormat wanted, InputFormat& found) {
    found = wanted;
    if (wanted != InputFormat::automatic) return source;
    // Enough to hold the first line that is not blank: an NDJSON record is one JSON object on
    // one line, while PGN may start with a `{comment}` (a UTF-8 BOM, too, means PGN).
    constexpr std::size_t kMaxPeek = std::size_t{1} << 20;
    std::string peeked;
    char buffer[16384];
    for (;;) {
        const std::size_t got = source->read(buffer, sizeof buffer);
        if (got == 0) break;
        peeked.append(buffer, got);
        const auto first = std::find_if_not(peeked.begin(), peeked.end(), is_blank);
        if (first != peeked.end() &&
            (*first != '{' || peeked.find('\n', static_cast<std::size_t>(first - peeked.begin())) !=
                                  std::string::npos))
            break;
        if (peeked.size() >= kMaxPeek) break;
    }
    found = json_in::starts_with_json_object_line(peeked) ? InputFormat::ndjson : InputFormat::pgn;
    return std::make_unique<PeekedSource>(std::move(source), std::move(peeked));
}

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
    game.text = text_;
    game.start = pgn::Span{0, 1, 1};
    game.index = index_++;
    game.truncated = false;
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
    origin.stated = r.status == "mate"        ? lint::StatedEnding::checkmate
                    : r.status == "stalemate" ? lint::StatedEnding::stalemate
                                              : lint::StatedEnding::unstated;
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
    lint::check_stated_ending(origin.stated, at_column(origin, origin.status), game);
}

}  // namespace pgnlint::cli
