// Fuzz target for reading pgnlint's own reports back: the baseline reader
// (json_in::read_report_fingerprints, behind --baseline) and the ndjson record reader with the
// merge behind `pgnlint report` (json_in::read_report_records, merge::ReportMerge) never crash
// on any bytes. What the merge accepts is written again by the ndjson reporter, as
// `pgnlint report --format ndjson` does, and that report reads back as the same files, games
// and input errors (the round trip); its fingerprints, as a baseline, take every finding out.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "fuzz_support.h"
#include "pgnlint/json_in/report_fingerprints.h"
#include "pgnlint/json_in/report_records.h"
#include "pgnlint/lint/baseline.h"
#include "pgnlint/lint/fingerprint.h"
#include "pgnlint/merge/report_merge.h"
#include "pgnlint/report/output.h"
#include "pgnlint/report/report_stream.h"
#include "pgnlint/report/reporter.h"

namespace pgnlint::fuzz {
namespace {

// What a merge hands on, in order.
struct Event {
    enum class Kind { begin_file, game, input_error, end_file } kind;
    std::string text;  // the file's name, or the input error's message
    lint::GameReport game;
};

struct Merged {
    bool ok = false;
    std::string error;
    std::vector<Event> events;
    lint::RunSummary summary;
};

Merged merge_reports(std::string_view text) {
    Merged merged;
    merge::ReportMerge merge;
    const merge::ReadLines read_lines = merge::lines_of_texts({text});
    if (Status added = merge.add(0, "fuzz.ndjson", read_lines); !added) {
        merged.error = added.error();
        return merged;
    }
    merge::MergeSink sink;
    sink.begin_file = [&](std::string_view file) {
        merged.events.push_back(Event{Event::Kind::begin_file, std::string(file), {}});
    };
    sink.game = [&](lint::GameReport& game) {
        merged.events.push_back(Event{Event::Kind::game, {}, game});
    };
    sink.input_error = [&](std::string_view message) {
        merged.events.push_back(Event{Event::Kind::input_error, std::string(message), {}});
    };
    sink.end_file = [&] { merged.events.push_back(Event{Event::Kind::end_file, {}, {}}); };
    const Status walked = merge.walk(sink, read_lines, merged.summary);
    merged.ok = walked.ok();
    if (!walked) merged.error = walked.error();
    return merged;
}

// The merged run written as `pgnlint report --format ndjson` writes it.
std::string write_ndjson(const Merged& merged) {
    char* buffer = nullptr;
    std::size_t size = 0;
    std::FILE* memory = ::open_memstream(&buffer, &size);
    FUZZ_REQUIRE(memory != nullptr);
    {
        const std::unique_ptr<report::Reporter> reporter =
            report::make_reporter(report::Format::ndjson);
        report::Output output(memory, "<memory>");
        report::ReportStream stream(*reporter, output);
        stream.begin();
        for (const Event& event : merged.events) {
            switch (event.kind) {
                case Event::Kind::begin_file:
                    stream.begin_file(event.text);
                    break;
                case Event::Kind::game:
                    stream.add_game(event.game);
                    break;
                case Event::Kind::input_error:
                    stream.add_input_error(event.text);
                    break;
                case Event::Kind::end_file:
                    stream.end_file();
                    break;
            }
        }
        stream.end(merged.summary);
    }
    std::fclose(memory);
    std::string text(buffer, size);
    std::free(buffer);
    return text;
}

bool same_diagnostic(const lint::Diagnostic& a, const lint::Diagnostic& b) {
    return a.rule == b.rule && a.severity == b.severity && a.message == b.message &&
           a.where == b.where && a.ply == b.ply && a.move_number == b.move_number &&
           a.side == b.side && a.variation_depth == b.variation_depth && a.san == b.san &&
           a.fen_before == b.fen_before && a.candidates == b.candidates && a.fix == b.fix &&
           a.previous_uci == b.previous_uci;
}

bool same_tags(const lint::TagList& a, const lint::TagList& b) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i)
        if (a[i].name != b[i].name || a[i].value != b[i].value) return false;
    return true;
}

// Which field differs, for triage; empty when none does.
std::string difference(const lint::GameReport& a, const lint::GameReport& b) {
    if (a.index != b.index) return "index";
    if (a.file != b.file) return "file";
    if (a.start != b.start) return "start";
    if (!same_tags(a.tags, b.tags)) return "tags";
    if (a.plies != b.plies) return "plies";
    if (a.replayed != b.replayed) return "replayed";
    if (a.encoding != b.encoding) return "encoding";
    if (a.termination != b.termination) return "termination";
    if (a.claims != b.claims) return "claims";
    if (a.result_tag != b.result_tag) return "result_tag";
    if (a.result_marker != b.result_marker) return "result_marker";
    if (a.final_fen != b.final_fen) return "final_fen";
    if (a.diagnostics.size() != b.diagnostics.size()) return "number of diagnostics";
    for (std::size_t i = 0; i < a.diagnostics.size(); ++i)
        if (!same_diagnostic(a.diagnostics[i], b.diagnostics[i]))
            return "diagnostic " + std::to_string(i);
    return {};
}

void compare(const Merged& first, const Merged& again, std::string_view rewritten) {
    bool same = first.events.size() == again.events.size();
    std::string what = same ? "" : "number of events";
    for (std::size_t i = 0; same && i < first.events.size(); ++i) {
        const Event& a = first.events[i];
        const Event& b = again.events[i];
        if (a.kind != b.kind || a.text != b.text) {
            what = "event " + std::to_string(i);
        } else if (a.kind == Event::Kind::game) {
            what = difference(a.game, b.game);
            if (!what.empty()) what = "event " + std::to_string(i) + ": game's " + what;
        }
        same = what.empty();
    }
    if (!same)
        std::fprintf(stderr, "round trip differs (%s); rewritten:\n%.*s\n", what.c_str(),
                     static_cast<int>(std::min<std::size_t>(rewritten.size(), 4000)),
                     rewritten.data());
    FUZZ_REQUIRE(same);
}

}  // namespace
}  // namespace pgnlint::fuzz

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace pgnlint;
    const std::string_view text(reinterpret_cast<const char*>(data), size);

    // --baseline: a json or ndjson report's fingerprints.
    std::vector<std::string> fingerprints;
    if (const Status read = json_in::read_report_fingerprints(text, fingerprints)) {
        for (const std::string& hex : fingerprints) static_cast<void>(lint::parse_fingerprint(hex));
    } else {
        FUZZ_REQUIRE(!read.error().empty());
    }

    // `pgnlint report`: the records, merged, written again and read back.
    const fuzz::Merged first = fuzz::merge_reports(text);
    if (!first.ok) {
        FUZZ_REQUIRE(!first.error.empty());
        return 0;
    }
    const std::string rewritten = fuzz::write_ndjson(first);
    const fuzz::Merged again = fuzz::merge_reports(rewritten);
    if (!again.ok)
        std::fprintf(stderr, "the rewritten report is refused: %s\n", again.error.c_str());
    FUZZ_REQUIRE(again.ok);
    fuzz::compare(first, again, rewritten);

    // The rewritten report as a baseline knows every finding in it.
    fingerprints.clear();
    FUZZ_REQUIRE(json_in::read_report_fingerprints(rewritten, fingerprints).ok());
    lint::Baseline baseline;
    for (const std::string& hex : fingerprints) {
        const std::optional<std::uint64_t> fingerprint = lint::parse_fingerprint(hex);
        FUZZ_REQUIRE(fingerprint.has_value());
        baseline.add(*fingerprint);
    }
    for (const fuzz::Event& event : again.events) {
        if (event.kind != fuzz::Event::Kind::game) continue;
        lint::GameReport game = event.game;
        const std::uint64_t known = merge::apply_baseline(baseline, game);
        FUZZ_REQUIRE(known == event.game.diagnostics.size() && game.diagnostics.empty());
    }
    return 0;
}
