// The `winnable` run: for each position and side, whether that side can still checkmate
// (a helpmate, a proof that it cannot, or undetermined within the budget).
#include "pgnlint/run/winnable_run.h"

#include <fmt/core.h>
#include <fmt/format.h>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>
#include "pgnlint/core/epd.h"
#include "pgnlint/core/fen.h"
#include "pgnlint/core/position.h"
#include "pgnlint/core/san.h"
#include "pgnlint/core/unwinnable.h"
#include "pgnlint/input/records.h"
#include "pgnlint/lint/fen_check.h"
#include "pgnlint/lint/rules.h"
#include "pgnlint/report/display_text.h"
#include "pgnlint/report/json_text.h"
#include "pgnlint/report/output.h"
#include "pgnlint/run/exit_status.h"
#include "pgnlint/run/messages.h"
#include "pgnlint/run/output_guard.h"

namespace pgnlint::run {

using input::move_stdin_argument;
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
        case core::UnwinnableReason::locked_pawns:
            return "locked_pawns";
        case core::UnwinnableReason::search_exhausted:
            return "search_exhausted";
    }
    return "none";
}

// One side's answer, with the witness already written out (the analyser's buffer is reused).
struct SideAnswer {
    core::Color side;
    core::WinnabilityResult result;
    std::string san;  // "1. Kb6 Kb8 2. Ra1 Kc8 3. Ra8#"
    std::vector<std::string> uci;
};

// The witness as numbered SAN from the position's own move number, and as UCI.
void write_witness(const core::Position& start, std::span<const core::Move> moves,
                   SideAnswer& answer) {
    core::Position pos = start;
    std::vector<core::StateInfo> states(moves.size());
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const bool white = pos.side_to_move() == core::WHITE;
        if (white || i == 0) {
            if (!answer.san.empty()) answer.san += ' ';
            answer.san += std::to_string(pos.fullmove_number());
            answer.san += white ? ". " : "... ";
        } else {
            answer.san += ' ';
        }
        char san[core::SAN_BUFFER_SIZE];
        answer.san.append(san, core::write_san(pos, moves[i], san));
        char uci[core::UCI_BUFFER_SIZE];
        answer.uci.emplace_back(uci, core::write_uci(pos, moves[i], uci));
        pos.do_move(moves[i], states[i]);
    }
}

class WinnableRun final : public RecordSink {
public:
    WinnableRun(const WinnableOptions& options, Format format, report::Output& output)
        : options_(options), format_(format), output_(output) {
        check_options_.chess960 = options.chess960;
        if (options.side != "black") sides_.push_back(core::WHITE);
        if (options.side != "white") sides_.push_back(core::BLACK);
    }

    void begin_input(std::string_view) override {}
    void input_error(const char* message) override { print_error(message); }
    void end_input() override {}

    void record(std::string_view text, std::string_view file,
                const lint::Location& where) override {
        ++records_;
        diagnostics_.clear();
        const bool playable =
            lint::check_epd_record(text, where, check_options_, record_, diagnostics_);
        core::Position pos;
        core::StateInfo si;
        if (!playable || !pos.set_fen(record_.position, si, options_.chess960).ok()) {
            ++invalid_;
            write_errors(file, where);
            return;
        }
        answers_.clear();
        for (const core::Color side : sides_) {
            SideAnswer& answer = answers_.emplace_back();
            answer.side = side;
            answer.result = analyser_.analyse(pos, side, options_.max_nodes,
                                              core::WitnessLength::short_preferred);
            write_witness(pos, answer.result.witness, answer);
            answer.result.witness = {};
        }
        if (format_ == Format::text)
            write_text(pos);
        else
            write_json(pos, file, where);
        output_.write(buffer_);
        buffer_.clear();
    }

    // Invalid records are findings (exit 1), as for `fen`; verdicts are not.
    std::uint64_t invalid() const { return invalid_; }

    void begin() {
        if (format_ == Format::json) output_.write(std::string_view("{\"positions\":["));
    }
    void end() {
        if (format_ == Format::json) output_.write(std::string_view("]}\n"));
    }

private:
    bool dead() const {
        return answers_.size() == 2 &&
               answers_[0].result.verdict == core::Winnability::unwinnable &&
               answers_[1].result.verdict == core::Winnability::unwinnable;
    }

    void write_text(const core::Position&) {
        auto out = std::back_inserter(buffer_);
        for (const SideAnswer& a : answers_) {
            const std::string_view who = core::color_adjective(a.side);
            const core::WinnabilityResult& r = a.result;
            fmt::format_to(out, "position {}: ", records_);
            switch (r.verdict) {
                case core::Winnability::winnable:
                    if (a.san.empty())
                        fmt::format_to(out, "{} has already mated", who);
                    else
                        fmt::format_to(out, "{} can mate: {} (uci: {})", who, a.san,
                                       fmt::join(a.uci, " "));
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
                out, "position {}: dead position: {}\n", records_,
                core::describe_dead_position(answers_[0].result.reason, answers_[1].result.reason));
    }

    void write_json(const core::Position& pos, std::string_view file, const lint::Location& where) {
        auto out = std::back_inserter(buffer_);
        if (format_ == Format::json && written_++ > 0) buffer_.push_back(',');
        fmt::format_to(out, "{{\"position\":{},\"file\":", records_);
        report::encoding::append_json_text(buffer_, file);
        fmt::format_to(out, ",\"line\":{},\"fen\":", where.line);
        report::encoding::append_json_string(buffer_, core::to_fen(pos));
        fmt::format_to(out, ",\"sides\":[");
        for (std::size_t i = 0; i < answers_.size(); ++i) {
            const SideAnswer& a = answers_[i];
            const core::WinnabilityResult& r = a.result;
            if (i > 0) buffer_.push_back(',');
            fmt::format_to(out, "{{\"side\":\"{}\",\"verdict\":\"{}\",\"nodes\":{}",
                           core::color_adjective(a.side), verdict_name(r.verdict), r.nodes);
            if (r.verdict == core::Winnability::winnable) {
                fmt::format_to(out, ",\"san\":");
                report::encoding::append_json_string(buffer_, a.san);
                fmt::format_to(out, ",\"uci\":[");
                for (std::size_t m = 0; m < a.uci.size(); ++m)
                    fmt::format_to(out, "{}\"{}\"", m > 0 ? "," : "", a.uci[m]);
                buffer_.push_back(']');
            }
            if (r.verdict == core::Winnability::unwinnable) {
                fmt::format_to(out, ",\"reason\":\"{}\",\"why\":", reason_name(r.reason));
                report::encoding::append_json_string(buffer_,
                                                     core::describe_unwinnable(r.reason, a.side));
            }
            buffer_.push_back('}');
        }
        fmt::format_to(out, "],\"dead\":{}", dead() ? "true" : "false");
        if (dead()) {
            fmt::format_to(out, ",\"why\":");
            report::encoding::append_json_string(
                buffer_,
                core::describe_dead_position(answers_[0].result.reason, answers_[1].result.reason));
        }
        buffer_.push_back('}');
        if (format_ == Format::ndjson) buffer_.push_back('\n');
    }

    // The record's errors, as `fen` words them.
    void write_errors(std::string_view file, const lint::Location& where) {
        auto out = std::back_inserter(buffer_);
        if (format_ == Format::text) {
            for (const lint::Diagnostic& d : diagnostics_) {
                if (d.severity != lint::Severity::error) continue;
                const lint::Rule& rule = lint::rule(d.rule);
                // Escaped as every terminal line of pgnlint is (report/display_text.h).
                report::encoding::append_display_text(buffer_, file);
                fmt::format_to(out, ":{}:{}: error: position {}: ", d.where.line, d.where.column,
                               records_);
                report::encoding::append_display_text(buffer_, d.message);
                fmt::format_to(out, " [{} {}]\n", rule.code, rule.name);
            }
        } else {
            if (format_ == Format::json && written_++ > 0) buffer_.push_back(',');
            fmt::format_to(out, "{{\"position\":{},\"file\":", records_);
            report::encoding::append_json_text(buffer_, file);
            fmt::format_to(out, ",\"line\":{},\"errors\":[", where.line);
            bool first = true;
            for (const lint::Diagnostic& d : diagnostics_) {
                if (d.severity != lint::Severity::error) continue;
                const lint::Rule& rule = lint::rule(d.rule);
                fmt::format_to(out,
                               "{}{{\"code\":\"{}\",\"name\":\"{}\",\"column\":{},\"message\":",
                               first ? "" : ",", rule.code, rule.name, d.where.column);
                report::encoding::append_json_text(buffer_, d.message);
                buffer_.push_back('}');
                first = false;
            }
            buffer_.append(std::string_view("]}"));
            if (format_ == Format::ndjson) buffer_.push_back('\n');
        }
        output_.write(buffer_);
        buffer_.clear();
    }

    const WinnableOptions& options_;
    Format format_;
    report::Output& output_;
    lint::FenCheckOptions check_options_;
    std::vector<core::Color> sides_;
    core::UnwinnabilityAnalyser analyser_;
    core::EpdRecord record_;
    std::vector<lint::Diagnostic> diagnostics_;
    std::vector<SideAnswer> answers_;
    fmt::memory_buffer buffer_;
    std::uint64_t records_ = 0;
    std::uint64_t invalid_ = 0;
    std::uint64_t written_ = 0;
};

}  // namespace

// 0 every record analysed, 1 some record is not a playable position, 2 usage or I/O errors.
int run_winnable(WinnableOptions options) {
    move_stdin_argument(options.fens, options.files);
    if (options.fens.empty() && options.files.empty()) {
        print_error("give FEN arguments, '-' or --file FILE ('-' for stdin)");
        return kExitUsageOrIo;
    }
    if (const std::optional<std::string> clash = find_stdout_onto_input(options.files)) {
        print_error(*clash);
        return kExitUsageOrIo;
    }
    const Format format = options.format == "json"     ? Format::json
                          : options.format == "ndjson" ? Format::ndjson
                                                       : Format::text;
    try {
        report::Output output(stdout, "<stdout>");
        WinnableRun run(options, format, output);
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

}  // namespace pgnlint::run
