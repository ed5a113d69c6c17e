// ProgressLine: one status line on stderr, rewritten with a carriage return, padded so that a
// shorter line hides a longer one, and erased before anything else is printed.
#include "pgnlint/run/progress.h"

#include <sys/stat.h>
#include <unistd.h>

#include <fmt/core.h>
#include <fmt/format.h>

#include <algorithm>

namespace pgnlint::run {
namespace {

constexpr auto kRedrawInterval = std::chrono::milliseconds(250);
constexpr std::size_t kProgressWidth = 79;

double mebibytes(std::uint64_t bytes) {
    return static_cast<double>(bytes) / (1024.0 * 1024.0);
}

void append_duration(fmt::memory_buffer& out, double seconds) {
    const auto whole = static_cast<std::uint64_t>(seconds + 0.5);
    if (whole >= 3600) {
        fmt::format_to(std::back_inserter(out), "{}:{:02}:{:02}", whole / 3600, whole / 60 % 60,
                       whole % 60);
    } else {
        fmt::format_to(std::back_inserter(out), "{}:{:02}", whole / 60, whole % 60);
    }
}

}  // namespace

ProgressLine::ProgressLine(std::FILE* terminal, std::optional<std::uint64_t> total_bytes,
                           Clock::duration delay)
    : terminal_(terminal), total_bytes_(total_bytes), started_(Clock::now()) {
    first_draw_ = started_ + delay;
    last_draw_ = started_;
}

ProgressLine::~ProgressLine() {
    clear();
}

void ProgressLine::update(std::uint64_t bytes_done, std::uint64_t games_done) {
    bytes_done_ = bytes_done;
    games_done_ = games_done;
    const Clock::time_point now = Clock::now();
    if (now < first_draw_ || (shown_ && now - last_draw_ < kRedrawInterval)) return;
    draw(now);
}

void ProgressLine::draw(Clock::time_point now) {
    last_draw_ = now;
    const double seconds = std::chrono::duration<double>(now - started_).count();
    fmt::memory_buffer line;
    line.push_back('\r');
    auto out = std::back_inserter(line);
    fmt::format_to(out, "pgnlint: {:.1f} MiB", mebibytes(bytes_done_));
    const bool sized = total_bytes_ && *total_bytes_ > 0;
    if (sized) {
        const double share =
            std::min(1.0, static_cast<double>(bytes_done_) / static_cast<double>(*total_bytes_));
        fmt::format_to(out, " of {:.1f} MiB ({:.0f}%)", mebibytes(*total_bytes_), share * 100);
    }
    fmt::format_to(out, ", {} games, {:.0f} games/s", games_done_,
                   seconds > 0 ? static_cast<double>(games_done_) / seconds : 0.0);
    if (sized && bytes_done_ > 0 && bytes_done_ < *total_bytes_) {
        const double left = seconds * static_cast<double>(*total_bytes_ - bytes_done_) /
                            static_cast<double>(bytes_done_);
        line.append(std::string_view(", "));
        append_duration(line, left);
        line.append(std::string_view(" left"));
    }
    while (line.size() < kProgressWidth + 1) line.push_back(' ');
    line.push_back('\r');
    std::fwrite(line.data(), 1, line.size(), terminal_);
    std::fflush(terminal_);
    shown_ = true;
}

void ProgressLine::clear() {
    if (!shown_) return;
    shown_ = false;
    fmt::memory_buffer blank;
    blank.push_back('\r');
    for (std::size_t i = 0; i < kProgressWidth; ++i) blank.push_back(' ');
    blank.push_back('\r');
    std::fwrite(blank.data(), 1, blank.size(), terminal_);
    std::fflush(terminal_);
}

bool want_progress(std::optional<bool> choice) {
    if (choice) return *choice;
    return ::isatty(STDERR_FILENO) != 0;
}

std::optional<std::uint64_t> total_input_bytes(const std::vector<std::string>& inputs) {
    std::uint64_t total = 0;
    for (const std::string& path : inputs) {
        struct stat info {};
        if (path == "-" || ::stat(path.c_str(), &info) != 0 || !S_ISREG(info.st_mode))
            return std::nullopt;
        total += static_cast<std::uint64_t>(info.st_size);
    }
    return total;
}

}  // namespace pgnlint::run
