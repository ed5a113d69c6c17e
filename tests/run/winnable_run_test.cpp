// The `winnable` run on worker threads writes the bytes one thread writes: the answers in the
// order of the records, one JSON array element each, the invalid records' errors in their place,
// the same exit status. In-process, so that ThreadSanitizer (CI) watches the analysers on their
// threads.
#include "pgnlint/run/winnable_run.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "../support/temp_dir.h"

namespace pgnlint::run {
namespace {

namespace fs = std::filesystem;

std::string read_file(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// Runs winnable into a file and gives back the exit status and the bytes.
std::pair<int, std::string> run_into(const WinnableOptions& options, const fs::path& path) {
    std::FILE* file = std::fopen(path.c_str(), "wb");
    EXPECT_NE(file, nullptr);
    int status = 0;
    {
        report::Output output(file, path.string());
        status = run_winnable(options, output);
    }
    std::fclose(file);
    return {status, read_file(path)};
}

TEST(WinnableThreads, WriteWhatOneThreadWrites) {
    testing::TempDir dir;
    // Mates, dead positions, a position that needs the search, an invalid record: repeated and
    // rotated so that batches of every mix are out at once, over two files.
    const std::vector<std::string> records = {
        "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1",
        "8/8/8/8/8/8/8/K1k5 w - - 0 1",
        "8/8/8/3k4/8/2n5/8/K4Q2 b - - 0 60",
        "k7/2Q5/8/8/8/8/6q1/7K w - - 0 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "8/8/8/8/8/8/8/8 w - - 0 1",
        "8/2k5/8/8/8/8/1K3P2/8 w - - 0 1",
    };
    for (const char* name : {"a.epd", "b.epd"}) {
        std::ofstream out(dir.path() / name);
        for (std::size_t i = 0; i < 150; ++i)
            out << records[(i * 3 + (name[0] == 'b' ? 1 : 0)) % records.size()] << "\n";
    }
    for (const char* format : {"text", "json", "ndjson"}) {
        SCOPED_TRACE(format);
        WinnableOptions options;
        options.files = {(dir.path() / "a.epd").string(), (dir.path() / "b.epd").string()};
        options.format = format;
        options.max_nodes = 20000;
        options.jobs = 1;
        const auto [one_status, one] = run_into(options, dir.path() / "one.out");
        options.jobs = 3;
        const auto [three_status, three] = run_into(options, dir.path() / "three.out");
        EXPECT_EQ(one_status, 1);  // the empty board is not a position
        EXPECT_EQ(three_status, one_status);
        EXPECT_GT(one.size(), 10000U);
        EXPECT_EQ(three, one);
        // Every record answered, the last one too.
        const std::string last =
            std::string(format) == "text" ? "position 300: " : "\"position\":300,";
        EXPECT_NE(one.find(last), std::string::npos);
        EXPECT_EQ(one.find(std::string(format) == "text" ? "position 301" : "\"position\":301"),
                  std::string::npos);
    }
}

}  // namespace
}  // namespace pgnlint::run
