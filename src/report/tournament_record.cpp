// A tournament record as the formats write it: as a game's findings (text, sarif, github, junit)
// and as JSON (json's "tournament", ndjson's {"type":"tournament"}).
#include "pgnlint/report/tournament_record.h"

#include "json_records.h"
#include "text_encoding.h"

namespace pgnlint::report {

lint::GameReport tournament_as_game(const TournamentRecord& record) {
    lint::GameReport game;
    game.index = 0;
    game.file = record.file;
    if (!record.name.empty()) game.tags.add("Event", record.name);
    game.diagnostics = record.diagnostics;
    return game;
}

namespace {

using encoding::append;
using encoding::append_json_array;
using encoding::append_json_string;
using encoding::append_json_text;

void append_cell_json(const CrosstableCell& cell, fmt::memory_buffer& out) {
    append(out, "{\"opponent\":");
    append_uint(out, cell.opponent);
    append(out, ",\"colour\":\"");
    out.push_back(cell.colour);
    append(out, "\",\"result\":\"");
    out.push_back(cell.result);
    append(out, "\",\"game\":");
    if (cell.game_index == 0) {
        append(out, "null");
    } else {
        append(out, "{\"file\":");
        append_json_text(out, cell.game_file);
        append(out, ",\"index\":");
        append_uint(out, cell.game_index);
        out.push_back('}');
    }
    append(out, ",\"codes\":");
    append_json_array(out, cell.codes,
                      [&out](const std::string& code) { append_json_string(out, code); });
    out.push_back('}');
}

void append_player_json(const CrosstablePlayer& player, fmt::memory_buffer& out) {
    append(out, "{\"start_rank\":");
    append_uint(out, player.start_rank);
    append(out, ",\"name\":");
    append_json_text(out, player.name);
    append(out, ",\"rating\":");
    append_uint(out, player.rating);
    append(out, ",\"federation\":");
    append_json_text(out, player.federation);
    append(out, ",\"points\":");
    if (player.points.empty()) {
        append(out, "null");
    } else {
        append_json_text(out, player.points);
    }
    append(out, ",\"rounds\":");
    append_json_array(out, player.rounds,
                      [&out](const CrosstableCell& cell) { append_cell_json(cell, out); });
    out.push_back('}');
}

}  // namespace

void append_tournament_json(const TournamentRecord& record, fmt::memory_buffer& out) {
    append(out, "{\"file\":");
    append_json_text(out, record.file);
    append(out, ",\"name\":");
    append_json_text(out, record.name);
    append(out, ",\"rounds\":");
    append_uint(out, record.rounds);
    append(out, ",\"games_matched\":");
    append_uint(out, record.games_matched);
    append(out, ",\"players\":");
    append_json_array(out, record.players,
                      [&out](const CrosstablePlayer& player) { append_player_json(player, out); });
    append(out, ",\"diagnostics\":");
    const lint::GameReport game = tournament_as_game(record);
    append_json_array(out, game.diagnostics, [&](const lint::Diagnostic& diagnostic) {
        append_diagnostic_json(game, diagnostic, out);
    });
    out.push_back('}');
}

}  // namespace pgnlint::report
