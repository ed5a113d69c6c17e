// Issue 39, point 6: the headers of `check --diff` name a file below the current directory
// a/PATH and b/PATH relative to it (the real `patch -p1` and `git apply` take the diff there),
// and any other file by its absolute path (the real `patch -d / -p1`, and `git apply` run in /,
// take it); applied, the diff gives the bytes --fix writes. Through the real binary.
#include <unistd.h>

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "../support/run_command.h"
#include "binary_under_test.h"

namespace {

namespace fs = std::filesystem;
using pgnlint::testing::CommandResult;

const std::string kBinary = pgnlint::testing::binary_under_test();

// Findings with safe and unsafe fixes, a line before and after the edits.
const std::string kGames =
    "[Event \"a\"]\n[Result \"1-0\"]\n\n1. f3 e5 2. g4 Qh4 1-0\n\n"
    "[Event \"b\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"1\"]\n[White \"W\"]\n"
    "[Black \"B\"]\n[Result \"*\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7 *\n";

std::string read_file(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

void write_file(const fs::path& path, const std::string& bytes) {
    std::ofstream(path, std::ios::binary) << bytes;
}

std::string first_line(const std::string& text) {
    return text.substr(0, text.find('\n'));
}

class DiffPaths : public ::testing::Test {
protected:
    void SetUp() override {
        char pattern[] = "/tmp/pgnlint-diff-paths-XXXXXX";
        ASSERT_NE(::mkdtemp(pattern), nullptr);
        // Its real path: the diff names what getcwd names.
        dir_ = fs::canonical(pattern);
        fs::create_directories(dir_ / "games");
        fs::create_directories(dir_ / "elsewhere");
        write_file(dir_ / "games" / "f.pgn", kGames);
        write_file(dir_ / "expected.pgn", kGames);
        ASSERT_EQ(shell(".", kBinary + " check -q --fix --unsafe-fixes expected.pgn").status, 0);
        expected_ = read_file(dir_ / "expected.pgn");
        ASSERT_NE(expected_, kGames);
    }
    void TearDown() override { fs::remove_all(dir_); }

    // `command` run in `where` (below the test's folder, or absolute), stderr merged.
    CommandResult shell(const std::string& where, const std::string& command) const {
        const fs::path directory = fs::path(where).is_absolute() ? fs::path(where) : dir_ / where;
        return pgnlint::testing::run_command("cd " + directory.string() + " && " + command +
                                             " 2>&1");
    }
    // The diff of games/f.pgn as `check --diff` prints it, named `name` from `where`.
    std::string diff(const std::string& where, const std::string& name) const {
        const CommandResult result =
            pgnlint::testing::run_command("cd " + (dir_ / where).string() + " && " + kBinary +
                                          " check --diff --unsafe-fixes " + name + " 2>/dev/null");
        EXPECT_EQ(result.status, 1) << result.out;
        write_file(dir_ / "f.diff", result.out);
        return result.out;
    }
    void restore() const { write_file(dir_ / "games" / "f.pgn", kGames); }
    std::string games() const { return read_file(dir_ / "games" / "f.pgn"); }

    fs::path dir_;
    std::string expected_;
};

TEST_F(DiffPaths, AFileBelowTheCurrentDirectoryIsNamedRelativeToIt) {
    for (const std::string& name :
         std::vector<std::string>{"games/f.pgn", "./games/f.pgn", "games/../games/f.pgn",
                                  (dir_ / "games" / "f.pgn").string()}) {
        SCOPED_TRACE(name);
        EXPECT_TRUE(diff(".", name).starts_with("--- a/games/f.pgn\n+++ b/games/f.pgn\n"))
            << read_file(dir_ / "f.diff");
        const CommandResult patch = shell(".", "patch -p1 < f.diff");
        EXPECT_EQ(patch.status, 0) << patch.out;
        EXPECT_EQ(games(), expected_);
        restore();
        const CommandResult git = shell(".", "git apply f.diff");
        EXPECT_EQ(git.status, 0) << git.out;
        EXPECT_EQ(games(), expected_);
        restore();
    }
}

TEST_F(DiffPaths, AFileOutsideTheCurrentDirectoryIsNamedByItsAbsolutePath) {
    const std::string absolute = (dir_ / "games" / "f.pgn").string();
    for (const std::string& name : std::vector<std::string>{"../games/f.pgn", absolute}) {
        SCOPED_TRACE(name);
        EXPECT_EQ(first_line(diff("elsewhere", name)), "--- " + absolute);
        const CommandResult patch = shell("elsewhere", "patch -d / -p1 < ../f.diff");
        EXPECT_EQ(patch.status, 0) << patch.out;
        EXPECT_EQ(games(), expected_);
        restore();
        const CommandResult git = shell("/", "git apply " + (dir_ / "f.diff").string());
        EXPECT_EQ(git.status, 0) << git.out;
        EXPECT_EQ(games(), expected_);
        restore();
    }
}

}  // namespace
