// Every real edge-case file in testdata/pgn/ (copies of the corpus's edge/pgn/, see its
// PROVENANCE.md): the checker reports exactly the games the reader sees, in order, each at the
// reader's start position — broken games included, none lost — with no crash (also under
// ASan/UBSan in scripts/test.sh).
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "../support/edge_pgn_files.h"
#include "pgnlint/io/byte_source.h"
#include "pgnlint/lint/game_checker.h"
#include "pgnlint/lint/game_report.h"
#include "pgnlint/pgn/parser.h"

namespace pgnlint::adversarial {
namespace {

struct GameStarts : pgn::VisitorBase {
    std::vector<std::uint64_t> offsets;
    pgn::Control begin_game(const pgn::GameStart& start) {
        offsets.push_back(start.span.offset);
        return pgn::Control::proceed;
    }
};

TEST(EdgeCorpus, CheckerReportsEveryGameTheReaderSees) {
    const std::vector<std::filesystem::path> files = pgnlint::testing::edge_pgn_files();
    ASSERT_GE(files.size(), 90U);
    std::uint64_t total = 0;
    for (const auto& path : files) {
        SCOPED_TRACE(path.filename().string());
        std::ifstream in(path, std::ios::binary);
        const std::string bytes{std::istreambuf_iterator<char>(in), {}};

        io::MemorySource for_reader(bytes, path.string());
        GameStarts starts;
        const pgn::ParseStats stats = pgn::parse_stream(for_reader, starts);
        ASSERT_EQ(stats.games, starts.offsets.size());

        io::MemorySource for_checker(bytes, path.string());
        pgn::GameSplitter splitter(for_checker, pgn::Limits{});
        lint::GameChecker checker;
        lint::GameReport report;
        pgn::RawGame raw;
        std::size_t reported = 0;
        while (splitter.next(raw)) {
            checker.check(raw, path.filename().string(), report);
            ASSERT_LT(reported, starts.offsets.size());
            EXPECT_EQ(report.index, reported + 1);
            EXPECT_EQ(report.start.offset, starts.offsets[reported]);
            ++reported;
        }
        EXPECT_EQ(reported, starts.offsets.size());
        total += reported;
    }
    EXPECT_GT(total, 200U);
}

}  // namespace
}  // namespace pgnlint::adversarial
