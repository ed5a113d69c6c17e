// Every rule of the catalogue has its full text (what, why, how to fix, a bad and a good
// example, the reference), and its examples are true: the bad one draws the finding from the
// real binary, the good one does not. A rule added without its explanation fails here.
#include <gtest/gtest.h>

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <string>

#include "../support/run_command.h"
#include "pgnlint/lint/rule_explanations.h"
#include "pgnlint/lint/rules.h"

namespace {

namespace fs = std::filesystem;
using pgnlint::lint::all_rules;
using pgnlint::lint::find_explanation;
using pgnlint::lint::Rule;
using pgnlint::lint::RuleExplanation;

const std::string kBinary = PGNLINT_BINARY;

// The limits the S010-S013 examples are written for (their `why` says so), and S014's input.
const std::map<std::string, std::string> kExtraOptions{
    {"S010", "--max-token-bytes 16"},  {"S011", "--max-variation-depth 2"},
    {"S012", "--max-game-bytes 64"},   {"S013", "--max-plies 4"},
    {"S014", "--input-format ndjson"}, {"R006", "--max-nodes 1"},
    {"G001", "--duplicates"},          {"G002", "--duplicates"},
};

TEST(RuleExplanations, EveryRuleHasEveryField) {
    for (const Rule& rule : all_rules()) {
        SCOPED_TRACE(std::string(rule.code));
        EXPECT_FALSE(rule.summary.empty());
        EXPECT_FALSE(rule.how_to_fix.empty());
        EXPECT_FALSE(rule.reference.empty());
        const RuleExplanation* explanation = find_explanation(rule);
        ASSERT_NE(explanation, nullptr) << "add the rule to src/lint/rule_explanations.cpp";
        EXPECT_FALSE(explanation->why.empty());
        EXPECT_FALSE(explanation->bad.empty());
        EXPECT_FALSE(explanation->good.empty());
        EXPECT_NE(explanation->bad, explanation->good);
    }
}

class RuleExamples : public ::testing::Test {
protected:
    void SetUp() override {
        dir_ = fs::temp_directory_path() / ("pgnlint_rule_examples_" + std::to_string(::getpid()));
        fs::create_directories(dir_);
    }
    void TearDown() override { fs::remove_all(dir_); }

    // Whether checking `text` as the input `rule` looks at reports that rule; a P rule's
    // example is a tournament report or games, checked with the other (`checked_with`).
    bool reports(const Rule& rule, std::string_view text, std::string_view checked_with) const {
        // F rules are about positions; an example that is a tag section is a game's FEN tag.
        const bool position = rule.code.starts_with('F') && !text.starts_with('[');
        const fs::path file = dir_ / (position              ? "example.fen"
                                      : rule.code == "S014" ? "example.ndjson"
                                                            : "example.pgn");
        std::ofstream(file, std::ios::binary) << text << '\n';
        const auto extra = kExtraOptions.find(std::string(rule.code));
        std::string trf_option;
        if (rule.code.starts_with('P')) {
            const bool is_report = text.starts_with("012") || text.starts_with("001");
            std::ofstream(file, std::ios::binary) << (is_report ? checked_with : text) << '\n';
            std::ofstream(dir_ / "example.trf", std::ios::binary)
                << (is_report ? text : checked_with) << '\n';
            trf_option = " --trf " + (dir_ / "example.trf").string();
        }
        const std::string command =
            position ? kBinary + " fen --min-severity info -f ndjson --file " + file.string()
                     : kBinary + " check --no-config --min-severity info -f ndjson " +
                           (extra == kExtraOptions.end() ? "" : extra->second) + trf_option + " " +
                           file.string();
        const pgnlint::testing::CommandResult result =
            pgnlint::testing::run_command(command + " 2>&1");
        EXPECT_NE(result.status, 2) << command << "\n" << result.out;
        return result.out.find("\"code\":\"" + std::string(rule.code) + "\"") != std::string::npos;
    }

    fs::path dir_;
};

TEST_F(RuleExamples, BadExampleIsReportedAndGoodOneIsNot) {
    for (const Rule& rule : all_rules()) {
        const RuleExplanation* explanation = find_explanation(rule);
        if (explanation == nullptr) continue;  // EveryRuleHasEveryField fails for it
        SCOPED_TRACE(std::string(rule.code));
        EXPECT_EQ(rule.code.starts_with('P'), !explanation->checked_with.empty());
        EXPECT_TRUE(reports(rule, explanation->bad, explanation->checked_with)) << explanation->bad;
        EXPECT_FALSE(reports(rule, explanation->good, explanation->checked_with))
            << explanation->good;
    }
}

}  // namespace
