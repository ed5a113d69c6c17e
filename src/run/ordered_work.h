// OrderedWork: batches handed in by one thread, done by a fixed set of worker threads, and
// handed back to that thread in the order they came in. At most a few batches per worker are
// out at once, so memory stays flat however long the input; a delivered batch is kept for
// reuse. For runs whose items are independent and whose output must read as a run on one
// thread would write it (`winnable`); `check` has its own pipeline (check_pipeline.cpp), which
// also reads on a thread of its own. A Batch is default-constructible and has clear().
#pragma once

#include <condition_variable>
#include <cstddef>
#include <deque>
#include <exception>
#include <functional>
#include <memory>
#include <mutex>
#include <thread>
#include <utility>
#include <vector>

namespace pgnlint::run {

template <class Batch>
class OrderedWork {
public:
    // work(worker, batch) runs on worker thread `worker` (0 to threads - 1: the index of that
    // thread's own state); deliver(batch) on the submitting thread, in submission order.
    using Work = std::function<void(std::size_t worker, Batch& batch)>;
    using Deliver = std::function<void(Batch& batch)>;

    OrderedWork(std::size_t threads, Work work, Deliver deliver)
        : work_(std::move(work)), deliver_(std::move(deliver)), most_out_(2 * threads + 1) {
        workers_.reserve(threads);
        for (std::size_t i = 0; i < threads; ++i) workers_.emplace_back([this, i] { run(i); });
    }
    OrderedWork(const OrderedWork&) = delete;
    OrderedWork& operator=(const OrderedWork&) = delete;
    ~OrderedWork() { stop(); }

    // An empty batch to fill: one delivered before (emptied by its clear()), or a new one.
    std::unique_ptr<Batch> take() {
        std::unique_ptr<Batch> batch;
        {
            const std::lock_guard lock(mutex_);
            if (!free_.empty()) {
                batch = std::move(free_.back());
                free_.pop_back();
            }
        }
        if (!batch) return std::make_unique<Batch>();
        batch->clear();
        return batch;
    }

    // Hands a filled batch to the workers; delivers the batches done before it, and waits while
    // too many are out. A worker's exception is rethrown here or by finish().
    void submit(std::unique_ptr<Batch> batch) {
        std::unique_lock lock(mutex_);
        slots_.push_back(Slot{std::move(batch), false, nullptr});
        todo_.push_back(&slots_.back());
        work_ready_.notify_one();
        deliver_done(lock, most_out_);
    }

    // Waits for every batch submitted and delivers the rest.
    void finish() {
        std::unique_lock lock(mutex_);
        deliver_done(lock, 0);
    }

private:
    struct Slot {
        std::unique_ptr<Batch> batch;
        bool done = false;
        std::exception_ptr failure;
    };

    // Delivers the finished batches at the front, in order, until at most `most` are out.
    void deliver_done(std::unique_lock<std::mutex>& lock, std::size_t most) {
        for (;;) {
            while (!slots_.empty() && slots_.front().done) {
                Slot slot = std::move(slots_.front());
                slots_.pop_front();
                lock.unlock();
                if (slot.failure) std::rethrow_exception(slot.failure);
                deliver_(*slot.batch);
                lock.lock();
                free_.push_back(std::move(slot.batch));
            }
            if (slots_.size() <= most) return;
            done_ready_.wait(lock);
        }
    }

    void run(std::size_t worker) {
        std::unique_lock lock(mutex_);
        for (;;) {
            work_ready_.wait(lock, [this] { return stopping_ || !todo_.empty(); });
            if (stopping_) return;
            // The slot stays where it is until it is done: only the front done slot is removed,
            // and a deque keeps its elements in place when its ends change.
            Slot* slot = todo_.front();
            todo_.pop_front();
            lock.unlock();
            std::exception_ptr failure;
            try {
                work_(worker, *slot->batch);
            } catch (...) {
                failure = std::current_exception();
            }
            lock.lock();
            slot->failure = failure;
            slot->done = true;
            done_ready_.notify_one();
        }
    }

    // The batches not yet begun are dropped (after finish() there are none: an exception or an
    // output error is on its way up); those being done are waited for.
    void stop() {
        {
            const std::lock_guard lock(mutex_);
            stopping_ = true;
            todo_.clear();
        }
        work_ready_.notify_all();
        for (std::thread& t : workers_) t.join();
    }

    Work work_;
    Deliver deliver_;
    const std::size_t most_out_;
    std::mutex mutex_;
    std::condition_variable work_ready_;
    std::condition_variable done_ready_;
    std::deque<Slot> slots_;  // every batch out, in submission order
    std::deque<Slot*> todo_;  // those no worker has begun
    std::vector<std::unique_ptr<Batch>> free_;
    bool stopping_ = false;
    std::vector<std::thread> workers_;  // last: they start once the rest is built
};

}  // namespace pgnlint::run
