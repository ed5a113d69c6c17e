// ReportStream: orders and joins the formatted pieces of a report and hands them to the Output in
// chunks of about a mebibyte.
#include "pgnlint/report/report_stream.h"

#include <algorithm>

#include "text_encoding.h"

namespace pgnlint::report {
namespace {

constexpr std::size_t kWriteChunkBytes = 1U << 20;

}  // namespace

ReportStream::ReportStream(const Reporter& reporter, Output& output)
    : reporter_(reporter), output_(output), collector_(reporter.make_collector()) {}

void ReportStream::begin() {
    reporter_.begin(pending_);
    wrote_game_ = false;
}

void ReportStream::begin_file(std::string_view file) {
    if (in_file_) end_file();
    in_file_ = true;
    file_.assign(file);
    file_totals_ = FileTotals{};
    file_has_input_error_ = false;
    file_games_.clear();
}

void ReportStream::add_input_error(std::string_view message) {
    // As for a game outside any file: a format that groups by file gets a file "-" to hold it.
    if (reporter_.groups_by_file() && !in_file_) begin_file("-");
    const InputError& error = input_errors_.emplace_back(
        InputError{in_file_ ? file_ : std::string("-"), std::string(message)});
    if (reporter_.groups_by_file()) {
        file_has_input_error_ = true;
        return;
    }
    reporter_.format_input_error(error, pending_);
    write_if_large();
}

void ReportStream::add_game(std::string_view formatted, bool failed, const GameSummary& summary) {
    if (collector_ != nullptr) {
        if (!formatted.empty()) collector_->add_game(summary, formatted);
        return;
    }
    if (reporter_.groups_by_file()) {
        if (!in_file_) begin_file("-");
        ++file_totals_.games;
        if (failed) ++file_totals_.failed_games;
        file_games_.append(formatted.data(), formatted.data() + formatted.size());
        return;
    }
    place_game([formatted](fmt::memory_buffer& out) { encoding::append(out, formatted); });
}

void ReportStream::add_game(const lint::GameReport& game) {
    if (collector_ != nullptr || reporter_.groups_by_file()) {
        scratch_.clear();
        GameSummary summary;
        reporter_.format_summarized_game(game, scratch_, summary);
        add_game({scratch_.data(), scratch_.size()}, reporter_.fails(game), summary);
        return;
    }
    // Formatted in place rather than copied over from scratch_: a copy less per game.
    place_game([this, &game](fmt::memory_buffer& out) { reporter_.format_game(game, out); });
}

template <typename WriteBody>
void ReportStream::place_game(WriteBody write_body) {
    const std::size_t start = pending_.size();
    if (wrote_game_) append(reporter_.game_separator());
    const std::size_t body = pending_.size();
    write_body(pending_);
    if (pending_.size() == body) {
        pending_.resize(start);  // nothing to say about this game, so no separator either
        return;
    }
    wrote_game_ = true;
    write_if_large();
}

void ReportStream::end_file() {
    if (!in_file_) return;
    in_file_ = false;
    if (!reporter_.groups_by_file()) return;
    file_totals_.file = file_;
    if (file_has_input_error_) file_totals_.input_error = input_errors_.back().message;
    reporter_.format_file(file_totals_, {file_games_.data(), file_games_.size()}, pending_);
    file_games_.clear();
    write_if_large();
}

void ReportStream::add_tournament(const TournamentRecord& record) {
    end_file();
    if (collector_ != nullptr) {
        collector_->add_tournament(record);
        return;
    }
    scratch_.clear();
    reporter_.format_tournament(record, scratch_);
    const bool failed = std::any_of(
        record.diagnostics.begin(), record.diagnostics.end(),
        [this](const lint::Diagnostic& d) { return d.severity >= reporter_.options().fail_on; });
    place_late_record(record.file, failed);
}

void ReportStream::add_duplicate(const lint::GameReport& game) {
    end_file();
    if (collector_ != nullptr) {
        collector_->add_duplicate(game);
        return;
    }
    scratch_.clear();
    reporter_.format_duplicate(game, scratch_);
    place_late_record(game.file, reporter_.fails(game));
}

void ReportStream::place_late_record(std::string_view file, bool failed) {
    if (reporter_.groups_by_file()) {
        begin_file(file);
        add_game({scratch_.data(), scratch_.size()}, failed);
        end_file();
        return;
    }
    place_game([this](fmt::memory_buffer& out) {
        encoding::append(out, {scratch_.data(), scratch_.size()});
    });
    write_if_large();
}

void ReportStream::add_shard(const lint::ShardRecord& shard) {
    end_file();
    reporter_.format_shard(shard, pending_);
}

void ReportStream::end(const lint::RunSummary& summary) {
    end_file();
    if (collector_ != nullptr) {
        collector_->end(summary, input_errors_, pending_);
    } else {
        reporter_.end(summary, input_errors_, pending_);
    }
    flush();
}

void ReportStream::flush() {
    output_.write(pending_);
    pending_.clear();
    output_.flush();
}

void ReportStream::append(std::string_view text) {
    encoding::append(pending_, text);
}

void ReportStream::write_if_large() {
    if (pending_.size() < kWriteChunkBytes) return;
    output_.write(pending_);
    pending_.clear();
}

}  // namespace pgnlint::report
