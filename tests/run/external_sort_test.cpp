// ExternalSorter: whatever the budget (nothing spilled, one run, more runs than one merge reads),
// the records come back as std::stable_sort orders them, bytes intact, and a temporary file that
// cannot be made is an error the caller sees.
#include "pgnlint/run/external_sort.h"
#include "../support/temp_dir.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <optional>
#include <random>
#include <string>
#include <string_view>
#include <vector>

namespace pgnlint::run {
namespace external_sort_test {

// The first byte only (an empty record first): many records tie, and the order they come back
// in shows whether the sort is stable.
bool first_byte_less(std::string_view a, std::string_view b) {
    const int x = a.empty() ? -1 : static_cast<unsigned char>(a[0]);
    const int y = b.empty() ? -1 : static_cast<unsigned char>(b[0]);
    return x < y;
}

// Mostly short records, some empty, one in 2000 longer than the budget and the read buffer; the
// first byte (NUL among them) from a few values so that ties abound; any bytes after it.
std::vector<std::string> random_records(std::size_t count, std::uint32_t seed) {
    std::mt19937 random(seed);
    const auto below = [&random](std::uint32_t n) {
        return std::uniform_int_distribution<std::uint32_t>(0, n - 1)(random);
    };
    std::vector<std::string> records(count);
    for (std::string& record : records) {
        const std::uint32_t kind = below(2000);
        if (kind < 100) continue;
        const std::size_t size = kind == 100 ? 100'000 + below(200'000) : 1 + below(60);
        record.resize(size);
        record[0] = "\0\1za"[below(4)];
        for (std::size_t i = 1; i < size; ++i) record[i] = static_cast<char>(below(256));
    }
    return records;
}

struct Sorted {
    std::vector<std::string> records;
    std::uint64_t runs = 0;
};

Sorted sort_externally(const std::vector<std::string>& input, std::size_t budget) {
    ExternalSorter sorter(first_byte_less, budget);
    for (const std::string& record : input) EXPECT_TRUE(sorter.add(record)) << sorter.error();
    EXPECT_TRUE(sorter.finish()) << sorter.error();
    Sorted sorted;
    std::string record;
    while (sorter.next(record)) sorted.records.push_back(record);
    EXPECT_EQ(sorter.error(), "");
    sorted.runs = sorter.runs_spilled();
    return sorted;
}

std::vector<std::string> stable_sorted(std::vector<std::string> records) {
    std::stable_sort(records.begin(), records.end(), first_byte_less);
    return records;
}

TEST(ExternalSorter, SortsInMemoryWhenTheBudgetHoldsEverything) {
    const std::vector<std::string> input = random_records(5000, 1);
    const Sorted sorted = sort_externally(input, 64 << 20);
    EXPECT_EQ(sorted.runs, 0U);
    EXPECT_EQ(sorted.records, stable_sorted(input));
}

TEST(ExternalSorter, MergesOneSpilledRunWithTheRecordsStillHeld) {
    // 100 records of 1000 bytes: more than the smallest budget, less than twice it.
    std::mt19937 random(2);
    std::vector<std::string> input(100, std::string(1000, '\0'));
    for (std::string& record : input) {
        for (char& byte : record) byte = static_cast<char>(random() % 3);
    }
    const Sorted sorted = sort_externally(input, 0);
    EXPECT_EQ(sorted.runs, 1U);
    EXPECT_EQ(sorted.records, stable_sorted(input));
}

TEST(ExternalSorter, MergesInPassesWhenThereAreMoreRunsThanOneMergeReads) {
    const std::vector<std::string> input = random_records(60'000, 3);
    const Sorted sorted = sort_externally(input, ExternalSorter::kMinimumBudget);
    EXPECT_GT(sorted.runs, 64U);
    EXPECT_EQ(sorted.records, stable_sorted(input));
}

TEST(ExternalSorter, KeepsARecordLargerThanTheBudget) {
    const std::vector<std::string> input = {"b", std::string(300'000, 'a'), "",
                                            std::string("a\0z", 3), "c"};
    const Sorted sorted = sort_externally(input, 0);
    EXPECT_GT(sorted.runs, 0U);
    EXPECT_EQ(sorted.records, stable_sorted(input));
}

TEST(ExternalSorter, GivesNothingBackForNoRecords) {
    ExternalSorter sorter(first_byte_less, 0);
    ASSERT_TRUE(sorter.finish());
    std::string record;
    EXPECT_FALSE(sorter.next(record));
    EXPECT_EQ(sorter.error(), "");
}

TEST(ExternalSorter, SaysWhenItCannotMakeATemporaryFile) {
    const pgnlint::testing::TmpdirFor tmpdir("/nonexistent/pgnlint-external-sort-test");
    ExternalSorter sorter(first_byte_less, 0);
    const std::string record(1000, 'x');
    bool added = true;
    for (int i = 0; i < 1000 && added; ++i) added = sorter.add(record);
    EXPECT_FALSE(added);
    EXPECT_NE(sorter.error().find("cannot create a temporary file in "
                                  "/nonexistent/pgnlint-external-sort-test: "),
              std::string::npos)
        << sorter.error();
    EXPECT_FALSE(sorter.add(record));
    EXPECT_FALSE(sorter.finish());
}

}  // namespace external_sort_test
}  // namespace pgnlint::run
