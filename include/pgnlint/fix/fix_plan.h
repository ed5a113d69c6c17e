// Which fixes a run applies to one input: the fixes of the findings that survived filtering,
// safe ones always and unsafe ones when asked, each taken whole or not at all, never two that
// overlap. Games are taken one by one, on any thread (a game's edits meet only each other's:
// games never share bytes), and their edits gathered per input in input order. Reporters print
// fixes; only this module and its writer apply them.
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

// The edits taken from consecutive games, each game's sorted by offset (insertions at one
// offset in the order taken, an inserted marker last), and how many findings they fix.
struct TakenFixes {
    std::vector<lint::Edit> edits;
    std::uint64_t fixes = 0;

    void clear() {
        edits.clear();
        fixes = 0;
    }
};

// Appends the game's fixes to `into`, in its findings' order: a fix whose edit overlaps an edit
// taken before it from this game is left for a later run; an edit identical to one taken is
// applied once. Returns how many fixes were taken.
std::size_t take_fixes(const lint::GameReport& game, bool unsafe_fixes, TakenFixes& into);

// Takes out of the game's report the findings `game_edits` (what take_fixes took from this
// game) fix: those whose fix applies and whose every edit is among them.
void drop_fixed(lint::GameReport& game, bool unsafe_fixes, std::span<const lint::Edit> game_edits);

// One input's edits, gathered from its games' TakenFixes in input order, so sorted by offset.
class FilePlan {
public:
    void add(const TakenFixes& taken);

    std::span<const lint::Edit> edits() const { return edits_; }
    std::uint64_t fixes() const { return fixes_; }
    void clear();

private:
    std::vector<lint::Edit> edits_;
    std::uint64_t fixes_ = 0;
};

}  // namespace pgnlint::fix
