// Fuzz target for the whole `pgnlint check` pipeline on arbitrary bytes: compressed-input
// detection, PGN or NDJSON input, replay, filtering and every report format, through the CLI
// entry point with the input in a temporary file. The exit status must be 0, 1 or 2.
#include <unistd.h>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

#include "fuzz_support.h"
#include "pgnlint/cli/app.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const std::string path = "/tmp/pgnlint-check-fuzz-" + std::to_string(::getpid());
    std::FILE* file = std::fopen(path.c_str(), "wb");
    FUZZ_REQUIRE(file != nullptr);
    FUZZ_REQUIRE(std::fwrite(data, 1, size, file) == size);
    std::fclose(file);

    constexpr const char* kFormats[] = {"text", "json", "ndjson", "sarif", "junit", "github"};
    const std::uint8_t choice = size > 0 ? data[size / 2] : 0;
    std::vector<std::string> arguments = {
        "pgnlint", "check",     "--jobs",         "1",    "--format",     kFormats[choice % 6],
        "-o",      "/dev/null", "--min-severity", "info", "--no-progress"};
    if (choice & 0x80) {  // small limits, so short inputs reach them
        for (const char* limit : {"--max-variation-depth=3", "--max-token-bytes=24",
                                  "--max-game-bytes=200", "--max-plies=12"})
            arguments.emplace_back(limit);
    }
    arguments.push_back(path);
    std::vector<char*> argv;
    for (std::string& argument : arguments) argv.push_back(argument.data());
    argv.push_back(nullptr);

    // The CLI writes its summary and I/O errors through the C stream `stderr`, once per input:
    // only that stream is pointed at /dev/null during the run (glibc's stdin, stdout and stderr
    // are assignable variables), to keep the fuzzer's log readable. File descriptor 2 stays on
    // the log, so sanitizer reports (written to fd 2) and libFuzzer's own crash and timeout
    // messages (through the FILE* it took at start-up) stay visible; redirecting fd 2 hid them.
    static std::FILE* const null = std::fopen("/dev/null", "w");
    FUZZ_REQUIRE(null != nullptr);
    std::FILE* const log = stderr;
    stderr = null;
    const int status = pgnlint::cli::run(static_cast<int>(argv.size() - 1), argv.data());
    std::fflush(null);
    stderr = log;
    FUZZ_REQUIRE(status == 0 || status == 1 || status == 2);
    return 0;
}
