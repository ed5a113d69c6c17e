// The rule catalogue's invariants: stable unique codes in families, unique kebab-case names, the
// names the issues require, and documentation for every rule.
#include "pgnlint/lint/rules.h"

#include <gtest/gtest.h>

#include <set>
#include <string>

namespace pgnlint::lint {
namespace {

bool is_kebab_case(std::string_view name) {
    if (name.empty() || name.front() == '-' || name.back() == '-') return false;
    char previous = 0;
    for (const char c : name) {
        const bool ok = (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-';
        if (!ok || (c == '-' && previous == '-')) return false;
        previous = c;
    }
    return true;
}

TEST(RuleCatalogue, CodesAreUniqueLetterPlusThreeDigitsInFamilies) {
    std::set<std::string_view> codes;
    const std::string families = "SMRTNFD";
    for (const Rule& rule : all_rules()) {
        EXPECT_TRUE(codes.insert(rule.code).second) << rule.code;
        ASSERT_EQ(rule.code.size(), 4U) << rule.code;
        EXPECT_NE(families.find(rule.code[0]), std::string::npos) << rule.code;
        for (std::size_t i = 1; i < 4; ++i) EXPECT_TRUE(rule.code[i] >= '0' && rule.code[i] <= '9');
    }
}

TEST(RuleCatalogue, NamesAreUniqueKebabCase) {
    std::set<std::string_view> names;
    for (const Rule& rule : all_rules()) {
        EXPECT_TRUE(names.insert(rule.name).second) << rule.name;
        EXPECT_TRUE(is_kebab_case(rule.name)) << rule.name;
    }
}

TEST(RuleCatalogue, EveryRuleIsDocumentedAndCitesItsSource) {
    for (const Rule& rule : all_rules()) {
        EXPECT_GT(rule.summary.size(), 20U) << rule.name;
        EXPECT_GT(rule.how_to_fix.size(), 10U) << rule.name;
        EXPECT_FALSE(rule.reference.empty()) << rule.name;
        // Rules about chess, tags and positions cite the Laws or the PGN standard; syntax rules
        // of other inputs (NDJSON records) and pgnlint's own directives cite their documentation.
        if (std::string_view("MRTNF").find(rule.code[0]) == std::string_view::npos) continue;
        const bool cites =
            rule.reference.starts_with("FIDE Laws ") || rule.reference.starts_with("PGN standard ");
        EXPECT_TRUE(cites) << rule.name << ": " << rule.reference;
    }
}

TEST(RuleCatalogue, IndexFollowsRuleIdOrder) {
    const auto rules = all_rules();
    for (std::size_t i = 0; i < rules.size(); ++i) {
        EXPECT_EQ(rule_index(rules[i].id), i);
        EXPECT_EQ(&rule(rules[i].id), &rules[i]);
    }
}

TEST(RuleCatalogue, CodesWithinAFamilyAreNumberedInOrderWithoutGaps) {
    char family = 0;
    int expected = 0;
    for (const Rule& rule : all_rules()) {
        if (rule.code[0] != family) {
            family = rule.code[0];
            expected = 1;
        }
        EXPECT_EQ(std::stoi(std::string(rule.code.substr(1))), expected++) << rule.code;
    }
}

TEST(RuleCatalogue, RequiredNamesExistInTheirFamilies) {
    const std::pair<const char*, char> required[] = {
        {"unterminated-tag", 'S'},
        {"unterminated-string", 'S'},
        {"unterminated-comment", 'S'},
        {"unclosed-variation", 'S'},
        {"unmatched-close-paren", 'S'},
        {"unexpected-token", 'S'},
        {"missing-termination-marker", 'S'},
        {"malformed-tag", 'S'},
        {"invalid-nag", 'S'},
        {"token-too-long", 'S'},
        {"variation-too-deep", 'S'},
        {"game-too-large", 'S'},
        {"too-many-moves", 'S'},
        {"illegal-move", 'M'},
        {"ambiguous-move", 'M'},
        {"invalid-move-syntax", 'M'},
        {"missing-check-suffix", 'M'},
        {"wrong-check-suffix", 'M'},
        {"move-after-game-end", 'M'},
        {"unreplayable-line", 'M'},
        {"null-move", 'M'},
        {"wrong-move-number", 'M'},
        {"result-mismatch", 'R'},
        {"result-contradicts-position", 'R'},
        {"missing-result", 'R'},
        {"missing-roster-tag", 'T'},
        {"malformed-date", 'T'},
        {"malformed-round", 'T'},
        {"malformed-result", 'T'},
        {"invalid-fen-tag", 'T'},
        {"fen-setup-mismatch", 'T'},
        {"unsupported-variant", 'T'},
        {"missing-capture-marker", 'N'},
        {"capture-marker-on-non-capture", 'N'},
        {"redundant-disambiguation", 'N'},
        {"promotion-without-equals", 'N'},
        {"zero-castling", 'N'},
    };
    for (const auto& [name, family] : required) {
        const Rule* found = find_rule(name);
        ASSERT_NE(found, nullptr) << name;
        EXPECT_EQ(found->code[0], family) << name;
    }
}

TEST(RuleCatalogue, NonCanonicalNotationIsInfoUnlessItMisstatesTheMove) {
    for (const Rule& rule : all_rules()) {
        if (rule.code[0] != 'N') continue;
        const Severity expected =
            rule.id == RuleId::capture_marker_on_non_capture ? Severity::warning : Severity::info;
        EXPECT_EQ(rule.default_severity, expected) << rule.name;
    }
    EXPECT_EQ(rule(RuleId::illegal_move).default_severity, Severity::error);
}

TEST(RuleCatalogue, FindRuleByCodeOrNameIgnoringCase) {
    EXPECT_EQ(find_rule("M001"), &rule(RuleId::illegal_move));
    EXPECT_EQ(find_rule("m001"), &rule(RuleId::illegal_move));
    EXPECT_EQ(find_rule("illegal-move"), &rule(RuleId::illegal_move));
    EXPECT_EQ(find_rule("Zero-Castling"), &rule(RuleId::zero_castling));
    EXPECT_EQ(find_rule("M"), nullptr);
    EXPECT_EQ(find_rule("illegal_move"), nullptr);
    EXPECT_EQ(find_rule(""), nullptr);
}

TEST(Severity, NamesRoundTripAndOrderBySeriousness) {
    for (const Severity s : {Severity::info, Severity::warning, Severity::error}) {
        EXPECT_EQ(parse_severity(severity_name(s)), s);
    }
    EXPECT_EQ(severity_name(Severity::warning), "warning");
    EXPECT_EQ(parse_severity("ERROR"), Severity::error);
    EXPECT_EQ(parse_severity("fatal"), std::nullopt);
    EXPECT_LT(Severity::info, Severity::warning);
    EXPECT_LT(Severity::warning, Severity::error);
}

}  // namespace
}  // namespace pgnlint::lint
