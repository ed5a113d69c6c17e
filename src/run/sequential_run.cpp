#include "sequential_run.h"

#include "pgnlint/run/duplicate_check.h"
#include "pgnlint/run/tournament_check.h"

namespace pgnlint::run {

bool SequentialRun::begin_file(std::string_view path, std::string_view name) {
    ++summary_.files;
    file_ = name;
    if (settings_.observer != nullptr) settings_.observer->begin_file(path, name);
    if (settings_.stream != nullptr) settings_.stream->begin_file(name);
    if (settings_.file_filter != nullptr) settings_.file_filter->begin_file();
    return true;
}

bool SequentialRun::game(const pgn::RawGame& raw, const input::RecordOrigin* origin,
                         std::uint64_t progress_bytes) {
    step_.check(raw, file_, origin, report_);
    if (settings_.tournament != nullptr) settings_.tournament->check_game(report_);
    unflushed_text_bytes_ += raw.text.size();
    if (settings_.file_filter == nullptr || settings_.file_filter->push(report_)) write();
    if (settings_.progress != nullptr) settings_.progress->update(progress_bytes, summary_.games);
    return true;
}

void SequentialRun::end_file(std::uint64_t bytes, const std::string& io_error, std::uint64_t) {
    if (settings_.file_filter != nullptr && settings_.file_filter->finish_file(report_)) write();
    if (settings_.observer != nullptr) settings_.observer->end_file(bytes, io_error.empty());
    summary_.bytes += bytes;
    if (!io_error.empty()) {
        if (settings_.progress != nullptr) settings_.progress->clear();
        settings_.report_io_error(io_error);
        all_read_ = false;
    }
    if (settings_.stream != nullptr) settings_.stream->end_file();
}

void SequentialRun::write() {
    if (settings_.observer != nullptr) {
        settings_.observer->take(report_, taken_);
        settings_.observer->add(taken_);
        taken_.clear();
    }
    summary_.add(report_);
    if (settings_.duplicates != nullptr) settings_.duplicates->add_game(report_);
    if (settings_.stream == nullptr) return;
    settings_.stream->add_game(report_);
    const bool batch_done =
        settings_.flush_batches && unflushed_text_bytes_ >= settings_.batch_bytes;
    if (settings_.flush_often || batch_done) {
        if (settings_.progress != nullptr) settings_.progress->clear();
        settings_.stream->flush();
        unflushed_text_bytes_ = 0;
    }
}

}  // namespace pgnlint::run
