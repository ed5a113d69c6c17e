// Hostile input (issue 8): huge comments and tags, deep nesting, a million plies, ten million
// empty games, noise, compression bombs, truncated compressed streams, EOF inside a string, NUL
// bytes: each read once to its end, in bounded memory and with allocations that do not grow with
// the input, with the documented error and every good game around it still reported, by the
// reader and through GameChecker. Work is bounded by counters, not by the clock, which a busy
// machine stretches; ctest's TIMEOUT stops a run that never ends.
#include <gtest/gtest.h>
#include <sys/resource.h>

#include <cstdint>
#include <fstream>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "../io/compress_for_tests.h"
#include "generated_source.h"
#include "pgnlint/io/byte_source.h"
#include "recorded_runs.h"

namespace pgnlint::adversarial {
namespace {

using pgn::SyntaxErrorKind;

// Sizes: the release build runs the full sizes of the issue; under ASan/UBSan (PGNLINT_SANITIZE)
// the slowest inputs are divided by kReduce so the suite stays within CI's budget, and memory
// bounds are multiplied by kMemoryFactor for ASan's shadow memory and freed-block quarantine.
#ifdef PGNLINT_ADVERSARIAL_REDUCED
constexpr std::uint64_t kReduce = 10;
constexpr long kMemoryFactor = 3;
#else
constexpr std::uint64_t kReduce = 1;
constexpr long kMemoryFactor = 1;
#endif
constexpr std::uint64_t kMiB = 1 << 20;

// Peak resident memory since the last reset_peak_rss(): Linux's VmHWM, which writing 5 to
// /proc/self/clear_refs resets, so each test measures its own peak even when the tests share a
// process (ctest runs each alone; a plain run of the binary does not).
void reset_peak_rss() {
    std::ofstream("/proc/self/clear_refs") << "5";
}

long peak_rss_mib() {
    std::ifstream status("/proc/self/status");
    for (std::string line; std::getline(status, line);) {
        if (line.starts_with("VmHWM:")) return std::stol(line.substr(6)) / 1024;  // kB
    }
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_maxrss / 1024;
}

class HostileInput : public ::testing::Test {
protected:
    void SetUp() override { reset_peak_rss(); }
};

std::string good_game_text(const std::string& event) {
    return "[Event \"" + event +
           "\"]\n[Site \"?\"]\n[Date \"2024.01.01\"]\n[Round \"1\"]\n"
           "[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n"
           "1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0\n\n";
}

std::vector<Segment> good_game(const std::string& event) {
    return {text(good_game_text(event))};
}

void expect_good_reader_game(const GameSeen& game, const std::string& event) {
    EXPECT_EQ(game.event, event);
    EXPECT_FALSE(game.truncated);
    EXPECT_EQ(game.moves, 7U);
    EXPECT_EQ(game.termination, "1-0");
    EXPECT_TRUE(game.errors.empty());
}

void expect_good_checked_game(const GameChecked& game) {
    EXPECT_EQ(game.plies, 7U);
    EXPECT_EQ(game.ending, lint::TerminationKind::checkmate);
    EXPECT_TRUE(game.rules.empty());
}

// Memory bounds are loose: the reader's buffers, up to a game's limit, and the allocator's slack.
void expect_memory_within(long bound_mib) {
    EXPECT_LT(peak_rss_mib(), bound_mib * kMemoryFactor);
    ::testing::Test::RecordProperty("peak_rss_mib", std::to_string(peak_rss_mib()));
}

// The reader allocates its buffers and then nothing per game, token or byte, however large the
// input.
constexpr std::uint64_t kReaderAllocations = 64;

void expect_bounded(const ReaderRun& run, long bound_mib) {
    EXPECT_LE(run.allocations, kReaderAllocations);
    ::testing::Test::RecordProperty("reader_allocations", std::to_string(run.allocations));
    expect_memory_within(bound_mib);
}

// GameChecker allocates its buffers and the splitter's (kCheckerAllocations, with room for the
// index of history blocks to double), then for what it reports (a few per diagnostic: its message
// and context, and for a fixable one its edits and their text; for a refused move with "did you
// mean", the readings weighed, the list kept and its growing message, and each suggestion's
// words) and one block of history per 256 plies of the longest game so far; never per move.
constexpr std::uint64_t kCheckerAllocations = 128;

void expect_bounded(const CheckerRun& run, long bound_mib, std::uint64_t longest_game_plies = 0) {
    constexpr std::uint64_t kPerDiagnostic = 7;
    constexpr std::uint64_t kPerSuggested = 3;
    constexpr std::uint64_t kPerSuggestion = 1;
    EXPECT_LE(run.allocations, kCheckerAllocations + kPerDiagnostic * run.diagnostics +
                                   kPerSuggested * run.suggested +
                                   kPerSuggestion * run.suggestions + longest_game_plies / 256)
        << run.diagnostics << " diagnostics, " << run.suggestions << " suggestions";
    ::testing::Test::RecordProperty("checker_allocations", std::to_string(run.allocations));
    expect_memory_within(bound_mib);
}

// A comment of 100 MB: longer than a game may be (Limits::max_game_bytes, 64 MiB), so the game
// is delivered truncated and the cut is reported; the comment, closed past the cut, is not
// called unterminated (issue 39: only what is true).
TEST_F(HostileInput, HundredMegabyteComment) {
    const auto input = [] {
        return join({good_game("before"),
                     {text("[Event \"comment\"]\n\n1. e4 {")},
                     filler('x', 100 * kMiB),
                     {text("} e5 *\n\n")},
                     good_game("after")});
    };
    const ReaderRun run = read_all(input());
    ASSERT_EQ(run.games, 3U);
    expect_good_reader_game(run.first[0], "before");
    EXPECT_TRUE(run.first[1].truncated);
    EXPECT_EQ(run.first[1].event, "comment");
    EXPECT_EQ(run.first[1].errors, (std::vector<SyntaxErrorKind>{SyntaxErrorKind::game_too_large}));
    expect_good_reader_game(run.first[2], "after");
    expect_bounded(run, 300);

    const CheckerRun checked = check_all(input());
    ASSERT_EQ(checked.games, 3U);
    expect_good_checked_game(checked.first[0]);
    EXPECT_FALSE(checked.first[1].has(lint::RuleId::unterminated_comment));
    EXPECT_TRUE(checked.first[1].has(lint::RuleId::game_too_large));
    expect_good_checked_game(checked.first[2]);
    expect_bounded(checked, 300);
}

// A 10 MB comment fits in a game but not in a token (Limits::max_token_bytes, 1 MiB).
TEST_F(HostileInput, TenMegabyteComment) {
    const ReaderRun run = read_all(join({good_game("before"),
                                         {text("1. e4 {")},
                                         filler('x', 10 * kMiB),
                                         {text("} e5 *\n\n")},
                                         good_game("after")}));
    ASSERT_EQ(run.games, 3U);
    EXPECT_FALSE(run.first[1].truncated);
    EXPECT_EQ(run.first[1].errors, std::vector<SyntaxErrorKind>{SyntaxErrorKind::token_too_long});
    expect_good_reader_game(run.first[2], "after");
    expect_bounded(run, 200);
}

TEST_F(HostileInput, TenMegabyteTag) {
    const auto input = [] {
        return join({good_game("before"),
                     {text("[Event \"")},
                     filler('t', 10 * kMiB),
                     {text("\"]\n[Site \"?\"]\n\n1. d4 d5 *\n\n")},
                     good_game("after")});
    };
    const ReaderRun run = read_all(input());
    ASSERT_EQ(run.games, 3U);
    expect_good_reader_game(run.first[0], "before");
    EXPECT_EQ(run.first[1].errors, std::vector<SyntaxErrorKind>{SyntaxErrorKind::token_too_long});
    expect_good_reader_game(run.first[2], "after");
    expect_bounded(run, 200);

    const CheckerRun checked = check_all(input());
    ASSERT_EQ(checked.games, 3U);
    EXPECT_TRUE(checked.first[1].has(lint::RuleId::token_too_long));
    expect_good_checked_game(checked.first[2]);
    expect_bounded(checked, 200);
}

// 100,000 nested variations: the parser keeps no recursion; past Limits::max_variation_depth
// (256) the game ends with variation-too-deep, in linear time.
TEST_F(HostileInput, HundredThousandNestedParentheses) {
    const auto input = [](std::uint64_t depth) {
        return join({good_game("before"),
                     {text("1. e4 "), repeated("(", depth), text("e5 "), repeated(")", depth),
                      text(" *\n\n")},
                     good_game("after")});
    };
    const ReaderRun run = read_all(input(100000));
    ASSERT_EQ(run.games, 3U);
    EXPECT_EQ(run.first[1].errors,
              std::vector<SyntaxErrorKind>{SyntaxErrorKind::variation_too_deep});
    expect_good_reader_game(run.first[2], "after");
    expect_bounded(run, 100);

    const CheckerRun checked = check_all(input(100000));
    ASSERT_EQ(checked.games, 3U);
    EXPECT_TRUE(checked.first[1].has(lint::RuleId::variation_too_deep));
    expect_good_checked_game(checked.first[2]);
    expect_bounded(checked, 100);

    // Within the limit, variations nest as deep as allowed and every one is replayed.
    const CheckerRun deepest = check_all(input(pgn::Limits{}.max_variation_depth));
    ASSERT_EQ(deepest.games, 3U);
    EXPECT_FALSE(deepest.first[1].has(lint::RuleId::variation_too_deep));
}

// Knights shuffling out and back: fivefold repetition ends the game at ply 16 (FIDE 9.6.1); the
// rest are moves after the game ended, reported once. Replay allocates nothing per ply.
std::vector<Segment> shuffle_game(std::uint64_t plies) {
    std::vector<Segment> out = {text("[Event \"shuffle\"]\n\n")};
    std::string cycles;
    for (std::uint64_t ply = 0; ply < plies; ply += 4) {
        const std::uint64_t move = ply / 2 + 1;
        cycles += std::to_string(move) + ". Nf3 Nf6 " + std::to_string(move + 1) + ". Ng1 Ng8 ";
        if (cycles.size() > (1 << 16)) out.push_back(text(std::move(cycles))), cycles.clear();
    }
    out.push_back(text(cycles + "*\n\n"));
    return out;
}

TEST_F(HostileInput, MillionPlyGame) {
    const std::uint64_t plies = 1000000 / kReduce;
    const ReaderRun run =
        read_all(join({good_game("before"), shuffle_game(plies), good_game("after")}));
    ASSERT_EQ(run.games, 3U);
    EXPECT_EQ(run.first[1].moves, plies);
    EXPECT_TRUE(run.first[1].errors.empty());
    expect_good_reader_game(run.first[2], "after");
    expect_bounded(run, 200);

    const CheckerRun checked =
        check_all(join({good_game("before"), shuffle_game(plies), good_game("after")}));
    ASSERT_EQ(checked.games, 3U);
    const GameChecked& shuffle = checked.first[1];
    EXPECT_EQ(shuffle.ending, lint::TerminationKind::fivefold_repetition);
    EXPECT_EQ(
        std::count(shuffle.rules.begin(), shuffle.rules.end(), lint::RuleId::move_after_game_end),
        1);
    expect_good_checked_game(checked.first[2]);
    expect_bounded(checked, 300, plies);
}

TEST_F(HostileInput, TenMillionEmptyGames) {
    const std::uint64_t games = 10000000 / kReduce;
    const auto input = [&] {
        return join({good_game("before"), {repeated("*\n", games)}, good_game("after")});
    };
    const ReaderRun run = read_all(input());
    ASSERT_EQ(run.games, games + 2);
    EXPECT_EQ(run.errors, 0U);
    expect_good_reader_game(run.first[0], "before");
    EXPECT_EQ(run.first[1].termination, "*");
    expect_good_reader_game(run.last.back(), "after");
    expect_bounded(run, 100);

    // GameChecker does far more per game (tag checks, a report per game): a tenth as many.
    const std::uint64_t checked_games = games / 10;
    const CheckerRun checked = check_all(
        join({good_game("before"), {repeated("*\n", checked_games)}, good_game("after")}));
    ASSERT_EQ(checked.games, checked_games + 2);
    expect_good_checked_game(checked.first[0]);
    expect_good_checked_game(checked.last.back());
    expect_bounded(checked, 100);
}

// Pseudo-random bytes between two good games: whatever the noise holds, the game after it starts
// at its own `[Event` line and is read intact.
TEST_F(HostileInput, BinaryNoise) {
    const auto input = [] {
        return join({good_game("before"),
                     {noise(32 * kMiB / kReduce)},
                     {text("\n\n")},
                     good_game("after")});
    };
    const ReaderRun run = read_all(input());
    ASSERT_GE(run.games, 3U);
    EXPECT_GT(run.errors, 0U);
    expect_good_reader_game(run.first[0], "before");
    expect_good_reader_game(run.last.back(), "after");
    expect_bounded(run, 200);

    const CheckerRun checked = check_all(input());
    EXPECT_EQ(checked.games, run.games);
    expect_good_checked_game(checked.first[0]);
    expect_good_checked_game(checked.last.back());
    expect_bounded(checked, 200);
}

TEST_F(HostileInput, NulBytes) {
    const auto input = [] {
        return join({good_game("before"),
                     {text(std::string("[Event \"a\0b\"]\n\n1. e4\0 e5 *\n\n", 26))},
                     filler('\0', 1 * kMiB),
                     {text("\n\n")},
                     good_game("after")});
    };
    const ReaderRun run = read_all(input());
    ASSERT_EQ(run.games, 4U);
    expect_good_reader_game(run.first[0], "before");
    EXPECT_EQ(run.first[1].event, std::string("a\0b", 3));
    EXPECT_EQ(run.first[1].errors, std::vector<SyntaxErrorKind>{SyntaxErrorKind::unexpected_token});
    // The NUL run is stray text, skipped; the game it makes then lacks its termination marker.
    EXPECT_EQ(run.first[2].errors,
              (std::vector<SyntaxErrorKind>{SyntaxErrorKind::unexpected_token,
                                            SyntaxErrorKind::missing_termination_marker}));
    expect_good_reader_game(run.first[3], "after");
    expect_bounded(run, 100);

    const CheckerRun checked = check_all(input());
    ASSERT_EQ(checked.games, 4U);
    EXPECT_TRUE(checked.first[2].has(lint::RuleId::unexpected_token));
    expect_good_checked_game(checked.first[3]);
}

TEST_F(HostileInput, FileEndsInsideAString) {
    const ReaderRun run = read_all(join({good_game("before"), {text("[Event \"never closed")}}));
    ASSERT_EQ(run.games, 2U);
    expect_good_reader_game(run.first[0], "before");
    ASSERT_FALSE(run.first[1].errors.empty());
    EXPECT_EQ(run.first[1].errors[0], SyntaxErrorKind::unterminated_string);

    const ReaderRun comment = read_all(join({good_game("before"), {text("1. e4 {never closed")}}));
    ASSERT_EQ(comment.games, 2U);
    EXPECT_EQ(comment.first[1].errors,
              std::vector<SyntaxErrorKind>{SyntaxErrorKind::unterminated_comment});
}

// Compression bombs: a few kilobytes that decode to megabytes of games (the check fuzzer found a
// 1.7 KB bzip2 stream holding two million). The input is decoded as it is read, in bounded
// memory, and every game is reported, also through GameChecker.
TEST_F(HostileInput, CompressionBombs) {
    const auto empty_games_between_good_ones = [](std::uint64_t games) {
        std::string decoded = good_game_text("before");
        for (std::uint64_t i = 0; i < games; ++i) decoded += "*\n";
        return decoded + good_game_text("after");
    };
    const auto open = [](const std::string& compressed, const char* name) {
        return io::decompress_if_needed(std::make_unique<io::MemorySource>(compressed, name));
    };
    const std::uint64_t games = 4000000 / kReduce;
    const std::string decoded = empty_games_between_good_ones(games);
    const std::pair<std::string, const char*> bombs[] = {
        {io::testing::gzip(decoded), "bomb.pgn.gz"},
        {io::testing::zstd(decoded), "bomb.pgn.zst"},
        {io::testing::bzip2(decoded), "bomb.pgn.bz2"}};
    for (const auto& [compressed, name] : bombs) {
        SCOPED_TRACE(name);
        EXPECT_GT(decoded.size(), compressed.size() * 200);
        reset_peak_rss();
        const ReaderRun run = read_all(*open(compressed, name));
        EXPECT_EQ(run.bytes, decoded.size());
        ASSERT_EQ(run.games, games + 2);
        EXPECT_EQ(run.errors, 0U);
        expect_good_reader_game(run.first[0], "before");
        EXPECT_EQ(run.first[1].termination, "*");
        expect_good_reader_game(run.last.back(), "after");
        expect_bounded(run, 100);
    }

    // GameChecker does far more per game (tag checks, a report per game): a tenth as many.
    const std::uint64_t checked_games = games / 10;
    const std::string checked_bomb =
        io::testing::bzip2(empty_games_between_good_ones(checked_games));
    reset_peak_rss();
    const CheckerRun checked = check_all(*open(checked_bomb, "bomb.pgn.bz2"));
    ASSERT_EQ(checked.games, checked_games + 2);
    expect_good_checked_game(checked.first[0]);
    expect_good_checked_game(checked.last.back());
    expect_bounded(checked, 100);
}

// A compressed stream cut in the middle: the games decoded before the cut are all reported,
// then the read fails with an io::IoError naming the problem (the CLI's exit status 2).
void expect_truncated_stream_reported(const std::string& compressed, const char* format) {
    SCOPED_TRACE(format);
    const std::string cut = compressed.substr(0, compressed.size() / 2);
    auto source = io::decompress_if_needed(std::make_unique<io::MemorySource>(cut, format));
    ReaderRun run;
    SummaryVisitor visitor(run);
    std::string message;
    try {
        pgn::parse_stream(*source, visitor);
    } catch (const io::IoError& error) {
        message = error.what();
    }
    EXPECT_FALSE(message.empty()) << "a truncated stream must be an error";
    EXPECT_NE(message.find(format), std::string::npos) << message;
    EXPECT_GT(run.games, 10U);
    EXPECT_LT(run.games, 30000U);
    for (const GameSeen& game : run.first) expect_good_reader_game(game, "g");
}

// 30,000 games (about 3 MB): several zstd blocks and bzip2 blocks, so that data decoded before
// the cut exists (a stream cut inside its first block has none to deliver).
TEST_F(HostileInput, TruncatedCompressedStreams) {
    std::string games;
    for (int i = 0; i < 30000; ++i) {
        games += "[Event \"g\"]\n[Round \"" + std::to_string(i) + "\"]\n[Result \"1-0\"]\n\n" +
                 "1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0\n\n";
    }
    expect_truncated_stream_reported(io::testing::gzip(games), "game.pgn.gz");
    expect_truncated_stream_reported(io::testing::zstd(games), "game.pgn.zst");
    expect_truncated_stream_reported(io::testing::bzip2(games), "game.pgn.bz2");
}

}  // namespace
}  // namespace pgnlint::adversarial
