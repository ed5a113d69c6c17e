// Fuzz target for the whole `pgnlint check` pipeline on arbitrary bytes: compressed-input
// detection, PGN or NDJSON input, replay, filtering and every report format, through the check
// run (run/check_run.h, what the CLI calls once its options are settled) with the input in a
// temporary file. The exit status must be 0, 1 or 2.
#include <unistd.h>

#include <array>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "fuzz_support.h"
#include "pgnlint/io/byte_source.h"
#include "pgnlint/run/check_run.h"

namespace {

// A few kilobytes of compressed input can decode to megabytes (the fuzzer found a 1.7 KB bzip2
// stream holding 4.5 MB, two million games). pgnlint reads that in linear time
// (tests/adversarial has large inputs), but ASan and UBSan multiply the cost of each byte until
// such an input trips the fuzzer's timeout, so such inputs are left out (not kept in the corpus):
// the decoded text of an input kept is at most 8 times the largest plain input (-max_len).
constexpr std::size_t kMaxDecodedBytes = 64 << 10;

bool decodes_within_limit(std::string_view bytes) {
    if (pgnlint::io::detect_compression(bytes) == pgnlint::io::Compression::none) return true;
    std::array<char, 16 << 10> buffer;
    std::size_t decoded = 0;
    try {
        // Opening throws too: the decoded start is sniffed, and binary data is refused there.
        auto source = pgnlint::io::decompress_if_needed(
            std::make_unique<pgnlint::io::MemorySource>(std::string(bytes)));
        while (const std::size_t n = source->read(buffer.data(), buffer.size())) {
            decoded += n;
            if (decoded > kMaxDecodedBytes) return false;
        }
    } catch (const pgnlint::io::IoError&) {
        // A corrupt or truncated stream, or one that holds binary data: the check run reports
        // it (exit status 2).
    }
    return true;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (!decodes_within_limit({reinterpret_cast<const char*>(data), size})) return -1;
    static const std::string path = "/tmp/pgnlint-check-fuzz-" + std::to_string(::getpid());
    std::FILE* file = std::fopen(path.c_str(), "wb");
    FUZZ_REQUIRE(file != nullptr);
    FUZZ_REQUIRE(std::fwrite(data, 1, size, file) == size);
    std::fclose(file);

    constexpr const char* kFormats[] = {"text", "json", "ndjson", "sarif", "junit", "github"};
    const std::uint8_t choice = size > 0 ? data[size / 2] : 0;
    pgnlint::run::CheckOptions options;
    options.jobs = 1;
    options.format = kFormats[choice % 6];
    options.output = "/dev/null";
    options.min_severity = "info";
    options.progress = -1;
    if (choice & 0x80) {  // small limits, so short inputs reach them
        options.limits.max_variation_depth = 3;
        options.limits.max_token_bytes = 24;
        options.limits.max_game_bytes = 200;
        options.limits.max_moves_per_game = 12;
    }
    options.files = {path};

    // The run writes its summary and I/O errors through the C stream `stderr`, once per input:
    // only that stream is pointed at /dev/null during the run (glibc's stdin, stdout and stderr
    // are assignable variables), to keep the fuzzer's log readable. File descriptor 2 stays on
    // the log, so sanitizer reports (written to fd 2) and libFuzzer's own crash and timeout
    // messages (through the FILE* it took at start-up) stay visible; redirecting fd 2 hid them.
    static std::FILE* const null = std::fopen("/dev/null", "w");
    FUZZ_REQUIRE(null != nullptr);
    std::FILE* const log = stderr;
    stderr = null;
    const int status = pgnlint::run::run_check(options);
    std::fflush(null);
    stderr = log;
    FUZZ_REQUIRE(status == 0 || status == 1 || status == 2);
    return 0;
}
