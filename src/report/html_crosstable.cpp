// The html format's tournament section (`check --trf`): the report's crosstable, each pairing
// marked where its game has findings or where the input has no game for it, and the findings
// located in the report file.
#include <algorithm>
#include <map>
#include <string>

#include "html_parts.h"
#include "json_records.h"
#include "text_encoding.h"

namespace pgnlint::report::html {
namespace {

using encoding::append;

using Names = std::map<std::uint32_t, std::string_view>;  // by start rank

// What the player did, in words, for a result code as TRF writes it.
std::string result_words(char code) {
    switch (code) {
        case '1':
            return "won";
        case '=':
            return "drew";
        case '0':
            return "lost";
        case '+':
            return "won by forfeit";
        case '-':
            return "lost by forfeit";
        case 'W':
            return "won, unplayed (less than one move)";
        case 'D':
            return "drew, unplayed (less than one move)";
        case 'L':
            return "lost, unplayed (less than one move)";
        case 'H':
            return "half-point bye";
        case 'F':
            return "full-point bye";
        case 'U':
            return "pairing-allocated bye";
        case 'Z':
            return "zero-point bye or absent";
        default:
            return fmt::format("result code {}", code);
    }
}

// The pairings the report scores as played over the board, which should have a game.
bool is_played(char code) {
    return code == '1' || code == '=' || code == '0';
}

std::string_view colour_word(char colour) {
    return colour == 'w' ? "White" : colour == 'b' ? "Black" : "";
}

// "round 3: White against 4 Müller, Jörg, won"; "round 2: pairing-allocated bye".
std::string describe_cell(std::size_t round, const CrosstableCell& cell, const Names& names) {
    std::string who(colour_word(cell.colour));
    if (cell.opponent != 0) {
        if (!who.empty()) who += ' ';
        who += fmt::format("against {}", cell.opponent);
        if (const auto found = names.find(cell.opponent); found != names.end())
            who += fmt::format(" {}", found->second);
    }
    return fmt::format("round {}: {}{}{}", round, who, who.empty() ? "" : ", ",
                       result_words(cell.result));
}

// "4w1", as the report's columns give the round, without their padding; a bye is its code alone.
void append_compact(const CrosstableCell& cell, fmt::memory_buffer& out) {
    if (cell.opponent != 0) append_uint(out, cell.opponent);
    if (cell.colour == 'w' || cell.colour == 'b') out.push_back(cell.colour);
    append_text(out, std::string_view(&cell.result, 1));
}

void append_cell(std::size_t round, const CrosstableCell& cell, const Names& names,
                 const GameAnchors& anchors, fmt::memory_buffer& out) {
    const bool mismatch = !cell.codes.empty();
    const bool missing = cell.game_index == 0 && cell.opponent != 0 && is_played(cell.result);
    const std::string described = describe_cell(round, cell, names);
    const std::string* anchor = nullptr;
    if (mismatch && cell.game_index != 0) {
        const auto found = anchors.find(game_key(cell.game_file, cell.game_index));
        if (found != anchors.end()) anchor = &found->second;
    }
    std::string title = described;
    if (mismatch) {
        title += "; findings:";
        for (const std::string& code : cell.codes) title += ' ' + code;
        if (cell.game_index != 0 && anchor == nullptr)
            title += fmt::format(" (game {} of {}, not shown on this page)", cell.game_index,
                                 cell.game_file);
    }
    if (missing) title += "; no game in the input";

    append(out, "<td class=\"round");
    if (mismatch) append(out, " mismatch");
    if (missing) append(out, " missing");
    append(out, "\" data-round=\"");
    append_uint(out, round);
    append(out, "\" title=\"");
    append_text(out, title);
    append(out, "\">");
    if (anchor != nullptr) {
        append(out, "<a href=\"#");
        append(out, *anchor);
        append(out, "\">");
    }
    append(out, "<span aria-hidden=\"true\">");
    append_compact(cell, out);
    append(out, "</span><span class=\"visually-hidden\">");
    append_text(out, described);
    append(out, "</span>");
    if (mismatch) {
        append(out, " <span class=\"codes\"><span class=\"visually-hidden\">findings: </span>");
        for (std::size_t i = 0; i < cell.codes.size(); ++i) {
            if (i != 0) out.push_back(' ');
            append_text(out, cell.codes[i]);
        }
        append(out, "</span>");
    }
    if (missing) append(out, " <span class=\"no-game\">no game</span>");
    if (anchor != nullptr) append(out, "</a>");
    append(out, "</td>");
}

void append_player_row(const CrosstablePlayer& player, std::size_t rounds, const Names& names,
                       const GameAnchors& anchors, fmt::memory_buffer& out) {
    append(out, "<tr><td class=\"rank\">");
    append_uint(out, player.start_rank);
    append(out, "</td><th scope=\"row\" class=\"player\">");
    append_text(out, player.name);
    append(out, "</th><td class=\"rating\">");
    if (player.rating != 0) append_uint(out, player.rating);
    append(out, "</td><td class=\"federation\">");
    append_text(out, player.federation);
    append(out, "</td><td class=\"points\">");
    append_text(out, player.points);
    append(out, "</td>");
    for (std::size_t round = 1; round <= rounds; ++round) {
        if (round <= player.rounds.size()) {
            append_cell(round, player.rounds[round - 1], names, anchors, out);
        } else {
            append(out, "<td class=\"round\"></td>");  // keeps the columns under their rounds
        }
    }
    append(out, "</tr>\n");
}

void append_crosstable(const TournamentRecord& record, const GameAnchors& anchors,
                       fmt::memory_buffer& out) {
    std::size_t rounds = record.rounds;
    Names names;
    for (const CrosstablePlayer& player : record.players) {
        rounds = std::max(rounds, player.rounds.size());
        names.emplace(player.start_rank, player.name);
    }
    append(out,
           "<div class=\"table-scroll\"><table class=\"crosstable\"><thead><tr>"
           "<th scope=\"col\">No.</th><th scope=\"col\">Player</th><th scope=\"col\">Rating</th>"
           "<th scope=\"col\">Fed.</th><th scope=\"col\">Pts.</th>");
    for (std::size_t round = 1; round <= rounds; ++round) {
        append(out, "<th scope=\"col\" class=\"round\">R");
        append_uint(out, round);
        append(out, "</th>");
    }
    append(out, "</tr></thead><tbody>\n");
    for (const CrosstablePlayer& player : record.players)
        append_player_row(player, rounds, names, anchors, out);
    append(out, "</tbody></table></div>\n");
}

}  // namespace

void append_tournament(const TournamentRecord& record, const GameAnchors& anchors,
                       fmt::memory_buffer& out) {
    append(out,
           "<section class=\"tournament\" aria-labelledby=\"tournament\">"
           "<h2 id=\"tournament\">Tournament report</h2>\n<p>");
    if (!record.name.empty()) {
        append(out, "Tournament: <strong class=\"tournament-name\">");
        append_text(out, record.name);
        append(out, "</strong>. ");
    }
    append(out, "Report file: <code class=\"tournament-file\">");
    append_text(out, record.file);
    append(out, "</code>. Games matched to its pairings: <span class=\"games-matched\">");
    append_uint(out, record.games_matched);
    append(out,
           "</span>.</p>\n<p class=\"muted\">Each round "
           "gives the opponent's start rank, the colour (w, b) and the result as the report "
           "writes them. A cell with rule codes has findings about its game (a link leads to "
           "the game where it is shown); a cell marked \u201cno game\u201d is a game the report "
           "scores as played that the input does not have.</p>\n");
    append_crosstable(record, anchors, out);
    const lint::GameReport as_game = tournament_as_game(record);
    if (as_game.diagnostics.empty()) {
        append(out, "<p>No findings in the report file.</p>\n");
    } else {
        append(out, "<h3>Findings in the report file</h3>\n<ol class=\"findings\">\n");
        for (const lint::Diagnostic& diagnostic : as_game.diagnostics)
            append_finding(as_game, diagnostic, out);
        append(out, "</ol>\n");
    }
    append(out, "</section>\n");
}

}  // namespace pgnlint::report::html
