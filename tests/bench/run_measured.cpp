// Runs a command and writes what it cost: wall time, CPU time (user + system) and peak RSS.
// GNU time rounds the same figures to 10 ms, too coarse for the benchmark's runs of a fraction
// of a second whose ratios are held to targets a few percent away, so the benchmark scripts
// (tests/bench/*.sh) measure with this instead.
//
// Usage: run_measured OUTPUT COMMAND [ARGS...]
// OUTPUT gets one line, "WALL_SECONDS CPU_SECONDS PEAK_RSS_KB" (microsecond resolution). The
// exit status is the command's: 128 + N when signal N ended it; 127 when it could not be run
// or measured.
#include <fmt/os.h>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>

#include <cerrno>
#include <chrono>
#include <cstring>
#include <exception>

extern char** environ;

namespace {

double seconds(const timeval& t) {
    return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_usec) / 1e6;
}

int run(const char* output, char** command) {
    const auto start = std::chrono::steady_clock::now();
    pid_t child = 0;
    if (const int error = posix_spawnp(&child, command[0], nullptr, nullptr, command, environ);
        error != 0) {
        fmt::print(stderr, "run_measured: cannot run {}: {}\n", command[0], std::strerror(error));
        return 127;
    }
    int status = 0;
    rusage usage{};
    while (wait4(child, &status, 0, &usage) < 0) {
        if (errno != EINTR) {
            fmt::print(stderr, "run_measured: wait4: {}\n", std::strerror(errno));
            return 127;
        }
    }
    const std::chrono::duration<double> wall = std::chrono::steady_clock::now() - start;
    auto out = fmt::output_file(output);
    out.print("{:.6f} {:.6f} {}\n", wall.count(), seconds(usage.ru_utime) + seconds(usage.ru_stime),
              usage.ru_maxrss);
    out.close();
    return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 3) {
        fmt::print(stderr, "usage: run_measured OUTPUT COMMAND [ARGS...]\n");
        return 2;
    }
    try {
        return run(argv[1], argv + 2);
    } catch (const std::exception& e) {
        fmt::print(stderr, "run_measured: {}\n", e.what());
        return 127;
    }
}
