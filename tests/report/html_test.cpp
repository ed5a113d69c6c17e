// The html format: one self-contained page whose structure, escaping, cap and summary counts are
// checked here on hand-built records; tests/report/browser_test.sh loads a real report in
// Chromium.
#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <string>

#include "fixtures.h"
#include "move_squares.h"
#include "pgnlint/core/fen.h"
#include "pgnlint/report/output.h"
#include "pgnlint/report/report_stream.h"
#include "text_encoding.h"

namespace pgnlint::report {
namespace {

using testing::all_fixture_games;
using testing::render;

std::size_t occurrences(const std::string& text, std::string_view needle) {
    std::size_t n = 0;
    for (std::size_t at = text.find(needle); at != std::string::npos;
         at = text.find(needle, at + needle.size()))
        ++n;
    return n;
}

// The cell after a summary row's label.
std::string count_row(const std::string& page, std::string_view label) {
    const std::string head = fmt::format("<th scope=\"row\">{}</th><td class=\"count\">", label);
    const std::size_t at = page.find(head);
    if (at == std::string::npos) return "(no row " + std::string(label) + ")";
    const std::size_t from = at + head.size();
    return page.substr(from, page.find('<', from) - from);
}

lint::RunSummary summary_of(const std::vector<lint::GameReport>& games) {
    lint::RunSummary summary;
    summary.files = 1;
    for (const lint::GameReport& game : games) summary.add(game);
    return summary;
}

std::string render_html(const std::vector<lint::GameReport>& games, std::uint64_t max_games = 200) {
    ReporterOptions options;
    options.html_max_games = max_games;
    const auto reporter = make_reporter(Format::html, options);
    return render(*reporter, games, summary_of(games));
}

lint::GameReport game_with_a_finding(std::uint64_t index) {
    lint::GameReport game;
    game.index = index;
    game.file = "round.pgn";
    game.tags.add("White", fmt::format("White {}", index));
    game.tags.add("Black", "Black");
    lint::Diagnostic finding;
    finding.rule = lint::RuleId::missing_roster_tag;
    finding.severity = lint::Severity::warning;
    finding.message = "the Site tag is missing";
    game.diagnostics.push_back(finding);
    return game;
}

TEST(HtmlReport, IsOnePageWithASectionPerGameThatHasSomethingToShow) {
    const std::string page = render(Format::html, all_fixture_games());
    EXPECT_EQ(page.rfind("<!DOCTYPE html>\n<html lang=\"en\">", 0), 0u);
    EXPECT_EQ(page.substr(page.size() - 8), "</html>\n");
    EXPECT_EQ(occurrences(page, "<html"), 1u);
    // The checkmate, the game with findings and the one with claims: three sections, each linked
    // from the table of contents.
    EXPECT_EQ(occurrences(page, "<section class=\"game\""), 3u);
    for (int i = 1; i <= 3; ++i) {
        EXPECT_NE(page.find(fmt::format("<a href=\"#game-{}\">", i)), std::string::npos);
        EXPECT_NE(page.find(fmt::format("<section class=\"game\" id=\"game-{}\">", i)),
                  std::string::npos);
    }
    // The summary comes before the games.
    EXPECT_LT(page.find("<h2 id=\"summary\">"), page.find("<section class=\"game\""));
    // A board before the ambiguous and the illegal move, at the checkmate, at each claim and at
    // the fivefold repetition; each with its description beside it.
    EXPECT_EQ(occurrences(page, "<figure class=\"diagram\""), 6u);
    EXPECT_EQ(occurrences(page, "<figcaption>"), 6u);
    EXPECT_EQ(occurrences(page, "<svg "), 6u);
    // Self-contained: no script, no stylesheet or image fetched from anywhere.
    EXPECT_EQ(page.find("<script"), std::string::npos);
    EXPECT_EQ(page.find("src="), std::string::npos);
    EXPECT_EQ(occurrences(page, "http"), occurrences(page, "xmlns=\"http://www.w3.org/2000/svg\""));
    EXPECT_NE(page.find("@media (prefers-color-scheme: dark)"), std::string::npos);
    EXPECT_NE(page.find("@media print"), std::string::npos);
}

TEST(HtmlReport, SummaryCountsFindingsEndingsAndClaims) {
    const std::string page = render(Format::html, all_fixture_games());
    EXPECT_EQ(count_row(page, "Games"), "3");
    EXPECT_EQ(count_row(page, "Errors"), "3");
    EXPECT_EQ(count_row(page, "Warnings"), "2");
    EXPECT_EQ(count_row(page, "Infos"), "1");
    EXPECT_EQ(count_row(page, "Games ended on the board"), "2");
    EXPECT_EQ(count_row(page, "Games with a claimable draw"), "1");
    EXPECT_EQ(count_row(page, "checkmate (FIDE 5.1.1)"), "1");
    EXPECT_EQ(count_row(page, "fivefold repetition (FIDE 9.6.1)"), "1");
    EXPECT_EQ(count_row(page, "stalemate (FIDE 5.2.1)"), "0");
    EXPECT_EQ(count_row(page, "threefold repetition claimable (FIDE 9.2)"), "1");
    EXPECT_EQ(count_row(page, "fifty-move rule claimable (FIDE 9.3)"), "1");
    // Findings by rule, with the rule's reference.
    EXPECT_NE(page.find("<td class=\"rule\">M002</td><td>ambiguous-move</td>"), std::string::npos);
    EXPECT_NE(page.find("PGN standard 8.2.3.4"), std::string::npos);
}

TEST(HtmlReport, SaysTheResultAsWrittenAndAsTheLawsGiveIt) {
    const std::string page = render(Format::html, all_fixture_games());
    EXPECT_NE(page.find("Result tag <strong>0-1</strong>, termination marker <strong>0-1</strong>"),
              std::string::npos);
    EXPECT_NE(page.find("by checkmate (FIDE 5.1.1), so the result is <strong>0-1</strong>"),
              std::string::npos);
    EXPECT_NE(page.find("Checkmate after <strong>2... Qh4#</strong>: Black wins"),
              std::string::npos);
}

TEST(HtmlReport, CountsEarlierOccurrencesInMovesNotPlies) {
    // The threefold claim's earlier plies 0 and 4; the fivefold's 104 to 116; with the moves a
    // pgnlint record gives them by.
    std::vector<lint::GameReport> games = all_fixture_games();
    for (lint::GameReport& game : games) {
        if (game.termination.kind == lint::TerminationKind::fivefold_repetition)
            game.termination.earlier_moves = {"52... Ng8", "54... Ng8", "56... Ng8", "58... Ng8"};
        for (lint::Claim& claim : game.claims) {
            if (claim.kind == lint::ClaimKind::threefold_repetition)
                claim.earlier_moves = {"", "2... Ng8"};
        }
    }
    const std::string page = render(Format::html, games);
    EXPECT_NE(page.find("<li>at the start</li><li>after <strong>2... Ng8</strong></li>"),
              std::string::npos);
    EXPECT_NE(page.find("<li>after <strong>52... Ng8</strong></li><li>after <strong>54... "
                        "Ng8</strong></li>"),
              std::string::npos);
    EXPECT_EQ(page.find("ply"), std::string::npos);
    // A record from an older pgnlint gives plies only.
    EXPECT_NE(
        render(Format::html, all_fixture_games()).find("<li>at the start</li><li>after ply 4</li>"),
        std::string::npos);
}

TEST(HtmlReport, DrawsTheAttemptedMoveAndTheCandidates) {
    const std::string page = render(Format::html, all_fixture_games());
    // 3. Nd2 could be either knight's; 3... Qxh2 was the queen on d8's, blocked by its own pawn.
    EXPECT_NE(page.find("class=\"arrow candidate\" data-from=\"b1\" data-to=\"d2\""),
              std::string::npos);
    EXPECT_NE(page.find("class=\"arrow candidate\" data-from=\"f3\" data-to=\"d2\""),
              std::string::npos);
    EXPECT_NE(page.find("class=\"arrow attempted\" data-from=\"d8\" data-to=\"h2\""),
              std::string::npos);
    EXPECT_NE(page.find("<span class=\"variation\">in a variation</span>"), std::string::npos);
}

// "Did you mean": the move an illegal move may have meant is a green arrow (2. Ng3: no knight
// reaches g3, so there is no red arrow of the move attempted); an insert no single move fills
// draws nothing; the caption and the finding say both.
TEST(HtmlReport, DrawsTheMovesARefusedMoveMayHaveMeant) {
    const std::string page = render(Format::html, {testing::suggestion_game()});
    const std::size_t suggested =
        page.find("class=\"arrow suggested\" data-from=\"g1\" data-to=\"f3\"");
    ASSERT_NE(suggested, std::string::npos);
    EXPECT_EQ(page.find("class=\"arrow suggested\"", suggested + 1), std::string::npos);
    EXPECT_NE(page.find("Arrow g1 to f3 (a move it may have meant)."), std::string::npos);
    EXPECT_NE(page.find("did you mean Nf3 (the file one off; the next 3 moves are then legal)?"),
              std::string::npos);
}

// The figure of the given kind ("checkmate", "illegal-move"), from its opening tag to its end.
std::string figure_of_kind(const std::string& page, std::string_view kind) {
    const std::size_t at =
        page.find(fmt::format("<figure class=\"diagram\" data-kind=\"{}\"", kind));
    if (at == std::string::npos) return "(no " + std::string(kind) + " figure)";
    return page.substr(at, page.find("</figure>", at) - at);
}

TEST(HtmlReport, HighlightsTheLastMovesOriginAndTarget) {
    const std::string page = render(Format::html, all_fixture_games());
    for (const std::string_view kind : {"threefold_repetition", "fivefold_repetition"}) {
        const std::string figure = figure_of_kind(page, kind);
        EXPECT_NE(figure.find("class=\"last-move-from\" data-highlight=\"f6\""), std::string::npos)
            << kind;
        EXPECT_NE(figure.find("class=\"last-move-to\" data-highlight=\"g8\""), std::string::npos)
            << kind;
        EXPECT_NE(figure.find("Last move f6 to g8."), std::string::npos) << kind;
    }
    // Before the illegal 3... Qxh2: the move that made the position, 3. Nf3.
    const std::string illegal = figure_of_kind(page, "illegal-move");
    EXPECT_NE(illegal.find("class=\"last-move-from\" data-highlight=\"g1\""), std::string::npos);
    EXPECT_NE(illegal.find("class=\"last-move-to\" data-highlight=\"f3\""), std::string::npos);
    EXPECT_NE(illegal.find("Last move g1 to f3."), std::string::npos);
    // The ambiguous move's record does not say which move came before: nothing is highlighted.
    EXPECT_EQ(figure_of_kind(page, "ambiguous-move").find("last-move"), std::string::npos);
    // A record of an older pgnlint names the mate by its SAN only: its target is still found.
    const std::string mate = figure_of_kind(page, "checkmate");
    EXPECT_EQ(mate.find("last-move-from"), std::string::npos);
    EXPECT_NE(mate.find("class=\"last-move-to\" data-highlight=\"h4\""), std::string::npos);
    EXPECT_NE(mate.find("Last move to h4."), std::string::npos);
}

// A clock finding about a move shows the position after it, where its clocks were read, with
// both clocks; one at a tag shows the clocks alone.
TEST(HtmlReport, AClockFindingsBoardShowsBothClocks) {
    const std::string page = render(Format::html, {testing::clock_game()});
    const std::string figure = figure_of_kind(page, "clock-gains-time");
    EXPECT_NE(figure.find("<strong>The position after 3... a6</strong>"), std::string::npos)
        << figure;
    EXPECT_NE(figure.find("<p class=\"clocks\">Clocks: White 0:03:01, Black 0:03:02.5</p>"),
              std::string::npos)
        << figure;
    EXPECT_NE(figure.find("class=\"last-move-to\" data-highlight=\"a6\""), std::string::npos);
    EXPECT_NE(figure.find("r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 4"),
              std::string::npos);
    const std::size_t forfeit = page.find("data-rule=\"C008\"");
    ASSERT_NE(forfeit, std::string::npos);
    EXPECT_NE(page.find("<p class=\"clocks\">Clocks: White 0:00:00, Black 0:00:10</p>", forfeit),
              std::string::npos);
}

TEST(HtmlReport, EscapesEveryUntrustedString) {
    lint::GameReport game = game_with_a_finding(1);
    game.file = "<img src=x onerror=alert(1)>.pgn";
    game.tags.clear();
    game.tags.add("White", "<script>alert(\"x\")</script>");
    game.tags.add("Black", "O'Brien & \"Sons\"");
    game.tags.add("Event", "caf\xe9 \xff\xfe");  // Latin-1, not UTF-8
    game.tags.add("FEN", "8/8/8/8/8/8/8/K6k w - - 0 1\"><script>");
    game.diagnostics.front().message = "</li><script>bad()</script>";
    game.diagnostics.front().san = "<b>";
    game.result_tag = "<i>";
    const std::string page = render_html({game});
    EXPECT_EQ(page.find("<script"), std::string::npos);
    EXPECT_EQ(page.find("<img"), std::string::npos);
    EXPECT_EQ(page.find("<b>"), std::string::npos);
    EXPECT_EQ(page.find("<i>"), std::string::npos);
    EXPECT_NE(page.find("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;"), std::string::npos);
    EXPECT_NE(page.find("O&apos;Brien &amp; &quot;Sons&quot;"), std::string::npos);
    EXPECT_NE(page.find("caf\xef\xbf\xbd \xef\xbf\xbd\xef\xbf\xbd"), std::string::npos);
    EXPECT_TRUE(encoding::is_valid_utf8(page));
}

TEST(HtmlReport, GamesWithoutFindingsOrEndingsAreCountedNotDrawn) {
    lint::GameReport clean;
    clean.index = 2;
    clean.file = "round.pgn";
    clean.tags.add("White", "Quiet");
    const std::string page = render_html({game_with_a_finding(1), clean});
    EXPECT_EQ(count_row(page, "Games"), "2");
    EXPECT_EQ(occurrences(page, "<section class=\"game\""), 1u);
    EXPECT_EQ(page.find("Quiet"), std::string::npos);
}

TEST(HtmlReport, CapsTheGamesShownAndSaysHowToSeeTheRest) {
    std::vector<lint::GameReport> games;
    for (std::uint64_t i = 1; i <= 5; ++i) games.push_back(game_with_a_finding(i));
    const std::string capped = render_html(games, 2);
    EXPECT_EQ(occurrences(capped, "<section class=\"game\""), 2u);
    EXPECT_EQ(occurrences(capped, "<li><a href=\"#game-"), 2u);
    EXPECT_NE(capped.find("White 2"), std::string::npos);
    EXPECT_EQ(capped.find("White 3"), std::string::npos);
    EXPECT_NE(capped.find("This page shows 2 of the 5 games with findings, endings or claimable "
                          "draws, those with findings first: 3 more games with findings and 0 "
                          "more games with only an ending or a claimable draw are left out."),
              std::string::npos);
    EXPECT_NE(capped.find("--html-max-games 5"), std::string::npos);
    EXPECT_EQ(count_row(capped, "Games with findings"), "5");
    EXPECT_EQ(count_row(capped, "Warnings"), "5");
    const std::string all = render_html(games, 5);
    EXPECT_EQ(occurrences(all, "<section class=\"game\""), 5u);
    EXPECT_EQ(all.find("left out"), std::string::npos);
}

// Issue 39: with --select narrowing the findings to a few games of a large file, the cap was
// filled by earlier games that only ended on the board. Games with findings come first, in input
// order, then the others, and the notice counts what each kind lost to the cap.
TEST(HtmlReport, TheCapKeepsGamesWithFindingsFirst) {
    const auto ending_only = [](std::uint64_t index) {
        lint::GameReport game;
        game.index = index;
        game.file = "round.pgn";
        game.tags.add("White", fmt::format("White {}", index));
        game.termination.kind = lint::TerminationKind::checkmate;
        return game;
    };
    const std::vector<lint::GameReport> games{ending_only(1), ending_only(2),
                                              game_with_a_finding(3), ending_only(4),
                                              game_with_a_finding(5)};
    const auto order = [](const std::string& page) {
        std::string shown;
        for (std::size_t at = page.find("<section class=\"game\""); at != std::string::npos;
             at = page.find("<section class=\"game\"", at + 1)) {
            const std::size_t white = page.find("White ", at);
            shown += page.substr(white + 6, 1);
        }
        return shown;
    };
    const std::string two = render_html(games, 2);
    EXPECT_EQ(order(two), "35");
    EXPECT_NE(two.find("0 more games with findings and 3 more games with only an ending or a "
                       "claimable draw are left out"),
              std::string::npos);
    EXPECT_NE(two.find("<a href=\"#game-1\">"), std::string::npos);
    EXPECT_NE(two.find("<section class=\"game\" id=\"game-2\">"), std::string::npos);
    const std::string three = render_html(games, 3);
    EXPECT_EQ(order(three), "351");
    EXPECT_NE(three.find("0 more games with findings and 2 more games with only"),
              std::string::npos);
    EXPECT_EQ(order(render_html(games, 1)), "3");
    EXPECT_EQ(order(render_html(games, 0)), "");
    const std::string all = render_html(games);
    EXPECT_EQ(order(all), "35124");
    EXPECT_EQ(all.find("left out"), std::string::npos);
}

TEST(HtmlReport, SaysWhenThereIsNothingToShow) {
    const std::string page = render_html({});
    EXPECT_NE(page.find("None: every game is clean."), std::string::npos);
    EXPECT_EQ(page.substr(page.size() - 8), "</html>\n");
}

// A check against a tournament report: three players, two rounds. Round 1 is game 2 of
// round.pgn, whose result differs from the report's (P002); round 2 pairs 1 and 3 in a game the
// input does not have, and gives 2 the pairing-allocated bye.
TournamentRecord crosstable_record() {
    TournamentRecord record;
    record.file = "open.trf";
    record.name = "Spring <Open>";
    record.rounds = 2;
    record.games_matched = 1;
    const auto cell = [](std::uint32_t opponent, char colour, char result) {
        CrosstableCell c;
        c.opponent = opponent;
        c.colour = colour;
        c.result = result;
        return c;
    };
    CrosstableCell played = cell(2, 'w', '1');
    played.game_file = "round.pgn";
    played.game_index = 2;
    played.codes = {"P002"};
    CrosstableCell mirrored = played;
    mirrored.opponent = 1;
    mirrored.colour = 'b';
    mirrored.result = '0';
    record.players = {
        {1, "Alpha, Anna", 2100, "GER", "1.5", {played, cell(3, 'b', '=')}},
        {2, "<script>alert(1)</script>", 0, "", "1", {mirrored, cell(0, '-', 'U')}},
        {3,
         "M\xc3\xbcller, J\xc3\xb6rg",
         1800,
         "AUT",
         "1.5",
         {cell(0, '-', 'U'), cell(1, 'w', '=')}},
    };
    lint::Diagnostic missing;
    missing.rule = lint::RuleId::trf_game_missing;
    missing.severity = lint::Severity::warning;
    missing.message = "round 2: 3 M\xc3\xbcller, J\xc3\xb6rg \u2013 1 Alpha, Anna has no game";
    missing.where = {412, 5, 101};
    record.diagnostics.push_back(missing);
    return record;
}

// Game 2 of round.pgn, the crosstable's round 1; before it game 2 of another input, so that the
// link must tell the two apart by their file.
std::vector<lint::GameReport> crosstable_games() {
    lint::GameReport other = game_with_a_finding(2);
    other.file = "other.pgn";
    lint::GameReport game = game_with_a_finding(2);
    game.tags.clear();
    game.tags.add("White", "Alpha, Anna");
    game.tags.add("Black", "Bravo, Ben");
    game.diagnostics.front().rule = lint::RuleId::trf_result_mismatch;
    game.diagnostics.front().severity = lint::Severity::error;
    game.diagnostics.front().message = "the report gives this game 1-0, the game 0-1";
    return {other, game};
}

std::string crosstable_render(const std::vector<lint::GameReport>& games,
                              const TournamentRecord* record, std::uint64_t max_games = 200) {
    ReporterOptions options;
    options.html_max_games = max_games;
    const auto reporter = make_reporter(Format::html, options);
    char* data = nullptr;
    std::size_t size = 0;
    std::FILE* memory = open_memstream(&data, &size);
    EXPECT_NE(memory, nullptr);
    {
        Output output(memory, "<memory>");
        ReportStream stream(*reporter, output);
        stream.begin();
        for (const lint::GameReport& game : games) {
            stream.begin_file(game.file);
            stream.add_game(game);
        }
        stream.end_file();
        if (record != nullptr) stream.add_tournament(*record);
        stream.end(summary_of(games));
    }
    std::fclose(memory);
    std::string page(data, size);
    std::free(data);
    return page;
}

// From the first `open` on to the end of the element it opens (`close` after it).
std::string crosstable_element(const std::string& page, std::string_view open,
                               std::string_view close) {
    const std::size_t at = page.find(open);
    if (at == std::string::npos) return "(no " + std::string(open) + ")";
    return page.substr(at, page.find(close, at) - at);
}

TEST(HtmlReport, ShowsTheTournamentReportsCrosstable) {
    const TournamentRecord record = crosstable_record();
    const std::string page = crosstable_render(crosstable_games(), &record);
    ASSERT_EQ(occurrences(page, "<section class=\"tournament\" aria-labelledby=\"tournament\">"),
              1u);
    EXPECT_LT(page.find("<h2 id=\"summary\">"), page.find("<h2 id=\"tournament\">"));
    EXPECT_LT(page.find("<h2 id=\"tournament\">"), page.find("<h2 id=\"by-rule\">"));
    EXPECT_NE(page.find("<code class=\"tournament-file\">open.trf</code>"), std::string::npos);
    EXPECT_NE(page.find("<strong class=\"tournament-name\">Spring &lt;Open&gt;</strong>"),
              std::string::npos);
    EXPECT_NE(page.find("<span class=\"games-matched\">1</span>"), std::string::npos);

    const std::string table = crosstable_element(page, "<table class=\"crosstable\">", "</table>");
    EXPECT_EQ(occurrences(table, "<tr>"), 4u);  // the header and a row per player
    EXPECT_NE(table.find("<th scope=\"col\">No.</th><th scope=\"col\">Player</th><th "
                         "scope=\"col\">Rating</th><th scope=\"col\">Fed.</th><th "
                         "scope=\"col\">Pts.</th><th scope=\"col\" class=\"round\">R1</th><th "
                         "scope=\"col\" class=\"round\">R2</th></tr>"),
              std::string::npos);
    EXPECT_EQ(occurrences(table, "<td class=\"round"), 6u);
    EXPECT_NE(
        table.find("<td class=\"rank\">3</td><th scope=\"row\" class=\"player\">M\xc3\xbcller, "
                   "J\xc3\xb6rg</th><td class=\"rating\">1800</td><td "
                   "class=\"federation\">AUT</td><td class=\"points\">1.5</td>"),
        std::string::npos);
    // No rating: a blank cell, not 0.
    EXPECT_NE(table.find("<td class=\"rating\"></td>"), std::string::npos);

    // Both players' round 1 has the finding, and leads to the game's own section.
    EXPECT_NE(crosstable_element(page, "<section class=\"game\" id=\"game-2\">", "</section>")
                  .find("<p class=\"where\">round.pgn, line"),
              std::string::npos);
    EXPECT_NE(crosstable_element(page, "<section class=\"game\" id=\"game-1\">", "</section>")
                  .find("<p class=\"where\">other.pgn, line"),
              std::string::npos);
    EXPECT_EQ(occurrences(table, "<td class=\"round mismatch\""), 2u);
    const std::string mismatch = crosstable_element(table, "<td class=\"round mismatch\"", "</td>");
    EXPECT_NE(mismatch.find("data-round=\"1\""), std::string::npos);
    EXPECT_NE(
        mismatch.find("title=\"round 1: White against 2 &lt;script&gt;alert(1)&lt;/script&gt;, "
                      "won; findings: P002\""),
        std::string::npos)
        << mismatch;
    EXPECT_NE(mismatch.find("<a href=\"#game-2\"><span aria-hidden=\"true\">2w1</span>"),
              std::string::npos)
        << mismatch;
    EXPECT_NE(mismatch.find("<span class=\"codes\"><span class=\"visually-hidden\">findings: "
                            "</span>P002</span>"),
              std::string::npos);

    // Round 2 of 1 and 3: scored as played, no game.
    EXPECT_EQ(occurrences(table, "<td class=\"round missing\""), 2u);
    EXPECT_EQ(occurrences(table, "<span class=\"no-game\">no game</span>"), 2u);
    EXPECT_NE(table.find("title=\"round 2: White against 1 Alpha, Anna, drew; no game in the "
                         "input\""),
              std::string::npos);
    // The byes: plain cells, their code alone.
    EXPECT_EQ(occurrences(table,
                          "<span aria-hidden=\"true\">U</span><span "
                          "class=\"visually-hidden\">round 2: pairing-allocated bye</span>"),
              1u);
    EXPECT_EQ(occurrences(table, "<td class=\"round\" "), 2u);
    EXPECT_EQ(occurrences(table, "<a href"), 2u);

    EXPECT_EQ(page.find("<script"), std::string::npos);
    EXPECT_TRUE(encoding::is_valid_utf8(page));

    // The report's own finding, where it is in the report file.
    const std::string section =
        crosstable_element(page, "<section class=\"tournament\"", "</section>");
    const std::string findings = crosstable_element(section, "<ol class=\"findings\">", "</ol>");
    EXPECT_EQ(occurrences(findings, "<li class=\"finding"), 1u);
    EXPECT_NE(findings.find("<li class=\"finding sev-warning\" data-rule=\"P007\">"),
              std::string::npos);
    EXPECT_NE(
        findings.find("round 2: 3 M\xc3\xbcller, J\xc3\xb6rg \u2013 1 Alpha, Anna has no game"),
        std::string::npos);
    EXPECT_NE(findings.find("open.trf, line 5, column 101"), std::string::npos) << findings;
}

// A game past the cap has no section to link to: its cell keeps its codes, not a link.
TEST(HtmlReport, ACrosstableCellLinksOnlyToAGameShown) {
    const TournamentRecord record = crosstable_record();
    const std::string page = crosstable_render(crosstable_games(), &record, 1);
    EXPECT_EQ(occurrences(page, "<section class=\"game\""), 1u);
    const std::string table = crosstable_element(page, "<table class=\"crosstable\">", "</table>");
    EXPECT_EQ(occurrences(table, "<td class=\"round mismatch\""), 2u);
    EXPECT_EQ(table.find("<a href"), std::string::npos);
    EXPECT_NE(table.find("(game 2 of round.pgn, not shown on this page)"), std::string::npos);
}

TEST(HtmlReport, HasNoCrosstableWithoutATournamentReport) {
    const std::string page = crosstable_render(crosstable_games(), nullptr);
    EXPECT_EQ(page.find("class=\"tournament\""), std::string::npos);
    EXPECT_EQ(page.find("crosstable\">"), std::string::npos);
    EXPECT_EQ(occurrences(page, "<section class=\"game\""), 2u);
}

core::ParsedFen position(std::string_view fen) {
    const core::FenParseResult parsed = core::parse_fen(fen);
    EXPECT_TRUE(parsed.ok) << fen;
    return parsed.fen;
}

TEST(MoveSquares, FindsThePieceTheNotationMeans) {
    const auto start = position(core::START_FEN).board;
    const auto squares = [&start](core::Color mover, std::string_view move) {
        const MoveSquares found = move_squares(start, mover, move);
        return fmt::format("{}-{}",
                           core::is_ok(found.from) ? core::square_name(found.from).data() : "?",
                           core::is_ok(found.to) ? core::square_name(found.to).data() : "?");
    };
    EXPECT_EQ(squares(core::WHITE, "Nf3"), "g1-f3");
    EXPECT_EQ(squares(core::WHITE, "1. e4"), "e2-e4");
    EXPECT_EQ(squares(core::BLACK, "1... Nc6"), "b8-c6");
    // Blocked by its own pawn, yet the rook on a1 is the one that goes along the a-file.
    EXPECT_EQ(squares(core::WHITE, "Ra3"), "a1-a3");
    // No bishop could ever reach e4 from c1 or f1's colours... only f1's diagonal: b5 from f1.
    EXPECT_EQ(squares(core::WHITE, "Bb5"), "f1-b5");
    EXPECT_EQ(squares(core::WHITE, "Rd4"), "?-d4");
    EXPECT_EQ(squares(core::WHITE, "g1f3"), "g1-f3");
    EXPECT_EQ(squares(core::WHITE, "O-O"), "e1-g1");
    EXPECT_EQ(squares(core::BLACK, "O-O-O"), "e8-c8");
    EXPECT_EQ(squares(core::WHITE, "not a move"), "?-?");
}

}  // namespace
}  // namespace pgnlint::report
