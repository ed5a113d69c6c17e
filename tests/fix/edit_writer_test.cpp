// fix::apply_edits and fix::copy_with_edits: the same bytes for the same edits (one applier
// behind both), across the stream copy's chunk boundaries, and the same refusals.
#include "pgnlint/fix/edit_writer.h"

#include <gtest/gtest.h>
#include <sys/mman.h>
#include <unistd.h>

#include <string>
#include <vector>

#include "../support/status_text.h"

namespace pgnlint::fix {
namespace {

using testing::reason_of;

// copy_with_edits from and to memory files.
Status copied(const std::string& input, const std::vector<lint::Edit>& edits, std::string& out) {
    const int in_fd = ::memfd_create("in", 0);
    const int out_fd = ::memfd_create("out", 0);
    EXPECT_GE(in_fd, 0);
    EXPECT_GE(out_fd, 0);
    EXPECT_EQ(::write(in_fd, input.data(), input.size()), static_cast<ssize_t>(input.size()));
    ::lseek(in_fd, 0, SEEK_SET);
    Status ok = copy_with_edits(in_fd, out_fd, edits);
    out.assign(static_cast<std::size_t>(::lseek(out_fd, 0, SEEK_END)), '\0');
    EXPECT_EQ(::pread(out_fd, out.data(), out.size(), 0), static_cast<ssize_t>(out.size()));
    ::close(in_fd);
    ::close(out_fd);
    return ok;
}

TEST(EditWriter, InMemoryAndStreamCopyWriteTheSameBytes) {
    const std::string small = "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6\n";
    // Past the stream copy's 64 KiB chunk: edits at, just before and just after its boundary.
    std::string large(200000, 'x');
    const std::vector<std::pair<const std::string*, std::vector<lint::Edit>>> cases = {
        {&small, {}},
        {&small, {{0, 0, "[Event \"?\"]\n\n"}, {0, 2, "1."}, {30, 0, " *"}}},
        {&small, {{6, 2, "e6"}, {12, 3, "Ng1f3"}, {20, 0, "!"}, {20, 2, "3."}}},
        {&large,
         {{65534, 2, "ab"}, {65536, 0, "+"}, {65536, 1, "y"}, {131072, 1, ""}, {200000, 0, "\n"}}},
    };
    for (const auto& [input, edits] : cases) {
        std::string in_memory, streamed;
        ASSERT_EQ(reason_of(apply_edits(*input, edits, in_memory)), testing::kNoFailure);
        ASSERT_EQ(reason_of(copied(*input, edits, streamed)), testing::kNoFailure);
        EXPECT_EQ(in_memory, streamed);
    }
    std::string out;
    const std::vector<lint::Edit> edits = {{0, 2, "1."}, {9, 0, "2... "}, {30, 0, " *"}};
    ASSERT_TRUE(apply_edits(small, edits, out));
    EXPECT_EQ(out, "1. e4 e5 2... 2. Nf3 Nc6 3. Bb5 a6\n *");
}

TEST(EditWriter, EditsBeyondTheEndOrOverlappingAreRefused) {
    const std::string input = "1. e4 e5 *\n";
    for (const std::vector<lint::Edit>& edits : std::vector<std::vector<lint::Edit>>{
             {{12, 0, "x"}}, {{10, 2, "xy"}}, {{3, 4, "d4"}, {5, 1, "x"}}}) {
        std::string in_memory, streamed;
        const std::string in_memory_reason = reason_of(apply_edits(input, edits, in_memory));
        EXPECT_NE(in_memory_reason, testing::kNoFailure);
        EXPECT_EQ(in_memory_reason, reason_of(copied(input, edits, streamed)));
    }
}

// --fix writes only text: an input holding a NUL byte, even past the first block, is refused by
// both with the same reason, and nothing is written.
TEST(EditWriter, AnInputHoldingANulByteIsRefusedByBoth) {
    std::string input(100000, 'x');
    input[70000] = '\0';
    const std::vector<lint::Edit> edits = {{0, 1, "y"}};
    std::string in_memory, streamed;
    const std::string in_memory_reason = reason_of(apply_edits(input, edits, in_memory));
    EXPECT_EQ(in_memory_reason,
              "holds a NUL byte at offset 70000: --fix and --diff write only text");
    EXPECT_EQ(in_memory_reason, reason_of(copied(input, edits, streamed)));
    EXPECT_TRUE(in_memory.empty());
    EXPECT_TRUE(streamed.empty());
}

}  // namespace
}  // namespace pgnlint::fix
