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
#include "pgnlint/report/reporter.h"
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

// Whether a game gets a section of its own: one with findings, an ending on the board or a
// claimable draw. The others are only counted.
bool shows_in_detail(const lint::GameReport& game);

// A game's formatted output: its entry for the table of contents, then its section's content
// (the collector gives the section its element and anchor), nothing for a game not shown in
// detail; `summary` gets what the collector needs besides (head_bytes: the entry's length).
// `record_noun` is ReporterOptions::record_noun: `pgnlint fen`'s records are positions, without
// players or result.
void append_game_record(const lint::GameReport& game, std::string_view record_noun,
                        fmt::memory_buffer& out, GameSummary& summary);

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
