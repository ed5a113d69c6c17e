// Shards of a plain file: where each starts (find_shard_start), and ShardGames, which reads a
// shard and verifies the hand-over to the next one (see shard.h for why that is exact).
#include "pgnlint/input/shard.h"

#include <algorithm>
#include <charconv>
#include <cstring>
#include <vector>

#include "pgnlint/lint/directives.h"
#include "pgnlint/pgn/lexical.h"

namespace pgnlint::input {
namespace {

// How far a shard start point looks before and after itself.
constexpr std::uint64_t kLook = pgn::lexical::kTagLineLookahead;
constexpr std::size_t kScanChunk = std::size_t{1} << 20;

bool is_line_end(char c) {
    return c == '\n' || c == '\r';
}

// Whether the line before `line_start` (buffer index; bytes from `lowest` on may be looked at,
// `lowest` being the file's start when `at_file_start`) holds only blanks.
bool follows_blank_line(const char* data, std::size_t line_start, std::size_t lowest,
                        bool at_file_start) {
    std::size_t q = line_start - 1;  // the line end before the line
    if (data[q] == '\n' && q > lowest && data[q - 1] == '\r') --q;
    while (q > lowest && pgn::lexical::has(data[q - 1], pgn::lexical::kSpace)) --q;
    if (q == lowest) return at_file_start;  // a blank first line, or too many blanks to tell
    return is_line_end(data[q - 1]);
}

// `n` of `count` equal parts of `size`, without overflowing.
std::uint64_t range_bound(std::uint64_t size, std::uint32_t n, std::uint32_t count) {
    return size / count * n + size % count * n / count;
}

}  // namespace

std::optional<lint::ShardSpec> parse_shard_spec(std::string_view text) {
    const std::size_t slash = text.find('/');
    if (slash == std::string_view::npos) return std::nullopt;
    auto number = [](std::string_view digits) -> std::optional<std::uint32_t> {
        std::uint32_t value = 0;
        const auto parsed = std::from_chars(digits.data(), digits.data() + digits.size(), value);
        if (digits.empty() || parsed.ec != std::errc{} ||
            parsed.ptr != digits.data() + digits.size())
            return std::nullopt;
        return value;
    };
    const std::optional<std::uint32_t> index = number(text.substr(0, slash));
    const std::optional<std::uint32_t> count = number(text.substr(slash + 1));
    if (!index || !count || *index < 1 || *index > *count || *count > kMaxShards)
        return std::nullopt;
    return lint::ShardSpec{*index, *count};
}

std::uint64_t find_shard_start(io::PlainFile& file, std::uint64_t from, std::uint64_t limit) {
    using namespace pgn::lexical;
    limit = std::min(limit, file.size());
    std::vector<char> buffer(kScanChunk + 2 * kLook);
    for (std::uint64_t chunk = from; chunk < limit; chunk += kScanChunk) {
        const std::uint64_t base = chunk >= kLook ? chunk - kLook : 0;
        const std::uint64_t chunk_end = std::min<std::uint64_t>(chunk + kScanChunk, limit);
        const std::size_t got =
            file.read_at(base, buffer.data(), static_cast<std::size_t>(chunk_end + kLook - base));
        const char* data = buffer.data();
        const char* const end = data + got;
        for (std::uint64_t p = chunk; p < chunk_end;) {
            const char* open = static_cast<const char*>(
                std::memchr(data + (p - base), '[', static_cast<std::size_t>(chunk_end - p)));
            if (open == nullptr) break;
            const std::size_t at = static_cast<std::size_t>(open - data);
            p = base + at + 1;
            const std::uint64_t offset = base + at;
            if (offset != 0 && !is_line_end(data[at - 1])) continue;
            if (starts_event_tag(open, end)) return offset;
            if (!looks_like_tag_pair(open, end)) continue;
            if (offset == 0) return offset;
            const std::uint64_t lowest = offset >= kLook ? offset - kLook : 0;
            if (follows_blank_line(data, at, static_cast<std::size_t>(lowest - base), lowest == 0))
                return offset;
        }
    }
    return limit;
}

bool opens_with_file_scope_directive(io::PlainFile& file, const pgn::Limits& limits) {
    const std::unique_ptr<io::ByteSource> source = file.source_from(0);
    pgn::GameSplitter splitter(*source, limits);
    pgn::RawGame game;
    return splitter.next(game) && lint::has_leading_directive(game.text);
}

ShardGames::ShardGames(const std::string& path, lint::ShardSpec spec, const pgn::Limits& limits)
    : file_(path), limits_(limits) {
    extent_.spec = spec;
    extent_.file_bytes = file_.size();
    const std::uint64_t size = file_.size();
    extent_.end = spec.index == spec.count
                      ? size
                      : find_shard_start(file_, range_bound(size, spec.index, spec.count), size);
    extent_.start =
        spec.index == 1
            ? 0
            : find_shard_start(file_, range_bound(size, spec.index - 1, spec.count), extent_.end);
    if (opens_with_file_scope_directive(file_, limits_))
        throw io::IoError(path +
                          ": its first game opens with a {pgnlint: ...} directive, which "
                          "applies to the whole file; check the file in one run, "
                          "not in shards");
    source_ = file_.source_from(extent_.start);
    splitter_.emplace(*source_, limits_, pgn::StartAt{extent_.start});
}

bool ShardGames::next(pgn::RawGame& game) {
    if (finished_) return false;
    if (!splitter_->next(game)) {
        // The reading ended before the sequential reader's and the next shard's could agree:
        // every game from the end of the range on is this shard's.
        finish(extent_.file_bytes);
        return false;
    }
    if (game.start.offset < extent_.end) return true;
    return hand_over(game);
}

bool ShardGames::hand_over(pgn::RawGame& game) {
    if (!next_splitter_) {
        next_source_ = file_.source_from(extent_.end);
        next_splitter_.emplace(*next_source_, limits_, pgn::StartAt{extent_.end});
        next_has_game_ = next_splitter_->next(next_game_);
    }
    while (next_has_game_ && next_game_.start.offset < game.start.offset)
        next_has_game_ = next_splitter_->next(next_game_);
    // One whole game cut the same way leaves both readers in the state between games at the
    // same byte: from there on they cut alike. The same way includes how it began: a game that
    // a tag cutting the game before began (RawGame::starts_on_cutting_tag, which --fix reads) is
    // known as such only to a reader that saw the game before, so the hand-over waits for the next
    // game.
    if (next_has_game_ && next_game_.start.offset == game.start.offset &&
        next_game_.text.size() == game.text.size() && !next_game_.truncated && !game.truncated &&
        next_game_.starts_on_cutting_tag == game.starts_on_cutting_tag) {
        finish(game.start.offset);
        return false;
    }
    return true;
}

void ShardGames::finish(std::uint64_t handoff) {
    finished_ = true;
    extent_.handoff = handoff;
    // The line ends of the range, counted as the reader counts them (CR, LF, CR LF once).
    std::vector<char> buffer(kScanChunk);
    std::uint64_t lines = 0;
    bool after_cr = false;
    for (std::uint64_t at = extent_.start; at < extent_.end;) {
        const std::size_t want =
            static_cast<std::size_t>(std::min<std::uint64_t>(kScanChunk, extent_.end - at));
        const std::size_t got = file_.read_at(at, buffer.data(), want);
        if (got == 0) break;
        for (std::size_t i = 0; i < got; ++i) {
            const char c = buffer[i];
            lines += static_cast<std::uint64_t>(c == '\r' || (c == '\n' && !after_cr));
            after_cr = c == '\r';
        }
        at += got;
    }
    extent_.lines = lines;
    next_splitter_.reset();
    next_source_.reset();
}

std::uint64_t ShardGames::bytes_read() const {
    if (finished_) return extent_.end - extent_.start;
    return std::min(splitter_->bytes_read(), extent_.end) - extent_.start;
}

}  // namespace pgnlint::input
