// DuplicateGames: repeated games name the earliest, prefixes name the nearest longer line between
// the same players, matches come in the order of the flagged game, and the budget changes
// nothing but how much is spilled.
#include "pgnlint/run/duplicate_games.h"
#include "../support/temp_dir.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <optional>
#include <random>
#include <string>
#include <string_view>
#include <vector>

namespace pgnlint::run {
namespace duplicate_games_test {

struct Game {
    std::string line;
    std::string result;
    std::string players;
};

// With a NUL byte, to show the payload is handed back as bytes.
std::string payload_of(std::uint64_t order) {
    return std::string("game\0", 5) + std::to_string(order);
}

std::string describe(DuplicateKind kind, std::uint64_t order, std::uint64_t other_order,
                     std::size_t other_line_size) {
    return "#" + std::to_string(order) +
           (kind == DuplicateKind::duplicate ? " duplicates #" : " is a prefix of #") +
           std::to_string(other_order) + " (" + std::to_string(other_line_size) + ")";
}

std::vector<std::string> find_matches(const std::vector<Game>& games, std::size_t budget,
                                      std::uint64_t* runs_spilled = nullptr) {
    DuplicateGames finder(budget);
    for (std::uint64_t order = 0; order < games.size(); ++order) {
        const Game& game = games[order];
        const std::string payload = payload_of(order);
        EXPECT_TRUE(finder.add({.order = order,
                                .line = game.line,
                                .result = game.result,
                                .players = game.players,
                                .payload = payload}))
            << finder.error();
    }
    std::vector<std::string> found;
    EXPECT_TRUE(finder.finish([&found](const DuplicateMatch& match) {
        EXPECT_EQ(match.payload, payload_of(match.order));
        EXPECT_EQ(match.other_payload, payload_of(match.other_order));
        found.push_back(
            describe(match.kind, match.order, match.other_order, match.other_line_size));
    }));
    EXPECT_EQ(finder.error(), "");
    if (runs_spilled != nullptr) *runs_spilled = finder.runs_spilled();
    return found;
}

std::vector<std::string> find_matches(const std::vector<Game>& games) {
    return find_matches(games, 1 << 20);
}

// The matches from their definition, comparing every game with every other: the earliest game
// with the same line and result; the smallest strict extension between the same players, the
// earliest among equal lines.
std::vector<std::string> brute_force(const std::vector<Game>& games) {
    std::vector<std::string> found;
    for (std::size_t i = 0; i < games.size(); ++i) {
        const Game& game = games[i];
        if (game.line.empty()) continue;
        for (std::size_t j = 0; j < i; ++j) {
            if (games[j].line == game.line && games[j].result == game.result) {
                found.push_back(describe(DuplicateKind::duplicate, i, j, game.line.size()));
                break;
            }
        }
        if (game.players.empty()) continue;
        std::optional<std::size_t> nearest;
        for (std::size_t j = 0; j < games.size(); ++j) {
            const Game& other = games[j];
            if (other.players != game.players || other.line.size() <= game.line.size() ||
                !other.line.starts_with(game.line)) {
                continue;
            }
            if (!nearest || other.line < games[*nearest].line) nearest = j;
        }
        if (nearest) {
            found.push_back(
                describe(DuplicateKind::prefix, i, *nearest, games[*nearest].line.size()));
        }
    }
    return found;
}

// Short lines over a small alphabet, so that repeats and prefixes abound; one game in ten
// without players, one in twenty without moves.
std::vector<Game> random_games(std::size_t count, std::uint32_t seed, char letters,
                               std::uint32_t longest, std::uint32_t pairs) {
    std::mt19937 random(seed);
    const auto below = [&random](std::uint32_t n) {
        return std::uniform_int_distribution<std::uint32_t>(0, n - 1)(random);
    };
    const char* const results[] = {"1-0", "0-1", "1/2-1/2"};
    std::vector<Game> games(count);
    for (Game& game : games) {
        const std::uint32_t length = below(20) == 0 ? 0 : 1 + below(longest);
        for (std::uint32_t i = 0; i < length; ++i) {
            game.line.push_back(
                static_cast<char>('a' + below(static_cast<std::uint32_t>(letters))));
        }
        game.result = results[below(3)];
        if (below(10) != 0) game.players = "players " + std::to_string(below(pairs));
    }
    return games;
}

using Matches = std::vector<std::string>;

TEST(DuplicateGames, FlagsARepeatedGameNamingTheEarliestWhateverThePlayers) {
    EXPECT_EQ(find_matches({{"e4e5", "1-0", "Carlsen-Caruana"},
                            {"d4d5", "1-0", "Carlsen-Caruana"},
                            {"e4e5", "1-0", "Anand-Gelfand"}}),
              Matches{"#2 duplicates #0 (4)"});
}

TEST(DuplicateGames, DoesNotFlagTheSameMovesWithAnotherResult) {
    EXPECT_EQ(
        find_matches({{"e4e5", "1-0", "Carlsen-Caruana"}, {"e4e5", "0-1", "Carlsen-Caruana"}}),
        Matches{});
}

TEST(DuplicateGames, FlagsEveryLaterCopyNamingTheFirst) {
    EXPECT_EQ(find_matches({{"d4", "*", "A-B"},
                            {"e4e5f4", "1-0", "C-D"},
                            {"e4e5f4", "1-0", "E-F"},
                            {"c4", "*", "A-B"},
                            {"e4e5f4", "1-0", ""}}),
              (Matches{"#2 duplicates #1 (6)", "#4 duplicates #1 (6)"}));
}

// An empty line would repeat every other empty line and be a prefix of every line.
TEST(DuplicateGames, PassesOverGamesWithoutMoves) {
    EXPECT_EQ(find_matches({{"", "1-0", "A-B"}, {"", "1-0", "A-B"}, {"e4", "1-0", "A-B"}}),
              Matches{});
}

TEST(DuplicateGames, FlagsEachLinkOfAPrefixChainNamingTheNextLonger) {
    EXPECT_EQ(find_matches({{"abcdef", "1-0", "A-B"}, {"ab", "*", "A-B"}, {"abcd", "*", "A-B"}}),
              (Matches{"#1 is a prefix of #2 (4)", "#2 is a prefix of #0 (6)"}));
}

TEST(DuplicateGames, DoesNotFlagAPrefixOfAnotherPairsGame) {
    EXPECT_EQ(find_matches({{"ab", "*", "A-B"}, {"abcd", "1-0", "C-D"}}), Matches{});
}

TEST(DuplicateGames, DoesNotFlagAPrefixWhenThePlayersAreUnknown) {
    EXPECT_EQ(find_matches({{"ab", "*", ""}, {"abcd", "1-0", ""}}), Matches{});
}

// In byte order "a" < "ab" < "abz" < "ac" < "b": the line right after a line is the one to
// look at, whether it extends it ("ab" after "a") or not ("ac" after "abz").
TEST(DuplicateGames, NamesTheNearestExtensionThoughOtherLinesSortBetween) {
    EXPECT_EQ(find_matches({{"a", "*", "P"},
                            {"ac", "*", "P"},
                            {"ab", "*", "P"},
                            {"abz", "*", "P"},
                            {"b", "*", "P"},
                            {"abzz", "*", "Q"}}),
              (Matches{"#0 is a prefix of #2 (2)", "#2 is a prefix of #3 (3)"}));
}

// Lines are bytes: NUL, and NUL followed by 1, are moves like any other.
TEST(DuplicateGames, ComparesLinesHoldingAnyBytes) {
    using namespace std::string_literals;
    EXPECT_EQ(
        find_matches({{"a", "*", "P"},
                      {"a\0b"s, "*", "P"},
                      {"a\0"s, "*", "P"},
                      {"a\0\1c"s, "*", "P"},
                      {"a\0"s, "*", "Q"}}),
        (Matches{"#0 is a prefix of #2 (2)", "#2 is a prefix of #3 (4)", "#4 duplicates #2 (2)"}));
}

TEST(DuplicateGames, NamesTheEarliestGameOfTheLongerLineInTheOrderOfTheFlaggedGame) {
    EXPECT_EQ(find_matches(
                  {{"ab", "1-0", "P"}, {"a", "1-0", "P"}, {"ab", "1-0", "P"}, {"a", "1-0", "P"}}),
              (Matches{"#1 is a prefix of #0 (2)", "#2 duplicates #0 (2)", "#3 duplicates #1 (1)",
                       "#3 is a prefix of #0 (2)"}));
}

TEST(DuplicateGames, FindsWhatComparingEveryGameWithEveryOtherFinds) {
    const std::vector<Game> games = random_games(2000, 7, 2, 6, 4);
    std::uint64_t runs = 0;
    const Matches found = find_matches(games, 0, &runs);
    EXPECT_GT(runs, 0U);
    EXPECT_GT(found.size(), 1000U);
    EXPECT_EQ(found, brute_force(games));
}

TEST(DuplicateGames, FindsTheSameMatchesWhateverTheBudget) {
    const std::vector<Game> games = random_games(60'000, 11, 3, 10, 100);
    std::uint64_t small_runs = 0;
    std::uint64_t large_runs = 0;
    const Matches small = find_matches(games, 64 << 10, &small_runs);
    const Matches large = find_matches(games, 64 << 20, &large_runs);
    EXPECT_GT(small_runs, 64U);
    EXPECT_EQ(large_runs, 0U);
    const auto count = [&small](std::string_view kind) {
        return std::count_if(small.begin(), small.end(), [kind](const std::string& match) {
            return match.find(kind) != std::string::npos;
        });
    };
    EXPECT_GT(count(" duplicates "), 5000);
    EXPECT_GT(count(" is a prefix of "), 5000);
    EXPECT_TRUE(small == large);
}

TEST(DuplicateGames, SaysWhenItCannotSpill) {
    const pgnlint::testing::TmpdirFor tmpdir("/nonexistent/pgnlint-duplicate-games-test");
    DuplicateGames finder(0);
    const std::string line(1000, 'a');
    bool added = true;
    for (std::uint64_t order = 0; order < 1000 && added; ++order) {
        added = finder.add(
            {.order = order, .line = line, .result = "*", .players = "P", .payload = "g"});
    }
    EXPECT_FALSE(added);
    EXPECT_NE(finder.error().find("/nonexistent/pgnlint-duplicate-games-test"), std::string::npos)
        << finder.error();
    EXPECT_FALSE(finder.finish([](const DuplicateMatch&) { ADD_FAILURE(); }));
}

}  // namespace duplicate_games_test
}  // namespace pgnlint::run
