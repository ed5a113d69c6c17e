// Fuzz target for the PGN reader alone (GameSplitter + parse_game): checks the visitor contract
// (event order, one end_game per begin_game, depth never negative), that every span points at
// its token with the right line and column, and that buffer boundaries change nothing.
// pgn_reader_fast (PGNLINT_FUZZ_FAST): fewer reads of each input (see the end of the file).
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

#include "fuzz_support.h"
#include "pgnlint/io/byte_source.h"
#include "pgnlint/pgn/parser.h"

namespace pgnlint::fuzz {
namespace {

using pgn::Control;
using pgn::Span;

// Line and column of every offset computed independently of the reader: CR, LF and CRLF end a
// line; a UTF-8 BOM at the start is not part of line 1's columns.
class LineIndex {
public:
    explicit LineIndex(std::string_view text) {
        starts_.push_back(text.starts_with("\xEF\xBB\xBF") ? 3 : 0);
        for (std::size_t i = 0; i < text.size(); ++i) {
            if (text[i] == '\r' && i + 1 < text.size() && text[i + 1] == '\n') ++i;
            if (text[i] == '\n' || text[i] == '\r') starts_.push_back(i + 1);
        }
    }
    bool matches(const Span& span) const {
        const auto next = std::upper_bound(starts_.begin(), starts_.end(), span.offset);
        const auto line = static_cast<std::uint64_t>(next - starts_.begin());
        if (line == 0) return false;
        return span.line == line && span.column == span.offset - starts_[line - 1] + 1;
    }

private:
    std::vector<std::uint64_t> starts_;
};

// The parser's recovery policy: these cost only themselves (until Limits::max_errors_per_game).
bool ends_game_events(pgn::SyntaxErrorKind kind) {
    using K = pgn::SyntaxErrorKind;
    return kind != K::malformed_tag && kind != K::unterminated_string &&
           kind != K::unterminated_tag && kind != K::invalid_nag && kind != K::unexpected_token;
}

enum class Phase { between_games, tags, movetext, terminated, after_error, ended };

// Checks every event against the input and records it, so two runs can be compared.
class CheckingVisitor {
public:
    CheckingVisitor(std::string_view input, const LineIndex& lines, const pgn::Limits& limits,
                    std::uint32_t answer_seed)
        : input_(input), lines_(lines), limits_(limits), answer_seed_(answer_seed) {}

    Control begin_game(const pgn::GameStart& start) {
        FUZZ_REQUIRE(phase_ == Phase::between_games);
        FUZZ_REQUIRE(start.index == games_);
        ++games_;
        phase_ = Phase::tags;
        movetext_seen_ = false;
        depth_ = 0;
        skipped_game_ = false;
        skip_depth_ = -1;
        truncated_ = start.truncated;
        cut_reported_ = false;
        in_bounds(start.span, 1);
        ordered(start.span);
        record('G', start.span, start.truncated ? "t" : "");
        return answer();
    }
    Control tag(std::string_view name, std::string_view value, Span span) {
        FUZZ_REQUIRE(phase_ == Phase::tags);
        quiet_game();
        FUZZ_REQUIRE(!name.empty());
        FUZZ_REQUIRE(value.size() <= limits_.max_token_bytes);
        at(span, "[");
        record('T', span, name);
        return answer();
    }
    Control begin_movetext(Span span) {
        FUZZ_REQUIRE(phase_ == Phase::tags || phase_ == Phase::after_error);
        FUZZ_REQUIRE(!movetext_seen_);
        movetext_seen_ = true;
        if (phase_ == Phase::tags) phase_ = Phase::movetext;
        in_bounds(span, 0);
        // A marker, not a token: end_game may point back to the end of the last tag before it.
        FUZZ_REQUIRE(span.offset >= last_offset_);
        record('M', span, "");
        return answer();
    }
    Control move_number(std::uint32_t, bool, Span span) {
        movetext_event();
        in_bounds(span, 1);
        FUZZ_REQUIRE(input_[span.offset] >= '0' && input_[span.offset] <= '9');
        record('#', span, "");
        return answer();
    }
    Control move(std::string_view text, Span span) {
        movetext_event();
        FUZZ_REQUIRE(!text.empty() && text.size() <= limits_.max_token_bytes);
        at(span, text);
        record('m', span, text);
        return answer();
    }
    Control nag(std::uint8_t value, Span span) {
        movetext_event();
        in_bounds(span, 1);
        const char first = input_[span.offset];
        FUZZ_REQUIRE(std::string_view("$!?+=-\xE2").find(first) != std::string_view::npos);
        if (first == '$') {
            unsigned written = 0;
            for (std::size_t i = span.offset + 1;
                 i < game_end_ && input_[i] >= '0' && input_[i] <= '9' && written <= 255; ++i)
                written = written * 10 + static_cast<unsigned>(input_[i] - '0');
            FUZZ_REQUIRE(written == value);
        }
        record('$', span, "");
        return answer();
    }
    Control comment(std::string_view text, Span span) {
        // After the termination marker only where the splitter does not see it as one: a
        // marker glued to a NAG's digits ("$1=0-1") is one word for the splitter, while the
        // parser reads "$1", "=" and the marker (see testdata/fuzz-regressions/pgn_reader/
        // comment-after-marker-glued-to-a-glyph.pgn for the case the splitter now cuts).
        FUZZ_REQUIRE(phase_ == Phase::tags || phase_ == Phase::movetext ||
                     phase_ == Phase::terminated);
        quiet_game();
        FUZZ_REQUIRE(skip_depth_ < 0);
        FUZZ_REQUIRE(text.size() <= limits_.max_token_bytes);
        in_bounds(span, 1 + text.size());
        const char opener = input_[span.offset];
        FUZZ_REQUIRE(opener == '{' || opener == ';');
        FUZZ_REQUIRE(input_.substr(span.offset + 1, text.size()) == text);
        if (opener == '{') FUZZ_REQUIRE(input_.substr(span.offset + 1 + text.size(), 1) == "}");
        record('{', span, text);
        return answer();
    }
    Control begin_variation(Span span) {
        movetext_event();
        at(span, "(");
        FUZZ_REQUIRE(depth_ < limits_.max_variation_depth);
        record('(', span, "");
        // Skip from begin_variation drops the whole variation, its end_variation included.
        const Control control = answer(Answering::begin_variation);
        if (control != Control::skip) ++depth_;
        return control;
    }
    Control end_variation(Span span) {
        FUZZ_REQUIRE(phase_ == Phase::movetext);
        quiet_game();
        at(span, ")");
        FUZZ_REQUIRE(depth_ > 0);
        --depth_;
        if (skip_depth_ >= 0) {
            FUZZ_REQUIRE(depth_ == skip_depth_);
            skip_depth_ = -1;
        }
        record(')', span, "");
        return answer();
    }
    Control termination(std::string_view marker, Span span) {
        movetext_event();
        FUZZ_REQUIRE(depth_ == 0);
        FUZZ_REQUIRE(marker == "1-0" || marker == "0-1" || marker == "1/2-1/2" || marker == "*");
        at(span, marker);
        record('R', span, marker);
        phase_ = Phase::terminated;
        return answer();
    }
    Control end_game(Span span) {
        FUZZ_REQUIRE(phase_ != Phase::between_games && phase_ != Phase::ended);
        FUZZ_REQUIRE(movetext_seen_);
        in_bounds(span, 0);
        ordered(span);
        // Unbalanced parentheses at the end are only possible with a reported error or a skip.
        FUZZ_REQUIRE(depth_ == 0 || errors_in_game_ > 0 || skipped_game_ || skip_depth_ >= 0);
        FUZZ_REQUIRE(cut_reported_ == truncated_);
        record('E', span, "");
        phase_ = Phase::between_games;
        errors_in_game_ = 0;
        const Control control = answer();
        if (control == Control::stop) phase_ = Phase::ended;
        return control;
    }
    Control syntax_error(const pgn::SyntaxError& error) {
        if (error.kind == pgn::SyntaxErrorKind::game_too_large) {
            // A truncated game says so once, at the cut (or at a CR just before it), whatever
            // error or skip came first.
            FUZZ_REQUIRE(truncated_ && !cut_reported_);
            FUZZ_REQUIRE(error.span.offset == game_end_ ||
                         (error.span.offset + 1 == game_end_ && input_[error.span.offset] == '\r'));
            cut_reported_ = true;
        } else {
            FUZZ_REQUIRE(phase_ == Phase::tags || phase_ == Phase::movetext ||
                         phase_ == Phase::terminated);
            FUZZ_REQUIRE(!cut_reported_);
        }
        FUZZ_REQUIRE(error.span.offset <= input_.size());
        FUZZ_REQUIRE(lines_.matches(error.span));
        FUZZ_REQUIRE(error.detail.size() <= 40);
        FUZZ_REQUIRE(static_cast<int>(error.kind) < pgn::kSyntaxErrorKindCount);
        FUZZ_REQUIRE(!pgn::syntax_error_name(error.kind).empty());
        ++errors_in_game_;
        ++errors_;
        record('!', error.span, pgn::syntax_error_name(error.kind));
        if (ends_game_events(error.kind) || errors_in_game_ >= limits_.max_errors_per_game)
            phase_ = Phase::after_error;
        // Skip answered to an error abandons the game like a fatal error.
        const Control control = answer(Answering::syntax_error);
        if (control == Control::skip) phase_ = Phase::after_error;
        return control;
    }

    // Where the current game's text ends (a truncated game's digits stop at the cut).
    void set_game_end(std::size_t end) { game_end_ = end; }
    std::uint64_t games() const { return games_; }
    std::uint64_t errors() const { return errors_; }
    bool stopped() const { return phase_ == Phase::ended; }
    bool between_games() const { return phase_ == Phase::between_games; }
    const std::string& transcript() const { return transcript_; }

private:
    void in_bounds(const Span& span, std::size_t length) {
        FUZZ_REQUIRE(span.offset <= input_.size() && length <= input_.size() - span.offset);
        FUZZ_REQUIRE(lines_.matches(span));
    }
    void at(const Span& span, std::string_view token) {
        in_bounds(span, token.size());
        FUZZ_REQUIRE(input_.substr(span.offset, token.size()) == token);
        ordered(span);
    }
    // Tokens come in input order, across games too.
    void ordered(const Span& span) {
        if (span.offset < last_offset_) {
            const std::size_t tail = transcript_.size() > 200 ? transcript_.size() - 200 : 0;
            std::fprintf(stderr, "events so far:\n%s\nnext at offset %llu\n",
                         transcript_.c_str() + tail, static_cast<unsigned long long>(span.offset));
        }
        FUZZ_REQUIRE(span.offset >= last_offset_);
        last_offset_ = span.offset;
    }
    // A movetext event other than end_variation: none while a variation is being skipped.
    void movetext_event() {
        FUZZ_REQUIRE(phase_ == Phase::movetext);
        quiet_game();
        FUZZ_REQUIRE(skip_depth_ < 0);
    }
    // No event but end_game after a Skip answered at depth 0.
    void quiet_game() { FUZZ_REQUIRE(!skipped_game_); }

    void record(char kind, const Span& span, std::string_view text) {
        transcript_ += kind;
        transcript_ += std::to_string(span.offset);
        transcript_ += ':';
        transcript_ += std::to_string(span.line);
        transcript_ += ':';
        transcript_ += std::to_string(span.column);
        transcript_ += ' ';
        transcript_.append(text);
        transcript_ += '\n';
    }

    enum class Answering { other, begin_variation, syntax_error };

    // With a non-zero seed, some callbacks answer Skip or Stop to exercise those paths; the
    // expected effect of a Skip is noted for the events that follow.
    Control answer(Answering what = Answering::other) {
        if (answer_seed_ == 0) return Control::proceed;
        answer_seed_ = answer_seed_ * 1103515245U + 12345U;
        const std::uint32_t roll = (answer_seed_ >> 16) % 64;
        if (roll == 0) {
            phase_ = Phase::ended;
            return Control::stop;
        }
        if (roll >= 4) return Control::proceed;
        if (what != Answering::other || phase_ == Phase::between_games) return Control::skip;
        if (depth_ == 0) {
            skipped_game_ = true;
        } else if (skip_depth_ < 0) {
            skip_depth_ = static_cast<std::int64_t>(depth_) - 1;
        }
        return Control::skip;
    }

    std::string_view input_;
    const LineIndex& lines_;
    const pgn::Limits& limits_;
    std::uint32_t answer_seed_;
    Phase phase_ = Phase::between_games;
    bool movetext_seen_ = false;
    bool skipped_game_ = false;
    bool truncated_ = false;
    bool cut_reported_ = false;  // game_too_large seen in this game
    std::int64_t skip_depth_ = -1;
    std::uint32_t depth_ = 0;
    std::uint64_t games_ = 0;
    std::uint64_t errors_ = 0;
    std::uint32_t errors_in_game_ = 0;
    std::uint64_t last_offset_ = 0;
    std::size_t game_end_ = 0;
    std::string transcript_;
};

static_assert(pgn::Visitor<CheckingVisitor>);

struct Run {
    std::string transcript;
    std::uint64_t games = 0;
};

Run read(std::string_view input, const LineIndex& lines, const pgn::Limits& limits,
         std::size_t chunk, std::uint32_t answer_seed) {
    io::MemorySource source{std::string(input), "<fuzz>", chunk};
    pgn::GameSplitter splitter(source, limits, chunk);
    CheckingVisitor visitor(input, lines, limits, answer_seed);
    pgn::RawGame game;
    std::uint64_t games = 0;
    bool stopped = false;
    while (splitter.next(game)) {
        ++games;
        FUZZ_REQUIRE(game.index + 1 == games);
        FUZZ_REQUIRE(game.text.size() <= limits.max_game_bytes);
        FUZZ_REQUIRE(game.start.offset + game.text.size() <= input.size());
        FUZZ_REQUIRE(input.substr(game.start.offset, game.text.size()) == game.text);
        FUZZ_REQUIRE(lines.matches(game.start));
        visitor.set_game_end(static_cast<std::size_t>(game.start.offset) + game.text.size());
        const pgn::GameParseResult result = pgn::parse_game(game, visitor, limits);
        FUZZ_REQUIRE(result.stopped == visitor.stopped());
        if (result.stopped) {
            stopped = true;
            break;
        }
        FUZZ_REQUIRE(visitor.between_games());
        FUZZ_REQUIRE(visitor.games() == games);
    }
    if (!stopped) FUZZ_REQUIRE(splitter.bytes_read() == input.size());
    return Run{visitor.transcript(), games};
}

// For triage: the first event where reading in one piece and in small chunks disagree.
void show_difference(const Run& whole, const Run& pieces) {
    const auto [at_whole, at_pieces] =
        std::mismatch(whole.transcript.begin(), whole.transcript.end(), pieces.transcript.begin(),
                      pieces.transcript.end());
    const auto line_start = [](const std::string& text, std::string::const_iterator at) {
        const std::size_t index = static_cast<std::size_t>(at - text.begin());
        const std::size_t start = text.rfind('\n', index == 0 ? 0 : index - 1);
        return start == std::string::npos ? 0 : start + 1;
    };
    const std::size_t from_whole = line_start(whole.transcript, at_whole);
    const std::size_t from_pieces = line_start(pieces.transcript, at_pieces);
    std::fprintf(stderr, "read whole:\n%.300s\nread in chunks:\n%.300s\n",
                 whole.transcript.c_str() + from_whole, pieces.transcript.c_str() + from_pieces);
}

}  // namespace
}  // namespace pgnlint::fuzz

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace pgnlint;
    const std::string_view input(reinterpret_cast<const char*>(data), size);
    const fuzz::LineIndex lines(input);

    std::uint32_t hash = 2166136261U;
    for (std::size_t i = 0; i < std::min<std::size_t>(size, 64); ++i)
        hash = (hash ^ data[i]) * 16777619U;
    const std::size_t tiny_chunk = 2 + hash % 7;

    // The defaults, then limits small enough for short inputs to hit every one of them.
    pgn::Limits small;
    small.max_variation_depth = 3;
    small.max_token_bytes = 24;
    small.max_game_bytes = 200;
    small.max_moves_per_game = 12;
    const auto compare_reads = [&](const pgn::Limits& limits,
                                   std::initializer_list<std::size_t> chunks) {
        const fuzz::Run whole = fuzz::read(input, lines, limits, std::size_t{1} << 16, 0);
        for (const std::size_t chunk : chunks) {
            const fuzz::Run pieces = fuzz::read(input, lines, limits, chunk, 0);
            if (whole.transcript != pieces.transcript) fuzz::show_difference(whole, pieces);
            FUZZ_REQUIRE(whole.games == pieces.games);
            FUZZ_REQUIRE(whole.transcript == pieces.transcript);
        }
    };
#ifdef PGNLINT_FUZZ_FAST
    // pgn_reader_fast: one set of limits, one chunk size and the Skip/Stop answers on every
    // other input (pgn_reader: seven reads of each input, one of them a byte at a time).
    const bool small_limits = (hash >> 8) & 1;
    compare_reads(small_limits ? small : pgn::Limits{},
                  {(hash >> 9) % 4 == 0 ? std::size_t{1} : tiny_chunk});
    if (!small_limits) fuzz::read(input, lines, pgn::Limits{}, tiny_chunk, hash | 1);
#else
    for (const pgn::Limits& limits : {pgn::Limits{}, small}) compare_reads(limits, {1, tiny_chunk});
    fuzz::read(input, lines, pgn::Limits{}, tiny_chunk, hash | 1);
#endif
    return 0;
}
