// The `winnable` run: for each position and side, whether that side can still checkmate
// (a helpmate, a proof that it cannot, or undetermined within the budget).
#include "pgnlint/run/winnable_run.h"

#include <fmt/core.h>
#include <fmt/format.h>
#include <algorithm>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>
#include "ordered_work.h"
#include "pgnlint/core/epd.h"
#include "pgnlint/core/fen.h"
#include "pgnlint/core/position.h"
#include "pgnlint/core/san.h"
#include "pgnlint/core/unwinnable.h"
#include "pgnlint/input/records.h"
#include "pgnlint/lint/fen_check.h"
#include "pgnlint/lint/numbered_line.h"
#include "pgnlint/lint/rules.h"
#include "pgnlint/report/display_text.h"
#include "pgnlint/report/json_text.h"
#include "pgnlint/report/output.h"
#include "pgnlint/run/exit_status.h"
#include "pgnlint/run/messages.h"
#include "pgnlint/run/output_guard.h"
#include "record_inputs.h"
#include "thread_count.h"

namespace pgnlint::run {

using input::read_records;
using input::RecordReading;
using input::RecordSink;
namespace {

enum class Format : std::uint8_t { text, json, ndjson };

std::string_view verdict_name(core::Winnability verdict) {
    switch (verdict) {
        case core::Winnability::winnable:
            return "winnable";
        case core::Winnability::unwinnable:
            return "unwinnable";
        case core::Winnability::undetermined:
            return "undetermined";
    }
    return "undetermined";
}

std::string_view reason_name(core::UnwinnableReason reason) {
    switch (reason) {
        case core::UnwinnableReason::none:
            return "none";
        case core::UnwinnableReason::only_king:
            return "only_king";
        case core::UnwinnableReason::lone_knight:
            return "lone_knight";
        case core::UnwinnableReason::lone_bishop:
            return "lone_bishop";
        case core::UnwinnableReason::bishops_one_colour:
            return "bishops_one_colour";
        case core::UnwinnableReason::knight_against_queens:
            return "knight_against_queens";
        case core::UnwinnableReason::bishops_against_heavy_pieces:
            return "bishops_against_heavy_pieces";
        case core::UnwinnableReason::locked_pawns:
            return "locked_pawns";
        case core::UnwinnableReason::unreachable_mate:
            return "unreachable_mate";
        case core::UnwinnableReason::forced_repetition:
            return "forced_repetition";
        case core::UnwinnableReason::after_every_move:
            return "after_every_move";
        case core::UnwinnableReason::search_exhausted:
            return "search_exhausted";
    }
    return "none";
}

// One side's answer, with the witness already written out (the analyser's buffer is reused).
// The strings are kept from record to record: cleared, not freed.
struct SideAnswer {
    core::Color side;
    core::WinnabilityResult result;
    std::string san;                    // "1. Kb6 Kb8 2. Ra1 Kc8 3. Ra8#"
    std::string uci;                    // "c7c8 a7b7 e3d5 b7a7 d5b6"
    std::vector<std::size_t> uci_ends;  // where each move ends in `uci`
};

// The witness as numbered SAN from the position's own move number, and as UCI; `states` is the
// caller's, reused.
void write_witness(const core::Position& start, std::span<const core::Move> moves,
                   std::vector<core::StateInfo>& states, SideAnswer& answer) {
    answer.san.clear();
    answer.uci.clear();
    answer.uci_ends.clear();
    lint::append_numbered_line(start, moves, states, answer.san,
                               [&answer](const core::Position& pos, core::Move m) {
                                   char uci[core::UCI_BUFFER_SIZE];
                                   if (!answer.uci.empty()) answer.uci += ' ';
                                   answer.uci.append(uci, core::write_uci(pos, m, uci));
                                   answer.uci_ends.push_back(answer.uci.size());
                               });
}

// What one thread needs to answer records: the analyser and the scratch space, kept from record to
// record.
class PositionAnswerer {
public:
    PositionAnswerer(const WinnableOptions& options, Format format)
        : options_(options),
          format_(format),
          witness_length_(options.witness == "short" ? core::WitnessLength::short_preferred
                                                     : core::WitnessLength::any) {
        check_options_.chess960 = options.chess960;
        if (options.side == "white" || options.side == "both") sides_.push_back(core::WHITE);
        if (options.side == "black" || options.side == "both") sides_.push_back(core::BLACK);
    }

    // Appends the answer for record `number` (its verdicts, or its errors) to `out`; false when
    // the record is not a playable position.
    bool answer(std::string_view text, std::string_view file, const lint::Location& where,
                std::uint64_t number, fmt::memory_buffer& out) {
        diagnostics_.clear();
        // The position as the check validated it: set up without reading the text again.
        lint::PlayableFen playable;
        if (!lint::check_epd_record(text, where, check_options_, record_, diagnostics_, playable)) {
            write_errors(file, where, number, out);
            return false;
        }
        core::Position pos;
        core::StateInfo si;
        pos.set_unchecked(playable.fen, playable.setup, si);
        // The side that made the last move: the one whose opponent's flag fell, when the record
        // is the final position of a loss on time.
        if (options_.side == "last-mover") sides_.assign(1, ~pos.side_to_move());
        answers_.resize(sides_.size());
        for (std::size_t i = 0; i < sides_.size(); ++i) {
            SideAnswer& answer = answers_[i];
            answer.side = sides_[i];
            answer.result =
                analyser_.analyse(pos, answer.side, options_.max_nodes, witness_length_);
            write_witness(pos, answer.result.witness, states_, answer);
            answer.result.witness = {};
        }
        if (format_ == Format::text)
            write_text(number, out);
        else
            write_json(pos, file, where, number, out);
        return true;
    }

private:
    bool dead() const {
        return answers_.size() == 2 &&
               answers_[0].result.verdict == core::Winnability::unwinnable &&
               answers_[1].result.verdict == core::Winnability::unwinnable;
    }

    void write_text(std::uint64_t number, fmt::memory_buffer& buffer) {
        auto out = std::back_inserter(buffer);
        for (const SideAnswer& a : answers_) {
            const std::string_view who = core::color_adjective(a.side);
            const core::WinnabilityResult& r = a.result;
            fmt::format_to(out, "position {}: ", number);
            switch (r.verdict) {
                case core::Winnability::winnable:
                    if (a.san.empty())
                        fmt::format_to(out, "{} has already mated", who);
                    else
                        fmt::format_to(out, "{} can mate: {} (uci: {})", who, a.san, a.uci);
                    break;
                case core::Winnability::unwinnable:
                    fmt::format_to(out, "{} cannot mate: {}", who,
                                   core::describe_unwinnable(r.reason, a.side));
                    break;
                case core::Winnability::undetermined:
                    fmt::format_to(out, "{}: undetermined (the search budget ran out)", who);
                    break;
            }
            fmt::format_to(out, " [{} nodes]\n", r.nodes);
        }
        if (dead())
            fmt::format_to(
                out, "position {}: dead position: {}\n", number,
                core::describe_dead_position(answers_[0].result.reason, answers_[1].result.reason));
    }

    // Plain appends, not format strings: one record per position of files of tens of thousands.
    void write_json(const core::Position& pos, std::string_view file, const lint::Location& where,
                    std::uint64_t position, fmt::memory_buffer& buf) {
        const auto text = [&buf](std::string_view part) { buf.append(part); };
        const auto number = [&buf](std::uint64_t n) {
            const fmt::format_int digits(n);
            buf.append(digits.data(), digits.data() + digits.size());
        };
        // One element a record, in the order of the records.
        if (format_ == Format::json && position > 1) buf.push_back(',');
        text("{\"position\":");
        number(position);
        text(",\"file\":");
        report::encoding::append_json_text(buf, file);
        text(",\"line\":");
        number(where.line);
        text(",\"fen\":");
        char fen[core::FEN_BUFFER_SIZE];
        report::encoding::append_json_string(buf, std::string_view(fen, core::write_fen(pos, fen)));
        text(",\"sides\":");
        report::encoding::append_json_array(buf, answers_, [&](const SideAnswer& a) {
            const core::WinnabilityResult& r = a.result;
            text("{\"side\":\"");
            text(core::color_adjective(a.side));
            text("\",\"verdict\":\"");
            text(verdict_name(r.verdict));
            text("\",\"nodes\":");
            number(r.nodes);
            if (r.verdict == core::Winnability::winnable) {
                text(",\"san\":");
                report::encoding::append_json_string(buf, a.san);
                text(",\"uci\":");
                // UCI moves are letters and digits: quoted as they are.
                std::size_t from = 0;
                report::encoding::append_json_array(buf, a.uci_ends, [&](std::size_t end) {
                    buf.push_back('"');
                    text(std::string_view(a.uci).substr(from, end - from));
                    buf.push_back('"');
                    from = end + 1;
                });
            }
            if (r.verdict == core::Winnability::unwinnable) {
                text(",\"reason\":\"");
                text(reason_name(r.reason));
                text("\",\"why\":");
                report::encoding::append_json_string(buf,
                                                     core::describe_unwinnable(r.reason, a.side));
            }
            buf.push_back('}');
        });
        text(",\"dead\":");
        text(dead() ? "true" : "false");
        if (dead()) {
            text(",\"why\":");
            report::encoding::append_json_string(
                buf,
                core::describe_dead_position(answers_[0].result.reason, answers_[1].result.reason));
        }
        buf.push_back('}');
        if (format_ == Format::ndjson) buf.push_back('\n');
    }

    // The record's errors, as `fen` words them.
    void write_errors(std::string_view file, const lint::Location& where, std::uint64_t number,
                      fmt::memory_buffer& buf) {
        auto out = std::back_inserter(buf);
        if (format_ == Format::text) {
            for (const lint::Diagnostic& d : diagnostics_) {
                if (d.severity != lint::Severity::error) continue;
                const lint::Rule& rule = lint::rule(d.rule);
                // Escaped as every terminal line of pgnlint is (report/display_text.h).
                report::encoding::append_display_text(buf, file);
                fmt::format_to(out, ":{}:{}: error: position {}: ", d.where.line, d.where.column,
                               number);
                report::encoding::append_display_text(buf, d.message);
                fmt::format_to(out, " [{} {}]\n", rule.code, rule.name);
            }
        } else {
            if (format_ == Format::json && number > 1) buf.push_back(',');
            fmt::format_to(out, "{{\"position\":{},\"file\":", number);
            report::encoding::append_json_text(buf, file);
            fmt::format_to(out, ",\"line\":{},\"errors\":", where.line);
            report::encoding::JsonContainer errors = report::encoding::JsonContainer::array(buf);
            for (const lint::Diagnostic& d : diagnostics_) {
                if (d.severity != lint::Severity::error) continue;
                const lint::Rule& rule = lint::rule(d.rule);
                fmt::format_to(std::back_inserter(errors.element()),
                               "{{\"code\":\"{}\",\"name\":\"{}\",\"column\":{},\"message\":",
                               rule.code, rule.name, d.where.column);
                report::encoding::append_json_text(buf, d.message);
                buf.push_back('}');
            }
            errors.close();
            buf.push_back('}');
            if (format_ == Format::ndjson) buf.push_back('\n');
        }
    }

    const WinnableOptions& options_;
    Format format_;
    lint::FenCheckOptions check_options_;
    std::vector<core::Color> sides_;
    core::UnwinnabilityAnalyser analyser_;
    core::WitnessLength witness_length_;
    core::EpdRecord record_;
    std::vector<lint::Diagnostic> diagnostics_;
    std::vector<SideAnswer> answers_;
    std::vector<core::StateInfo> states_;  // write_witness's
};

// Records on their way to a worker: their texts one after another, and the answers coming back.
struct RecordBatch {
    struct Item {
        std::size_t begin = 0;
        std::size_t size = 0;
        std::size_t file = 0;  // in files
        lint::Location where;
        std::uint64_t number = 0;
    };
    std::string text;
    std::vector<std::string> files;
    std::vector<Item> items;
    fmt::memory_buffer output;
    std::uint64_t invalid = 0;

    void clear() {
        text.clear();
        files.clear();
        items.clear();
        output.clear();
        invalid = 0;
    }
};

// The records in a batch: enough that handing them over costs little beside the analysis (tens
// of microseconds a position), few enough that one slow position holds back little output.
constexpr std::size_t BATCH_RECORDS = 32;

// The run: each record answered as it is read (one thread), or in batches by worker threads with
// the answers written in input order: the same bytes either way.
class WinnableRun final : public RecordSink {
public:
    WinnableRun(const WinnableOptions& options, Format format, report::Output& output,
                unsigned threads)
        : format_(format), output_(output) {
        for (unsigned i = 0; i < threads; ++i)
            answerers_.push_back(std::make_unique<PositionAnswerer>(options, format));
        if (threads > 1) {
            work_ = std::make_unique<OrderedWork<RecordBatch>>(
                threads,
                [this](std::size_t worker, RecordBatch& batch) { answer_batch(worker, batch); },
                [this](RecordBatch& batch) {
                    output_.write(batch.output);
                    invalid_ += batch.invalid;
                });
            batch_ = work_->take();
        }
    }

    void begin_input(std::string_view) override {}
    void input_error(const char* message) override { print_error(message); }
    void end_input() override {}

    void record(std::string_view text, std::string_view file,
                const lint::Location& where) override {
        ++records_;
        if (!work_) {
            buffer_.clear();
            if (!answerers_[0]->answer(text, file, where, records_, buffer_)) ++invalid_;
            output_.write(buffer_);
            return;
        }
        RecordBatch& b = *batch_;
        if (b.files.empty() || b.files.back() != file) b.files.emplace_back(file);
        b.items.push_back({b.text.size(), text.size(), b.files.size() - 1, where, records_});
        b.text.append(text);
        if (b.items.size() == BATCH_RECORDS) {
            work_->submit(std::move(batch_));
            batch_ = work_->take();
        }
    }

    // Invalid records are findings (exit 1), as for `fen`; verdicts are not.
    std::uint64_t invalid() const { return invalid_; }

    void begin() {
        if (format_ == Format::json) output_.write(std::string_view("{\"positions\":["));
    }
    // After the last record: the answers still out are written.
    void end() {
        if (work_) {
            if (!batch_->items.empty()) work_->submit(std::move(batch_));
            work_->finish();
        }
        if (format_ == Format::json) output_.write(std::string_view("]}\n"));
    }

private:
    void answer_batch(std::size_t worker, RecordBatch& batch) {
        PositionAnswerer& answerer = *answerers_[worker];
        for (const RecordBatch::Item& item : batch.items) {
            const std::string_view text =
                std::string_view(batch.text).substr(item.begin, item.size);
            if (!answerer.answer(text, batch.files[item.file], item.where, item.number,
                                 batch.output))
                ++batch.invalid;
        }
    }

    Format format_;
    report::Output& output_;
    std::vector<std::unique_ptr<PositionAnswerer>> answerers_;  // one a thread
    std::unique_ptr<OrderedWork<RecordBatch>> work_;            // with more than one thread
    std::unique_ptr<RecordBatch> batch_;                        // the one being filled
    fmt::memory_buffer buffer_;
    std::uint64_t records_ = 0;
    std::uint64_t invalid_ = 0;
};

}  // namespace

int run_winnable(const WinnableOptions& options, report::Output& output) {
    const Format format = options.format == "json"     ? Format::json
                          : options.format == "ndjson" ? Format::ndjson
                                                       : Format::text;
    try {
        WinnableRun run(options, format, output, thread_count(options.jobs));
        run.begin();
        const RecordReading reading = read_records(options.fens, options.files, run);
        run.end();
        output.flush();
        if (reading.io_failed) return kExitUsageOrIo;
        return run.invalid() > 0 ? kExitFindings : kExitClean;
    } catch (const report::OutputError& error) {
        print_error(error.what());
        return kExitUsageOrIo;
    }
}

// 0 every record analysed, 1 some record is not a playable position, 2 usage or I/O errors.
int run_winnable(WinnableOptions options) {
    if (!take_record_inputs(options.fens, options.files)) return kExitUsageOrIo;
    if (const std::optional<std::string> clash = find_stdout_onto_input(options.files)) {
        print_error(*clash);
        return kExitUsageOrIo;
    }
    report::Output output(stdout, "<stdout>");
    return run_winnable(options, output);
}

}  // namespace pgnlint::run
