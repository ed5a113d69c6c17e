// check_inputs() with a GameObserver (--fix, --diff): whatever the jobs and batch shape, the
// observer is given each input's fixes in input order, the same as with one job, and the report
// without the findings it took out; FixRun rewrites the same bytes. Named CheckPipeline.* so
// that CI runs them under TSan.
#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "pgnlint/fix/fix_plan.h"
#include "pgnlint/lint/fingerprint.h"
#include "pgnlint/run/check_inputs.h"
#include "pgnlint/run/fix_run.h"

namespace pgnlint::run {
namespace {

namespace fs = std::filesystem;

// What the calls in input order gave: per input its name, edits, fix count and bytes; and the
// findings left in the games' reports, counted by the summary.
struct ObservedRun {
    std::vector<std::string> names;
    std::vector<std::vector<lint::Edit>> edits;
    std::vector<std::uint64_t> fixes;
    std::vector<std::uint64_t> bytes;
    std::uint64_t findings_left = 0;
};

// Takes every safe fix and drops the findings it fixed, as FixRun does for --fix.
class RecordingObserver : public GameObserver {
public:
    explicit RecordingObserver(ObservedRun& run) : run_(run) {}

    void begin_file(std::string_view, std::string_view name) override {
        run_.names.emplace_back(name);
        run_.edits.emplace_back();
        run_.fixes.push_back(0);
    }
    void take(lint::GameReport& game, fix::TakenFixes& into) override {
        const std::size_t first = into.edits.size();
        fix::take_fixes(game, false, into);
        fix::drop_fixed(game, false, std::span(into.edits).subspan(first));
    }
    void add(const fix::TakenFixes& taken) override {
        run_.edits.back().insert(run_.edits.back().end(), taken.edits.begin(), taken.edits.end());
        run_.fixes.back() += taken.fixes;
    }
    void end_file(std::uint64_t bytes, bool) override { run_.bytes.push_back(bytes); }

private:
    ObservedRun& run_;
};

struct ObserverShape {
    unsigned jobs = 1;
    std::size_t batch_bytes = std::size_t{256} << 10;
    std::size_t batches_per_worker = 2;
};

// One job, one game per batch and a single batch per worker (the most out of order), and more.
constexpr std::array kObserverShapes{ObserverShape{2, 1, 1}, ObserverShape{3, 4096, 1},
                                     ObserverShape{4}};

ObservedRun observe(const std::vector<std::string>& inputs, const ObserverShape& shape,
                    lint::FileFilter* file_filter = nullptr) {
    ObservedRun run;
    RecordingObserver observer(run);
    CheckSettings settings;
    settings.jobs = shape.jobs;
    settings.batch_bytes = shape.batch_bytes;
    settings.batches_per_worker = shape.batches_per_worker;
    settings.file_filter = file_filter;
    settings.observer = &observer;
    settings.report_io_error = [](std::string_view) {};
    lint::RunSummary summary;
    EXPECT_TRUE(check_inputs(settings, inputs, summary));
    run.findings_left = summary.errors + summary.warnings + summary.infos;
    return run;
}

void expect_same_observations(const ObservedRun& expected, const ObservedRun& actual) {
    EXPECT_EQ(expected.names, actual.names);
    EXPECT_EQ(expected.edits, actual.edits);
    EXPECT_EQ(expected.fixes, actual.fixes);
    EXPECT_EQ(expected.bytes, actual.bytes);
    EXPECT_EQ(expected.findings_left, actual.findings_left);
}

std::string fixture(const std::string& relative) {
    return std::string(PGNLINT_TESTDATA_DIR) + "/" + relative;
}

// testdata/fix and testdata/pgn in one file, `rounds` times, for a run of many batches.
std::string many_fixes_file(int rounds) {
    std::vector<std::string> files;
    for (const char* folder : {"fix", "pgn"}) {
        for (const fs::directory_entry& entry : fs::directory_iterator(fixture(folder))) {
            if (entry.path().extension() == ".pgn") files.push_back(entry.path().string());
        }
    }
    std::sort(files.begin(), files.end());
    const fs::path path = fs::temp_directory_path() /
                          ("pgnlint_run_tests_fixes_" + std::to_string(::getpid()) + ".pgn");
    std::ofstream out(path, std::ios::binary);
    for (int round = 0; round < rounds; ++round) {
        for (const std::string& file : files) {
            std::ifstream in(file, std::ios::binary);
            out << std::string(std::istreambuf_iterator<char>(in), {}) << "\n\n";
        }
    }
    return path.string();
}

TEST(CheckPipeline, AnObserverGetsTheSameFixesInInputOrderWhateverTheJobsAndBatches) {
    const std::string file = many_fixes_file(3);
    const std::vector<std::string> inputs{fixture("fix/N003-redundant-disambiguation.pgn"), file,
                                          fixture("fix/M005-missing-check-suffix.pgn")};
    const ObservedRun sequential = observe(inputs, {});
    ASSERT_EQ(sequential.names.size(), 3U);
    EXPECT_GT(sequential.fixes[1], 100U);
    // Each input's edits are in offset order, as the writer needs them.
    for (const std::vector<lint::Edit>& edits : sequential.edits) {
        EXPECT_TRUE(std::is_sorted(
            edits.begin(), edits.end(),
            [](const lint::Edit& a, const lint::Edit& b) { return a.offset < b.offset; }));
    }
    for (const ObserverShape& shape : kObserverShapes) {
        SCOPED_TRACE(::testing::Message() << shape.jobs << " jobs, batch " << shape.batch_bytes);
        expect_same_observations(sequential, observe(inputs, shape));
    }
    fs::remove(file);
}

// A file-scope directive puts the input's filtering in input order, on the writer: the observer
// is then called there, and gives the same fixes.
TEST(CheckPipeline, AnObserverOfAnInputFilteredInOrderGetsTheSameFixes) {
    const Result<lint::Filter> filter = lint::Filter::make(lint::FilterOptions{});
    ASSERT_TRUE(filter);
    const std::vector<std::string> inputs{fixture("ci/directives.pgn"),
                                          fixture("fix/combined-two-fixes-on-one-move.pgn")};
    lint::FileFilter sequential_filter(*filter, {});
    const ObservedRun sequential = observe(inputs, {}, &sequential_filter);
    EXPECT_GT(sequential.fixes[0], 0U);
    for (const ObserverShape& shape : kObserverShapes) {
        SCOPED_TRACE(::testing::Message() << shape.jobs << " jobs, batch " << shape.batch_bytes);
        lint::FileFilter file_filter(*filter, {});
        expect_same_observations(sequential, observe(inputs, shape, &file_filter));
    }
}

std::string file_bytes(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), {});
}

// The real FixRun rewriting a copy of `source`, with `baseline` (and --fix-baselined when
// `fix_baselined`): the bytes it leaves.
std::string fixed_bytes(const std::string& source, const ObserverShape& shape,
                        const lint::Filter& filter, const lint::Baseline& baseline,
                        bool fix_baselined) {
    const fs::path copy = fs::temp_directory_path() /
                          ("pgnlint_run_tests_fixrun_" + std::to_string(::getpid()) + ".pgn");
    fs::copy_file(source, copy, fs::copy_options::overwrite_existing);
    std::vector<std::string> errors;
    FixRun run(FixRunOptions{FixMode::fix, true, lint::Severity::warning},
               [&errors](std::string_view message) { errors.emplace_back(message); });
    lint::FileFilter file_filter(filter, baseline);
    if (fix_baselined) {
        file_filter.on_before_baseline(
            [&run](const lint::GameReport& game) { run.take_before_baseline(game); });
    }
    CheckSettings settings;
    settings.jobs = shape.jobs;
    settings.batch_bytes = shape.batch_bytes;
    settings.batches_per_worker = shape.batches_per_worker;
    settings.filter = [&filter](lint::GameReport& game) { filter.apply(game); };
    settings.file_filter = &file_filter;
    settings.observer = &run;
    settings.report_io_error = [](std::string_view) {};
    lint::RunSummary summary;
    EXPECT_TRUE(check_inputs(settings, std::vector<std::string>{copy.string()}, summary));
    EXPECT_TRUE(errors.empty()) << errors.front();
    EXPECT_FALSE(run.failed());
    std::string bytes = file_bytes(copy.string());
    fs::remove(copy);
    return bytes;
}

// FixRun itself on threads (TSan sees its take run concurrently), with and without a baseline
// and --fix-baselined: the same bytes as with one job.
TEST(CheckPipeline, FixRunRewritesTheSameBytesWhateverTheJobsAndBatches) {
    lint::FilterOptions options;
    options.shown = lint::Severity::info;  // as a fix run filters
    const Result<lint::Filter> filter = lint::Filter::make(options);
    ASSERT_TRUE(filter);
    const std::string file = many_fixes_file(2);
    const std::string original = file_bytes(file);
    lint::Baseline known;  // the findings of the file's first testdata/fix game, known
    {
        lint::FileFilter recording(*filter, {});
        recording.on_before_baseline([&known](const lint::GameReport& game) {
            if (game.index != 1) return;
            for (const lint::Diagnostic& d : game.diagnostics)
                known.add(lint::fingerprint(game, d));
        });
        observe({file}, {}, &recording);
    }
    ASSERT_GT(known.distinct(), 0U);
    const std::string plain = fixed_bytes(file, {}, *filter, {}, false);
    const std::string baselined = fixed_bytes(file, {}, *filter, known, false);
    const std::string all = fixed_bytes(file, {}, *filter, known, true);
    EXPECT_NE(plain, original);
    EXPECT_NE(baselined, plain);  // the known findings stay unfixed
    EXPECT_EQ(all, plain);        // unless asked
    for (const ObserverShape& shape : kObserverShapes) {
        SCOPED_TRACE(::testing::Message() << shape.jobs << " jobs, batch " << shape.batch_bytes);
        EXPECT_EQ(fixed_bytes(file, shape, *filter, {}, false), plain);
        EXPECT_EQ(fixed_bytes(file, shape, *filter, known, false), baselined);
        EXPECT_EQ(fixed_bytes(file, shape, *filter, known, true), all);
    }
    fs::remove(file);
}

}  // namespace
}  // namespace pgnlint::run
