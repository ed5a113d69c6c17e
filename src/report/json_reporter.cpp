// The json format (one document per run: {"version","tool","games":[…],"summary":{…}}) and the
// ndjson format (one {"type":"game","data":{…}} line per game as it finishes, then
// {"type":"summary","data":{…}}), sharing the records of json_records.cpp.
#include <memory>

#include "json_records.h"
#include "reporters.h"
#include "text_encoding.h"

namespace pgnlint::report {
namespace {

using encoding::append;
using encoding::append_json_array;

class JsonReporter final : public Reporter {
public:
    explicit JsonReporter(const ReporterOptions& options) : Reporter(options) {}

    void begin(fmt::memory_buffer& out) const override {
        fmt::format_to(fmt::appender(out), "{{\"version\":{},\"tool\":", kJsonSchemaVersion);
        append_tool_json(out);
        append(out, ",\"games\":[\n");
    }
    void format_game(const lint::GameReport& game, fmt::memory_buffer& out) const override {
        append_game_json(game, out);
    }
    // The writer puts this between games, so workers can format games independently.
    std::string_view game_separator() const override { return ",\n"; }
    bool writes_final_fen() const override { return true; }
    // The document's "tournament" comes after "games", which is still open when the stream
    // hands the record over: it waits here until end(), both on the writer thread.
    void format_tournament(const TournamentRecord& record, fmt::memory_buffer&) const override {
        tournament_.clear();
        append_tournament_json(record, tournament_);
    }
    // "duplicates" follows "games" too. A document is read whole, so holding its duplicates
    // until then costs no more than the document itself; ndjson streams them.
    void format_duplicate(const lint::GameReport& game, fmt::memory_buffer&) const override {
        append(duplicates_, duplicates_.size() == 0 ? "[\n" : ",\n");
        append_duplicate_json(game, duplicates_);
    }
    // "duplicates", "input_errors" and "tournament" appear only when there is one, so other
    // runs keep their exact shape.
    void end(const lint::RunSummary& summary, std::span<const InputError> input_errors,
             fmt::memory_buffer& out) const override {
        append(out, "\n]");
        if (duplicates_.size() != 0) {
            append(out, ",\"duplicates\":");
            append(out, {duplicates_.data(), duplicates_.size()});
            append(out, "\n]");
        }
        if (tournament_.size() != 0) {
            append(out, ",\"tournament\":");
            append(out, {tournament_.data(), tournament_.size()});
        }
        if (!input_errors.empty()) {
            append(out, ",\"input_errors\":");
            append_json_array(out, input_errors, [&out](const InputError& error) {
                append_input_error_json(error, out);
            });
        }
        append(out, ",\"summary\":");
        append_summary_json(summary, out);
        append(out, "}\n");
    }

private:
    mutable fmt::memory_buffer tournament_;
    mutable fmt::memory_buffer duplicates_;
};

class NdjsonReporter final : public Reporter {
public:
    explicit NdjsonReporter(const ReporterOptions& options) : Reporter(options) {}

    bool writes_final_fen() const override { return true; }
    void format_game(const lint::GameReport& game, fmt::memory_buffer& out) const override {
        append(out, "{\"type\":\"game\",\"data\":");
        append_game_json(game, out);
        append(out, "}\n");
    }
    void format_input_error(const InputError& error, fmt::memory_buffer& out) const override {
        append(out, "{\"type\":\"input_error\",\"data\":");
        append_input_error_json(error, out);
        append(out, "}\n");
    }
    void format_tournament(const TournamentRecord& record, fmt::memory_buffer& out) const override {
        append(out, "{\"type\":\"tournament\",\"data\":");
        append_tournament_json(record, out);
        append(out, "}\n");
    }
    void format_duplicate(const lint::GameReport& game, fmt::memory_buffer& out) const override {
        append(out, "{\"type\":\"duplicate\",\"data\":");
        append_duplicate_json(game, out);
        append(out, "}\n");
    }
    void format_shard(const lint::ShardRecord& shard, fmt::memory_buffer& out) const override {
        append(out, "{\"type\":\"shard\",\"data\":");
        append_shard_json(shard, out);
        append(out, "}\n");
    }
    void end(const lint::RunSummary& summary, std::span<const InputError>,
             fmt::memory_buffer& out) const override {
        append(out, "{\"type\":\"summary\",\"data\":");
        append_summary_json(summary, out);
        append(out, "}\n");
    }
};

}  // namespace

std::unique_ptr<Reporter> make_json_reporter(const ReporterOptions& options) {
    return std::make_unique<JsonReporter>(options);
}

std::unique_ptr<Reporter> make_ndjson_reporter(const ReporterOptions& options) {
    return std::make_unique<NdjsonReporter>(options);
}

}  // namespace pgnlint::report
