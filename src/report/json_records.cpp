// Writes the json/ndjson game and summary records. Text from the input (tag values, SAN, messages
// quoting it, file names) goes through append_json_text: a string when it is valid UTF-8, else
// {"bytes":"<base64>"}, so Latin-1 databases round-trip without loss.
#include "json_records.h"

#include <array>
#include <utility>

#include "pgnlint/lint/diagnostic.h"
#include "pgnlint/lint/fingerprint.h"
#include "pgnlint/lint/rules.h"
#include "pgnlint/report/reporter.h"
#include "pgnlint/report/statistics.h"
#include "text_encoding.h"

namespace pgnlint::report {
namespace {

using encoding::append;
using encoding::append_json_array;
using encoding::append_json_string;
using encoding::append_json_text;

void append_text_or_null(fmt::memory_buffer& out, std::string_view bytes) {
    if (bytes.empty()) {
        append(out, "null");
    } else {
        append_json_text(out, bytes);
    }
}

void append_tags(const lint::TagList& tags, fmt::memory_buffer& out) {
    // Nearly every game's tags are plain ASCII: one test of them all spares a test per string.
    const bool plain = encoding::is_plain_json_text(tags.bytes());
    encoding::JsonContainer object = encoding::JsonContainer::object(out);
    for (const lint::Tag tag : tags) {
        if (plain) {
            object.member(tag.name).push_back('"');
            append(out, tag.value);
            out.push_back('"');
            continue;
        }
        // Keys must be strings: a (malformed) non-UTF-8 tag name is carried with U+FFFD.
        append_json_text(object.escaped_member(tag.name), tag.value);
    }
    object.close();
}

// ,"offset":N,"line":N,"column":N: the location keys of games, diagnostics, endings and claims.
void append_location_fields(const lint::Location& where, fmt::memory_buffer& out) {
    append(out, ",\"offset\":");
    append_uint(out, where.offset);
    append(out, ",\"line\":");
    append_uint(out, where.line);
    append(out, ",\"column\":");
    append_uint(out, where.column);
    // The column in characters (SARIF's and GitHub's), only where it differs from the byte
    // column: what a report re-rendered from these records needs.
    if (where.multibyte_extra != 0) {
        append(out, ",\"character_column\":");
        append_uint(out, where.character_column());
    }
}

void append_uint_array(const std::vector<std::uint32_t>& values, fmt::memory_buffer& out) {
    append_json_array(out, values, [&out](std::uint32_t value) { append_uint(out, value); });
}

// `key` then the move's UCI text ("e7e8q"); nothing for an unknown move, so that records
// without one (the start position, a report of an older pgnlint) stay as they were.
void append_uci(std::string_view key, const lint::UciMove& move, fmt::memory_buffer& out) {
    std::array<char, lint::kUciLength + 1> uci;
    const std::size_t length = lint::format_uci(move, uci);
    if (length == 0) return;
    append(out, key);
    out.push_back('"');
    append(out, {uci.data(), length});
    out.push_back('"');
}

// `key` then the texts as a JSON array; nothing when there are none, so records without them
// stay as they were.
void append_text_array(std::string_view key, const std::vector<std::string>& texts,
                       fmt::memory_buffer& out) {
    if (texts.empty()) return;
    append(out, key);
    append_json_array(out, texts, [&out](const std::string& text) { append_json_text(out, text); });
}

void append_termination(const lint::Termination& termination, fmt::memory_buffer& out) {
    append(out, "{\"kind\":\"");
    append(out, lint::termination_name(termination.kind));
    append(out, "\",\"ply\":");
    if (termination.kind == lint::TerminationKind::none) {
        append(out, "null,\"offset\":null,\"line\":null,\"column\":null");
    } else {
        append_uint(out, termination.ply);
        append_location_fields(termination.where, out);
    }
    append(out, ",\"winner\":");
    if (termination.winner == lint::Side::none) {
        append(out, "null");
    } else {
        out.push_back('"');
        append(out, lint::side_name(termination.winner));
        out.push_back('"');
    }
    append(out, ",\"move\":");
    append_text_or_null(out, termination.move);
    append(out, ",\"fen\":");
    append_text_or_null(out, termination.fen);
    append(out, ",\"earlier_plies\":");
    append_uint_array(termination.earlier_plies, out);
    append_text_array(",\"earlier_moves\":", termination.earlier_moves, out);
    append_uci(",\"uci\":", termination.uci, out);
    // Only dead_position has a reason: the other kinds' records stay as they were.
    if (!termination.reason.empty()) {
        append(out, ",\"reason\":");
        append_text_or_null(out, termination.reason);
    }
    out.push_back('}');
}

void append_claims(const std::vector<lint::Claim>& claims, fmt::memory_buffer& out) {
    append_json_array(out, claims, [&out](const lint::Claim& claim) {
        append(out, "{\"kind\":\"");
        append(out, lint::claim_name(claim.kind));
        append(out, "\",\"ply\":");
        append_uint(out, claim.ply);
        append_location_fields(claim.where, out);
        append(out, ",\"earlier_plies\":");
        append_uint_array(claim.earlier_plies, out);
        append_text_array(",\"earlier_moves\":", claim.earlier_moves, out);
        append(out, ",\"move\":");
        append_text_or_null(out, claim.move);
        append(out, ",\"fen\":");
        append_text_or_null(out, claim.fen);
        append_uci(",\"uci\":", claim.uci, out);
        out.push_back('}');
    });
}

// "fix": whether --fix applies it alone ("safe") or with --unsafe-fixes, and its edits: byte
// offset and length in the (decompressed) input, and the text that replaces them.
void append_fix(const lint::Rule& rule, const lint::Fix& fix, fmt::memory_buffer& out) {
    append(out, ",\"fix\":{\"applicability\":\"");
    append(out, lint::fixability_name(rule.fixability));
    append(out, "\",\"edits\":");
    append_json_array(out, fix.edits, [&out](const lint::Edit& edit) {
        append(out, "{\"offset\":");
        append_uint(out, edit.offset);
        append(out, ",\"length\":");
        append_uint(out, edit.length);
        append(out, ",\"replacement\":");
        append_json_text(out, edit.replacement);
        out.push_back('}');
    });
    out.push_back('}');
}

// A number of seconds from milliseconds, without trailing zeros: 178, 597.1, 0.768.
void append_seconds_number(std::int64_t millis, fmt::memory_buffer& out) {
    if (millis < 0) {
        out.push_back('-');
        millis = -millis;
    }
    append_uint(out, static_cast<std::uint64_t>(millis / 1000));
    std::int64_t fraction = millis % 1000;
    if (fraction == 0) return;
    out.push_back('.');
    for (std::int64_t scale = 100; fraction != 0; scale /= 10) {
        out.push_back(static_cast<char>('0' + fraction / scale));
        fraction %= scale;
    }
}

}  // namespace

void append_clocks_json(const lint::ClockFacts& clocks, fmt::memory_buffer& out) {
    if (!clocks.any()) return;
    append(out, ",\"clocks\":");
    encoding::JsonContainer object = encoding::JsonContainer::object(out);
    const std::pair<std::string_view, std::int64_t> fields[] = {
        {"white", clocks.white}, {"black", clocks.black},     {"previous", clocks.previous},
        {"limit", clocks.limit}, {"elapsed", clocks.elapsed},
    };
    for (const auto& [key, millis] : fields) {
        if (millis == lint::ClockFacts::kNone) continue;
        append_seconds_number(millis, object.member(key));
    }
    object.close();
}

void append_suggestions_json(const std::vector<lint::MoveSuggestion>& suggestions,
                             fmt::memory_buffer& out) {
    if (suggestions.empty()) return;
    append(out, ",\"suggestions\":");
    append_json_array(out, suggestions, [&out](const lint::MoveSuggestion& s) {
        append(out, "{\"kind\":\"");
        append(out, lint::suggestion_kind_name(s.kind));
        out.push_back('"');
        if (!s.san.empty()) {
            append(out, ",\"san\":");
            append_json_text(out, s.san);
        }
        append_uci(",\"uci\":", s.uci, out);
        append(out, ",\"why\":");
        append_json_text(out, s.why);
        append(out, ",\"follows\":");
        append_uint(out, s.follows);
        out.push_back('}');
    });
}

void append_diagnostic_json(const lint::GameReport& game, const lint::Diagnostic& diagnostic,
                            fmt::memory_buffer& out) {
    const lint::Rule& rule = lint::rule(diagnostic.rule);
    append(out, "{\"code\":\"");
    append(out, rule.code);
    append(out, "\",\"name\":\"");
    append(out, rule.name);
    append(out, "\",\"severity\":\"");
    append(out, lint::severity_name(diagnostic.severity));
    append(out, "\",\"message\":");
    append_json_text(out, diagnostic.message);
    append_location_fields(diagnostic.where, out);
    append(out, ",\"ply\":");
    append_uint(out, diagnostic.ply);
    append(out, ",\"move_number\":");
    append_uint(out, diagnostic.move_number);
    append(out, ",\"side\":");
    if (diagnostic.side == lint::Side::none) {
        append(out, "null");
    } else {
        out.push_back('"');
        append(out, lint::side_name(diagnostic.side));
        out.push_back('"');
    }
    append(out, ",\"san\":");
    append_text_or_null(out, diagnostic.san);
    append(out, ",\"fen_before\":");
    append_text_or_null(out, diagnostic.fen_before);
    append(out, ",\"variation_depth\":");
    append_uint(out, diagnostic.variation_depth);
    // What a later run's --baseline matches this finding by (lint/fingerprint.h).
    char fingerprint[lint::kFingerprintHexDigits];
    lint::format_fingerprint(lint::fingerprint(game, diagnostic), fingerprint);
    append(out, ",\"fingerprint\":\"");
    append(out, {fingerprint, sizeof fingerprint});
    out.push_back('"');
    append_text_array(",\"candidates\":", diagnostic.candidates, out);
    if (!diagnostic.fix.empty()) append_fix(rule, diagnostic.fix, out);
    append_uci(",\"previous_uci\":", diagnostic.previous_uci, out);
    append_clocks_json(diagnostic.clocks, out);
    append_suggestions_json(diagnostic.suggestions, out);
    out.push_back('}');
}

void append_tool_json(fmt::memory_buffer& out) {
    append(out, "{\"name\":\"pgnlint\",\"version\":");
    append_json_string(out, tool_version());
    out.push_back('}');
}

void append_input_error_json(const InputError& error, fmt::memory_buffer& out) {
    append(out, "{\"file\":");
    append_json_text(out, error.file);
    append(out, ",\"message\":");
    append_json_string(out, error.message);
    out.push_back('}');
}

namespace {

// {"index":…,"file":…,"offset":…,"line":…,"column":…,"tags":{…} : what names a game, the head of
// its record and of a duplicate's.
void append_game_head(const lint::GameReport& game, fmt::memory_buffer& out) {
    append(out, "{\"index\":");
    append_uint(out, game.index);
    append(out, ",\"file\":");
    append_json_text(out, game.file);
    append_location_fields(game.start, out);
    append(out, ",\"tags\":");
    append_tags(game.tags, out);
}

// ,"diagnostics":[…]} : the end of a game's record.
void append_diagnostics_field(const lint::GameReport& game, fmt::memory_buffer& out) {
    append(out, ",\"diagnostics\":");
    append_json_array(out, game.diagnostics, [&](const lint::Diagnostic& diagnostic) {
        append_diagnostic_json(game, diagnostic, out);
    });
    out.push_back('}');
}

}  // namespace

void append_game_json(const lint::GameReport& game, fmt::memory_buffer& out) {
    append_game_head(game, out);
    append(out, ",\"plies\":");
    append_uint(out, game.plies);
    append(out, game.replayed ? ",\"replayed\":true" : ",\"replayed\":false");
    // Only where the text was read as Windows-1252: its strings here are decoded to UTF-8.
    if (game.encoding != lint::TextEncoding::utf8) {
        append(out, ",\"encoding\":\"");
        append(out, lint::text_encoding_name(game.encoding));
        append(out, "\"");
    }
    append(out, ",\"termination\":");
    append_termination(game.termination, out);
    append(out, ",\"claims\":");
    append_claims(game.claims, out);
    append(out, ",\"result\":{\"tag\":");
    append_text_or_null(out, game.result_tag);
    append(out, ",\"marker\":");
    append_text_or_null(out, game.result_marker);
    append(out, "},\"final_fen\":");
    append_text_or_null(out, game.final_fen);
    // Only in a `check --duplicates` run (and its shards, for `pgnlint report`).
    if (!game.moves_key.empty()) {
        append(out, ",\"moves_key\":");
        append_json_text(out, game.moves_key);
        if (game.duplicate_rules.known) {
            const auto append_rule = [&out](std::optional<lint::Severity> severity) {
                if (!severity) {
                    append(out, "null");
                    return;
                }
                out.push_back('"');
                append(out, lint::severity_name(*severity));
                out.push_back('"');
            };
            append(out, ",\"duplicate_rules\":{\"G001\":");
            append_rule(game.duplicate_rules.duplicate_game);
            append(out, ",\"G002\":");
            append_rule(game.duplicate_rules.prefix_game);
            out.push_back('}');
        }
    }
    append_diagnostics_field(game, out);
}

void append_duplicate_json(const lint::GameReport& game, fmt::memory_buffer& out) {
    append_game_head(game, out);
    append_diagnostics_field(game, out);
}

void append_shard_json(const lint::ShardRecord& shard, fmt::memory_buffer& out) {
    append(out, "{\"file\":");
    append_json_text(out, shard.file);
    fmt::format_to(fmt::appender(out),
                   ",\"shard\":{},\"of\":{},\"file_bytes\":{},\"start\":{},\"end\":{},"
                   "\"handoff\":{},\"lines\":{}}}",
                   shard.extent.spec.index, shard.extent.spec.count, shard.extent.file_bytes,
                   shard.extent.start, shard.extent.end, shard.extent.handoff, shard.extent.lines);
}

void append_summary_json(const lint::RunSummary& summary, fmt::memory_buffer& out) {
    fmt::format_to(fmt::appender(out), "{{\"version\":{},\"tool\":", kJsonSchemaVersion);
    append_tool_json(out);
    fmt::format_to(fmt::appender(out),
                   ",\"files\":{},\"games\":{},\"games_with_findings\":{},"
                   "\"games_not_replayed\":{},\"errors\":{},\"warnings\":{},\"infos\":{},"
                   "\"plies\":{},\"bytes\":{},\"seconds\":{:.3f},\"exit_code\":{}",
                   summary.files, summary.games, summary.games_with_findings,
                   summary.games_not_replayed, summary.errors, summary.warnings, summary.infos,
                   summary.plies, summary.bytes, summary.seconds, summary.exit_code);
    // Added after the fields above, which keep their order: the findings per rule.
    fmt::format_to(fmt::appender(out), ",\"rules\":");
    append_rule_counts_json(summary, out);
    out.push_back('}');
}

}  // namespace pgnlint::report
