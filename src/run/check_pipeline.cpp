// check_inputs(): the sequential run (--jobs 1, sequential_run.h) or the parallel pipeline, which
// passes a fixed set of batches around — reader -> checkers -> writer -> reader — so memory stays
// flat however large the input, and sequence numbers put the batches back in input order.
#include "pgnlint/run/check_inputs.h"

#include <fmt/format.h>

#include <condition_variable>
#include <deque>
#include <exception>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>
#include <utility>
#include <vector>

#include "pgnlint/run/duplicate_check.h"
#include "pgnlint/run/tournament_check.h"

#include "game_step.h"
#include "input_feed.h"
#include "sequential_run.h"

namespace pgnlint::run {
namespace {

// A stretch of consecutive games of one input, as it travels through the pipeline.
struct BatchGame {
    std::size_t text_begin = 0;  // the game's text in Batch::text, unless borrowed
    pgn::RawGame raw;            // its text a view into Batch::text once the batch is full
    bool borrowed = false;       // raw.text is the reader's, checked before the reader reads on
    std::optional<input::RecordOrigin> origin;  // an NDJSON record's
    std::size_t output_end = 0;   // the game's formatted output ends here in Batch::output
    report::GameSummary summary;  // what a collector needs besides the output (html)
    bool failed = false;          // Reporter::fails
};

struct Batch {
    std::uint64_t sequence = 0;
    std::string_view path;     // the input as given, "-" for standard input
    std::string_view file;     // what its findings call it
    bool opens_file = false;   // the input's first batch: the writer begins the file
    bool closes_file = false;  // its last: file_bytes and io_error are set
    bool in_order = false;     // the FileFilter must see these games in order (see CheckSettings)
    bool last = false;         // no batch follows
    std::uint64_t file_bytes = 0;
    std::string io_error;
    std::uint64_t progress_bytes = 0;
    std::vector<char> text;
    std::vector<BatchGame> games;
    std::vector<lint::GameReport> reports;  // with a FileFilter: the games' reports, for the writer
    fmt::memory_buffer output;
    fix::TakenFixes fixes;  // the observer's, from the batch's games in order
    lint::RunSummary summary;
    std::exception_ptr failure;  // what a worker threw while checking the batch

    // Ready for reuse; buffers grown far beyond the usual size by a huge game are given back.
    void recycle(std::size_t usual_bytes) {
        sequence = 0;
        path = file = {};
        opens_file = closes_file = last = in_order = false;
        file_bytes = progress_bytes = 0;
        io_error.clear();
        games.clear();
        fixes.clear();
        summary = lint::RunSummary{};
        failure = nullptr;
        if (text.capacity() > 4 * usual_bytes) {
            std::vector<char>().swap(text);
        } else {
            text.clear();
        }
        if (output.capacity() > 4 * usual_bytes) {
            output = fmt::memory_buffer();
        } else {
            output.clear();
        }
    }
};

// Bounds a batch of tiny games (tags-only exports) so its index stays small.
constexpr std::size_t kMaxGamesPerBatch = 4096;

class Pipeline {
public:
    Pipeline(const CheckSettings& settings, std::span<const std::string> inputs,
             lint::RunSummary& summary)
        : settings_(settings), inputs_(inputs), summary_(summary) {
        const std::size_t count = settings.jobs * settings.batches_per_worker + 2;
        batches_.reserve(count);
        done_.assign(count, nullptr);
        for (std::size_t i = 0; i < count; ++i) {
            batches_.push_back(std::make_unique<Batch>());
            free_.push_back(batches_.back().get());
        }
    }

    ~Pipeline() { stop(); }
    Pipeline(const Pipeline&) = delete;
    Pipeline& operator=(const Pipeline&) = delete;

    // The writer, on the calling thread. --jobs threads check games: the workers and the reader,
    // which checks batches too whenever every batch is in flight and once the input is read, so
    // that each core runs one busy thread. Beside --jobs workers the reader would share a core,
    // its splitter losing its cache to the other thread and paying for the switches between them.
    bool run() {
        reader_ = std::thread([this] { read(); });
        for (unsigned i = 1; i < settings_.jobs; ++i) workers_.emplace_back([this] { work(); });
        std::uint64_t next = 0;
        for (;;) {
            Batch* batch = nullptr;
            {
                std::unique_lock lock(mutex_);
                Batch*& slot = done_[next % done_.size()];
                done_ready_.wait(lock, [&slot] { return slot != nullptr; });
                batch = std::exchange(slot, nullptr);
            }
            if (batch->failure) std::rethrow_exception(batch->failure);
            write(*batch);
            const bool last = batch->last;
            release(batch);
            if (last) break;
            ++next;
        }
        stop();
        if (read_failure_) std::rethrow_exception(read_failure_);
        return all_read_;
    }

    // Reader side: read_inputs' sink.
    bool begin_file(std::string_view path, std::string_view name) {
        path_ = path;
        file_ = name;
        file_in_order_ = false;
        filling_ = acquire();
        if (filling_ == nullptr) return false;
        filling_->opens_file = true;
        return true;
    }

    bool game(const pgn::RawGame& raw, const input::RecordOrigin* origin,
              std::uint64_t progress_bytes) {
        // A game larger than a batch is checked here, from the reader's buffer: a copy would
        // hold it in memory twice, and the reader's memory is bounded by one game.
        const bool borrow = raw.text.size() > settings_.batch_bytes;
        if (borrow && filling_ != nullptr && !filling_->games.empty())
            ship(std::exchange(filling_, nullptr));
        if (filling_ == nullptr && (filling_ = acquire()) == nullptr) return false;
        Batch& batch = *filling_;
        if (raw.index == 0 && settings_.file_filter != nullptr) {
            file_in_order_ = settings_.tournament != nullptr || settings_.duplicates != nullptr ||
                             settings_.file_filter->needs_input_order(raw.text);
        }
        batch.in_order = file_in_order_;
        BatchGame& entry = batch.games.emplace_back();
        if (origin != nullptr) entry.origin = *origin;
        entry.raw = raw;
        entry.borrowed = borrow;
        batch.progress_bytes = progress_bytes;
        if (borrow) {
            check_and_hand_on(*std::exchange(filling_, nullptr), reader_step_);
            return true;
        }
        entry.text_begin = batch.text.size();
        batch.text.insert(batch.text.end(), raw.text.begin(), raw.text.end());
        if (batch.text.size() >= settings_.batch_bytes || batch.games.size() >= kMaxGamesPerBatch)
            ship(std::exchange(filling_, nullptr));
        return true;
    }

    void end_file(std::uint64_t bytes, const std::string& io_error, std::uint64_t progress_bytes) {
        if (filling_ == nullptr && (filling_ = acquire()) == nullptr) return;
        filling_->in_order = file_in_order_;  // it may hold no game, yet releases the held one
        filling_->closes_file = true;
        filling_->file_bytes = bytes;
        filling_->io_error = io_error;
        filling_->progress_bytes = progress_bytes;
        ship(std::exchange(filling_, nullptr));
    }

private:
    // An unexpected failure ends the reading; the games read before it are still written.
    void read() {
        try {
            // The reader is the pipeline's one serial stage; decoding beside it shortens it.
            read_inputs(inputs_, settings_, io::Decoding::on_own_thread, *this);
        } catch (...) {
            read_failure_ = std::current_exception();
        }
        if (filling_ == nullptr) filling_ = acquire();
        if (filling_ == nullptr) return;  // stopping: nobody waits for the last batch
        filling_->last = true;
        ship(std::exchange(filling_, nullptr));
        check_until_stopped(reader_step_);
    }

    // A free batch for the reader to fill. While there is none, the reader checks the oldest
    // batch waiting to be checked rather than wait for a checker to finish one.
    Batch* acquire() {
        std::unique_lock lock(mutex_);
        for (;;) {
            if (stopping_) return nullptr;
            if (!free_.empty()) break;
            if (work_.empty()) {
                free_ready_.wait(lock);
                continue;
            }
            Batch* waiting = work_.front();
            work_.pop_front();
            lock.unlock();
            check_and_hand_on(*waiting, reader_step_);
            lock.lock();
        }
        Batch* batch = free_.back();
        free_.pop_back();
        batch->sequence = next_sequence_++;
        batch->path = path_;
        batch->file = file_;
        return batch;
    }

    void ship(Batch* batch) {
        {
            const std::lock_guard lock(mutex_);
            work_.push_back(batch);
        }
        work_ready_.notify_one();
    }

    void release(Batch* batch) {
        batch->recycle(settings_.batch_bytes);
        {
            const std::lock_guard lock(mutex_);
            free_.push_back(batch);
        }
        free_ready_.notify_one();
    }

    void work() {
        GameStep step(settings_);
        check_until_stopped(step);
    }

    void check_until_stopped(GameStep& step) {
        for (;;) {
            Batch* batch = nullptr;
            {
                std::unique_lock lock(mutex_);
                work_ready_.wait(lock, [this] { return stopping_ || !work_.empty(); });
                if (stopping_) return;
                batch = work_.front();
                work_.pop_front();
            }
            check_and_hand_on(*batch, step);
        }
    }

    // Checks the batch and hands it to the writer, with what its check threw.
    void check_and_hand_on(Batch& batch, GameStep& step) {
        try {
            check(batch, step);
        } catch (...) {
            batch.failure = std::current_exception();
        }
        {
            const std::lock_guard lock(mutex_);
            done_[batch.sequence % done_.size()] = &batch;
        }
        done_ready_.notify_one();
    }

    void check(Batch& batch, GameStep& step) const {
        lint::GameReport& report = step.report();
        const report::Reporter* reporter = settings_.reporter;
        const bool keep_reports = batch.in_order;
        if (keep_reports && batch.reports.size() < batch.games.size())
            batch.reports.resize(batch.games.size());
        for (std::size_t i = 0; i < batch.games.size(); ++i) {
            BatchGame& entry = batch.games[i];
            pgn::RawGame& raw = entry.raw;
            if (!entry.borrowed) raw.text = {batch.text.data() + entry.text_begin, raw.text.size()};
            lint::GameReport& out = keep_reports ? batch.reports[i] : report;
            step.check(raw, batch.file, entry.origin ? &*entry.origin : nullptr, out);
            if (keep_reports) continue;  // the writer filters, counts and formats it in order
            if (settings_.file_filter != nullptr) settings_.file_filter->filter().drop_unshown(out);
            if (settings_.observer != nullptr) settings_.observer->take(out, batch.fixes);
            batch.summary.add(report);
            if (reporter == nullptr) continue;
            entry.summary = {};
            reporter->format_summarized_game(report, batch.output, entry.summary);
            entry.output_end = batch.output.size();
            entry.failed = reporter->fails(report);
        }
    }

    void write(Batch& batch) {
        report::ReportStream* stream = settings_.stream;
        ProgressLine* progress = settings_.progress;
        GameObserver* observer = settings_.observer;
        if (batch.opens_file) {
            ++summary_.files;
            if (observer != nullptr) observer->begin_file(batch.path, batch.file);
            if (stream != nullptr) stream->begin_file(batch.file);
            if (settings_.file_filter != nullptr) settings_.file_filter->begin_file();
        }
        if (batch.in_order) {
            lint::FileFilter& file_filter = *settings_.file_filter;
            const auto write_report = [this, stream, observer, &batch](lint::GameReport& game) {
                if (observer != nullptr) observer->take(game, batch.fixes);
                summary_.add(game);
                if (settings_.duplicates != nullptr) settings_.duplicates->add_game(game);
                if (stream != nullptr) stream->add_game(game);
            };
            for (std::size_t i = 0; i < batch.games.size(); ++i) {
                if (settings_.tournament != nullptr)
                    settings_.tournament->check_game(batch.reports[i]);
                if (file_filter.push(batch.reports[i])) write_report(batch.reports[i]);
            }
            if (batch.closes_file && file_filter.finish_file(held_)) write_report(held_);
        } else if (stream != nullptr) {
            std::size_t from = 0;
            for (const BatchGame& entry : batch.games) {
                stream->add_game({batch.output.data() + from, entry.output_end - from},
                                 entry.failed, entry.summary);
                from = entry.output_end;
            }
        }
        summary_.merge(batch.summary);
        if (observer != nullptr) observer->add(batch.fixes);
        if (batch.closes_file) {
            if (observer != nullptr) observer->end_file(batch.file_bytes, batch.io_error.empty());
            summary_.bytes += batch.file_bytes;
            if (!batch.io_error.empty()) {
                if (progress != nullptr) progress->clear();
                settings_.report_io_error(batch.io_error);
                all_read_ = false;
            }
            if (stream != nullptr) stream->end_file();
        }
        if (stream != nullptr && (settings_.flush_often || settings_.flush_batches)) {
            if (progress != nullptr) progress->clear();
            stream->flush();
        }
        if (progress != nullptr && !batch.last)
            progress->update(batch.progress_bytes, summary_.games);
    }

    void stop() {
        {
            const std::lock_guard lock(mutex_);
            stopping_ = true;
        }
        free_ready_.notify_all();
        work_ready_.notify_all();
        if (reader_.joinable()) reader_.join();
        for (std::thread& worker : workers_) worker.join();
        workers_.clear();
    }

    const CheckSettings& settings_;
    std::span<const std::string> inputs_;
    lint::RunSummary& summary_;
    bool all_read_ = true;

    std::vector<std::unique_ptr<Batch>> batches_;
    std::mutex mutex_;
    std::condition_variable free_ready_;
    std::condition_variable work_ready_;
    std::condition_variable done_ready_;
    std::vector<Batch*> free_;
    std::deque<Batch*> work_;
    std::vector<Batch*> done_;  // finished batches, at their sequence number modulo the size
    bool stopping_ = false;

    lint::GameReport held_;  // the writer's: a file's last game, from the FileFilter

    // The reader thread's own state.
    GameStep reader_step_{settings_};
    Batch* filling_ = nullptr;
    std::string_view path_;
    std::string_view file_;
    bool file_in_order_ = false;       // the current input's batches go through the FileFilter
    std::exception_ptr read_failure_;  // read by the writer once the last batch has come
    std::uint64_t next_sequence_ = 0;

    std::thread reader_;
    std::vector<std::thread> workers_;
};

}  // namespace

bool check_inputs(const CheckSettings& settings, std::span<const std::string> inputs,
                  lint::RunSummary& summary) {
    bool all_read = true;
    if (settings.jobs <= 1) {
        SequentialRun run(settings, summary);
        read_inputs(inputs, settings, io::Decoding::on_reading_thread, run);
        all_read = run.all_read();
    } else {
        Pipeline pipeline(settings, inputs, summary);
        all_read = pipeline.run();
    }
    if (settings.progress != nullptr) settings.progress->clear();
    return all_read;
}

}  // namespace pgnlint::run
