// take_fixes, drop_fixed and FilePlan: the fixes taken from each game, checked for overlaps with
// the game's own edits only (games never share bytes).
#include "pgnlint/fix/fix_plan.h"

#include <algorithm>

namespace pgnlint::fix {
namespace {

// Two edits touch the same bytes: their ranges share a byte, or one inserts strictly inside
// the other's range. Insertions at one offset, or at a range's edge, are ordered, not in
// conflict.
bool overlap(const lint::Edit& a, const lint::Edit& b) {
    const std::uint64_t a_end = a.offset + a.length;
    const std::uint64_t b_end = b.offset + b.length;
    if (a.length > 0 && b.length > 0) return std::max(a.offset, b.offset) < std::min(a_end, b_end);
    if (a.length == 0 && b.length == 0) return false;
    const lint::Edit& insertion = a.length == 0 ? a : b;
    const lint::Edit& range = a.length == 0 ? b : a;
    return insertion.offset > range.offset && insertion.offset < range.offset + range.length;
}

bool contains(std::span<const lint::Edit> edits, const lint::Edit& edit) {
    return std::find(edits.begin(), edits.end(), edit) != edits.end();
}

}  // namespace

bool applies(const lint::Diagnostic& diagnostic, bool unsafe_fixes) {
    if (diagnostic.fix.empty()) return false;
    const lint::Fixability fixability = lint::rule(diagnostic.rule).fixability;
    return fixability == lint::Fixability::safe ||
           (fixability == lint::Fixability::unsafe && unsafe_fixes);
}

std::size_t take_fixes(const lint::GameReport& game, bool unsafe_fixes, TakenFixes& into) {
    std::vector<lint::Edit>& edits = into.edits;
    const auto first = static_cast<std::ptrdiff_t>(edits.size());
    const auto fits = [&](const lint::Edit& edit) {
        return std::none_of(edits.begin() + first, edits.end(), [&](const lint::Edit& taken) {
            return taken != edit && overlap(taken, edit);
        });
    };
    // A fix whose own edits overlap would make a plan the writer refuses: it is left, as one
    // that overlaps an earlier fix is.
    const auto consistent = [](std::span<const lint::Edit> own) {
        for (std::size_t i = 0; i < own.size(); ++i) {
            for (std::size_t j = i + 1; j < own.size(); ++j) {
                if (own[i] != own[j] && overlap(own[i], own[j])) return false;
            }
        }
        return true;
    };
    std::size_t taken = 0;
    for (const lint::Diagnostic& d : game.diagnostics) {
        if (!applies(d, unsafe_fixes) || !consistent(d.fix.edits) ||
            !std::all_of(d.fix.edits.begin(), d.fix.edits.end(), fits))
            continue;
        for (const lint::Edit& e : d.fix.edits) {
            if (!contains(std::span(edits).subspan(static_cast<std::size_t>(first)), e))
                edits.push_back(e);
        }
        ++taken;
    }
    // At one offset: insertions in the order taken, then an inserted marker (it ends the game),
    // then a replacement.
    const auto rank = [](const lint::Edit& e) { return e.length != 0 ? 2 : e.ends_game ? 1 : 0; };
    std::stable_sort(edits.begin() + first, edits.end(),
                     [&](const lint::Edit& a, const lint::Edit& b) {
                         if (a.offset != b.offset) return a.offset < b.offset;
                         return rank(a) < rank(b);
                     });
    into.fixes += taken;
    return taken;
}

// Equivalent to "the findings take_fixes took": a finding it left has an edit that overlaps a
// taken one without being it, and since taken edits never overlap each other, that edit is
// none of them.
void drop_fixed(lint::GameReport& game, bool unsafe_fixes, std::span<const lint::Edit> game_edits) {
    if (game_edits.empty()) return;
    std::erase_if(game.diagnostics, [&](const lint::Diagnostic& d) {
        return applies(d, unsafe_fixes) &&
               std::all_of(d.fix.edits.begin(), d.fix.edits.end(),
                           [&](const lint::Edit& e) { return contains(game_edits, e); });
    });
}

void FilePlan::add(const TakenFixes& taken) {
    edits_.insert(edits_.end(), taken.edits.begin(), taken.edits.end());
    fixes_ += taken.fixes;
}

void FilePlan::clear() {
    edits_.clear();
    fixes_ = 0;
}

}  // namespace pgnlint::fix
