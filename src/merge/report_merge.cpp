// ReportMerge: reports read into segments, segments grouped into files, shards joined, records
// turned back into lint::GameReport for the reporters.
#include "pgnlint/merge/report_merge.h"

#include <algorithm>
#include <limits>

#include "pgnlint/lint/fingerprint.h"
#include "pgnlint/lint/rules.h"

namespace pgnlint::merge {
namespace {

lint::Side parse_side(std::string_view name) {
    if (name == "white") return lint::Side::white;
    if (name == "black") return lint::Side::black;
    return lint::Side::none;
}

// The side to move in a FEN's second field: whom a claim or stalemate concerns.
lint::Side side_to_move(std::string_view fen) {
    const std::size_t space = fen.find(' ');
    if (space == std::string_view::npos || space + 1 >= fen.size()) return lint::Side::none;
    return fen[space + 1] == 'w'   ? lint::Side::white
           : fen[space + 1] == 'b' ? lint::Side::black
                                   : lint::Side::none;
}

lint::Location location(const json_in::LocationRecord& where, std::uint64_t line_base) {
    lint::Location out;
    out.offset = where.offset;
    out.line = static_cast<std::uint32_t>(where.line + line_base);
    out.column = where.column;
    out.multibyte_extra = where.character_column != 0 && where.character_column < where.column
                              ? where.column - where.character_column
                              : 0;
    return out;
}

std::optional<lint::TerminationKind> termination_kind(std::string_view name) {
    for (const auto kind :
         {lint::TerminationKind::none, lint::TerminationKind::checkmate,
          lint::TerminationKind::stalemate, lint::TerminationKind::insufficient_material,
          lint::TerminationKind::fivefold_repetition, lint::TerminationKind::seventyfive_moves}) {
        if (lint::termination_name(kind) == name) return kind;
    }
    return std::nullopt;
}

std::optional<lint::ClaimKind> claim_kind(std::string_view name) {
    for (const auto kind : {lint::ClaimKind::threefold_repetition, lint::ClaimKind::fifty_moves}) {
        if (lint::claim_name(kind) == name) return kind;
    }
    return std::nullopt;
}

// The record as the checker had it; false when it names a rule, severity or ending this
// pgnlint does not know (a report of another version).
bool to_game_report(const json_in::GameRecord& record, std::uint64_t index, std::uint64_t line_base,
                    lint::GameReport& game, std::string& error) {
    game.clear();
    game.index = index;
    game.file = record.file;
    game.start = location(record.start, line_base);
    for (const auto& [name, value] : record.tags) game.tags.add(name, value);
    game.plies = record.plies;
    game.replayed = record.replayed;
    const std::optional<lint::TerminationKind> kind = termination_kind(record.termination.kind);
    if (!kind) {
        error = "unknown termination kind '" + record.termination.kind + "'";
        return false;
    }
    game.termination.kind = *kind;
    game.termination.ply = record.termination.ply;
    game.termination.winner = parse_side(record.termination.winner);
    game.termination.move = record.termination.move;
    game.termination.fen = record.termination.fen;
    game.termination.to_move = side_to_move(record.termination.fen);
    if (record.termination.located)
        game.termination.where = location(record.termination.where, line_base);
    game.termination.earlier_plies = record.termination.earlier_plies;
    for (const json_in::EndingRecord& claim : record.claims) {
        const std::optional<lint::ClaimKind> claim_type = claim_kind(claim.kind);
        if (!claim_type) {
            error = "unknown claim kind '" + claim.kind + "'";
            return false;
        }
        lint::Claim& out = game.claims.emplace_back();
        out.kind = *claim_type;
        out.ply = claim.ply;
        out.earlier_plies = claim.earlier_plies;
        out.move = claim.move;
        out.fen = claim.fen;
        out.to_move = side_to_move(claim.fen);
        out.where = location(claim.where, line_base);
    }
    game.result_tag = record.result_tag;
    game.result_marker = record.result_marker;
    game.final_fen = record.final_fen;
    for (const json_in::DiagnosticRecord& diagnostic : record.diagnostics) {
        const lint::Rule* rule = lint::find_rule(diagnostic.code);
        const std::optional<lint::Severity> severity = lint::parse_severity(diagnostic.severity);
        if (rule == nullptr || !severity) {
            error =
                "unknown rule '" + diagnostic.code + "' or severity '" + diagnostic.severity + "'";
            return false;
        }
        lint::Diagnostic& out = game.diagnostics.emplace_back();
        out.rule = rule->id;
        out.severity = *severity;
        out.message = diagnostic.message;
        out.where = location(diagnostic.where, line_base);
        out.ply = diagnostic.ply;
        out.move_number = diagnostic.move_number;
        out.side = parse_side(diagnostic.side);
        out.variation_depth = diagnostic.variation_depth;
        out.san = diagnostic.san;
        out.fen_before = diagnostic.fen_before;
        out.candidates = diagnostic.candidates;
    }
    return true;
}

std::string shard_name(std::uint32_t index, std::uint32_t count) {
    return std::to_string(index) + "/" + std::to_string(count);
}

}  // namespace

bool ReportMerge::add(std::string_view name, std::string_view text, std::string& error) {
    std::vector<Segment> added;
    Segment current;
    current.report = std::string(name);
    bool open = false;  // records seen since the last summary
    std::string conversion_error;
    json_in::ReportRecordSink sink;
    sink.game = [&](json_in::GameRecord&& game) {
        current.items.emplace_back(std::move(game));
        open = true;
    };
    sink.input_error = [&](json_in::InputErrorRecord&& input_error) {
        current.items.emplace_back(std::move(input_error));
        open = true;
    };
    sink.shard = [&](json_in::ShardRecordIn&& shard) {
        current.shard = std::move(shard);
        open = true;
    };
    sink.summary = [&](json_in::SummaryRecord&& summary) {
        current.summary = summary;
        added.push_back(std::move(current));
        current = Segment{};
        current.report = std::string(name);
        open = false;
    };
    std::string read_error;
    if (!json_in::read_report_records(text, sink, read_error)) {
        error = std::string(name) + ": " + read_error;
        return false;
    }
    if (open || added.empty()) {
        error = std::string(name) +
                ": cut short: no summary record at its end (the run that wrote it did not "
                "finish, or the file was truncated)";
        return false;
    }
    for (Segment& segment : added) segments_.push_back(std::move(segment));
    return true;
}

bool ReportMerge::check_shards(const Unit& unit, std::string& error) const {
    const json_in::ShardRecordIn& first = *segments_[unit.shards.begin()->second].shard;
    const std::uint32_t count = first.of;
    std::vector<std::string> missing;
    for (const auto& [index, segment] : unit.shards) {
        const json_in::ShardRecordIn& shard = *segments_[segment].shard;
        if (shard.of != count || shard.file_bytes != first.file_bytes) {
            error = unit.file + ": shard reports of different runs (shard " +
                    shard_name(shard.shard, shard.of) + " of a " +
                    std::to_string(shard.file_bytes) + "-byte file in " +
                    segments_[segment].report + ", shard " + shard_name(first.shard, first.of) +
                    " of a " + std::to_string(first.file_bytes) + "-byte file)";
            return false;
        }
    }
    for (std::uint32_t index = 1; index <= count; ++index) {
        if (!unit.shards.contains(index)) missing.push_back(shard_name(index, count));
    }
    if (!missing.empty()) {
        error = unit.file + ": shard report" + (missing.size() > 1 ? "s" : "") + " missing: ";
        for (std::size_t i = 0; i < missing.size() && i < 20; ++i) {
            if (i != 0) error += ", ";
            error += missing[i];
        }
        if (missing.size() > 20) error += ", ...";
        return false;
    }
    std::uint64_t expected_start = 0;
    for (const auto& [index, segment] : unit.shards) {
        const json_in::ShardRecordIn& shard = *segments_[segment].shard;
        if (shard.start != expected_start || shard.end < shard.start ||
            (index == count && shard.end != shard.file_bytes)) {
            error = unit.file + ": shard " + shard_name(index, count) +
                    " does not start where the one before it ends (a report of another file or "
                    "another pgnlint version?)";
            return false;
        }
        expected_start = shard.end;
    }
    return true;
}

void ReportMerge::walk_shards(const Unit& unit, const MergeSink& sink,
                              lint::RunSummary& summary) const {
    // Shard K's games count from the end of the window of the shards before it: it is exact
    // from its own start on once the shard before has handed over (shard.h).
    std::uint64_t window_start = 0;
    std::uint64_t line_base = 0;
    std::uint64_t index = 0;
    lint::GameReport game;
    std::string ignored;
    for (const auto& [shard_index, segment_index] : unit.shards) {
        const Segment& segment = segments_[segment_index];
        const json_in::ShardRecordIn& shard = *segment.shard;
        const std::uint64_t window_end = shard_index == shard.of
                                             ? std::numeric_limits<std::uint64_t>::max()
                                             : std::max(window_start, shard.handoff);
        for (const Item& item : segment.items) {
            if (const auto* error = std::get_if<json_in::InputErrorRecord>(&item)) {
                sink.input_error(error->message);
                continue;
            }
            const json_in::GameRecord& record = std::get<json_in::GameRecord>(item);
            if (record.start.offset < window_start || record.start.offset >= window_end) continue;
            if (to_game_report(record, ++index, line_base, game, ignored)) {
                sink.game(game);  // it may take findings out (a baseline) before they count
                summary.add(game);
            }
        }
        window_start = window_end;
        line_base += shard.lines;
        summary.bytes += shard.end - shard.start;
        summary.seconds += segment.summary.seconds;
        if (segment.summary.exit_code == 2) summary.exit_code = 2;
    }
}

bool ReportMerge::walk(const MergeSink& sink, lint::RunSummary& summary, std::string& error) const {
    // Files in the order they come; a whole run's files each as often as it read them, a
    // sharded file once, where its first shard report comes.
    std::vector<Unit> units;
    std::map<std::string, std::size_t> sharded_units;
    for (std::size_t s = 0; s < segments_.size(); ++s) {
        const Segment& segment = segments_[s];
        if (segment.shard) {
            auto [found, inserted] = sharded_units.try_emplace(segment.shard->file, units.size());
            if (inserted) units.push_back(Unit{segment.shard->file, {}, {}, true});
            Unit& unit = units[found->second];
            if (!unit.shards.emplace(segment.shard->shard, s).second) {
                error = segment.shard->file + ": shard " +
                        shard_name(segment.shard->shard, segment.shard->of) + " reported twice (" +
                        segment.report + ")";
                return false;
            }
            continue;
        }
        for (const Item& item : segment.items) {
            const std::string& file = std::visit(
                [](const auto& record) -> const std::string& { return record.file; }, item);
            if (units.empty() || units.back().sharded || units.back().file != file ||
                &item == segment.items.data())
                units.push_back(Unit{file, {}, {}, false});
            units.back().items.push_back(&item);
        }
        summary.files += segment.summary.files;
        summary.bytes += segment.summary.bytes;
        summary.seconds += segment.summary.seconds;
        if (segment.summary.exit_code == 2) summary.exit_code = 2;
    }
    for (const Unit& unit : units) {
        if (unit.sharded && !check_shards(unit, error)) return false;
        if (!unit.sharded && sharded_units.contains(unit.file)) {
            error = unit.file + ": reported both whole and in shards";
            return false;
        }
    }
    lint::GameReport game;
    for (const Unit& unit : units) {
        sink.begin_file(unit.file);
        if (unit.sharded) {
            ++summary.files;
            walk_shards(unit, sink, summary);
        } else {
            for (const Item* item : unit.items) {
                if (const auto* input_error = std::get_if<json_in::InputErrorRecord>(item)) {
                    summary.exit_code = 2;
                    sink.input_error(input_error->message);
                    continue;
                }
                const json_in::GameRecord& record = std::get<json_in::GameRecord>(*item);
                std::string conversion_error;
                if (!to_game_report(record, record.index, 0, game, conversion_error)) {
                    error = unit.file + ": " + conversion_error;
                    return false;
                }
                sink.game(game);  // it may take findings out (a baseline) before they count
                summary.add(game);
            }
        }
        sink.end_file();
    }
    return true;
}

std::uint64_t apply_baseline(lint::Baseline& baseline, lint::GameReport& game) {
    const auto known = [&](const lint::Diagnostic& diagnostic) {
        return baseline.take(lint::fingerprint(game, diagnostic));
    };
    const auto kept = std::remove_if(game.diagnostics.begin(), game.diagnostics.end(), known);
    const auto removed = static_cast<std::uint64_t>(game.diagnostics.end() - kept);
    game.diagnostics.erase(kept, game.diagnostics.end());
    return removed;
}

}  // namespace pgnlint::merge
