// The rule catalogue's invariants: stable unique codes in families in their documented order,
// unique kebab-case names, the names the issues require, a one-sentence summary and fix for every
// rule, and lookups by code, name and prefix that find each rule again.
#include "pgnlint/lint/rules.h"

#include <gtest/gtest.h>

#include <optional>
#include <set>
#include <string>

#include "pgnlint/lint/filter.h"

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
    const std::string families = "SMRTNFDCPG";
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

// `pgnlint rules`, the man page and SARIF print these as sentences of their own.
bool is_sentence(std::string_view text) {
    return text.size() > 10 && text.front() >= 'A' && text.front() <= 'Z' && text.back() == '.' &&
           text.find('\n') == std::string_view::npos;
}

TEST(RuleCatalogue, EveryRuleIsDocumentedAndCitesItsSource) {
    for (const Rule& rule : all_rules()) {
        EXPECT_GT(rule.summary.size(), 20U) << rule.name;
        EXPECT_TRUE(is_sentence(rule.summary)) << rule.name << ": " << rule.summary;
        EXPECT_TRUE(is_sentence(rule.how_to_fix)) << rule.name << ": " << rule.how_to_fix;
        EXPECT_NE(rule.how_to_fix, rule.summary) << rule.name;
        EXPECT_FALSE(rule.reference.empty()) << rule.name;
        // Rules about chess, tags and positions cite the Laws or the PGN standard; syntax rules
        // of other inputs (NDJSON records) and pgnlint's own directives cite their documentation.
        // Rules about the tournament report cite the regulation it is sent under and its format.
        if (rule.code[0] == 'P') {
            EXPECT_TRUE(rule.reference.starts_with("FIDE Rating Regulations ")) << rule.name;
            EXPECT_NE(rule.reference.find("TRF16"), std::string_view::npos) << rule.name;
            continue;
        }
        if (std::string_view("MRTNF").find(rule.code[0]) == std::string_view::npos) continue;
        const bool cites =
            rule.reference.starts_with("FIDE Laws ") || rule.reference.starts_with("PGN standard ");
        EXPECT_TRUE(cites) << rule.name << ": " << rule.reference;
    }
}

// Appending a rule to the end of the catalogue instead of to its family would give the family
// two runs, and a prefix such as "S" would no longer select one block of SARIF rule indexes.
TEST(RuleCatalogue, FamiliesComeInOneBlockEachInTheDocumentedOrder) {
    std::string families;
    for (const Rule& rule : all_rules()) {
        if (families.empty() || families.back() != rule.code[0]) families += rule.code[0];
    }
    EXPECT_EQ(families, "SMRTNFDCPG");
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
        {"malformed-time-control", 'C'},
        {"malformed-clock", 'C'},
        {"clock-gains-time", 'C'},
        {"clock-above-time-control", 'C'},
        {"clock-missing", 'C'},
        {"elapsed-time-contradicts-clock", 'C'},
        {"time-forfeit-contradicts-clock", 'C'},
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

std::string upper(std::string_view text) {
    std::string out(text);
    for (char& c : out) c = (c >= 'a' && c <= 'z') ? static_cast<char>(c - 32) : c;
    return out;
}

std::string lower(std::string_view text) {
    std::string out(text);
    for (char& c : out) c = (c >= 'A' && c <= 'Z') ? static_cast<char>(c + 32) : c;
    return out;
}

TEST(RuleCatalogue, EveryRuleIsFoundAgainByItsCodeAndName) {
    for (const Rule& rule : all_rules()) {
        EXPECT_EQ(find_rule(rule.code), &rule) << rule.code;
        EXPECT_EQ(find_rule(lower(rule.code)), &rule) << rule.code;
        EXPECT_EQ(find_rule(rule.name), &rule) << rule.name;
        EXPECT_EQ(find_rule(upper(rule.name)), &rule) << rule.name;
    }
}

TEST(RuleCatalogue, FitsInARuleMask) {
    EXPECT_LE(all_rules().size(), RuleMask().size());
}

// select_rules (--select, --ignore, directives) by a whole code or name selects that rule alone;
// by a prefix, exactly the rules whose codes start with it.
TEST(RuleCatalogue, SelectorsSelectWhatTheyName) {
    const auto rules = all_rules();
    for (const Rule& rule : rules) {
        for (const std::string_view selector : {rule.code, rule.name}) {
            const std::optional<Selection> selected = select_rules(selector);
            ASSERT_TRUE(selected.has_value()) << selector;
            EXPECT_EQ(selected->rules.count(), 1U) << selector;
            EXPECT_TRUE(selected->rules.test(rule_index(rule.id))) << selector;
        }
        for (std::size_t length = 1; length < rule.code.size(); ++length) {
            const std::string_view prefix = rule.code.substr(0, length);
            const std::optional<Selection> selected = select_rules(lower(prefix));
            ASSERT_TRUE(selected.has_value()) << prefix;
            for (std::size_t i = 0; i < rules.size(); ++i) {
                EXPECT_EQ(selected->rules.test(i), rules[i].code.starts_with(prefix))
                    << prefix << " and " << rules[i].code;
            }
        }
    }
    const std::optional<Selection> all = select_rules("ALL");
    ASSERT_TRUE(all.has_value());
    EXPECT_EQ(all->rules.count(), rules.size());
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
