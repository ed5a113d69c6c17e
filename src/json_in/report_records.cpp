// read_report_records(): an ndjson report's records with simdjson On-Demand, fields in any order.
#include "pgnlint/json_in/report_records.h"

#include <simdjson.h>

#include <algorithm>
#include <array>
#include <cmath>

#include "not_a_report.h"

namespace pgnlint::json_in {
namespace {

namespace od = simdjson::ondemand;
using simdjson::error_code;
using simdjson::SUCCESS;

// RFC 4648 base64, as the reports write bytes that are not UTF-8.
bool decode_base64(std::string_view text, std::string& out) {
    constexpr std::string_view kAlphabet =
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    std::uint32_t bits = 0;
    int count = 0;
    for (const char c : text) {
        if (c == '=') break;
        const std::size_t value = kAlphabet.find(c);
        if (value == std::string_view::npos) return false;
        bits = (bits << 6) | static_cast<std::uint32_t>(value);
        count += 6;
        if (count >= 8) {
            count -= 8;
            out.push_back(static_cast<char>((bits >> count) & 0xFF));
        }
    }
    return true;
}

// A text field: a string, null (empty) or {"bytes":"<base64>"}.
error_code read_text(od::value value, std::string& out) {
    out.clear();
    od::json_type type;
    if (const auto error = value.type().get(type)) return error;
    if (type == od::json_type::null) return SUCCESS;
    if (type == od::json_type::string) {
        std::string_view text;
        if (const auto error = value.get_string().get(text)) return error;
        out.assign(text);
        return SUCCESS;
    }
    std::string_view encoded;
    if (const auto error = value["bytes"].get_string().get(encoded)) return error;
    return decode_base64(encoded, out) ? SUCCESS : simdjson::INCORRECT_TYPE;
}

template <typename Number>
error_code read_uint(od::value value, Number& out) {
    std::uint64_t number = 0;
    if (const auto error = value.get_uint64().get(number)) return error;
    out = static_cast<Number>(number);
    return SUCCESS;
}

// Calls on_field(key, value) for each field of an object, in document order (On-Demand reads
// each value once, so fields come in whatever order the writer chose).
// A key that stands twice in one object is refused (TAPE_ERROR: an improper structure): pgnlint
// never writes one, and reading both would mix two records' fields into one, which no rewriting
// reproduces (the report fuzz target found a termination that was half of each). The keys read
// are views into the parser's string buffer, valid for the whole document; the first 32 of an
// object are compared, more than any record of pgnlint's holds.
template <typename OnField>
error_code each_field(od::object object, OnField&& on_field) {
    std::array<std::string_view, 32> seen;
    std::size_t seen_count = 0;
    for (auto field : object) {
        std::string_view key;
        od::value value;
        if (const auto error = field.unescaped_key().get(key)) return error;
        const auto seen_end = seen.begin() + static_cast<std::ptrdiff_t>(seen_count);
        if (std::find(seen.begin(), seen_end, key) != seen_end) return simdjson::TAPE_ERROR;
        if (seen_count < seen.size()) seen[seen_count++] = key;
        if (const auto error = field.value().get(value)) return error;
        if (const auto error = on_field(key, value)) return error;
    }
    return SUCCESS;
}

template <typename OnField>
error_code each_field(od::value value, OnField&& on_field) {
    od::object object;
    if (const auto error = value.get_object().get(object)) return error;
    return each_field(object, on_field);
}

template <typename OnElement>
error_code each_element(od::value value, OnElement&& on_element) {
    od::array array;
    if (const auto error = value.get_array().get(array)) return error;
    for (auto entry : array) {
        od::value element;
        if (const auto error = entry.get(element)) return error;
        if (const auto error = on_element(element)) return error;
    }
    return SUCCESS;
}

// The location keys a game, diagnostic, ending or claim carries; true when `key` was one.
bool location_field(std::string_view key, od::value value, LocationRecord& where,
                    error_code& error) {
    if (key == "offset") {
        error = read_uint(value, where.offset);
    } else if (key == "line") {
        error = read_uint(value, where.line);
    } else if (key == "column") {
        error = read_uint(value, where.column);
    } else if (key == "character_column") {
        error = read_uint(value, where.character_column);
    } else {
        return false;
    }
    return true;
}

error_code read_texts(od::value value, std::vector<std::string>& out) {
    return each_element(value, [&](od::value text) { return read_text(text, out.emplace_back()); });
}

error_code read_ending(od::value value, EndingRecord& ending) {
    return each_field(value, [&](std::string_view key, od::value item) {
        error_code error = SUCCESS;
        if (key == "ply" || key == "offset" || key == "line" || key == "column") {
            bool is_null = false;
            if (const auto failed = item.is_null().get(is_null)) return failed;
            if (is_null) return SUCCESS;
        }
        if (key == "kind") {
            error = read_text(item, ending.kind);
        } else if (key == "ply") {
            ending.located = true;
            error = read_uint(item, ending.ply);
        } else if (location_field(key, item, ending.where, error)) {
        } else if (key == "winner") {
            error = read_text(item, ending.winner);
        } else if (key == "move") {
            error = read_text(item, ending.move);
        } else if (key == "uci") {
            error = read_text(item, ending.uci);
        } else if (key == "fen") {
            error = read_text(item, ending.fen);
        } else if (key == "reason") {
            error = read_text(item, ending.reason);
        } else if (key == "earlier_plies") {
            error = each_element(item, [&](od::value ply) {
                return read_uint(ply, ending.earlier_plies.emplace_back());
            });
        } else if (key == "earlier_moves") {
            error = read_texts(item, ending.earlier_moves);
        }
        return error;
    });
}

// "fix":{"applicability":...,"edits":[{"offset":N,"length":N,"replacement":"..."}]}; the
// applicability is the rule's, so only the edits are kept.
error_code read_fix(od::value value, std::vector<EditRecord>& edits) {
    return each_field(value, [&](std::string_view key, od::value item) {
        if (key != "edits") return SUCCESS;
        return each_element(item, [&](od::value edit_value) {
            EditRecord& edit = edits.emplace_back();
            return each_field(edit_value, [&](std::string_view edit_key, od::value field) {
                if (edit_key == "offset") return read_uint(field, edit.offset);
                if (edit_key == "length") return read_uint(field, edit.length);
                if (edit_key == "replacement") return read_text(field, edit.replacement);
                return SUCCESS;
            });
        });
    });
}

// "clocks":{"white":178,...}: seconds, kept as milliseconds.
error_code read_clocks(od::value value, ClocksRecord& clocks) {
    return each_field(value, [&](std::string_view key, od::value item) {
        std::int64_t* field = key == "white"      ? &clocks.white
                              : key == "black"    ? &clocks.black
                              : key == "previous" ? &clocks.previous
                              : key == "limit"    ? &clocks.limit
                              : key == "elapsed"  ? &clocks.elapsed
                                                  : nullptr;
        if (field == nullptr) return SUCCESS;
        double seconds = 0;
        if (const auto error = item.get_double().get(seconds)) return error;
        *field = std::llround(seconds * 1000);
        return SUCCESS;
    });
}

// "suggestions":[{"kind":"replace","san":"Nf3","uci":"g1f3","why":"…","follows":2},…]
error_code read_suggestions(od::value value, std::vector<SuggestionRecord>& suggestions) {
    return each_element(value, [&](od::value element) {
        SuggestionRecord& suggestion = suggestions.emplace_back();
        return each_field(element, [&](std::string_view key, od::value field) {
            if (key == "kind") return read_text(field, suggestion.kind);
            if (key == "san") return read_text(field, suggestion.san);
            if (key == "uci") return read_text(field, suggestion.uci);
            if (key == "why") return read_text(field, suggestion.why);
            if (key == "follows") return read_uint(field, suggestion.follows);
            return SUCCESS;
        });
    });
}

error_code read_diagnostic(od::value value, DiagnosticRecord& diagnostic) {
    return each_field(value, [&](std::string_view key, od::value item) {
        error_code error = SUCCESS;
        if (key == "code") {
            error = read_text(item, diagnostic.code);
        } else if (key == "severity") {
            error = read_text(item, diagnostic.severity);
        } else if (key == "message") {
            error = read_text(item, diagnostic.message);
        } else if (location_field(key, item, diagnostic.where, error)) {
        } else if (key == "ply") {
            error = read_uint(item, diagnostic.ply);
        } else if (key == "move_number") {
            error = read_uint(item, diagnostic.move_number);
        } else if (key == "side") {
            error = read_text(item, diagnostic.side);
        } else if (key == "san") {
            error = read_text(item, diagnostic.san);
        } else if (key == "fen_before") {
            error = read_text(item, diagnostic.fen_before);
        } else if (key == "previous_uci") {
            error = read_text(item, diagnostic.previous_uci);
        } else if (key == "variation_depth") {
            error = read_uint(item, diagnostic.variation_depth);
        } else if (key == "fix") {
            error = read_fix(item, diagnostic.fix);
        } else if (key == "candidates") {
            error = read_texts(item, diagnostic.candidates);
        } else if (key == "clocks") {
            error = read_clocks(item, diagnostic.clocks);
        } else if (key == "suggestions") {
            error = read_suggestions(item, diagnostic.suggestions);
        }
        return error;
    });
}

error_code read_game(od::object object, ReportedGame& game) {
    return each_field(object, [&](std::string_view key, od::value item) {
        error_code error = SUCCESS;
        if (key == "index") {
            error = read_uint(item, game.index);
        } else if (key == "file") {
            error = read_text(item, game.file);
        } else if (location_field(key, item, game.start, error)) {
        } else if (key == "tags") {
            error = each_field(item, [&](std::string_view name, od::value tag_value) {
                return read_text(tag_value, game.tags.emplace_back(std::string(name), "").second);
            });
        } else if (key == "plies") {
            error = read_uint(item, game.plies);
        } else if (key == "replayed") {
            error = item.get_bool().get(game.replayed);
        } else if (key == "encoding") {
            error = read_text(item, game.encoding);
        } else if (key == "termination") {
            error = read_ending(item, game.termination);
        } else if (key == "claims") {
            error = each_element(item, [&](od::value claim) {
                return read_ending(claim, game.claims.emplace_back());
            });
        } else if (key == "result") {
            od::object result;
            od::value tag;
            od::value marker;
            error = item.get_object().get(result);
            if (error == SUCCESS) error = result["tag"].get(tag);
            if (error == SUCCESS) error = read_text(tag, game.result_tag);
            if (error == SUCCESS) error = result["marker"].get(marker);
            if (error == SUCCESS) error = read_text(marker, game.result_marker);
        } else if (key == "final_fen") {
            error = read_text(item, game.final_fen);
        } else if (key == "moves_key") {
            error = read_text(item, game.moves_key);
        } else if (key == "duplicate_rules") {
            game.duplicate_rules_known = true;
            error = each_field(item, [&](std::string_view rule, od::value severity) {
                if (rule == "G001") return read_text(severity, game.duplicate_game_severity);
                if (rule == "G002") return read_text(severity, game.prefix_game_severity);
                return SUCCESS;
            });
        } else if (key == "diagnostics") {
            error = each_element(item, [&](od::value diagnostic) {
                return read_diagnostic(diagnostic, game.diagnostics.emplace_back());
            });
        }
        return error;
    });
}

error_code read_shard(od::object object, ShardRecordIn& shard) {
    return each_field(object, [&](std::string_view key, od::value item) {
        if (key == "file") return read_text(item, shard.file);
        if (key == "shard") return read_uint(item, shard.shard);
        if (key == "of") return read_uint(item, shard.of);
        if (key == "file_bytes") return read_uint(item, shard.file_bytes);
        if (key == "start") return read_uint(item, shard.start);
        if (key == "end") return read_uint(item, shard.end);
        if (key == "handoff") return read_uint(item, shard.handoff);
        if (key == "lines") return read_uint(item, shard.lines);
        return SUCCESS;
    });
}

error_code read_summary(od::object object, SummaryRecord& summary) {
    return each_field(object, [&](std::string_view key, od::value item) {
        if (key == "files") return read_uint(item, summary.files);
        if (key == "games") return read_uint(item, summary.games);
        if (key == "bytes") return read_uint(item, summary.bytes);
        if (key == "seconds") return item.get_double().get(summary.seconds);
        if (key == "exit_code") {
            std::int64_t code = 0;
            const error_code error = item.get_int64().get(code);
            summary.exit_code = static_cast<int>(code);
            return error;
        }
        return SUCCESS;
    });
}

error_code read_input_error(od::object object, InputErrorRecord& record) {
    return each_field(object, [&](std::string_view key, od::value item) {
        if (key == "file") return read_text(item, record.file);
        if (key == "message") return read_text(item, record.message);
        return SUCCESS;
    });
}

error_code read_cell(od::value value, CrosstableCellIn& cell) {
    return each_field(value, [&](std::string_view key, od::value item) {
        if (key == "opponent") return read_uint(item, cell.opponent);
        if (key == "colour") return read_text(item, cell.colour);
        if (key == "result") return read_text(item, cell.result);
        if (key == "codes") return read_texts(item, cell.codes);
        if (key != "game") return SUCCESS;
        od::json_type type;
        if (const auto error = item.type().get(type)) return error;
        if (type == od::json_type::null) return SUCCESS;
        return each_field(item, [&](std::string_view game_key, od::value game_item) {
            if (game_key == "file") return read_text(game_item, cell.game_file);
            if (game_key == "index") return read_uint(game_item, cell.game_index);
            return SUCCESS;
        });
    });
}

error_code read_player(od::value value, CrosstablePlayerIn& player) {
    return each_field(value, [&](std::string_view key, od::value item) {
        if (key == "start_rank") return read_uint(item, player.start_rank);
        if (key == "name") return read_text(item, player.name);
        if (key == "rating") return read_uint(item, player.rating);
        if (key == "federation") return read_text(item, player.federation);
        if (key == "points") return read_text(item, player.points);
        if (key == "rounds") {
            return each_element(item, [&](od::value cell) {
                return read_cell(cell, player.rounds.emplace_back());
            });
        }
        return SUCCESS;
    });
}

error_code read_tournament(od::object object, TournamentRecordIn& record) {
    return each_field(object, [&](std::string_view key, od::value item) {
        if (key == "file") return read_text(item, record.file);
        if (key == "name") return read_text(item, record.name);
        if (key == "rounds") return read_uint(item, record.rounds);
        if (key == "games_matched") return read_uint(item, record.games_matched);
        if (key == "players") {
            return each_element(item, [&](od::value player) {
                return read_player(player, record.players.emplace_back());
            });
        }
        if (key == "diagnostics") {
            return each_element(item, [&](od::value diagnostic) {
                return read_diagnostic(diagnostic, record.diagnostics.emplace_back());
            });
        }
        return SUCCESS;
    });
}

// One record {"type": …, "data": {…}}; "type" comes first, as pgnlint writes it.
error_code read_record(od::object record, const ReportRecordSink& sink, std::string& unknown) {
    std::string_view type;
    if (const auto error = record["type"].get_string().get(type)) return error;
    od::object data;
    if (const auto error = record["data"].get_object().get(data)) return error;
    if (type == "game" && !sink.game) {
        std::string file;
        od::value value;
        if (const auto error = data["file"].get(value)) return error;
        if (const auto error = read_text(value, file)) return error;
        sink.game_file(std::move(file));
    } else if (type == "game") {
        ReportedGame game;
        if (const auto error = read_game(data, game)) return error;
        sink.game(std::move(game));
    } else if (type == "input_error") {
        InputErrorRecord input_error;
        if (const auto error = read_input_error(data, input_error)) return error;
        sink.input_error(std::move(input_error));
    } else if (type == "shard") {
        ShardRecordIn shard;
        if (const auto error = read_shard(data, shard)) return error;
        sink.shard(std::move(shard));
    } else if (type == "tournament") {
        if (!sink.tournament) return SUCCESS;
        TournamentRecordIn tournament;
        if (const auto error = read_tournament(data, tournament)) return error;
        sink.tournament(std::move(tournament));
    } else if (type == "duplicate") {
        if (!sink.duplicate) return SUCCESS;
        ReportedGame game;
        if (const auto error = read_game(data, game)) return error;
        sink.duplicate(std::move(game));
    } else if (type == "summary") {
        SummaryRecord summary;
        if (const auto error = read_summary(data, summary)) return error;
        sink.summary(std::move(summary));
    } else {
        unknown.assign(type);
        return simdjson::INCORRECT_TYPE;
    }
    return SUCCESS;
}

}  // namespace

struct ReportRecordReader::Parser {
    od::parser parser;
};

ReportRecordReader::ReportRecordReader(const ReportRecordSink& sink)
    : sink_(sink), parser_(std::make_unique<Parser>()) {}

ReportRecordReader::~ReportRecordReader() = default;

Status ReportRecordReader::read_line(std::string_view line, std::size_t offset,
                                     std::size_t next_offset) {
    if (line.find_first_not_of(" \t\r") == std::string_view::npos) return {};
    const simdjson::padded_string padded(line);
    od::document document;
    od::object record;
    if (const auto failed = parser_->parser.iterate(padded).get(document))
        return Failure{detail::not_a_report("ndjson", failed, offset, "a record")};
    if (const auto failed = document.get_object().get(record))
        return Failure{detail::not_a_report("ndjson", failed, offset, "a record")};
    std::string unknown;
    if (const auto failed = read_record(record, sink_, unknown)) {
        // `check --trf`'s record needs the report file's crosstable merged across runs, which
        // merging does not do: say so rather than call the report foreign.
        return Failure{
            unknown.empty() ? detail::not_a_report("ndjson", failed, offset, "a record")
            : unknown == "tournament"
                ? "holds the tournament report record of `check --trf` (near byte " +
                      std::to_string(offset) +
                      "), which `pgnlint report` does not merge: run `check --trf` with the "
                      "--format you need"
                : "not a pgnlint ndjson report (a record of type '" + unknown + "' near byte " +
                      std::to_string(offset) + ")"};
    }
    if (sink_.record_end) sink_.record_end(next_offset);
    return {};
}

Status read_report_records(std::string_view text, const ReportRecordSink& sink) {
    if (!text.empty() && text.back() != '\n') {
        return Failure{
            "cut short: its last line (from byte " +
            std::to_string(text.rfind('\n') == std::string_view::npos ? 0 : text.rfind('\n') + 1) +
            ") has no line end"};
    }
    ReportRecordReader reader(sink);
    std::size_t line_start = 0;
    while (line_start < text.size()) {
        const std::size_t line_end = text.find('\n', line_start);
        const std::string_view line = text.substr(line_start, line_end - line_start);
        if (Status read = reader.read_line(line, line_start, line_end + 1); !read) return read;
        line_start = line_end + 1;
    }
    return {};
}

}  // namespace pgnlint::json_in
