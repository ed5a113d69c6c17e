// Which fixes a run applies to one input: the fixes of the findings that survived filtering,
// safe ones always and unsafe ones when asked, each taken whole or not at all, never two that
// overlap. Reporters print fixes; only this module and its writer apply them.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "pgnlint/lint/diagnostic.h"
#include "pgnlint/lint/game_report.h"

namespace pgnlint::fix {

// Whether --fix applies this finding's fix: it has one, and its rule's fix is safe, or unsafe
// and `unsafe_fixes`.
bool applies(const lint::Diagnostic& diagnostic, bool unsafe_fixes);

class FilePlan {
public:
    explicit FilePlan(bool unsafe_fixes) : unsafe_fixes_(unsafe_fixes) {}

    // Takes the fixes of the game's findings in their order (games come in input order). A fix
    // whose edit overlaps an edit taken before is left for a later run; an edit identical to
    // one taken is applied once. With `drop_fixed`, the findings whose fix was taken leave the
    // report. Returns how many fixes were taken.
    std::size_t take(lint::GameReport& game, bool drop_fixed);

    // Every edit taken, sorted by offset (insertions at one offset in the order taken).
    std::span<const lint::Edit> edits() const { return edits_; }
    std::uint64_t fixes() const { return fixes_; }
    void clear();

private:
    bool fits(const lint::Edit& edit, std::size_t game_first) const;

    bool unsafe_fixes_;
    std::vector<lint::Edit> edits_;
    std::vector<lint::Edit> game_edits_;
    std::uint64_t fixes_ = 0;
};

}  // namespace pgnlint::fix
