// The `scan` run: PGN read through the pgn module only (no chess replay), its syntax errors
// and counts printed; also the parse-only benchmark.
#include "pgnlint/run/scan_run.h"

#include <fmt/core.h>
#include <fmt/format.h>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>
#include "pgnlint/io/byte_source.h"
#include "pgnlint/lint/rules.h"
#include "pgnlint/pgn/parser.h"
#include "pgnlint/pgn/text_encoding.h"
#include "pgnlint/report/display_text.h"
#include "pgnlint/run/exit_status.h"
#include "pgnlint/run/messages.h"
#include "pgnlint/run/output_guard.h"
#include "pgnlint/run/standard_output.h"

namespace pgnlint::run {
namespace {

struct ScanCounts {
    std::uint64_t games = 0;
    std::uint64_t moves = 0;
    std::uint64_t comments = 0;
    std::uint64_t variations = 0;
    std::uint64_t syntax_errors = 0;
    std::uint64_t bytes = 0;

    void add(const ScanCounts& other) {
        games += other.games;
        moves += other.moves;
        comments += other.comments;
        variations += other.variations;
        syntax_errors += other.syntax_errors;
        bytes += other.bytes;
    }
};

// Counts events and writes each syntax error gcc-style into a buffer flushed in large chunks.
class ScanVisitor : public pgn::VisitorBase {
public:
    ScanVisitor(std::string_view file, ScanCounts& counts, fmt::memory_buffer& out)
        : file_(file), counts_(counts), out_(out) {}

    pgn::Control move(std::string_view, pgn::Span) {
        ++counts_.moves;
        return pgn::Control::proceed;
    }
    pgn::Control comment(std::string_view, pgn::Span) {
        ++counts_.comments;
        return pgn::Control::proceed;
    }
    pgn::Control begin_variation(pgn::Span) {
        ++counts_.variations;
        return pgn::Control::proceed;
    }
    pgn::Control syntax_error(const pgn::SyntaxError& error) {
        ++counts_.syntax_errors;
        message_.clear();
        pgn::append_syntax_error_message(error.kind, decoded(error.detail), message_);
        // Escaped as `check` escapes the line, by the one terminal-text escaper.
        report::encoding::append_display_text(out_, file_);
        fmt::format_to(std::back_inserter(out_), ":{}:{}: error: ", error.span.line,
                       error.span.column);
        report::encoding::append_display_text(out_, message_);
        // The same code and name `check` gives the error, so a reader can look it up.
        const lint::Rule& rule = lint::rule(lint::syntax_error_rule(error.kind));
        fmt::format_to(std::back_inserter(out_), " [{} {}]\n", rule.code, rule.name);
        constexpr std::size_t kFlushBytes = 1 << 16;
        if (out_.size() >= kFlushBytes) flush(out_);
        return pgn::Control::proceed;
    }

    static void flush(fmt::memory_buffer& out) {
        std::fwrite(out.data(), 1, out.size(), stdout);
        out.clear();
    }

private:
    // Text that is not UTF-8 is read as Windows-1252, as `check` reads such a game
    // (--encoding auto).
    std::string_view decoded(std::string_view text) {
        if (pgn::first_invalid_utf8(text) == std::string_view::npos) return text;
        decoded_.clear();
        pgn::append_windows_1252_as_utf8(text, decoded_);
        return decoded_;
    }

    std::string_view file_;
    ScanCounts& counts_;
    fmt::memory_buffer& out_;
    std::string message_;  // one error's, reused
    std::string decoded_;  // its detail read as Windows-1252, reused
};

void print_counts(std::string_view label, const ScanCounts& counts) {
    const auto counted = [](std::uint64_t count, std::string_view one, std::string_view many) {
        return fmt::format("{} {}", count, count == 1 ? one : many);
    };
    fmt::print("{}: {}, {}, {}, {}, {}, {}\n", label, counted(counts.games, "game", "games"),
               counted(counts.moves, "move", "moves"),
               counted(counts.comments, "comment", "comments"),
               counted(counts.variations, "variation", "variations"),
               counted(counts.syntax_errors, "syntax error", "syntax errors"),
               counted(counts.bytes, "byte", "bytes"));
}

}  // namespace

int run_scan(const ScanOptions& options) {
    std::vector<std::string> files = options.files;
    if (files.empty()) files.emplace_back("-");
    if (const std::optional<std::string> clash = find_stdout_onto_input(files)) {
        print_error(*clash);
        return kExitUsageOrIo;
    }
    int exit_code = kExitClean;
    ScanCounts total;
    fmt::memory_buffer out;
    const auto start = std::chrono::steady_clock::now();
    for (const std::string& file : files) {
        ScanCounts counts;
        try {
            const std::unique_ptr<io::ByteSource> source = io::open_input(file);
            ScanVisitor visitor(source->name(), counts, out);
            const pgn::ParseStats stats = pgn::parse_stream(*source, visitor);
            counts.games = stats.games;
            counts.bytes = stats.bytes;
        } catch (const io::IoError& error) {
            ScanVisitor::flush(out);
            std::fflush(stdout);
            print_error(error.what());
            exit_code = kExitUsageOrIo;
        }
        ScanVisitor::flush(out);
        if (!options.quiet && files.size() > 1) print_counts(file, counts);
        total.add(counts);
    }
    if (!options.quiet) print_counts("total", total);
    if (!flush_standard_output()) exit_code = kExitUsageOrIo;
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (seconds > 0) {
        fmt::print(stderr, "scan: {:.1f} MB in {:.3f} s: {:.1f} MB/s, {:.0f} games/s\n",
                   static_cast<double>(total.bytes) / 1e6, seconds,
                   static_cast<double>(total.bytes) / 1e6 / seconds,
                   static_cast<double>(total.games) / seconds);
    }
    if (exit_code == kExitClean && total.syntax_errors > 0) exit_code = kExitFindings;
    return exit_code;
}

}  // namespace pgnlint::run
