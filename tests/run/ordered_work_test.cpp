// OrderedWork: batches done on worker threads come back in the order they were handed in, each
// worker's own state is touched by that worker alone, no more batches are out than the bound,
// and a worker's exception reaches the thread that submits. Runs under ThreadSanitizer in CI.
#include "ordered_work.h"

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

namespace pgnlint::run {
namespace {

struct Numbers {
    std::vector<std::uint64_t> in;
    std::vector<std::uint64_t> out;  // each number squared
    std::size_t worker = 0;

    void clear() {
        in.clear();
        out.clear();
    }
};

TEST(OrderedWork, DeliversInSubmissionOrderWhateverOrderTheWorkersFinishIn) {
    for (const std::size_t threads : {1U, 2U, 4U}) {
        SCOPED_TRACE(threads);
        std::vector<std::uint64_t> per_worker(threads, 0);  // each worker's own state
        std::vector<std::uint64_t> delivered;
        std::atomic<int> out{0};
        int most_out = 0;
        OrderedWork<Numbers> work(
            threads,
            [&](std::size_t worker, Numbers& batch) {
                ASSERT_LT(worker, threads);
                batch.worker = worker;
                // Uneven work, so that later batches often finish first.
                if (batch.in.front() % 7 == 0)
                    std::this_thread::sleep_for(std::chrono::microseconds(300));
                for (const std::uint64_t n : batch.in) {
                    batch.out.push_back(n * n);
                    ++per_worker[worker];
                }
            },
            [&](Numbers& batch) {
                --out;
                delivered.insert(delivered.end(), batch.out.begin(), batch.out.end());
            });
        std::uint64_t next = 0;
        for (int b = 0; b < 200; ++b) {
            std::unique_ptr<Numbers> batch = work.take();
            ASSERT_TRUE(batch->in.empty() && batch->out.empty());
            for (int i = 0; i < 5; ++i) batch->in.push_back(next++);
            most_out = std::max(most_out, ++out);
            work.submit(std::move(batch));
        }
        work.finish();
        EXPECT_EQ(out.load(), 0);
        ASSERT_EQ(delivered.size(), next);
        for (std::uint64_t n = 0; n < next; ++n) ASSERT_EQ(delivered[n], n * n) << n;
        std::uint64_t done = 0;
        for (const std::uint64_t count : per_worker) done += count;
        EXPECT_EQ(done, next);
        // Never more out than two a worker and one being filled.
        EXPECT_LE(most_out, int(2 * threads + 2));
    }
}

TEST(OrderedWork, AWorkersExceptionReachesTheSubmittingThread) {
    std::vector<std::uint64_t> delivered;
    const auto run = [&] {
        OrderedWork<Numbers> work(
            2,
            [](std::size_t, Numbers& batch) {
                if (batch.in.front() == 30) throw std::runtime_error("batch 30 failed");
                batch.out = batch.in;
            },
            [&](Numbers& batch) { delivered.push_back(batch.out.front()); });
        for (std::uint64_t b = 0; b < 100; ++b) {
            std::unique_ptr<Numbers> batch = work.take();
            batch->in.push_back(b);
            work.submit(std::move(batch));
        }
        work.finish();
    };
    EXPECT_THROW(run(), std::runtime_error);
    // Every batch before the one that failed was delivered, in order, and none after it.
    ASSERT_EQ(delivered.size(), 30U);
    for (std::uint64_t b = 0; b < 30; ++b) EXPECT_EQ(delivered[b], b);
}

TEST(OrderedWork, NothingSubmittedDeliversNothing) {
    int delivered = 0;
    OrderedWork<Numbers> work(
        3, [](std::size_t, Numbers&) {}, [&](Numbers&) { ++delivered; });
    work.finish();
    EXPECT_EQ(delivered, 0);
}

}  // namespace
}  // namespace pgnlint::run
