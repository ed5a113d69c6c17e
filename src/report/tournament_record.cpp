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
    append(out, ",\"codes\":[");
    for (std::size_t i = 0; i < cell.codes.size(); ++i) {
        if (i != 0) out.push_back(',');
        append_json_string(out, cell.codes[i]);
    }
    append(out, "]}");
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
    append(out, ",\"rounds\":[");
    for (std::size_t i = 0; i < player.rounds.size(); ++i) {
        if (i != 0) out.push_back(',');
        append_cell_json(player.rounds[i], out);
    }
    append(out, "]}");
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
    append(out, ",\"players\":[");
    for (std::size_t i = 0; i < record.players.size(); ++i) {
        if (i != 0) out.push_back(',');
        append_player_json(record.players[i], out);
    }
    append(out, "],\"diagnostics\":[");
    const lint::GameReport game = tournament_as_game(record);
    for (std::size_t i = 0; i < game.diagnostics.size(); ++i) {
        if (i != 0) out.push_back(',');
        append_diagnostic_json(game, game.diagnostics[i], out);
    }
    append(out, "]}");
}

}  // namespace pgnlint::report
