// What the lint tests that check whole games share: a game's text from its result, movetext and
// tags, the checker run over it, and the rules of a report's findings.
#pragma once

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "pgnlint/io/byte_source.h"
#include "pgnlint/lint/game_checker.h"
#include "pgnlint/lint/rules.h"
#include "pgnlint/pgn/game_splitter.h"

namespace pgnlint::lint::fixtures {

inline const std::string kTags =
    "[Event \"Test\"]\n[Site \"?\"]\n[Date \"2026.11.30\"]\n[Round \"1\"]\n"
    "[White \"A\"]\n[Black \"B\"]\n";

// One game: the standard tags, then `extra_tags` (each "[Name \"value\"]\n"), SetUp and FEN when
// `fen` is given, a blank line and the movetext.
inline std::string game(const std::string& result, const std::string& movetext,
                        const std::string& extra_tags = "", const std::string& fen = "") {
    std::string text = kTags + "[Result \"" + result + "\"]\n" + extra_tags;
    if (!fen.empty()) text += "[SetUp \"1\"]\n[FEN \"" + fen + "\"]\n";
    return text + "\n" + movetext + "\n";
}

inline std::vector<GameReport> check_all(const std::string& text,
                                         const GameCheckerOptions& options = {},
                                         const SourceStatement* source = nullptr) {
    io::MemorySource input(text, "test.pgn");
    pgn::GameSplitter splitter(input, options.limits);
    GameChecker checker(options);
    std::vector<GameReport> reports;
    pgn::RawGame raw;
    GameReport report;
    while (splitter.next(raw)) {
        checker.check(raw, "test.pgn", report, source);
        reports.push_back(report);
    }
    return reports;
}

// The report of `text`, which must hold exactly one game.
inline GameReport check_one(const std::string& text, const GameCheckerOptions& options = {},
                            const SourceStatement* source = nullptr) {
    std::vector<GameReport> reports = check_all(text, options, source);
    EXPECT_EQ(reports.size(), 1U);
    return reports.empty() ? GameReport{} : reports.front();
}

// The findings one per line (rule, ply, line:column, message), for a failing test's output.
inline std::string dump(const GameReport& report) {
    std::string text;
    for (const Diagnostic& d : report.diagnostics) {
        text += std::string(rule(d.rule).name) + " ply " + std::to_string(d.ply) + " " +
                std::to_string(d.where.line) + ":" + std::to_string(d.where.column) + ": " +
                d.message + "\n";
    }
    return text;
}

inline std::vector<RuleId> rules_of(const GameReport& report) {
    std::vector<RuleId> ids;
    for (const Diagnostic& d : report.diagnostics) ids.push_back(d.rule);
    return ids;
}

}  // namespace pgnlint::lint::fixtures
