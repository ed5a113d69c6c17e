// check_inputs(): the parallel pipeline writes the same report, byte for byte, as the sequential
// loop, for every format and batch shape, and the expected one, directives and baselines too;
// I/O errors, failing workers and failing output end it cleanly.
#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "pgnlint/lint/fingerprint.h"
#include "pgnlint/report/output.h"
#include "pgnlint/run/check_inputs.h"

namespace pgnlint::run {
namespace {

namespace fs = std::filesystem;

struct RunResult {
    std::string report;
    std::vector<std::string> io_errors;
    lint::RunSummary summary;
    bool all_read = false;
    std::uint64_t baselined = 0;
};

// The filtering `check` wires: a Filter for each game, and a FileFilter, fresh for each run, for
// file-scope directives and the baseline.
struct FileFiltering {
    const lint::Filter& filter;
    lint::Baseline baseline;
};

struct RunShape {
    unsigned jobs = 1;
    std::size_t batch_bytes = std::size_t{256} << 10;
    std::size_t batches_per_worker = 2;
};

std::string read_all(std::FILE* file) {
    std::string text;
    std::rewind(file);
    char buffer[1 << 14];
    std::size_t n = 0;
    while ((n = std::fread(buffer, 1, sizeof buffer, file)) > 0) text.append(buffer, n);
    return text;
}

void keep_warnings_and_errors(lint::GameReport& game) {
    std::erase_if(game.diagnostics,
                  [](const lint::Diagnostic& d) { return d.severity < lint::Severity::warning; });
}

RunResult run_check(const std::vector<std::string>& inputs, report::Format format,
                    const RunShape& shape, GameFilter filter = keep_warnings_and_errors,
                    const FileFiltering* filtering = nullptr) {
    RunResult result;
    std::optional<lint::FileFilter> file_filter;
    if (filtering != nullptr) {
        file_filter.emplace(filtering->filter, filtering->baseline);
        filter = [filtering](lint::GameReport& game) { filtering->filter.apply(game); };
    }
    std::FILE* file = std::tmpfile();
    EXPECT_NE(file, nullptr);
    {
        report::Output output(file, "<test>");
        const std::unique_ptr<report::Reporter> reporter = report::make_reporter(format);
        report::ReportStream stream(*reporter, output);
        CheckSettings settings;
        settings.jobs = shape.jobs;
        settings.batch_bytes = shape.batch_bytes;
        settings.batches_per_worker = shape.batches_per_worker;
        settings.filter = std::move(filter);
        settings.file_filter = file_filter ? &*file_filter : nullptr;
        settings.reporter = reporter.get();
        settings.stream = &stream;
        settings.report_io_error = [&result](std::string_view message) {
            result.io_errors.emplace_back(message);
        };
        stream.begin();
        result.all_read = check_inputs(settings, inputs, result.summary);
        stream.end(result.summary);
    }
    if (file_filter) result.baselined = file_filter->baselined();
    result.report = read_all(file);
    std::fclose(file);
    return result;
}

std::string testdata(const std::string& relative) {
    return std::string(PGNLINT_TESTDATA_DIR) + "/" + relative;
}

std::vector<std::string> pgn_files() {
    std::vector<std::string> files;
    for (const char* folder : {"pgn", "check"}) {
        for (const fs::directory_entry& entry : fs::directory_iterator(testdata(folder))) {
            if (entry.path().extension() == ".pgn") files.push_back(entry.path().string());
        }
    }
    std::sort(files.begin(), files.end());
    return files;
}

// Every testdata PGN file copied `rounds` times into one file, for runs of many batches. The
// name is unique to the process: ctest runs each test in a process of its own, several at once.
std::string larger_file(int rounds) {
    const fs::path path =
        fs::temp_directory_path() / ("pgnlint_run_tests_larger_" + std::to_string(::getpid()) +
                                     "_" + std::to_string(rounds) + ".pgn");
    std::ofstream out(path, std::ios::binary);
    for (int round = 0; round < rounds; ++round) {
        for (const std::string& file : pgn_files()) {
            std::ifstream in(file, std::ios::binary);
            out << std::string(std::istreambuf_iterator<char>(in), {}) << "\n\n";
        }
    }
    return path.string();
}

// The report with the inputs' folder taken out of their names, to set against a literal.
std::string without_folder(std::string report, const std::string& folder) {
    for (std::size_t at = 0; (at = report.find(folder, at)) != std::string::npos;)
        report.erase(at, folder.size());
    return report;
}

void expect_same_run(const RunResult& expected, const RunResult& actual) {
    EXPECT_EQ(expected.report, actual.report);
    EXPECT_EQ(expected.io_errors, actual.io_errors);
    EXPECT_EQ(expected.all_read, actual.all_read);
    EXPECT_EQ(expected.summary.files, actual.summary.files);
    EXPECT_EQ(expected.summary.games, actual.summary.games);
    EXPECT_EQ(expected.summary.games_with_findings, actual.summary.games_with_findings);
    EXPECT_EQ(expected.summary.errors, actual.summary.errors);
    EXPECT_EQ(expected.summary.warnings, actual.summary.warnings);
    EXPECT_EQ(expected.summary.plies, actual.summary.plies);
    EXPECT_EQ(expected.summary.bytes, actual.summary.bytes);
    EXPECT_EQ(expected.baselined, actual.baselined);
}

class EveryFormat : public ::testing::TestWithParam<report::Format> {};

TEST_P(EveryFormat, EachTestdataFileGivesTheSameReportWithOneTwoAndFourJobs) {
    for (const std::string& file : pgn_files()) {
        SCOPED_TRACE(file);
        const RunResult sequential = run_check({file}, GetParam(), {});
        ASSERT_GT(sequential.summary.games + sequential.summary.files, 0U);
        for (const unsigned jobs : {2U, 4U}) {
            SCOPED_TRACE(jobs);
            expect_same_run(sequential, run_check({file}, GetParam(), {jobs}));
        }
    }
}

TEST_P(EveryFormat, AllTestdataFilesInOneRunGiveTheSameReportWhateverTheBatchSize) {
    const std::vector<std::string> files = pgn_files();
    const RunResult sequential = run_check(files, GetParam(), {});
    EXPECT_EQ(sequential.summary.files, files.size());
    EXPECT_GT(sequential.summary.games, 200U);
    // One game per batch and a single batch per worker put the most batches out of order.
    for (const RunShape shape : {RunShape{2, 1, 1}, RunShape{3, 2048, 1}, RunShape{4}}) {
        SCOPED_TRACE(::testing::Message() << shape.jobs << " jobs, batch " << shape.batch_bytes);
        expect_same_run(sequential, run_check(files, GetParam(), shape));
    }
}

INSTANTIATE_TEST_SUITE_P(CheckPipeline, EveryFormat,
                         ::testing::Values(report::Format::text, report::Format::json,
                                           report::Format::ndjson, report::Format::sarif,
                                           report::Format::junit, report::Format::github),
                         [](const ::testing::TestParamInfo<report::Format>& info) {
                             return std::string(report::format_name(info.param));
                         });

// The shapes that put a file's games in the most batches, out of order, and one of each size.
constexpr std::array kShapes{RunShape{1}, RunShape{2, 1, 1}, RunShape{3, 64, 1}, RunShape{4}};

// What `pgnlint check` prints for testdata/ci/base.pgn.
const std::string kBaseReport =
    "base.pgn:9:16: warning: game 1, Fool - Opponent, round 1: 2... Qh4: missing check suffix: the "
    "move mates, write "
    "Qh4# [M005 missing-check-suffix] [*]\n"
    "base.pgn:29:13: error: game 3, Walker - Waiter, round 3: 2. Ke3: illegal move: no white king "
    "can reach e3; did you mean Ke2 (the rank one off; the next move is then legal)? [M001 "
    "illegal-move]\n"
    "base.pgn:29:17: warning: game 3, Walker - Waiter, round 3: 2... Nc6: not checked: the line "
    "cannot be replayed "
    "after 2. Ke3, so its remaining moves and the variations on them are skipped [M004 "
    "unreplayable-line]\n";

lint::Filter default_filter() {
    Result<lint::Filter> filter = lint::Filter::make(lint::FilterOptions{});
    EXPECT_TRUE(filter);
    return std::move(*filter);
}

TEST(CheckPipeline, DirectivesGiveTheExpectedReportWhateverTheJobsAndBatches) {
    const lint::Filter filter = default_filter();
    const FileFiltering filtering{filter, {}};
    // Game 1's file-scope directive silences game 1's missing tags and game 4's `1. e4+`; game
    // 2's own directive its unmarked mate; game 3's directives are unused or malformed.
    const std::string expected =
        "directives.pgn:16:24: warning: game 3, Directive fixture: 3. Qf7: missing check suffix: "
        "the move gives "
        "check, write Qf7+ [M005 missing-check-suffix] [*]\n"
        "directives.pgn:15:1: warning: game 3, Directive fixture: malformed directive `pgnlint: "
        "disable=`: `disable` "
        "lists no rule (expected `disable=CODE[,CODE...]`); it suppresses nothing [D002 "
        "malformed-directive]\n"
        "directives.pgn:14:1: warning: game 3, Directive fixture: the directive disables "
        "`illegal-move`, but this game has no such finding [D001 unused-directive]\n";
    for (const RunShape& shape : kShapes) {
        SCOPED_TRACE(::testing::Message() << shape.jobs << " jobs, batch " << shape.batch_bytes);
        const RunResult run =
            run_check({testdata("ci/directives.pgn")}, report::Format::text, shape, {}, &filtering);
        EXPECT_EQ(without_folder(run.report, testdata("ci/")), expected);
        EXPECT_EQ(run.summary.games, 4U);
        EXPECT_EQ(run.summary.warnings, 3U);
    }
}

TEST(CheckPipeline, ABaselineLeavesTheExpectedReportWhateverTheJobsAndBatches) {
    const lint::Filter filter = default_filter();
    // What --write-baseline would record of base.pgn: the findings it shows.
    lint::Baseline known;
    {
        lint::FileFilter recording(filter, {});
        recording.on_before_baseline([&known](const lint::GameReport& game) {
            for (const lint::Diagnostic& d : game.diagnostics)
                known.add(lint::fingerprint(game, d));
        });
        CheckSettings settings;
        settings.filter = [&filter](lint::GameReport& game) { filter.apply(game); };
        settings.file_filter = &recording;
        settings.report_io_error = [](std::string_view) {};
        lint::RunSummary summary;
        ASSERT_TRUE(check_inputs(settings, std::vector{testdata("ci/base.pgn")}, summary));
    }
    ASSERT_EQ(known.distinct(), 3U);
    const FileFiltering filtering{filter, known};
    // edited.pgn has a game more at the top and a new illegal move in its last game: only that
    // is new. Each known finding matches once in a run, so base.pgn after it has all its own.
    const std::string expected =
        "edited.pgn:49:56: error: game 5, Ruy - Lopez, round 4: 6. Bxe8: illegal move: no white "
        "bishop can reach e8 "
        "[M001 illegal-move]\n" +
        kBaseReport;
    for (const RunShape& shape : kShapes) {
        SCOPED_TRACE(::testing::Message() << shape.jobs << " jobs, batch " << shape.batch_bytes);
        const RunResult run = run_check({testdata("ci/edited.pgn"), testdata("ci/base.pgn")},
                                        report::Format::text, shape, {}, &filtering);
        EXPECT_EQ(without_folder(run.report, testdata("ci/")), expected);
        EXPECT_EQ(run.baselined, 3U);
        EXPECT_EQ(run.summary.files, 2U);
        EXPECT_EQ(run.summary.errors, 2U);
    }
}

TEST(CheckPipeline, ATextReportIsTheExpectedOneWhateverTheJobsAndBatches) {
    for (const RunShape& shape : kShapes) {
        SCOPED_TRACE(::testing::Message() << shape.jobs << " jobs, batch " << shape.batch_bytes);
        const RunResult run = run_check({testdata("ci/base.pgn")}, report::Format::text, shape);
        EXPECT_EQ(without_folder(run.report, testdata("ci/")), kBaseReport);
    }
}

TEST(CheckPipeline, ALargerFileOfManyBatchesGivesTheSameReport) {
    const std::string file = larger_file(5);
    const RunResult sequential = run_check({file}, report::Format::ndjson, {});
    EXPECT_GT(sequential.summary.games, 1000U);
    EXPECT_GT(sequential.summary.bytes, 2'000'000U);
    expect_same_run(sequential, run_check({file}, report::Format::ndjson, {2, 16 << 10, 2}));
    expect_same_run(sequential, run_check({file}, report::Format::ndjson, {3}));
    const RunResult text_sequential = run_check({file}, report::Format::text, {});
    EXPECT_FALSE(text_sequential.report.empty());
    expect_same_run(text_sequential, run_check({file}, report::Format::text, {2, 4 << 10, 1}));
    fs::remove(file);
}

TEST(CheckPipeline, AnUnreadableInputIsReportedInOrderAndTheOthersAreChecked) {
    const std::vector<std::string> inputs = {
        testdata("check/clean.pgn"), testdata("check/no-such-file.pgn"),
        testdata("check/truncated.pgn.gz"), testdata("check/warning-only.pgn")};
    for (const report::Format format : {report::Format::junit, report::Format::json}) {
        const RunResult sequential = run_check(inputs, format, {});
        EXPECT_FALSE(sequential.all_read);
        ASSERT_EQ(sequential.io_errors.size(), 2U);
        EXPECT_NE(sequential.io_errors[0].find("no-such-file.pgn"), std::string::npos);
        EXPECT_NE(sequential.io_errors[1].find("truncated gzip stream"), std::string::npos);
        EXPECT_EQ(sequential.summary.files, 4U);
        // The games decoded before the cut are reported, and the file after it is checked.
        EXPECT_NE(sequential.report.find("warning-only.pgn"), std::string::npos);
        EXPECT_NE(sequential.report.find("truncated.pgn.gz"), std::string::npos);
        for (const unsigned jobs : {2U, 4U})
            expect_same_run(sequential, run_check(inputs, format, {jobs}));
    }
}

TEST(CheckPipeline, AWorkerThatFailsStopsTheRunWithItsError) {
    const std::string file = testdata("check/world-matches-first-10.pgn");
    const GameFilter failing = [](lint::GameReport& game) {
        if (game.index == 7) throw std::runtime_error("worker failure on game 7");
    };
    for (const unsigned jobs : {1U, 2U, 4U}) {
        SCOPED_TRACE(jobs);
        EXPECT_THROW(
            {
                try {
                    run_check({file, file, file}, report::Format::ndjson, {jobs, 1, 1}, failing);
                } catch (const std::runtime_error& error) {
                    EXPECT_STREQ(error.what(), "worker failure on game 7");
                    throw;
                }
            },
            std::runtime_error);
    }
}

TEST(CheckPipeline, AnOutputThatFailsStopsTheRunWithOutputError) {
    const std::string file = larger_file(1);
    for (const unsigned jobs : {1U, 2U}) {
        SCOPED_TRACE(jobs);
        std::FILE* full = std::fopen("/dev/full", "wb");
        ASSERT_NE(full, nullptr);
        report::Output output(full, "/dev/full");
        const std::unique_ptr<report::Reporter> reporter =
            report::make_reporter(report::Format::ndjson);
        report::ReportStream stream(*reporter, output);
        CheckSettings settings;
        settings.jobs = jobs;
        settings.batch_bytes = 1024;
        settings.reporter = reporter.get();
        settings.stream = &stream;
        settings.report_io_error = [](std::string_view) {};
        lint::RunSummary summary;
        stream.begin();
        EXPECT_THROW(
            {
                check_inputs(settings, std::vector<std::string>{file, file, file}, summary);
                stream.end(summary);
            },
            report::OutputError);
        std::fclose(full);
    }
    fs::remove(file);
}

TEST(CheckPipeline, WithoutAStreamGamesAreOnlyCounted) {
    const std::string file = testdata("check/world-matches-first-10.pgn");
    CheckSettings settings;
    settings.report_io_error = [](std::string_view) {};
    lint::RunSummary sequential;
    EXPECT_TRUE(check_inputs(settings, std::vector<std::string>{file}, sequential));
    EXPECT_EQ(sequential.games, 10U);
    settings.jobs = 2;
    lint::RunSummary parallel;
    EXPECT_TRUE(check_inputs(settings, std::vector<std::string>{file}, parallel));
    EXPECT_EQ(parallel.games, sequential.games);
    EXPECT_EQ(parallel.plies, sequential.plies);
    EXPECT_EQ(parallel.bytes, sequential.bytes);
    EXPECT_EQ(parallel.files, 1U);
}

}  // namespace
}  // namespace pgnlint::run
