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

// A record's UCI text as the move's squares; unknown when absent (an older report) or unreadable.
lint::UciMove uci_of(std::string_view text) {
    return lint::parse_uci_move(text).value_or(lint::UciMove{});
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

// A finding's record as the checker had it; refused for a rule, severity or suggestion this
// pgnlint does not know (a report of another version).
Status to_diagnostic(const json_in::DiagnosticRecord& diagnostic, std::uint64_t line_base,
                     lint::Diagnostic& out) {
    const lint::Rule* rule = lint::find_rule(diagnostic.code);
    const std::optional<lint::Severity> severity = lint::parse_severity(diagnostic.severity);
    if (rule == nullptr || !severity) {
        return Failure{"unknown rule '" + diagnostic.code + "' or severity '" +
                       diagnostic.severity + "'"};
    }
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
    out.previous_uci = uci_of(diagnostic.previous_uci);
    out.clocks = lint::ClockFacts{diagnostic.clocks.white, diagnostic.clocks.black,
                                  diagnostic.clocks.previous, diagnostic.clocks.limit,
                                  diagnostic.clocks.elapsed};
    out.candidates = diagnostic.candidates;
    for (const json_in::SuggestionRecord& suggestion : diagnostic.suggestions) {
        const std::optional<lint::MoveSuggestion::Kind> kind =
            lint::parse_suggestion_kind(suggestion.kind);
        if (!kind) {
            return Failure{"unknown suggestion kind '" + suggestion.kind + "'"};
        }
        out.suggestions.push_back(lint::MoveSuggestion{
            *kind, suggestion.san, uci_of(suggestion.uci), suggestion.why, suggestion.follows});
    }
    for (const json_in::EditRecord& edit : diagnostic.fix)
        out.fix.edits.push_back(lint::Edit{edit.offset, edit.length, edit.replacement});
    return {};
}

// The record as the checker had it; refused when it names a rule, severity or ending this
// pgnlint does not know (a report of another version).
Status to_game_report(const json_in::ReportedGame& record, std::uint64_t index,
                      std::uint64_t line_base, lint::GameReport& game) {
    game.clear();
    game.index = index;
    game.file = record.file;
    game.start = location(record.start, line_base);
    for (const auto& [name, value] : record.tags) game.tags.add(name, value);
    game.plies = record.plies;
    game.replayed = record.replayed;
    if (record.encoding == lint::text_encoding_name(lint::TextEncoding::windows_1252)) {
        game.encoding = lint::TextEncoding::windows_1252;
    } else if (!record.encoding.empty()) {
        return Failure{"unknown text encoding '" + record.encoding + "'"};
    }
    const std::optional<lint::TerminationKind> kind =
        lint::parse_termination_kind(record.termination.kind);
    if (!kind) {
        return Failure{"unknown termination kind '" + record.termination.kind + "'"};
    }
    // pgnlint writes a game that did not end with nothing else in its termination: one that says
    // more is no record of pgnlint's (a rewritten report would read back differently; the report
    // fuzz target found one).
    const json_in::EndingRecord& ending = record.termination;
    if (*kind == lint::TerminationKind::none &&
        (ending.located || !ending.winner.empty() || !ending.move.empty() || !ending.uci.empty() ||
         !ending.fen.empty() || !ending.reason.empty() || !ending.earlier_plies.empty() ||
         !ending.earlier_moves.empty())) {
        return Failure{"a termination of kind 'none' that tells of an ending"};
    }
    game.termination.kind = *kind;
    game.termination.ply = record.termination.ply;
    game.termination.winner = parse_side(record.termination.winner);
    game.termination.move = record.termination.move;
    game.termination.uci = uci_of(record.termination.uci);
    game.termination.fen = record.termination.fen;
    game.termination.reason = record.termination.reason;
    game.termination.to_move = side_to_move(record.termination.fen);
    if (record.termination.located)
        game.termination.where = location(record.termination.where, line_base);
    game.termination.earlier_plies = record.termination.earlier_plies;
    game.termination.earlier_moves = record.termination.earlier_moves;
    for (const json_in::EndingRecord& claim : record.claims) {
        const std::optional<lint::ClaimKind> claim_type = lint::parse_claim_kind(claim.kind);
        if (!claim_type) {
            return Failure{"unknown claim kind '" + claim.kind + "'"};
        }
        lint::Claim& out = game.claims.emplace_back();
        out.kind = *claim_type;
        out.ply = claim.ply;
        out.earlier_plies = claim.earlier_plies;
        out.earlier_moves = claim.earlier_moves;
        out.move = claim.move;
        out.uci = uci_of(claim.uci);
        out.fen = claim.fen;
        out.to_move = side_to_move(claim.fen);
        out.where = location(claim.where, line_base);
    }
    game.result_tag = record.result_tag;
    game.result_marker = record.result_marker;
    game.final_fen = record.final_fen;
    game.moves_key = record.moves_key;
    if (record.duplicate_rules_known) {
        const auto severity_of = [](const std::string& name) -> std::optional<lint::Severity> {
            return name.empty() ? std::nullopt : lint::parse_severity(name);
        };
        game.duplicate_rules.known = true;
        game.duplicate_rules.duplicate_game = severity_of(record.duplicate_game_severity);
        game.duplicate_rules.prefix_game = severity_of(record.prefix_game_severity);
        if ((!record.duplicate_game_severity.empty() && !game.duplicate_rules.duplicate_game) ||
            (!record.prefix_game_severity.empty() && !game.duplicate_rules.prefix_game))
            return Failure{"unknown severity in duplicate_rules"};
    }
    for (const json_in::DiagnosticRecord& diagnostic : record.diagnostics) {
        if (Status converted =
                to_diagnostic(diagnostic, line_base, game.diagnostics.emplace_back());
            !converted)
            return converted;
    }
    return {};
}

// A segment's records again (pass 2), to `records`.
Status read_segment(const std::string& report, std::size_t input, std::uint64_t begin,
                    std::uint64_t end, const json_in::ReportRecordSink& records,
                    const ReadLines& read_lines) {
    json_in::ReportRecordReader reader(records);
    const LineVisitor visit = [&reader](std::string_view line, std::uint64_t offset,
                                        std::uint64_t next_offset) {
        return reader.read_line(line, offset, next_offset);
    };
    if (Status read = read_lines(input, begin, end, visit); !read)
        return Failure{report + ": " + read.error()};
    return {};
}

std::string shard_name(const lint::ShardSpec& spec) {
    return std::to_string(spec.index) + "/" + std::to_string(spec.count);
}

}  // namespace

Status ReportMerge::add(std::size_t input, std::string_view name, const ReadLines& read_lines) {
    std::vector<Segment> added;
    Segment current;
    current.input = input;
    current.report = std::string(name);
    bool open = false;  // records seen since the last summary
    std::size_t next_begin = 0;
    const auto note_file = [&](std::string&& file) {
        if (current.files.empty() || current.files.back() != file)
            current.files.push_back(std::move(file));
        open = true;
    };
    json_in::ReportRecordSink sink;
    sink.game_file = note_file;
    sink.input_error = [&](json_in::InputErrorRecord&& input_error) {
        note_file(std::move(input_error.file));
    };
    sink.shard = [&](json_in::ShardRecordIn&& shard) {
        current.shard = lint::ShardRecord{
            std::move(shard.file),
            lint::ShardExtent{lint::ShardSpec{shard.shard, shard.of}, shard.file_bytes, shard.start,
                              shard.end, shard.handoff, shard.lines}};
        open = true;
    };
    sink.summary = [&](json_in::SummaryRecord&& summary) {
        current.summary = summary;
        open = false;
    };
    sink.record_end = [&](std::size_t next_offset) {
        if (open) return;
        current.begin = next_begin;
        current.end = next_offset;
        next_begin = next_offset;
        added.push_back(std::move(current));
        current = Segment{};
        current.input = input;
        current.report = std::string(name);
    };
    json_in::ReportRecordReader reader(sink);
    const LineVisitor visit = [&reader](std::string_view line, std::uint64_t offset,
                                        std::uint64_t next_offset) {
        return reader.read_line(line, offset, next_offset);
    };
    if (Status read = read_lines(input, 0, kToTheEnd, visit); !read)
        return Failure{std::string(name) + ": " + read.error()};
    if (open || added.empty()) {
        return Failure{std::string(name) +
                       ": cut short: no summary record at its end (the run that wrote it did not "
                       "finish, or the file was truncated)"};
    }
    // A shard's report covers one file: a game or input error of another in it is no shard
    // pgnlint wrote (the merge would put it under the shard's file, and a rewritten report
    // would then tell another run; the report fuzz target found one).
    for (const Segment& segment : added) {
        if (!segment.shard) continue;
        for (const std::string& file : segment.files) {
            if (file == segment.shard->file) continue;
            return Failure{std::string(name) + ": the report of shard " +
                           shard_name(segment.shard->extent.spec) + " of " + segment.shard->file +
                           " holds a record of another file, " + file};
        }
    }
    for (Segment& segment : added) segments_.push_back(std::move(segment));
    return {};
}

Status ReportMerge::check_shards(const ShardedFile& sharded) const {
    const lint::ShardExtent& first = segments_[sharded.shards.begin()->second].shard->extent;
    const std::uint32_t count = first.spec.count;
    for (const auto& [index, segment] : sharded.shards) {
        const lint::ShardExtent& shard = segments_[segment].shard->extent;
        if (shard.spec.count != count || shard.file_bytes != first.file_bytes) {
            return Failure{sharded.file + ": shard reports of different runs (shard " +
                           shard_name(shard.spec) + " of a " + std::to_string(shard.file_bytes) +
                           "-byte file in " + segments_[segment].report + ", shard " +
                           shard_name(first.spec) + " of a " + std::to_string(first.file_bytes) +
                           "-byte file)"};
        }
    }
    std::vector<std::string> missing;
    for (std::uint32_t index = 1; index <= count; ++index) {
        if (!sharded.shards.contains(index))
            missing.push_back(shard_name(lint::ShardSpec{index, count}));
    }
    if (!missing.empty()) {
        std::string error =
            sharded.file + ": shard report" + (missing.size() > 1 ? "s" : "") + " missing: ";
        for (std::size_t i = 0; i < missing.size() && i < 20; ++i) {
            if (i != 0) error += ", ";
            error += missing[i];
        }
        if (missing.size() > 20) error += ", ...";
        return Failure{std::move(error)};
    }
    std::uint64_t expected_start = 0;
    for (const auto& [index, segment] : sharded.shards) {
        const lint::ShardExtent& shard = segments_[segment].shard->extent;
        if (shard.start != expected_start || shard.end < shard.start ||
            (index == count && shard.end != shard.file_bytes)) {
            return Failure{
                sharded.file + ": shard " + shard_name(lint::ShardSpec{index, count}) +
                " does not start where the one before it ends (a report of another file or "
                "another pgnlint version?)"};
        }
        expected_start = shard.end;
    }
    return {};
}

Status ReportMerge::walk_whole(const Segment& segment, const MergeSink& sink,
                               const ReadLines& read_lines, lint::RunSummary& summary,
                               FilePass& pass) const {
    // A new file wherever the records' file changes, or where its games are numbered from the
    // start again (one file given twice), as the run began one per input. `index` 0: a record
    // that is no game (an input error) goes with the file of its name.
    const auto enter = [&](const std::string& name, std::uint64_t index) {
        if (pass.open && name == pass.file && (index == 0 || index > pass.last_index)) {
            if (index != 0) pass.last_index = index;
            return;
        }
        if (pass.open) sink.end_file();
        pass.file = name;
        pass.open = true;
        pass.last_index = index;
        sink.begin_file(pass.file);
    };
    lint::GameReport game;
    std::string conversion_error;
    json_in::ReportRecordSink records;
    records.game = [&](json_in::ReportedGame&& record) {
        if (!conversion_error.empty()) return;
        enter(record.file, record.index);
        if (Status converted = to_game_report(record, record.index, 0, game); !converted) {
            conversion_error = converted.error();
            return;
        }
        sink.game(game);  // it may take findings out (a baseline) before they count
        summary.add(game);
    };
    records.input_error = [&](json_in::InputErrorRecord&& record) {
        enter(record.file, 0);
        summary.exit_code = 2;
        sink.input_error(record.message);
    };
    if (sink.tournament) {
        records.tournament = [&](json_in::TournamentRecordIn&& record) {
            if (!conversion_error.empty()) return;
            std::vector<lint::Diagnostic> diagnostics(record.diagnostics.size());
            for (std::size_t i = 0; i < diagnostics.size(); ++i) {
                if (Status converted = to_diagnostic(record.diagnostics[i], 0, diagnostics[i]);
                    !converted) {
                    conversion_error = converted.error();
                    return;
                }
            }
            if (pass.open) sink.end_file();
            pass.open = false;
            sink.tournament(std::move(record), diagnostics);
            summary.add_findings(diagnostics);
        };
    }
    records.shard = [](json_in::ShardRecordIn&&) {};
    records.summary = [](json_in::SummaryRecord&&) {};
    if (Status read = read_segment(segment.report, segment.input, segment.begin, segment.end,
                                   records, read_lines);
        !read)
        return read;
    if (!conversion_error.empty()) {
        return Failure{segment.report + ": " + conversion_error};
    }
    return {};
}

Status ReportMerge::walk_shards(const ShardedFile& sharded, const MergeSink& sink,
                                const ReadLines& read_lines, lint::RunSummary& summary) const {
    sink.begin_file(sharded.file);
    ++summary.files;
    // Shard K's games count from the end of the window of the shards before it: it is exact
    // from there on once the shard before has handed over (input/shard.h).
    std::uint64_t window_start = 0;
    std::uint64_t line_base = 0;
    std::uint64_t index = 0;
    lint::GameReport game;
    for (const auto& [shard_index, segment_index] : sharded.shards) {
        const Segment& segment = segments_[segment_index];
        const lint::ShardExtent& shard = segment.shard->extent;
        const std::uint64_t window_end = shard_index == shard.spec.count
                                             ? std::numeric_limits<std::uint64_t>::max()
                                             : std::max(window_start, shard.handoff);
        std::string conversion_error;
        json_in::ReportRecordSink records;
        records.game = [&](json_in::ReportedGame&& record) {
            if (!conversion_error.empty()) return;
            if (record.start.offset < window_start || record.start.offset >= window_end) return;
            if (Status converted = to_game_report(record, ++index, line_base, game); !converted) {
                conversion_error = converted.error();
                return;
            }
            sink.game(game);
            summary.add(game);
        };
        records.input_error = [&](json_in::InputErrorRecord&& record) {
            summary.exit_code = 2;
            sink.input_error(record.message);
        };
        records.shard = [](json_in::ShardRecordIn&&) {};
        records.summary = [](json_in::SummaryRecord&&) {};
        if (Status read = read_segment(segment.report, segment.input, segment.begin, segment.end,
                                       records, read_lines);
            !read)
            return read;
        if (!conversion_error.empty()) {
            return Failure{segment.report + ": " + conversion_error};
        }
        window_start = window_end;
        line_base += shard.lines;
        summary.bytes += shard.end - shard.start;
        summary.seconds += segment.summary.seconds;
        if (segment.summary.exit_code == 2) summary.exit_code = 2;
    }
    sink.end_file();
    return {};
}

Status ReportMerge::walk(const MergeSink& sink, const ReadLines& read_lines,
                         lint::RunSummary& summary) const {
    // A sharded file comes once, where its first shard report comes; whole runs in order.
    std::vector<ShardedFile> sharded;
    std::map<std::string, std::size_t> sharded_index;
    std::vector<std::optional<std::size_t>> starts_sharded(segments_.size());
    for (std::size_t s = 0; s < segments_.size(); ++s) {
        const Segment& segment = segments_[s];
        if (!segment.shard) continue;
        auto [found, inserted] = sharded_index.try_emplace(segment.shard->file, sharded.size());
        if (inserted) {
            sharded.push_back(ShardedFile{segment.shard->file, {}});
            starts_sharded[s] = found->second;
        }
        if (!sharded[found->second].shards.emplace(segment.shard->extent.spec.index, s).second) {
            return Failure{segment.shard->file + ": shard " +
                           shard_name(segment.shard->extent.spec) + " reported twice (" +
                           segment.report + ")"};
        }
    }
    for (const ShardedFile& file : sharded) {
        if (Status checked = check_shards(file); !checked) return checked;
    }
    for (const Segment& segment : segments_) {
        if (segment.shard) continue;
        for (const std::string& file : segment.files) {
            if (sharded_index.contains(file)) {
                return Failure{file + ": reported both whole and in shards"};
            }
        }
    }
    FilePass pass;
    const auto close_pass = [&] {
        if (pass.open) sink.end_file();
        pass.open = false;
    };
    for (std::size_t s = 0; s < segments_.size(); ++s) {
        const Segment& segment = segments_[s];
        if (segment.shard) {
            if (!starts_sharded[s]) continue;
            close_pass();
            if (Status walked = walk_shards(sharded[*starts_sharded[s]], sink, read_lines, summary);
                !walked)
                return walked;
            continue;
        }
        if (Status walked = walk_whole(segment, sink, read_lines, summary, pass); !walked)
            return walked;
        summary.files += segment.summary.files;
        summary.bytes += segment.summary.bytes;
        summary.seconds += segment.summary.seconds;
        if (segment.summary.exit_code == 2) summary.exit_code = 2;
    }
    close_pass();
    return {};
}

ReadLines lines_of_texts(std::vector<std::string_view> texts) {
    return [texts = std::move(texts)](std::size_t input, std::uint64_t begin, std::uint64_t end,
                                      const LineVisitor& visit) -> Status {
        const std::string_view text = texts.at(input);
        if (end >= text.size() && !text.empty() && text.back() != '\n') {
            const std::size_t last = text.rfind('\n');
            return Failure{"cut short: its last line (from byte " +
                           std::to_string(last == std::string_view::npos ? 0 : last + 1) +
                           ") has no line end"};
        }
        for (std::size_t start = begin; start < text.size() && start < end;) {
            std::size_t line_end = text.find('\n', start);
            if (line_end == std::string_view::npos) line_end = text.size();
            if (Status visited = visit(text.substr(start, line_end - start), start, line_end + 1);
                !visited)
                return visited;
            start = line_end + 1;
        }
        return {};
    };
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
