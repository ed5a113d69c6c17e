// The progress line of long `check` runs: bytes and games done, games per second and, when the
// input size is known, the share done and the time left, redrawn in place on a terminal.
#pragma once

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <optional>
#include <string>
#include <vector>

namespace pgnlint::run {

class ProgressLine {
public:
    using Clock = std::chrono::steady_clock;

    // `total_bytes`: the size of all inputs as stored (compressed files count compressed), when
    // every size is known. Nothing is drawn before `delay` has passed, so short runs stay silent.
    ProgressLine(std::FILE* terminal, std::optional<std::uint64_t> total_bytes,
                 Clock::duration delay = std::chrono::milliseconds(1500));
    ~ProgressLine();
    ProgressLine(const ProgressLine&) = delete;
    ProgressLine& operator=(const ProgressLine&) = delete;

    // Cheap enough to call every few games: reads the clock and redraws a few times a second.
    void update(std::uint64_t bytes_done, std::uint64_t games_done);
    // Erases the line (before other output goes to the terminal, and at the end); the next
    // update() draws it again.
    void clear();

private:
    void draw(Clock::time_point now);

    std::FILE* terminal_;
    std::optional<std::uint64_t> total_bytes_;
    Clock::time_point started_;
    Clock::time_point first_draw_;
    Clock::time_point last_draw_;
    std::uint64_t bytes_done_ = 0;
    std::uint64_t games_done_ = 0;
    bool shown_ = false;
};

// Whether to show progress: `choice` is --progress (true), --no-progress (false) or neither
// (only when stderr is a terminal).
bool want_progress(std::optional<bool> choice);

// The sum of the inputs' sizes on disk, or nullopt when one of them (stdin, a pipe) has none.
std::optional<std::uint64_t> total_input_bytes(const std::vector<std::string>& inputs);

}  // namespace pgnlint::run
