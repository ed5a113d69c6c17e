// What a run found when it compared its games with a tournament report (`check --trf`): the
// report's crosstable, with the game matched to each pairing and the findings about it, and the
// findings that belong to no game (the report's own lines, the pairings no game matched). Plain
// data for the reporters; run::TournamentCheck fills it.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "pgnlint/lint/diagnostic.h"
#include "pgnlint/lint/game_report.h"

namespace pgnlint::report {

// One round of a player's line, as the report gives it, and what the run made of it.
struct CrosstableCell {
    std::uint32_t opponent = 0;  // the opponent's start rank; 0: none (a bye, absent)
    char colour = '-';           // 'w', 'b' or '-'
    char result = 'Z';           // the report's code: 1 = 0 + - W D L H F U Z
    // The game matched to this pairing: its input and 1-based index; game_index 0: none.
    std::string game_file;
    std::uint64_t game_index = 0;
    // The codes of the findings about this pairing ("P002"), most severe first; empty: none.
    std::vector<std::string> codes;
};

struct CrosstablePlayer {
    std::uint32_t start_rank = 0;
    std::string name;  // UTF-8
    std::uint32_t rating = 0;
    std::string federation;
    std::string points;                  // as the report writes it ("3.5"); empty when blank
    std::vector<CrosstableCell> rounds;  // rounds[0] is round 1
};

struct TournamentRecord {
    std::string file;  // the report as the user named it
    std::string name;  // the tournament's name (tag 012); empty when the report has none
    std::uint32_t rounds = 0;
    std::vector<CrosstablePlayer> players;  // in the report's order
    // Located in `file` (the report's own problems, the pairings no game matched), in the order
    // found; a finding about a game is in that game's record instead.
    std::vector<lint::Diagnostic> diagnostics;
    std::uint64_t games_matched = 0;  // games matched to a pairing
};

// The record's findings as the report of a game with index 0 in `file`, its Event the
// tournament's name: how the formats that list findings (text, sarif, github, junit) write them,
// labelled "tournament report".
lint::GameReport tournament_as_game(const TournamentRecord& record);

}  // namespace pgnlint::report
