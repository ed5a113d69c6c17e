// Which findings a run reports, and how severe they are: rule selection (--select/--ignore),
// per-rule severity overrides (--severity), in-file `{pgnlint: disable=...}` directives, a
// baseline of known findings, and the shown-severity floor (--min-severity).
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "pgnlint/lint/baseline.h"
#include "pgnlint/lint/directives.h"
#include "pgnlint/lint/game_report.h"
#include "pgnlint/lint/rules.h"
#include "pgnlint/lint/selectors.h"
#include "pgnlint/result.h"

namespace pgnlint::lint {

struct FilterOptions {
    std::vector<std::string> select;  // selectors; empty: every rule
    std::vector<std::string> ignore;  // selectors
    // (selector, severity), later ones win among equally specific selectors.
    std::vector<std::pair<std::string, Severity>> severity_overrides;
    Severity shown = Severity::warning;  // findings below it are dropped last of all
};

// The part of filtering that needs only the game itself; const, so worker threads share one.
// Order: select/ignore, then game-scope directives (which see what selection kept, so a
// directive for an ignored rule is unused), then severity overrides. The input's first game's
// leading directives (file scope) are only checked for syntax here; FileFilter applies them.
class Filter {
public:
    // The reason when a selector selects no rule.
    static Result<Filter> make(const FilterOptions& options);

    void apply(GameReport& game) const;

    bool enabled(RuleId id) const { return enabled_[rule_index(id)]; }
    Severity severity_of(RuleId id) const { return severity_[rule_index(id)]; }
    Severity shown() const { return shown_; }

    // Drops the findings below the shown severity: all FileFilter does to a game of an input
    // without file-scope directives when the run has no baseline to read or write.
    void drop_unshown(GameReport& game) const;

    // Adds a D-family finding when that rule is enabled, at its overridden severity.
    Diagnostic* add_finding(GameReport& game, RuleId id, const Location& where) const;

private:
    Filter() = default;
    RuleMask enabled_;
    RuleMask overridden_;
    std::vector<Severity> severity_;
    Severity shown_ = Severity::warning;
};

// The part of filtering that depends on earlier games, applied on one thread in input order
// after Filter::apply: file-scope directives (from the input's first game), the baseline, and
// the shown-severity floor. An unused file-scope directive is only known at the input's end,
// so while a file has file-scope directives the newest game is held back one step and the
// unused-directive findings go to the file's last game.
//
// Per input: begin_file(); for each game, push(game) and write `game` when it returns true;
// at the end, finish_file(game) and write `game` when it returns true.
class FileFilter {
public:
    FileFilter(const Filter& filter, Baseline baseline);

    // Whether an input's games must reach push() in input order, told by its first game's
    // text: when the run has a baseline to match or write, or the input opens with a
    // file-scope directive. Other inputs need only Filter::drop_unshown, in any order.
    bool needs_input_order(std::string_view first_game_text) const {
        return baseline_.distinct() != 0 || before_baseline_ != nullptr ||
               has_leading_directive(first_game_text);
    }

    void begin_file();
    bool push(GameReport& game);
    bool finish_file(GameReport& game);

    // Sees every game after the shown-severity floor, just before the baseline takes its known
    // findings out: what --write-baseline records.
    void on_before_baseline(std::function<void(const GameReport&)> hook) {
        before_baseline_ = std::move(hook);
    }

    // A finding about a game that only the whole run shows (`check --duplicates`), after the
    // last input: the shown floor, --write-baseline and the baseline, as for the game's own.
    // File-scope directives do not reach it: the file is long closed.
    void filter_late(GameReport& game) { finish(game); }

    std::uint64_t baselined() const { return baselined_; }
    const Filter& filter() const { return filter_; }

private:
    struct ScopedDirective {
        Location where;
        std::vector<std::pair<std::string, RuleMask>> selectors;
        std::vector<bool> used;
    };
    void suppress_file_scope(GameReport& game);
    void finish(GameReport& game);
    void report_unused(GameReport& game);

    const Filter& filter_;
    Baseline baseline_;
    std::vector<ScopedDirective> file_directives_;
    RuleMask file_disabled_;
    GameReport held_;
    bool holding_ = false;
    std::uint64_t baselined_ = 0;
    std::function<void(const GameReport&)> before_baseline_;
};

}  // namespace pgnlint::lint
