// Runs the reader or GameChecker over an input and keeps what the hostile-input tests check:
// counts, the first and last few games, the bytes read and the allocations made.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "allocation_count.h"
#include "generated_source.h"
#include "pgnlint/io/byte_source.h"
#include "pgnlint/lint/game_checker.h"
#include "pgnlint/lint/game_report.h"
#include "pgnlint/pgn/game_splitter.h"
#include "pgnlint/pgn/parser.h"

namespace pgnlint::adversarial {

// What the reader made of one game (kept for the first and last few games only).
struct GameSeen {
    std::uint64_t index = 0;
    bool truncated = false;
    std::string event;
    std::uint64_t moves = 0;
    std::string termination;
    std::vector<pgn::SyntaxErrorKind> errors;
};

struct ReaderRun {
    std::uint64_t games = 0;
    std::uint64_t moves = 0;
    std::uint64_t errors = 0;
    std::array<std::uint64_t, pgn::kSyntaxErrorKindCount> by_kind{};
    std::vector<GameSeen> first;  // the first kKept games
    std::vector<GameSeen> last;   // the last kKept games, oldest first
    std::uint64_t bytes = 0;      // read from the source
    std::uint64_t allocations = 0;
    std::uint64_t count(pgn::SyntaxErrorKind kind) const { return by_kind[static_cast<int>(kind)]; }
};

constexpr std::size_t kKept = 4;

class SummaryVisitor : public pgn::VisitorBase {
public:
    explicit SummaryVisitor(ReaderRun& run) : run_(run) {}

    pgn::Control begin_game(const pgn::GameStart& start) {
        current_ = GameSeen{};
        current_.index = start.index;
        current_.truncated = start.truncated;
        return pgn::Control::proceed;
    }
    pgn::Control tag(std::string_view name, std::string_view value, pgn::Span) {
        const AllocationPause bookkeeping;
        if (name == "Event") current_.event.assign(value.substr(0, 64));
        return pgn::Control::proceed;
    }
    pgn::Control move(std::string_view, pgn::Span) {
        ++current_.moves;
        ++run_.moves;
        return pgn::Control::proceed;
    }
    pgn::Control termination(std::string_view marker, pgn::Span) {
        const AllocationPause bookkeeping;
        current_.termination.assign(marker);
        return pgn::Control::proceed;
    }
    pgn::Control syntax_error(const pgn::SyntaxError& error) {
        const AllocationPause bookkeeping;
        ++run_.errors;
        ++run_.by_kind[static_cast<int>(error.kind)];
        if (current_.errors.size() < 8) current_.errors.push_back(error.kind);
        return pgn::Control::proceed;
    }
    pgn::Control end_game(pgn::Span) {
        const AllocationPause bookkeeping;
        ++run_.games;
        if (run_.first.size() < kKept) run_.first.push_back(current_);
        if (run_.last.size() == kKept) run_.last.erase(run_.last.begin());
        run_.last.push_back(current_);
        return pgn::Control::proceed;
    }

private:
    ReaderRun& run_;
    GameSeen current_;
};

inline ReaderRun read_all(io::ByteSource& source, const pgn::Limits& limits = {}) {
    ReaderRun run;
    SummaryVisitor visitor(run);
    const std::uint64_t allocations_before = allocation_count();
    const pgn::ParseStats stats = pgn::parse_stream(source, visitor, limits);
    run.allocations = allocation_count() - allocations_before;
    run.bytes = stats.bytes;
    EXPECT_EQ(stats.games, run.games);
    return run;
}

// The whole input is read, each byte once.
inline ReaderRun read_all(std::vector<Segment> segments, const pgn::Limits& limits = {}) {
    const std::uint64_t size = size_of(segments);
    GeneratedSource source(std::move(segments));
    ReaderRun run = read_all(source, limits);
    EXPECT_EQ(run.bytes, size);
    EXPECT_EQ(source.total(), size);
    return run;
}

// What GameChecker reported for one game (first and last few games).
struct GameChecked {
    std::uint64_t index = 0;
    std::uint32_t plies = 0;
    lint::TerminationKind ending = lint::TerminationKind::none;
    std::vector<lint::RuleId> rules;
    bool has(lint::RuleId rule) const {
        return std::find(rules.begin(), rules.end(), rule) != rules.end();
    }
};

struct CheckerRun {
    std::uint64_t games = 0;
    std::uint64_t diagnostics = 0;
    std::uint64_t suggested = 0;    // diagnostics with "did you mean" suggestions
    std::uint64_t suggestions = 0;  // the suggestions
    std::vector<GameChecked> first;
    std::vector<GameChecked> last;
    std::uint64_t allocations = 0;
};

inline CheckerRun check_all(io::ByteSource& source, const pgn::Limits& limits = {}) {
    CheckerRun run;
    const std::uint64_t allocations_before = allocation_count();
    {
        pgn::GameSplitter splitter(source, limits);
        lint::GameChecker checker(lint::GameCheckerOptions{limits});
        lint::GameReport report;
        pgn::RawGame raw;
        while (splitter.next(raw)) {
            checker.check(raw, "<generated>", report);
            const AllocationPause bookkeeping;
            ++run.games;
            EXPECT_EQ(report.index, run.games);
            run.diagnostics += report.diagnostics.size();
            GameChecked seen{report.index, report.plies, report.termination.kind, {}};
            for (const lint::Diagnostic& d : report.diagnostics) {
                if (seen.rules.size() < 16) seen.rules.push_back(d.rule);
                run.suggested += !d.suggestions.empty();
                run.suggestions += d.suggestions.size();
            }
            if (run.first.size() < kKept) run.first.push_back(seen);
            if (run.last.size() == kKept) run.last.erase(run.last.begin());
            run.last.push_back(std::move(seen));
        }
    }
    run.allocations = allocation_count() - allocations_before;
    return run;
}

inline CheckerRun check_all(std::vector<Segment> segments, const pgn::Limits& limits = {}) {
    GeneratedSource source(std::move(segments));
    return check_all(source, limits);
}

}  // namespace pgnlint::adversarial
