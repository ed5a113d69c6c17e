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

#include "decoded_input.h"
#include "fuzz_support.h"
#include "pgnlint/run/check_run.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (!pgnlint::fuzz::decodes_within_limit({reinterpret_cast<const char*>(data), size}))
        return -1;
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
