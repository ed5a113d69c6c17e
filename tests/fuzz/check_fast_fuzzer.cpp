// Fuzz target for what `pgnlint check` does with an input's bytes, without its command line and
// files: decompression, PGN or NDJSON detection, the checker (the input's encoding as
// --encoding says, the default or small limits), the filters, and the report in the format a
// byte of the input chooses, written to memory. Every finding points inside the bytes read.
// The check target runs the same through run::run_check (options, the input and output files,
// the run's threads), at many times the cost of a run here.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "decoded_input.h"
#include "fuzz_support.h"
#include "pgnlint/input/input_games.h"
#include "pgnlint/input/ndjson_input.h"
#include "pgnlint/io/byte_source.h"
#include "pgnlint/lint/filter.h"
#include "pgnlint/lint/game_checker.h"
#include "pgnlint/lint/game_report.h"
#include "pgnlint/report/output.h"
#include "pgnlint/report/report_stream.h"
#include "pgnlint/report/reporter.h"

namespace pgnlint::fuzz {
namespace {

constexpr report::Format kFormats[] = {
    report::Format::text,  report::Format::json,   report::Format::ndjson, report::Format::sarif,
    report::Format::junit, report::Format::github, report::Format::html};

// The furthest offset a finding of `game` points at.
std::uint64_t check_locations(const lint::GameReport& game) {
    std::uint64_t furthest = 0;
    for (const lint::Diagnostic& d : game.diagnostics) {
        FUZZ_REQUIRE(d.where.line >= 1 && d.where.column >= 1);
        FUZZ_REQUIRE(d.where.character_column() >= 1);
        furthest = std::max(furthest, d.where.offset);
    }
    return furthest;
}

// Reads, checks and reports the input as check_pipeline.cpp's sequential run does.
void check(std::string_view bytes, std::uint8_t choice) {
    pgn::Limits limits;
    if (choice & 0x80) {  // small limits, so short inputs reach them
        limits.max_variation_depth = 3;
        limits.max_token_bytes = 24;
        limits.max_game_bytes = 200;
        limits.max_moves_per_game = 12;
    }
    constexpr lint::InputEncoding kEncodings[] = {
        lint::InputEncoding::automatic, lint::InputEncoding::utf8,
        lint::InputEncoding::windows_1252, lint::InputEncoding::automatic};
    const lint::InputEncoding encoding = kEncodings[(choice >> 3) & 3];
    lint::FilterOptions filter_options;
    filter_options.shown = lint::Severity::info;
    const Result<lint::Filter> filter = lint::Filter::make(filter_options);
    FUZZ_REQUIRE(filter.ok());
    lint::FileFilter file_filter(*filter, lint::Baseline{});
    lint::GameChecker checker(lint::GameCheckerOptions{limits, encoding});

    char* text = nullptr;
    std::size_t text_size = 0;
    std::FILE* memory = ::open_memstream(&text, &text_size);
    FUZZ_REQUIRE(memory != nullptr);
    {
        const std::unique_ptr<report::Reporter> reporter =
            report::make_reporter(kFormats[choice % std::size(kFormats)]);
        report::Output output(memory, "<memory>");
        report::ReportStream stream(*reporter, output);
        lint::RunSummary summary;
        lint::GameReport game;
        std::uint64_t furthest = 0;  // the furthest offset a finding points at
        const auto write = [&] {
            furthest = std::max(furthest, check_locations(game));
            summary.add(game);
            stream.add_game(game);
        };
        stream.begin();
        stream.begin_file("fuzz.pgn");
        file_filter.begin_file();
        ++summary.files;
        std::uint64_t read = 0;
        try {
            input::DetectedInput found;
            const std::unique_ptr<io::ByteSource> source =
                input::detect_format(io::decompress_if_needed(std::make_unique<io::MemorySource>(
                                         std::string(bytes), "fuzz.pgn")),
                                     input::InputFormat::automatic, found);
            // A report pgnlint wrote is refused, as check_run.cpp refuses it (exit status 2).
            if (!found.pgnlint_report.empty())
                throw io::IoError(input::pgnlint_report_message("fuzz.pgn", found.pgnlint_report));
            input::InputGames games(*source, found.format, limits);
            pgn::RawGame raw;
            const input::RecordOrigin* origin = nullptr;
            try {
                while (games.next(raw, origin)) {
                    if (origin == nullptr) {
                        checker.check(raw, "fuzz.pgn", game);
                    } else {
                        const lint::SourceStatement statement = input::source_statement(*origin);
                        checker.check(raw, "fuzz.pgn", game, &statement);
                        input::finish_record(*origin, game);
                        for (lint::Diagnostic& d : game.diagnostics) d.fix.edits.clear();
                    }
                    filter->apply(game);
                    if (file_filter.push(game)) write();
                }
            } catch (const io::IoError&) {
                read = games.bytes_read();
                throw;
            }
            read = games.bytes_read();
        } catch (const io::IoError& problem) {
            stream.add_input_error(problem.what());
        }
        if (file_filter.finish_file(game)) write();
        FUZZ_REQUIRE(furthest <= read);
        summary.bytes = read;
        stream.end_file();
        stream.end(summary);
    }
    std::fclose(memory);
    std::free(text);
}

}  // namespace
}  // namespace pgnlint::fuzz

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view bytes(reinterpret_cast<const char*>(data), size);
    if (!pgnlint::fuzz::decodes_within_limit(bytes)) return -1;
    pgnlint::fuzz::check(bytes, size > 0 ? data[size / 2] : 0);
    return 0;
}
