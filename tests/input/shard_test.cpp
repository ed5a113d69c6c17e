// input::ShardGames against one sequential GameSplitter: on generated hostile files (comments
// whose lines look like tags, after blank lines or not; CRLF; tags-only games; garbage; games
// larger than a shard; truncated games), the shards' games taken by the merge's rule (shard K
// from the hand-over of the shards before to its own) are exactly the sequential games, for
// every N tried, each game begun the same way. Also the K/N syntax and where a shard start point
// may be.
#include "pgnlint/input/shard.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <limits>
#include <random>
#include <string>
#include <utility>
#include <vector>

namespace pgnlint::input {
namespace {

struct Cut {
    std::uint64_t offset;
    std::size_t size;
    bool truncated;
    bool starts_on_cutting_tag;  // the game began by repeating a tag name of the one before
    friend bool operator==(const Cut&, const Cut&) = default;
};

class TempFile {
public:
    explicit TempFile(const std::string& text) {
        static int counter = 0;
        path_ = (std::filesystem::temp_directory_path() /
                 ("pgnlint-shard-test-" + std::to_string(::getpid()) + "-" +
                  std::to_string(counter++) + ".pgn"))
                    .string();
        std::ofstream(path_, std::ios::binary) << text;
    }
    ~TempFile() { std::remove(path_.c_str()); }
    const std::string& path() const { return path_; }

private:
    std::string path_;
};

std::vector<Cut> sequential_cuts(const std::string& text, const pgn::Limits& limits) {
    io::MemorySource source(text);
    pgn::GameSplitter splitter(source, limits);
    std::vector<Cut> cuts;
    for (pgn::RawGame game; splitter.next(game);)
        cuts.push_back(
            {game.start.offset, game.text.size(), game.truncated, game.starts_on_cutting_tag});
    return cuts;
}

// The games of N shards, each kept from the hand-over before it to its own (merge's rule).
std::vector<Cut> merged_cuts(const std::string& path, std::uint32_t count,
                             const pgn::Limits& limits) {
    std::vector<Cut> cuts;
    std::uint64_t window_start = 0;
    for (std::uint32_t index = 1; index <= count; ++index) {
        ShardGames games(path, lint::ShardSpec{index, count}, limits);
        std::vector<Cut> own;
        for (pgn::RawGame game; games.next(game);)
            own.push_back(
                {game.start.offset, game.text.size(), game.truncated, game.starts_on_cutting_tag});
        const lint::ShardExtent& extent = games.extent();
        EXPECT_LE(extent.start, extent.end);
        EXPECT_GE(extent.handoff, extent.end);
        const std::uint64_t window_end = index == count ? std::numeric_limits<std::uint64_t>::max()
                                                        : std::max(window_start, extent.handoff);
        for (const Cut& cut : own) {
            if (cut.offset >= window_start && cut.offset < window_end) cuts.push_back(cut);
        }
        window_start = window_end;
    }
    return cuts;
}

std::string hostile_file(std::mt19937& random, bool crlf) {
    const std::vector<std::string> pieces = {
        "[Event \"a\"]\n[Site \"s\"]\n\n1. e4 e5 2. Nf3 1-0\n\n",
        "[Event \"b\"]\n\n1. d4 {a comment\n\n[Event \"inside\"]\n[White \"x\"]\n\nmore} d5 *\n\n",
        "{ before the tags }\n[Event \"c\"]\n\n1. c4 0-1\n\n",
        "[Event \"tags only\"]\n[Site \"a\"]\n\n",
        "% escape [Event \"no\"]\n",
        "garbage ]]] }}} 1-0 [[[ \n\n",
        "[Event \"open\"]\n\n1. e4 {never closed\n[Site \"x\"]\n\n[Round \"1\"]\n",
        "1. e4 e5 (1... c5 2. Nf3) 2. Nc3 1/2-1/2\n",
        "[Event \"d\"]\n[Event \"d again\"]\n\n",
        // A tags-only game, then a game that a repeated tag name begins after a blank line (a
        // shard start point): only a reader that saw the game before knows how it began.
        "[Round \"1\"]\n[White \"w\"]\n\n[Round \"2\"]\n[White \"x\"]\n\n1. e4 *\n\n",
        "\n\n   \n",
        "[Event \"e\"]\n\n1. e4 ; a line comment [Event \"x\"]\n e5 *\n",
    };
    std::string text;
    const int count = std::uniform_int_distribution<int>(0, 60)(random);
    for (int i = 0; i < count; ++i) {
        if (std::uniform_int_distribution<int>(0, 40)(random) == 0) {
            text += "[Event \"big\"]\n\n1. e4 {";
            for (int line = 0; line < 300; ++line) text += "[Event \"no\"] a long comment *\n\n";
            text += "} *\n\n";
            continue;
        }
        text += pieces[std::uniform_int_distribution<std::size_t>(0, pieces.size() - 1)(random)];
    }
    if (!crlf) return text;
    std::string out;
    for (const char c : text) {
        if (c == '\n') out += '\r';
        out += c;
    }
    return out;
}

TEST(ShardGames, ShardsTogetherCutExactlyAsOneReading) {
    std::mt19937 random(20261202);
    pgn::Limits limits;
    pgn::Limits small = limits;
    small.max_game_bytes = 2000;  // truncated games and discarding too
    for (int trial = 0; trial < 20; ++trial) {
        const std::string text = hostile_file(random, trial % 3 == 0);
        const TempFile file(text);
        for (const pgn::Limits& bounds : {limits, small}) {
            const std::vector<Cut> expected = sequential_cuts(text, bounds);
            for (const std::uint32_t count : {1U, 2U, 3U, 5U, 7U, 16U, 64U}) {
                EXPECT_EQ(merged_cuts(file.path(), count, bounds), expected)
                    << "trial " << trial << ", " << count << " shards, " << text.size() << " bytes";
            }
        }
    }
}

TEST(ShardGames, LinesOfTheShardsAddUpToTheFile) {
    const std::string text = "[Event \"a\"]\r\n\r\n1. e4 *\r\n\r\n[Event \"b\"]\n\n1. d4 *\r\r\n";
    const TempFile file(text);
    std::uint64_t lines = 0;
    for (std::uint32_t index = 1; index <= 4; ++index) {
        ShardGames games(file.path(), lint::ShardSpec{index, 4}, pgn::Limits{});
        for (pgn::RawGame game; games.next(game);) {
        }
        lines += games.extent().lines;
    }
    EXPECT_EQ(lines, 8U);  // five CR LF, two LF and one lone CR
}

TEST(ShardSpec, ParsesKOfN) {
    ASSERT_TRUE(parse_shard_spec("3/7"));
    EXPECT_EQ(parse_shard_spec("3/7")->index, 3U);
    EXPECT_EQ(parse_shard_spec("3/7")->count, 7U);
    for (const char* bad : {"0/3", "4/3", "1/0", "3", "a/b", "1/2/3", "-1/2", "1/", "/2", ""})
        EXPECT_FALSE(parse_shard_spec(bad)) << bad;
}

TEST(ShardStart, ATagLineAfterABlankLineOrAnEventLine) {
    const std::string text = "x\n[Site \"a\"]\n\n[Site \"b\"]\nzz[Event \"c\"]\n[Event \"d\"]\n";
    const TempFile file(text);
    io::PlainFile plain(file.path());
    EXPECT_EQ(find_shard_start(plain, 1, text.size()), text.find("[Site \"b\""));
    EXPECT_EQ(find_shard_start(plain, text.find("[Site \"b\"") + 1, text.size()),
              text.find("[Event \"d\""));
    EXPECT_EQ(find_shard_start(plain, text.find("[Event \"d\"") + 1, text.size()), text.size());
}

TEST(ShardGames, RefusesCompressedAndMissingFiles) {
    const TempFile gzip(std::string("\x1f\x8b\x08\x00rest", 8));
    EXPECT_THROW(ShardGames(gzip.path(), lint::ShardSpec{1, 2}, pgn::Limits{}), io::IoError);
    EXPECT_THROW(ShardGames("/nonexistent/x.pgn", lint::ShardSpec{1, 2}, pgn::Limits{}),
                 io::IoError);
}

}  // namespace
}  // namespace pgnlint::input
