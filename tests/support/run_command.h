// Runs a shell command line (the built pgnlint binary, in the end-to-end tests) and collects its
// standard output and exit status; the command line decides what happens to stderr.
#pragma once

#include <sys/wait.h>

#include <cstdio>
#include <string>

namespace pgnlint::testing {

struct CommandResult {
    int status = -1;  // the exit status, or -1 when the command did not exit normally
    std::string out;
};

inline CommandResult run_command(const std::string& command_line) {
    CommandResult result;
    std::FILE* pipe = ::popen(command_line.c_str(), "r");
    if (pipe == nullptr) return result;
    char buffer[65536];
    for (std::size_t got; (got = std::fread(buffer, 1, sizeof buffer, pipe)) != 0;) {
        result.out.append(buffer, got);
    }
    const int status = ::pclose(pipe);
    result.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    return result;
}

}  // namespace pgnlint::testing
