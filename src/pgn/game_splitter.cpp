// The game splitter's scanner: a resumable byte-level state machine over a refillable
// buffer, so each input byte is looked at once whatever the buffer boundaries are.
#include "pgnlint/pgn/game_splitter.h"

#include <algorithm>
#include <bit>
#include <cassert>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <new>
#include <string_view>
#include <utility>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "pgnlint/pgn/lexical.h"
#include "pgnlint/pgn/text_encoding.h"

namespace pgnlint::pgn {

namespace {
constexpr std::size_t kMinimumReadChunk = 4096;

// Where a plain tag `Name "value"]` starting at p (just after its `[`, 64 bytes readable) ends,
// given its opening quote, the first of the bytes that move a tag through its states
// (" ] \ LF CR): if the next two of them are `"` and `]` within 64 bytes of p, the position
// after the `]`, which the tag and tag-string states would reach too. Else 0, and the states
// take the tag on.
std::size_t plain_tag_length(const char* p, const char* quote) {
    using lexical::find_first_of;
    const char* window_end = p + 64;
    const char* close = find_first_of<'"', ']', '\\', '\n', '\r'>(quote + 1, window_end);
    if (close == window_end || *close != '"') return 0;
    // Mostly the value's quote is the tag's last but one byte.
    const char* bracket = close + 1 < window_end && close[1] == ']'
                              ? close + 1
                              : find_first_of<'"', ']', '\\', '\n', '\r'>(close + 1, window_end);
    if (bracket == window_end || *bracket != ']') return 0;
    return static_cast<std::size_t>(bracket - p) + 1;
}

// The first byte in [p, end) that matters in the movetext, or end: { ; [ ( ) * LF CR and '-'
// (for the termination markers). Bytes that share a test with them may stop it too (ESC with
// `{ ; [`, BS TAB VT FF 0x0E 0x0F with LF CR); the caller reads those as what they are, which
// changes nothing in the movetext. Five tests per sixteen bytes instead of nine.
const char* find_movetext_mark_sse2(const char* p, const char* end) {
#if defined(__SSE2__)
    while (end - p >= 16) {
        const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
        const __m128i brackets =  // 0x1B 0x3B 0x5B 0x7B: ESC ; [ {
            _mm_cmpeq_epi8(_mm_or_si128(v, _mm_set1_epi8(0x60)), _mm_set1_epi8(0x7B));
        const __m128i line_ends =  // 0x08 to 0x0F: BS TAB LF VT FF CR 0x0E 0x0F
            _mm_cmpeq_epi8(_mm_or_si128(v, _mm_set1_epi8(0x07)), _mm_set1_epi8(0x0F));
        // ( ) * : byte - '(' is at most 2 (unsigned) for them alone.
        const __m128i shifted = _mm_sub_epi8(v, _mm_set1_epi8('('));
        const __m128i parens = _mm_cmpeq_epi8(_mm_min_epu8(shifted, _mm_set1_epi8(2)), shifted);
        const __m128i dash = _mm_cmpeq_epi8(v, _mm_set1_epi8('-'));
        const __m128i hits = (brackets | line_ends) | (parens | dash);
        if (const int mask = _mm_movemask_epi8(hits); mask != 0)
            return p + std::countr_zero(static_cast<unsigned>(mask));
        p += 16;
    }
#endif
    return lexical::find_first_of<'{', ';', '[', '(', ')', '*', '\n', '\r', '-'>(p, end);
}

#if defined(PGNLINT_PGN_HAVE_AVX2_PATH)
// Exactly the bytes that matter, 32 per step.
constexpr lexical::NibbleTables kMovetextMarks = lexical::nibble_tables([](unsigned byte) {
    return std::string_view("{;[()*\n\r-").find(static_cast<char>(byte)) != std::string_view::npos;
});

[[gnu::target("avx2")]] const char* find_movetext_mark_avx2(const char* p, const char* end) {
    while (end - p >= 32) {
        if (const std::uint32_t marks = lexical::bytes_in_set_avx2(p, kMovetextMarks); marks != 0)
            return p + std::countr_zero(marks);
        p += 32;
    }
    return find_movetext_mark_sse2(p, end);
}
#endif

const char* find_movetext_mark(const char* p, const char* end) {
#if defined(PGNLINT_PGN_HAVE_AVX2_PATH)
    if (lexical::kHaveAvx2) return find_movetext_mark_avx2(p, end);
#endif
    return find_movetext_mark_sse2(p, end);
}

}  // namespace

GameSplitter::ReadBuffer::ReadBuffer(std::size_t size)
    : data_(static_cast<char*>(std::malloc(size))), size_(size) {
    if (data_ == nullptr) throw std::bad_alloc();
}

void GameSplitter::ReadBuffer::Free::operator()(char* p) const {
    std::free(p);
}

void GameSplitter::ReadBuffer::grow(std::size_t size) {
    assert(size >= size_);
    char* grown = static_cast<char*>(std::realloc(data_.get(), size));
    if (grown == nullptr) throw std::bad_alloc();
    (void)data_.release();
    data_.reset(grown);
    size_ = size;
}

GameSplitter::GameSplitter(io::ByteSource& source, const Limits& limits,
                           std::size_t read_chunk_bytes)
    : source_(source),
      limits_(limits),
      read_chunk_bytes_(std::max(read_chunk_bytes, kMinimumReadChunk)),
      buffer_(read_chunk_bytes_ + lexical::kTagLineLookahead) {}

GameSplitter::GameSplitter(io::ByteSource& source, const Limits& limits, StartAt start,
                           std::size_t read_chunk_bytes)
    : GameSplitter(source, limits, read_chunk_bytes) {
    buffer_offset_ = start.offset;
    line_start_ = start.offset;
    bom_checked_ = start.offset != 0;
}

Span GameSplitter::span_at(std::size_t position) const {
    const std::uint64_t offset = absolute(position);
    return Span{offset, line_, static_cast<std::uint32_t>(offset - line_start_ + 1)};
}

void GameSplitter::count_line_break(std::size_t position) {
    const std::uint64_t offset = absolute(position);
    if (buffer_[position] == '\n' && seen_cr_ && last_cr_ + 1 == offset) {
        line_start_ = offset + 1;  // the LF of a CRLF: the line was counted at the CR
        return;
    }
    if (buffer_[position] == '\r') {
        seen_cr_ = true;
        last_cr_ = offset;
    }
    ++line_;
    line_start_ = offset + 1;
}

void GameSplitter::start_game(std::size_t position) {
    in_game_ = true;
    game_start_ = position;
    game_start_span_ = span_at(position);
}

void GameSplitter::reset_game_state() {
    lex_ = Lex::normal;
    in_game_ = false;
    has_content_ = false;
    in_movetext_ = false;
    cut_by_tags_ = false;
    glued_to_next_ = false;
    discarding_ = false;
    symbol_unseen_start_ = false;
    tag_name_count_ = 0;
    tag_name_filter_ = 0;
    depth_ = 0;
}

bool GameSplitter::deliver(RawGame& game, std::size_t text_end, GameEnd end) {
    bool truncated = end.truncated;
    if (text_end - game_start_ > limits_.max_game_bytes) {
        text_end = game_start_ + static_cast<std::size_t>(limits_.max_game_bytes);
        truncated = true;
    }
    game.text = std::string_view(buffer_.data() + game_start_, text_end - game_start_);
    game.start = game_start_span_;
    game.index = next_index_++;
    game.truncated = truncated;
    game.comments_only = end.comments_only;
    game.cut_by_tags = end.cut_by_tags && !truncated;
    game.starts_on_cutting_tag = end.starts_on_cutting_tag;
    game.glued_to_next = end.glued_to_next && !truncated;
    game.non_utf8_at = first_invalid_utf8(game.text);
    game.first_non_utf8 = game.non_utf8_at != std::string_view::npos && !seen_non_utf8_;
    seen_non_utf8_ = seen_non_utf8_ || game.first_non_utf8;
    return true;
}

// Whether the blanks just before `position` (back to the game's start) hold a blank line: two
// line ends (a CRLF is one) with nothing but blanks between them.
bool GameSplitter::blank_line_before(std::size_t position) const {
    using namespace lexical;
    int line_ends = 0;
    for (std::size_t q = position; q > game_start_;) {
        const char c = buffer_[--q];
        if (c == '\n') {
            ++line_ends;
            if (q > game_start_ && buffer_[q - 1] == '\r') --q;
        } else if (c == '\r') {
            ++line_ends;
        } else if (!has(c, kSpace)) {
            break;
        }
        if (line_ends == 2) return true;
    }
    return false;
}

[[gnu::always_inline]] inline GameSplitter::TagName GameSplitter::read_tag_name(const char* open,
                                                                                const char* end) {
    using namespace lexical;
    // Only the bytes every read size guarantees (the lookahead) count, so a long name is
    // compared by its prefix whatever the buffer holds beyond it.
    end = std::min(end, open + kTagLineLookahead);
    const char* p = open + 1;
    while (p < end && has(*p, kSpace)) ++p;
    std::uint64_t hash = 14695981039346656037ULL;  // FNV-1a
    const char* name_start = p;
    while (p < end && has(*p, kSymbol))
        hash = (hash ^ static_cast<unsigned char>(*p++)) * 1099511628211ULL;
    if (p == name_start) return {false, nullptr};
    // Blanks, a name and blanks hold none of the bytes that move a tag through its states.
    while (p < end && has(*p, kSpace)) ++p;
    const char* quote = p < end && *p == '"' ? p : nullptr;
    // One bit per tracked name in a 64-bit filter: most names are new, and most are known new
    // without the walk through the hashes.
    const std::uint64_t bit = std::uint64_t{1} << (hash >> 58);
    if ((tag_name_filter_ & bit) != 0) {
        for (std::size_t i = 0; i < tag_name_count_; ++i) {
            if (tag_name_hashes_[i] == hash) return {true, quote};
        }
    }
    if (tag_name_count_ < kMaxTrackedTags) {
        tag_name_hashes_[tag_name_count_++] = hash;
        tag_name_filter_ |= bit;
    }
    return {false, quote};
}

// When the '-' at buffer position p is inside a termination marker token (1-0, 0-1, 1/2-1/2),
// the position after the marker, else 0. The marker's neighbours must not continue a symbol:
// the parser cuts symbols the same way.
std::size_t GameSplitter::termination_marker_end(std::size_t p) const {
    using namespace lexical;
    const char* data = buffer_.data();
    const std::size_t first = in_game_ ? game_start_ : p;
    // A numeric NAG's digits end it, so a glyph may follow one without a blank ("$1=0-1").
    auto ends_numeric_nag = [&](std::size_t at) {
        std::size_t digits = at;
        while (digits > first && has(data[digits - 1], kDigit)) --digits;
        return digits != at && digits > first && data[digits - 1] == '$';
    };
    // The parser also reads an evaluation glyph written against the marker ("=0-1", "+=1-0") as
    // a token of its own: a run of + - / = that starts with + or =, that no symbol byte (but a
    // numeric NAG's last digit) precedes and that is one of the glyphs.
    auto is_boundary_before = [&](std::size_t start) {
        if (start == first) return true;
        // "$0-1": the parser reads the NAG $0 (a NAG takes every digit after its '$'), then -1.
        if (data[start - 1] == '$') return false;
        if (!has(data[start - 1], kSymbol)) return true;
        std::size_t run = start;
        while (run > first && is_evaluation_glyph_byte(data[run - 1])) --run;
        if (run == start || (data[run] != '+' && data[run] != '=')) return false;
        if (run != first && has(data[run - 1], kSymbol) && !ends_numeric_nag(run)) return false;
        return evaluation_glyph_nag(std::string_view(data + run, start - run)) != 0;
    };
    auto is_boundary_after = [&](std::size_t after) {
        return after >= end_ || !has(data[after], kSymbol | kGlyph);
    };
    auto matches = [&](std::size_t start, std::string_view text) {
        return start >= first && start + text.size() <= end_ &&
               std::string_view(data + start, text.size()) == text;
    };
    if (p >= first + 1 && (matches(p - 1, "1-0") || matches(p - 1, "0-1")) &&
        is_boundary_before(p - 1) && is_boundary_after(p + 2)) {
        return p + 2;
    }
    if (p >= first + 3 && matches(p - 3, "1/2-1/2") && is_boundary_before(p - 3) &&
        is_boundary_after(p + 4)) {
        return p + 4;
    }
    return 0;
}

// The tag pairs of a tag section, one after the other while each is plain and the next line
// starts with the next one. Out of scan(), whose size costs this loop its registers.
GameSplitter::TagLines GameSplitter::scan_tag_lines(std::size_t p) {
    using namespace lexical;
    const char* const data = buffer_.data();
    const std::size_t end = end_;
    for (;;) {
        if (end - p < kTagLineLookahead && !eof_) return {p, TagLinesEnd::need_more};
        const TagName tag_name = read_tag_name(data + p, data + end);
        if (tag_name.repeated) return {p, TagLinesEnd::game_ends};
        if (!in_game_) start_game(p);
        has_content_ = true;
        ++p;
        // Most tags are plain: skip the state by state walk through them.
        constexpr std::size_t kWindow = 64;
        const std::size_t plain = end - p >= kWindow && tag_name.quote != nullptr
                                      ? plain_tag_length(data + p, tag_name.quote)
                                      : 0;
        if (plain == 0) {
            lex_ = Lex::tag;
            return {p, TagLinesEnd::scan_on};
        }
        p += plain;
        // A line end then a `[` (no escape line, no blank): the scan loop's tests would take both
        // the same way.
        const std::size_t line_end_bytes = end - p >= 3 && data[p] == '\r' && data[p + 1] == '\n'
                                               ? 2
                                           : end - p >= 2 && data[p] == '\n' ? 1
                                                                             : 0;
        if (line_end_bytes == 0 || data[p + line_end_bytes] != '[') {
            return {p, TagLinesEnd::scan_on};
        }
        count_line_break(p);  // the LF of a CRLF moves only the line start
        p += line_end_bytes;
        line_start_ = absolute(p);
    }
}

GameSplitter::ScanResult GameSplitter::scan() {
    using namespace lexical;
    const char* const data = buffer_.data();
    std::size_t p = position_;
    const std::size_t end = end_;
    auto game_ends_at = [&](std::size_t text_end, std::size_t resume) {
        game_end_ = text_end;
        position_ = resume;
        return ScanResult::game_ends;
    };
    while (p < end) {
        switch (lex_) {
            case Lex::normal: {
                // The bytes between tokens stay in this loop rather than going round the
                // switch: a continue comes back here while the state stays normal.
                while (p < end && lex_ == Lex::normal) {
                    if (data[p] == '%' && absolute(p) == line_start_) {
                        lex_ = Lex::escape_line;
                        ++p;
                        continue;
                    }
                    if (in_movetext_) {
                        // Fast path: only these bytes matter here; '-' finds the termination
                        // markers.
                        p = static_cast<std::size_t>(find_movetext_mark(data + p, data + end) -
                                                     data);
                        if (p == end) break;
                        if (data[p] == '-') {
                            constexpr std::size_t kMarkerTail = 5;  // "-1/2" plus the byte after
                            if (end - p < kMarkerTail && !eof_) {
                                position_ = p;
                                return ScanResult::need_more;
                            }
                            // Each marker has '0', '1' or '2' just before its '-'; castling
                            // ("O-O") and most other dashes are passed without the call.
                            const bool may_be_marker =
                                depth_ == 0 && p > 0 &&
                                static_cast<unsigned char>(data[p - 1] - '0') <= 2;
                            const std::size_t marker_end =
                                may_be_marker ? termination_marker_end(p) : 0;
                            if (marker_end != 0) return game_ends_at(marker_end, marker_end);
                            ++p;
                            continue;
                        }
                        if (data[p] == '{') {
                            // A comment closed on its line, taken in one search as the comment
                            // state would take it (its first byte starts no line).
                            const char* close = find_first_of_in_long_run<'}', '\n', '\r'>(
                                data + p + 1, data + end);
                            if (close != data + end && *close == '}') {
                                p = static_cast<std::size_t>(close - data) + 1;
                                continue;
                            }
                        }
                    }
                    const char c = data[p];
                    const std::uint8_t cls = kClass[static_cast<unsigned char>(c)];
                    if (cls & kSpace) {
                        ++p;
                        continue;
                    }
                    if (cls & kLineEnd) {
                        // A CRLF in one step: its LF would only move the line start past itself.
                        const bool crlf = c == '\r' && p + 1 < end && data[p + 1] == '\n';
                        count_line_break(p);
                        if (crlf) {
                            ++p;
                            line_start_ = absolute(p) + 1;
                        }
                        ++p;
                        continue;
                    }
                    if (c == '[') {
                        if (in_movetext_) {
                            cut_by_tags_ = !blank_line_before(p);
                            return game_ends_at(p, p);
                        }
                        const TagLines lines = scan_tag_lines(p);
                        p = lines.position;
                        if (lines.end == TagLinesEnd::need_more) {
                            position_ = p;
                            return ScanResult::need_more;
                        }
                        if (lines.end == TagLinesEnd::game_ends) {
                            next_starts_on_cutting_tag_ = true;
                            return game_ends_at(p, p);
                        }
                        continue;
                    }
                    if (!in_game_) start_game(p);
                    ++p;
                    switch (c) {
                        case '{':
                            lex_ = Lex::brace_comment;
                            comment_line_blank_ = false;
                            comment_previous_line_blank_ = false;
                            continue;
                        case ';':
                            lex_ = Lex::line_comment;
                            continue;
                        default:
                            break;
                    }
                    has_content_ = true;
                    in_movetext_ = true;
                    if (c == '(') {
                        ++depth_;
                    } else if (c == ')') {
                        if (depth_ > 0) --depth_;
                    } else if (c == '*') {
                        if (depth_ == 0) {
                            // Whether the token after it is written against it (`*te`) is
                            // known only from the next byte: the `*` is read again with it.
                            if (p == end && !eof_) {
                                position_ = p - 1;
                                return ScanResult::need_more;
                            }
                            glued_to_next_ = p < end && has(data[p], kSymbol | kGlyph);
                            return game_ends_at(p, p);
                        }
                    } else if (cls & kSymbolStart) {
                        // The first movetext token: the only symbol the splitter reads whole.
                        lex_ = Lex::symbol;
                        token_start_ = p - 1;
                        symbol_unseen_start_ = false;
                    }
                }
                continue;
            }
            case Lex::symbol: {
                while (p < end && has(data[p], kSymbol | kGlyph)) ++p;
                if (p == end) break;
                lex_ = Lex::normal;
                if (depth_ == 0 && !symbol_unseen_start_ &&
                    is_termination_symbol(
                        std::string_view(data + token_start_, p - token_start_))) {
                    return game_ends_at(p, p);
                }
                continue;
            }
            case Lex::line_comment:
            case Lex::escape_line:
                p = static_cast<std::size_t>(find_first_of<'\n', '\r'>(data + p, data + end) -
                                             data);
                if (p < end) lex_ = Lex::normal;
                continue;
            case Lex::tag: {
                p = static_cast<std::size_t>(
                    find_first_of<'"', ']', '\n', '\r'>(data + p, data + end) - data);
                if (p == end) break;
                const char c = data[p];
                if (c == '"') {
                    lex_ = Lex::tag_string;
                } else if (c == ']') {
                    lex_ = Lex::normal;
                } else {
                    lex_ = Lex::normal;  // unterminated tag: the line end is scanned as usual
                    continue;
                }
                ++p;
                continue;
            }
            case Lex::tag_string: {
                p = static_cast<std::size_t>(
                    find_first_of<'"', '\\', '\n', '\r'>(data + p, data + end) - data);
                if (p == end) break;
                const char c = data[p];
                if (has(c, kLineEnd)) {
                    lex_ = Lex::normal;  // unterminated string: it and its tag end here
                    continue;
                }
                if (c == '\\') {
                    if (p + 1 == end && !eof_) {
                        position_ = p;
                        return ScanResult::need_more;
                    }
                    if (p + 1 < end && !has(data[p + 1], kLineEnd)) ++p;
                } else {
                    lex_ = Lex::tag;
                }
                ++p;
                continue;
            }
            case Lex::brace_comment: {
                if (data[p] == '[' && absolute(p) == line_start_) {
                    if (end - p < kTagLineLookahead && !eof_) {
                        position_ = p;
                        return ScanResult::need_more;
                    }
                    if (starts_event_tag(data + p, data + end) ||
                        (comment_previous_line_blank_ &&
                         looks_like_tag_pair(data + p, data + end))) {
                        // Without the blank line, only an [Event line cuts the comment: a tag
                        // put before it would be read as the comment's.
                        next_starts_on_cutting_tag_ = !comment_previous_line_blank_;
                        return game_ends_at(p, p);
                    }
                }
                const std::size_t stop = static_cast<std::size_t>(
                    find_first_of_in_long_run<'}', '\n', '\r'>(data + p, data + end) - data);
                if (comment_line_blank_) {
                    for (std::size_t q = p; q < stop; ++q) {
                        if (!has(data[q], kSpace)) {
                            comment_line_blank_ = false;
                            break;
                        }
                    }
                }
                p = stop;
                if (p == end) break;
                if (data[p] == '}') {
                    lex_ = Lex::normal;
                    ++p;
                    continue;
                }
                const bool crlf_tail = data[p] == '\n' && seen_cr_ && last_cr_ + 1 == absolute(p);
                if (!crlf_tail) {
                    comment_previous_line_blank_ = comment_line_blank_;
                    comment_line_blank_ = true;
                }
                count_line_break(p);
                ++p;
                continue;
            }
        }
    }
    position_ = p;
    return ScanResult::need_more;
}

void GameSplitter::refill() {
    // Compacting only when the free tail runs low keeps the copying linear in the input size
    // even when the source hands out a few bytes per read.
    if (buffer_.size() - end_ < read_chunk_bytes_ / 2) {
        // While discarding, 8 bytes before the scan position stay for termination_marker_end().
        constexpr std::size_t kLookbehind = 8;
        const std::size_t keep = in_game_ && !discarding_ ? game_start_
                                 : discarding_ ? position_ - std::min(position_, kLookbehind)
                                               : position_;
        if (lex_ == Lex::symbol && token_start_ < keep) symbol_unseen_start_ = true;
        if (keep > 0) {
            std::memmove(buffer_.data(), buffer_.data() + keep, end_ - keep);
            end_ -= keep;
            position_ -= keep;
            game_start_ -= std::min(game_start_, keep);
            token_start_ -= std::min(token_start_, keep);
            buffer_offset_ += keep;
        }
        if (buffer_.size() - end_ < read_chunk_bytes_ / 2) {
            // What is kept is at most a game (a longer one is cut as soon as the scan passes
            // the limit) and the lookahead a paused scan holds back, so this size always
            // leaves half a read free.
            const std::size_t most = static_cast<std::size_t>(std::min<std::uint64_t>(
                limits_.max_game_bytes + read_chunk_bytes_ + lexical::kTagLineLookahead,
                SIZE_MAX / 2));
            const std::size_t wanted = std::max(buffer_.size() * 2, end_ + read_chunk_bytes_);
            buffer_.grow(std::max(buffer_.size(), std::min(wanted, most)));
            assert(buffer_.size() - end_ >= read_chunk_bytes_ / 2);
        }
    }
    try {
        const std::size_t n = source_.read(buffer_.data() + end_, buffer_.size() - end_);
        if (n == 0) eof_ = true;
        end_ += n;
    } catch (const io::IoError&) {
        pending_error_ = std::current_exception();
        eof_ = true;
    }
    if (!bom_checked_ && (end_ >= 3 || eof_)) {
        bom_checked_ = true;
        if (buffer_offset_ == 0 && end_ >= 3 &&
            std::memcmp(buffer_.data(), "\xEF\xBB\xBF", 3) == 0) {
            position_ = 3;
            line_start_ = 3;
        }
    }
}

bool GameSplitter::next(RawGame& game) {
    for (;;) {
        if (!bom_checked_) {
            refill();
            continue;
        }
        const ScanResult result = scan();
        if (result == ScanResult::game_ends) {
            // A stretch of comments alone ends here only when a tag line cut a comment never
            // closed; it is delivered too, flagged, so that the comment is reported.
            const bool deliverable = in_game_ && !discarding_;
            const GameEnd end{false, !has_content_, cut_by_tags_, starts_on_cutting_tag_,
                              glued_to_next_};
            const std::size_t text_end = game_end_;
            const std::size_t saved_start = game_start_;
            reset_game_state();
            starts_on_cutting_tag_ = std::exchange(next_starts_on_cutting_tag_, false);
            if (deliverable) {
                game_start_ = saved_start;
                return deliver(game, text_end, end);
            }
            continue;
        }
        if (eof_) {
            if (lex_ == Lex::tag_string || lex_ == Lex::symbol) lex_ = Lex::normal;
            // Comments after the last game are delivered as a stretch of their own.
            const bool deliverable = in_game_ && !discarding_;
            const GameEnd end{false, !has_content_, false, starts_on_cutting_tag_};
            const std::size_t text_end = end_;
            const std::size_t saved_start = game_start_;
            reset_game_state();
            position_ = end_;
            if (deliverable) {
                game_start_ = saved_start;
                return deliver(game, text_end, end);
            }
            if (pending_error_) {
                std::exception_ptr error = pending_error_;
                pending_error_ = nullptr;
                std::rethrow_exception(error);
            }
            return false;
        }
        // Bytes scanned, not bytes buffered (a scan paused for tag-line lookahead has not yet
        // seen whether the game ends within the limit), and more than the limit: a game of
        // exactly max_game_bytes may still end at the next byte.
        if (in_game_ && !discarding_ && position_ - game_start_ > limits_.max_game_bytes) {
            discarding_ = true;
            return deliver(game, game_start_ + limits_.max_game_bytes,
                           GameEnd{true, !has_content_, false, starts_on_cutting_tag_});
        }
        refill();
    }
}

}  // namespace pgnlint::pgn
