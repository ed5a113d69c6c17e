// Nothing of the input is dropped (issue 39): over every edge-case file of testdata/pgn/, the
// fuzz seeds and regressions, and inputs made from them (cut at many places, an unclosed `{`
// put in, two files joined with no blank line between them), every byte that is not blank lies
// in a game the reader delivers, or in the tail of a cut game that the checker reports as
// game-too-large, or is what the PGN standard puts outside games (an escape line, PGN 6; the
// UTF-8 byte order mark).
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <random>
#include <string>
#include <vector>

#include "../support/edge_pgn_files.h"
#include "pgnlint/io/byte_source.h"
#include "pgnlint/lint/game_checker.h"
#include "pgnlint/lint/game_report.h"
#include "pgnlint/pgn/game_splitter.h"

namespace pgnlint::adversarial {
namespace {

namespace fs = std::filesystem;

std::string read_bytes(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), {}};
}

bool is_blank(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

// Marks what the standard keeps outside games: the byte order mark at the start, and escape
// lines (a `%` in the first column) that no game holds.
void mark_outside_games(const std::string& input, std::vector<bool>& covered) {
    if (input.starts_with("\xEF\xBB\xBF")) covered[0] = covered[1] = covered[2] = true;
    for (std::size_t i = 0; i < input.size(); ++i) {
        const bool line_start = i == 0 || input[i - 1] == '\n' || input[i - 1] == '\r' ||
                                (i == 3 && input.starts_with("\xEF\xBB\xBF"));
        if (!line_start || input[i] != '%' || covered[i]) continue;
        for (std::size_t j = i; j < input.size() && input[j] != '\n' && input[j] != '\r'; ++j)
            covered[j] = true;
    }
}

// The first byte neither in a game nor accounted for, or npos; `what` says where it stands.
std::size_t first_uncovered(const std::string& input, std::size_t read_size, std::string& what) {
    std::vector<bool> covered(input.size(), false);
    io::MemorySource source(input, "<coverage>", read_size);
    pgn::Limits limits;
    limits.max_game_bytes = 4096;  // so that the inputs' longer games are cut, and their tails
    pgn::GameSplitter splitter(source, limits);
    lint::GameCheckerOptions options;
    options.limits = limits;
    lint::GameChecker checker(options);
    lint::GameReport report;
    pgn::RawGame raw;
    std::uint64_t tail_from = 0;  // a cut game's skipped tail starts here, reported by the cut
    bool in_tail = false;
    while (splitter.next(raw)) {
        const std::uint64_t begin = raw.start.offset;
        if (in_tail) std::fill(covered.begin() + tail_from, covered.begin() + begin, true);
        in_tail = false;
        std::fill(covered.begin() + begin, covered.begin() + begin + raw.text.size(), true);
        checker.check(raw, "<coverage>", report);
        if (raw.truncated) {
            const bool cut_reported = std::any_of(
                report.diagnostics.begin(), report.diagnostics.end(),
                [](const lint::Diagnostic& d) { return d.rule == lint::RuleId::game_too_large; });
            EXPECT_TRUE(cut_reported) << "game " << raw.index + 1;
            in_tail = true;
            tail_from = begin + raw.text.size();
        }
    }
    if (in_tail) std::fill(covered.begin() + tail_from, covered.end(), true);
    mark_outside_games(input, covered);
    for (std::size_t i = 0; i < input.size(); ++i) {
        if (covered[i] || is_blank(input[i])) continue;
        const std::size_t from = i < 20 ? 0 : i - 20;
        what = input.substr(from, std::min<std::size_t>(40, input.size() - from));
        return i;
    }
    return std::string::npos;
}

std::vector<std::string> sources() {
    std::vector<std::string> inputs;
    for (const fs::path& path : testing::edge_pgn_files()) inputs.push_back(read_bytes(path));
    const fs::path root(PGNLINT_SOURCE_DIR);
    for (const fs::path& dir :
         {root / "tests" / "fuzz" / "seeds", root / "testdata" / "fuzz-regressions"}) {
        if (!fs::exists(dir)) continue;
        for (const auto& entry : fs::recursive_directory_iterator(dir)) {
            if (entry.is_regular_file()) inputs.push_back(read_bytes(entry.path()));
        }
    }
    return inputs;
}

// The property on every source as it is, cut at eight places, with an unclosed `{` put in at
// four, and joined to the next source with no blank line: each read whole and in 7-byte reads.
TEST(InputCoverage, EveryNonBlankByteIsInAGameOrAReportedCut) {
    const std::vector<std::string> base = sources();
    ASSERT_GE(base.size(), 100U);
    std::mt19937_64 random(39);
    std::vector<std::string> inputs = base;
    for (std::size_t k = 0; k < base.size(); ++k) {
        const std::string& text = base[k];
        if (text.empty()) continue;
        for (int cut = 1; cut <= 8; ++cut) inputs.push_back(text.substr(0, text.size() * cut / 9));
        for (int i = 0; i < 4; ++i) {
            const std::size_t at = random() % (text.size() + 1);
            inputs.push_back(text.substr(0, at) + '{' + text.substr(at));
        }
        inputs.push_back(text + base[(k + 1) % base.size()]);
    }
    std::size_t checked = 0;
    for (const std::string& input : inputs) {
        for (std::size_t read_size : {static_cast<std::size_t>(-1), std::size_t{7}}) {
            std::string what;
            const std::size_t at = first_uncovered(input, read_size, what);
            ASSERT_EQ(at, std::string::npos)
                << "input " << checked << " (" << input.size() << " bytes, reads of " << read_size
                << "): byte " << at << " in no game, near '" << what << "'";
        }
        ++checked;
    }
    EXPECT_GT(checked, 1000U);
}

// The cases of the issue, one by one: an unclosed `{` after the last game, a file that is only
// `{abc`, a closed comment after the last game.
TEST(InputCoverage, CommentsAfterTheLastGameAreInARecord) {
    for (const char* input : {"[Event \"a\"]\n[Result \"*\"]\n\n1. e4 *\n\n{abc\n", "{abc",
                              "1. e4 *\n{closed}\n", "1. e4 *\n; line comment"}) {
        std::string what;
        EXPECT_EQ(first_uncovered(input, static_cast<std::size_t>(-1), what), std::string::npos)
            << input << ": near '" << what << "'";
    }
}

}  // namespace
}  // namespace pgnlint::adversarial
