// The PGN parser: turns one game's text (from GameSplitter) into visitor events with exact
// spans, reporting syntax errors as events; parse_stream() runs splitter and parser together.
#pragma once

#include <algorithm>
#include <cassert>
#include <cstdint>
#include <string>
#include <string_view>

#include "pgnlint/io/byte_source.h"
#include "pgnlint/pgn/game_splitter.h"
#include "pgnlint/pgn/lexical.h"
#include "pgnlint/pgn/limits.h"
#include "pgnlint/pgn/span.h"
#include "pgnlint/pgn/syntax_error.h"
#include "pgnlint/pgn/visitor.h"

namespace pgnlint::pgn {

struct GameParseResult {
    bool stopped = false;  // a callback returned Control::stop
    std::uint32_t syntax_errors = 0;
};

struct ParseStats {
    std::uint64_t games = 0;
    std::uint64_t bytes = 0;  // decompressed bytes read
    std::uint64_t syntax_errors = 0;
    bool stopped = false;
};

namespace detail {

// Recovery policy: a bad tag pair costs only that tag (the tag section goes on with the next
// line); an invalid NAG only itself; stray text in the movetext (an unexpected token: markup
// such as `<br />`, noise) only itself, since the moves around it are still the game's. Any
// other error ends the events of the game (only end_game follows), because moves after a
// token the parser cannot place (an unmatched `)`, a cut comment) would be replayed wrongly;
// so does the error that reaches Limits::max_errors_per_game. The next game is unharmed: the
// splitter already fixed where it starts.
template <Visitor V>
class GameParser {
public:
    GameParser(const RawGame& game, V& visitor, const Limits& limits, std::string& scratch)
        : visitor_(visitor),
          limits_(limits),
          game_(game),
          scratch_(scratch),
          begin_(game.text.data()),
          text_end_(game.text.data() + game.text.size()),
          end_(whole_tokens_end(game)),
          p_(begin_),
          symbols_(begin_, end_),
          offset_base_(game.start.offset - address(begin_)),
          token_end_(begin_) {
        set_line(game.start.line, address(begin_) - (game.start.column - 1));
    }

    GameParseResult run() {
        if (apply(visitor_.begin_game(GameStart{game_.index, game_.start, game_.truncated}))) {
            parse();
        }
        if (!stopped_ && !movetext_begun_) {
            movetext_begun_ = true;
            if (visitor_.begin_movetext(end_span()) == Control::stop) stopped_ = true;
        }
        if (!stopped_ && game_.truncated) report_cut();
        if (!stopped_ && visitor_.end_game(end_span()) == Control::stop) stopped_ = true;
        return GameParseResult{stopped_, errors_};
    }

private:
    static unsigned char byte(char c) { return static_cast<unsigned char>(c); }

    // A cut game is read up to the last blank before the cut, so that a token the cut split (a
    // move, a tag value) is not read as if it were whole; a comment the cut left open is not
    // called unterminated either (brace_comment). Only game-too-large speaks of the cut.
    static const char* whole_tokens_end(const RawGame& game) {
        const char* begin = game.text.data();
        const char* end = begin + game.text.size();
        if (!game.truncated) return end;
        for (const char* q = end; q > begin; --q) {
            if (lexical::has(q[-1], lexical::kSpace | lexical::kLineEnd)) return q;
        }
        return end;
    }
    bool done() const { return stopped_ || abandoned_; }
    bool skipping() const { return skip_to_depth_ >= 0; }

    // Positions are kept as addresses: a span is then two additions from the token's pointer.
    static std::uintptr_t address(const char* p) { return reinterpret_cast<std::uintptr_t>(p); }
    Span span_at(const char* p) const {
        // The packing holds for a token on the current line whose column fits in 32 bits.
        assert(address(p) >= line_begin_ && address(p) - line_begin_ < UINT32_MAX);
        const std::uint64_t line_and_column =
            line_and_column_base_ + (static_cast<std::uint64_t>(address(p)) << 32);
        const Span span{offset_base_ + address(p), static_cast<std::uint32_t>(line_and_column),
                        static_cast<std::uint32_t>(line_and_column >> 32)};
        assert(span.line == line_ && span.column == address(p) - line_begin_ + 1);
        return span;
    }
    // The line in the low half and the column of address 0 in the high half (modulo 2^32), so
    // one shift and one addition give a span's line and column together.
    void set_line(std::uint32_t line, std::uintptr_t line_begin) {
        line_ = line;
        line_begin_ = line_begin;
        line_and_column_base_ =
            line | (static_cast<std::uint64_t>(static_cast<std::uint32_t>(1 - line_begin)) << 32);
    }
    // Where the last token ended. Its line is the current one unless line ends came after it;
    // new_line() keeps that line's start, so a token costs one store instead of three.
    Span end_span() const {
        const bool on_current_line = address(token_end_) >= line_begin_;
        const std::uintptr_t line_begin = on_current_line ? line_begin_ : token_end_line_begin_;
        return Span{offset_base_ + address(token_end_), on_current_line ? line_ : token_end_line_,
                    static_cast<std::uint32_t>(address(token_end_) - line_begin + 1)};
    }
    void remember_token_end() { token_end_ = p_; }

    // A line starts at `next`, just after a line end.
    void new_line(const char* next) {
        if (address(token_end_) >= line_begin_) {
            token_end_line_ = line_;
            token_end_line_begin_ = line_begin_;
        }
        set_line(line_ + 1, address(next));
    }
    // Consumes the line end at p_ (CR, LF or CRLF).
    void line_break() { p_ = after_line_end(p_); }
    // The start of the line after the line end at p.
    const char* after_line_end(const char* p) {
        if (*p == '\r' && p + 1 < end_ && p[1] == '\n') ++p;
        ++p;
        new_line(p);
        return p;
    }
    // Accounts for the line ends inside [from, to) (a comment's text).
    void count_line_breaks(const char* from, const char* to) {
        for (const char* q = lexical::find_first_of<'\n', '\r'>(from, to); q < to;
             q = lexical::find_first_of<'\n', '\r'>(q, to)) {
            if (*q == '\r' && q + 1 < to && q[1] == '\n') ++q;
            ++q;
            new_line(q);
        }
    }
    bool at_line_start() const { return address(p_) == line_begin_; }

    // Applies a callback's answer; false when this game's events must end.
    bool apply(Control control, bool from_begin_variation = false) {
        if (control == Control::proceed) return true;
        if (control == Control::stop) {
            stopped_ = true;
            return false;
        }
        if (depth_ == 0) {
            abandoned_ = true;
            return false;
        }
        skip_to_depth_ = static_cast<std::int64_t>(depth_) - 1;
        skip_emits_end_ = !from_begin_variation;
        return true;
    }

    void error(SyntaxErrorKind kind, Span span, std::string_view detail, bool ends_game) {
        ++errors_;
        if (!movetext_begun_) ++tag_section_errors_;
        constexpr std::size_t kMaxDetail = 40;
        const Control control =
            visitor_.syntax_error(SyntaxError{kind, span, detail.substr(0, kMaxDetail)});
        if (control == Control::stop) stopped_ = true;
        if (ends_game || control == Control::skip || errors_ >= limits_.max_errors_per_game)
            abandoned_ = true;
    }

    // A truncated game is reported as such, at the cut, whatever ended its parse first (a
    // comment or string the cut left open, an error that ends the game, the error bound): else
    // the user would not learn that the rest of the game was never read. A CR just before the
    // cut may be half of a CRLF (its line then goes on past the cut), so the span points at the
    // CR itself; lines are counted from the game's start, as the parse may have counted that CR.
    void report_cut() {
        const char* cut = text_end_ != begin_ && text_end_[-1] == '\r' ? text_end_ - 1 : text_end_;
        set_line(game_.start.line, address(begin_) - (game_.start.column - 1));
        count_line_breaks(begin_, cut);
        error(SyntaxErrorKind::game_too_large, span_at(cut), {}, true);
    }

    // Stray text in the movetext: reported, skipped, and the game read on after it.
    void unexpected_token(const char* start, Span span) {
        error(SyntaxErrorKind::unexpected_token, span, rest_of_word(start), false);
        p_ = end_of_stray_text(start);
        remember_token_end();
    }

    // A markup tag `<...>` on one line and within kMaxMarkupBytes (`<br />` in games pasted
    // from web pages) is skipped whole, any other stray text up to the next blank or line end.
    // Either stops before `{ ; ( ) *`, which the splitter reads as structure even inside a
    // word, so both agree on what follows. Bounded lookahead keeps the skipping linear.
    const char* end_of_stray_text(const char* start) const {
        constexpr std::ptrdiff_t kMaxMarkupBytes = 64;
        auto is_structure = [](char c) {
            return lexical::has(c, lexical::kLineEnd) || c == '{' || c == ';' || c == '(' ||
                   c == ')' || c == '*';
        };
        if (*start == '<') {
            const char* limit = start + std::min(kMaxMarkupBytes, end_ - start);
            for (const char* q = start + 1; q < limit && !is_structure(*q); ++q) {
                if (*q == '>') return q + 1;
            }
        }
        const char* q = start + 1;
        while (q < end_ && !lexical::has(*q, lexical::kSpace) && !is_structure(*q)) ++q;
        return q;
    }

    std::string_view rest_of_word(const char* p) const {
        const char* q = p + 1;
        while (q < end_ && !lexical::has(*q, lexical::kSpace | lexical::kLineEnd)) ++q;
        return std::string_view(p, static_cast<std::size_t>(q - p));
    }

    // Out of line, so the hot loop gets the registers whatever its caller looks like (inlined
    // into `scan`'s large run function, it would share them with that function's own state).
    [[gnu::noinline]] void parse() {
        using namespace lexical;
        while (p_ < end_ && !done()) {
            if (movetext_begun_ && !terminated_) {
                read_moves();
                if (p_ == end_ || done()) break;
            } else if (!movetext_begun_) {
                read_tags();
                if (p_ == end_ || done()) break;
            }
            // Any other token. A move or move number comes here only as the movetext's first
            // token (read_moves() takes the others) or after the termination marker (an error).
            const char c = *p_;
            const std::uint8_t cls = kClass[byte(c)];
            if (cls & kSpace) {
                ++p_;
                continue;
            }
            if (cls & kLineEnd) {
                line_break();
                continue;
            }
            if (c == '%' && at_line_start()) {
                skip_escape_line();
                continue;
            }
            if (c == '{') {
                brace_comment();
                continue;
            }
            if (c == ';') {
                line_comment();
                continue;
            }
            if (!movetext_begun_) {
                movetext_begun_ = true;
                if (!apply(visitor_.begin_movetext(span_at(p_)))) return;
            }
            if (terminated_) {
                error(SyntaxErrorKind::unexpected_token, span_at(p_), rest_of_word(p_), true);
                return;
            }
            if (!(cls & kSymbolStart)) {
                movetext_token(c);
                continue;
            }
            if (const char* next = symbol_token(p_, cls)) p_ = next;
        }
        if (done() || terminated_) return;
        if (!movetext_begun_) {
            movetext_begun_ = true;
            if (!apply(visitor_.begin_movetext(end_span()))) return;
        }
        if (game_.truncated) return;  // the cut explains the missing end; run() reports it
        if (game_.comments_only) {
            error(SyntaxErrorKind::comment_outside_game, game_.start, {}, true);
            return;
        }
        if (depth_ > 0) {
            error(SyntaxErrorKind::unclosed_variation, outer_variation_span_, "(", true);
            return;
        }
        // Movetext that begins inside a broken tag (a value running over its line), or that
        // holds no move (`[Event "?"]<br />[Site "?"]`, tags pasted from a web page), is no
        // game's real movetext, so tags after it say nothing of a cut.
        const bool moved = moves_left_ != limits_.max_moves_per_game;
        const bool cut = game_.cut_by_tags && tag_section_errors_ == 0 && moved;
        error(cut ? SyntaxErrorKind::game_truncated : SyntaxErrorKind::missing_termination_marker,
              end_span(), {}, true);
    }

    // The tag section's usual lines, a tag pair each, without the tests for the other tokens;
    // returns at any other byte (p_ on it), at the end of the text, or when the events end.
    // Every tag pair is read here: parse() comes here first while the movetext has not begun.
    void read_tags() {
        while (p_ < end_) {
            if (*p_ == '[') {
                if (!plain_tag()) parse_tag();
                if (done()) return;
            } else if (*p_ == '\n' || *p_ == '\r') {
                line_break();
            } else {
                return;
            }
        }
    }

    // The bulk of the movetext, moves and move numbers between blanks and line ends, without
    // the tests for the other tokens. Returns at any other byte (p_ on it), at the end of the
    // text, or when the game's events end or its termination marker came.
    void read_moves() {
        const char* p = p_;
        const char* const end = end_;
        while (p < end) {
            const std::uint8_t cls = lexical::kClass[byte(*p)];
            if (cls & lexical::kSymbolStart) {
                p = symbol_token(p, cls);
                if (p == nullptr) return;
            } else if (*p == ' ') {
                ++p;
            } else if (cls & lexical::kLineEnd) {
                p = after_line_end(p);
            } else {
                break;
            }
        }
        p_ = p;
    }

    void skip_escape_line() {
        while (p_ < end_ && !lexical::has(*p_, lexical::kLineEnd)) ++p_;
    }

    // A token's content is [start, stop); the error points at `at` (the token's first byte).
    bool check_token_length(const char* start, const char* stop, const char* at) {
        if (static_cast<std::size_t>(stop - start) <= limits_.max_token_bytes) return true;
        constexpr std::ptrdiff_t kShown = 16;
        error(SyntaxErrorKind::token_too_long, span_at(at),
              std::string_view(at, static_cast<std::size_t>(std::min(kShown, stop - at))), true);
        return false;
    }

    void brace_comment() {
        const char* open = p_;
        const Span span = span_at(open);
        // One pass finds the closing brace and counts the line ends before it; a comment that
        // is not taken leaves the line count where it was (at its opening brace).
        const std::uint32_t line_at_open = line_;
        const std::uintptr_t line_begin_at_open = line_begin_;
        const char* close = open + 1;
        for (;;) {
            close = lexical::find_first_of_in_long_run<'}', '\n', '\r'>(close, end_);
            if (close == end_ || *close == '}') break;
            if (*close == '\r' && close + 1 < end_ && close[1] == '\n') ++close;
            ++close;
            new_line(close);
        }
        if (close == end_ || static_cast<std::size_t>(close - open - 1) > limits_.max_token_bytes) {
            set_line(line_at_open, line_begin_at_open);
            if (close == end_) {
                // A cut game's comment may well close past the cut: game_too_large says what
                // is known, an unterminated comment would not be.
                if (game_.truncated) {
                    if (check_token_length(open + 1, close, open)) abandoned_ = true;
                    return;
                }
                error(SyntaxErrorKind::unterminated_comment, span, std::string_view(open, 1), true);
            } else {
                check_token_length(open + 1, close, open);
            }
            return;
        }
        const std::string_view text(open + 1, static_cast<std::size_t>(close - open - 1));
        p_ = close + 1;
        remember_token_end();
        if (!skipping()) apply(visitor_.comment(text, span));
    }

    void line_comment() {
        const char* start = p_ + 1;
        const Span span = span_at(p_);
        const char* q = start;
        while (q < end_ && !lexical::has(*q, lexical::kLineEnd)) ++q;
        if (!check_token_length(start, q, start - 1)) return;
        p_ = q;
        remember_token_end();
        if (!skipping())
            apply(visitor_.comment(std::string_view(start, static_cast<std::size_t>(q - start)),
                                   span));
    }

    // The rest of a broken tag, cut the way the splitter cuts it: up to `]` outside a
    // string, or up to the end of the line.
    void skip_rest_of_tag() {
        bool in_string = false;
        while (p_ < end_ && !lexical::has(*p_, lexical::kLineEnd)) {
            const char c = *p_++;
            if (in_string) {
                if (c == '\\' && p_ < end_ && !lexical::has(*p_, lexical::kLineEnd))
                    ++p_;
                else if (c == '"')
                    in_string = false;
            } else if (c == '"') {
                in_string = true;
            } else if (c == ']') {
                break;
            }
        }
        remember_token_end();
    }

    const char* blanks_end(const char* q) const {
        while (q < end_ && lexical::has(*q, lexical::kSpace)) ++q;
        return q;
    }

    // The usual tag pair, `[Name "value"]` with one blank, no escape and a name shorter than the
    // tag line lookahead, read with fewer tests than parse_tag() needs for every other shape
    // (which it reads the same way). False, with nothing read, for any other shape.
    [[gnu::always_inline]] bool plain_tag() {
        using namespace lexical;
        const char* open = p_;
        if (end_ - open < static_cast<std::ptrdiff_t>(kTagLineLookahead)) return false;
        const char* const name_limit = open + kTagLineLookahead - 2;
        const char* q = open + 1;
        while (q < name_limit && has(*q, kSymbol)) ++q;
        if (q == open + 1 || q[0] != ' ' || q[1] != '"') return false;
        const char* value_start = q + 2;
        const char* close = find_first_of<'"', '\\', '\n', '\r'>(value_start, end_);
        if (end_ - close < 2 || close[0] != '"' || close[1] != ']' ||
            static_cast<std::size_t>(close - value_start) > limits_.max_token_bytes) {
            return false;
        }
        const std::string_view name(open + 1, static_cast<std::size_t>(q - open - 1));
        const std::string_view value(value_start, static_cast<std::size_t>(close - value_start));
        p_ = close + 2;
        remember_token_end();
        apply(visitor_.tag(name, value, span_at(open)));
        return true;
    }

    // PGN 8.1: `[` name string `]`; value escapes `\"` and `\\` (other backslashes are kept).
    // Walks a local pointer: p_ written at every step would be stored again at every byte, as a
    // byte read may alias it.
    // Inlined into read_tags(), its only caller.
    [[gnu::always_inline]] void parse_tag() {
        using namespace lexical;
        const char* open = p_;
        const Span span = span_at(open);
        const char* name_start = blanks_end(open + 1);
        const char* q = name_start;
        while (q < end_ && has(*q, kSymbol)) ++q;
        const std::string_view name(name_start, static_cast<std::size_t>(q - name_start));
        q = blanks_end(q);
        if (name.empty() || q == end_ || *q != '"') {
            p_ = q;
            error(SyntaxErrorKind::malformed_tag, span, rest_of_word(open), false);
            skip_rest_of_tag();
            return;
        }
        const char* quote = q;
        const char* value_start = quote + 1;
        bool escaped = false;
        for (q = value_start;; ++q) {
            q = find_first_of<'"', '\\', '\n', '\r'>(q, end_);
            if (q == end_ || *q != '\\') break;
            if (q + 1 < end_ && (q[1] == '"' || q[1] == '\\')) {
                escaped = true;
                ++q;
            }
        }
        if (q == end_ || *q != '"') {
            p_ = q;
            error(SyntaxErrorKind::unterminated_string, span_at(quote),
                  std::string_view(quote, static_cast<std::size_t>(q - quote)), false);
            remember_token_end();
            return;
        }
        const std::string_view raw(value_start, static_cast<std::size_t>(q - value_start));
        p_ = q + 1;
        if (!check_token_length(value_start, q, quote)) return;
        q = blanks_end(q + 1);
        const bool closed = q < end_ && *q == ']';
        if (!closed && q < end_ && !has(*q, kLineEnd)) {
            p_ = q;
            error(SyntaxErrorKind::malformed_tag, span_at(q), rest_of_word(q), false);
            skip_rest_of_tag();
            return;
        }
        if (closed) {
            ++q;
        } else {
            error(SyntaxErrorKind::unterminated_tag, span,
                  std::string_view(open, static_cast<std::size_t>(q - open)), false);
        }
        p_ = q;
        remember_token_end();
        if (done()) return;
        const std::string_view value = escaped ? unescape(raw) : raw;
        apply(visitor_.tag(name, value, span));
    }

    std::string_view unescape(std::string_view raw) {
        scratch_.clear();
        for (std::size_t i = 0; i < raw.size(); ++i) {
            if (raw[i] == '\\' && i + 1 < raw.size() && (raw[i + 1] == '"' || raw[i + 1] == '\\'))
                ++i;
            scratch_.push_back(raw[i]);
        }
        return scratch_;
    }

    // Any movetext token but a move number or a symbol (symbol_token).
    void movetext_token(char c) {
        using namespace lexical;
        const char* start = p_;
        const Span span = span_at(start);
        switch (c) {
            case '(':
                open_variation(span);
                return;
            case ')':
                close_variation(span);
                return;
            case '*':
                termination(std::string_view(start, 1), span);
                return;
            case '$':
                numeric_nag(span);
                return;
            case '.':
                // A stray period carries no meaning (PGN 7), yet it is the game's text: the
                // game ends after it (a marker --fix inserts goes after it, not before).
                ++p_;
                remember_token_end();
                return;
            case '+':
            case '=':
                evaluation_glyph(span);
                return;
            default:
                break;
        }
        if (has(c, kGlyph)) {
            glyph(span);
            return;
        }
        if (is_ellipsis(p_)) {
            p_ += 3;
            remember_token_end();
            return;
        }
        if (end_ - p_ >= 3 && lexical::evaluation_glyph_nag(std::string_view(p_, 3)) != 0) {
            evaluation_glyph(span, 3);
            return;
        }
        unexpected_token(start, span);
    }

    // A move number or a symbol (move, result, text glyph) at `start` (a kSymbolStart byte).
    // Inlined into parse(): tokens are short, a call for each weighs on parsing. Returns where
    // the next token may start (after the token and the one blank that mostly follows it)
    // while read_moves() may go on (the game's events go on and it has not reached its
    // result), else null with p_ where the parse goes on. The usual path leaves p_ alone, so
    // read_moves() keeps its position in a register across the visitor's calls.
    [[gnu::always_inline]] const char* symbol_token(const char* start, std::uint8_t cls) {
        // A letter starts a move: results start with a digit, text glyphs ("-+") with '-'.
        if (!(cls & (lexical::kDigit | lexical::kDash)))
            return symbol(start, symbols_.symbol_end(start), true);
        if (!(cls & lexical::kDigit)) return symbol(start, symbols_.symbol_end(start));
        // The usual move number, one or two digits and one period ("12." but not "12..." or
        // "12…"), read without the loop over its digits and periods.
        if (end_ - start >= 4) {
            const unsigned first = byte(start[0]) - '0';
            const unsigned second = byte(start[1]) - '0';
            const bool one_digit = start[1] == '.';
            if (one_digit || (second <= 9 && start[2] == '.')) {
                const char* number_end = start + (one_digit ? 2 : 3);
                const unsigned char after = byte(*number_end);
                if (after != '.' && after != 0xE2) {
                    return number_event(start, number_end, one_digit ? first : first * 10 + second,
                                        false, after == ' ' ? number_end + 1 : number_end);
                }
            }
        }
        // Digits that no other symbol byte follows are a move number. Their value is read on
        // the way, so a number needs no symbol scan.
        std::uint64_t number = 0;
        const char* q = start;
        for (; q < end_ && static_cast<unsigned char>(*q - '0') <= 9; ++q) {
            if (number <= UINT32_MAX) number = number * 10 + static_cast<std::uint64_t>(*q - '0');
        }
        if (q < end_ && lexical::has(*q, lexical::kSymbol))
            return symbol(start, symbols_.symbol_end(start));
        return move_number(start, q, number);
    }

    // p < end_.
    bool is_ellipsis(const char* p) const { return lexical::is_ellipsis(p, end_); }

    // PGN 8.2.2: digits followed by periods; "12..." or "12…" means black is to move.
    // [start, digits_end) are the digits, `number` their value (or a value above UINT32_MAX).
    const char* move_number(const char* start, const char* digits_end, std::uint64_t number) {
        const lexical::NumberPeriods periods = lexical::read_number_periods(digits_end, end_);
        const auto value = static_cast<std::uint32_t>(number > UINT32_MAX ? UINT32_MAX : number);
        return number_event(start, periods.end, value, periods.black, after_blank(periods.end));
    }

    // The move number [start, end) read: `next` as symbol_token() returns it.
    [[gnu::always_inline]] const char* number_event(const char* start, const char* end,
                                                    std::uint32_t value, bool black,
                                                    const char* next) {
        token_end_ = end;
        if (skipping()) return next;
        return going_on(apply(visitor_.move_number(value, black, span_at(start))), next);
    }

    // q, or the byte after q when q is a blank.
    const char* after_blank(const char* q) const { return q < end_ && *q == ' ' ? q + 1 : q; }

    // For symbol_token(): `next` while the parse goes on, else null with p_ at `next`.
    const char* going_on(bool go_on, const char* next) {
        if (go_on) return next;
        p_ = next;
        return nullptr;
    }

    // [start, symbol_end) is the token's run of symbol bytes; attached glyphs (e4!?) follow.
    // move_only: the token starts with a letter, so it is neither a result nor a text glyph.
    // Returns as symbol_token().
    [[gnu::always_inline]] const char* symbol(const char* start, const char* symbol_end,
                                              bool move_only = false) {
        using namespace lexical;
        // One test for the usual byte after a move, a blank, and none then for attached glyphs.
        const char* q = symbol_end;
        const char* next;
        if (q < end_ && *q == ' ') {
            next = q + 1;
        } else {
            while (q < end_ && has(*q, kGlyph)) ++q;
            next = after_blank(q);
        }
        if (!check_token_length(start, q, start)) {
            p_ = start;
            return nullptr;
        }
        token_end_ = q;
        const std::string_view token(start, static_cast<std::size_t>(q - start));
        // Symbols start with '-', a digit or a letter: only those starting with '0'/'1' can be
        // results and only '-' ones glyphs ("-+"), so one comparison passes the moves.
        if (!move_only && *start <= '1') {
            if (*start != '-' && is_termination_symbol(token)) {
                termination(token, span_at(start));
                return nullptr;
            }
            if (const std::uint8_t nag = *start == '-' ? evaluation_glyph_nag(token) : 0;
                nag != 0) {
                return going_on(skipping() || apply(visitor_.nag(nag, span_at(start))), next);
            }
        }
        if (moves_left_ == 0) {
            p_ = q;
            error(SyntaxErrorKind::too_many_moves, span_at(start), token, true);
            return nullptr;
        }
        --moves_left_;
        return going_on(skipping() || apply(visitor_.move(token, span_at(start))), next);
    }

    void termination(std::string_view marker, Span span) {
        p_ = marker.data() + marker.size();
        remember_token_end();
        if (depth_ > 0) {
            error(SyntaxErrorKind::unclosed_variation, outer_variation_span_, "(", true);
            return;
        }
        terminated_ = true;
        apply(visitor_.termination(marker, span));
    }

    void open_variation(Span span) {
        ++p_;
        remember_token_end();
        if (depth_ >= limits_.max_variation_depth) {
            error(SyntaxErrorKind::variation_too_deep, span, "(", true);
            return;
        }
        if (depth_ == 0) outer_variation_span_ = span;
        ++depth_;
        if (!skipping()) apply(visitor_.begin_variation(span), true);
    }

    void close_variation(Span span) {
        ++p_;
        remember_token_end();
        if (depth_ == 0) {
            error(SyntaxErrorKind::unmatched_close_paren, span, ")", true);
            return;
        }
        --depth_;
        if (skipping()) {
            if (static_cast<std::int64_t>(depth_) != skip_to_depth_) return;
            skip_to_depth_ = -1;
            if (!skip_emits_end_) return;
        }
        apply(visitor_.end_variation(span));
    }

    void numeric_nag(Span span) {
        const char* digits = p_ + 1;
        const char* q = digits;
        unsigned value = 0;
        while (q < end_ && lexical::has(*q, lexical::kDigit)) {
            if (value <= 255) value = value * 10 + static_cast<unsigned>(*q - '0');
            ++q;
        }
        const std::string_view token(p_, static_cast<std::size_t>(q - p_));
        p_ = q;
        remember_token_end();
        if (q == digits || value > 255) {
            error(SyntaxErrorKind::invalid_nag, span, token, false);
            return;
        }
        if (!skipping()) apply(visitor_.nag(static_cast<std::uint8_t>(value), span));
    }

    // "+-", "=" and the like (or `length` bytes of a multi-byte glyph such as ∞).
    void evaluation_glyph(Span span, std::size_t length = 0) {
        const char* q = p_ + length;
        if (length == 0) {
            while (q < end_ && lexical::is_evaluation_glyph_byte(*q)) ++q;
        }
        const std::string_view token(p_, static_cast<std::size_t>(q - p_));
        const std::uint8_t nag = lexical::evaluation_glyph_nag(token);
        if (nag == 0) {
            unexpected_token(p_, span);
            return;
        }
        p_ = q;
        remember_token_end();
        if (!skipping()) apply(visitor_.nag(nag, span));
    }

    // PGN 8.2.4: the traditional suffix annotations, standing alone, are NAGs 1 to 6.
    void glyph(Span span) {
        const char* q = p_;
        while (q < end_ && lexical::has(*q, lexical::kGlyph)) ++q;
        const std::string_view token(p_, static_cast<std::size_t>(q - p_));
        p_ = q;
        remember_token_end();
        constexpr std::string_view kGlyphs[] = {"!", "?", "!!", "??", "!?", "?!"};
        for (std::uint8_t i = 0; i < 6; ++i) {
            if (token == kGlyphs[i]) {
                if (!skipping()) apply(visitor_.nag(static_cast<std::uint8_t>(i + 1), span));
                return;
            }
        }
        error(SyntaxErrorKind::invalid_nag, span, token, false);
    }

    V& visitor_;
    const Limits limits_;  // a copy: one load fewer per check on the hot path
    const RawGame& game_;
    std::string& scratch_;
    const char* begin_;
    const char* text_end_;  // the game's text ends here
    const char* end_;       // the parse ends here (before text_end_ in a cut game)
    const char* p_;
    lexical::SymbolScanner symbols_;
    std::uint64_t offset_base_;  // a byte's input offset minus its address
    std::uint32_t line_ = 0;
    std::uintptr_t line_begin_ = 0;  // address of the current line's first byte
    std::uint64_t line_and_column_base_ = 0;
    const char* token_end_;
    std::uint32_t token_end_line_ = 0;  // the line of token_end_ once a line end follows it
    std::uintptr_t token_end_line_begin_ = 0;
    Span outer_variation_span_;
    std::uint32_t depth_ = 0;
    std::int64_t skip_to_depth_ = -1;
    bool skip_emits_end_ = false;
    std::uint32_t moves_left_ = limits_.max_moves_per_game;
    std::uint32_t errors_ = 0;
    std::uint32_t tag_section_errors_ = 0;  // errors before the movetext began
    bool movetext_begun_ = false;
    bool terminated_ = false;
    bool stopped_ = false;
    bool abandoned_ = false;
};

}  // namespace detail

// Parses one game (spans are absolute, from game.start). Never throws on bad text.
template <Visitor V>
GameParseResult parse_game(const RawGame& game, V& visitor, const Limits& limits = {}) {
    thread_local std::string scratch;  // unescaped tag values; reused, so no allocation per tag
    return detail::GameParser<V>(game, visitor, limits, scratch).run();
}

// Splits `source` into games and parses each one. Throws io::IoError (after the games read
// before the failure have been parsed).
template <Visitor V>
ParseStats parse_stream(io::ByteSource& source, V& visitor, const Limits& limits = {}) {
    GameSplitter splitter(source, limits);
    ParseStats stats;
    RawGame game;
    while (splitter.next(game)) {
        ++stats.games;
        const GameParseResult result = parse_game(game, visitor, limits);
        stats.syntax_errors += result.syntax_errors;
        if (result.stopped) {
            stats.stopped = true;
            break;
        }
    }
    stats.bytes = splitter.bytes_read();
    return stats;
}

}  // namespace pgnlint::pgn
