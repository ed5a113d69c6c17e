// read_report_fingerprints(): walks a json report's "games" array, or an ndjson report's
// "game" records, with simdjson On-Demand (iterate_many takes both: one document or many).
#include "pgnlint/json_in/report_fingerprints.h"

#include <simdjson.h>

#include "not_a_report.h"

namespace pgnlint::json_in {
namespace {

namespace od = simdjson::ondemand;

// A game record: {"index":..., "diagnostics":[{... "fingerprint":"..."}]}
simdjson::error_code read_game(od::object game, std::vector<std::string>& fingerprints,
                               bool& missing) {
    od::array diagnostics;
    if (const auto error = game["diagnostics"].get_array().get(diagnostics)) return error;
    for (auto entry : diagnostics) {
        od::object diagnostic;
        if (const auto error = entry.get_object().get(diagnostic)) return error;
        std::string_view fingerprint;
        const auto error = diagnostic["fingerprint"].get_string().get(fingerprint);
        if (error == simdjson::NO_SUCH_FIELD) {
            missing = true;
            continue;
        }
        if (error) return error;
        fingerprints.emplace_back(fingerprint);
    }
    return simdjson::SUCCESS;
}

}  // namespace

Status read_report_fingerprints(std::string_view text, std::vector<std::string>& fingerprints) {
    const simdjson::padded_string padded(text);
    od::parser parser;
    od::document_stream stream;
    // A whole json report is one document: the window must hold it.
    const std::size_t window = std::max<std::size_t>(padded.size(), std::size_t{1} << 20);
    if (const auto failed = parser.iterate_many(padded, window).get(stream))
        return Failure{detail::not_a_report("json/ndjson", failed, 0, "the text")};
    bool missing = false;
    std::size_t records = 0;
    for (auto it = stream.begin(); it != stream.end(); ++it) {
        const std::size_t offset = it.current_index();
        od::document_reference document;
        od::object record;
        if (const auto failed = (*it).get(document))
            return Failure{detail::not_a_report("json/ndjson", failed, offset, "a record")};
        if (const auto failed = document.get_object().get(record))
            return Failure{detail::not_a_report("json/ndjson", failed, offset, "a record")};
        ++records;
        // Either a json report {"version", "tool", "games": [...], "summary"} or an ndjson record
        // {"type": "game" | "summary", "data": {...}}; fields in any order.
        for (auto field : record) {
            std::string_view key;
            if (const auto failed = field.unescaped_key().get(key))
                return Failure{detail::not_a_report("json/ndjson", failed, offset, "a key")};
            simdjson::error_code failed = simdjson::SUCCESS;
            if (key == "games") {
                od::array games;
                failed = field.value().get_array().get(games);
                // Only an array that was read is walked: iterating the empty one left by an
                // error (`"games": 5`) trips simdjson's own assertion.
                if (failed == simdjson::SUCCESS) {
                    for (auto game : games) {
                        od::object object;
                        failed = game.get_object().get(object);
                        if (failed == simdjson::SUCCESS)
                            failed = read_game(object, fingerprints, missing);
                        if (failed != simdjson::SUCCESS) break;
                    }
                }
            } else if (key == "data") {
                od::object data;
                failed = field.value().get_object().get(data);
                if (failed == simdjson::SUCCESS) {
                    // A summary record has no diagnostics.
                    const auto has = read_game(data, fingerprints, missing);
                    if (has != simdjson::NO_SUCH_FIELD) failed = has;
                }
            }
            if (failed != simdjson::SUCCESS)
                return Failure{detail::not_a_report("json/ndjson", failed, offset, key)};
        }
    }
    if (records == 0) return Failure{"not a pgnlint json/ndjson report (no JSON object in it)"};
    if (missing) {
        return Failure{
            "the report's findings carry no fingerprint (written by an older pgnlint); write "
            "the baseline again with --write-baseline"};
    }
    return {};
}

}  // namespace pgnlint::json_in
