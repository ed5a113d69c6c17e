// Report formatting cost, a measurement and not a test: parses PGN files held in memory into
// GameReports (tags, start, plies, result; no replay) and times the same run with no output and
// with each format written to /dev/null, printing each format's time as a ratio to no output.
// Parse-only is pgnlint's fastest stage, so these ratios bound the formats' share of a full check.
//
// usage: report_bench [--rounds N] FILE...
#include <chrono>
#include <cstdio>
#include <fstream>
#include <iterator>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "pgnlint/io/byte_source.h"
#include "pgnlint/lint/game_report.h"
#include "pgnlint/pgn/parser.h"
#include "pgnlint/report/output.h"
#include "pgnlint/report/report_stream.h"
#include "pgnlint/report/reporter.h"

using namespace pgnlint;

namespace {

// A FEN of typical length: the bench does not replay, but a checked game carries its final FEN.
constexpr std::string_view kFinalFen =
    "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N2N2/PP2BPPP/R2QKB1R w KQ - 4 9";

template <typename OnGame>
class ReportFiller : public pgn::VisitorBase {
public:
    ReportFiller(std::string_view file, lint::GameReport& game, OnGame& on_game)
        : file_(file), game_(game), on_game_(on_game) {}

    using pgn::VisitorBase::begin_game;
    pgn::Control begin_game(const pgn::GameStart& start) {
        game_.clear();
        game_.index = start.index + 1;
        game_.file.assign(file_);
        game_.start = {start.span.offset, start.span.line, start.span.column};
        depth_ = 0;
        return pgn::Control::proceed;
    }
    pgn::Control tag(std::string_view name, std::string_view value, pgn::Span) {
        game_.tags.add(name, value);
        if (name == "Result") game_.result_tag.assign(value);
        return pgn::Control::proceed;
    }
    pgn::Control move(std::string_view, pgn::Span) {
        if (depth_ == 0) ++game_.plies;
        return pgn::Control::proceed;
    }
    pgn::Control begin_variation(pgn::Span) {
        ++depth_;
        return pgn::Control::proceed;
    }
    pgn::Control end_variation(pgn::Span) {
        if (depth_ > 0) --depth_;
        return pgn::Control::proceed;
    }
    pgn::Control termination(std::string_view marker, pgn::Span) {
        // clear + append: assign() trips GCC 12's false -Wrestrict (GCC bug 105329).
        game_.result_marker.clear();
        game_.result_marker.append(marker);
        return pgn::Control::proceed;
    }
    pgn::Control end_game(pgn::Span) {
        game_.replayed = true;
        game_.final_fen.assign(kFinalFen);
        on_game_(game_);
        return pgn::Control::proceed;
    }

private:
    std::string_view file_;
    lint::GameReport& game_;
    OnGame& on_game_;
    std::uint32_t depth_ = 0;
};

struct Input {
    std::string name;
    std::string text;
};

// One run over every input; `reporter` null means no output. Returns seconds.
double run(const std::vector<Input>& inputs, const report::Reporter* reporter,
           lint::RunSummary& summary) {
    std::vector<std::unique_ptr<io::MemorySource>> sources;
    for (const Input& input : inputs) {
        sources.push_back(std::make_unique<io::MemorySource>(input.text, input.name));
    }
    std::FILE* null = std::fopen("/dev/null", "w");
    report::Output output(null, "/dev/null");
    std::unique_ptr<report::ReportStream> stream;
    if (reporter != nullptr) stream = std::make_unique<report::ReportStream>(*reporter, output);
    fmt::memory_buffer formatted;
    lint::GameReport game;
    summary = {};

    const auto start = std::chrono::steady_clock::now();
    if (stream) stream->begin();
    auto on_game = [&](const lint::GameReport& finished) {
        summary.add(finished);
        if (!stream) return;
        formatted.clear();
        report::GameSummary game_summary;
        reporter->format_summarized_game(finished, formatted, game_summary);
        stream->add_game({formatted.data(), formatted.size()}, reporter->fails(finished),
                         game_summary);
    };
    for (std::size_t i = 0; i < inputs.size(); ++i) {
        if (stream) stream->begin_file(inputs[i].name);
        ReportFiller filler(inputs[i].name, game, on_game);
        summary.bytes += pgn::parse_stream(*sources[i], filler).bytes;
        if (stream) stream->end_file();
    }
    summary.files = inputs.size();
    if (stream) stream->end(summary);
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::fclose(null);
    return seconds;
}

}  // namespace

int main(int argc, char** argv) {
    int rounds = 3;
    std::vector<Input> inputs;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--rounds" && i + 1 < argc) {
            rounds = std::stoi(argv[++i]);
            continue;
        }
        std::ifstream in(arg, std::ios::binary);
        if (!in) {
            std::fprintf(stderr, "report_bench: cannot read %s\n", arg.c_str());
            return 2;
        }
        std::ostringstream text;
        text << in.rdbuf();
        inputs.push_back({arg, text.str()});
    }
    if (inputs.empty()) {
        std::fprintf(stderr, "usage: report_bench [--rounds N] FILE...\n");
        return 2;
    }

    // Modes alternate within each round and each keeps its best time, so that load from other
    // processes hits them alike.
    std::vector<std::unique_ptr<report::Reporter>> reporters;
    reporters.push_back(nullptr);
    for (const std::string_view name : report::format_names()) {
        reporters.push_back(report::make_reporter(*report::parse_format(name)));
    }
    std::vector<double> best(reporters.size(), 1e300);
    lint::RunSummary summary;
    for (int round = 0; round < rounds; ++round) {
        for (std::size_t mode = 0; mode < reporters.size(); ++mode) {
            best[mode] = std::min(best[mode], run(inputs, reporters[mode].get(), summary));
        }
    }
    const double baseline = best[0];
    std::printf("%llu games, %.1f MB, best of %d rounds\n",
                static_cast<unsigned long long>(summary.games), summary.bytes / 1e6, rounds);
    std::printf("  none    %.3f s  (parse into GameReports, no output; %.0f games/s)\n", baseline,
                summary.games / baseline);
    for (std::size_t mode = 1; mode < reporters.size(); ++mode) {
        const std::string_view name = report::format_names()[mode - 1];
        std::printf("  %-7.*s %.3f s  ratio to none %.3f  (%.0f ns/game for formatting)\n",
                    static_cast<int>(name.size()), name.data(), best[mode], best[mode] / baseline,
                    (best[mode] - baseline) * 1e9 / static_cast<double>(summary.games));
    }
    return 0;
}
