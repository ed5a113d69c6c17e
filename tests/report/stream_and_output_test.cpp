// The writer side: games formatted on several threads and written in input order give exactly
// the single-threaded report in every format; and a failed write (full disk, closed pipe) is an
// error with its errno, never a silently truncated report.
#include <gtest/gtest.h>
#include <simdjson.h>
#include <unistd.h>

#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <thread>
#include <vector>

#include "fixtures.h"
#include "pgnlint/report/output.h"
#include "pgnlint/report/report_stream.h"

namespace pgnlint::report {
namespace {

std::vector<lint::GameReport> many_games(std::size_t count) {
    std::vector<lint::GameReport> games;
    const auto fixtures = testing::all_fixture_games();
    for (std::size_t i = 0; i < count; ++i) {
        lint::GameReport game = fixtures[i % fixtures.size()];
        game.index = i + 1;
        game.file = i < count / 2 ? "first.pgn" : "second.pgn";
        games.push_back(std::move(game));
    }
    return games;
}

// Workers format every game into its own buffer; the writer streams the buffers in input order.
std::string render_in_parallel(const Reporter& reporter,
                               const std::vector<lint::GameReport>& games) {
    std::vector<fmt::memory_buffer> formatted(games.size());
    std::vector<GameSummary> summaries(games.size());
    std::vector<char> failed(games.size());
    constexpr std::size_t kWorkers = 4;
    std::vector<std::thread> workers;
    for (std::size_t w = 0; w < kWorkers; ++w) {
        workers.emplace_back([&, w] {
            for (std::size_t i = w; i < games.size(); i += kWorkers) {
                reporter.format_summarized_game(games[i], formatted[i], summaries[i]);
                failed[i] = reporter.fails(games[i]);
            }
        });
    }
    for (std::thread& worker : workers) worker.join();

    char* data = nullptr;
    std::size_t size = 0;
    std::FILE* memory = open_memstream(&data, &size);
    {
        Output output(memory, "<memory>");
        ReportStream stream(reporter, output);
        stream.begin();
        for (std::size_t i = 0; i < games.size(); ++i) {
            if (i == 0 || games[i].file != games[i - 1].file) stream.begin_file(games[i].file);
            stream.add_game({formatted[i].data(), formatted[i].size()}, failed[i] != 0,
                            summaries[i]);
        }
        stream.end(testing::fixture_summary());
    }
    std::fclose(memory);
    std::string text(data, size);
    std::free(data);
    return text;
}

TEST(ReportStream, ParallelFormattingGivesTheSequentialReportInEveryFormat) {
    const auto games = many_games(3000);
    for (const std::string_view name : format_names()) {
        const auto reporter = make_reporter(*parse_format(name));
        const std::string sequential =
            testing::render(*reporter, games, testing::fixture_summary());
        EXPECT_GT(sequential.size(), 0U) << name;
        EXPECT_EQ(render_in_parallel(*reporter, games), sequential) << name;
    }
}

TEST(ReportStream, LargeJsonReportsSpanSeveralChunksAndStayValid) {
    const auto games = many_games(3000);
    const auto reporter = make_reporter(Format::json);
    const std::string json = render_in_parallel(*reporter, games);
    EXPECT_GT(json.size(), 2U << 20);  // larger than the stream's write chunk
    simdjson::dom::parser parser;
    const simdjson::dom::element document = parser.parse(json);
    const simdjson::dom::array parsed = document["games"];
    ASSERT_EQ(parsed.size(), games.size());
    std::uint64_t expected = 1;
    for (const simdjson::dom::element game : parsed) {
        EXPECT_EQ(std::uint64_t(game["index"]), expected++);
    }
}

TEST(Output, FullDiskIsAnErrorWithItsErrno) {
    std::FILE* full = std::fopen("/dev/full", "w");
    ASSERT_NE(full, nullptr);
    Output output(full, "/dev/full");
    try {
        output.write(std::string(1 << 16, 'x'));
        output.flush();
        ADD_FAILURE() << "writing to /dev/full succeeded";
    } catch (const OutputError& error) {
        EXPECT_EQ(error.error_number(), ENOSPC);
        EXPECT_NE(std::string(error.what()).find("/dev/full"), std::string::npos);
    }
    std::fclose(full);
}

TEST(Output, ClosedPipeIsAnErrorWithItsErrno) {
    const auto previous = std::signal(SIGPIPE, SIG_IGN);
    int fds[2];
    ASSERT_EQ(pipe(fds), 0);
    close(fds[0]);
    std::FILE* writer = fdopen(fds[1], "w");
    ASSERT_NE(writer, nullptr);
    Output output(writer, "<stdout>");
    try {
        output.write(std::string(1 << 20, 'x'));
        output.flush();
        ADD_FAILURE() << "writing to a closed pipe succeeded";
    } catch (const OutputError& error) {
        EXPECT_EQ(error.error_number(), EPIPE);
        EXPECT_NE(std::string(error.what()).find("<stdout>"), std::string::npos);
    }
    std::fclose(writer);
    std::signal(SIGPIPE, previous);
}

// An input error outside any file (before the first begin_file) still reaches a format that
// groups by file: junit gets a testsuite "-" with the error in it, not nothing.
TEST(ReportStream, AnInputErrorOutsideAnyFileReachesAFormatThatGroupsByFile) {
    char* data = nullptr;
    std::size_t size = 0;
    std::FILE* memory = open_memstream(&data, &size);
    const auto reporter = make_reporter(Format::junit);
    {
        Output output(memory, "<memory>");
        ReportStream stream(*reporter, output);
        stream.begin();
        stream.add_input_error("no file matches 'x*.pgn'");
        stream.end(testing::fixture_summary());
    }
    std::fclose(memory);
    const std::string text(data, size);
    std::free(data);
    EXPECT_NE(text.find("errors=\"1\""), std::string::npos) << text;
    EXPECT_NE(text.find("<error message=\"no file matches &apos;x*.pgn&apos;\""), std::string::npos)
        << text;
}

}  // namespace
}  // namespace pgnlint::report
