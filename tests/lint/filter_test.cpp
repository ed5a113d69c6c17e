// lint::Filter, FileFilter, Baseline and fingerprints on hand-made GameReports and games: rule
// selection by code, name and prefix with specificity, severity overrides, directives of game
// and file scope, the baseline multiset, and the exact fingerprint definition.
#include "pgnlint/lint/filter.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "pgnlint/lint/fingerprint.h"
#include "pgnlint/lint/game_checker.h"

#include "checker_fixtures.h"

namespace pgnlint::lint {
namespace {

using fixtures::rules_of;

Diagnostic finding(RuleId id, std::uint32_t line = 1) {
    Diagnostic d;
    d.rule = id;
    d.severity = rule(id).default_severity;
    d.where = Location{0, line, 1};
    return d;
}

Filter make(const FilterOptions& options) {
    Result<Filter> filter = Filter::make(options);
    EXPECT_TRUE(filter.ok()) << filter.error();
    return std::move(*filter);
}

TEST(SelectRules, CodesNamesPrefixesAndAll) {
    const std::optional<Selection> code = select_rules("m001");
    ASSERT_TRUE(code);
    EXPECT_EQ(code->rules.count(), 1U);
    EXPECT_TRUE(code->rules.test(rule_index(RuleId::illegal_move)));
    EXPECT_EQ(select_rules("illegal-move")->rules, code->rules);
    EXPECT_GT(code->specificity, select_rules("M00")->specificity);
    const std::optional<Selection> family = select_rules("D");
    ASSERT_TRUE(family);
    EXPECT_EQ(family->rules.count(), 2U);
    EXPECT_EQ(select_rules("ALL")->rules.count(), all_rules().size());
    EXPECT_FALSE(select_rules("Q"));
    EXPECT_FALSE(select_rules(""));
    EXPECT_FALSE(select_rules("illegal"));  // names are matched whole, codes by prefix
}

TEST(Filter, SelectIgnoreAndTheMoreSpecificWins) {
    FilterOptions options;
    options.select = {"M", "illegal-move"};
    options.ignore = {"M00"};
    Filter filter = make(options);
    EXPECT_TRUE(filter.enabled(RuleId::illegal_move));         // the whole name beats M00
    EXPECT_FALSE(filter.enabled(RuleId::wrong_check_suffix));  // M00 beats M
    EXPECT_FALSE(filter.enabled(RuleId::missing_roster_tag));  // not selected at all
    options.ignore.push_back("M001");                          // as specific as illegal-move
    filter = make(options);
    EXPECT_FALSE(filter.enabled(RuleId::illegal_move));  // a tie: --ignore wins
    const Filter everything = make({});
    for (const Rule& r : all_rules()) EXPECT_TRUE(everything.enabled(r.id)) << r.code;
    FilterOptions bad;
    bad.ignore = {"Z9"};
    const Result<Filter> refused = Filter::make(bad);
    ASSERT_FALSE(refused);
    EXPECT_NE(refused.error().find("Z9"), std::string::npos);
}

TEST(Filter, SeverityOverridesMostSpecificFirst) {
    FilterOptions options;
    options.severity_overrides = {{"wrong-check-suffix", Severity::error}, {"M", Severity::info}};
    const Filter filter = make(options);
    GameReport game;
    game.index = 2;
    game.diagnostics = {finding(RuleId::wrong_check_suffix), finding(RuleId::illegal_move),
                        finding(RuleId::missing_roster_tag)};
    filter.apply(game);
    ASSERT_EQ(game.diagnostics.size(), 3U);
    EXPECT_EQ(game.diagnostics[0].severity, Severity::error);
    EXPECT_EQ(game.diagnostics[1].severity, Severity::info);
    EXPECT_EQ(game.diagnostics[2].severity, rule(RuleId::missing_roster_tag).default_severity);
}

TEST(Directives, ParsedWithSpacesAndRejectedWhenMalformed) {
    const ParsedDirective ok = parse_directive("disable = M001 , wrong-check-suffix,T");
    EXPECT_TRUE(ok.error.empty());
    ASSERT_EQ(ok.selectors.size(), 3U);
    EXPECT_EQ(ok.selectors[1].first, "wrong-check-suffix");
    for (const std::string text :
         {"", "enable=M001", "disable", "disable=", "disable=M001,", "disable=no-such-rule"}) {
        EXPECT_FALSE(parse_directive(text).error.empty()) << text;
    }
}

TEST(Directives, GameScopeSuppressesAndReportsWhatItDidNotUse) {
    const Filter filter = make({});
    GameReport game;
    game.index = 3;
    game.diagnostics = {finding(RuleId::wrong_check_suffix), finding(RuleId::illegal_move)};
    game.directives = {{"disable=wrong-check-suffix,null-move", Location{10, 2, 1}, false},
                       {"oops", Location{20, 3, 1}, false}};
    filter.apply(game);
    EXPECT_EQ(rules_of(game),
              (std::vector<RuleId>{RuleId::illegal_move, RuleId::malformed_directive,
                                   RuleId::unused_directive}));
    EXPECT_EQ(game.diagnostics[2].where.line, 2U);
    EXPECT_NE(game.diagnostics[2].message.find("null-move"), std::string::npos);
    EXPECT_EQ(game.diagnostics[2].message.find("wrong-check-suffix"), std::string::npos);
}

TEST(Directives, LeadingDirectivesAreSeenBeforeTheFirstTagOnly) {
    EXPECT_TRUE(has_leading_directive("{pgnlint: disable=M001}\n[Event \"x\"]"));
    EXPECT_TRUE(has_leading_directive("\n% escape\n{ [%clk 0:01] }\n;  pgnlint: disable=T\n1. e4"));
    EXPECT_FALSE(has_leading_directive("[Event \"x\"]\n{pgnlint: disable=M001}\n1. e4 *"));
    EXPECT_FALSE(has_leading_directive("{ a comment about pgnlint: }\n1. e4 *"));
    EXPECT_FALSE(has_leading_directive(""));
}

TEST(FileFilter, FileScopeHoldsBackOneGameAndReportsUnusedAtTheEnd) {
    const Filter filter = make({});
    FileFilter file_filter(filter, Baseline{});
    file_filter.begin_file();
    GameReport first;
    first.index = 1;
    first.directives = {{"disable=T001,null-move", Location{0, 1, 1}, true}};
    first.diagnostics = {finding(RuleId::missing_roster_tag, 2)};
    filter.apply(first);
    EXPECT_FALSE(file_filter.push(first));  // held until the next game comes
    GameReport second;
    second.index = 2;
    second.diagnostics = {finding(RuleId::missing_roster_tag, 9), finding(RuleId::illegal_move, 9)};
    filter.apply(second);
    ASSERT_TRUE(file_filter.push(second));
    EXPECT_EQ(second.index, 1U);  // the first game comes out, its T001 suppressed
    EXPECT_TRUE(second.diagnostics.empty());
    GameReport last;
    ASSERT_TRUE(file_filter.finish_file(last));
    EXPECT_EQ(last.index, 2U);
    EXPECT_EQ(rules_of(last),
              (std::vector<RuleId>{RuleId::illegal_move, RuleId::unused_directive}));
    EXPECT_EQ(last.diagnostics[1].where.line, 1U);
    // A file without file-scope directives goes straight through.
    file_filter.begin_file();
    GameReport plain;
    plain.index = 1;
    EXPECT_TRUE(file_filter.push(plain));
    EXPECT_FALSE(file_filter.finish_file(plain));
}

TEST(FileFilter, BaselineIsAMultisetAndTheShownFloorComesFirst) {
    FilterOptions options;
    options.shown = Severity::warning;
    const Filter filter = make(options);
    GameReport game;
    game.index = 1;
    game.diagnostics = {finding(RuleId::illegal_move), finding(RuleId::illegal_move),
                        finding(RuleId::zero_castling)};
    Baseline baseline;
    baseline.add(fingerprint(game, game.diagnostics[0]));
    FileFilter file_filter(filter, std::move(baseline));
    std::size_t recorded = 0;
    file_filter.on_before_baseline(
        [&recorded](const GameReport& seen) { recorded = seen.diagnostics.size(); });
    file_filter.begin_file();
    ASSERT_TRUE(file_filter.push(game));
    EXPECT_EQ(recorded, 2U);  // the info finding is below the floor, before the baseline
    EXPECT_EQ(rules_of(game), std::vector<RuleId>{RuleId::illegal_move});
    EXPECT_EQ(file_filter.baselined(), 1U);
}

// The definition the manual gives, computed independently.
std::uint64_t fnv1a(const std::vector<std::string>& fields) {
    std::uint64_t hash = 0xcbf29ce484222325ULL;
    for (const std::string& field : fields) {
        for (const unsigned char c : field + std::string(1, '\0')) {
            hash ^= c;
            hash *= 0x100000001b3ULL;
        }
    }
    return hash;
}

TEST(Fingerprint, FollowsItsDefinitionAndSurvivesUnrelatedEdits) {
    const auto check = [](const std::string& text) {
        GameChecker checker;
        GameReport report;
        pgn::RawGame raw{text, pgn::Span{0, 1, 1}, 0, false};
        checker.check(raw, "t.pgn", report);
        return report;
    };
    const GameReport before = check(
        "[Event \"E\"]\n[Site \"S\"]\n[Date \"2024.01.01\"]\n[Round \"1\"]\n[White \"W\"]\n"
        "[Black \"B\"]\n[Result \"*\"]\n\n1. e4 e5 2. Ke3 *\n");
    const GameReport after = check(
        "{ a comment }\n[Event \"E\"]\n[Site \"S\"]\n[Date \"2024.01.01\"]\n[Round \"1\"]\n"
        "[White \"W\"]\n[Black \"B\"]\n[Annotator \"new\"]\n[Result \"*\"]\n\n1. e4 {!} e5\n2. Ke3 "
        "*\n");
    ASSERT_FALSE(before.diagnostics.empty());
    ASSERT_FALSE(after.diagnostics.empty());
    const Diagnostic& illegal = before.diagnostics[0];
    ASSERT_EQ(illegal.rule, RuleId::illegal_move);
    EXPECT_EQ(fingerprint(before, illegal),
              fnv1a({"E", "S", "2024.01.01", "1", "W", "B", "M001", "3", "Ke3",
                     "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2"}));
    EXPECT_NE(before.diagnostics[0].where.line, after.diagnostics[0].where.line);
    EXPECT_EQ(fingerprint(before, illegal), fingerprint(after, after.diagnostics[0]));
    GameReport renamed = before;
    renamed.tags.clear();
    renamed.tags.add("White", "Someone else");
    EXPECT_NE(fingerprint(before, illegal), fingerprint(renamed, illegal));

    char hex[kFingerprintHexDigits];
    format_fingerprint(0x0123456789abcdefULL, hex);
    EXPECT_EQ(std::string(hex, sizeof hex), "0123456789abcdef");
    EXPECT_EQ(parse_fingerprint("0123456789ABCDEF"), 0x0123456789abcdefULL);
    EXPECT_FALSE(parse_fingerprint("0123"));
    EXPECT_FALSE(parse_fingerprint("0123456789abcdeg"));
}

}  // namespace
}  // namespace pgnlint::lint
