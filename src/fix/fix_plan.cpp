// FilePlan: the fixes taken for one input, checked for overlaps game by game (games never share
// bytes, so a game's edits only meet each other).
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

}  // namespace

bool applies(const lint::Diagnostic& diagnostic, bool unsafe_fixes) {
    if (diagnostic.fix.empty()) return false;
    const lint::Fixability fixability = lint::rule(diagnostic.rule).fixability;
    return fixability == lint::Fixability::safe ||
           (fixability == lint::Fixability::unsafe && unsafe_fixes);
}

bool FilePlan::fits(const lint::Edit& edit, std::size_t game_first) const {
    for (std::size_t i = game_first; i < game_edits_.size(); ++i) {
        if (game_edits_[i] != edit && overlap(game_edits_[i], edit)) return false;
    }
    return true;
}

std::size_t FilePlan::take(lint::GameReport& game, bool drop_fixed) {
    game_edits_.clear();
    std::vector<bool> fixed(game.diagnostics.size(), false);
    std::size_t taken = 0;
    for (std::size_t i = 0; i < game.diagnostics.size(); ++i) {
        const lint::Diagnostic& d = game.diagnostics[i];
        if (!applies(d, unsafe_fixes_)) continue;
        const bool fits_all = std::all_of(d.fix.edits.begin(), d.fix.edits.end(),
                                          [&](const lint::Edit& e) { return fits(e, 0); });
        if (!fits_all) continue;
        for (const lint::Edit& e : d.fix.edits) {
            if (std::find(game_edits_.begin(), game_edits_.end(), e) == game_edits_.end())
                game_edits_.push_back(e);
        }
        fixed[i] = true;
        ++taken;
    }
    std::stable_sort(game_edits_.begin(), game_edits_.end(),
                     [](const lint::Edit& a, const lint::Edit& b) {
                         if (a.offset != b.offset) return a.offset < b.offset;
                         return a.length == 0 && b.length != 0;
                     });
    edits_.insert(edits_.end(), game_edits_.begin(), game_edits_.end());
    fixes_ += taken;
    if (drop_fixed && taken > 0) {
        std::size_t i = 0;
        std::erase_if(game.diagnostics, [&](const lint::Diagnostic&) { return fixed[i++]; });
    }
    return taken;
}

void FilePlan::clear() {
    edits_.clear();
    fixes_ = 0;
}

}  // namespace pgnlint::fix
