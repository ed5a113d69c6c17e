// `pgnlint check` end to end: runs the built binary on testdata/check and testdata/sample.pgn,
// checking exit statuses (0 clean, 1 findings, 2 I/O errors) and that the NDJSON output parses
// (simdjson) with one game record per game of the input, in input order; and the --endings lines
// an arbiter reads, byte for byte; and --version, which prints the build's generated version.
#include <gtest/gtest.h>
#include <simdjson.h>

#include <string>
#include <vector>

#include "../support/run_command.h"
#include "pgnlint/version.h"

namespace {

using pgnlint::testing::CommandResult;

// Runs pgnlint with `arguments` (shell words) from the source directory; stderr is dropped.
CommandResult run(const std::string& arguments) {
    return pgnlint::testing::run_command(std::string("cd ") + PGNLINT_SOURCE_DIR + " && " +
                                         PGNLINT_BINARY + " " + arguments + " 2>/dev/null");
}

struct NdjsonRecords {
    std::vector<std::uint64_t> game_indexes;
    int summaries = 0;
    bool all_parsed = true;
};

NdjsonRecords parse_ndjson(const std::string& text) {
    NdjsonRecords records;
    simdjson::dom::parser parser;
    std::size_t start = 0;
    while (start < text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string::npos) end = text.size();
        const std::string line = text.substr(start, end - start);
        start = end + 1;
        if (line.empty()) continue;
        simdjson::dom::element record;
        if (parser.parse(line).get(record) != simdjson::SUCCESS) {
            records.all_parsed = false;
            continue;
        }
        std::string_view type;
        if (record["type"].get(type) != simdjson::SUCCESS) {
            records.all_parsed = false;
        } else if (type == "game") {
            std::uint64_t index = 0;
            if (record["data"]["index"].get(index) != simdjson::SUCCESS) records.all_parsed = false;
            records.game_indexes.push_back(index);
        } else if (type == "summary") {
            ++records.summaries;
        }
    }
    return records;
}

std::vector<std::uint64_t> one_to(std::uint64_t n) {
    std::vector<std::uint64_t> indexes;
    for (std::uint64_t i = 1; i <= n; ++i) indexes.push_back(i);
    return indexes;
}

TEST(CheckCli, CleanGamesExitZero) {
    const CommandResult r = run("check testdata/check/clean.pgn");
    EXPECT_EQ(r.status, 0);
    EXPECT_EQ(r.out, "");
}

TEST(CheckCli, TheSampleHasFindingsAndEveryGameIsInTheNdjson) {
    const CommandResult r = run("check --format ndjson testdata/sample.pgn");
    EXPECT_EQ(r.status, 1);
    const NdjsonRecords records = parse_ndjson(r.out);
    EXPECT_TRUE(records.all_parsed);
    EXPECT_EQ(records.game_indexes, one_to(4));
    EXPECT_EQ(records.summaries, 1);
}

TEST(CheckCli, SampleTextOutputNamesTheProblems) {
    const CommandResult r = run("testdata/sample.pgn --color never");
    EXPECT_EQ(r.status, 1);
    EXPECT_NE(r.out.find("testdata/sample.pgn:34:34: error: game 3, Hopeful - Careful, round 2: 4. "
                         "Nf5: illegal move: no white knight can reach f5; did you mean Ng5 (the "
                         "file one off; the next 3 moves are then legal)? [M001 illegal-move]"),
              std::string::npos)
        << r.out;
    EXPECT_NE(r.out.find("[R002 result-contradicts-position]"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("2... Qh4: missing check suffix"), std::string::npos) << r.out;
}

TEST(CheckCli, FailOnChoosesWhatFails) {
    EXPECT_EQ(run("check testdata/check/warning-only.pgn").status, 0);
    EXPECT_EQ(run("check --fail-on warning testdata/check/warning-only.pgn").status, 1);
    const CommandResult info = run("check testdata/check/info-only.pgn");
    EXPECT_EQ(info.status, 0);
    EXPECT_EQ(info.out, "") << "info findings are not shown by default";
    const CommandResult strict = run("check --fail-on info testdata/check/info-only.pgn");
    EXPECT_EQ(strict.status, 1);
    EXPECT_NE(strict.out.find("[N005 zero-castling]"), std::string::npos) << strict.out;
    EXPECT_NE(run("check --min-severity info testdata/check/info-only.pgn").out.find("N005"),
              std::string::npos);
    EXPECT_EQ(run("check --exit-zero testdata/sample.pgn").status, 0);
}

TEST(CheckCli, QuietWritesNothingAndTheStatusTells) {
    const CommandResult r = run("check --quiet testdata/sample.pgn");
    EXPECT_EQ(r.status, 1);
    EXPECT_EQ(r.out, "");
}

TEST(CheckCli, IoErrorsExitTwoAfterReportingTheGamesRead) {
    EXPECT_EQ(run("check testdata/check/no-such-file.pgn").status, 2);
    EXPECT_EQ(run("check 'testdata/check/no-match-*.pgn'").status, 2);
    const CommandResult truncated = run("check --format ndjson testdata/check/truncated.pgn.gz");
    EXPECT_EQ(truncated.status, 2);
    const NdjsonRecords records = parse_ndjson(truncated.out);
    EXPECT_TRUE(records.all_parsed);
    EXPECT_GE(records.game_indexes.size(), 1U);
    EXPECT_EQ(records.game_indexes, one_to(records.game_indexes.size()));
    // A findings file and an unreadable one: the worst status wins.
    EXPECT_EQ(run("check testdata/sample.pgn testdata/check/no-such-file.pgn").status, 2);
}

TEST(CheckCli, GlobsStdinAndSeveralFiles) {
    const CommandResult glob = run("check --format ndjson 'testdata/check/*.pgn'");
    const NdjsonRecords records = parse_ndjson(glob.out);
    EXPECT_TRUE(records.all_parsed);
    // board-signal, clean, did-you-mean, info, warning, matches
    EXPECT_EQ(records.game_indexes.size(), 1U + 3U + 1U + 1U + 1U + 10U);
    const CommandResult piped = run("--format ndjson < testdata/sample.pgn");
    EXPECT_EQ(piped.status, 1);
    EXPECT_EQ(parse_ndjson(piped.out).game_indexes, one_to(4));
}

TEST(CheckCli, RealMasterGamesWithVariationsHaveNoErrors) {
    const CommandResult r = run("check --format ndjson testdata/check/world-matches-first-10.pgn");
    EXPECT_EQ(r.status, 0) << r.out;
    EXPECT_EQ(parse_ndjson(r.out).game_indexes, one_to(10));
}

// A game cut by --max-game-bytes inside a comment: the cut (at the byte where reading stopped)
// is reported, not the comment, which closes past the cut (issue 39), and the next game is
// checked whole.
TEST(CheckCli, AGameCutInsideACommentIsReportedAsTooLarge) {
    const char* file = "testdata/check/limits/game-cut-inside-comment.pgn";
    const CommandResult r = run(std::string("check --color never --max-game-bytes 200 ") + file);
    EXPECT_EQ(r.status, 1);
    EXPECT_EQ(r.out.find("unterminated-comment"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find(std::string(file) +
                         ":10:2: error: game 1, A - B, round 1: game exceeds the size limit; "
                         "the rest of it is skipped [S012 game-too-large]"),
              std::string::npos)
        << r.out;
    EXPECT_EQ(r.out.find("game-too-large"), r.out.rfind("game-too-large")) << "reported once";
    EXPECT_EQ(r.out.find("game 2"), std::string::npos) << r.out;
    const CommandResult whole = run(std::string("check --format ndjson ") + file);
    EXPECT_EQ(whole.status, 0) << whole.out;
    EXPECT_EQ(parse_ndjson(whole.out).game_indexes, one_to(2));
}

// Each line starts at the move that ended the game or made the draw claimable.
TEST(CheckCli, EndingsNameTheMoveTheSideThePositionAndTheArticle) {
    const std::string expected =
        "testdata/check/clean.pgn:9:16: game 1, White - Black: ending: checkmate after 2... Qh4# "
        "(Black wins, FIDE 5.1.1); position "
        "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3\n"
        "testdata/check/clean.pgn:19:35: game 2, White - Black: ending: checkmate after 4. Qxf7# "
        "(White wins, FIDE 5.1.1); position "
        "r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4\n"
        "testdata/check/clean.pgn:30:29: game 3, White - Black: ending: stalemate after 10. Qe6 "
        "(Black, to move, has no legal move and is not in check: the game is drawn, FIDE "
        "5.2.1); position 5bnr/4p1pq/4Qpkr/7p/7P/4P3/PPPP1PP1/RNB1KBNR b KQ - 2 10\n";
    const CommandResult clean = run("check --endings --color never testdata/check/clean.pgn");
    EXPECT_EQ(clean.status, 0) << "endings are not findings";
    EXPECT_EQ(clean.out, expected);
    EXPECT_EQ(run("check --endings --color never --jobs 2 testdata/check/clean.pgn").out, expected);

    const CommandResult draws =
        run("check --endings --color never testdata/check/endings/draws.pgn");
    EXPECT_EQ(draws.status, 0);
    // Game 1: the position after 1... e5 (no en-passant capture is possible, FIDE 9.2.2.3)
    // stands again after 3... Nb8 and 5... Nb8; eight plies since the last pawn move.
    EXPECT_EQ(
        draws.out,
        "testdata/check/endings/draws.pgn:9:50: game 1, Novak, Eva - Berg, Jonas, round 1: claim: "
        "threefold repetition claimable after 5... Nb8 (the same position as after "
        "1... e5 and after 3... Nb8, FIDE 9.2.2; White, to move, may claim a draw, FIDE "
        "9.2.1.2); position rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 8 6\n"
        "testdata/check/endings/draws.pgn:21:21: game 2, Novak, Eva - Berg, Jonas, round 2: claim: "
        "fifty-move rule claimable after 61... Kc5 (the last 50 moves by each player "
        "were made without a pawn move or a capture; White, to move, may claim a draw, FIDE "
        "9.3.2); position 8/8/8/2k5/R7/8/8/4K3 w - - 100 62\n"
        "testdata/check/endings/draws.pgn:31:41: game 3, Novak, Eva - Berg, Jonas, round 3: claim: "
        "threefold repetition claimable after 4... Ng8 (the same position as at the "
        "start and after 2... Ng8, FIDE 9.2.2; White, to move, may claim a draw, FIDE "
        "9.2.1.2); position rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 8 5\n"
        "testdata/check/endings/draws.pgn:32:8: game 3, Novak, Eva - Berg, Jonas, round 3: ending: "
        "fivefold repetition after 8... Ng8 (the same position as at the start, after "
        "2... Ng8, after 4... Ng8 and after 6... Ng8: the fifth time, FIDE 9.2.2; the game is "
        "drawn, "
        "FIDE 9.6.1); position "
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 16 9\n");
}

// Dead positions reached by force (README: the queen given with check whose only capture
// stalemates; an exchange forced into bare kings); the declined sacrifice of game 3 ends nothing.
TEST(CheckCli, DeadPositionsReachedByForceWordForWord) {
    const CommandResult r = run("check --endings --color never testdata/check/endings/forced.pgn");
    EXPECT_EQ(r.status, 1);
    const std::string file = "testdata/check/endings/forced.pgn:";
    const std::string game1 = "game 1, Novak, Eva - Berg, Jonas, round 1: ";
    const std::string game2 = "game 2, Novak, Eva - Berg, Jonas, round 2: ";
    const std::string stalemate =
        "by a dead position: neither side can checkmate by any series of legal moves; the only "
        "legal move, 61. Kxg2, leads to stalemate (FIDE 5.2.2)";
    const std::string bare_kings =
        "by a dead position: neither side can checkmate by any series of legal moves; the only "
        "legal move, 50... Kxg8, leads to a position dead by material (FIDE 5.2.2)";
    EXPECT_EQ(r.out,
              file + "11:16: error: " + game1 +
                  "61. Kxg2: move after the game ended: it ended after 60... Qg2+ " + stalemate +
                  " [M007 move-after-game-end]\n" + file + "7:1: error: " + game1 +
                  "the result 0-1 contradicts the board: it ended after 60... Qg2+ " + stalemate +
                  ", so the result is 1/2-1/2 [R002 result-contradicts-position]\n" + file +
                  "11:7: " + game1 +
                  "ending: dead position after 60... Qg2+ (neither player can checkmate by any "
                  "series of legal moves: the only legal move, 61. Kxg2, leads to stalemate; the "
                  "game is drawn, FIDE 5.2.2); position k7/2Q5/8/8/8/8/6q1/7K w - - 1 61\n" +
                  file + "23:11: error: " + game2 +
                  "50... Kxg8: move after the game ended: it ended after 50. Qxg8+ " + bare_kings +
                  " [M007 move-after-game-end]\n" + file + "23:5: " + game2 +
                  "ending: dead position after 50. Qxg8+ (neither player can checkmate by any "
                  "series of legal moves: the only legal move, 50... Kxg8, leads to a position "
                  "dead by material; the game is drawn, FIDE 5.2.2); position "
                  "6Qk/8/8/8/8/8/8/K7 b - - 0 50\n");
}

TEST(CheckCli, DeadPositionsAndADrawnTimeForfeitWordForWord) {
    const CommandResult r = run("check --endings --color never testdata/check/endings/dead.pgn");
    EXPECT_EQ(r.status, 1);
    const std::string ended =
        "by a dead position: neither side can checkmate by any series of legal moves; the pawns "
        "are locked and neither side can ever give check (FIDE 5.2.2) [M007 move-after-game-end]\n";
    EXPECT_EQ(r.out,
              "testdata/check/endings/dead.pgn:11:17: error: game 1, Novak, Eva - Berg, Jonas, "
              "round 1: in the "
              "variation 1. Kd2 (1. Kxe2 Kd8): 1... Kd8: move after the game "
              "ended: it ended after 1. Kxe2 " +
                  ended +
                  "testdata/check/endings/dead.pgn:11:50: error: game 1, Novak, Eva - Berg, Jonas, "
                  "round 1: 3... Kd8: move after the "
                  "game ended: it ended after 3. Kxe2 " +
                  ended +
                  "testdata/check/endings/dead.pgn:11:45: game 1, Novak, Eva - Berg, Jonas, "
                  "round 1: ending: dead position after 3. Kxe2 (neither player can checkmate by "
                  "any series "
                  "of legal moves: the pawns are locked and neither side can ever give check; the "
                  "game is drawn, FIDE 5.2.2); position "
                  "4k3/3b4/8/1p1p1p1p/pPpPpPpP/P1P1P1P1/4K3/2B5 b - - 0 3\n"
                  "testdata/check/endings/dead.pgn:20:1: error: game 2, Novak, Eva - Berg, Jonas, "
                  "round 2: the "
                  "Termination tag \"Time "
                  "forfeit\" says a loss on time with the result 1-0, but White cannot checkmate "
                  "by any series of legal moves from the position after 1... Kd7 (White has only a "
                  "king), so the fall of Black's flag draws the game (FIDE 6.9): the result is "
                  "1/2-1/2; position 8/3k4/8/8/8/8/q7/5K2 w - - 2 2 [R004 drawn-time-forfeit]\n");
    const CommandResult json = run("check --format ndjson testdata/check/endings/dead.pgn");
    EXPECT_NE(json.out.find("\"termination\":{\"kind\":\"dead_position\",\"ply\":5,"),
              std::string::npos)
        << json.out;
    EXPECT_NE(json.out.find(",\"reason\":\"the pawns are locked and neither side can ever give "
                            "check\"}"),
              std::string::npos)
        << json.out;
    EXPECT_NE(json.out.find("\"code\":\"R004\",\"name\":\"drawn-time-forfeit\""), std::string::npos)
        << json.out;
}

TEST(CheckCli, AnExportStatusOfOutOfTimeIsCheckedAtTheStatus) {
    const CommandResult r = run("check --color never testdata/check/endings/flags.ndjson");
    EXPECT_EQ(r.status, 1);
    const std::string lone_king =
        "testdata/check/endings/flags.ndjson:1:25: error: game 1: the "
        "record's status says a loss on time with the result 1-0, but "
        "White cannot checkmate";
    EXPECT_EQ(r.out.substr(0, lone_king.size()), lone_king) << r.out;
    EXPECT_NE(r.out.find("(White has only a king), so the fall of Black's flag draws the game "
                         "(FIDE 6.9): the result is 1/2-1/2; position 8/3k4/8/8/8/8/q7/5K2 w - - 2 "
                         "2 [R004 drawn-time-forfeit]\n"),
              std::string::npos)
        << r.out;
    EXPECT_NE(r.out.find("\ntestdata/check/endings/flags.ndjson:2:25: error: game 2: the record's "
                         "status says a loss on time, but both players can still checkmate from "
                         "the position after 1. Kf1 (White: 1... "),
              std::string::npos)
        << r.out;
    EXPECT_NE(
        r.out.find("so whoever's flag fell lost the game (FIDE 6.9); position "
                   "r3k3/8/8/8/8/8/8/5K1R b - - 1 1 [R005 termination-contradicts-position]\n"),
        std::string::npos)
        << r.out;
    EXPECT_EQ(r.out.find("game 3"), std::string::npos) << "the queen's win on time stands";
}

// The final position's analysis gets 100 times the per-move budget (kFinalNodesFactor): with
// --max-nodes 1, game 2's two helpmates (a rook each, both found by search) stay undecided within
// 100 nodes, said at info (R006) and never as an error; with the default budget they are found
// (R005, above).
TEST(CheckCli, MaxNodesBoundsTheAnalysisOfATimeForfeit) {
    const std::string file = " testdata/check/endings/flags.ndjson";
    const std::string undecided =
        "testdata/check/endings/flags.ndjson:2:25: info: game 2: the record's status says a loss "
        "on time, but within its budget of 100 nodes pgnlint could not decide whether a player "
        "can still checkmate from the position after 1. Kf1";
    const CommandResult bounded =
        run("check --color never --min-severity info --max-nodes 1" + file);
    EXPECT_EQ(bounded.status, 1);
    EXPECT_NE(bounded.out.find(undecided), std::string::npos) << bounded.out;
    EXPECT_EQ(bounded.out.find("R005"), std::string::npos) << bounded.out;
    const CommandResult unbounded = run("check --color never --min-severity info" + file);
    EXPECT_EQ(unbounded.out.find("R006"), std::string::npos) << unbounded.out;
    EXPECT_NE(unbounded.out.find("R005"), std::string::npos) << unbounded.out;
    EXPECT_EQ(run("check --max-nodes 0" + file).status, 2);
}

TEST(CheckCli, EndingsFollowTheFindingsAndLeaveTheStatusAlone) {
    const std::string file = " testdata/check/warning-only.pgn";
    const CommandResult plain = run("check --color never" + file);
    const CommandResult endings = run("check --endings --color never" + file);
    EXPECT_EQ(plain.status, 0);
    EXPECT_EQ(endings.status, 0);
    EXPECT_EQ(run("check --endings --fail-on warning" + file).status, 1);
    EXPECT_EQ(endings.out,
              plain.out +
                  "testdata/check/warning-only.pgn:9:16: game 1, White - Black: ending: checkmate "
                  "after 2... Qh4+ (Black wins, FIDE 5.1.1); position "
                  "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3\n");
    EXPECT_NE(plain.out.find("[M005 missing-check-suffix]"), std::string::npos) << plain.out;
    EXPECT_EQ(plain.out.find("ending:"), std::string::npos) << "off by default: " << plain.out;
}

TEST(CheckCli, NdjsonCarriesTheMoveAndPositionOfClaimsAndEndings) {
    const CommandResult r = run("check --format ndjson testdata/check/endings/draws.pgn");
    EXPECT_EQ(r.status, 0);
    simdjson::dom::parser parser;
    const std::string first = r.out.substr(0, r.out.find('\n'));
    const simdjson::dom::element game = parser.parse(first)["data"];
    const simdjson::dom::element claim = game["claims"].at(0);
    EXPECT_EQ(std::string_view(claim["move"]), "5... Nb8");
    EXPECT_EQ(std::string_view(claim["fen"]),
              "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 8 6");
    EXPECT_TRUE(game["termination"]["move"].is_null());
    EXPECT_TRUE(game["termination"]["fen"].is_null());
}

// The checker writes a game's final position only when the report prints it: the JSON reports
// and the baseline file (an ndjson report) must still carry it.
TEST(CheckCli, JsonReportsAndBaselinesCarryTheFinalPosition) {
    const std::string_view after_fools_mate =
        "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3";
    simdjson::dom::parser parser;
    const CommandResult ndjson = run("check --format ndjson testdata/check/clean.pgn");
    EXPECT_EQ(ndjson.status, 0);
    const std::string first = ndjson.out.substr(0, ndjson.out.find('\n'));
    EXPECT_EQ(std::string_view(parser.parse(first)["data"]["final_fen"]), after_fools_mate);

    const CommandResult json = run("check --format json testdata/check/clean.pgn");
    EXPECT_EQ(json.status, 0);
    EXPECT_EQ(std::string_view(parser.parse(json.out)["games"].at(0)["final_fen"]),
              after_fools_mate);

    const std::string baseline = ::testing::TempDir() + "final-fen-baseline.ndjson";
    const CommandResult quiet =
        run("check --quiet --write-baseline " + baseline + " testdata/check/warning-only.pgn");
    EXPECT_EQ(quiet.status, 0);  // warnings only
    const CommandResult written = pgnlint::testing::run_command("cat " + baseline);
    const std::string record = written.out.substr(0, written.out.find('\n'));
    EXPECT_EQ(std::string_view(parser.parse(record)["data"]["final_fen"]), after_fools_mate);
}

TEST(CheckCli, UsageErrorsExitTwo) {
    EXPECT_EQ(run("check --format yaml testdata/sample.pgn").status, 2);
    EXPECT_EQ(run("check --jobs -3 testdata/sample.pgn").status, 2);
    EXPECT_EQ(run("check --jobs 2 testdata/check/clean.pgn").status, 0);
}

TEST(Cli, VersionIsTheProjectVersion) {
    const CommandResult result = run("--version");
    EXPECT_EQ(result.status, 0);
    EXPECT_EQ(result.out, std::string("pgnlint ") + PGNLINT_VERSION + "\n");
}

// Issue 22: the html page of a run, and the same page re-rendered from its ndjson report.
TEST(CheckCli, HtmlReportIsOnePageAndReportRendersTheSamePage) {
    const CommandResult html = run("check --format html testdata/html/arbiter.pgn");
    EXPECT_EQ(html.status, 1);
    EXPECT_EQ(html.out.rfind("<!DOCTYPE html>", 0), 0u);
    EXPECT_NE(html.out.find("<section class=\"game\" id=\"game-11\">"), std::string::npos);
    const CommandResult rerendered = run("check --format ndjson testdata/html/arbiter.pgn | " +
                                         std::string(PGNLINT_BINARY) + " report --format html");
    EXPECT_EQ(rerendered.status, 1);
    EXPECT_EQ(rerendered.out, html.out);
    // Both squares of the last move are carried through ndjson (its "uci" and "previous_uci")...
    EXPECT_NE(html.out.find("class=\"last-move-from\""), std::string::npos);
    // ...and a report of an older pgnlint, which has neither, still renders, with the targets.
    const CommandResult older =
        run("check --format ndjson testdata/html/arbiter.pgn | sed -E "
            "'s/,\"(previous_)?uci\":\"[a-h1-8qrbn]+\"//g' | " +
            std::string(PGNLINT_BINARY) + " report --format html");
    EXPECT_EQ(older.status, 1);
    EXPECT_EQ(older.out.find("class=\"last-move-from\""), std::string::npos);
    EXPECT_NE(older.out.find("class=\"last-move-to\""), std::string::npos);
    EXPECT_NE(older.out.find("<section class=\"game\" id=\"game-11\">"), std::string::npos);
    const CommandResult capped =
        run("check --format html --html-max-games 2 testdata/html/arbiter.pgn");
    EXPECT_NE(capped.out.find("This page shows 2 of the 11 games with findings, endings or "
                              "claimable draws, those with findings first"),
              std::string::npos)
        << capped.out;
    EXPECT_EQ(run("check --format html --html-max-games -1 testdata/html/arbiter.pgn").status, 2);
}

// Issue 34: the clock rules end to end on hand-made games of every kind (chess.com tenths, DGT
// %emt, a tag in minutes, a malformed and a missing clock, a contradicted time forfeit, free
// text), and on real lichess games where only time given by the opponent is found.
TEST(CheckCli, ClocksEveryWhereAFindingGoes) {
    const std::string file = " testdata/check/clocks/handmade.pgn";
    const CommandResult ndjson = run("check --min-severity info -f ndjson" + file);
    EXPECT_EQ(ndjson.status, 0) << "warnings and info only";
    std::vector<std::string> codes;
    simdjson::dom::parser parser;
    std::size_t at = 0;
    while (at < ndjson.out.size()) {
        const std::size_t end = ndjson.out.find('\n', at);
        const simdjson::dom::element record = parser.parse(ndjson.out.substr(at, end - at));
        at = end + 1;
        if (std::string_view(record["type"]) != "game") continue;
        for (const simdjson::dom::element d : simdjson::dom::array(record["data"]["diagnostics"]))
            codes.emplace_back(std::string_view(d["code"]));
    }
    EXPECT_EQ(codes, (std::vector<std::string>{"C004", "C004", "C007", "C007", "C001", "C005",
                                               "C003", "C006", "C008", "C001"}));
    EXPECT_NE(ndjson.out.find(R"("clocks":{"white":613.3,"black":611,"previous":608.2,"limit":5})"),
              std::string::npos)
        << ndjson.out;

    const CommandResult text = run("check --color never" + file);
    EXPECT_NE(text.out.find("testdata/check/clocks/handmade.pgn:37:35: warning: game 3, A - B, "
                            "round 3: the %clk value \"0:58:60\" is no time"),
              std::string::npos)
        << text.out;
    const CommandResult github = run("check -f github" + file);
    EXPECT_NE(github.out.find("::warning file=testdata/check/clocks/handmade.pgn,line=25,col=4,"
                              "title=C007 elapsed-time-contradicts-clock::"),
              std::string::npos)
        << github.out;
    const CommandResult junit = run("check -f junit --fail-on warning" + file);
    EXPECT_EQ(junit.status, 1);
    EXPECT_NE(junit.out.find("[C008 time-forfeit-contradicts-clock]"), std::string::npos);

    // The html page shows both clocks at the move, and `report` renders it again from ndjson.
    const CommandResult html = run("check -f html --min-severity info" + file);
    EXPECT_NE(html.out.find("<p class=\"clocks\">Clocks: White 0:10:13.3, Black 0:10:11</p>"),
              std::string::npos);
    const CommandResult rerendered =
        run("check -f ndjson --min-severity info" + file + " | " + std::string(PGNLINT_BINARY) +
            " report -f html --min-severity info");
    EXPECT_EQ(rerendered.out, html.out);

    // A clock is evidence, not a typo: --fix changes nothing.
    const std::string copy = ::testing::TempDir() + "clocks-fix.pgn";
    ASSERT_EQ(pgnlint::testing::run_command("cp" + file + " " + copy).status, 0);
    run("check --fix --unsafe-fixes --select C " + copy);
    EXPECT_EQ(pgnlint::testing::run_command("cmp" + file + " " + copy).status, 0);

    const CommandResult lichess =
        run("check --color never --min-severity info testdata/check/clocks/lichess-sample.pgn");
    EXPECT_EQ(lichess.out,
              "testdata/check/clocks/lichess-sample.pgn:99:83: warning: game 5, alfastudent - "
              "schlubby: 2... e6: Black's clock rises from 0:01:00 after 1... c5 to 0:01:30, by "
              "30 s, but \"60+0\" allows at most 0 s (no increment) [C004 clock-gains-time]\n");
}

}  // namespace
