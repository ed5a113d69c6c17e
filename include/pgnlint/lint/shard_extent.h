// What a shard of a file covered (`check --shard K/N`): written by the shard's run (input reads
// it, report writes it as an ndjson {"type":"shard"} record) and read back by `pgnlint report`,
// which puts the shards of a file back together (merge/report_merge.h). One record for all of
// them; json_in parses the JSON into its own plain struct, as it does every record.
#pragma once

#include <cstdint>
#include <string>

namespace pgnlint::lint {

// Shard `index` (1-based) of `count`.
struct ShardSpec {
    std::uint32_t index = 1;
    std::uint32_t count = 1;

    friend bool operator==(const ShardSpec&, const ShardSpec&) = default;
};

struct ShardExtent {
    ShardSpec spec;
    std::uint64_t file_bytes = 0;
    // The shard's range [start, end): shard K's start is the first shard start point
    // (input::find_shard_start) at or after byte (K-1)*file_bytes/N (0 for K = 1); its end is
    // the next shard's start.
    std::uint64_t start = 0;
    std::uint64_t end = 0;
    // From `handoff` on, the next shard's games are exactly the sequential reader's; this shard
    // reported every game of its own reading that starts in [start, handoff). Usually
    // handoff == end; see input::ShardGames.
    std::uint64_t handoff = 0;
    // Line ends in [start, end) (CR LF counts once): the line numbers in this shard's records
    // count from 1 at `start`; the merge adds the lines of the shards before it.
    std::uint64_t lines = 0;

    friend bool operator==(const ShardExtent&, const ShardExtent&) = default;
};

// A shard's extent and the file it is a shard of.
struct ShardRecord {
    std::string file;
    ShardExtent extent;
};

}  // namespace pgnlint::lint
