// The pieces of the html format, one file each: the page skeleton and its stylesheet
// (html_page.cpp), one game's section (html_game.cpp), the tournament report's crosstable
// (html_crosstable.cpp), the summary and table of contents with the reporter that assembles them
// (html_reporter.cpp).
#pragma once

#include <fmt/format.h>

#include <compare>
#include <cstdint>
#include <map>
#include <string>
#include <string_view>

#include "pgnlint/lint/game_report.h"
#include "pgnlint/report/tournament_record.h"

namespace pgnlint::report::html {

// Untrusted bytes as HTML text or attribute value: markup characters escaped, invalid UTF-8 and
// characters HTML cannot carry replaced by U+FFFD.
void append_text(fmt::memory_buffer& out, std::string_view bytes);

// From <!DOCTYPE html> to the opening <main>, with the inline stylesheet.
void append_page_start(fmt::memory_buffer& out);
void append_page_end(fmt::memory_buffer& out);

// Which game of the run a record is, for the crosstable to link its pairings to the games shown:
// the input by a hash of its name (the name itself would make every record longer), and the
// game's 1-based index in it.
struct GameKey {
    std::uint32_t file_hash = 0;
    std::uint64_t index = 0;
    friend auto operator<=>(const GameKey&, const GameKey&) = default;
};
GameKey game_key(std::string_view file, std::uint64_t index);

// What the summary needs to know of a game shown in detail, passed from the worker that formats
// the game to the writer that assembles the page, at the head of the game's formatted output.
struct GameDigest {
    lint::TerminationKind ending = lint::TerminationKind::none;
    std::uint32_t threefold_claims = 0;
    std::uint32_t fifty_move_claims = 0;
    bool has_findings = false;  // the games the cap keeps first
    GameKey game;
};

// Whether a game gets a section of its own: one with findings, an ending on the board or a
// claimable draw. The others are only counted.
bool shows_in_detail(const lint::GameReport& game);

// A game's formatted output: its digest, its entry for the table of contents and its section's
// content (the collector gives the section its element and anchor). `record_noun` is
// ReporterOptions::record_noun: `pgnlint fen`'s records are positions, without players or result.
void append_game_record(const lint::GameReport& game, std::string_view record_noun,
                        fmt::memory_buffer& out);

struct GameRecord {
    GameDigest digest;
    std::string_view contents_entry;  // HTML: the game's line in the table of contents
    std::string_view section;         // HTML: the game's section, without its <section> element
};

// Reads back what append_game_record wrote.
GameRecord read_game_record(std::string_view formatted);

// "White – Black" as the game's tags name them ("?" for a player they do not name), escaped.
void append_players(const lint::GameReport& game, fmt::memory_buffer& out);

// One finding of `game` as an item of an <ol class="findings">: severity, message, rule, where.
void append_finding(const lint::GameReport& game, const lint::Diagnostic& diagnostic,
                    fmt::memory_buffer& out);

// The anchor ("game-3") of each game shown on the page.
using GameAnchors = std::map<GameKey, std::string>;

// The tournament report's section: its crosstable, each pairing's cell marked where the game has
// findings (linked to the game where it is shown) or where no game was found, and the findings
// located in the report file.
void append_tournament(const TournamentRecord& record, const GameAnchors& anchors,
                       fmt::memory_buffer& out);

}  // namespace pgnlint::report::html
