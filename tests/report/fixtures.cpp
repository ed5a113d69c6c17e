// The report tests' shared fixtures (see fixtures.h).
#include "fixtures.h"

#include <cstdio>
#include <cstdlib>
#include <stdexcept>

#include "pgnlint/report/output.h"
#include "pgnlint/report/report_stream.h"

namespace pgnlint::report::testing {

using lint::Diagnostic;
using lint::RuleId;
using lint::Severity;
using lint::Side;

namespace {

Diagnostic make(RuleId rule, Severity severity, std::string message, lint::Location where,
                std::uint32_t ply = 0, std::uint32_t move_number = 0, Side side = Side::none,
                std::string san = {}) {
    Diagnostic d;
    d.rule = rule;
    d.severity = severity;
    d.message = std::move(message);
    d.where = where;
    d.ply = ply;
    d.move_number = move_number;
    d.side = side;
    d.san = std::move(san);
    return d;
}

}  // namespace

lint::GameReport clean_game() {
    lint::GameReport game;
    game.index = 1;
    game.file = "games/fools.pgn";
    game.start = {0, 1, 1};
    game.tags.add("Event", "Casual");
    game.tags.add("Site", "London");
    game.tags.add("Date", "2024.01.01");
    game.tags.add("Round", "1");
    game.tags.add("White", "Anderssen, Adolf");
    game.tags.add("Black", "Kieseritzky, Lionel");
    game.tags.add("Result", "0-1");
    game.plies = 4;
    game.termination = {lint::TerminationKind::checkmate,
                        4,
                        Side::black,
                        "2... Qh4#",
                        "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3",
                        Side::white,
                        {152, 10, 16}};
    game.result_tag = "0-1";
    game.result_marker = "0-1";
    game.final_fen = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3";
    game.replayed = true;
    return game;
}

lint::GameReport faulty_game() {
    lint::GameReport game;
    game.index = 2;
    game.file = "games/fools.pgn";
    game.start = {412, 12, 1};
    game.tags.add("Event", "Line1\nLine2\t\"q\"\\ \x01");
    game.tags.add("White", "M\xfcller, J\xf6rg");         // Latin-1: not UTF-8
    game.tags.add("Black", "\xc5\x81ukasz \xc3\x9cnal");  // UTF-8: Łukasz Ünal
    game.tags.add("Result", "1-0");
    game.plies = 5;
    game.result_tag = "1-0";
    game.result_marker = "0-1";
    game.final_fen = "rnbqkb1r/pppppppp/5n2/8/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 2 2";
    game.replayed = true;

    Diagnostic ambiguous = make(RuleId::ambiguous_move, Severity::error,
                                "3. Nd2: ambiguous move: Nbd2, Nfd2 both reach d2", {480, 14, 7}, 5,
                                3, Side::white, "Nd2");
    ambiguous.fen_before = "rnbqkb1r/pppppppp/5n2/8/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3";
    ambiguous.candidates = {"Nbd2", "Nfd2"};
    game.diagnostics.push_back(std::move(ambiguous));

    Diagnostic illegal = make(RuleId::illegal_move, Severity::error,
                              "3... Qxh2: illegal move: no black queen can reach h2 (FIDE 3.10.1) "
                              "<&> 100% a:b,c\r\nnext",
                              // After a comment holding two 2-byte characters: column 15 in
                              // characters.
                              {490, 14, 17, 2}, 6, 3, Side::black, "Qxh2");
    illegal.fen_before = "rnbqkb1r/pppppppp/5n2/8/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 2 3";
    illegal.variation_depth = 1;
    illegal.previous_uci = {core::SQ_G1, core::SQ_F3, core::NO_PIECE_TYPE};
    game.diagnostics.push_back(std::move(illegal));

    game.diagnostics.push_back(
        make(RuleId::missing_roster_tag, Severity::warning, "missing Site tag", {412, 12, 1}));
    game.diagnostics.push_back(make(RuleId::zero_castling, Severity::info,
                                    "4. 0-0: castling written with zeros \xff", {500, 15, 1}, 7, 4,
                                    Side::white, "0-0"));
    game.diagnostics.push_back(make(RuleId::result_mismatch, Severity::error,
                                    "Result tag 1-0 disagrees with the termination marker 0-1",
                                    {520, 16, 1}));
    return game;
}

lint::GameReport clock_game() {
    lint::GameReport game;
    game.index = 7;
    game.file = "clocks.pgn";
    game.start = {0, 1, 1};
    game.tags.add("White", "A");
    game.tags.add("Black", "B");
    game.tags.add("Result", "1-0");
    game.tags.add("TimeControl", "180+2");
    game.tags.add("Termination", "Time forfeit");
    game.plies = 6;
    Diagnostic gained =
        make(RuleId::clock_gains_time, Severity::warning,
             "3... a6: Black's clock rises from 0:02:59 after 2... Nc6 to "
             "0:03:02.5, by 3.5 s, but \"180+2\" allows at most 2 s (the increment)",
             {300, 10, 123}, 6, 3, Side::black, "a6");
    gained.fen_before = "r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3";
    gained.clocks = {181'000, 182'500, 179'000, 2'000, lint::ClockFacts::kNone};
    game.diagnostics.push_back(std::move(gained));
    Diagnostic forfeit =
        make(RuleId::time_forfeit_contradicts_clock, Severity::warning,
             "the Termination tag \"Time forfeit\" says a loss on time ...", {100, 5, 1});
    forfeit.clocks.white = 0;
    forfeit.clocks.black = 10'000;
    game.diagnostics.push_back(std::move(forfeit));
    return game;
}

lint::GameReport suggestion_game() {
    lint::GameReport game;
    game.index = 2;
    game.file = "slips.pgn";
    game.start = {0, 1, 1};
    game.tags.add("White", "A");
    game.tags.add("Black", "B");
    game.plies = 2;
    Diagnostic slip = make(RuleId::illegal_move, Severity::error,
                           "2. Ng3: illegal move: no white knight can reach g3; did you mean Nf3 "
                           "(the file one off; the next 3 moves are then legal)?",
                           {40, 3, 10}, 3, 2, Side::white, "Ng3");
    slip.fen_before = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2";
    slip.previous_uci = {core::SQ_E7, core::SQ_E5};
    slip.suggestions.push_back({lint::MoveSuggestion::Kind::replace,
                                "Nf3",
                                {core::SQ_G1, core::SQ_F3},
                                "the file one off",
                                3});
    slip.suggestions.push_back(
        {lint::MoveSuggestion::Kind::insert, "", {}, "a move left out before it; 20 moves fit", 2});
    game.diagnostics.push_back(std::move(slip));
    return game;
}

lint::GameReport claims_game() {
    lint::GameReport game;
    game.index = 1;
    game.file = "other.pgn";
    game.start = {0, 1, 1};
    game.tags.add("Event", "Knights' dance");
    game.tags.add("White", "A");
    game.tags.add("Black", "B");
    game.tags.add("Round", "?");
    game.tags.add("Result", "1/2-1/2");
    game.plies = 120;
    game.termination = {lint::TerminationKind::fivefold_repetition,
                        120,
                        Side::none,
                        "60... Ng8",
                        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 120 61",
                        Side::white,
                        {1204, 19, 62},
                        {104, 108, 112, 116}};
    game.termination.uci = {core::SQ_F6, core::SQ_G8, core::NO_PIECE_TYPE};
    game.claims.push_back({lint::ClaimKind::threefold_repetition,
                           8,
                           {0, 4},
                           "4... Ng8",
                           "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 8 5",
                           Side::white,
                           {155, 9, 42}});
    game.claims.back().uci = {core::SQ_F6, core::SQ_G8, core::NO_PIECE_TYPE};
    game.claims.push_back({lint::ClaimKind::fifty_moves,
                           100,
                           {},
                           "50... Ng8",
                           "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 100 51",
                           Side::white,
                           {1003, 17, 50}});
    game.result_tag = "1/2-1/2";
    game.result_marker = "1/2-1/2";
    game.final_fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 120 61";
    game.replayed = true;
    game.diagnostics.push_back(make(RuleId::missing_check_suffix, Severity::warning,
                                    "9. Nf7: missing check suffix: the move gives check",
                                    {301, 30, 4}, 17, 9, Side::white, "Nf7"));
    return game;
}

lint::GameReport game_with_tags(const std::vector<std::pair<std::string, std::string>>& tags) {
    lint::GameReport game;
    game.index = 4;
    game.file = "games/round.pgn";
    game.start = {40, 3, 1};
    for (const auto& [name, value] : tags) game.tags.add(name, value);
    game.diagnostics.push_back(
        make(RuleId::missing_roster_tag, Severity::warning, "missing Site tag", {40, 3, 1}));
    return game;
}

std::vector<lint::GameReport> all_fixture_games() {
    std::vector<lint::GameReport> games;
    games.push_back(clean_game());
    games.push_back(faulty_game());
    games.push_back(claims_game());
    return games;
}

lint::RunSummary fixture_summary() {
    lint::RunSummary summary;
    summary.files = 2;
    for (const lint::GameReport& game : all_fixture_games()) summary.add(game);
    summary.bytes = 2048;
    summary.seconds = 0.25;
    summary.exit_code = 1;
    return summary;
}

std::string render(const Reporter& reporter, const std::vector<lint::GameReport>& games,
                   const lint::RunSummary& summary) {
    char* data = nullptr;
    std::size_t size = 0;
    std::FILE* memory = open_memstream(&data, &size);
    if (memory == nullptr) throw std::runtime_error("open_memstream failed");
    {
        Output output(memory, "<memory>");
        ReportStream stream(reporter, output);
        stream.begin();
        const std::string* file = nullptr;
        for (const lint::GameReport& game : games) {
            if (file == nullptr || *file != game.file) {
                stream.begin_file(game.file);
                file = &game.file;
            }
            stream.add_game(game);
        }
        stream.end_file();
        stream.end(summary);
    }
    std::fclose(memory);
    std::string text(data, size);
    std::free(data);
    return text;
}

std::string render(Format format, const std::vector<lint::GameReport>& games,
                   const ReporterOptions& options) {
    const auto reporter = make_reporter(format, options);
    return render(*reporter, games, fixture_summary());
}

}  // namespace pgnlint::report::testing
