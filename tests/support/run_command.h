// Runs a shell command line (the built pgnlint binary, in the end-to-end tests) and collects its
// standard output and exit status; the command line decides what happens to stderr.
#pragma once

#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <string>
#include <vector>

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

// In a forked child: becomes `binary arguments...`; exits 127 when it cannot.
[[noreturn]] inline void exec_binary(const std::string& binary,
                                     const std::vector<std::string>& arguments) {
    std::vector<char*> argv;
    argv.push_back(const_cast<char*>(binary.c_str()));
    for (const std::string& argument : arguments)
        argv.push_back(const_cast<char*>(argument.c_str()));
    argv.push_back(nullptr);
    ::execv(binary.c_str(), argv.data());
    ::_exit(127);
}

}  // namespace pgnlint::testing
