// `check --fix` and `check --diff`: which inputs may be fixed, standard input held in a
// temporary file so that it can be read a second time, and the observer that takes each game's
// fixes and applies them (or prints their diff) once its input has been checked.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "pgnlint/config/check_options.h"
#include "pgnlint/fix/fix_plan.h"
#include "pgnlint/lint/rules.h"
#include "pgnlint/result.h"
#include "pgnlint/run/check_inputs.h"

namespace pgnlint::run {

using config::FixOptions;

// Before a --fix or --diff run: standard input held (hold_standard_input) when it is an input,
// no input compressed, none given twice; the reason when the run may not go on.
Status prepare_fix_inputs(std::span<const std::string> inputs);

enum class FixMode : std::uint8_t { fix, diff };

struct FixRunOptions {
    FixMode mode = FixMode::fix;
    bool unsafe_fixes = false;
    lint::Severity shown = lint::Severity::warning;  // findings below it leave the report
};

// An error message for the first input --fix cannot rewrite (a compressed one), or nullopt.
// Standard input must have been held first (hold_standard_input).
std::optional<std::string> find_unfixable_input(std::span<const std::string> inputs);

// Copies standard input into an unlinked temporary file and makes that file descriptor 0, so
// the check reads it as standard input and the fix reads it again.
Status hold_standard_input();

// Takes the games' fixes (on the checking threads), gathers each input's in input order and
// applies them (or prints their diff) once the input has been checked.
class FixRun : public GameObserver {
public:
    FixRun(const FixRunOptions& options, std::function<void(std::string_view)> report_error)
        : options_(options), report_error_(std::move(report_error)) {}

    void begin_file(std::string_view path, std::string_view name) override;
    // Reads only the options, unless take_before_baseline saw the game first.
    void take(lint::GameReport& game, fix::TakenFixes& into) override;
    void add(const fix::TakenFixes& taken) override;
    void end_file(std::uint64_t bytes, bool read_whole) override;

    // --fix-baselined: the game's fixes taken from its findings before the baseline takes the
    // known ones out (FileFilter::on_before_baseline), for the take that follows. Called in
    // input order on one thread, as the baseline's filtering is.
    void take_before_baseline(const lint::GameReport& game);

    std::uint64_t fixes() const { return fixes_; }          // fixes applied (or shown by --diff)
    std::uint64_t files_changed() const { return files_; }  // inputs with at least one
    bool failed() const { return failed_; }                 // an input could not be fixed

private:
    void apply(std::uint64_t bytes);

    FixRunOptions options_;
    std::function<void(std::string_view)> report_error_;
    fix::FilePlan plan_;
    fix::TakenFixes before_baseline_;  // take_before_baseline's, for the next take
    bool taken_before_baseline_ = false;
    std::string path_;  // what is read again and rewritten: "-" is standard input
    std::string name_;  // what messages and diff headers call it (--stdin-filename)
    std::uint64_t fixes_ = 0;
    std::uint64_t files_ = 0;
    bool failed_ = false;
};

// The exit status of a fix run, given the check's: 2 when an input could not be fixed; with
// --diff otherwise 1 when there is something to fix and 0 when not (2 from the check stays);
// with --fix the check's, which counts the findings left. Says on stderr what was fixed.
int finish_fix_run(const FixRun& run, const FixOptions& options, int check_exit_code);

}  // namespace pgnlint::run
