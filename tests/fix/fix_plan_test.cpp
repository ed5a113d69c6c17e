// fix::applies, take_fixes, drop_fixed and FilePlan: which findings' fixes --fix applies (safe
// always, unsafe with --unsafe-fixes, never a rule without a fix or a finding without edits),
// each fix taken whole or not at all, never over an edit of the same game it overlaps, identical
// edits once, each game's edits sorted, and the findings taken out once their fixes are taken.
#include "pgnlint/fix/fix_plan.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "pgnlint/lint/rules.h"

namespace pgnlint::fix {
namespace {

// The first rule of the catalogue with this fixability.
lint::RuleId rule_fixed(lint::Fixability fixability) {
    for (const lint::Rule& rule : lint::all_rules())
        if (rule.fixability == fixability) return rule.id;
    ADD_FAILURE() << "no rule is " << lint::fixability_name(fixability);
    return lint::RuleId::unexpected_token;
}

lint::RuleId safe_rule() {
    return rule_fixed(lint::Fixability::safe);
}
lint::RuleId unsafe_rule() {
    return rule_fixed(lint::Fixability::unsafe);
}
lint::RuleId unfixable_rule() {
    return rule_fixed(lint::Fixability::no);
}

// A finding named `message` of `rule` whose fix is `edits`.
lint::Diagnostic finding(lint::RuleId rule, std::string message, std::vector<lint::Edit> edits) {
    lint::Diagnostic diagnostic;
    diagnostic.rule = rule;
    diagnostic.message = std::move(message);
    diagnostic.fix.edits = std::move(edits);
    return diagnostic;
}

lint::GameReport game_of(std::vector<lint::Diagnostic> diagnostics) {
    lint::GameReport game;
    game.index = 1;
    game.diagnostics = std::move(diagnostics);
    return game;
}

std::vector<std::string> messages_of(const lint::GameReport& game) {
    std::vector<std::string> messages;
    for (const lint::Diagnostic& d : game.diagnostics) messages.push_back(d.message);
    return messages;
}

TEST(FixApplies, SafeAlwaysUnsafeWhenAskedNeverWithoutEdits) {
    const lint::Edit edit{4, 1, "x"};
    EXPECT_TRUE(applies(finding(safe_rule(), "safe", {edit}), false));
    EXPECT_TRUE(applies(finding(safe_rule(), "safe", {edit}), true));
    EXPECT_FALSE(applies(finding(unsafe_rule(), "unsafe", {edit}), false));
    EXPECT_TRUE(applies(finding(unsafe_rule(), "unsafe", {edit}), true));
    // A rule without a fix: its edits, if a finding had any, are never applied.
    EXPECT_FALSE(applies(finding(unfixable_rule(), "no", {edit}), true));
    // A finding without edits: nothing to apply, whatever its rule.
    EXPECT_FALSE(applies(finding(safe_rule(), "empty", {}), false));
    EXPECT_FALSE(applies(finding(unsafe_rule(), "empty", {}), true));
}

TEST(TakeFixes, SafeOnesAlwaysUnsafeOnesWithUnsafeFixes) {
    const lint::GameReport game = game_of({
        finding(safe_rule(), "late", {{10, 2, "ab"}}),
        finding(unsafe_rule(), "unsafe", {{0, 0, "x"}}),
        finding(unfixable_rule(), "unfixable", {{20, 1, "q"}}),
        finding(safe_rule(), "early", {{4, 1, "y"}}),
        finding(safe_rule(), "no edits", {}),
    });
    TakenFixes safe;
    EXPECT_EQ(take_fixes(game, false, safe), 2U);
    EXPECT_EQ(safe.fixes, 2U);
    EXPECT_EQ(safe.edits, (std::vector<lint::Edit>{{4, 1, "y"}, {10, 2, "ab"}}));

    TakenFixes all;
    EXPECT_EQ(take_fixes(game, true, all), 3U);
    EXPECT_EQ(all.fixes, 3U);
    EXPECT_EQ(all.edits, (std::vector<lint::Edit>{{0, 0, "x"}, {4, 1, "y"}, {10, 2, "ab"}}));

    all.clear();
    EXPECT_TRUE(all.edits.empty());
    EXPECT_EQ(all.fixes, 0U);
}

TEST(TakeFixes, GamesAreAppendedInOrderAndCheckedOnlyAgainstThemselves) {
    TakenFixes taken;
    EXPECT_EQ(
        take_fixes(game_of({finding(safe_rule(), "first game", {{500, 3, "abc"}})}), false, taken),
        1U);
    // The next game's edits come after the first's, sorted among themselves only; an edit at
    // the first game's bytes does not conflict (games never share bytes).
    EXPECT_EQ(take_fixes(game_of({
                             finding(safe_rule(), "b", {{501, 1, "z"}}),
                             finding(safe_rule(), "a", {{3, 1, "q"}}),
                         }),
                         false, taken),
              2U);
    EXPECT_EQ(taken.fixes, 3U);
    EXPECT_EQ(taken.edits, (std::vector<lint::Edit>{{500, 3, "abc"}, {3, 1, "q"}, {501, 1, "z"}}));
}

TEST(TakeFixes, AnOverlappingFixIsLeftAndAnIdenticalEditAppliedOnce) {
    const lint::GameReport game = game_of({
        finding(safe_rule(), "taken", {{5, 3, "abc"}}),
        finding(safe_rule(), "overlaps", {{6, 1, "x"}}),
        finding(safe_rule(), "overlaps at its end", {{7, 2, "xy"}}),
        finding(safe_rule(), "identical", {{5, 3, "abc"}}),
        finding(safe_rule(), "same range, other text", {{5, 3, "abd"}}),
        finding(safe_rule(), "inserts inside", {{6, 0, "i"}}),
        finding(safe_rule(), "touches after", {{8, 1, "t"}}),
        finding(safe_rule(), "touches before", {{4, 1, "s"}}),
    });
    TakenFixes taken;
    EXPECT_EQ(take_fixes(game, false, taken), 4U);
    EXPECT_EQ(taken.fixes, 4U);
    EXPECT_EQ(taken.edits, (std::vector<lint::Edit>{{4, 1, "s"}, {5, 3, "abc"}, {8, 1, "t"}}));
}

TEST(TakeFixes, AFixWhoseOwnEditsOverlapIsLeft) {
    const lint::GameReport game = game_of({
        finding(safe_rule(), "self-overlapping", {{5, 3, "abc"}, {6, 1, "x"}}),
        finding(safe_rule(), "fine", {{20, 1, "y"}}),
    });
    TakenFixes taken;
    EXPECT_EQ(take_fixes(game, false, taken), 1U);
    EXPECT_EQ(taken.edits, (std::vector<lint::Edit>{{20, 1, "y"}}));
    lint::GameReport dropped = game;
    drop_fixed(dropped, false, taken.edits);
    EXPECT_EQ(messages_of(dropped), std::vector<std::string>{"self-overlapping"});
}

TEST(TakeFixes, AFixIsTakenWholeOrNotAtAll) {
    const lint::GameReport game = game_of({
        finding(safe_rule(), "range", {{10, 4, "wxyz"}}),
        // Its first edit fits, its second inserts inside the range: none of it is taken.
        finding(safe_rule(), "half", {{0, 1, "a"}, {12, 0, "b"}}),
        // One edit identical to a taken one and one new: taken, the shared edit once.
        finding(safe_rule(), "shares", {{10, 4, "wxyz"}, {20, 0, "!"}}),
    });
    TakenFixes taken;
    EXPECT_EQ(take_fixes(game, false, taken), 2U);
    EXPECT_EQ(taken.edits, (std::vector<lint::Edit>{{10, 4, "wxyz"}, {20, 0, "!"}}));
}

TEST(TakeFixes, InsertionsAtAnOffsetInTheOrderTakenBeforeTheRangeThere) {
    const lint::GameReport game = game_of({
        finding(safe_rule(), "range", {{5, 2, "xy"}}),
        finding(safe_rule(), "first insertion", {{5, 0, "a"}}),
        finding(safe_rule(), "second insertion", {{5, 0, "b"}}),
        finding(safe_rule(), "at the range's end", {{7, 0, "e"}}),
        finding(safe_rule(), "before", {{1, 0, "c"}}),
    });
    TakenFixes taken;
    EXPECT_EQ(take_fixes(game, false, taken), 5U);
    EXPECT_EQ(taken.edits, (std::vector<lint::Edit>{
                               {1, 0, "c"}, {5, 0, "a"}, {5, 0, "b"}, {5, 2, "xy"}, {7, 0, "e"}}));
}

// A marker inserted at a tags-only game's end ends the game: a tag a later finding inserts at
// the same offset (after the game's last tag) must come before it, or it joins the next game
// (found by the fix fuzz target: [SetUp "1"] after a repeated FEN tag).
TEST(TakeFixes, AnInsertedMarkerGoesAfterTheOtherInsertionsAtItsOffset) {
    const lint::Edit marker{9, 0, "\n\n*", true};
    const lint::GameReport game = game_of({
        finding(safe_rule(), "result tag and marker", {{9, 0, "\n[Result \"*\"]"}, marker}),
        finding(safe_rule(), "setup tag", {{9, 0, "\n[SetUp \"1\"]"}}),
        finding(safe_rule(), "range", {{9, 1, "x"}}),
    });
    TakenFixes taken;
    EXPECT_EQ(take_fixes(game, false, taken), 3U);
    EXPECT_EQ(taken.edits, (std::vector<lint::Edit>{{9, 0, "\n[Result \"*\"]"},
                                                    {9, 0, "\n[SetUp \"1\"]"},
                                                    marker,
                                                    {9, 1, "x"}}));
}

TEST(TakeFixes, AnUnsafeFixLeftOutDoesNotBlockASafeOne) {
    const lint::GameReport game = game_of({
        finding(unsafe_rule(), "unsafe", {{0, 5, "1-0"}}),
        finding(safe_rule(), "safe", {{2, 1, "x"}}),
    });
    TakenFixes safe;
    EXPECT_EQ(take_fixes(game, false, safe), 1U);
    EXPECT_EQ(safe.edits, (std::vector<lint::Edit>{{2, 1, "x"}}));
    // With unsafe fixes the unsafe one comes first and the safe one overlaps it.
    TakenFixes all;
    EXPECT_EQ(take_fixes(game, true, all), 1U);
    EXPECT_EQ(all.edits, (std::vector<lint::Edit>{{0, 5, "1-0"}}));
}

TEST(DropFixed, TakesOutExactlyTheFindingsFixed) {
    lint::GameReport game = game_of({
        finding(safe_rule(), "fixed", {{1, 1, "a"}}),
        finding(unsafe_rule(), "unsafe", {{3, 1, "b"}}),
        finding(safe_rule(), "overlapping", {{1, 2, "cd"}}),
        finding(safe_rule(), "no edits", {}),
        finding(unfixable_rule(), "unfixable", {{1, 1, "a"}}),
        finding(safe_rule(), "identical", {{1, 1, "a"}}),
        finding(safe_rule(), "half taken", {{1, 1, "a"}, {9, 0, "z"}}),
    });
    // "half taken" was not taken only because the edits given here lack {9, 0, "z"}.
    const std::vector<lint::Edit> edits = {{1, 1, "a"}};
    drop_fixed(game, false, edits);
    EXPECT_EQ(messages_of(game), (std::vector<std::string>{"unsafe", "overlapping", "no edits",
                                                           "unfixable", "half taken"}));
}

TEST(DropFixed, AgreesWithTakeFixes) {
    const lint::GameReport original = game_of({
        finding(safe_rule(), "a", {{1, 1, "a"}}),
        finding(unsafe_rule(), "b", {{3, 1, "b"}}),
        finding(safe_rule(), "c", {{1, 2, "cd"}}),
        finding(safe_rule(), "d", {}),
        finding(safe_rule(), "e", {{1, 1, "a"}, {6, 0, "e"}}),
        finding(unsafe_rule(), "f", {{5, 2, "ff"}}),
    });
    for (const bool unsafe_fixes : {false, true}) {
        lint::GameReport game = original;
        TakenFixes taken;
        const std::size_t count = take_fixes(game, unsafe_fixes, taken);
        drop_fixed(game, unsafe_fixes, taken.edits);
        EXPECT_EQ(game.diagnostics.size(), original.diagnostics.size() - count) << unsafe_fixes;
        EXPECT_EQ(messages_of(game), unsafe_fixes ? (std::vector<std::string>{"c", "d", "f"})
                                                  : (std::vector<std::string>{"b", "c", "d", "f"}));
    }
}

TEST(DropFixed, NothingTakenDropsNothing) {
    lint::GameReport game = game_of({finding(safe_rule(), "a", {{1, 1, "a"}})});
    drop_fixed(game, true, {});
    EXPECT_EQ(messages_of(game), std::vector<std::string>{"a"});
}

TEST(FilePlan, GathersGamesInInputOrder) {
    FilePlan plan;
    TakenFixes taken;
    take_fixes(game_of({finding(safe_rule(), "a", {{1, 1, "a"}})}), false, taken);
    plan.add(taken);
    taken.clear();
    take_fixes(game_of({finding(safe_rule(), "b", {{40, 0, "b"}}),
                        finding(safe_rule(), "c", {{30, 1, "c"}})}),
               false, taken);
    plan.add(taken);
    EXPECT_EQ(plan.fixes(), 3U);
    EXPECT_EQ(std::vector<lint::Edit>(plan.edits().begin(), plan.edits().end()),
              (std::vector<lint::Edit>{{1, 1, "a"}, {30, 1, "c"}, {40, 0, "b"}}));
    plan.clear();
    EXPECT_TRUE(plan.edits().empty());
    EXPECT_EQ(plan.fixes(), 0U);
}

}  // namespace
}  // namespace pgnlint::fix
