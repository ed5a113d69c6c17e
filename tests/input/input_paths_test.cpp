// input::has_game_file_extension and expand_input_paths: the extensions a walk takes, "-" and no
// argument, files kept as given, directories walked recursively in byte order of their paths
// (hidden entries skipped, symbolic links never followed), --glob patterns and `!` exclusions
// that prune, patterns matching nothing and unreadable directories as problems, and pgnlint's
// own reports found by a walk left out in `skipped`. Every tree is made in a temporary directory.
#include "pgnlint/input/input_paths.h"
#include "../support/temp_dir.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

namespace pgnlint::input {
namespace {

namespace fs = std::filesystem;

// The first line of an ndjson report (`check --format ndjson`), cut after its first fields.
constexpr const char* kNdjsonReportLine =
    R"({"type":"game","data":{"index":1,"file":"a.pgn","offset":0,"line":1,"column":1,)"
    R"("tags":{"Event":"?"},"plies":0,"replayed":true,"diagnostics":[]}})"
    "\n";
// The first line of a json report (`check --format json`).
constexpr const char* kJsonReportLine =
    R"({"version":1,"tool":{"name":"pgnlint","version":"0.1.0"},"games":[)"
    "\n";

// A directory for one test's tree of inputs (support/temp_dir.h), with the files a walk takes.
class WalkScratch {
public:
    // The path of `relative` in the scratch directory, as a string.
    std::string at(const std::string& relative) const { return (dir_.path() / relative).string(); }

    // Writes `text` to `relative` (its directories made) and returns its path.
    std::string write(const std::string& relative, const std::string& text = "1. e4 *\n") const {
        return dir_.write(relative, text);
    }

    std::string make_directory(const std::string& relative) const {
        fs::create_directories(dir_.path() / relative);
        return at(relative);
    }

private:
    pgnlint::testing::TempDir dir_{"pgnlint-input-paths-test"};
};

InputPaths expanded(const std::vector<std::string>& arguments,
                    std::vector<std::string> globs = {}) {
    return expand_input_paths(arguments, WalkOptions{std::move(globs)});
}

std::vector<std::string> paths_of(const std::vector<InputProblem>& problems) {
    std::vector<std::string> paths;
    for (const InputProblem& problem : problems) paths.push_back(problem.path);
    return paths;
}

TEST(GameFileExtension, EachExtensionInAnyCase) {
    for (const char* name :
         {"a.pgn", "A.PGN", "a.Pgn", "b.pgn.gz", "b.PGN.GZ", "c.pgn.zst", "c.pgn.Zst", "d.pgn.bz2",
          "d.Pgn.Bz2", "e.ndjson", "e.NDJSON", "games/old/f.pgn", "x.pgn.pgn", "x.txt.pgn"})
        EXPECT_TRUE(has_game_file_extension(name)) << name;
}

TEST(GameFileExtension, NearMissesAreNot) {
    for (const char* name :
         {"",          "pgn",   ".pgn",    ".ndjson",     "x.pgnx",   "x.pgn.txt",
          "x.pgn.",    "x_pgn", "xpgn.gz", "x.pgn.gzip",  "x.pgn.xz", "x.pg",
          "x.gz",      "x.zst", "x.ndjso", "x.ndjson.gz", "x.json",   "x.pgn.gz.bak",
          "dir.pgn/x", "x.pgn "})
        EXPECT_FALSE(has_game_file_extension(name)) << '"' << name << '"';
}

TEST(ExpandInputPaths, NoArgumentAndDashAreStandardInput) {
    const InputPaths none = expanded({});
    EXPECT_EQ(none.files, std::vector<std::string>{"-"});
    EXPECT_TRUE(none.problems.empty());
    EXPECT_TRUE(none.skipped.empty());

    const InputPaths dashes = expanded({"-", "-"});
    EXPECT_EQ(dashes.files, (std::vector<std::string>{"-", "-"}));
    EXPECT_TRUE(dashes.problems.empty());
}

TEST(ExpandInputPaths, FilesNamedAreKeptAsGivenInArgumentOrder) {
    const WalkScratch scratch;
    scratch.write("sub/z.pgn");
    scratch.write("notes.txt", "not a game file name\n");
    scratch.write("[a].pgn");
    // A report named on the command line is an input: reading it refuses it, not the walk.
    scratch.write("report.ndjson", kNdjsonReportLine);
    const std::vector<std::string> arguments = {
        scratch.at("sub/../sub/./z.pgn"),
        scratch.at("notes.txt"),
        "-",
        scratch.at("[a].pgn"),  // an existing file is not a pattern, whatever its characters
        scratch.at("report.ndjson"),
        scratch.at("absent.pgn"),  // no pattern: reading it says it is missing
    };
    const InputPaths paths = expanded(arguments);
    EXPECT_EQ(paths.files, arguments);
    EXPECT_TRUE(paths.problems.empty());
    EXPECT_TRUE(paths.skipped.empty());
}

TEST(ExpandInputPaths, ADirectoryIsWalkedInByteOrderOfPaths) {
    const WalkScratch scratch;
    for (const char* name : {"b.pgn", "B.pgn", "a.pgn", "a-c.pgn", "a/b.pgn", "a/z/deep.PGN",
                             "d.pgn.gz", "e.pgn.zst", "f.pgn.bz2", "c.txt", "a/readme.md"})
        scratch.write(std::string("tree/") + name);
    scratch.make_directory("tree/empty/emptier");
    const std::vector<std::string> expected = {
        scratch.at("tree/B.pgn"),    scratch.at("tree/a-c.pgn"),      scratch.at("tree/a.pgn"),
        scratch.at("tree/a/b.pgn"),  scratch.at("tree/a/z/deep.PGN"), scratch.at("tree/b.pgn"),
        scratch.at("tree/d.pgn.gz"), scratch.at("tree/e.pgn.zst"),    scratch.at("tree/f.pgn.bz2"),
    };
    const InputPaths paths = expanded({scratch.at("tree")});
    EXPECT_EQ(paths.files, expected);
    EXPECT_TRUE(paths.problems.empty());
    EXPECT_TRUE(paths.skipped.empty());

    // A trailing '/' is not doubled in the paths found.
    EXPECT_EQ(expanded({scratch.at("tree") + "//"}).files, expected);

    // Each argument in its place: a file before, the walk's files together, a file after.
    const InputPaths mixed = expanded({scratch.at("tree/c.txt"), scratch.at("tree/a"), "-"});
    EXPECT_EQ(mixed.files,
              (std::vector<std::string>{scratch.at("tree/c.txt"), scratch.at("tree/a/b.pgn"),
                                        scratch.at("tree/a/z/deep.PGN"), "-"}));
}

TEST(ExpandInputPaths, HiddenEntriesAreSkipped) {
    const WalkScratch scratch;
    scratch.write("tree/.hidden.pgn");
    scratch.write("tree/.git/x.pgn");
    scratch.write("tree/shown/.secret/y.pgn");
    scratch.write("tree/shown/z.pgn");
    scratch.write("tree/a.pgn");
    const InputPaths paths = expanded({scratch.at("tree")});
    EXPECT_EQ(paths.files,
              (std::vector<std::string>{scratch.at("tree/a.pgn"), scratch.at("tree/shown/z.pgn")}));
    // Named, a hidden directory is walked: only what a walk finds is skipped.
    EXPECT_EQ(expanded({scratch.at("tree/.git")}).files,
              std::vector<std::string>{scratch.at("tree/.git/x.pgn")});
    // So is a hidden file.
    EXPECT_EQ(expanded({scratch.at("tree/.hidden.pgn")}).files,
              std::vector<std::string>{scratch.at("tree/.hidden.pgn")});
}

TEST(ExpandInputPaths, SymbolicLinksAreNotFollowedSoALoopEnds) {
    const WalkScratch scratch;
    scratch.write("tree/real/a.pgn");
    scratch.write("outside/b.pgn");
    fs::create_directory_symlink(scratch.at("tree/real"), scratch.at("tree/link-to-real"));
    fs::create_directory_symlink(scratch.at("outside"), scratch.at("tree/link-out"));
    fs::create_directory_symlink("..", scratch.at("tree/real/loop"));
    fs::create_directory_symlink(".", scratch.at("tree/self"));
    fs::create_symlink(scratch.at("tree/real/a.pgn"), scratch.at("tree/file-link.pgn"));
    fs::create_symlink(scratch.at("nowhere.pgn"), scratch.at("tree/dangling.pgn"));
    const InputPaths paths = expanded({scratch.at("tree")});
    EXPECT_EQ(paths.files, std::vector<std::string>{scratch.at("tree/real/a.pgn")});
    EXPECT_TRUE(paths.problems.empty());
    EXPECT_TRUE(paths.skipped.empty());
}

TEST(ExpandInputPaths, GlobsChooseTheFilesBelowTheDirectoryWalked) {
    const WalkScratch scratch;
    for (const char* name : {"a.pgn", "b.txt", "old/c.pgn", "old/d.txt", "new/e.PGN", "new/f.pgn"})
        scratch.write(std::string("games/") + name);
    const std::string games = scratch.at("games");

    // An inclusion replaces the default extensions.
    EXPECT_EQ(expanded({games}, {"*.txt"}).files,
              (std::vector<std::string>{scratch.at("games/b.txt"), scratch.at("games/old/d.txt")}));
    EXPECT_EQ(expanded({games}, {"*.txt", "*.PGN"}).files,
              (std::vector<std::string>{scratch.at("games/b.txt"), scratch.at("games/new/e.PGN"),
                                        scratch.at("games/old/d.txt")}));
    // Patterns see the path below the directory walked, not the directory's own name.
    EXPECT_EQ(
        expanded({games}, {"new/*"}).files,
        (std::vector<std::string>{scratch.at("games/new/e.PGN"), scratch.at("games/new/f.pgn")}));
    const InputPaths outside = expanded({games}, {"games/*.pgn"});
    EXPECT_TRUE(outside.files.empty());
    EXPECT_TRUE(outside.problems.empty());

    // Exclusions alone keep the default extensions.
    EXPECT_EQ(expanded({games}, {"!new/f.pgn"}).files,
              (std::vector<std::string>{scratch.at("games/a.pgn"), scratch.at("games/new/e.PGN"),
                                        scratch.at("games/old/c.pgn")}));
    // An exclusion wins over an inclusion.
    EXPECT_EQ(
        expanded({games}, {"*.pgn", "!a.pgn"}).files,
        (std::vector<std::string>{scratch.at("games/new/f.pgn"), scratch.at("games/old/c.pgn")}));
    // An exclusion that matches a directory prunes it: `old` (no '/': the last component)
    // matches no file name in it, yet nothing under it is taken.
    EXPECT_EQ(expanded({games}, {"!old"}).files,
              (std::vector<std::string>{scratch.at("games/a.pgn"), scratch.at("games/new/e.PGN"),
                                        scratch.at("games/new/f.pgn")}));
    EXPECT_EQ(expanded({games}, {"*", "!old/**", "!new"}).files,
              (std::vector<std::string>{scratch.at("games/a.pgn"), scratch.at("games/b.txt")}));

    // A file named on the command line is taken whatever the patterns.
    EXPECT_EQ(expanded({scratch.at("games/b.txt")}, {"!*.txt"}).files,
              std::vector<std::string>{scratch.at("games/b.txt")});
}

TEST(ExpandInputPaths, AQuotedPatternIsExpandedAndWhatItMatchesIsWalked) {
    const WalkScratch scratch;
    for (const char* name : {"a.pgn", "b.txt", "old/c.pgn", "new/e.pgn"})
        scratch.write(std::string("games/") + name);
    EXPECT_EQ(expanded({scratch.at("games/*.pgn")}).files,
              std::vector<std::string>{scratch.at("games/a.pgn")});
    // Files it matches are taken as named; directories it matches are walked.
    EXPECT_EQ(
        expanded({scratch.at("games/*")}).files,
        (std::vector<std::string>{scratch.at("games/a.pgn"), scratch.at("games/b.txt"),
                                  scratch.at("games/new/e.pgn"), scratch.at("games/old/c.pgn")}));
    EXPECT_EQ(expanded({scratch.at("games/[ab].*")}).files,
              (std::vector<std::string>{scratch.at("games/a.pgn"), scratch.at("games/b.txt")}));
}

TEST(ExpandInputPaths, APatternThatMatchesNothingIsAProblem) {
    const WalkScratch scratch;
    scratch.write("a.pgn");
    const std::string pattern = scratch.at("nothing-*.pgn");
    const InputPaths paths = expanded({pattern, scratch.at("a.pgn")});
    EXPECT_EQ(paths.files, std::vector<std::string>{scratch.at("a.pgn")});
    ASSERT_EQ(paths.problems.size(), 1U);
    EXPECT_EQ(paths.problems[0].path, pattern);
    EXPECT_EQ(paths.problems[0].message, "no file matches '" + pattern + "'");
    EXPECT_TRUE(paths.skipped.empty());
}

// Takes every permission from `directory`; false when it can be read all the same.
bool made_unreadable(const std::string& directory) {
    fs::permissions(directory, fs::perms::none);
    return ::access(directory.c_str(), R_OK | X_OK) != 0;
}
constexpr const char* kReadableAnyway =
    "a directory without permissions is still readable here (running as root?), so none is "
    "unreadable";

TEST(ExpandInputPaths, AnUnreadableDirectoryIsAProblemAndTheWalkGoesOn) {
    const WalkScratch scratch;
    scratch.write("tree/locked/x.pgn");
    scratch.write("tree/open/y.pgn");
    scratch.write("tree/z.pgn");
    const std::string locked = scratch.at("tree/locked");
    if (!made_unreadable(locked)) GTEST_SKIP() << kReadableAnyway;
    const std::string problem = "cannot read directory " + locked + ": Permission denied";

    const InputPaths paths = expanded({scratch.at("tree")});
    EXPECT_EQ(paths.files,
              (std::vector<std::string>{scratch.at("tree/open/y.pgn"), scratch.at("tree/z.pgn")}));
    ASSERT_EQ(paths.problems.size(), 1U);
    EXPECT_EQ(paths.problems[0].path, locked);
    EXPECT_EQ(paths.problems[0].message, problem);

    // Named itself.
    const InputPaths named = expanded({locked, scratch.at("tree/z.pgn")});
    EXPECT_EQ(named.files, std::vector<std::string>{scratch.at("tree/z.pgn")});
    EXPECT_EQ(paths_of(named.problems), std::vector<std::string>{locked});

    // Pruned by an exclusion, it is never opened.
    const InputPaths pruned = expanded({scratch.at("tree")}, {"!locked"});
    EXPECT_TRUE(pruned.problems.empty());
    EXPECT_EQ(pruned.files.size(), 2U);
}

// A pattern the shell left alone runs through directories as glob(3) reads them: one it cannot
// read is a problem of its own, as in a walk, not "no file matches" or a silent gap.
TEST(ExpandInputPaths, AnUnreadableDirectoryAPatternRunsThroughIsAProblem) {
    const WalkScratch scratch;
    scratch.write("tree/locked/x.pgn");
    scratch.write("tree/open/x.pgn");
    const std::string locked = scratch.at("tree/locked");
    if (!made_unreadable(locked)) GTEST_SKIP() << kReadableAnyway;
    const std::string problem = "cannot read directory " + locked + ": Permission denied";

    const InputPaths some = expanded({scratch.at("tree") + "/*/*.pgn"});
    EXPECT_EQ(some.files, std::vector<std::string>{scratch.at("tree/open/x.pgn")});
    ASSERT_EQ(some.problems.size(), 1U);
    EXPECT_EQ(some.problems[0].path, locked);
    EXPECT_EQ(some.problems[0].message, problem);

    // A pattern whose last part has no wildcard makes glob(3) look the file up rather than read
    // the directory, and it says nothing of a lookup it was refused: said all the same.
    const InputPaths looked_up = expanded({scratch.at("tree") + "/*/x.pgn"});
    EXPECT_EQ(looked_up.files, std::vector<std::string>{scratch.at("tree/open/x.pgn")});
    ASSERT_EQ(looked_up.problems.size(), 1U);
    EXPECT_EQ(looked_up.problems[0].message, problem);

    const InputPaths none = expanded({scratch.at("tree/locked") + "/*.pgn"});
    EXPECT_TRUE(none.files.empty());
    ASSERT_EQ(none.problems.size(), 1U);
    EXPECT_EQ(none.problems[0].message, problem);
}

// A directory that can be listed but not searched (read permission, no execute): glob(3) lists
// it, cannot look at the names in it, and would say only that nothing matched.
TEST(ExpandInputPaths, ADirectoryThatCannotBeSearchedIsAProblemNotNoMatch) {
    const WalkScratch scratch;
    scratch.write("tree/listed/sub/x.pgn");
    const std::string listed = scratch.at("tree/listed");
    fs::permissions(listed, fs::perms::owner_read | fs::perms::group_read | fs::perms::others_read);
    if (::access(listed.c_str(), X_OK) == 0) GTEST_SKIP() << kReadableAnyway;
    for (const std::string& pattern :
         {scratch.at("tree") + "/listed/*/x.pgn", scratch.at("tree") + "/*/sub/x.pgn",
          scratch.at("tree") + "/listed/*.pgn"}) {
        SCOPED_TRACE(pattern);
        const InputPaths paths = expanded({pattern});
        EXPECT_TRUE(paths.files.empty());
        ASSERT_EQ(paths.problems.size(), 1U);
        EXPECT_EQ(paths.problems[0].message,
                  "cannot read directory " + listed + ": Permission denied");
    }
    fs::permissions(listed, fs::perms::owner_all);
}

TEST(ExpandInputPaths, ReportsAWalkFindsAreSkipped) {
    const WalkScratch scratch;
    scratch.write("games/a.pgn");
    const std::string report = scratch.write("games/report.ndjson", kNdjsonReportLine);
    scratch.write("games/lichess.ndjson", "{\"id\":\"a\",\"moves\":\"e4 e5\"}\n");
    // A report named as PGN is not looked into by the walk (reading it refuses it).
    scratch.write("games/report-copy.pgn", kNdjsonReportLine);
    const std::string json = scratch.write("games/sub/report.json", kJsonReportLine);
    scratch.write("games/sub/notes.json", "{\"white\":\"A\"}\n");

    const InputPaths paths = expanded({scratch.at("games")});
    EXPECT_EQ(paths.files, (std::vector<std::string>{scratch.at("games/a.pgn"),
                                                     scratch.at("games/lichess.ndjson"),
                                                     scratch.at("games/report-copy.pgn")}));
    EXPECT_TRUE(paths.problems.empty());
    ASSERT_EQ(paths.skipped.size(), 1U);
    EXPECT_EQ(paths.skipped[0].path, report);
    EXPECT_EQ(paths.skipped[0].message,
              "skipping " + report + ": an ndjson report written by pgnlint, not game input");

    // A file --glob takes is looked into too.
    const InputPaths globbed = expanded({scratch.at("games")}, {"*.json"});
    EXPECT_EQ(globbed.files, std::vector<std::string>{scratch.at("games/sub/notes.json")});
    ASSERT_EQ(globbed.skipped.size(), 1U);
    EXPECT_EQ(globbed.skipped[0].path, json);
    EXPECT_EQ(globbed.skipped[0].message,
              "skipping " + json + ": a json report written by pgnlint, not game input");
}

}  // namespace
}  // namespace pgnlint::input
