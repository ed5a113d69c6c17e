// Cuts a byte stream into whole games (raw text + start position) without interpreting moves:
// the first, single-threaded stage of reading PGN; parse_game() turns each piece into events.
#pragma once

#include <cstddef>
#include <cstdint>
#include <exception>
#include <memory>
#include <string_view>
#include <vector>

#include "pgnlint/io/byte_source.h"
#include "pgnlint/pgn/limits.h"
#include "pgnlint/pgn/span.h"

namespace pgnlint::pgn {

struct RawGame {
    std::string_view text;    // the game's bytes; valid until the next GameSplitter::next()
    Span start;               // position of text's first byte in the input
    std::uint64_t index = 0;  // 0-based game number in the input
    bool truncated = false;   // the game exceeded Limits::max_game_bytes; text is its prefix
    // The text holds comments and nothing else: a stretch with no game after it (at the end of
    // the input, or cut by the next game's tag line when a comment is never closed). It is no
    // game, but its bytes are delivered so that they are reported, not dropped.
    bool comments_only = false;
    // The movetext stopped where a tag section began with no blank line before it (`2. Nf3
    // [Event "b"]`): a game cut short and spliced into the next one, not a well-formed record
    // that merely lacks its termination marker.
    bool cut_by_tags = false;
    // Where in `text` the first byte that is not UTF-8 stands (npos: the text is UTF-8), and
    // whether this is the first game of its input that is not UTF-8 (the reader says once per
    // input which encoding it assumed).
    std::size_t non_utf8_at = std::string_view::npos;
    bool first_non_utf8 = false;
    // The text comes from a format that is UTF-8 by definition (an NDJSON export's record).
    bool utf8_by_format = false;
    // The game began at a tag pair that cut the game before it: one whose name repeated a tag of
    // that game's tag section (no movetext, no marker), or an [Event line right after a line of
    // that game's unterminated `{` comment. It stays a game of its own only while that tag comes
    // first (text put before it would join the game before).
    bool starts_on_cutting_tag = false;
    // The text ends at a `*` that the next token is written against (`*te`): whatever replaces
    // the `*` and ends in a symbol byte needs a blank after it, or the two become one token.
    bool glued_to_next = false;
};

// Game boundaries (PGN standard sections 8.1, 8.2 and what real files do beyond it):
// - Whitespace, `%` escape lines (a `%` in the first column, PGN 6) and a UTF-8 BOM at the
//   start of the input are not part of any game.
// - A game starts at its first token. Comments ({...} or ;...) before it belong to it.
// - The tag section lasts while tag pairs and comments follow each other; the first other
//   token starts the movetext. So tags and moves on one line, games without tags and games
//   without moves are all games. A tag pair whose name already appeared in the tag section
//   starts a new game (exports of tags-only games often have no termination markers).
// - A game ends: right after a termination marker (1-0 0-1 1/2-1/2 *) outside any variation;
//   or just before a `[` met in its movetext (a tag line after movetext starts a new game,
//   the old one lacks its termination marker, and with no blank line before the `[` it was
//   cut short: RawGame::cut_by_tags); or at the end of the input.
// - A stretch of comments alone with no game after it (the end of the input, or a tag line
//   that ends a comment never closed) is delivered flagged RawGame::comments_only: no game,
//   yet none of its bytes is dropped.
// - Comments, tag strings and `;`/`%` lines are skipped as units, so a `[` or `*` inside them
//   is text (lichess `{ [%clk 0:01:00] }` stays a comment). A tag string or tag ends at the
//   end of its line. A `{` comment never closed would swallow the rest of the file; instead
//   it ends, unterminated, before a line that starts with `[Event "`, or before a line that
//   looks like a tag pair (`[Name "`, the quote within the line's first 64 bytes) after a blank
//   line; that line starts the next game.
// - Each game says whether its text is UTF-8 and, for the input's first game that is not, that
//   it is the first (RawGame::non_utf8_at, first_non_utf8).
// - A game longer than Limits::max_game_bytes is delivered truncated (flagged) as soon as the
//   limit is reached; the rest of it is skipped up to the next boundary. So is a stretch of
//   comments alone that is longer than the limit (it cannot be held to see what follows).
// Memory: one read buffer (128 KiB by default) that grows only to hold the largest game, and
// never beyond Limits::max_game_bytes plus one read and the tag-line lookahead.
// I/O errors from the source are held back until the games read before them are delivered.
// Where a splitter's source starts in the input, for a reader that enters a file at a line
// start (a shard, input/shard.h): spans keep the input's byte offsets and columns; lines count
// from 1 at `offset`; a BOM is looked for only at offset 0.
struct StartAt {
    std::uint64_t offset = 0;
};

class GameSplitter {
public:
    GameSplitter(io::ByteSource& source, const Limits& limits,
                 std::size_t read_chunk_bytes = std::size_t{1} << 17);
    // `source` yields the input from `start.offset`, which must be 0 or follow a line end.
    GameSplitter(io::ByteSource& source, const Limits& limits, StartAt start,
                 std::size_t read_chunk_bytes = std::size_t{1} << 17);

    // Delivers the next game; false at the end of the input. Throws io::IoError.
    bool next(RawGame& game);

    // Bytes consumed from the source so far.
    std::uint64_t bytes_read() const { return buffer_offset_ + end_; }

private:
    enum class Lex : std::uint8_t {
        normal,
        brace_comment,
        line_comment,
        escape_line,
        tag,
        tag_string,
        symbol,
    };
    enum class ScanResult : std::uint8_t { need_more, game_ends };

    // A tag pair's name at `[`: whether it repeats a name of the tag section (the pair then
    // starts the next game), and the pair's opening quote when only blanks lie before it.
    struct TagName {
        bool repeated;
        const char* quote;
    };

    enum class TagLinesEnd : std::uint8_t { scan_on, need_more, game_ends };
    struct TagLines {
        std::size_t position;  // where the scan goes on (at a repeated tag's `[` if game_ends)
        TagLinesEnd end;
    };

    ScanResult scan();
    TagLines scan_tag_lines(std::size_t position);
    TagName read_tag_name(const char* open, const char* end);
    std::size_t termination_marker_end(std::size_t position) const;
    void refill();
    void start_game(std::size_t position);
    void count_line_break(std::size_t position);
    std::uint64_t absolute(std::size_t position) const { return buffer_offset_ + position; }
    Span span_at(std::size_t position) const;
    // How a delivered game ended, for RawGame's flags.
    struct GameEnd {
        bool truncated;
        bool comments_only;
        bool cut_by_tags;
        bool starts_on_cutting_tag;
        bool glued_to_next = false;
    };
    bool deliver(RawGame& game, std::size_t text_end, GameEnd end);
    bool blank_line_before(std::size_t position) const;
    void reset_game_state();

    // The read buffer: grown without writing its new bytes (a vector would write them all and
    // make the whole capacity resident) and by realloc, which glibc does in place or by
    // remapping for large blocks, so a growing buffer is not held twice for a copy.
    class ReadBuffer {
    public:
        explicit ReadBuffer(std::size_t size);
        char* data() { return data_.get(); }
        const char* data() const { return data_.get(); }
        std::size_t size() const { return size_; }
        char& operator[](std::size_t i) { return data_.get()[i]; }
        char operator[](std::size_t i) const { return data_.get()[i]; }
        void grow(std::size_t size);  // keeps the bytes held; size >= size()

    private:
        struct Free {
            void operator()(char* p) const;
        };
        std::unique_ptr<char, Free> data_;
        std::size_t size_ = 0;
    };

    io::ByteSource& source_;
    Limits limits_;
    std::size_t read_chunk_bytes_;
    ReadBuffer buffer_;
    std::uint64_t buffer_offset_ = 0;  // input offset of buffer_[0]
    std::size_t end_ = 0;              // bytes of buffer_ holding data
    std::size_t position_ = 0;         // scan position
    bool eof_ = false;
    bool bom_checked_ = false;
    std::exception_ptr pending_error_;

    std::uint32_t line_ = 1;
    std::uint64_t line_start_ = 0;  // input offset of the current line's first byte
    std::uint64_t last_cr_ = 0;     // input offset of the last CR seen (CRLF is one line end)
    bool seen_cr_ = false;

    Lex lex_ = Lex::normal;
    bool in_game_ = false;
    bool has_content_ = false;  // a tag or movetext token was seen (comments alone: no game)
    bool in_movetext_ = false;
    bool cut_by_tags_ = false;    // the movetext ended at a `[` with no blank line before it
    bool glued_to_next_ = false;  // the game ended at a `*` the next token is written against
    // The game being read began at a tag that cut the one before (RawGame::starts_on_cutting_tag),
    // and so does the next one: the current game ended at such a tag.
    bool starts_on_cutting_tag_ = false;
    bool next_starts_on_cutting_tag_ = false;
    bool discarding_ = false;           // the game was delivered truncated; skip up to its end
    bool symbol_unseen_start_ = false;  // the current symbol's start was dropped (discarding)
    // Hashes of the tag names seen in the current tag section (the first kMaxTrackedTags).
    static constexpr std::size_t kMaxTrackedTags = 64;
    std::uint64_t tag_name_hashes_[kMaxTrackedTags] = {};
    std::size_t tag_name_count_ = 0;
    std::uint64_t tag_name_filter_ = 0;  // bit (hash >> 58) of each tracked name
    bool comment_line_blank_ = false;
    bool comment_previous_line_blank_ = false;
    std::uint32_t depth_ = 0;
    std::size_t game_start_ = 0;  // buffer position of the current game's first byte
    Span game_start_span_;
    std::size_t token_start_ = 0;  // buffer position of the current symbol
    std::size_t game_end_ = 0;     // where scan() found the end of the game
    std::uint64_t next_index_ = 0;
    bool seen_non_utf8_ = false;  // a game before was not UTF-8
};

}  // namespace pgnlint::pgn
