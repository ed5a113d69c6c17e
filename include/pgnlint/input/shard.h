// Shards of one plain PGN file (`check --shard K/N`): the games that start in the K-th of N
// byte ranges, read by seeking into the file, cut exactly where one sequential reading of the
// whole file would cut them.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "pgnlint/io/byte_source.h"
#include "pgnlint/io/plain_file.h"
#include "pgnlint/lint/shard_extent.h"
#include "pgnlint/pgn/game_splitter.h"
#include "pgnlint/pgn/limits.h"

namespace pgnlint::input {

inline constexpr std::uint32_t kMaxShards = 1U << 20;

// "K/N" with 1 <= K <= N <= kMaxShards.
std::optional<lint::ShardSpec> parse_shard_spec(std::string_view text);

// A shard start point: a line start (offset 0, or after LF or CR) where the line opens with
// `[Event "`, or looks like a tag pair (`[Name "`) and follows a blank line. It is only where a
// shard's reading begins; whether the sequential reader cuts a game there is verified, not
// assumed (ShardGames). Looks at most 64 bytes either side of the point, so the answer is the
// same for every shard that asks. Returns the first point in [from, limit), else `limit`.
std::uint64_t find_shard_start(io::PlainFile& file, std::uint64_t from, std::uint64_t limit);

// Whether the file's first game opens with a `{pgnlint: ...}` directive, which applies to the
// whole file (lint/filter.h): a shard cannot honour it without every shard's games, so
// `check --shard` refuses such a file. Reads the first game only. Throws io::IoError.
bool opens_with_file_scope_directive(io::PlainFile& file, const pgn::Limits& limits);

// The games of one shard. The reading starts at `start` in the state the sequential reader has
// between games. Games starting in [start, end) are delivered. Then, to hand over, a second
// reader starts at `end` exactly as the next shard's does, and the two are compared game by
// game: once both deliver the same whole game (same start, same length, neither truncated,
// begun the same way), their states are identical from there on, so the next shard's games from
// that game on are the sequential reader's (by induction from shard 1, which starts at byte 0);
// that game's start is `handoff`. Until then this shard's own games are delivered too. So on a file
// where a shard start falls inside a game's comment, say, the next shard's first game(s) are wrong
// and this shard delivers the right ones; `pgnlint report` keeps each shard's games in [handoff of
// the shard before, own handoff), and the N shards together give each game exactly once.
class ShardGames {
public:
    // Throws io::IoError (the file cannot be opened, is not a regular file, is compressed).
    ShardGames(const std::string& path, lint::ShardSpec spec, const pgn::Limits& limits);

    // False after the shard's last game; extent().handoff and extent().lines are then set.
    // Throws io::IoError.
    bool next(pgn::RawGame& game);

    // The bytes of [start, end) read so far: what the shard accounts for in its summary.
    std::uint64_t bytes_read() const;
    const lint::ShardExtent& extent() const { return extent_; }
    std::string_view name() const { return file_.path(); }

private:
    bool hand_over(pgn::RawGame& game);
    void finish(std::uint64_t handoff);

    io::PlainFile file_;
    pgn::Limits limits_;
    lint::ShardExtent extent_;
    std::unique_ptr<io::ByteSource> source_;
    std::optional<pgn::GameSplitter> splitter_;
    // The next shard's reading, from `end`, while handing over.
    std::unique_ptr<io::ByteSource> next_source_;
    std::optional<pgn::GameSplitter> next_splitter_;
    pgn::RawGame next_game_;
    bool next_has_game_ = false;
    bool finished_ = false;
};

}  // namespace pgnlint::input
