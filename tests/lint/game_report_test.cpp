// GameReport and RunSummary behaviour: the tag list, reuse through clear(), counting findings,
// the names of the termination and claim kinds the reports print, and locations moved along a
// line in bytes and characters, and a played move's UCI squares.
#include "pgnlint/lint/game_report.h"

#include <gtest/gtest.h>

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "pgnlint/lint/uci_move.h"
#include "pgnlint/lint/utf8.h"

namespace pgnlint::lint {
namespace {

Diagnostic finding(RuleId id, Severity severity) {
    Diagnostic d;
    d.rule = id;
    d.severity = severity;
    d.message = std::string(rule(id).name);
    return d;
}

TEST(Location, AdvancesInBytesAndCharacters) {
    const Location start{100, 3, 5};
    // Two, three and four bytes per character, then one byte that starts no UTF-8 sequence, a
    // sequence cut short (two bytes of a three-byte one: each counts alone) and an overlong '/'.
    const Location next = start.advanced("a\u00e9\u20ac\U0001F600\xff\xe2\x82\xc0\xaf");
    EXPECT_EQ(next.offset, 100U + 15U);
    EXPECT_EQ(next.line, 3U);
    EXPECT_EQ(next.column, 5U + 15U);
    EXPECT_EQ(next.multibyte_extra, 1U + 2U + 3U);
    EXPECT_EQ(next.character_column(), 5U + 9U);
    EXPECT_EQ(utf8_multibyte_extra(""), 0U);
    EXPECT_EQ(next.advanced("").character_column(), next.character_column());
}

TEST(TagList, KeepsInputOrderDuplicatesAndRawBytes) {
    TagList tags;
    tags.add("Event", "Casual");
    tags.add("White", "M\xfcller");
    tags.add("Event", "Second");
    ASSERT_EQ(tags.size(), 3U);
    EXPECT_EQ(tags[1].name, "White");
    EXPECT_EQ(tags[1].value, "M\xfcller");
    EXPECT_EQ(tags.find("Event"), "Casual");
    EXPECT_EQ(tags.find("Black"), std::nullopt);
    std::vector<std::string> seen;
    for (const Tag tag : tags) seen.push_back(std::string(tag.name) + "=" + std::string(tag.value));
    EXPECT_EQ(seen, (std::vector<std::string>{"Event=Casual", "White=M\xfcller", "Event=Second"}));
}

TEST(TagList, EmptyValuesAndClear) {
    TagList tags;
    tags.add("Annotator", "");
    EXPECT_EQ(tags.find("Annotator"), "");
    tags.clear();
    EXPECT_TRUE(tags.empty());
    EXPECT_EQ(tags.begin(), tags.end());
}

TEST(GameReport, ClearResetsEverythingButKeepsCapacity) {
    GameReport game;
    game.index = 7;
    game.file = "a-rather-long-file-name-beyond-small-string-storage.pgn";
    game.start = {100, 5, 1};
    game.tags.add("Event", "x");
    game.plies = 40;
    game.termination = {
        TerminationKind::checkmate,         40,          Side::white,          "20... Qg2#",
        "7k/8/8/8/8/5b2/6q1/7K w - - 3 21", Side::white, Location{300, 12, 17}};
    game.termination.earlier_plies = {8, 16, 24, 32};
    game.termination.uci = {core::SQ_F3, core::SQ_G2, core::NO_PIECE_TYPE};
    game.claims.push_back({ClaimKind::threefold_repetition,
                           30,
                           {22, 26},
                           "15... Kh8",
                           "7k/8/8/8/8/5b2/6r1/7K w - - 8 16",
                           Side::white,
                           Location{250, 11, 40}});
    game.result_tag = "1-0";
    game.result_marker = "1-0";
    game.final_fen = "8/8/8/8/8/8/8/8 w - - 0 1";
    game.diagnostics.push_back(finding(RuleId::illegal_move, Severity::error));
    game.replayed = true;
    const auto file_capacity = game.file.capacity();
    const auto diagnostics_capacity = game.diagnostics.capacity();
    const auto ending_fen_capacity = game.termination.fen.capacity();

    game.clear();

    EXPECT_EQ(game.index, 0U);
    EXPECT_TRUE(game.file.empty());
    EXPECT_EQ(game.start, Location{});
    EXPECT_TRUE(game.tags.empty());
    EXPECT_EQ(game.plies, 0U);
    EXPECT_EQ(game.termination, Termination{});
    EXPECT_TRUE(game.claims.empty());
    EXPECT_TRUE(game.result_tag.empty());
    EXPECT_TRUE(game.result_marker.empty());
    EXPECT_TRUE(game.final_fen.empty());
    EXPECT_TRUE(game.diagnostics.empty());
    EXPECT_FALSE(game.replayed);
    EXPECT_EQ(game.file.capacity(), file_capacity);
    EXPECT_EQ(game.diagnostics.capacity(), diagnostics_capacity);
    EXPECT_EQ(game.termination.fen.capacity(), ending_fen_capacity);
}

TEST(GameReport, CountsWorstAndThreshold) {
    GameReport game;
    EXPECT_EQ(game.worst(), std::nullopt);
    EXPECT_FALSE(game.has_findings_at(Severity::info));
    game.diagnostics.push_back(finding(RuleId::zero_castling, Severity::info));
    game.diagnostics.push_back(finding(RuleId::missing_check_suffix, Severity::warning));
    game.diagnostics.push_back(finding(RuleId::zero_castling, Severity::info));
    EXPECT_EQ(game.count(Severity::info), 2U);
    EXPECT_EQ(game.count(Severity::warning), 1U);
    EXPECT_EQ(game.count(Severity::error), 0U);
    EXPECT_EQ(game.worst(), Severity::warning);
    EXPECT_TRUE(game.has_findings_at(Severity::warning));
    EXPECT_FALSE(game.has_findings_at(Severity::error));
}

TEST(RunSummary, AddsGames) {
    RunSummary summary;
    GameReport clean;
    clean.replayed = true;
    clean.plies = 10;
    GameReport broken;
    broken.plies = 3;
    broken.diagnostics.push_back(finding(RuleId::illegal_move, Severity::error));
    broken.diagnostics.push_back(finding(RuleId::unreplayable_line, Severity::warning));
    broken.diagnostics.push_back(finding(RuleId::zero_castling, Severity::info));
    summary.add(clean);
    summary.add(broken);
    EXPECT_EQ(summary.games, 2U);
    EXPECT_EQ(summary.games_with_findings, 1U);
    EXPECT_EQ(summary.games_not_replayed, 1U);
    EXPECT_EQ(summary.errors, 1U);
    EXPECT_EQ(summary.warnings, 1U);
    EXPECT_EQ(summary.infos, 1U);
    EXPECT_EQ(summary.count(Severity::error), 1U);
    EXPECT_EQ(summary.plies, 13U);
}

TEST(Names, TerminationClaimAndSideNamesAreTheDocumentedSnakeCase) {
    EXPECT_EQ(termination_name(TerminationKind::none), "none");
    EXPECT_EQ(termination_name(TerminationKind::checkmate), "checkmate");
    EXPECT_EQ(termination_name(TerminationKind::stalemate), "stalemate");
    EXPECT_EQ(termination_name(TerminationKind::insufficient_material), "insufficient_material");
    EXPECT_EQ(termination_name(TerminationKind::fivefold_repetition), "fivefold_repetition");
    EXPECT_EQ(termination_name(TerminationKind::seventyfive_moves), "seventyfive_moves");
    EXPECT_EQ(claim_name(ClaimKind::threefold_repetition), "threefold_repetition");
    EXPECT_EQ(claim_name(ClaimKind::fifty_moves), "fifty_moves");
    EXPECT_EQ(side_name(Side::white), "white");
    EXPECT_EQ(side_name(Side::black), "black");
    EXPECT_EQ(side_name(Side::none), "none");
}

TEST(Names, DescribeMoveUsesDotsForWhiteAndEllipsisForBlack) {
    EXPECT_EQ(describe_move(12, Side::white, "e4"), "12. e4");
    EXPECT_EQ(describe_move(12, Side::black, "Nf6"), "12... Nf6");
}

TEST(RunSummary, MergeAddsEveryCounterButTheRunsOwn) {
    RunSummary total{1, 2, 3, 4, 5, 6, 7, 8, 9, 1.5, 1, {1, 0, 2}};
    const RunSummary part{10, 20, 30, 40, 50, 60, 70, 80, 90, 9.0, 2, {3, 4}};
    total.merge(part);
    EXPECT_EQ(total.files, 11U);
    EXPECT_EQ(total.games, 22U);
    EXPECT_EQ(total.games_with_findings, 33U);
    EXPECT_EQ(total.games_not_replayed, 44U);
    EXPECT_EQ(total.errors, 55U);
    EXPECT_EQ(total.warnings, 66U);
    EXPECT_EQ(total.infos, 77U);
    EXPECT_EQ(total.plies, 88U);
    EXPECT_EQ(total.bytes, 99U);
    EXPECT_EQ(total.seconds, 1.5);
    EXPECT_EQ(total.exit_code, 1);
    EXPECT_EQ(total.by_rule, (std::vector<std::uint64_t>{4, 4, 2}));
    RunSummary empty;
    empty.merge(part);
    EXPECT_EQ(empty.by_rule, (std::vector<std::uint64_t>{3, 4}));
}

TEST(RunSummary, CountAtLeastWeighsTheFindingsAtOrAboveAFloor) {
    RunSummary summary;
    summary.errors = 1;
    summary.warnings = 20;
    summary.infos = 300;
    EXPECT_EQ(summary.count_at_least(Severity::error), 1U);
    EXPECT_EQ(summary.count_at_least(Severity::warning), 21U);
    EXPECT_EQ(summary.count_at_least(Severity::info), 321U);
}

TEST(UciMove, FormatsAndReadsBackTheSquaresAndThePromotion) {
    for (const std::string text : {"e2e4", "e7e8q", "a2a1n", "e1g1", "h8a1"}) {
        const std::optional<UciMove> move = parse_uci_move(text);
        ASSERT_TRUE(move.has_value()) << text;
        EXPECT_TRUE(move->known());
        std::array<char, kUciLength + 1> written;
        EXPECT_EQ(std::string(written.data(), format_uci(*move, written)), text);
    }
    EXPECT_EQ(parse_uci_move("e7e8q")->promotion, core::QUEEN);
    EXPECT_EQ(parse_uci_move("e2e4")->from, core::SQ_E2);
    EXPECT_EQ(parse_uci_move("e2e4")->to, core::SQ_E4);
    for (const std::string text :
         {"", "e2", "e2e", "e2e9", "i2e4", "e7e8k", "e7e8p", "e2e4qq", "Nf3", "e2-e4"})
        EXPECT_FALSE(parse_uci_move(text).has_value()) << text;
    std::array<char, kUciLength + 1> written;
    EXPECT_EQ(format_uci(UciMove{}, written), 0U) << "an unknown move writes nothing";
}

TEST(UciMove, CastlingIsTheKingsMoveButKingTakesRookInChess960) {
    const core::Move king_side =
        core::Move::make(core::MoveKind::castling, core::SQ_E1, core::SQ_H1);
    const core::Move queen_side =
        core::Move::make(core::MoveKind::castling, core::SQ_E8, core::SQ_A8);
    EXPECT_EQ(uci_move(king_side, core::WHITE, false),
              (UciMove{core::SQ_E1, core::SQ_G1, core::NO_PIECE_TYPE}));
    EXPECT_EQ(uci_move(queen_side, core::BLACK, false),
              (UciMove{core::SQ_E8, core::SQ_C8, core::NO_PIECE_TYPE}));
    EXPECT_EQ(uci_move(king_side, core::WHITE, true),
              (UciMove{core::SQ_E1, core::SQ_H1, core::NO_PIECE_TYPE}));
    const core::Move promotion =
        core::Move::make(core::MoveKind::promotion, core::SQ_B7, core::SQ_A8, core::ROOK);
    EXPECT_EQ(uci_move(promotion, core::WHITE, false),
              (UciMove{core::SQ_B7, core::SQ_A8, core::ROOK}));
    EXPECT_FALSE(uci_move(core::Move::none(), core::WHITE, false).known());
    EXPECT_FALSE(uci_move(core::Move::null(), core::WHITE, false).known());
}

}  // namespace
}  // namespace pgnlint::lint
