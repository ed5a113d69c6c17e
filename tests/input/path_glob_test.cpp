// glob_matches(): `*`, `?` and classes stay in one component, `**` spans any depth, and a
// pattern without '/' looks at the file name only.
#include "pgnlint/input/path_glob.h"

#include <gtest/gtest.h>

#include "pgnlint/input/input_paths.h"

namespace {

using pgnlint::input::glob_matches;

TEST(PathGlob, StarStaysInOneComponent) {
    EXPECT_TRUE(glob_matches("games/*.pgn", "games/a.pgn"));
    EXPECT_FALSE(glob_matches("games/*.pgn", "games/old/a.pgn"));
    EXPECT_TRUE(glob_matches("games/?.pgn", "games/a.pgn"));
    EXPECT_FALSE(glob_matches("games/?.pgn", "games/ab.pgn"));
    EXPECT_FALSE(glob_matches("a?b", "a/b"));
}

TEST(PathGlob, DoubleStarSpansAnyDepth) {
    EXPECT_TRUE(glob_matches("games/**/*.pgn", "games/a.pgn"));
    EXPECT_TRUE(glob_matches("games/**/*.pgn", "games/x/y/z/a.pgn"));
    EXPECT_TRUE(glob_matches("**/old/*.pgn", "old/a.pgn"));
    EXPECT_TRUE(glob_matches("**/old/*.pgn", "x/y/old/a.pgn"));
    EXPECT_FALSE(glob_matches("**/old/*.pgn", "x/gold/a.pgn"));
    EXPECT_TRUE(glob_matches("archive/**", "archive/2020/a.pgn"));
    EXPECT_FALSE(glob_matches("archive/**", "other/a.pgn"));
}

TEST(PathGlob, PatternWithoutSlashLooksAtTheFileName) {
    EXPECT_TRUE(glob_matches("*.pgn", "deep/down/a.pgn"));
    EXPECT_FALSE(glob_matches("*.pgn", "deep/down/a.pgn.gz"));
    EXPECT_TRUE(glob_matches("a.pgn", "./a.pgn"));
    EXPECT_TRUE(glob_matches("./games/*.pgn", "games/a.pgn"));
}

TEST(PathGlob, ClassesAndEscapes) {
    EXPECT_TRUE(glob_matches("round[0-9].pgn", "round7.pgn"));
    EXPECT_FALSE(glob_matches("round[0-9].pgn", "roundx.pgn"));
    EXPECT_TRUE(glob_matches("round[!0-9].pgn", "roundx.pgn"));
    EXPECT_TRUE(glob_matches("a[.pgn", "a[.pgn"));  // an unclosed class is literal
    EXPECT_TRUE(glob_matches("a\\*.pgn", "a*.pgn"));
    EXPECT_FALSE(glob_matches("a\\*.pgn", "ab.pgn"));
}

TEST(InputPaths, GameFileExtensions) {
    using pgnlint::input::has_game_file_extension;
    for (const char* name : {"a.pgn", "a.PGN", "a.pgn.gz", "a.pgn.zst", "a.pgn.bz2", "a.ndjson"})
        EXPECT_TRUE(has_game_file_extension(name)) << name;
    for (const char* name : {"a.txt", "a.gz", "pgn", ".pgn", "a.pgn.xz", "a.json"})
        EXPECT_FALSE(has_game_file_extension(name)) << name;
}

}  // namespace
